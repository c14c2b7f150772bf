"""The fuzzer's checks once a hand is over: ``hand-score`` and ``game-after-hand`` against the reference."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..adapter import ImplementationSkipped, Refused
from .checks import first_difference
from .drafts import _refusal, _show
from .model import Divergence, HandRun
from .state import FuzzerState

_SKIPPED = object()
"""What :meth:`AfterHand._ask` returns when the implementation skips the command."""


class AfterHand(FuzzerState):
    """Compares the implementation's ``hand-score`` and ``game-after-hand`` of a finished hand with the reference's."""

    def _ask(self, command: str, call: Callable[[], Any]) -> Any:
        """The implementation's answer to ``call`` (a refusal as its drafted form), or :data:`_SKIPPED`
        (and ``command`` noted among the gaps) when it skips the command.
        """
        try:
            return call()
        except ImplementationSkipped:
            self.gaps.add(command)
            return _SKIPPED
        except Refused as e:
            return _refusal(e)

    def _check_hand_score(self, run: HandRun) -> None:
        state, spec = run.state, run.deal
        r = state.ruleset
        if state.contract is None or state.contractor is None or "hand-score" in self.gaps:
            return
        args = (spec.variant, list(spec.options), str(state.contract), r.seats[state.contractor],
                {r.seats[i]: n for i, n in enumerate(state.tricks_won)})
        want = self.reference.hand_score(*args)
        got = self._ask("hand-score", lambda: self.impl.hand_score(*args))
        if got is _SKIPPED:
            return
        diff = first_difference(want, got)
        if diff is not None:
            path, a, b = diff
            run.divergence = Divergence(
                "hand-score", path, len(run.actions), None, want, got, "SCORE",
                f"hand-score {state.contract} by {r.seats[state.contractor]} with tricks "
                f"{_show(args[4])}: {path} reference {_show(a)}, implementation {_show(b)}")

    def _check_game(self, run: HandRun) -> None:
        state, spec = run.state, run.deal
        r = state.ruleset
        if run.game_before is None:
            return
        hand = {"contract": None if state.contract is None else str(state.contract),
                "contractor": None if state.contractor is None else r.seats[state.contractor],
                "trick_winners": [r.seats[t.winner] for t in state.tricks if t.winner is not None]}
        before = run.game_before
        want = self.reference.game_after_hand(spec.variant, list(spec.options), before, hand)
        run.game_after = want
        if "game-after-hand" in self.gaps:
            return
        answer = self._ask("game-after-hand",
                           lambda: self.impl.game_after_hand(spec.variant, list(spec.options), before, hand))
        if answer is _SKIPPED:
            return
        norm = dict(answer) if isinstance(answer, dict) else answer
        if isinstance(norm, dict) and isinstance(norm.get("backwards"), list):
            norm["backwards"] = sorted(norm["backwards"])
        diff = first_difference({**want, "backwards": sorted(want["backwards"])}, norm)
        if diff is not None:
            path, a, b = diff
            run.divergence = Divergence(
                "game-after-hand", path, len(run.actions), None, want, answer, "END",
                f"game-after-hand from {_show(before['scores'])}: {path} reference {_show(a)}, "
                f"implementation {_show(b)}")
