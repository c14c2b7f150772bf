"""Cards and suits as pictures: the models the macros of ``templates/cards.html.j2`` draw, and the sprite of their shapes."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from five_hundred.cards import Card, Suit, parse_suit

from ..render import ENV
from ..verdicts import SUIT_NAME, SUIT_SINGULAR
from .base import BLACK, JOKER_INK, RANK_NAME, RED, STAR_PATH, SUIT_PATH


def _macros() -> Any:
    """The macros of ``templates/cards.html.j2`` (each returns one line of HTML, as ``Markup``)."""
    return ENV.get_template("cards.html.j2").module




_JOKER_NAME = {"JK": "joker", "BJ": "black joker", "RJ": "red joker"}
"""The jokers in words: the one joker, and the two of a two-joker pack (DECIDE-58)."""
_JOKER_INKS = {"JK": JOKER_INK, "BJ": BLACK, "RJ": RED}
"""The ink of each joker's picture: the black and the red joker in the colours of their names."""


def card_label(card: Card, named: Suit | None = None) -> str:
    """The card in words, for its text alternative.

    >>> card_label(Card.parse("JH")), card_label(Card.parse("JK")), card_label(Card.parse("JK"), Suit.DIAMONDS)
    ('jack of hearts', 'joker', 'joker, led as a diamond')
    >>> card_label(Card.parse("BJ")), card_label(Card.parse("RJ"), Suit.HEARTS)
    ('black joker', 'red joker, led as a heart')
    """
    if card.is_joker:
        name = _JOKER_NAME[str(card)]
        return f"{name}, led as a {SUIT_SINGULAR[named]}" if named else name
    assert card.rank is not None and card.suit is not None
    return f"{RANK_NAME[card.rank.value]} of {SUIT_NAME[card.suit]}"


@dataclass(frozen=True)
class CardFace:
    """What a card's picture and its inline form show.

    Attributes:
        code: the card's code (``10D``, ``JK``, ``BJ``).
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
        """True for a joker (``JK``, ``BJ`` or ``RJ``)."""
        return self.code in _JOKER_NAME


def card_face(card: Card, named: Suit | None = None) -> CardFace:
    """The model of one card's picture (``named``: the suit a suitless joker was led naming).

    >>> f = card_face(Card.parse("8C")); (f.text, f.label, f.colour)
    ('8♣', 'eight of clubs', 'black')
    """
    label = card_label(card, named)
    if card.is_joker:
        code = str(card)
        return CardFace(code, label, code + (named.symbol if named else ""), "", "", "joker", _JOKER_INKS[code],
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
