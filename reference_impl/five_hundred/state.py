"""The values of one hand: its phases, the actions players take, tricks and the state.

Everything here is immutable. :class:`HandState` is the whole state of a hand;
:mod:`.transitions` makes new ones from old ones (:func:`~five_hundred.transitions.apply`)
and :mod:`.legality` says which actions a state allows. Actions have one text
notation (:func:`format_action`, :func:`parse_action`).

Seats are indices ``0..n-1`` clockwise (``Ruleset.seats`` names them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Generic, NamedTuple, TypeVar, cast

from .bids import Bid
from .cards import Card, Suit, cards_of, format_cards, parse_cards, parse_suit
from .errors import NotationError
from .ruleset import Ruleset
from .scoring import HandScore


class Phase(str, Enum):
    """Where a hand is."""

    AUCTION = "auction"
    PARTNER = "partner"
    KITTY = "kitty"
    NOMINATION = "nomination"
    PLAY = "play"
    OVER = "over"


AUCTION, KITTY, NOMINATION, PLAY, OVER = Phase.AUCTION, Phase.KITTY, Phase.NOMINATION, Phase.PLAY, Phase.OVER
PARTNER = Phase.PARTNER
"""The phases as plain module names: the engine's hot paths compare with these
(reading a member through its enum class costs several times a name lookup)."""


# --- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MakeBid:
    """``seat`` bids ``bid`` (BID-02)."""

    seat: int
    bid: Bid


@dataclass(frozen=True, slots=True)
class Pass:
    """``seat`` passes; in the continuous auction this is final (BID-07)."""

    seat: int


@dataclass(frozen=True, slots=True)
class NamePartners:
    """The contractor names the ``partners`` (seat indices) who join the contracting side for
    this hand, in a game whose sides are formed after the auction (SEAT-10, SEAT-11).
    """

    seat: int
    partners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CallCards:
    """The contractor calls ``cards``, in a game whose partners are found by a called card
    (SEAT-12): whoever holds a called card is a partner for this hand (SEAT-13).
    """

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Discard:
    """The contractor discards ``cards`` after taking the kitty (KITTY-02, KITTY-04)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Nominate:
    """The contractor nominates the joker's suit, or ``None`` for no nomination (JOKER-05, DECIDE-13)."""

    seat: int
    suit: Suit | None


@dataclass(frozen=True, slots=True)
class Play:
    """``seat`` plays ``card``; ``named_suit`` is the suit named when leading a
    suitless joker (JOKER-10) and ``None`` otherwise.
    """

    seat: int
    card: Card
    named_suit: Suit | None = None


Action = MakeBid | Pass | NamePartners | CallCards | Discard | Nominate | Play
"""Every action a player can take."""


class Trick(NamedTuple):
    """A trick, complete or in progress (an immutable named tuple).

    Attributes:
        leader: the seat that led.
        plays: ``(seat, card)`` pairs in the order played.
        led: the effective suit led (for a suitless joker lead, the suit named).
        winner: the winning seat once complete, else ``None``.

    """

    leader: int
    plays: tuple[tuple[int, Card], ...]
    led: Suit | None
    winner: int | None = None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the order played."""
        return tuple(c for _, c in self.plays)

    def __copy__(self) -> Trick:
        return self  # an immutable value: a copy of it is itself

    def __deepcopy__(self, memo: dict[int, object]) -> Trick:
        return self


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended.

    Attributes:
        thrown_in: everybody passed; nobody scores (BID-09).
        score: the hand's score, ``None`` when thrown in.
        tricks_played: how many tricks were played (fewer than ten when a
            misère fails early, DECIDE-12).

    """

    thrown_in: bool
    score: HandScore | None
    tricks_played: int

    def __copy__(self) -> HandResult:
        return self  # an immutable value: a copy of it is itself

    def __deepcopy__(self, memo: dict[int, object]) -> HandResult:
        return self


_T = TypeVar("_T")

LATER_TRICKS = "_tricks_later"
"""The key, in a state's ``__dict__``, of the function that works out its ``tricks`` when they are first
read, in place of the field itself: a random playout (:func:`~five_hundred.playout.playout`) keeps the
cards played as ints and makes its tricks only if somebody asks for them."""


class _Later(Generic[_T]):
    """The ``tricks`` field of :class:`HandState`: read from the instance ``__dict__`` where it is there
    (as it always is but in a playout's end state); else worked out by the function kept under
    :data:`LATER_TRICKS`, which it then replaces, so that the state is as if built with its tricks.
    """

    def __init__(self, default: _T) -> None:
        self.default = default
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, state: object, owner: type | None = None) -> _T:
        if state is None:
            return self.default  # the field's default, as the dataclass reads it
        fields = state.__dict__
        later: Callable[[], _T] | None = fields.get(LATER_TRICKS)
        if later is None:
            return self.default
        value = later()
        fields[self.name] = value
        fields.pop(LATER_TRICKS, None)
        return value


def _later(default: _T) -> _T:
    """A field whose value may be worked out when first read (:class:`_Later`); ``default`` as given."""
    return cast(_T, _Later(default))


@dataclass(frozen=True)
class HandState:
    """The whole state of one hand. Immutable: :func:`apply` returns a new one.

    Card sets are ``int`` bit masks (see :func:`five_hundred.cards.cards_of`);
    the ``*_cards`` properties give them as card tuples. The fields live in
    the instance ``__dict__`` (no slots) so that the transition core copies a
    state with one dictionary copy (:func:`~five_hundred.transitions.thaw`).
    """

    ruleset: Ruleset
    dealer: int
    dealt: tuple[int, ...]
    kitty: int
    hands: tuple[int, ...]
    phase: Phase
    turn: int | None
    auction: tuple[tuple[int, Bid | None], ...] = ()
    passed: int = 0
    high_bid: Bid | None = None
    high_bidder: int | None = None
    final_turn: bool = False
    contractor: int | None = None
    partners: tuple[int, ...] = ()
    called: tuple[Card, ...] = ()
    discard: int = 0
    joker_suit: Suit | None = None
    nominated: bool = False
    active: tuple[int, ...] = ()
    tricks: tuple[Trick, ...] = _later(())
    current: Trick | None = None
    suits_led: int = 0
    tricks_won: tuple[int, ...] = ()
    exposed: bool = False
    result: HandResult | None = None

    @property
    def contract(self) -> Bid | None:
        """The contract once the auction has closed with a bid, else ``None`` (BID-10)."""
        return self.high_bid if self.contractor is not None else None

    @property
    def trump(self) -> Suit | None:
        """The trump suit of the contract (``None`` in no trumps, misère, or before a contract)."""
        c = self.contract
        return c.trump if c is not None and not c.is_misere else None

    @property
    def contracting_seats(self) -> tuple[int, ...]:
        """The contractor and the partners named for this hand (SEAT-10), clockwise from the
        contractor; empty before a contract.
        """
        c = self.contractor
        if c is None:
            return ()
        n = self.ruleset.players
        return tuple(sorted((c, *self.partners), key=lambda s: (s - c) % n))

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards a seat holds now, in code order."""
        return cards_of(self.hands[seat])

    @property
    def kitty_cards(self) -> tuple[Card, ...]:
        """The kitty as dealt."""
        return cards_of(self.kitty)

    def seat_name(self, seat: int) -> str:
        """The name of a seat index."""
        return self.ruleset.seats[seat]



# --- notation of actions -----------------------------------------------------------


def format_action(ruleset: Ruleset, action: Action) -> str:
    """The notation of an action: ``N bid 7H``, ``E pass``, ``P1 partner P3`` / ``P1 partner P3 P4``,
    ``P1 call AH`` / ``P1 call AH KS``,
    ``N discard 4D 5C 6S``,
    ``N nominate H`` / ``N nominate none``, ``W play JH``, ``S play JK D``.
    """
    seat = ruleset.seats[action.seat]
    match action:
        case MakeBid(bid=bid):
            return f"{seat} bid {bid}"
        case Pass():
            return f"{seat} pass"
        case NamePartners(partners=partners):
            return " ".join((seat, "partner", *(ruleset.seats[p] for p in partners)))
        case CallCards(cards=cards):
            return " ".join((seat, "call", *(str(c) for c in cards)))
        case Discard(cards=cards):
            return f"{seat} discard {format_cards(cards)}"
        case Nominate(suit=suit):
            return f"{seat} nominate {'none' if suit is None else suit.value}"
        case Play(card=card, named_suit=named):
            return f"{seat} play {card}" + ("" if named is None else f" {named.value}")


def parse_action(ruleset: Ruleset, text: str) -> Action:
    """Read an action in the notation of :func:`format_action`.

    Raises:
        NotationError: the text is not an action, or names an unknown card, bid or suit.
        SetupError: the seat is not a seat of the variant.

    """
    words = text.split()
    if len(words) < 2:
        raise NotationError(text, "action (e.g. 'N bid 7H', 'E pass', 'W play JH')")
    seat = ruleset.seat_index(words[0])
    verb, args = words[1].lower(), words[2:]
    if verb == "pass" and not args:
        return Pass(seat)
    if verb == "bid" and len(args) == 1:
        return MakeBid(seat, Bid.parse(args[0]))
    if verb == "partner" and args:
        return NamePartners(seat, tuple(ruleset.seat_index(a) for a in args))
    if verb == "call" and args:
        return CallCards(seat, tuple(sorted((Card.parse(a) for a in args), key=lambda c: c.code)))  # a set: canonical order
    if verb == "discard" and args:
        return Discard(seat, parse_cards(args))
    if verb == "nominate" and len(args) == 1:
        return Nominate(seat, None if args[0].lower() == "none" else parse_suit(args[0]))
    if verb == "play" and len(args) in (1, 2):
        return Play(seat, Card.parse(args[0]), parse_suit(args[1]) if len(args) == 2 else None)
    raise NotationError(text, "action (e.g. 'N bid 7H', 'E pass', 'N discard 4D 5C 6S', 'W play JH')")
