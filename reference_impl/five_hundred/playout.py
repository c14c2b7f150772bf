"""Random play: finish a hand with random legal actions, fast.

The fast path of the engine: the transition core of :func:`~five_hundred.transitions.apply`
(:mod:`.core`, through :func:`~five_hundred.transitions.run_auction`,
:func:`~five_hundred.transitions.run_play`, ...) run to the end of the hand on
one private copy of the state, with no check and no new state between actions:
the core draws the bids and cards in its own loops (``rand``), reading the same
tables as the checks, and keeps the cards played as ints; the end state's
tricks are made from them when first read.
"""

from __future__ import annotations

import random
from math import floor

from .cards import SUITS, Suit
from .core import random_discard
from .state import AUCTION, KITTY, NOMINATION, PLAY, HandState
from .transitions import do_discard, do_nominate, run_auction, run_play, thaw

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
        else:
            return w
