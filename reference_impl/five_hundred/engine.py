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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from .bids import Bid, BidKind
from .cards import JOKER, JOKER_CODE, SUITS, Card, Suit, cards_of, format_cards, mask_of
from .errors import IllegalActionError, SetupError
from .ruleset import Ruleset
from .scoring import HandScore, score_hand
from .tricks import suit_masks, trick_winner


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
    suitless joker (JOKER-10) and ``None`` otherwise."""

    seat: int
    card: Card
    named_suit: Suit | None = None


Action = MakeBid | Pass | Discard | Nominate | Play
"""Every action a player can take."""

@dataclass(frozen=True, slots=True)
class Trick:
    """A trick, complete or in progress.

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
    history: tuple[Action, ...] = ()

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
    _check_pack(ruleset, pack)
    n = ruleset.players
    hands = [0] * n
    kitty = 0
    i = 0
    for to, count in ruleset.deal_packets:
        if to == "kitty":
            for c in pack[i : i + count]:
                kitty |= c.bit
            i += count
        else:
            for k in range(1, n + 1):
                seat = (dealer + k) % n
                for c in pack[i : i + count]:
                    hands[seat] |= c.bit
                i += count
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


def _check_pack(ruleset: Ruleset, cards: Sequence[Card], field: str = "pack") -> None:
    seen: dict[Card, int] = {}
    for i, c in enumerate(cards):
        if c.bit & ruleset.pack_mask == 0:
            raise SetupError(f"{field}[{i}]", f"{c} is not in the {len(ruleset.pack)}-card pack of {ruleset.id}", rule="DECK-01" if ruleset.players == 4 else "DECK-02")
        if c in seen:
            rule = "DECK-04" if c is JOKER else "DECK-01"
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
    ``N nominate H`` / ``N nominate none``, ``W play JH``, ``S play JK D``."""
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


# --- legality -------------------------------------------------------------------------


def check(state: HandState, action: Action) -> None:
    """Raise if the action is not legal in this state; do nothing otherwise.

    Raises:
        IllegalActionError: with the ID of the rule the action breaks.
    """
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
    return IllegalActionError(format_action(state.ruleset, action), reason, rule=rule)


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
    rank = r.bid_rank.get(bid)
    if rank is None:
        if bid.kind is BidKind.TRICKS and bid.tricks is not None and not 6 <= bid.tricks <= 10:
            raise _reject(state, action, "bids run from 6S up to 10NT", "BID-05")
        raise _reject(state, action, f"{bid} is not a bid in this game", r.unlisted_bid_rule(bid))
    if state.high_bid is not None and rank <= r.bid_rank[state.high_bid]:
        raise _reject(state, action, f"{bid} does not outrank the standing bid {state.high_bid}", "BID-02")
    if bid.kind is BidKind.MISERE and r.misere_entry_level is not None:
        hb = state.high_bid
        if hb is None or hb.kind is not BidKind.TRICKS or hb.tricks != r.misere_entry_level:
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
        raise _reject(state, action, "the joker can be nominated only by the contractor holding it, after the discard, in no trumps or misère", "JOKER-05")
    if action.seat != state.contractor:
        raise _reject(state, action, "only the contractor may nominate the joker's suit", "JOKER-05")


def _ctx(state: HandState) -> tuple[Suit | None, Suit | None]:
    trump = state.trump
    return trump, (None if trump is not None else state.joker_suit)


def _check_play(state: HandState, action: Play) -> None:
    r = state.ruleset
    if state.phase is not Phase.PLAY:
        raise _reject(state, action, f"play has not started (phase {state.phase.value})", "PLAY-01")
    if action.seat not in state.active:
        raise _reject(state, action, "the misère contractor's partner takes no part in the play", "MIS-01")
    if action.seat != state.turn:
        assert state.turn is not None
        who = r.seats[state.turn]
        if state.current is None:
            rule = "PLAY-01" if not state.tricks else "PLAY-06"
            raise _reject(state, action, f"{who} leads to this trick", rule)
        raise _reject(state, action, f"it is {who}'s turn to play", "SEAT-03")
    hand = state.hands[action.seat]
    card = action.card
    if not hand >> card.code & 1:
        raise _reject(state, action, f"{card} is not in {r.seats[action.seat]}'s hand", "DECIDE-20")
    trump, jsuit = _ctx(state)
    masks = suit_masks(trump, jsuit)
    suitless_joker = card.code == JOKER_CODE and trump is None and jsuit is None
    if state.current is None:
        _check_lead(state, action, suitless_joker)
        return
    if action.named_suit is not None:
        raise _reject(state, action, "a suit is named only when leading a suitless joker", "JOKER-10")
    led = state.current.led
    follow = hand & masks[led]
    if follow:
        if not follow >> card.code & 1:
            if suitless_joker:
                raise _reject(state, action, f"the joker may not be played while holding a card of the suit led ({led})", "JOKER-07")
            if card.code == JOKER_CODE:
                raise _reject(state, action, f"the joker is a trump and {r.seats[action.seat]} can follow {led}", "JOKER-02")
            raise _reject(state, action, f"{r.seats[action.seat]} must follow suit ({led})", "PLAY-03")
        return
    contract = state.contract
    assert contract is not None
    if (
        contract.is_misere
        and r.joker_compulsory_when_void_in_misere
        and not suitless_joker
        and hand & masks[None]
    ):
        raise _reject(state, action, f"void in {led}, the holder of a suitless joker must play it in misère", "JOKER-08")


def _check_lead(state: HandState, action: Play, suitless_joker: bool) -> None:
    r = state.ruleset
    if not suitless_joker:
        if action.named_suit is not None:
            raise _reject(state, action, "a suit is named only when leading a suitless joker", "JOKER-10")
        return
    last = len(state.tricks) == r.hand_size - 1
    if r.joker_lead_last_trick_only and not last:
        raise _reject(state, action, "the joker may be led only to the last trick", "JOKER-15")
    if action.named_suit is None:
        raise _reject(state, action, "leading a suitless joker needs a suit to be named", "JOKER-10")
    if r.joker_lead_named_suit == "unled" and not last:
        if state.suits_led == 0b1111:
            raise _reject(state, action, "all four suits have been led: the joker may be led only to the last trick", "JOKER-11")
        if state.suits_led >> action.named_suit.index & 1:
            raise _reject(state, action, f"{action.named_suit} has already been led this hand", "JOKER-10")


# --- legal actions ----------------------------------------------------------------------


def legal_plays(state: HandState) -> tuple[Play, ...]:
    """Every legal :class:`Play` for the seat to play (empty outside play).

    A suitless joker lead appears once per suit that may be named.

    Rules: PLAY-02, PLAY-03, PLAY-04, JOKER-02, JOKER-07..JOKER-11, JOKER-15.
    """
    if state.phase is not Phase.PLAY or state.turn is None:
        return ()
    seat = state.turn
    out: list[Play] = []
    for c in cards_of(state.hands[seat]):
        if c.is_joker and state.current is None and state.trump is None and state.joker_suit is None:
            for s in SUITS:
                if is_legal(state, Play(seat, c, s)):
                    out.append(Play(seat, c, s))
        elif is_legal(state, Play(seat, c)):
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
        acts: list[Action] = [Pass(seat)]
        acts += [MakeBid(seat, b) for b in state.ruleset.bid_ladder if is_legal(state, MakeBid(seat, b))]
        return tuple(acts)
    if state.phase is Phase.NOMINATION:
        assert state.contractor is not None
        return (Nominate(state.contractor, None),) + tuple(Nominate(state.contractor, s) for s in SUITS)
    return legal_plays(state)


# --- transitions ------------------------------------------------------------------------------


def apply(state: HandState, action: Action) -> HandState:
    """The state after a legal action.

    Raises:
        IllegalActionError: the action is not legal (the given state is unchanged).
    """
    check(state, action)
    history = state.history + (action,)
    match action:
        case MakeBid() | Pass():
            return _after_auction_action(state, action, history)
        case Discard():
            return _after_discard(state, action, history)
        case Nominate():
            return replace(state, joker_suit=action.suit, nominated=action.suit is not None,
                           phase=Phase.PLAY, turn=state.contractor, history=history)
        case Play():
            return _after_play(state, action, history)


def _after_auction_action(state: HandState, action: MakeBid | Pass, history: tuple[Action, ...]) -> HandState:
    r = state.ruleset
    n = r.players
    seat = action.seat
    passed, high_bid, high_bidder = state.passed, state.high_bid, state.high_bidder
    if isinstance(action, Pass):
        passed |= 1 << seat
        entry: tuple[int, Bid | None] = (seat, None)
    else:
        high_bid, high_bidder = action.bid, seat
        entry = (seat, action.bid)
    auction = state.auction + (entry,)
    everyone = (1 << n) - 1
    if r.auction_rounds == "single":
        closed = len(auction) == n
    else:
        closed = passed == everyone or (high_bidder is not None and passed == everyone & ~(1 << high_bidder))
    if not closed:
        nxt = seat
        for k in range(1, n + 1):
            nxt = (seat + k) % n
            if r.auction_rounds == "single" or not passed >> nxt & 1:
                break
        return replace(state, auction=auction, passed=passed, high_bid=high_bid, high_bidder=high_bidder,
                       turn=nxt, history=history)
    if high_bid is None or high_bidder is None:
        return replace(state, auction=auction, passed=passed, phase=Phase.OVER, turn=None,
                       result=HandResult(True, None, 0), history=history)
    hands = list(state.hands)
    hands[high_bidder] |= state.kitty
    return replace(state, auction=auction, passed=passed, high_bid=high_bid, high_bidder=high_bidder,
                   contractor=high_bidder, hands=tuple(hands), phase=Phase.KITTY, turn=high_bidder,
                   history=history)


def _after_discard(state: HandState, action: Discard, history: tuple[Action, ...]) -> HandState:
    r = state.ruleset
    contractor = action.seat
    contract = state.high_bid
    assert contract is not None
    hands = list(state.hands)
    discard = mask_of(action.cards)
    hands[contractor] &= ~discard
    n = r.players
    active: tuple[int, ...] = tuple(range(n))
    if contract.is_misere and r.misere_partner_sits_out:
        side = r.side_of[contractor]
        active = tuple(s for s in range(n) if s == contractor or r.side_of[s] != side)
    nominating = (
        r.joker_nomination
        and (contract.is_misere or contract.trump is None)
        and hands[contractor] >> JOKER_CODE & 1
    )
    return replace(state, hands=tuple(hands), discard=discard, active=active,
                   phase=Phase.NOMINATION if nominating else Phase.PLAY, turn=contractor, history=history)


def _after_play(state: HandState, action: Play, history: tuple[Action, ...]) -> HandState:
    r = state.ruleset
    seat, card = action.seat, action.card
    hands = list(state.hands)
    hands[seat] &= ~card.bit
    trump, jsuit = _ctx(state)
    suits_led = state.suits_led
    if state.current is None:
        from .tricks import effective_suit

        led = effective_suit(card, trump, jsuit)
        if led is None:
            led = action.named_suit
        assert led is not None
        suits_led |= 1 << led.index
        trick = Trick(seat, ((seat, card),), led)
    else:
        trick = replace(state.current, plays=state.current.plays + ((seat, card),))
    active = state.active
    if len(trick.plays) < len(active):
        nxt = active[(active.index(seat) + 1) % len(active)]
        return replace(state, hands=tuple(hands), current=trick, suits_led=suits_led, turn=nxt, history=history)
    cards = trick.cards
    win_pos = trick_winner(cards, trump, jsuit, trick.led if cards[0].code == JOKER_CODE and trump is None and jsuit is None else None)
    winner = trick.plays[win_pos][0]
    trick = replace(trick, winner=winner)
    tricks = state.tricks + (trick,)
    won = list(state.tricks_won)
    won[winner] += 1
    contract = state.contract
    contractor = state.contractor
    assert contract is not None and contractor is not None
    exposed = state.exposed or (
        contract.kind is BidKind.OPEN_MISERE and len(tricks) >= r.open_misere_exposed_after_trick
    )
    misere_lost = contract.is_misere and winner == contractor and r.misere_ends_on_first_trick_won
    if misere_lost or len(tricks) == r.hand_size:
        score = score_hand(r, contract, contractor, won)
        return replace(state, hands=tuple(hands), current=None, tricks=tricks, tricks_won=tuple(won),
                       suits_led=suits_led, exposed=exposed, phase=Phase.OVER, turn=None,
                       result=HandResult(False, score, len(tricks)), history=history)
    return replace(state, hands=tuple(hands), current=None, tricks=tricks, tricks_won=tuple(won),
                   suits_led=suits_led, exposed=exposed, turn=winner, history=history)
