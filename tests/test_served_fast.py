"""The served engine's fast paths answer what the plain ones answer: the checks compiled from the nested
request schemas accept only what the schemas accept, the line reader of a file descriptor gives the lines
:func:`~five_hundred_suite.serve.bounded_lines` gives (an oversized one too), the answers of requests
written at once go out in one piece, and the canonical ``observe-legal`` and ``act-observe-legal``
answers are those :func:`~five_hundred_suite.serve.respond` gives.
"""

from __future__ import annotations

import io
import os
import threading
from typing import Any

from five_hundred import load_ruleset

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import COMMANDS, decode, encode
from five_hundred_suite.protocol.validation import _compiled_check, _plain_check, request_problem, validator
from five_hundred_suite.serve import FdLines, bounded_lines, serve

GOOD: dict[str, dict[str, Any]] = {
    "hand-score": {"variant": "australian", "options": ["var:no-misere"], "contract": "6S", "contractor": "N",
                   "tricks": {"N": 3, "E": 2, "S": 3, "W": 2}},
    "game-after-hand": {"variant": "australian", "options": [],
                        "before": {"scores": {"NS": 0, "EW": -20}, "dealer": "N", "backwards": ["EW"]},
                        "hand": {"contract": None, "contractor": None, "trick_winners": ["N", "E"]}},
    "trick-winner": {"variant": "australian", "contract": "7H", "cards": ["AS", "KS", "QS", "JS"],
                     "joker_suit": None, "named_suit": "S"},
    "effective-suit": {"variant": "australian", "contract": "7H", "card": "JD", "joker_suit": None},
    "first-dealer": {"variant": "australian", "rounds": [{"N": "AS", "E": "KS"}]},
    "pack": {"variant": "australian", "options": []},
}
BAD_VALUES: list[Any] = [None, True, 1.5, -1, "", "x", [], ["x"], [1], {}, {"N": "3"}, {"N": -1}, {"N": 3}]


def _mutations(value: Any) -> list[Any]:
    """``value`` with each of its parts in turn replaced by each bad value, removed, or given an extra key."""
    out: list[Any] = [bad for bad in BAD_VALUES if bad != value]
    if isinstance(value, dict):
        out.append({**value, "extra": 1})
        for key in value:
            out.append({k: v for k, v in value.items() if k != key})
            out += [{**value, key: sub} for sub in _mutations(value[key])]
    elif isinstance(value, list):
        for i in range(len(value)):
            out += [[*value[:i], sub, *value[i + 1:]] for sub in _mutations(value[i])]
    return out


def test_the_check_compiled_from_a_nested_request_schema_accepts_only_what_the_schema_accepts() -> None:
    compiled = {cmd for cmd in COMMANDS if _plain_check(cmd) is None and _compiled_check(cmd) is not None}
    assert set(GOOD) <= compiled
    checked = 0
    for cmd, fields in GOOD.items():
        request = {"seq": 4, "cmd": cmd, **fields}
        check = _compiled_check(cmd)
        assert check is not None and check(request), cmd  # the valid request: fast
        for variant in _mutations(request):
            valid = validator("request", cmd).is_valid(variant)
            assert valid if check(variant) else True, (cmd, variant)  # never accepts what is invalid
            assert (request_problem(variant) is None) == valid, (cmd, variant)
            checked += 1
    assert checked > 500


def _requests() -> bytes:
    pack = [str(c) for c in load_ruleset("australian").pack]
    lines = [encode({"seq": 1, "cmd": "open", "variant": "australian", "options": [],
                     "setup": {"dealer": "N", "pack": pack}})]
    for seq, action in enumerate(["E pass", "S bid 6S", "W bid 6S", "W pass", "N pass"], start=2):
        lines += [encode({"seq": 10 * seq, "cmd": "act", "game": "g1", "action": action}),
                  encode({"seq": 10 * seq + 1, "cmd": "observe-legal", "game": "g1"})]
    lines += [encode({"seq": 99, "cmd": "observe-legal", "game": "g7"}), b"\n",
              b'{"seq":100,"cmd":"parse-card","text":"' + b"A" * 3000 + b'"}\n', b"not json\n",
              encode({"seq": 101, "cmd": "observe-legal", "game": "g1", "extra": 1}),
              encode({"seq": 102, "cmd": "observe-legal", "game": 7}), b'{"seq":103,"cmd":"pack"}\n']
    # act-observe-legal in a second game: taken, refused (the game as it was), then malformed or of no game
    lines.append(encode({"seq": 200, "cmd": "open", "variant": "australian", "options": [],
                         "setup": {"dealer": "N", "pack": pack}}))
    for seq, action in enumerate(["E bid 6S", "E pass", "S bid 7S", "S pass", "W pass"], start=201):
        lines.append(encode({"seq": seq, "cmd": "act-observe-legal", "game": "g2", "action": action}))
    lines += [encode({"seq": 206, "cmd": "act-observe-legal", "game": "g2", "action": "N pass", "then": "look"}),
              encode({"seq": 207, "cmd": "act-observe-legal", "game": "g2", "action": 7}),
              encode({"seq": 208, "cmd": "act-observe-legal", "game": "g9", "action": "N pass"}),
              encode({"seq": 209, "cmd": "act-observe-legal", "game": "g2"}),
              encode({"seq": 210, "cmd": "act-observe-legal", "game": "g2", "action": "N pass"})]
    return b"".join(lines)


class _Plain(ReferenceImplementation):
    """The reference engine with ``observe-legal`` and ``act-observe-legal`` answered the plain way (its
    methods overridden).
    """

    def observe_legal(self, game: str) -> dict[str, Any]:
        return super().observe_legal(game)

    def act_observe_legal(self, game: str, action: str) -> dict[str, Any]:
        return super().act_observe_legal(game, action)


def test_served_through_the_fast_paths_the_answers_are_the_plain_ones_byte_for_byte() -> None:
    data = _requests()
    plain = io.BytesIO()
    serve(_Plain(), bounded_lines(io.BytesIO(data), limit=2000), plain)
    read, write = os.pipe()

    def feed() -> None:
        os.write(write, data)
        os.close(write)

    writer = threading.Thread(target=feed)
    writer.start()
    fast = io.BytesIO()
    lines = FdLines(read, limit=2000)
    serve(ReferenceImplementation(), lines, fast, more=lines.pending)
    writer.join()
    os.close(read)
    answers = [decode(line) for line in plain.getvalue().splitlines()]
    for answer in answers:  # the plain one's traceback has a frame more: the override
        answer.get("errored", {}).pop("traceback", None)
    assert [encode(a) for a in answers] == [encode(_untraced(decode(line))) for line in fast.getvalue().splitlines()]
    assert b"".join(line for line in plain.getvalue().splitlines(keepends=True) if b"traceback" not in line) == \
        b"".join(line for line in fast.getvalue().splitlines(keepends=True) if b"traceback" not in line)
    assert [a.get("seq") for a in answers] == [1, 20, 21, 30, 31, 40, 41, 50, 51, 60, 61, 99, None, None, 101,
                                               102, 103, 200, *range(201, 211)]
    assert "3041 bytes" in answers[12]["errored"]["message"]  # the oversized line, whole size, as bounded_lines says
    assert answers[11]["errored"] and answers[16]["errored"]  # an unknown game; a request without its fields
    taken, refused = answers[18], answers[19]  # E bid 6S; then E pass out of turn, the game left as it was
    assert taken["value"]["observation"]["auction"] == ["E 6S"] and taken["value"]["legal_actions"][0] == "S pass"
    assert refused["refused"]["rule"] == "BID-01" and answers[20]["value"]["observation"]["auction"] == ["E 6S", "S 7S"]
    assert all("errored" in a for a in answers[23:27])  # an extra field, an action not text, no game g9, no action
    assert answers[27]["value"]["observation"]["auction"][-1] == "N pass"  # after the errors, the game goes on


def _untraced(answer: dict[str, Any]) -> dict[str, Any]:
    answer.get("errored", {}).pop("traceback", None)
    return answer


class _Counted(io.BytesIO):
    def __init__(self) -> None:
        super().__init__()
        self.writes = 0

    def write(self, data: Any) -> int:
        self.writes += 1
        return super().write(data)


def test_the_answers_of_requests_written_at_once_go_out_in_one_piece() -> None:
    data = _requests()
    read, write = os.pipe()
    os.write(write, data)  # all of it waiting before the first answer
    os.close(write)
    out = _Counted()
    lines = FdLines(read, limit=2000)
    serve(ReferenceImplementation(), lines, out, more=lines.pending)
    os.close(read)
    assert out.getvalue().count(b"\n") == 28 and out.writes == 1
    one_by_one = _Counted()
    serve(ReferenceImplementation(), bounded_lines(io.BytesIO(data), limit=2000), one_by_one)
    assert one_by_one.writes == 28 and one_by_one.getvalue() == out.getvalue()


def test_an_act_observe_legal_line_read_without_the_json_decoder_is_answered_as_when_decoded() -> None:
    # compact lines in the fuzzer's order skip the decoder; spaced, escaped or reordered ones do not
    pack = [str(c) for c in load_ruleset("australian").pack]
    lines = [encode({"seq": 1, "cmd": "open", "variant": "australian", "options": [],
                     "setup": {"dealer": "N", "pack": pack}}),
             b'{"seq":0,"cmd":"act-observe-legal","game":"g1","action":"E bid 6S"}\n',
             b'{"seq": 3, "cmd": "act-observe-legal", "game": "g1", "action": "S pass"}\n',
             b'{"seq":4,"cmd":"act-observe-legal","game":"g1","action":"W \\u0070ass"}\n',
             b'{"seq":5,"cmd":"act-observe-legal","action":"N pass","game":"g1"}\n',
             b'{"seq":06,"cmd":"act-observe-legal","game":"g1","action":"E pass"}\n',
             b'{"seq":7,"cmd":"act-observe-legal","game":"g1","action":"E pass"}\n',
             b'{"seq":8,"cmd":"act-observe-legal","game":"g1","action":"E pass"}']
    plain, fast = io.BytesIO(), io.BytesIO()
    serve(_Plain(), bounded_lines(io.BytesIO(b"".join(lines))), plain)
    serve(ReferenceImplementation(), bounded_lines(io.BytesIO(b"".join(lines))), fast)
    answers = [_untraced(decode(line)) for line in fast.getvalue().splitlines()]
    assert answers == [_untraced(decode(line)) for line in plain.getvalue().splitlines()]
    assert [a.get("seq") for a in answers] == [1, 0, 3, 4, 5, None, 7, 8]
    assert answers[4]["value"]["observation"]["auction"] == ["E 6S", "S pass", "W pass", "N pass"]
    assert "refused" in answers[7]  # E passed already: refused, the game as it was
