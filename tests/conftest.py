"""Fixtures shared by the corpus: the implementation under test and the game in play."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import pytest

from five_hundred_suite.adapter import Implementation, ReferenceImplementation, WithoutPositions
from five_hundred_suite.plugin import IMPLEMENTATION, recording

pytest_plugins = ["tests.steps.cards", "tests.steps.hand", "tests.steps.scoring", "tests.steps.game",
                  "tests.steps.dealer", "tests.steps.three_player", "tests.steps.views"]


collect_ignore = ["fakes"]  # misbehaving implementations that tests run as programs, not tests


@pytest.fixture
def impl(implementation_under_test: Implementation) -> Implementation:
    """The implementation under test, for one test (see :func:`implementation_under_test`)."""
    return implementation_under_test


@pytest.fixture(scope="session")
def implementation_under_test(pytestconfig: pytest.Config) -> Iterator[Implementation]:
    """The reference engine in process, started once: seen as not opening positions with ``--no-positions``;
    wrapped in a recording when the run records cases (``--record-cases``). Tests ask for ``impl``.
    """
    implementation: Implementation = ReferenceImplementation()
    if pytestconfig.getoption("--no-positions"):
        implementation = cast(Implementation, WithoutPositions(implementation))
    pytestconfig.stash[IMPLEMENTATION] = implementation.describe()
    yield recording(pytestconfig, implementation)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site the site group's strict build test and every browser test read, built once per run
    (``tests/built_site.py``; imported here only when asked for: the corpus run needs none of it)."""
    from tests.built_site import shared_site

    return shared_site(tmp_path_factory)


@pytest.fixture
def variant() -> str:
    """The variant a test runs under; parametrized from its variant tags."""
    raise pytest.UsageError("a test that uses 'variant' needs a variant tag such as @australian")


@pytest.fixture
def options(request: pytest.FixtureRequest) -> list[str]:
    """Options switched on for this test: its ``@option:<key>`` tags (steps may add to the list)."""
    return sorted({str(m.args[0]) for m in request.node.iter_markers("option")})


@pytest.fixture
def joker_suit() -> str | None:
    """The suit nominated for the joker in no trumps or misère (none by default)."""
    return None


GROUPS: dict[str, tuple[str, ...]] = {
    "browser": ("tests/browser/",),
    "site": ("tests/test_site.py", "tests/test_site_golden.py", "tests/test_site_implementations.py", "tests/test_site_kit.py",
             "tests/test_site_readorder.py", "tests/test_site_scripts.py", "tests/test_play_pages.py",
             "tests/test_rulebook.py", "tests/test_report.py", "tests/test_trycases.py"),
    "programs": ("tests/test_bad_input.py", "tests/test_replay.py", "tests/test_runner.py", "tests/test_fuzz.py",
                 "tests/test_fuzz_jobs.py", "tests/test_charging.py", "tests/test_protocol.py",
                 "tests/test_narrow_engines.py", "tests/test_cases_export.py", "tests/test_javascript_engine.py",
                 "tests/test_routes.py", "tests/test_hand_stages.py", "tests/test_views.py", "tests/test_view_lines.py",
                 "tests/test_wheel.py"),
}
"""The slow groups, by where their tests live: each test there carries the group's marker (``pyproject.toml``
names them). ``python3 tasks.py quick`` leaves them out; ``tasks.py test`` runs everything."""


FIRST = ("tests/browser/test_tryit_browser.py", "tests/browser/test_site_layout_browser.py",
         "tests/browser/test_reading_browser.py", "tests/browser/test_rulebook_browser.py",
         "tests/browser/test_site_browser.py", "tests/browser/test_search_browser.py",
         "tests/test_bad_input.py", "tests/test_runner.py", "tests/test_site.py", "tests/test_wheel.py",
         "tests/test_fuzz_jobs.py", "tests/test_charging.py", "tests/test_fuzz.py", "tests/test_protocol.py",
         "tests/test_replay.py")
"""The modules that take longest, heaviest first: the browser modules (one unit of work, see
``tests/scheduling.py``), then the rest. They are collected first, so that pytest-xdist starts them
first and the run does not end with one worker busy on one of them while the others wait."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test with the slow group its module belongs to (:data:`GROUPS`); collect the modules of
    :data:`FIRST` first, each in its own order, the rest as found."""
    root = Path(__file__).resolve().parent.parent
    where = {item: item.path.resolve().relative_to(root).as_posix() if item.path.is_relative_to(root) else ""
             for item in items}
    for item in items:
        for marker, places in GROUPS.items():
            if any(where[item] == p or (p.endswith("/") and where[item].startswith(p)) for p in places):
                item.add_marker(marker)
    rank = {path: n for n, path in enumerate(FIRST)}
    items.sort(key=lambda item: rank.get(where[item], len(FIRST)))
