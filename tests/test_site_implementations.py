"""The site with several runs: timeouts and skips in the statuses, and the implementations matrix."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from five_hundred_site.marks import FAIL_ICON, NA_ICON, NONE_ICON, PASS_ICON, SKIP_ICON, TIMEOUT_ICON
from five_hundred_site.records import Tally
from five_hundred_site.site import generate, main, matrix_cell
from five_hundred_site.spec import variant_ids
from five_hundred_suite.catalogue import rules

THREE_ONLY = next(r.id for r in rules().values() if r.variants == ("three-player",))
BOTH = next(r.id for r in rules().values() if {"australian", "three-player"} <= set(r.variants))


def _record(rule: str, status: str, variant: str = "australian", n: int = 0) -> dict[str, Any]:
    return {"id": f"tests/test_x.py::test_{rule}_{status}_{variant}_{n}", "rules": [rule], "variant": variant,
            "options": [], "conflicts": [], "status": status, "message": None if status == "passed" else "why"}


def _results(path: Path, records: list[dict[str, Any]], **impl: str) -> Path:
    header = {"format": 1, "implementation": {"name": "engine", "version": "1.2", "language": "rust", **impl},
              "corpus": {"version": "0.1.0", "commit": "0123456789abcdef0123456789abcdef01234567"},
              "date": "2030-01-02T03:04:05+00:00", "variants": ["australian"]}
    path.write_text(json.dumps({"header": header, "results": records}), encoding="utf-8")
    return path


def _no_features(tmp_path: Path) -> Path:
    (tmp_path / "features").mkdir(exist_ok=True)
    return tmp_path / "features"


def test_a_timeout_fails_its_rule_with_its_own_mark(tmp_path: Path) -> None:
    results = _results(tmp_path / "r.json", [_record("SCORE-04", "passed"), _record("SCORE-04", "timeout", n=1)])
    summary = generate(results, tmp_path / "docs", features_dir=_no_features(tmp_path))
    assert summary.rule_status["SCORE-04"] == "failed"
    assert [r.status for r in summary.failing_cases] == ["timeout"]
    page = (tmp_path / "docs" / "rules" / "SCORE-04.md").read_text("utf-8")
    assert f"{TIMEOUT_ICON} timed out" in page and "1 timed out" in page
    assert f"{TIMEOUT_ICON} timed out" in (tmp_path / "docs" / "summary.md").read_text("utf-8")
    assert Tally(timeout=1).status == "failed" and Tally(timeout=1).cases == 1


def test_a_skip_never_passes_a_rule(tmp_path: Path) -> None:
    results = _results(tmp_path / "r.json", [_record("SCORE-04", "passed"), _record("SCORE-04", "skipped", n=1),
                                             _record("SCORE-03", "skipped")])
    summary = generate(results, tmp_path / "docs", features_dir=_no_features(tmp_path))
    assert summary.rule_status["SCORE-04"] == "untested"
    assert summary.rule_status["SCORE-03"] == "untested"
    assert Tally(passed=3).status == "passed" and Tally(passed=3, skipped=1).status == "untested"


def test_matrix_cells_keep_passing_failing_skipped_na_and_untested_apart() -> None:
    cells = [matrix_cell(t) for t in (Tally(passed=2), Tally(passed=1, failed=1), Tally(passed=1, timeout=1),
                                      Tally(passed=1, skipped=1), Tally(not_applicable=4), Tally())]
    assert cells == [f"{PASS_ICON} 2/2", f"{FAIL_ICON} 1/2", f"{TIMEOUT_ICON} 1/2 · 1 timed out",
                     f"{SKIP_ICON} 1/1 · 1 skipped", f"{NA_ICON} n/a", f"{NONE_ICON} untested"]


def test_the_implementations_page_sets_the_runs_side_by_side(tmp_path: Path) -> None:
    first = _results(tmp_path / "a.json", [_record(BOTH, "passed"), _record(THREE_ONLY, "passed", "three-player")])
    second = _results(tmp_path / "b.json", [_record(BOTH, "failed"), _record(THREE_ONLY, "n/a", "three-player")],
                      command="./other-engine --adapter")
    docs = tmp_path / "docs"
    assert main(["--results", str(first), "--results", str(second), "--out", str(docs)]) == 0
    page = (docs / "implementations.md").read_text("utf-8")
    for words in ("## Runs", "## By variant", "## By area", "## By rule", "served: `./other-engine --adapter`",
                  "in process", "`0123456789ab`", "2030-01-02 03:04 UTC", "| 0.1.0 |", "rust"):
        assert words in page, words
    # The runs side by side, a column each: a narrow table whatever the number of facts.
    runs = page.split("## Runs", 1)[1].split("## By variant", 1)[0]
    assert all(line.count(" | ") == 2 for line in runs.splitlines() if line.startswith("| "))
    row = next(line for line in page.splitlines() if f"#{BOTH})" in line and line.startswith("| ["))
    assert f"[{BOTH} — {rules()[BOTH].title}]" in row, "each rule of the matrix with its title"
    cells = [c.strip() for c in row.strip("|").split("|")][1:]
    n = len(variant_ids())
    assert len(cells) == 2 * n  # two runs × every variant
    assert f"{PASS_ICON} 1/1" in cells[:n] and f"{FAIL_ICON} 0/1" in cells[n:]
    row = next(line for line in page.splitlines() if f"#{THREE_ONLY})" in line and line.startswith("| ["))
    cells = [c.strip() for c in row.strip("|").split("|")][1:]
    assert cells.count("—") == 2 * (n - 1), "the rule belongs to one variant of them all"
    assert f"{PASS_ICON} 1/1" in cells and f"{NA_ICON} n/a" in cells
    # The rule pages show the first run only.
    score = (docs / "rules" / f"{rules()[BOTH].area.lower()}.md").read_text("utf-8")
    assert "failed" not in score.split(f"## {BOTH} ", 1)[1].split("\n## ", 1)[0].split("**Sources**")[0]


def test_without_results_the_implementations_page_says_so(tmp_path: Path) -> None:
    generate(None, tmp_path / "docs", features_dir=_no_features(tmp_path))
    assert "No run was found" in (tmp_path / "docs" / "implementations.md").read_text("utf-8")


def test_a_failure_counts_only_against_the_rules_its_check_charges(tmp_path: Path) -> None:
    failed = {**_record("BID-02", "failed"), "rules": ["BID-02", "BID-12"], "charged": ["BID-12"]}
    results = _results(tmp_path / "r.json", [failed, _record("BID-02", "passed", n=1)])
    summary = generate(results, tmp_path / "docs", features_dir=_no_features(tmp_path))
    assert summary.rule_status["BID-12"] == "failed"
    assert summary.rule_status["BID-02"] == "passed", "a failure another rule's check made is not BID-02's"
    page = (tmp_path / "docs" / "implementations.md").read_text("utf-8")
    row = next(line for line in page.splitlines() if "#BID-02)" in line and line.startswith("| ["))
    assert f"{PASS_ICON} 1/1" in row


def test_the_implementations_page_counts_rule_citations_apart(tmp_path: Path) -> None:
    cited = {**_record("BID-02", "passed"), "citations": {"checked": 3, "matched": 1, "mismatches": [
        {"expected": "BID-02", "cited": None, "what": "x"}, {"expected": "BID-02", "cited": "BID-05", "what": "y"}]}}
    results = _results(tmp_path / "r.json", [cited, {**_record("PLAY-03", "passed"),
                                                     "citations": {"checked": 1, "matched": 1, "mismatches": []}}])
    summary = generate(results, tmp_path / "docs", features_dir=_no_features(tmp_path))
    assert summary.rule_status["BID-02"] == "passed", "a citation mismatch is no conformance failure"
    page = (tmp_path / "docs" / "implementations.md").read_text("utf-8")
    assert "## Rule citations" in page and "| **Rule citations** |" in page
    runs_row = next(line for line in page.splitlines() if line.startswith("| **Rule citations** |"))
    assert runs_row == "| **Rule citations** | 2 of 4 |"
    citations = page.split("## Rule citations", 1)[1]
    row = next(line for line in citations.splitlines() if line.startswith("| **#1**"))
    assert [c.strip() for c in row.strip("|").split("|")][1:] == ["2 of 4" if v == "australian" else "—"
                                                                  for v in variant_ids()]


def test_the_runs_show_no_absolute_path_and_distinct_names(tmp_path: Path) -> None:
    from five_hundred_suite.catalogue import ROOT

    first = _results(tmp_path / "a.json", [_record(BOTH, "passed")])
    served = _results(tmp_path / "b.json", [_record(BOTH, "passed")],
                      command=f"{ROOT / '.venv' / 'bin' / 'python'} -m five_hundred_suite.serve --log /var/tmp/x.log")
    docs = tmp_path / "docs"
    assert main(["--results", str(first), "--results", str(served), "--out", str(docs)]) == 0
    page = (docs / "implementations.md").read_text("utf-8")
    assert str(ROOT) not in page and "/var/tmp" not in page
    assert "served: `.venv/bin/python -m five_hundred_suite.serve --log x.log`" in page
    head = page.split("## Runs", 1)[1].strip().splitlines()[0]
    assert head == "|  | **#1** engine, in process | **#2** engine, served |"
