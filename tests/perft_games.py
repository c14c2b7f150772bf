"""The packs, seats and sides of the games the independent perft counter knows (``tests/perft_counter.py``),
and its card notation: written from the rule catalogue, sharing no code with the reference engine.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

SEATS = ("N", "E", "S", "W")
"""The four seats, clockwise."""

SIX_SEATS = ("P1", "P2", "P3", "P4", "P5", "P6")
"""The six seats of the six-player games, clockwise."""

SUIT_LETTERS = "SCDH"
"""Spades, clubs, diamonds, hearts."""

JOKER = "JK"
"""The joker's notation."""
BLACK_JOKER, RED_JOKER = "BJ", "RJ"
"""The two jokers of the 46-card pack, the black one the higher (DECK-10, RANK-11, DECIDE-58)."""
JOKERS = frozenset({JOKER, BLACK_JOKER, RED_JOKER})
"""Every joker of the notation."""

NATURAL = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "11": 11, "12": 12, "13": 13,
            "J": 14, "Q": 15, "K": 16, "A": 17}
SAME_COLOUR = {"S": "C", "C": "S", "D": "H", "H": "D"}
_CARD = re.compile(r"(1[0-3]|[2-9TJQKA])([SCDH♠♣♦♥])")
_SYMBOL = {"♠": "S", "♣": "C", "♦": "D", "♥": "H"}
TRICKS_PER_HAND = 10
_FOUR_SIDES = {"N": 0, "S": 0, "E": 1, "W": 1}
_TWO_SEATS = ("P1", "P2")
_TWO_SIDES = {"P1": 0, "P2": 1}
_PLAIN = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@dataclass(frozen=True)
class Game:
    """A game this counter knows: its seats clockwise, the side of each seat, the ranks of each suit, the
    size of its kitty, whether its pack has the joker, and whether a no-trump or misère contractor holding
    it nominates its suit (JOKER-14: not in the game with a dead hand), and whether the contractor names partners
    after the auction (SEAT-10). The cards left over once each seat
    has ten and the kitty its share are a dead hand, out of play (DEAL-07)."""

    seats: tuple[str, ...]
    sides: Mapping[str, int]
    ranks: Mapping[str, tuple[str, ...]]
    kitty: int = 3
    joker: bool = True
    nominates: bool = True
    named_partners: bool = False
    two_jokers: bool = False


_SIX_RANKS = {"S": (*_PLAIN, "11", "12"), "C": (*_PLAIN, "11", "12"),
              "D": (*_PLAIN, "11", "12", "13"), "H": (*_PLAIN, "11", "12", "13")}
GAMES = {
    "australian": Game(SEATS, _FOUR_SIDES, {s: _PLAIN[2 if s in "DH" else 3:] for s in SUIT_LETTERS}),
    "american-45": Game(SEATS, _FOUR_SIDES, {s: _PLAIN[2:] for s in SUIT_LETTERS}, kitty=5),
    "american-46": Game(SEATS, _FOUR_SIDES, {s: _PLAIN[2:] for s in SUIT_LETTERS}, kitty=6, two_jokers=True),
    "two-hand-24": Game(_TWO_SEATS, _TWO_SIDES, {s: _PLAIN[7:] for s in SUIT_LETTERS}, kitty=4, joker=False),
    "two-hand-dead": Game(_TWO_SEATS, _TWO_SIDES, {s: _PLAIN[5:] for s in SUIT_LETTERS}, nominates=False),
    "six-hand": Game(SIX_SEATS, {"P1": 0, "P3": 0, "P5": 0, "P2": 1, "P4": 1, "P6": 1}, _SIX_RANKS),
    "six-hand-pairs": Game(SIX_SEATS, {"P1": 0, "P4": 0, "P2": 1, "P5": 1, "P3": 2, "P6": 2}, _SIX_RANKS),
    "five-hand": Game(SIX_SEATS[:5], {f"P{k}": k for k in range(1, 6)}, {s: _PLAIN for s in SUIT_LETTERS},
                      named_partners=True),
}
"""The games this counter knows: the Australian pack has 43 cards, red suits A to 4 and black suits A to 5
(DECK-01); the 45-card game keeps the black 4s too (DECK-06); the 24-card two-hand pack runs A to 9 in every
suit, with no joker (DECK-07), that with a dead hand A to 7 with the joker; the six-player pack has every rank from A to 2
with the 12s and 11s, and the 13s in hearts and diamonds (DECK-08); the five-player pack every rank from A to 2
(DECK-09); the 46-card pack is the 45-card one with the black and the red joker instead of the one (DECK-10)."""


def game_of(variant: str) -> Game:
    """The game of ``variant``.

    Raises:
        ValueError: a variant this counter does not know.

    """
    if variant not in GAMES:
        raise ValueError(f"this counter knows the variants {', '.join(sorted(GAMES))} only, not {variant!r}")
    return GAMES[variant]


def pack(variant: str = "australian") -> frozenset[str]:
    """The pack of a game this counter knows, the joker included.

    Raises:
        ValueError: another variant.

    """
    game = game_of(variant)
    jokers = {BLACK_JOKER, RED_JOKER} if game.two_jokers else {JOKER} if game.joker else set()
    return frozenset(jokers | {r + s for s in SUIT_LETTERS for r in game.ranks[s]})


def parse_card(text: str) -> str:
    """The canonical notation of one card (``10H``, ``JD``, ``JK``); accepts ``T``, lower case, suit symbols, ``Joker``.

    Raises:
        ValueError: the text is not a card of any pack this counter knows (whether it is in a game's pack is
            checked by :func:`start_of`).

    """
    t = text.strip().upper()
    if t in ("JK", "JOKER"):
        return JOKER
    if t in ("BJ", "BLACK JOKER", "RJ", "RED JOKER"):
        return t[0] + "J"
    m = _CARD.fullmatch(t)
    if m is None:
        raise ValueError(f"{text!r} is not a card")
    rank = "10" if m.group(1) == "T" else m.group(1)
    card = rank + _SYMBOL.get(m.group(2), m.group(2))
    if not any(card in pack(v) for v in GAMES):
        raise ValueError(f"{text!r} is in no pack this counter knows")
    return card


def suit_of(card: str) -> str:
    """The printed suit letter of a card other than the joker (``10H`` -> ``H``)."""
    return card[-1]


def rank_of(card: str) -> str:
    """The printed rank of a card other than the joker (``10H`` -> ``10``, ``13D`` -> ``13``)."""
    return card[:-1]
