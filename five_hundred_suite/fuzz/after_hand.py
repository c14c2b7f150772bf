"""The fuzzer's checks once a hand is over: ``hand-score`` and ``game-after-hand`` against the reference."""
from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import replace
from typing import Any, cast

from five_hundred import Phase

from ..adapter import ImplementationSkipped, Refused
from ..protocol.messages import ImplementationError
from .checks import first_difference
from .drafts import _refusal, _show
from .model import Divergence, HandRun
from .state import FuzzerState, _Step

_SKIPPED = object()
"""What :meth:`AfterHand._ask` returns when the implementation skips the command."""


class AfterHand(FuzzerState):
    """Compares the implementation's ``hand-score`` and ``game-after-hand`` of a finished hand with the reference's.

    To an adapter that pipelines requests both are written at once, with the steps that end the hand
    (:meth:`_after_hand_calls`) or after them (:meth:`_ask_both`), and their answers then taken in turn,
    each as if it had been asked alone.
    """

    _asked: dict[str, tuple[Any]]

    def _ask_both(self, run: HandRun, closing: str | None = None) -> None:
        """Write the ``hand-score`` and ``game-after-hand`` requests the checks of ``run`` will make at once,
        to an adapter that pipelines requests, keeping their answers (or what they raised) for :meth:`_ask`;
        with them, the ``close`` of the game ``closing`` (its answer not looked at), else closed alone.
        """
        self._asked = {}
        early, self._early = self._early, None
        if early is not None and early[0] is run.state:  # asked with the steps that ended the hand
            self._asked = {cmd: (answer,) for (cmd, _), answer in early[1] if cmd != "close"}
            return
        pipeline = getattr(self.impl, "pipeline", None)
        calls = [call for call in (self._hand_score_request(run), self._game_request(run)) if call is not None]
        close = None if closing is None or pipeline is None or not calls else cast(Any, self.impl).close_call(closing)
        if close is None and closing is not None:
            with contextlib.suppress(ImplementationError, Refused, ImplementationSkipped):
                self.impl.close(closing)
        if close is not None:
            calls.append(close)
        if pipeline is None or len(calls) < 2:
            return
        answers = pipeline([(cmd, fields) for cmd, fields in calls], in_place=True)
        self._asked = {cmd: (answer,) for (cmd, _), answer in zip(calls, answers, strict=False)}

    def _after_hand_calls(self, run: HandRun, game: str, plan: list[_Step]) -> list[tuple[str, dict[str, Any]]]:
        """The requests to write with the steps of ``plan`` when they end the hand, to an adapter that
        pipelines requests: the checks after the hand (:meth:`_ask_both`), asked of the state the steps
        lead to, and the game's ``close``; none otherwise. Their answers are read with the steps' and kept
        (``_early``) for the checks, which use them when the hand did end there, as planned.
        """
        final = plan[-1].state_after if plan else None
        if final is None or final.phase is not Phase.OVER or not hasattr(self.impl, "pipeline_write"):
            return []
        ended = replace(run, state=final)
        return [*(call for call in (self._hand_score_request(ended), self._game_request(ended)) if call is not None),
                ("close", {"game": game})]

    def _hand_score_request(self, run: HandRun) -> tuple[str, dict[str, Any]] | None:
        """The ``hand-score`` request of ``run`` (``None``: none is asked)."""
        state, spec = run.state, run.deal
        r = state.ruleset
        if state.contract is None or state.contractor is None or "hand-score" in self.gaps:
            return None
        return "hand-score", {"variant": spec.variant, "options": list(spec.options), "contract": str(state.contract),
                              "contractor": r.seats[state.contractor],
                              "tricks": {r.seats[i]: n for i, n in enumerate(state.tricks_won)},
                              **({"partners": [r.seats[p] for p in state.partners]} if state.partners else {})}

    @staticmethod
    def _hand(run: HandRun) -> dict[str, Any]:
        """The finished hand of ``run`` as ``game-after-hand`` takes it."""
        state, r = run.state, run.state.ruleset
        return {"contract": None if state.contract is None else str(state.contract),
                "contractor": None if state.contractor is None else r.seats[state.contractor],
                "trick_winners": [r.seats[t.winner] for t in state.tricks if t.winner is not None],
                **({"partners": [r.seats[p] for p in state.partners]} if state.partners else {})}

    def _game_request(self, run: HandRun) -> tuple[str, dict[str, Any]] | None:
        """The ``game-after-hand`` request of ``run`` (``None``: none is asked)."""
        if run.game_before is None or "game-after-hand" in self.gaps:
            return None
        return "game-after-hand", {"variant": run.deal.variant, "options": list(run.deal.options),
                                   "before": run.game_before, "hand": self._hand(run)}

    def _ask(self, command: str, call: Callable[[], Any]) -> Any:
        """The implementation's answer to ``call`` (a refusal as its drafted form), or :data:`_SKIPPED`
        (and ``command`` noted among the gaps) when it skips the command; the answer :meth:`_ask_both`
        kept, when it kept one.
        """
        kept = getattr(self, "_asked", {}).pop(command, None)
        try:
            if kept is None:
                return call()
            if isinstance(kept[0], Exception):
                raise kept[0]
            return kept[0]
        except ImplementationSkipped:
            self.gaps.add(command)
            return _SKIPPED
        except Refused as e:
            return _refusal(e)

    def _check_hand_score(self, run: HandRun) -> None:
        state = run.state
        r = state.ruleset
        request = self._hand_score_request(run)
        if request is None or state.contractor is None:
            return
        fields = request[1]
        args = (fields["variant"], fields["options"], fields["contract"], fields["contractor"], fields["tricks"],
                fields.get("partners"))
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
        spec = run.deal
        if run.game_before is None:
            return
        hand = self._hand(run)
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
