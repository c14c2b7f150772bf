"""Counting legal play sequences ("trick perft").

For a fixed position, the number of distinct sequences of legal plays of a
given length is a single number that any implementation can compute and
compare: one wrong follow-suit, bower or joker rule changes it. A suitless
joker lead counts once per suit that may be named.

Rules: PLAY-02, PLAY-03, PLAY-04, JOKER-02, JOKER-07..JOKER-11, JOKER-15.
"""

from __future__ import annotations

from .legality import legal_plays
from .state import HandState, Phase
from .transitions import apply


def perft(state: HandState, depth: int) -> int:
    """The number of legal play sequences of ``depth`` plays from ``state``.

    Sequences that end the hand early (a misère lost, the tenth trick) count
    as they stand. ``depth`` 0 counts 1.

    Raises:
        ValueError: the hand is not in its play phase, or ``depth`` is negative.
    """
    if depth < 0:
        raise ValueError("depth must be 0 or more")
    if state.phase is not Phase.PLAY:
        raise ValueError(f"perft counts plays; the hand is in its {state.phase.value} phase")
    return _count(state, depth)


def _count(state: HandState, depth: int) -> int:
    if depth == 0 or state.phase is not Phase.PLAY:
        return 1
    plays = legal_plays(state)
    if depth == 1:
        return len(plays)
    return sum(_count(apply(state, p), depth - 1) for p in plays)
