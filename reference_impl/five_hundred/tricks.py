"""Effective suit, trick strength and the trick winner: pure functions of the cards
and the contract.

Whether a card is a trump, and how strong it is, is never a property of the
card alone. It depends on the trump suit (``None`` in no trumps and misère)
and, in no trumps and misère, on the suit the contractor nominated for the
joker (``joker_suit``; ``None`` leaves the joker *suitless*).

* Trump contract: the joker is the highest trump, then the right bower (jack
  of trumps), then the left bower (the other jack of the trump colour), then
  A K Q 10 9 ... (RANK-02, RANK-03, RANK-06, JOKER-01). In a two-joker pack
  the black joker is the highest trump and the red joker the next (RANK-11).
* No trumps and misère: jacks rank in their own suit (RANK-05, MIS-02); a
  nominated joker is the top card of its suit (JOKER-05); a suitless joker
  belongs to no suit and beats every card (RANK-07, JOKER-06). Of two jokers
  in one trick the black beats the red, whether both are trumps, both are
  nominated to one suit or both are suitless (RANK-11, DECIDE-59).

Rules: RANK-01..RANK-07, RANK-11, PLAY-05, JOKER-01, JOKER-05, JOKER-06, DECIDE-59.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from .cards import BLACK_JOKER_CODE, JOKER_CODE, MAX_CODE, SUITS, Card, Rank, Suit

_JACK = Rank.JACK.place
_TOP = 16  # rank order of a nominated joker: above the ace (index 15)


def effective_suit(card: Card, trump: Suit | None, joker_suit: Suit | None = None) -> Suit | None:
    """The suit a card belongs to for following suit and winning tricks.

    Args:
        card: the card.
        trump: the trump suit, or ``None`` for no trumps and misère.
        joker_suit: in no trumps and misère, the suit nominated for the joker;
            ignored in a trump contract.

    Returns:
        The effective suit; ``None`` only for a suitless joker.

    Rules: RANK-03 (left bower), JOKER-01 (joker is a trump), JOKER-05, JOKER-06.

    >>> effective_suit(Card.parse("JD"), Suit.HEARTS)
    <Suit.HEARTS: 'H'>
    >>> effective_suit(Card.parse("JK"), None) is None
    True

    """
    if card.code >= JOKER_CODE:  # any joker: JK, RJ or BJ (DECIDE-59: one nomination for both)
        return trump if trump is not None else joker_suit
    suit = SUITS[card.code >> 4]
    if trump is not None and (card.code & 15) == _JACK and suit is trump.partner:
        return trump
    return suit


def trick_strength(card: Card, led: Suit | None, trump: Suit | None, joker_suit: Suit | None = None) -> int:
    """How strongly a card competes for a trick: higher wins, 0 cannot win.

    Args:
        card: the card played.
        led: the effective suit led (for a suitless joker lead, the suit its
            leader named).
        trump: the trump suit or ``None``.
        joker_suit: the joker's nominated suit in no trumps and misère.

    Returns:
        2000 for a suitless joker (2001 for the black joker); 200..233 for a
        trump (the black joker 233, the joker or red joker 232, right bower 231,
        left bower 230, then natural order, DECIDE-48); 100..117 for a card of
        the suit led (a nominated joker 116, the black joker 117); 0 for any
        other card.

    Rules: RANK-01, RANK-02, RANK-04, RANK-05, RANK-06, RANK-07, RANK-11, PLAY-05.

    """
    return strength_table(trump, joker_suit, led)[card.code]


def trick_winner(
    cards: Sequence[Card],
    trump: Suit | None,
    joker_suit: Suit | None = None,
    named_suit: Suit | None = None,
) -> int:
    """The position (0 = the lead) of the card that wins a trick.

    Args:
        cards: the cards of the trick in the order played, the lead first.
        trump: the trump suit or ``None``.
        joker_suit: the joker's nominated suit in no trumps and misère.
        named_suit: the suit named when a suitless joker is led (JOKER-10).

    Raises:
        ValueError: no cards, or a suitless joker led without a named suit.

    Rules: PLAY-05, RANK-04, RANK-07.

    >>> from five_hundred.cards import parse_cards
    >>> trick_winner(parse_cards("AD KD 5S 10D"), Suit.SPADES)
    2

    """
    if not cards:
        raise ValueError("a trick needs at least one card")
    led = effective_suit(cards[0], trump, joker_suit)
    if led is None:
        if named_suit is None:
            raise ValueError("a suitless joker was led without naming a suit (JOKER-10)")
        led = named_suit
    table = strength_table(trump, joker_suit, led)
    best = 0
    for i in range(1, len(cards)):
        if table[cards[i].code] > table[cards[best].code]:
            best = i
    return best


@cache
def suit_masks(trump: Suit | None, joker_suit: Suit | None) -> dict[Suit | None, int]:
    """For one contract context, the bit mask of every card of each effective
    suit (key ``None``: the suitless joker). Covers every card of the notation,
    whatever the pack.
    """
    from .cards import ALL_CARDS

    masks: dict[Suit | None, int] = {s: 0 for s in SUITS}
    masks[None] = 0
    for c in ALL_CARDS:
        masks[effective_suit(c, trump, joker_suit)] |= c.bit
    return masks


@cache
def strength_table(trump: Suit | None, joker_suit: Suit | None, led: Suit | None) -> tuple[int, ...]:
    """:func:`trick_strength` of every card code (index = code) for one contract context and suit led."""
    from .cards import ALL_CARDS

    table = [0] * (MAX_CODE + 1)
    for c in ALL_CARDS:
        eff = effective_suit(c, trump, joker_suit)
        if c.is_joker:  # the black joker one above the red (RANK-11)
            order = (_TOP + 16 if trump is not None else _TOP) + (c.code == BLACK_JOKER_CODE)
        elif trump is not None and (c.code & 15) == _JACK and eff is trump:
            order = _TOP + 15 if c.suit is trump else _TOP + 14
        else:
            order = c.code & 15
        if eff is None:
            s = 2000 + (c.code == BLACK_JOKER_CODE)
        elif trump is not None and eff is trump:
            s = 200 + order
        elif eff is led:
            s = 100 + order
        else:
            s = 0
        table[c.code] = s
    return tuple(table)


# --- the same facts as integer tables, for the engine's hot paths -----------------------

NO_SUIT = 4
"""Suit number used for "no trump suit", "no nominated suit" and "suitless"."""


def suit_number(suit: Suit | None) -> int:
    """``suit.number`` (0..3), or :data:`NO_SUIT` for ``None``."""
    return NO_SUIT if suit is None else suit.number


def _suit(n: int) -> Suit | None:
    return None if n == NO_SUIT else SUITS[n]


def _tables() -> tuple[
    tuple[tuple[tuple[int, ...], ...], ...],
    tuple[tuple[tuple[int, ...], ...], ...],
    tuple[tuple[tuple[tuple[int, ...], ...], ...], ...],
]:
    from .cards import ALL_CARDS

    masks, effective, strength = [], [], []
    for t in range(5):
        m_row, e_row, s_row = [], [], []
        for j in range(5):
            by_suit = suit_masks(_suit(t), _suit(j))
            m_row.append(tuple(by_suit[_suit(s)] for s in range(5)))
            eff = [NO_SUIT] * (MAX_CODE + 1)
            for c in ALL_CARDS:
                eff[c.code] = suit_number(effective_suit(c, _suit(t), _suit(j)))
            e_row.append(tuple(eff))
            s_row.append(tuple(strength_table(_suit(t), _suit(j), _suit(led)) for led in range(5)))
        masks.append(tuple(m_row))
        effective.append(tuple(e_row))
        strength.append(tuple(s_row))
    return tuple(masks), tuple(effective), tuple(strength)


SUIT_MASKS, EFFECTIVE_SUIT, STRENGTH = _tables()
"""Indexed ``[trump][joker_suit]`` by suit number (:data:`NO_SUIT` for none):
``SUIT_MASKS[t][j][s]`` is the mask of cards whose effective suit is ``s``
(``NO_SUIT``: the suitless joker); ``EFFECTIVE_SUIT[t][j][code]`` the suit
number of a card; ``STRENGTH[t][j][led][code]`` its :func:`trick_strength`.
Built from :func:`effective_suit` and :func:`trick_strength`, so the rules
stay in one place."""
