"""The spec site generator: status marks, summary figures, anchors, and a strict MkDocs build."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from mkdocs.utils.yaml import yaml_load

from five_hundred_suite.catalogue import ROOT, RULE_ID, areas, rules
from five_hundred_suite.site import FAIL_ICON, NONE_ICON, PASS_ICON, Counts, SiteError, generate, load_scenarios

FAILING, PASSING, UNTOUCHED = "SCORE-04", "SEAT-02", "SEAT-01"

OUTLINE = """\
@australian
Feature: Slams

  @SCORE-04
  Rule: SCORE-04 A slam scores at least 250

    Scenario Outline: A slam in a low contract scores 250
      Given the contract is <bid>
      When the contractor's side takes all ten tricks
      Then it scores 250

      Examples:
        | bid |
        | 6S  |
        | 7H  |

    @SEAT-02
    Scenario: Partners share the slam
      Then both partners' tricks count
"""


def _record(rule_ids: list[str], status: str, message: str | None = None, **extra: Any) -> dict[str, Any]:
    return {"id": f"tests/test_x.py::test_{len(extra)}_{status}_{'_'.join(rule_ids)}", "rules": rule_ids,
            "variant": "australian", "options": [], "status": status, "message": message, **extra}


def _write_results(path: Path, records: list[dict[str, Any]]) -> Path:
    header = {"implementation": {"name": "test engine", "version": "9.9"}, "date": "2030-01-02T03:04:05+00:00",
              "python": "3.11", "exit_status": 1}
    path.write_text(json.dumps({"header": header, "results": records}), encoding="utf-8")
    return path


@pytest.fixture
def results(tmp_path: Path) -> Path:
    """One failing case of SCORE-04 and one passing case of SEAT-02, neither from a scenario."""
    return _write_results(tmp_path / "results.json", [
        _record([FAILING], "failed", "AssertionError: the slam scored 240"),
        _record([PASSING], "passed"),
    ])


@pytest.fixture
def no_features(tmp_path: Path) -> Path:
    path = tmp_path / "features"
    path.mkdir()
    return path


def _section(page: str, rule_id: str) -> str:
    """The text of a rule's section on its area page, up to the next rule."""
    match = re.search(rf"^## {rule_id} .*?(?=^## |\Z)", page, re.M | re.S)
    assert match, f"no section for {rule_id}"
    return match.group(0)


def test_area_pages_show_failing_passing_and_untested(results: Path, tmp_path: Path, no_features: Path) -> None:
    out = tmp_path / "docs"
    generate(results, out, features_dir=no_features)
    score = _section((out / "rules" / "score.md").read_text("utf-8"), FAILING)
    seat = (out / "rules" / "seat.md").read_text("utf-8")
    assert f"{FAIL_ICON} failing" in score.splitlines()[2]
    assert "AssertionError: the slam scored 240" in score
    assert f"{PASS_ICON} passing" in _section(seat, PASSING).splitlines()[2]
    assert f"{NONE_ICON} untested" in _section(seat, UNTOUCHED).splitlines()[2]
    assert f"## {FAILING} — {rules()[FAILING].title} {{#{FAILING}}}" in score


def test_summary_counts(results: Path, tmp_path: Path, no_features: Path) -> None:
    out = tmp_path / "docs"
    summary = generate(results, out, features_dir=no_features)
    total = len(rules())
    assert summary.overall == Counts(rules=total, with_case=2, passing=1, failing=1, untested=total - 2)
    australian = sum(1 for r in rules().values() if "australian" in r.variants)
    assert summary.by_variant["australian"] == Counts(australian, 2, 1, 1, australian - 2)
    three = sum(1 for r in rules().values() if "three-player" in r.variants)
    assert summary.by_variant["three-player"] == Counts(three, 0, 0, 0, three)
    assert summary.by_area["SCORE"].failing == 1
    assert summary.by_area["SEAT"].passing == 1
    assert sum(c.rules for c in summary.by_area.values()) == total
    assert summary.rule_status[FAILING] == "failed"
    assert summary.rule_status[PASSING] == "passed"
    assert [r.rules for r in summary.failing_cases] == [(FAILING,)]

    page = (out / "summary.md").read_text("utf-8")
    assert f"| All rules | {total} | 2 | 1 | 1 | {total - 2} |" in page
    assert "2030-01-02T03:04:05+00:00" in page
    assert "test engine 9.9" in page
    assert "AssertionError: the slam scored 240" in page


def test_skipped_and_not_applicable_cases_never_pass(tmp_path: Path, no_features: Path) -> None:
    results = _write_results(tmp_path / "r.json", [
        _record([PASSING], "skipped", "Skipped: no engine support"),
        _record([UNTOUCHED], "n/a", "not applicable: variant australian not selected"),
        _record([FAILING], "passed"),
        _record([FAILING], "error", "fixture broke"),
    ])
    summary = generate(results, tmp_path / "docs", features_dir=no_features)
    assert summary.rule_status[PASSING] == "untested"
    assert summary.rule_status[UNTOUCHED] == "untested"
    assert summary.rule_status[FAILING] == "failed"


def test_every_rule_id_has_exactly_one_anchor(results: Path, tmp_path: Path) -> None:
    out = tmp_path / "docs"
    generate(results, out)
    anchors: list[str] = []
    for page in out.rglob("*.md"):
        anchors += re.findall(r"\{#([^}\s]+)\}", page.read_text("utf-8"))
    for rule_id in rules():
        assert anchors.count(rule_id) == 1, rule_id
    assert {a for a in anchors if RULE_ID.fullmatch(a)} == set(rules())
    assert len(anchors) == len(set(anchors))


def test_a_record_naming_an_unknown_rule_is_an_error(tmp_path: Path, no_features: Path) -> None:
    results = _write_results(tmp_path / "r.json", [_record([PASSING], "passed"), _record(["SCORE-99"], "passed")])
    with pytest.raises(SiteError, match="SCORE-99"):
        generate(results, tmp_path / "docs", features_dir=no_features)


def test_without_results_every_rule_is_untested(tmp_path: Path, no_features: Path) -> None:
    out = tmp_path / "docs"
    summary = generate(None, out, features_dir=no_features)
    assert summary.run is None
    assert set(summary.rule_status.values()) == {"untested"}
    assert "No run was found" in (out / "summary.md").read_text("utf-8")
    assert PASS_ICON not in (out / "rules" / "score.md").read_text("utf-8").split("## ", 1)[1]


def test_outline_passes_only_if_every_row_passes(tmp_path: Path) -> None:
    features = tmp_path / "features"
    (features / "score").mkdir(parents=True)
    (features / "score" / "slam.feature").write_text(OUTLINE, encoding="utf-8")
    [outline, plain] = load_scenarios(features)
    assert (outline.feature, outline.line, outline.rules) == ("score/slam.feature", 7, ("SCORE-04",))
    assert plain.rules == ("SCORE-04", "SEAT-02")
    assert plain.variants == ("australian",)
    where: dict[str, Any] = {"feature": "score/slam.feature", "scenario": outline.name, "line": 7}
    results = _write_results(tmp_path / "r.json", [
        _record(["SCORE-04"], "passed", **where),
        _record(["SCORE-04"], "failed", "7H scored 200", **where),
        _record(["SCORE-04", "SEAT-02"], "passed", feature="score/slam.feature", scenario=plain.name, line=18),
    ])
    out = tmp_path / "docs"
    summary = generate(results, out, features_dir=features)
    assert summary.rule_status["SCORE-04"] == "failed"
    assert summary.rule_status["SEAT-02"] == "passed"
    section = _section((out / "rules" / "score.md").read_text("utf-8"), "SCORE-04")
    assert f'??? example "{FAIL_ICON} failing — A slam in a low contract scores 250 · features/score/slam.feature:7"' in section
    assert f'??? example "{PASS_ICON} passing — Partners share the slam · features/score/slam.feature:18"' in section
    assert "    ```gherkin\n    Scenario Outline: A slam in a low contract scores 250" in section
    assert "    | 7H  |" in section
    assert "@SEAT-02" not in section.split("Partners share", 1)[0]


def test_a_directory_of_other_files_is_not_overwritten(tmp_path: Path, no_features: Path) -> None:
    out = tmp_path / "docs"
    out.mkdir()
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(SiteError, match="not written here"):
        generate(None, out, features_dir=no_features)
    assert (out / "notes.txt").read_text("utf-8") == "mine"


def test_mkdocs_nav_lists_the_areas_in_catalogue_order() -> None:
    config = yaml_load((ROOT / "mkdocs.yml").read_text("utf-8"))
    nav = {next(iter(item)): next(iter(item.values())) for item in config["nav"]}
    assert list(nav) == ["Home", "Summary", "Rules", "Conflicts", "Options"]
    assert nav["Rules"] == [f"rules/{a.slug}.md" for a in areas()]
    assert config["theme"]["font"] is False
    assert [next(iter(p)) if isinstance(p, dict) else p for p in config["plugins"]] == ["search"]


def test_mkdocs_builds_the_generated_pages_strictly(results: Path, tmp_path: Path) -> None:
    docs, site = tmp_path / "docs", tmp_path / "site"
    generate(results, docs)
    config_file = tmp_path / "mkdocs.yml"
    config_file.write_text(yaml.safe_dump({"INHERIT": str(ROOT / "mkdocs.yml"), "docs_dir": str(docs),
                                           "site_dir": str(site)}), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config_file)],
                          capture_output=True, text=True, check=False, cwd=tmp_path,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    log = done.stdout + done.stderr
    assert done.returncode == 0, log
    assert "WARNING" not in log, log
    html = (site / "rules" / "score" / "index.html").read_text("utf-8")
    assert f'id="{FAILING}"' in html
    section = html.split(f'id="{FAILING}"', 1)[1].split("<h2", 1)[0]
    assert 'class="twemoji status-fail"' in section
    assert "<img" not in html, "every icon is inlined: nothing is fetched from elsewhere"
    assert "failing" in section
    assert (site / "summary" / "index.html").is_file()
    assert (site / "conflicts" / "index.html").is_file()
    assert (site / "options" / "index.html").is_file()
