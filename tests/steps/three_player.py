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

from tests.steps import TYPES
from tests.steps.game import GameRecord
from tests.steps.hand import Game, Outcome

_PLAYER = r"(?P<player>P[1-9])"
_REASON = r"\((?P<reason>[a-z0-9_]+)\)"


@given(parsers.parse("{player:Seat} has already been at -500 or below", extra_types=TYPES))
def _(game_record: GameRecord, player: str) -> None:
    assert player in game_record.scores, f"{player} is not a side of this game"
    game_record.backwards.append(player)


@then(parsers.re(_PLAYER + r" wins the game " + _REASON))
def _(game_record: GameRecord, player: str, reason: str) -> None:
    assert game_record.outcome == {"winner": player, "reason": reason}, f"outcome: {game_record.outcome}"


@then(parsers.re(r"nobody wins the game " + _REASON))
def _(game_record: GameRecord, reason: str) -> None:
    assert game_record.outcome == {"winner": None, "reason": reason}, f"outcome: {game_record.outcome}"


@then(parsers.parse('the players marked as having been at -500 are "{players}"'))
def _(game_record: GameRecord, players: str) -> None:
    assert sorted(game_record.backwards) == sorted(players.split()), f"marked: {game_record.backwards}"


@then("no player is marked as having been at -500")
def _(game_record: GameRecord) -> None:
    assert game_record.backwards == [], f"marked: {game_record.backwards}"


@then(parsers.parse("{seat:Seat} may bid again", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    snap = game.impl.observe(game.handle)
    assert snap["phase"] == "auction" and snap["turn"] == seat, f"phase {snap['phase']}, turn {snap['turn']}"
    bids = [a for a in game.impl.legal_actions(game.handle) if a.startswith(f"{seat} bid ")]
    assert bids, f"{seat} has no legal bid"


@then(parsers.parse("{seat:Seat} may not bid again", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    snap = game.impl.observe(game.handle)
    assert snap["phase"] != "auction", f"the auction is still open, {snap['turn']} to speak"
    calls = [a for a in game.impl.legal_actions(game.handle) if a.startswith(f"{seat} bid ") or a == f"{seat} pass"]
    assert not calls, f"{seat} may still call: {calls}"


@then("the action is refused")
def _(outcome: Outcome) -> None:
    assert outcome.refusal is not None, f"{outcome.action!r} was accepted"
