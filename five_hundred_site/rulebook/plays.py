"""A recorded hand's tricks and calls, as the replays and their notes need them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from five_hundred.bids import Bid
from five_hundred.cards import Card, Suit, parse_suit
from five_hundred.tricks import effective_suit

from five_hundred_suite.fixtures import HandFixture


def _side_of(fx: HandFixture, seat: str) -> str:
    return next(side for side, members in fx.sides.items() if seat in members)


def _partner(fx: HandFixture, seat: str) -> str | None:
    side = fx.sides[_side_of(fx, seat)]
    return next((s for s in side if s != seat), None)


def _calls(fx: HandFixture) -> list[tuple[str, str]]:
    out = []
    for a in fx.auction:
        bits = a.split()
        out.append((bits[0], "pass" if bits[-1] == "pass" else bits[-1]))
    return out


def _first_caller(fx: HandFixture) -> str:
    i = fx.seats.index(fx.dealer)
    return fx.seats[(i + 1) % len(fx.seats)]


def _standing_before(fx: HandFixture, bid: str) -> str | None:
    """The bid standing when ``bid`` was made (its first occurrence)."""
    standing: str | None = None
    for _, call in _calls(fx):
        if call == bid:
            return standing
        if call != "pass":
            standing = call
    return standing


@dataclass(frozen=True)
class _Play:
    """A replayed trick with what the notes need to know about it."""

    number: int
    trick: Any
    seats: tuple[str, ...]
    led: Suit | None
    renounced: tuple[str, ...]
    """Seats that played another suit than the one led."""
    counts: dict[str, int]
    """Tricks per side after this trick."""


def _plays(fx: HandFixture) -> list[_Play]:
    contract = Bid.parse(fx.expect.contract) if fx.expect.contract else None
    trump = contract.trump if contract else None
    joker = parse_suit(fx.nomination) if fx.nomination not in (None, "none") else None
    counts = dict.fromkeys(fx.sides, 0)
    out = []
    for n, t in enumerate(fx.tricks, start=1):
        order = fx.trick_seats(t.leader)
        first, _, named = t.cards[0].partition(":")
        led = effective_suit(Card.parse(first), trump, joker) or (parse_suit(named) if named else None)
        renounced = tuple(seat for seat, c in zip(order[1:], t.cards[1:], strict=True)
                          if effective_suit(Card.parse(c.partition(":")[0]), trump, joker) != led)
        counts[_side_of(fx, t.winner)] += 1
        out.append(_Play(n, t, order, led, renounced, dict(counts)))
    return out
