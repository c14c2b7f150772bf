"""Cards and bids marked in prose (``[[8C]]``, ``[[bid:8C]]``, ``[[code:JK]]``): drawn inline, as glyphs for
headings and titles, or as plain text.
"""

from __future__ import annotations

import re

from five_hundred.bids import Bid
from five_hundred.cards import Card
from five_hundred.errors import NotationError

from .base import RulebookError
from .bids import bid_html, bid_label
from .cards import _macros, card_face, inline_card


def glyph(text: str, bid: bool = False) -> str:
    """A card or bid as text with its suit symbol, for headings and titles: ``Q♥``, ``7NT``, ``misère``.

    >>> glyph("QH")
    '<span class="rb-glyph rb-red">Q♥</span>'
    """
    if bid:
        b = Bid.parse(text)
        if b.is_misere or b.trump is None:
            return bid_label(str(b)) if b.is_misere else str(b)
        return str(_macros().glyph(f"{b.tricks}{b.trump.symbol}", b.trump.is_red))
    card = Card.parse(text)
    if card.is_joker or card.suit is None or card.rank is None:
        return "joker"
    return str(_macros().glyph(f"{card.rank.value}{card.suit.symbol}", card.suit.is_red))


def plain_text(text: str) -> str:
    """Text whose marks (``[[QH]]``, ``[[bid:7H]]``, ``[[code:JK]]``) are written as plain text with suit symbols,
    for a link's title or a search snippet.

    >>> plain_text("North's [[bid:7H]] and [[QH]]; [[JK]] is [[code:JK]]")
    "North's 7♥ and Q♥; joker is JK"
    """
    def one(m: re.Match[str]) -> str:
        kind, code = m.group("kind"), m.group("code")
        if kind == "code":
            return code
        if kind == "bid":
            b = Bid.parse(code)
            return bid_label(str(b)) if b.is_misere else f"{b.tricks}{'NT' if b.trump is None else b.trump.symbol}"
        card = Card.parse(code)
        return "joker" if card.is_joker else card_face(card).text

    return RAW_MARK.sub(one, text)


MARKUP = re.compile(r"\\\[\\\[(?:(?P<kind>bid|code):)?(?P<code>[^\]\\\s]+)\\\]\\\]")
"""The catalogue's marks of a card, a bid or a code written as such, as they read once escaped as Markdown:
``[[8C]]`` (a card), ``[[bid:8C]]`` (a bid), ``[[code:JK]]`` (the notation itself, left as written)."""
MARK = re.compile(r"\[\[(?:(?:bid|code):)?[^\]\s]+\]\]")
"""The same marks in the catalogue's own text (before escaping)."""
RAW_MARK = re.compile(r"\[\[(?:(?P<kind>bid|code):)?(?P<code>[^\]\s]+)\]\]")
""":data:`MARK` with its parts named."""


def drawn(rule_id: str, text: str, glyphs: bool = False) -> str:
    """Prose already escaped as Markdown (catalogue text, a hand's title) with its marked cards shown as inline
    cards and its marked bids with their suit symbols; a ``code:`` mark is left as the code. With ``glyphs``
    cards and bids are written as text with their suit symbols (:func:`glyph`), for headings and titles.

    Raises:
        RulebookError: a mark whose code is not a card or a bid (naming ``rule_id``, the rule or hand).

    >>> from five_hundred_site.render import md_text
    >>> out = drawn("PLAY-05", md_text("[[JH]] beats [[10H]]; N bids [[bid:8H]], not [[code:5H]]."))
    >>> out.count('class="rb-card'), out.count('class="rb-bid'), out.endswith("not 5H.")
    (2, 1, True)
    """
    def one(m: re.Match[str]) -> str:
        code, kind = m.group("code"), m.group("kind")
        try:
            if kind == "code":
                return code
            if kind == "bid":
                Bid.parse(code)
                return glyph(code, bid=True) if glyphs else bid_html(code)
            return glyph(code) if glyphs else inline_card(Card.parse(code))
        except NotationError as e:
            raise RulebookError(f"{rule_id}: [[{kind + ':' if kind else ''}{code}]] is not a {kind or 'card'}: {e}") from e

    return MARKUP.sub(one, text)
