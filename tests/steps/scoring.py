"""Steps that ask the implementation to score a hand from tricks won."""

from __future__ import annotations

from pytest_bdd import parsers, then, when

from five_hundred_suite.adapter import Implementation
from five_hundred_suite.cases import Answer, ask, expect
from tests.steps import TYPES


@when(parsers.parse('{seat:Seat} plays "{contract}" and the contractor\'s side takes {tricks:d} tricks', extra_types=TYPES),
      target_fixture="hand_score")
def _(impl: Implementation, variant: str, options: list[str], seat: str, contract: str, tricks: int) -> Answer:
    """Ask the score of a hand: ``seat`` played ``contract`` and its side took ``tricks`` of the ten."""
    opponent = {"N": "E", "E": "S", "S": "W", "W": "N"}[seat]
    return ask(impl, "hand-score", variant=variant, options=options, contract=contract, contractor=seat,
               tricks={seat: tricks, opponent: 10 - tricks})


@then(parsers.parse("side {side:w} scores {points:d}"))
def _(hand_score: Answer, side: str, points: int) -> None:
    """The hand scored above gives side ``side`` (``NS``, ``EW``, ``P1`` ...) ``points``."""
    expect(hand_score, ["value", "points", side], "equals", points, what=f"the points of {side}")


@then(parsers.re(r"the table counts the contract as (?P<verdict>made|lost)"))
def _(hand_score: Answer, verdict: str) -> None:
    """The hand scored above counts the contract as made (or lost)."""
    expect(hand_score, ["value", "made"], "equals", verdict == "made", what="whether the contract is made")


def _counts(text: str) -> dict[str, int]:
    """``"P1 8, P2 1, P3 1"`` as ``{"P1": 8, "P2": 1, "P3": 1}``."""
    return {k: int(v) for k, v in (p.split() for p in text.split(","))}


@when(parsers.parse('{seat:Seat} plays "{contract}" and the tricks are "{tricks}"', extra_types=TYPES),
      target_fixture="hand_score")
def _(impl: Implementation, variant: str, options: list[str], seat: str, contract: str, tricks: str) -> Answer:
    """Ask the score of a hand from the tricks each side took (``P1 8, P2 1, P3 1``)."""
    counts = _counts(tricks)
    early = contract in _MISERE and counts.get(seat, 0) == 1  # DECIDE-12: ended at the contractor's first trick
    assert sum(counts.values()) == 10 or early, f"the tricks {tricks!r} do not add up to ten"
    return ask(impl, "hand-score", variant=variant, options=options, contract=contract, contractor=seat, tricks=counts)


_MISERE = ("MIS", "OMIS", "BMIS")
"""The misère contracts, which end at the first trick their contractor wins (DECIDE-12)."""


@when(parsers.parse('the score of "{contract}" by {seat:Seat} with the tricks "{tricks}" is asked', extra_types=TYPES),
      target_fixture="score_asked")
def _(impl: Implementation, variant: str, options: list[str], seat: str, contract: str, tricks: str) -> Answer:
    """Ask the score of a hand that the implementation may refuse to score (a contract the game lacks)."""
    return ask(impl, "hand-score", may_refuse=True, variant=variant, options=options, contract=contract,
               contractor=seat, tricks=_counts(tricks))


@then(parsers.parse("the score is refused under {rule:Rule}", extra_types=TYPES))
def _(score_asked: Answer, rule: str) -> None:
    """The score asked above is refused, citing ``rule``."""
    expect(score_asked, ["ok"], "equals", False, what="the score must be refused")
    expect(score_asked, ["refused", "rule"], "equals", rule, what="the rule cited when refusing the score", diagnostic=True)


@then(parsers.parse('the sides score "{points}"'))
def _(hand_score: Answer, points: str) -> None:
    """The hand scored above gives each side exactly ``points``."""
    expect(hand_score, ["value", "points"], "equals", _counts(points), what="the points of each side")
