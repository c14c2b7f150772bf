"""Where an implementation's answer about a hand first departs from the reference engine's, and the rule
of it: the deal, the legal actions, the seat to act; and the situation a refusal is counted under.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from functools import cache
from typing import Any, Final

from ..adapter import Refused
from ..catalogue import applicable
from .verdicts import _VERDICT, Answer, HandSoFar, Mismatch

_OF_A_HAND: Final = ("act", "observe", "legal-actions")
"""The requests about one hand whose failure :func:`turn_departure` may place earlier (at the turn)."""

@cache
def _reference() -> Any:
    """The in-process reference engine the departures are walked on (made when first needed, then kept)."""
    from ..adapter import ReferenceImplementation

    return ReferenceImplementation()


def deal_departure(answer: Answer) -> tuple[str, tuple[str, ...]] | None:
    """For a failed check of an observation (or of the legal actions) of a hand dealt from a pack: whether the
    implementation's deal of that pack already differs from the rules' (the pack dealt again in a hand of its
    own, asked with ``open``, ``observe`` and ``close``), and if so the first hand that differs in words and the
    deal's rule (:func:`five_hundred.explain.deal_rules`: DEAL-04 when the right packets went to the wrong seats,
    else the packets). ``None`` when the deals agree or it cannot be said.
    """
    verdict = _VERDICT.get()
    if verdict is None or answer.asked is None or answer.asked[1] not in _OF_A_HAND:
        return None
    target, _, args = answer.asked
    hand = verdict.hands.get(args.get("game"))  # type: ignore[arg-type]
    if hand is None or "pack" not in hand.setup:
        return None
    from five_hundred.errors import FiveHundredError
    from five_hundred.explain import deal_rules
    from five_hundred.ruleset import load_ruleset

    dealt: list[dict[str, Any]] = []
    try:
        for engine in (_reference(), target):
            game = engine.open(hand.variant, hand.options, copy.deepcopy(hand.setup))
            try:
                dealt.append(engine.observe(game))
            finally:
                engine.close(game)
    except (Refused, FiveHundredError, KeyError, ValueError, TypeError):
        return None
    want, got = dealt
    if not isinstance(got, dict) or not isinstance(got.get("hands"), dict):
        return None
    hands_w = {s: sorted(c) for s, c in want["hands"].items()}
    hands_g = {s: sorted(c) for s, c in got["hands"].items() if isinstance(c, list)}
    kitty_same = sorted(want["kitty"]) == sorted(got.get("kitty") or [])
    if hands_w == hands_g and kitty_same:
        return None
    seats_only = sorted(hands_w.values()) == sorted(hands_g.values()) and kitty_same
    first = next((s for s in hands_w if hands_w[s] != hands_g.get(s)), None)
    said = (f"{first}'s hand as dealt: expected {' '.join(want['hands'][first])}, got "
            f"{' '.join(got['hands'].get(first) or [])}" if first is not None
            else f"the kitty as dealt: expected {' '.join(want['kitty'])}, got {' '.join(got.get('kitty') or [])}")
    rules = deal_rules(load_ruleset(hand.variant, hand.options), seats_only=seats_only)
    return f"the deal of the pack already differs ({said})", applicable(rules, hand.variant)


def _reference_state(hand: HandSoFar) -> Any:
    """The reference's hand (a :class:`~five_hundred.state.HandState`) after ``hand``'s actions, or ``None``."""
    from five_hundred.errors import FiveHundredError

    ref = _reference()
    try:
        game = ref.open(hand.variant, hand.options, copy.deepcopy(hand.setup))
    except (Refused, FiveHundredError, KeyError, ValueError, TypeError):
        return None
    try:
        for action in hand.actions:
            ref.act(game, action)
        return ref._games[game]
    except (Refused, FiveHundredError, KeyError, ValueError, TypeError):
        return None
    finally:
        ref.close(game)


def legal_departure(answer: Answer) -> tuple[str, tuple[str, ...]] | None:
    """For a failed check of a list of legal actions: the first action the reference lists there and the
    implementation does not, or the first it lists that the reference does not, with the rule that allows
    or refuses that action (:func:`five_hundred.explain.action_rules`), as a perft count is divided; not
    every rule of the ladder the list spans. ``None`` when the lists agree or it cannot be said.
    """
    verdict = _VERDICT.get()
    if verdict is None or answer.asked is None or answer.asked[1] != "legal-actions" or not isinstance(answer.value, list):
        return None
    hand = verdict.hands.get(answer.asked[2].get("game"))  # type: ignore[arg-type]
    state = None if hand is None else _reference_state(hand)
    if hand is None or state is None:
        return None
    from five_hundred import legal_actions
    from five_hundred.errors import FiveHundredError
    from five_hundred.explain import action_rules
    from five_hundred.state import format_action, parse_action

    r = state.ruleset
    ref = {format_action(r, a): a for a in legal_actions(state)}
    listed = [a for a in answer.value if isinstance(a, str)]
    for text, act in ref.items():
        if text not in listed:
            return f"the rules list {text!r} there, the implementation does not", applicable(action_rules(state, act),
                                                                                           hand.variant)
    for text in listed:
        if text not in ref:
            try:
                rules = action_rules(state, parse_action(r, text))
            except FiveHundredError as e:
                rules = (e.rule or "DECIDE-20",)
            return f"the implementation lists {text!r} there, the rules do not", applicable(rules, hand.variant)
    return None


def turn_departure(answer: Answer) -> tuple[str, tuple[str, ...]] | None:
    """For a refused action (or a failed check of an observation or of the legal actions): whether the implementation's hand had already left the reference's before it,
    with a different phase or another seat to act (asked with ``observe``), and if so that fact in words
    and its rule: the rule of what the last action accepted ended or started (the auction closing or going
    round, the exchange, the nomination, a trick's winner leading: :func:`five_hundred.explain.transition_rules`),
    or the rule of the turn where the hand was opened (:func:`five_hundred.explain.turn_rules`). ``None``
    when they agree, or when it cannot be said (the hand is not known, the reference refuses the route).
    """
    verdict = _VERDICT.get()
    if verdict is None or answer.asked is None or answer.asked[1] not in _OF_A_HAND:
        return None
    target, cmd, args = answer.asked
    hand = verdict.hands.get(args.get("game"))  # type: ignore[arg-type]
    if hand is None:
        return None
    from five_hundred.errors import FiveHundredError
    from five_hundred.explain import transition_rules, turn_rules

    from ..adapter import snapshot

    ref = _reference()
    try:
        game = ref.open(hand.variant, hand.options, copy.deepcopy(hand.setup))
    except (Refused, FiveHundredError, KeyError, ValueError, TypeError):
        return None
    try:
        before = state = ref._games[game]
        for action in hand.actions:
            ref.act(game, action)
            before, state = state, ref._games[game]
        want = snapshot(state)
        seen = answer.value if cmd == "observe" and "seat" not in args else None
        try:
            seen = seen if isinstance(seen, dict) and "phase" in seen else target.observe(args["game"])
        except Refused:
            return None
        if not isinstance(seen, dict) or (seen.get("phase"), seen.get("turn")) == (want["phase"], want["turn"]):
            return None
        rules = transition_rules(before, state) if hand.actions else turn_rules(state)
        after = f" after {hand.actions[-1]!r}" if hand.actions else " as opened"
        return (f"the hand had already left the reference's{after}: phase {seen.get('phase')}, "
                f"{seen.get('turn')} to act, where the rules give phase {want['phase']}, {want['turn']} to act",
                applicable(rules, hand.variant))
    except (Refused, FiveHundredError, KeyError, ValueError, TypeError):
        return None
    finally:
        ref.close(game)


def _refused(answer: Answer, what: str, rules: Sequence[str], situation: str = "") -> Mismatch:
    """The failure of a request that had to be accepted: names it, and charges ``rules``."""
    assert answer.refusal is not None
    rule = f" [{answer.refusal.rule}]" if answer.refusal.rule else ""
    said = ""
    if answer.departed is not None:
        said, rules = f"; {answer.departed[0]}", answer.departed[1]
    return Mismatch(f"{what} was refused: {answer.refusal.message}{rule}{said}", {"ok": True}, answer.envelope(),
                    rules, situation or refused_situation(what))


_QUOTED_ACTION: Final = re.compile(r"'(?:[NESW]|P[1-9]) ([a-z]+)[^']*'")


def situation_of(what: str) -> str:
    """What a check is about without the seats and cards of the actions it names.

    >>> situation_of("'N play AS' must be accepted"), situation_of("the points of NS")
    ('a play must be accepted', 'the points of NS')
    """
    return _QUOTED_ACTION.sub(lambda m: f"a {m.group(1)}", what)


def refused_situation(what: str) -> str:
    """The situation of a refused request, without its seat and cards: ``"a pass refused"``, ``"a play
    refused"``, ``"the request open refused"``.

    >>> refused_situation("'W pass' (request 4 of 4)"), refused_situation("the request hand-score")
    ('a pass refused', 'the request hand-score refused')
    """
    words = what.strip("'").split("'")[0].split()
    if what.startswith("'") and len(words) >= 2:
        return f"a {words[1]} refused"
    return f"{what} refused"
