"""The trump chart, the bid aliases the search reads, the score grid."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from five_hundred.bids import Bid
from five_hundred.cards import Card, Suit
from five_hundred.tricks import effective_suit, trick_strength

from ..render import render
from ..verdicts import SUIT_NAME
from .base import NUMBER_WORD
from .bids import bid_html
from .cards import cards_html, suit_svg


def trump_order(pack: Iterable[str], trump: Suit) -> list[str]:
    """The trumps of ``pack`` (card codes such as ``JD``, ``JK``) when ``trump`` is the trump suit, from highest to
    lowest, as the engine ranks them: the cards whose effective suit is ``trump`` (the joker and both bowers
    included), ordered by their trick strength with trumps led. Rules: RANK-02, RANK-03, RANK-06, JOKER-01.
    """
    cards = [Card.parse(c) for c in pack]
    trumps = [c for c in cards if effective_suit(c, trump) is trump]
    return [str(c) for c in sorted(trumps, key=lambda c: -trick_strength(c, trump, trump))]


def trump_chart(pack: Iterable[str]) -> list[str]:
    """The ranking chart of each suit as trumps for a variant's ``pack`` (``templates/trump-chart.md.j2``; Markdown
    lines), one row a suit: its name, how many trumps there are, and the cards from :func:`trump_order`.
    """
    codes = sorted(pack)
    rows = [(f"{suit_svg(suit)} {SUIT_NAME[suit]}", len(order := trump_order(codes, suit)), cards_html(order, inline=True))
            for suit in (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)]
    return render("trump-chart.md.j2", rows=rows).split("\n")[:-1]


DENOMINATION_WORDS = {"S": ("♠", "spades"), "C": ("♣", "clubs"), "D": ("♦", "diamonds"), "H": ("♥", "hearts"),
                      "NT": ("NT", "no trumps")}


def bid_aliases(bid: str) -> str:
    """The other written forms of a suit or no-trump bid, for the search index only: a hidden span after a
    value of the score table (SCORE-01), so that ``8♥``, ``8H``, ``8 hearts`` and ``eight hearts`` all find it.
    Hidden from the eye and from screen readers (``rb-alias``, ``rulebook.css``); the search reads it.

    >>> bid_aliases("8H")
    ' <span class="rb-alias" aria-hidden="true">8♥ 8H 8 hearts eight hearts</span>'
    >>> bid_aliases("10NT")
    ' <span class="rb-alias" aria-hidden="true">10NT 10 no trumps ten no trumps</span>'

    Raises:
        ValueError: ``bid`` is not a number of tricks (6–10) and a denomination (``S``, ``C``, ``D``, ``H``, ``NT``).
    """
    m = re.fullmatch(r"(6|7|8|9|10)(S|C|D|H|NT)", bid)
    if not m:
        raise ValueError(f"score table: {bid!r} is not a suit or no-trump bid such as 8H or 10NT (SCORE-01)")
    n, den = int(m[1]), m[2]
    symbol, word = DENOMINATION_WORDS[den]
    forms = dict.fromkeys((f"{n}{symbol}", f"{n}{den}", f"{n} {word}", f"{NUMBER_WORD[n]} {word}"))
    return f' <span class="rb-alias" aria-hidden="true">{" ".join(forms)}</span>'


def score_grid(data: Mapping[str, Any]) -> list[str]:
    """The contract values as a grid, tricks down and denominations across, then the misère bids and their places
    in the auction (``templates/score-grid.md.j2``; Markdown lines).
    """
    values = data["values"]
    dens = [("S", suit_svg(Suit.SPADES)), ("C", suit_svg(Suit.CLUBS)), ("D", suit_svg(Suit.DIAMONDS)),
            ("H", suit_svg(Suit.HEARTS)), ("NT", "NT")]
    levels = sorted({int(Bid.parse(b).tricks or 0) for b in values if not Bid.parse(b).is_misere})
    ladder = list(data["contracts"])
    misere = []
    for b in data["misere"]:
        if b in ladder:
            i = ladder.index(b)
            place = f"between {bid_html(ladder[i - 1])} and {bid_html(ladder[i + 1])}" if 0 < i < len(ladder) - 1 else "—"
        else:
            place = "only under an option (off by default)"
        misere.append((bid_html(b), values[b], place))
    text = render("score-grid.md.j2", heads=[h for _, h in dens], misere=misere,
                  levels=[(n, [f"{values[f'{n}{d}']}{bid_aliases(f'{n}{d}')}" if f"{n}{d}" in values else "—"
                               for d, _ in dens])
                          for n in levels])
    return text.split("\n")[:-1]


