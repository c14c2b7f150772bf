"""Cards and bids as pictures and marks: the models the macros of ``templates/cards.html.j2`` draw."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from five_hundred.bids import Bid
from five_hundred.cards import Card, Suit, parse_suit
from five_hundred.errors import NotationError

from ..render import ENV
from ..verdicts import SUIT_NAME, SUIT_SINGULAR
from .base import BLACK, JOKER_INK, NUMBER_WORD, RANK_NAME, RED, STAR_PATH, SUIT_PATH, RulebookError


def _macros() -> Any:
    """The macros of ``templates/cards.html.j2`` (each returns one line of HTML, as ``Markup``)."""
    return ENV.get_template("cards.html.j2").module


def _md_macros() -> Any:
    """The macros of ``templates/macros.md.j2`` (Markdown)."""
    return ENV.get_template("macros.md.j2").module


def card_label(card: Card, named: Suit | None = None) -> str:
    """The card in words, for its text alternative.

    >>> card_label(Card.parse("JH")), card_label(Card.parse("JK")), card_label(Card.parse("JK"), Suit.DIAMONDS)
    ('jack of hearts', 'joker', 'joker, led as a diamond')
    """
    if card.is_joker:
        return f"joker, led as a {SUIT_SINGULAR[named]}" if named else "joker"
    assert card.rank is not None and card.suit is not None
    return f"{RANK_NAME[card.rank.value]} of {SUIT_NAME[card.suit]}"


@dataclass(frozen=True)
class CardFace:
    """What a card's picture and its inline form show.

    Attributes:
        code: the card's code (``10D``, ``JK``).
        label: the card in words (its text alternative), e.g. "ten of diamonds", "joker, led as a diamond".
        text: rank and suit symbol as text (``10♦``, ``JK``, ``JK♦`` for a joker led naming diamonds): what
            an inline card shows and what copying it gives.
        rank: the rank (``10``), empty for the joker.
        suit: the suit letter (``D``), empty for the joker.
        colour: ``red``, ``black`` or ``joker`` (a class of the picture; the suit symbol is always drawn too).
        ink: the colour of the rank.
        named: the suit letter a joker was led naming, else empty.
    """

    code: str
    label: str
    text: str
    rank: str
    suit: str
    colour: str
    ink: str
    named: str = ""

    @property
    def joker(self) -> bool:
        """True for the joker."""
        return self.code == "JK"


def card_face(card: Card, named: Suit | None = None) -> CardFace:
    """The model of one card's picture (``named``: the suit a suitless joker was led naming).

    >>> f = card_face(Card.parse("8C")); (f.text, f.label, f.colour)
    ('8♣', 'eight of clubs', 'black')
    """
    label = card_label(card, named)
    if card.is_joker:
        return CardFace("JK", label, "JK" + (named.symbol if named else ""), "", "", "joker", JOKER_INK,
                        named.value if named else "")
    assert card.rank is not None and card.suit is not None
    red = card.suit.is_red
    return CardFace(str(card), label, f"{card.rank.value}{card.suit.symbol}", card.rank.value, card.suit.value,
                    "red" if red else "black", RED if red else BLACK)


def played_face(text: str) -> CardFace:
    """A card as played to a trick: ``JK:D`` is a suitless joker led naming diamonds."""
    bare, _, named = text.partition(":")
    return card_face(Card.parse(bare), parse_suit(named) if named else None)


def _sprite() -> str:
    suits = [{"letter": s.value, "ink": RED if s.is_red else BLACK, "path": SUIT_PATH[s]} for s in Suit]
    return str(_macros().sprite(suits, {"ink": JOKER_INK, "path": STAR_PATH}))


SPRITE = _sprite()
"""The shapes of the cards and suit symbols; :func:`write_rulebook` adds it to every page that draws one."""


def card_svg(card: Card, named: Suit | None = None, extra_class: str = "") -> str:
    """One card as an inline SVG picture with its text alternative (its shapes come from :data:`SPRITE`),
    for hands and tricks.

    >>> svg = card_svg(Card.parse("10D"))
    >>> 'aria-label="ten of diamonds"' in svg and "<title>ten of diamonds</title>" in svg and ">10</text>" in svg
    True
    """
    return str(_macros().card(card_face(card, named), extra_class))


def inline_card(card: Card, named: Suit | None = None) -> str:
    """A card inside a sentence: its rank and suit symbol as text in a small card-like box, named in words for
    screen readers; copying the sentence keeps ``8♣``.

    >>> inline_card(Card.parse("8C"))
    '<span class="rb-card rb-inline rb-black" role="img" aria-label="eight of clubs" title="eight of clubs" data-card="8C">8♣</span>'
    """
    return str(_macros().inline_card(card_face(card, named)))


def played_card_svg(text: str, extra_class: str = "") -> str:
    """A card as played to a trick: ``JK:D`` is a suitless joker led naming diamonds."""
    return str(_macros().card(played_face(text), extra_class))


def cards_html(cards: Iterable[str], extra_class: str = "", inline: bool = False) -> str:
    """Cards as a row of pictures (a hand, a kitty, a discard), or with ``inline`` as a row of inline cards."""
    return str(_macros().cards([played_face(c) for c in cards], extra_class, inline))


@dataclass(frozen=True)
class SuitFace:
    """A suit symbol: its letter, its name (the text alternative), its symbol as text and whether it is red."""

    letter: str
    name: str
    symbol: str
    red: bool


def suit_face(suit: Suit) -> SuitFace:
    """The model of a suit symbol's picture."""
    return SuitFace(suit.value, SUIT_NAME[suit], suit.symbol, suit.is_red)


def suit_svg(suit: Suit) -> str:
    """A suit symbol as an inline SVG picture, labelled with the suit's name."""
    return str(_macros().suit(suit_face(suit)))


def bid_label(text: str) -> str:
    """A bid in words.

    >>> bid_label("7H"), bid_label("10NT"), bid_label("OMIS")
    ('seven hearts', 'ten no trumps', 'open misère')
    """
    bid = Bid.parse(text)
    if bid.is_misere:
        return {"MIS": "misère", "OMIS": "open misère", "BMIS": "blind misère"}[str(bid)]
    assert bid.tricks is not None
    return f"{NUMBER_WORD[bid.tricks]} {'no trumps' if bid.trump is None else SUIT_NAME[bid.trump]}"


@dataclass(frozen=True)
class BidFace:
    """What a bid shows: its code, number of tricks, trump suit (``None`` in no trumps), or a misère's name."""

    code: str
    tricks: int | None
    suit: SuitFace | None
    misere: bool
    label: str


def bid_face(text: str) -> BidFace:
    """The model of a bid (``7H``, ``10NT``, ``OMIS``).

    Raises:
        NotationError: not a bid.
    """
    bid = Bid.parse(text)
    return BidFace(str(bid), bid.tricks, suit_face(bid.trump) if bid.trump is not None else None, bid.is_misere,
                   bid_label(str(bid)))


def bid_html(text: str) -> str:
    """A bid as its number and suit symbol as text (``7♥``, named "seven hearts" for screen readers), ``7NT``,
    or the misère's name.

    >>> bid_html("7H")
    '<span class="rb-bid" data-bid="7H" role="img" aria-label="seven hearts" title="seven hearts">7<span class="rb-sym rb-red">♥</span></span>'
    """
    return str(_macros().bid(bid_face(text)))


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

    >>> out = drawn("PLAY-05", _md("[[JH]] beats [[10H]]; N bids [[bid:8H]], not [[code:5H]]."))
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


