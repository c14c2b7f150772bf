"""Bids and their notation.

A trick bid is the number of tricks (6 to 10) and a denomination: a suit
letter or ``NT`` (``6S`` ... ``10NT``, BID-03, BID-04). The special bids are
``MIS`` (misère, BID-11), ``OMIS`` (open misère, BID-14) and ``BMIS`` (blind
misère, BID-16, an option that is off by default). Passing is an action, not
a bid (see :mod:`five_hundred.state`).

Which bids exist in a game, and how they rank, is the variant's bid ladder
(data, see :class:`five_hundred.ruleset.Ruleset`), not this module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum

from .cards import Suit, parse_suit
from .errors import NotationError


class BidKind(str, Enum):
    """What a bid undertakes."""

    TRICKS = "tricks"
    """Take at least the bid number of tricks with the named trumps (or none)."""
    MISERE = "MIS"
    """Lose every trick, playing alone (BID-11)."""
    OPEN_MISERE = "OMIS"
    """Misère with the hand laid face up after the first trick (BID-14)."""
    BLIND_MISERE = "BMIS"
    """Misère bid before looking at the cards (BID-16, opt:blind-misere)."""


@dataclass(frozen=True, slots=True, eq=False)
class Bid:
    """A bid: an immutable value with one notation.

    Attributes:
        kind: trick bid or one of the misère bids.
        tricks: 6..10 for a trick bid, ``None`` for a misère bid.
        trump: the trump suit of a trick bid; ``None`` for no trumps and for
            misère bids (misère is played without trumps, MIS-02).

    >>> Bid.parse("10nt")
    Bid.parse('10NT')
    >>> Bid.parse("7H").trump
    <Suit.HEARTS: 'H'>

    """

    kind: BidKind
    tricks: int | None = None
    trump: Suit | None = None
    key: int = field(init=False, repr=False)
    """A small integer that identifies the bid (equality and hashing use it)."""

    def __post_init__(self) -> None:
        kind_no = _KIND_NO[self.kind]
        trump_no = 4 if self.trump is None else self.trump.number
        object.__setattr__(self, "key", kind_no * 1000 + (self.tricks or 0) * 10 + trump_no)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Bid) and other.key == self.key

    def __hash__(self) -> int:
        return self.key

    @property
    def is_misere(self) -> bool:
        """True for misère, open misère and blind misère."""
        return self.kind is not BidKind.TRICKS

    @property
    def is_no_trumps(self) -> bool:
        """True for a no-trump trick bid (``6NT`` ... ``10NT``)."""
        return self.kind is BidKind.TRICKS and self.trump is None

    @staticmethod
    def parse(text: str) -> Bid:
        """Read a bid: ``6S`` ... ``10NT`` (suit symbols and lower case accepted),
        ``MIS``, ``OMIS`` or ``BMIS``.

        This checks the form only; whether the bid exists in a game
        (6 to 10 tricks, BID-05) is checked against the variant's bid ladder.

        Raises:
            NotationError: the text is not a bid.

        """
        t = text.strip().upper()
        for kind in (BidKind.MISERE, BidKind.OPEN_MISERE, BidKind.BLIND_MISERE):
            if t == kind.value:
                return Bid(kind)
        m = _TRICK_BID.fullmatch(t)
        if m is None:
            raise NotationError(text, "bid (6S ... 10NT, MIS or OMIS)", rule="BID-03")
        den = m.group(2)
        trump = None if den == "NT" else parse_suit(den)
        return Bid(BidKind.TRICKS, int(m.group(1)), trump)

    def __str__(self) -> str:
        if self.kind is not BidKind.TRICKS:
            return str(self.kind.value)
        return f"{self.tricks}{'NT' if self.trump is None else self.trump.value}"

    def __repr__(self) -> str:
        return f"Bid.parse({str(self)!r})"

    def __copy__(self) -> Bid:
        return self  # an immutable value: a copy of it is itself

    def __deepcopy__(self, memo: dict[int, object]) -> Bid:
        return self


_KIND_NO = {k: i for i, k in enumerate(BidKind)}
_TRICK_BID = re.compile(r"(\d{1,2})(NT|[SCDH♠♣♦♥])")
