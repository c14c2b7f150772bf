"""The fuzzer's steps: the reference plans them, their requests are written at once and the answers read in order."""
from __future__ import annotations

import json
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
from ..adapter.canonical import legal_json, observe_legal_json_of, snapshot_json
from ..protocol.connection import Batch
from ..protocol.messages import COMMANDS, SAME, ImplementationError, decode
from .after_hand import AfterHand
from .checks import allowing_rule
from .comparison import Comparison
from .coverage import Coverage
from .drafts import _action_area, _refusal, _show, _texts
from .hands import choose, illegal_candidates
from .model import STEPS_AT_ONCE, Divergence, HandRun
from .state import Canon, _Step

_NULL = b"null"
"""The value of an ``act`` answer that takes the action."""


def _observe_legal(value: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    return value["observation"], _texts(value["legal_actions"])


class Exchange(Comparison, Coverage, AfterHand):
    """Takes the reference's steps and exchanges their requests with the implementation, checking each answer in order."""

    def _take(self, run: HandRun, action: Action, after: HandState | None = None, text: str | None = None) -> None:
        """The reference takes ``action`` (recording the rule that allows it); ``after``: the state it
        leads to (the action known to be legal), and ``text``: the action's text, when already known.
        """
        state = run.state
        self.covered[allowing_rule(state, action, legal=after is not None)] += 1
        if isinstance(action, MakeBid):
            self._cover_bid(state, action.bid)
        run.prior = state
        run.last_action = action
        run.state = apply(state, action) if after is None else after
        run.actions.append(format_action(state.ruleset, action) if text is None else text)
        if isinstance(action, Discard):
            run.discard = tuple(str(c) for c in action.cards)

    def _steps(self, run: HandRun, game: str, rng: random.Random, forced: Sequence[str], illegal_rate: float,
               after_hand: bool = False) -> None:
        """Play on from ``run.state`` until the end of the hand or a difference, :data:`STEPS_AT_ONCE`
        steps at a time: the reference plans the steps (each with the random draws a step makes, in
        the same order: whether to try an illegal action, which one, the action), every request of
        them is written at once (:meth:`_write`: each action, and the look after it, see
        :meth:`_look_calls`), then the answers are checked step by step as if each had been asked
        alone. While the implementation answers, the reference plans the steps after them (which
        do not depend on the answers), and their requests are written as soon as the answers are in,
        before these are checked, so that the implementation answers them meanwhile; when a difference
        shows, their answers are read and left (:meth:`_drain`). At a difference the random source is
        put back where it stood at that request (:meth:`_rewind`), so the run goes on (keeping going,
        or after the hand) as if the steps had been asked one by one.

        With ``after_hand``, the steps that end the hand are written with the checks after it and the
        game's ``close`` (:meth:`_after_hand_calls`), whose answers are kept for :meth:`_ask_both`.
        """
        looked: tuple[Any, list[str] | None] | None = None
        at, first = rng.getstate(), len(run.actions)
        plan, calls, expect = self._plan(run, game, rng, forced, illegal_rate, True, run.state, first)
        written: Batch | None = None
        written_tail: list[tuple[str, dict[str, Any]]] = []
        batch: Batch | None
        while True:
            if written is not None:
                batch, tail = written, written_tail
            else:
                tail = self._after_hand_calls(run, game, plan) if after_hand else []
                batch = self._write(calls + tail)
                if batch is not None and tail:
                    self._closed_early = game
            written, ahead = None, None
            last = plan[-1].state_after if plan else None
            if batch is not None and last is not None and last.phase is not Phase.OVER and len(plan) == STEPS_AT_ONCE:
                ahead_at = rng.getstate()
                ahead = self._plan(run, game, rng, forced, illegal_rate, False, last, first + len(plan))
            read = self._read(batch, calls + tail, expect + [None] * len(tail))
            if tail:
                self._early = (last, list(zip(tail, read[len(calls):], strict=False)))
                read = read[:len(calls)]
            if ahead is not None and len(read) == len(calls) and \
                    not any(isinstance(a, ImplementationError | ImplementationSkipped) for a in read):
                written_tail = self._after_hand_calls(run, game, ahead[0]) if after_hand else []
                written = self._write_ahead(ahead[1] + written_tail)
                if written is not None and written_tail:
                    self._closed_early = game
            answers = iter(read)
            wanted = iter(expect)
            here = (-1, False)  # the request whose answer is being read: (step, before its action)
            try:
                if looked is None:
                    looked = self._read_look(answers, wanted)
                for i, step in enumerate(plan):
                    if self._look_differs(run, *looked, step.legal):
                        break
                    if step.illegal is not None:
                        here = (i, True)
                        refused = self._answer(answers, wanted)
                        if self._illegal_differs(run, step, refused, self._read_look(answers, wanted)[0], looked[0]):
                            break
                    here = (i, False)
                    refused, looked = self._read_act(answers, wanted, looked)
                    if isinstance(refused, Refused):
                        run.divergence = Divergence(
                            "act", "", len(run.actions), step.text, "accepted", _refusal(refused),
                            _action_area(step.state, step.action),
                            f"the legal action {step.text!r} was refused: {_refusal(refused)}")
                        break
                    self._take(run, step.action, step.state_after, step.text)
                else:
                    if run.state.phase is not Phase.OVER:
                        if ahead is not None:
                            at, first, (plan, calls, expect) = ahead_at, len(run.actions), ahead
                        else:
                            at, first = rng.getstate(), len(run.actions)
                            plan, calls, expect = self._plan(run, game, rng, forced, illegal_rate, False, run.state,
                                                             first)
                        continue
                    self._look_differs(run, *looked)
                    return
            except (ImplementationError, ImplementationSkipped):
                self._drain(written)
                self._rewind(rng, at, run, plan, first, forced, illegal_rate, *here)
                raise
            self._drain(written)
            self._rewind(rng, at, run, plan, first, forced, illegal_rate, *here)
            return

    def _write_ahead(self, calls: list[tuple[str, dict[str, Any]]]) -> Batch | None:
        """Write the requests of the steps planned ahead before the answers of the last ones are checked,
        so that the implementation answers them meanwhile (:meth:`_drain` reads their answers if a difference
        shows first); ``None`` when they could not be written (they are written again, as usual, if needed).
        """
        try:
            return self._write(calls)
        except (ImplementationError, ImplementationSkipped):
            return None

    def _drain(self, written: Batch | None) -> None:
        """Read and leave the answers of requests written ahead that are not wanted after all (a difference
        showed before them): they concern a game the fuzzer is done with.
        """
        if written is not None:
            cast(Any, self.impl).pipeline_read(written, in_place=True)

    def _draw(self, state: HandState, step: int, rng: random.Random, forced: Sequence[str], illegal_rate: float,
              run: HandRun, until_illegal: bool = False) -> tuple[tuple[Action, ...], str | None, Action | None]:
        """The random draws of one step from ``state``, in their order: whether to try an illegal action
        and which one, then the action (the ``step``-th of ``forced`` when there is one); returns the legal
        actions, the illegal one (or ``None``) and the action (``None`` with ``until_illegal``: the draws
        stop before the action).
        """
        legal = () if state.phase is Phase.KITTY else legal_actions(state)
        illegal: str | None = None
        if rng.random() < illegal_rate:
            candidates = illegal_candidates(state, legal)
            if candidates:
                illegal = candidates[int(rng.random() * len(candidates))]
        if until_illegal:
            return legal, illegal, None
        action = parse_action(state.ruleset, forced[step]) if step < len(forced) else \
            choose(state, legal, rng, run.style, run.aim)
        return legal, illegal, action

    def _plan(self, run: HandRun, game: str, rng: random.Random, forced: Sequence[str], illegal_rate: float,
              look_first: bool, state: HandState, step: int) -> \
            tuple[list[_Step], list[tuple[str, dict[str, Any]]], list[bytes | None]]:
        """The reference's next steps from ``state``, after ``step`` actions of the hand (at most
        :data:`STEPS_AT_ONCE`, to the end of the hand), drawing from ``rng`` as the steps do, the requests
        that take them and the answer each request is expected to have, as canonical JSON
        (:meth:`_expected`); with ``look_first``, a look at the game before them first. Each action and
        the look after it are one ``act-observe-legal`` request when the implementation's ``hello`` offers
        it, else an ``act`` and the look's requests (:meth:`_look_calls`); an illegal action tried is
        always an ``act`` and the look's requests, which must show the game as it was.
        """
        r = state.ruleset
        look = self._look_calls(game)
        joint = self._offers("act_observe_legal")
        calls: list[tuple[str, dict[str, Any]]] = list(look) if look_first else []
        plan: list[_Step] = []
        if state.phase is Phase.OVER:
            return plan, calls, list(self._expected(state, ())) if look_first else []
        legal, illegal, action = self._draw(state, step, rng, forced, illegal_rate, run)
        seen = self._expected(state, legal) if look_first or illegal is not None else ()
        expect: list[bytes | None] = list(seen) if look_first else []
        while True:
            assert action is not None
            if illegal is not None:
                calls += [("act", {"game": game, "action": illegal}), *look]
                expect += [None, *seen]
            text = format_action(r, action)
            if joint:
                calls.append(("act-observe-legal", {"game": game, "action": text}))
            else:
                calls.append(("act", {"game": game, "action": text}))
                calls += look
            try:
                after: HandState | None = apply(state, action)
            except FiveHundredError:  # a forced action the reference refuses: taken (and refused) in turn
                after = None
            plan.append(_Step(state, legal, illegal, action, text, after))
            if after is None:
                expect += [None] * (1 if joint else 1 + len(look))
                break
            state, step = after, step + 1
            if len(plan) == STEPS_AT_ONCE or state.phase is Phase.OVER:
                expect += self._expected(state, () if state.phase is Phase.KITTY else legal_actions(state), True)
                break
            legal, illegal, action = self._draw(state, step, rng, forced, illegal_rate, run)
            acted = self._expected(state, legal, True)
            if not joint:
                seen = acted[1:]  # the act answer, then the look's
            elif illegal is not None:
                seen = acted if self._offers("observe_legal") else self._expected(state, legal)
            expect += acted
        return plan, calls, expect

    def _rewind(self, rng: random.Random, at: Any, run: HandRun, plan: list[_Step], first: int,
                forced: Sequence[str], illegal_rate: float, index: int, before_action: bool) -> None:
        """Put ``rng`` back where it stood when the steps of ``plan`` (the first of them the ``first``-th
        action of the hand) had been drawn up to step ``index`` (-1: none), or only up to its illegal
        action (``before_action``), from the random state ``at`` it had before them: :meth:`_draw` draws
        them again.
        """
        rng.setstate(at)
        for i, step in enumerate(plan[:index + 1]):
            self._draw(step.state, first + i, rng, forced, illegal_rate, run,
                       until_illegal=before_action and i == index)

    def _expected(self, state: HandState, legal: tuple[Action, ...], acted: bool = False) -> tuple[bytes | None, ...]:
        """The answers of a look at ``state`` (:meth:`_look_calls`), with the legal actions ``legal``, as
        the reference writes them (:mod:`~five_hundred_suite.adapter.canonical`); with ``acted``, those of
        the action that leads to ``state`` and the look after it (:meth:`_plan`): one ``act-observe-legal``
        answer, or the ``act`` answer and the look's.
        """
        if acted and self._offers("act_observe_legal"):
            return (observe_legal_json_of(state, legal).encode("utf-8"),)
        if self._offers("observe_legal"):
            look: tuple[bytes | None, ...] = (observe_legal_json_of(state, legal).encode("utf-8"),)
        else:
            look = snapshot_json(state).encode("utf-8"), legal_json(state.ruleset, legal).encode("utf-8")
        return (_NULL, *look) if acted else look

    def _look_calls(self, game: str) -> tuple[tuple[str, dict[str, Any]], ...]:
        """The requests that look at ``game``: ``observe-legal`` when the implementation's ``hello``
        offers it, else ``observe`` and ``legal-actions``.
        """
        if self._offers("observe_legal"):
            return (("observe-legal", {"game": game}),)
        return ("observe", {"game": game}), ("legal-actions", {"game": game})

    def _write(self, calls: list[tuple[str, dict[str, Any]]]) -> Batch | None:
        """Write ``calls`` at once to an adapter that pipelines requests
        (:meth:`~five_hundred_suite.protocol.program.SubprocessImplementation.pipeline_write`); ``None``
        for another (:meth:`_read` asks them then, one after the other).
        """
        write = getattr(self.impl, "pipeline_write", None)
        return cast(Batch, write(calls)) if write is not None and calls else None

    def _read(self, batch: Batch | None, calls: list[tuple[str, dict[str, Any]]],
              expect: list[bytes | None]) -> list[Any]:
        """The answers to ``calls`` in order (each a value, :data:`SAME` for an answer that was the one
        expected in ``expect`` byte for byte, a :class:`Refused`, or the :class:`ImplementationError` or
        :class:`ImplementationSkipped` that ends the list): those of ``batch`` (:meth:`_write`), or, without
        one, asked one after the other (every answer then a value).
        """
        if batch is not None:
            return cast(list[Any], cast(Any, self.impl).pipeline_read(batch, in_place=True, expect=expect))
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

    def _read_look(self, answers: Iterator[Any], wanted: Iterator[bytes | None]) -> tuple[Any, list[str] | None]:
        """The observation and legal actions of the next look's answers (see :meth:`_look_calls`): a
        :class:`Canon` and ``None`` when they were those expected (``wanted``), byte for byte.

        Raises:
            ImplementationError, ImplementationSkipped: the one answered; a refused look, or an
                ``observe-legal`` answer without its two fields.
        """
        first, expected = self._answer(answers), next(wanted)
        if not self._offers("observe_legal"):
            legal, expected_legal = self._answer(answers), next(wanted)
            if first is SAME and legal is SAME:
                assert expected is not None and expected_legal is not None
                return Canon(lambda: (decode(expected), json.loads(expected_legal))), None
            if first is SAME:
                first = decode(cast(bytes, expected))
            if legal is SAME:
                legal = json.loads(cast(bytes, expected_legal))
            if isinstance(first, Refused) or isinstance(legal, Refused):
                raise ImplementationError(f"observe, legal-actions: refused: "
                                          f"{first if isinstance(first, Refused) else legal}")
            return first, _texts(legal)
        if isinstance(first, Refused):
            raise ImplementationError(f"observe-legal: refused: {first}")
        return self._joint_look("observe-legal", first, expected)

    def _read_act(self, answers: Iterator[Any], wanted: Iterator[bytes | None],
                  before: tuple[Any, list[str] | None]) -> tuple[Any, tuple[Any, list[str] | None]]:
        """The answer to a step's action and the look after it (see :meth:`_plan`): the :class:`Refused`
        of an action refused, with the look ``before`` it (no other look is asked after an
        ``act-observe-legal`` refused), else ``None`` and the look as :meth:`_read_look` gives it.

        Raises:
            ImplementationError, ImplementationSkipped: as :meth:`_read_look`.
        """
        if not self._offers("act_observe_legal"):
            return self._answer(answers, wanted), self._read_look(answers, wanted)
        answer, expected = self._answer(answers), next(wanted)
        if isinstance(answer, Refused):
            return answer, before
        return None, self._joint_look("act-observe-legal", answer, expected)

    @staticmethod
    def _joint_look(cmd: str, answer: Any, expected: bytes | None) -> tuple[Any, list[str] | None]:
        """The observation and legal actions of an ``observe-legal`` or ``act-observe-legal`` answer (a
        :class:`Canon` and ``None`` when it was ``expected``, byte for byte).

        Raises:
            ImplementationError: an answer without its two fields.
        """
        if answer is SAME:
            assert expected is not None
            return Canon(lambda: _observe_legal(decode(expected))), None
        try:
            return answer["observation"], _texts(answer["legal_actions"])
        except (KeyError, TypeError):
            raise ImplementationError(f"{cmd}: the answer {_show(answer)} lacks observation or "
                                      "legal_actions") from None

    @staticmethod
    def _answer(answers: Iterator[Any], wanted: Iterator[bytes | None] | None = None) -> Any:
        """The next answer of :meth:`_read` (the next of ``wanted`` passed over, for an act); an exception
        answered is raised.
        """
        if wanted is not None:
            next(wanted)
        answer = next(answers)
        if isinstance(answer, ImplementationError | ImplementationSkipped):
            raise answer
        return answer
