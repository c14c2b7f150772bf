"""Dealing and playing random hands: choices, illegal candidates, and steering towards a situation."""
from __future__ import annotations

import random
from collections.abc import Sequence

from five_hundred import (
    Action,
    Bid,
    BidKind,
    Card,
    Discard,
    HandState,
    MakeBid,
    Nominate,
    Pass,
    Phase,
    Play,
    Suit,
    cards_of,
    deal,
    effective_suit,
    format_action,
    is_legal,
    legal_actions,
    parse_action,
    parse_cards,
    trick_strength,
)
from five_hundred.errors import FiveHundredError
from five_hundred.ruleset import Ruleset

from ..adapter.canonical import legal_texts
from .model import (
    MISERE_BIAS,
    PASS_BIAS,
    HandRun,
    Situation,
)


def contract_kind(state: HandState) -> str:
    """The kind of contract a finished hand had: ``thrown-in``, ``all-pass-no-trumps`` (played
    out without a contract, ``ref:all-pass-play-nt``), ``suit``, ``no-trumps``,
    ``no-trumps+joker`` (a suit nominated for the joker), ``misère``, ``open-misère``, ``blind-misère``.
    """
    c = state.contract
    if c is None:
        return "all-pass-no-trumps" if state.tricks else "thrown-in"
    if c.kind is BidKind.MISERE:
        return "misère"
    if c.kind is BidKind.OPEN_MISERE:
        return "open-misère"
    if c.kind is BidKind.BLIND_MISERE:
        return "blind-misère"
    if c.trump is None:
        return "no-trumps+joker" if state.joker_suit is not None else "no-trumps"
    return "suit"


# ---------------------------------------------------------------------------
# Choosing actions


def _strength(state: HandState, play: Play) -> int:
    trump = state.trump
    jsuit = None if trump is not None else state.joker_suit
    led = (play.named_suit or effective_suit(play.card, trump, jsuit)) if state.current is None else state.current.led
    return trick_strength(play.card, led, trump, jsuit)


def _power(card: Card, trump: Suit | None) -> tuple[int, int]:
    """How strong a card is to hold: as a trump led, then as the card of its own suit led."""
    own = effective_suit(card, trump, None)
    return trick_strength(card, trump, trump, None), trick_strength(card, own, trump, None)


def stack(r: Ruleset, pack: Sequence[str], dealer: str, trump: Suit) -> list[str]:
    """``pack`` rearranged so that the eldest hand (on the dealer's left) is dealt the ten
    strongest cards with ``trump`` as trumps; every other card keeps its order.

    Rules: DEAL-02, DEAL-04 (through :func:`five_hundred.deal`).
    """
    eldest = (r.seat_index(dealer) + 1) % r.players
    dealt = deal(r, parse_cards(pack), r.seat_index(dealer))
    mine = {str(c) for c in cards_of(dealt.hands[eldest])}
    places = [i for i, c in enumerate(pack) if c in mine]
    best = sorted(r.pack, key=lambda c: _power(c, trump), reverse=True)[:len(places)]
    strong = [str(c) for c in best]
    rest = iter(c for c in pack if c not in set(strong))
    wanted = iter(strong)
    return [next(wanted) if i in set(places) else next(rest) for i in range(len(pack))]


def choose(state: HandState, legal: Sequence[Action], rng: random.Random, style: str,
           aim: Situation | None = None) -> Action:
    """A random legal action (see the module's description of the biases).

    Args:
        state: the reference's state; ``legal``: its legal actions (empty in the kitty phase).
        style: ``random``, ``strong`` or ``stacked-<suit>`` (see :data:`STYLES`).
        aim: the situation the hand is steered towards (its calls and its play, :class:`Situation`).

    Rules: BID-02, BID-13, KITTY-02, KITTY-04, JOKER-05, JOKER-10, PLAY-02..PLAY-04 (through the legal actions).
    """
    phase = state.phase
    if phase is Phase.PLAY and style == "random" and (aim is None or aim.play != "keep-joker"):
        return legal[int(rng.random() * len(legal))]  # the commonest step, as the last line below takes it
    r = state.ruleset
    if phase is Phase.KITTY:
        assert state.contractor is not None
        held = list(cards_of(state.hands[state.contractor]))
        out = rng.sample(held, r.kitty_size) if style == "random" else \
            sorted(held, key=lambda c: _power(c, state.trump))[:r.kitty_size]
        return Discard(state.contractor, tuple(sorted(out, key=lambda c: c.code)))
    if state.phase is Phase.AUCTION and style.startswith("stacked-"):
        six = Bid.parse(f"6{style[-1]}")
        eldest = (state.dealer + 1) % r.players
        chosen = [a for a in legal if isinstance(a, MakeBid) and a.bid == six and a.seat == eldest]
        passes = [a for a in legal if isinstance(a, Pass)]
        if chosen or passes:
            return chosen[0] if chosen else passes[0]
    if state.phase is Phase.AUCTION and aim is not None:
        call = _aimed_call(state, legal, aim)
        if call is not None:
            return call
    if aim is not None and aim.play == "keep-joker" and state.phase in (Phase.NOMINATION, Phase.PLAY):
        keep = [a for a in legal if not (isinstance(a, Nominate) and a.suit is not None)
                and not (isinstance(a, Play) and a.card.is_joker)]
        legal = keep or legal
    if state.phase is Phase.AUCTION:
        bids = [a for a in legal if isinstance(a, MakeBid)]
        passes = [a for a in legal if isinstance(a, Pass)]
        if passes and (not bids or rng.random() < PASS_BIAS):
            return passes[0]
        for kind, bias in MISERE_BIAS.items():
            miseres = [a for a in bids if a.bid.kind is kind]
            if miseres and rng.random() < bias:
                return miseres[0]
        return bids[min(int(rng.expovariate(1 / 2)), len(bids) - 1)]
    if style != "random" and state.phase is Phase.PLAY and state.contractor is not None:
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            ours = r.side_of[plays[0].seat] == r.side_of[state.contractor]
            ranked = sorted(plays, key=lambda p: (_strength(state, p), p.card.code))
            return ranked[-1] if ours else ranked[0]
    return legal[int(rng.random() * len(legal))]


def _partner_candidates(state: HandState, held: dict[int, list[Card]]) -> list[str]:
    """Wrong namings of partners (SEAT-10, SEAT-11): by another seat, of the contractor, of a seat
    twice, one partner too few or too many; and a discard or a lead before the naming.
    """
    r, c = state.ruleset, state.contractor
    assert c is not None
    name = r.seats
    others = [name[(c + k) % r.players] for k in range(1, r.players)]
    return [f"{others[0]} partner {others[1]}", f"{name[c]} partner {name[c]}",
            f"{name[c]} partner {others[0]} {others[0]}", f"{name[c]} partner {' '.join(others[:3])}",
            f"{name[c]} partner {others[1]}", f"{name[c]} partner {others[1]} {others[2]}",
            f"{name[c]} discard {' '.join(map(str, held[c][:r.kitty_size]))}", f"{name[c]} play {held[c][0]}"]


def _call_candidates(state: HandState, held: dict[int, list[Card]]) -> list[str]:
    """Wrong calls of cards in the called-card game (SEAT-11, SEAT-12): by another seat, a card
    twice, one card too few or too many, a card of no pack, a naming of partners in its place;
    and a discard or a lead before the call.
    """
    r, c = state.ruleset, state.contractor
    assert c is not None
    name = r.seats
    other = name[(c + 1) % r.players]
    pack = [str(card) for card in r.pack]
    return [f"{other} call {pack[0]}", f"{name[c]} call {pack[1]} {pack[1]}", f"{name[c]} call {' '.join(pack[:3])}",
            f"{name[c]} call {pack[2]}", f"{name[c]} call {pack[3]} {pack[4]}", f"{name[c]} call 1S",
            f"{name[c]} partner {other}",
            f"{name[c]} discard {' '.join(map(str, held[c][:r.kitty_size]))}", f"{name[c]} play {held[c][0]}"]


def illegal_candidates(state: HandState, legal: Sequence[Action] | None = None) -> list[str]:
    """Actions outside the legal ones, of the kinds a faulty engine might take: another
    seat's turn, a card not held, a revoke, a joker lead naming a suit it may not name, a
    bid too low, a suit named with an ordinary lead, an action of the wrong phase.
    Every one is refused by the reference (checked here: outside the kitty phase, as not one of
    its legal actions, ``legal`` when given, which are those :func:`~five_hundred.is_legal` accepts).
    """
    r = state.ruleset
    seats = range(r.players)
    turn = state.turn
    out: list[str] = []
    held = {s: list(cards_of(state.hands[s])) for s in seats}
    if state.phase is Phase.AUCTION:
        assert turn is not None
        out += [f"{r.seats[s]} pass" for s in seats if s != turn]
        out += [f"{r.seats[turn]} bid {b}" for b in r.bid_ladder]
        out.append(f"{r.seats[turn]} play {held[turn][0]}")
        if r.names_partners:
            out.append(f"{r.seats[turn]} partner {r.seats[(turn + 1) % r.players]}")
            out.append(f"{r.seats[turn]} call {held[turn][0]}")
    elif state.phase is Phase.PARTNER:
        out += _call_candidates(state, held) if r.calls_cards else _partner_candidates(state, held)
    elif state.phase is Phase.KITTY:
        c = state.contractor
        assert c is not None
        mine = held[c]
        others = [s for s in seats if s != c]
        o = others[0]
        out.append(f"{r.seats[o]} discard {' '.join(map(str, held[o][:3]))}")
        out.append(f"{r.seats[c]} discard {' '.join(map(str, mine[:2]))}")
        out.append(f"{r.seats[c]} discard {' '.join(map(str, mine[:2]))} {held[o][0]}")
        out.append(f"{r.seats[c]} play {mine[0]}")
        if r.names_partners:
            out.append(f"{r.seats[c]} partner {r.seats[others[-1]]}")
            out.append(f"{r.seats[c]} call {mine[0]}")
    elif state.phase is Phase.NOMINATION:
        c = state.contractor
        assert c is not None
        out += [f"{r.seats[s]} nominate H" for s in seats if s != c]
        out.append(f"{r.seats[c]} play {held[c][0]}")
    elif state.phase is Phase.PLAY:
        assert turn is not None
        me = r.seats[turn]
        out += [f"{r.seats[s]} play {held[s][0]}" for s in seats if s != turn and held[s]]
        out += [f"{me} play {held[s][-1]}" for s in seats if s != turn and held[s]]
        out += [f"{me} play {c}" for c in held[turn]]  # the illegal ones are revokes (or joker leads)
        out += [f"{me} play JK {s}" for s in "SCDH"]
        if held[turn]:
            out.append(f"{me} play {held[turn][0]} S")
        out.append(f"{me} bid 7H")
    else:
        out += [f"{r.seats[s]} play {held[s][0]}" for s in seats if held[s]]
        out += [f"{r.seats[s]} pass" for s in seats]
    allowed = None if state.phase is Phase.KITTY else \
        set(legal_texts(r, legal_actions(state) if legal is None else tuple(legal)))
    found = []
    for text in dict.fromkeys(out):
        parsed = _parsed(r, text)
        if parsed is not None and (parsed[1] not in allowed if allowed is not None else not is_legal(state, parsed[0])):
            found.append(text)
    return found


_PARSED: dict[tuple[int, str], tuple[Ruleset, tuple[Action, str] | None]] = {}
"""The actions read lately, by ruleset (its ``id``, the ruleset kept with them) and text."""


def _parsed(r: Ruleset, text: str) -> tuple[Action, str] | None:
    """The action ``text`` names in ``r`` and its canonical text, or ``None`` when it names none."""
    kept = _PARSED.get((id(r), text))
    if kept is not None and kept[0] is r:
        return kept[1]
    try:
        action = parse_action(r, text)
        parsed: tuple[Action, str] | None = action, format_action(r, action)
    except FiveHundredError:
        parsed = None
    if len(_PARSED) >= 1 << 15:
        _PARSED.clear()
    _PARSED[(id(r), text)] = r, parsed
    return parsed


# ---------------------------------------------------------------------------
# Comparing


def reached(situation: str, run: HandRun) -> bool:
    """Whether the finished hand ``run`` (with its game before and after) shows ``situation``."""
    state, r = run.state, run.state.ruleset
    before, after = run.game_before, run.game_after
    if situation == "all-pass":
        return state.contract is None and state.phase is Phase.OVER
    if situation == "last-seat-calls":
        calls = state.auction
        return len(calls) >= r.players and all(b is None for _, b in calls[:r.players - 1])
    if situation == "open-misère":
        return state.contract is not None and state.contract.kind is BidKind.OPEN_MISERE
    if situation == "misère-won-early":
        return state.contract is not None and state.contract.is_misere and state.result is not None \
            and state.result.tricks_played < r.hand_size and state.result.score is not None \
            and not state.result.score.made
    if situation == "last-trick-joker-lead":
        return len(state.tricks) == r.hand_size and state.tricks[-1].cards[0].is_joker \
            and state.trump is None and state.joker_suit is None
    if situation == "slam-below-250":
        c, who = state.contract, state.contractor
        return c is not None and who is not None and not c.is_misere and \
            r.contract_values.get(c, 0) < r.slam_value and \
            sum(n for i, n in enumerate(state.tricks_won) if r.side_of[i] == r.side_of[who]) == r.hand_size
    if after is None or before is None:
        return False
    outcome = after.get("outcome")
    reason = outcome.get("reason") if isinstance(outcome, dict) else None
    if situation == "game-won-at-500":
        return reason in ("made_contract_500", "reached_500")
    if situation == "game-lost-at-minus-500":
        return reason == "went_backwards" or len(after["backwards"]) > len(before.get("backwards", []))
    if situation == "tie-at-500":
        return reason in ("contractor_tie_break", "trick_order_tie_break") or \
            sum(n >= r.target for n in after["scores"].values()) > 1
    if situation == "back-from-minus-500":
        low = r.lose_at if r.lose_at is not None else -r.target
        return any(before["scores"][s] <= low < after["scores"][s] for s in r.side_names)
    return False


def possible(situation: Situation, r: Ruleset) -> bool:
    """Whether a hand of ruleset ``r`` can show ``situation`` (its ladder has the bid, it has the joker, a
    side at the losing total plays on).
    """
    ladder = set(r.bid_ladder)
    kinds = {b.kind for b in ladder}
    if situation.auction == "OMIS":
        return BidKind.OPEN_MISERE in kinds
    if situation.auction == "MIS":
        return BidKind.MISERE in kinds and r.misere_ends_on_first_trick_won
    if situation.auction == "NT":
        return any(b.kind is BidKind.TRICKS and b.trump is None for b in ladder) and \
            any(c.is_joker for c in r.pack)
    if situation.start in ("low", "back"):
        return r.lose_at is not None and (situation.start == "low" or r.backwards == "play-on")
    return True


def _aimed_call(state: HandState, legal: Sequence[Action], aim: Situation) -> Action | None:
    """The call of the auction aiming at ``aim`` (``None``: call as usual)."""
    r = state.ruleset
    passes = [a for a in legal if isinstance(a, Pass)]
    bids = [a for a in legal if isinstance(a, MakeBid)]
    if aim.auction == "pass" and passes:
        return passes[0]
    if aim.auction == "last":
        return passes[0] if passes and len(state.auction) < r.players - 1 else None
    if aim.auction in ("OMIS", "MIS"):
        kind = BidKind.OPEN_MISERE if aim.auction == "OMIS" else BidKind.MISERE
        wanted = [a for a in bids if a.bid.kind is kind]
        if wanted:
            return wanted[0]
        sevens = [a for a in bids if a.bid.kind is BidKind.TRICKS and a.bid.tricks == 7]
        if kind is BidKind.MISERE and sevens and state.high_bid is None:
            return sevens[0]
        return passes[0] if passes else None
    if aim.auction == "NT":
        turn = state.turn
        holds = turn is not None and any(c.is_joker for c in cards_of(state.hands[turn]))
        nt = [a for a in bids if a.bid.kind is BidKind.TRICKS and a.bid.trump is None]
        if holds and nt:
            return nt[0]
        return passes[0] if (passes and state.high_bid is not None) or (not holds and passes) else None
    return None


# ---------------------------------------------------------------------------
# The fuzzer
