"""What one seat may see of a hand, and hands dealt at random that look the same to it.

:func:`view` is a pure function of a :class:`~five_hundred.state.HandState` and a seat (or
``None`` for a spectator): the seat's own cards, every card played, the kitty only to a
contractor who has taken it up, the discard only to the contractor, the open-misère hand
once it is laid face up, the auction, trick counts and the result. Nothing the rules keep
face down is in it:

* the other seats' hands (DEAL-01: every hand is dealt face down), the sitting-out
  partner's hand included, for the whole hand (DECIDE-21, DECIDE-25);
* the kitty until the contractor takes it up, and then to the contractor alone
  (DEAL-05, KITTY-01);
* the discard, put away face down, to anyone but the contractor (KITTY-02);
* the open-misère contractor's hand until it is laid face up after trick 1 (BID-14,
  MIS-03, DECIDE-22; before the lead under ``ref:open-misere-exposed-before-lead``): the
  engine's ``exposed`` flag says when.

:func:`determinize` deals the cards a seat has not seen at random, consistently with its
view, for engine users who search or play by sampling (a seeded :class:`random.Random`):
every state it returns gives the same :func:`view` for that seat, and is a state the rules
can reach (no recorded revoke: a seat that did not follow suit holds no card of the suit
led; checked by :func:`~five_hundred.position.state_from_position`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from .bids import Bid
from .cards import JOKER_CODE, Card, Suit, cards_of
from .errors import FiveHundredError, IllegalPositionError
from .position import position_of, state_from_position
from .state import AUCTION, KITTY, HandResult, HandState, Phase, Trick
from .tricks import effective_suit


@dataclass(frozen=True, slots=True)
class SeatView:
    """A hand as one seat (or a spectator) may see it. Card tuples are in code order.

    Attributes:
        seat: the seat index looking, or ``None`` for a spectator (who holds no cards).
        phase, turn, dealer: as in the state (seat indices).
        hand: the cards the seat holds now (DEAL-01; empty for a spectator).
        hand_sizes: how many cards each seat holds now (a count is public; the cards are not).
        kitty: the kitty as dealt, to a contractor who has taken it up (KITTY-01), else ``None``
            (DEAL-05).
        discard: the cards the contractor put away, to the contractor once made, else ``None``
            (KITTY-02).
        exposed_hand: the open-misère contractor's cards once laid face up, to everyone
            (MIS-03, DECIDE-21), else ``None``.
        auction: every call in order, ``(seat, bid or None for a pass)``.
        contract, contractor, joker_suit: as in the state.
        tricks: the completed tricks; ``current``: the trick in progress (cards played are
            seen by all).
        tricks_won: tricks won per seat; ``active``: the seats that play; ``result``: how the
            hand ended, or ``None``.

    """

    seat: int | None
    phase: Phase
    turn: int | None
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    kitty: tuple[Card, ...] | None
    discard: tuple[Card, ...] | None
    exposed_hand: tuple[Card, ...] | None
    auction: tuple[tuple[int, Bid | None], ...]
    contract: Bid | None
    contractor: int | None
    joker_suit: Suit | None
    tricks: tuple[Trick, ...]
    current: Trick | None
    tricks_won: tuple[int, ...]
    active: tuple[int, ...]
    result: HandResult | None


def _played_by(state: HandState) -> list[int]:
    """The mask of cards each seat has played to a trick so far."""
    played = [0] * state.ruleset.players
    for t in (*state.tricks, *((state.current,) if state.current is not None else ())):
        for seat, card in t.plays:
            played[seat] |= 1 << card.code
    return played


def kitty_taken(state: HandState) -> bool:
    """Whether the contractor has taken the kitty up (KITTY-01): its cards are among the
    contractor's holdings (held now, played or put away). ``False`` before a contract.
    """
    c = state.contractor
    if c is None or state.phase is AUCTION:
        return False
    holdings = state.hands[c] | _played_by(state)[c] | state.discard
    return state.kitty & ~holdings == 0


def view(state: HandState, seat: int | None) -> SeatView:
    """What ``seat`` (an index of ``state.ruleset.seats``, or ``None`` for a spectator) may
    see of ``state`` (see the module's rules: DEAL-01, DEAL-05, KITTY-01, KITTY-02, BID-14,
    MIS-03, DECIDE-21, DECIDE-22, DECIDE-25).

    Raises:
        ValueError: ``seat`` is not a seat index of the variant.

    """
    r = state.ruleset
    if seat is not None and not 0 <= seat < r.players:
        raise ValueError(f"seat {seat!r} is not a seat of {r.id} (0..{r.players - 1})")
    c = state.contractor
    own = c is not None and seat == c
    exposed = state.exposed and c is not None
    return SeatView(
        seat=seat, phase=state.phase, turn=state.turn, dealer=state.dealer,
        hand=() if seat is None else cards_of(state.hands[seat]),
        hand_sizes=tuple(m.bit_count() for m in state.hands),
        kitty=cards_of(state.kitty) if own and kitty_taken(state) else None,
        discard=cards_of(state.discard) if own and state.phase is not AUCTION and state.phase is not KITTY else None,
        exposed_hand=cards_of(state.hands[c]) if exposed and c is not None else None,
        auction=state.auction, contract=state.contract, contractor=c, joker_suit=state.joker_suit,
        tricks=state.tricks, current=state.current, tricks_won=state.tricks_won, active=state.active,
        result=state.result,
    )


def _voids(state: HandState) -> list[set[Suit]]:
    """The suits each seat has shown it lacks: it played a card of another suit to a trick
    whose led suit it did not follow (PLAY-03). A joker played off the led suit shows nothing,
    since some variants let it be played then.
    """
    trump, jsuit = state.trump, state.joker_suit
    voids: list[set[Suit]] = [set() for _ in range(state.ruleset.players)]
    for t in (*state.tricks, *((state.current,) if state.current is not None else ())):
        if t.led is None:
            continue
        for seat, card in t.plays[1:]:
            if card.code != JOKER_CODE and effective_suit(card, trump, jsuit) is not t.led:
                voids[seat].add(t.led)
    return voids


class DeterminizeError(FiveHundredError):
    """No consistent deal was found within the tries allowed (never for a state the rules reach)."""


def determinize(state: HandState, seat: int | None, rng: random.Random, *, tries: int = 2000) -> HandState:
    """A state that ``seat`` cannot tell from ``state``: the cards it has not seen dealt at
    random (each seat keeps its number of cards; the kitty and discard keep theirs), the
    public record (auction, tricks, turn, result) kept.

    Guarantees: ``view(result, seat) == view(state, seat)``; after the auction the result is
    a position the rules can reach (:func:`~five_hundred.position.state_from_position` accepts
    it: in particular no recorded revoke). Each unseen card goes to a place that may hold it
    (a seat that has shown a void gets no card of that suit), drawn by the room each place has
    left, the most constrained cards first: every consistent deal can come out, though not all
    equally often.

    Raises:
        ValueError: ``seat`` is not a seat index.
        DeterminizeError: no consistent deal within ``tries`` draws.

    """
    r = state.ruleset
    if seat is not None and not 0 <= seat < r.players:
        raise ValueError(f"seat {seat!r} is not a seat of {r.id} (0..{r.players - 1})")
    c = state.contractor
    played = _played_by(state)
    all_played = 0
    for m in played:
        all_played |= m
    taken = kitty_taken(state)
    exposed = state.exposed and c is not None
    kitty_phase = state.phase is KITTY
    exchanged = c is not None and state.phase is not AUCTION and not kitty_phase

    # What the seat knows, and so what stays as it is.
    fixed_hands = {seat} if seat is not None else set()
    if exposed and c is not None:
        fixed_hands.add(c)
    knows_exchange = c is not None and seat == c
    known = all_played
    for s in fixed_hands:
        known |= state.hands[s]
    if knows_exchange:
        known |= state.discard | (state.kitty if taken else 0)
    unseen = r.pack_mask & ~known
    pool = list(cards_of(unseen))

    # The places the unseen cards go: the other hands (their sizes now), the discard, and the
    # kitty where it is not inside the contractor's holdings (before the exchange, or not taken).
    places: list[tuple[str, int, int]] = [("hand", s, state.hands[s].bit_count())
                                          for s in range(r.players) if s not in fixed_hands]
    if exchanged and not knows_exchange:
        places.append(("discard", -1, state.discard.bit_count()))
    kitty_apart = not taken  # before the exchange, or a kitty left face down
    if kitty_apart:
        places.append(("kitty", -1, state.kitty.bit_count()))
    voids = _voids(state)
    trump, jsuit = state.trump, state.joker_suit

    def allowed(card: Card, place: tuple[str, int, int]) -> bool:
        kind, s, _ = place
        return kind != "hand" or card.code == JOKER_CODE or effective_suit(card, trump, jsuit) not in voids[s]

    eligible = {card: [i for i, p in enumerate(places) if allowed(card, p)] for card in pool}
    for _ in range(tries):
        # The cards with the fewest places first, each to a place drawn by its room left.
        rng.shuffle(pool)
        pool.sort(key=lambda card: len(eligible[card]))
        room = [size for _, _, size in places]
        masks = [0] * len(places)
        ok = True
        for card in pool:
            open_places = [i for i in eligible[card] if room[i]]
            if not open_places:
                ok = False
                break
            i = rng.choices(open_places, weights=[room[j] for j in open_places])[0]
            room[i] -= 1
            masks[i] |= 1 << card.code
        if not ok:
            continue
        hands = list(state.hands)
        discard, kitty = state.discard, state.kitty if not kitty_apart else 0
        for (kind, s, _), mask in zip(places, masks, strict=True):
            if kind == "hand":
                hands[s] = mask
            elif kind == "discard":
                discard = mask
            else:
                kitty = mask
        dealt = [hands[s] | played[s] for s in range(r.players)]
        if c is not None and not knows_exchange and taken:
            # The kitty the contractor took up is some of the contractor's holdings, which of
            # them the seat cannot tell (not even of an exposed hand).
            holdings = list(cards_of(hands[c] | played[c] | (discard if exchanged else 0)))
            picked = rng.sample(holdings, state.kitty.bit_count())
            kitty = 0
            for card in picked:
                kitty |= 1 << card.code
            dealt[c] = (hands[c] | played[c] | (discard if exchanged else 0)) & ~kitty
        elif c is not None and knows_exchange:
            dealt[c] = state.dealt[c]
        if seat is not None and seat != c:
            dealt[seat] = state.dealt[seat]
        candidate = replace(state, hands=tuple(hands), dealt=tuple(dealt), kitty=kitty, discard=discard)
        if c is not None and state.contract is not None and state.phase is not AUCTION:
            try:
                state_from_position(r, position_of(candidate))
            except IllegalPositionError:
                continue
        return candidate
    raise DeterminizeError(f"no deal consistent with seat {seat}'s view found in {tries} tries")
