"""The canonical JSON text of an observation, written straight from the hand's state.

:func:`snapshot_json` gives exactly what :func:`~five_hundred_suite.protocol.messages.encode` writes for
:func:`~.reference.snapshot` (compact, keys in the snapshot's order, text as UTF-8), without building the
snapshot first: the cards of a hand and each completed trick are written once and kept, since they stay
the same over many observations. The served reference engine answers ``observe-legal`` with it, and the
fuzzer writes the answer it expects with it, so that an answer equal to it byte for byte needs no reading
(:meth:`~five_hundred_suite.protocol.connection.Connection.pipeline`'s ``expect``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from json.encoder import encode_basestring as _quoted_py
from typing import Any, Final, cast

from five_hundred import Action, HandState, Trick, format_action
from five_hundred.cards import mask_texts
from five_hundred.ruleset import Ruleset

try:  # the C version, as the json module's encoder uses it
    from _json import encode_basestring as _quoted
except ImportError:  # pragma: no cover - an interpreter without the C accelerator
    _quoted = _quoted_py


@lru_cache(maxsize=1 << 14)
def cards_json(mask: int) -> str:
    """The JSON array of the canonical texts of the cards of a bit mask, in code order."""
    return "[" + ",".join(map(_quoted, mask_texts(mask))) + "]"


def texts_json(texts: Iterable[str]) -> str:
    """A JSON array of strings, compact."""
    return "[" + ",".join(map(_quoted, texts)) + "]"


_KEPT: Final = 1 << 12
"""How many of each kind of part :func:`_kept` keeps before it starts again."""
_PARTS: Final[dict[str, dict[int, tuple[Any, Any, Any]]]] = {"trick": {}, "tricks": {}, "auction": {}, "legal": {}}
"""The parts written lately, by kind, then by ``id`` (each kept with its ruleset's seats, or the ruleset, and its
text, so that the ``id`` stays its own): completed tricks, the tricks of a hand so far, auctions so far, the
texts of legal actions (the reference makes the legal calls of each place in an auction once)."""


def _kept(kind: str, part: Any, seats: Any, write: Callable[[Any, Any], Any]) -> Any:
    """The text of an immutable ``part`` of a hand, written by ``write`` the first time it is met lately."""
    kept = _PARTS[kind]
    found = kept.get(id(part))
    if found is not None and found[0] is part and found[1] is seats:
        return found[2]
    text = write(part, seats)
    if len(kept) >= _KEPT:
        kept.clear()
    kept[id(part)] = (part, seats, text)
    return text


def _formatted(legal: tuple[Action, ...], r: Ruleset) -> tuple[str, ...]:
    return tuple(format_action(r, a) for a in legal)


def legal_texts(r: Ruleset, legal: tuple[Action, ...]) -> tuple[str, ...]:
    """The texts of the legal actions ``legal`` (:func:`five_hundred.legal_actions`) in ``r``, in their order."""
    return cast(tuple[str, ...], _kept("legal", legal, r, _formatted))


def _trick(t: Trick, seats: Sequence[str]) -> str:
    return ('{"leader":' + _quoted(seats[t.leader]) + ',"cards":' + texts_json([str(c) for _, c in t.plays])
            + ',"winner":' + ("null" if t.winner is None else _quoted(seats[t.winner])) + "}")


def _tricks(tricks: tuple[Trick, ...], seats: Sequence[str]) -> str:
    return "[" + ",".join([_kept("trick", t, seats, _trick) for t in tricks]) + "]"


def _auction(auction: tuple[tuple[int, Any], ...], seats: Sequence[str]) -> str:
    return texts_json([f"{seats[s]} {'pass' if b is None else b}" for s, b in auction])


def _result(state: HandState, sides: Sequence[str]) -> str:
    result = state.result
    if result is None:
        return "null"
    sc = result.score
    return ('{"thrown_in":' + ("true" if result.thrown_in else "false") + ',"made":'
            + ("null" if sc is None else "true" if sc.made else "false") + ',"points":{'
            + ",".join([_quoted(s) + ":" + str(0 if sc is None else sc.points[i]) for i, s in enumerate(sides)])
            + '},"tricks_played":' + str(result.tricks_played) + "}")


def snapshot_json(state: HandState) -> str:
    """``encode(snapshot(state))`` without its newline, as text (see the module's description)."""
    r = state.ruleset
    seats = r.seats
    sides = r.side_names
    won = [0] * len(sides)
    for seat, n in enumerate(state.tricks_won):
        won[r.side_of[seat]] += n
    contractor = state.contractor
    current = state.current
    contract = state.contract
    return "".join((
        '{"phase":', _quoted(state.phase.value),
        ',"turn":', "null" if state.turn is None else _quoted(seats[state.turn]),
        ',"dealer":', _quoted(seats[state.dealer]),
        ',"hands":{', ",".join([_quoted(seats[i]) + ":" + cards_json(m) for i, m in enumerate(state.hands)]),
        '},"kitty":', cards_json(state.kitty),
        ',"auction":', _kept("auction", state.auction, seats, _auction),
        ',"contract":', "null" if contract is None else _quoted(str(contract)),
        ',"contractor":', "null" if contractor is None else _quoted(seats[contractor]),
        ',"joker_suit":', "null" if state.joker_suit is None else _quoted(state.joker_suit.value),
        ',"trick":', "[]" if current is None else texts_json([str(c) for _, c in current.plays]),
        ',"tricks":', _kept("tricks", state.tricks, seats, _tricks),
        ',"tricks_won":{', ",".join([_quoted(s) + ":" + str(won[i]) for i, s in enumerate(sides)]),
        '},"exposed":', "true" if state.exposed else "false",
        ',"exposed_hand":', cards_json(state.hands[contractor]) if state.exposed and contractor is not None
        else "null",
        ',"active":', texts_json([seats[s] for s in state.active]),
        ',"result":', _result(state, sides), "}",
    ))


def observe_legal_json(state: HandState, legal: Sequence[str]) -> str:
    """The value of an ``observe-legal`` answer as canonical JSON: ``{"observation": ..., "legal_actions": ...}``
    with the observation of :func:`snapshot_json` and ``legal``, the texts of the legal actions, in their order.
    """
    return '{"observation":' + snapshot_json(state) + ',"legal_actions":' + texts_json(legal) + "}"
