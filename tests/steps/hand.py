"""Steps that play a hand through a session with the implementation."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from pytest_bdd import given, parsers, then, when

from five_hundred_suite.adapter import Implementation, Refused
from tests.steps import TYPES


@dataclass
class Game:
    """A hand open in the implementation under test."""

    impl: Implementation
    handle: str


@dataclass
class Outcome:
    """The answer to one attempted action."""

    action: str
    refusal: Refused | None


def _open(impl: Implementation, variant: str, options: list[str], setup: dict[str, object]) -> Iterator[Game]:
    game = Game(impl, impl.open(variant, options, setup))
    yield game
    impl.close(game.handle)


@given(parsers.parse("{dealer:Seat} deals these hands:", extra_types=TYPES), target_fixture="game")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, datatable: list[list[str]],
      request: pytest.FixtureRequest) -> Game:
    rows = {r[0].strip(): r[1].split() for r in datatable[1:]}
    kitty = rows.pop("kitty") if "kitty" in rows else rows.pop("widow")  # the three-player game's name for it
    gen = _open(impl, variant, options, {"dealer": dealer, "hands": rows, "kitty": kitty})
    request.addfinalizer(lambda: next(gen, None))
    return next(gen)


@given(parsers.parse('{dealer:Seat} deals from the pack "{pack}"', extra_types=TYPES), target_fixture="game")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, pack: str,
      request: pytest.FixtureRequest) -> Game:
    gen = _open(impl, variant, options, {"dealer": dealer, "pack": pack.split()})
    request.addfinalizer(lambda: next(gen, None))
    return next(gen)


@when(parsers.parse('{dealer:Seat} deals from the pack "{pack}"', extra_types=TYPES), target_fixture="outcome")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, pack: str,
      request: pytest.FixtureRequest) -> Outcome:
    action = f'{dealer} deals from the pack "{pack}"'
    gen = _open(impl, variant, options, {"dealer": dealer, "pack": pack.split()})
    try:
        next(gen)
    except Refused as e:
        return Outcome(action, e)
    request.addfinalizer(lambda: next(gen, None))
    return Outcome(action, None)


@given(parsers.parse('the option "{option}" is on'))
def _(options: list[str], option: str) -> None:
    options.append(option)


@given(parsers.parse('the actions "{actions}"'))
def _(game: Game, actions: str) -> None:
    for action in actions.split(","):
        game.impl.act(game.handle, action.strip())


@when(parsers.parse('the action "{action}" is taken'), target_fixture="outcome")
def _(game: Game, action: str) -> Outcome:
    try:
        game.impl.act(game.handle, action)
    except Refused as e:
        return Outcome(action, e)
    return Outcome(action, None)


@when(parsers.parse('the actions "{actions}" are taken'), target_fixture="outcome")
def _(game: Game, actions: str) -> Outcome:
    for action in actions.split(","):
        try:
            game.impl.act(game.handle, action.strip())
        except Refused as e:
            return Outcome(action.strip(), e)
    return Outcome(actions, None)


@then("the action is accepted")
def _(outcome: Outcome) -> None:
    assert outcome.refusal is None, f"{outcome.action!r} was refused: {outcome.refusal.message} [{outcome.refusal.rule}]"


@then(parsers.parse("the action is refused under {rule:Rule}", extra_types=TYPES))
def _(outcome: Outcome, rule: str) -> None:
    assert outcome.refusal is not None, f"{outcome.action!r} was accepted"
    assert outcome.refusal.rule == rule, f"refused under {outcome.refusal.rule}, not {rule}: {outcome.refusal.message}"


@then(parsers.parse('{seat:Seat} holds "{cards}"', extra_types=TYPES))
def _(game: Game, seat: str, cards: str) -> None:
    hands = game.impl.observe(game.handle)["hands"]
    assert sorted(hands[seat]) == sorted(cards.split()), f"{seat} holds {' '.join(hands[seat])}"


@then(parsers.parse('the kitty is "{cards}"'))
def _(game: Game, cards: str) -> None:
    kitty = game.impl.observe(game.handle)["kitty"]
    assert sorted(kitty) == sorted(cards.split()), f"the kitty is {' '.join(kitty)}"


@then(parsers.parse("{seat:Seat} holds {count:d} cards", extra_types=TYPES))
def _(game: Game, seat: str, count: int) -> None:
    assert len(game.impl.observe(game.handle)["hands"][seat]) == count


@then(parsers.parse("it is {seat:Seat}'s turn", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    assert game.impl.observe(game.handle)["turn"] == seat


@then(parsers.parse('the contract is {contract} by {seat:Seat}', extra_types=TYPES))
def _(game: Game, contract: str, seat: str) -> None:
    snap = game.impl.observe(game.handle)
    assert (snap["contract"], snap["contractor"]) == (contract, seat), f"contract {snap['contract']} by {snap['contractor']}"


@then("the hand is thrown in")
def _(game: Game) -> None:
    snap = game.impl.observe(game.handle)
    assert snap["result"] is not None and snap["result"]["thrown_in"], f"phase {snap['phase']}"
    assert all(v == 0 for v in snap["result"]["points"].values())


@then(parsers.parse("the auction is still open"))
def _(game: Game) -> None:
    assert game.impl.observe(game.handle)["phase"] == "auction"


@then(parsers.parse("trick {number:d} is won by {seat:Seat}", extra_types=TYPES))
def _(game: Game, number: int, seat: str) -> None:
    tricks = game.impl.observe(game.handle)["tricks"]
    assert len(tricks) >= number, f"only {len(tricks)} tricks played"
    assert tricks[number - 1]["winner"] == seat, f"trick {number} won by {tricks[number - 1]['winner']}"


@then(parsers.parse('the legal plays are "{cards}"'))
def _(game: Game, cards: str) -> None:
    acts = game.impl.legal_actions(game.handle)
    plays = sorted({a.split()[2] for a in acts if a.split()[1] == "play"})
    assert plays == sorted(cards.split()), f"legal plays: {' '.join(plays)}"


@then(parsers.parse('the legal bids include "{bids}"'))
def _(game: Game, bids: str) -> None:
    acts = {a.split()[-1] for a in game.impl.legal_actions(game.handle) if " bid " in a}
    missing = [b for b in bids.split() if b not in acts]
    assert not missing, f"not legal: {missing}"


@then(parsers.parse('the legal bids exclude "{bids}"'))
def _(game: Game, bids: str) -> None:
    acts = {a.split()[-1] for a in game.impl.legal_actions(game.handle) if " bid " in a}
    present = [b for b in bids.split() if b in acts]
    assert not present, f"should not be legal: {present}"


@then(parsers.parse('the tricks won are "{counts}"'))
def _(game: Game, counts: str) -> None:
    want = {k: int(v) for k, v in (p.split() for p in counts.split(","))}
    assert game.impl.observe(game.handle)["tricks_won"] == want


@then(parsers.parse('the hand scores "{points}"'))
def _(game: Game, points: str) -> None:
    snap = game.impl.observe(game.handle)
    assert snap["result"] is not None, f"the hand is not over (phase {snap['phase']})"
    want = {k: int(v) for k, v in (p.split() for p in points.split(","))}
    assert snap["result"]["points"] == want, f"scored {snap['result']['points']}"


@then(parsers.re(r"the contract is (?P<verdict>made|lost)"))
def _(game: Game, verdict: str) -> None:
    result = game.impl.observe(game.handle)["result"]
    assert result is not None, "the hand is not over"
    assert result["made"] is (verdict == "made"), f"made: {result['made']}"


@then(parsers.parse('the legal bids are "{bids}"'))
def _(game: Game, bids: str) -> None:
    acts = sorted(a.split()[-1] for a in game.impl.legal_actions(game.handle) if " bid " in a)
    assert acts == sorted(bids.split()), f"legal bids: {' '.join(acts)}"


@then(parsers.parse("{seat:Seat} can only pass", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    assert game.impl.observe(game.handle)["turn"] == seat
    acts = game.impl.legal_actions(game.handle)
    assert acts == [f"{seat} pass"], f"legal actions: {acts}"


@then(parsers.parse('the seats in play are "{seats}"'))
def _(game: Game, seats: str) -> None:
    active = game.impl.observe(game.handle)["active"]
    assert sorted(active) == sorted(seats.split()), f"seats in play: {' '.join(active)}"


@then(parsers.parse('trick {number:d} holds "{cards}"'))
def _(game: Game, number: int, cards: str) -> None:
    tricks = game.impl.observe(game.handle)["tricks"]
    assert len(tricks) >= number, f"only {len(tricks)} tricks played"
    assert tricks[number - 1]["cards"] == cards.split(), f"trick {number} holds {' '.join(tricks[number - 1]['cards'])}"


@then("the contractor's hand is exposed")
def _(game: Game) -> None:
    snap = game.impl.observe(game.handle)
    assert snap["exposed"] is True, "the contractor's hand is not exposed"
    held = snap["hands"][snap["contractor"]]
    assert snap["exposed_hand"] is not None and sorted(snap["exposed_hand"]) == sorted(held), \
        f"exposed {snap['exposed_hand']}, held {held}"


@then("the contractor's hand is not exposed")
def _(game: Game) -> None:
    snap = game.impl.observe(game.handle)
    assert snap["exposed"] is False, "the contractor's hand is exposed"
    assert snap["exposed_hand"] is None, f"exposed {snap['exposed_hand']}"


@then(parsers.parse("the hand is over after {count:d} tricks"))
def _(game: Game, count: int) -> None:
    snap = game.impl.observe(game.handle)
    assert snap["phase"] == "over" and snap["result"] is not None, f"the hand is not over (phase {snap['phase']})"
    assert snap["result"]["tricks_played"] == count, f"over after {snap['result']['tricks_played']} tricks"
    assert len(snap["tricks"]) == count and snap["turn"] is None and snap["trick"] == []
