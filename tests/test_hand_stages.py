"""Whole hands keep checking after a disagreement: each stage of a recorded hand
(``tests/test_hands.py``) starts from the recorded state, so an implementation
with one bug fails the stage of that bug and nothing else.

The implementations here are the reference engine with one bug planted
(``tests/fakes/deal_from_north.py`` deals as if the seat before the first
seat dealt, whoever deals), with and without ``"positions": true``.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from five_hundred_suite.adapter import Refused
from five_hundred_suite.catalogue import ROOT
from five_hundred_suite.fixtures import HandFixture, load_all
from tests.fakes.deal_from_north import DealsFromTheFirstSeat
from tests.fakes.departures import Departing
from tests.test_hands import STAGES, Mismatch, NotReached, _check_stage

FIXTURES = load_all()


def _outcomes(impl: Any) -> dict[str, str]:
    """``{"AU-0001-deal": "passed" | "failed" | "not reached"}`` for every stage of every fixture."""
    out = {}
    for fx in FIXTURES:
        for stage in STAGES:
            try:
                _check_stage(impl, fx, stage)
                status = "passed"
            except Mismatch:
                status = "failed"
            except NotReached as e:
                status = str(e)
            out[f"{fx.id}-{stage}"] = status
    return out


def _dealt_wrong(fx: HandFixture) -> bool:
    """The deal of the fake differs from the rules' unless the seat before the first deals."""
    return fx.dealer != fx.seats[-1]


@pytest.mark.parametrize("positions", [True, False], ids=["positions", "no-positions"])
def test_a_deal_bug_fails_the_deal_checks_and_nothing_else(positions: bool) -> None:
    outcomes = _outcomes(DealsFromTheFirstSeat(positions=positions))
    failed = {k for k, v in outcomes.items() if v != "passed"}
    expected = {f"{fx.id}-deal" for fx in FIXTURES if _dealt_wrong(fx)}
    assert failed == expected
    assert 40 < len(expected) < len(FIXTURES), "the fake must get some deals right and most wrong"


class RefusesTheFirstCall(DealsFromTheFirstSeat):
    """An auction bug on top: the first call of every auction is refused."""

    def act(self, game: str, action: str) -> None:
        if not self.observe(game)["auction"] and self.observe(game)["phase"] == "auction":
            raise Refused(f"fake: {action} refused", "BID-01")
        super().act(game, action)


def test_an_auction_bug_hides_the_kitty_and_play_only_without_positions() -> None:
    with_positions = _outcomes(RefusesTheFirstCall(positions=True))
    contracts = [fx for fx in FIXTURES if fx.expect.contract is not None]
    for fx in contracts:
        assert with_positions[f"{fx.id}-auction"] == "failed"
        assert [with_positions[f"{fx.id}-{s}"] for s in ("kitty", "play", "score")] == ["passed"] * 3
    without = _outcomes(RefusesTheFirstCall(positions=False))
    for fx in contracts:
        for stage in ("kitty", "play"):
            status = without[f"{fx.id}-{stage}"]
            assert status.startswith("not reached: the auction stage disagreed"), status
            assert "does not open positions" in status
        assert without[f"{fx.id}-score"] == "passed"


def test_a_run_through_the_protocol_reports_no_stage_not_reached(tmp_path: Path) -> None:
    results = tmp_path / "results.json"
    fake = f"{shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'tests' / 'fakes' / 'deal_from_north.py'))}"
    done = subprocess.run(
        [sys.executable, "-m", "five_hundred_suite", "run", "--impl", fake, "--variant", "australian",
         "-k", "test_hands.py and AU-000", "--out", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False,
    )
    records = json.loads(results.read_text("utf-8"))["results"]
    assert len(records) == 45, done.stdout[-2000:]
    statuses = {r["id"].split("[")[1].rstrip("]"): r["status"] for r in records}
    wrong = {f"{fx.id}-deal" for fx in FIXTURES if fx.id.startswith("AU-000") and _dealt_wrong(fx)}
    assert {k for k, v in statuses.items() if v != "passed"} == wrong
    assert set(statuses.values()) == {"passed", "failed"}


class PlaysToTheRight(Departing):
    """The auction goes to the right (anticlockwise) and every position is refused: each stage after the
    deal is reached from the recorded hands and fails on the auction's first call (BID-01).
    """

    def __init__(self) -> None:
        super().__init__("deal-from-north")
        self.departure = "none"

    def open(self, variant: str, options: list[str], setup: dict[str, Any]) -> str:
        if "position" in setup:
            raise Refused("fake: no positions here", "SEAT-03")
        return super().open(variant, options, setup)

    def _right(self, game: str) -> str | None:
        """The seat to call, counted to the right of the dealer (``None`` outside the auction)."""
        state = self._games[game]
        if state.phase.value != "auction":
            return None
        r = state.ruleset
        return r.seats[(state.dealer - 1 - len(state.auction)) % r.players]

    def observe(self, game: str, seat: str | None = None) -> dict[str, Any]:
        obs = super().observe(game, seat)
        right = self._right(game)
        return obs if right is None else {**obs, "turn": right}

    def act(self, game: str, action: str) -> None:
        right = self._right(game)
        if right is not None and action.split(maxsplit=1)[0] != right:
            raise Refused(f"fake: it is {right}'s turn", "BID-01")
        super().act(game, action)


@pytest.mark.parametrize(("impl", "allowed"), [
    (Departing("deal-from-north"), {"DEAL-04"}),
    (Departing("misere-plays-on"), {"DECIDE-12"}),
    (Departing("no-joker-nomination"), {"JOKER-05", "DECIDE-13"}),
    (Departing("fourth-seat-may-not-pass"), {"BID-09"}),
    (Departing("misere-partner-plays"), {"MIS-01", "SEAT-06", "MIS-05"}),  # MIS-05: where the six-player games state them
    (Departing("no-slam-bonus"), {"SCORE-04"}),
    (Departing("no-joker-discard"), {"KITTY-02", "KITTY-05"}),  # KITTY-05: where the 45-card game states KITTY-02
    (PlaysToTheRight(), {"BID-01", "BID-20"}),  # BID-20: where the three-player game states BID-01
], ids=["deal-from-north", "misere-plays-on", "no-joker-nomination", "fourth-seat-may-not-pass",
        "misere-partner-plays", "no-slam-bonus", "no-joker-discard", "plays-to-the-right"])
def test_a_failing_stage_is_charged_to_the_rule_of_the_first_fact_that_differs(impl: Any, allowed: set[str]) -> None:
    """Walked in step with the reference, each failing stage names the departure's rule, never the fixture's
    others; a refused position is reached from the recorded hands and charged on the way."""
    failed: dict[str, tuple[str, ...]] = {}
    for fx in FIXTURES:
        for stage in STAGES:
            try:
                _check_stage(impl, fx, stage)
            except Mismatch as e:
                failed[f"{fx.id}-{stage}"] = e.rules
            except NotReached:
                pass
    assert failed, "the departure must fail some stage"
    wrong = {k: v for k, v in failed.items() if not v or not set(v) <= allowed}
    assert not wrong, wrong
