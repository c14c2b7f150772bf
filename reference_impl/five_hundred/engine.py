"""One hand of Five Hundred as immutable states and pure transitions.

A hand starts with :func:`deal` (or :func:`deal_hands` when the hands are
given directly) and moves on by :func:`apply`, which returns a *new*
:class:`HandState`. :func:`check` raises :class:`IllegalActionError` (with the
rule ID) for an action the rules forbid; :func:`apply` runs the same check
first and :func:`legal_actions` lists exactly the actions that pass it, so
the three can never disagree. States are frozen, so a rejected action
leaves the state exactly as it was.

Phases: ``auction`` -> ``kitty`` -> (``nomination``) -> ``play`` -> ``over``;
an auction in which everybody passes goes straight to ``over`` (thrown in).

Seats are indices ``0..n-1`` clockwise (``Ruleset.seats`` names them).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import NamedTuple

from .bids import Bid, BidKind
from .cards import ALL_CARDS, JOKER, JOKER_CODE, SUITS, Card, Suit, card_of_code, cards_of, format_cards, mask_of
from .errors import IllegalActionError, SetupError, clip
from .ruleset import Ruleset
from .scoring import HandScore, score_hand, score_without_contract
from .tricks import EFFECTIVE_SUIT, NO_SUIT, STRENGTH, SUIT_MASKS, suit_masks, suit_number


class Phase(str, Enum):
    """Where a hand is."""

    AUCTION = "auction"
    KITTY = "kitty"
    NOMINATION = "nomination"
    PLAY = "play"
    OVER = "over"


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


Action = MakeBid | Pass | Discard | Nominate | Play
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


@dataclass(frozen=True, slots=True)
class HandState:
    """The whole state of one hand. Immutable: :func:`apply` returns a new one.

    Card sets are ``int`` bit masks (see :func:`five_hundred.cards.cards_of`);
    the ``*_cards`` properties give them as card tuples.
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
    discard: int = 0
    joker_suit: Suit | None = None
    nominated: bool = False
    active: tuple[int, ...] = ()
    tricks: tuple[Trick, ...] = ()
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


# --- starting a hand -----------------------------------------------------------


def deal(ruleset: Ruleset, pack: Sequence[Card], dealer: int) -> HandState:
    """Deal a hand from a pack order (top card first) and a dealer.

    Packets follow the variant's deal pattern, starting with the player on the
    dealer's left and giving the dealer each packet last (DEAL-02, DEAL-03,
    DEAL-04).

    Raises:
        SetupError: the pack is not exactly the variant's pack (a card missing,
            dealt twice, or not in the pack: DECK-01, DECK-02, DECK-04), or the
            dealer is not a seat.

    Rules: DEAL-01..DEAL-04, DECIDE-03.

    """
    n = ruleset.players
    if len(pack) != len(ruleset.pack) or not 0 <= dealer < n:
        _check_pack(ruleset, pack)
        return _start(ruleset, dealer, (0,) * n, 0)  # raises SetupError for the dealer
    hands = [0] * (n + 1)  # the last entry collects the kitty
    seen = 0
    for offset, card in zip(_deal_plan(ruleset), pack, strict=True):
        bit = 1 << card.code
        seen |= bit
        hands[offset if offset == n else (dealer + offset) % n] |= bit
    if seen != ruleset.pack_mask:
        _check_pack(ruleset, pack)  # raises, naming the card
    kitty = hands.pop()
    return _start(ruleset, dealer, tuple(hands), kitty)


def deal_hands(ruleset: Ruleset, hands: Mapping[int, Sequence[Card]], kitty: Sequence[Card], dealer: int) -> HandState:
    """Start a hand from the dealt hands and kitty directly (shuffle and deal not modelled).

    Raises:
        SetupError: a hand or the kitty has the wrong number of cards, a card
            appears twice, or the cards are not exactly the variant's pack
            (DEAL-01, DECK-01, DECK-02).

    """
    n = ruleset.players
    if sorted(hands) != list(range(n)):
        raise SetupError("hands", f"give a hand for each of {' '.join(ruleset.seats)}", rule="DEAL-01")
    for seat in range(n):
        if len(hands[seat]) != ruleset.hand_size:
            raise SetupError(f"hands.{ruleset.seats[seat]}", f"holds {len(hands[seat])} cards, not {ruleset.hand_size}", rule="DEAL-01")
    if len(kitty) != ruleset.kitty_size:
        raise SetupError("kitty", f"holds {len(kitty)} cards, not {ruleset.kitty_size}", rule="DEAL-01")
    every = [c for seat in range(n) for c in hands[seat]] + list(kitty)
    _check_pack(ruleset, every, field="hands")
    return _start(ruleset, dealer, tuple(mask_of(hands[s]) for s in range(n)), mask_of(kitty))


@cache
def _deal_plan(ruleset: Ruleset) -> tuple[int, ...]:
    """For each position of the pack, who receives it: ``k`` = the k-th player
    to the dealer's left (the dealer is ``n``, taken modulo ``n``), or ``n`` for the kitty
    when it is a kitty packet. Packets follow DEAL-02/DEAL-03 and DEAL-04.
    """
    n = ruleset.players
    plan: list[int] = []
    for to, count in ruleset.deal_packets:
        if to == "kitty":
            plan += [n] * count
        else:
            for k in range(1, n + 1):
                plan += [k % n if k < n else 0] * count
    return tuple(plan)


def _check_pack(ruleset: Ruleset, cards: Sequence[Card], field: str = "pack") -> None:
    mask = 0
    for c in cards:
        mask |= 1 << c.code
    if mask == ruleset.pack_mask and len(cards) == len(ruleset.pack):
        return
    seen: dict[Card, int] = {}
    for i, c in enumerate(cards):
        if c.bit & ruleset.pack_mask == 0:
            raise SetupError(f"{field}[{i}]", f"{c} is not in the {len(ruleset.pack)}-card pack of {ruleset.id}", rule=ruleset.rule("DECK-01"))
        if c in seen:
            rule = ruleset.rule("DECK-04" if c is JOKER else "DECK-01")
            raise SetupError(f"{field}[{i}]", f"{c} appears twice (also at {field}[{seen[c]}])", rule=rule)
        seen[c] = i
    if len(cards) != len(ruleset.pack):
        missing = format_cards(cards_of(ruleset.pack_mask & ~mask_of(cards)))
        raise SetupError(field, f"has {len(cards)} cards, not {len(ruleset.pack)}; missing {missing}", rule="DECK-03")


def _start(ruleset: Ruleset, dealer: int, hands: tuple[int, ...], kitty: int) -> HandState:
    n = ruleset.players
    if not 0 <= dealer < n:
        raise SetupError("dealer", f"{dealer} is not a seat index", rule="DECIDE-36")
    return HandState(
        ruleset=ruleset, dealer=dealer, dealt=hands, kitty=kitty, hands=hands,
        phase=Phase.AUCTION, turn=(dealer + 1) % n, tricks_won=(0,) * n,
    )


# --- notation of actions -----------------------------------------------------------


def format_action(ruleset: Ruleset, action: Action) -> str:
    """The notation of an action: ``N bid 7H``, ``E pass``, ``N discard 4D 5C 6S``,
    ``N nominate H`` / ``N nominate none``, ``W play JH``, ``S play JK D``.
    """
    seat = ruleset.seats[action.seat]
    match action:
        case MakeBid(bid=bid):
            return f"{seat} bid {bid}"
        case Pass():
            return f"{seat} pass"
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
    from .cards import parse_cards, parse_suit
    from .errors import NotationError

    words = text.split()
    if len(words) < 2:
        raise NotationError(text, "action (e.g. 'N bid 7H', 'E pass', 'W play JH')")
    seat = ruleset.seat_index(words[0])
    verb, args = words[1].lower(), words[2:]
    if verb == "pass" and not args:
        return Pass(seat)
    if verb == "bid" and len(args) == 1:
        return MakeBid(seat, Bid.parse(args[0]))
    if verb == "discard" and args:
        return Discard(seat, parse_cards(args))
    if verb == "nominate" and len(args) == 1:
        return Nominate(seat, None if args[0].lower() == "none" else parse_suit(args[0]))
    if verb == "play" and len(args) in (1, 2):
        from .cards import Card as _Card

        return Play(seat, _Card.parse(args[0]), parse_suit(args[1]) if len(args) == 2 else None)
    raise NotationError(text, "action (e.g. 'N bid 7H', 'E pass', 'N discard 4D 5C 6S', 'W play JH')")


# --- legality: the masks every check and every playout use ---------------------------


def _context(state: HandState | _Work) -> tuple[Suit | None, Suit | None]:
    """``(trump, joker_suit)`` of the contract being played."""
    c = state.high_bid if state.contractor is not None else None
    if c is None or c.is_misere or c.trump is None:
        return None, state.joker_suit
    return c.trump, None


def _context_numbers(state: HandState | _Work) -> tuple[int, int]:
    """``(trump, joker_suit)`` as suit numbers (:data:`NO_SUIT` for none)."""
    trump, jsuit = _context(state)
    return suit_number(trump), suit_number(jsuit)


def _joker_lead_names(r: Ruleset, trick_index: int, suits_led: int) -> int:
    """The suits (4-bit mask, bit = suit number) that a suitless joker may be led naming.

    Under the "unled" setting a suit not yet led must be named while there is
    one; once all four have been led the joker can be led only to the last
    trick, naming any suit (JOKER-11, DECIDE-17).

    Rules: JOKER-10, JOKER-11, JOKER-14, JOKER-15.
    """
    last = trick_index == r.hand_size - 1
    if r.joker_lead_last_trick_only and not last:
        return 0
    if r.joker_lead_named_suit == "unled":
        unled = ~suits_led & 0b1111
        if unled:
            return unled
        return 0b1111 if last else 0
    return 0b1111


LeadRule = Callable[[int, int, int], int]
"""``(hand, trick_index, suits_led) -> cards that may be led`` (bit masks)."""
FollowRule = Callable[[int, int], int]
"""``(hand, suit number led) -> cards that may be played to the trick`` (bit masks)."""


@cache
def play_rules(r: Ruleset, trump: int, jsuit: int, misere: bool) -> tuple[LeadRule, FollowRule]:
    """The legality of a play for one contract, as two small functions of bit masks.

    ``trump`` and ``jsuit`` are suit numbers (:data:`NO_SUIT` for none). Every
    check, legal-action list and random playout goes through these.

    Rules: PLAY-02, PLAY-03, PLAY-04, JOKER-02, JOKER-07, JOKER-08, JOKER-09, JOKER-10, JOKER-11, JOKER-15.
    """
    masks = SUIT_MASKS[trump][jsuit]
    suitless_mask = masks[NO_SUIT]
    compulsory = misere and r.joker_compulsory_when_void_in_misere

    def lead(hand: int, trick_index: int, suits_led: int) -> int:
        suitless = hand & suitless_mask
        if suitless and not _joker_lead_names(r, trick_index, suits_led):
            return hand & ~suitless  # JOKER-10, JOKER-11, JOKER-15
        return hand  # PLAY-02

    def follow(hand: int, led: int) -> int:
        same = hand & masks[led]
        if same:
            return same  # PLAY-03 (by effective suit: bowers and joker, JOKER-02, JOKER-07)
        suitless = hand & suitless_mask
        if suitless and compulsory:
            return suitless  # JOKER-08
        return hand  # PLAY-04, JOKER-09

    return lead, follow


def _play_mask(
    r: Ruleset, hand: int, led: int, leading: bool, trump: int, jsuit: int,
    misere: bool, trick_index: int, suits_led: int,
) -> int:
    """The cards of ``hand`` that may be played now (bit mask), by :func:`play_rules`."""
    lead, follow = play_rules(r, trump, jsuit, misere)
    return lead(hand, trick_index, suits_led) if leading else follow(hand, led)


@cache
def _legal_bids(r: Ruleset, high_bid: Bid | None) -> tuple[Bid, ...]:
    """The bids that may be made over the standing bid, in ladder order.

    Rules: BID-02, BID-05, BID-06, BID-12, BID-13, BID-15, BID-23.
    """
    start = 0 if high_bid is None else r.bid_rank[high_bid] + 1
    bids = r.bid_ladder[start:]
    level = r.misere_entry_level
    if level is not None and (high_bid is None or high_bid.kind is not BidKind.TRICKS or high_bid.tricks != level):
        bids = tuple(b for b in bids if b.kind is not BidKind.MISERE)
    return bids


def _check_shape(state: HandState, action: object) -> None:
    """Refuse what is not a well-formed action before any rule is applied: not an action at all
    (``None``, a number, text, a :class:`Bid`; DECIDE-20), a seat that is not a seat index of the
    variant (DECIDE-36), a bid that is not a :class:`Bid` (BID-05), a discard that is not a tuple of
    cards (KITTY-04), a nominated suit that is not a :class:`Suit` or ``None`` (JOKER-05), a played
    card that is not a :class:`Card` (DECIDE-39) or a named suit that is not a :class:`Suit` or
    ``None`` (JOKER-10).

    Raises:
        IllegalActionError: naming the action (its repr, cut short) and the field.
    """
    def refuse(reason: str, rule: str) -> IllegalActionError:
        return IllegalActionError(clip(repr(action), 80), reason, rule=state.ruleset.rule(rule))

    if not isinstance(action, MakeBid | Pass | Discard | Nominate | Play):
        raise refuse(f"not an action ({type(action).__name__}): give a MakeBid, Pass, Discard, Nominate "
                     "or Play", "DECIDE-20")
    seat = action.seat
    if type(seat) is not int or not 0 <= seat < state.ruleset.players:
        raise refuse(f"seat must be a seat index 0..{state.ruleset.players - 1}", "DECIDE-36")
    if isinstance(action, MakeBid) and not isinstance(action.bid, Bid):
        raise refuse("bid must be a Bid", "BID-05")
    if isinstance(action, Discard) and (
            not isinstance(action.cards, tuple) or not all(isinstance(c, Card) for c in action.cards)):
        raise refuse("cards must be a tuple of Cards", "KITTY-04")
    if isinstance(action, Nominate) and action.suit is not None and not isinstance(action.suit, Suit):
        raise refuse("suit must be a Suit or None", "JOKER-05")
    if isinstance(action, Play):
        if not isinstance(action.card, Card):
            raise refuse("card must be a Card", "DECIDE-39")
        if action.named_suit is not None and not isinstance(action.named_suit, Suit):
            raise refuse("named_suit must be a Suit or None", "JOKER-10")


def check(state: HandState, action: Action) -> None:
    """Raise if the action is not legal in this state; do nothing otherwise.

    Anything that is not a well-formed action (``None``, text, a bid alone, a field of the wrong
    type, a seat out of range) is refused the same way (see :func:`_check_shape`).

    Raises:
        IllegalActionError: with the ID of the rule the action breaks.

    """
    _check_shape(state, action)
    match action:
        case MakeBid() | Pass():
            _check_auction(state, action)
        case Discard():
            _check_discard(state, action)
        case Nominate():
            _check_nominate(state, action)
        case Play():
            _check_play(state, action)


def is_legal(state: HandState, action: Action) -> bool:
    """Whether :func:`check` accepts the action."""
    try:
        check(state, action)
    except IllegalActionError:
        return False
    return True


def _reject(state: HandState, action: Action, reason: str, rule: str) -> IllegalActionError:
    return IllegalActionError(format_action(state.ruleset, action), reason, rule=state.ruleset.rule(rule))


def _check_auction(state: HandState, action: MakeBid | Pass) -> None:
    r = state.ruleset
    if state.phase is not Phase.AUCTION:
        rule = "BID-19" if r.auction_rounds == "single" else "BID-08"
        raise _reject(state, action, f"the auction is over (phase {state.phase.value})", rule)
    if state.passed >> action.seat & 1:
        raise _reject(state, action, "this player has already passed and may not bid again", "BID-07")
    if action.seat != state.turn:
        assert state.turn is not None
        raise _reject(state, action, f"it is {r.seats[state.turn]}'s turn to bid", "BID-01")
    if isinstance(action, Pass):
        return
    bid = action.bid
    if bid in _legal_bids(r, state.high_bid):
        return
    if bid not in r.bid_rank:
        if bid.kind is BidKind.TRICKS and bid.tricks is not None and not 6 <= bid.tricks <= 10:
            raise _reject(state, action, "bids run from 6S up to 10NT", "BID-05")
        raise _reject(state, action, f"{bid} is not a bid in this game", r.unlisted_bid_rule(bid))
    if state.high_bid is not None and r.bid_rank[bid] <= r.bid_rank[state.high_bid]:
        raise _reject(state, action, f"{bid} does not outrank the standing bid {state.high_bid}", "BID-02")
    raise _reject(state, action, f"misère needs a standing {r.misere_entry_level}-level bid", "BID-13")


def _check_discard(state: HandState, action: Discard) -> None:
    r = state.ruleset
    if state.phase is not Phase.KITTY:
        raise _reject(state, action, f"there is no kitty exchange now (phase {state.phase.value})", "KITTY-01")
    if action.seat != state.contractor:
        raise _reject(state, action, "only the contractor takes the kitty and discards", "KITTY-01")
    if len(action.cards) != r.kitty_size or len(set(action.cards)) != len(action.cards):
        raise _reject(state, action, f"the discard must be exactly {r.kitty_size} different cards", "KITTY-04")
    held = state.hands[action.seat]
    for c in action.cards:
        if not held >> c.code & 1:
            raise _reject(state, action, f"{c} is not in the contractor's hand or the kitty", "KITTY-02")


def _check_nominate(state: HandState, action: Nominate) -> None:
    if state.phase is not Phase.NOMINATION:
        raise _reject(state, action, "only the contractor holding the joker nominates, after the discard, in no trumps or misère", "JOKER-05")
    if action.seat != state.contractor:
        raise _reject(state, action, "only the contractor may nominate the joker's suit", "JOKER-05")


def _check_play(state: HandState, action: Play) -> None:
    r = state.ruleset
    if state.phase is Phase.OVER:
        result = state.result
        assert result is not None
        if result.thrown_in:
            raise _reject(state, action, "the hand was thrown in", "BID-09")
        if result.tricks_played < r.hand_size:
            raise _reject(state, action, "the misère ended on the trick the contractor won", "DECIDE-12")
        raise _reject(state, action, "all the tricks have been played", "PLAY-07")
    if state.phase is Phase.NOMINATION:
        raise _reject(state, action, "the contractor first nominates the joker's suit or declines", "DECIDE-13")
    if state.phase is not Phase.PLAY:
        raise _reject(state, action, f"play has not started (phase {state.phase.value})", "PLAY-01")
    if action.seat not in state.active:
        raise _reject(state, action, "the misère contractor's partner takes no part in the play", "MIS-01")
    if action.seat != state.turn:
        assert state.turn is not None
        who = r.seats[state.turn]
        if state.current is None:
            raise _reject(state, action, f"{who} leads to this trick", "PLAY-01" if not state.tricks else "PLAY-06")
        raise _reject(state, action, f"it is {who}'s turn to play", "SEAT-03")
    hand = state.hands[action.seat]
    card = action.card
    if not hand >> card.code & 1:
        raise _reject(state, action, f"{card} is not in {r.seats[action.seat]}'s hand", "DECIDE-20")
    trump, jsuit = _context(state)
    suitless_joker = card.code == JOKER_CODE and trump is None and jsuit is None
    leading = state.current is None
    led = None if state.current is None else state.current.led
    misere = state.contract is not None and state.contract.is_misere
    mask = _play_mask(r, hand, suit_number(led), leading, suit_number(trump), suit_number(jsuit), misere,
                      len(state.tricks), state.suits_led)
    if leading:
        if not suitless_joker:
            if action.named_suit is not None:
                raise _reject(state, action, "a suit is named only when leading a suitless joker", "JOKER-10")
            return
        names = _joker_lead_names(r, len(state.tricks), state.suits_led)
        if action.named_suit is not None and names >> action.named_suit.number & 1:
            return
        if r.joker_lead_last_trick_only and not names:
            raise _reject(state, action, "the joker may be led only to the last trick", "JOKER-15")
        if not names:
            raise _reject(state, action, "all four suits have been led: the joker may be led only to the last trick", "JOKER-11")
        if action.named_suit is None:
            raise _reject(state, action, "leading a suitless joker needs a suit to be named", "JOKER-10")
        raise _reject(state, action, f"{action.named_suit} has already been led this hand", "JOKER-10")
    if action.named_suit is not None:
        raise _reject(state, action, "a suit is named only when leading a suitless joker", "JOKER-10")
    if mask >> card.code & 1:
        return
    if suitless_joker:
        raise _reject(state, action, f"the joker may not be played while holding a card of the suit led ({led})", "JOKER-07")
    if card.code == JOKER_CODE:
        raise _reject(state, action, f"the joker is a trump and {r.seats[action.seat]} can follow {led}", "JOKER-02")
    if mask & suit_masks(trump, jsuit)[None] and not hand & suit_masks(trump, jsuit)[led]:
        raise _reject(state, action, f"void in {led}, the holder of a suitless joker must play it in misère", "JOKER-08")
    raise _reject(state, action, f"{r.seats[action.seat]} must follow suit ({led})", "PLAY-03")


# --- legal actions ----------------------------------------------------------------------


def legal_plays(state: HandState) -> tuple[Play, ...]:
    """Every legal :class:`Play` for the seat to play (empty outside play).

    A suitless joker lead appears once per suit that may be named.

    Rules: PLAY-02, PLAY-03, PLAY-04, JOKER-02, JOKER-07..JOKER-11, JOKER-15.
    """
    if state.phase is not Phase.PLAY or state.turn is None:
        return ()
    seat = state.turn
    r = state.ruleset
    trump, jsuit = _context(state)
    leading = state.current is None
    led = None if state.current is None else state.current.led
    mask = _play_mask(r, state.hands[seat], suit_number(led), leading, suit_number(trump), suit_number(jsuit),
                      state.contract is not None and state.contract.is_misere, len(state.tricks), state.suits_led)
    out: list[Play] = []
    for c in cards_of(mask):
        if leading and c.code == JOKER_CODE and trump is None and jsuit is None:
            names = _joker_lead_names(r, len(state.tricks), state.suits_led)
            out += [Play(seat, c, s) for s in SUITS if names >> s.number & 1]
        else:
            out.append(Play(seat, c))
    return tuple(out)


def legal_actions(state: HandState) -> tuple[Action, ...]:
    """Every legal action in this state, for the one seat whose turn it is.

    In the kitty phase the discards are not enumerated (there are 286 of them
    from 13 cards); :func:`check` tells whether a given discard is legal.

    Rules: BID-01, BID-02, BID-13, JOKER-05, and those of :func:`legal_plays`.
    """
    if state.phase is Phase.AUCTION:
        assert state.turn is not None
        seat = state.turn
        return (Pass(seat), *(MakeBid(seat, b) for b in _legal_bids(state.ruleset, state.high_bid)))
    if state.phase is Phase.NOMINATION:
        assert state.contractor is not None
        return (Nominate(state.contractor, None), *(Nominate(state.contractor, s) for s in SUITS))
    return legal_plays(state)


# --- transitions: one mutable working copy, frozen again at the end --------------------


class _Work:
    """A private mutable copy of a :class:`HandState`; transitions edit it in place.

    :func:`apply` and :func:`playout` are its only users and neither lets it
    escape. During play it also caches the contract's context (trump, joker
    suit, the strength table of the trick in progress and its best card so
    far), all derived from the state.
    """

    __slots__ = (
        "active",
        "auction",
        "best",
        "contractor",
        "cur_leader",
        "cur_led",
        "cur_plays",
        "dealer",
        "dealt",
        "discard",
        "exposed",
        "final_turn",
        "hands",
        "high_bid",
        "high_bidder",
        "joker_suit",
        "jsuit",
        "kitty",
        "misere",
        "nominated",
        "passed",
        "phase",
        "result",
        "ruleset",
        "suits_led",
        "table",
        "tricks",
        "tricks_won",
        "trump",
        "turn",
        "winner",
    )

    def __init__(self, s: HandState) -> None:
        self.ruleset = s.ruleset
        self.dealer = s.dealer
        self.dealt = s.dealt
        self.kitty = s.kitty
        self.hands = list(s.hands)
        self.phase = s.phase
        self.turn = s.turn
        self.auction = list(s.auction)
        self.passed = s.passed
        self.high_bid = s.high_bid
        self.high_bidder = s.high_bidder
        self.final_turn = s.final_turn
        self.contractor = s.contractor
        self.discard = s.discard
        self.joker_suit = s.joker_suit
        self.nominated = s.nominated
        self.active = s.active
        self.tricks = list(s.tricks)
        self.suits_led = s.suits_led
        self.tricks_won = list(s.tricks_won)
        self.exposed = s.exposed
        self.result = s.result
        self.trump, self.jsuit = _context_numbers(s)
        self.misere = s.contract is not None and s.contract.is_misere
        cur = s.current
        self.cur_leader: int | None = None
        self.cur_led = NO_SUIT
        self.cur_plays: list[tuple[int, Card]] = []
        self.table: tuple[int, ...] = ()
        self.best = -1
        self.winner = -1
        if cur is not None:
            self.cur_leader, self.cur_led = cur.leader, suit_number(cur.led)
            self.table = STRENGTH[self.trump][self.jsuit][self.cur_led]
            for seat, card in cur.plays:
                self._take(seat, card)

    def _take(self, seat: int, card: Card) -> None:
        self.cur_plays.append((seat, card))
        strength = self.table[card.code]
        if strength > self.best:
            self.best, self.winner = strength, seat

    def freeze(self) -> HandState:
        current = None
        if self.cur_leader is not None:
            current = Trick(self.cur_leader, tuple(self.cur_plays), SUITS[self.cur_led])
        return HandState(
            ruleset=self.ruleset, dealer=self.dealer, dealt=self.dealt, kitty=self.kitty, hands=tuple(self.hands),
            phase=self.phase, turn=self.turn, auction=tuple(self.auction), passed=self.passed,
            high_bid=self.high_bid, high_bidder=self.high_bidder, final_turn=self.final_turn,
            contractor=self.contractor, discard=self.discard,
            joker_suit=self.joker_suit, nominated=self.nominated, active=self.active, tricks=tuple(self.tricks),
            current=current, suits_led=self.suits_led, tricks_won=tuple(self.tricks_won), exposed=self.exposed,
            result=self.result,
        )


def apply(state: HandState, action: Action) -> HandState:
    """The state after a legal action.

    Raises:
        IllegalActionError: the action is not legal (the given state is unchanged).

    """
    check(state, action)
    w = _Work(state)
    _do(w, action)
    return w.freeze()


def _do(w: _Work, action: Action) -> None:
    match action:
        case MakeBid(seat=seat, bid=bid):
            _do_auction(w, seat, bid)
        case Pass(seat=seat):
            _do_auction(w, seat, None)
        case Discard(seat=seat, cards=cards):
            _do_discard(w, seat, mask_of(cards))
        case Nominate(suit=suit):
            _do_nominate(w, suit)
        case Play(seat=seat, card=card, named_suit=named):
            _do_play(w, seat, card, named)


def _do_auction(w: _Work, seat: int, bid: Bid | None) -> None:
    r = w.ruleset
    n = r.players
    if bid is None:
        w.passed |= 1 << seat
    else:
        w.high_bid, w.high_bidder = bid, seat
    w.auction.append((seat, bid))
    everyone = (1 << n) - 1
    if r.auction_rounds == "single":
        closed = len(w.auction) == n
    else:
        closed = w.passed == everyone or (w.high_bidder is not None and w.passed | 1 << w.high_bidder == everyone)
        if closed and w.high_bidder is not None and r.high_bidder_final_turn and not w.final_turn:
            w.final_turn, w.turn = True, w.high_bidder  # C-21: the high bidder may raise or stand
            return
        if w.final_turn and bid is not None:
            closed = True  # the raise on the final turn closes the auction
    if not closed:
        nxt = seat
        for k in range(1, n + 1):
            nxt = (seat + k) % n
            if r.auction_rounds == "single" or not w.passed >> nxt & 1:
                break
        w.turn = nxt
        return
    if w.high_bid is None or w.high_bidder is None:
        if r.all_pass == "play-no-trumps":
            w.phase, w.turn, w.active = Phase.PLAY, (w.dealer + 1) % n, tuple(range(n))
            w.trump, w.jsuit = NO_SUIT, NO_SUIT
        else:
            w.phase, w.turn = Phase.OVER, None
            w.result = HandResult(True, None, 0)
        return
    w.contractor = w.high_bidder
    w.hands[w.contractor] |= w.kitty
    w.phase, w.turn = Phase.KITTY, w.contractor
    w.misere = w.high_bid.is_misere
    w.trump, w.jsuit = _context_numbers(w)


def _do_discard(w: _Work, contractor: int, discard: int) -> None:
    r = w.ruleset
    contract = w.high_bid
    assert contract is not None
    w.hands[contractor] &= ~discard
    w.discard = discard
    w.active = r.active_seats(contract, contractor)
    w.phase = Phase.NOMINATION if _nominates(r, contract, w.hands[contractor]) else Phase.PLAY
    w.turn = contractor


def _nominates(r: Ruleset, contract: Bid, contractor_hand: int) -> bool:
    """Whether the contractor is offered the joker nomination (JOKER-05, DECIDE-13)."""
    return bool(r.joker_nomination and (contract.is_misere or contract.trump is None)
                and contractor_hand >> JOKER_CODE & 1)


def _do_nominate(w: _Work, suit: Suit | None) -> None:
    w.joker_suit = suit
    w.nominated = suit is not None
    w.phase = Phase.PLAY
    w.turn = w.contractor
    w.trump, w.jsuit = _context_numbers(w)


def _do_play(w: _Work, seat: int, card: Card, named: Suit | None) -> None:
    w.hands[seat] &= ~(1 << card.code)
    if w.cur_leader is None:
        led = EFFECTIVE_SUIT[w.trump][w.jsuit][card.code]
        if led == NO_SUIT:
            assert named is not None
            led = named.number
        w.suits_led |= 1 << led
        w.cur_leader, w.cur_led = seat, led
        w.table = STRENGTH[w.trump][w.jsuit][led]
        w.best = -1
    w._take(seat, card)
    if len(w.cur_plays) < len(w.active):
        w.turn = _following(w.active)[seat]
        return
    _end_trick(w)


def _end_trick(w: _Work) -> None:
    r = w.ruleset
    winner = w.winner
    assert w.cur_leader is not None
    tricks = w.tricks
    tricks.append(Trick(w.cur_leader, tuple(w.cur_plays), SUITS[w.cur_led], winner))
    w.cur_leader, w.cur_plays, w.cur_led = None, [], NO_SUIT
    w.tricks_won[winner] += 1
    contract, contractor = w.high_bid, w.contractor
    over = len(tricks) == r.hand_size
    if w.misere and contract is not None:
        if contract.kind is BidKind.OPEN_MISERE and len(tricks) >= r.open_misere_exposed_after_trick:
            w.exposed = True  # MIS-03
        over = over or (winner == contractor and r.misere_ends_on_first_trick_won)  # DECIDE-12
    if not over:
        w.turn = winner
        return
    w.phase, w.turn = Phase.OVER, None
    if contractor is None or contract is None:  # an all-pass hand played at no trumps (ref:all-pass-play-nt)
        w.result = HandResult(False, score_without_contract(r, w.tricks_won), len(tricks))
    else:
        w.result = HandResult(False, score_hand(r, contract, contractor, w.tricks_won), len(tricks))


def actions_of(state: HandState) -> tuple[Action, ...]:
    """The actions taken so far, in order: the hand's record, derived from its state.

    Replaying them with :func:`apply` from the dealt state reproduces ``state``.
    """
    r = state.ruleset
    out: list[Action] = [Pass(s) if b is None else MakeBid(s, b) for s, b in state.auction]
    c, contract = state.contractor, state.contract
    if state.phase is Phase.KITTY:
        return tuple(out)
    if c is not None and contract is not None:
        out.append(Discard(c, cards_of(state.discard)))
        offered = _nominates(r, contract, (state.dealt[c] | state.kitty) & ~state.discard)
        if offered and state.phase is not Phase.NOMINATION:
            out.append(Nominate(c, state.joker_suit))
    trump, jsuit = _context(state)
    tricks = [*state.tricks, *([state.current] if state.current is not None else [])]
    for t in tricks:
        for i, (seat, card) in enumerate(t.plays):
            lead_named = i == 0 and card.code == JOKER_CODE and trump is None and jsuit is None
            out.append(Play(seat, card, t.led if lead_named else None))
    return tuple(out)


# --- random playouts ----------------------------------------------------------------------


def playout(state: HandState, rng: random.Random, *, pass_probability: float = 0.7) -> HandState:
    """Finish a hand with random legal actions; the given state is not changed.

    Each choice is uniform among the legal ones, except in the auction, where
    a player passes with probability ``pass_probability`` (else makes a
    uniformly chosen legal bid) so that auctions end. The result is exactly
    the state that :func:`apply` reaches with the same actions
    (:func:`actions_of` lists them): it uses the same legality masks and
    transitions, only without checking and freezing the state between actions.

    Rules: as :func:`legal_actions` and :func:`apply`.
    """
    w = _Work(state)
    r = w.ruleset
    rand = rng.random
    while w.phase is not Phase.OVER:
        seat = w.turn
        assert seat is not None
        if w.phase is Phase.PLAY:
            _play_random(w, rand)
        elif w.phase is Phase.AUCTION:
            bids = _legal_bids(r, w.high_bid)
            if not bids or rand() < pass_probability:
                _do_auction(w, seat, None)
            else:
                _do_auction(w, seat, bids[int(rand() * len(bids))])
        elif w.phase is Phase.KITTY:
            held = w.hands[seat]
            bits = [1 << c for c in range(held.bit_length()) if held >> c & 1]
            _do_discard(w, seat, sum(rng.sample(bits, r.kitty_size)))
        else:
            suits: list[Suit | None] = [None, *SUITS]
            _do_nominate(w, suits[int(rand() * 5)])
    return w.freeze()


def _play_random(w: _Work, rand: Callable[[], float]) -> None:
    """Play the rest of the hand with uniformly random legal cards.

    The same legality mask (:func:`_play_mask`), strength table and end of
    trick (:func:`_end_trick`) as :func:`apply`; only the bookkeeping of each
    card is done inline.
    """
    r = w.ruleset
    trump, jsuit, misere = w.trump, w.jsuit, w.misere
    hands = w.hands
    active = w.active
    following = _following(active)
    size = len(active)
    lead_rule, follow_rule = play_rules(r, trump, jsuit, misere)
    effective, strengths = EFFECTIVE_SUIT[trump][jsuit], STRENGTH[trump][jsuit]
    while w.phase is Phase.PLAY:
        seat = w.turn
        assert seat is not None
        if w.cur_leader is None:  # the lead, as _do_play records it
            hand = hands[seat]
            mask = lead_rule(hand, len(w.tricks), w.suits_led)
            k = int(rand() * mask.bit_count())  # drop k lowest cards: a uniform choice
            while k:
                mask &= mask - 1
                k -= 1
            low = mask & -mask
            code = low.bit_length() - 1
            led = effective[code]
            if led == NO_SUIT:  # a suitless joker names a suit (JOKER-10)
                names = _joker_lead_names(r, len(w.tricks), w.suits_led)
                choices = [s for s in range(4) if names >> s & 1]
                led = choices[int(rand() * len(choices))]
            hands[seat] = hand ^ low
            w.suits_led |= 1 << led
            table = strengths[led]
            plays = [(seat, _CARDS[code])]
            best, winner = table[code], seat
            w.cur_leader, w.cur_led, w.cur_plays, w.table = seat, led, plays, table
            seat = following[seat]
        else:
            led, table, plays = w.cur_led, w.table, w.cur_plays
            best, winner = w.best, w.winner
        while len(plays) < size:
            hand = hands[seat]
            mask = follow_rule(hand, led)
            k = int(rand() * mask.bit_count())
            while k:
                mask &= mask - 1
                k -= 1
            low = mask & -mask
            hands[seat] = hand ^ low
            code = low.bit_length() - 1
            plays.append((seat, _CARDS[code]))
            if table[code] > best:
                best, winner = table[code], seat
            seat = following[seat]
        w.best, w.winner = best, winner
        _end_trick(w)


@cache
def _following(active: tuple[int, ...]) -> dict[int, int]:
    """For each seat in play, the next seat in play clockwise (SEAT-03, MIS-01)."""
    return {s: active[(i + 1) % len(active)] for i, s in enumerate(active)}


_CARDS = tuple(card_of_code(c) if c in {x.code for x in ALL_CARDS} else JOKER for c in range(JOKER_CODE + 1))
