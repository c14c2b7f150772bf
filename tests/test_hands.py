"""Replay every whole-hand fixture (``features/hands/``) through the implementation.

Five tests per fixture file, one per stage of the hand: ``deal`` (the hands
and kitty dealt from the pack), ``auction`` (the contract), ``kitty`` (the
exchange and the joker nomination), ``play`` (each trick's leader, cards and
winner) and ``score`` (tricks won, points, made). Each stage test carries the
fixture's rule IDs of that stage (by area; a DECIDE rule goes with the area of
the rule it settles), so a disagreement marks the rules of the stage where it
happened. A stage that cannot be reached because an earlier stage disagreed is
reported as skipped ("not reached"), never as passing. Only the
:class:`Implementation` interface is used.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from five_hundred_suite.adapter import Implementation, Refused
from five_hundred_suite.catalogue import applicable, rules
from five_hundred_suite.fixtures import FixtureError, HandFixture, fixture_paths, load_fixture

STAGES = ("deal", "auction", "kitty", "play", "score")
_STAGE_OF_AREA = {
    "DECK": "deal", "DEAL": "deal", "DEALER": "deal", "BID": "auction", "SUIT": "auction", "KITTY": "kitty",
    "PLAY": "play", "RANK": "play", "JOKER": "play", "MIS": "play", "SEAT": "play", "SCORE": "score", "END": "score",
}


NOMINATION_RULES = ("DECIDE-13", "JOKER-05", "JOKER-14")
"""What the check of the joker nomination charges (those that apply to the fixture's variant): the
nomination as a step of its own, the contractor's right to make it, and its absence in the
three-player game."""


def _stage_of(rule_id: str) -> str:
    area = rule_id.split("-", maxsplit=1)[0]
    if area == "DECIDE":
        related = rules()[rule_id].related
        area = related[0].split("-")[0] if related else "PLAY"
    return _STAGE_OF_AREA.get(area, "play")


def _params(path: Path) -> list[Any]:
    try:
        fx = load_fixture(path)
    except FixtureError:
        # Reported by the test itself, so that one bad file does not stop collection.
        return [pytest.param(path, path.parent.name, stage, id=f"{path.stem}-{stage}") for stage in STAGES]
    out = []
    for stage in STAGES:
        marks = [pytest.mark.rule(r) for r in fx.rules if _stage_of(r) == stage] + [pytest.mark.variant(fx.variant)]
        out.append(pytest.param(path, fx.variant, stage, marks=marks, id=f"{fx.id}-{stage}"))
    return out


class NotReached(Exception):
    """An earlier stage of the hand disagreed, so this stage cannot be checked."""


class Mismatch(AssertionError):
    """The implementation disagrees with a fixture; ``rules`` are those the failed check charges
    (empty: the stage's)."""

    def __init__(self, message: str, rules: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.rules = rules


def _fail(fx: HandFixture, where: tuple[str | int, ...], what: str, rules: tuple[str, ...] = ()) -> None:
    raise Mismatch(f"{fx.id} ({fx.where(*where)}): {what}", applicable(rules, fx.variant))


def _diff(expected: Iterable[str], actual: Iterable[str]) -> str:
    want, got = Counter(expected), Counter(actual)
    missing = " ".join(sorted((want - got).elements())) or "-"
    extra = " ".join(sorted((got - want).elements())) or "-"
    return f"missing {missing}; unexpected {extra}"


def _same_cards(fx: HandFixture, where: tuple[str | int, ...], what: str, expected: Iterable[str], actual: Iterable[str]) -> None:
    expected, actual = list(expected), list(actual)
    if Counter(expected) != Counter(actual):
        _fail(fx, where, f"{what}: expected {' '.join(expected)}, got {' '.join(actual)} ({_diff(expected, actual)})")


def _act(impl: Implementation, game: str, fx: HandFixture, where: tuple[str | int, ...], action: str, context: str,
         rules: tuple[str, ...] = ()) -> None:
    try:
        impl.act(game, action)
    except Refused as r:
        rule = f" [{r.rule}]" if r.rule else ""
        _fail(fx, where, f"{context}: the implementation refused {action!r}: {r.message}{rule}", rules)


def _replay(impl: Implementation, fx: HandFixture, game: str, until: str) -> None:
    """Replay the hand up to the end of stage ``until``; a mismatch in an earlier
    stage raises :class:`NotReached`, one in stage ``until`` raises :class:`Mismatch`."""
    stage = "deal"

    def reached(done: str) -> bool:
        nonlocal stage
        if done == until:
            return True
        stage = STAGES[STAGES.index(done) + 1]
        return False

    try:
        _stages(impl, fx, game, reached)
    except Mismatch as e:
        if stage != until:
            raise NotReached(f"not reached: the {stage} stage disagreed ({e})") from e
        raise


def _stages(impl: Implementation, fx: HandFixture, game: str, reached: Any) -> None:
    obs = impl.observe(game)
    for seat in fx.seats:
        _same_cards(fx, ("hands", seat), f"{seat}'s hand as dealt", fx.hands[seat], obs["hands"][seat])
    _same_cards(fx, ("kitty",), "the kitty as dealt", fx.kitty, obs["kitty"])
    if reached("deal"):
        return

    for i, action in enumerate(fx.auction):
        _act(impl, game, fx, ("auction", i), action, f"auction action {i + 1}")
    obs = impl.observe(game)
    exp = fx.expect
    if exp.contract is None:
        if obs["result"] is None or not obs["result"]["thrown_in"]:
            _fail(fx, ("auction",), f"everybody passed: expected a thrown-in hand, got phase {obs['phase']!r}")
    else:
        contractor = exp.contractor
        assert contractor is not None and fx.discard is not None
        if (obs["contract"], obs["contractor"]) != (exp.contract, contractor):
            _fail(fx, ("auction",), f"after the auction: expected contract {exp.contract} by {contractor}, "
                                    f"got {obs['contract']} by {obs['contractor']}")
    if reached("auction"):
        return
    if exp.contract is not None:
        contractor = exp.contractor
        assert contractor is not None and fx.discard is not None
        _act(impl, game, fx, ("discard",), f"{contractor} discard {' '.join(fx.discard)}", "the discard")
        kept = fx.post_exchange_hand() or ()
        obs = impl.observe(game)
        _same_cards(fx, ("discard",), f"{contractor}'s hand after the exchange", kept, obs["hands"][contractor])
        if obs["phase"] == "nomination":
            if fx.nomination is None:
                _fail(fx, ("expect", "contract"), "the implementation asks for a joker nomination in a trump contract",
                      NOMINATION_RULES)
            _act(impl, game, fx, ("nomination",), f"{contractor} nominate {fx.nomination}", "the nomination",
                 NOMINATION_RULES)
        elif fx.nomination not in (None, "none"):
            _fail(fx, ("nomination",), f"expected {contractor} to nominate the joker, but the phase is {obs['phase']!r}",
                  NOMINATION_RULES)
    if reached("kitty"):
        return
    if exp.contract is not None:
        for t, trick in enumerate(fx.tricks):
            n = t + 1
            turn = impl.observe(game)["turn"]
            if turn != trick.leader:
                _fail(fx, ("tricks", t, "leader"), f"trick {n}: expected {trick.leader} to lead, the implementation says {turn}")
            for i, (seat, card) in enumerate(zip(fx.trick_seats(trick.leader), trick.action_cards(), strict=True)):
                _act(impl, game, fx, ("tricks", t, "cards", i), f"{seat} play {card}", f"trick {n}, card {i + 1}")
            done = impl.observe(game)["tricks"]
            if len(done) != n:
                _fail(fx, ("tricks", t), f"trick {n}: expected it to be complete, the implementation has {len(done)} tricks")
            if done[t]["cards"] != [c.partition(":")[0] for c in trick.cards]:
                _fail(fx, ("tricks", t, "cards"), f"trick {n}: expected cards {trick.cards}, got {done[t]['cards']}")
            if done[t]["winner"] != trick.winner:
                _fail(fx, ("tricks", t, "winner"), f"trick {n}: expected winner {trick.winner}, got {done[t]['winner']}")

    obs = impl.observe(game)
    if obs["phase"] != "over" or obs["result"] is None:
        _fail(fx, ("tricks",), f"after the last trick: expected the hand to be over, got phase {obs['phase']!r}")
    if reached("play"):
        return
    result = obs["result"]
    checks: list[tuple[str, object, object]] = [
        ("contract", exp.contract, obs["contract"]),
        ("contractor", exp.contractor, obs["contractor"]),
        ("tricks_won", dict(exp.tricks_won), obs["tricks_won"]),
        ("points", dict(exp.points), result["points"]),
        ("made", exp.made, result["made"]),
    ]
    for key, want, got in checks:
        if want != got:
            _fail(fx, ("expect", key), f"at the end: expected {key} {want}, got {got}")


@pytest.mark.parametrize(("path", "variant", "stage"), [p for path in fixture_paths() for p in _params(path)])
def test_hand(impl: Implementation, path: Path, variant: str, stage: str) -> None:
    try:
        fx = load_fixture(path)
    except FixtureError as e:
        pytest.fail(str(e), pytrace=False)
    assert variant == fx.variant
    try:
        game = impl.open(fx.variant, list(fx.options), {"dealer": fx.dealer, "pack": list(fx.pack)})
    except Refused as r:
        pytest.fail(f"{fx.id} ({fx.where('pack')}): the implementation refused the deal: {r.message}", pytrace=False)
    try:
        _replay(impl, fx, game, stage)
    except Mismatch as e:
        pytest.fail(str(e), pytrace=False)
    except NotReached as e:
        pytest.skip(str(e))
    finally:
        impl.close(game)
