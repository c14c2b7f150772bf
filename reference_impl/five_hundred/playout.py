"""Random play: finish a hand with random legal actions, fast.

The fast path of the engine: the transition core of :func:`~five_hundred.transitions.apply`
(:mod:`.core`, through :func:`~five_hundred.transitions.run_auction`,
:func:`~five_hundred.transitions.run_play`, ...) run to the end of the hand on
one private copy of the state, with no check and no new state between actions:
the core draws the bids and cards in its own loops (``rand``), reading the same
tables as the checks, and keeps the cards played as ints; the end state's
tricks are made from them when first read. A hand at its auction, the common
start, is run from there to its score in one function (:func:`_whole_hand`)
that keeps the hand in local variables and writes the end state's fields once;
a hand met later on is finished phase by phase.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from math import floor

from . import core
from .bids import Bid
from .cards import JOKER_MASK, SUITS, Suit
from .core import contract_core, hand_result, random_discard, random_play, ruleset_core
from .partners import do_call, do_partners, holders, legal_partner_actions
from .state import AUCTION, KITTY, LATER_TRICKS, NOMINATION, OVER, PARTNER, PLAY, CallCards, HandState
from .transitions import do_discard, do_nominate, run_auction, run_play, thaw, tricks_later
from .tricks import NO_SUIT

_NAMES: tuple[Suit | None, ...] = (None, *SUITS)
"""What a nomination may name, a draw of five: no suit, or one of the four."""


def playout(state: HandState, rng: random.Random, *, pass_probability: float = 0.7) -> HandState:
    """Finish a hand with random legal actions; the given state is not changed.

    Each choice is uniform among the legal ones, except in the auction, where
    a player passes with probability ``pass_probability`` (else makes a
    uniformly chosen legal bid) so that auctions end. The result is exactly
    the state that :func:`~five_hundred.transitions.apply` reaches with the
    same actions (:func:`~five_hundred.transitions.actions_of` lists them):
    the legality tables and the transition core are the same, only nothing is
    checked or copied between actions.

    Rules: as :func:`~five_hundred.legality.legal_actions` and
    :func:`~five_hundred.transitions.apply`.
    """
    rand = rng.random

    def name(suits: int) -> int:
        """The suit a suitless joker lead names: one of ``suits`` (a mask of suit numbers), uniformly."""
        k = floor(rand() * suits.bit_count())
        while k:
            suits &= suits - 1
            k -= 1
        return suits & -suits

    w = thaw(state)
    if w.phase is AUCTION and _whole_hand(w, rand, name, pass_probability):
        return w
    while True:
        phase = w.phase
        if phase is PLAY:
            run_play(w, name, -1, rand, later=True)
        elif phase is AUCTION:
            run_auction(w, None, -1, rand, pass_probability)
        elif phase is KITTY:
            seat = w.turn
            assert seat is not None
            do_discard(w, seat, random_discard(rand, w.hands[seat], w.ruleset.kitty_size))
        elif phase is NOMINATION:
            do_nominate(w, _NAMES[floor(rand() * 5)])
        elif phase is PARTNER:
            namings = legal_partner_actions(w)
            choice = namings[floor(rand() * len(namings))]
            if isinstance(choice, CallCards):  # the called-card game (SEAT-12)
                do_call(w, choice.cards)
            else:
                do_partners(w, choice.partners)
        else:
            return w


def _whole_hand(w: HandState, rand: Callable[[], float], name: core.CardChooser, pass_probability: float) -> bool:
    """Run the hand ``w`` (from :func:`~five_hundred.transitions.thaw`, in its auction) to its end
    as :func:`playout` does, and return True; or return False with ``w`` at the start of an
    all-pass hand's play (ref:all-pass-play-nt), for the phase-by-phase loop to finish.

    The auction, the discard, the nomination and the play run one after the other on local
    variables, reading the facts each contract needs from its
    :class:`~five_hundred.core.ContractCore` (made once per contract), and the fields of the end
    state are written once. The state reached is the one the phase-by-phase functions of
    :mod:`.transitions` (:func:`~five_hundred.transitions.run_auction`,
    :func:`~five_hundred.transitions.do_discard`, :func:`~five_hundred.transitions.do_nominate`,
    :func:`~five_hundred.transitions.run_play`) reach with the same draws: what they write
    field by field is written here together (inlined: this runs once a hand, in the random
    playout's measured path).

    Rules: those of :func:`~five_hundred.core.run_auction`, BID-09, BID-10, KITTY-02, KITTY-04,
    MIS-01, JOKER-05, DECIDE-13, PLAY-01, MIS-03, those of
    :func:`~five_hundred.core.random_play` and the scoring of :func:`~five_hundred.scoring.score_hand`.
    """
    fields = w.__dict__
    rc = ruleset_core(w.ruleset)
    calls: list[tuple[int, Bid | None]] = []
    before = fields["auction"]
    _, passed, contract, contractor, final_turn, _ = core.run_auction(
        rc, calls, len(before), fields["turn"], fields["passed"], fields["high_bid"], fields["high_bidder"],
        fields["final_turn"], None, -1, rand, pass_probability)
    auction = (*before, *calls) if before else tuple(calls)
    if contract is None or contractor is None:  # everybody passed
        fields.update(auction=auction, passed=passed, final_turn=final_turn, high_bid=None, high_bidder=None)
        if rc.all_pass_plays:  # ref:all-pass-play-nt
            fields.update(phase=PLAY, turn=(fields["dealer"] + 1) % rc.players, active=tuple(range(rc.players)))
            return False
        fields.update(phase=OVER, turn=None, result=core.THROWN_IN)  # BID-09
        return True
    partners: tuple[int, ...] = ()
    if rc.ruleset.partners_for(contract):  # the partners, named before the kitty (SEAT-10, DECIDE-53)
        fields.update(high_bid=contract, contractor=contractor, phase=PARTNER)
        namings = legal_partner_actions(w)
        choice = namings[floor(rand() * len(namings))]
        if isinstance(choice, CallCards):  # the holders of the called cards (SEAT-12, DECIDE-63)
            partners = holders(fields["hands"], contractor, choice.cards)
            fields["called"] = choice.cards
        else:
            partners = choice.partners
        fields["partners"] = partners
    # the kitty: the contractor takes it and puts back as many cards (KITTY-02, KITTY-04)
    hands = list(fields["hands"])
    held = hands[contractor] | fields["kitty"]
    discard = random_discard(rand, held, rc.kitty_size)
    held &= ~discard
    hands[contractor] = held
    c = contract_core(rc, contract, NO_SUIT, contractor, partners)
    if c.nominates and held & JOKER_MASK:  # JOKER-05, DECIDE-13, DECIDE-59
        joker_suit = _NAMES[floor(rand() * 5)]
        if joker_suit is not None:
            c = contract_core(rc, contract, joker_suit.number, contractor, partners)
            fields["joker_suit"], fields["nominated"] = joker_suit, True
    # the play, from the first lead (PLAY-01) to the end of the hand
    leader = c.first_leaders[fields["dealer"]]
    won = list(fields["tricks_won"])
    record: list[int] = []
    played, suits_led = random_play(c, hands, won, record, leader, rand, name)
    # The end state's fields, one store each (a dict store costs half what a keyword of dict.update
    # does); those not written keep their values at the auction: the joker not nominated, no trick
    # in progress, the dealer and the deal.
    fields["auction"], fields["passed"], fields["final_turn"] = auction, passed, final_turn
    fields["high_bid"], fields["high_bidder"], fields["contractor"] = contract, contractor, contractor
    fields["hands"], fields["discard"], fields["active"] = tuple(hands), discard, c.active
    fields["suits_led"], fields["tricks_won"] = suits_led, tuple(won)
    fields["exposed"] = c.exposed_at_lead or bool(c.exposed_after and played >= c.exposed_after)
    fields["phase"], fields["turn"], fields["result"] = OVER, None, hand_result(rc, c, won, played)
    fields[LATER_TRICKS] = partial(tricks_later, (), c, None, leader, record)  # no trick before the auction
    fields.pop("tricks", None)
    return True
