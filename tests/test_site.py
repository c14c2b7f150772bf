"""The spec site generator: status marks, summary figures, anchors, and a strict MkDocs build."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml
from five_hundred.ruleset import load_ruleset
from mkdocs.utils.yaml import yaml_load

import five_hundred_site.site.differences as differences_module
from five_hundred_site.errors import SiteError
from five_hundred_site.marks import FAIL_ICON, NONE_ICON, PASS_ICON
from five_hundred_site.records import Counts
from five_hundred_site.results import load_results
from five_hundred_site.site import (
    build_model,
    compare_page,
    conflicts_page,
    game_differences,
    generate,
    implementations_page,
    index_page,
    main,
    option_anchor,
    options_page,
    rule_section,
    summary_page,
    variant_page,
)
from five_hundred_site.site.rules import _fenced
from five_hundred_suite.catalogue import CASE_FORMAT, ROOT, RULE_ID, areas, corpus_version, rules, variants
from five_hundred_suite.features import FeatureError, load_scenarios, scenario_anchor
from tests.built_site import FAILING as SHARED_FAILING

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
            "variant": "australian", "options": [], "conflicts": [], "status": status, "message": message, **extra}


def _header(**change: Any) -> dict[str, Any]:
    """A results header of this corpus version (``change``: fields replaced)."""
    return {"format": 1, "implementation": {"name": "test engine", "version": "9.9"},
            "corpus": {"version": corpus_version(), "commit": None}, "date": "2030-01-02T03:04:05+00:00",
            "variants": ["australian"], "python": "3.11", "exit_status": 1, **change}


def _write_results(path: Path, records: list[dict[str, Any]], **header: Any) -> Path:
    path.write_text(json.dumps({"header": _header(**header), "results": records}), encoding="utf-8")
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
    # The area page says how the rule is checked and links its own page, which lists the checks in full.
    assert f"1 other check (1 {FAIL_ICON} failing): [the scenarios and checks of {FAILING}]({FAILING}.md)" in score
    assert "AssertionError: the slam scored 240" not in score
    own = (out / "rules" / f"{FAILING}.md").read_text("utf-8")
    assert "AssertionError: the slam scored 240" in own and f"{FAIL_ICON} failing" in own
    assert own.startswith("---\nsearch:\n  exclude: true\n---\n\n# SCORE-04 — ")
    assert f"{PASS_ICON} passing" in _section(seat, PASSING).splitlines()[2]
    assert f"{NONE_ICON} untested" in _section(seat, UNTOUCHED).splitlines()[2]
    assert f"## {FAILING} — {rules()[FAILING].title} {{#{FAILING}}}" in score


def test_summary_counts(results: Path, tmp_path: Path, no_features: Path) -> None:
    out = tmp_path / "docs"
    summary = generate(results, out, features_dir=no_features)
    total = len(rules())
    offered = {k for v in variants().values() for k in v["options"]}
    shut = {r.id for r in rules().values() if r.options and not set(r.options) & offered}
    assert shut, "some rules describe options no variant offers"
    assert summary.overall == Counts(rules=total, with_case=2, passing=1, failing=1, untested=total - 2 - len(shut),
                                     not_offered=len(shut))
    australian = sum(1 for r in rules().values() if "australian" in r.variants)
    au_shut = sum(1 for r in shut if "australian" in rules()[r].variants)
    assert summary.by_variant["australian"] == Counts(australian, 2, 1, 1, australian - 2 - au_shut, au_shut)
    three = sum(1 for r in rules().values() if "three-player" in r.variants)
    assert summary.by_variant["three-player"] == Counts(three, 0, 0, 0, three)
    assert summary.by_area["SCORE"].failing == 1
    assert summary.by_area["SEAT"].passing == 1
    assert sum(c.rules for c in summary.by_area.values()) == total
    assert summary.rule_status[FAILING] == "failed"
    assert summary.rule_status[PASSING] == "passed"
    assert [r.rules for r in summary.failing_cases] == [(FAILING,)]

    page = (out / "summary.md").read_text("utf-8")
    assert f"| All rules | {total} | 2 | 1 | 1 | {total - 2 - len(shut)} | {len(shut)} |" in page
    assert "2030-01-02T03:04:05+00:00" in page
    assert "test engine 9.9" in page
    assert "AssertionError: the slam scored 240" in page


def test_a_rule_of_an_option_nobody_offers_never_passes(tmp_path: Path, no_features: Path) -> None:
    results = _write_results(tmp_path / "r.json", [
        _record(["SCORE-12"], "passed"),  # opt:sans-kitty: offered by no variant
        _record(["DECIDE-28"], "passed"),
        _record(["BID-16"], "failed", "blind misère accepted"),
        _record(["SCORE-11"], "passed", options=["var:defence-cap-490"]),  # offered by australian
    ])
    out = tmp_path / "docs"
    summary = generate(results, out, features_dir=no_features)
    assert summary.rule_status["SCORE-12"] == summary.rule_status["DECIDE-28"] == "not offered"
    assert summary.rule_status["BID-16"] == "failed", "a failure is still shown"
    assert summary.rule_status["SCORE-11"] == "passed"
    score = _section((out / "rules" / "score.md").read_text("utf-8"), "SCORE-12")
    assert "documented, not offered" in score.splitlines()[2]
    games = next(line for line in score.splitlines() if line.startswith("**Variants:**"))
    assert "documented, not offered" in games and "passing" not in games
    options = (out / "options.md").read_text("utf-8")
    assert "**Documented, not offered:**" in options.split("opt:sans-kitty", 1)[1].split("### ", 1)[0]


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
    shut = {r.id for r in rules().values() if r.options
            and not any(o in variants()[v]["options"] for o in r.options for v in r.variants)}
    assert {rid for rid, st in summary.rule_status.items() if st != "untested"} == shut
    assert set(summary.rule_status.values()) == {"untested", "not offered"}
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
    area = _section((out / "rules" / "score.md").read_text("utf-8"), "SCORE-04")
    assert f"2 scenarios (1 {FAIL_ICON} failing · 1 {PASS_ICON} passing)" in area and "```gherkin" not in area
    first, second = scenario_anchor(outline.key), scenario_anchor(plain.key)
    assert first == "sc-score-slam-feature-a-slam-in-a-low-contract-scores-250"
    # A link to a scenario's anchor on the area page is sent on to the rule's own page.
    assert f"&#34;{first}&#34;: &#34;SCORE-04&#34;" in (out / "rules" / "score.md").read_text("utf-8")
    assert '(SCORE-04.md){ data-rb-checks="SCORE-04" }' in area
    section = (out / "rules" / "SCORE-04.md").read_text("utf-8")
    assert f'??? example "{FAIL_ICON} failing — A slam in a low contract scores 250"' in section
    assert f'??? example "{PASS_ICON} passing — Partners share the slam"' in section
    # Each scenario's location is a link to the scenario on the page of its first rule.
    assert f"    [features/score/slam.feature:7](SCORE-04.md#{first}) · Scenario Outline" in section
    assert f"    [features/score/slam.feature:18](SEAT-02.md#{second}) · Scenario" in section, "its home is SEAT-02"
    assert f'<a id="{first}"></a>' in section
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
    core = ["Home", "Summary", "Rules", "Conflicts", "Options", "Variants"]
    assert [k for k in nav if k in core] == core, "the generated pages, in this order"
    assert nav["Rules"] == [f"rules/{a.slug}.md" for a in areas()]
    assert nav["Variants"][0] == "variants/compare.md"
    listed = [page.removeprefix("variants/").removesuffix(".md") for page in nav["Variants"][1:]
              if page.startswith("variants/")]  # the guide to adding a variant sits among them
    assert set(listed) <= set(variants()), "the nav lists a variant page with no variant file"
    assert {"australian", "three-player"} <= set(listed)
    assert config["theme"]["font"] is False
    assert [next(iter(p)) if isinstance(p, dict) else p for p in config["plugins"]] == ["search"]


def test_mkdocs_builds_the_generated_pages_strictly(built_site: Path) -> None:
    """The generated pages build with ``mkdocs build --strict`` (a warning fails the build): the site the slow
    tests share (``tests/built_site.py``), its one failing rule marked on its area's page."""
    rule, _ = SHARED_FAILING
    html = (built_site / "rules" / rule.split("-")[0].lower() / "index.html").read_text("utf-8")
    assert f'id="{rule}"' in html
    section = html.split(f'id="{rule}"', 1)[1].split("<h2", 1)[0]
    assert 'class="twemoji status-fail"' in section
    assert "<img" not in html, "every icon is inlined: nothing is fetched from elsewhere"
    assert "failing" in section
    assert (built_site / "summary" / "index.html").is_file()
    assert (built_site / "conflicts" / "index.html").is_file()
    assert (built_site / "options" / "index.html").is_file()
    assert (built_site / "variants" / "compare" / "index.html").is_file()
    for vid in variants():
        assert (built_site / "variants" / vid / "index.html").is_file()


def test_zensical_builds_the_generated_pages(built_site: Path) -> None:
    """The same Markdown and the same mkdocs.yml build with Zensical, the theme's successor, without a warning:
    the pages of the site the slow tests share (``tests/built_site.py``), its one failing rule marked."""
    pytest.importorskip("zensical", reason="Zensical is not installed (pip install -e '.[zensical]')")
    work = ROOT / "build" / f"zensical-test-{os.getpid()}"  # Zensical wants its site_dir inside the project
    shutil.rmtree(work, ignore_errors=True)
    try:
        shutil.copytree(built_site.parent / "docs", work / "docs")
        text = (ROOT / "mkdocs.yml").read_text("utf-8")
        text = re.sub(r"^docs_dir: .*$", "docs_dir: docs", text, count=1, flags=re.M)
        text = re.sub(r"^site_dir: .*$", "site_dir: site", text, count=1, flags=re.M)
        assert "docs_dir: docs" in text and "site_dir: site" in text
        (work / "mkdocs.yml").write_text(text, encoding="utf-8")
        done = subprocess.run([sys.executable, "-m", "zensical", "build", "-f", "mkdocs.yml"],
                              capture_output=True, text=True, check=False, cwd=work, timeout=600)
        log = done.stdout + done.stderr
        assert done.returncode == 0, log
        assert "warning" not in log.lower(), log
        rule, _ = SHARED_FAILING
        html = (work / "site" / "rules" / rule.split("-")[0].lower() / "index.html").read_text("utf-8")
        assert f'id="{rule}"' in html
        assert "status-fail" in html.split(f'id="{rule}"', 1)[1].split("<h2", 1)[0]
        assert (work / "site" / "scoring" / "table" / "index.html").is_file()
        assert (work / "site" / "javascripts" / "rulebook.js").is_file()
        for vid in variants():
            assert (work / "site" / "variants" / vid / "index.html").is_file()
    finally:
        shutil.rmtree(work, ignore_errors=True)

# ---------------------------------------------------------------------------
# Conflicts by reading, the comparison of the games and the page of each game

BOTH, THREE_ONLY = "SCORE-04", "SEAT-04"

READINGS = """\
@australian
Feature: Misère by position or by value

  @C-01 @BID-12
  Rule: C-01 Misère's place in the bid order

    Scenario: Reading A: misère over 8S is refused
      Then it is refused

    @option:ref:misere-rank-by-value
    Scenario: Reading B: misère over 8S is accepted
      Then it is accepted

  @C-04 @SCORE-06
  Rule: C-04 When defenders earn trick points

    Scenario: Reading A: the defenders score against a made contract
      Then they score

    @option:ref:no-defence-points
    Scenario: Reading C: the defenders never score
      Then they do not score

@australian @three-player
Rule: Slams in both games

    @SCORE-04 @SEAT-04
    Scenario Outline: A slam in each game
      When <seat> takes all ten tricks in "<contract>"
      Then the sides score "<points>"

      Examples:
        | variant      | seat | contract | points             |
        | australian   | N    | 6S       | NS 250, EW 0       |
        | three-player | P1   | 7S       | P1 250, P2 0, P3 0 |
"""


def _readings_features(tmp_path: Path) -> Path:
    features = tmp_path / "features"
    (features / "options").mkdir(parents=True)
    first, second = READINGS.split("@australian @three-player\n", 1)
    (features / "options" / "readings.feature").write_text(first, encoding="utf-8")
    (features / "options" / "slams.feature").write_text(
        "@australian @three-player\nFeature: Slams in both games\n\n" + second.split("\n", 1)[1], encoding="utf-8")
    return features


def _scenario_record(sc: Any, status: str, variant: str, message: str | None = None, **extra: Any) -> dict[str, Any]:
    return {"id": f"tests/test_corpus.py::test_{sc.line}[{variant}-{len(extra)}]", "rules": list(sc.rules),
            "variant": variant, "options": list(sc.options), "conflicts": list(sc.conflicts), "status": status,
            "message": message, "feature": sc.feature, "scenario": sc.name, "line": sc.line, **extra}


def _row_cells(page: str, rule_id: str) -> dict[str, str]:
    """The cells of a rule's row in the comparison, by column header."""
    lines = [line.strip() for line in page.split("## Every rule", 1)[1].splitlines()]
    at = next(i for i, line in enumerate(lines) if line.startswith(f"| [{rule_id} — "))
    header = next(lines[j] for j in range(at, -1, -1) if lines[j].startswith("| Rule |"))
    names = [c.strip().strip("`") for c in header.strip("|").split("|")]
    cells = [c.strip() for c in lines[at].strip("|").split("|")]
    return dict(zip(names, cells, strict=True))


def test_scenarios_carry_their_conflicts_and_example_rows(tmp_path: Path) -> None:
    scenarios = {sc.name: sc for sc in load_scenarios(_readings_features(tmp_path))}
    assert scenarios["Reading B: misère over 8S is accepted"].conflicts == ("C-01",)
    assert scenarios["Reading B: misère over 8S is accepted"].options == ("ref:misere-rank-by-value",)
    slam = scenarios["A slam in each game"]
    assert slam.row_variants == ("australian", "three-player")
    assert slam.examples[1] == {"variant": "three-player", "seat": "P1", "contract": "7S",
                                "points": "P1 250, P2 0, P3 0"}


def test_a_tag_naming_an_unknown_conflict_is_an_error(tmp_path: Path) -> None:
    features = tmp_path / "features"
    features.mkdir()
    (features / "x.feature").write_text("@australian\nFeature: X\n\n  @C-99 @SCORE-04\n  Scenario: Y\n"
                                        "    Then z\n", encoding="utf-8")
    with pytest.raises(FeatureError, match=r"features/x\.feature:5: tag @C-99 names no conflict"):
        load_scenarios(features)


def test_a_record_naming_an_unknown_conflict_is_an_error(tmp_path: Path) -> None:
    results = _write_results(tmp_path / "r.json", [_record([PASSING], "passed", conflicts=["C-99"])])
    with pytest.raises(SiteError, match="C-99"):
        load_results(results)


def test_the_comparison_shows_differing_outcomes_side_by_side_and_rules_of_one_game(tmp_path: Path) -> None:
    features = _readings_features(tmp_path)
    out = tmp_path / "docs"
    generate(None, out, features_dir=features)
    page = (out / "variants" / "compare.md").read_text("utf-8")
    both = _row_cells(page, BOTH)
    assert both["australian"].startswith("[differs](#diff-options-slams-feature-")
    assert both["three-player"].startswith("[differs](#diff-options-slams-feature-")
    assert _row_cells(page, THREE_ONLY)["australian"] == "n/a"
    assert _row_cells(page, THREE_ONLY)["three-player"].startswith("[differs]")
    untouched = next(r for r in rules().values() if set(variants()) <= set(r.variants)
                     and r.id not in (BOTH, THREE_ONLY))  # a rule of every game: the same in all of them
    assert _row_cells(page, untouched.id)["australian"] == "same"
    assert f"[{BOTH} — {rules()[BOTH].title}](../rules/score.md#{BOTH})" in page
    # The page opens with what differs; the rules that are not the same everywhere come next, unfolded;
    # every rule follows, folded by area.
    assert page.index("## What differs") < page.index("## Rules that differ") < page.index("## Every rule")
    assert page.index("## What differs") < page.index("|")
    apart = page.split("## Rules that differ", 1)[1].split("## Every rule", 1)[0]
    assert f"| [{BOTH} — " in apart and f"| [{untouched.id} — " not in apart
    assert '??? note "' in page.split("## Every rule", 1)[1]
    differences = page.split("## Where the games differ", 1)[1]
    assert "### A slam in each game {#diff-options-slams-feature-" in differences
    side_by_side = next(line for line in differences.splitlines() if line.startswith("| 1 |"))
    australian, three = side_by_side.split(" | ")[1:3]
    assert "*points*: NS 250, EW 0" in australian and "*contract*: 6S" in australian
    assert "*points*: P1 250, P2 0, P3 0" in three and "*contract*: 7S" in three
    assert "*variant*" not in side_by_side
    anchor = re.search(r"\(\.\./rules/([A-Z]+-\d+)\.md#(sc-options-slams-feature-a-slam-in-each-game)\)", differences)
    assert anchor, "the difference links to its scenario on its rule's own page"
    assert f'<a id="{anchor.group(2)}"></a>' in (out / "rules" / f"{anchor.group(1)}.md").read_text("utf-8")


def test_the_conflicts_page_names_the_reading_the_implementation_follows(tmp_path: Path) -> None:
    features = _readings_features(tmp_path)
    sc = {s.name: s for s in load_scenarios(features)}
    results = _write_results(tmp_path / "r.json", [
        _scenario_record(sc["Reading A: misère over 8S is refused"], "passed", "australian"),
        _scenario_record(sc["Reading B: misère over 8S is accepted"], "passed", "australian"),
        _scenario_record(sc["Reading A: the defenders score against a made contract"], "failed", "australian",
                         "scored 0"),
        _scenario_record(sc["Reading C: the defenders never score"], "passed", "australian"),
    ])
    out = tmp_path / "docs"
    generate(results, out, features_dir=features)
    page = (out / "conflicts.md").read_text("utf-8")
    c01 = re.search(r"^## C-01 .*?(?=^## C-)", page, re.M | re.S)
    c04 = re.search(r"^## C-04 .*?(?=^## C-)", page, re.M | re.S)
    assert c01 and c04
    # The readings table: the reading, then the games that adopt it, so that it fits a phone.
    reading_a = next(line for line in c01.group(0).splitlines() if line.startswith("| **A** — "))
    decided = yaml.safe_load((ROOT / "spec" / "conflicts.yaml").read_text("utf-8"))["conflicts"][0]["decision"]
    assert reading_a.split(" | ")[1] == ", ".join(f"`{v}`" for v, key in decided.items() if key == "A")
    # The scenarios by reading, folded under the verdicts.
    table = c01.group(0).split('??? note "Scenarios by reading (', 1)[1]
    row_a = next(line for line in table.splitlines() if "Reading A: misère over 8S is refused" in line)
    assert row_a.startswith("    | **A** | `australian` | ") and "*Options on:* none (default run) |" in row_a
    assert f"{PASS_ICON} passing" in row_a
    row_b = next(line for line in table.splitlines() if "Reading B: misère over 8S is accepted" in line)
    assert row_b.startswith("    | **B** | `australian` | ")
    assert f"*Options on:* [`ref:misere-rank-by-value`](options.md#{option_anchor('ref:misere-rank-by-value')}) |" in row_b
    assert ("The implementation under test follows reading **A** in the Australian four-player game"
            in c01.group(0))
    assert "it passes with [`ref:misere-rank-by-value`](options.md#ref-misere-rank-by-value) (reading **B**)" in c01.group(0)
    assert "The implementation under test does not follow reading **A** in the Australian four-player game" in c04.group(0)
    assert "it passes with [`ref:no-defence-points`](options.md#ref-no-defence-points) (reading **C**)" in c04.group(0)
    c02 = re.search(r"^## C-02 .*?(?=^## C-)", page, re.M | re.S)
    assert c02 and "no scenario checks this conflict yet." in c02.group(0)


def test_each_variant_has_a_page_with_its_settings_and_options(tmp_path: Path, no_features: Path) -> None:
    out = tmp_path / "docs"
    generate(None, out, features_dir=no_features)
    for vid, data in variants().items():
        page = (out / "variants" / f"{vid}.md").read_text("utf-8")
        assert page.startswith(f"# {data['title']} (`{vid}`)")
        for heading in ("## Seats and sides", "## Pack", "## Deal", "## Auction", "## Bid ladder",
                        "## Score schedule", "## Options"):
            assert heading in page, f"{vid}: {heading}"
        assert " ".join(f"`{s}`" for s in data["seats"]).replace("` `", "`, `") in page
        assert f"| {len(data['bid_ladder'])} | `{data['bid_ladder'][-1]}` |" in page
        for key in data["options"]:
            assert f"### [`{key}`](../options.md#{option_anchor(key)})" in page, f"{vid}: {key}"
    page = (out / "variants" / "australian.md").read_text("utf-8")
    assert "| `scoring.defence_cap` | `null` | `490` |" in page
    assert "| `auction.all_pass` | `throw-in` | `play-no-trumps` |" in page
    assert "**Default:** off · **Rules:** [SCORE-11 — " in page
    assert "| Spades | A K Q J 10 9 8 7 6 5 | 10 |" in page
    three = (out / "variants" / "three-player.md").read_text("utf-8")
    assert "| `P1` | `P1` |" in three and "this game has no misère bid" in three


def test_conflict_tags_become_markers_and_unknown_ones_stop_collection() -> None:
    from five_hundred_suite.plugin import pytest_bdd_apply_tag

    def scenario() -> None: ...

    marked = pytest_bdd_apply_tag("C-01", scenario)
    assert marked is not None
    assert [(m.name, m.args) for m in getattr(marked, "pytestmark", [])] == [("conflict", ("C-01",))]
    with pytest.raises(pytest.UsageError, match="C-99"):
        pytest_bdd_apply_tag("C-99", scenario)


def test_the_index_page_model_counts_each_area_and_shapes_each_variant(results: Path, no_features: Path) -> None:
    page = index_page(build_model(load_results(results), no_features))
    score = next(a for a in page.areas if a.code == "SCORE")
    seat = next(a for a in page.areas if a.code == "SEAT")
    assert score.counts.failing == 1 and score.counts.passing == 0
    assert seat.counts.passing == 1 and seat.counts.failing == 0
    assert [a.code for a in page.areas] == [a.code for a in areas()]
    assert sum(a.rules for a in page.areas) == len(rules())
    australian = next(v for v in page.variants if v.id == "australian")
    assert australian.has_page and australian.shape == ("4 players", "43-card pack", "partnerships")
    three = next(v for v in page.variants if v.id == "three-player")
    assert "no partners" in three.shape
    for v in page.variants:  # the pack as the engine deals it: two jokers count two cards, their order none
        assert f"{len(load_ruleset(v.id).pack)}-card pack" in v.shape, (v.id, v.shape)
    assert "46-card pack" in next(v for v in page.variants if v.id == "american-46").shape
    assert page.sources and all(s.name for s in page.sources)


def test_the_summary_page_model_lists_the_run_and_its_failing_cases(results: Path, no_features: Path) -> None:
    model = build_model(load_results(results), no_features)
    summary = generate(results, no_features.parent / "docs", features_dir=no_features)
    page = summary_page(model, summary)
    assert page.run is not None and dict(page.run)["Implementation"] == "test engine 9.9"
    assert dict(page.run)["Records"] == "2"
    assert [f.message for f in page.failing] == [("AssertionError: the slam scored 240",)]
    assert FAILING in page.failing[0].rules and page.failing[0].variant == "australian"
    assert page.overall.failing == 1 and page.overall.passing == 1
    assert all(label.startswith("[") for label, _ in page.by_area)
    assert not page.unmatched


def test_the_summary_page_model_without_a_run(no_features: Path) -> None:
    model = build_model(load_results(None), no_features)
    summary = generate(None, no_features.parent / "docs", features_dir=no_features)
    page = summary_page(model, summary)
    assert page.run is None and not page.failing and page.overall.with_case == 0


def test_the_options_page_model_groups_the_options_by_kind(results: Path, no_features: Path) -> None:
    page = options_page(build_model(load_results(results), no_features))
    options = yaml.safe_load((ROOT / "spec" / "options.yaml").read_text("utf-8"))["options"]
    listed = [o for s in page.sections for o in s.options]
    assert sorted(o.key for o in listed) == sorted(o["key"] for o in options)
    assert {s.title for s in page.sections} <= {"Auction form", "Variations", "Proposals",
                                                 "Readings of other rule books"}
    assert all(o.anchor == option_anchor(o.key) and o.rules and o.sources for o in listed)
    assert all("no case" in o.cases for o in listed), "the results used here run no case with an option"
    not_offered = [o for o in listed if not o.offered]
    assert all(o.key in {x["key"] for x in options if x.get("offered") is False} for o in not_offered)


def test_the_rule_section_model_carries_the_status_examples_and_sources(results: Path, no_features: Path) -> None:
    model = build_model(load_results(results), no_features)
    section = rule_section(model, rules()[FAILING])
    assert section.id == FAILING and FAIL_ICON in section.mark and "1 failed" in section.tally
    assert section.statement and section.sources and section.variants
    assert not section.scenarios, "no feature file was given"
    assert [o.name for o in section.others] == ["tests/test_x.py::test_0_failed_SCORE-04"]
    assert section.others[0].failures[0][2] == "AssertionError: the slam scored 240"
    passing = rule_section(model, rules()[PASSING])
    assert PASS_ICON in passing.mark and not passing.others[0].failures


def test_a_scenario_is_fenced_longer_than_any_backticks_in_it() -> None:
    assert _fenced("a ``` b", "gherkin") == ("    ````gherkin", "    a ``` b", "    ````")


def test_the_conflicts_page_model_gives_each_conflict_its_readings_and_decision(results: Path) -> None:
    page = conflicts_page(build_model(load_results(results)))
    conflicts = yaml.safe_load((ROOT / "spec" / "conflicts.yaml").read_text("utf-8"))["conflicts"]
    assert [c.id for c in page.conflicts] == [c["id"] for c in conflicts]
    for entry, raw in zip(page.conflicts, conflicts, strict=True):
        assert [r.key for r in entry.readings] == [r["key"] for r in raw["readings"]]
        assert len(entry.decisions) == len(raw["decision"])
        adopted = {v for r in entry.readings for v in r.adopted}
        assert adopted == {v for v, key in raw["decision"].items() if key != "n/a"}, entry.id
    assert any(c.evidence for c in page.conflicts), "the corpus checks some conflicts"
    assert all(len(row) == 5 for c in page.conflicts for row in c.evidence)
    assert any("has not been run" in v or "default-run scenarios have not been run" in v
               for c in page.conflicts for v in c.verdicts), "the results here ran no scenario"


def test_the_implementations_page_model_sets_the_runs_side_by_side(results: Path, tmp_path: Path) -> None:
    run = load_results(results)
    served = load_results(_write_results(tmp_path / "served.json", [_record([PASSING], "passed")]))
    page = implementations_page(build_model(run), [run, served])
    # A column per run, each named apart (the two runs share an implementation name).
    assert page.run_head == ("", "**#1** test engine, in process #1", "**#2** test engine, in process #2")
    facts = {row[0]: row[1:] for row in page.runs}
    assert facts["**Implementation**"] == ("test engine", "test engine") and facts["**Records**"] == ("2", "1")
    assert facts["**Date**"][0] == "2030-01-02 03:04 UTC"
    assert page.variant_head[0] == "Run" and len(page.by_variant) == 2
    assert all(len(row) == len(page.variant_head) for row in (*page.by_variant, *page.citations))
    assert len(page.column_head) == 1 + 2 * (len(page.variant_head) - 1)
    assert [title for title, _ in page.by_rule] == [f"{a.title} (`{a.code}`)" for a in areas()]
    score = dict(page.by_rule)[next(f"{a.title} (`{a.code}`)" for a in areas() if a.code == "SCORE")]
    failing_row = next(row for row in score if f"[{FAILING} — " in row[0])
    assert FAIL_ICON in failing_row[page.column_head.index("#1 `australian`")]


def test_the_compare_page_model_links_each_difference(results: Path) -> None:
    page = compare_page(build_model(load_results(results)))
    assert page.head[0] == "Rule" and [title for title, _ in page.areas] == [f"{a.title} (`{a.code}`)" for a in areas()]
    assert all(len(row) == len(page.head) for _, rows in page.areas for row in rows)
    assert page.differences, "the corpus has scenarios with rows for several games"
    anchors = {d.anchor for d in page.differences}
    linked = {m for _, rows in page.areas for row in rows for cell in row[1:]
              for m in re.findall(r"\]\(#([^)]+)\)", cell)}
    assert linked == anchors, "every difference is linked from a cell, and every link has its difference"
    assert all(len(row) == len(d.head) for d in page.differences for row in d.rows)


def test_the_games_differences_are_read_from_the_variant_files() -> None:
    four, three = variants()["australian"], variants()["three-player"]
    found = {d.topic: d.values for d in game_differences(["australian", "three-player"])}
    assert {"Players", "Pack", "Auction", "Misère", "End of the game"} <= set(found)
    assert found["Players"] == (
        ("Australian four-player game", f"{len(four['seats'])} players, two partnerships of two scoring as sides"),
        ("Three-player game", f"{len(three['seats'])} players, each scoring alone"))
    assert found["Pack"][1][1].startswith(f"{sum(len(three['pack'][s]) for s in 'SCDH') + three['pack']['jokers']} cards")
    assert found["Misère"][1] == ("Three-player game", "no misère")
    assert "defence points can win the game" in found["End of the game"][1][1]
    assert "widow" in found["Deal"][1][1] and "widow" not in found["Deal"][0][1]
    # At six: the sides, the pack with its ranks above the ten, and both partners of a misère bidder sitting out.
    six = {d.topic: dict(d.values) for d in game_differences(["six-hand", "six-hand-pairs", "australian"])}
    assert six["Players"]["Six-player game in two sides of three"] == "6 players, two partnerships of three scoring as sides"
    assert six["Players"]["Six-player game in three sides of two"] == "6 players, three partnerships of two scoring as sides"
    assert six["Pack"]["Six-player game in two sides of three, Six-player game in three sides of two"] == (
        "63 cards: A down to 2 with the 12 and 11 in spades and clubs, A down to 2 with the 13, 12 and 11 in diamonds"
        " and hearts, 1 joker")
    assert six["Misère and the defenders"]["Six-player game in two sides of three"].startswith(
        "the contractor's partners sit out")
    # A game compared with itself differs in nothing.
    assert game_differences(["australian", "australian"]) == ()


def test_the_comparison_takes_the_name_of_the_kitty_from_the_variant_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A copy of the three-player file that calls the kitty something else, and one with no words at all.
    text = (ROOT / "spec" / "variants" / "three-player.yaml").read_text("utf-8")
    assert "words: {kitty: widow}" in text
    copy = tmp_path / "three-player.yaml"
    copy.write_text(text.replace("words: {kitty: widow}", "words: {kitty: stock}"), encoding="utf-8")
    renamed = yaml.safe_load(copy.read_text("utf-8"))
    plain = {k: v for k, v in renamed.items() if k != "words"}
    real = dict(variants())
    monkeypatch.setattr(differences_module, "variants", lambda: {**real, "three-player": renamed})
    deal = dict(next(d.values for d in game_differences(["australian", "three-player"]) if d.topic == "Deal"))
    assert deal["Three-player game"].endswith("3 to the kitty (called the stock)")
    assert "widow" not in deal["Three-player game"] and "called" not in deal["Australian four-player game"]
    monkeypatch.setattr(differences_module, "variants", lambda: {**real, "three-player": plain})
    topics = {d.topic for d in game_differences(["australian", "three-player"])}
    assert "Deal" not in topics, "without words.kitty both games deal ten each and three to the kitty"


def test_the_variant_page_model_reads_the_variant_file(results: Path) -> None:
    model = build_model(load_results(results))
    for vid, data in variants().items():
        page = variant_page(model, vid)
        assert page.seats == tuple(data["seats"])
        assert page.pack_total == sum(len(data["pack"][s]) for s in "SCDH") + data["pack"]["jokers"]
        assert [row[1] for row in page.ladder] == [f"`{b}`" for b in data["bid_ladder"]]
        assert page.hand * len(data["seats"]) + page.dead + page.kitty == page.pack_total
        assert page.kitty_word == data.get("words", {}).get("kitty", "kitty")
        assert all(p.endswith("to the widow") for p in page.packets if "each" not in p and "dead" not in p) \
            or page.kitty_word != "widow"
        assert [o.link for o in page.options] == [f"[`{k}`](../options.md#{option_anchor(k)})"
                                                  for k in data.get("options", {})]
        assert all(o.rows for o in page.options), "an option changes at least one setting"
    australian = variant_page(model, "australian")
    assert australian.partnered and (australian.hand, australian.kitty) == (10, 3)
    assert not variant_page(model, "three-player").partnered


def test_a_variant_page_cites_the_rules_of_its_own_game(results: Path) -> None:
    """The pack, deal and sides of a game cite that game's own rules (DECK-09, DEAL-10, SEAT-10 at five),
    never the rule of another game's pack."""
    model = build_model(load_results(results))
    catalogue = rules()
    for vid in variants():
        page = variant_page(model, vid)
        cited = {key: re.findall(RULE_ID.pattern, page.see[key]) for key in ("pack", "deal", "sides")}
        for key, ids in cited.items():
            assert ids, f"{vid}: its {key} cite no rule"
            assert all(vid in catalogue[rid].variants for rid in ids), f"{vid}: {key} cites {ids}"
    five = variant_page(model, "five-hand").see
    assert "DECK-09" in five["pack"] and "DECK-01" not in five["pack"] and "DECK-02" not in five["pack"]
    assert "DEAL-10" in five["deal"] and "SEAT-10" in five["sides"]
    assert "DECK-08" in variant_page(model, "six-hand").see["pack"]
    assert "DECK-07" in variant_page(model, "two-hand-24").see["pack"]


# ---------------------------------------------------------------------------
# Anchors from scenario names; results files the site refuses or uses with a warning


def test_inserting_a_line_in_a_feature_file_keeps_the_scenario_anchors(tmp_path: Path) -> None:
    anchors, places = [], []
    for name, text in (("before", OUTLINE), ("after", "\n" + OUTLINE.replace("  Rule:", "\n  Rule:"))):
        features = tmp_path / name / "features"
        (features / "score").mkdir(parents=True)
        (features / "score" / "slam.feature").write_text(text, encoding="utf-8")
        out = tmp_path / name / "docs"
        generate(None, out, features_dir=features)
        pages = "".join(p.read_text("utf-8") for p in sorted((out / "rules").glob("*.md")))
        anchors.append(sorted(re.findall(r'<a id="(sc-[^"]+)"></a>', pages)))
        places.append(re.findall(r"features/score/slam\.feature:(\d+)", pages))
    assert anchors[0] == anchors[1] == ["sc-score-slam-feature-a-slam-in-a-low-contract-scores-250",
                                        "sc-score-slam-feature-partners-share-the-slam"]
    assert places[0] != places[1], "the scenarios moved down two lines; their anchors did not change"


def _run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    status = main(argv)
    return status, capsys.readouterr().err.splitlines()


@pytest.mark.parametrize(("content", "says"), [
    (b"\xff\xfe{}", r"r\.json:1: is not UTF-8"),
    (b'{"header": {"format": 1,\n "date": }', r"r\.json:2: is not JSON"),
    (b"[" * 100_000, r"r\.json:1: is nested too deep"),
    (b'{"header": {}, "header": {}}', r"r\.json: 'header': the key is given twice"),
    (json.dumps({"header": _header(format=99), "results": []}).encode(), r"r\.json: header\.format: 99: .*format 1"),
    (json.dumps({"header": _header(), "results": [_record([PASSING], "fine")]}).encode(),
     r"r\.json: results\[0\]\.status \(tests/test_x\.py::test_0_fine_SEAT-02\): 'fine' is not one of"),
    (json.dumps({"header": _header(), "results": [{"id": "x"}]}).encode(), r"r\.json: results\[0\]: 'status' is a required"),
    (json.dumps({"results": []}).encode(), r"r\.json: \(top\): 'header' is a required property"),
    (json.dumps({"header": _header(), "results": [_record(["SCORE-99"], "passed")]}).encode(),
     r"r\.json: results\[0\]\.rules \(.*\): SCORE-99 is not in the catalogue"),
    (json.dumps({"header": _header(), "results": [_record([PASSING], "passed", variant="klondike")]}).encode(),
     r"r\.json: results\[0\]\.variant \(.*\): 'klondike' is not a variant"),
], ids=["not-utf-8", "not-json", "nested-deep", "duplicate-key", "format-99", "bad-status", "record-missing-fields", "no-header",
        "unknown-rule", "unknown-variant"])
def test_a_results_file_that_cannot_be_used_is_refused_in_one_line_and_the_old_site_is_kept(
        content: bytes, says: str, tmp_path: Path, no_features: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "docs"
    generate(None, out, features_dir=no_features)
    before = sorted(p.relative_to(out) for p in out.rglob("*"))
    results = tmp_path / "r.json"
    results.write_bytes(content)
    with pytest.raises(SiteError, match=says):
        load_results(results)
    status, err = _run_main(["--results", str(results), "--out", str(out)], capsys)
    assert status == 2
    assert len(err) == 1 and err[0].startswith("error: ") and re.search(says, err[0]), err
    assert sorted(p.relative_to(out) for p in out.rglob("*")) == before, "the earlier site is left as it was"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".docs")] == [], "no partial site is left"


@pytest.mark.parametrize(("argv", "says"), [
    (["--results", "{tmp}"], r"--results .*: is a folder, not a results file"),
    (["--results", "{tmp}/none.json"], r"--results .*none\.json: no such file"),
    (["--out", "{tmp}/file.txt"], r"--out .*file\.txt: is a file, not a folder"),
    (["--out", "{tmp}/file.txt/docs"], r"--out .*file\.txt/docs: .*file\.txt is a file, not a folder"),
], ids=["results-a-folder", "results-missing", "out-a-file", "out-under-a-file"])
def test_a_bad_argument_is_refused_in_one_line(argv: list[str], says: str, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(SystemExit) as exit_:
        main([a.replace("{tmp}", str(tmp_path)) for a in argv])
    err = capsys.readouterr().err.splitlines()
    assert exit_.value.code == 2
    assert len(err) == 1 and re.search(says, err[0]), err


def test_results_of_another_corpus_version_or_of_gone_scenarios_are_used_with_a_warning(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    features = tmp_path / "features"
    (features / "score").mkdir(parents=True)
    (features / "score" / "slam.feature").write_text(OUTLINE, encoding="utf-8")
    old = _write_results(tmp_path / "old.json", [_record([FAILING], "failed", "scored 240")],
                         corpus={"version": "0.0.1", "commit": None})
    gone = _write_results(tmp_path / "gone.json", [
        _record(["SCORE-04"], "passed", feature="score/slam.feature", scenario="A slam since renamed", line=7),
        _record(["SCORE-04"], "passed", feature="score/slam.feature", scenario="Partners share the slam", line=18),
    ])
    out = tmp_path / "docs"
    summary = generate(old, out, features_dir=features, more_results=[gone])
    assert [w.split(": ", 1)[1][:40] for w in summary.warnings] == [
        "the results are of corpus version 0.0.1,", "1 record names a scenario no longer in t"]
    assert summary.rule_status[FAILING] == "failed", "the results are used"
    page = (out / "summary.md").read_text("utf-8")
    assert page.count('!!! warning "Read these results with care"') == 2
    assert "corpus version 0.0.1, this corpus is version" in page
    assert "A slam since renamed" in page

    generate(gone, out, features_dir=features)
    page = (out / "summary.md").read_text("utf-8")
    assert "## Cases without a current scenario" in page and "A slam since renamed" in page


def test_results_of_another_case_format_are_used_with_a_warning(tmp_path: Path) -> None:
    path = _write_results(tmp_path / "old.json", [_record([PASSING], "passed")],
                          corpus={"version": corpus_version(), "commit": None, "case_format": CASE_FORMAT - 1})
    run = load_results(path)
    assert [w.split(": ", 1)[1] for w in run.warnings] == [
        f"the cases were run in case format {CASE_FORMAT - 1}, this corpus's cases are of format {CASE_FORMAT}: what "
        "a check asks and charges may have changed since that run"]
    same = _write_results(tmp_path / "same.json", [_record([PASSING], "passed")],
                          corpus={"version": corpus_version(), "commit": None, "case_format": CASE_FORMAT})
    assert load_results(same).warnings == ()


def test_the_command_prints_each_warning_in_one_line_and_exits_0(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    old = _write_results(tmp_path / "old.json", [_record([PASSING], "passed")], corpus={"version": "0.0.1", "commit": None})
    status, err = _run_main(["--results", str(old), "--out", str(tmp_path / "docs")], capsys)
    assert status == 0
    assert err == [f"warning: {old.as_posix()}: the results are of corpus version 0.0.1, this corpus is version "
                   f"{corpus_version()}: scenarios and rules may have changed since that run"]
    assert (tmp_path / "docs" / "summary.md").is_file()


def test_the_help_says_which_results_are_refused_and_which_are_used_with_a_warning(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    refused, used = text.split("Refused with", 1)[1].split("Used, with", 1)
    for problem in ("a folder or a missing file", "not UTF-8 or not JSON", "header.format other than 1",
                    "results schema", "rule ID, conflict or variant"):
        assert problem in refused
    assert "exit status 2" in refused
    assert "another corpus version" in used and "scenarios no longer in the corpus" in used
    assert "warning:" in used


def test_the_package_data_lists_every_template_and_static_file() -> None:
    """The wheel holds the site's data through [tool.setuptools.package-data] alone (include-package-data is
    off, so that setuptools does not take templates/ and static/ for packages): every file must match a pattern.
    """
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]
    assert config["include-package-data"] is False
    patterns = config["package-data"]["five_hundred_site"]
    package = ROOT / "five_hundred_site"
    data = [p.relative_to(package) for folder in ("templates", "static") for p in (package / folder).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts]
    assert data
    def listed(path: Path) -> bool:  # as setuptools globs them: from the package's folder, "*" within one folder
        return any(len(path.parts) == len(Path(pattern).parts) and path.match(pattern) for pattern in patterns)

    assert [p.as_posix() for p in data if not listed(p)] == []
