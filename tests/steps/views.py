"""Steps that check what one seat may see (``observe`` with a ``seat``: spec/pages/protocol.md,
"One seat's view"). A program whose ``hello`` does not say ``"views": true`` is not asked: its
case is skipped, saying so.
"""

from __future__ import annotations

from pytest_bdd import parsers, then

from five_hundred_suite.adapter import SPECTATOR
from five_hundred_suite.cases import Answer, ask, expect
from tests.steps import TYPES
from tests.steps.hand import Game


def _view(game: Game, seat: str) -> Answer:
    return ask(game.impl, "observe", game=game.handle, seat=seat)


def _seats(text: str) -> list[str]:
    return [] if text.strip() in ("", "none") else text.split()


@then(parsers.parse('{seat:Seat} sees only the hands of "{seats}"', extra_types=TYPES))
def _(game: Game, seat: str, seats: str) -> None:
    """``seat``'s view shows the cards of exactly these seats (its own, an exposed hand)."""
    expect(_view(game, seat), ["value", "hands"], "same-keys", _seats(seats), what=f"the hands {seat} sees")


@then(parsers.parse('a spectator sees only the hands of "{seats}"'))
def _(game: Game, seats: str) -> None:
    """A spectator's view shows the cards of exactly these seats (an exposed hand, or none)."""
    expect(_view(game, SPECTATOR), ["value", "hands"], "same-keys", _seats(seats), what="the hands a spectator sees")


@then(parsers.parse('{seat:Seat} sees the kitty "{cards}"', extra_types=TYPES))
def _(game: Game, seat: str, cards: str) -> None:
    """``seat``'s view shows the kitty as dealt (the contractor, once it is taken up)."""
    expect(_view(game, seat), ["value", "kitty"], "same-items", cards.split(), what=f"the kitty {seat} sees")


@then(parsers.parse("{seat:Seat} does not see the kitty", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    """``seat``'s view hides the kitty."""
    expect(_view(game, seat), ["value", "kitty"], "equals", None, what=f"the kitty in {seat}'s view")


@then(parsers.parse('{seat:Seat} sees the discard "{cards}"', extra_types=TYPES))
def _(game: Game, seat: str, cards: str) -> None:
    """``seat``'s view shows the contractor's discards (the contractor only)."""
    expect(_view(game, seat), ["value", "discard"], "same-items", cards.split(), what=f"the discard {seat} sees")


@then(parsers.parse("{seat:Seat} does not see the discard", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    """``seat``'s view hides the contractor's discards."""
    expect(_view(game, seat), ["value", "discard"], "equals", None, what=f"the discard in {seat}'s view")


@then(parsers.parse('{seat:Seat} sees {count:d} cards in the hand of {other:Seat}', extra_types=TYPES))
def _(game: Game, seat: str, count: int, other: str) -> None:
    """``seat``'s view gives how many cards ``other`` holds (a number all may know)."""
    expect(_view(game, seat), ["value", "hand_sizes", other], "equals", count, what=f"the size of {other}'s hand")


@then(parsers.parse('{seat:Seat} sees the partners "{seats}"', extra_types=TYPES))
def _(game: Game, seat: str, seats: str) -> None:
    """``seat``'s view shows exactly these partners of the contractor (``none`` for none): in the
    called-card game, only those ``seat`` may know (SEAT-13, DECIDE-65)."""
    expect(_view(game, seat), ["value", "partners"], "same-items", _seats(seats), what=f"the partners {seat} sees")


@then(parsers.parse('a spectator sees the partners "{seats}"'))
def _(game: Game, seats: str) -> None:
    """A spectator's view shows exactly these partners of the contractor (``none`` for none)."""
    expect(_view(game, SPECTATOR), ["value", "partners"], "same-items", _seats(seats),
           what="the partners a spectator sees")
