"""An independent brute-force counter of legal play sequences ("trick perft").

Written from the rule catalogue alone (spec/rules/*.yaml and the sources they cite)
and on purpose sharing no code with the reference engine or the suite: it has
its own card notation, effective suit, follow-suit and joker rules, trick
winner and turn order. It reads a perft position as plain data (the mapping
of one entry of ``features/perft/*.yaml``) and counts, by walking every legal
sequence, how many sequences of ``depth`` plays exist from the first lead.

Six games are covered. Two have seats N E S W clockwise and partners
opposite: the Australian four-player game (43-card pack, kitty of three) and
the 45-card game (every suit down to the 4, kitty of five: DECK-06, KITTY-05),
whose play is the same (DECIDE-43). Two have seats P1 and P2, each alone: the
24-card two-hand game (the ace down to the nine with no joker, widow of four:
DECK-07, KITTY-06, SEAT-07), whose play is the same apart from the missing
joker (DECIDE-47), and the two-hand game with a dead hand (the 33-card pack
with its joker, a widow of three, and ten cards out of play: DEAL-07), whose
joker is suitless at no trumps and never nominated, led naming any suit
(JOKER-14). Two have seats P1 to P6 clockwise and the 63-card pack (DECK-08:
A down to 2 in every suit, with the 12s and 11s, the red suits with the 13s
too, and the joker; kitty of three): the six-player game of two sides of
three, P1 P3 P5 against P2 P4 P6 (SEAT-08), and that of three sides of two,
partners opposite (SEAT-09). One has seats P1 to P5 clockwise and the 53-card
pack (DECK-09: A down to 2 in every suit and the joker; kitty of three): the
five-player game, where each player is alone in the auction and the contractor
names one partner after it, two at eight tricks or more (SEAT-10, SEAT-11),
and nobody in misère, where all five play (MIS-06); with the option
var:called-card the contractor calls cards instead, whose holders are the
partners (SEAT-12). Nothing else differs for the counter: the auction only
names the contract and the contractor, and the partners, named or found by a
card, change nobody's turn or cards.

The rules it applies:

* PLAY-01: the contractor leads the first trick; PLAY-06: the winner of a
  trick leads the next; SEAT-03: play goes clockwise; MIS-01, MIS-05: in misère
  every partner of the contractor sits out, so tricks have three cards at four,
  four or five at six (PLAY-08).
* RANK-02, RANK-03, RANK-06, JOKER-01, JOKER-02, JOKER-03: with a trump suit,
  the joker, the right bower and the left bower are trumps for every purpose.
* RANK-05, MIS-02: no bowers in no trumps and misère; JOKER-05, DECIDE-15: a
  nominated joker is the top card of its suit; JOKER-06: otherwise it is
  suitless and wins any trick it is played to.
* PLAY-03, PLAY-04: follow the effective suit led when able, else play
  anything; JOKER-07: a suitless joker may not be played while holding the
  suit led; JOKER-08, DECIDE-24: in misère a void holder of a suitless joker
  must play it; JOKER-09: in no trumps a void holder may keep it.
* JOKER-10, DECIDE-16, DECIDE-17: a suitless joker is led naming a suit not
  yet led this hand (each nameable suit is its own sequence); the others
  follow the named suit, which counts as led from then on. JOKER-11: once all
  four suits have been led, it may be led only to the tenth trick, where any
  suit may be named. While a suit remains unled, JOKER-10 still applies at
  the tenth trick (only those suits may be named); the reference engine lets
  any suit be named there, which no depth counted from the first lead reaches.
* PLAY-05: the best trump wins, else the best card of the suit led; RANK-10:
  the 13, 12 and 11 rank between the 10 and the jack.
* RANK-11, JOKER-17, DECIDE-59, DECIDE-60 (the 46-card game): the black
  joker is above the red joker in every contract, suitless, nominated (one
  nomination gives both jokers its suit) or trumps; a leader holding nothing
  but suitless jokers, none of which may be led, leads one naming any suit.
* PLAY-07, DECIDE-12, MIS-04: a hand is ten tricks, but a misère ends at the
  first trick its contractor wins. Sequences that reach the end of the hand
  before ``depth`` plays count once, as they stand.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tests.perft_games import (
    BLACK_JOKER,
    GAMES,
    JOKERS,
    NATURAL,
    SAME_COLOUR,
    SUIT_LETTERS,
    TRICKS_PER_HAND,
    game_of,
    pack,
    parse_card,
    rank_of,
    suit_of,
)


@dataclass(frozen=True)
class Contract:
    """What the play depends on.

    Attributes:
        trump: the trump suit letter, or ``None`` in no trumps and misère.
        misere: a misère contract of any kind.
        joker_suit: the suit nominated for the joker in no trumps or misère, else ``None``.

    """

    trump: str | None
    misere: bool
    joker_suit: str | None = None

    def effectivesuit(self, card: str) -> str | None:
        """The suit the card counts as: ``None`` only for a suitless joker (RANK-03, JOKER-01, JOKER-05, JOKER-06)."""
        if card in JOKERS:
            return self.trump if self.trump is not None else self.joker_suit
        suit = suit_of(card)
        if self.trump is not None and rank_of(card) == "J" and suit == SAME_COLOUR[self.trump]:
            return self.trump
        return suit

    def order(self, card: str) -> int:
        """The card's rank inside its effective suit, higher is better (RANK-01, RANK-02, RANK-06, DECIDE-15)."""
        if card in JOKERS:  # the black joker one above the red (RANK-11)
            return (20 if self.trump is not None else 18) + 2 * (card == BLACK_JOKER)
        if self.trump is not None and rank_of(card) == "J" and self.effectivesuit(card) == self.trump:
            return 19 if suit_of(card) == self.trump else 18
        return NATURAL[rank_of(card)]

    def winner(self, plays: Sequence[tuple[str, str]], led: str) -> str:
        """The seat that wins a complete trick of ``(seat, card)`` plays, ``led`` being the suit led (PLAY-05, RANK-04, RANK-07)."""
        suitless = [(card == BLACK_JOKER, seat) for seat, card in plays if self.effectivesuit(card) is None]
        if suitless:  # a suitless joker wins, the black over the red (JOKER-06, RANK-11)
            return max(suitless)[1]
        best = led if self.trump is None or all(self.effectivesuit(c) != self.trump for _, c in plays) else self.trump
        return max(((self.order(c), s) for s, c in plays if self.effectivesuit(c) == best))[1]


def _contract_of(bid: str, joker_suit: str | None) -> Contract:
    if bid in ("MIS", "OMIS", "BMIS"):
        return Contract(None, True, joker_suit)
    m = re.fullmatch(r"(6|7|8|9|10)(S|C|D|H|NT)", bid)
    if m is None:
        raise ValueError(f"{bid!r} is not a contract")
    return Contract(None if m.group(2) == "NT" else m.group(2), False, joker_suit)


@dataclass(frozen=True)
class Start:
    """The hand at its first lead.

    Attributes:
        contract: the contract in play.
        contractor: the contractor's seat (``N`` ... ``W``, ``P1`` ... ``P6``).
        active: the seats that play, clockwise (fewer in misère, MIS-01, MIS-05).
        hands: the cards each active seat holds.
        names_any_suit: a suitless joker led may name any suit, led before or not (JOKER-14; the
            two-hand game with a dead hand), rather than only a suit not yet led (JOKER-10).

    """

    contract: Contract
    contractor: str
    active: tuple[str, ...]
    hands: Mapping[str, frozenset[str]]
    names_any_suit: bool = False


def start_of(position: Mapping[str, Any]) -> Start:
    """The first lead of a perft position, from its setup and its actions.

    ``position`` has ``setup`` (``dealer``, ``hands`` of every seat, ``kitty``) and
    ``actions`` (strings: ``"N bid 7H"``, ``"E pass"``, ``"P1 partner P3"`` (the five-player game),
    ``"P1 call KS"`` (the five-player game with the option var:called-card, its one option known here),
    ``"N discard 4D 5C 6S"``,
    ``"N nominate H"`` or ``"N nominate none"``).

    Raises:
        ValueError: another variant or options are asked for, the cards are
            not exactly the variant's pack, an action is
            not understood, the auction has no bid, the discard is not as
            many cards as the kitty, all held by the contractor, or a nomination is missing where it is
            due (no trumps or misère with the joker in the contractor's hand)
            or present where it is not.

    """
    variant = position.get("variant", "australian")
    options = list(position.get("options") or ())
    if variant not in GAMES or options not in ([], ["var:called-card"]):
        raise ValueError(f"this counter knows the variants {', '.join(sorted(GAMES))} with their default "
                         "options only, and the five-player game's var:called-card")
    game = game_of(variant)
    calls = options == ["var:called-card"]  # the partners are found by called cards (SEAT-12)
    if calls and not game.named_partners:
        raise ValueError("var:called-card is an option of the five-player game only")
    seats, n = game.seats, len(game.seats)
    cards, kitty_size = pack(variant), game.kitty
    setup = position["setup"]
    if set(setup["hands"]) != set(seats):
        raise ValueError(f"the hands must be those of the seats {' '.join(seats)}")
    hands = {seat: [parse_card(c) for c in setup["hands"][seat]] for seat in seats}
    kitty = [parse_card(c) for c in setup["kitty"]]
    every = [c for seat in seats for c in hands[seat]] + kitty
    dead = len(cards) - n * TRICKS_PER_HAND - kitty_size  # the cards not given are the dead hand
    if len(every) != len(cards) - dead or len(set(every)) != len(every) or not set(every) <= cards \
            or any(len(hands[s]) != TRICKS_PER_HAND for s in seats):
        raise ValueError(f"the hands and kitty must be ten cards each and {kitty_size}, exactly the "
                         f"{len(cards)}-card pack")
    dealer = setup["dealer"]
    expected = seats[(seats.index(dealer) + 1) % n]
    passed: set[str] = set()
    bid: str | None = None
    contractor: str | None = None
    discard: list[str] | None = None
    nomination: tuple[str | None] | None = None
    partners: list[str] | None = None
    for action in position["actions"]:
        words = action.split()
        seat, verb, args = words[0], words[1], words[2:]
        if verb in ("bid", "pass"):
            if discard is not None or seat != expected:
                raise ValueError(f"{action!r}: not this seat's turn to bid")
            if verb == "bid":
                bid, contractor = args[0], seat
            else:
                passed.add(seat)
            later = [seats[(seats.index(seat) + k) % n] for k in range(1, n)]
            expected = next((s for s in later if s not in passed), seat)
        elif verb == "partner":
            if not game.named_partners or calls or seat != contractor or partners is not None or discard is not None:
                raise ValueError(f"{action!r}: only the contractor names partners, once, before the discard")
            partners = args
        elif verb == "call":
            if not calls or seat != contractor or partners is not None or discard is not None:
                raise ValueError(f"{action!r}: only the contractor calls cards, once, before the discard (SEAT-12)")
            if len(set(args)) != len(args) or not {parse_card(c) for c in args} <= cards:
                raise ValueError(f"{action!r}: the cards called are cards of the pack, each once (SEAT-12)")
            partners = [f"the holder of {c}" for c in args]  # who they are changes no turn or card
        elif verb == "discard":
            if contractor is None or seat != contractor or discard is not None:
                raise ValueError(f"{action!r}: only the contractor discards, once, after the auction")
            if game.named_partners and partners is None and bid not in (None, "MIS", "OMIS", "BMIS"):
                raise ValueError(f"{action!r}: the contractor names partners before the discard (SEAT-10)")
            discard = [parse_card(c) for c in args]
        elif verb == "nominate":
            if discard is None or seat != contractor or nomination is not None:
                raise ValueError(f"{action!r}: only the contractor nominates, once, after the discard")
            nomination = (None if args[0].lower() == "none" else args[0].upper(),)
        else:
            raise ValueError(f"{action!r} is not an auction, discard or nomination action")
    if bid is None or contractor is None or discard is None:
        raise ValueError("a perft position needs a contract and the contractor's discard")
    if partners is not None:
        level = 0 if bid in ("MIS", "OMIS") else int(bid[:-2] if bid.endswith("NT") else bid[:-1])
        wanted = 0 if level == 0 else 1 if level < 8 else 2  # SEAT-11, MIS-06
        if len(partners) != wanted or len(set(partners)) != wanted or (contractor in partners and not calls) \
                or not (calls or set(partners) <= set(seats)):
            raise ValueError(f"{bid} takes {wanted} partner(s), other players named once (SEAT-10, SEAT-11)")
    held = set(hands[contractor]) | set(kitty)
    if len(discard) != kitty_size or len(set(discard)) != kitty_size or not set(discard) <= held:
        raise ValueError(f"the discard must be {kitty_size} different cards of the contractor's hand and the kitty")
    hands[contractor] = sorted(held - set(discard))
    plain = _contract_of(bid, None)
    offered = game.nominates and plain.trump is None and bool(JOKERS & set(hands[contractor]))
    if offered != (nomination is not None):
        raise ValueError("a nomination is made exactly when a no-trump or misère contractor holds the joker")
    contract = _contract_of(bid, nomination[0] if nomination is not None else None)
    side = game.sides
    active = tuple(s for s in seats if not contract.misere or s == contractor or side[s] != side[contractor])
    return Start(contract, contractor, active, {s: frozenset(hands[s]) for s in active}, not game.nominates)


@dataclass(frozen=True)
class Node:
    """A point in the play of a hand.

    Attributes:
        hands: the cards of each active seat, indexed like :attr:`Start.active`.
        to_play: the index (into :attr:`Start.active`) of the seat to play.
        plays: the trick in progress as ``(seat, card)`` pairs, the lead first.
        led: the suit led to the trick in progress (the named suit for a suitless joker), else ``None``.
        suits_led: the suits led to any trick so far (DECIDE-17).
        tricks: the number of complete tricks.
        over: the hand has ended.

    """

    hands: tuple[frozenset[str], ...]
    to_play: int
    plays: tuple[tuple[str, str], ...]
    led: str | None
    suits_led: frozenset[str]
    tricks: int
    over: bool


def first_lead(start: Start) -> Node:
    """The node of the first lead: every card in hand, the contractor to lead (PLAY-01)."""
    return Node(tuple(start.hands[s] for s in start.active), start.active.index(start.contractor), (), None,
                frozenset(), 0, False)


def legal_plays(start: Start, node: Node) -> Iterator[tuple[str, str | None]]:
    """Every legal ``(card, named suit)`` for the player to play at ``node``.

    The named suit is given only when a suitless joker is led, once per suit
    it may name (JOKER-10, JOKER-11).

    Rules: PLAY-02, PLAY-03, PLAY-04, JOKER-02, JOKER-07, JOKER-08, JOKER-09, JOKER-10, JOKER-11.
    """
    c = start.contract
    hand = node.hands[node.to_play]
    if not node.plays:
        for card in sorted(hand):
            if c.effectivesuit(card) is not None:
                yield card, None
                continue
            fresh = [s for s in SUIT_LETTERS if s not in node.suits_led or start.names_any_suit]
            if not fresh and (node.tricks == TRICKS_PER_HAND - 1 or all(c.effectivesuit(x) is None for x in hand)):
                fresh = list(SUIT_LETTERS)  # the last trick (DECIDE-41), or nothing else to lead (DECIDE-60)
            for s in fresh:
                yield card, s
        return
    follow = sorted(card for card in hand if c.effectivesuit(card) == node.led)
    if follow:
        yield from ((card, None) for card in follow)
    elif c.misere and any(c.effectivesuit(j) is None for j in JOKERS & hand):
        yield from ((j, None) for j in sorted(JOKERS & hand))
    else:
        yield from ((card, None) for card in sorted(hand))


def _play(start: Start, node: Node, card: str, named: str | None) -> Node:
    c = start.contract
    i = node.to_play
    hands = (*node.hands[:i], node.hands[i] - {card}, *node.hands[i + 1:])
    seat = start.active[i]
    plays = (*node.plays, (seat, card))
    led = node.led
    suits_led = node.suits_led
    if len(plays) == 1:
        led = named if named is not None else c.effectivesuit(card)
        assert led is not None
        suits_led = suits_led | {led}
    if len(plays) < len(start.active):
        return Node(hands, (i + 1) % len(start.active), plays, led, suits_led, node.tricks, False)
    assert led is not None
    winner = c.winner(plays, led)
    tricks = node.tricks + 1
    over = tricks == TRICKS_PER_HAND or (c.misere and winner == start.contractor)
    return Node(hands, start.active.index(winner), (), None, suits_led, tricks, over)


def count(start: Start, depth: int) -> int:
    """The number of legal play sequences of ``depth`` plays from the first lead.

    A sequence that ends the hand early (a misère lost, the tenth trick)
    counts once. ``depth`` 0 counts 1.

    Raises:
        ValueError: ``depth`` is negative.

    """
    return count_from(start, first_lead(start), depth)


def count_from(start: Start, node: Node, depth: int) -> int:
    """The number of legal play sequences of ``depth`` plays from ``node`` (see :func:`count`).

    Raises:
        ValueError: ``depth`` is negative.

    """
    if depth < 0:
        raise ValueError("depth must be 0 or more")
    return _count(start, node, depth)


def _count(start: Start, node: Node, depth: int) -> int:
    if depth == 0 or node.over:
        return 1
    if depth == 1:
        return sum(1 for _ in legal_plays(start, node))
    return sum(_count(start, _play(start, node, card, named), depth - 1) for card, named in legal_plays(start, node))


def count_position(position: Mapping[str, Any], depth: int) -> int:
    """:func:`count` from the first lead of a perft position (see :func:`start_of`).

    Raises:
        ValueError: as :func:`start_of` and :func:`count`.

    """
    return count(start_of(position), depth)
