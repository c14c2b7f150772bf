"""Cards, suits and ranks, and their one text notation.

A card is written rank then suit: ``AS``, ``10H``, ``13H``, ``JD``; the joker of a
one-joker pack is ``JK``, and the two jokers of a two-joker pack are ``BJ`` (the black
joker, the higher) and ``RJ`` (the red joker) (DECIDE-58). Ranks are ``A K Q J 13 12 11 10 9 8 7 6 5 4 3 2`` (the 13s, 12s and 11s
of the six-player pack sit between the 10 and the jack, DECIDE-48) and suits
``S C D H`` (spades, clubs, diamonds, hearts: the order of the bidding
denominations, lowest first). The notation names every card of every pack:
reading a card says nothing about whether a variant's pack holds it.
:meth:`Card.parse` also accepts ``T`` for ten, lower case, the suit symbols
``♠ ♣ ♦ ♥`` and the word ``Joker``; :func:`str` always gives the canonical
form, so ``str(Card.parse(s))`` round-trips every canonical string.

Inside the engine a card is also a small integer *code* (``suit * 16 +
rank index``, the index 0 for the 2 up to 15 for the ace, so the sixteen ranks
fill a suit's sixteen slots; the joker ``JK`` is 64, the red joker 65 and the black 66) so that a set of cards is an
``int`` bit mask.
Which cards a game uses is not decided here but by the variant's pack
(DECK-01, DECK-02).

Rules: DECK-04, DECK-10, RANK-01, DECIDE-39, DECIDE-48, DECIDE-58.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

from .errors import NotationError


class Suit(str, Enum):
    """A suit; its value is its notation letter. Members are listed lowest first
    in the bidding order of SUIT-01 (spades, clubs, diamonds, hearts).
    """

    SPADES = "S"
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"

    @property
    def number(self) -> int:
        """Position in bidding order: spades 0, clubs 1, diamonds 2, hearts 3."""
        return _SUIT_INDEX[self]

    @property
    def is_red(self) -> bool:
        """True for diamonds and hearts."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour (whose jack is the left bower, RANK-02)."""
        return _PARTNER[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: one of ``♠ ♣ ♦ ♥``."""
        return _SYMBOLS[self]

    def __str__(self) -> str:
        return self.value


SUITS: tuple[Suit, ...] = tuple(Suit)
_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
_PARTNER = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}
_SYMBOLS = {Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥"}


class Rank(str, Enum):
    """A rank; its value is its notation. Members are listed lowest first in
    natural order (RANK-01, DECIDE-48): 2 3 4 5 6 7 8 9 10 11 12 13 J Q K A. The
    numbered ranks above the 10 are those of the six-player pack; a
    rank's place in this list is its index, 0 for the 2 to 15 for the ace.
    """

    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    ELEVEN = "11"
    TWELVE = "12"
    THIRTEEN = "13"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    @property
    def order(self) -> int:
        """Natural strength, higher is better: 2 -> 2 ... 13 -> 13, J 14, Q 15, K 16, A 17."""
        return _RANK_INDEX[self] + 2

    @property
    def place(self) -> int:
        """Place in natural order, 0 (the 2) to 15 (the ace): the low four bits of a card's code."""
        return _RANK_INDEX[self]

    def __str__(self) -> str:
        return self.value


RANKS: tuple[Rank, ...] = tuple(Rank)
_RANK_INDEX = {r: i for i, r in enumerate(RANKS)}
_RANK_BY_INDEX = {v: k for k, v in _RANK_INDEX.items()}

JOKER_CODE = 64
"""The code (and bit index) of the joker of a one-joker pack (``JK``); the lowest joker code."""
RED_JOKER_CODE = 65
"""The code of the red joker (``RJ``) of a two-joker pack (DECK-10)."""
BLACK_JOKER_CODE = 66
"""The code of the black joker (``BJ``) of a two-joker pack, the higher of the two (RANK-11)."""
MAX_CODE = BLACK_JOKER_CODE
"""The highest card code: tables by code have ``MAX_CODE + 1`` entries."""
JOKER_MASK = 0b111 << JOKER_CODE
"""The bits of every joker of the notation (``JK``, ``RJ``, ``BJ``)."""


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card: a small immutable value.

    Attributes:
        code: ``suit.number * 16 + rank.place`` for a suited card, 64 for the joker
            ``JK``, 65 for the red joker ``RJ`` and 66 for the black joker ``BJ``.
        bit: ``1 << code``, the card as a one-card set mask (set from ``code``).

    Build cards with :meth:`parse` or :meth:`of`; never compare them with
    ``<``: which card is stronger depends on the trump suit and the suit led
    (see :mod:`five_hundred.tricks`).

    >>> Card.parse("10h")
    Card.parse('10H')
    >>> str(Card.parse("A♠"))
    'AS'
    >>> str(Card.parse("13♥"))
    '13H'

    """

    code: int
    bit: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not JOKER_CODE <= self.code <= MAX_CODE and (
            not 0 <= self.code < 64 or (self.code & 15) not in _RANK_BY_INDEX
        ):
            raise NotationError(str(self.code), "card code")
        object.__setattr__(self, "bit", 1 << self.code)

    @staticmethod
    def of(rank: Rank, suit: Suit) -> Card:
        """The suited card of this rank and suit."""
        return _BY_CODE[suit.number * 16 + _RANK_INDEX[rank]]

    @property
    def is_joker(self) -> bool:
        """True for a joker: ``JK``, ``RJ`` or ``BJ`` (DECK-04, DECK-10)."""
        return self.code >= JOKER_CODE

    @property
    def suit(self) -> Suit | None:
        """The printed suit; ``None`` for the joker. The *effective* suit in a
        hand depends on the contract: see :func:`five_hundred.tricks.effective_suit`.
        """
        return None if self.code >= JOKER_CODE else SUITS[self.code >> 4]

    @property
    def rank(self) -> Rank | None:
        """The printed rank; ``None`` for a joker."""
        return None if self.code >= JOKER_CODE else _RANK_BY_INDEX[self.code & 15]

    @staticmethod
    def parse(text: str) -> Card:
        """Read one card.

        Accepts the canonical form (``10H``, ``12S``, ``JD``, ``JK``, ``BJ``, ``RJ``),
        ``T`` for ten, any letter case, surrounding blanks, the suit symbols
        ``♠ ♣ ♦ ♥``, ``Joker``, ``Black Joker`` and ``Red Joker`` (DECIDE-58).

        Raises:
            NotationError: the text is not a card (the error names the text).

        """
        card = _PARSE.get(text.strip().upper())
        if card is None:
            raise NotationError(text, "card (rank A K Q J 13 12 11 10 9 8 7 6 5 4 3 2 and suit S C D H, or JK, BJ, RJ)")
        return card

    def __str__(self) -> str:
        return _TEXT[self.code]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __copy__(self) -> Card:
        return self  # an immutable value: a copy of it is itself

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self


JOKER = Card(JOKER_CODE)
"""The joker of a one-joker pack, ``JK`` (DECK-04)."""
RED_JOKER = Card(RED_JOKER_CODE)
"""The red joker of a two-joker pack, ``RJ`` (DECK-10, RANK-11)."""
BLACK_JOKER = Card(BLACK_JOKER_CODE)
"""The black joker of a two-joker pack, ``BJ``, the higher of the two (DECK-10, RANK-11)."""
_BY_CODE: dict[int, Card] = {JOKER_CODE: JOKER, RED_JOKER_CODE: RED_JOKER, BLACK_JOKER_CODE: BLACK_JOKER}
_TEXT: dict[int, str] = {JOKER_CODE: "JK", RED_JOKER_CODE: "RJ", BLACK_JOKER_CODE: "BJ"}
_PARSE: dict[str, Card] = {"JK": JOKER, "JOKER": JOKER, "RJ": RED_JOKER, "RED JOKER": RED_JOKER,
                           "BJ": BLACK_JOKER, "BLACK JOKER": BLACK_JOKER}
for _s in SUITS:
    for _r in RANKS:
        _c = Card(_s.number * 16 + _RANK_INDEX[_r])
        _BY_CODE[_c.code] = _c
        _TEXT[_c.code] = f"{_r.value}{_s.value}"
        for _rt in {_r.value, "T" if _r is Rank.TEN else _r.value}:
            for _st in (_s.value, _s.symbol):
                _PARSE[f"{_rt}{_st}"] = _c

ALL_CARDS: tuple[Card, ...] = tuple(_BY_CODE[c] for c in sorted(_BY_CODE))
"""Every card this notation can name, in code order (the jokers last: ``JK``, ``RJ``, ``BJ``)."""


def card_of_code(code: int) -> Card:
    """The card with this code (see :attr:`Card.code`). Raises KeyError if none."""
    return _BY_CODE[code]


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of a collection of cards (duplicates collapse)."""
    m = 0
    for c in cards:
        m |= 1 << c.code
    return m


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask, in code order (suits S C D H, rank low to high, the jokers last, red before black)."""
    return tuple(iter_cards(mask))


@lru_cache(maxsize=1 << 14)
def mask_texts(mask: int) -> tuple[str, ...]:
    """The canonical texts of the cards of a bit mask, in code order (``("5S", "JK")``); kept for the
    masks met lately, since a player's hand stays the same mask over many observations.
    """
    return tuple(_TEXT[c.code] for c in iter_cards(mask))


def iter_cards(mask: int) -> Iterator[Card]:
    """Iterate the cards of a bit mask in code order."""
    while mask:
        low = mask & -mask
        yield _BY_CODE[low.bit_length() - 1]
        mask ^= low


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read several cards, given as one blank-separated string or as a list of strings.

    Raises:
        NotationError: one of them is not a card (the error names it).

    """
    items = text.split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(t) for t in items)


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical notation of several cards, blank-separated, in the given order."""
    return " ".join(str(c) for c in cards)


def parse_suit(text: str) -> Suit:
    """Read a suit: ``S C D H`` in any case, or a suit symbol.

    Raises:
        NotationError: not a suit.

    """
    t = text.strip().upper()
    for s in SUITS:
        if t in (s.value, s.symbol):
            return s
    raise NotationError(text, "suit (S, C, D or H)")
