"""The fuzzer's comparison of a look at the game (observation and legal actions) and of the refusal of an illegal action."""
from __future__ import annotations

from typing import Any

from five_hundred import Action, Phase, format_action, legal_actions, parse_action

from ..adapter import Refused, snapshot
from .checks import _observation_area, first_difference, invariant_problem, refusal_rule
from .drafts import _action_area, _illegal_reason, _legal_area, _show
from .model import UNPOSITIONED, Divergence, HandRun
from .state import Canon, FuzzerState, _Step


class Comparison(FuzzerState):
    """Compares the implementation's looks and refusals with the reference's, recording a difference in the run."""

    def _look_differs(self, run: HandRun, got: dict[str, Any] | Canon, got_legal: list[str] | None,
                      legal: tuple[Action, ...] | None = None) -> bool:
        """Check the implementation's look at ``run.state`` (its invariants at the start of each
        trick and outside the play, the observation, the legal actions: ``legal``, the reference's,
        when already known); True when it differs (recorded in ``run``).

        A look that was the reference's own, byte for byte (a :class:`Canon`), does not differ, and its
        invariants are the reference's: it is not read (``run.observed`` is then ``None``).
        """
        if isinstance(got, Canon):
            run.observed = None
            return False
        assert got_legal is not None
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


    def _illegal_differs(self, run: HandRun, step: _Step, refused: Any, now: dict[str, Any] | Canon,
                         seen: dict[str, Any] | Canon) -> bool:
        """Check the answer to the illegal action of ``step`` (``refused``) and the observation after
        it (``now``, to equal ``seen``, the one before); True when it showed a difference (recorded in
        ``run``). Two looks that were each the reference's own (:class:`Canon`) are the same.
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
        if isinstance(seen, Canon) and isinstance(now, Canon):
            return False
        diff = first_difference(seen.look()[0] if isinstance(seen, Canon) else seen,
                                now.look()[0] if isinstance(now, Canon) else now)
        if diff is not None:
            path, a, b = diff
            run.divergence = Divergence("illegal", path, len(run.actions), text, a, b, area,
                                        f"refusing {text!r} changed the observation: {path} was {_show(a)}, "
                                        f"now {_show(b)}")
            return True
        return False
