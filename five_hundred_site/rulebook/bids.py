"""Bids as marks: in words, and the model the macros of ``templates/cards.html.j2`` draw."""

from __future__ import annotations

from dataclasses import dataclass

from five_hundred.bids import Bid

from ..verdicts import SUIT_NAME
from .base import NUMBER_WORD
from .cards import SuitFace, _macros, suit_face


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
