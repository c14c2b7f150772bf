"""Sides formed after the auction: the contractor names partners for the hand.

In a game whose ``partners`` setting says so (the five-player game), the sides
are not fixed: once the auction closes with a contract, the contractor names as
many partners among the other players as the contract's level asks (SEAT-10,
SEAT-11), before taking up the kitty (DECIDE-53). In misère nobody is named: the
contractor plays alone against every other player (MIS-06). The phase between the
auction and the kitty is :data:`~five_hundred.state.PARTNER`; its one action is
:class:`~five_hundred.state.NamePartners` (``P1 partner P3``, ``P1 partner P3 P4``).

Rules: SEAT-10, SEAT-11, MIS-06, DECIDE-53.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations

from .bids import Bid
from .errors import IllegalActionError, SetupError
from .ruleset import Ruleset
from .state import KITTY, PARTNER, Action, HandState, NamePartners

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


def legal_partner_actions(state: HandState) -> tuple[NamePartners, ...]:
    """Every legal naming of partners in ``state`` (empty outside the partner phase): each set of
    as many other players as the contract asks, in clockwise order from the contractor's left.

    Rules: SEAT-10, SEAT-11.
    """
    if state.phase is not PARTNER or state.contractor is None or state.high_bid is None:
        return ()
    return _namings(state.ruleset, state.contractor, state.ruleset.partners_for(state.high_bid))


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

    Raises:
        SetupError: a partner who is the contractor or is named twice (SEAT-10), or another number of
            partners than the contract takes (SEAT-11; none where the sides are fixed or in misère).
    """
    if contractor in partners or len(set(partners)) != len(partners):
        raise SetupError("partners", "the partners are other players than the contractor, each named once",
                         rule="SEAT-10")
    wanted = r.partners_for(contract)
    if len(partners) != wanted:
        rule = "SEAT-11" if r.names_partners and not contract.is_misere else "SEAT-10"
        raise SetupError("partners", f"a {contract} contract of {r.id} takes {wanted} partner(s), not {len(partners)}",
                         rule=r.rule(rule))
    n = r.players
    return tuple(sorted(partners, key=lambda s: (s - contractor) % n))
