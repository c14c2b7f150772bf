"""The check of a hand fixture, stage by stage (:func:`check_stage`, :func:`check_hand`), each from the
recorded state before it: the deal from the pack, the auction from the recorded hands, the kitty and the
play from the recorded position or, when the implementation does not open positions or refuses it, on a
route from the recorded hands; the score of the recorded tricks.
"""

from __future__ import annotations

from typing import Any

from five_hundred.explain import deal_rules

from ...adapter import Implementation, Refused, opens_positions
from ...fixtures.model import HandFixture
from .stages import (
    STAGES,
    Stage,
    check_auction,
    check_deal,
    check_exchange,
    check_game,
    check_over,
    check_score,
    check_thrown_in_scores,
    check_tricks,
)
from .walk import HANDS_RULES, Mismatch, NotReached, Walk, opened, recorded_hands


def _route(impl: Implementation, fx: HandFixture, game: str, walk: Walk,
            route: tuple[tuple[str, Stage], ...], check: Stage, charge_route: bool) -> None:
    """Take ``route`` from the recorded hands, then ``check``; a disagreement on the route is
    charged (``charge_route``) or makes the stage not reached.
    """
    for name, step in route:
        try:
            step(impl, fx, game, walk, False)
        except Mismatch as e:
            if charge_route:
                raise
            why = ("" if fx.expect.contract is None else
                   "; the implementation does not open positions (no \"positions\": true in hello), "
                   "so this stage is replayed from the recorded hands")
            raise NotReached(f"not reached: the {name} stage disagreed ({e}){why}") from e
    check(impl, fx, game, walk, True)


def check_stage(impl: Implementation, fx: HandFixture, stage: str) -> None:
    """Check one stage from the recorded state before it: the deal from the pack, the
    auction from the recorded hands, the kitty and the play from the recorded position
    (when the implementation opens positions; else, or when it refuses the position, replayed
    from the recorded hands), the score of the recorded tricks (``hand-score``).

    Raises:
        Mismatch: the stage disagrees with the fixture (its rules: those of the first fact that differs).
        NotReached: a stage whose route from the recorded hands (without positions) disagreed.
        Refused: (never from a conforming engine) a request the stage cannot do without was refused.
    """
    if stage == "deal":
        setup: dict[str, Any] = {"dealer": fx.dealer, "pack": list(fx.pack)}
        walk = Walk.of(fx, setup)
        with opened(impl, fx, setup, "pack", "the deal", deal_rules(walk.state.ruleset, seats_only=False)) as game:
            check_deal(impl, fx, game, walk)
        return
    hands = recorded_hands(fx)
    if stage == "auction":
        with opened(impl, fx, hands, "hands", "the recorded hands", HANDS_RULES) as game:
            check_auction(impl, fx, game, Walk.of(fx, hands))
        return
    exp = fx.expect
    if exp.contract is None or exp.contractor is None:  # thrown in: no kitty, no play, nothing scored
        with opened(impl, fx, hands, "hands", "the recorded hands", HANDS_RULES) as game:
            walk = Walk.of(fx, hands)
            try:
                check_auction(impl, fx, game, walk, False)
            except Mismatch as e:
                raise NotReached(f"not reached: the auction stage disagreed ({e})") from e
            check_over(impl, fx, game, walk)
            if stage == "score":
                check_thrown_in_scores(impl, fx, game)
                check_game(impl, fx)
        return
    if stage == "score":
        check_score(impl, fx)
        check_game(impl, fx)
        return
    check, route = {"kitty": (check_exchange, (("auction", check_auction),)),
                    "play": (check_tricks, (("auction", check_auction), ("kitty", check_exchange)))}[stage]
    if opens_positions(impl):
        setup = {"position": fx.position(stage)}
        try:
            game = impl.open(fx.variant, list(fx.options), setup)
        except Refused as r:
            refused = f"{r.message} [{r.rule}]" if r.rule else r.message
        else:
            try:
                check(impl, fx, game, Walk.of(fx, setup), True)
            finally:
                impl.close(game)
            return
        # The position was refused: the hand is played from the recorded hands to it, so that a failure
        # is charged to the first fact that differs on the way (the stage holds if none does).
        with opened(impl, fx, hands, "hands", "the recorded hands", HANDS_RULES) as game:
            walk = Walk.of(fx, hands)
            try:
                _route(impl, fx, game, walk, route, check, True)
            except Mismatch as e:
                raise Mismatch(f"{e} (the recorded position before the {stage} stage was refused: {refused}; "
                               "the hand was played to it from the recorded hands)", e.rules, e.expected,
                               e.actual) from e
        return
    with opened(impl, fx, hands, "hands", "the recorded hands", HANDS_RULES) as game:
        _route(impl, fx, game, Walk.of(fx, hands), route, check, False)


def check_hand(impl: Implementation, fx: HandFixture) -> None:
    """Check every stage of a fixture, each from the recorded state before it.

    Raises:
        Mismatch: the first stage that disagrees.
        NotReached: a stage whose route (without positions) disagreed.
    """
    for stage in STAGES:
        check_stage(impl, fx, stage)
