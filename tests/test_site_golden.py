"""Golden test of the spec site: every generated page against a committed manifest of sha256 per path.

The site is generated from fixed, committed inputs (``tests/golden/results-a.json`` for the rule pages'
statuses, with passed, failed, not applicable and untested rules, and ``tests/golden/results-b.json``
as a second run on the implementations page) and each written file is hashed. On a mismatch the test
names every page added, removed or changed and leaves the new pages in ``build/golden/docs`` so that
``diff -r`` against the output of another checkout shows what moved.

When a change to the pages is meant, refresh the manifest and commit it with the change::

    FIVE_HUNDRED_UPDATE_GOLDEN=1 .venv/bin/python -m pytest -q -p no:cacheprovider tests/test_site_golden.py
"""

from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

from five_hundred_site.site import generate
from five_hundred_suite.catalogue import ROOT

GOLDEN = ROOT / "tests" / "golden"
MANIFEST = GOLDEN / "site-pages.sha256"
BUILD = ROOT / "build" / "golden" / "docs"
UPDATE = "FIVE_HUNDRED_UPDATE_GOLDEN"


def _hashes(out: Path) -> dict[str, str]:
    """The sha256 of every file under ``out``, by its POSIX path relative to ``out``."""
    return {p.relative_to(out).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(out.rglob("*")) if p.is_file()}


def _read_manifest() -> dict[str, str]:
    lines = MANIFEST.read_text(encoding="utf-8").splitlines() if MANIFEST.exists() else []
    return {path: digest for digest, path in (line.split("  ", 1) for line in lines if line)}


def _write_manifest(hashes: dict[str, str]) -> None:
    MANIFEST.write_text("".join(f"{d}  {p}\n" for p, d in sorted(hashes.items())), encoding="utf-8")


def test_every_page_matches_the_manifest() -> None:
    if BUILD.exists():
        shutil.rmtree(BUILD)
    BUILD.parent.mkdir(parents=True, exist_ok=True)
    generate(GOLDEN / "results-a.json", BUILD, more_results=[GOLDEN / "results-b.json"])
    got = _hashes(BUILD)
    if os.environ.get(UPDATE) == "1":
        _write_manifest(got)
    want = _read_manifest()
    added = sorted(got.keys() - want.keys())
    removed = sorted(want.keys() - got.keys())
    changed = sorted(p for p in got.keys() & want.keys() if got[p] != want[p])
    report = [f"added: {p}" for p in added] + [f"removed: {p}" for p in removed] + [f"changed: {p}" for p in changed]
    assert not report, (f"{len(report)} page(s) differ from {MANIFEST.relative_to(ROOT)} (new pages in "
                        f"{BUILD.relative_to(ROOT)}; if meant, rerun with {UPDATE}=1):\n" + "\n".join(report))


def test_the_pages_do_not_depend_on_where_or_when_they_are_built(tmp_path: Path) -> None:
    """Two builds into different folders write the same bytes (no dates, absolute paths or set order)."""
    first, second = tmp_path / "one" / "docs", tmp_path / "two" / "elsewhere"
    generate(GOLDEN / "results-a.json", first, more_results=[GOLDEN / "results-b.json"])
    generate(GOLDEN / "results-a.json", second, more_results=[GOLDEN / "results-b.json"])
    assert _hashes(first) == _hashes(second)
    for path in first.rglob("*"):
        if path.is_file() and path.suffix in {".md", ".json", ".html", ".js", ".yml"}:
            assert str(tmp_path) not in path.read_text(encoding="utf-8", errors="replace"), path
