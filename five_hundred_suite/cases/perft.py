"""Executing a perft case: the count of move sequences, walked through the protocol."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NoReturn

from ..adapter import Implementation, Refused
from ..catalogue import applicable
from .routes import is_declined_nomination
from .running import _HandFailed


def _contractor(actions: Sequence[str]) -> str | None:
    return next((a.split()[0] for a in actions if a.split()[1:2] == ["discard"]), None)


class _PerftWalk:
    """A perft case opened in the implementation and in the reference engine, in step."""

    def __init__(self, impl: Implementation, case: dict[str, Any]) -> None:
        from five_hundred import deal_hands, load_ruleset, parse_cards

        self.impl, self.case = impl, case
        self.pid = case["id"].rsplit("/", 1)[-1]
        setup = case["setup"]
        self.setup = {k: v for k, v in setup.items() if k not in ("variant", "options")}
        r = load_ruleset(case["variant"], case["options"])
        self.start = deal_hands(r, {r.seat_index(s): parse_cards(c) for s, c in setup["hands"].items()},
                                parse_cards(setup["kitty"]), r.seat_index(setup["dealer"]))

    def fail(self, what: str, rules: Iterable[str], expected: Any = None, actual: Any = None) -> NoReturn:
        from .hands.walk import Mismatch as HandMismatch

        cause = HandMismatch(f"{self.pid}: {what}", applicable(rules, self.case["variant"]), expected, actual)
        raise _HandFailed(str(cause), expected, actual) from cause

    def open(self, then: Sequence[str] = ()) -> tuple[str, Any]:
        """The case's position in the implementation (a new game) and in the reference, its actions taken,
        then ``then``; a refusal or another turn is charged to its rule.
        """
        from five_hundred import apply
        from five_hundred.explain import action_rules, transition_rules
        from five_hundred.state import parse_action

        try:
            game = self.impl.open(self.case["variant"], list(self.case["options"]), self.setup)
        except Refused as r:
            self.fail(f"the implementation refused the position: {r.message} [{r.rule}]", ("DEAL-01", "DECIDE-03"),
                      "the position opened", f"refused: {r.message}")
        state, before = self.start, None
        try:
            for action in [*self.case["actions"], *then]:
                if is_declined_nomination(action) and self.impl.observe(game)["phase"] != "nomination":
                    if state.phase.value == "nomination":
                        state = apply(state, parse_action(state.ruleset, action))
                    continue
                try:
                    self.impl.act(game, action)
                except Refused as r:
                    obs = self.impl.observe(game)
                    turn = None if state.turn is None else state.ruleset.seats[state.turn]
                    if before is not None and (obs["phase"], obs["turn"]) != (state.phase.value, turn):
                        rules = transition_rules(before, state)
                    else:
                        rules = action_rules(state, parse_action(state.ruleset, action))
                    self.fail(f"the implementation refused {action!r}: {r.message} [{r.rule}]", rules,
                              f"{action} taken", f"refused: {r.message}")
                before, state = state, apply(state, parse_action(state.ruleset, action))
        except BaseException:
            self.impl.close(game)
            raise
        return game, state

    def divide(self, depth: int, path: tuple[str, ...] = ()) -> tuple[tuple[str, ...], str, str, tuple[str, ...]] | None:
        """Where the counts part, as chess engines divide a perft count: the legal actions at the end of
        ``path`` compared, then the count after each first action, down to the first position whose legal
        actions differ; ``(path, "listed" | "missing", action, its rules)``, or ``None`` when no position
        differs (the implementation's counts disagree with its own legal actions).
        """
        from five_hundred import apply, legal_actions, perft
        from five_hundred.errors import FiveHundredError
        from five_hundred.explain import action_rules, turn_rules
        from five_hundred.state import Phase, format_action, parse_action

        from ..adapter import snapshot

        game, state = self.open(path)
        try:
            listed = self.impl.legal_actions(game)
            seen = self.impl.observe(game)
        finally:
            self.impl.close(game)
        r = state.ruleset
        ref = {format_action(r, a): a for a in legal_actions(state)}
        here = snapshot(state)
        other_turn = isinstance(seen, dict) and (seen.get("phase"), seen.get("turn")) != (here["phase"], here["turn"])
        for a, act in ref.items():
            if a not in listed:  # another seat to act is the turn's departure, not the action's
                return path, "missing", a, turn_rules(state) if other_turn else action_rules(state, act)
        for a in listed:
            if a not in ref:
                try:
                    rules = action_rules(state, parse_action(r, a))
                except FiveHundredError as e:
                    rules = (e.rule or "DECIDE-20",)
                return path, "listed", a, rules
        if depth <= 1:
            return None
        for a, act in ref.items():
            child = apply(state, act)
            want = perft(child, depth - 1) if child.phase is Phase.PLAY else 1  # a hand over counts as it stands
            game, _ = self.open((*path, a))
            try:
                got: int | None = self.impl.count_sequences(game, depth - 1)
            except Refused:
                got = None
            finally:
                self.impl.close(game)
            if got != want:
                found = self.divide(depth - 1, (*path, a))
                if found is not None:
                    return found
        return None


def run_perft(impl: Implementation, case: dict[str, Any], depth: int) -> None:
    """Open a perft case's position, take its actions and check the count of sequences at ``depth``.

    A count that differs is divided (:meth:`_PerftWalk.divide`) and charged to the rule of the action
    listed or missing at the first position whose legal actions differ.

    Raises:
        _HandFailed: an action was refused (charged to the rule that allows it there, or to the turn's
            rule), the turn after the actions is another, or another count than the pinned one.
        ImplementationError: the program failed.
    """
    from five_hundred.explain import leader_rules

    walk = _PerftWalk(impl, case)
    game, state = walk.open()
    try:
        obs = impl.observe(game)
        contractor = _contractor(case["actions"])
        if (obs["phase"], obs["turn"]) != ("play", contractor):
            walk.fail(f"after the actions expected {contractor} to lead, got phase {obs['phase']} turn {obs['turn']}",
                      leader_rules(state), {"phase": "play", "turn": contractor},
                      {"phase": obs["phase"], "turn": obs["turn"]})
        pinned = next(int(c["sequences"]) for c in case["counts"] if int(c["depth"]) == depth)
        got = impl.count_sequences(game, depth)
    finally:
        impl.close(game)
    if got == pinned:
        return
    found = walk.divide(depth)
    what = f"{got} legal sequences of {depth} plays, pinned {pinned}"
    if found is None:
        walk.fail(f"{what}; divided, no position lists other legal actions than the reference", (), pinned, got)
    path, kind, action, rules = found
    at = f"after {' / '.join(path)}" if path else "at the first lead"
    walk.fail(f"{what}; divided: {at} the implementation {'lists' if kind == 'listed' else 'does not list'} "
              f"{action!r}", rules, {"position": list(path), "depth": depth, "sequences": pinned,
                                    "action": action if kind == "missing" else None},
              {"sequences": got, "action": action if kind == "listed" else None})


