"""The compiled corpus: every case of the suite as language-neutral data.

    python -m five_hundred_suite export --out build/cases.jsonl

writes one JSON object per line, checked by ``spec/schema/case.schema.json``
and described for implementers in ``spec/pages/cases.md``:

* ``kind: "scenario"``: one Gherkin scenario (one Examples row) under one
  variant, as a script of protocol requests and of checks on their answers;
* ``kind: "hand"``: a whole-hand fixture of ``features/hands/``, as it is;
* ``kind: "perft"``: a perft position of ``features/perft/``, as it is.

How a scenario becomes data
    The step definitions (``tests/steps/``) talk to the implementation only
    through :func:`ask` (one request) and check its answers only through
    :func:`expect` (one check: a path into the answer, an operator and the
    expected value, which the step takes from the scenario text). In a normal
    run these simply call the implementation and assert. The export runs
    the corpus once with ``--record-cases``: the implementation is wrapped in
    a :class:`Recording`, and every request and check is logged with the
    Gherkin step that made it. The expected values in the export are
    therefore those written in the scenarios, never an engine's answers; a
    request that needs an earlier answer (a game handle, the running scores of
    a game) names it (``{"$ref": "r1", "path": ["value"]}``) instead of copying it.

The checks (:data:`OPS`) are evaluated on the answer *envelope*:
``{"ok": true, "value": ...}`` or ``{"ok": false, "refused": {"rule", "message"}}``.

Conformance and diagnostics
    Whether an action is accepted or refused, and every value, is conformance.
    Which rule a refusal cites is a *diagnostic* (``expect(..., diagnostic=True)``;
    ``"diagnostic": true`` in the case): it is counted in the test's
    :class:`Verdict` and fails the test only under ``--strict-rules``. Each check
    also carries the rule IDs it charges when it fails: the rule a citation
    names, the rules its step gives (those of the action, score line or end of
    hand it checks: ``tests/steps/charges.py``), or else those of the test
    (``Verdict.rules``: the scenario's rules that apply to the variant it runs
    under, narrowed to the step's scope, set by the plugin). A request may carry
    the rules its refusal charges (an action: the rules that allow it).
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Final, TypeVar

import yaml
from five_hundred.datafile import DataFileError, compose_yaml, load_yaml
from five_hundred.errors import clip

from .adapter import Implementation, ImplementationSkipped, Refused, opens_positions
from .arguments import invoked_as
from .catalogue import FEATURES, NOMINATION_RULES, ROOT, SPEC, applicable, schema_validator
from .features import case_id, scenario_at
from .protocol.messages import CAPABILITY_OF_FIELD, COMMANDS, OPTIONAL_FIELDS
from .resources import shown
from .routes import is_declined_nomination

CASE_FORMAT: Final = 4
"""The version of the case format. A change of meaning bumps it (2: an ``open`` may carry a position
and the ``route`` to it from a deal; ``setup`` then has both; 3: a scenario case's ID is made of its
file, the slug of its scenario's name, its Examples row's values and its variant, no longer of lines;
4: a check's ``rules`` are those of what it checks (the action, the score line, the end of the hand),
no longer its scenario's; a request, a request of a group and an action of a route may carry the
``rules`` its refusal charges; every request of a group but the last must be accepted)."""

OPS: Final = ("equals", "not-equals", "same-items", "same-items-as", "includes", "excludes", "length",
              "min-length", "contains-text", "count", "keys", "same-keys", "each-equals")
"""The check operators of the case format (see :func:`problem` and ``spec/pages/cases.md``)."""

KIND_OF_COMMAND: Final = {"open": "setup", "act": "action", "close": "teardown"}
"""How each request is labelled in a script; every other command is an ``observation``."""

_MISSING: Final = object()


# ---------------------------------------------------------------------------
# Answers, requests and checks (used by the step definitions)


@dataclass
class Answer:
    """One answer of the implementation: a value, or a refusal.

    ``id`` names the request in a recorded case (``"r3"``); ``None`` when not recording.
    """

    ok: bool
    value: Any = None
    refusal: Refused | None = None
    id: str | None = None
    recording: Recording | None = field(default=None, repr=False)
    asked: tuple[Implementation, str, dict[str, Any]] | None = field(default=None, repr=False)
    """The implementation asked, the command and its arguments (resolved), for the walk of a failed check."""
    departed: tuple[str, tuple[str, ...]] | None = field(default=None, repr=False)
    """A refused action: the implementation's hand had already left the reference's (:func:`turn_departure`)."""

    def envelope(self) -> dict[str, Any]:
        """The answer as the checks see it: ``{"ok": true, "value": v}`` or ``{"ok": false, "refused": {...}}``."""
        if self.ok:
            return {"ok": True, "value": self.value}
        assert self.refusal is not None
        return {"ok": False, "refused": {"rule": self.refusal.rule, "message": self.refusal.message}}

    def at(self, *path: Any) -> Ref:
        """A reference to a part of this answer, to be passed in a later request."""
        return Ref(self, tuple(path))


@dataclass(frozen=True)
class Ref:
    """A part of an earlier answer used as an argument of a request (a game handle, running scores)."""

    answer: Answer
    path: tuple[Any, ...]

    def resolve(self) -> Any:
        """The part of the answer referred to (raises :class:`AssertionError` if there is nothing there)."""
        found = locate(self.answer.envelope(), list(self.path))
        if isinstance(found, Missing):
            raise AssertionError(f"an earlier answer has nothing at {format_path(self.path)}: {found.why}")
        return found

    def encode(self) -> dict[str, Any]:
        """The reference as it is written in a case: ``{"$ref": "r1", "path": [...]}``."""
        return {"$ref": self.answer.id, "path": list(self.path)}


class Mismatch(AssertionError):
    """A check failed: the implementation's answer is not what the scenario says.

    Attributes:
        expected: what the scenario says (for the results file).
        actual: what the implementation answered, at the checked path.
        rules: the rule IDs the failed check charges (empty: those of the test).
        situation: what the check is about, in words without its values (the check's ``what``;
            a request refused: ``"a pass refused"``), so that failures of one departure group together.
    """

    def __init__(self, message: str, expected: Any, actual: Any, rules: Sequence[str] = (),
                 situation: str = "") -> None:
        super().__init__(message)
        self.expected = expected
        self.actual = actual
        self.rules = tuple(rules)
        self.situation = situation


@dataclass
class Verdict:
    """What one test finds besides passing or failing, and the rules its running check charges.

    The pytest plugin opens one per test (:func:`judging`) with the test's rules that apply to its
    variant. ``citations`` holds one entry per diagnostic check made (the rule a refusal should cite):
    ``{"expected": "BID-02", "cited": "BID-02" or another ID or None, "what": "..."}``.

    ``unchecked`` holds the refusals of requests that could be refused (an action the scenario attempts)
    and that no check has looked at yet: ``(answer, the request in words, the rules of the request)``.
    When a later check of another answer fails, the first of them is what departs (the implementation
    refused an action the scenario goes on from): the failure names it and charges its rules.

    Attributes:
        strict_rules: a citation that differs from the catalogue fails the test (``--strict-rules``).
        rules: the rule IDs a failing check charges now.
        citations: the diagnostic checks made so far.
        unchecked: the refusals no check has looked at yet.
    """

    strict_rules: bool = False
    rules: tuple[str, ...] = ()
    citations: list[dict[str, Any]] = field(default_factory=list)
    unchecked: list[tuple[Answer, str, tuple[str, ...]]] = field(default_factory=list)
    hands: dict[str, HandSoFar] = field(default_factory=dict)
    games: list[Answer] = field(default_factory=list)

    def note_refusal(self, answer: Answer, what: str, rules: Sequence[str]) -> None:
        """Keep a refusal the scenario may go on from, until a check looks at it."""
        if not answer.ok and answer.departed is not None:
            self.unchecked.append((answer, f"{what} ({answer.departed[0]})", answer.departed[1]))
        elif not answer.ok and rules:
            self.unchecked.append((answer, what, tuple(rules)))

    def looked_at(self, answer: Answer) -> None:
        """A check looks at ``answer``: its refusal, if any, is the scenario's to judge."""
        self.unchecked = [u for u in self.unchecked if u[0] is not answer]

    @property
    def matched(self) -> int:
        """How many citations were as the catalogue has them."""
        return sum(1 for c in self.citations if c["cited"] == c["expected"])


@dataclass
class HandSoFar:
    """A hand opened in the implementation during a test: how it was opened and the actions it accepted
    since, so that a refused action can be set beside the reference's hand at the same point
    (:func:`turn_departure`).
    """

    variant: str
    options: list[str]
    setup: dict[str, Any]
    actions: list[str] = field(default_factory=list)


_VERDICT: ContextVar[Verdict | None] = ContextVar("five_hundred_verdict", default=None)


SCOPE_ATTRIBUTE: Final = "five_hundred_checks"
"""Where :func:`checks` leaves the scope of a step definition."""

F = TypeVar("F", bound=Callable[..., Any])


def checks(*scope: str) -> Callable[[F], F]:
    """Say what a step definition's checks are about (rule IDs and area codes).

    See :func:`~five_hundred_suite.catalogue.in_scope`. Its checks then charge only the scenario's rules
    within that scope, and the corpus lint refuses a scenario that uses the step without being tagged
    with such a rule. Put it under the ``@then`` decorator::

        @then(parsers.parse("it is {seat:Seat}'s deal", extra_types=TYPES))
        @checks("DEALER-03")
        def _(...): ...
    """
    def mark(func: F) -> F:
        setattr(func, SCOPE_ATTRIBUTE, tuple(scope))
        return func
    return mark


def scope_of(step_func: Any) -> tuple[str, ...] | None:
    """The scope :func:`checks` gave a step definition (``None``: every rule of its scenario)."""
    scope = getattr(step_func, SCOPE_ATTRIBUTE, None)
    return tuple(scope) if scope is not None else None


@contextmanager
def judging(verdict: Verdict) -> Iterator[Verdict]:
    """Make ``verdict`` the one :func:`expect` reports to while the block runs."""
    token = _VERDICT.set(verdict)
    try:
        yield verdict
    finally:
        _VERDICT.reset(token)


def current_verdict() -> Verdict | None:
    """The verdict of the test running now (``None`` outside a test of the suite)."""
    return _VERDICT.get()


def _resolve(value: Any) -> Any:
    if isinstance(value, Ref):
        return copy.deepcopy(value.resolve())
    if isinstance(value, dict):
        return {k: _resolve(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_resolve(v) for v in value]
    return value


def _encode(value: Any) -> Any:
    if isinstance(value, Ref):
        return value.encode()
    if isinstance(value, dict):
        return {k: _encode(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_encode(v) for v in value]
    return copy.deepcopy(value)


def _target(impl: Implementation) -> tuple[Implementation, Recording | None]:
    if isinstance(impl, Recording):
        return impl.inner, impl
    return impl, None


def _call(target: Implementation, cmd: str, args: dict[str, Any]) -> Answer:
    method, fields = COMMANDS[cmd]
    if not method or cmd == "hello":
        raise ValueError(f"{cmd} is not a request a step makes")
    optional = OPTIONAL_FIELDS.get(cmd, ())
    if not set(fields) <= set(args) <= {*fields, *optional}:
        raise TypeError(f"{cmd} takes {', '.join(fields)}, not {', '.join(sorted(args))}")
    values = _resolve(args)
    for name in (f for f in optional if f in args):
        flag = CAPABILITY_OF_FIELD.get((cmd, name))
        if flag is not None and target.describe().get(flag) is not True:
            raise ImplementationSkipped(f"{cmd} with {name} is asked only of a program whose hello says "
                                        f"\"{flag}\": true")
    try:
        answer = Answer(True, getattr(target, method)(*(values[f] for f in fields),
                                                      **{f: values[f] for f in optional if f in args}),
                        asked=(target, cmd, values))
    except Refused as e:
        refused = Answer(False, refusal=e, asked=(target, cmd, values))
        if cmd == "act":
            refused.departed = turn_departure(refused)
        return refused
    verdict = _VERDICT.get()
    if verdict is not None:
        if cmd == "open" and isinstance(answer.value, str):
            verdict.hands[answer.value] = HandSoFar(values["variant"], list(values["options"]), values["setup"])
        elif cmd == "act" and values.get("game") in verdict.hands:
            verdict.hands[values["game"]].actions.append(str(values["action"]))
        elif cmd == "game-after-hand":
            verdict.games.append(answer)
    return answer


_OF_A_HAND: Final = ("act", "observe", "legal-actions")
"""The requests about one hand whose failure :func:`turn_departure` may place earlier (at the turn)."""

@cache
def _reference() -> Any:
    """The in-process reference engine the departures are walked on (made when first needed, then kept)."""
    from .adapter import ReferenceImplementation

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

    from .adapter import snapshot

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


def _what(cmd: str, args: dict[str, Any]) -> str:
    """A request in words, for the message of its refusal (``'N pass'``, ``the request hand-score``)."""
    action = args.get("action")
    return repr(action) if cmd == "act" and isinstance(action, str) else f"the request {cmd}"


def ask(impl: Implementation, cmd: str, *, may_refuse: bool = False, rules: Sequence[str] = (),
        **args: Any) -> Answer:
    """Send one request (a protocol command and its fields, which may hold :class:`Ref`) and return its answer.

    A refusal is returned as an answer when ``may_refuse`` (the scenario then
    checks it); otherwise the step cannot go on without the answer, and the refusal
    fails it (in a recorded case: a refusal of this request fails the case).
    ``rules``: the rule IDs that refusal charges (recorded with the request): for an
    action, the rules that allow it (see ``tests/steps/charges.py``); empty, the step's.

    Raises:
        Mismatch: a request that may not be refused was, naming it and charging ``rules``.
    """
    target, rec = _target(impl)
    answer = _call(target, cmd, args)
    if rec is not None:
        request = {"cmd": cmd, "args": _encode(args), "may_refuse": may_refuse}
        rec.log_request({**request, "rules": list(rules)} if rules else request, answer)
    if not answer.ok and not may_refuse:
        raise _refused(answer, _what(cmd, _resolve(args)), rules)
    verdict = _VERDICT.get()
    if verdict is not None and not answer.ok:
        verdict.note_refusal(answer, _what(cmd, _resolve(args)), rules)
    return answer


def ask_until_refused(impl: Implementation, cmd: str, many: Sequence[dict[str, Any]],
                      rules: Sequence[Sequence[str]] | None = None) -> Answer:
    """Send several requests in order, stopping after the first refusal; the answer is the last one sent.
    Every request but the last must be accepted; the last may be refused (later checks look at it).

    ``rules``: for each request, the rule IDs a refusal of it charges (recorded with it). Recorded
    as one ``group`` entry whose answer is that last answer.

    Raises:
        Mismatch: a request before the last was refused, naming it and charging its rules.
    """
    if not many:
        raise ValueError("no request to send")
    if rules is not None and len(rules) != len(many):
        raise ValueError("one list of rules per request of the group")
    target, rec = _target(impl)
    answer, refused_at = Answer(True), None
    for i, args in enumerate(many):
        answer = _call(target, cmd, args)
        if not answer.ok:
            refused_at = i
            break
    if rec is not None:
        members = [{"cmd": cmd, "args": _encode(a)} for a in many]
        for member, own in zip(members, rules or [()] * len(many), strict=True):
            if own:
                member["rules"] = list(own)
        rec.log_request({"group": members, "until": "refused"}, answer)
    if refused_at is not None:
        what = f"{_what(cmd, _resolve(many[refused_at]))} (request {refused_at + 1} of {len(many)})"
        own = rules[refused_at] if rules is not None else ()
        if refused_at < len(many) - 1:
            raise _refused(answer, what, own)
        verdict = _VERDICT.get()
        if verdict is not None:
            verdict.note_refusal(answer, what, own)
    return answer


def ask_each(impl: Implementation, cmd: str, over: Ref, item: str, **args: Any) -> Answer:
    """Send one request per item of a list found in an earlier answer, with the item as field ``item``;
    the answer is the list of their values (a refusal of any of them is raised).

    Recorded as one request with ``foreach`` (the list) and ``item`` (the field it fills).
    """
    target, rec = _target(impl)
    items = over.resolve()
    if not isinstance(items, list):
        raise AssertionError(f"expected a list at {format_path(over.path)}, got {_show(items)}")
    values = []
    for x in items:
        one = _call(target, cmd, {**args, item: x})
        if not one.ok:
            assert one.refusal is not None
            raise one.refusal
        values.append(one.value)
    answer = Answer(True, values)
    if rec is not None:
        rec.log_request({"cmd": cmd, "args": _encode(args), "foreach": over.encode(), "item": item,
                         "may_refuse": False}, answer)
    return answer


def ask_open_at(impl: Implementation, *, variant: str, options: Sequence[str], position: dict[str, Any],
                route: dict[str, Any]) -> Answer:
    """Open a hand at ``position`` (its JSON form) by whichever way the implementation can: at once
    when it opens positions (:func:`~five_hundred_suite.adapter.opens_positions`), else by the
    ``route``, ``{"setup": the setup of open (a deal), "actions": [action, ...]}``, replayed from
    the deal (see :mod:`five_hundred_suite.routes`: a declined nomination is sent only when asked for).

    The answer is that of the ``open`` sent (the game handle). Recorded as one ``open`` request with
    the position in ``args.setup`` and the other way in ``route``.

    ``route`` may also carry ``rules``: for each action, the rule IDs its refusal charges.

    Raises:
        Refused: the implementation refused the position, or the deal of the route.
        Mismatch: it refused an action of the route (the game is closed first), charging that action's rules.
    """
    target, rec = _target(impl)
    if opens_positions(target):
        answer = _call(target, "open", {"variant": variant, "options": list(options), "setup": {"position": position}})
    else:
        answer = _call(target, "open", {"variant": variant, "options": list(options), "setup": route["setup"]})
        if answer.ok:
            _replay_route(target, answer.value, route["actions"], route.get("rules"))
    if rec is not None:
        rec.log_request({"cmd": "open", "args": _encode({"variant": variant, "options": list(options),
                                                         "setup": {"position": position}}),
                         "may_refuse": False, "route": _encode(route)}, answer)
    if not answer.ok and opens_positions(target):
        walked = _route_departure(target, variant, list(options), route)
        if walked is not None:
            raise walked
    if not answer.ok:
        assert answer.refusal is not None
        if position.get("joker_suit") is not None:  # refusing a nominated joker is the nomination's departure
            raise Mismatch(f"the implementation refused the position, whose joker is nominated: "
                           f"{answer.refusal.message}", {"position": "opened"}, answer.envelope(),
                           applicable(NOMINATION_RULES, variant))
        raise answer.refusal
    return answer


def ask_open_position(impl: Implementation, *, variant: str, options: Sequence[str],
                      position: dict[str, Any]) -> Answer:
    """Open a hand at ``position`` (its JSON form) that the implementation may refuse: a position
    no hand reaches, which only an implementation that opens positions is asked (there is no route
    to it). Recorded as a plain ``open`` that may be refused.

    Raises:
        ImplementationSkipped: the implementation does not open positions, so the case is not for it.
    """
    target, _ = _target(impl)
    if not opens_positions(target):
        raise ImplementationSkipped("the implementation does not open positions: a position that no hand "
                                    "reaches is asked only of one that does")
    return ask(impl, "open", may_refuse=True, variant=variant, options=list(options), setup={"position": position})


def _route_departure(target: Implementation, variant: str, options: list[str], route: dict[str, Any]) -> Mismatch | None:
    """For a position the implementation refused: the failure of the route to it from the deal, replayed
    in a hand of its own (the first action refused, charged to its rule; or the route taken, another
    phase or seat to act at its end, charged to the rule of that turn), or ``None`` when the route leads
    where the reference's does (the position itself is what the implementation refuses).
    """
    opened = _call(target, "open", {"variant": variant, "options": options, "setup": route["setup"]})
    if not opened.ok:
        return None
    try:
        _replay_route(target, opened.value, route["actions"], route.get("rules"))
    except Mismatch as e:
        return e
    try:  # the route taken: the position reached may still have another phase or seat to act
        seen = _call(target, "observe", {"game": opened.value})
        departed = turn_departure(seen) if seen.ok else None
    finally:
        _call(target, "close", {"game": opened.value})
    if departed is None:
        return None
    return Mismatch(f"the implementation refused the position; {departed[0]}", {"position": "opened"},
                    seen.value, departed[1], "a position refused")


def _replay_route(target: Implementation, game: str, actions: Sequence[str],
                  rules: Sequence[Sequence[str]] | None = None) -> None:
    for i, action in enumerate(actions):
        if is_declined_nomination(action):
            seen = _call(target, "observe", {"game": game})
            if not seen.ok or not isinstance(seen.value, dict) or seen.value.get("phase") != "nomination":
                continue
        done = _call(target, "act", {"game": game, "action": action})
        if not done.ok:
            assert done.refusal is not None
            _call(target, "close", {"game": game})
            raise _refused(done, f"on the way to the position (the implementation does not open positions), "
                                 f"{action!r}", rules[i] if rules is not None and i < len(rules) else (),
                           refused_situation(repr(action)) + " on the way to a position")


def expect(answer: Answer, path: Sequence[Any], op: str, value: Any = _MISSING, *, what: str,
           where: dict[str, Any] | None = None, other: Sequence[Any] | None = None,
           diagnostic: bool = False, rules: Sequence[str] = ()) -> None:
    """Check an answer as the scenario says: the part of its envelope at ``path`` satisfies ``op``
    with the expected ``value`` (taken from the scenario text; see :func:`problem`).

    A ``diagnostic`` check (which rule a refusal cites: ``value`` is the rule ID) is counted in the
    running :class:`Verdict` and raises only under ``strict_rules``, charging that rule alone;
    conformance never depends on it. Any other check charges ``rules``, the rules of what it checks
    (the action, the score line, the end of the hand: see ``tests/steps/charges.py``), else the
    verdict's (its step's scope within the scenario's rules).

    A failing check of another answer than an earlier refusal no check has looked at
    (:attr:`Verdict.unchecked`) is charged to that refusal: the request refused, in words, and its rules.

    Raises:
        Mismatch: naming ``what`` was checked, what was expected and what the implementation answered,
            with the rule IDs the check charges.
    """
    check: dict[str, Any] = {"on": answer.id, "path": list(path), "op": op}
    if value is not _MISSING:
        check["value"] = copy.deepcopy(value)
    if where is not None:
        check["where"] = dict(where)
    if other is not None:
        check["other"] = list(other)
    if diagnostic:
        check["diagnostic"] = True
    verdict = _VERDICT.get()
    charges = ((check["value"],) if diagnostic else tuple(rules) if rules
               else verdict.rules if verdict is not None else ())
    if verdict is not None:
        verdict.looked_at(answer)
    if answer.recording is not None:
        answer.recording.log_check(check, what, charges)
    envelope = answer.envelope()
    found = problem(envelope, check)
    if diagnostic:
        got = locate(envelope, list(path))
        if verdict is not None:
            verdict.citations.append({"expected": check.get("value"), "cited": None if isinstance(got, Missing) else got,
                                      "what": what})
        if verdict is None or not verdict.strict_rules:
            return
    if found is not None:
        text = f"{what}: {found}"
        if not answer.ok and path[:1] != ["refused"]:
            assert answer.refusal is not None
            rule = f" [{answer.refusal.rule}]" if answer.refusal.rule else ""
            text += f" (the implementation refused: {answer.refusal.message}{rule})"
        actual = locate(envelope, list(path))
        if verdict is not None and verdict.unchecked:
            earlier, words, own = verdict.unchecked[0]
            assert earlier.refusal is not None
            rule = f" [{earlier.refusal.rule}]" if earlier.refusal.rule else ""
            raise Mismatch(f"{words} was refused: {earlier.refusal.message}{rule}; so {text}", {"ok": True},
                           earlier.envelope(), own, refused_situation(words))
        if answer.ok and answer.asked is not None and answer.asked[1] in _OF_A_HAND:
            answer.departed = deal_departure(answer) or turn_departure(answer) or legal_departure(answer)
        if answer.departed is not None:
            raise Mismatch(f"{text}; {answer.departed[0]}", check.get("value"),
                           None if isinstance(actual, Missing) else actual, answer.departed[1], situation_of(what))
        walked = _walked(answer)
        if walked is not None:
            raise walked(text, situation_of(what))
        raise Mismatch(text, check.get("value"), None if isinstance(actual, Missing) else actual, charges,
                       situation_of(what))


def _walked(answer: Answer) -> Callable[[str, str], Mismatch] | None:
    """For a failed check of a ``game-after-hand`` or ``hand-score`` answer: the failure charged to the first
    fact where the implementation departs from the reference (:func:`~five_hundred_suite.gamewalk.departure`:
    a line of the hand's score, the totals, the dealer, the end of the game), or ``None``.
    """
    if not answer.ok or answer.asked is None or answer.asked[1] not in ("game-after-hand", "hand-score"):
        return None
    from .gamewalk import departure, hand_departure

    target, cmd, args = answer.asked
    if cmd == "hand-score":
        found = hand_departure(target, args["variant"], list(args["options"]), args["contract"], args["contractor"],
                               args["tricks"], answer.value)
    else:  # the hands of the game so far in order, this one last: a total carried from an earlier hand departs there
        verdict = _VERDICT.get()
        at = None if verdict is None else next((i for i, a in enumerate(verdict.games) if a is answer), None)
        earlier = [] if verdict is None or at is None else verdict.games[:at]
        found = None
        for one in [*earlier, answer]:
            assert one.asked is not None
            asked = one.asked[2]
            found = departure(target, asked["variant"], list(asked["options"]), asked["before"], asked["hand"],
                              one.value)
            if found is not None:
                break
    if found is None:
        return None
    return lambda text, situation: Mismatch(f"{text}; the first fact that differs: {found.what}", found.expected,
                                            found.actual, found.rules, situation)


# ---------------------------------------------------------------------------
# The meaning of a check


@dataclass(frozen=True)
class Missing:
    """Nothing at a path; ``why`` says where the path stopped."""

    why: str


def format_path(path: Sequence[Any]) -> str:
    """A path as text: ``value.tricks[2].winner``.

    >>> format_path(["value", "tricks", 2, "winner"])
    'value.tricks[2].winner'
    """
    out = ""
    for seg in path:
        if isinstance(seg, int):
            out += f"[{seg}]"
        elif isinstance(seg, str):
            out += ("." if out else "") + seg
        else:
            out += ("." if out else "") + json.dumps(seg, separators=(",", ":"))
    return out or "(the answer)"


def _words(action: str) -> list[str]:
    return action.split()


def _select(items: Any, seg: dict[str, Any]) -> Any:
    if not isinstance(items, list) or not all(isinstance(a, str) for a in items):
        return Missing(f"{_show(items)} is not a list of actions")
    verbs, seat = seg.get("verbs"), seg.get("seat")
    chosen = [a for a in items
              if len(_words(a)) >= 2 and (verbs is None or _words(a)[1] in verbs) and (seat is None or _words(a)[0] == seat)]
    if seg["select"] == "actions":
        return chosen
    return list(dict.fromkeys(_words(a)[2] for a in chosen if len(_words(a)) >= 3))


def locate(envelope: Any, path: list[Any]) -> Any:
    """The part of ``envelope`` at ``path``, or :class:`Missing`.

    A path segment is an object key (a string), a list index (an integer), a
    key read from elsewhere in the same envelope (``{"at": path}``), or a
    selection from a list of actions (``{"select": "actions" | "action-args",
    "verbs": [...], "seat": "N"}``: the actions of those verbs (and that seat),
    or the distinct words that follow their verb, in order).

    >>> locate({"ok": True, "value": {"hands": {"N": ["AS"]}, "contractor": "N"}},
    ...        ["value", "hands", {"at": ["value", "contractor"]}])
    ['AS']
    >>> locate({"ok": True, "value": ["N play JK S", "N play JK C", "N play 4S"]},
    ...        ["value", {"select": "action-args", "verbs": ["play"]}])
    ['JK', '4S']
    """
    here: Any = envelope
    for i, written in enumerate(path):
        where = format_path(path[:i]) if i else "the answer"
        seg = written
        if isinstance(written, dict) and "at" in written:
            seg = locate(envelope, list(written["at"]))
            if isinstance(seg, Missing):
                return seg
        if isinstance(seg, dict) and "select" in seg:
            here = _select(here, seg)
            if isinstance(here, Missing):
                return Missing(f"at {where}: {here.why}")
        elif isinstance(seg, bool) or not isinstance(seg, str | int):
            return Missing(f"at {where}: {_show(seg)} is not a key")
        elif isinstance(seg, int):
            if not isinstance(here, list):
                return Missing(f"{where} is {_show(here)}, not a list")
            if not 0 <= seg < len(here):
                return Missing(f"{where} has {len(here)} items, no item {seg}")
            here = here[seg]
        else:
            if not isinstance(here, dict):
                return Missing(f"{where} is {_show(here)}, not an object")
            if seg not in here:
                return Missing(f"{where} has no {seg!r}")
            here = here[seg]
    return here


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 300 else text[:297] + "..."


def _counted(items: Iterable[Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for x in items:
        key = json.dumps(x, sort_keys=True)
        counts[key] = counts.get(key, 0) + 1
    return counts


def _where(item: Any, where: dict[str, Any]) -> bool:
    if "equals" in where:
        return bool(item == where["equals"])
    if "matches" in where:
        return isinstance(item, str) and re.fullmatch(str(where["matches"]), item) is not None
    raise ValueError(f"unknown 'where': {where}")


def problem(envelope: dict[str, Any], check: dict[str, Any]) -> str | None:
    """What makes ``envelope`` fail ``check`` (``None`` if it passes).

    The operators, applied to the part ``got`` of the envelope at ``check["path"]``:

    ``equals`` / ``not-equals``: ``got`` is (is not) ``value`` (JSON equality);
    ``same-items``: ``got`` and ``value`` are lists holding the same items, in any order;
    ``same-items-as``: the same, against the part at path ``other``;
    ``includes`` / ``excludes``: every (no) item of ``value`` is in the list ``got``;
    ``length`` / ``min-length``: the list ``got`` has exactly (at least) ``value`` items;
    ``contains-text``: the string ``got`` contains ``value``;
    ``count``: exactly ``value`` items of the list ``got`` satisfy ``where``
    (``{"equals": x}``, or ``{"matches": regex}`` for a whole string);
    ``keys`` / ``same-keys``: the object ``got`` has the keys ``value``, in this order (in any order);
    ``each-equals``: every item (of a list) or value (of an object) ``got`` is ``value``.

    >>> problem({"ok": True, "value": ["AS", "KS"]}, {"path": ["value"], "op": "same-items", "value": ["KS", "AS"]})
    >>> problem({"ok": True, "value": "E"}, {"path": ["value"], "op": "equals", "value": "N"})
    'expected "N", got "E"'
    """
    path, op = list(check["path"]), str(check["op"])
    want: Any = check.get("value")
    got = locate(envelope, path)
    if isinstance(got, Missing):
        return f"nothing at {format_path(path)}: {got.why}"
    where = format_path(path)
    if op == "equals":
        return None if got == want else f"expected {_show(want)}, got {_show(got)}"
    if op == "not-equals":
        return None if got != want else f"expected anything but {_show(want)} at {where}"
    if op in ("same-items", "same-items-as"):
        if op == "same-items-as":
            want = locate(envelope, list(check["other"]))
            if isinstance(want, Missing):
                return f"at {format_path(check['other'])}: {want.why}"
        if not isinstance(got, list) or not isinstance(want, list):
            return f"expected a list like {_show(want)}, got {_show(got)}"
        if _counted(got) == _counted(want):
            return None
        missing = [x for x in want if x not in got]
        extra = [x for x in got if x not in want]
        return (f"expected {_show(sorted(want, key=str))}, got {_show(sorted(got, key=str))}"
                f" (missing {_show(missing)}, unexpected {_show(extra)})")
    if op in ("includes", "excludes"):
        if not isinstance(got, list):
            return f"expected a list at {where}, got {_show(got)}"
        if op == "includes":
            absent = [x for x in want if x not in got]
            return None if not absent else f"missing {_show(absent)} from {_show(got)}"
        present = [x for x in want if x in got]
        return None if not present else f"expected none of {_show(present)} in {_show(got)}"
    if op in ("length", "min-length"):
        if not isinstance(got, list | dict):
            return f"expected a list at {where}, got {_show(got)}"
        ok = len(got) == want if op == "length" else len(got) >= want
        return None if ok else f"expected {'' if op == 'length' else 'at least '}{want} items, got {len(got)}: {_show(got)}"
    if op == "contains-text":
        if not isinstance(got, str):
            return f"expected a string at {where}, got {_show(got)}"
        return None if str(want) in got else f"expected the text to contain {_show(want)}, got {_show(got)}"
    if op == "count":
        if not isinstance(got, list):
            return f"expected a list at {where}, got {_show(got)}"
        n = sum(1 for x in got if _where(x, check["where"]))
        return None if n == want else f"expected {want} items with {_show(check['where'])}, got {n} in {_show(got)}"
    if op in ("keys", "same-keys"):
        if not isinstance(got, dict):
            return f"expected an object at {where}, got {_show(got)}"
        keys = list(got)
        ok = keys == want if op == "keys" else sorted(keys) == sorted(want)
        return None if ok else f"expected the keys {_show(want)}, got {_show(keys)}"
    if op == "each-equals":
        items = list(got.values()) if isinstance(got, dict) else got
        if not isinstance(items, list):
            return f"expected a list or an object at {where}, got {_show(got)}"
        wrong = [x for x in items if x != want]
        return None if not wrong else f"expected every item to be {_show(want)}, got {_show(got)}"
    raise ValueError(f"unknown check operator {op!r}")


# ---------------------------------------------------------------------------
# Recording


class Recording:
    """An implementation that passes every request to ``inner`` and, while a case is open, logs the
    requests made through :func:`ask` and the checks made through :func:`expect`.

    A call made on it directly (not through :func:`ask`) still works, but marks the case as
    incomplete: the export refuses it.
    """

    def __init__(self, inner: Implementation) -> None:
        self.inner = inner
        self.entries: list[dict[str, Any]] | None = None
        self.step: str | None = None
        self.direct: list[str] = []
        self._n = 0

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self.inner, name)
        if self.entries is not None and callable(attr) and not name.startswith("_"):
            self.direct.append(name)
        return attr

    def begin(self) -> None:
        """Open a new case."""
        self.entries, self.step, self.direct, self._n = [], None, [], 0

    def end(self) -> tuple[list[dict[str, Any]], list[str]]:
        """Close the case: its entries and the names of methods called directly."""
        entries, direct = self.entries or [], self.direct
        self.entries, self.direct = None, []
        return entries, direct

    def log_request(self, request: dict[str, Any], answer: Answer) -> None:
        """Log a request with its answer's new ID (nothing while no case is open)."""
        if self.entries is None:
            return
        self._n += 1
        answer.id, answer.recording = f"r{self._n}", self
        kind = "action" if "group" in request else KIND_OF_COMMAND.get(request["cmd"], "observation")
        self.entries.append({"step": self.step, "request": {"id": answer.id, "kind": kind, **request}})

    def log_check(self, check: dict[str, Any], what: str, rules: Sequence[str] = ()) -> None:
        """Log a check with the rule IDs it charges (nothing while no case is open)."""
        if self.entries is None:
            return
        self.entries.append({"step": self.step, "expect": {**check, "what": what, "rules": list(rules)}})


# ---------------------------------------------------------------------------
# Scenario cases (assembled by the pytest plugin while recording)


def scenario_case(*, test_id: str, feature: str, feature_name: str, scenario: str, key: str, line: int,
                  example: dict[str, str] | None, variant: str | None, variants: Sequence[str],
                  rules: Sequence[str], options: Sequence[str], conflicts: Sequence[str],
                  entries: list[dict[str, Any]]) -> dict[str, Any]:
    """One scenario case from what the plugin knows of a test (the scenario's :attr:`~.features.Scenario.key`
    and ``Scenario:`` line, its Examples row) and what was recorded.
    """
    row = scenario_at(feature, line).row_of(example) if example else None
    setup = None
    for e in entries:
        req = e.get("request")
        if req and req.get("cmd") == "open":
            args = req["args"]
            setup = {"variant": args["variant"], "options": args["options"], **args["setup"]}
            if "route" in req:
                setup = {"variant": args["variant"], "options": args["options"], **req["route"]["setup"],
                         "actions": req["route"]["actions"], "position": args["setup"]["position"]}
            break
    return {
        "id": case_id(key, example, variant),
        "kind": "scenario",
        "rules": list(rules),
        "variants": list(variants),
        "variant": variant,
        "options": list(options),
        "conflicts": list(conflicts),
        "source": {"file": f"features/{feature}", "line": row.line if row else line, "scenario_line": line},
        "feature": feature_name,
        "scenario": scenario,
        "example": dict(example) if example else None,
        "test_id": test_id,
        "setup": setup,
        "steps": entries,
    }


# ---------------------------------------------------------------------------
# Hand and perft cases (already data)


def hand_cases() -> list[dict[str, Any]]:
    """One case per whole-hand fixture (``features/hands/<variant>/<ID>.yaml``), its data as it is.

    Every fixture is first checked by :func:`~five_hundred_suite.fixtures.load_fixture`, so
    that no malformed hand (a revoke, a card dealt twice, a wrong score) ships as a case.

    Raises:
        ExportError: the first fixture the loader refuses (its one-line message:
            ``file:line: field: problem [RULE]``).
    """
    from .fixtures import FixtureError, fixture_paths, load_fixture

    out = []
    for path in fixture_paths():
        try:
            fx = load_fixture(path)
        except FixtureError as e:
            raise ExportError(str(e)) from None
        data: dict[str, Any] = load_yaml(path, name=fx.file)
        hand = {k: data[k] for k in ("dealer", "pack", "hands", "kitty", "auction", "discard", "nomination",
                                    "tricks", "refuse", "game", "expect") if k in data}
        out.append({
            "id": f"hands/{fx.variant}/{fx.id}",
            "kind": "hand",
            "rules": list(fx.rules),
            "variants": [fx.variant],
            "variant": fx.variant,
            "options": list(fx.options),
            "conflicts": [],
            "source": {"file": fx.file, "line": fx.line("id")},
            "title": fx.title,
            "setup": {"variant": fx.variant, "options": list(fx.options), "dealer": fx.dealer,
                      "pack": list(data["pack"])},
            "hand": hand,
        })
    return out


def perft_cases() -> list[dict[str, Any]]:
    """One case per perft position (``features/perft/*.yaml``), its data as it is.

    Raises:
        ExportError: a perft file cannot be read or breaks ``spec/schema/perft.schema.json``
            (one line naming the file, the line and the field).
    """
    out = []
    for path in sorted((FEATURES / "perft").glob("*.yaml")):
        rel = shown(path)
        try:
            node, doc = compose_yaml(path, name=rel)
        except DataFileError as e:
            raise ExportError(str(e)) from None
        errors = sorted(schema_validator("perft").iter_errors(doc),
                        key=lambda e: list(e.absolute_path))
        if errors:
            first = errors[0]
            where = "/".join(map(str, first.absolute_path)) or "(top)"
            raise ExportError(f"{rel}:{_node_line(node, list(first.absolute_path))}: {clip(where, 100)}: "
                              f"{clip(first.message)} (spec/schema/perft.schema.json)")
        assert node is not None
        for i, position in enumerate(doc["positions"]):
            out.append({
                "id": f"perft/{position['id']}",
                "kind": "perft",
                "rules": list(position["rules"]),
                "variants": [position["variant"]],
                "variant": position["variant"],
                "options": list(position["options"]),
                "conflicts": [],
                "source": {"file": rel, "line": _node_line(node, ["positions", i, "id"])},
                "title": position["title"],
                "setup": {"variant": position["variant"], "options": list(position["options"]),
                          **position["setup"]},
                "actions": list(position["actions"]),
                "counts": [{"depth": int(c["depth"]), "sequences": int(c["sequences"])} for c in position["counts"]],
            })
    return out


def _node_line(node: yaml.Node | None, path: Sequence[Any]) -> int:
    """The 1-based line of the field at ``path`` in a YAML node tree (of its nearest parent when missing)."""
    if node is None:
        return 1
    line = node.start_mark.line + 1
    for seg in path:
        if isinstance(node, yaml.MappingNode):
            found = next(((k, v) for k, v in node.value if k.value == seg), None)
            if found is None:
                break
            line, node = found[0].start_mark.line + 1, found[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(seg, int) and 0 <= seg < len(node.value):
            node = node.value[seg]
            line = node.start_mark.line + 1
        else:
            break
    return line


# ---------------------------------------------------------------------------
# The export


class ExportError(Exception):
    """The corpus could not be compiled (the recording run failed, or a case breaks the schema)."""


def case_problems(case: Any) -> list[str]:
    """What makes ``case`` break ``case.schema.json`` (empty if it is valid)."""
    v = schema_validator("case")
    return [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}"
            for e in sorted(v.iter_errors(case), key=lambda e: list(e.absolute_path))]


def record_scenarios(*, python: str = sys.executable, echo: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Run ``tests/test_corpus.py`` on the reference engine with ``--record-cases``; the scenario cases.

    Raises:
        ExportError: the run did not complete, or a scenario failed (a failing scenario records
            only part of its case), or a step called the implementation without :func:`ask`.
    """
    with tempfile.TemporaryDirectory() as tmp:
        recorded = Path(tmp) / "recorded.json"
        cmd = [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_corpus.py",
               "--record-cases", str(recorded)]
        done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
        if done.returncode != 0 or not recorded.is_file():
            tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-30:])
            raise ExportError(f"the recording run failed (pytest exit status {done.returncode}):\n{tail}")
        data = json.loads(recorded.read_text("utf-8"))
    problems = [f"{c['id']}: {p}" for c in data["cases"] for p in c.pop("problems", [])]
    if problems:
        raise ExportError("some scenarios could not be recorded:\n" + "\n".join(problems[:20]))
    echo(f"recorded {len(data['cases'])} scenario cases")
    cases: list[dict[str, Any]] = data["cases"]
    return cases


def compile_cases(*, echo: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Every case of the corpus, checked: scenarios (recorded on the reference engine), then hands,
    then perft positions.

    Raises:
        ExportError: see :func:`record_scenarios`, :func:`hand_cases` and :func:`perft_cases`; or a case
            breaks the schema, or two cases share an ID.
    """
    hands, perft = hand_cases(), perft_cases()  # checked first: a bad file stops the export at once
    cases = record_scenarios(echo=echo) + hands + perft
    seen: dict[str, int] = {}
    for c in cases:
        seen[c["id"]] = seen.get(c["id"], 0) + 1
    twice = [i for i, n in seen.items() if n > 1]
    if twice:
        raise ExportError(f"case IDs used twice: {', '.join(twice[:10])}")
    for c in cases:
        found = case_problems(c)
        if found:
            raise ExportError(f"{c['id']} breaks spec/schema/case.schema.json: {found[0]}")
    return cases


def write_cases(cases: Sequence[dict[str, Any]], out: Path) -> None:
    """Write ``cases`` to ``out`` as JSON lines, one case a line (the folders made as needed), whole or
    not at all (:func:`~five_hundred_suite.atomic.write_file`).

    Raises:
        WriteError: ``out`` cannot be written (an earlier file is left as it was).
        OSError: its folder cannot be made.
    """
    from .atomic import write_file

    out.parent.mkdir(parents=True, exist_ok=True)
    write_file(out, "".join(json.dumps(c, ensure_ascii=False, separators=(",", ":")) + "\n" for c in cases))


def export(out: Path, *, cache: Path | None = None, echo: Callable[[str], None] = print,
           check: Callable[[list[dict[str, Any]]], str | None] | None = None) -> list[dict[str, Any]]:
    """Write every case to ``out`` (JSON lines): scenarios, then hands, then perft positions (the command
    line says what it wrote: :meth:`~five_hundred_suite.replay.Counts.export_words`). The cases are
    those ``run`` reads (:func:`compiled_corpus`): compiled once and kept in ``cache`` (default
    :func:`cache_dir`), so that neither command compiles them again while the corpus is unchanged.

    ``check`` (the ``export`` command gives :func:`~five_hundred_suite.export_check.refused_hand`, which
    replays every whole-hand case against the reference engine as ``run`` replays it) says what is wrong
    with the cases, if anything: they are refused then.

    Raises:
        ExportError: see :func:`compile_cases`; or what ``check`` found (one line naming the fixture's
            file, line and stage); nothing is written then.
        WriteError: ``out`` cannot be written (an earlier file is left as it was).
    """
    cases = compiled_corpus(cache, echo=echo)
    problem = None if check is None else check(cases)
    if problem is not None:
        raise ExportError(problem)
    write_cases(cases, out)
    return cases


def read_cases(path: Path, *, check: bool = True) -> list[dict[str, Any]]:
    """The cases of a JSON-lines file written by :func:`export` (``check``: each against the case
    schema, and case IDs unique).

    Raises:
        ExportError: one line naming the file, the line and what is wrong (not JSON, not a case,
            a case ID given twice, a case of another case format).
        OSError: the file cannot be read.
    """
    cases: list[dict[str, Any]] = []
    seen: set[str] = set()
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                case = json.loads(line)
            except ValueError as e:
                raise ExportError(f"{path}:{n}: not JSON ({e})") from None
            if check:
                found = case_problems(case)
                if found:
                    raise ExportError(f"{path}:{n}: not a case of format {CASE_FORMAT} "
                                      f"(spec/schema/case.schema.json): {clip(found[0])}")
                if case["id"] in seen:
                    raise ExportError(f"{path}:{n}: the case ID {case['id']} is given twice")
                seen.add(case["id"])
            cases.append(case)
    return cases


CORPUS_SOURCES: Final = ("features", "spec/rules", "spec/variants", "spec/schema", "spec/options.yaml",
                         "spec/conflicts.yaml", "spec/sources.yaml", "tests/steps", "tests/conftest.py",
                         "tests/test_corpus.py", "pyproject.toml", "five_hundred_suite", "reference_impl/five_hundred")
"""What the compiled corpus is made from, as the checkout names it: a change to any of it compiles it again."""

NOT_RECORDED: Final = frozenset({"__main__.py", "runner.py", "replay.py", "fuzz/", "docgen.py", "glossary.py",
                                 "serve.py", "hands.py", "gamewalk.py"})
"""The modules of the harness that the recording run never imports (``tests/test_replay.py`` checks it), so that
changing them does not compile the corpus again; a name ending in ``/`` is a subpackage, all its modules."""


def not_recorded(module: str) -> bool:
    """Whether the harness's module ``module`` (a path inside ``five_hundred_suite/``, as ``fuzz/jobs.py``) is one
    of :data:`NOT_RECORDED`, itself or inside a subpackage of it.
    """
    return module in NOT_RECORDED or any(module.startswith(n) for n in NOT_RECORDED if n.endswith("/"))

CACHE_ENV: Final = "FIVE_HUNDRED_SUITE_CACHE"
"""The environment variable naming the folder of the compiled corpus (``--cache-dir`` of ``run`` and ``export``
takes precedence)."""


def _located(source: str) -> tuple[Path, str | None]:
    """Where a source of :data:`CORPUS_SOURCES` is in this layout (checkout or installed package), and the
    folder inside it that belongs to another source (an installed engine holds ``spec/``, an installed
    harness the corpus folder), left out of it.
    """
    if source == "spec" or source.startswith("spec/"):
        return SPEC / source.removeprefix("spec").lstrip("/"), None
    if source == "five_hundred_suite":
        return Path(__file__).resolve().parent, ("corpus" if packaged() else None)
    if source == "reference_impl/five_hundred":
        import five_hundred

        engine = Path(five_hundred.__file__).resolve().parent
        return engine, ("spec" if SPEC.resolve().parent == engine else None)
    return ROOT / source, None


def corpus_fingerprint(root: Path | None = None) -> str:
    """A digest of every file the compiled corpus is made from (:data:`CORPUS_SOURCES`, less
    :data:`NOT_RECORDED`): their names as the checkout has them, and their contents. ``root``: a
    folder laid out like the checkout; default: the sources where this harness finds them (the checkout,
    or the installed packages), so that a checkout and the wheel built from it give the same digest.
    """
    digest = hashlib.sha256(f"case format {CASE_FORMAT}\n".encode())
    for source in CORPUS_SOURCES:
        base, other = (root / source, None) if root is not None else _located(source)
        files = [base] if base.is_file() else sorted(p for p in base.rglob("*") if p.is_file()
                                                      and "__pycache__" not in p.parts)
        for p in files:
            inside = p.relative_to(base).as_posix() if p != base else ""
            if other is not None and (inside + "/").startswith(other + "/"):
                continue
            name = f"{source}/{inside}" if inside else source
            if source == "five_hundred_suite" and not_recorded(inside):
                continue
            digest.update(name.encode() + b"\0" + p.read_bytes() + b"\0")
    return digest.hexdigest()


def packaged() -> bool:
    """Whether this harness runs from an installed package (its corpus is package data) rather than a checkout."""
    return ROOT.resolve().parent == Path(__file__).resolve().parent


def cache_dir(given: Path | None = None) -> Path:
    """The folder the compiled corpus is kept in: ``given`` (``--cache-dir``), else the folder named by
    :data:`CACHE_ENV`, else ``build/cases`` of a checkout, else the user's cache folder for
    ``five-hundred-suite`` (``platformdirs.user_cache_dir``: ``$XDG_CACHE_HOME/five-hundred-suite``,
    by default ``~/.cache/five-hundred-suite``, on Linux; ``~/Library/Caches/five-hundred-suite`` on
    macOS; ``five-hundred-suite/Cache`` under ``%LOCALAPPDATA%`` on Windows), never the installed package.
    """
    if given is not None:
        return given
    named = os.environ.get(CACHE_ENV, "").strip()
    if named:
        return Path(named).expanduser()
    if not packaged():
        return ROOT / "build" / "cases"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("five-hundred-suite", appauthor=False))


def compiled_name(version: str | None = None) -> str:
    """The file name of the compiled corpus: ``corpus-<corpus version>-<first 20 hex digits of
    :func:`corpus_fingerprint`>.jsonl`` (``version`` default: the installed project's).
    """
    from .catalogue import corpus_version

    return f"corpus-{version or corpus_version()}-{corpus_fingerprint()[:20]}.jsonl"


SHIPPED: Final = ROOT / "compiled"
"""Where a built wheel carries the corpus compiled when it was built (:func:`compile_into`, called by
``wheel_data.py``), under :func:`compiled_name`; a checkout has no such folder."""


def compile_into(folder: Path, version: str) -> Path:
    """Compile the corpus (:func:`compile_cases`) into ``folder`` under :func:`compiled_name` of ``version``
    (the version of the distribution being built, which is not installed yet); returns the file written.

    Raises:
        ExportError: see :func:`compile_cases`.
        OSError: the file cannot be written.
    """
    out = folder / compiled_name(version)
    write_cases(compile_cases(echo=lambda _: None), out)
    return out


def compiled_corpus(cache: Path | None = None, *, echo: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """The compiled corpus (:func:`compile_cases`): the one the wheel carries (:data:`SHIPPED`) when its
    sources are those installed, else compiled once and kept in :func:`cache_dir` (``cache`` when given)
    under :func:`compiled_name`, so that a later call, of ``run`` or of ``export``, reads it back until a
    source changes. Compiling it again removes the older files of the same corpus version
    there (those of other versions may belong to other installs). A cache that cannot be written costs
    only the time: the corpus is compiled and used, and a line says why it could not be kept.

    Raises:
        ExportError: the corpus cannot be compiled (see :func:`compile_cases`), or there are no step
            definitions to compile the scenarios with.
    """
    if not (ROOT / "tests" / "steps").is_dir():
        raise ExportError("the scenarios are compiled from the checkout's step definitions, which are not here: "
                          f"give the compiled cases with --cases FILE ({invoked_as('five_hundred_suite')} export)")
    name = compiled_name()
    if (SHIPPED / name).is_file():
        return read_cases(SHIPPED / name, check=False)
    folder = cache_dir(cache)
    kept = folder / name
    if kept.is_file():
        return read_cases(kept, check=False)
    echo(f"compiling the corpus (once, until it changes; kept in {kept})")
    cases = compile_cases(echo=lambda _: None)
    scratch = kept.with_suffix(f".{os.getpid()}.tmp")
    try:
        write_cases(cases, scratch)
        scratch.replace(kept)
    except OSError as e:
        with suppress(OSError):
            scratch.unlink(missing_ok=True)
        echo(f"the compiled corpus could not be kept in {folder} ({e.strerror or e}): it is compiled again next "
             f"time; choose another folder with --cache-dir or {CACHE_ENV}")
        return cases
    same_version = name.rsplit("-", 1)[0] + "-"
    for old in folder.glob(f"{same_version}*.jsonl"):
        if old != kept:
            old.unlink(missing_ok=True)
    return cases
