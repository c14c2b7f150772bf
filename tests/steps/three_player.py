"""Steps for the three-player game and for scenarios run once per variant: the
winner of a game among individual players (END-06..END-09), the mark of a
player who has gone backwards (END-09, DECIDE-33), whether a player still
has a turn in the auction (BID-08, BID-20), and a refusal whatever rule it
cites (for rows of one outline that differ only in being refused).

The running game itself (``Given the scores are ... with P3 to deal``,
``When the hand is played as ...``, ``Then the scores are ...``) is in
:mod:`tests.steps.game`.
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from five_hundred_suite.cases import expect
from tests.steps import TYPES
from tests.steps.game import GameRecord
from tests.steps.hand import Game, Outcome

_PLAYER = r"(?P<player>P[1-9])"
_REASON = r"\((?P<reason>[a-z0-9_]+)\)"


@given(parsers.parse("{player:Seat} has already been at -500 or below", extra_types=TYPES))
def _(game_record: GameRecord, player: str) -> None:
    """Mark ``player`` as having been at -500 or below earlier in the game."""
    assert player in game_record.scores, f"{player} is not a side of this game"
    assert game_record.last is None, "the scenario marks a player after a hand was played"
    game_record.backwards.append(player)


@then(parsers.re(_PLAYER + r" wins the game " + _REASON))
def _(game_record: GameRecord, player: str, reason: str) -> None:
    """The last hand ends the game, won by ``player`` for ``reason``."""
    expect(game_record.after(), ["value", "outcome"], "equals", {"winner": player, "reason": reason},
           what="the end of the game")


@then(parsers.re(r"nobody wins the game " + _REASON))
def _(game_record: GameRecord, reason: str) -> None:
    """The last hand ends the game with no winner, for ``reason``."""
    expect(game_record.after(), ["value", "outcome"], "equals", {"winner": None, "reason": reason},
           what="the end of the game")


@then(parsers.parse('the players marked as having been at -500 are "{players}"'))
def _(game_record: GameRecord, players: str) -> None:
    """After the last hand the players marked as having been at -500 are exactly ``players``."""
    expect(game_record.after(), ["value", "backwards"], "same-items", players.split(),
           what="the players marked as having been at -500")


@then("no player is marked as having been at -500")
def _(game_record: GameRecord) -> None:
    """After the last hand no player is marked as having been at -500."""
    expect(game_record.after(), ["value", "backwards"], "equals", [], what="the players marked as having been at -500")


@then(parsers.parse("{seat:Seat} may bid again", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    """It is ``seat``'s turn in the auction and ``seat`` has a legal bid."""
    seen = game.observe()
    expect(seen, ["value", "phase"], "equals", "auction", what="the phase")
    expect(seen, ["value", "turn"], "equals", seat, what="whose turn it is")
    expect(game.legal_actions(), ["value", {"select": "actions", "verbs": ["bid"], "seat": seat}], "min-length", 1,
           what=f"the legal bids of {seat}")


@then(parsers.parse("{seat:Seat} may not bid again", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    """The auction is over for ``seat``: no bid or pass of ``seat`` is legal."""
    expect(game.observe(), ["value", "phase"], "not-equals", "auction", what="the phase (the auction must be over)")
    expect(game.legal_actions(), ["value", {"select": "actions", "verbs": ["bid", "pass"], "seat": seat}], "length", 0,
           what=f"the legal calls of {seat}")


@then("the action is refused")
def _(outcome: Outcome) -> None:
    """The action attempted was refused, whatever rule it cites."""
    expect(outcome.answer, ["ok"], "equals", False, what=f"{outcome.action!r} must be refused", rules=outcome.rules)
