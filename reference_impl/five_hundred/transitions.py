"""How a hand moves on: the deal, and one transition core behind every action.

A hand starts with :func:`deal` (or :func:`deal_hands` when the hands are
given directly) and moves on by :func:`apply`, which checks the action
(:func:`~five_hundred.legality.check`) and returns a *new*
:class:`~five_hundred.state.HandState`; the given state is never changed, so a
rejected action leaves it exactly as it was.

The core is written once (:mod:`.core`, loops over plain ints) and serves both
:func:`apply` and the unchecked fast path of :func:`~five_hundred.playout.playout`:
:func:`run_auction` and :func:`run_play` here hand it a state's fields and
write back what it returns. :func:`apply` passes a chooser that answers with
the action's own bid or card and stops after one action; a random playout
draws in the core's own loops and runs to the end of the hand without checking
or copying the state between actions. Both build the new state the same way:
a private copy of the old one (:func:`thaw`) whose fields are set before
anybody else sees it.

Phases: ``auction`` -> (``partner``, where the contractor names partners: SEAT-10) -> ``kitty`` -> (``nomination``) -> ``play`` -> ``over``;
an auction in which everybody passes goes straight to ``over`` (thrown in),
or to ``play`` at no trumps where the variant says so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, partial
from operator import itemgetter
from typing import TypeVar

from . import core
from .bids import Bid
from .cards import JOKER_CODE, Card, Suit, cards_of, format_cards, mask_of
from .core import (
    THROWN_IN,
    BidChooser,
    CardChooser,
    ContractCore,
    contract_core,
    exposed_at_lead,
    first_leader,
    hand_result,
    nominates,
    ruleset_core,
    trick_so_far,
    tricks_of,
)
from .errors import SetupError
from .legality import check, suit_context
from .partners import do_call, do_partners
from .ruleset import Ruleset
from .state import (
    AUCTION,
    KITTY,
    LATER_TRICKS,
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
    Trick,
)
from .tricks import NO_SUIT, suit_number

# --- starting a hand -----------------------------------------------------------


def deal(ruleset: Ruleset, pack: Sequence[Card], dealer: int) -> HandState:
    """Deal a hand from a pack order (top card first) and a dealer.

    Packets follow the variant's deal pattern, starting with the player on the
    dealer's left and giving the dealer each packet last (DEAL-02, DEAL-03,
    DEAL-04). The cards of packets ``to: dead`` go to a hand out of play: the
    state holds them nowhere, so no seat ever sees them (DEAL-07).

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
    bits = [card.bit for card in pack]
    parts = [sum(get(bits)) for get in _deal_plan(ruleset, dealer)]  # the seats, the kitty, a dead hand
    # As many distinct cards as the pack's sum to its mask with no carry; a card
    # dealt twice always leaves a carry (fewer bits set), so the sum checks the pack.
    if sum(parts) != ruleset.pack_mask:
        _check_pack(ruleset, pack)  # raises, naming the card
    return _start(ruleset, dealer, tuple(parts[:n]), parts[n])


def deal_hands(ruleset: Ruleset, hands: Mapping[int, Sequence[Card]], kitty: Sequence[Card], dealer: int) -> HandState:
    """Start a hand from the dealt hands and kitty directly (shuffle and deal not modelled).

    Raises:
        SetupError: a hand or the kitty has the wrong number of cards, a card
            appears twice, or the cards are not exactly the variant's pack
            (DEAL-01, DECK-01, DECK-02); where the variant deals a dead hand, the
            cards of the pack not given are that hand (DEAL-07), and they must be
            exactly as many as it holds (DECK-03).

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
    _check_pack(ruleset, every, field="hands", dead=ruleset.dead_size)
    return _start(ruleset, dealer, tuple(mask_of(hands[s]) for s in range(n)), mask_of(kitty))


@cache
def _deal_plan(ruleset: Ruleset, dealer: int) -> tuple[Callable[[Sequence[int]], tuple[int, ...]], ...]:
    """For each seat, then the kitty, then the dead hand where the variant deals one, a
    getter of the items at the pack positions it receives. Packets follow DEAL-02/DEAL-03
    and DEAL-04: each packet goes first to the player on the dealer's left, the dealer
    last; a packet ``to: dead`` goes to the hand out of play (DEAL-07).
    """
    n = ruleset.players
    positions: list[list[int]] = [[] for _ in range(n + 2)]
    at = 0
    for to, count in ruleset.deal_packets:
        places = {"kitty": [n], "dead": [n + 1]}.get(to) or [(dealer + k) % n for k in range(1, n + 1)]
        for k in places:
            positions[k] += range(at, at + count)
            at += count
    return tuple(_getter(p) for p in (positions if ruleset.dead_size else positions[:-1]))


def _getter(positions: Sequence[int]) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """``itemgetter(*positions)``, always giving a tuple (also of one item or none)."""
    if len(positions) > 1:
        return itemgetter(*positions)
    return lambda items: tuple(items[p] for p in positions)


def _check_pack(ruleset: Ruleset, cards: Sequence[Card], field: str = "pack", dead: int = 0) -> None:
    """``cards`` are the variant's pack, each card once, but for ``dead`` cards left out (a dead hand).

    Raises:
        SetupError: a card not in the pack (DECK-01), given twice (DECK-01, DECK-04), or the wrong
            number of cards (DECK-03).

    """
    mask = 0
    for c in cards:
        mask |= 1 << c.code
    size = len(ruleset.pack) - dead
    if mask & ~ruleset.pack_mask == 0 and mask.bit_count() == len(cards) == size:
        return
    seen: dict[Card, int] = {}
    for i, c in enumerate(cards):
        if c.bit & ruleset.pack_mask == 0:
            raise SetupError(f"{field}[{i}]", f"{c} is not in the {len(ruleset.pack)}-card pack of {ruleset.id}", rule=ruleset.rule("DECK-01"))
        if c in seen:
            rule = ruleset.rule("DECK-04" if c.is_joker else "DECK-01")
            raise SetupError(f"{field}[{i}]", f"{c} appears twice (also at {field}[{seen[c]}])", rule=rule)
        seen[c] = i
    if len(cards) != size:
        missing = format_cards(cards_of(ruleset.pack_mask & ~mask_of(cards)))
        dead_hand = f" besides the {dead} of the dead hand" if dead else ""
        raise SetupError(field, f"has {len(cards)} cards, not {size}; missing {missing}{dead_hand}",
                         rule=ruleset.rule("DECK-03"))


def _start(ruleset: Ruleset, dealer: int, hands: tuple[int, ...], kitty: int) -> HandState:
    n = ruleset.players
    if not 0 <= dealer < n:
        raise SetupError("dealer", f"{dealer} is not a seat index", rule="DECIDE-36")
    fields = _blank(ruleset).copy()
    fields["dealer"] = dealer
    fields["dealt"] = fields["hands"] = hands
    fields["kitty"] = kitty
    fields["turn"] = (dealer + 1) % n
    new = _new(HandState)
    _set(new, "__dict__", fields)
    return new


@cache
def _blank(ruleset: Ruleset) -> dict[str, object]:
    """The fields of a hand of ``ruleset`` at the start of its auction, as its
    constructor sets them (the deal still to fill in): copied by :func:`_start`.
    """
    n = ruleset.players
    return dict(HandState(ruleset=ruleset, dealer=0, dealt=(0,) * n, kitty=0, hands=(0,) * n,
                          phase=AUCTION, turn=1 % n, tricks_won=(0,) * n).__dict__)


# --- apply: check, then the core with the action's own choices -------------------------


def apply(state: HandState, action: Action) -> HandState:
    """The state after a legal action.

    Raises:
        IllegalActionError: the action is not legal (the given state is unchanged).

    Rules: those of :func:`~five_hundred.legality.check`, then BID-10, KITTY-01,
    KITTY-02, JOKER-05, PLAY-05, PLAY-06, PLAY-08, MIS-01, MIS-03, DECIDE-12
    and the scoring of :func:`~five_hundred.scoring.score_hand`.

    """
    check(state, action)
    new = thaw(state)
    match action:  # a play first: most actions are plays
        case Play(card=card, named_suit=named):
            code = card.code
            run_play(new, _PLAYED[code] if code < JOKER_CODE else
                     _given(1 << code, 0 if named is None else 1 << named.number), 1)
        case MakeBid(bid=bid):
            run_auction(new, _given(bid), 1)
        case Pass():
            run_auction(new, _passing, 1)
        case Discard(seat=seat, cards=cards):
            do_discard(new, seat, mask_of(cards))
        case Nominate(suit=suit):
            do_nominate(new, suit)
        case NamePartners(partners=partners):
            do_partners(new, partners)
        case CallCards(cards=cards):
            do_call(new, cards)
    return new


_T = TypeVar("_T")


def _answering(answer: _T) -> Callable[[object], _T]:
    """A chooser that answers ``answer`` whatever it is offered, however often it is asked."""
    return lambda _offered: answer


_PLAYED = tuple(_answering(1 << code) for code in range(JOKER_CODE))
"""By card code, the chooser of a play of any card but a joker: the card's bit. The core asks it
once (only a suitless joker lead is asked again, for the suit it names): made once and shared."""

_passing = _answering(None)
"""The chooser of a pass."""


def _given(*answers: _T) -> Callable[[object], _T]:
    """A chooser that answers with ``answers`` in order, whatever it is offered:
    the choices an action has already made.
    """
    answer = iter(answers).__next__
    return lambda _offered: answer()


# --- the core -----------------------------------------------------------------------------

_set = object.__setattr__
_new = object.__new__


def thaw(state: HandState) -> HandState:
    """A new copy of ``state`` (every field copied) for the core to finish.

    It is private to the caller until returned: the core writes its fields
    straight into the copy's ``__dict__`` (where :class:`HandState` keeps
    them), several at a time, and nobody else ever sees it change.
    """
    new = _new(HandState)
    _set(new, "__dict__", state.__dict__.copy())
    return new


def run_auction(w: HandState, choose: BidChooser | None, limit: int, rand: Callable[[], float] | None = None,
                pass_probability: float = 0.0) -> None:
    """Make bids and passes with :func:`~five_hundred.core.run_auction`, each chosen by ``choose``
    (or drawn with ``rand``), until ``limit`` of them have been made (``-1``: no limit) or the
    auction closes. ``w`` comes from :func:`thaw` and must be in its auction.

    Rules: those of :func:`~five_hundred.core.run_auction`, BID-09, BID-10, ref:all-pass-play-nt.
    """
    rc = ruleset_core(w.ruleset)
    auction: list[tuple[int, Bid | None]] = []
    seat = w.turn
    assert seat is not None
    seat, passed, high_bid, high_bidder, final_turn, closed = core.run_auction(
        rc, auction, len(w.auction), seat, w.passed, w.high_bid, w.high_bidder, w.final_turn, choose, limit, rand, pass_probability)
    fields = w.__dict__
    fields.update(auction=(*w.auction, *auction), passed=passed, final_turn=final_turn, high_bid=high_bid,
                  high_bidder=high_bidder, turn=seat)
    if not closed:
        return
    if high_bid is None or high_bidder is None:
        if rc.all_pass_plays:
            fields.update(phase=PLAY, turn=(w.dealer + 1) % rc.players, active=tuple(range(rc.players)))
        else:
            fields.update(phase=OVER, turn=None, result=THROWN_IN)
        return
    if rc.ruleset.partners_for(high_bid):  # partners are named before the kitty is taken (SEAT-10, DECIDE-53)
        fields.update(contractor=high_bidder, phase=PARTNER, turn=high_bidder)
        return
    hands = list(w.hands)
    hands[high_bidder] |= w.kitty
    fields.update(contractor=high_bidder, hands=tuple(hands), phase=KITTY, turn=high_bidder)


def do_discard(w: HandState, contractor: int, discard: int) -> None:
    """The contractor, holding the kitty, puts ``discard`` (a bit mask) back.
    ``w`` comes from :func:`thaw`.

    Rules: KITTY-02, KITTY-04, MIS-01 (the partner sits out), JOKER-05 (the nomination follows),
    PLAY-01 (who leads), MIS-03 (an open misère shown before the lead).
    """
    r = w.ruleset
    contract = w.high_bid
    assert contract is not None
    hands = list(w.hands)
    hands[contractor] &= ~discard
    active = contract_core(ruleset_core(r), contract, NO_SUIT, contractor).active
    if nominates(r, contract, hands[contractor]):
        w.__dict__.update(hands=tuple(hands), discard=discard, active=active, turn=contractor, phase=NOMINATION)
    else:
        w.__dict__.update(hands=tuple(hands), discard=discard, active=active, phase=PLAY,
                          turn=first_leader(r, w.dealer, contractor, active), exposed=exposed_at_lead(r, contract))


def do_nominate(w: HandState, suit: Suit | None) -> None:
    """The contractor nominates the joker's suit, or none. ``w`` comes from :func:`thaw`.

    Rules: JOKER-05, DECIDE-13, PLAY-01, MIS-03.
    """
    contractor, contract = w.contractor, w.high_bid
    assert contractor is not None and contract is not None
    w.__dict__.update(joker_suit=suit, nominated=suit is not None, phase=PLAY,
                      turn=first_leader(w.ruleset, w.dealer, contractor, w.active),
                      exposed=exposed_at_lead(w.ruleset, contract))


def run_play(w: HandState, choose: CardChooser | None, limit: int, rand: Callable[[], float] | None = None, *,
             later: bool = False) -> None:
    """Play cards with :func:`~five_hundred.core.run_play`, each chosen by ``choose`` among the
    legal ones (or drawn with ``rand``), until ``limit`` cards have been played (``-1``: no limit)
    or the hand is over, and score a hand played out. ``w`` comes from :func:`thaw` and must be in
    its play. The tricks are made from the play's record (:func:`~five_hundred.core.tricks_of`) at
    once or, ``later``, when the state's ``tricks`` are first read.

    Rules: those of :func:`~five_hundred.core.run_play`, MIS-03, and the scoring rules of
    :func:`~five_hundred.scoring.score_hand`.
    """
    rc = ruleset_core(w.ruleset)
    contract = w.high_bid if w.contractor is not None else None
    contractor = -1 if w.contractor is None else w.contractor
    c = contract_core(rc, contract, suit_number(w.joker_suit), contractor, w.partners)
    start = w.turn
    assert start is not None
    hands, won = list(w.hands), list(w.tricks_won)
    record: list[int] = []
    current, before = w.current, len(w.tricks)
    leader, cards, led, best, winner = trick_so_far(c, current, start)
    leader, cards, led, best, winner, played, suits_led, over = core.run_play(
        c, hands, won, record, leader, cards, led, best, winner, before, w.suits_led, choose, limit, rand)
    fields = w.__dict__
    if later and over and played > before:
        fields.update(hands=tuple(hands), current=None, suits_led=suits_led)
        fields[LATER_TRICKS] = partial(tricks_later, w.tricks, c, current, start, record)
        fields.pop("tricks", None)
    else:
        done, now = tricks_of(c, current, start, record)
        fields.update(hands=tuple(hands), current=now, suits_led=suits_led)
        if done:
            fields["tricks"] = (*w.tricks, *done)
    if played > before:
        exposed = w.exposed or bool(c.exposed_after and played >= c.exposed_after)
        fields.update(tricks_won=tuple(won), exposed=exposed)
    if not over:
        fields["turn"] = c.order_from[leader][cards]
        return
    fields.update(phase=OVER, turn=None, result=hand_result(rc, c, won, played))


def tricks_later(before: tuple[Trick, ...], c: ContractCore, current: Trick | None, leader: int,
                  record: list[int]) -> tuple[Trick, ...]:
    """The tricks of a state whose play :func:`run_play` recorded: ``before``, then those of the record."""
    done, _ = tricks_of(c, current, leader, record)
    return (*before, *done)


# --- the record of a hand ---------------------------------------------------------------


def actions_of(state: HandState) -> tuple[Action, ...]:
    """The actions taken so far, in order: the hand's record, derived from its state.

    Replaying them with :func:`apply` from the dealt state reproduces ``state``.
    """
    r = state.ruleset
    out: list[Action] = [Pass(s) if b is None else MakeBid(s, b) for s, b in state.auction]
    c, contract = state.contractor, state.contract
    if c is not None and state.phase is not PARTNER and r.names_partners and contract is not None \
            and r.partners_for(contract):
        out.append(CallCards(c, state.called) if r.calls_cards else NamePartners(c, state.partners))
    if state.phase is KITTY or state.phase is PARTNER:
        return tuple(out)
    if c is not None and contract is not None:
        out.append(Discard(c, cards_of(state.discard)))
        offered = nominates(r, contract, (state.dealt[c] | state.kitty) & ~state.discard)
        if offered and state.phase is not NOMINATION:
            out.append(Nominate(c, state.joker_suit))
    trump, jsuit = suit_context(state)
    tricks = [*state.tricks, *([state.current] if state.current is not None else [])]
    for t in tricks:
        for i, (seat, card) in enumerate(t.plays):
            lead_named = i == 0 and card.is_joker and trump is None and jsuit is None
            out.append(Play(seat, card, t.led if lead_named else None))
    return tuple(out)
