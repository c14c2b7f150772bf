"""The two ways a case reaches a hand after its auction: open the position, or replay a route.

A case about the play of a hand needs the hand at some point after its auction;
how the hand got there (the auction, the kitty exchange, the joker's nomination,
the tricks before) is not what it tests. Such a case carries both:

* the **position** (``spec/pages/positions.md``), opened at once by an
  implementation that says ``"positions": true`` in ``hello``;
* the **route**: a deal (the ``setup`` of ``open``) and the actions that reach
  the position from it, replayed by any other implementation. A declined
  nomination (``N nominate none``) in a route is sent only when the
  implementation asks for a nomination: one without a nomination step goes
  straight on to the play, as the position says it may.

This module computes one from the other with the reference engine. That is
setup, not a verdict: the route is written in the scenario (or the position
is), and what the case expects still comes from the scenario text alone.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from five_hundred import (
    Action,
    FiveHundredError,
    HandState,
    MakeBid,
    Pass,
    Phase,
    Position,
    actions_of,
    apply,
    cards_of,
    deal,
    deal_hands,
    format_action,
    legal_actions,
    load_ruleset,
    mask_of,
    parse_action,
    parse_cards,
    parse_position,
    position_of,
    state_from_position,
)
from five_hundred.ruleset import Ruleset

PAST_THE_KITTY = frozenset({Phase.NOMINATION, Phase.PLAY, Phase.OVER})
"""The phases a route must reach for its case to be opened at a position: the kitty exchange is
over, so what follows is the nomination or the play (a case about the auction or the kitty
replays its route, which is what it tests)."""

DECLINE = "nominate none"
"""The verb and argument of a declined nomination, sent on a route only when asked for."""


def is_declined_nomination(action: str) -> bool:
    """Whether ``action`` declines the joker nomination (``"N nominate none"``).

    >>> is_declined_nomination("N nominate none"), is_declined_nomination("N nominate H")
    (True, False)
    """
    return action.split(maxsplit=1)[1:] == [DECLINE]


def position_text(written: str) -> str:
    r"""The one-line text form of a position written over several lines (a scenario's docstring):
    each line break stands for the `` | `` between two fields, except after a comma, where the
    field (a list of hands or of tricks) goes on. A one-line text comes back as it is.

    >>> position_text("dealer W, N 7NT\nN JK AS,\nE 7S\ndiscards 5D 4D 4H\n-\n-\nN to play")
    'dealer W, N 7NT | N JK AS, E 7S | discards 5D 4D 4H | - | - | N to play'
    """
    out = ""
    for line in (x.strip() for x in written.strip().splitlines()):
        if not line:
            continue
        out += line if not out else (" " if out.endswith(",") else " | ") + line
    return out


def position_lines(text: str) -> list[str]:
    """A one-line position as the lines :func:`position_text` reads: one field a line, one hand
    (and one trick) a line.

    >>> position_lines("dealer W, N 7NT | N JK AS, E 7S | discards 5D 4D 4H | - | - | N to play")
    ['dealer W, N 7NT', 'N JK AS,', 'E 7S', 'discards 5D 4D 4H', '-', '-', 'N to play']
    """
    lines: list[str] = []
    for i, part in enumerate(text.split(" | ")):
        pieces = part.split(", ") if i in (1, 3) else [part]
        lines += [p + ("," if j < len(pieces) - 1 else "") for j, p in enumerate(pieces)]
    return lines


def _dealt(r: Ruleset, setup: dict[str, Any]) -> HandState:
    dealer = r.seat_index(setup["dealer"])
    if "pack" in setup:
        return deal(r, parse_cards(setup["pack"]), dealer)
    hands = {r.seat_index(s): parse_cards(c) for s, c in setup["hands"].items()}
    return deal_hands(r, hands, parse_cards(setup["kitty"]), dealer)


def position_after(variant: str, options: Sequence[str], setup: dict[str, Any],
                   actions: Sequence[str]) -> dict[str, Any] | None:
    """The position (JSON form) that the route ``setup`` + ``actions`` reaches on the reference
    engine, when it is past the kitty exchange (:data:`PAST_THE_KITTY`); ``None`` otherwise, and
    when the reference engine refuses the deal or an action (the case then replays the route and
    meets the refusal itself).

    ``setup`` is the ``setup`` of the protocol's ``open`` (``dealer`` and ``pack``, or ``dealer``,
    ``hands`` and ``kitty``); ``actions`` are action strings (``"N bid 7NT"``). The answer for the
    same route is worked out once (several scenarios share a route) and handed out as a new copy.
    """
    return copy.deepcopy(_position_after(variant, tuple(options), json.dumps(setup), tuple(actions)))


@lru_cache(maxsize=1024)
def _position_after(variant: str, options: tuple[str, ...], setup_json: str,
                    actions: tuple[str, ...]) -> dict[str, Any] | None:
    setup: dict[str, Any] = json.loads(setup_json)
    try:
        r = load_ruleset(variant, list(options))
        state = _dealt(r, setup)
        for text in actions:
            state = apply(state, parse_action(r, text))
    except FiveHundredError:
        return None
    if state.phase not in PAST_THE_KITTY:
        return None
    return position_of(state).to_json()


def _auction(r: Ruleset, state: HandState, contract: str, contractor: int, depth: int) -> list[Action] | None:
    """A shortest auction from ``state`` won by ``contractor`` with ``contract`` (iterative deepening
    over three kinds of call: the contractor bids the contract, anyone passes, anyone makes the
    lowest bid open to them).
    """
    def search(s: HandState, left: int) -> list[Action] | None:
        if s.phase is not Phase.AUCTION:
            won = s.contract is not None and str(s.contract) == contract and s.contractor == contractor
            return [] if won else None
        if left == 0:
            return None
        legal = legal_actions(s)
        bids = [a for a in legal if isinstance(a, MakeBid)]
        tries: list[Action] = []
        if s.turn == contractor:
            tries += [a for a in bids if str(a.bid) == contract]
        tries += [a for a in legal if isinstance(a, Pass)]
        tries += bids[:1]
        for a in dict.fromkeys(tries):
            rest = search(apply(s, a), left - 1)
            if rest is not None:
                return [a, *rest]
        return None

    for limit in range(1, depth + 1):
        found = search(state, limit)
        if found is not None:
            return found
    return None


def route_to(variant: str, options: Sequence[str], position: dict[str, Any] | str) -> tuple[dict[str, Any], list[str]]:
    """A route to ``position`` (JSON or text form): a deal (``{"dealer", "hands", "kitty"}``, the
    kitty being the cards the contractor put back, or the kitty a position of the partner phase gives) and the actions from it: an auction won by the
    contractor with the contract, the discard, the nomination where one is made, and every card
    played so far.

    The route to the same position is worked out once (several scenarios share a position) and
    handed out as a new copy; a position refused is refused again each time.

    Raises:
        five_hundred.IllegalPositionError: the position cannot arise in the variant.
        ValueError: no auction of at most 16 calls gives the contractor the contract.
    """
    if isinstance(position, str):
        return copy.deepcopy(_route_to(variant, tuple(options), position, True))
    return copy.deepcopy(_route_to(variant, tuple(options), json.dumps(position), False))


@lru_cache(maxsize=1024)
def _route_to(variant: str, options: tuple[str, ...], position: str, text: bool) -> tuple[dict[str, Any], list[str]]:
    r = load_ruleset(variant, list(options))
    p = parse_position(position) if text else Position.from_json(json.loads(position))
    state = state_from_position(r, p)
    contractor = r.seat_index(p.contractor)
    dealt = list(state.dealt)
    if p.kitty is not None:  # the partner phase: the kitty not yet taken up (SEAT-10, SEAT-12)
        kitty = list(p.kitty)
    elif p.discards is not None:
        kitty = list(p.discards)
        dealt[contractor] &= ~mask_of(kitty)
    else:  # still to discard: any three of the contractor's cards may have been the kitty
        kitty = list(cards_of(dealt[contractor]))[:r.kitty_size]
        dealt[contractor] &= ~mask_of(kitty)
    hands = {r.seats[s]: [str(c) for c in cards_of(m)] for s, m in enumerate(dealt)}
    setup = {"dealer": p.dealer, "hands": hands, "kitty": [str(c) for c in kitty]}
    start = _dealt(r, setup)
    auction = _auction(r, start, str(p.contract), contractor, 16)
    if auction is None:
        raise ValueError(f"no auction of at most 16 calls gives {p.contractor} the contract {p.contract}")
    return setup, [format_action(r, a) for a in (*auction, *actions_of(state))]
