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

from five_hundred import Action, HandState, Phase, Trick, format_action, parse_action
from five_hundred.cards import ALL_CARDS, JOKER_CODE, mask_texts
from five_hundred.ruleset import Ruleset

try:  # the C version, as the json module's encoder uses it
    from _json import encode_basestring as _quoted
except ImportError:  # pragma: no cover - an interpreter without the C accelerator
    _quoted = _quoted_py


def _bytes_json(shift: int) -> tuple[str, ...]:
    """For each value of the 8 bits of a card mask from bit ``shift`` on, the JSON strings of the cards they
    hold, in code order, separated by commas (``""`` for none).
    """
    return tuple(",".join(map(_quoted, mask_texts(v << shift & _EVERY))) for v in range(256))


_EVERY: Final = sum(1 << c.code for c in ALL_CARDS)
"""The bits of every card (the others are no card's)."""


_BYTES: Final = tuple((shift, _bytes_json(shift)) for shift in range(0, JOKER_CODE + 1, 8))
"""Each byte of a card mask (the bit it starts at) with its :func:`_bytes_json`, the joker's the last."""


@lru_cache(maxsize=1 << 14)
def cards_json(mask: int) -> str:
    """The JSON array of the canonical texts of the cards of a bit mask, in code order (written a byte of
    the mask at a time).
    """
    return "[" + ",".join(filter(None, [texts[mask >> shift & 255] for shift, texts in _BYTES])) + "]"


def texts_json(texts: Iterable[str]) -> str:
    """A JSON array of strings, compact."""
    return "[" + ",".join(map(_quoted, texts)) + "]"


_KEPT: Final = 1 << 12
"""How many of each kind of part :func:`_kept` keeps before it starts again."""
_PARTS: Final[dict[str, dict[int, tuple[Any, Any, Any]]]] = {"trick": {}, "tricks": {}, "auction": {}, "legal": {},
                                                              "legal_json": {}}
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


class _Texts:
    """The texts of one ruleset's snapshots that are written the same way many times, made once: its
    seats and sides as JSON strings and keys, the text of each action met (by ``id``, each kept with its
    action), and the parts of a snapshot met lately, each by what it is written from (see :func:`snapshot_json`).
    """

    __slots__ = ("action", "active", "hands", "middle", "ruleset", "seat", "side_key", "won")

    def __init__(self, r: Ruleset) -> None:
        self.ruleset = r
        self.seat: tuple[str, ...] = tuple(map(_quoted, r.seats))
        self.hands = ",".join(q.replace("%", "%%") + ":%s" for q in self.seat)
        """The template of the snapshot's ``hands`` object, a ``%s`` for each seat's cards."""
        self.side_key = tuple(_quoted(s) + ":" for s in r.side_names)
        self.action: dict[int, tuple[Action, str, str]] = {}
        self.active: dict[tuple[int, ...], str] = {}
        self.won: dict[tuple[int, ...], str] = {}
        self.middle: dict[int, tuple[Any, ...]] = {}


_TEXTS: Final[dict[int, _Texts]] = {}
"""The :class:`_Texts` of each ruleset met, by ``id`` (each keeps its ruleset, so that the ``id`` stays its own)."""


def _texts_of(r: Ruleset) -> _Texts:
    texts = _TEXTS.get(id(r))
    if texts is None or texts.ruleset is not r:
        if len(_TEXTS) >= 64:
            _TEXTS.clear()
        texts = _TEXTS[id(r)] = _Texts(r)
    return texts


def _room(kept: dict[Any, Any]) -> dict[Any, Any]:
    """``kept``, emptied when it holds :data:`_KEPT` items (it starts again)."""
    if len(kept) >= _KEPT:
        kept.clear()
    return kept


def _action_texts(r: Ruleset, a: Action) -> tuple[Action, str, str]:
    """``a``, its text in ``r`` and that text as a JSON string (kept by the action's ``id``)."""
    known = _texts_of(r).action
    found = known.get(id(a))
    if found is None or found[0] is not a:
        text = format_action(r, a)
        found = _room(known)[id(a)] = a, text, _quoted(text)
    return found


def _formatted(legal: tuple[Action, ...], r: Ruleset) -> tuple[str, ...]:
    return tuple([_action_texts(r, a)[1] for a in legal])


def _legal_json(legal: tuple[Action, ...], r: Ruleset) -> str:
    known = _texts_of(r).action
    out = []
    for a in legal:
        found = known.get(id(a))
        out.append(found[2] if found is not None and found[0] is a else _action_texts(r, a)[2])
    return "[" + ",".join(out) + "]"


def legal_texts(r: Ruleset, legal: tuple[Action, ...]) -> tuple[str, ...]:
    """The texts of the legal actions ``legal`` (:func:`five_hundred.legal_actions`) in ``r``, in their order."""
    return cast(tuple[str, ...], _kept("legal", legal, r, _formatted))


def legal_json(r: Ruleset, legal: tuple[Action, ...]) -> str:
    """``texts_json(legal_texts(r, legal))``: the legal actions' texts as a compact JSON array."""
    return cast(str, _kept("legal_json", legal, r, _legal_json))


_PHASE_TURN: Final = {p: '{"phase":' + _quoted(p.value) + ',"turn":' for p in Phase}
_CARD: Final = {c.code: _quoted(str(c)) for c in ALL_CARDS}
"""Each card's text as a JSON string, by code."""


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


def _middle(state: HandState, texts: _Texts) -> str:
    """The snapshot's text from the kitty to the joker's suit: written once for each auction (the contract and
    the contractor follow from it), kitty and joker's suit, and kept while they last (the whole play).
    """
    auction, kitty, jsuit, contractor = state.auction, state.kitty, state.joker_suit, state.contractor
    found = texts.middle.get(id(auction))
    partners = state.partners
    if found is not None and found[0] is auction and found[1] == kitty and found[2] is jsuit \
            and found[3] == contractor and found[4] is state.high_bid and found[6] == partners \
            and found[7] == state.called:
        return cast(str, found[5])
    seats, contract = texts.seat, state.contract
    text = "".join((
        cards_json(kitty), ',"auction":', _kept("auction", auction, texts.ruleset.seats, _auction),
        ',"contract":', "null" if contract is None else _quoted(str(contract)),
        ',"contractor":', "null" if contractor is None else seats[contractor],
        ',"partners":[' + ",".join([seats[p] for p in partners]) + "]" if texts.ruleset.names_partners else "",
        ',"called":[' + ",".join([f'"{c}"' for c in state.called]) + "]" if texts.ruleset.calls_cards else "",
        ',"joker_suit":', "null" if jsuit is None else _quoted(jsuit.value)))
    _room(texts.middle)[id(auction)] = (auction, kitty, jsuit, contractor, state.high_bid, text, partners,
                                        state.called)
    return text


def _won(state: HandState, texts: _Texts) -> str:
    """The snapshot's ``tricks_won`` object (tricks by side), kept for each count of tricks by seat."""
    by_seat = state.tricks_won
    text = texts.won.get(by_seat)
    if text is None:
        r = texts.ruleset
        won = [0] * len(r.side_names)
        for seat, n in enumerate(by_seat):
            won[r.side_of[seat]] += n
        text = _room(texts.won)[by_seat] = "{" + ",".join([k + str(n) for k, n in zip(texts.side_key, won, strict=True)]) + "}"
    return text


def _active(state: HandState, texts: _Texts) -> str:
    active = state.active
    text = texts.active.get(active)
    if text is None:
        text = _room(texts.active)[active] = "[" + ",".join([texts.seat[s] for s in active]) + "]"
    return text


def snapshot_json(state: HandState) -> str:
    """``encode(snapshot(state))`` without its newline, as text (see the module's description)."""
    texts = _texts_of(state.ruleset)
    seats = texts.seat
    turn, contractor, current = state.turn, state.contractor, state.current
    exposed = state.exposed
    return "".join((
        _PHASE_TURN[state.phase], "null" if turn is None else seats[turn],
        ',"dealer":', seats[state.dealer],
        ',"hands":{', texts.hands % tuple(map(cards_json, state.hands)),
        '},"kitty":', _middle(state, texts),
        ',"trick":', "[]" if current is None else "[" + ",".join([_CARD[c.code] for _, c in current.plays]) + "]",
        ',"tricks":', _kept("tricks", state.tricks, texts.ruleset.seats, _tricks),
        ',"tricks_won":', _won(state, texts),
        ',"exposed":', "true" if exposed else "false",
        ',"exposed_hand":', cards_json(state.hands[contractor]) if exposed and contractor is not None else "null",
        ',"active":', _active(state, texts),
        ',"result":', _result(state, texts.ruleset.side_names), "}",
    ))


def observe_legal_json(state: HandState, legal: Sequence[str]) -> str:
    """The value of an ``observe-legal`` answer as canonical JSON: ``{"observation": ..., "legal_actions": ...}``
    with the observation of :func:`snapshot_json` and ``legal``, the texts of the legal actions, in their order.
    """
    return '{"observation":' + snapshot_json(state) + ',"legal_actions":' + texts_json(legal) + "}"


def observe_legal_json_of(state: HandState, legal: tuple[Action, ...]) -> str:
    """:func:`observe_legal_json` of ``state`` and its legal actions ``legal`` (:func:`five_hundred.legal_actions`,
    none in the kitty phase).
    """
    return '{"observation":' + snapshot_json(state) + ',"legal_actions":' + legal_json(state.ruleset, legal) + "}"


_ACTIONS: Final[dict[tuple[int, str], tuple[Ruleset, Action]]] = {}
"""The actions read lately by :func:`action_of`, by ruleset (its ``id``, the ruleset kept with them, so that the
``id`` stays its own) and text."""


def action_of(r: Ruleset, text: str) -> Action:
    """``parse_action(r, text)``, kept (an action is an immutable value): a game's action texts are read once each.

    Raises:
        FiveHundredError: as :func:`~five_hundred.parse_action`.
    """
    found = _ACTIONS.get((id(r), text))
    if found is not None and found[0] is r:
        return found[1]
    action = parse_action(r, text)
    if len(_ACTIONS) >= 1 << 14:
        _ACTIONS.clear()
    _ACTIONS[(id(r), text)] = r, action
    return action
