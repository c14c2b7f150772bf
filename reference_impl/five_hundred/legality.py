"""Which actions a state allows: :func:`check`, :func:`is_legal` and :func:`legal_actions`.

:func:`check` raises :class:`~five_hundred.errors.IllegalActionError` (with the
rule ID) for an action the rules forbid; :func:`~five_hundred.transitions.apply`
runs the same check first and :func:`legal_actions` lists exactly the actions
that pass it, so the three can never disagree. The legality of a card is
worked out once per contract as bit-mask tables (:func:`play_tables`), read
by checks and legal-action lists (through :func:`play_rules`) and by the
transition core of :func:`~five_hundred.transitions.run_play` alike.

Rules: BID-01, BID-02, BID-05, BID-07, BID-08, BID-13, BID-19, KITTY-01, KITTY-02, KITTY-03,
KITTY-04, JOKER-05, DECIDE-13, and the play rules of :func:`play_tables`.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from functools import cache
from typing import NamedTuple, NoReturn

from .bids import Bid, BidKind
from .cards import ALL_CARDS, MAX_CODE, SUITS, Card, Suit
from .errors import IllegalActionError, clip
from .partners import check_call, check_partners, legal_partner_actions
from .ruleset import Ruleset
from .state import (
    AUCTION,
    KITTY,
    NOMINATION,
    OVER,
    PARTNER,
    PLAY,
    Action,
    CallCards,
    Discard,
    HandState,
    MakeBid,
    NamePartners,
    Nominate,
    Pass,
    Play,
    format_action,
)
from .tricks import EFFECTIVE_SUIT, NO_SUIT, STRENGTH, SUIT_MASKS, suit_masks, suit_number

# --- the masks every check and every playout use ---------------------------


def suit_context(state: HandState) -> tuple[Suit | None, Suit | None]:
    """``(trump, joker_suit)`` of the contract being played: the trump suit
    (``None`` in no trumps and misère, and before a contract), and in no trumps
    and misère the joker's nominated suit (``None``: suitless or not nominated).
    """
    tables = contract_tables(state)
    return tables.trump, tables.joker_suit


LeadRule = Callable[[int, int, int], int]
"""``(hand, trick_index, suits_led) -> cards that may be led`` (bit masks)."""
FollowRule = Callable[[int, int], int]
"""``(hand, suit number led) -> cards that may be played to the trick`` (bit masks)."""


class ContractTables(NamedTuple):
    """What the play of one contract needs, worked out once per contract.

    The legality of a play is held as data (bit-mask tables) so that the
    checked path (:func:`check`, :func:`legal_plays`, through :attr:`lead`
    and :attr:`follow`) and the transition core of
    :func:`~five_hundred.transitions.run_play` read the same tables.

    Attributes:
        trump: the trump suit, ``None`` in no trumps and misère.
        joker_suit: the joker's nominated suit in no trumps and misère, else ``None``.
        suitless_joker: the joker belongs to no suit (no trumps or misère, not nominated).
        lead: the cards that may be led (:func:`play_rules`).
        follow: the cards that may be played to a trick (:func:`play_rules`).
        effective: the effective suit number of each card code (:data:`~five_hundred.tricks.EFFECTIVE_SUIT`).
        strength: for each suit number led, the strength of each card code
            (:data:`~five_hundred.tricks.STRENGTH`).
        lead_masks: ``[trick_index][suits_led]``: the cards of a hand that may
            be led (``hand & mask``); every card but a suitless joker that may
            not be led then.
        lead_names: ``[trick_index][suits_led]``: the suits a suitless joker
            lead may name (:func:`joker_lead_names`).
        follow_masks: ``[suit number led]``: the cards that follow suit.
        void_mask: the cards a player void in the suit led must play if held
            (the suitless joker in misère where it is compulsory, else none).

    The cards that may be played to a trick are ``hand & follow_masks[led]``,
    else ``hand & void_mask``, else the whole hand (:attr:`follow`).
    """

    trump: Suit | None
    joker_suit: Suit | None
    suitless_joker: bool
    lead: LeadRule
    follow: FollowRule
    effective: tuple[int, ...]
    strength: tuple[tuple[int, ...], ...]
    lead_masks: tuple[tuple[int, ...], ...]
    lead_names: tuple[tuple[int, ...], ...]
    follow_masks: tuple[int, ...]
    void_mask: int


def contract_tables(state: HandState) -> ContractTables:
    """The :class:`ContractTables` of the contract being played in ``state``."""
    contract = state.high_bid if state.contractor is not None else None  # state.contract, without the call
    key = (state.ruleset, NO_BID if contract is None else contract.key, state.joker_suit)
    tables = _TABLES.get(key)
    if tables is None:
        tables = _TABLES[key] = _contract_tables(state.ruleset, contract, state.joker_suit)
    return tables


_TABLES: dict[tuple[Ruleset, int, Suit | None], ContractTables] = {}
""":func:`_contract_tables` (worked out once each, here) by ruleset, contract key (:attr:`~five_hundred.bids.Bid.key`, which
identifies a bid as its equality does) and joker suit: the lookup every check and every card of the
transition core makes, without hashing and comparing bids."""


def _contract_tables(r: Ruleset, contract: Bid | None, joker_suit: Suit | None) -> ContractTables:
    trump = None if contract is None or contract.is_misere else contract.trump
    jsuit = joker_suit if trump is None else None
    t, j = suit_number(trump), suit_number(jsuit)
    misere = contract is not None and contract.is_misere
    lead_masks, names, follow_masks, void_mask = play_tables(r, t, j, misere)
    lead, follow = play_rules(r, t, j, misere)
    return ContractTables(trump, jsuit, trump is None and jsuit is None, lead, follow, EFFECTIVE_SUIT[t][j],
                          STRENGTH[t][j], lead_masks, names, follow_masks, void_mask)


def joker_lead_names(r: Ruleset, trick_index: int, suits_led: int) -> int:
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


def lead_names_for(r: Ruleset, hand: int, suitless: int, trick_index: int, suits_led: int) -> int:
    """:func:`joker_lead_names` for a leader holding ``hand``: where no suit may be named but the
    hand holds nothing but suitless jokers (``suitless``: their mask), any suit, since one of them
    has to be led (DECIDE-60).

    Rules: JOKER-10, JOKER-11, JOKER-15, DECIDE-60.
    """
    names = joker_lead_names(r, trick_index, suits_led)
    return names or (0b1111 if hand and not hand & ~suitless else 0)


_EVERY_CARD = (1 << (MAX_CODE + 1)) - 1
"""The mask of every card code."""


@cache
def play_tables(r: Ruleset, trump: int, jsuit: int, misere: bool) -> tuple[
        tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[int, ...], int]:
    """The legality of a play for one contract, as bit-mask tables:
    ``(lead_masks, lead_names, follow_masks, void_mask)`` as described in
    :class:`ContractTables`. ``trump`` and ``jsuit`` are suit numbers
    (:data:`NO_SUIT` for none).

    Rules: PLAY-02, PLAY-03, PLAY-04, JOKER-02, JOKER-07, JOKER-08, JOKER-09, JOKER-10, JOKER-11, JOKER-15.
    """
    masks = SUIT_MASKS[trump][jsuit]
    suitless = masks[NO_SUIT]
    names = tuple(tuple(joker_lead_names(r, i, led) for led in range(16)) for i in range(r.hand_size))
    # A suitless joker may not be led when it could name no suit (JOKER-10, JOKER-11, JOKER-15).
    lead_masks = tuple(tuple(_EVERY_CARD if n else _EVERY_CARD & ~suitless for n in row) for row in names)
    # Follow by effective suit (PLAY-03; bowers and joker, JOKER-02, JOKER-07); when void,
    # the suitless joker where compulsory in misère (JOKER-08), else any card (PLAY-04, JOKER-09).
    void_mask = suitless if misere and r.joker_compulsory_when_void_in_misere else 0
    return lead_masks, names, masks[:4], void_mask


def free_joker(r: Ruleset, trump: int, jsuit: int, misere: bool) -> int:
    """The suitless jokers' bits where they may go on any trick of a no-trump contract, even while
    their holder can follow the suit led (ref:nt-joker-free-play); else 0 (JOKER-07, JOKER-14, C-13).
    """
    if not r.joker_suitless_follows_any_trick or misere or trump != NO_SUIT or jsuit != NO_SUIT:
        return 0
    return SUIT_MASKS[trump][jsuit][NO_SUIT]


@cache
def play_rules(r: Ruleset, trump: int, jsuit: int, misere: bool) -> tuple[LeadRule, FollowRule]:
    """The legality of a play for one contract, as two small functions of bit
    masks reading the tables of :func:`play_tables`. Every check and
    legal-action list goes through these; the transition core reads the same
    tables.

    Rules: those of :func:`play_tables`.
    """
    lead_masks, _, follow_masks, void_mask = play_tables(r, trump, jsuit, misere)
    free = free_joker(r, trump, jsuit, misere)

    def lead(hand: int, trick_index: int, suits_led: int) -> int:
        # a hand of suitless jokers alone, none of which may be led by the tables, leads one (DECIDE-60)
        return hand & lead_masks[trick_index][suits_led] or hand

    def follow(hand: int, led: int) -> int:
        following = hand & follow_masks[led]
        return following | hand & free if following else hand & void_mask or hand

    return lead, follow


def legal_bids(r: Ruleset, high_bid: Bid | None) -> tuple[Bid, ...]:
    """The bids that may be made over the standing bid, in ladder order.

    Rules: BID-02, BID-05, BID-06, BID-12, BID-13, BID-15, BID-23.
    """
    bids = bids_over(r).get(NO_BID if high_bid is None else high_bid.key)
    return _bids_over(r, high_bid) if bids is None else bids


NO_BID = -1
"""The key of :func:`bids_over` for an auction with no bid yet."""


@cache
def bids_over(r: Ruleset) -> dict[int, tuple[Bid, ...]]:
    """:func:`legal_bids` over each standing bid of the ladder, keyed by the
    standing bid's :attr:`~five_hundred.bids.Bid.key` (:data:`NO_BID`: none
    yet): the auction's table, looked up without hashing a bid.
    """
    return {NO_BID if b is None else b.key: _bids_over(r, b) for b in (None, *r.bid_ladder)}


def _bids_over(r: Ruleset, high_bid: Bid | None) -> tuple[Bid, ...]:
    start = 0 if high_bid is None else r.bid_rank[high_bid] + 1
    bids = r.bid_ladder[start:]
    level = r.misere_entry_level
    if level is not None and (high_bid is None or high_bid.kind is not BidKind.TRICKS or high_bid.tricks != level):
        bids = tuple(b for b in bids if b.kind is not BidKind.MISERE)
    return bids


_ACTIONS = (Play, MakeBid, Pass, Discard, Nominate, NamePartners, CallCards)
"""Every action type (a tuple: ``isinstance`` reads it faster than a union)."""


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

    if not isinstance(action, _ACTIONS):
        raise refuse(f"not an action ({type(action).__name__}): give a MakeBid, Pass, NamePartners, CallCards, "
                     "Discard, Nominate or Play", "DECIDE-20")
    seat = action.seat
    if type(seat) is not int or not 0 <= seat < state.ruleset.players:
        raise refuse(f"seat must be a seat index 0..{state.ruleset.players - 1}", "DECIDE-36")
    if isinstance(action, MakeBid) and not isinstance(action.bid, Bid):
        raise refuse("bid must be a Bid", "BID-05")
    if isinstance(action, Discard) and (
            not isinstance(action.cards, tuple) or not all(isinstance(c, Card) for c in action.cards)):
        raise refuse("cards must be a tuple of Cards", "KITTY-04")
    if isinstance(action, NamePartners) and (not isinstance(action.partners, tuple) or not all(
            type(p) is int and 0 <= p < state.ruleset.players for p in action.partners)):
        raise refuse(f"partners must be a tuple of seat indices 0..{state.ruleset.players - 1}", "DECIDE-36")
    if isinstance(action, CallCards) and (
            not isinstance(action.cards, tuple) or not all(isinstance(c, Card) for c in action.cards)):
        raise refuse("cards must be a tuple of Cards", state.ruleset.rule("SEAT-12"))
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
    # The common well-formed play or call goes straight to its rules; anything else is shaped first.
    if type(action) is Play:
        seat, named = action.seat, action.named_suit
        if (type(seat) is int and 0 <= seat < state.ruleset.players and type(action.card) is Card
                and (named is None or type(named) is Suit)):
            return _check_play(state, action)
    elif ((type(action) is Pass or (type(action) is MakeBid and type(action.bid) is Bid))
          and type(action.seat) is int and 0 <= action.seat < state.ruleset.players):
        return _check_auction(state, action)
    _check_any(state, action)


def _check_any(state: HandState, action: object) -> None:
    """What :func:`check` does with any action: its shape (:func:`_check_shape`), then its rules."""
    _check_shape(state, action)
    match action:  # a play first: most actions are plays
        case Play():
            _check_play(state, action)
        case MakeBid() | Pass():
            _check_auction(state, action)
        case Discard():
            _check_discard(state, action)
        case Nominate():
            _check_nominate(state, action)
        case NamePartners():
            check_partners(state, action, _reject)
        case CallCards():
            check_call(state, action, _reject)


def is_legal(state: HandState, action: Action) -> bool:
    """Whether :func:`check` accepts the action (its refusals are not worded: nobody reads them)."""
    token = _UNWORDED.set(True)
    try:
        check(state, action)
    except IllegalActionError:
        return False
    finally:
        _UNWORDED.reset(token)
    return True


_UNWORDED: ContextVar[bool] = ContextVar("five_hundred_unworded_refusals", default=False)
"""Set while :func:`is_legal` runs :func:`check`: a refusal is then only raised, not worded."""


class _Unworded(IllegalActionError):
    """A refusal raised inside :func:`is_legal`, which catches it: without its notation and message."""

    def __init__(self) -> None:
        Exception.__init__(self)


def _reject(state: HandState, action: Action, reason: str, rule: str) -> IllegalActionError:
    if _UNWORDED.get():
        return _Unworded()
    return IllegalActionError(format_action(state.ruleset, action), reason, rule=state.ruleset.rule(rule))


def _check_auction(state: HandState, action: MakeBid | Pass) -> None:
    r = state.ruleset
    if state.phase is not AUCTION:
        rule = "BID-19" if r.auction_rounds == "single" else "BID-08"
        raise _reject(state, action, f"the auction is over (phase {state.phase.value})", rule)
    if state.passed >> action.seat & 1:
        raise _reject(state, action, "this player has already passed and may not bid again", "BID-07")
    if action.seat != state.turn:
        assert state.turn is not None
        raise _reject(state, action, f"it is {r.seats[state.turn]}'s turn to bid", "BID-01")
    if isinstance(action, Pass):
        if must_bid(r, state.high_bid, state.passed, action.seat):
            raise _reject(state, action, "every other player has passed: the dealer must bid", "BID-09")
        return
    bid = action.bid
    if bid in legal_bids(r, state.high_bid):
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
    if state.phase is not KITTY:
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
    if state.phase is not NOMINATION:
        raise _reject(state, action, "only the contractor holding the joker nominates, after the discard, in no trumps or misère", "JOKER-05")
    if action.seat != state.contractor:
        raise _reject(state, action, "only the contractor may nominate the joker's suit", "JOKER-05")


def _check_play(state: HandState, action: Play) -> None:
    r = state.ruleset
    if state.phase is not PLAY:
        _check_play_phase(state, action)
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
    tables = contract_tables(state)
    trump, jsuit = tables.trump, tables.joker_suit
    suitless_joker = card.is_joker and tables.suitless_joker
    leading = state.current is None
    led = None if state.current is None else state.current.led
    if leading:
        if not suitless_joker:
            if action.named_suit is not None and card.is_joker and trump is not None:
                raise _reject(state, action, "the joker led in a trump contract leads trumps: no suit is named for it",
                              "JOKER-03")
            if action.named_suit is not None:
                raise _reject(state, action, "a suit is named only when leading a suitless joker", "JOKER-10")
            return
        names = lead_names_for(r, hand, suit_masks(trump, jsuit)[None], len(state.tricks), state.suits_led)
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
    mask = tables.follow(hand, suit_number(led))
    if mask >> card.code & 1:
        return
    if suitless_joker:
        raise _reject(state, action, f"the joker may not be played while holding a card of the suit led ({led})", "JOKER-07")
    if card.is_joker:
        raise _reject(state, action, f"the joker is a trump and {r.seats[action.seat]} can follow {led}", "JOKER-02")
    if mask & suit_masks(trump, jsuit)[None] and not hand & suit_masks(trump, jsuit)[led]:
        raise _reject(state, action, f"void in {led}, the holder of a suitless joker must play it in misère", "JOKER-08")
    raise _reject(state, action, f"{r.seats[action.seat]} must follow suit ({led})", "PLAY-03")


def _check_play_phase(state: HandState, action: Play) -> NoReturn:
    """Refuse a play outside the play phase, saying why."""
    r = state.ruleset
    if state.phase is OVER:
        result = state.result
        assert result is not None
        if result.thrown_in:
            raise _reject(state, action, "the hand was thrown in", "BID-09")
        if result.tricks_played < r.hand_size:
            raise _reject(state, action, "the misère ended on the trick the contractor won", "DECIDE-12")
        raise _reject(state, action, "all the tricks have been played", "PLAY-07")
    if state.phase is NOMINATION:
        raise _reject(state, action, "the contractor first nominates the joker's suit or declines", "DECIDE-13")
    if state.phase is KITTY:
        raise _reject(state, action, "the contractor discards before anyone plays", "KITTY-03")
    if state.phase is PARTNER:
        if r.calls_cards:
            raise _reject(state, action, "the contractor first calls the cards that find the partners", "SEAT-12")
        raise _reject(state, action, "the contractor first names the partners for this hand", "SEAT-10")
    # the auction is open: no contractor yet, so nobody has the opening lead
    raise _reject(state, action, f"the {state.phase.value} is not over: there is no contractor to lead yet", "PLAY-01")


# --- legal actions ----------------------------------------------------------------------


def legal_plays(state: HandState) -> tuple[Play, ...]:
    """Every legal :class:`Play` for the seat to play (empty outside play).

    A suitless joker lead appears once per suit that may be named.

    Rules: PLAY-02, PLAY-03, PLAY-04, JOKER-02, JOKER-07..JOKER-11, JOKER-15.
    """
    if state.phase is not PLAY or state.turn is None:
        return ()
    seat = state.turn
    tables = contract_tables(state)
    hand, current = state.hands[seat], state.current
    if current is None:
        mask = tables.lead(hand, len(state.tricks), state.suits_led)
    else:
        assert current.led is not None
        mask = tables.follow(hand, current.led.number)
    plays = _plays(seat)
    led_joker: list[Play] = []
    suitless = SUIT_MASKS[suit_number(tables.trump)][suit_number(tables.joker_suit)][NO_SUIT]
    if current is None and mask & suitless:
        names = lead_names_for(state.ruleset, hand, suitless, len(state.tricks), state.suits_led)
        for joker in (c for c in ALL_CARDS if mask & suitless & c.bit):  # each suitless joker, red before black
            led_joker += [Play(seat, joker, s) for s in SUITS if names >> s.number & 1]
        mask &= ~suitless
    out = []
    while mask:  # in code order
        low = mask & -mask
        out.append(plays[low.bit_length() - 1])
        mask ^= low
    return (*out, *led_joker)


@cache
def _plays(seat: int) -> dict[int, Play]:
    """The play of each card (by code) by ``seat``, naming no suit: made once and shared."""
    return {c.code: Play(seat, c) for c in ALL_CARDS}


def must_bid(r: Ruleset, high_bid: Bid | None, passed: int, seat: int) -> bool:
    """Whether ``seat`` may not pass: no bid stands and every other player (the ``passed`` mask)
    has passed, where the dealer is forced to bid (ref:stick-the-dealer).

    Rules: BID-09, C-20.
    """
    return r.all_pass == "dealer-must-bid" and high_bid is None and passed | 1 << seat == (1 << r.players) - 1


@cache
def _auction_actions(r: Ruleset, seat: int, high_bid: Bid | None, may_pass: bool = True) -> tuple[Action, ...]:
    """The actions ``seat`` may take in the auction over ``high_bid``: made once and shared."""
    bids = tuple(MakeBid(seat, b) for b in legal_bids(r, high_bid))
    return (Pass(seat), *bids) if may_pass else bids


def legal_actions(state: HandState) -> tuple[Action, ...]:
    """Every legal action in this state, for the one seat whose turn it is.

    In the kitty phase the discards are not enumerated (there are 286 of them
    from 13 cards); :func:`check` tells whether a given discard is legal.

    Rules: BID-01, BID-02, BID-09 (a dealer who must bid), BID-13, JOKER-05, SEAT-10, SEAT-11 (the
    partners named), SEAT-12 (the cards called), and those of :func:`legal_plays`.
    """
    if state.phase is AUCTION:
        assert state.turn is not None
        r = state.ruleset
        return _auction_actions(r, state.turn, state.high_bid, not must_bid(r, state.high_bid, state.passed, state.turn))
    if state.phase is NOMINATION:
        assert state.contractor is not None
        return (Nominate(state.contractor, None), *(Nominate(state.contractor, s) for s in SUITS))
    if state.phase is PARTNER:
        return legal_partner_actions(state)
    return legal_plays(state)
