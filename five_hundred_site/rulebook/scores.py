"""The scores of a variant, computed by the engine: the score table's data and figures."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from five_hundred.bids import Bid
from five_hundred.ruleset import load_ruleset
from five_hundred.scoring import score_hand

from five_hundred_suite.catalogue import variants

from .base import SCORE_VARIANT, RulebookError


def score_data(variant: str = SCORE_VARIANT) -> dict[str, Any]:
    """What the score table and the calculator show, computed by the engine for ``variant``.

    Keys: ``variant``, ``title``, ``pooled`` (partners pool their tricks; otherwise each defender scores
    their own), ``other_sides`` (how many sides play against the contractor's: two of them at the six-player
    table of three sides, each scoring its own tricks), ``contracts`` (the auction ladder), ``values`` (contract -> value), ``misere`` (the misère
    contracts), ``slam_value``, ``defence_per_trick``, ``tricks`` (tricks in a hand), and ``scores``:
    contract -> one ``[made, contractor's side's points, defenders' points]`` per number of tricks the
    contractor's side took (for a misère, the contractor alone), 0 up to ``tricks``, from
    :func:`five_hundred.scoring.score_hand`. The calculator only looks these up.

    Computed once per variant (a site build asks for each table some hundred times, as the variant files are
    read once: :func:`~five_hundred_suite.catalogue.variants`); each call gives a dict of its own, whose
    values are shared and must not be changed.

    Raises:
        RulebookError: no variant file ``variant``.

    Rules: SCORE-02..SCORE-09.
    """
    return dict(_score_table(variant))


@cache
def _score_table(variant: str) -> dict[str, Any]:
    """:func:`score_data`, computed."""
    data = variants().get(variant)
    if data is None:
        raise RulebookError(f"spec/variants: no variant {variant!r}")
    ruleset = load_ruleset(variant)
    contractor = 0
    defender = next(s for s, side in enumerate(ruleset.side_of) if side != ruleset.side_of[contractor])
    scores: dict[str, list[list[bool | int]]] = {}
    for contract in data["bid_ladder"]:
        rows: list[list[bool | int]] = []
        for taken in range(ruleset.hand_size + 1):
            won = [0] * len(ruleset.side_of)
            won[contractor], won[defender] = taken, ruleset.hand_size - taken
            hand = score_hand(ruleset, Bid.parse(str(contract)), contractor, won)
            rows.append([bool(hand.made), hand.points[ruleset.side_of[contractor]], hand.points[ruleset.side_of[defender]]])
        scores[str(contract)] = rows
    return {
        "variant": variant,
        "title": data["title"],
        "pooled": all(len(members) > 1 for members in data["sides"].values()),
        "other_sides": len(data["sides"]) - 1,
        "contracts": list(data["bid_ladder"]),
        "values": {str(k): int(v) for k, v in data["contract_values"].items()},
        "misere": [b for b in data["contract_values"] if Bid.parse(str(b)).is_misere],
        "slam_value": ruleset.slam_value,
        "defence_per_trick": ruleset.defence_points_per_trick,
        "tricks": ruleset.hand_size,
        "scores": scores,
    }


def score_of(data: Mapping[str, Any], contract: str, tricks: int) -> tuple[bool, int, int]:
    """(made, the contractor's side's points, the defenders' points), looked up in :func:`score_data`'s table.

    >>> d = score_data()
    >>> score_of(d, "7H", 7), score_of(d, "7NT", 10), score_of(d, "9D", 8), score_of(d, "OMIS", 1)
    ((True, 200, 30), (True, 250, 0), (False, -380, 20), (False, -500, 0))
    """
    made, own, defenders = data["scores"][contract][tricks]
    return bool(made), int(own), int(defenders)


def made_score(data: Mapping[str, Any], contract: str) -> int:
    """What the contractor's side scores for making ``contract`` with the fewest tricks that make it, looked up in
    :func:`score_data`'s table (a misère: no trick; a slam bid: its value, or the slam value if more).

    >>> d = score_data()
    >>> made_score(d, "7H"), made_score(d, "MIS"), made_score(d, "OMIS"), made_score(d, "7NT")
    (200, 250, 500, 220)

    Raises:
        KeyError: a contract the variant's table does not hold.

    Rules: SCORE-03, SCORE-08.
    """
    return next(int(own) for made, own, _ in data["scores"][contract] if made)


@cache
def score_figures(variant: str) -> dict[str, int]:
    """The figures a template names with ``{{score:...}}``: ``slam`` (the least a slam scores, SCORE-04), ``trick``
    (a defender's points for each trick, SCORE-06/SCORE-07), ``target`` and ``lose`` (the scores that win and
    lose the game, END-01, END-04; ``lose`` only where a score loses), from the engine's ruleset of ``variant``.

    Raises:
        RulebookError: no variant file ``variant``.
    """
    data = score_data(variant)
    ruleset = load_ruleset(variant)
    figures = {"slam": int(data["slam_value"]), "trick": int(data["defence_per_trick"]), "target": ruleset.target}
    if ruleset.lose_at is not None:
        figures["lose"] = ruleset.lose_at
    return figures


def signed(n: int) -> str:
    """A score with its sign and a true minus: ``+200``, ``−380``, ``0``."""
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


