"""Steps that ask the implementation to score a hand from tricks won."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pytest_bdd import parsers, then, when

from five_hundred_suite.adapter import Implementation
from five_hundred_suite.cases import Answer, ask, expect
from tests.steps import TYPES
from tests.steps.charges import score_rules


@dataclass
class Scored:
    """The answer to ``hand-score`` and the rules of each side's line of that score (side -> rule IDs,
    from the reference: :func:`~tests.steps.charges.score_rules`), with the contractor's side.
    """

    answer: Answer
    lines: dict[str, tuple[str, ...]]
    contractor_side: str

    def all_rules(self) -> tuple[str, ...]:
        """The rules of every line."""
        return tuple(sorted({r for line in self.lines.values() for r in line}))


def _score(impl: Implementation, variant: str, options: list[str], contract: str, seat: str,
           tricks: dict[str, int], partners: list[str] | None = None) -> Scored:
    from five_hundred import load_ruleset

    named: dict[str, Any] = {} if partners is None else {"partners": partners}
    answer = ask(impl, "hand-score", variant=variant, options=options, contract=contract, contractor=seat,
                 tricks=tricks, **named)
    r = load_ruleset(variant, options)
    return Scored(answer, score_rules(variant, options, contract, seat, tricks, partners or ()),
                  r.side_names[r.side_of[r.seat_index(seat)]])


@when(parsers.parse('{seat:Seat} plays "{contract}" and the contractor\'s side takes {tricks:d} tricks', extra_types=TYPES),
      target_fixture="hand_score")
def _(impl: Implementation, variant: str, options: list[str], seat: str, contract: str, tricks: int) -> Scored:
    """Ask the score of a hand: ``seat`` played ``contract`` and its side took ``tricks`` of the ten."""
    opponent = {"N": "E", "E": "S", "S": "W", "W": "N"}[seat]
    return _score(impl, variant, options, contract, seat, {seat: tricks, opponent: 10 - tricks})


@then(parsers.parse("side {side:w} scores {points:d}"))
def _(hand_score: Scored, side: str, points: int) -> None:
    """The hand scored above gives side ``side`` (``NS``, ``EW``, ``P1`` ...) ``points``."""
    expect(hand_score.answer, ["value", "points", side], "equals", points, what=f"the points of {side}",
           rules=hand_score.lines.get(side, ()))


@then(parsers.re(r"the table counts the contract as (?P<verdict>made|lost)"))
def _(hand_score: Scored, verdict: str) -> None:
    """The hand scored above counts the contract as made (or lost)."""
    expect(hand_score.answer, ["value", "made"], "equals", verdict == "made", what="whether the contract is made",
           rules=hand_score.lines.get(hand_score.contractor_side, ()))


def _counts(text: str) -> dict[str, int]:
    """``"P1 8, P2 1, P3 1"`` as ``{"P1": 8, "P2": 1, "P3": 1}``."""
    return {k: int(v) for k, v in (p.split() for p in text.split(","))}


@when(parsers.parse('{seat:Seat} plays "{contract}" and the tricks are "{tricks}"', extra_types=TYPES),
      target_fixture="hand_score")
def _(impl: Implementation, variant: str, options: list[str], seat: str, contract: str, tricks: str) -> Scored:
    """Ask the score of a hand from the tricks each side took (``P1 8, P2 1, P3 1``)."""
    counts = _counts(tricks)
    early = contract in _MISERE and counts.get(seat, 0) == 1  # DECIDE-12: ended at the contractor's first trick
    assert sum(counts.values()) == 10 or early, f"the tricks {tricks!r} do not add up to ten"
    return _score(impl, variant, options, contract, seat, counts)


@when(parsers.parse('{seat:Seat} with partners "{partners}" plays "{contract}" and the tricks are "{tricks}"',
                    extra_types=TYPES), target_fixture="hand_score")
def _(impl: Implementation, variant: str, options: list[str], seat: str, contract: str, partners: str,
      tricks: str) -> Scored:
    """Ask the score of a hand whose contractor named ``partners`` (the five-player game, SEAT-10) from the
    tricks each player took (``P1 4, P2 1, P3 3, P4 1, P5 1``)."""
    counts = _counts(tricks)
    assert sum(counts.values()) == 10, f"the tricks {tricks!r} do not add up to ten"
    return _score(impl, variant, options, contract, seat, counts, partners.split())


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
def _(hand_score: Scored, points: str) -> None:
    """The hand scored above gives each side exactly ``points``."""
    wanted = _counts(points)
    expect(hand_score.answer, ["value", "points"], "same-keys", list(wanted), what="the sides scored",
           rules=hand_score.all_rules())
    for side, n in wanted.items():  # one check a side: each charges the rule of its own line
        expect(hand_score.answer, ["value", "points", side], "equals", n, what=f"the points of {side}",
               rules=hand_score.lines.get(side, ()))
