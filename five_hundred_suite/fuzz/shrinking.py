"""After a difference: a shorter reproduction of it (:meth:`Shrinking.shrink`) and whether it shows again from the position alone."""
from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Sequence
from typing import Any, Protocol

from five_hundred import Phase

from ..adapter import ImplementationSkipped, Refused
from ..protocol.messages import ImplementationError
from .checks import position_of
from .model import SHRINK_SECONDS, SHRINK_TRIES, DealSpec, HandRun, Situation
from .state import FuzzerState


class _Plays(Protocol):
    """A fuzzer that plays a deal (:meth:`~.engines.Fuzzer.play`)."""

    def play(self, spec: DealSpec, rng: random.Random, *, style: str = "random", forced: Sequence[str] = (),
             game_before: dict[str, Any] | None = None, illegal_rate: float | None = None,
             after_hand: bool = True, keep_going: bool = False, aim: Situation | None = None) -> HandRun: ...


class Shrinking(FuzzerState):
    """Shrinks a departure and re-checks it from the position alone."""

    def shrink(self: _Plays, run: HandRun, seed: int, tries: int = SHRINK_TRIES, seconds: float = SHRINK_SECONDS) -> HandRun:
        """A reproduction of ``run``'s difference through fewer actions, from the same deal.

        Replays the deal with new random choices, half of them keeping the auction and
        kitty exchange of the best reproduction so far, and keeps the shortest that shows
        the same kind of difference (:attr:`Divergence.kind`). Illegal actions are tried
        only when the difference was found with one.
        """
        best = run
        first = run.divergence
        assert first is not None
        if first.step == 0:
            return best
        rng = random.Random(f"{seed}/shrink")
        illegal = 0.5 if first.check == "illegal" else 0.0
        after_hand = first.check in ("hand-score", "game-after-hand")
        deadline = time.monotonic() + seconds
        for i in range(tries):
            if time.monotonic() > deadline:
                break
            b = best.divergence
            assert b is not None
            keep = [a for a in best.actions if a.split()[1] != "play"] if i % 2 == 0 else []
            trial = self.play(best.deal, random.Random(rng.random()), style=rng.choice(("random", "strong", best.style)),
                              forced=keep[:b.step], game_before=best.game_before, illegal_rate=illegal,
                              after_hand=after_hand)
            d = trial.divergence
            if d is not None and d.kind == first.kind and d.step < b.step:
                best = trial
        return best

    def from_position(self, run: HandRun) -> bool | None:
        """Whether the divergent step differs again when the implementation opens the
        position just before it (``None``: the implementation does not open positions,
        or the step is not in play).
        """
        d = run.divergence
        if d is None or d.check not in ("legal-actions", "act", "illegal") or run.state.phase is not Phase.PLAY:
            return None
        if self.impl.describe().get("positions") is not True:
            return None
        state = run.state
        try:
            game = self.impl.open(run.deal.variant, list(run.deal.options), position_of(state))
        except (Refused, ImplementationError, ImplementationSkipped):
            return False
        try:
            if d.check == "legal-actions":
                return set(self.impl.legal_actions(game)) != set(d.reference)
            assert d.action is not None
            try:
                self.impl.act(game, d.action)
            except Refused:
                return d.check == "act"
            return d.check == "illegal" and not d.where
        except (ImplementationError, ImplementationSkipped):
            return False
        finally:
            with contextlib.suppress(ImplementationError, Refused, ImplementationSkipped):
                self.impl.close(game)
