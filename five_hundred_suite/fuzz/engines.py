"""Comparing engines in lock-step (:class:`Fuzzer`): deals, steps, shrinking a departure."""
from __future__ import annotations

import contextlib
import random
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from five_hundred import (
    Action,
    Bid,
    BidKind,
    Discard,
    HandState,
    MakeBid,
    Phase,
    apply,
    cards_of,
    deal,
    format_action,
    legal_actions,
    load_ruleset,
    parse_action,
    parse_cards,
)
from five_hundred.cards import SUITS
from five_hundred.errors import FiveHundredError

from ..adapter import Implementation, ImplementationSkipped, ReferenceImplementation, Refused, snapshot
from ..protocol.messages import COMMANDS, ImplementationError
from .checks import (
    _cited,
    _observation_area,
    allowing_rule,
    charge,
    end_rule,
    first_difference,
    invariant_problem,
    position_of,
    refusal_rule,
    score_rule,
)
from .drafts import (
    _action_area,
    _illegal_reason,
    _legal_area,
    _phase_area,
    _refusal,
    _show,
    _texts,
)
from .hands import choose, illegal_candidates, possible, reached, stack
from .model import (
    ILLEGAL_RATE,
    NEW_GAME,
    RESYNCS,
    SHRINK_SECONDS,
    SHRINK_TRIES,
    SITUATIONS,
    STEER,
    STEPS_AT_ONCE,
    STYLES,
    UNPOSITIONED,
    DealSpec,
    Divergence,
    FuzzError,
    HandRun,
    Situation,
)


@dataclass(frozen=True, slots=True)
class _Step:
    """A step the reference plans (:meth:`Fuzzer._plan`): its state and legal actions, the illegal
    action tried first (or ``None``), the random state after that choice, the action and its text,
    the state it leads to (``None``: refused by the reference), and the random state after the step.
    The random states are those of :meth:`random.Random.getstate` (``before_action`` only with an
    illegal action).
    """

    state: HandState
    legal: tuple[Action, ...]
    illegal: str | None
    before_action: Any
    action: Action
    text: str
    state_after: HandState | None
    after: Any


class Fuzzer:
    """Plays random hands through the reference engine and ``impl`` side by side.

    Args:
        impl: the implementation (normally a :class:`SubprocessImplementation`).
        variant_ids: the variants to deal, in turn at random.
        options: the option keys switched on in every hand.
        seed: the run's seed.
        illegal_rate: probability of trying an illegal action at each step.
        keep_going: after a difference, resynchronise and play on (see :meth:`play`), collecting
            every difference of the hand in :attr:`HandRun.found`.

    Attributes:
        covered: the rules the reference exercised in the hands played (each action's allowing or
            refusing rule, each trick's and score line's rule, each game end's), with counts.
        reached: per variant, the :data:`SITUATIONS` a hand has shown (in any block).
        steered: per variant, those a hand of the current block has shown (what :meth:`next_deal`
            steers away from; :meth:`start_block` empties it and the running games).

    Raises:
        FuzzError: an unknown variant or an option a variant does not offer.
    """

    def __init__(self, impl: Implementation, variant_ids: Sequence[str], options: Sequence[str] = (),
                 seed: int = 0, illegal_rate: float = ILLEGAL_RATE, keep_going: bool = False) -> None:
        self.impl = impl
        self.variants = list(variant_ids)
        self.options = tuple(options)
        self.seed = seed
        self.illegal_rate = illegal_rate
        self.keep_going = keep_going
        try:
            self.rulesets = {v: load_ruleset(v, self.options) for v in self.variants}
        except FiveHundredError as e:
            raise FuzzError(str(e)) from None
        self.reference = ReferenceImplementation()
        self.games: dict[str, dict[str, Any]] = {}
        self.gaps: set[str] = set()
        self.covered: Counter[str] = Counter()
        self.reached: dict[str, set[str]] = {v: set() for v in self.variants}
        self.steered: dict[str, set[str]] = {v: set() for v in self.variants}
        self._said: dict[str, bool] = {}

    # --- hands ---------------------------------------------------------------------

    def start_block(self) -> None:
        """Start a block of hands (:data:`BLOCK`) afresh: no running game carried in and no situation
        reached yet to steer away from, so that a block plays the same hands whatever was played before
        it, in this process or another (``--jobs``, ``--shard``).
        """
        self.games = {}
        self.steered = {v: set() for v in self.variants}

    def new_game(self, variant: str, rng: random.Random, start: str = "") -> dict[str, Any]:
        """A game's running state to start from: a random dealer and scores that are, a
        third of the time each, zero (a new game), anywhere between the two ends, or every
        side near the target (so that the ends of games occur often); ``start`` asks for one
        edge instead (see :attr:`Situation.start`).
        """
        r = self.rulesets[variant]
        top = r.target // 10
        bottom = (r.lose_at or -r.target) // 10
        backwards: list[str] = []
        if start == "edge":
            scores = {side: 10 * rng.randrange(top - 3, top) for side in r.side_names}
        elif start == "tie":
            scores = {side: 10 * rng.randrange(top - 2, top) for side in r.side_names}
        elif start in ("low", "back"):
            scores = {side: 10 * rng.randrange(bottom + 1, top) for side in r.side_names}
            low = rng.choice(r.side_names)
            scores[low] = 10 * (bottom + rng.randrange(1, 4)) if start == "low" else 10 * (bottom - rng.randrange(0, 3))
            backwards = [low] if start == "back" else []
        else:
            kind = rng.choice(("new", "anywhere", "near"))
            least = top - 10 if kind == "near" else bottom + 1
            scores = {side: 0 if kind == "new" else 10 * rng.randrange(least, top) for side in r.side_names}
        return {"scores": scores, "dealer": rng.choice(r.seats), "backwards": backwards}

    def next_deal(self, index: int) -> tuple[DealSpec, random.Random, str, dict[str, Any]]:
        """The deal, random source, play style and running game of hand ``index`` of this run."""
        spec, rng, style, game, _ = self._next(index)
        return spec, rng, style, game

    def _next(self, index: int) -> tuple[DealSpec, random.Random, str, dict[str, Any], Situation | None]:
        rng = random.Random(f"{self.seed}/{index}")
        variant = self.variants[int(rng.random() * len(self.variants))]
        r = self.rulesets[variant]
        aim = None
        if rng.random() < STEER:
            open_ = [s for s in SITUATIONS if s.name not in self.steered[variant] and possible(s, r)]
            aim = open_[int(rng.random() * len(open_))] if open_ else None
        game = self.games.get(variant)
        if aim is not None and aim.start:
            game = self.new_game(variant, rng, aim.start)
        elif game is None or rng.random() < NEW_GAME:
            game = self.new_game(variant, rng)
        pack = [str(c) for c in r.pack]
        rng.shuffle(pack)
        style = rng.choices(list(STYLES), weights=list(STYLES.values()))[0]
        if aim is not None:
            style = aim.play or "random"
        if style == "stacked":
            trump = rng.choice(SUITS)
            style = f"stacked-{trump.value}"
            pack = stack(r, pack, str(game["dealer"]), trump)
        return DealSpec(variant, self.options, str(game["dealer"]), tuple(pack)), rng, style, game, aim

    def hand(self, index: int) -> HandRun:
        """Play hand ``index`` of the run through both engines and carry its game on (on the
        reference's answer, once the hand is over and the game compared or, keeping going, in any case).
        """
        spec, rng, style, game, aim = self._next(index)
        run = self.play(spec, rng, style=style, game_before=game, aim=aim, keep_going=self.keep_going)
        if run.game_after is not None and (run.divergence is None or self.keep_going):
            after = run.game_after
            self.games[spec.variant] = (
                self.new_game(spec.variant, rng) if after["outcome"] is not None
                else {"scores": after["scores"], "dealer": after["dealer"], "backwards": after["backwards"]})
        if run.state.phase is Phase.OVER:
            self._cover_hand(run)
        return run

    def play(self, spec: DealSpec, rng: random.Random, *, style: str = "random", forced: Sequence[str] = (),
             game_before: dict[str, Any] | None = None, illegal_rate: float | None = None,
             after_hand: bool = True, keep_going: bool = False, aim: Situation | None = None) -> HandRun:
        """Deal ``spec`` in both engines and play it to the end or the first difference.

        Args:
            forced: actions to take first (in notation), before the random ones.
            game_before: the running game for ``game-after-hand`` (``None``: not asked).
            illegal_rate: instead of the fuzzer's own.
            after_hand: compare ``hand-score`` and ``game-after-hand`` once the hand is over.
            keep_going: after a difference, record it (a copy of the run at that point, charged:
                :attr:`HandRun.found`) and resynchronise: step over it (the reference takes its own
                action where the difference concerns one), then open the implementation again at the
                reference's state, as the position in play when it opens positions, else as the same
                deal given as hands with the actions so far replayed; then play on. At most
                :data:`RESYNCS` times a hand; the hand ends where it cannot resynchronise.
            aim: the situation the hand is steered towards (see :data:`SITUATIONS`).

        An implementation that fails while answering (``errored``, a crash, a timeout)
        gives an ``error`` difference.

        Raises:
            ImplementationError: ``open`` failed.
            ImplementationSkipped: the implementation declared a gap on a request the hand
                cannot do without (``open``, ``act``, ``observe``, ``legal-actions``).
        """
        r = self.rulesets[spec.variant]
        state = deal(r, parse_cards(spec.pack), r.seat_index(spec.dealer))
        run = HandRun(spec, style, [], state, game_before, aim=aim)
        setup: dict[str, Any] | None = {"dealer": spec.dealer, "pack": list(spec.pack)}
        rate = self.illegal_rate if illegal_rate is None else illegal_rate
        while setup is not None:
            self._segment(run, setup, rng, forced, rate)
            if run.divergence is None:
                break
            if not self._found(run, keep_going):
                return run
            setup = self._resync(run, rng) if len(run.found) <= RESYNCS else None
        if after_hand and run.state.phase is Phase.OVER:
            self._check_hand_score(run)
            if run.divergence is not None and not self._found(run, keep_going):
                return run
            self._check_game(run)
            if run.divergence is not None:
                self._found(run, keep_going)
        return run

    def _found(self, run: HandRun, keep_going: bool) -> bool:
        """Charge the difference of ``run``; keeping going, record a copy of the run and clear it.
        Returns whether the hand goes on.
        """
        d = run.divergence
        assert d is not None
        d.rule = charge(run)
        if not keep_going:
            return False
        run.found.append(replace(run, actions=list(run.actions), found=[]))
        run.divergence = None
        return True

    def _segment(self, run: HandRun, setup: dict[str, Any], rng: random.Random, forced: Sequence[str],
                 rate: float) -> None:
        """Open the implementation with ``setup`` (replaying ``setup["replay"]`` actions first) and
        play on until the end of the hand or a difference.
        """
        spec = run.deal
        replay = setup.pop("replay", [])
        try:
            game = self.impl.open(spec.variant, list(spec.options), setup)
        except Refused as e:
            what = "the deal" if "pack" in setup else "the deal given as hands" if "hands" in setup else "the position"
            run.divergence = Divergence("open", "", len(run.actions), None, "opened", _refusal(e), "DEAL",
                                        f"the implementation refused {what}: {_refusal(e)}")
            run.resync_failed = True
            return
        try:
            for text in replay:
                try:
                    self.impl.act(game, text)
                except Refused:
                    run.resync_failed = True
                    return
            self._steps(run, game, rng, forced, rate)
        except ImplementationError as e:  # an errored answer, a crash, a timeout: where the reference answers
            what = str(e).splitlines()[0]
            area = "SCORE" if run.state.phase is Phase.OVER else _phase_area(run.state)
            run.divergence = Divergence("error", "", len(run.actions), run.actions[-1] if run.actions else None,
                                        "an answer", what, area, f"the implementation failed: {what}")
        finally:
            with contextlib.suppress(ImplementationError, Refused, ImplementationSkipped):
                self.impl.close(game)

    def _resync(self, run: HandRun, rng: random.Random) -> dict[str, Any] | None:
        """The setup that opens the implementation again past the difference just recorded, or ``None``."""
        d = run.found[-1].divergence
        assert d is not None
        if run.resync_failed:
            return None
        state = run.state
        step_over = d.check in ("legal-actions", "act", "error") or run.synced_at == len(run.actions)
        if step_over:
            if state.phase is Phase.OVER:
                return None
            legal = () if state.phase is Phase.KITTY else legal_actions(state)
            r = state.ruleset
            if d.check == "legal-actions":
                shared = [a for a in legal if format_action(r, a) in set(d.implementation)]
                legal = tuple(shared) or legal
            action = choose(state, legal, rng, run.style, run.aim)
            self._take(run, action)
        state = run.state
        if state.phase is Phase.OVER:
            return None
        run.synced_at = len(run.actions)
        if state.phase is Phase.PLAY and state.turn is not None and self._opens_positions():
            run.from_position = True
            return position_of(state)
        run.from_position = False
        r = state.ruleset
        return {"dealer": r.seats[state.dealer],
                "hands": {r.seats[i]: [str(c) for c in cards_of(m)] for i, m in enumerate(state.dealt)},
                "kitty": [str(c) for c in cards_of(state.kitty)], "replay": list(run.actions)}

    def _opens_positions(self) -> bool:
        return self._offers("positions")

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

    def _look_differs(self, run: HandRun, got: dict[str, Any], got_legal: list[str],
                      legal: tuple[Action, ...] | None = None) -> bool:
        """Check the implementation's look at ``run.state`` (its invariants at the start of each
        trick and outside the play, the observation, the legal actions: ``legal``, the reference's,
        when already known); True when it differs (recorded in ``run``).
        """
        state = run.state
        r = state.ruleset
        step = len(run.actions)
        run.observed = got
        ref = snapshot(state)
        if run.from_position:
            ref = {k: v for k, v in ref.items() if k not in UNPOSITIONED}
        # the invariants at the start of each trick and outside the play (the cards of a trick
        # in progress are in the next trick's check)
        bad = invariant_problem(r, got, run.discard, got_legal) \
            if state.current is None or state.phase is not Phase.PLAY else None
        if bad is not None:
            run.divergence = Divergence("invariant", "", step, run.actions[-1] if run.actions else None,
                                        "(holds)", bad[1], bad[0], bad[1])
            return True
        diff = first_difference(ref, got)
        if diff is not None:
            path, a, b = diff
            last = run.last_action if run.synced_at != step else None
            run.divergence = Divergence("observation", path, step, run.actions[-1] if run.actions else None, a, b,
                                        _observation_area(path, state, last),
                                        f"observation {path}: reference {_show(a)}, implementation {_show(b)}")
            return True
        if legal is None:
            legal = () if state.phase is Phase.KITTY else legal_actions(state)
        texts = [format_action(r, a) for a in legal]
        if set(texts) != set(got_legal):
            missing = tuple(t for t in texts if t not in set(got_legal))
            extra = tuple(sorted(set(got_legal) - set(texts)))
            area = _legal_area(state, missing + extra)
            words = "; ".join(p for p in (f"legal but not listed: {' '.join(missing[:6])}" if missing else "",
                                            f"listed but illegal: {' '.join(extra[:6])}" if extra else "") if p)
            run.divergence = Divergence("legal-actions", "", step, None, texts, got_legal, area,
                                        f"legal actions ({state.phase.value}): {words}", missing, extra)
            return True
        return False

    def _offers(self, key: str) -> bool:
        """Whether the implementation's ``hello`` says ``key: true`` (asked once)."""
        said = self._said.get(key)
        if said is None:
            said = self._said[key] = self.impl.describe().get(key) is True
        return said

    def _illegal_differs(self, run: HandRun, step: _Step, refused: Any, now: dict[str, Any],
                         seen: dict[str, Any]) -> bool:
        """Check the answer to the illegal action of ``step`` (``refused``) and the observation after
        it (``now``, to equal ``seen``, the one before); True when it showed a difference (recorded in
        ``run``).
        """
        state = run.state
        text = step.illegal
        assert text is not None
        run.illegal += 1
        action = parse_action(state.ruleset, text)
        area = _action_area(state, action)
        if isinstance(refused, Refused):
            self.covered[refusal_rule(state, action) or "?"] += 1
        else:
            why = _illegal_reason(state, text)
            run.divergence = Divergence("illegal", "", len(run.actions), text, f"refused ({why})", "accepted", area,
                                        f"the illegal action {text!r} was accepted ({why})")
            return True
        diff = first_difference(seen, now)
        if diff is not None:
            path, a, b = diff
            run.divergence = Divergence("illegal", path, len(run.actions), text, a, b, area,
                                        f"refusing {text!r} changed the observation: {path} was {_show(a)}, "
                                        f"now {_show(b)}")
            return True
        return False

    def _check_hand_score(self, run: HandRun) -> None:
        state, spec = run.state, run.deal
        r = state.ruleset
        if state.contract is None or state.contractor is None or "hand-score" in self.gaps:
            return
        args = (spec.variant, list(spec.options), str(state.contract), r.seats[state.contractor],
                {r.seats[i]: n for i, n in enumerate(state.tricks_won)})
        want = self.reference.hand_score(*args)
        got: Any
        try:
            got = self.impl.hand_score(*args)
        except ImplementationSkipped:
            self.gaps.add("hand-score")
            return
        except Refused as e:
            got = _refusal(e)
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
        answer: Any
        try:
            answer = self.impl.game_after_hand(spec.variant, list(spec.options), before, hand)
        except ImplementationSkipped:
            self.gaps.add("game-after-hand")
            return
        except Refused as e:
            answer = _refusal(e)
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

    def _cover_bid(self, state: HandState, bid: Bid) -> None:
        r, covered = state.ruleset, self.covered
        if bid.kind is BidKind.TRICKS:
            covered[_cited(r, "BID-03" if bid.trump is not None else "BID-04")] += 1
        else:
            covered[_cited(r, "BID-11")] += 1
            covered[_cited(r, "BID-14" if bid.kind is BidKind.OPEN_MISERE else "BID-12")] += 1
        if state.high_bid is not None:
            covered[_cited(r, "BID-06", "BID-24")] += 1
            if state.high_bidder is not None and r.side_of[state.high_bidder] == r.side_of[state.turn or 0] \
                    and state.high_bidder != state.turn:
                covered[_cited(r, "BID-18")] += 1

    def _cover_hand(self, run: HandRun) -> None:
        """Count the rules a finished hand exercised beyond its actions, and the situations it reached."""
        state, r = run.state, run.state.ruleset
        covered = self.covered
        for rule in ("DEAL-01", "DEAL-02", "DEAL-03", "DEAL-04", "DEAL-05", "BID-10", "SCORE-01"):
            covered[_cited(r, rule)] += 1
        if state.contract is None and not state.tricks:
            covered[_cited(r, "BID-09")] += 1
        if state.contractor is not None and state.contract is not None:
            covered[_cited(r, "BID-08", "BID-19", "BID-25")] += 1
            for rule in ("KITTY-01", "KITTY-03", "KITTY-04"):
                covered[_cited(r, rule)] += 1
            covered[score_rule(state)] += 1
            defenders = [s for s in r.side_names if s != r.side_names[r.side_of[state.contractor]]]
            covered[score_rule(state, defenders[0])] += 1
        for i, t in enumerate(state.tricks):
            covered[_cited(r, "PLAY-05")] += 1
            covered[_cited(r, "PLAY-08")] += 1
            covered[_cited(r, "PLAY-09")] += 1
            if i:
                covered[_cited(r, "PLAY-06")] += 1
            if any(str(c) == "JK" for c in t.cards):
                trumps = state.trump is not None
                covered[_cited(r, "JOKER-01" if trumps else "JOKER-04")] += 1
                if not trumps and state.joker_suit is None and t.winner is not None and \
                        str(dict(t.plays)[t.winner]) == "JK":
                    covered[_cited(r, "JOKER-06")] += 1
            if str(t.cards[0]) == "JK" and state.trump is None and state.joker_suit is None and \
                    state.suits_led == 0b1111 and i == r.hand_size - 1:
                covered[_cited(r, "JOKER-11")] += 1
        if state.tricks:
            covered[_cited(r, "PLAY-01")] += 1
        if state.result is not None and state.contract is not None and state.contract.is_misere:
            covered[_cited(r, "MIS-01")] += 1
            covered[_cited(r, "MIS-02")] += 1
            covered[_cited(r, "MIS-04")] += 1
            if state.result.tricks_played < r.hand_size:
                covered[_cited(r, "DECIDE-12")] += 1
        elif state.tricks:
            covered[_cited(r, "PLAY-07")] += 1
        if state.exposed:
            covered[_cited(r, "MIS-03")] += 1
        after = run.game_after
        if after is not None:
            if after.get("outcome") is not None:
                covered[end_rule(r, after["outcome"])] += 1
            covered[_cited(r, "END-01")] += 1
            if run.game_before is not None and len(after["backwards"]) > len(run.game_before.get("backwards", [])):
                covered[_cited(r, "END-04", "END-09")] += 1
            covered[_cited(r, "DEALER-03")] += 1
        for s in SITUATIONS:
            if s.name not in self.steered[run.deal.variant] and reached(s.name, run):
                self.steered[run.deal.variant].add(s.name)
                self.reached[run.deal.variant].add(s.name)

    # --- after a difference ----------------------------------------------------------

    def shrink(self, run: HandRun, seed: int, tries: int = SHRINK_TRIES, seconds: float = SHRINK_SECONDS) -> HandRun:
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
