"""Checks on the corpus and the catalogue themselves: IDs, tags, names, steps and charged rules.

These fail when a file names a rule, conflict, option, source or variant that
the catalogue does not define, when a scenario has no rule or no variant, when
a step line is matched by no step definition or by more than one, when a
scenario names a deal or position that ``features/deals.yaml`` does not define,
when a name defined there is used by no scenario, or a deal or position is
written out twice instead of named once, and when a
check would charge a rule wrongly: a step citing a rule its scenario is not
tagged with, a rule charged under a variant it does not apply to, a case whose
checks charge no rule, a fixture or perft position naming rules of another
variant, or the joker nomination of a whole hand charged to rules not about it.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from five_hundred.cards import Card
from five_hundred.datafile import load_yaml
from five_hundred.ruleset import load_ruleset
from pytest_bdd.steps import step_function_context_registry

from five_hundred_suite.cases import scope_of
from five_hundred_suite.cases.routes import position_text
from five_hundred_suite.catalogue import (
    FEATURES,
    ROOT,
    RULE_ID,
    SPEC,
    TagKind,
    applicable,
    areas,
    in_scope,
    rule_ids,
    rules,
    sources,
    tagged,
    variants,
)
from five_hundred_suite.deals import Named, named
from five_hundred_suite.features import Scenario, feature_problems, parse_feature, scenarios
from five_hundred_suite.fixtures import load_all


def scenarios_of(path: Path, text: str) -> list[Scenario]:
    """The scenarios of the feature ``text`` (written at ``path`` under ``features/``)."""
    return list(parse_feature(path, rel=path.relative_to(FEATURES).as_posix(), text=text).scenarios)


SCENARIOS = list(scenarios())


def _rows(sc: Scenario) -> list[dict[str, str]]:
    """The Examples rows of a scenario as column -> value (one empty row for a plain scenario)."""
    return [dict(r.values) for r in sc.rows] or [{}]


def _where(sc: Scenario) -> str:
    return f"{sc.path.relative_to(ROOT)}:{sc.line} {sc.name!r}"


def test_catalogue_ids_are_numbered_without_gaps() -> None:
    """In order and without gaps, except for the numbers an area file lists as ``reserved``: promised
    to rules not in this catalogue yet, skipped by the numbering and never taken by another rule."""
    for area in areas():
        numbers = [int(r.id.split("-")[1]) for r in area.rules]
        reserved = load_yaml(SPEC / "rules" / f"{area.code.lower()}.yaml").get("reserved", [])
        assert not set(reserved) & set(numbers), f"{area.code}: reserved numbers taken: {set(reserved) & set(numbers)}"
        assert numbers == sorted(numbers), f"{area.code}: {numbers}"
        assert sorted([*numbers, *reserved]) == list(range(1, len(numbers) + len(reserved) + 1)), f"{area.code}: {numbers}"


def test_catalogue_citations_resolve() -> None:
    conflicts = {c["id"] for c in load_yaml(SPEC / "conflicts.yaml")["conflicts"]}
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
    options = load_yaml(SPEC / "options.yaml")["options"]
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
        if not tagged(sc.tags, TagKind.RULE):
            problems.append(f"{_where(sc)} has no rule-ID tag")
        if not tagged(sc.tags, TagKind.VARIANT):
            problems.append(f"{_where(sc)} has no variant tag")
        if sc.examples_tagged:
            problems.append(f"{_where(sc)} has tags on an Examples table (pytest-bdd does not apply them)")
    assert not problems, "\n".join(problems)


def test_every_feature_file_can_be_read_and_names_its_scenarios_once() -> None:
    """pytest-bdd silently merges scenarios of the same name, and case IDs are made of the names (their
    slugs) and the Examples rows' values: every file must be readable, with names and rows that differ.
    """
    problems = feature_problems()
    assert not problems, "\n".join(problems.values())


def _step_contexts() -> list[Any]:
    from tests import conftest

    for module in conftest.pytest_plugins:
        importlib.import_module(module)
    return list(step_function_context_registry.values())


def test_every_step_matches_exactly_one_definition() -> None:
    contexts = _step_contexts()
    problems = []
    for sc in SCENARIOS:
        for step in sc.steps:
            kind, text, line = step.kind, step.text, step.line
            for row in _rows(sc):
                filled = text
                for k, v in row.items():
                    filled = filled.replace(f"<{k}>", v)
                matches = [c for c in contexts if c.type in (kind, None) and c.parser.is_matching(filled)]
                if len(matches) != 1:
                    what = "no definition" if not matches else f"{len(matches)} definitions"
                    problems.append(f"{sc.path.relative_to(ROOT)}:{line}: {kind} {filled!r} matches {what}")
                    break
    assert not problems, "\n".join(problems[:30])


# --- named deals and positions ----------------------------------------------------------

NAMED_STEP = re.compile(r'^the (?P<what>deal|position) "(?P<name>[a-z0-9]+(?:-[a-z0-9]+)*)"$')
"""A Given step that names a deal or position of ``features/deals.yaml``."""


def name_problems(scenarios: list[Scenario], defined: Named) -> list[str]:
    """The names of deals and positions the ``scenarios`` use that ``defined`` lacks (each place),
    and those ``defined`` holds that no scenario uses.
    """
    problems: list[str] = []
    used: set[tuple[str, str]] = set()
    for sc in scenarios:
        for st in sc.steps:
            kind, text, line = st.kind, st.text, st.line
            for row in _rows(sc):
                m = NAMED_STEP.match(_filled(text, row)) if kind == "given" else None
                if m is None:
                    continue
                used.add((m["what"], m["name"]))
                known = defined.deals if m["what"] == "deal" else defined.positions
                if m["name"] not in known:
                    problems.append(f"{sc.path.relative_to(ROOT)}:{line}: features/deals.yaml defines no "
                                    f"{m['what']} {m['name']!r}")
    for what, names in (("deal", defined.deals), ("position", defined.positions)):
        problems += [f"features/deals.yaml: the {what} {n!r} is used by no scenario" for n in names
                     if (what, n) not in used]
    return list(dict.fromkeys(problems))


def _deal_key(dealer: str, hands: dict[str, list[str]], kitty: list[str]) -> str:
    return f"{dealer} deals " + ", ".join(f"{seat} {' '.join(cards)}" for seat, cards in hands.items()) + \
        f", kitty {' '.join(kitty)}"


def written_setups(path: Path, text: str) -> list[tuple[int, str]]:
    """Every deal table (``Given W deals these hands:``) and position (``Given the position ...``)
    written out in the feature ``text``, each once where it is written: (line, the deal or position
    in one line of text).
    """
    out: dict[int, str] = {}
    for sc in scenarios_of(path, text):
        for st in sc.steps:
            if st.kind != "given" or st.line in out:
                continue
            if m := re.fullmatch(r"(\S+) deals these hands:", st.text):
                rows = {r[0]: r[1].split() for r in st.table[1:]}
                kitty = rows.pop("kitty", None) or rows.pop("widow", [])
                out[st.line] = _deal_key(m[1], rows, kitty)
            elif st.text == "the position:" and st.doc is not None:
                out[st.line] = position_text(st.doc)
            elif m := re.fullmatch(r'the position "(dealer .*)"', st.text):
                out[st.line] = m[1]
    return sorted(out.items())


def repeat_problems(written: dict[Path, str], defined: Named) -> list[str]:
    """The deals and positions of the feature texts ``written`` (by path) that are written out twice,
    or written out although ``defined`` names them: each place after the first, naming the first.
    """
    first: dict[str, str] = {_deal_key(**d.setup): f"features/deals.yaml ({d.name!r})" for d in defined.deals.values()}
    first |= {p.text: f"features/deals.yaml ({p.name!r})" for p in defined.positions.values()}
    problems = []
    for path, text in written.items():
        for line, key in written_setups(path, text):
            where = f"{path.relative_to(ROOT)}:{line}"
            if key in first:
                problems.append(f"{where}: this deal or position is also written at {first[key]}; "
                                "name it once in features/deals.yaml and refer to it by name")
            else:
                first[key] = where
    return problems


def test_every_named_deal_and_position_is_defined_and_used() -> None:
    problems = name_problems(SCENARIOS, named())
    assert not problems, "\n".join(problems)


def test_no_deal_or_position_is_written_out_twice() -> None:
    problems = repeat_problems({p: p.read_text("utf-8") for p in sorted(FEATURES.rglob("*.feature"))}, named())
    assert not problems, "\n".join(problems)


NAMED_FEATURE = """\
@australian @BID-01
Feature: Named deals

  Scenario: A deal of no such name
    Given the deal "no-such-deal"
    Then it is N's turn

  Scenario: A named deal written out again
    Given W deals these hands:
      | seat  | cards                           |
      | N     | 4H 5H AD QD 10D 9D KS QS KC QC  |
      | E     | AH KH QH JH 10H 9H 8H KD AS AC  |
      | S     | JD JS 10S 9S 8S JC 10C 9C 8C 7C |
      | W     | JK 8D 7D 6D 5D 4D 7S 6S 6C 5C   |
      | kitty | 7H 6H 5S                        |
    Then it is N's turn

  Scenario: One position written twice
    Given the position "dealer W, N 7NT | N JK, E QC, S 9C, W 8H | discards 5S 4D 4H | - | - | N to play"
    Then it is N's turn

  Scenario: The same position on several lines
    Given the position:
      \"\"\"
      dealer W, N 7NT
      N JK,
      E QC,
      S 9C,
      W 8H
      discards 5S 4D 4H
      -
      -
      N to play
      \"\"\"
    Then it is N's turn
"""


def test_the_lint_catches_unknown_unused_and_repeated_deals() -> None:
    path = ROOT / "features" / "named.feature"
    problems = name_problems(list(scenarios_of(path, NAMED_FEATURE)), named())
    assert "features/named.feature:5: features/deals.yaml defines no deal 'no-such-deal'" in problems
    assert "features/deals.yaml: the deal 'e-seven-hearts' is used by no scenario" in problems
    assert "features/deals.yaml: the position 'n-7nt-trick-10' is used by no scenario" in problems
    assert name_problems(SCENARIOS, named()) == []
    repeats = repeat_problems({path: NAMED_FEATURE}, named())
    assert repeats == [
        "features/named.feature:9: this deal or position is also written at features/deals.yaml "
        "('e-seven-hearts'); name it once in features/deals.yaml and refer to it by name",
        "features/named.feature:23: this deal or position is also written at features/named.feature:19; "
        "name it once in features/deals.yaml and refer to it by name"]


def test_every_conflict_decides_for_every_variant() -> None:
    conflicts = load_yaml(SPEC / "conflicts.yaml")["conflicts"]
    missing = [f"{c['id']}: {v}" for c in conflicts for v in variants() if v not in c["decision"]]
    assert not missing, "conflicts without a decision for a variant (n/a is a decision):\n" + "\n".join(missing)


def test_scenarios_run_only_under_variants_their_rules_apply_to() -> None:
    problems = []
    for sc in SCENARIOS:
        if any("variant" in row.values for row in sc.rows):
            continue  # each row names its own variant
        for v in tagged(sc.tags, TagKind.VARIANT):
            stray = sorted(t for t in tagged(sc.tags, TagKind.RULE) if v not in rules()[t].variants)
            if stray:
                problems.append(f"{_where(sc)} runs under {v} but checks {stray}, which do not apply to {v}")
    assert not problems, "\n".join(problems[:40])


def test_every_rule_of_several_variants_has_an_example_for_each() -> None:
    problems = []
    for path in sorted((SPEC / "rules").glob("*.yaml")):
        for raw in load_yaml(path)["rules"]:
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
_CARD_LIKE = re.compile(r"(?<![\w#/.-])(JK|BJ|RJ|(?:1[0-3]|[2-9AKQJ])[SCDH]|\d+NT|MIS|OMIS|BMIS)(?![\w-])")


def _example_problems(rule_id: str, variant: str, text: str) -> list[str]:
    """What an example written for ``variant`` names that the variant does not have: seats, cards, bids."""
    data = variants()[variant]
    pack = {str(c) for c in load_ruleset(variant).pack}
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
        tags = list(tagged(sc.tags, TagKind.RULE))
        games = list(tagged(sc.tags, TagKind.VARIANT))
        for row in _rows(sc):
            for variant in ([row["variant"]] if row.get("variant") in games else games):
                if not applicable(tags, variant):
                    problems.append(f"{_where(sc)} runs under {variant}, where none of its rules {tags} applies: "
                                    "its checks would charge no rule")
                for step in sc.steps:
                    kind, text, line = step.kind, step.text, step.line
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
        for position in load_yaml(path)["positions"]:
            problems += variant_rule_problems(f"perft/{position['id']}", position["variant"], position["rules"])
    assert not problems, "\n".join(problems)


def test_the_nomination_check_of_a_whole_hand_charges_joker_rules() -> None:
    from five_hundred_suite.catalogue import NOMINATION_RULES

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
    assert nomination_rule_problems(("DECIDE-13",)) == [f"the nomination check charges no rule in {v}"
                                                        for v in ("three-player", "two-hand-24", "two-hand-dead")]
