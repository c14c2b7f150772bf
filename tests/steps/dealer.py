"""Steps about the draw for the first dealer (DEALER-01, DEALER-02, DECIDE-04).

Each player draws one card (``When the players draw "P1 JK, P2 AH, P3 7C"``);
the players tied for lowest draw again (``And they draw again "P1 9S, P2 8D"``).
The implementation names the dealer from all the rounds, or refuses the draw.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pytest_bdd import parsers, then, when

from five_hundred_suite.adapter import Implementation
from five_hundred_suite.cases import Answer, ask, expect
from tests.steps import TYPES


@dataclass
class Draw:
    """The cards drawn so far: one ``{seat: card}`` per round."""

    rounds: list[dict[str, str]] = field(default_factory=list)

    def outcome(self, impl: Implementation, variant: str) -> Answer:
        """The implementation's answer: the dealer it names, or its refusal."""
        return ask(impl, "first-dealer", may_refuse=True, variant=variant, rounds=self.rounds)


def _round(text: str) -> dict[str, str]:
    """``"P1 JK, P2 AH"`` as ``{"P1": "JK", "P2": "AH"}``."""
    pairs = [p.split() for p in text.split(",")]
    assert all(len(p) == 2 for p in pairs), f"write each draw as 'SEAT CARD': {text!r}"
    return {seat: card for seat, card in pairs}


@when(parsers.parse('the players draw "{cards}"'), target_fixture="draw")
def _(cards: str) -> Draw:
    """Each player draws one card for the first deal (``P1 JK, P2 AH``)."""
    return Draw([_round(cards)])


@when(parsers.parse('they draw again "{cards}"'))
def _(draw: Draw, cards: str) -> None:
    """The players tied for lowest draw again."""
    draw.rounds.append(_round(cards))


@then(parsers.parse("{seat:Seat} deals", extra_types=TYPES))
def _(impl: Implementation, variant: str, draw: Draw, seat: str) -> None:
    """The draw makes ``seat`` the first dealer."""
    answer = draw.outcome(impl, variant)
    expect(answer, ["ok"], "equals", True, what="the draw must be accepted")
    expect(answer, ["value"], "equals", seat, what="the first dealer")


@then(parsers.parse("the draw is refused under {rule:Rule}", extra_types=TYPES))
def _(impl: Implementation, variant: str, draw: Draw, rule: str) -> None:
    """The draw is refused, citing ``rule``."""
    answer = draw.outcome(impl, variant)
    expect(answer, ["ok"], "equals", False, what="the draw must be refused")
    expect(answer, ["refused", "rule"], "equals", rule, what="the rule cited when refusing the draw", diagnostic=True)
