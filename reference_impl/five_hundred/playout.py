"""Random play: finish a hand with random legal actions, fast.

The fast path of the engine: the same transition core as
:func:`~five_hundred.transitions.apply` (:func:`~five_hundred.transitions.run_auction`,
:func:`~five_hundred.transitions.run_play`, ...), given random choosers, on one
private copy of the state, with no check and no new state between actions.
The play draws its cards in the core's own loop (``rand``), reading the same
legality tables (:class:`~five_hundred.legality.ContractTables`) as the checks.
"""

from __future__ import annotations

import random
from math import floor

from .bids import Bid
from .cards import SUITS, Suit
from .state import AUCTION, KITTY, NOMINATION, PLAY, HandState
from .transitions import do_discard, do_nominate, run_auction, run_play, thaw


def playout(state: HandState, rng: random.Random, *, pass_probability: float = 0.7) -> HandState:
    """Finish a hand with random legal actions; the given state is not changed.

    Each choice is uniform among the legal ones, except in the auction, where
    a player passes with probability ``pass_probability`` (else makes a
    uniformly chosen legal bid) so that auctions end. The result is exactly
    the state that :func:`~five_hundred.transitions.apply` reaches with the
    same actions (:func:`~five_hundred.transitions.actions_of` lists them):
    the legality masks and the transition core are the same, only nothing is
    checked or copied between actions.

    Rules: as :func:`~five_hundred.legality.legal_actions` and
    :func:`~five_hundred.transitions.apply`.
    """
    rand = rng.random

    def pick(mask: int) -> int:
        """One set bit of ``mask``, uniformly: drop a random number of the lowest ones."""
        low = mask & -mask
        if low == mask:
            return low  # a forced choice
        k = floor(rand() * mask.bit_count())
        while k:
            mask &= mask - 1
            k -= 1
        return mask & -mask

    def bid(bids: tuple[Bid, ...]) -> Bid | None:
        if not bids or rand() < pass_probability:
            return None
        return bids[floor(rand() * len(bids))]

    w = thaw(state)
    kitty_size = w.ruleset.kitty_size
    names: tuple[Suit | None, ...] = (None, *SUITS)
    while True:
        phase = w.phase
        if phase is PLAY:
            run_play(w, pick, -1, rand)
        elif phase is AUCTION:
            run_auction(w, bid, -1)
        elif phase is KITTY:
            seat = w.turn
            assert seat is not None
            held, discard = w.hands[seat], 0
            for _ in range(kitty_size):  # a uniform choice of kitty_size different cards
                card = pick(held)
                held ^= card
                discard |= card
            do_discard(w, seat, discard)
        elif phase is NOMINATION:
            do_nominate(w, names[floor(rand() * 5)])
        else:
            return w
