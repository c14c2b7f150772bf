"""The report an implementer can act on: failing cases by rule, badges, `run --report-md`, the site's pages."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from five_hundred_site.site import generate
from five_hundred_suite.catalogue import ROOT, rules
from five_hundred_suite.report import BADGE_COLOUR, badge_svg, badges, report_markdown, report_model

SVG = "{http://www.w3.org/2000/svg}"
RANK, PLAY = "RANK-02", "PLAY-05"


def _record(n: int, status: str, variant: str = "australian", **extra: Any) -> dict[str, Any]:
    return {"id": f"tests/test_corpus.py::test_case_{n}[{variant}]", "case": f"cards/x.feature/case-{n}@{variant}",
            "rules": [RANK, PLAY], "variant": variant, "options": [], "conflicts": [], "status": status,
            "message": None if status in ("passed", "n/a") else f"why {n}", **extra}


RECORDS = [
    _record(1, "passed"), _record(2, "passed"), _record(3, "passed"),
    _record(4, "failed", charged=[RANK], situation="the winner of trick 1", expected=1, actual=0),
    _record(5, "failed", charged=[RANK, PLAY], situation="the winner of trick 2", expected={"NS": 250},
            actual={"NS": 240}),
    _record(6, "error"),
    _record(7, "skipped"),
    _record(8, "n/a", "three-player"),
    _record(9, "passed", "american"), _record(10, "skipped", "american"),
]


def _sections(markdown: str) -> dict[str, str]:
    """The text under each ``### `` heading of the report, by the rule ID it starts with."""
    found = {}
    for part in markdown.split("\n### ")[1:]:
        head, _, body = part.partition("\n")
        rule = re.search(r"[A-Z]+-\d{2}", head)
        assert rule is not None, head
        found[rule.group(0)] = body.split("\n## ", 1)[0]
    return found


def test_the_report_lists_each_failed_case_under_each_rule_it_is_charged_with() -> None:
    report = report_model(RECORDS, run_variants=["australian", "three-player"], rerun="python -m x run",
                          rule_link=lambda rid: f"rules/{rid}.md")
    text = report_markdown(report, title="Report")
    assert text.startswith("# Report\n") and "**FAIL**: 4 passed, 2 failed, 1 error, 2 skipped, 1 n/a" in text
    sections = _sections(text)
    assert list(sections) == [RANK, PLAY], "catalogue order, only the rules charged"
    assert f"### [{RANK}](rules/{RANK}.md) — {rules()[RANK].title} (2)" in text
    assert "case-4@" in sections[RANK] and "case-5@" in sections[RANK]
    assert "case-5@" in sections[PLAY] and "case-4@" not in sections[PLAY], "charged to RANK only"
    assert "expected `1` · actual `0`" in sections[RANK] and "why 4" in sections[RANK]
    assert 'expected `{"NS": 250}` · actual `{"NS": 240}`' in sections[PLAY]
    assert "also charged: RANK-02" in sections[PLAY]
    errors = text.split("## Errors and timeouts (1)", 1)[1]
    assert "case-6@australian" in errors and "why 6" in errors and "case-6" not in "".join(sections.values())
    assert "```sh\npython -m x run\n```" in text
    assert not any(f"case-{n}@" in text for n in (1, 2, 3, 7, 8, 9, 10)), "only failing cases are listed"


def test_a_run_that_passed_says_so_and_gives_nothing_to_rerun() -> None:
    text = report_markdown(report_model(RECORDS[:3], run_variants=["australian"]))
    assert "**PASS**: 3 passed" in text and "No case failed." in text and "nothing to rerun" in text
    assert "Corpus version" not in text, "no version is claimed when none is known"


def test_the_report_names_the_corpus_version_run() -> None:
    text = report_markdown(report_model(RECORDS[:3], run_variants=["australian"], corpus="0.1.0"))
    assert text.splitlines()[0] == "**PASS**: 3 passed (a run fails on: failed, error, timeout). Corpus version `0.1.0`."


@pytest.mark.parametrize(("variant", "message", "word"), [
    ("australian", "3/6", "failing"),      # 3 passed of 6 run (2 failed, 1 error); the skip counts in no way
    ("american", "1/1", "skipped"),
    ("three-player", "n/a", "n/a"),
])
def test_a_badge_is_valid_svg_with_the_counts_and_the_colour_of_its_status(
        variant: str, message: str, word: str) -> None:
    badge = next(b for b in badges(RECORDS, ["american", "australian", "three-player"], file=lambda v: f"{v}.svg",
                                   link=lambda v: v, url=lambda v: v) if b.variant == variant)
    root = ET.fromstring(badge_svg(badge))
    assert root.tag == f"{SVG}svg" and root.get("aria-label") == f"500 {variant}: {message}"
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert texts == [f"500 {variant}", message]
    fills = {r.get("fill") for r in root.iter(f"{SVG}rect")}
    assert BADGE_COLOUR[word] in fills and not (set(BADGE_COLOUR.values()) - {BADGE_COLOUR[word], "#757575"}) & fills
    assert int(root.get("width") or 0) == badge.width > 0


def test_every_case_passed_gives_a_green_badge() -> None:
    badge = badges(RECORDS[:3], ["australian"], file=str, link=str, url=str)[0]
    root = ET.fromstring(badge_svg(badge))
    assert [t.text for t in root.iter(f"{SVG}text")][1] == "3/3" and BADGE_COLOUR["passing"] in badge_svg(badge)


# --- run --report-md --------------------------------------------------------------------------

PY = shlex.quote(sys.executable)


def suite(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "five_hundred_suite", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, check=False, env={**os.environ, "COLUMNS": "200"})


@pytest.mark.skipif(os.name != "posix", reason="the subprocess adapter needs a POSIX system")
def test_run_writes_the_report_of_a_wrong_engine(tmp_path: Path) -> None:
    wrong = f"{PY} {shlex.quote(str(ROOT / 'tests' / 'fakes' / 'wrong_values.py'))}"
    report = tmp_path / "ci" / "report.md"
    done = suite("run", "--impl", wrong, "--out", str(tmp_path / "out"), "--timeout", "10", "-k",
                 "left_bower or AU-0001", "--variant", "australian", "--report-md", str(report))
    assert done.returncode == 1, done.stdout[-2000:] + done.stderr
    records = json.loads((tmp_path / "out" / "results.json").read_text("utf-8"))["results"]
    failed = [r for r in records if r["status"] == "failed"]
    assert failed
    text = report.read_text("utf-8")
    assert text.startswith("# Five Hundred conformance report: five-hundred reference engine")
    sections = _sections(text)
    assert set(sections) == {rid for r in failed for rid in r["charged"]}
    for r in failed:
        for rid in r["charged"]:
            assert f"`{r['case']}`" in sections[rid], (rid, r["case"])
        if "expected" in r:
            shown = f"expected `{json.dumps(r['expected'], ensure_ascii=False)}` · actual " \
                    f"`{json.dumps(r['actual'], ensure_ascii=False)}`"
            assert shown in sections[r["charged"][0]]
    link = re.search(r"\]\(([^)]*results\.json)\)", text)
    assert link is not None and (report.parent / link.group(1)).resolve() == (tmp_path / "out" / "results.json")
    rerun = text.split("```sh\n", 1)[1].split("\n```", 1)[0]
    assert rerun.startswith("python -m five_hundred_suite run --impl") and failed[0]["case"] in rerun
    badge = report.parent / "report-australian.svg"
    root = ET.parse(badge).getroot()
    passed = sum(r["status"] == "passed" for r in records if r["variant"] == "australian")
    run = sum(r["status"] in ("passed", "failed", "error", "timeout") for r in records if r["variant"] == "australian")
    assert [t.text for t in root.iter(f"{SVG}text")] == ["500 australian", f"{passed}/{run}"]
    assert "![Five Hundred australian:" in text and "(report-australian.svg)" in text
    assert sorted(p.name for p in report.parent.iterdir()) == ["report-australian.svg", "report.md"]
    assert "This run checked only a selection of the corpus (-k left\\_bower or AU-0001)" in text \
        or "This run checked only a selection of the corpus (-k left_bower or AU-0001)" in text, text[:600]


def test_a_report_of_the_whole_corpus_does_not_call_itself_a_selection() -> None:
    from five_hundred_suite.report import report_markdown, report_model

    records = [{"id": "a", "case": "c", "status": "passed", "variant": "australian"}]
    whole = report_markdown(report_model(records, run_variants=["australian"]))
    part = report_markdown(report_model(records, run_variants=["australian"], selection="--rule SCORE-04"))
    assert "selection" not in whole
    assert "only a selection of the corpus (--rule SCORE-04): its counts and badges cover those cases" in part


@pytest.mark.parametrize(("where", "words"), [
    ("file/report.md", "is a file, not a folder"),
    ("", "is a folder, not a file"),
])
def test_report_md_that_cannot_be_written_is_one_line(tmp_path: Path, where: str, words: str) -> None:
    (tmp_path / "file").write_text("x", encoding="utf-8")
    done = suite("run", "--impl", "unused", "--out", str(tmp_path / "out"), "--report-md", str(tmp_path / where))
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1, done.stderr
    assert "--report-md" in done.stderr and words in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out" / "results.json").exists()


# --- the site -------------------------------------------------------------------------------


def test_the_site_has_a_report_page_per_implementation_with_its_download_and_badges(tmp_path: Path) -> None:
    header = {"format": 1, "implementation": {"name": "fast500", "version": "2.1", "command": "./fast500 --adapter"},
              "corpus": {"version": "0.1.0", "commit": None}, "date": "2030-01-02T03:04:05+00:00",
              "variants": ["american", "australian"]}
    results = tmp_path / "fast500.json"
    results.write_text(json.dumps({"header": header, "results": RECORDS}), encoding="utf-8")
    (tmp_path / "features").mkdir()
    docs = tmp_path / "docs"
    generate(results, docs, features_dir=tmp_path / "features")
    matrix = (docs / "implementations.md").read_text("utf-8")
    assert "[failing cases, badges, results file](reports/fast500.md)" in matrix
    page_path = docs / "reports" / "fast500.md"
    page = page_path.read_text("utf-8")
    assert page.startswith("# Report: fast500 2.1")
    links = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", re.sub(r"`[^`]*`", "", page))  # the snippets aside
    for link in links:
        assert (page_path.parent / link).resolve().is_file(), link
    download = next(link for link in links if link.endswith(".json"))
    assert (page_path.parent / download).read_bytes() == results.read_bytes(), "the results file as it was given"
    assert f"](../rules/{rules()[RANK].area.lower()}.md#{RANK})" in page
    sections = _sections(page)
    assert list(sections) == [RANK, PLAY] and "expected `1` · actual `0`" in sections[RANK]
    rerun = page.split("```sh\n", 1)[1].split("\n```", 1)[0]
    assert rerun.startswith("python -m five_hundred_suite run --impl './fast500 --adapter'")
    assert "--case cards/x.feature/case-4@australian" in rerun and "case-6@australian" in rerun
    assert "case-7@" not in rerun, "a skip is not rerun"
    for variant, counts in (("american", "1/1"), ("australian", "3/6")):
        svg = docs / "badges" / f"fast500-{variant}.svg"
        assert [t.text for t in ET.parse(svg).getroot().iter(f"{SVG}text")] == [f"500 {variant}", counts]
        assert f"`![Five Hundred {variant}: {counts}" in page and f"(badges/fast500-{variant}.svg)`" in page
    assert not (docs / "badges" / "fast500-three-player.svg").exists(), "a badge per variant run"
