"""How a hand moves on: the deal, and one transition core behind every action.

A hand starts with :func:`deal` (or :func:`deal_hands` when the hands are
given directly) and moves on by :func:`apply`, which checks the action
(:func:`~five_hundred.legality.check`) and returns a *new*
:class:`~five_hundred.state.HandState`; the given state is never changed, so a
rejected action leaves it exactly as it was.

The core is written once and serves both :func:`apply` and the unchecked
fast path of :func:`~five_hundred.playout.playout`: each of :func:`run_auction`
and :func:`run_play` takes its actions from a *chooser*, a function given the
legal choices that returns one. :func:`apply` passes a chooser that answers
with the action's own bid or card and stops after one action; a random
playout passes a random chooser and runs to the end of the auction or of the
hand without checking or copying the state between actions. Both build the
new state the same way: a private copy of the old one (:func:`thaw`) whose
fields the core sets before anybody else sees it.

Phases: ``auction`` -> ``kitty`` -> (``nomination``) -> ``play`` -> ``over``;
an auction in which everybody passes goes straight to ``over`` (thrown in),
or to ``play`` at no trumps where the variant says so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, lru_cache, partial
from math import floor
from operator import attrgetter, itemgetter
from typing import TypeVar

from .bids import Bid, BidKind
from .cards import ALL_CARDS, JOKER, JOKER_CODE, SUITS, Card, Suit, cards_of, format_cards, mask_of
from .errors import SetupError
from .legality import NO_BID, bids_over, check, contract_tables, free_joker, must_bid, suit_context
from .ruleset import Ruleset
from .scoring import score_hand, score_without_contract
from .state import (
    AUCTION,
    KITTY,
    NOMINATION,
    OVER,
    PLAY,
    Action,
    Discard,
    HandResult,
    HandState,
    MakeBid,
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
    *hands, kitty = [sum(map(_BIT, packet(pack))) for packet in _deal_plan(ruleset, dealer)]
    # As many distinct cards as the pack's sum to its mask with no carry; a card
    # dealt twice always leaves a carry (fewer bits set), so the sum checks the pack.
    if sum(hands) + kitty != ruleset.pack_mask:
        _check_pack(ruleset, pack)  # raises, naming the card
    return _start(ruleset, dealer, tuple(hands), kitty)


_BIT = attrgetter("bit")


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
def _deal_plan(ruleset: Ruleset, dealer: int) -> tuple[Callable[[Sequence[Card]], tuple[Card, ...]], ...]:
    """For each seat, then the kitty, a getter of the items at the pack positions
    it receives. Packets follow DEAL-02/DEAL-03 and DEAL-04: each packet goes
    first to the player on the dealer's left, the dealer last.
    """
    n = ruleset.players
    positions: list[list[int]] = [[] for _ in range(n + 1)]
    at = 0
    for to, count in ruleset.deal_packets:
        for k in [n] if to == "kitty" else [(dealer + k) % n for k in range(1, n + 1)]:
            positions[k] += range(at, at + count)
            at += count
    return tuple(_getter(p) for p in positions)


def _getter(positions: Sequence[int]) -> Callable[[Sequence[Card]], tuple[Card, ...]]:
    """``itemgetter(*positions)``, always giving a tuple (also of one item or none)."""
    if len(positions) > 1:
        return itemgetter(*positions)
    return lambda items: tuple(items[p] for p in positions)


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
    new = _new(HandState)
    _set(new, "__dict__", {**_blank(ruleset), "dealer": dealer, "dealt": hands, "kitty": kitty, "hands": hands,
                           "turn": (dealer + 1) % n})
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
    return new


_T = TypeVar("_T")


def _answering(answer: _T) -> Callable[[object], _T]:
    """A chooser that answers ``answer`` whatever it is offered, however often it is asked."""
    return lambda _offered: answer


_PLAYED = tuple(_answering(1 << code) for code in range(JOKER_CODE))
"""By card code, the chooser of a play of any card but the joker: the card's bit. The core asks it
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


BidChooser = Callable[[tuple[Bid, ...]], Bid | None]
"""``(legal bids over the standing bid) -> the bid made, or None to pass``."""
CardChooser = Callable[[int], int]
"""``(legal cards, bit mask) -> the bit of the card played``; also asked, with
a 4-bit mask of suit numbers, which suit a suitless joker lead names."""


def run_auction(w: HandState, choose: BidChooser, limit: int) -> None:
    """Make bids and passes, each chosen by ``choose``, until ``limit`` of them
    have been made (``-1``: no limit) or the auction closes. ``w`` comes from
    :func:`thaw` and must be in its auction.

    Rules: BID-01, BID-07, BID-09, BID-10, BID-19, C-21 (the high bidder's
    final turn), ref:all-pass-play-nt.
    """
    r = w.ruleset
    n = r.players
    single = r.auction_rounds == "single"
    everyone = (1 << n) - 1
    following = _next_to_bid(n, single)
    auction, passed, final_turn = w.auction, w.passed, w.final_turn
    high_bid, high_bidder = w.high_bid, w.high_bidder
    over = bids_over(r)  # the legal bids (legal_bids) by the standing bid's key
    high_key = NO_BID if high_bid is None else high_bid.key
    seat = w.turn
    assert seat is not None
    made = 0
    while True:
        bid = choose(over[high_key])
        while bid is None and must_bid(r, high_bid, passed, seat):
            bid = choose(over[high_key])  # a random chooser asked again: this dealer may not pass (BID-09)
        if bid is None:
            passed |= 1 << seat
        else:
            high_bid, high_bidder, high_key = bid, seat, bid.key
        auction += ((seat, bid),)
        made += 1
        if single:
            closed = len(auction) == n
        else:
            closed = passed == everyone or (high_bidder is not None and passed | 1 << high_bidder == everyone)
            if closed and high_bidder is not None and r.high_bidder_final_turn and not final_turn:
                final_turn, closed, seat = True, False, high_bidder  # C-21: the high bidder may raise or stand
                if made == limit:
                    break
                continue
            if final_turn and bid is not None:
                closed = True  # the raise on the final turn closes the auction
        if closed:
            break
        seat = following[passed][seat]
        if made == limit:
            break
    fields = w.__dict__
    fields.update(auction=auction, passed=passed, final_turn=final_turn, high_bid=high_bid, high_bidder=high_bidder,
                  turn=seat)
    if not closed:
        return
    if high_bid is None or high_bidder is None:
        if r.all_pass == "play-no-trumps":
            fields.update(phase=PLAY, turn=(w.dealer + 1) % n, active=tuple(range(n)))
        else:
            fields.update(phase=OVER, turn=None, result=_THROWN_IN)
        return
    hands = list(w.hands)
    hands[high_bidder] |= w.kitty
    fields.update(contractor=high_bidder, hands=tuple(hands), phase=KITTY, turn=high_bidder)


@cache
def _next_to_bid(n: int, single: bool) -> tuple[tuple[int, ...], ...]:
    """``[passed][seat]``: who bids after ``seat`` when the seats in the
    ``passed`` mask have passed: the next seat clockwise, in a continuous
    auction the next one that has not passed (BID-01, BID-07, BID-19).
    """
    table = []
    for passed in range(1 << n):
        row = []
        for seat in range(n):
            after = [(seat + k) % n for k in range(1, n + 1)]
            row.append(next((s for s in after if single or not passed >> s & 1), seat))
        table.append(tuple(row))
    return tuple(table)


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
    active = _active_seats(r, contract, contractor)
    if _nominates(r, contract, hands[contractor]):
        w.__dict__.update(hands=tuple(hands), discard=discard, active=active, turn=contractor, phase=NOMINATION)
    else:
        w.__dict__.update(hands=tuple(hands), discard=discard, active=active, phase=PLAY,
                          turn=_first_leader(r, w.dealer, contractor, active), exposed=_exposed_at_lead(r, contract))


def _first_leader(r: Ruleset, dealer: int, contractor: int, active: tuple[int, ...]) -> int:
    """Who leads to trick 1: the contractor (PLAY-01), or where the first lead is the eldest's
    (ref:eldest-leads) the first seat in the play clockwise from the dealer's left (a misère
    contractor's partner, who sits out, is passed over).

    Rules: PLAY-01, C-33, MIS-01.
    """
    if r.first_lead == "contractor":
        return contractor
    return next(s for k in range(1, r.players + 1) if (s := (dealer + k) % r.players) in active)


def _exposed_at_lead(r: Ruleset, contract: Bid) -> bool:
    """Whether the contractor's hand lies open as the play begins: an open misère where it is shown
    before the opening lead (ref:open-misere-exposed-before-lead; MIS-03, C-23).
    """
    return contract.kind is BidKind.OPEN_MISERE and r.open_misere_exposed_after_trick == 0


_active_seats = cache(Ruleset.active_seats)
""":meth:`Ruleset.active_seats`, remembered per ruleset, contract and contractor."""


def _nominates(r: Ruleset, contract: Bid, contractor_hand: int) -> bool:
    """Whether the contractor is offered the joker nomination (JOKER-05, DECIDE-13)."""
    return bool(r.joker_nomination and (contract.is_misere or contract.trump is None)
                and contractor_hand >> JOKER_CODE & 1)


def do_nominate(w: HandState, suit: Suit | None) -> None:
    """The contractor nominates the joker's suit, or none. ``w`` comes from :func:`thaw`.

    Rules: JOKER-05, DECIDE-13, PLAY-01, MIS-03.
    """
    contractor, contract = w.contractor, w.high_bid
    assert contractor is not None and contract is not None
    w.__dict__.update(joker_suit=suit, nominated=suit is not None, phase=PLAY,
                      turn=_first_leader(w.ruleset, w.dealer, contractor, w.active),
                      exposed=_exposed_at_lead(w.ruleset, contract))


def run_play(w: HandState, choose: CardChooser, limit: int, rand: Callable[[], float] | None = None) -> None:
    """Play cards, each chosen by ``choose`` among the legal ones, until ``limit``
    cards have been played (``-1``: no limit) or the hand is over. ``w`` comes
    from :func:`thaw` and must be in its play.

    The legal cards come from the tables of :func:`~five_hundred.legality.play_tables`
    (read as :class:`~five_hundred.legality.ContractTables` describes, the
    same reading as the checks' :func:`~five_hundred.legality.play_rules`)
    and a trick's winner from the strength tables of :mod:`.tricks`
    (both through :func:`~five_hundred.legality.contract_tables`); the
    chooser's answers are not checked again. Given ``rand`` (a
    :meth:`random.Random.random`), the cards are drawn uniformly among the
    legal ones in the loop itself, without a call to ``choose`` per card
    (which still names the suit of a suitless joker lead): the random
    playout's way. A trick in progress is carried
    on as it stands; a finished trick goes to ``tricks`` with its winner, who leads the
    next; the hand ends after the last trick, or when a misère contractor
    takes one, and is scored.

    Rules: PLAY-02..PLAY-08, JOKER-10, MIS-01, MIS-03, MIS-04, DECIDE-12, and
    the scoring rules of :func:`~five_hundred.scoring.score_hand`.
    """
    r = w.ruleset
    trump, jsuit, _, _, _, effective, strengths, lead_masks, lead_names, follow_masks, void_mask = contract_tables(w)
    contract, contractor = w.contract, w.contractor
    free = free_joker(r, suit_number(trump), suit_number(jsuit), contract is not None and contract.is_misere)
    order_from, followers, hand_size, ends_when_won, exposed_after = _play_context(r, contract, contractor, w.active)
    pairs = _PLAYS
    hands, won = list(w.hands), list(w.tricks_won)
    done: list[Trick] = []  # the tricks finished here
    played = len(w.tricks)  # tricks finished so far
    suits_led, exposed = w.suits_led, w.exposed
    leader = w.turn
    assert leader is not None
    plays: list[tuple[int, Card]] = []  # the trick in progress
    add = plays.append
    cur = w.current
    if cur is not None:
        assert cur.led is not None
        leader, led = cur.leader, cur.led.number
        plays += cur.plays
        table = strengths[led]
        best = -1
        for seat, card in plays:
            if table[card.code] > best:
                best, winner = table[card.code], seat
    todo = limit  # cards still to play; negative: no limit
    over = False
    while todo:
        if plays:  # a trick carried on
            rest = order_from[leader][len(plays):]
        else:  # the lead (PLAY-02, JOKER-10, JOKER-11, JOKER-15)
            hand = hands[leader]
            legal = hand & lead_masks[played][suits_led]
            if rand is None:
                bit = choose(legal)
            else:  # uniform: drop a random number of the lowest set bits
                k = floor(rand() * legal.bit_count())
                while k:
                    legal &= legal - 1
                    k -= 1
                bit = legal & -legal
            hands[leader] = hand ^ bit
            code = bit.bit_length() - 1
            led = effective[code]
            if led == NO_SUIT:  # a suitless joker names the suit led (JOKER-10)
                led = choose(lead_names[played][suits_led]).bit_length() - 1
            suits_led |= 1 << led
            table = strengths[led]
            winner, best = leader, table[code]
            add(pairs[leader][code])
            todo -= 1
            rest = followers[leader]
        stop = False
        if todo >= 0:  # only as many cards as asked
            stop = len(rest) > todo
            rest = rest[:todo]
            todo -= len(rest)
        follow = follow_masks[led]
        for seat in rest:  # the others follow in turn (SEAT-03)
            hand = hands[seat]
            # the follow rule of ContractTables: suit led (and a free joker, JOKER-14), else the void
            # rule, else any card
            legal = hand & follow
            legal = legal | hand & free if legal else hand & void_mask or hand
            if rand is None:
                bit = choose(legal)
            else:  # as for the lead
                bit = legal & -legal
                if bit != legal:
                    k = floor(rand() * legal.bit_count())
                    while k:
                        legal &= legal - 1
                        k -= 1
                    bit = legal & -legal
            hands[seat] = hand ^ bit
            code = bit.bit_length() - 1
            add(pairs[seat][code])
            strength = table[code]
            if strength > best:
                best, winner = strength, seat
        if stop:
            break
        # the trick is complete: its winner leads the next (PLAY-05, PLAY-06)
        done.append(_trick((leader, tuple(plays), SUITS[led], winner)))
        played += 1
        plays.clear()
        leader = winner
        won[winner] += 1
        if exposed_after and played >= exposed_after:
            exposed = True  # MIS-03
        if played == hand_size or winner == ends_when_won:  # PLAY-07, DECIDE-12
            over = True
            break
    fields = w.__dict__
    fields.update(hands=tuple(hands), current=_trick((leader, tuple(plays), SUITS[led], None)) if plays else None,
                  suits_led=suits_led)
    if done:
        fields.update(tricks=(*w.tricks, *done), tricks_won=tuple(won), exposed=exposed)
    if not over:
        fields["turn"] = order_from[leader][len(plays)]
        return
    if contractor is None or contract is None:  # an all-pass hand played at no trumps (ref:all-pass-play-nt)
        result = HandResult(False, score_without_contract(r, won), played)
    else:
        result = _played_out(r, contract, contractor, tuple(won), played)
    fields.update(phase=OVER, turn=None, result=result)


@cache
def _play_context(r: Ruleset, contract: Bid | None, contractor: int | None, active: tuple[int, ...]) -> tuple[
        dict[int, tuple[int, ...]], dict[int, tuple[int, ...]], int, int, int]:
    """What the play of a contract needs beyond its legality tables:
    ``(order_from, followers, hand_size, ends_when_won, exposed_after)``: for
    each seat in play the order of a trick it leads (:func:`_order_from`) and
    the seats that follow its lead (that order without the leader), the tricks in a
    hand, the seat whose first trick won ends the hand (a misère contractor
    where DECIDE-12 applies, else -1), and after how many tricks an open
    misère hand is exposed (0: never; MIS-03).
    """
    misere = contract is not None and contract.is_misere
    ends_when_won = contractor if misere and r.misere_ends_on_first_trick_won and contractor is not None else -1
    open_misere = contract is not None and contract.kind is BidKind.OPEN_MISERE
    order_from = _order_from(active)
    followers = {seat: order[1:] for seat, order in order_from.items()}
    return order_from, followers, r.hand_size, ends_when_won, r.open_misere_exposed_after_trick if open_misere else 0


@lru_cache(maxsize=1 << 15)
def _played_out(r: Ruleset, contract: Bid, contractor: int, won: tuple[int, ...], played: int) -> HandResult:
    """The result of a hand played out: its score (:func:`~five_hundred.scoring.score_hand`)
    and the tricks played, remembered (a result is immutable and depends only on these).
    """
    return HandResult(False, score_hand(r, contract, contractor, won), played)


_THROWN_IN = HandResult(True, None, 0)
"""The result of a hand thrown in (BID-09): the same for every such hand."""


_trick = partial(tuple.__new__, Trick)
"""``_trick((leader, plays, led, winner))``: a :class:`Trick` (``winner``
``None`` while in progress), made as its own constructor makes it, without
the call through its ``__new__``."""


@cache
def _order_from(active: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    """For each seat in play, the seats in play from it clockwise: the order of
    a trick it leads (SEAT-03, MIS-01).
    """
    return {s: active[i:] + active[:i] for i, s in enumerate(active)}


def _seat_card_pairs() -> tuple[tuple[tuple[int, Card], ...], ...]:
    """``(seat, card)`` for every seat index a variant may have and every card
    code: the entries of a trick's ``plays``, made once and shared.
    """
    by_code = {c.code: c for c in ALL_CARDS}
    return tuple(tuple((seat, by_code.get(code, JOKER)) for code in range(JOKER_CODE + 1)) for seat in range(8))


_PLAYS = _seat_card_pairs()
# --- the record of a hand ---------------------------------------------------------------


def actions_of(state: HandState) -> tuple[Action, ...]:
    """The actions taken so far, in order: the hand's record, derived from its state.

    Replaying them with :func:`apply` from the dealt state reproduces ``state``.
    """
    r = state.ruleset
    out: list[Action] = [Pass(s) if b is None else MakeBid(s, b) for s, b in state.auction]
    c, contract = state.contractor, state.contract
    if state.phase is KITTY:
        return tuple(out)
    if c is not None and contract is not None:
        out.append(Discard(c, cards_of(state.discard)))
        offered = _nominates(r, contract, (state.dealt[c] | state.kitty) & ~state.discard)
        if offered and state.phase is not NOMINATION:
            out.append(Nominate(c, state.joker_suit))
    trump, jsuit = suit_context(state)
    tricks = [*state.tricks, *([state.current] if state.current is not None else [])]
    for t in tricks:
        for i, (seat, card) in enumerate(t.plays):
            lead_named = i == 0 and card.code == JOKER_CODE and trump is None and jsuit is None
            out.append(Play(seat, card, t.led if lead_named else None))
    return tuple(out)
