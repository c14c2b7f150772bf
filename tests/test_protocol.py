"""The adapter protocol: schemas, the served reference engine, and an adapter that
survives implementations that crash, hang, or answer garbage (tests/fakes/).
"""

from __future__ import annotations

import inspect
import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from five_hundred import (
    apply,
    deal,
    format_action,
    format_position,
    legal_actions,
    load_ruleset,
    parse_action,
    parse_cards,
    position_of,
)
from five_hundred.perft import perft

from five_hundred_suite.adapter import (
    Implementation,
    ImplementationSkipped,
    ReferenceImplementation,
    Refused,
    opens_positions,
    snapshot,
)
from five_hundred_suite.catalogue import ROOT, variants
from five_hundred_suite.protocol.messages import (
    COMMANDS,
    OPTIONAL_FIELDS,
    PROTOCOL_VERSION,
    ImplementationCrashed,
    ImplementationError,
    ImplementationTimeout,
    ProtocolVersionError,
    encode,
)
from five_hundred_suite.protocol.program import SubprocessImplementation
from five_hundred_suite.protocol.validation import (
    _plain_check,
    _problem,
    request_problem,
    response_problem,
    schema,
    validator,
)
from five_hundred_suite.results import Status
from five_hundred_suite.schemas import schema_validator

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the subprocess adapter needs a POSIX system")

PY = shlex.quote(sys.executable)
SERVE = f"{PY} -m five_hundred_suite.serve"
FAKES = Path(__file__).parent / "fakes"
JAVASCRIPT = f"node {shlex.quote(str(ROOT / 'implementations' / 'javascript' / 'bin' / 'adapter.mjs'))}"
TIMEOUT = 1.0
SLACK = 8.0
"""Seconds allowed on top of a time limit before a test calls the adapter unbounded (the machine may be busy)."""

PACK = ReferenceImplementation().pack("australian", [])
"""The pack in canonical order, dealt as it is; with N dealing, E calls first."""


def fake(name: str, *args: str) -> str:
    return " ".join([PY, shlex.quote(str(FAKES / f"{name}.py")), *args])


@pytest.fixture
def served() -> Iterator[SubprocessImplementation]:
    with SubprocessImplementation(SERVE, timeout=10.0, validate=True) as program:
        yield program


def _open(impl: Implementation) -> str:
    return impl.open("australian", [], {"dealer": "N", "pack": list(PACK)})


def _outcome(method: Any, *args: Any) -> Any:
    try:
        return method(*args)
    except Refused as r:
        return ("refused", r.rule)


# --- the protocol's definition ---------------------------------------------------------


def test_every_method_of_the_interface_is_one_command() -> None:
    methods = {name for name, _ in inspect.getmembers(Implementation, inspect.isfunction) if not name.startswith("_")}
    mapped = {method for method, _ in COMMANDS.values() if method}
    assert mapped == methods
    for cmd, (method, fields) in COMMANDS.items():
        if method and cmd != "hello":
            params = list(inspect.signature(getattr(Implementation, method)).parameters)[1:]
            assert params == [*fields, *OPTIONAL_FIELDS.get(cmd, ())], cmd


def test_the_schemas_are_valid_and_define_every_command() -> None:
    for name in ("request", "response"):
        jsonschema.Draft202012Validator.check_schema(schema(name))
        for cmd in COMMANDS:
            assert cmd in schema(name)["$defs"], f"{name}.schema.json has no $defs/{cmd}"
        assert all(f"{cmd}.value" in schema("response")["$defs"] for cmd in COMMANDS)
    assert request_problem({"seq": 1, "cmd": "act", "game": "g1"}) is not None
    assert request_problem({"seq": 1, "cmd": "act", "game": "g1", "action": "N pass", "expect": "ok"}) is not None
    assert request_problem({"seq": 1, "cmd": "act", "game": "g1", "action": "N pass"}) is None
    assert response_problem("act", {"seq": 1, "ok": True, "value": None}) is None
    assert response_problem("act", {"seq": 1, "ok": False, "refused": {"rule": "BID-07", "message": "no"}}) is None
    assert response_problem("act", {"seq": 1, "ok": False, "refused": {"rule": "bid 7", "message": "no"}}) is not None
    # the rule ID is optional: null, or left out by an engine that does not know the catalogue's IDs
    assert response_problem("act", {"seq": 1, "ok": False, "refused": {"rule": None, "message": "no"}}) is None
    assert response_problem("act", {"seq": 1, "ok": False, "refused": {"message": "no"}}) is None
    assert response_problem("act", {"seq": 1, "ok": False, "refused": {"rule": "BID-07"}}) is not None
    assert response_problem("hello", {"seq": 1, "ok": False, "refused": {"rule": None, "message": "no"}}) is not None
    assert response_problem("observe", {"seq": 1, "skipped": {"reason": "later", "issue_url": "https://x.invalid/1"}}) is None
    assert response_problem("observe", {"seq": 1, "errored": {"message": "boom"}}) is None
    problem = response_problem("legal-actions", {"seq": 1, "ok": True, "value": ["N bid 7H", "N play 1H"]})
    assert problem is not None and "[1]" in problem


def test_the_check_compiled_from_a_plain_request_schema_accepts_only_what_the_schema_accepts() -> None:
    # it may leave a valid request to the schema (seq 1.0), never accept an invalid one
    plain = [cmd for cmd in COMMANDS if _plain_check(cmd) is not None]
    assert {"act", "observe", "observe-legal", "legal-actions", "close"} <= set(plain)
    assert _plain_check("open") is None  # nested fields: the schema checks it
    good: dict[str, Any] = {"seq": 7, "game": "g1", "action": "N pass", "depth": 2, "seat": "spectator",
                            "protocol": 1, "text": "10H"}
    changes: list[tuple[str, Any]] = [("seq", True), ("seq", -1), ("seq", 1.0), ("seq", "7"), ("game", ""),
                                      ("game", 1), ("action", None), ("depth", -1), ("depth", False),
                                      ("seat", "X"), ("seat", "NE"), ("text", ["10H"]), ("protocol", "1"),
                                      ("extra", "x")]
    checked = 0
    for cmd in plain:
        fields = schema("request")["$defs"][cmd]["properties"]
        request = {"cmd": cmd, **{k: v for k, v in good.items() if k in fields}}
        for variant in [request, *({**request, k: v} for k, v in changes if k in fields or k == "extra"),
                        *({k: v for k, v in request.items() if k != gone} for gone in request),
                        {**request, "cmd": "stop" if cmd != "stop" else "hello"}]:
            valid = validator("request", cmd).is_valid(variant)
            fast = _plain_check(cmd)(variant)  # type: ignore[misc]
            assert valid if fast else (variant is not request), (cmd, variant)  # never accepts what is invalid
            assert (request_problem(variant) is None) == valid, (cmd, variant)
            checked += 1
    assert checked > 60


def test_a_definition_with_its_references_written_out_words_each_problem_as_the_schema_does() -> None:
    r = load_ruleset("australian")
    requests = [
        {"seq": 1, "cmd": "open", "variant": "australian", "options": [],
         "setup": {"dealer": "N", "pack": [str(c) for c in r.pack]}},
        {"seq": 2, "cmd": "open", "variant": "australian", "options": ["var:no-misere"],
         "setup": {"dealer": "N", "hands": {"N": ["5S"], "E": [], "S": [], "W": []}, "kitty": ["JK"]}},
        {"seq": 3, "cmd": "game-after-hand", "variant": "australian", "options": [],
         "before": {"scores": {"NS": 0, "EW": 40}, "dealer": "N", "backwards": []},
         "hand": {"contract": "7H", "contractor": "E", "trick_winners": ["E"] * 10}},
        {"seq": 4, "cmd": "act", "game": "g1", "action": "N pass"},
    ]
    bad: list[Any] = [1, None, "x", [], {}, -1, True, [1], {"N": 1}]
    compared = 0
    for request in requests:
        fields = [(k, None) for k in request] + [(k, kk) for k, v in request.items() if isinstance(v, dict) for kk in v]
        for key, sub in fields:
            for value in bad:
                wrong = {**request, key: value} if sub is None else {**request, key: {**request[key], sub: value}}
                referenced = schema_validator("protocol/request", request["cmd"])
                assert _problem(validator("request", request["cmd"]), wrong) == _problem(referenced, wrong), wrong
                compared += 1
    assert compared > 200


# --- the reference engine, served ------------------------------------------------------------


def test_the_served_engine_answers_like_the_engine_in_process(served: SubprocessImplementation) -> None:
    ref = ReferenceImplementation()
    info = served.describe()
    assert info["protocol"] == PROTOCOL_VERSION and "australian" in info["variants"]
    assert served.parse_card("10♥") == ref.parse_card("10♥") == "10H"
    with pytest.raises(Refused) as refused:
        served.parse_card("1H")
    assert "1H" in refused.value.message
    assert served.pack("australian", []) == ref.pack("australian", [])
    assert served.effective_suit("australian", "7H", "JD", None) == "H"
    assert served.trick_winner("australian", "7NT", ["JK", "AS", "KS", "QS"], None, "S") == 0
    assert served.hand_score("australian", [], "7H", "N", {"N": 7, "E": 3}) == \
        ref.hand_score("australian", [], "7H", "N", {"N": 7, "E": 3})
    hand = {"contract": "7H", "contractor": "N", "trick_winners": ["N"] * 7 + ["E"] * 3}
    before = {"scores": {"NS": 0, "EW": 0}, "dealer": "N", "backwards": []}
    assert served.game_after_hand("australian", [], before, hand) == ref.game_after_hand("australian", [], before, hand)
    for variant in info["variants"]:
        draw = [dict(zip(variants()[variant]["seats"], ["8S", "AH", "KD", "9C"], strict=False))]
        assert _outcome(served.first_dealer, variant, draw) == _outcome(ref.first_dealer, variant, draw)

    game, mine = _open(served), _open(ref)
    assert served.observe(game) == ref.observe(mine)
    assert served.legal_actions(game) == ref.legal_actions(mine)
    for action in ("E bid 6S", "S pass", "W pass", "N pass"):
        served.act(game, action)
        ref.act(mine, action)
    with pytest.raises(Refused) as refused:
        served.act(game, "N bid 7H")
    assert refused.value.rule is not None
    assert served.observe(game) == ref.observe(mine)
    served.close(game)
    with pytest.raises(ImplementationError, match="no open game"):
        served.observe(game)


def test_act_observe_legal_is_valid_only_as_act_then_observe_legal() -> None:
    request = {"seq": 3, "cmd": "act-observe-legal", "game": "g1", "action": "E bid 6S"}
    assert request_problem(request) is None
    assert request_problem({k: v for k, v in request.items() if k != "action"}) is not None
    assert request_problem({**request, "then": "observe-legal"}) is not None  # a request of its own, not a flag
    assert request_problem({**request, "action": ["E bid 6S"]}) is not None
    look = ReferenceImplementation()
    game = _open(look)
    value = look.act_observe_legal(game, "E bid 6S")
    assert response_problem("act-observe-legal", {"seq": 3, "ok": True, "value": value}) is None
    assert response_problem("act-observe-legal", {"seq": 3, "ok": True, "value": None}) is not None  # act's answer
    assert response_problem("act-observe-legal", {"seq": 3, "ok": True, "value": value["observation"]}) is not None
    assert response_problem("act-observe-legal", {"seq": 3, "ok": True,
                                                  "value": {**value, "legal_actions": ["S play 1H"]}}) is not None
    assert response_problem("act-observe-legal", {"seq": 3, "ok": False,
                                                  "refused": {"rule": "BID-01", "message": "not your turn"}}) is None
    said = {**look.describe(), "protocol": PROTOCOL_VERSION}
    assert said["act_observe_legal"] is True and response_problem("hello", {"seq": 1, "ok": True, "value": said}) is None
    assert response_problem("hello", {"seq": 1, "ok": True, "value": {**said, "act_observe_legal": "yes"}}) is not None


@pytest.mark.parametrize("command", [SERVE, JAVASCRIPT], ids=["served", "javascript"])
def test_act_observe_legal_answers_act_then_the_look_and_a_refusal_leaves_the_game_as_it_was(command: str) -> None:
    if command == JAVASCRIPT and shutil.which("node") is None:
        pytest.skip("node is not on the PATH: the JavaScript engine cannot run")
    ref = ReferenceImplementation()
    with SubprocessImplementation(command, timeout=10.0, validate=True) as program:  # every message checked
        assert program.describe()["act_observe_legal"] is True
        game, mine = _open(program), _open(ref)
        for action, rule in (("S bid 6S", "BID-01"), ("E bid 6S", None), ("S bid 6S", "BID-02"), ("S pass", None),
                             ("W pass", None), ("N pass", None), ("S discard 5S 6S 7S", "KITTY-01")):
            before = program.observe_legal(game)
            if rule is not None:
                with pytest.raises(Refused) as refused:
                    program.act_observe_legal(game, action)
                assert refused.value.rule == rule, action
                assert program.observe_legal(game) == before == ref.observe_legal(mine), action
                continue
            after = program.act_observe_legal(game, action)
            assert after == ref.act_observe_legal(mine, action) == program.observe_legal(game), action
            assert after != before
        assert after["observation"]["phase"] == "kitty" and after["legal_actions"] == []


def _mid_hand() -> Any:
    """The engine's state in the second trick of a 6S hand dealt from :data:`PACK`, N dealing."""
    r = load_ruleset("australian")
    state = deal(r, parse_cards(PACK), 0)
    for action in ("E bid 6S", "S pass", "W pass", "N pass", "E discard 5S 6S 7S"):
        state = apply(state, parse_action(r, action))
    for _ in range(6):
        state = apply(state, legal_actions(state)[-1])
    return state


def test_the_served_engine_opens_a_position_and_plays_on_from_it(served: SubprocessImplementation) -> None:
    assert served.describe()["positions"] is True and opens_positions(served)
    state = _mid_hand()
    position = position_of(state)
    game = served.open("australian", [], {"position": position.to_json()})
    seen = served.observe(game)
    expected = snapshot(state)
    assert seen["auction"] == [] and seen["kitty"] == [], "a position does not know the auction or the kitty"
    assert {k: v for k, v in seen.items() if k not in ("auction", "kitty")} == \
        {k: v for k, v in expected.items() if k not in ("auction", "kitty")}
    r = state.ruleset
    assert served.legal_actions(game) == [format_action(r, a) for a in legal_actions(state)]
    with pytest.raises(Refused) as refused:
        served.act(game, f"{seen['turn']} play {seen['hands'][seen['turn']][0]} D")
    assert refused.value.rule == "JOKER-10"
    action = legal_actions(state)[0]
    served.act(game, format_action(r, action))
    after = apply(state, action)
    assert served.observe(game)["trick"] == snapshot(after)["trick"]
    assert served.count_sequences(game, 2) == perft(after, 2)
    served.close(game)


def test_the_served_engine_refuses_a_position_that_cannot_arise_naming_field_and_rule(
        served: SubprocessImplementation) -> None:
    good = position_of(_mid_hand()).to_json()
    other = next(s for s, cards in good["hands"].items() if "JK" not in cards)
    joker_twice = {**good, "hands": {**good["hands"], other: [*good["hands"][other][1:], "JK"]}}
    with pytest.raises(Refused, match="JK is given twice") as refused:
        served.open("australian", [], {"position": joker_twice})
    assert refused.value.rule == "DECK-04"
    bad: list[tuple[dict[str, Any], str, str]] = [
        ({**good, "turn": next(s for s in good["hands"] if s != good["turn"])}, "SEAT-03", "turn"),
        ({**good, "joker_suit": "H"}, "JOKER-05", "joker_suit"),
        # E led the joker to trick 1 at 6S: it leads trumps, and no suit is named for it
        ({**good, "tricks": [{**good["tricks"][0], "named_suit": "D"}]}, "JOKER-03", "tricks[0].named_suit"),
    ]
    for position, rule, field in bad:
        with pytest.raises(Refused) as refused:
            served.open("australian", [], {"position": position})
        assert refused.value.rule == rule, refused.value.message
        assert refused.value.message.startswith(field), refused.value.message
    # The form is checked too: an implementation refuses what it cannot read (rule null).
    with SubprocessImplementation(SERVE, timeout=10.0) as unvalidated, pytest.raises(Refused) as refused:
        unvalidated.open("australian", [], {"position": {**good, "turn": 7}})
    assert refused.value.rule is None and refused.value.message.startswith("turn")


def test_the_reference_engine_also_opens_the_text_form() -> None:
    ref = ReferenceImplementation()
    position = position_of(_mid_hand())
    by_text = ref.open("australian", [], {"position": format_position(position)})
    by_json = ref.open("australian", [], {"position": position.to_json()})
    assert ref.observe(by_text) == ref.observe(by_json)
    with pytest.raises(Refused) as refused:
        ref.open("australian", [], {"position": format_position(position).replace(" | ", " / ")})
    assert refused.value.rule is None and "not 6" in refused.value.message


def test_shutdown_stops_the_program_and_later_calls_raise() -> None:
    program = SubprocessImplementation(SERVE, timeout=10.0)
    child = program._child
    assert child is not None
    program.shutdown()
    assert child.proc.returncode == 0, "serve exits with status 0 on stop"
    with pytest.raises(ImplementationError, match="shut down"):
        program.parse_card("JK")
    program.shutdown()


def test_the_command_is_checked() -> None:
    with pytest.raises(ValueError, match="empty"):
        SubprocessImplementation("  ")
    with pytest.raises(ImplementationError, match="cannot start"):
        SubprocessImplementation("/nonexistent/five-hundred-engine")


# --- misbehaving implementations ----------------------------------------------------------


def _quick(command: str, **kw: Any) -> SubprocessImplementation:
    return SubprocessImplementation(command, timeout=TIMEOUT, **kw)


def test_a_crash_raises_crashed_and_the_next_call_restarts() -> None:
    with _quick(fake("crash_third")) as program:
        game = _open(program)                      # request 2 (hello was 1)
        started = time.monotonic()
        with pytest.raises(ImplementationCrashed) as crashed:
            program.act(game, "E pass")            # request 3: the program exits
        assert time.monotonic() - started < TIMEOUT + SLACK
        message = str(crashed.value)
        assert "act" in message and "status 3" in message and "crashing on request 3" in message
        with pytest.raises(ImplementationError, match="lost"):
            program.observe(game)                  # the game died with the program
        program.close(game)                        # closing a lost game is a no-op
        assert program.parse_card("jk") == "JK"    # restarted: hello, then this
        assert program.starts == 2
        assert program.describe()["name"]


def test_a_hung_implementation_times_out_is_killed_and_restarted() -> None:
    with _quick(fake("hang_on_act")) as program:
        game = _open(program)
        child = program._child
        assert child is not None
        started = time.monotonic()
        with pytest.raises(ImplementationTimeout, match=r"act \(seq \d+\): no answer within 1 s"):
            program.act(game, "E pass")
        elapsed = time.monotonic() - started
        assert TIMEOUT <= elapsed < TIMEOUT + SLACK
        assert child.proc.returncode is not None, "the hung program was killed"
        with pytest.raises(ImplementationError, match="lost"):
            program.legal_actions(game)
        assert program.parse_card("10h") == "10H"
        assert program.starts == 2


@pytest.mark.parametrize(("text", "what"), [
    ("garbage", "is not JSON"),
    ("binary", "is not UTF-8"),
    ("array", "not an object"),
    ("seq", "carries seq"),
    ("type", "must be a string, not a number"),
    ("envelope", "exactly one of"),
    ("errored", "reported an error: fake: something broke"),
])
def test_garbage_raises_an_error_naming_what_was_wrong(text: str, what: str) -> None:
    with _quick(fake("garbage")) as program:
        with pytest.raises(ImplementationError) as error:
            program.parse_card(text)
        assert type(error.value) is ImplementationError
        assert what in str(error.value)
        assert program.parse_card("QS") == "QS"    # recovers (restarted if the stream was out of step)
        game = _open(program)
        program.act(game, "E pass")


def test_a_schema_breaking_answer_is_caught_when_validating() -> None:
    with _quick(fake("garbage")) as program:
        assert program.parse_card("schema") == "1H"    # the cheap check sees only a string
    with _quick(fake("garbage"), validate=True) as program:
        with pytest.raises(ImplementationError, match=r"invalid answer: \['value'\].*'1H' does not match"):
            program.parse_card("schema")
        assert program.starts == 1, "an answer in step needs no restart"
        assert program.parse_card("QS") == "QS"


def test_an_extra_answer_puts_the_stream_out_of_step_and_is_caught() -> None:
    with _quick(fake("garbage")) as program:
        assert program.parse_card("two") == "JK"
        with pytest.raises(ImplementationError, match="carries seq"):
            program.parse_card("QS")
        assert program.parse_card("QS") == "QS"
        assert program.starts == 2


@pytest.mark.parametrize("text", ["long", "endless"])
def test_an_oversized_line_raises_an_error_without_waiting(text: str) -> None:
    with _quick(fake("oversized"), max_line=100_000) as program:
        started = time.monotonic()
        with pytest.raises(ImplementationError, match=r"over the limit|without ending the line") as error:
            program.parse_card(text)
        assert type(error.value) is ImplementationError
        assert time.monotonic() - started < TIMEOUT + SLACK
        assert len(str(error.value)) < 2000
        assert program.parse_card("QS") == "QS"
        assert program.starts == 2


def test_wrong_values_come_back_as_they_are() -> None:
    with _quick(fake("wrong_values")) as program:
        assert program.trick_winner("australian", "7H", ["4S", "AS", "KS", "QS"], None, None) == 0


def test_a_declared_gap_raises_skipped_and_nothing_restarts() -> None:
    with _quick(fake("skip_command")) as program:
        game = _open(program)
        for action in ("E bid 6S", "S pass", "W pass", "N pass"):
            program.act(game, action)
        with pytest.raises(ImplementationSkipped) as skipped:
            program.count_sequences(game, 1)
        assert "count-sequences" in skipped.value.reason
        assert skipped.value.issue_url == "https://example.invalid/fake/issues/1"
        assert program.observe(game)["contract"] == "6S"
        assert program.starts == 1


def test_another_protocol_version_is_refused_naming_both() -> None:
    started = time.monotonic()
    with pytest.raises(ProtocolVersionError) as error:
        _quick(fake("protocol99"))
    assert "protocol 99" in str(error.value) and f"protocol {PROTOCOL_VERSION}" in str(error.value)
    assert error.value.theirs == 99
    assert time.monotonic() - started < 10.0 + SLACK


def test_the_adapter_gives_up_after_failures_in_a_row() -> None:
    with _quick(fake("hang_on_act"), max_failures=1) as program:
        game = _open(program)
        with pytest.raises(ImplementationTimeout):
            program.act(game, "E pass")
        started = time.monotonic()
        with pytest.raises(ImplementationError, match=r"gave up .* after 1 failures in a row"):
            program.parse_card("JK")
        assert time.monotonic() - started < 1.0
        assert program.starts == 1


def test_count_sequences_gets_the_time_limit_once_per_play_it_counts() -> None:
    position = yaml.safe_load((ROOT / "features" / "perft" / "australian.yaml").read_text("utf-8"))["positions"][0]
    pinned = {int(c["depth"]): int(c["sequences"]) for c in position["counts"]}
    deep = max(pinned)
    assert deep >= 8

    def play(program: SubprocessImplementation) -> str:
        game = program.open("australian", list(position["options"]), position["setup"])
        for action in position["actions"]:
            program.act(game, action)
        return game

    # 0.6 s a play: a depth-8 count takes 4.8 s, more than the 1 s of a one-card question, less than 8 x 1 s.
    with SubprocessImplementation(fake("slow_count", "0.6"), timeout=1.0) as program:
        assert program.time_limit("count-sequences", {"game": "g", "depth": deep}) == deep * 1.0
        assert program.time_limit("count-sequences", {"game": "g", "depth": 0}) == 1.0
        assert program.time_limit("legal-actions", {"game": "g"}) == 1.0
        started = time.monotonic()
        assert program.count_sequences(play(program), deep) == pinned[deep]
        assert 0.6 * deep <= time.monotonic() - started < deep * 1.0 + SLACK
    # 1.5 s a play: a depth-2 count overruns its 2 s and is stopped there.
    with SubprocessImplementation(fake("slow_count", "1.5"), timeout=1.0) as program:
        game = play(program)
        started = time.monotonic()
        with pytest.raises(ImplementationTimeout, match=r"count-sequences \(seq \d+\): no answer within 2 s"):
            program.count_sequences(game, 2)
        assert time.monotonic() - started < 2.0 + SLACK


# --- a whole run through the protocol ---------------------------------------------------------


SCENARIOS = "follow or lowest_trump or left_bower_wins or texts_that_are_not_cards or made_exactly"
"""A handful of corpus scenarios: trick winners, legal plays, refusals, notation and scoring."""


def test_corpus_cases_pass_through_the_served_engine_and_every_message_is_valid(tmp_path: Path) -> None:
    """``run`` against the served engine, which writes every message both ways to a transcript: every case
    passes, and every request and answer of the transcript is valid against the protocol's schemas."""
    transcript = tmp_path / "transcript.txt"
    done = subprocess.run([sys.executable, "-m", "five_hundred_suite", "run", "--impl",
                           f"{SERVE} --transcript {shlex.quote(str(transcript))}", "--timeout", "5",
                           "-k", SCENARIOS, "--out", str(tmp_path / "run")],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    records = json.loads((tmp_path / "run" / "results.json").read_text("utf-8"))["results"]
    assert len(records) >= 20
    assert {r["status"] for r in records} <= {Status.PASSED, Status.NOT_APPLICABLE}

    lines = transcript.read_text("utf-8").splitlines()
    assert len(lines) % 2 == 0 and len(lines) > 100
    seen = set()
    for out, back in zip(lines[::2], lines[1::2], strict=True):
        assert out.startswith("> ") and back.startswith("< ")
        request, response = json.loads(out[2:]), json.loads(back[2:])
        assert request_problem(request) is None, (request_problem(request), request)
        assert response["seq"] == request["seq"]
        assert response_problem(request["cmd"], response) is None, (response_problem(request["cmd"], response), response)
        seen.add(request["cmd"])
        seen.add("refused" if response.get("ok") is False else "")
    assert {"hello", "open", "act", "observe", "legal-actions", "close", "stop", "refused"} <= seen


def test_pytest_refuses_impl_and_names_the_command_that_runs_a_program() -> None:
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_perft.py",
                           "--impl", "./my-engine --adapter"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == pytest.ExitCode.USAGE_ERROR, done.stdout[-2000:] + done.stderr[-2000:]
    said = [line for line in (done.stdout + done.stderr).splitlines() if "--impl" in line]
    assert said == ["ERROR: --impl: this pytest run checks the reference engine only; run the corpus against a "
                    "program with: python -m five_hundred_suite run --impl './my-engine --adapter'"], said


@pytest.mark.parametrize("message", [
    {"seq": 1, "cmd": "act-observe-legal", "game": "g1", "action": "N play 10H"},
    {"seq": 0, "cmd": "act", "game": "g12", "action": "N play 10\u2665 \"quoted\" \\ back\nslash \u2028"},
    {"seq": 2, "cmd": "count-sequences", "game": "g1", "depth": 3},
    {"seq": 3, "cmd": "observe", "game": "g1", "seat": None},
    {"seq": 4, "cmd": "open", "variant": "australian", "options": [], "setup": {"dealer": "N"}},
    {"seq": 5, "cmd": "x", "flag": True, "half": 0.5},
])
def test_a_request_line_written_straight_is_the_encoded_request(message: dict[str, Any]) -> None:
    from five_hundred_suite.protocol.connection import _request_line

    assert _request_line(message) == encode(message)
