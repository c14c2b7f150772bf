"""Releases and the changelog of cases (five_hundred_suite/releases.py, spec/releases.yaml): the recorded
releases agree with the project, a release recorded and then edited (a case added, one changed, one
withdrawn, one moved in its file) gives exactly those changes, and the engine's deprecated names still work,
warning, until the version that removes them."""

from __future__ import annotations

import copy
import importlib
import json
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import pytest

from five_hundred_suite.cases import CASE_FORMAT, hand_cases, perft_cases
from five_hundred_suite.catalogue import ROOT, corpus_version
from five_hundred_suite.releases import (
    WORKING_TREE,
    ReleaseError,
    case_digest,
    changelog,
    changelog_lines,
    read_releases,
    record_release,
    released_cases,
    releases,
    version_key,
)


@pytest.fixture(scope="module")
def cases() -> list[dict[str, Any]]:
    """Real cases of the corpus: its recorded hands and perft positions."""
    return hand_cases() + perft_cases()


def _listing(folder: Path) -> Path:
    path = folder / "releases.yaml"
    path.write_text('releases:\n  - version: 0.1.0\n    date: "2026-01-01"\n    case_format: 4\n', encoding="utf-8")
    return path


def test_the_recorded_releases_agree_with_the_project() -> None:
    listed = releases()
    assert listed, "spec/releases.yaml lists no release"
    last = listed[-1]
    assert version_key(corpus_version()) >= version_key(last.version), "the project's version is behind its last release"
    if last.version == corpus_version():
        assert last.case_format == CASE_FORMAT, "the released version's case format is the harness's"
    for release in listed:
        data = json.loads(release.snapshot.read_text("utf-8"))
        assert data["case_format"] == release.case_format
        assert released_cases(release), release.version


def test_a_release_then_a_case_added_changed_withdrawn_and_moved(tmp_path: Path, cases: list[dict[str, Any]]) -> None:
    listing = _listing(tmp_path)
    written = record_release(cases[:-1], "2026-01-01", version="0.1.0", path=listing)
    assert written == [tmp_path / "releases" / "0.1.0.json"], "the entry written by hand is kept as it is"
    edited = copy.deepcopy(cases)  # the last case is added
    changed = edited[0]
    changed["hand"]["expect"]["points"] = {k: v + 10 for k, v in changed["hand"]["expect"]["points"].items()}
    moved = edited[1]
    moved["source"]["line"] += 7
    withdrawn = edited.pop(2)
    newest, first = changelog(edited, read_releases(listing))
    assert newest.version == WORKING_TREE and newest.since == "0.1.0" and newest.cases == len(edited)
    assert newest.added == (cases[-1]["id"],)
    assert newest.changed == (changed["id"],)
    assert newest.withdrawn == (withdrawn["id"],)
    assert first.version == "0.1.0" and first.since is None and first.cases == len(cases) - 1
    lines = changelog_lines([newest, first])
    assert f"    added: {cases[-1]['id']}" in lines and f"    withdrawn: {withdrawn['id']}" in lines
    assert "  1 added, 1 changed, 1 withdrawn" in lines


def test_a_second_release_is_appended_and_compared_with_the_first(tmp_path: Path, cases: list[dict[str, Any]]) -> None:
    listing = _listing(tmp_path)
    record_release(cases, "2026-01-01", version="0.1.0", path=listing)
    record_release(cases[1:], "2026-02-01", version="0.2.0", path=listing)
    second, first = changelog(None, read_releases(listing))
    assert first.since is None and first.cases == len(first.added) == len(cases), "every case of the first is new"
    assert (second.version, second.date, second.since, second.withdrawn) == ("0.2.0", "2026-02-01", "0.1.0",
                                                                            (cases[0]["id"],))
    assert second.case_format == CASE_FORMAT and not second.added and not second.changed
    with pytest.raises(ReleaseError, match="already has its cases"):
        record_release(cases, "2026-03-01", version="0.2.0", path=listing)
    with pytest.raises(ReleaseError, match=r"would not follow 0\.2\.0"):
        record_release(cases, "2026-03-01", version="0.1.5", path=listing)


def test_a_case_keeps_its_digest_where_it_moves_and_changes_it_with_its_content(cases: list[dict[str, Any]]) -> None:
    case = copy.deepcopy(cases[-1])
    before = case_digest(case)
    case["source"] = {"file": "elsewhere.yaml", "line": 99}
    assert case_digest(case) == before
    case["rules"] = [*case["rules"], "PLAY-01"]
    assert case_digest(case) != before


@pytest.mark.parametrize(("text", "problem"), [
    ('releases:\n  - version: 0.2.0\n    date: "2026-01-01"\n    case_format: 4\n'
     '  - version: 0.1.0\n    date: "2026-02-01"\n    case_format: 4\n', "releases.1.version: 0.1.0 does not follow 0.2.0"),
    ('releases:\n  - version: 1.0\n    date: "2026-01-01"\n    case_format: 4\n', "releases.0.version"),
    ('releases:\n  - version: 0.1.0\n    date: 2026-01-01\n    case_format: 4\n', "releases.0.date"),
])
def test_a_bad_list_of_releases_is_one_line_naming_the_file_and_field(tmp_path: Path, text: str, problem: str) -> None:
    path = tmp_path / "releases.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ReleaseError) as caught:
        read_releases(path)
    assert str(caught.value).startswith(str(path)) and problem in str(caught.value)
    assert "\n" not in str(caught.value)


def _reach(name: str) -> object:
    """The object a dotted name of the engine names (a module, or an attribute of one)."""
    parts = name.split(".")
    for n in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:n]))
        except ImportError:
            continue
        for attribute in parts[n:]:
            found = getattr(found, attribute)
        return found
    raise ImportError(name)


def test_each_deprecated_name_warns_naming_its_replacement_until_its_removal() -> None:
    listed = [d for release in releases() for d in release.deprecated]
    assert {d.name for d in listed} >= {"five_hundred.engine", "five_hundred.Reason.THREE_PLAYER_500"}
    for d in listed:
        if version_key(corpus_version()) >= version_key(d.removed_in):
            with pytest.raises((ImportError, AttributeError)):
                _reach(d.name)
            continue
        with pytest.warns(DeprecationWarning, match=d.use.removeprefix("five_hundred.")):
            if d.name == "five_hundred.engine":
                from five_hundred.engine import apply
                assert apply is _reach("five_hundred.apply")
            else:
                assert _reach(d.name) is _reach(d.use)


def test_the_old_reason_is_the_new_one_by_attribute_and_by_name() -> None:
    from five_hundred import Reason

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert getattr(Reason, "THREE_PLAYER_500") is Reason.REACHED_500  # noqa: B009
        assert Reason["THREE_PLAYER_500"] is Reason.REACHED_500
    assert [str(w.message) for w in caught] == ["Reason.THREE_PLAYER_500 is deprecated: use Reason.REACHED_500"] * 2
    assert all(w.filename == __file__ for w in caught), "the warning names the caller's line"
    assert list(Reason) == [Reason[m.name] for m in Reason], "the alias is not a member"
    with pytest.raises(AttributeError):
        getattr(Reason, "THREE_PLAYER_501")  # noqa: B009


def _command(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "five_hundred_suite", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, check=False)


@pytest.mark.programs
def test_the_changelog_command_compares_a_cases_file_with_the_last_release(tmp_path: Path,
                                                                           cases: list[dict[str, Any]]) -> None:
    released = released_cases(releases()[-1])
    kept = [c for c in cases if c["id"] in released]
    (tmp_path / "cases.jsonl").write_text("".join(json.dumps(c) + "\n" for c in kept), encoding="utf-8")
    done = _command("changelog", "--cases", str(tmp_path / "cases.jsonl"))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"{WORKING_TREE}: {len(kept)} cases, since {releases()[-1].version}"
    assert lines[1] == f"  0 added, 0 changed, {len(released) - len(kept)} withdrawn"
    assert "  deprecated: five_hundred.engine (use five_hundred; removed in 0.2.0)" in lines
    done = _command("release", "--date", "2026-02-30")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "is not a day" in done.stderr
