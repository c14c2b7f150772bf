"""Scoring one hand: a pure function of the contract and the tricks won.

Rules: SCORE-01..SCORE-09, SCORE-11 (as :func:`apply_defence_cap`), PLAY-09.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .bids import Bid
from .ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class HandScore:
    """The score of one hand.

    Attributes:
        made: whether the contractor's side made the contract (``None``: there
            was no contract, an all-pass hand played out under ref:all-pass-play-nt).
        tricks_by_side: tricks won by each side, indexed like ``Ruleset.side_names``.
        points: the points each side adds (negative: subtracts), same indexing.

    """

    made: bool | None
    tricks_by_side: tuple[int, ...]
    points: tuple[int, ...]

    def __copy__(self) -> HandScore:
        return self  # an immutable value: a copy of it is itself

    def __deepcopy__(self, memo: dict[int, object]) -> HandScore:
        return self


def contract_points(ruleset: Ruleset, contract: Bid, contractor_tricks: int) -> int:
    """Points for the contractor's side: the table value when made, with the
    slam minimum for all tricks, and minus the value when failed.

    Args:
        contract: the contract.
        contractor_tricks: tricks won by the contractor's side (for misère,
            by the contractor alone).

    Raises:
        KeyError: the contract has no value in the variant's schedule.

    Rules: SCORE-02, SCORE-03, SCORE-04, SCORE-05, SCORE-08, SCORE-09.

    >>> from five_hundred.ruleset import load_ruleset
    >>> au = load_ruleset("australian")
    >>> contract_points(au, Bid.parse("7H"), 10), contract_points(au, Bid.parse("9D"), 8)
    (250, -380)

    """
    value = ruleset.contract_values[contract]
    if contract.is_misere:
        return value if contractor_tricks == 0 else -value
    assert contract.tricks is not None
    if contractor_tricks < contract.tricks:
        return -value
    if contractor_tricks == ruleset.hand_size and value < ruleset.slam_value:
        return ruleset.slam_value
    return value


def score_hand(ruleset: Ruleset, contract: Bid, contractor: int, tricks_won: Sequence[int],
               partners: Sequence[int] = ()) -> HandScore:
    """Score a finished hand.

    Args:
        contract: the contract played.
        contractor: the contractor's seat index.
        tricks_won: tricks won by each seat (index = seat).
        partners: the seats the contractor named as partners for this hand, where the sides
            are formed after the auction (SEAT-10); empty where they are fixed.

    Returns:
        The contract result and each side's points: the contractor's side by
        :func:`contract_points`; every other side 10 points (the variant's
        ``defence_points_per_trick``) for each trick it won, when the variant's
        ``defence_points`` setting allows it, and nothing against misère.

    The score is worked out once per contract, contractor's side, tricks of each side (and a
    misère contractor's own tricks), and shared: a :class:`HandScore` is immutable.

    Where partners were named, the contracting side is the contractor with them: their tricks
    together count towards the contract and each of them scores (or loses) its value, while each
    other player scores for the tricks they won themselves (SCORE-13).

    Rules: SCORE-03..SCORE-09, SCORE-13, PLAY-09.

    """
    own = tricks_won[contractor] if contract.is_misere else -1
    by_side = _tricks_by_side(ruleset, tricks_won)
    if partners:
        return _score_named(ruleset, contract, tuple(ruleset.side_of[s] for s in (contractor, *partners)), by_side)
    return _score_sides(ruleset, contract, ruleset.side_of[contractor], by_side, own)


@lru_cache(maxsize=1 << 12)
def _score_named(ruleset: Ruleset, contract: Bid, members: tuple[int, ...], by_side: tuple[int, ...]) -> HandScore:
    """:func:`score_hand` where the contracting side was formed after the auction: ``members`` are
    its sides (the contractor's first, then each partner's). Every member scores the contract's
    points on their tricks together; every other side its own trick points (SCORE-13).
    """
    together = sum(by_side[m] for m in members)
    value = contract_points(ruleset, contract, together)
    made = value > 0
    defend = ruleset.defence_points == "always" or (ruleset.defence_points == "on-failure" and not made)
    points = [n * ruleset.defence_points_per_trick if defend else 0 for n in by_side]
    for m in members:
        points[m] = value
    return HandScore(made, by_side, tuple(points))


def _tricks_by_side(ruleset: Ruleset, tricks_won: Sequence[int]) -> tuple[int, ...]:
    """The tricks won by each side (indexed like ``Ruleset.side_names``) from those won by each seat."""
    by_side = [0] * len(ruleset.side_names)
    side_of = ruleset.side_of
    for seat, n in enumerate(tricks_won):
        by_side[side_of[seat]] += n
    return tuple(by_side)


@lru_cache(maxsize=1 << 12)
def _score_sides(ruleset: Ruleset, contract: Bid, cs: int, by_side: tuple[int, ...], own: int) -> HandScore:
    """:func:`score_hand` from what it depends on: the contractor's side ``cs``, each side's tricks and,
    in misère, the contractor's own tricks (``own``; -1 otherwise). Remembered: a variant has a few
    thousand such keys at most, where the tricks of each seat make tens of thousands.
    """
    sides = len(by_side)
    if own < 0:
        own = by_side[cs]
    points = [0] * sides
    points[cs] = contract_points(ruleset, contract, own)
    made = points[cs] > 0
    defend = ruleset.defence_points == "always" or (ruleset.defence_points == "on-failure" and not made)
    if contract.is_misere and not ruleset.defence_points_in_misere:
        defend = False
    if defend:
        for s in range(sides):
            if s != cs:
                points[s] = by_side[s] * ruleset.defence_points_per_trick
    return HandScore(made, by_side, tuple(points))


def apply_defence_cap(ruleset: Ruleset, score: int, defence_points: int) -> int:
    """A defending side's new total after adding its trick points, under the
    variant's defence cap (off by default).

    With a cap C, trick points won in defence can raise a total up to C but
    not beyond, and a total already at or above C gains nothing. Where defence
    points stop above a total (ref:no-defence-points-over-400), a side whose
    total is over it gains nothing from defence.

    Rules: SCORE-06, SCORE-11, DECIDE-27, C-30.
    """
    over = ruleset.no_defence_points_over
    if over is not None and score > over:
        return score
    cap = ruleset.defence_cap
    if cap is None or defence_points <= 0:
        return score + defence_points
    if score >= cap:
        return score
    return min(score + defence_points, cap)


def score_without_contract(ruleset: Ruleset, tricks_won: Sequence[int]) -> HandScore:
    """Score an all-pass hand played out at no trumps: every side scores the
    defenders' rate for each trick it took (ref:all-pass-play-nt, C-20).
    """
    by_side = _tricks_by_side(ruleset, tricks_won)
    return HandScore(None, by_side, tuple(n * ruleset.defence_points_per_trick for n in by_side))
