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
  engine's ``exposed`` flag says when;
* in the called-card game (``var:called-card``), who holds a called card: a seat sees itself
  as a partner when it holds one, and any holder once that card is played; everyone sees
  all the partners once the hand is over (SEAT-13, DECIDE-65). The cards called are public.

:func:`determinize` deals the cards a seat has not seen at random, consistently with its
view, for engine users who search or play by sampling (a seeded :class:`random.Random`):
every state it returns gives the same :func:`view` for that seat, and is a state the rules
can reach (no recorded revoke: a seat that did not follow suit holds no card of the suit
led; checked by :func:`~five_hundred.position.state_from_position`).

A view after the auction can be written as a position line in which the hands the seat does
not see are counts (``E 9?``) and hidden discards ``discards 3?``, its first field ending
``, view E`` (``spec/pages/positions.md``, "A seat's view"): :func:`format_view` writes it,
:func:`parse_view` reads it back into the :class:`SeatView`, and :func:`determinize_view` deals
positions from a view alone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from .bids import Bid, BidKind
from .cards import Card, Suit, cards_of
from .errors import FiveHundredError, IllegalPositionError
from .partners import holders, revealed
from .position import (
    Position,
    PositionTrick,
    cards_placed,
    format_position,
    parse_position,
    position_of,
    seat_index,
    state_from_position,
)
from .ruleset import Ruleset
from .state import AUCTION, KITTY, PARTNER, HandResult, HandState, Phase, Trick
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
        partners: the partners the contractor named for the hand, seen by all (SEAT-10); empty
            where the sides are fixed or before they are named. In the called-card game, only the
            partners this seat may know: itself if it holds a called card, a holder whose called
            card has been played, and all once the hand is over (SEAT-13, DECIDE-65).
        called: the cards the contractor called, seen by all (SEAT-12); empty elsewhere.
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
    partners: tuple[int, ...] = ()
    called: tuple[Card, ...] = ()


_BEFORE_DISCARD = frozenset((AUCTION, PARTNER, KITTY))
"""The phases before the contractor's discard: no discard to show yet."""


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
    MIS-03, DECIDE-21, DECIDE-22, DECIDE-25; the partners a called card finds: SEAT-13, DECIDE-65).

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
        discard=cards_of(state.discard) if own and state.phase not in _BEFORE_DISCARD else None,
        exposed_hand=cards_of(state.hands[c]) if exposed and c is not None else None,
        auction=state.auction, contract=state.contract, contractor=c, joker_suit=state.joker_suit,
        tricks=state.tricks, current=state.current, tricks_won=state.tricks_won, active=state.active,
        result=state.result, partners=revealed(state, seat), called=state.called,
    )


def _voids(state: HandState) -> list[set[Suit]]:
    """The suits each seat has shown it lacks: it played a card of another suit to a trick
    whose led suit it did not follow (PLAY-03). A joker that is a trump or has a nominated suit
    follows suit as a card of that suit (JOKER-02, DECIDE-15) and shows a void like one; a suitless
    joker played off the led suit shows nothing, since some variants let it be played then.
    """
    trump, jsuit = state.trump, state.joker_suit
    voids: list[set[Suit]] = [set() for _ in range(state.ruleset.players)]
    for t in (*state.tricks, *((state.current,) if state.current is not None else ())):
        if t.led is None:
            continue
        for seat, card in t.plays[1:]:
            if (suit := effective_suit(card, trump, jsuit)) is not None and suit is not t.led:
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
    exchanged = c is not None and state.phase not in _BEFORE_DISCARD

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
    if r.dead_size:
        places.append(("dead", -1, r.dead_size))  # the hand out of play: nobody ever sees it (DEAL-07)
    voids = _voids(state)
    trump, jsuit = state.trump, state.joker_suit

    def allowed(card: Card, place: tuple[str, int, int]) -> bool:
        kind, s, _ = place
        return kind != "hand" or card.is_joker or effective_suit(card, trump, jsuit) not in voids[s]

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
            elif kind == "kitty":
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
        partners = state.partners
        if state.called and c is not None:  # the holders of the called cards in this deal (SEAT-12)
            partners = holders(dealt, c, state.called)
        candidate = replace(state, hands=tuple(hands), dealt=tuple(dealt), kitty=kitty, discard=discard,
                            partners=partners)
        if c is not None and state.contract is not None and state.phase not in (AUCTION, PARTNER):
            try:
                state_from_position(r, position_of(candidate))
            except IllegalPositionError:
                continue
        return candidate
    raise DeterminizeError(f"no deal consistent with seat {seat}'s view found in {tries} tries")


# --- a seat's view written as a position ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class _ViewLine:
    """A view line read: the position with the cards the seat does not see left out.

    ``position`` holds no card for a hidden hand and ``()`` for hidden discards; ``counts``
    gives each hidden hand's number of cards; ``discards_hidden`` whether the discards are a
    count.
    """

    seat: int | None
    position: Position
    counts: dict[str, int]
    discards_hidden: bool


_VIEW_FIELDS = "dealer and contract, view | hands | discards | tricks | trick in progress | turn"


def _count(field: str, word: str, most: int) -> int | None:
    """The number of a hidden-cards word ``9?``, or ``None`` for a word that is not one."""
    if not word.endswith("?") or word == "?":
        return None
    digits = word[:-1]
    if not digits.isdigit() or not 1 <= int(digits) <= most:
        raise IllegalPositionError(field, f"{word!r} is not a count of hidden cards (1? ... {most}?; '-' for none)")
    return int(digits)


def format_view(ruleset: Ruleset, v: SeatView) -> str:
    """The view line of ``v``: the position text (:func:`~five_hundred.position.format_position`)
    with ``, view E`` (``, view spectator``) ending its first field, every hand the seat does not
    see written as its number of cards (``W 9?``; ``-`` for none: DEAL-01, DECIDE-21) and the
    discards, seen by the contractor alone, as ``discards 3?`` to the others (KITTY-02). The
    open-misère hand laid face up is written out (MIS-03). Positions (and so view lines) know no
    auction and no kitty as dealt: those parts of ``v`` are not written.

    Raises:
        IllegalPositionError: ``v`` is a view of a hand without a contract (the auction not
            over, or thrown in): such a hand has no position.

    """
    r = ruleset
    c, contract = v.contractor, v.contract
    if c is None or contract is None or v.phase is AUCTION or v.phase is PARTNER:
        raise IllegalPositionError("contract", f"a hand in phase {v.phase.value} without a contract has no position")
    trump = None if contract.is_misere else contract.trump

    def trick(t: Trick) -> PositionTrick:
        first = t.plays[0][1]
        named = t.led if first.is_joker and trump is None and v.joker_suit is None else None
        return PositionTrick(r.seats[t.leader], t.cards, named)

    shown = {s: v.hand for s in range(r.players) if s == v.seat}
    if v.exposed_hand is not None:
        shown[c] = v.exposed_hand
    p = Position(
        dealer=r.seats[v.dealer], contract=contract, contractor=r.seats[c],
        hands=tuple((r.seats[s], shown.get(s, ())) for s in range(r.players)),
        discards=None if v.phase is KITTY else (v.discard or ()),
        tricks=tuple(trick(t) for t in v.tricks),
        trick=None if v.current is None or not v.current.plays else trick(v.current),
        turn=None if v.turn is None else r.seats[v.turn],
        joker_suit=v.joker_suit, nomination_pending=v.phase is Phase.NOMINATION,
        partners=tuple(r.seats[s] for s in v.partners), called=v.called,
    )
    fields = format_position(p).split(" | ")
    fields[0] += f", view {'spectator' if v.seat is None else r.seats[v.seat]}"
    fields[1] = ", ".join(f"{r.seats[s]} {' '.join(map(str, shown[s])) or '-'}" if s in shown
                          else f"{r.seats[s]} {f'{n}?' if n else '-'}" for s, n in enumerate(v.hand_sizes))
    if v.phase is not KITTY and v.discard is None:
        fields[2] = f"discards {r.kitty_size}?"
    return " | ".join(fields)


def _read_view_line(ruleset: Ruleset, text: str) -> _ViewLine:
    """The form of a view line (see :func:`parse_view`), before any rule about the cards."""
    r = ruleset
    fields = [f.strip() for f in text.split("|")]
    if len(fields) != 6:
        raise IllegalPositionError("position", f"has {len(fields)} field(s) separated by ' | ', not 6: {_VIEW_FIELDS}")
    head, rest = fields[0].rpartition(",")[::2]
    words = rest.split()
    if not head or len(words) != 2 or words[0] != "view":
        raise IllegalPositionError("view", f"{fields[0]!r} does not end with ', view E' (or ', view spectator'): "
                                   "the seat whose view the line is")
    seat = None if words[1] == "spectator" else seat_index(r, "view", words[1], or_else=" nor 'spectator'")
    counts: dict[str, int] = {}
    hands: list[str] = []
    most = r.hand_size + r.kitty_size
    for part in fields[1].split(","):
        name, *cards = part.split() or ["?"]
        n = _count(f"hands.{name}", cards[0], most) if len(cards) == 1 else None
        if n is None:
            hands.append(part)
        else:
            counts[name] = n
            hands.append(f"{name} -")
    discard_words = fields[2].split()
    hidden = None
    if len(discard_words) == 2 and discard_words[0] == "discards":
        hidden = _count("discards", discard_words[1], most)
    if hidden is not None and hidden != r.kitty_size:
        raise IllegalPositionError("discards", f"the contractor discards {r.kitty_size} cards, not {hidden}",
                                   rule="KITTY-04")
    p = parse_position(" | ".join([head, ", ".join(hands), "discards ?" if hidden else fields[2], *fields[3:]]))
    if hidden:
        p = replace(p, discards=())
    return _ViewLine(seat, p, counts, bool(hidden))


def _line_of_view(ruleset: Ruleset, v: SeatView) -> _ViewLine:
    """A view as the parts of its line (what :func:`determinize_view` deals from)."""
    return _read_view_line(ruleset, format_view(ruleset, v))


def _check_line(r: Ruleset, line: _ViewLine) -> int:
    """The rules of a view line that the unseen cards do not touch; the mask of the cards seen.

    Raises:
        IllegalPositionError: a seat to play that is no seat of the variant (DECIDE-36); a hand
            or the discards hidden from the seat that sees them, or shown to a seat that does not
            (DEAL-01, KITTY-02, MIS-03); a card not of the pack
            or seen twice (DECK-01, DECK-04); the cards seen and the counts not the pack.

    """
    p, seat = line.position, line.seat
    viewer = "a spectator" if seat is None else r.seats[seat]
    contractor = seat_index(r, "contractor", p.contractor)
    if p.turn is not None:  # a fault of the line itself, whatever the unseen cards (DECIDE-36)
        seat_index(r, "turn", p.turn)
    for name, cards in p.hands:
        s = seat_index(r, f"hands.{name}", name)
        if name in line.counts and s == seat:
            raise IllegalPositionError(f"hands.{name}", f"is a count, but the line is {name}'s own view: "
                                       f"{name} sees its cards: write them", rule="DEAL-01")
        if name not in line.counts and s != seat and cards and not (s == contractor and p.contract.kind is BidKind.OPEN_MISERE):
            raise IllegalPositionError(f"hands.{name}", f"{viewer} does not see {name}'s cards: "
                                       f"write their number ({name} {len(cards)}?)", rule="DEAL-01")
    if p.discards is not None and p.discards and seat != contractor:
        raise IllegalPositionError("discards", f"{viewer} does not see the contractor's discards: write "
                                   f"'discards {r.kitty_size}?'", rule="KITTY-02")
    if line.discards_hidden and seat == contractor:
        raise IllegalPositionError("discards", f"the line is the view of the contractor {p.contractor}, who "
                                   "sees the discards: write them", rule="KITTY-02")
    seen = cards_placed(r, p)
    hidden = sum(line.counts.values()) + (r.kitty_size if line.discards_hidden else 0)
    if len(seen) + hidden + r.dead_size != len(r.pack):  # the dead hand is never seen nor counted (DEAL-07)
        out = f" and the {r.dead_size} of the dead hand" if r.dead_size else ""
        raise IllegalPositionError("hands", f"the {len(seen)} cards seen and the {hidden} counted{out} make "
                                   f"{len(seen) + hidden + r.dead_size}, not the {len(r.pack)} of the pack of {r.id}",
                                   rule=r.rule("DECK-01"))
    mask = 0
    for card in seen:
        mask |= card.bit
    return mask


def _seen_with_joker(r: Ruleset, p: Position) -> bool:
    """Whether the contractor of a position is seen to hold a joker, or to have played one (DECIDE-59)."""
    if any(s == p.contractor and any(c.is_joker for c in cards) for s, cards in p.hands):
        return True
    contractor = r.seats.index(p.contractor)
    active = r.active_seats(p.contract, contractor)
    for t in (*p.tricks, *((p.trick,) if p.trick is not None else ())):
        if r.seats.index(t.leader) not in active:
            continue
        i = active.index(r.seats.index(t.leader))
        order = active[i:] + active[:i]
        if any(s == contractor and card.is_joker for s, card in zip(order, t.cards, strict=False)):
            return True
    return False


def _line_voids(r: Ruleset, p: Position) -> dict[str, set[Suit]]:
    """The suits each seat has shown it lacks in the tricks of a position (as :func:`_voids`)."""
    trump = None if p.contract.is_misere else p.contract.trump
    contractor = r.seats.index(p.contractor)
    active = r.active_seats(p.contract, contractor)
    out: dict[str, set[Suit]] = {s: set() for s in r.seats}
    for t in (*p.tricks, *((p.trick,) if p.trick is not None else ())):
        if not t.cards or r.seats.index(t.leader) not in active:
            continue
        led = t.named_suit if t.cards[0].is_joker and t.named_suit is not None else \
            effective_suit(t.cards[0], trump, p.joker_suit)
        if led is None:
            continue
        i = active.index(r.seats.index(t.leader))
        order = active[i:] + active[:i]
        for s, card in zip(order[1:], t.cards[1:], strict=False):
            if (suit := effective_suit(card, trump, p.joker_suit)) is not None and suit is not led:
                out[r.seats[s]].add(led)
    return out


def _deal_line(r: Ruleset, line: _ViewLine, rng: random.Random, tries: int) -> HandState:
    """A state opened at a position the line stands for: the unseen cards dealt at random to
    the hidden hands and discards (a seat that has shown a void gets none of that suit), checked
    by :func:`~five_hundred.position.state_from_position`; when no deal within ``tries`` is
    accepted, the refusal met most often is raised.
    """
    p = line.position
    pool = list(cards_of(r.pack_mask & ~_check_line(r, line)))
    places: list[tuple[str, int]] = [(name, n) for name, n in line.counts.items()]
    if r.dead_size:
        places.insert(0, ("*", r.dead_size))  # the dead hand takes what is left unseen (DEAL-07)
    if line.discards_hidden:
        places.append(("", r.kitty_size))
    voids = _line_voids(r, p)
    trump = None if p.contract.is_misere else p.contract.trump
    # A seat void in a suit holds no card of it, the joker included where it has a suit (a trump
    # or nominated suit: it must follow then, PLAY-03); a suitless joker may be held by anyone.
    eligible = {card: [i for i, (name, _) in enumerate(places)
                       if not name or name == "*" or (suit := effective_suit(card, trump, p.joker_suit)) is None
                       or suit not in voids[name]] for card in pool}
    jokers = [card for card in pool if card.is_joker]
    if (p.nomination_pending or p.joker_suit is not None) and jokers and not _seen_with_joker(r, p):
        # A nomination is made (or due) only by a contractor holding a joker (JOKER-05, DECIDE-59):
        # an unseen joker is in the contractor's hand (of two unseen jokers, one drawn at random).
        card = jokers[0] if len(jokers) == 1 else rng.choice(jokers)
        eligible[card] = [i for i in eligible[card] if places[i][0] == p.contractor]
        if not eligible[card]:
            raise IllegalPositionError("joker_suit", f"{p.contractor} does not hold the joker, which no "
                                       "seat is seen to hold: there is no nomination", rule=r.rule("JOKER-05"))
    refusals: dict[tuple[str, str | None], tuple[int, IllegalPositionError]] = {}

    def refuse(e: IllegalPositionError) -> None:
        n, first = refusals.get((e.field, e.rule), (0, e))
        refusals[(e.field, e.rule)] = (n + 1, first)

    for _ in range(tries):
        rng.shuffle(pool)
        pool.sort(key=lambda card: len(eligible[card]))
        room = [n for _, n in places]
        dealt: list[list[Card]] = [[] for _ in places]
        for card in pool:
            open_places = [i for i in eligible[card] if room[i]]
            if not open_places:
                break
            i = rng.choices(open_places, weights=[room[j] for j in open_places])[0]
            room[i] -= 1
            dealt[i].append(card)
        else:
            given = {name: cards for (name, _), cards in zip(places, dealt, strict=True) if name and name != "*"}
            hands = tuple((s, tuple(sorted(given[s], key=lambda c: c.code)) if s in given else cards)
                          for s, cards in p.hands)
            discards = p.discards
            if line.discards_hidden:
                discards = tuple(sorted(dealt[-1], key=lambda c: c.code))
            try:
                state = state_from_position(r, replace(p, hands=hands, discards=discards))
            except IllegalPositionError as e:
                refuse(e)
                continue
            if p.nomination_pending and state.phase is not Phase.NOMINATION:
                refuse(IllegalPositionError("joker_suit", f"'joker ?': {p.contractor} has no joker to nominate",
                                            rule=r.rule("JOKER-05")))
                continue
            return state
    if refusals:
        # The refusal met most often (the first of equals): a fault of the line itself is met in
        # every deal, one of a deal only in some.
        _, worst = max(refusals.values(), key=lambda x: x[0])
        raise IllegalPositionError(worst.field, f"{worst.problem} (however the unseen cards lie, in {tries} deals)",
                                   rule=worst.rule)
    raise DeterminizeError(f"no deal consistent with the view found in {tries} tries (a void shown leaves no room)")


def parse_view(ruleset: Ruleset, text: str, *, tries: int = 300) -> SeatView:
    """Read a view line (:func:`format_view`): a position as one seat sees it, each hand it does
    not see written as its number of cards (``E 9?``, ``-`` for none), the discards as
    ``discards 3?`` to all but the contractor, and ``, view E`` (or ``, view spectator``) ending
    the first field. The view is the one that seat has of every position the line stands for:
    ``view(state_from_position(r, p), seat)`` for any ``p`` that fills the counts in.

    Rules: DEAL-01 (a seat sees its own cards and no other hand: its own hand is written out, the
    others counted), MIS-03 and DECIDE-21 (the open-misère hand, once laid face up, written out),
    KITTY-02 (the discards seen by the contractor alone), KITTY-04 (three discards), DECK-01 and
    DECK-04 (each card seen once; the cards seen and the counts make the pack), DECIDE-36 (the
    view's seat), and those of :func:`~five_hundred.position.state_from_position` for the rest
    (some deal of the unseen cards must make the position legal; a seat that showed a void holds
    none of its suit).

    Raises:
        IllegalPositionError: one line naming the field and the rule broken.
        DeterminizeError: no deal of the unseen cards was found in ``tries`` (the voids shown
            leave no room for them).

    """
    r = ruleset
    line = _read_view_line(r, text)
    state = _deal_line(r, line, random.Random(0), tries)
    v = view(state, line.seat)
    c = r.seats.index(line.position.contractor)
    name = r.seats[c]
    if c != line.seat and v.hand_sizes[c] and (v.exposed_hand is not None) != (name not in line.counts):
        if v.exposed_hand is not None:
            raise IllegalPositionError(f"hands.{name}", "the open-misère hand is laid face up by now: write its cards",
                                       rule=r.rule("MIS-03"))
        raise IllegalPositionError(f"hands.{name}", "the open-misère hand is not yet laid face up: "
                                   f"write its number ({name} {v.hand_sizes[c]}?)", rule=r.rule("MIS-03"))
    return v


def determinize_view(ruleset: Ruleset, v: SeatView, rng: random.Random, *, tries: int = 2000) -> HandState:
    """A state opened at a position that ``v``'s seat cannot tell from its view: the cards it has
    not seen dealt at random to the hands and discards it does not see (a seat that showed a
    void gets no card of that suit), for a user who has a seat's view (say from
    :func:`parse_view`) and no full state.

    The state is opened at a position (:func:`~five_hundred.position.state_from_position`), so
    it knows no auction and no kitty as dealt: ``format_view(r, view(result, v.seat)) ==
    format_view(r, v)`` always, and ``view(result, v.seat) == v`` for a view of a position (as
    :func:`parse_view` gives).

    Raises:
        IllegalPositionError: ``v`` has no position (the auction is not over), or no deal makes
            it a legal position (the first refusal met, naming the field and the rule).
        DeterminizeError: the voids shown leave no room for the unseen cards in ``tries``.

    """
    return _deal_line(ruleset, _line_of_view(ruleset, v), rng, tries)
