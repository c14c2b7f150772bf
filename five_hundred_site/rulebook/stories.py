"""Why each trick went as it did: the engine's verdicts and legal plays, in sentences."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from five_hundred.bids import Bid
from five_hundred.cards import Card, Suit, parse_suit
from five_hundred.errors import FiveHundredError
from five_hundred.explain import trick_verdict
from five_hundred.legality import legal_plays
from five_hundred.position import Position, state_from_position
from five_hundred.ruleset import load_ruleset
from five_hundred.state import Play
from five_hundred.transitions import apply
from five_hundred.tricks import effective_suit
from markupsafe import Markup

from five_hundred_suite.fixtures import HandFixture

from ..verdicts import SUIT_NAME, SUIT_SINGULAR, trick_sentence
from .base import RulebookError
from .bids import bid_html
from .cards import inline_card
from .prose import RAW_MARK

SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The order a hand is shown in: the joker, then the suits alternating in colour, high to low."""


def _hand_order(cards: Iterable[str]) -> list[str]:
    def key(code: str) -> tuple[int, int]:
        card = Card.parse(code)
        if card.is_joker or card.suit is None or card.rank is None:
            return (-1, 0)
        return (SUIT_ORDER.index(card.suit), -card.rank.order)
    return sorted(cards, key=key)


def marked_html(text: str) -> Markup:
    """Plain text with marks (``[[8C]]``, ``[[bid:7H]]``) as HTML: escaped, cards as inline cards, bids with
    their suit symbols.

    >>> str(marked_html("W & E: [[JD]]"))
    'W &amp; E: <span class="rb-card rb-inline rb-red" role="img" aria-label="jack of diamonds" title="jack of diamonds" data-card="JD">J♦</span>'
    """
    def one(m: re.Match[str]) -> str:
        kind, code = m.group("kind"), m.group("code")
        if kind == "code":
            return code
        return bid_html(code) if kind == "bid" else inline_card(Card.parse(code))

    return Markup(RAW_MARK.sub(one, str(Markup.escape(text))))


def _plural(suit: Suit | None) -> str:
    return SUIT_NAME[suit] if suit is not None else "no suit"


def _is_left_bower(card: Card, trump: Suit | None) -> bool:
    return trump is not None and card.rank is not None and card.rank.value == "J" and card.suit is trump.partner


@dataclass(frozen=True)
class TrickStory:
    """Why a trick went as it did, and the hands it was played from.

    Attributes:
        won: why the winning card won, in a sentence (plain text with card marks such as ``[[JD]]``).
        plays: why a card had to be played, or could not follow, one sentence each (the same form).
        hands: each seat's cards when the trick began (seat, cards), the seats of the trick in playing order.
    """

    won: str
    plays: tuple[str, ...]
    hands: tuple[tuple[str, tuple[str, ...]], ...]


def trick_stories(fx: HandFixture) -> list[TrickStory]:
    """Why each trick of a recorded hand was won and which cards had to be played, replayed through the engine
    (its legal plays say when a player had no choice).

    Raises:
        RulebookError: a hand whose play the engine refuses (the fixture and trick).

    Rules: PLAY-03, PLAY-04, PLAY-05, RANK-02, RANK-03, RANK-06, RANK-07, JOKER-01, JOKER-05, JOKER-06.
    """
    if not fx.tricks or fx.expect.contract is None:
        return []
    contract = Bid.parse(fx.expect.contract)
    trump = contract.trump
    joker = parse_suit(fx.nomination) if fx.nomination not in (None, "none") and trump is None else None
    ruleset = load_ruleset(fx.variant, fx.options)
    try:
        state = state_from_position(ruleset, Position.from_json(fx.position("play")))
    except FiveHundredError as e:
        raise RulebookError(f"{fx.file}: the engine cannot set up the play: {e}") from e
    held = {s: list(fx.hands[s]) for s in fx.seats}
    if fx.expect.contractor is not None:
        held[fx.expect.contractor] = list(fx.post_exchange_hand() or ())
    out = []
    for n, t in enumerate(fx.tricks, start=1):
        order = fx.trick_seats(t.leader)
        hands = tuple((s, tuple(_hand_order(held[s]))) for s in order)
        first, _, named = t.cards[0].partition(":")
        led = effective_suit(Card.parse(first), trump, joker) or (parse_suit(named) if named else None)
        plays: list[str] = []
        for i, (seat, text) in enumerate(zip(order, t.cards, strict=True)):
            bare, _, said = text.partition(":")
            card = Card.parse(bare)
            legal = {str(p.card) for p in legal_plays(state)}
            forced = len(legal) == 1 and len(held[seat]) > 1
            plays += _why_played(seat, card, i == 0, forced, led, trump, held[seat], joker)
            try:
                state = apply(state, Play(ruleset.seats.index(seat), card, parse_suit(said) if said else None))
            except FiveHundredError as e:
                raise RulebookError(f"{fx.where('tricks', n - 1)}: the engine refuses {seat} {text}: {e}") from e
            held[seat].remove(str(card))
        verdict = trick_verdict([Card.parse(c.partition(":")[0]) for c in t.cards], trump, joker,
                                parse_suit(named) if named else None, ruleset)
        why = trick_sentence(verdict, order[verdict.winner], f"[[{verdict.card}]]", trump)
        out.append(TrickStory(why, tuple(plays), hands))
    return out


def _why_played(seat: str, card: Card, leads: bool, forced: bool, led: Suit | None, trump: Suit | None,
                held: Sequence[str], joker: Suit | None) -> list[str]:
    """What is worth saying about one card played: a joker lead, a card the rules left no choice about, a
    player who could not follow (and a left bower that is not of the suit it shows).
    """
    mark = f"[[{card}]]"
    if leads:
        if card.is_joker and trump is None and joker is None and led is not None:
            return [f"{seat} led the suitless joker naming {_plural(led)}: the others must follow {_plural(led)}."]
        if _is_left_bower(card, trump):
            return [f"{seat} led {mark}, the left bower: it counts as a trump, so the others must follow trumps."]
        return [f"{seat} had to lead {mark}: no other card could be led."] if forced else []
    eff = effective_suit(card, trump, joker)
    if eff == led and led is not None:
        if not forced:
            return [f"{seat}'s {mark} is the left bower: it counts as a trump, below the joker and the right bower."
                    ] if _is_left_bower(card, trump) else []
        if _is_left_bower(card, trump):
            return [f"{seat} had to play {mark}: the left bower counts as a trump, and it was {seat}'s only one."]
        if card.is_joker and trump is not None:
            return [f"{seat} had to play {mark}: the joker counts as a trump, and it was {seat}'s only one."]
        if card.is_joker:
            return [f"{seat} had to play {mark}: nominated as a {SUIT_SINGULAR[led]}, it was {seat}'s only one."]
        return [f"{seat} had to follow suit with {mark}, the only {SUIT_SINGULAR[led]} in hand."]
    if led is None:
        return []
    looks = [c for c in held if (x := Card.parse(c)).suit is led and not x.is_joker
             and effective_suit(x, trump, joker) != led]
    why = (f"{seat} holds {' '.join(f'[[{c}]]' for c in looks)}, but the left bower counts as a trump, not a "
           f"{SUIT_SINGULAR[led]}: " if looks else "")
    if card.is_joker and eff is None:
        what = "had to play the suitless joker" if forced else "played the suitless joker, which belongs to no suit"
        return [f"{why}{seat} could not follow {_plural(led)} and {what}."]
    if eff is not None and eff == trump:
        bower = " (the left bower, a trump)" if _is_left_bower(card, trump) else ""
        return [f"{why}{seat} could not follow {_plural(led)} and trumped with {mark}{bower}."]
    return [f"{why}{seat} could not follow {_plural(led)} and threw {mark}."]


