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

from five_hundred_suite.adapter import Implementation
from five_hundred_suite.cases import Answer, ask, ask_each, checks, expect
from tests.steps import TYPES
from tests.steps.hand import Game, Outcome, open_game

_SIDE = r"(?P<side>[A-Z][A-Z0-9]+)"


def _totals(text: str) -> dict[str, int]:
    """``"NS 420, EW -100"`` as ``{"NS": 420, "EW": -100}``."""
    return {k: int(v) for k, v in (p.split() for p in text.split(","))}


@dataclass
class GameRecord:
    """A game between hands: as the scenario sets it up (``scores``, ``dealer``, ``backwards``),
    then as the implementation reported it after the last hand (``last``).
    """

    scores: dict[str, int]
    dealer: str
    backwards: list[str] = field(default_factory=list)
    last: Answer | None = None

    def after(self) -> Answer:
        """The answer about the last hand played."""
        assert self.last is not None, "the scenario checks the game before any hand is played"
        return self.last


def _play(impl: Implementation, variant: str, options: list[str], record: GameRecord, hand: dict[str, Any]) -> None:
    if record.last is None:
        before: dict[str, Any] = {"scores": dict(record.scores), "dealer": record.dealer,
                                  "backwards": list(record.backwards)}
    else:
        expect(record.last, ["value", "outcome"], "equals", None, what="the game must go on before another hand")
        before = {k: record.last.at("value", k) for k in ("scores", "dealer", "backwards")}
    record.last = ask(impl, "game-after-hand", variant=variant, options=options, before=before, hand=hand)


@given(parsers.parse('the scores are "{scores}" with {dealer:Seat} to deal', extra_types=TYPES),
       target_fixture="game_record")
def _(scores: str, dealer: str) -> GameRecord:
    """A game between hands: the running scores (``NS 420, EW -100``) and the next dealer."""
    return GameRecord(_totals(scores), dealer)


@when(parsers.parse('the hand is played as "{contract}" by {seat:Seat} with tricks won by "{winners}"',
                    extra_types=TYPES))
def _(impl: Implementation, variant: str, options: list[str], game_record: GameRecord, contract: str, seat: str,
      winners: str) -> None:
    """The next hand is played out: its contract, contractor and the winner of each trick in order."""
    _play(impl, variant, options, game_record,
          {"contract": contract, "contractor": seat, "trick_winners": winners.split()})


@when("the hand is thrown in")
def _(impl: Implementation, variant: str, options: list[str], game_record: GameRecord) -> None:
    """The next hand is thrown in (nobody bid)."""
    _play(impl, variant, options, game_record, {"contract": None, "contractor": None, "trick_winners": []})


@then(parsers.parse('the scores are "{scores}"'))
def _(game_record: GameRecord, scores: str) -> None:
    """After the last hand the running scores are ``scores``."""
    expect(game_record.after(), ["value", "scores"], "equals", _totals(scores), what="the scores")


@then(parsers.re(_SIDE + r" win the game \((?P<reason>[a-z0-9_]+)\)"))
def _(game_record: GameRecord, side: str, reason: str) -> None:
    """The last hand ends the game, won by ``side`` for ``reason`` (a reason of ``spec/pages/protocol.md``)."""
    expect(game_record.after(), ["value", "outcome"], "equals", {"winner": side, "reason": reason},
           what="the end of the game")


@then(parsers.re(r"the game ends without a winner \((?P<reason>[a-z0-9_]+)\)"))
def _(game_record: GameRecord, reason: str) -> None:
    """The last hand ends the game and names no winner, for ``reason`` (a side of three went backwards: DECIDE-52)."""
    expect(game_record.after(), ["value", "outcome"], "equals", {"winner": None, "reason": reason},
           what="the end of the game")


@then("the game goes on")
def _(game_record: GameRecord) -> None:
    """The last hand does not end the game."""
    expect(game_record.after(), ["value", "outcome"], "equals", None, what="the end of the game")


@then(parsers.parse("it is {seat:Seat}'s deal", extra_types=TYPES))
@checks("DEALER-03")
def _(game_record: GameRecord, seat: str) -> None:
    """The deal passes to ``seat`` for the next hand."""
    expect(game_record.after(), ["value", "dealer"], "equals", seat, what="the next dealer")


# --- the table ---------------------------------------------------------------------


@then(parsers.parse('the players are "{seats}" in turn order'))
def _(game: Game, seats: str) -> None:
    """The players of the hand, in turn order, are ``seats``."""
    expect(game.observe(), ["value", "hands"], "keys", seats.split(), what="the players (the keys of hands, in order)")


@then(parsers.parse('the sides are "{sides}"'))
def _(game: Game, sides: str) -> None:
    """The sides scoring the hand are ``sides``."""
    expect(game.observe(), ["value", "tricks_won"], "same-keys", sides.split(), what="the sides (the keys of tricks_won)")


@when(parsers.parse("{dealer:Seat} deals these hands:", extra_types=TYPES), target_fixture="outcome")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, datatable: list[list[str]],
      request: pytest.FixtureRequest) -> Outcome:
    """Ask the implementation to open a hand dealt as the table says (seat | cards rows, then kitty), which it may
    refuse.
    """
    rows = {r[0].strip(): r[1].split() for r in datatable[1:]}
    kitty = rows.pop("kitty")
    setup = {"dealer": dealer, "hands": rows, "kitty": kitty}
    return Outcome(f"{dealer} deals {len(rows)} hands", open_game(impl, variant, options, setup, request,
                                                                   may_refuse=True))


# --- the joker and the list of legal actions ------------------------------------------


@then(parsers.re(r"everyone sees the joker nominated as (?P<suit>[SCDH])"))
def _(game: Game, suit: str) -> None:
    """Everyone sees the joker nominated as ``suit``."""
    expect(game.observe(), ["value", "joker_suit"], "equals", suit, what="the joker's suit")


@then("everyone sees that the joker is not nominated")
def _(game: Game) -> None:
    """Everyone sees that the joker has no nomination."""
    expect(game.observe(), ["value", "joker_suit"], "equals", None, what="the joker's suit")


@then(parsers.parse('the legal actions are "{actions}"'))
def _(game: Game, actions: str) -> None:
    """The legal actions now are exactly ``actions`` (comma-separated, in any order)."""
    expect(game.legal_actions(), ["value"], "same-items", [a.strip() for a in actions.split(",")],
           what="the legal actions")


# --- dealing one pack twice -----------------------------------------------------------


def _deal_once(impl: Implementation, variant: str, options: list[str], dealer: str, pack: list[str]) -> Answer:
    opened = ask(impl, "open", variant=variant, options=options, setup={"dealer": dealer, "pack": pack})
    try:
        return ask(impl, "observe", game=opened.at("value"))
    finally:
        ask(impl, "close", game=opened.at("value"))


@when(parsers.parse('{dealer:Seat} deals the pack "{pack}" twice', extra_types=TYPES), target_fixture="two_deals")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, pack: str) -> list[Answer]:
    """Deal one pack, card by card in the order given, twice from ``dealer``."""
    return [_deal_once(impl, variant, options, dealer, pack.split()) for _ in range(2)]


@then(parsers.parse('each deal gives {seat:Seat} the cards "{cards}"', extra_types=TYPES))
@checks("DEALER-04", "DECK", "DEAL")
def _(two_deals: list[Answer], seat: str, cards: str) -> None:
    """Both deals of the same pack give ``seat`` exactly ``cards``."""
    for i, seen in enumerate(two_deals, 1):
        expect(seen, ["value", "hands", seat], "same-items", cards.split(), what=f"{seat}'s hand in deal {i}")


@then(parsers.parse('each deal leaves the kitty "{cards}"'))
@checks("DEALER-04", "DECK", "DEAL")
def _(two_deals: list[Answer], cards: str) -> None:
    """Both deals of the same pack leave exactly ``cards`` in the kitty."""
    for i, seen in enumerate(two_deals, 1):
        expect(seen, ["value", "kitty"], "same-items", cards.split(), what=f"the kitty of deal {i}")


# --- suit sizes under a contract ------------------------------------------------------


@then(parsers.parse('with contract "{contract}" there are {count:d} cards of suit {suit:Suit}', extra_types=TYPES))
def _(impl: Implementation, variant: str, options: list[str], contract: str, count: int, suit: str) -> None:
    """Under ``contract`` the pack has ``count`` cards whose suit is ``suit`` (``none``: the suitless joker)."""
    pack = ask(impl, "pack", variant=variant, options=options)
    suits = ask_each(impl, "effective-suit", pack.at("value"), "card", variant=variant, contract=contract,
                     joker_suit=None)
    expect(suits, ["value"], "count", count, where={"equals": None if suit == "none" else suit},
           what=f"the cards of the pack whose suit under {contract} is {suit}")
