"""Comparing engines in lock-step (:class:`Fuzzer`): deals, hands, resynchronising after a difference.

The parts of the fuzzer are its base classes: :mod:`.state` (the shared state), :mod:`.exchange` (the steps
and their requests), :mod:`.comparison` (looks and refusals), :mod:`.after_hand` (the end-of-hand checks),
:mod:`.coverage` (the rules and situations counted) and :mod:`.shrinking` (after a difference).
"""
from __future__ import annotations

import contextlib
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, cast

from five_hundred import (
    Phase,
    cards_of,
    deal,
    format_action,
    legal_actions,
    load_ruleset,
    parse_cards,
)
from five_hundred.cards import SUITS
from five_hundred.errors import FiveHundredError

from ..adapter import Implementation, ImplementationSkipped, ReferenceImplementation, Refused
from ..protocol.messages import ImplementationError
from .after_hand import AfterHand
from .checks import charge, position_of
from .drafts import _phase_area, _refusal
from .exchange import Exchange
from .hands import choose, possible, stack
from .model import (
    ILLEGAL_RATE,
    NEW_GAME,
    RESYNCS,
    SITUATIONS,
    STEER,
    STYLES,
    DealSpec,
    Divergence,
    FuzzError,
    HandRun,
    Situation,
)
from .shrinking import Shrinking


class Fuzzer(Exchange, AfterHand, Shrinking):
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
        self._closing = None
        self._early = self._closed_early = None
        while setup is not None:
            self._segment(run, setup, rng, forced, rate, after_hand)
            if run.divergence is None:
                break
            if not self._found(run, keep_going):
                return run
            setup = self._resync(run, rng) if len(run.found) <= RESYNCS else None
        if after_hand and run.state.phase is Phase.OVER:
            self._ask_both(run, self._closing)
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
                 rate: float, after_hand: bool = False) -> None:
        """Open the implementation with ``setup`` (replaying ``setup["replay"]`` actions first) and
        play on until the end of the hand or a difference. A hand played to its end with no difference
        and checked after it, to an adapter that pipelines requests, is closed with the checks after it,
        written with the steps that end it (``_closed_early``: the handle is forgotten here), or else
        left open in ``_closing`` to be closed with them (:meth:`_ask_both`).
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
            self._steps(run, game, rng, forced, rate, after_hand)
        except ImplementationError as e:  # an errored answer, a crash, a timeout: where the reference answers
            what = str(e).splitlines()[0]
            area = "SCORE" if run.state.phase is Phase.OVER else _phase_area(run.state)
            run.divergence = Divergence("error", "", len(run.actions), run.actions[-1] if run.actions else None,
                                        "an answer", what, area, f"the implementation failed: {what}")
        finally:
            if self._closed_early == game:  # closed with the steps that ended the hand: forgotten here
                cast(Any, self.impl).close_call(game)
            elif (after_hand and run.divergence is None and run.state.phase is Phase.OVER
                    and hasattr(self.impl, "close_call")):
                self._closing = game
            else:
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
