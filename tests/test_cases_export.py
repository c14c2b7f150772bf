"""The compiled corpus (``python -m five_hundred_suite export``): valid against its schema,
complete, with expectations taken from the scenarios, and runnable without the suite.

The runner at the end of this file is deliberately independent of the suite: it
speaks the JSON-lines protocol to a program itself and evaluates the checks from
their definition in ``spec/pages/cases.md``, as an implementer in another
language would.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from typing import Any, cast

import jsonschema
import pytest

from five_hundred_suite.adapter import Implementation, ReferenceImplementation
from five_hundred_suite.cases import (
    Mismatch,
    Recording,
    Verdict,
    ask,
    ask_until_refused,
    current_verdict,
    expect,
    judging,
    problem,
)
from five_hundred_suite.catalogue import FEATURES, ROOT
from five_hundred_suite.catalogue import rules as catalogue_rules
from five_hundred_suite.features import scenarios, slug
from five_hundred_suite.fixtures import fixture_paths
from five_hundred_suite.schemas import schema, schema_validator

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the replay runner needs a POSIX system")

SERVE = f"{shlex.quote(sys.executable)} -m five_hundred_suite.serve"
WRONG = f"{shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'tests' / 'fakes' / 'wrong_values.py'))}"
NO_RULE_IDS = f"{shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'tests' / 'fakes' / 'no_rule_ids.py'))}"


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    out = tmp_path_factory.mktemp("export") / "cases.jsonl"
    done = subprocess.run([sys.executable, "-m", "five_hundred_suite", "export", "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "wrote" in done.stdout
    with out.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def _scenarios(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for c in cases if c["kind"] == "scenario"]


# --- ask, expect and the recording ----------------------------------------------------


def test_ask_and_expect_check_and_record_without_copying_answers() -> None:
    recording = Recording(ReferenceImplementation())
    impl = cast(Implementation, recording)
    recording.begin()
    recording.step = "When N deals"
    pack = ask(impl, "pack", variant="australian", options=[])
    opened = ask(impl, "open", variant="australian", options=[], setup={"dealer": "N", "pack": pack.value})
    refused = ask(impl, "act", may_refuse=True, game=opened.at("value"), action="N bid 7H")
    expect(refused, ["refused", "rule"], "equals", "BID-01", what="the rule")
    with pytest.raises(Mismatch, match=r"whose turn: expected \"S\", got \"E\"") as wrong:
        expect(ask(impl, "observe", game=opened.at("value")), ["value", "turn"], "equals", "S", what="whose turn")
    assert (wrong.value.expected, wrong.value.actual) == ("S", "E")
    with pytest.raises(Mismatch, match=r"'N bid 7H' was refused: .*\[BID-01\]") as setup:
        ask(impl, "act", game=opened.at("value"), action="N bid 7H", rules=("BID-02",))  # not may_refuse: raised
    assert setup.value.rules == ("BID-02",), "the refusal of a request that must be accepted charges its own rules"
    recording.close(opened.value)  # a direct call, not through ask()
    entries, direct = recording.end()
    assert direct == ["close"]
    requests = [e["request"] for e in entries if "request" in e]
    assert [r["id"] for r in requests] == ["r1", "r2", "r3", "r4", "r5"]
    assert requests[2]["args"]["game"] == {"$ref": "r2", "path": ["value"]}
    assert requests[1]["args"]["setup"]["pack"] == pack.value and requests[1]["kind"] == "setup"
    checks = [e["expect"] for e in entries if "expect" in e]
    assert checks[0] == {"on": "r3", "path": ["refused", "rule"], "op": "equals", "value": "BID-01", "what": "the rule",
                         "rules": []}
    assert checks[1]["value"] == "S", "the expected value, not the engine's answer"
    assert entries[0]["step"] == "When N deals"
    assert requests[4]["rules"] == ["BID-02"], "the rules a refusal charges are recorded with the request"


def _dealt(impl: ReferenceImplementation) -> str:
    return impl.open("australian", [], {"dealer": "N", "pack": impl.pack("australian", [])})


def test_a_group_refused_before_its_last_request_names_the_request_and_charges_its_rules() -> None:
    impl = ReferenceImplementation()
    game = _dealt(impl)
    many = [{"game": game, "action": a} for a in ("E pass", "E pass", "W pass")]
    with judging(Verdict(rules=("DEAL-05",))), pytest.raises(Mismatch) as wrong:
        ask_until_refused(impl, "act", many, [("BID-02",), ("BID-01",), ("BID-02",)])
    assert str(wrong.value).startswith("'E pass' (request 2 of 3) was refused: "), str(wrong.value)
    assert wrong.value.rules == ("BID-01",), "the request refused, not the scenario's rules"
    assert wrong.value.expected == {"ok": True} and wrong.value.actual["ok"] is False


def test_a_failure_after_a_refusal_no_check_looked_at_is_charged_to_that_refusal() -> None:
    impl = ReferenceImplementation()
    game = _dealt(impl)
    many = [{"game": game, "action": a} for a in ("E pass", "S pass", "E pass")]
    with judging(Verdict(rules=("DEAL-05",))):
        last = ask_until_refused(impl, "act", many, [("BID-02",), ("BID-02",), ("BID-02", "BID-07")])
        with pytest.raises(Mismatch) as wrong:
            expect(ask(impl, "observe", game=game), ["value", "turn"], "equals", "N", what="whose turn")
    assert not last.ok
    assert str(wrong.value).startswith("'E pass' (request 3 of 3) was refused: ") and "so whose turn" in str(wrong.value)
    assert wrong.value.rules == ("BID-02", "BID-07")
    with judging(Verdict(rules=("DEAL-05",))):
        refused = ask(impl, "act", may_refuse=True, rules=("BID-02",), game=game, action="N bid 7H")
        expect(refused, ["ok"], "equals", False, what="refused", rules=("BID-01",))  # the scenario judged it
        with pytest.raises(Mismatch) as plain:
            expect(ask(impl, "observe", game=game), ["value", "turn"], "equals", "E", what="whose turn")
    assert plain.value.rules == ("DEAL-05",) and str(plain.value).startswith("whose turn")


def test_an_action_refused_where_the_hand_had_already_left_the_reference_is_charged_to_that_turn() -> None:
    """A discard refused because the implementation's auction is still open is the auction's departure
    (the last pass closes it: BID-08, DECIDE-05), not the discard rule's (KITTY-02)."""
    from tests.fakes.departures import Departing

    impl, ref = Departing("high-bidder-final-turn"), ReferenceImplementation()
    setup = {"dealer": "W", "pack": ref.pack("australian", [])}
    games = [i.open("australian", [], setup) for i in (impl, ref)]
    with judging(Verdict(rules=("DEAL-05",))):
        game = ask(impl, "open", variant="australian", options=[], setup=setup).value
        for action in ("N bid 6S", "E pass", "S pass", "W pass"):
            ask(impl, "act", game=game, action=action, rules=("BID-02",))
            ref.act(games[1], action)
        discard = "N discard " + " ".join(ref.observe(games[1])["hands"]["N"][:3])
        with pytest.raises(Mismatch) as wrong:
            ask(impl, "act", game=game, action=discard, rules=("KITTY-02",))
        assert set(wrong.value.rules) == {"BID-08", "DECIDE-05"}, wrong.value.rules
        assert "phase auction" in str(wrong.value) and "phase kitty" in str(wrong.value)
        refused = ask(impl, "act", may_refuse=True, game=game, action=discard, rules=("KITTY-02",))
        with pytest.raises(Mismatch) as checked:
            expect(refused, ["ok"], "equals", True, what="the discard must be accepted", rules=("KITTY-02",))
        assert set(checked.value.rules) == {"BID-08", "DECIDE-05"}
        with pytest.raises(Mismatch) as seen:
            expect(ask(impl, "observe", game=game), ["value", "hands", "N"], "length", 13, what="N's hand",
                   rules=("KITTY-01",))
        assert set(seen.value.rules) == {"BID-08", "DECIDE-05"}, "an observation of a hand gone elsewhere too"
    ref_game = ask(ref, "open", variant="australian", options=[], setup=setup).value
    with judging(Verdict(rules=("DEAL-05",))), pytest.raises(Mismatch) as plain:
        ask(ref, "act", game=ref_game, action="S pass", rules=("BID-01",))  # N is to bid, as the rules have it
    assert plain.value.rules == ("BID-01",), "a hand where the rules have it: the rules of the action"


@pytest.mark.parametrize(("departure", "before", "hand", "charged"), [
    ("defence-5-a-trick", {"NS": 100, "EW": 300}, ("7H", "N", "N N N N N N N E E E"), {"SCORE-06"}),
    ("seven-hearts-210", {"NS": 100, "EW": 300}, ("7H", "N", "N N N N N N N N E E"), {"SCORE-02"}),
    ("seven-hearts-210", {"NS": 100, "EW": 300}, ("7H", "N", "N N N N N N E E E E"), {"SCORE-02"}),
    ("cap-490-ignored", {"NS": 100, "EW": 480}, ("7H", "N", "N N N N N N N E E E"), {"SCORE-11", "DECIDE-27"}),
    ("target-400", {"NS": 200, "EW": 0}, ("7H", "N", "N N N N N N N E E E"), {"END-01"}),
    ("defence-wins", {"NS": 100, "EW": 480}, ("7H", "N", "N N N N N N N E E E"), {"END-03"}),
])
def test_a_check_of_the_game_after_a_hand_is_charged_to_the_first_fact_that_differs(
        departure: str, before: dict[str, int], hand: tuple[str, str, str], charged: set[str]) -> None:
    """The running scores or the end of the game: the hand's own line (asked with hand-score), the totals or
    the cap, the end of the game, whichever departs first, not the scenario's rules."""
    from tests.fakes.departures import WHEN, Departing

    impl = Departing(departure)
    options = [WHEN[departure]] if departure in WHEN else []
    contract, contractor, winners = hand
    with judging(Verdict(rules=("END-04", "SCORE-01"))):
        after = ask(impl, "game-after-hand", variant="australian", options=options,
                    before={"scores": before, "dealer": "W", "backwards": []},
                    hand={"contract": contract, "contractor": contractor, "trick_winners": winners.split()})
        want = ReferenceImplementation().game_after_hand(
            "australian", options, {"scores": before, "dealer": "W", "backwards": []},
            {"contract": contract, "contractor": contractor, "trick_winners": winners.split()})
        with pytest.raises(Mismatch) as wrong:
            expect(after, ["value"], "equals", want, what="the game after the hand")
    assert set(wrong.value.rules) == charged, (str(wrong.value), wrong.value.rules)
    assert "the first fact that differs" in str(wrong.value)


def test_a_check_naming_its_rules_charges_them_not_the_tests() -> None:
    impl = ReferenceImplementation()
    seen = ask(impl, "observe", game=_dealt(impl))
    with judging(Verdict(rules=("SCORE-04", "SCORE-09"))), pytest.raises(Mismatch) as wrong:
        expect(seen, ["value", "turn"], "equals", "N", what="whose turn", rules=("BID-01",))
    assert wrong.value.rules == ("BID-01",)


def test_a_rule_citation_is_a_diagnostic_counted_apart_unless_strict() -> None:
    impl = ReferenceImplementation()
    game = impl.open("australian", [], {"dealer": "N", "pack": impl.pack("australian", [])})
    refused = ask(impl, "act", may_refuse=True, game=game, action="N bid 7H")  # E is to bid: BID-01
    outer = current_verdict()
    with judging(Verdict(rules=("BID-01", "DECIDE-20"))) as verdict:
        expect(refused, ["refused", "rule"], "equals", "BID-01", what="the rule", diagnostic=True)
        expect(refused, ["refused", "rule"], "equals", "SEAT-03", what="another rule", diagnostic=True)
        with pytest.raises(Mismatch) as wrong:
            expect(refused, ["ok"], "equals", True, what="accepted")
    assert wrong.value.rules == ("BID-01", "DECIDE-20"), "an ordinary check charges the test's rules"
    assert verdict.matched == 1 and len(verdict.citations) == 2
    assert verdict.citations[1] == {"expected": "SEAT-03", "cited": "BID-01", "what": "another rule"}
    with judging(Verdict(strict_rules=True, rules=("BID-01",))) as strict, \
            pytest.raises(Mismatch, match="another rule") as cited:
        expect(refused, ["refused", "rule"], "equals", "SEAT-03", what="another rule", diagnostic=True)
    assert cited.value.rules == ("SEAT-03",), "a citation charges the rule it names, alone"
    assert strict.matched == 0 and len(strict.citations) == 1
    assert current_verdict() is outer, "the test's own verdict is back"


def test_paths_that_lead_nowhere_fail_with_words() -> None:
    envelope = {"ok": True, "value": {"tricks": [{"winner": "N"}]}}
    assert problem(envelope, {"path": ["value", "tricks", 3, "winner"], "op": "equals", "value": "E"}) == \
        "nothing at value.tricks[3].winner: value.tricks has 1 items, no item 3"
    assert problem({"ok": False, "refused": {"rule": None, "message": "no"}},
                   {"path": ["value", "turn"], "op": "equals", "value": "N"}) == \
        "nothing at value.turn: the answer has no 'value'"
    assert problem(envelope, {"path": ["value", "tricks"], "op": "count", "value": 1, "where": {"equals": {"winner": "N"}}}) is None


# --- the file -------------------------------------------------------------------------


def test_every_case_is_valid_against_the_schema_and_ids_are_unique(exported: list[dict[str, Any]]) -> None:
    jsonschema.Draft202012Validator.check_schema(schema("case"))
    validator = schema_validator("case")
    for case in exported:
        errors = list(validator.iter_errors(case))
        assert not errors, f"{case['id']}: {jsonschema.exceptions.best_match(errors)}"
    ids = Counter(c["id"] for c in exported)
    assert not [i for i, n in ids.items() if n > 1]
    assert {c["kind"] for c in exported} == {"scenario", "hand", "perft"}


def test_scenario_case_ids_are_made_of_names_and_row_values_not_lines(exported: list[dict[str, Any]]) -> None:
    for case in _scenarios(exported):
        file = case["source"]["file"].removeprefix("features/")
        row = f"[{'|'.join(case['example'].values())}]" if case["example"] else ""
        assert case["id"] == f"{file}/{slug(case['scenario'])}{row}@{case['variant']}", case["id"]
    ids = {c["id"] for c in exported}
    assert "cards/notation.feature/texts-that-are-not-cards-are-refused-naming-the-text[ZH]@australian" in ids


def test_every_scenario_every_hand_and_every_perft_position_is_exported(exported: list[dict[str, Any]]) -> None:
    written = {(f"features/{s.feature}", s.line) for s in scenarios()}
    found = {(c["source"]["file"], c["source"]["scenario_line"]) for c in _scenarios(exported)}
    assert written - found == set(), "scenarios missing from the export"
    assert found <= written
    hands = {c["source"]["file"] for c in exported if c["kind"] == "hand"}
    assert hands == {p.relative_to(ROOT).as_posix() for p in fixture_paths()}
    perft = {c["id"] for c in exported if c["kind"] == "perft"}
    pinned = {i for f in (FEATURES / "perft").glob("*.yaml")
              for i in re.findall(r"^\s*- id: (\S+)", f.read_text("utf-8"), re.M)}
    assert perft == {f"perft/{p}" for p in pinned}
    for c in _scenarios(exported):
        assert c["variant"] in c["variants"]
        assert c["steps"], c["id"]


def test_each_check_carries_its_rules_and_citations_are_diagnostics(exported: list[dict[str, Any]]) -> None:
    citations = next_dealer = 0
    for case in _scenarios(exported):
        for step in case["steps"]:
            check = step.get("expect")
            if not check:
                continue
            assert check["rules"], (case["id"], step)
            assert all(case["variant"] in catalogue_rules()[r].variants for r in check["rules"]), (case["id"], step)
            if re.fullmatch(r"(?:Then|And) it is \S+'s deal", step["step"]):  # @checks("DEALER-03")
                assert set(check["rules"]) <= {"DEALER-03", "DECIDE-02"}, (case["id"], check["rules"])
                next_dealer += 1
            is_citation = check["path"] == ["refused", "rule"]
            assert bool(check.get("diagnostic")) == is_citation, (case["id"], step)
            if is_citation:
                assert check["rules"] == [check["value"]]
                citations += 1
    assert citations > 200 and next_dealer > 10


def _checks_of(case: dict[str, Any], what: str) -> list[dict[str, Any]]:
    return [s["expect"] for s in case["steps"] if s.get("expect", {}).get("what") == what]


def test_each_check_charges_the_rule_of_what_it_checks_not_the_scenarios(exported: list[dict[str, Any]]) -> None:
    by_id = {c["id"]: c for c in _scenarios(exported)}
    lost = by_id["play/misere.feature/a-misere-lost-at-trick-3-costs-250-and-gives-the-defenders-nothing@australian"]
    assert "DECIDE-12" not in lost["rules"], "the scenario is about the score, not about where the misère stops"
    assert {tuple(c["rules"]) for c in _checks_of(lost, "the hand must be over")} == {("DECIDE-12",)}
    assert [c["rules"] for c in _checks_of(lost, "the points of NS for the hand")] == [["SCORE-08"]]
    omis = by_id["options/blind-misere-score.feature/the-score-of-an-open-misere-with-no-trick-taken-is-500@australian"]
    assert "BID-16" in omis["rules"], "a scenario under the blind-misère option's rule"
    assert [c["rules"] for c in _checks_of(omis, "the points of NS")] == [["SCORE-09"]], "its score: the misère row"
    thrown = by_id["auction/ladder.feature/four-passes-close-the-auction-without-a-contract@australian"]
    group = next(s["request"] for s in thrown["steps"] if "group" in s.get("request", {}))
    assert [m["rules"] for m in group["group"]] == [["BID-02"]] * 3 + [["BID-09"]], \
        "each action of a group carries its rules: the last pass is the one that throws the hand in"
    assert {tuple(c["rules"]) for c in _checks_of(thrown, "the hand must be over")} == {("BID-09",)}
    routed = [s["request"] for c in _scenarios(exported) for s in c["steps"] if "route" in s.get("request", {})]
    assert routed and all(len(r["route"]["rules"]) == len(r["route"]["actions"]) for r in routed)
    assert all(rules for r in routed for rules in r["route"]["rules"]), "every action of a route names its rules"


def test_cases_about_the_play_carry_their_position_and_the_route_to_it(exported: list[dict[str, Any]]) -> None:
    at_position = [c for c in _scenarios(exported) if c["setup"] is not None and "position" in c["setup"]]
    assert len(at_position) > 150
    unreachable = [c for c in at_position if "actions" not in c["setup"]]  # no route leads to a bad position
    assert {c["source"]["file"] for c in unreachable} == {"features/options/bad-positions.feature",
                                                           "features/five-hand/bad-positions.feature"}
    for case in unreachable:
        opened = next(s["request"] for s in case["steps"] if s.get("request", {}).get("cmd") == "open")
        assert "route" not in opened and opened["may_refuse"], case["id"]
    at_position = [c for c in at_position if c not in unreachable]
    for case in at_position:
        opened = next(s["request"] for s in case["steps"] if s.get("request", {}).get("cmd") == "open")
        assert opened["args"]["setup"] == {"position": case["setup"]["position"]}, case["id"]
        assert opened["route"]["actions"] == case["setup"]["actions"], case["id"]
        assert {k: case["setup"][k] for k in opened["route"]["setup"]} == opened["route"]["setup"], case["id"]
    joker_play = [c for c in at_position if c["source"]["file"] == "features/play/joker-no-trumps.feature"
                  and c["setup"]["position"].get("joker_suit", "?") is None]
    assert len(joker_play) >= 30, "the no-trump joker cases are opened after the nomination"


def test_only_cases_about_the_nomination_send_one(exported: list[dict[str, Any]]) -> None:
    """A nomination is sent by a step under test (When), never as setup (Given) outside a route."""
    sent = 0
    for case in _scenarios(exported):
        for step in case["steps"]:
            req = step.get("request", {})
            actions = [one.get("args", {}).get("action") for one in req.get("group", [req])]
            if any(isinstance(a, str) and a.split()[1:2] == ["nominate"] for a in actions):
                assert not str(step["step"]).startswith("Given"), (case["id"], step["step"])
                sent += 1
    assert sent > 10


def test_the_expected_values_are_those_the_scenarios_write(exported: list[dict[str, Any]]) -> None:
    """A string the case expects to be equal to is written in its step (or its Examples row)."""
    text_of_phase = {"auction": "auction", "over": "over"}
    checked = 0
    for case in _scenarios(exported):
        row = " ".join((case["example"] or {}).values())
        for step in case["steps"]:
            check = step.get("expect")
            if not check or check["op"] != "equals" or not isinstance(check["value"], str):
                continue
            wanted = text_of_phase.get(check["value"], check["value"])
            assert wanted in step["step"] or wanted in row, (case["id"], step)
            checked += 1
    assert checked > 500


# --- a tiny independent runner --------------------------------------------------------


class Program:
    """A program spoken to over the adapter protocol: one JSON line out, one back."""

    def __init__(self, command: str, *, positions: bool = True) -> None:
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
        self.seq = 0
        hello = self.ask("hello", {"protocol": 1})
        assert hello["ok"]
        self.positions = positions and hello["value"].get("positions") is True

    def ask(self, cmd: str, fields: dict[str, Any]) -> dict[str, Any]:
        """The answer envelope: {"ok": true, "value"} or {"ok": false, "refused"}."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.seq += 1
        self.proc.stdin.write(json.dumps({"seq": self.seq, "cmd": cmd, **fields}) + "\n")
        self.proc.stdin.flush()
        answer = json.loads(self.proc.stdout.readline())
        assert answer["seq"] == self.seq and "ok" in answer, answer
        return {k: v for k, v in answer.items() if k != "seq"}

    def stop(self) -> None:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        try:
            self.ask("stop", {})
            self.proc.stdin.close()  # then the end of input
            self.proc.wait(timeout=10)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
            self.proc.stdout.close()


class Failed(Exception):
    pass


def locate(envelope: Any, path: list[Any]) -> Any:
    here = envelope
    for written in path:
        seg = locate(envelope, written["at"]) if isinstance(written, dict) and "at" in written else written
        if isinstance(seg, dict):  # a selection from a list of actions
            words = [a.split() for a in here]
            chosen = [w for w in words if (not seg.get("verbs") or w[1] in seg["verbs"])
                      and (not seg.get("seat") or w[0] == seg["seat"])]
            here = [" ".join(w) for w in chosen] if seg["select"] == "actions" else \
                list(dict.fromkeys(w[2] for w in chosen if len(w) > 2))
        elif isinstance(seg, int):
            if not isinstance(here, list) or seg >= len(here):
                raise Failed(f"nothing at {path}")
            here = here[seg]
        else:
            if not isinstance(here, dict) or seg not in here:
                raise Failed(f"nothing at {path}")
            here = here[seg]
    return here


def passes(envelope: dict[str, Any], check: dict[str, Any]) -> bool:
    got, op = locate(envelope, check["path"]), check["op"]
    want: Any = check.get("value")

    def bag(x: list[Any]) -> Counter[str]:
        return Counter(json.dumps(i, sort_keys=True) for i in x)

    match op:
        case "equals":
            return bool(got == want)
        case "not-equals":
            return bool(got != want)
        case "same-items":
            return bag(got) == bag(want)
        case "same-items-as":
            return bag(got) == bag(locate(envelope, check["other"]))
        case "includes":
            return all(x in got for x in want)
        case "excludes":
            return not any(x in got for x in want)
        case "length":
            return bool(len(got) == want)
        case "min-length":
            return bool(len(got) >= want)
        case "contains-text":
            return bool(want in got)
        case "count":
            where = check["where"]
            return bool(sum(1 for x in got if (x == where["equals"] if "equals" in where
                                          else re.fullmatch(where["matches"], x) is not None)) == want)
        case "keys":
            return bool(list(got) == want)
        case "same-keys":
            return bool(sorted(got) == sorted(want))
        case "each-equals":
            return all(x == want for x in (got.values() if isinstance(got, dict) else got))
    raise AssertionError(op)


def resolve(value: Any, answers: dict[str, dict[str, Any]]) -> Any:
    if isinstance(value, dict) and "$ref" in value:
        return locate(answers[value["$ref"]], value["path"])
    if isinstance(value, dict):
        return {k: resolve(v, answers) for k, v in value.items()}
    if isinstance(value, list):
        return [resolve(v, answers) for v in value]
    return value


DIAGNOSTICS: list[bool] = []
"""Whether each diagnostic check replayed passed."""


def run_scenario(program: Program, case: dict[str, Any]) -> None:
    answers: dict[str, dict[str, Any]] = {}
    for step in case["steps"]:
        if "expect" in step:
            check = step["expect"]
            if check.get("diagnostic"):  # which rule a refusal cites: counted apart, never a failure here
                DIAGNOSTICS.append(passes(answers[check["on"]], check))
                continue
            if not passes(answers[check["on"]], check):
                raise Failed(f"{step['step']}: {check['what']}")
            continue
        req = step["request"]
        if "group" in req:
            for one in req["group"]:
                answer = program.ask(one["cmd"], resolve(one["args"], answers))
                if not answer["ok"]:
                    break
        elif "foreach" in req:
            values = []
            for item in resolve(req["foreach"], answers):
                one = program.ask(req["cmd"], {**resolve(req["args"], answers), req["item"]: item})
                if not one["ok"]:
                    raise Failed(f"{step['step']}: refused")
                values.append(one["value"])
            answer = {"ok": True, "value": values}
        elif "route" in req and not program.positions:
            args = {**resolve(req["args"], answers), "setup": req["route"]["setup"]}
            answer = program.ask("open", args)
            if not answer["ok"]:
                raise Failed(f"{step['step']}: the deal of the route refused: {answer['refused']}")
            for action in req["route"]["actions"]:
                if action.endswith(" nominate none") and \
                        _value(program, "observe", {"game": answer["value"]})["phase"] != "nomination":
                    continue
                _value(program, "act", {"game": answer["value"], "action": action})
        else:
            answer = program.ask(req["cmd"], resolve(req["args"], answers))
            if not answer["ok"] and not req["may_refuse"]:
                raise Failed(f"{step['step']}: {req['cmd']} refused: {answer['refused']}")
        answers[req["id"]] = answer


def _value(program: Program, cmd: str, fields: dict[str, Any]) -> Any:
    answer = program.ask(cmd, fields)
    if not answer["ok"]:
        raise Failed(f"{cmd} {fields} refused: {answer['refused']}")
    return answer["value"]


def run_hand(program: Program, case: dict[str, Any]) -> None:
    hand, setup = case["hand"], case["setup"]
    game = _value(program, "open", {"variant": setup["variant"], "options": setup["options"],
                                    "setup": {"dealer": setup["dealer"], "pack": setup["pack"]}})
    seen = _value(program, "observe", {"game": game})
    if any(sorted(seen["hands"][s]) != sorted(c) for s, c in hand["hands"].items()):
        raise Failed("the hands as dealt")
    for action in hand["auction"]:
        _value(program, "act", {"game": game, "action": action})
    exp = hand["expect"]
    if exp["contract"] is not None:
        contractor = exp["contractor"]
        _value(program, "act", {"game": game, "action": f"{contractor} discard {' '.join(hand['discard'])}"})
        if _value(program, "observe", {"game": game})["phase"] == "nomination":
            _value(program, "act", {"game": game, "action": f"{contractor} nominate {hand['nomination']}"})
        seats = list(hand["hands"])
        for n, trick in enumerate(hand["tricks"]):
            active = _value(program, "observe", {"game": game})["active"]
            order = [s for s in seats[seats.index(trick["leader"]):] + seats[:seats.index(trick["leader"])]
                     if s in active]
            for seat, card in zip(order, trick["cards"], strict=True):
                _value(program, "act", {"game": game, "action": f"{seat} play {card.replace(':', ' ')}"})
            if _value(program, "observe", {"game": game})["tricks"][n]["winner"] != trick["winner"]:
                raise Failed(f"the winner of trick {n + 1}")
    result = _value(program, "observe", {"game": game})
    if (result["tricks_won"], result["result"]["points"]) != (exp["tricks_won"], exp["points"]):
        raise Failed("the score")
    _value(program, "close", {"game": game})


def run_perft(program: Program, case: dict[str, Any]) -> None:
    setup = case["setup"]
    game = _value(program, "open", {"variant": setup["variant"], "options": setup["options"],
                                    "setup": {k: setup[k] for k in ("dealer", "hands", "kitty")}})
    for action in case["actions"]:
        _value(program, "act", {"game": game, "action": action})
    first = case["counts"][0]
    if _value(program, "count-sequences", {"game": game, "depth": first["depth"]}) != first["sequences"]:
        raise Failed("the count of sequences")


def replay(command: str, cases: list[dict[str, Any]], *, positions: bool = True) -> dict[str, str | None]:
    """Each case's ID and what failed (``None`` when it passed); ``positions=False`` takes the routes
    even when the program opens positions.
    """
    program = Program(command, positions=positions)
    outcome: dict[str, str | None] = {}
    try:
        for case in cases:
            try:
                {"scenario": run_scenario, "hand": run_hand, "perft": run_perft}[case["kind"]](program, case)
                outcome[case["id"]] = None
            except Failed as e:
                outcome[case["id"]] = str(e)
    finally:
        program.stop()
    return outcome


def _handful(cases: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """A few cases that between them use every operator and every form of request."""
    wanted = {f"op:{op}" for op in ("equals", "not-equals", "same-items", "same-items-as", "includes", "excludes",
                                    "length", "min-length", "contains-text", "count", "keys", "same-keys",
                                    "each-equals")} | {"group", "foreach", "ref", "trick-winner", "game-after-hand",
                                                       "route", "declined"}
    for case in _scenarios(cases):
        features = set()
        for step in case["steps"]:
            if "expect" in step:
                features.add(f"op:{step['expect']['op']}")
            else:
                req = step["request"]
                features |= {k for k in ("group", "foreach", "route") if k in req}
                features |= {"declined"} if any(a.endswith(" nominate none") for a in req.get("route", {}).get(
                    "actions", [])) else set()
                features |= {"ref"} if '"$ref"' in json.dumps(req.get("args", {})) else set()
                features |= {req.get("cmd", "")}
        if features & wanted:
            wanted -= features
            yield case
    assert not wanted, f"no exported case uses {wanted}"
    hands = [c for c in cases if c["kind"] == "hand"]
    yield next(c for c in hands if c["hand"].get("nomination") not in (None, "none"))
    yield next(c for c in hands if c["hand"]["expect"]["contract"] is not None)
    yield next(c for c in cases if c["kind"] == "perft")
    yield next(c for c in _scenarios(cases) if any(s.get("expect", {}).get("diagnostic") for s in c["steps"]))


def test_a_handful_of_cases_replayed_by_an_independent_runner(exported: list[dict[str, Any]]) -> None:
    handful = list(_handful(exported))
    assert len(handful) >= 8
    DIAGNOSTICS.clear()
    assert replay(SERVE, handful) == {c["id"]: None for c in handful}
    assert DIAGNOSTICS and all(DIAGNOSTICS)

    # An engine that cites no rule IDs passes every case, and only its citations differ.
    DIAGNOSTICS.clear()
    assert replay(NO_RULE_IDS, handful) == {c["id"]: None for c in handful}
    assert DIAGNOSTICS and not any(DIAGNOSTICS)


    assert replay(SERVE, handful, positions=False) == {c["id"]: None for c in handful}, "by the routes"

    # An engine that gets trick winners wrong fails the cases about trick winners, and only those.
    wrong = replay(WRONG, handful)
    about_winners = {c["id"] for c in handful
                     if c["kind"] == "hand" or "trick-winner" in json.dumps(c) or "winner" in json.dumps(c)}
    failed = {i for i, why in wrong.items() if why is not None}
    assert failed, "the wrong engine passes everything"
    assert failed <= about_winners, failed - about_winners
    assert any(c["kind"] == "hand" for c in handful if c["id"] in failed)
