"""The one reading of the corpus (``five_hundred_suite.features``) and the one tag classifier: the
model of a feature file, its stable scenario keys and case IDs, and the files it refuses.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from five_hundred_suite.catalogue import TagKind, classify_tag, tag_problem, tagged
from five_hundred_suite.features import (
    FeatureError,
    case_id,
    corpus,
    load_scenarios,
    parse_feature,
    scenario_anchor,
    scenarios,
)

OUTLINE = """\
@BID-02
Feature: Bids

  Background:
    Given N deals from the pack "AS KS"

  @australian @C-01
  Scenario Outline: A bid of <bid> is read (as written)
    When the action "<bid>" is taken
    Then it is accepted

    Examples:
      | bid     | seat |
      | N bid 6S | N   |
      | E bid 7H | E   |

  Rule: Misère
    @option:var:no-misere @three-player
    Scenario: Misère is not offered
      Then it is refused
"""


def _feature(tmp_path: Path, text: str, name: str = "bids.feature") -> tuple[Path, str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path, text


def test_the_model_keeps_tags_steps_rows_and_lines(tmp_path: Path) -> None:
    path, text = _feature(tmp_path, OUTLINE)
    feature = parse_feature(path, rel="auction/bids.feature", text=text)
    outline, plain = feature.scenarios
    assert outline.tags == ("BID-02", "australian", "C-01")
    assert plain.tags == ("BID-02", "option:var:no-misere", "three-player") and plain.rule == "Misère"
    assert [(s.kind, s.text, s.line) for s in outline.steps] == [
        ("given", 'N deals from the pack "AS KS"', 5), ("when", 'the action "<bid>" is taken', 9),
        ("then", "it is accepted", 10)]
    assert [(dict(r.values), r.line) for r in outline.rows] == [({"bid": "N bid 6S", "seat": "N"}, 14),
                                                                ({"bid": "E bid 7H", "seat": "E"}, 15)]
    assert outline.source.startswith("Background:") and "@australian @C-01\nScenario Outline:" in outline.source
    assert (plain.rules, plain.variants, plain.options, outline.conflicts) == (
        ("BID-02",), ("three-player",), ("var:no-misere",), ("C-01",))


def test_case_ids_and_anchors_do_not_move_when_lines_are_inserted(tmp_path: Path) -> None:
    path, text = _feature(tmp_path, OUTLINE)
    before = parse_feature(path, rel="auction/bids.feature", text=text).scenarios
    moved = text.replace("Feature: Bids\n", "Feature: Bids\n  A few words about bids.\n\n  More words.\n")
    after = parse_feature(path, rel="auction/bids.feature", text=moved).scenarios
    assert [s.line for s in after] != [s.line for s in before]
    assert [s.key for s in after] == [s.key for s in before] == [
        "auction/bids.feature/a-bid-of-bid-is-read-as-written", "auction/bids.feature/misere-is-not-offered"]
    row = after[0].rows[1]
    assert case_id(after[0].key, row.values, "australian") == \
        "auction/bids.feature/a-bid-of-bid-is-read-as-written[E bid 7H|E]@australian"
    assert case_id(after[1].key, None, "three-player") == "auction/bids.feature/misere-is-not-offered@three-player"
    assert scenario_anchor(after[1].key) == "sc-auction-bids-feature-misere-is-not-offered"


@pytest.mark.parametrize(("change", "message"), [
    (("Scenario: Misère is not offered", "Scenario Outline: A bid of <bid> is read (as written)"),
     "bids.feature:19: the scenario name 'A bid of <bid> is read (as written)' is also used on line 8"),
    (("Scenario: Misère is not offered", "Scenario: A bid of <BID> is read, as written"),
     "bids.feature:19: the scenario name 'A bid of <BID> is read, as written' differs from that on line 8 only "
     "in case or punctuation"),
    (("| E bid 7H | E   |", "| N bid 6S | N   |"), "bids.feature:15: this Examples row repeats the one on line 14"),
    (("Feature: Bids", "Feature Bids"), "bids.feature:2: is not valid Gherkin"),
])
def test_a_file_whose_case_ids_would_clash_is_refused_in_one_line(tmp_path: Path, change: tuple[str, str],
                                                                   message: str) -> None:
    path, _ = _feature(tmp_path, OUTLINE.replace(*change))
    with pytest.raises(FeatureError) as refused:
        parse_feature(path, rel="bids.feature", name="bids.feature")
    assert str(refused.value).startswith(message) and "\n" not in str(refused.value)


def test_the_corpus_is_read_once_and_a_bad_file_is_left_out(tmp_path: Path) -> None:
    _feature(tmp_path, OUTLINE)
    _feature(tmp_path, OUTLINE.replace("| E bid 7H | E   |", "| N bid 6S | N   |"), "twice.feature")
    assert corpus(tmp_path) is corpus(tmp_path)
    assert [sc.feature for sc in scenarios(tmp_path)] == ["bids.feature", "bids.feature"]
    with pytest.raises(FeatureError, match=r"twice\.feature:15: this Examples row repeats"):
        load_scenarios(tmp_path)


def test_load_scenarios_refuses_a_rule_tag_the_catalogue_does_not_define(tmp_path: Path) -> None:
    _feature(tmp_path, OUTLINE.replace("@BID-02", "@BID-99"))
    with pytest.raises(FeatureError, match=r"bids.feature:8: tag @BID-99 names no rule of the catalogue"):
        load_scenarios(tmp_path)


def test_every_scenario_of_the_corpus_has_a_key_of_its_own() -> None:
    keys = [sc.key for sc in scenarios()]
    assert keys and len(keys) == len(set(keys))


@pytest.mark.parametrize(("tag", "kind", "value"), [
    ("@BID-02", TagKind.RULE, "BID-02"), ("C-03", TagKind.CONFLICT, "C-03"),
    ("australian", TagKind.VARIANT, "australian"), ("option:var:no-misere", TagKind.OPTION, "var:no-misere"),
    ("wip", TagKind.OTHER, "wip"), ("BID_02", TagKind.RULE, "BID_02"),
])
def test_each_tag_is_sorted_by_one_classifier(tag: str, kind: TagKind, value: str) -> None:
    assert (classify_tag(tag).kind, classify_tag(tag).value) == (kind, value)


def test_tags_naming_nothing_are_told_apart() -> None:
    assert tag_problem("BID-99") == "tag @BID-99 names no rule of the catalogue (spec/rules/*.yaml)"
    assert tag_problem("C-99") == "tag @C-99 names no conflict of spec/conflicts.yaml"
    assert tag_problem("option:no-such") == "tag @option:no-such names no option of any variant"
    assert tag_problem("australian") is None and tag_problem("wip") is None
    assert tagged(["SCORE-04", "australian", "BID-02", "BID-02"], TagKind.RULE) == ("BID-02", "SCORE-04")
