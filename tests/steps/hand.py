"""Steps that play a hand through a session with the implementation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from five_hundred_suite.adapter import Implementation
from five_hundred_suite.cases import Answer, Ref, ask, ask_until_refused, checks, expect
from tests.steps import TYPES


@dataclass
class Game:
    """A hand open in the implementation under test: the answer to ``open`` holds its handle."""

    impl: Implementation
    opened: Answer

    @property
    def handle(self) -> Ref:
        """The game handle, as an argument of later requests."""
        return self.opened.at("value")

    def observe(self) -> Answer:
        return ask(self.impl, "observe", game=self.handle)

    def legal_actions(self) -> Answer:
        return ask(self.impl, "legal-actions", game=self.handle)


@dataclass
class Outcome:
    """The answer to one attempted action (or the first refused of several, else the last)."""

    action: str
    answer: Answer


def open_game(impl: Implementation, variant: str, options: list[str], setup: dict[str, Any],
              request: pytest.FixtureRequest, *, may_refuse: bool = False) -> Answer:
    """Open a hand (closed when the test ends, if it opened)."""
    opened = ask(impl, "open", may_refuse=may_refuse, variant=variant, options=options, setup=setup)
    if opened.ok:
        request.addfinalizer(lambda: ask(impl, "close", game=opened.at("value")))
    return opened


def _dealt(datatable: list[list[str]]) -> dict[str, Any]:
    rows = {r[0].strip(): r[1].split() for r in datatable[1:]}
    kitty = rows.pop("kitty") if "kitty" in rows else rows.pop("widow")  # the three-player game's name for it
    return {"hands": rows, "kitty": kitty}


@given(parsers.parse("{dealer:Seat} deals these hands:", extra_types=TYPES), target_fixture="game")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, datatable: list[list[str]],
      request: pytest.FixtureRequest) -> Game:
    return Game(impl, open_game(impl, variant, options, {"dealer": dealer, **_dealt(datatable)}, request))


@given(parsers.parse('{dealer:Seat} deals from the pack "{pack}"', extra_types=TYPES), target_fixture="game")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, pack: str,
      request: pytest.FixtureRequest) -> Game:
    return Game(impl, open_game(impl, variant, options, {"dealer": dealer, "pack": pack.split()}, request))


@when(parsers.parse('{dealer:Seat} deals from the pack "{pack}"', extra_types=TYPES), target_fixture="outcome")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, pack: str,
      request: pytest.FixtureRequest) -> Outcome:
    opened = open_game(impl, variant, options, {"dealer": dealer, "pack": pack.split()}, request, may_refuse=True)
    return Outcome(f'{dealer} deals from the pack "{pack}"', opened)


@given(parsers.parse('the option "{option}" is on'))
def _(options: list[str], option: str) -> None:
    options.append(option)


@given(parsers.parse('the actions "{actions}"'))
def _(game: Game, actions: str) -> None:
    for action in actions.split(","):
        ask(game.impl, "act", game=game.handle, action=action.strip())


@when(parsers.parse('the action "{action}" is taken'), target_fixture="outcome")
def _(game: Game, action: str) -> Outcome:
    return Outcome(action, ask(game.impl, "act", may_refuse=True, game=game.handle, action=action))


@when(parsers.parse('the actions "{actions}" are taken'), target_fixture="outcome")
def _(game: Game, actions: str) -> Outcome:
    many = [{"game": game.handle, "action": a.strip()} for a in actions.split(",")]
    return Outcome(actions, ask_until_refused(game.impl, "act", many))


@then("the action is accepted")
def _(outcome: Outcome) -> None:
    expect(outcome.answer, ["ok"], "equals", True, what=f"{outcome.action!r} must be accepted")


@then(parsers.parse("the action is refused under {rule:Rule}", extra_types=TYPES))
def _(outcome: Outcome, rule: str) -> None:
    expect(outcome.answer, ["ok"], "equals", False, what=f"{outcome.action!r} must be refused")
    expect(outcome.answer, ["refused", "rule"], "equals", rule, what=f"the rule cited when refusing {outcome.action!r}",
           diagnostic=True)


@then(parsers.parse('{seat:Seat} holds "{cards}"', extra_types=TYPES))
@checks("DECK", "DEAL", "KITTY", "PLAY", "MIS", "JOKER")
def _(game: Game, seat: str, cards: str) -> None:
    expect(game.observe(), ["value", "hands", seat], "same-items", cards.split(), what=f"{seat}'s hand")


@then(parsers.parse('the kitty is "{cards}"'))
@checks("DECK", "DEAL", "KITTY")
def _(game: Game, cards: str) -> None:
    expect(game.observe(), ["value", "kitty"], "same-items", cards.split(), what="the kitty")


@then(parsers.parse("{seat:Seat} holds {count:d} cards", extra_types=TYPES))
def _(game: Game, seat: str, count: int) -> None:
    expect(game.observe(), ["value", "hands", seat], "length", count, what=f"{seat}'s hand")


@then(parsers.parse("it is {seat:Seat}'s turn", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    expect(game.observe(), ["value", "turn"], "equals", seat, what="whose turn it is")


@then(parsers.parse('the contract is {contract} by {seat:Seat}', extra_types=TYPES))
def _(game: Game, contract: str, seat: str) -> None:
    seen = game.observe()
    expect(seen, ["value", "contract"], "equals", contract, what="the contract")
    expect(seen, ["value", "contractor"], "equals", seat, what="the contractor")


@then("the hand is thrown in")
def _(game: Game) -> None:
    seen = game.observe()
    expect(seen, ["value", "result"], "not-equals", None, what="the hand must be over")
    expect(seen, ["value", "result", "thrown_in"], "equals", True, what="the hand is thrown in")
    expect(seen, ["value", "result", "points"], "each-equals", 0, what="the points of a thrown-in hand")


@then(parsers.parse("the auction is still open"))
def _(game: Game) -> None:
    expect(game.observe(), ["value", "phase"], "equals", "auction", what="the phase")


@then(parsers.parse("trick {number:d} is won by {seat:Seat}", extra_types=TYPES))
def _(game: Game, number: int, seat: str) -> None:
    expect(game.observe(), ["value", "tricks", number - 1, "winner"], "equals", seat,
           what=f"the winner of trick {number}")


PLAYS = {"select": "action-args", "verbs": ["play"]}
BIDS = {"select": "action-args", "verbs": ["bid"]}
"""Path segments: the cards of the legal plays, and the legal bids, of a list of legal actions."""


@then(parsers.parse('the legal plays are "{cards}"'))
def _(game: Game, cards: str) -> None:
    expect(game.legal_actions(), ["value", PLAYS], "same-items", cards.split(), what="the cards that may be played")


@then("no action is legal")
def _(game: Game) -> None:
    expect(game.legal_actions(), ["value"], "equals", [], what="the legal actions once the hand is over")


@then(parsers.parse('the legal bids include "{bids}"'))
def _(game: Game, bids: str) -> None:
    expect(game.legal_actions(), ["value", BIDS], "includes", bids.split(), what="the legal bids")


@then(parsers.parse('the legal bids exclude "{bids}"'))
def _(game: Game, bids: str) -> None:
    expect(game.legal_actions(), ["value", BIDS], "excludes", bids.split(), what="the legal bids")


def _counts(text: str) -> dict[str, int]:
    """``"NS 7, EW 3"`` as ``{"NS": 7, "EW": 3}``."""
    return {k: int(v) for k, v in (p.split() for p in text.split(","))}


@then(parsers.parse('the tricks won are "{counts}"'))
def _(game: Game, counts: str) -> None:
    expect(game.observe(), ["value", "tricks_won"], "equals", _counts(counts), what="the tricks won by each side")


@then(parsers.parse('the hand scores "{points}"'))
def _(game: Game, points: str) -> None:
    seen = game.observe()
    expect(seen, ["value", "result"], "not-equals", None, what="the hand must be over")
    expect(seen, ["value", "result", "points"], "equals", _counts(points), what="the points of the hand")


@then(parsers.re(r"the contract is (?P<verdict>made|lost)"))
def _(game: Game, verdict: str) -> None:
    seen = game.observe()
    expect(seen, ["value", "result"], "not-equals", None, what="the hand must be over")
    expect(seen, ["value", "result", "made"], "equals", verdict == "made", what="whether the contract is made")


@then(parsers.parse('the legal bids are "{bids}"'))
def _(game: Game, bids: str) -> None:
    expect(game.legal_actions(), ["value", BIDS], "same-items", bids.split(), what="the legal bids")


@then(parsers.parse("{seat:Seat} can only pass", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    expect(game.observe(), ["value", "turn"], "equals", seat, what="whose turn it is")
    expect(game.legal_actions(), ["value"], "equals", [f"{seat} pass"], what="the legal actions")


@then(parsers.parse('the seats in play are "{seats}"'))
def _(game: Game, seats: str) -> None:
    expect(game.observe(), ["value", "active"], "same-items", seats.split(), what="the seats in play")


@then(parsers.parse('trick {number:d} holds "{cards}"'))
def _(game: Game, number: int, cards: str) -> None:
    expect(game.observe(), ["value", "tricks", number - 1, "cards"], "equals", cards.split(),
           what=f"the cards of trick {number}, in order of play")


@then("the contractor's hand is exposed")
def _(game: Game) -> None:
    seen = game.observe()
    expect(seen, ["value", "exposed"], "equals", True, what="whether the contractor's hand is exposed")
    expect(seen, ["value", "exposed_hand"], "same-items-as", other=["value", "hands", {"at": ["value", "contractor"]}],
           what="the exposed hand must be the cards the contractor holds")


@then("the contractor's hand is not exposed")
def _(game: Game) -> None:
    seen = game.observe()
    expect(seen, ["value", "exposed"], "equals", False, what="whether the contractor's hand is exposed")
    expect(seen, ["value", "exposed_hand"], "equals", None, what="the exposed hand")


@then(parsers.parse("the hand is over after {count:d} tricks"))
def _(game: Game, count: int) -> None:
    seen = game.observe()
    expect(seen, ["value", "phase"], "equals", "over", what="the phase")
    expect(seen, ["value", "result"], "not-equals", None, what="the hand must be over")
    expect(seen, ["value", "result", "tricks_played"], "equals", count, what="the tricks played")
    expect(seen, ["value", "tricks"], "length", count, what="the tricks")
    expect(seen, ["value", "turn"], "equals", None, what="whose turn it is once the hand is over")
    expect(seen, ["value", "trick"], "equals", [], what="the trick in progress once the hand is over")
