"""Sides formed after the auction: the contractor names partners for the hand.

In a game whose ``partners`` setting says so (the five-player game), the sides
are not fixed: once the auction closes with a contract, the contractor names as
many partners among the other players as the contract's level asks (SEAT-10,
SEAT-11), before taking up the kitty (DECIDE-53). In misère nobody is named: the
contractor plays alone against every other player (MIS-06). The phase between the
auction and the kitty is :data:`~five_hundred.state.PARTNER`; its one action is
:class:`~five_hundred.state.NamePartners` (``P1 partner P3``, ``P1 partner P3 P4``).

In the called-card game (``partners.formed: called``) the contractor calls cards instead
(:class:`~five_hundred.state.CallCards`: ``P1 call AH``, ``P1 call AH KS``), as many as the
level asks, any cards of the pack (SEAT-12, DECIDE-64); whoever holds a called card at the call
is a partner, the holder knowing it at once and the table once the card is played (SEAT-13,
DECIDE-65). A called card in the contractor's hand or in the kitty finds no partner (DECIDE-63).

Rules: SEAT-10, SEAT-11, SEAT-12, SEAT-13, MIS-06, DECIDE-53, DECIDE-63, DECIDE-64.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations

from .bids import Bid
from .cards import Card
from .errors import IllegalActionError, SetupError
from .ruleset import Ruleset
from .state import KITTY, PARTNER, Action, CallCards, HandState, NamePartners

Reject = Callable[[HandState, Action, str, str], IllegalActionError]
"""``(state, action, reason, rule) -> the refusal to raise`` (the legality module's own wording)."""


def check_partners(state: HandState, action: NamePartners, reject: Reject) -> None:
    """Raise ``reject(...)`` if ``action`` is not a legal naming of partners in ``state``.

    Refused: outside the partner phase (SEAT-10: in a game with fixed sides, before the
    auction closes, or once named), by anyone but the contractor (SEAT-10), naming the
    contractor, a seat twice (SEAT-10), or another number of partners than the contract's
    level asks (SEAT-11).

    Raises:
        IllegalActionError: as built by ``reject``, naming the rule broken.
    """
    r = state.ruleset
    if r.calls_cards:
        raise reject(state, action, "in this game the partners are found by called cards: "
                                    "the contractor calls cards ('P1 call AH')", r.rule("SEAT-12"))
    if state.phase is not PARTNER:
        if not r.names_partners:
            raise reject(state, action, "the sides of this game are fixed: nobody names a partner", "SEAT-10")
        raise reject(state, action, f"partners are named once, when the auction has closed with a contract "
                                    f"(phase {state.phase.value})", "SEAT-10")
    contractor, contract = state.contractor, state.high_bid
    assert contractor is not None and contract is not None
    if action.seat != contractor:
        raise reject(state, action, "only the contractor names partners", "SEAT-10")
    partners = action.partners
    if not isinstance(partners, tuple) or not all(type(p) is int and 0 <= p < r.players for p in partners):
        raise reject(state, action, f"partners must be seat indices 0..{r.players - 1}", "DECIDE-36")
    if contractor in partners or len(set(partners)) != len(partners):
        raise reject(state, action, "the partners are other players, each named once", "SEAT-10")
    wanted = r.partners_for(contract)
    if len(partners) != wanted:
        raise reject(state, action, f"a contract of {contract.tricks} tricks takes "
                                    f"{'one partner' if wanted == 1 else f'{wanted} partners'}", "SEAT-11")


def check_call(state: HandState, action: CallCards, reject: Reject) -> None:
    """Raise ``reject(...)`` if ``action`` is not a legal call of cards in ``state``.

    Refused: in a game whose partners are not called (SEAT-10 where the sides are fixed or the
    partners named), outside the partner phase (SEAT-12), by anyone but the contractor (SEAT-12),
    a card that is not a card of the pack or a card called twice (SEAT-12, DECIDE-64), or another
    number of cards than the contract's level asks (SEAT-11).

    Raises:
        IllegalActionError: as built by ``reject``, naming the rule broken.
    """
    r = state.ruleset
    if not r.calls_cards:
        why = ("the sides of this game are fixed" if not r.names_partners
               else "in this game the contractor names partners ('P1 partner P3')")
        raise reject(state, action, f"{why}: nobody calls a card", "SEAT-10")
    if state.phase is not PARTNER:
        raise reject(state, action, f"cards are called once, when the auction has closed with a contract "
                                    f"(phase {state.phase.value})", r.rule("SEAT-12"))
    contractor, contract = state.contractor, state.high_bid
    assert contractor is not None and contract is not None
    if action.seat != contractor:
        raise reject(state, action, "only the contractor calls cards", r.rule("SEAT-12"))
    cards = action.cards
    if not isinstance(cards, tuple) or not all(isinstance(c, Card) for c in cards):
        raise reject(state, action, "cards must be a tuple of Cards", r.rule("SEAT-12"))
    for c in cards:
        if not r.pack_mask >> c.code & 1:
            raise reject(state, action, f"{c} is not a card of this pack", r.rule("SEAT-12"))
    if len(set(cards)) != len(cards):
        raise reject(state, action, "each card is called once", r.rule("SEAT-12"))
    wanted = r.partners_for(contract)
    if len(cards) != wanted:
        raise reject(state, action, f"a contract of {contract.tricks} tricks calls "
                                    f"{'one card' if wanted == 1 else f'{wanted} cards'}", "SEAT-11")


def legal_partner_actions(state: HandState) -> tuple[NamePartners | CallCards, ...]:
    """Every legal naming of partners in ``state`` (empty outside the partner phase): each set of
    as many other players as the contract asks, in clockwise order from the contractor's left;
    in the called-card game, each set of as many cards of the pack as the contract asks, in card
    code order (canonical: 2S to AS, then clubs, diamonds, hearts, the joker; SEAT-12).

    Rules: SEAT-10, SEAT-11, SEAT-12.
    """
    if state.phase is not PARTNER or state.contractor is None or state.high_bid is None:
        return ()
    r = state.ruleset
    if r.calls_cards:
        return _calls(r, state.contractor, r.partners_for(state.high_bid))
    return _namings(r, state.contractor, r.partners_for(state.high_bid))


@cache
def _calls(r: Ruleset, contractor: int, count: int) -> tuple[CallCards, ...]:
    """The calls of ``count`` cards by ``contractor``: made once and shared."""
    return tuple(CallCards(contractor, group) for group in combinations(sorted(r.pack, key=lambda c: c.code), count))


def holders(hands: Sequence[int], contractor: int, cards: Sequence[Card]) -> tuple[int, ...]:
    """The partners ``cards`` find: the other players holding them in ``hands`` (bit masks by
    seat), each once, clockwise from ``contractor``; a card in the contractor's hand or in
    none (the kitty) finds nobody.

    Rules: SEAT-12, DECIDE-63.
    """
    n = len(hands)
    found = {s for c in cards for s in range(n) if s != contractor and hands[s] >> c.code & 1}
    return tuple(sorted(found, key=lambda s: (s - contractor) % n))


def do_call(w: HandState, cards: tuple[Card, ...]) -> None:
    """The contractor calls ``cards``; their holders are the partners (not yet known to the
    table); then the contractor takes up the kitty. ``w`` comes from
    :func:`~five_hundred.transitions.thaw` and is in the partner phase.

    Rules: SEAT-12, SEAT-13, KITTY-01, DECIDE-63.
    """
    contractor = w.contractor
    assert contractor is not None
    partners = holders(w.hands, contractor, cards)
    do_partners(w, partners)
    w.__dict__["called"] = tuple(sorted(cards, key=lambda c: c.code))


def revealed(state: HandState, seat: int | None) -> tuple[int, ...]:
    """The partners of ``state`` that ``seat`` knows (``None``: a seat that sees no hand): all
    where the partners are named, or once the hand is over; in the called-card game, the holder
    of a called card knows it holds one, and everyone knows a holder once its called card has
    been played to a trick.

    Rules: SEAT-10, SEAT-13, DECIDE-65.
    """
    if not state.called or state.result is not None:
        return state.partners
    played = 0
    for t in (*state.tricks, *(() if state.current is None else (state.current,))):
        for _, card in t.plays:
            played |= 1 << card.code
    known = [p for p in state.partners
             if p == seat or any(state.dealt[p] >> c.code & 1 and played >> c.code & 1 for c in state.called)]
    return tuple(known)


@cache
def _namings(r: Ruleset, contractor: int, count: int) -> tuple[NamePartners, ...]:
    """The namings of ``count`` partners by ``contractor``: made once and shared."""
    others = [(contractor + k) % r.players for k in range(1, r.players)]
    return tuple(NamePartners(contractor, group) for group in combinations(others, count))


def do_partners(w: HandState, partners: tuple[int, ...]) -> None:
    """The contractor names ``partners`` and takes up the kitty. ``w`` comes from
    :func:`~five_hundred.transitions.thaw` and is in the partner phase.

    Rules: SEAT-10, KITTY-01, DECIDE-53.
    """
    contractor = w.contractor
    assert contractor is not None
    hands = list(w.hands)
    hands[contractor] |= w.kitty
    n = w.ruleset.players
    named = tuple(sorted(partners, key=lambda s: (s - contractor) % n))
    w.__dict__.update(partners=named, hands=tuple(hands), phase=KITTY, turn=contractor)


def named_seats(r: Ruleset, contract: Bid, contractor: int, partners: Sequence[int]) -> tuple[int, ...]:
    """``partners`` (seat indices) checked as the naming of ``contractor`` for ``contract``, in clockwise
    order from the contractor: for a score or a game step given the hand's partners.

    In the called-card game the called cards find as many partners as the contract calls cards or
    fewer (a card held by the contractor, in the kitty, or two cards held by one player: DECIDE-63,
    DECIDE-64), so any number up to that is taken.

    Raises:
        SetupError: a partner who is the contractor or is named twice (SEAT-10), or another number of
            partners than the contract takes (SEAT-11; none where the sides are fixed or in misère;
            more than the cards called in the called-card game, SEAT-12).
    """
    if contractor in partners or len(set(partners)) != len(partners):
        raise SetupError("partners", "the partners are other players than the contractor, each named once",
                         rule="SEAT-10")
    wanted = r.partners_for(contract)
    if r.calls_cards and wanted and len(partners) <= wanted:
        pass
    elif len(partners) != wanted:
        rule = "SEAT-11" if r.names_partners and not contract.is_misere else "SEAT-10"
        raise SetupError("partners", f"a {contract} contract of {r.id} takes {wanted} partner(s), not {len(partners)}",
                         rule=r.rule(rule))
    n = r.players
    return tuple(sorted(partners, key=lambda s: (s - contractor) % n))
