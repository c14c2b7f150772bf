"""The fuzzer's check of a finished hand's score against the variant's table (an invariant of the observation)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from five_hundred import Bid
from five_hundred.errors import FiveHundredError
from five_hundred.ruleset import Ruleset


def score_allowed(r: Ruleset, obs: Mapping[str, Any]) -> str | None:
    """Why the score of the finished hand ``obs`` (an observation) is not one the variant's table allows, or
    ``None``: the contracting side (the contractor, with any partners named: SCORE-13) scores the contract's
    value, or minus it, or the slam's; every other side nothing or its own tricks' defence points.
    """
    result = obs["result"]
    contract, contractor = obs.get("contract"), obs.get("contractor")
    if result is None or result.get("thrown_in") or contract is None or contractor is None:
        return None
    try:
        bid = Bid.parse(contract)
        value = r.contract_values[bid]
        cs = r.side_names[r.side_of[r.seat_index(contractor)]]
        members = [cs, *(r.side_names[r.side_of[r.seat_index(p)]] for p in obs.get("partners", []))]
    except (FiveHundredError, KeyError):
        return f"the contract {contract!r} by {contractor!r} is not one of the variant's"
    points = result["points"]
    tricks = obs["tricks_won"]
    together = sum(tricks.get(m, 0) for m in members)  # the contractor's side, with any partners named (SCORE-13)
    allowed = {value, -value}
    if not bid.is_misere and together == r.hand_size:
        allowed.add(max(value, r.slam_value))
        allowed.discard(value if value < r.slam_value else -value)
    if any(points.get(m) != points.get(cs) for m in members):
        return f"the contracting side {' '.join(members)} scores {[points.get(m) for m in members]} (SCORE-13)"
    if points.get(cs) not in allowed:
        return (f"{cs} scores {points.get(cs)} for {contract} with {together} tricks; the table allows "
                f"{' or '.join(map(str, sorted(allowed)))} (SCORE-02..SCORE-05, SCORE-08)")
    if result.get("made") is not (points[cs] > 0):
        return f"made is {result.get('made')} but {cs} scores {points[cs]}"
    for side, n in points.items():
        if side not in members and n not in (0, tricks.get(side, 0) * r.defence_points_per_trick):
            return f"the defenders {side} score {n} for {tricks.get(side)} tricks (SCORE-06, SCORE-07)"
    return None
