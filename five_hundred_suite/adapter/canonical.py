"""The canonical JSON text of an observation, written straight from the hand's state.

:func:`snapshot_json` gives exactly what :func:`~five_hundred_suite.protocol.messages.encode` writes for
:func:`~.reference.snapshot` (compact, keys in the snapshot's order, text as UTF-8), without building the
snapshot first: the cards of a hand and each completed trick are written once and kept, since they stay
the same over many observations. The served reference engine answers ``observe-legal`` with it, and the
fuzzer writes the answer it expects with it, so that an answer equal to it byte for byte needs no reading
(:meth:`~five_hundred_suite.protocol.connection.Connection.pipeline`'s ``expect``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from json.encoder import encode_basestring as _quoted_py
from typing import Any, Final

from five_hundred import HandState, Trick
from five_hundred.cards import mask_texts

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


_TRICKS: Final[dict[int, tuple[Trick, Sequence[str], str]]] = {}
"""Each completed trick written (by ``id``, the trick kept with its text so that the ``id`` stays its own)."""
_KEPT: Final = 1 << 12
"""How many tricks :data:`_TRICKS` keeps before it starts again."""


def _trick_json(t: Trick, seats: Sequence[str]) -> str:
    kept = _TRICKS.get(id(t))
    if kept is not None and kept[0] is t and kept[1] is seats:
        return kept[2]
    text = ('{"leader":' + _quoted(seats[t.leader]) + ',"cards":' + texts_json(str(c) for _, c in t.plays)
            + ',"winner":' + ("null" if t.winner is None else _quoted(seats[t.winner])) + "}")
    if len(_TRICKS) >= _KEPT:
        _TRICKS.clear()
    _TRICKS[id(t)] = (t, seats, text)
    return text


def _null_or(text: Any) -> str:
    return "null" if text is None else _quoted(str(text))


def snapshot_json(state: HandState) -> str:
    """``encode(snapshot(state))`` without its newline, as text (see the module's description)."""
    r = state.ruleset
    seats = r.seats
    sides = r.side_names
    won = [0] * len(sides)
    for seat, n in enumerate(state.tricks_won):
        won[r.side_of[seat]] += n
    contractor = state.contractor
    result = state.result
    if result is None:
        result_text = "null"
    else:
        sc = result.score
        result_text = ('{"thrown_in":' + ("true" if result.thrown_in else "false") + ',"made":'
                       + ("null" if sc is None else "true" if sc.made else "false") + ',"points":{'
                       + ",".join(_quoted(s) + ":" + str(0 if sc is None else sc.points[i])
                                  for i, s in enumerate(sides))
                       + '},"tricks_played":' + str(result.tricks_played) + "}")
    current = state.current
    return "".join((
        '{"phase":', _quoted(state.phase.value),
        ',"turn":', "null" if state.turn is None else _quoted(seats[state.turn]),
        ',"dealer":', _quoted(seats[state.dealer]),
        ',"hands":{', ",".join(_quoted(seats[i]) + ":" + cards_json(m) for i, m in enumerate(state.hands)),
        '},"kitty":', cards_json(state.kitty),
        ',"auction":', texts_json(f"{seats[s]} {'pass' if b is None else b}" for s, b in state.auction),
        ',"contract":', _null_or(state.contract),
        ',"contractor":', "null" if contractor is None else _quoted(seats[contractor]),
        ',"joker_suit":', "null" if state.joker_suit is None else _quoted(state.joker_suit.value),
        ',"trick":', "[]" if current is None else texts_json(str(c) for _, c in current.plays),
        ',"tricks":[', ",".join(_trick_json(t, seats) for t in state.tricks),
        '],"tricks_won":{', ",".join(_quoted(s) + ":" + str(won[i]) for i, s in enumerate(sides)),
        '},"exposed":', "true" if state.exposed else "false",
        ',"exposed_hand":', cards_json(state.hands[contractor]) if state.exposed and contractor is not None
        else "null",
        ',"active":', texts_json(seats[s] for s in state.active),
        ',"result":', result_text, "}",
    ))


def observe_legal_json(state: HandState, legal: Sequence[str]) -> str:
    """The value of an ``observe-legal`` answer as canonical JSON: ``{"observation": ..., "legal_actions": ...}``
    with the observation of :func:`snapshot_json` and ``legal``, the texts of the legal actions, in their order.
    """
    return '{"observation":' + snapshot_json(state) + ',"legal_actions":' + texts_json(legal) + "}"
