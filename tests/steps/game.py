"""Steps about a game of several hands (running scores, the deal's rotation,
the end of the game), plus a few observations of the table: its seats and
sides, the joker's nomination, the complete list of legal actions, repeated
deals of one pack and the size of each suit under a contract.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from five_hundred_suite.adapter import Implementation, Refused
from tests.steps import TYPES
from tests.steps.hand import Game, Outcome

_SIDE = r"(?P<side>[A-Z]{2})"


def _totals(text: str) -> dict[str, int]:
    """``"NS 420, EW -100"`` as ``{"NS": 420, "EW": -100}``."""
    return {k: int(v) for k, v in (p.split() for p in text.split(","))}


@dataclass
class GameRecord:
    """A game between hands, as the implementation reported it after the last hand."""

    scores: dict[str, int]
    dealer: str
    backwards: list[str] = field(default_factory=list)
    outcome: dict[str, Any] | None = None
    hands: int = 0


def _play(impl: Implementation, variant: str, options: list[str], record: GameRecord, hand: dict[str, Any]) -> None:
    assert record.outcome is None, f"the game is already over: {record.outcome}"
    before = {"scores": dict(record.scores), "dealer": record.dealer, "backwards": list(record.backwards)}
    after = impl.game_after_hand(variant, options, before, hand)
    record.scores = dict(after["scores"])
    record.dealer = after["dealer"]
    record.backwards = list(after["backwards"])
    record.outcome = after["outcome"]
    record.hands += 1


@given(parsers.parse('the scores are "{scores}" with {dealer:Seat} to deal', extra_types=TYPES),
       target_fixture="game_record")
def _(scores: str, dealer: str) -> GameRecord:
    return GameRecord(_totals(scores), dealer)


@when(parsers.parse('the hand is played as "{contract}" by {seat:Seat} with tricks won by "{winners}"',
                    extra_types=TYPES))
def _(impl: Implementation, variant: str, options: list[str], game_record: GameRecord, contract: str, seat: str,
      winners: str) -> None:
    _play(impl, variant, options, game_record,
          {"contract": contract, "contractor": seat, "trick_winners": winners.split()})


@when("the hand is thrown in")
def _(impl: Implementation, variant: str, options: list[str], game_record: GameRecord) -> None:
    _play(impl, variant, options, game_record, {"contract": None, "contractor": None, "trick_winners": []})


@then(parsers.parse('the scores are "{scores}"'))
def _(game_record: GameRecord, scores: str) -> None:
    assert game_record.scores == _totals(scores), f"the scores are {game_record.scores}"


@then(parsers.re(_SIDE + r" win the game \((?P<reason>[a-z0-9_]+)\)"))
def _(game_record: GameRecord, side: str, reason: str) -> None:
    assert game_record.outcome == {"winner": side, "reason": reason}, f"outcome: {game_record.outcome}"


@then("the game goes on")
def _(game_record: GameRecord) -> None:
    assert game_record.outcome is None, f"the game is over: {game_record.outcome}"


@then(parsers.parse("it is {seat:Seat}'s deal", extra_types=TYPES))
def _(game_record: GameRecord, seat: str) -> None:
    assert game_record.dealer == seat, f"it is {game_record.dealer}'s deal"


# --- the table ---------------------------------------------------------------------


@then(parsers.parse('the players are "{seats}" in turn order'))
def _(game: Game, seats: str) -> None:
    held = list(game.impl.observe(game.handle)["hands"])
    assert held == seats.split(), f"the players are {' '.join(held)}"


@then(parsers.parse('the sides are "{sides}"'))
def _(game: Game, sides: str) -> None:
    won = sorted(game.impl.observe(game.handle)["tricks_won"])
    assert won == sorted(sides.split()), f"the sides are {' '.join(won)}"


@when(parsers.parse("{dealer:Seat} deals these hands:", extra_types=TYPES), target_fixture="outcome")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, datatable: list[list[str]],
      request: pytest.FixtureRequest) -> Outcome:
    rows = {r[0].strip(): r[1].split() for r in datatable[1:]}
    kitty = rows.pop("kitty")
    try:
        handle = impl.open(variant, options, {"dealer": dealer, "hands": rows, "kitty": kitty})
    except Refused as e:
        return Outcome(f"{dealer} deals {len(rows)} hands", e)
    request.addfinalizer(lambda: impl.close(handle))
    return Outcome(f"{dealer} deals {len(rows)} hands", None)


# --- the joker and the list of legal actions ------------------------------------------


@then(parsers.re(r"everyone sees the joker nominated as (?P<suit>[SCDH])"))
def _(game: Game, suit: str) -> None:
    snap = game.impl.observe(game.handle)
    assert snap["joker_suit"] == suit, f"the joker's suit is {snap['joker_suit']}"


@then("everyone sees that the joker is not nominated")
def _(game: Game) -> None:
    snap = game.impl.observe(game.handle)
    assert snap["joker_suit"] is None, f"the joker's suit is {snap['joker_suit']}"


@then(parsers.parse('the legal actions are "{actions}"'))
def _(game: Game, actions: str) -> None:
    got = sorted(game.impl.legal_actions(game.handle))
    want = sorted(a.strip() for a in actions.split(","))
    assert got == want, f"legal actions: {', '.join(got)}"


# --- dealing one pack twice -----------------------------------------------------------


def _deal_once(impl: Implementation, variant: str, options: list[str], dealer: str, pack: list[str]) -> dict[str, Any]:
    handle = impl.open(variant, options, {"dealer": dealer, "pack": pack})
    try:
        return impl.observe(handle)
    finally:
        impl.close(handle)


@when(parsers.parse('{dealer:Seat} deals the pack "{pack}" twice', extra_types=TYPES), target_fixture="two_deals")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, pack: str) -> list[dict[str, Any]]:
    return [_deal_once(impl, variant, options, dealer, pack.split()) for _ in range(2)]


@then(parsers.parse('each deal gives {seat:Seat} the cards "{cards}"', extra_types=TYPES))
def _(two_deals: list[dict[str, Any]], seat: str, cards: str) -> None:
    for i, snap in enumerate(two_deals, 1):
        assert sorted(snap["hands"][seat]) == sorted(cards.split()), f"deal {i} gives {seat} {snap['hands'][seat]}"


@then(parsers.parse('each deal leaves the kitty "{cards}"'))
def _(two_deals: list[dict[str, Any]], cards: str) -> None:
    for i, snap in enumerate(two_deals, 1):
        assert sorted(snap["kitty"]) == sorted(cards.split()), f"deal {i} leaves the kitty {snap['kitty']}"


# --- suit sizes under a contract ------------------------------------------------------


@then(parsers.parse('with contract "{contract}" there are {count:d} cards of suit {suit:Suit}', extra_types=TYPES))
def _(impl: Implementation, variant: str, options: list[str], contract: str, count: int, suit: str) -> None:
    want = None if suit == "none" else suit
    members = [c for c in impl.pack(variant, options) if impl.effective_suit(variant, contract, c, None) == want]
    assert len(members) == count, f"{len(members)} cards of suit {suit} under {contract}: {' '.join(members)}"
