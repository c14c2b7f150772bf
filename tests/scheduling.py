"""How ``python3 tasks.py test`` shares the tests among its pytest-xdist workers (loaded there with
``-p tests.scheduling``): one module at a time, as ``--dist loadfile`` does, except that the browser modules
go to one worker together.

Why: a worker running browser tests spends most of its time waiting for chromium, a separate program, so
the job starts one worker more than the machine has cores; that worker takes the browser unit while the
others keep running the rest. The units go out in the order ``tests/conftest.py`` collects them (its ``FIRST``: the
browser unit, then the heaviest modules), so ``tasks.py`` passes ``--no-loadscope-reorder``.
"""

from __future__ import annotations

from typing import Any

import pytest

BROWSER = "tests/browser/"
"""Where the browser tests live: one unit of work under ``--dist loadfile``."""


def unit(nodeid: str) -> str:
    """The unit of work a test belongs to: :data:`BROWSER` for every browser test, else its module's path.

    >>> unit("tests/browser/test_tryit_browser.py::test_x"), unit("tests/test_site.py::test_y[a::b]")
    ('tests/browser/', 'tests/test_site.py')
    """
    module = nodeid.split("::", 1)[0]
    return BROWSER if module.startswith(BROWSER) else module


def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """Under ``--dist loadfile``, the scheduler of :func:`unit`; for any other ``--dist`` mode, pytest-xdist's own
    (None lets it choose)."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class BrowserTogether(LoadScopeScheduling):  # type: ignore[misc]  # pytest-xdist has no type hints
        def _split_scope(self, nodeid: str) -> str:
            return unit(nodeid)

    return BrowserTogether(config, log)
