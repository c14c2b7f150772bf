"""Steps about cards, the pack, effective suits and trick winners."""

from __future__ import annotations

from dataclasses import dataclass

from pytest_bdd import given, parsers, then, when

from five_hundred_suite.adapter import Implementation
from five_hundred_suite.cases import Answer, ask, expect
from tests.steps import TYPES

CARD_OF_SUIT = "(?:1[0-3]|[2-9AKQJ]){suit}"
"""A card of one suit in canonical notation (a whole-string regular expression)."""


@dataclass
class Reading:
    """What the implementation answered for one card text."""

    text: str
    answer: Answer


@when(parsers.parse('the card "{text}" is read'), target_fixture="reading")
def _(impl: Implementation, text: str) -> Reading:
    """Ask the implementation to read a card written as ``text`` (any spelling)."""
    return Reading(text, ask(impl, "parse-card", may_refuse=True, text=text))


@then(parsers.parse('it reads as "{canonical}"'))
def _(reading: Reading, canonical: str) -> None:
    """The card text was read as the canonical card ``canonical``."""
    what = f"reading {reading.text!r}"
    expect(reading.answer, ["ok"], "equals", True, what=what)
    expect(reading.answer, ["value"], "equals", canonical, what=what)


@then("it is refused as not a card")
def _(reading: Reading) -> None:
    """The card text was refused, in a message that names it."""
    what = f"reading {reading.text!r}"
    expect(reading.answer, ["ok"], "equals", False, what=f"{what} (it must be refused)")
    expect(reading.answer, ["refused", "message"], "contains-text", reading.text,
           what=f"{what}: the refusal must name the text")


def _pack(impl: Implementation, variant: str, options: list[str]) -> Answer:
    return ask(impl, "pack", variant=variant, options=options)


@then(parsers.parse("the pack has {count:d} cards"))
def _(impl: Implementation, variant: str, options: list[str], count: int) -> None:
    """The variant's pack (with the options on) has ``count`` cards."""
    expect(_pack(impl, variant, options), ["value"], "length", count, what="the pack")


@then(parsers.parse('the pack holds "{cards}"'))
def _(impl: Implementation, variant: str, options: list[str], cards: str) -> None:
    """The pack holds each of ``cards``."""
    expect(_pack(impl, variant, options), ["value"], "includes", cards.split(), what="the pack")


@then(parsers.parse('the pack does not hold "{cards}"'))
def _(impl: Implementation, variant: str, options: list[str], cards: str) -> None:
    """The pack holds none of ``cards``."""
    expect(_pack(impl, variant, options), ["value"], "excludes", cards.split(), what="the pack")


@then(parsers.parse('the pack has {count:d} cards of suit {suit:Suit}', extra_types=TYPES))
def _(impl: Implementation, variant: str, options: list[str], count: int, suit: str) -> None:
    """The pack has ``count`` cards of ``suit`` (by their printed suit; the joker is of none)."""
    expect(_pack(impl, variant, options), ["value"], "count", count,
           where={"matches": CARD_OF_SUIT.format(suit=suit)}, what=f"the cards of suit {suit} in the pack")


@given(parsers.parse('the contract is "{contract}"'), target_fixture="contract")
def _(contract: str) -> str:
    """Set the contract the card questions below are asked under (``7H``, ``6NT``, ``MIS``)."""
    return contract


@given(parsers.parse("the joker is nominated as {suit:Suit}", extra_types=TYPES), target_fixture="joker_suit")
def _(suit: str) -> str:
    """Set the joker's nomination for the card questions below (a suit, or ``none``)."""
    return suit


@then(parsers.parse('the card {card:Card} counts as suit {suit:Suit}', extra_types=TYPES))
def _(impl: Implementation, variant: str, contract: str, joker_suit: str | None, card: str, suit: str) -> None:
    """Under the contract (and nomination) set above, ``card`` counts as ``suit`` (``none``: the suitless joker)."""
    answer = ask(impl, "effective-suit", variant=variant, contract=contract, card=card, joker_suit=joker_suit)
    expect(answer, ["value"], "equals", None if suit == "none" else suit, what=f"the suit of {card} under {contract}")


@then(parsers.parse('the trick "{cards}" is won by the card {card:Card}', extra_types=TYPES))
def _(impl: Implementation, variant: str, contract: str, joker_suit: str | None, cards: str, card: str) -> None:
    """Under the contract set above, the trick ``cards`` (leader first; ``JK:D`` is the joker led naming diamonds,
    ``BJ:D`` and ``RJ:D`` either joker of a two-joker pack) is won by ``card``.
    """
    played = cards.split()
    named = None
    if played[0][:3] in ("JK:", "BJ:", "RJ:"):
        named = played[0][3:]
        played[0] = played[0][:2]
    assert card in played, f"the scenario names {card}, which is not in the trick {cards}"
    from five_hundred import load_ruleset

    from five_hundred_suite.catalogue import applicable

    # a trick of fewer cards than seats is complete because the misère contractor's partner sits out
    short = len(played) < load_ruleset(variant).players
    answer = ask(impl, "trick-winner", variant=variant, contract=contract, cards=played, joker_suit=joker_suit,
                 named_suit=named, rules=sorted(applicable(("MIS-01", "SEAT-06"), variant)) if short else ())
    expect(answer, ["value"], "equals", played.index(card),
           what=f"the position (0 = the lead) of the winning card of {cards} under {contract}")
