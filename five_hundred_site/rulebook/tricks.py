"""Tricks and auctions as diagrams and tables."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from five_hundred.cards import Card, parse_suit

from ..render import render
from .base import RulebookError
from .bids import BidFace, bid_face, bid_label
from .cards import CardFace, _macros, card_label, played_face


@dataclass(frozen=True)
class TrickView:
    """What a trick diagram shows.

    Attributes:
        seats: the variant's seats, clockwise.
        leader: the seat that led.
        cards: the cards in play order (``JK:D`` for a suitless joker led naming diamonds).
        winner: the seat that won the trick.
        out: the seats that take no part (the partners of a misère contractor): one seat, or a tuple of
            them where a misère contractor has two partners (the six-player game of two sides of three).
        number: the trick's number in the hand, if any.
        contract: the contract it is played in, if any.
    """

    seats: tuple[str, ...]
    leader: str
    cards: tuple[str, ...]
    winner: str
    out: str | tuple[str, ...] | None = None
    number: int | None = None
    contract: str | None = None

    def outs(self) -> tuple[str, ...]:
        """The seats that take no part, as a tuple."""
        return () if self.out is None else (self.out,) if isinstance(self.out, str) else self.out

    def order(self) -> list[str]:
        """The seats in the order they play, from the leader."""
        active = [s for s in self.seats if s not in self.outs()]
        i = active.index(self.leader)
        return active[i:] + active[:i]


@dataclass(frozen=True)
class SeatPlace:
    """One seat of a trick diagram: where it sits, the card it played (``None``: none), its turn, whether it won."""

    seat: str
    place: str
    card: CardFace | None
    turn: str
    wins: bool
    out: bool


@dataclass(frozen=True)
class TrickDiagram:
    """The model of ``trick`` in ``templates/cards.html.j2``: the seats in their places, the centre, the caption."""

    seat_count: int
    winner: str
    leader: str
    places: tuple[SeatPlace, ...]
    head: str
    head_bid: BidFace | None
    caption: str


_POSITIONS = {4: ("top", "right", "bottom", "left"), 3: ("bottom", "upper-left", "upper-right"), 2: ("bottom", "top"),
              5: ("bottom", "left", "upper-left", "upper-right", "right"),
              6: ("bottom", "lower-left", "upper-left", "top", "upper-right", "lower-right")}


def _ordinal(turn: int) -> str:
    return "led" if turn == 0 else f"{turn + 1}{'nd' if turn == 1 else 'rd' if turn == 2 else 'th'}"


def trick_diagram(view: TrickView, caption: str | None = None) -> TrickDiagram:
    """The model of a trick diagram: each seat at its place with its card, the winner marked, a caption in words.

    Raises:
        RulebookError: a table of other than two to six seats.
    """
    positions = _POSITIONS.get(len(view.seats))
    if positions is None:
        raise RulebookError(f"no trick diagram for {len(view.seats)} seats")
    order = view.order()
    played = dict(zip(order, view.cards, strict=True))
    places = tuple(
        SeatPlace(seat, pos, played_face(played[seat]) if seat in played else None,
                  _ordinal(order.index(seat)) if seat in played else "", seat == view.winner, seat in view.outs())
        for seat, pos in zip(view.seats, positions, strict=True))
    title = f"Trick {view.number}" if view.number is not None else "Trick"
    words = "; ".join(f"{seat} {card_label_text(played[seat])}" for seat in order)
    where = f" ({bid_label(view.contract)})" if view.contract else ""
    text = caption if caption is not None else f"{title}{where}: {words}. {view.winner} wins."
    head_bid = bid_face(view.contract) if view.number is None and view.contract else None
    return TrickDiagram(len(view.seats), view.winner, view.leader, places,
                        f"Trick {view.number}" if view.number is not None else "", head_bid, text)


def trick_html(view: TrickView, caption: str | None = None) -> str:
    """A trick as a small table diagram: each seat at its place, the cards, the winning card outlined with "wins"."""
    return str(_macros().trick(trick_diagram(view, caption)))


def card_label_text(text: str) -> str:
    """The words for a card as played (``JK:D`` -> "joker, led as a diamond", ``BJ`` -> "black joker")."""
    bare, _, named = text.partition(":")
    return card_label(Card.parse(bare), parse_suit(named) if named else None)


def auction_rows(actions: Sequence[tuple[str, str]], seats: Sequence[str], first: str
                 ) -> tuple[list[str], list[list[BidFace | str | None]]]:
    """An auction laid out as a table: the columns (seats from the first caller) and one row per round, each cell
    a bid, ``"pass"``, or ``None`` where a seat that has passed for good is skipped.

    >>> cols, rows = auction_rows([("E", "6H"), ("S", "pass"), ("W", "7C"), ("E", "pass")], "NESW", "E")
    >>> cols, [[c if c is None or isinstance(c, str) else c.code for c in r] for r in rows]
    (['E', 'S', 'W', 'N'], [['6H', 'pass', '7C', None], ['pass', None, None, None]])
    """
    i = list(seats).index(first)
    cols = list(seats[i:]) + list(seats[:i])
    rows: list[list[BidFace | str | None]] = []
    col = 0
    row: list[BidFace | str | None] = []
    for seat, call in actions:
        while cols[col] != seat:  # a seat that has passed for good is skipped in a later round
            row.append(None)
            col += 1
            if col == len(cols):
                rows.append(row)
                row, col = [], 0
        row.append("pass" if call == "pass" else bid_face(call))
        col += 1
        if col == len(cols):
            rows.append(row)
            row, col = [], 0
    if row:
        rows.append(row + [None] * (len(cols) - len(row)))
    return cols, rows


def auction_table(actions: Sequence[tuple[str, str]], seats: Sequence[str], first: str) -> list[str]:
    """An auction as a Markdown table (``templates/auction.md.j2``): a column per seat from the first caller, a
    row per round; ``actions`` are (seat, call) pairs, the call ``pass`` or a bid. Markdown lines.
    """
    cols, rows = auction_rows(actions, seats, first)
    return render("auction.md.j2", cols=cols, rows=rows).split("\n")


