"""The size of the modules: one module and one template per kind of page in the site, none over about 250
lines; no module of the harness over 400. A module that outgrows its limit is split by what it holds.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from five_hundred_suite.catalogue import ROOT

SITE, HARNESS = ROOT / "five_hundred_site", ROOT / "five_hundred_suite"
LIMITS = {
    "the site's modules": (sorted(SITE.rglob("*.py")), 250),
    "the site's templates": (sorted((SITE / "templates").glob("*.j2")), 250),
    "the harness's modules": (sorted(HARNESS.rglob("*.py")), 400),
}


def _lines(path: Path) -> int:
    return len(path.read_text("utf-8").splitlines())


@pytest.mark.parametrize("what", LIMITS)
def test_no_module_is_over_its_limit(what: str) -> None:
    paths, limit = LIMITS[what]
    assert paths, f"no file found for {what}"
    over = [f"{p.relative_to(ROOT).as_posix()}: {_lines(p)} lines" for p in paths if _lines(p) > limit]
    assert not over, f"over {limit} lines, split by concept: " + "; ".join(over)


def test_the_site_packages_are_covered() -> None:
    paths = LIMITS["the site's modules"][0]
    for package in ("site", "rulebook"):
        assert any(p.parent == SITE / package for p in paths), f"five_hundred_site/{package} has no module checked"


def test_the_modules_started_first_exist() -> None:
    """``tests/conftest.py`` collects its heaviest modules first (FIRST): each must still be there."""
    from tests.conftest import FIRST

    missing = [path for path in FIRST if not (ROOT / path).is_file()]
    assert not missing, f"FIRST in tests/conftest.py names modules that are gone: {missing}"
