"""The fuzzer's steps: the reference plans them, their requests are written at once and the answers read in order."""
from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any, cast

from five_hundred import (
    Action,
    Discard,
    HandState,
    MakeBid,
    Phase,
    apply,
    format_action,
    legal_actions,
    parse_action,
)
from five_hundred.errors import FiveHundredError

from ..adapter import ImplementationSkipped, Refused
from ..protocol.messages import COMMANDS, ImplementationError
from .checks import allowing_rule
from .comparison import Comparison
from .coverage import Coverage
from .drafts import _action_area, _refusal, _show, _texts
from .hands import choose, illegal_candidates
from .model import STEPS_AT_ONCE, Divergence, HandRun
from .state import _Step


class Exchange(Comparison, Coverage):
    """Takes the reference's steps and exchanges their requests with the implementation, checking each answer in order."""

    def _take(self, run: HandRun, action: Action, after: HandState | None = None) -> None:
        """The reference takes ``action`` (recording the rule that allows it); ``after``: the state it
        leads to, when already known.
        """
        state = run.state
        self.covered[allowing_rule(state, action)] += 1
        if isinstance(action, MakeBid):
            self._cover_bid(state, action.bid)
        run.prior = state
        run.last_action = action
        run.state = apply(state, action) if after is None else after
        run.actions.append(format_action(state.ruleset, action))
        if isinstance(action, Discard):
            run.discard = tuple(str(c) for c in action.cards)

    def _steps(self, run: HandRun, game: str, rng: random.Random, forced: Sequence[str], illegal_rate: float) -> None:
        """Play on from ``run.state`` until the end of the hand or a difference, :data:`STEPS_AT_ONCE`
        steps at a time: the reference plans the steps (each with the random draws a step makes, in
        the same order: whether to try an illegal action, which one, the action), every request of
        them is written at once (:meth:`_exchange`: each action, and the look after it, see
        :meth:`_look_calls`), then the answers are checked step by step as if each had been asked
        alone. At a difference the random source is put back where it stood at that request, so the
        run goes on (keeping going, or after the hand) as if the steps had been asked one by one.
        """
        looked: tuple[dict[str, Any], list[str]] | None = None
        while True:
            plan, calls, at = self._plan(run, game, rng, forced, illegal_rate, looked is None)
            answers = iter(self._exchange(calls))
            here = at  # the random state of the request whose answer is being read
            try:
                if looked is None:
                    looked = self._read_look(answers)
                for step in plan:
                    if self._look_differs(run, *looked, step.legal):
                        break
                    if step.illegal is not None:
                        here = step.before_action
                        if self._illegal_differs(run, step, self._answer(answers), self._read_look(answers)[0],
                                                 looked[0]):
                            break
                    here = step.after
                    refused, looked = self._answer(answers), self._read_look(answers)
                    if isinstance(refused, Refused):
                        run.divergence = Divergence(
                            "act", "", len(run.actions), step.text, "accepted", _refusal(refused),
                            _action_area(step.state, step.action),
                            f"the legal action {step.text!r} was refused: {_refusal(refused)}")
                        break
                    self._take(run, step.action, step.state_after)
                else:
                    if run.state.phase is not Phase.OVER:
                        continue
                    self._look_differs(run, *looked)
                    return
            except (ImplementationError, ImplementationSkipped):
                rng.setstate(here)
                raise
            rng.setstate(here)
            return

    def _plan(self, run: HandRun, game: str, rng: random.Random, forced: Sequence[str], illegal_rate: float,
              look_first: bool) -> tuple[list[_Step], list[tuple[str, dict[str, Any]]], Any]:
        """The reference's next steps from ``run.state`` (at most :data:`STEPS_AT_ONCE`, to the end of
        the hand), drawing from ``rng`` as the steps do, and the requests that take them; with
        ``look_first``, a look at the game before them first. Also returns the random state before them.
        """
        r = run.state.ruleset
        at = rng.getstate()
        look = self._look_calls(game)
        calls = list(look) if look_first else []
        plan: list[_Step] = []
        state, step = run.state, len(run.actions)
        while len(plan) < STEPS_AT_ONCE and state.phase is not Phase.OVER:
            legal = () if state.phase is Phase.KITTY else legal_actions(state)
            illegal: str | None = None
            if rng.random() < illegal_rate:
                candidates = illegal_candidates(state)
                if candidates:
                    illegal = candidates[int(rng.random() * len(candidates))]
                    calls += [("act", {"game": game, "action": illegal}), *look]
            before_action = rng.getstate() if illegal is not None else None  # where an illegal try is answered
            action = parse_action(r, forced[step]) if step < len(forced) else \
                choose(state, legal, rng, run.style, run.aim)
            text = format_action(r, action)
            calls += [("act", {"game": game, "action": text}), *look]
            try:
                after: HandState | None = apply(state, action)
            except FiveHundredError:  # a forced action the reference refuses: taken (and refused) in turn
                after = None
            plan.append(_Step(state, legal, illegal, before_action, action, text, after, rng.getstate()))
            if after is None:
                break
            state, step = after, step + 1
        return plan, calls, at

    def _look_calls(self, game: str) -> tuple[tuple[str, dict[str, Any]], ...]:
        """The requests that look at ``game``: ``observe-legal`` when the implementation's ``hello``
        offers it, else ``observe`` and ``legal-actions``.
        """
        if self._offers("observe_legal"):
            return (("observe-legal", {"game": game}),)
        return ("observe", {"game": game}), ("legal-actions", {"game": game})

    def _exchange(self, calls: list[tuple[str, dict[str, Any]]]) -> list[Any]:
        """The answers to ``calls`` in order (each a value, a :class:`Refused`, or the
        :class:`ImplementationError` or :class:`ImplementationSkipped` that ends the list): written
        at once to an adapter that pipelines requests
        (:meth:`~five_hundred_suite.protocol.program.SubprocessImplementation.pipeline`), else
        asked one after the other.
        """
        pipeline = getattr(self.impl, "pipeline", None)
        if pipeline is not None:
            return cast(list[Any], pipeline(calls, in_place=True)) if calls else []
        out: list[Any] = []
        for cmd, fields in calls:
            method = getattr(self.impl, COMMANDS[cmd][0])
            try:
                out.append(method(*(fields[f] for f in COMMANDS[cmd][1])))
            except Refused as e:
                out.append(e)
            except (ImplementationError, ImplementationSkipped) as e:
                out.append(e)
                break
        return out

    def _read_look(self, answers: Iterator[Any]) -> tuple[dict[str, Any], list[str]]:
        """The observation and legal actions of the next look's answers (see :meth:`_look_calls`).

        Raises:
            ImplementationError, ImplementationSkipped: the one answered; a refused look, or an
                ``observe-legal`` answer without its two fields.
        """
        first = self._answer(answers)
        if not self._offers("observe_legal"):
            legal = self._answer(answers)
            if isinstance(first, Refused) or isinstance(legal, Refused):
                raise ImplementationError(f"observe, legal-actions: refused: "
                                          f"{first if isinstance(first, Refused) else legal}")
            return first, _texts(legal)
        if isinstance(first, Refused):
            raise ImplementationError(f"observe-legal: refused: {first}")
        try:
            return first["observation"], _texts(first["legal_actions"])
        except (KeyError, TypeError):
            raise ImplementationError(f"observe-legal: the answer {_show(first)} lacks observation or "
                                      "legal_actions") from None

    @staticmethod
    def _answer(answers: Iterator[Any]) -> Any:
        """The next answer of :meth:`_exchange`; an exception answered is raised."""
        answer = next(answers)
        if isinstance(answer, ImplementationError | ImplementationSkipped):
            raise answer
        return answer
