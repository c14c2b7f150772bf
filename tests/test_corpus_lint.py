"""Checks on the corpus and the catalogue themselves: IDs, tags, names, steps and charged rules.

These fail when a file names a rule, conflict, option, source or variant that
the catalogue does not define, when a scenario has no rule or no variant, when
a step line is matched by no step definition or by more than one, and when a
check would charge a rule wrongly: a step citing a rule its scenario is not
tagged with, a rule charged under a variant it does not apply to, a case whose
checks charge no rule, a fixture or perft position naming rules of another
variant, or the joker nomination of a whole hand charged to rules not about it.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from five_hundred.cards import Card
from gherkin.parser import Parser
from pytest_bdd.steps import step_function_context_registry

from five_hundred_suite.cases import scope_of
from five_hundred_suite.catalogue import (
    FEATURES,
    ROOT,
    RULE_ID,
    SPEC,
    applicable,
    areas,
    in_scope,
    rule_ids,
    rules,
    sources,
    variants,
)
from five_hundred_suite.fixtures import load_all

CONFLICT_ID = re.compile(r"\bC-\d{2}\b")


@dataclass(frozen=True)
class Scenario:
    """One scenario (or outline) of a feature file, with its effective tags."""

    path: Path
    name: str
    line: int
    tags: frozenset[str]
    steps: tuple[tuple[str, str, int], ...]  # (keyword type, text, line)
    rows: tuple[dict[str, str], ...]
    examples_tagged: bool


def _tags(node: dict[str, Any]) -> set[str]:
    return {t["name"].lstrip("@") for t in node.get("tags", [])}


def _scenarios() -> Iterator[Scenario]:
    for path in sorted(FEATURES.rglob("*.feature")):
        yield from scenarios_of(path, path.read_text(encoding="utf-8"))


def scenarios_of(path: Path, text: str) -> Iterator[Scenario]:
    """The scenarios of the feature ``text`` (written at ``path``)."""
    doc: dict[str, Any] = dict(Parser().parse(text))
    feature: dict[str, Any] = doc["feature"]
    ftags = _tags(feature)
    background: list[dict[str, Any]] = []
    for child in feature["children"]:
        yield from _from_child(path, child, ftags, background)


def _from_child(path: Path, child: dict[str, Any], tags: set[str], background: list[dict[str, Any]]) -> Iterator[Scenario]:
    if "background" in child:
        background.extend(child["background"]["steps"])
    elif "rule" in child:
        rule = child["rule"]
        rule_background: list[dict[str, Any]] = list(background)
        for sub in rule["children"]:
            yield from _from_child(path, sub, tags | _tags(rule), rule_background)
    elif "scenario" in child:
        sc = child["scenario"]
        steps: list[tuple[str, str, int]] = []
        kind = "given"
        for st in [*background, *sc["steps"]]:
            word = st["keyword"].strip().lower()
            if word in ("given", "when", "then"):
                kind = word
            steps.append((kind, st["text"], st["location"]["line"]))
        rows: list[dict[str, str]] = []
        examples_tagged = False
        for ex in sc.get("examples", []):
            examples_tagged |= bool(ex.get("tags"))
            header = [c["value"] for c in ex["tableHeader"]["cells"]] if ex.get("tableHeader") else []
            rows += [dict(zip(header, [c["value"] for c in r["cells"]], strict=True)) for r in ex.get("tableBody", [])]
        yield Scenario(path, sc["name"], sc["location"]["line"], frozenset(tags | _tags(sc)), tuple(steps),
                       tuple(rows), examples_tagged)


SCENARIOS = list(_scenarios())


def _where(sc: Scenario) -> str:
    return f"{sc.path.relative_to(ROOT)}:{sc.line} {sc.name!r}"


def test_catalogue_ids_are_numbered_without_gaps() -> None:
    for area in areas():
        numbers = [int(r.id.split("-")[1]) for r in area.rules]
        assert numbers == list(range(1, len(numbers) + 1)), f"{area.code}: {numbers}"


def test_catalogue_citations_resolve() -> None:
    conflicts = {c["id"] for c in yaml.safe_load((SPEC / "conflicts.yaml").read_text("utf-8"))["conflicts"]}
    for rule in rules().values():
        for src in rule.sources:
            assert src["source"] in sources(), f"{rule.id} cites unknown source {src['source']!r}"
        for c in rule.conflicts:
            assert c in conflicts, f"{rule.id} names unknown conflict {c}"
        for r in rule.related:
            assert r in rule_ids(), f"{rule.id} relates to unknown rule {r}"
        for v in rule.variants:
            assert v in variants(), f"{rule.id} applies to unknown variant {v}"


def test_options_are_documented_once_and_offered_by_their_variants() -> None:
    options = yaml.safe_load((SPEC / "options.yaml").read_text("utf-8"))["options"]
    keys = [o["key"] for o in options]
    assert len(keys) == len(set(keys)), "an option is documented twice"
    by_key = {o["key"]: o for o in options}
    for o in options:
        unknown = [v for v in o["variants"] if v not in variants()]
        assert not unknown, f"{o['key']} names unknown variants {unknown}"
    for vid, data in variants().items():
        for key in data["options"]:
            assert key in by_key, f"{vid} offers {key}, which spec/options.yaml does not document"
            assert by_key[key].get("offered", True), f"{key} is offered by {vid} but documented as not offered"
            assert vid in by_key[key]["variants"], f"{key} is offered by {vid} but documented only for {by_key[key]['variants']}"
    for o in options:
        offering = [v for v in o["variants"] if o["key"] in variants()[v]["options"]]
        if o.get("offered", True):
            missing = [v for v in o["variants"] if v not in offering]
            assert not missing, (f"spec/options.yaml names {missing} for {o['key']}, but their variant files do not"
                                 " offer it: offer it there or mark it offered: false")


FILES = [
    *sorted((ROOT / "reference_impl").rglob("*.py")),
    *sorted((ROOT / "five_hundred_suite").rglob("*.py")),
    *sorted((ROOT / "tests").rglob("*.py")),
    *sorted((ROOT / "benchmarks").rglob("*.py")),
    *sorted(FEATURES.rglob("*.feature")),
    *sorted(FEATURES.rglob("*.yaml")),
    *sorted(SPEC.rglob("*.yaml")),
    *sorted(SPEC.rglob("*.md")),
    ROOT / "README.md",
]


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_rule_id_named_anywhere_is_in_the_catalogue(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    named = set(RULE_ID.findall(text))
    if path.is_relative_to(ROOT / "tests"):
        named = {m for m in named if not m.endswith("-99")}  # tests use NN-99 as the deliberately unknown ID
    unknown = sorted(named - rule_ids())
    assert not unknown, f"{path.relative_to(ROOT)} names rules the catalogue does not define: {unknown}"


def test_every_scenario_names_a_rule_and_a_variant() -> None:
    problems = []
    for sc in SCENARIOS:
        if not any(RULE_ID.fullmatch(t) for t in sc.tags):
            problems.append(f"{_where(sc)} has no rule-ID tag")
        if not any(t in variants() for t in sc.tags):
            problems.append(f"{_where(sc)} has no variant tag")
        if sc.examples_tagged:
            problems.append(f"{_where(sc)} has tags on an Examples table (pytest-bdd does not apply them)")
    assert not problems, "\n".join(problems)


def test_scenario_names_are_unique_within_a_feature() -> None:
    counts = Counter((sc.path, sc.name) for sc in SCENARIOS)
    repeated = [f"{p.relative_to(ROOT)}: {n!r}" for (p, n), k in counts.items() if k > 1]
    assert not repeated, "pytest-bdd silently merges scenarios of the same name:\n" + "\n".join(repeated)


def _step_contexts() -> list[Any]:
    from tests import conftest

    for module in conftest.pytest_plugins:
        importlib.import_module(module)
    return list(step_function_context_registry.values())


def test_every_step_matches_exactly_one_definition() -> None:
    contexts = _step_contexts()
    problems = []
    for sc in SCENARIOS:
        for kind, text, line in sc.steps:
            for row in sc.rows or ({},):
                filled = text
                for k, v in row.items():
                    filled = filled.replace(f"<{k}>", v)
                matches = [c for c in contexts if c.type in (kind, None) and c.parser.is_matching(filled)]
                if len(matches) != 1:
                    what = "no definition" if not matches else f"{len(matches)} definitions"
                    problems.append(f"{sc.path.relative_to(ROOT)}:{line}: {kind} {filled!r} matches {what}")
                    break
    assert not problems, "\n".join(problems[:30])


def test_every_conflict_decides_for_every_variant() -> None:
    conflicts = yaml.safe_load((SPEC / "conflicts.yaml").read_text("utf-8"))["conflicts"]
    missing = [f"{c['id']}: {v}" for c in conflicts for v in variants() if v not in c["decision"]]
    assert not missing, "conflicts without a decision for a variant (n/a is a decision):\n" + "\n".join(missing)


def test_scenarios_run_only_under_variants_their_rules_apply_to() -> None:
    problems = []
    for sc in SCENARIOS:
        if any("variant" in row for row in sc.rows):
            continue  # each row names its own variant
        for v in sorted(t for t in sc.tags if t in variants()):
            stray = sorted(t for t in sc.tags if RULE_ID.fullmatch(t) and v not in rules()[t].variants)
            if stray:
                problems.append(f"{_where(sc)} runs under {v} but checks {stray}, which do not apply to {v}")
    assert not problems, "\n".join(problems[:40])


def test_every_rule_of_several_variants_has_an_example_for_each() -> None:
    problems = []
    for path in sorted((SPEC / "rules").glob("*.yaml")):
        for raw in yaml.safe_load(path.read_text("utf-8"))["rules"]:
            if len(raw["variants"]) < 2:
                continue
            if "example" in raw:
                problems.append(f"{path.name}: {raw['id']} applies to {raw['variants']} but has a single example;"
                                " give one per variant under examples:")
                continue
            covered = Counter(v for ex in raw.get("examples", ()) for v in ex["variants"])
            missing = [v for v in raw["variants"] if covered[v] == 0]
            twice = [v for v, n in covered.items() if n > 1]
            stray = [v for v in covered if v not in raw["variants"]]
            for what, which in (("no example for", missing), ("two examples for", twice),
                                ("an example for variants it does not apply to:", stray)):
                if which:
                    problems.append(f"{path.name}: {raw['id']} has {what} {which}")
    assert not problems, "\n".join(problems)


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_CARD_LIKE = re.compile(r"(?<![\w#/.-])(JK|(?:10|[2-9AKQJ])[SCDH]|\d+NT|MIS|OMIS|BMIS)(?![\w-])")


def _example_problems(rule_id: str, variant: str, text: str) -> list[str]:
    """What an example written for ``variant`` names that the variant does not have: seats, cards, bids."""
    data = variants()[variant]
    pack = {f"{rank}{suit}" for suit in "SCDH" for rank in data["pack"][suit]} | ({"JK"} if data["pack"]["jokers"] else set())
    ladder = set(data["bid_ladder"])
    own = set(data["seats"]) | set(data["sides"])
    seats = {s for v in variants().values() for s in [*v["seats"], *v["sides"]]} - own
    where = f"{rule_id} (example for {variant})"
    found = [f"{where} names seat {s}" for s in sorted(seats) if re.search(rf"(?<![\w-]){s}(?!\w)", text)]
    found += [f"{where} names {tok}, neither a card of the {len(pack)}-card pack nor a bid of {variant}"
              for tok in _CARD_LIKE.findall(text) if tok not in pack and tok not in ladder]
    found += [f"{where} draws {card} as a card, which the {len(pack)}-card pack lacks"
              for card in (str(Card.parse(c)) for c in re.findall(r"\[\[([^\]:]+)\]\]", text)) if card not in pack]
    if "MIS" not in ladder and re.search(r"(?i)\b(?:misère|nullo)\b", text):
        found.append(f"{where} speaks of misère, which {variant} does not have")
    found += [f"{where} says 'all {word}' at a table of {len(data['seats'])}"
              for n, word in _NUMBER_WORDS.items() if n != len(data["seats"]) and re.search(rf"(?i)\ball {word} (?:players|pass)", text)]
    return found


def test_each_example_names_only_the_seats_cards_and_bids_of_its_variants() -> None:
    problems = [p for rule in rules().values() for ex in rule.examples for v in ex.variants
                for p in _example_problems(rule.id, v, ex.text)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("text", "problem"), [
    ("S is contractor at MIS.", "names seat S"),
    ("A player may throw [[6C]].", "draws 6C as a card"),
    ("The cards are AD, KD, 5S and 10D.", "names 5S"),
    ("All four players pass.", "says 'all four'"),
    ("All four pass.", "says 'all four'"),
    ("P1 plays misère.", "speaks of misère"),
])
def test_a_four_player_example_is_caught_in_the_three_player_game(text: str, problem: str) -> None:
    assert any(problem in p for p in _example_problems("PLAY-05", "three-player", text))


def test_a_three_player_example_passes_its_own_check() -> None:
    assert _example_problems("PLAY-05", "three-player", "P1 leads AD, P2 plays KD and P3 trumps with 7S: P3 wins.") == []


# --- the rules each check charges -------------------------------------------------------


def _filled(text: str, row: dict[str, str]) -> str:
    for k, v in row.items():
        text = text.replace(f"<{k}>", v)
    return text


def step_scope(kind: str, text: str) -> tuple[str, ...] | None:
    """What the step definition matching a step says its checks are about
    (:func:`~five_hundred_suite.cases.checks`; ``None``: every rule of the scenario)."""
    for ctx in _step_contexts():
        if ctx.type in (kind, None) and ctx.parser.is_matching(text):
            return scope_of(ctx.step_func)
    return None


def charge_problems(scenarios: list[Scenario]) -> list[str]:
    """What is wrong with the rules the checks of ``scenarios`` charge, case by case (an Examples row
    under each variant it runs in): a Then step citing a rule its scenario is not tagged with; a rule
    cited in a case of a variant it does not apply to; a case whose checks charge no rule, because
    none of its scenario's rules applies to its variant (the plugin charges only those that do,
    :func:`~five_hundred_suite.catalogue.applicable`); a step whose definition says what it checks
    (:func:`~five_hundred_suite.cases.checks`, such as the next dealer) in a scenario tagged with no
    such rule.
    """
    problems: list[str] = []
    for sc in scenarios:
        tags = sorted(t for t in sc.tags if RULE_ID.fullmatch(t))
        tagged = sorted(t for t in sc.tags if t in variants())
        for row in sc.rows or ({},):
            for variant in ([row["variant"]] if row.get("variant") in tagged else tagged):
                if not applicable(tags, variant):
                    problems.append(f"{_where(sc)} runs under {variant}, where none of its rules {tags} applies: "
                                    "its checks would charge no rule")
                for kind, text, line in sc.steps:
                    if kind != "then":
                        continue
                    scope = step_scope(kind, _filled(text, row))
                    if scope and not [r for r in applicable(tags, variant) if in_scope(r, scope)]:
                        problems.append(f"{sc.path.relative_to(ROOT)}:{line}: the step checks {', '.join(scope)}, "
                                        f"but none of its scenario's rules {tags} under {variant} is about that")
                    for rid in RULE_ID.findall(_filled(text, row)):
                        where = f"{sc.path.relative_to(ROOT)}:{line}"
                        if rid not in tags:
                            problems.append(f"{where}: the step cites {rid}, which is not among its scenario's "
                                            f"rules {tags}")
                        elif rid in rules() and variant not in rules()[rid].variants:
                            problems.append(f"{where}: the step charges {rid} under {variant}, which {rid} does "
                                            f"not apply to ({', '.join(rules()[rid].variants)})")
    return list(dict.fromkeys(problems))


def variant_rule_problems(what: str, variant: str, named: list[str]) -> list[str]:
    """A fixture or perft position (``what``) of ``variant`` that names rules of other variants only."""
    stray = [r for r in named if r in rules() and variant not in rules()[r].variants]
    return [f"{what} ({variant}) charges {stray}, which do not apply to {variant}"] if stray else []


def nomination_rule_problems(charged: tuple[str, ...]) -> list[str]:
    """The rules a whole hand's joker nomination check charges must be about the joker (area JOKER, or
    a decision related to a JOKER rule) and leave at least one in every variant (where there is no
    nomination, the rule that says so)."""
    problems = []
    for rid in charged:
        rule = rules()[rid]
        about = [rule.area] if rule.area != "DECIDE" else [r.split("-")[0] for r in rule.related]
        if "JOKER" not in about:
            problems.append(f"the nomination check charges {rid} ({rule.title}), which is not about the joker")
    for v in variants():
        if not applicable(charged, v):
            problems.append(f"the nomination check charges no rule in {v}")
    return problems


def test_every_check_charges_only_rules_of_its_scenario_and_variant() -> None:
    problems = charge_problems(SCENARIOS)
    assert not problems, "\n".join(problems[:40])


def test_fixtures_and_perft_positions_name_rules_of_their_variant() -> None:
    problems = []
    for fx in load_all():
        problems += variant_rule_problems(fx.file, fx.variant, list(fx.rules))
    for path in sorted((FEATURES / "perft").glob("*.yaml")):
        for position in yaml.safe_load(path.read_text("utf-8"))["positions"]:
            problems += variant_rule_problems(f"perft/{position['id']}", position["variant"], position["rules"])
    assert not problems, "\n".join(problems)


def test_the_nomination_check_of_a_whole_hand_charges_joker_rules() -> None:
    from tests.test_hands import NOMINATION_RULES

    assert nomination_rule_problems(NOMINATION_RULES) == []


BAD_FEATURE = """\
@australian @three-player
Feature: Bad examples for the lint

  @BID-02 @BID-20
  Rule: A rule of one variant at the level of a multi-variant outline

    Scenario Outline: A three-player refusal cited in an Australian row
      Given W deals from the pack "<pack>"
      When the action "<bid>" is taken
      Then the action is refused under <rule>

      Examples:
        | variant      | pack | bid        | rule   |
        | australian   | AS   | E bid MIS  | BID-20 |
        | three-player | AS   | P2 bid MIS | BID-20 |

  @END-06
  Rule: Only a three-player rule

    @australian
    Scenario: An Australian case that could charge nothing
      Then the game goes on

  @DECIDE-19 @JOKER-03
  Rule: The joker leads trumps

    @australian
    Scenario: A refusal citing a rule the scenario is not about
      When the action "N play JK D" is taken
      Then the action is refused under JOKER-10
"""

BAD_DEALER_FEATURE = """\
@australian @DEALER-01
Feature: Steps about the deal under the rule of the first dealer

  Scenario: A dealt hand checked under the rule of the first dealer
    Given N deals from the pack "AS KS"
    Then N holds "5S AC"

  Scenario: The next dealer checked under the rule of the first dealer
    Given the scores are "NS 0, EW 0" with W to deal
    When the hand is thrown in
    Then it is N's deal
"""


def test_the_lint_catches_each_kind_of_wrong_charge() -> None:
    problems = charge_problems(list(scenarios_of(ROOT / "features" / "bad.feature", BAD_FEATURE)))
    text = "\n".join(problems)
    # a rule charged in a variant it does not apply to (the Rule-level tags of multi-variant outlines)
    assert "the step charges BID-20 under australian, which BID-20 does not apply to" in text
    assert "charges BID-20 under three-player" not in text
    # a case whose checks would charge no rule in its variant
    assert "runs under australian, where none of its rules ['END-06'] applies" in text
    # a refusal citing a rule its scenario does not check (play/joker-trumps.feature:63)
    assert "the step cites JOKER-10, which is not among its scenario's rules ['DECIDE-19', 'JOKER-03']" in text
    assert len(problems) == 3, text
    # a step that checks the dealt hand, or the next dealer, in a scenario tagged only with the first
    # dealer's rule (deal/dealer.feature:16 and :28)
    problems = charge_problems(list(scenarios_of(ROOT / "features" / "dealer.feature", BAD_DEALER_FEATURE)))
    assert problems == [
        "features/dealer.feature:6: the step checks DECK, DEAL, KITTY, PLAY, MIS, JOKER, but none of its "
        "scenario's rules ['DEALER-01'] under australian is about that",
        "features/dealer.feature:11: the step checks DEALER-03, but none of its scenario's rules ['DEALER-01'] "
        "under australian is about that"]


def test_the_lint_catches_rules_of_another_variant_and_a_nomination_charged_to_the_kitty() -> None:
    assert variant_rule_problems("AU-9999", "australian", ["BID-02", "END-06"]) == [
        "AU-9999 (australian) charges ['END-06'], which do not apply to australian"]
    assert variant_rule_problems("AU-9999", "australian", ["BID-02"]) == []
    found = nomination_rule_problems(("KITTY-01", "KITTY-02", "KITTY-03"))
    assert "the nomination check charges KITTY-01 (The contractor takes the kitty without showing it), which is " \
           "not about the joker" in found
    assert "the nomination check charges no rule in australian" not in found  # KITTY rules apply everywhere
    assert nomination_rule_problems(("DECIDE-13",)) == ["the nomination check charges no rule in three-player"]
