"""Steps about cards, the pack, effective suits and trick winners."""

from __future__ import annotations

from dataclasses import dataclass

from pytest_bdd import given, parsers, then, when

from five_hundred_suite.adapter import Implementation, Refused
from tests.steps import TYPES


@dataclass
class Reading:
    """What the implementation answered for one card text."""

    text: str
    card: str | None
    refusal: Refused | None


@when(parsers.parse('the card "{text}" is read'), target_fixture="reading")
def _(impl: Implementation, text: str) -> Reading:
    try:
        return Reading(text, impl.parse_card(text), None)
    except Refused as e:
        return Reading(text, None, e)


@then(parsers.parse('it reads as "{canonical}"'))
def _(reading: Reading, canonical: str) -> None:
    assert reading.refusal is None, f"{reading.text!r} was refused: {reading.refusal}"
    assert reading.card == canonical


@then("it is refused as not a card")
def _(reading: Reading) -> None:
    assert reading.card is None, f"{reading.text!r} was read as {reading.card}"
    assert reading.refusal is not None
    assert reading.text in reading.refusal.message, "the refusal must name the text"


@then(parsers.parse("the pack has {count:d} cards"))
def _(impl: Implementation, variant: str, options: list[str], count: int) -> None:
    assert len(impl.pack(variant, options)) == count


@then(parsers.parse('the pack holds "{cards}"'))
def _(impl: Implementation, variant: str, options: list[str], cards: str) -> None:
    pack = set(impl.pack(variant, options))
    missing = [c for c in cards.split() if c not in pack]
    assert not missing, f"missing from the pack: {missing}"


@then(parsers.parse('the pack does not hold "{cards}"'))
def _(impl: Implementation, variant: str, options: list[str], cards: str) -> None:
    pack = set(impl.pack(variant, options))
    present = [c for c in cards.split() if c in pack]
    assert not present, f"should not be in the pack: {present}"


@then(parsers.parse('the pack has {count:d} cards of suit {suit:Suit}', extra_types=TYPES))
def _(impl: Implementation, variant: str, options: list[str], count: int, suit: str) -> None:
    pack = impl.pack(variant, options)
    assert len([c for c in pack if c != "JK" and c.endswith(suit)]) == count


@given(parsers.parse('the contract is "{contract}"'), target_fixture="contract")
def _(contract: str) -> str:
    return contract


@given(parsers.parse("the joker is nominated as {suit:Suit}", extra_types=TYPES), target_fixture="joker_suit")
def _(suit: str) -> str:
    return suit


@then(parsers.parse('the card {card:Card} counts as suit {suit:Suit}', extra_types=TYPES))
def _(impl: Implementation, variant: str, contract: str, joker_suit: str | None, card: str, suit: str) -> None:
    got = impl.effective_suit(variant, contract, card, joker_suit)
    assert got == (None if suit == "none" else suit), f"{card} under {contract}: got {got}"


@then(parsers.parse('the trick "{cards}" is won by the card {card:Card}', extra_types=TYPES))
def _(impl: Implementation, variant: str, contract: str, joker_suit: str | None, cards: str, card: str) -> None:
    played = cards.split()
    named = None
    if played[0].startswith("JK:"):
        named = played[0][3:]
        played[0] = "JK"
    pos = impl.trick_winner(variant, contract, played, joker_suit, named)
    assert played[pos] == card, f"{cards} under {contract}: {played[pos]} won"

