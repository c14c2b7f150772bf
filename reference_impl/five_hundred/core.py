"""The transition core: one hand's moves as loops over plain ints, written once.

Cards are codes and bit masks (:mod:`.cards`), a seat an index, a hand an int
mask, a bid its :class:`~five_hundred.bids.Bid` and a suit its number
(:data:`~five_hundred.tricks.NO_SUIT` for none). Everything a loop reads is
looked up once per variant (:class:`RulesetCore`) and once per contract
(:class:`ContractCore`): the legal bids over each bid (:func:`~five_hundred.legality.bids_over`),
the play tables of :func:`~five_hundred.legality.play_tables` (the tables the
checks read through :func:`~five_hundred.legality.play_rules`), the effective
suits and trick strengths of :mod:`.tricks`, and the score of
:func:`~five_hundred.scoring.score_hand`, remembered by its int key.

:func:`run_auction` and :func:`run_play` take their choices from a *chooser*
(a function given the legal choices that returns one) or, given ``rand``
(a :meth:`random.Random.random`), draw them uniformly in the loop itself
(:func:`random_card`); :func:`random_play` is :func:`run_play`'s random draw
for a whole hand from its first lead, in a loop of its own (the playout's hot loop).
:func:`~five_hundred.transitions.apply` runs them for one action with the
action's own choice, after its checks; :func:`~five_hundred.playout.playout`
runs them from wherever a hand is to its end with random draws, and builds the
hand's :class:`~five_hundred.state.HandState` once, at the end. The cards a
hand's play puts down are kept as a list of ints (:func:`run_play`'s
``record``); :func:`tricks_of` turns it into :class:`~five_hundred.state.Trick`
values, for one action at once and for a playout when its tricks are first read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from math import floor
from operator import mul

from .bids import Bid, BidKind
from .cards import ALL_CARDS, JOKER, JOKER_MASK, MAX_CODE, SUITS, Card
from .legality import NO_BID, bids_over, free_joker, must_bid, play_tables
from .ruleset import Ruleset
from .scoring import score_hand, score_without_contract
from .state import HandResult, Trick
from .tricks import EFFECTIVE_SUIT, NO_SUIT, STRENGTH, suit_number

BidChooser = Callable[[tuple[Bid, ...]], Bid | None]
"""``(legal bids over the standing bid) -> the bid made, or None to pass``."""
CardChooser = Callable[[int], int]
"""``(legal cards, bit mask) -> the bit of the card played``; also asked, with
a 4-bit mask of suit numbers, which suit a suitless joker lead names."""


class RulesetCore:
    """What the core reads of a variant, worked out once (:func:`ruleset_core`).

    Attributes:
        ruleset: the variant.
        players: the number of seats.
        single: a single round of bidding (BID-19), else continuous (BID-07).
        everyone: the mask of every seat.
        following: ``[passed][seat]``: who bids after ``seat`` (:func:`next_to_bid`).
        over: the legal bids over each standing bid, by its key (:func:`~five_hundred.legality.bids_over`).
        forced: whether :func:`~five_hundred.legality.must_bid` ever keeps a seat from passing.
        final_turn: the high bidder has a final turn (C-21).
        all_pass_plays: an all-pass hand is played at no trumps (ref:all-pass-play-nt).
        kitty_size: the cards of the kitty.
        contracts: the :class:`ContractCore` of each contract, joker suit and contractor met so far.

    """

    __slots__ = ("all_pass_plays", "contracts", "everyone", "final_turn", "following", "forced", "kitty_size",
                 "over", "players", "ruleset", "single")

    def __init__(self, r: Ruleset) -> None:
        n = r.players
        self.ruleset = r
        self.players = n
        self.single = r.auction_rounds == "single"
        self.everyone = (1 << n) - 1
        self.following = next_to_bid(n, self.single)
        self.over = bids_over(r)
        self.forced = any(must_bid(r, None, self.everyone, s) for s in range(n))
        self.final_turn = r.high_bidder_final_turn
        self.all_pass_plays = r.all_pass == "play-no-trumps"
        self.kitty_size = r.kitty_size
        self.contracts: dict[tuple[int, int, int, tuple[int, ...]], ContractCore] = {}


_CORES: dict[int, tuple[Ruleset, RulesetCore]] = {}


def ruleset_core(r: Ruleset) -> RulesetCore:
    """The :class:`RulesetCore` of ``r``, made once (kept by the ruleset's identity, as rulesets compare)."""
    got = _CORES.get(id(r))
    if got is None or got[0] is not r:
        got = _CORES[id(r)] = (r, RulesetCore(r))
    return got[1]


def next_to_bid(n: int, single: bool) -> tuple[tuple[int, ...], ...]:
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


class ContractCore:
    """What the play of one contract reads, worked out once (:func:`contract_core`).

    Attributes:
        effective: the effective suit number of each card code (:data:`~five_hundred.tricks.EFFECTIVE_SUIT`).
        strength: for each suit number led, the strength of each card code (:data:`~five_hundred.tricks.STRENGTH`).
        lead_masks, lead_names, follow_masks, void_mask: the tables of
            :func:`~five_hundred.legality.play_tables` (read as
            :class:`~five_hundred.legality.ContractTables` describes).
        free: the suitless joker's bit where it may go on any trick (:func:`~five_hundred.legality.free_joker`), else 0.
        active: the seats in play (MIS-01).
        order_from: for each seat in play, the order of a trick it leads (SEAT-03).
        followers: for each seat in play, the seats that follow its lead.
        hand_size: the tricks of a hand.
        ends_when_won: the seat whose first trick won ends the hand (a misère contractor
            where DECIDE-12 applies), else -1.
        exposed_after: after how many tricks an open misère hand is exposed (0: never; MIS-03).
        exposed_at_lead: the contractor's hand lies open as the play begins (:func:`exposed_at_lead`).
        nominates: the contractor is offered the joker nomination if holding the joker after the
            discard (:func:`nominates`; JOKER-05, DECIDE-13).
        first_leaders: by dealer, who leads to trick 1 (:func:`first_leader`); empty for an all-pass hand.
        score: ``(contract, contractor, partners)``; ``None`` for an all-pass hand played at no trumps.
        result_weights: by seat, what a trick it won adds to the key of the hand's result
            (:func:`hand_result`): ``base ** side``, and in misère ``base ** sides`` more for the
            contractor, with ``base`` one more than the tricks of a hand; the tricks played add
            ``base ** (sides + 1)`` each (``played_weight``). The key is the tricks of each side
            (and of a misère contractor) and the tricks played: all that the result depends on.
        played_weight: see ``result_weights``.
        results: the :class:`~five_hundred.state.HandResult` of each key met so far (a few dozen).

    """

    __slots__ = ("active", "effective", "ends_when_won", "exposed_after", "exposed_at_lead", "first_leaders",
                 "follow_masks", "followers", "free", "hand_size", "lead_masks", "lead_names", "nominates",
                 "order_from", "played_weight", "result_weights", "results", "score", "strength", "void_mask")

    def __init__(self, r: Ruleset, contract: Bid | None, jsuit: int, contractor: int,
                 partners: tuple[int, ...] = ()) -> None:
        misere = contract is not None and contract.is_misere
        trump = NO_SUIT if contract is None or misere else suit_number(contract.trump)
        j = jsuit if trump == NO_SUIT else NO_SUIT
        self.lead_masks, self.lead_names, self.follow_masks, self.void_mask = play_tables(r, trump, j, misere)
        self.free = free_joker(r, trump, j, misere)
        self.effective = EFFECTIVE_SUIT[trump][j]
        self.strength = STRENGTH[trump][j]
        self.active = tuple(range(r.players)) if contract is None else r.active_seats(contract, contractor)
        self.order_from = {s: self.active[i:] + self.active[:i] for i, s in enumerate(self.active)}
        self.followers = {s: order[1:] for s, order in self.order_from.items()}
        self.hand_size = r.hand_size
        self.ends_when_won = contractor if misere and r.misere_ends_on_first_trick_won else -1
        open_misere = contract is not None and contract.kind is BidKind.OPEN_MISERE
        self.exposed_after = r.open_misere_exposed_after_trick if open_misere else 0
        self.exposed_at_lead = contract is not None and exposed_at_lead(r, contract)
        self.nominates = contract is not None and nominates(r, contract, JOKER_MASK)
        self.first_leaders = () if contract is None else tuple(
            first_leader(r, dealer, contractor, self.active) for dealer in range(r.players))
        self.score = None if contract is None else (contract, contractor, partners)
        base, sides = r.hand_size + 1, len(r.side_names)
        self.result_weights = tuple(base ** r.side_of[s] + (base ** sides if misere and s == contractor else 0)
                                    for s in range(r.players))
        self.played_weight = base ** (sides + 1)
        self.results: dict[int, HandResult] = {}


def contract_core(rc: RulesetCore, contract: Bid | None, jsuit: int, contractor: int,
                  partners: tuple[int, ...] = ()) -> ContractCore:
    """The :class:`ContractCore` of a contract (``None``: an all-pass hand played at no trumps, ``contractor``
    -1), the joker's nominated suit number, the contractor and the partners named (SEAT-10; none where
    the sides are fixed), made once per variant.
    """
    key = (NO_BID if contract is None else contract.key, jsuit, contractor, partners)
    c = rc.contracts.get(key)
    if c is None:
        c = rc.contracts[key] = ContractCore(rc.ruleset, contract, jsuit, contractor, partners)
    return c


def hand_result(rc: RulesetCore, c: ContractCore, won: list[int], played: int) -> HandResult:
    """The result of a hand played out: its score (:func:`~five_hundred.scoring.score_hand`, or
    :func:`~five_hundred.scoring.score_without_contract` with no contract) and the tricks played,
    remembered by the contract (a result is immutable and depends only on the tricks of each side,
    those of a misère contractor and the tricks played: ``ContractCore.result_weights``).
    """
    score = c.score
    if score is None:  # an all-pass hand played at no trumps (ref:all-pass-play-nt)
        return HandResult(False, score_without_contract(rc.ruleset, won), played)
    key = sum(map(mul, won, c.result_weights), played * c.played_weight)
    result = c.results.get(key)
    if result is None:
        contract, contractor, partners = score
        result = c.results[key] = HandResult(False, score_hand(rc.ruleset, contract, contractor, won, partners),
                                             played)
    return result


THROWN_IN = HandResult(True, None, 0)
"""The result of a hand thrown in (BID-09): the same for every such hand."""


# --- the auction ---------------------------------------------------------------------------


def run_auction(rc: RulesetCore, auction: list[tuple[int, Bid | None]], earlier: int, seat: int, passed: int,
                high_bid: Bid | None, high_bidder: int | None, final_turn: bool, choose: BidChooser | None,
                limit: int, rand: Callable[[], float] | None = None, pass_probability: float = 0.0,
                ) -> tuple[int, int, Bid | None, int | None, bool, bool]:
    """Make bids and passes until ``limit`` of them have been made (``-1``: no
    limit) or the auction closes; each is appended to ``auction`` as ``(seat, bid
    or None)`` (``earlier``: the calls made before them). Each is chosen by ``choose`` or, given ``rand``, drawn: a pass with
    probability ``pass_probability`` (or when no bid is left), else a uniformly
    chosen legal bid; a seat that may not pass is asked again.

    Returns:
        ``(seat, passed, high_bid, high_bidder, final_turn, closed)``: the seat to
        bid next (while open), the passed mask, the standing bid and its bidder,
        whether the high bidder's final turn has come, and whether the auction closed.

    Rules: BID-01, BID-07, BID-09, BID-10, BID-19, C-21 (the high bidder's
    final turn), ref:all-pass-play-nt.
    """
    r = rc.ruleset
    n, single, everyone, following, over = rc.players, rc.single, rc.everyone, rc.following, rc.over
    forced, final_rule = rc.forced, rc.final_turn
    high_key = NO_BID if high_bid is None else high_bid.key
    add = auction.append
    made = 0
    while True:
        while True:
            if rand is None:
                assert choose is not None
                bid = choose(over[high_key])
            else:
                bids = over[high_key]
                bid = None if not bids or rand() < pass_probability else bids[floor(rand() * len(bids))]
            if bid is not None or not forced or not must_bid(r, high_bid, passed, seat):
                break  # else this dealer may not pass (BID-09): asked again
        if bid is None:
            passed |= 1 << seat
        else:
            high_bid, high_bidder, high_key = bid, seat, bid.key
        add((seat, bid))
        made += 1
        if single:
            closed = earlier + made == n
        else:
            closed = passed == everyone or (high_bidder is not None and passed | 1 << high_bidder == everyone)
            if closed and high_bidder is not None and final_rule and not final_turn:
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
    return seat, passed, high_bid, high_bidder, final_turn, closed


# --- the kitty and the nomination ------------------------------------------------------------


def nominates(r: Ruleset, contract: Bid, contractor_hand: int) -> bool:
    """Whether the contractor is offered the joker nomination: a contract without trumps, a
    contractor holding a joker (either joker of a two-joker pack, DECIDE-59) (JOKER-05, DECIDE-13).
    """
    return bool(r.joker_nomination and (contract.is_misere or contract.trump is None)
                and contractor_hand & JOKER_MASK)


def first_leader(r: Ruleset, dealer: int, contractor: int, active: tuple[int, ...]) -> int:
    """Who leads to trick 1: the contractor (PLAY-01), or where the first lead is the eldest's
    (ref:eldest-leads) the first seat in the play clockwise from the dealer's left (a misère
    contractor's partner, who sits out, is passed over).

    Rules: PLAY-01, C-33, MIS-01.
    """
    if r.first_lead == "contractor":
        return contractor
    return next(s for k in range(1, r.players + 1) if (s := (dealer + k) % r.players) in active)


def exposed_at_lead(r: Ruleset, contract: Bid) -> bool:
    """Whether the contractor's hand lies open as the play begins: an open misère where it is shown
    before the opening lead (ref:open-misere-exposed-before-lead; MIS-03, C-23).
    """
    return contract.kind is BidKind.OPEN_MISERE and r.open_misere_exposed_after_trick == 0


BITS = tuple(1 << code for code in range(MAX_CODE + 1))
"""``1 << code`` for every card code (the card's bit), made once."""


def random_card(rand: Callable[[], float], cards: int) -> int:
    """The code of a card of ``cards`` (a non-empty mask) chosen uniformly: the ``k``-th lowest for
    ``k = floor(rand() * count)``, found by dropping the ``k`` lowest cards or, when nearer, the
    ``count - 1 - k`` highest.
    """
    count = cards.bit_count()
    k = floor(rand() * count)
    if k + k < count:
        while k:
            cards &= cards - 1
            k -= 1
        return (cards & -cards).bit_length() - 1
    code = cards.bit_length() - 1
    k = count - 1 - k
    while k:
        cards ^= BITS[code]
        code = cards.bit_length() - 1
        k -= 1
    return code


def random_discard(rand: Callable[[], float], held: int, size: int) -> int:
    """A uniform choice of ``size`` different cards of ``held`` (a mask), as a mask: one
    :func:`random_card` after another (written out here: the same draws, without a call per card).
    """
    discard = 0
    count = held.bit_count()
    for _ in range(size):
        k = floor(rand() * count)
        cards = held
        if k + k < count:
            while k:
                cards &= cards - 1
                k -= 1
            card = cards & -cards
        else:
            code = cards.bit_length() - 1
            k = count - 1 - k
            while k:
                cards ^= BITS[code]
                code = cards.bit_length() - 1
                k -= 1
            card = BITS[code]
        held ^= card
        discard |= card
        count -= 1
    return discard


# --- the play --------------------------------------------------------------------------------


def trick_so_far(c: ContractCore, current: Trick | None, leader: int) -> tuple[int, int, int, int, int]:
    """``(leader, cards, led, best, winner)`` of the trick in progress for :func:`run_play`: its
    leader, how many cards it holds, the suit number led, the strength of the card winning it so
    far and that card's seat (``leader`` and zeros before its lead).
    """
    if current is None or not current.plays:
        return leader, 0, 0, 0, leader
    assert current.led is not None
    led = current.led.number
    table = c.strength[led]
    best, winner = -1, current.leader
    for seat, card in current.plays:
        if table[card.code] > best:
            best, winner = table[card.code], seat
    return current.leader, len(current.plays), led, best, winner


def run_play(c: ContractCore, hands: list[int], won: list[int], record: list[int], leader: int, cards: int,
             led: int, best: int, winner: int, played: int, suits_led: int, choose: CardChooser | None,
             limit: int, rand: Callable[[], float] | None = None) -> tuple[int, int, int, int, int, int, int, bool]:
    """Play cards until ``limit`` of them have been played (``-1``: no limit) or the hand is over.

    The state of the play is given as ints (and changed in ``hands`` and
    ``won``, the tricks won by each seat): the trick in progress as
    :func:`trick_so_far` gives it, ``played`` the tricks finished and
    ``suits_led`` the mask of suit numbers led. Each card is appended to
    ``record`` as its code (for a suitless joker lead, plus ``128 * (1 + the
    suit number named)``) and each finished trick as ``~winner``
    (:func:`tricks_of` reads it).

    The legal cards are those of the tables of :func:`~five_hundred.legality.play_tables`,
    read as :class:`~five_hundred.legality.ContractTables` describes (the checks'
    reading, :func:`~five_hundred.legality.play_rules`), a trick's winner is
    that of the strength tables of :mod:`.tricks`. Each card is chosen by
    ``choose`` (answers are not checked again) or, given ``rand``, drawn
    uniformly among the legal ones in the loop (``choose`` still names the
    suit of a suitless joker lead, given the mask of suits it may name). A
    trick's winner leads the next; the hand ends after the last trick, or when
    a misère contractor takes one.

    Returns:
        ``(leader, cards, led, best, winner, played, suits_led, over)``, the
        first five as :func:`trick_so_far` gives them.

    Rules: PLAY-02..PLAY-08, JOKER-10, MIS-01, MIS-04, DECIDE-12.
    """
    effective, strengths, lead_masks, lead_names = c.effective, c.strength, c.lead_masks, c.lead_names
    follow_masks, void_mask, free, followers = c.follow_masks, c.void_mask, c.free, c.followers
    hand_size, ends_when_won = c.hand_size, c.ends_when_won
    add = record.append
    todo = limit  # cards still to play; negative: no limit
    while todo:
        if cards:  # a trick carried on
            rest = c.order_from[leader][cards:]
            table = strengths[led]
        else:  # the lead (PLAY-02, JOKER-10, JOKER-11, JOKER-15)
            hand = hands[leader]
            legal = hand & lead_masks[played][suits_led] or hand  # a hand of suitless jokers alone (DECIDE-60)
            if rand is None:
                assert choose is not None
                bit = choose(legal)
            else:
                bit = BITS[random_card(rand, legal)]
            hands[leader] = hand ^ bit
            code = bit.bit_length() - 1
            led = effective[code]
            if led == NO_SUIT:  # a suitless joker names the suit led (JOKER-10)
                assert choose is not None
                led = choose(lead_names[played][suits_led] or 15).bit_length() - 1
                add(code + (led + 1 << 7))
            else:
                add(code)
            suits_led |= 1 << led
            table = strengths[led]
            winner, best = leader, table[code]
            todo -= 1
            cards = 1
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
            if not legal:
                legal = hand & void_mask or hand
            elif free:
                legal |= hand & free
            if rand is None:
                assert choose is not None
                bit = choose(legal)
            else:  # as for the lead, with no draw where only one card is legal
                bit = legal if legal.bit_count() == 1 else BITS[random_card(rand, legal)]
            hands[seat] = hand ^ bit
            code = bit.bit_length() - 1
            add(code)
            strength = table[code]
            if strength > best:
                best, winner = strength, seat
        if stop:
            cards += len(rest)
            break
        # the trick is complete: its winner leads the next (PLAY-05, PLAY-06)
        cards = 0
        add(~winner)
        played += 1
        leader = winner
        won[winner] += 1
        if played == hand_size or winner == ends_when_won:  # PLAY-07, DECIDE-12
            return leader, 0, led, 0, winner, played, suits_led, True
    return leader, cards, led, best, winner, played, suits_led, False


def random_play(c: ContractCore, hands: list[int], won: list[int], record: list[int], leader: int,
                rand: Callable[[], float], name: CardChooser) -> tuple[int, int]:
    """Play a hand from its first lead to its end, each card drawn uniformly among the legal ones.

    :func:`run_play` with ``rand``, no ``limit`` and nothing played yet (``leader`` to lead
    trick 1), in a loop of its own: the random playout's hot loop, which spends most of a hand's
    time here, so it leaves out :func:`run_play`'s branches for a chooser, a limit and a trick in
    progress. The legal cards, the draws (the same calls to ``rand``, in the same order) and the
    winners are exactly :func:`run_play`'s; ``hands``, ``won`` and ``record`` change as there.
    ``name`` names the suit of a suitless joker lead, given the 4-bit mask of suits it may name.

    Returns:
        ``(played, suits_led)``: the tricks played and the mask of suit numbers led; the last
        trick's winner is the ``leader`` of the state that follows.

    Rules: PLAY-02..PLAY-08, JOKER-10, MIS-01, MIS-04, DECIDE-12.
    """
    effective, strengths, lead_masks, lead_names = c.effective, c.strength, c.lead_masks, c.lead_names
    follow_masks, void_mask, free, followers = c.follow_masks, c.void_mask, c.free, c.followers
    hand_size, ends_when_won = c.hand_size, c.ends_when_won
    draw, no_suit, bits = floor, NO_SUIT, BITS  # locals: read for every card
    played = suits_led = 0
    while True:
        # the lead (PLAY-02, JOKER-10, JOKER-11, JOKER-15), uniform: drop a random number of the lowest set bits
        hand = hands[leader]
        legal = hand & lead_masks[played][suits_led] or hand  # a hand of suitless jokers alone (DECIDE-60)
        count = legal.bit_count()
        k = draw(rand() * count)
        # random_card, written out here and in the follow below (a call costs about as much as the
        # search): the k-th lowest legal card, found from whichever end is nearer; the loops count
        # down in a while (a range object per draw costs more than the few steps it counts), and
        # record.append is called as a method (the interpreter's specialised list append)
        if k + k < count:
            while k:
                legal &= legal - 1
                k -= 1
            code = (legal & -legal).bit_length() - 1
        else:
            code = legal.bit_length() - 1
            k = count - 1 - k
            while k:
                legal ^= bits[code]
                code = legal.bit_length() - 1
                k -= 1
        hands[leader] = hand ^ bits[code]
        led = effective[code]
        if led == no_suit:  # a suitless joker names the suit led (JOKER-10)
            led = name(lead_names[played][suits_led] or 15).bit_length() - 1
            record.append(code + (led + 1 << 7))
        else:
            record.append(code)
        suits_led |= 1 << led
        table = strengths[led]
        follow = follow_masks[led]
        winner, best = leader, table[code]
        for seat in followers[leader]:  # the others follow in turn (SEAT-03), as in run_play
            hand = hands[seat]
            legal = hand & follow
            if not legal:
                legal = hand & void_mask or hand
            elif free:
                legal |= hand & free
            count = legal.bit_count()  # a method call costs less than the two big-int operations of legal & -legal
            if count == 1:
                code = legal.bit_length() - 1
            else:  # as for the lead
                k = draw(rand() * count)
                if k + k < count:
                    while k:
                        legal &= legal - 1
                        k -= 1
                    code = (legal & -legal).bit_length() - 1
                else:
                    code = legal.bit_length() - 1
                    k = count - 1 - k
                    while k:
                        legal ^= bits[code]
                        code = legal.bit_length() - 1
                        k -= 1
            hands[seat] = hand ^ bits[code]
            record.append(code)
            strength = table[code]
            if strength > best:
                best, winner = strength, seat
        # the trick is complete: its winner leads the next (PLAY-05, PLAY-06)
        record.append(~winner)
        played += 1
        leader = winner
        won[winner] += 1
        if played == hand_size or winner == ends_when_won:  # PLAY-07, DECIDE-12
            return played, suits_led


def tricks_of(c: ContractCore, current: Trick | None, leader: int, record: Sequence[int]) -> tuple[
        tuple[Trick, ...], Trick | None]:
    """The tricks finished in ``record`` (:func:`run_play`'s) and the trick in progress after it,
    the play having started with ``current`` in progress (``None``: ``leader`` to lead).
    """
    pairs, effective, order_from = _PLAYS, c.effective, c.order_from
    done: list[Trick] = []
    plays: list[tuple[int, Card]] = []
    led = None
    if current is not None and current.plays:
        leader, led = current.leader, current.led
        plays += current.plays
    order = order_from[leader]
    for x in record:
        if x < 0:  # the trick is complete
            winner = ~x
            done.append(_trick((leader, tuple(plays), led, winner)))
            plays.clear()
            leader = winner
            order = order_from[leader]
            continue
        code = x & 127
        if not plays:  # a lead: a suitless joker's carries the suit it names
            led = SUITS[(x >> 7) - 1] if x >> 7 else SUITS[effective[code]]
        plays.append(pairs[order[len(plays)]][code])
    return tuple(done), _trick((leader, tuple(plays), led, None)) if plays else None


_trick = partial(tuple.__new__, Trick)
"""``_trick((leader, plays, led, winner))``: a :class:`Trick` (``winner``
``None`` while in progress), made as its own constructor makes it, without
the call through its ``__new__``."""


def _seat_card_pairs() -> tuple[tuple[tuple[int, Card], ...], ...]:
    """``(seat, card)`` for every seat index a variant may have and every card
    code: the entries of a trick's ``plays``, made once and shared.
    """
    by_code = {c.code: c for c in ALL_CARDS}
    return tuple(tuple((seat, by_code.get(code, JOKER)) for code in range(MAX_CODE + 1)) for seat in range(8))


_PLAYS = _seat_card_pairs()
