"""Where an implementation's ``game-after-hand`` answer first departs from the reference's, and the rule
of that fact: for the report of a failed check of the game after a hand (a scenario's running scores or
end of the game, a recorded hand's ``game``).

The facts are walked in the order a game is kept: the hand's own score lines (asked of the
implementation with ``hand-score``, so that a wrong line is charged to its line's rule, SCORE-02..09,
and not to the running totals), then the running totals (SCORE-01, SCORE-10, or the defence cap
SCORE-11 with DECIDE-27 where it applied), the next dealer (DEALER-03, DECIDE-02), the sides gone
backwards (END-09, END-04) and the end of the game (the rule of the reference's reason, or of why the
game goes on: END-01, END-03, END-09). The reference answers in process, never the implementation
under test.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from five_hundred.bids import Bid
from five_hundred.errors import FiveHundredError
from five_hundred.explain import game_rules, score_rules
from five_hundred.ruleset import load_ruleset

from ..adapter import Implementation, ReferenceImplementation, Refused
from ..catalogue import applicable

_REFERENCE = ReferenceImplementation()
"""The reference engine the walk asks (in process)."""


@dataclass(frozen=True)
class Departure:
    """The first fact of the game after a hand where the implementation departs.

    Attributes:
        what: the fact, in words with both values (``"EW's points for the hand: expected 30, got 15"``).
        rules: the rule IDs of that fact (those that apply to the variant).
        expected: the reference's value; actual: the implementation's.
    """

    what: str
    rules: tuple[str, ...]
    expected: Any
    actual: Any


def _won(r: Any, hand: Mapping[str, Any]) -> dict[str, int]:
    won = dict.fromkeys(r.seats, 0)
    for seat in hand.get("trick_winners") or ():
        won[seat] = won.get(seat, 0) + 1
    return won


def _line(impl: Implementation, variant: str, options: list[str], hand: Mapping[str, Any],
          want: Mapping[str, int], got: Mapping[str, Any]) -> Departure | None:
    """The hand's own score line that differs (asked of both with ``hand-score``), if one does."""
    contract, contractor = hand.get("contract"), hand.get("contractor")
    if contract is None or contractor is None:
        return None
    r = load_ruleset(variant, options)
    won = _won(r, hand)
    partners = list(hand.get("partners") or [])
    try:
        ref = _REFERENCE.hand_score(variant, options, contract, contractor, won, partners)
        lines = score_rules(r, Bid.parse(contract), r.seat_index(contractor), [won[s] for s in r.seats],
                            [r.seat_index(p) for p in partners])
    except (Refused, FiveHundredError, KeyError, ValueError):
        return None  # no line the reference scores alone (a misère ended early): the totals' rules
    differing = [s for s in r.side_names if want.get(s) != got.get(s)]
    try:
        mine = impl.hand_score(variant, options, contract, contractor, won, *([partners] if partners else []))
    except Refused:
        return None
    points = mine.get("points") if isinstance(mine, dict) else None
    if not isinstance(points, dict):
        return None
    for side in [*differing, *(s for s in r.side_names if s not in differing)]:
        if points.get(side) != ref["points"][side]:
            charged = line_rules(impl, variant, options, contract, contractor, side, ref["points"][side],
                                 points.get(side), lines[side])
            return Departure(f"{side}'s points for the hand ({contract} by {contractor}, tricks {won}): expected "
                             f"{ref['points'][side]}, got {points.get(side)}", charged, ref["points"][side],
                             points.get(side))
    return None


def line_rules(impl: Implementation, variant: str, options: list[str], contract: str, contractor: str, side: str,
               want: Any, got: Any, rules: tuple[str, ...]) -> tuple[str, ...]:
    """The rule of the contractor's line of a trick contract that differs (``rules``: the reference's,
    :func:`five_hundred.explain.score_rules`), divided: the sign of a made or failed contract (SCORE-03,
    SCORE-05), else the contract's value (SCORE-02) when the implementation's line of the contract made
    exactly (asked with ``hand-score``) is not the value either, else the made or failed line alone. Any
    other line (a slam, a misère, the defenders') keeps ``rules``.
    """
    pair = ("SCORE-02", "SCORE-03") if "SCORE-03" in rules else ("SCORE-02", "SCORE-05")
    if set(rules) != set(pair) or not isinstance(want, int) or not isinstance(got, int):
        return applicable(rules, variant)
    own = pair[1]
    if got == -want:
        return applicable((own,), variant)  # the value, counted the wrong way: made or failed
    r = load_ruleset(variant, options)
    bid = Bid.parse(contract)
    c = r.seat_index(contractor)
    exact = dict.fromkeys(r.seats, 0)
    exact[contractor] = int(bid.tricks or 0)
    defender = next(s for i, s in enumerate(r.seats) if r.side_of[i] != r.side_of[c])
    exact[defender] = r.hand_size - exact[contractor]
    try:
        made = impl.hand_score(variant, options, contract, contractor, exact)
        value = made["points"][side]
    except (Refused, KeyError, TypeError):
        return applicable(rules, variant)
    return applicable(("SCORE-02",) if value != r.contract_values[bid] else (own,), variant)


def _totals_rules(variant: str, options: list[str], before: Mapping[str, Any], hand: Mapping[str, Any],
                  want: Mapping[str, int]) -> tuple[str, ...]:
    """The rules of the running totals: the defence cap where it held a total back (SCORE-11, DECIDE-27),
    else the sums (SCORE-01, SCORE-10).
    """
    r = load_ruleset(variant, options)
    if r.defence_cap is not None and hand.get("contract") is not None:
        try:
            ref = _REFERENCE.hand_score(variant, options, hand["contract"], hand["contractor"], _won(r, hand))
            summed = {s: int(before["scores"][s]) + int(ref["points"][s]) for s in r.side_names}
        except (Refused, FiveHundredError, KeyError, ValueError, TypeError):
            summed = None
        if summed is None or summed != dict(want):
            return applicable(game_rules(r, "scores", thrown_in=False, reason=None), variant)
    return applicable(("SCORE-01", "SCORE-10"), variant)


def _outcome_rules(variant: str, options: list[str], want: Any, got: Any, scores: Mapping[str, int],
                   thrown_in: bool) -> tuple[str, ...]:
    """The rule of the end of the game that differs: a winner named short of the target (END-01), both sides
    at the target (END-05), else the reference's reason's rule, or the rule of why the game goes on (a side
    at the target on defence points, END-03; a player at the losing score, END-09; nobody at the target,
    END-01).
    """
    r = load_ruleset(variant, options)
    totals = [int(scores[s]) for s in r.side_names if isinstance(scores.get(s), int)]
    claimed = got.get("winner") if isinstance(got, dict) else None
    if isinstance(claimed, str) and isinstance(scores.get(claimed), int) and int(scores[claimed]) < r.target \
            and (want is None or want.get("winner") != claimed) and (r.lose_at is None or min(totals) > r.lose_at):
        return applicable(("END-01",), variant) or applicable(("END-06",), variant)  # a winner short of the target
    at_target = sum(1 for t in totals if t >= r.target)
    named = want.get("winner") if want is not None else None
    if at_target >= 2 and applicable(("END-05",), variant) and claimed != named \
            and (want is None or want.get("reason") != "went_backwards"):
        return applicable(("END-05",), variant)  # both sides at the target after the same hand: who wins
    if want is not None:
        return applicable(game_rules(r, "outcome", thrown_in=thrown_in, reason=str(want.get("reason"))), variant)
    if at_target and not r.defence_can_win:
        rules: tuple[str, ...] = ("END-03",)  # a side at the target on defence points only has not won
    elif r.lose_at is not None and any(t <= r.lose_at for t in totals):
        rules = ("END-09",)  # a player at the losing score plays on
    else:
        rules = ("END-01",)  # nobody has reached the target
    return applicable(rules, variant) or applicable(game_rules(r, "outcome", thrown_in=thrown_in, reason=None),
                                                    variant)


def departure(impl: Implementation, variant: str, options: list[str], before: Mapping[str, Any],
              hand: Mapping[str, Any], got: Any) -> Departure | None:
    """The first fact where ``got`` (the implementation's ``game-after-hand`` answer to ``before`` and
    ``hand``) departs from the reference's answer, with its rule; ``None`` when the reference refuses
    the request too or the answers agree. May ask ``impl`` for ``hand-score`` of the hand.
    """
    options = list(options)
    try:
        want = _REFERENCE.game_after_hand(variant, options, dict(before), dict(hand))
    except (Refused, FiveHundredError, KeyError, ValueError, TypeError):
        return None
    got = got if isinstance(got, dict) else {}
    r = load_ruleset(variant, options)
    thrown_in = hand.get("contract") is None
    if got.get("scores") != want["scores"]:
        line = _line(impl, variant, options, hand, want["scores"], got.get("scores") or {})
        if line is not None:
            return line
        return Departure(f"the scores after the hand: expected {want['scores']}, got {got.get('scores')}",
                         _totals_rules(variant, options, before, hand, want["scores"]), want["scores"],
                         got.get("scores"))
    if got.get("dealer") != want["dealer"]:
        return Departure(f"the next dealer: expected {want['dealer']}, got {got.get('dealer')}",
                         applicable(game_rules(r, "dealer", thrown_in=thrown_in, reason=None), variant),
                         want["dealer"], got.get("dealer"))
    if sorted(got.get("backwards") or []) != sorted(want["backwards"]):
        return Departure(f"the sides gone backwards: expected {want['backwards']}, got {got.get('backwards')}",
                         applicable(game_rules(r, "backwards", thrown_in=thrown_in, reason=None), variant),
                         want["backwards"], got.get("backwards"))
    if got.get("outcome") != want["outcome"]:
        return Departure(f"the end of the game: expected {want['outcome']}, got {got.get('outcome')}",
                         _outcome_rules(variant, options, want["outcome"], got.get("outcome"), want["scores"],
                                        thrown_in),
                         want["outcome"], got.get("outcome"))
    return None


def hand_departure(impl: Implementation, variant: str, options: list[str], contract: str, contractor: str,
                   tricks: Mapping[str, int], got: Any, partners: Sequence[str] = ()) -> Departure | None:
    """The first line of the implementation's ``hand-score`` answer ``got`` that departs from the
    reference's for the same hand, with its rule (:func:`line_rules`); ``None`` when the reference
    refuses the request too or the lines agree.
    """
    options = list(options)
    r = load_ruleset(variant, options)
    try:
        ref = _REFERENCE.hand_score(variant, options, contract, contractor, dict(tricks), list(partners))
        won = {s: int(tricks.get(s, 0)) for s in r.seats}
        lines = score_rules(r, Bid.parse(contract), r.seat_index(contractor), [won[s] for s in r.seats],
                            [r.seat_index(p) for p in partners])
    except (Refused, FiveHundredError, KeyError, ValueError, TypeError):
        return None
    points = got.get("points") if isinstance(got, dict) else None
    if not isinstance(points, dict):
        return None
    for side in r.side_names:
        if points.get(side) != ref["points"][side]:
            return Departure(f"{side}'s points for the hand: expected {ref['points'][side]}, got {points.get(side)}",
                             line_rules(impl, variant, options, contract, contractor, side, ref["points"][side],
                                        points.get(side), lines[side]), ref["points"][side], points.get(side))
    if got.get("made") != ref["made"]:
        return Departure(f"whether the contract was made: expected {ref['made']}, got {got.get('made')}",
                         applicable(lines["made"], variant), ref["made"], got.get("made"))
    return None
