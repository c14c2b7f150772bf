"""Positions: a hand after its auction, as a value that can be written down.

A :class:`Position` says where a hand is without saying how it got there: the
dealer, the contract and its contractor, the joker's nomination, every seat's
cards now, the contractor's discards, the completed tricks and the trick in
progress, and whose turn it is. It knows nothing of a variant; seats are
names (``N``, ``P1``) and cards are :class:`~five_hundred.cards.Card` values.

It has two written forms, each of which round-trips:

* JSON (:meth:`Position.from_json`, :meth:`Position.to_json`), the ``position``
  form of the adapter protocol's ``setup``::

      {"dealer": "W", "contract": "7NT", "contractor": "N", "joker_suit": null,
       "hands": {"N": [...], "E": [...], "S": [...], "W": [...]},
       "discards": ["4D", "5D", "4H"],
       "tricks": [{"leader": "N", "cards": ["AS", "4S", "9S", "QS"], "named_suit": null}],
       "trick": {"leader": "E", "cards": ["JK"], "named_suit": "D"},
       "turn": "S"}

* one line of text (:func:`parse_position`, :func:`format_position`), six
  fields separated by `` | ``::

      dealer W, N 7NT | N 5S 6S ..., E ..., S ..., W ... | discards 4D 5D 4H | N AS 4S 9S QS | E JK:D | S to play

:func:`state_from_position` checks a position against a variant's rules and
builds the engine's :class:`~five_hundred.HandState`;
:func:`position_of` is its inverse, and :func:`route_to_position` gives a
deal and the actions that reach a position from it (for an implementation
that cannot open positions). ``spec/pages/positions.md`` documents both forms
for implementers.

Rules: DECK-01, DECK-02, DECK-04, DEAL-01, KITTY-01, KITTY-03, KITTY-04,
JOKER-05, JOKER-10, JOKER-14, DECIDE-13, PLAY-01, PLAY-06, PLAY-08, SEAT-03,
MIS-01, and those of :func:`~five_hundred.check` for the recorded plays.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .bids import Bid
from .cards import Card, Suit, cards_of, mask_of, parse_suit
from .errors import FiveHundredError, IllegalActionError, IllegalPositionError, SetupError
from .legality import legal_actions
from .partners import holders, named_seats
from .ruleset import Ruleset
from .state import Action, Discard, HandState, MakeBid, Nominate, Pass, Phase, Play
from .transitions import actions_of, apply, deal_hands

__all__ = [
    "Position",
    "PositionTrick",
    "format_position",
    "parse_position",
    "position_of",
    "route_to_position",
    "state_from_position",
]


@dataclass(frozen=True, slots=True)
class PositionTrick:
    """A trick of a position, complete or in progress.

    Attributes:
        leader: the seat that led it.
        cards: the cards in the order played, the leader's first.
        named_suit: the suit named by a suitless joker lead, else ``None``.

    """

    leader: str
    cards: tuple[Card, ...]
    named_suit: Suit | None = None


@dataclass(frozen=True, slots=True)
class Position:
    """A hand after its auction: the contractor about to discard, about to
    nominate the joker, in play, or over.

    Attributes:
        dealer: the dealer's seat.
        contract: the contract.
        contractor: the contractor's seat.
        hands: ``(seat, cards held now)`` for every seat, cards in canonical
            order. While the contractor is to discard, the contractor's hand
            holds the kitty too.
        discards: the cards the contractor put back, in canonical order;
            ``None`` while the contractor is still to discard (the kitty phase).
        tricks: the completed tricks, in order.
        trick: the trick in progress, ``None`` when no card of it is played yet.
        turn: the seat to act, ``None`` once the hand is over.
        joker_suit: the suit nominated for the joker; ``None`` when the
            contractor declined or no nomination applies.
        partners: the seats the contractor named as partners for the hand, in a game whose
            sides are formed after the auction (SEAT-10); empty where the sides are fixed. In
            the called-card game, the holders of called cards the position shows (SEAT-13); the
            engine finds the others from the holdings.
        called: the cards the contractor called, in the called-card game (SEAT-12); empty
            elsewhere.
        kitty: the kitty, not yet taken up, while the contractor is still to name partners or
            call cards (the partner phase: SEAT-10, SEAT-12); ``None`` after it.
        nomination_pending: the contractor is still to nominate (the JSON form
            leaves ``joker_suit`` out, the text form writes ``joker ?``).

    Build one with :meth:`from_json`, :func:`parse_position` or
    :func:`position_of`; :func:`state_from_position` checks it.
    """

    dealer: str
    contract: Bid
    contractor: str
    hands: tuple[tuple[str, tuple[Card, ...]], ...]
    discards: tuple[Card, ...] | None
    tricks: tuple[PositionTrick, ...] = ()
    trick: PositionTrick | None = None
    turn: str | None = None
    joker_suit: Suit | None = None
    nomination_pending: bool = False
    partners: tuple[str, ...] = ()
    called: tuple[Card, ...] = ()
    kitty: tuple[Card, ...] | None = None

    def hand(self, seat: str) -> tuple[Card, ...]:
        """The cards ``seat`` holds now (empty for a seat the position does not give)."""
        return next((cards for s, cards in self.hands if s == seat), ())

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Position:
        """Read the JSON form (the protocol's ``{"position": {...}}`` setup).

        Keys: ``dealer``, ``contract``, ``contractor``, ``hands`` (seat -> cards),
        ``tricks`` (each ``{"leader", "cards", "named_suit"}``) and ``turn``
        (a seat or null) are required; ``partners`` (seats), ``called`` (cards: SEAT-12) and
        ``kitty`` (cards, in the partner phase only: SEAT-10) are optional; ``joker_suit`` (a suit letter or null;
        left out = the contractor is still to nominate), ``discards`` (left
        out or null = the contractor is still to discard) and ``trick`` (null,
        or a trick whose cards may be empty) are optional. Cards may be in any
        order and any spelling :meth:`Card.parse` reads. This reads the form
        only; :func:`state_from_position` checks the rules.

        Raises:
            IllegalPositionError: a key is missing or unknown, a value has the
                wrong type, or a text is not a card, bid or suit (the field is
                named; ``rule`` is ``None``), or an empty trick in progress is
                led by another seat than the one to play (PLAY-06).

        """
        if not isinstance(data, Mapping):
            raise IllegalPositionError("position", f"must be an object, not {type(data).__name__}")
        unknown = sorted(set(data) - _KEYS)
        if unknown:
            raise IllegalPositionError(unknown[0], f"is not a key of a position (keys: {', '.join(_KEY_ORDER)})")
        for key in ("dealer", "contract", "contractor", "hands", "tricks", "turn"):
            if key not in data:
                raise IllegalPositionError(key, "is missing (a required key)")
        raw_hands = data["hands"]
        if not isinstance(raw_hands, Mapping):
            raise IllegalPositionError("hands", "must be an object: seat -> cards")
        hands = tuple((_text("hands", s), _cards(f"hands.{s}", c)) for s, c in raw_hands.items())
        raw_discards = data.get("discards")
        discards = None if raw_discards is None else _cards("discards", raw_discards)
        raw_tricks = data["tricks"]
        if not isinstance(raw_tricks, list):
            raise IllegalPositionError("tricks", "must be a list of tricks")
        tricks = tuple(_trick(f"tricks[{t}]", x) for t, x in enumerate(raw_tricks))
        turn = None if data["turn"] is None else _text("turn", data["turn"])
        trick = None if data.get("trick") is None else _trick("trick", data["trick"])
        if trick is not None and not trick.cards:
            if trick.leader != turn:
                raise IllegalPositionError("trick.leader", f"a trick with no card yet is led by the seat to play ({turn}), "
                                           f"not {trick.leader}", rule="PLAY-06")
            if trick.named_suit is not None:
                raise IllegalPositionError("trick.named_suit", "a suit is named only with a suitless joker lead",
                                           rule="JOKER-10")
            trick = None
        pending = "joker_suit" not in data and discards is not None
        raw_partners = data.get("partners", [])
        if not isinstance(raw_partners, list):
            raise IllegalPositionError("partners", "must be a list of seats")
        raw_kitty = data.get("kitty")
        return Position(
            partners=tuple(_text(f"partners[{i}]", x) for i, x in enumerate(raw_partners)),
            called=_cards("called", data.get("called", []), in_order=True),
            kitty=None if raw_kitty is None else _cards("kitty", raw_kitty),
            dealer=_text("dealer", data["dealer"]), contract=_bid("contract", data["contract"]),
            contractor=_text("contractor", data["contractor"]), hands=hands, discards=discards, tricks=tricks,
            trick=trick, turn=turn, joker_suit=_suit("joker_suit", data.get("joker_suit")), nomination_pending=pending,
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON form, keys in the order of :meth:`from_json`'s documentation.

        ``joker_suit`` is left out while the nomination is pending, ``discards``
        while the contractor is to discard; ``trick`` is null outside play and
        ``{"leader": turn, "cards": [], "named_suit": null}`` before the first
        card of a trick.
        """
        out: dict[str, Any] = {"dealer": self.dealer, "contract": str(self.contract), "contractor": self.contractor}
        if self.partners:
            out["partners"] = list(self.partners)
        if self.called:
            out["called"] = [str(c) for c in self.called]
        if self.kitty is not None:
            out["kitty"] = [str(c) for c in self.kitty]
        elif not self.nomination_pending:
            out["joker_suit"] = None if self.joker_suit is None else self.joker_suit.value
        out["hands"] = {s: [str(c) for c in cards] for s, cards in self.hands}
        if self.discards is not None and self.kitty is None:
            out["discards"] = [str(c) for c in self.discards]
        out["tricks"] = [_trick_json(t) for t in self.tricks]
        trick = self.trick
        if (trick is None and self.turn is not None and self.discards is not None and not self.nomination_pending
                and self.kitty is None):
            trick = PositionTrick(self.turn, ())
        out["trick"] = None if trick is None else _trick_json(trick)
        out["turn"] = self.turn
        return out


_KEY_ORDER = ("dealer", "contract", "contractor", "partners", "called", "kitty", "joker_suit", "hands", "discards", "tricks", "trick", "turn")
_KEYS = frozenset(_KEY_ORDER)


def _trick_json(t: PositionTrick) -> dict[str, Any]:
    return {"leader": t.leader, "cards": [str(c) for c in t.cards],
            "named_suit": None if t.named_suit is None else t.named_suit.value}


def _text(field: str, value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise IllegalPositionError(field, f"must be a non-empty string, not {value!r}")
    return value.strip()


def _canonical(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: c.code))


def _card(field: str, value: object) -> Card:
    try:
        return Card.parse(_text(field, value))
    except FiveHundredError:
        raise IllegalPositionError(field, f"{value!r} is not a card (rank A K Q J 13 12 11 10 9 8 7 6 5 4 3 2 "
                                          "and suit S C D H, or JK)") from None


def _cards(field: str, value: object, *, in_order: bool = False) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise IllegalPositionError(field, f"must be a list of cards, not {value!r}")
    cards = [_card(f"{field}[{i}]", c) for i, c in enumerate(value)]
    return tuple(cards) if in_order else _canonical(cards)


def _suit(field: str, value: object) -> Suit | None:
    if value is None:
        return None
    try:
        return parse_suit(_text(field, value))
    except FiveHundredError:
        raise IllegalPositionError(field, f"{value!r} is not a suit (S C D H) or null") from None


def _bid(field: str, value: object) -> Bid:
    try:
        return Bid.parse(_text(field, value))
    except FiveHundredError:
        raise IllegalPositionError(field, f"{value!r} is not a contract (6S ... 10NT, MIS, OMIS, BMIS)") from None


def _trick(field: str, value: object) -> PositionTrick:
    if not isinstance(value, Mapping):
        raise IllegalPositionError(field, "must be an object {\"leader\", \"cards\", \"named_suit\"}")
    extra = sorted(set(value) - {"leader", "cards", "named_suit"})
    if extra:
        raise IllegalPositionError(f"{field}.{extra[0]}", "is not a key of a trick (leader, cards, named_suit)")
    for key in ("leader", "cards"):
        if key not in value:
            raise IllegalPositionError(f"{field}.{key}", "is missing (a required key)")
    return PositionTrick(_text(f"{field}.leader", value["leader"]),
                         _cards(f"{field}.cards", value["cards"], in_order=True),
                         _suit(f"{field}.named_suit", value.get("named_suit")))


# --- the text form ------------------------------------------------------------------


_FIELDS = "dealer and contract | hands | discards | tricks | trick in progress | turn"


def format_position(p: Position) -> str:
    """The one-line text form of a position: six fields separated by `` | ``.

    1. ``dealer W, N 7NT``: the dealer, then the contractor and the contract,
       then ``, partners P3 P4`` for the partners named where the sides are
       formed after the auction (SEAT-10), ``, called AH KS`` for the cards called in the
       called-card game (SEAT-12), then ``, joker H`` for a nominated suit or ``, joker ?`` while the
       nomination is pending (nothing when declined or not applicable);
    2. ``N 4S 5S, E ..., S ..., W ...``: each seat and its cards now
       (canonical order; ``-`` for none);
    3. ``discards 4D 5D 4H``, or ``discards ?`` while the contractor, who then
       holds the kitty too, is to discard, or ``kitty 4D 5D 4H`` while the kitty is still
       to be taken up, the contractor to name partners or call cards (the partner phase);
    4. the completed tricks, ``N AS 4S 9S QS, S 10D JD 4D KD``: leader then
       cards in playing order, a suitless joker lead written ``JK:D`` with the
       suit it names; ``-`` for none;
    5. the trick in progress, in the same form, or ``-``;
    6. ``S to play``, or ``over``.

    >>> p = parse_position("dealer W, N 7NT | N AS, E 5S, S 4S, W JK | discards 4D 5D 4H | - | - | N to play")
    >>> format_position(p)
    'dealer W, N 7NT | N AS, E 5S, S 4S, W JK | discards 4D 5D 4H | - | - | N to play'
    """
    head = f"dealer {p.dealer}, {p.contractor} {p.contract}"
    if p.partners:
        head += ", partners " + " ".join(p.partners)
    if p.called:
        head += ", called " + _words(p.called)
    if p.nomination_pending:
        head += ", joker ?"
    elif p.joker_suit is not None:
        head += f", joker {p.joker_suit.value}"
    hands = ", ".join(f"{s} {_words(cards)}" for s, cards in p.hands)
    discards = ("kitty " + _words(p.kitty) if p.kitty is not None
                else "discards " + ("?" if p.discards is None else _words(p.discards)))
    tricks = ", ".join(_trick_text(t) for t in p.tricks) or "-"
    trick = "-" if p.trick is None or not p.trick.cards else _trick_text(p.trick)
    turn = "over" if p.turn is None else f"{p.turn} to play"
    return " | ".join((head, hands, discards, tricks, trick, turn))


def _words(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards) or "-"


def _trick_text(t: PositionTrick) -> str:
    words = [str(c) for c in t.cards]
    if t.named_suit is not None and words:
        words[0] += f":{t.named_suit.value}"
    return " ".join([t.leader, *words])


def parse_position(text: str) -> Position:
    """Read the text form of :func:`format_position` (blanks around fields are free;
    cards in any spelling :meth:`Card.parse` reads, hands in any order).

    Raises:
        IllegalPositionError: the text does not have the six fields, or a field
            is not in its form (the field is named, ``rule`` is ``None``).

    """
    fields = [f.strip() for f in text.split("|")]
    if len(fields) != 6:
        raise IllegalPositionError("position", f"has {len(fields)} field(s) separated by ' | ', not 6: {_FIELDS}")
    head, hands_text, discards_text, tricks_text, trick_text, turn_text = fields
    parts = [x.split() for x in head.split(",")]
    if parts[-1][:1] == ["view"]:
        raise IllegalPositionError("dealer", f"{head!r} ends with ', view ...': a seat's view, not a position (read it "
                                   "with five_hundred.views.parse_view; determinize_view deals positions from it)")
    partners: tuple[str, ...] = ()
    if len(parts) > 2 and parts[2][:1] == ["partners"] and len(parts[2]) > 1:
        partners = tuple(parts[2][1:])
        del parts[2]
    called: tuple[Card, ...] = ()
    if len(parts) > 2 and parts[2][:1] == ["called"] and len(parts[2]) > 1:
        called = tuple(_card_words("called", parts[2][1:]))
        del parts[2]
    if len(parts) not in (2, 3) or len(parts[0]) != 2 or parts[0][0] != "dealer" or len(parts[1]) != 2:
        raise IllegalPositionError("dealer", f"{head!r} is not 'dealer W, N 7NT' (optionally ', partners P3', ', called AH', "
                                   "', joker H' or ', joker ?')")
    joker_suit, pending = None, False
    if len(parts) == 3:
        if len(parts[2]) != 2 or parts[2][0] != "joker":
            raise IllegalPositionError("joker_suit", f"{head!r}: write the nomination as 'joker H', 'joker none' or 'joker ?'")
        word = parts[2][1]
        pending = word == "?"
        joker_suit = None if pending or word.lower() == "none" else _suit("joker_suit", word)
    hands: list[tuple[str, tuple[Card, ...]]] = []
    for part in hands_text.split(","):
        seat, *cards = part.split() or ["?"]
        if any(s == seat for s, _ in hands):
            raise IllegalPositionError(f"hands.{seat}", "is given twice")
        hands.append((seat, _canonical(_card_words(f"hands.{seat}", cards))))
    words = discards_text.split()
    kitty: tuple[Card, ...] | None = None
    if words[:1] == ["kitty"]:
        kitty, discards = _canonical(_card_words("kitty", words[1:])), None
    elif not words or words[0] != "discards":
        raise IllegalPositionError("discards", f"{discards_text!r} is not 'discards 4D 5D 4H', 'discards ?' "
                                   "or 'kitty 4D 5D 4H'")
    else:
        discards = None if words[1:] == ["?"] else _canonical(_card_words("discards", words[1:]))
    tricks = () if tricks_text == "-" else tuple(
        _trick_words(f"tricks[{t}]", part) for t, part in enumerate(tricks_text.split(",")))
    trick = None if trick_text == "-" else _trick_words("trick", trick_text)
    turn_words = turn_text.split()
    if turn_words == ["over"]:
        turn = None
    elif len(turn_words) == 3 and turn_words[1:] == ["to", "play"]:
        turn = turn_words[0]
    else:
        raise IllegalPositionError("turn", f"{turn_text!r} is not 'S to play' or 'over'")
    return Position(dealer=parts[0][1], contract=_bid("contract", parts[1][1]), contractor=parts[1][0],
                    hands=tuple(hands), discards=discards, tricks=tricks, trick=trick, turn=turn,
                    joker_suit=joker_suit, nomination_pending=pending, partners=partners, called=called,
                    kitty=kitty)


def _card_words(field: str, words: Sequence[str]) -> list[Card]:
    if list(words) == ["-"]:
        return []
    return [_card(f"{field}[{i}]", w) for i, w in enumerate(words)]


def _trick_words(field: str, text: str) -> PositionTrick:
    words = text.split()
    if len(words) < 2:
        raise IllegalPositionError(field, f"{text.strip()!r} is not a leader and the cards played")
    lead, _, named = words[1].partition(":")
    if any(":" in w for w in words[2:]):
        raise IllegalPositionError(f"{field}.named_suit", "a suit is named only with the first card of a trick",
                                   rule="JOKER-10")
    cards = [_card(f"{field}.cards[{i}]", w) for i, w in enumerate([lead, *words[2:]])]
    return PositionTrick(words[0], tuple(cards), _suit(f"{field}.named_suit", named) if named else None)


# --- checking a position against the rules --------------------------------------------


def state_from_position(ruleset: Ruleset, position: Position) -> HandState:
    """The engine state of ``position`` in the variant of ``ruleset``, after checking
    that the position can arise in a hand of that variant.

    What a position may be:

    * the **kitty** phase: ``discards`` is ``None`` and the contractor holds
      the dealt hand and the kitty (13 cards); no trick, no nomination, the
      contractor to act;
    * the **nomination** phase: ``nomination_pending`` (the JSON form leaves
      ``joker_suit`` out) where a nomination applies (the contractor holds the
      joker in no trumps or misère, in a variant that nominates); no trick
      yet, the contractor to act. Where no nomination applies, a pending
      nomination reads as none;
    * **play**: any number of completed tricks and a trick in progress;
    * **over**: the last trick played (ten, or fewer when a misère is lost
      early where the variant ends it then), ``turn`` ``None``;
    * the **partner** phase, in a game whose sides are formed after the auction: ``kitty``
      given (the kitty not yet taken up), every seat holding its dealt hand, no partners or
      called cards yet, nothing discarded or played, the contractor to name partners or call
      cards (SEAT-10, SEAT-12; a contract that takes no partner, as misère, has no such phase).

    In the called-card game ``called`` gives the cards called (as many as SEAT-11 asks, each a
    card of the pack once: SEAT-12); the partners are the other seats whose holdings, held or
    played, have them, and any ``partners`` given must be among those (SEAT-13).

    Checks, in this order, each refused with one :class:`IllegalPositionError`
    naming the field (and the card) and the rule broken:

    1. the seats (DECIDE-36) and the contract is a bid of the variant's ladder;
    2. every card of the variant's pack exactly once across the hands, the
       discards, the tricks and the trick in progress (DECK-01/DECK-02,
       DECK-04 for a second joker), and no other card;
    3. the discards are as many as the kitty (KITTY-04); nothing is played
       before the discard (KITTY-03) or a pending nomination (DECIDE-13);
    4. each trick's leader takes part in the play (MIS-01) and each
       completed trick has one card per active seat, the trick in progress
       fewer (PLAY-08);
    5. each seat holds the cards the tricks leave it (DEAL-01 before any
       play, PLAY-08 after; KITTY-01 for the contractor's 13 in the kitty phase);
    6. the discard, the nomination (JOKER-05, JOKER-14 where the variant has
       none) and every recorded play are legal, replayed with
       :func:`~five_hundred.apply` from the holdings they imply:
       each trick led by the winner of the one before (PLAY-01 for the first
       trick, PLAY-06), follow suit (PLAY-03), the joker rules (JOKER-02,
       JOKER-07..JOKER-11, JOKER-15), no play once the hand is over (PLAY-07,
       DECIDE-12);
    7. ``turn`` is the seat the rules give (SEAT-03, PLAY-06, PLAY-01,
       KITTY-01, JOKER-05), or ``None`` exactly when the hand is over.

    The state built does not know the auction or which cards were the kitty:
    its ``auction`` is empty, its ``kitty`` empty, and ``dealt`` holds the
    hands as they were when the contractor took the kitty. Everything the
    rest of the hand depends on (holdings, active seats, suits led, tricks
    won, the open misère hand laid open, the result) is as in a hand played
    to this point.

    Raises:
        IllegalPositionError: as above; the position (a frozen value) is unchanged.

    """
    r, p = ruleset, position
    n = r.players
    dealer = seat_index(r, "dealer", p.dealer)
    contractor = seat_index(r, "contractor", p.contractor)
    contract = p.contract
    if contract not in r.bid_rank:
        raise IllegalPositionError("contract", f"{contract} is not a contract of {r.id}",
                                   rule=r.rule(r.unlisted_bid_rule(contract)))
    hands: dict[int, tuple[Card, ...]] = {}
    for name, cards in p.hands:
        seat = seat_index(r, f"hands.{name}", name)
        if seat in hands:
            raise IllegalPositionError(f"hands.{name}", "is given twice")
        hands[seat] = cards
    absent = [r.seats[s] for s in range(n) if s not in hands]
    if absent:
        raise IllegalPositionError("hands", f"no hand for {' '.join(absent)}", rule="DEAL-01")
    _check_cards(r, p)
    if p.kitty is not None:
        return _partner_phase(r, p, dealer, contractor, hands)
    partners = () if r.calls_cards else _partners(r, p, contractor)
    _check_called(r, p)

    kitty_phase = p.discards is None
    played_any = bool(p.tricks) or (p.trick is not None and bool(p.trick.cards))
    if kitty_phase:
        if played_any:
            raise IllegalPositionError("discards", "is missing: the contractor discards before the first lead",
                                       rule="KITTY-03")
        if p.joker_suit is not None or p.nomination_pending:
            raise IllegalPositionError("joker_suit", "the joker is nominated after the discard", rule=r.rule("JOKER-05"))
    elif len(p.discards or ()) != r.kitty_size:
        raise IllegalPositionError("discards", f"holds {len(p.discards or ())} cards, not {r.kitty_size}",
                                   rule="KITTY-04")

    active = r.active_seats(contract, contractor)
    played: dict[int, list[Card]] = {s: [] for s in range(n)}
    records = [(f"tricks[{t}]", t_, True) for t, t_ in enumerate(p.tricks)]
    if p.trick is not None and p.trick.cards:
        records.append(("trick", p.trick, False))
    orders: list[tuple[int, ...]] = []
    for field, trick, complete in records:
        leader = seat_index(r, f"{field}.leader", trick.leader)
        if leader not in active:
            raise IllegalPositionError(f"{field}.leader", f"{trick.leader} takes no part in the play of this misère",
                                       rule=r.rule("MIS-01"))
        size = len(active)
        if complete and len(trick.cards) != size:
            raise IllegalPositionError(f"{field}.cards", f"has {len(trick.cards)} cards, not one for each of the "
                                       f"{size} players", rule="PLAY-08")
        if not complete and len(trick.cards) >= size:
            raise IllegalPositionError(f"{field}.cards", f"has {len(trick.cards)} cards: a trick of {size} is "
                                       "complete and belongs in tricks", rule="PLAY-08")
        i = active.index(leader)
        order = active[i:] + active[:i]
        orders.append(order)
        for seat, card in zip(order, trick.cards, strict=False):
            played[seat].append(card)

    for seat in range(n):
        want = r.hand_size + (r.kitty_size if kitty_phase and seat == contractor else 0)
        have = len(hands[seat]) + len(played[seat])
        if have != want:
            name = r.seats[seat]
            rule = "KITTY-01" if kitty_phase and seat == contractor else ("PLAY-08" if played_any else "DEAL-01")
            raise IllegalPositionError(f"hands.{name}", f"holds {len(hands[seat])} cards; having played "
                                       f"{len(played[seat])}, {name} should hold {want - len(played[seat])}", rule=rule)

    start = [mask_of(hands[s]) | mask_of(played[s]) for s in range(n)]
    start[contractor] |= mask_of(p.discards or ())
    if r.calls_cards:
        partners = _holders_of(r, p, start, contractor)
    state = HandState(
        ruleset=r, dealer=dealer, dealt=tuple(start), kitty=0, hands=tuple(start), phase=Phase.KITTY,
        turn=contractor, high_bid=contract, high_bidder=contractor, contractor=contractor, tricks_won=(0,) * n,
        partners=partners, called=tuple(sorted(p.called, key=lambda c: c.code)),
    )
    if p.discards is not None:
        state = _replay(state, Discard(contractor, p.discards), "discards")
        if state.phase is Phase.NOMINATION:
            if p.nomination_pending:
                if played_any:
                    raise IllegalPositionError("joker_suit", "is missing: the contractor nominates the joker's suit "
                                               "(or none) before the first lead", rule=r.rule("DECIDE-13"))
            else:
                state = _replay(state, Nominate(contractor, p.joker_suit), "joker_suit")
        elif p.joker_suit is not None:
            why = ("this game has no joker nomination" if not r.joker_nomination else
                   f"a {contract} contract has trumps: the joker is nominated only in no trumps and misère"
                   if not contract.is_misere and contract.trump is not None else
                   f"{p.contractor} does not hold the joker after the discard")
            raise IllegalPositionError("joker_suit", why, rule=r.rule("JOKER-05"))
    for (field, trick, _), order in zip(records, orders, strict=True):
        for i, (seat, card) in enumerate(zip(order, trick.cards, strict=False)):
            where = f"{field}.cards[{i}]"
            if i == 0 and state.phase is Phase.PLAY and state.turn != seat:
                where = f"{field}.leader"
            elif i == 0 and trick.named_suit is not None and not _suitless(state, card):
                where = f"{field}.named_suit"
            state = _replay(state, Play(seat, card, trick.named_suit if i == 0 else None), where)
    _check_turn(r, p, state)
    return state


def _partner_phase(r: Ruleset, p: Position, dealer: int, contractor: int,
                   hands: Mapping[int, tuple[Card, ...]]) -> HandState:
    """The state of a position in the partner phase (``p.kitty`` given): the contractor is to
    name partners or call cards before taking up the kitty.

    Raises:
        IllegalPositionError: a contract that takes no partner here (SEAT-10, MIS-06), partners or
            called cards already given (SEAT-10, SEAT-12), a discard, nomination or play before
            them (SEAT-10), a kitty or a hand of the wrong size (KITTY-04, DEAL-01), or the wrong
            seat to act (SEAT-10).
    """
    contract, n = p.contract, r.players
    if not r.partners_for(contract):
        why = ("the sides of this game are fixed" if not r.names_partners
               else f"a {contract} contract takes no partner")
        raise IllegalPositionError("kitty", f"{why}: the kitty is taken up at once, with no partner phase",
                                   rule="MIS-06" if r.names_partners else "SEAT-10")
    step = r.rule("SEAT-12") if r.calls_cards else "SEAT-10"
    if p.partners or p.called:
        field = "partners" if p.partners else "called"
        raise IllegalPositionError(field, "the kitty is taken up as soon as the partners are named or the cards "
                                   "called: a position with its kitty still to take up has neither", rule=step)
    if p.discards is not None or p.tricks or (p.trick is not None and p.trick.cards) \
            or p.joker_suit is not None or p.nomination_pending:
        played = bool(p.tricks) or (p.trick is not None and bool(p.trick.cards))
        field = "discards" if p.discards is not None else "tricks" if played else "joker_suit"
        raise IllegalPositionError(field, "nothing is discarded, nominated or played before the partners are "
                                   "found and the kitty taken up", rule=step)
    kitty = p.kitty or ()
    if len(kitty) != r.kitty_size:
        raise IllegalPositionError("kitty", f"holds {len(kitty)} cards, not {r.kitty_size}", rule="KITTY-04")
    for seat in range(n):
        if len(hands[seat]) != r.hand_size:
            raise IllegalPositionError(f"hands.{r.seats[seat]}", f"holds {len(hands[seat])} cards, not the "
                                       f"{r.hand_size} dealt", rule="DEAL-01")
    masks = tuple(mask_of(hands[s]) for s in range(n))
    state = HandState(
        ruleset=r, dealer=dealer, dealt=masks, kitty=mask_of(kitty), hands=masks, phase=Phase.PARTNER,
        turn=contractor, high_bid=contract, high_bidder=contractor, contractor=contractor, tricks_won=(0,) * n,
    )
    if p.turn != r.seats[contractor]:
        if p.turn is not None and p.turn not in r.seats:
            seat_index(r, "turn", p.turn)
        raise IllegalPositionError("turn", f"is {p.turn or 'nobody (over)'}; the rules give {r.seats[contractor]}",
                                   rule=step)
    return state


def _check_called(r: Ruleset, p: Position) -> None:
    """The called cards of ``p``: none outside the called-card game or where the contract takes
    no partner (SEAT-10, MIS-06); else as many as the level asks (SEAT-11), each a card of the
    pack once (SEAT-12).

    Raises:
        IllegalPositionError: naming ``called`` and the rule.
    """
    wanted = r.partners_for(p.contract) if r.calls_cards else 0
    if not r.calls_cards and p.called:
        raise IllegalPositionError("called", "nobody calls a card in this game", rule="SEAT-10")
    for i, c in enumerate(p.called):
        if not c.bit & r.pack_mask:
            raise IllegalPositionError(f"called[{i}]", f"{c} is not a card of this pack", rule=r.rule("SEAT-12"))
    if len(set(p.called)) != len(p.called):
        raise IllegalPositionError("called", "each card is called once", rule=r.rule("SEAT-12"))
    if len(p.called) != wanted:
        rule = "SEAT-11" if wanted else "MIS-06"
        raise IllegalPositionError("called", f"a {p.contract} contract calls {wanted} card(s), not {len(p.called)}",
                                   rule=rule)


def _holders_of(r: Ruleset, p: Position, start: Sequence[int], contractor: int) -> tuple[int, ...]:
    """The partners the called cards of ``p`` find among the holdings ``start`` (by seat: held or
    played; the contractor's with the discards), checking the partners ``p`` shows.

    Raises:
        IllegalPositionError: a partner shown who holds no called card (SEAT-13).
    """
    found = holders(start, contractor, p.called)
    for i, name in enumerate(p.partners):
        if seat_index(r, f"partners[{i}]", name) not in found:
            raise IllegalPositionError(f"partners[{i}]", f"{name} holds none of the called cards "
                                       f"{' '.join(map(str, p.called))}", rule=r.rule("SEAT-13"))
    return found


def seat_index(r: Ruleset, field: str, name: str, *, or_else: str = "") -> int:
    """The index of the seat ``name`` of ``r``, for the position field ``field``.

    Raises:
        IllegalPositionError: ``name`` is no seat of the variant (DECIDE-36); ``or_else`` ends the
            message with what else the field may hold (e.g. ``" nor 'spectator'"``).
    """
    if name not in r.seats:
        raise IllegalPositionError(field, f"{name!r} is not a seat of {r.id} ({' '.join(r.seats)}){or_else}",
                                   rule="DECIDE-36")
    return r.seats.index(name)


def cards_placed(r: Ruleset, p: Position) -> dict[Card, str]:
    """Where each card of ``p`` is written (its field, e.g. ``hands.N[2]``), every one a card of the pack
    of ``r`` given once (DECK-01, DECK-04).

    Raises:
        IllegalPositionError: a card of no pack of ``r``, or a card given twice, naming its field.
    """
    places: list[tuple[str, Card]] = [(f"hands.{s}[{i}]", c) for s, cards in p.hands for i, c in enumerate(cards)]
    places += [(f"discards[{i}]", c) for i, c in enumerate(p.discards or ())]
    places += [(f"kitty[{i}]", c) for i, c in enumerate(p.kitty or ())]
    for t, trick in enumerate(p.tricks):
        places += [(f"tricks[{t}].cards[{i}]", c) for i, c in enumerate(trick.cards)]
    if p.trick is not None:
        places += [(f"trick.cards[{i}]", c) for i, c in enumerate(p.trick.cards)]
    seen: dict[Card, str] = {}
    for field, card in places:
        if not card.bit & r.pack_mask:
            raise IllegalPositionError(field, f"{card} is not in the {len(r.pack)}-card pack of {r.id}",
                                       rule=r.rule("DECK-01"))
        if card in seen:
            rule = r.rule("DECK-04") if card.is_joker else r.rule("DECK-01")
            raise IllegalPositionError(field, f"{card} is given twice (also at {seen[card]})", rule=rule)
        seen[card] = field
    return seen


def _check_cards(r: Ruleset, p: Position) -> None:
    """Every card of the pack exactly once, and no other (DECK-01, DECK-02, DECK-04); where the variant
    deals a dead hand, the cards no place holds are that hand, exactly as many as it holds (DEAL-07).
    """
    seen = cards_placed(r, p)
    missing = cards_of(r.pack_mask & ~mask_of(seen))
    if len(missing) != r.dead_size:
        raise IllegalPositionError("hands", f"no hand, discard or trick holds {' '.join(map(str, missing))} "
                                   f"of the {len(r.pack)}-card pack", rule=r.rule("DECK-01"))


def _suitless(state: HandState, card: Card) -> bool:
    """Whether ``card`` is a joker without a suit in this state's contract (JOKER-06, JOKER-14)."""
    return card.is_joker and state.trump is None and state.joker_suit is None


def _replay(state: HandState, action: Discard | Nominate | Play, field: str) -> HandState:
    try:
        return apply(state, action)
    except IllegalActionError as e:
        raise IllegalPositionError(field, f"{e.action}: {e.reason}", rule=e.rule) from None


def _check_turn(r: Ruleset, p: Position, state: HandState) -> None:
    if state.turn is None:
        right, rule = "nobody: the hand is over", "PLAY-07"
        result = state.result
        if result is not None and result.tricks_played < r.hand_size:
            rule = "DECIDE-12"
    else:
        right = r.seats[state.turn]
        if state.phase is Phase.KITTY:
            rule = "KITTY-01"
        elif state.phase is Phase.NOMINATION:
            rule = r.rule("JOKER-05")
        elif state.current is not None:
            rule = "SEAT-03"
        else:
            rule = "PLAY-06" if state.tricks else "PLAY-01"
    if p.turn == (None if state.turn is None else r.seats[state.turn]):
        return
    if p.turn is not None and p.turn not in r.seats:
        seat_index(r, "turn", p.turn)
    given = "nobody (over)" if p.turn is None else p.turn
    raise IllegalPositionError("turn", f"is {given}; the rules give {right}", rule=rule)


# --- a route from a deal ------------------------------------------------------------------


def route_to_position(ruleset: Ruleset, position: Position) -> tuple[HandState, tuple[Action, ...]]:
    """A deal and the actions that reach ``position`` from it, for an implementation
    that cannot open positions: replaying the actions with :func:`~five_hundred.apply`
    from the deal gives a state whose :func:`position_of` is ``position``.

    The deal gives each seat the cards it held when the contractor took the
    kitty, and the kitty is the discards (in the kitty phase, the three
    highest cards, in card code order, of the contractor's hand). The auction
    is a shortest legal one found by search in which the contractor wins the
    contract: others pass, or bid only what a misère needs below it (BID-13);
    then come the discard, the nomination and the recorded plays
    (:func:`~five_hundred.actions_of`).

    Returns:
        ``(dealt, actions)``: the state as dealt (:func:`~five_hundred.deal_hands`)
        and the actions in order.

    Raises:
        IllegalPositionError: the position cannot arise (see
            :func:`state_from_position`), or no auction of the variant gives the
            contract to the contractor.

    """
    r = ruleset
    state = state_from_position(r, position)
    contractor, contract = state.contractor, state.contract
    assert contractor is not None and contract is not None
    held = state.dealt[contractor]
    kitty = state.discard
    if position.kitty is not None:
        kitty = state.kitty
    elif position.discards is None:
        top = [1 << c.code for c in cards_of(held)][-r.kitty_size:]
        kitty = sum(top)
    hands = {s: cards_of(state.dealt[s] & ~kitty) for s in range(r.players)}
    dealt = deal_hands(r, hands, cards_of(kitty), state.dealer)
    for depth in range(r.players, 3 * r.players + 3):
        auction = _auction_to(dealt, contract, contractor, depth)
        if auction is not None:
            return dealt, (*auction, *actions_of(state))
    raise IllegalPositionError("contract", f"no auction of {r.id} gives {contract} to {position.contractor}")


def _auction_to(state: HandState, contract: Bid, contractor: int, depth: int) -> tuple[Action, ...] | None:
    """Calls of at most ``depth`` actions from ``state`` after which ``contractor`` holds ``contract``."""
    if state.phase is not Phase.AUCTION:
        return () if (state.contractor, state.contract) == (contractor, contract) else None
    if depth == 0:
        return None
    r = state.ruleset
    seat = state.turn
    assert seat is not None
    bids = [a for a in legal_actions(state) if isinstance(a, MakeBid)]
    tries: list[Action] = [a for a in bids if a.bid == contract] if seat == contractor else [Pass(seat)]
    levels: set[int | None] = set()
    for a in bids:  # stepping stones: the lowest bid of each level below the contract
        if r.bid_rank[a.bid] < r.bid_rank[contract] and a.bid.tricks not in levels:
            levels.add(a.bid.tricks)
            tries.append(a)
    if seat == contractor:
        tries.append(Pass(seat))  # standing on the final turn the high bidder has in some games
    for action in tries:
        rest = _auction_to(apply(state, action), contract, contractor, depth - 1)
        if rest is not None:
            return (action, *rest)
    return None


# --- from a state ---------------------------------------------------------------------


def _partners(r: Ruleset, p: Position, contractor: int) -> tuple[int, ...]:
    """The partners of a position as seat indices, clockwise from the contractor.

    Raises:
        IllegalPositionError: a partner who is not a seat, the contractor or named twice (SEAT-10),
            or another number of partners than the contract asks (SEAT-11; none where the sides
            are fixed or in misère).
    """
    seats = [seat_index(r, f"partners[{i}]", name) for i, name in enumerate(p.partners)]
    try:
        return named_seats(r, p.contract, contractor, seats)
    except SetupError as e:
        raise IllegalPositionError("partners", e.problem, rule=e.rule) from None


def position_of(state: HandState) -> Position:
    """The position of a hand once its auction has produced a contract (the inverse of
    :func:`state_from_position`: ``state_from_position(r, position_of(s))`` has the same
    holdings, tricks, turn, legal actions and future as ``s``).

    Raises:
        IllegalPositionError: the hand has no contract (auction not over,
            thrown in, or played without a contract); ``rule`` is ``None``.

    """
    r = state.ruleset
    contract, contractor = state.contract, state.contractor
    if contract is None or contractor is None:
        raise IllegalPositionError("contract", f"a hand in phase {state.phase.value} without a contract has no position")
    if state.phase is Phase.PARTNER:  # the kitty still to be taken up (SEAT-10, SEAT-12)
        return Position(
            dealer=r.seats[state.dealer], contract=contract, contractor=r.seats[contractor],
            hands=tuple((r.seats[s], cards_of(m)) for s, m in enumerate(state.hands)), discards=None,
            turn=r.seats[contractor], kitty=cards_of(state.kitty),
        )

    def trick(t: Any) -> PositionTrick:
        first = t.plays[0][1]
        named = t.led if first.is_joker and state.trump is None and state.joker_suit is None else None
        return PositionTrick(r.seats[t.leader], t.cards, named)

    kitty_phase = state.phase is Phase.KITTY
    current = state.current
    return Position(
        dealer=r.seats[state.dealer], contract=contract, contractor=r.seats[contractor],
        hands=tuple((r.seats[s], cards_of(m)) for s, m in enumerate(state.hands)),
        discards=None if kitty_phase else cards_of(state.discard),
        tricks=tuple(trick(t) for t in state.tricks),
        trick=None if current is None or not current.plays else trick(current),
        turn=None if state.turn is None else r.seats[state.turn],
        joker_suit=state.joker_suit, nomination_pending=state.phase is Phase.NOMINATION,
        partners=tuple(r.seats[s] for s in state.partners), called=state.called,
    )
