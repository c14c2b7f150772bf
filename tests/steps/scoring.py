"""Steps that ask the implementation to score a hand from tricks won."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then, when

from five_hundred_suite.adapter import Implementation
from tests.steps import TYPES


@when(parsers.parse('{seat:Seat} plays "{contract}" and the contractor\'s side takes {tricks:d} tricks', extra_types=TYPES),
      target_fixture="hand_score")
def _(impl: Implementation, variant: str, options: list[str], seat: str, contract: str, tricks: int) -> dict[str, Any]:
    opponent = {"N": "E", "E": "S", "S": "W", "W": "N"}[seat]
    return impl.hand_score(variant, options, contract, seat, {seat: tricks, opponent: 10 - tricks})


@then(parsers.parse("side {side:w} scores {points:d}"))
def _(hand_score: dict[str, Any], side: str, points: int) -> None:
    assert hand_score["points"][side] == points, f"{side} scored {hand_score['points'][side]}"


@then(parsers.re(r"the table counts the contract as (?P<verdict>made|lost)"))
def _(hand_score: dict[str, Any], verdict: str) -> None:
    assert hand_score["made"] is (verdict == "made")


def _counts(text: str) -> dict[str, int]:
    """``"P1 8, P2 1, P3 1"`` as ``{"P1": 8, "P2": 1, "P3": 1}``."""
    return {k: int(v) for k, v in (p.split() for p in text.split(","))}


@when(parsers.parse('{seat:Seat} plays "{contract}" and the tricks are "{tricks}"', extra_types=TYPES),
      target_fixture="hand_score")
def _(impl: Implementation, variant: str, options: list[str], seat: str, contract: str, tricks: str) -> dict[str, Any]:
    counts = _counts(tricks)
    assert sum(counts.values()) == 10, f"the tricks {tricks!r} do not add up to ten"
    return impl.hand_score(variant, options, contract, seat, counts)


@then(parsers.parse('the sides score "{points}"'))
def _(hand_score: dict[str, Any], points: str) -> None:
    assert hand_score["points"] == _counts(points), f"scored {hand_score['points']}"
