"""The two functions the step definitions talk to an implementation through: :func:`ask` (one request,
and its kin for a refusal, each item of a list, an opened position) and :func:`expect` (one check).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

from ..adapter import Implementation, ImplementationSkipped, Refused, opens_positions
from ..catalogue import NOMINATION_RULES, applicable
from ..protocol.messages import CAPABILITY_OF_FIELD, COMMANDS, OPTIONAL_FIELDS
from .checking import Missing, _show, format_path, locate, problem
from .departures import (
    _OF_A_HAND,
    _refused,
    deal_departure,
    legal_departure,
    refused_situation,
    situation_of,
    turn_departure,
)
from .routes import is_declined_nomination
from .verdicts import _MISSING, _VERDICT, Answer, HandSoFar, Mismatch, Recording, Ref


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
    the deal (see :mod:`five_hundred_suite.cases.routes`: a declined nomination is sent only when asked for).

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
    fact where the implementation departs from the reference (:func:`~five_hundred_suite.cases.gamewalk.departure`:
    a line of the hand's score, the totals, the dealer, the end of the game), or ``None``.
    """
    if not answer.ok or answer.asked is None or answer.asked[1] not in ("game-after-hand", "hand-score"):
        return None
    from .gamewalk import departure, hand_departure

    target, cmd, args = answer.asked
    if cmd == "hand-score":
        found = hand_departure(target, args["variant"], list(args["options"]), args["contract"], args["contractor"],
                               args["tricks"], answer.value, args.get("partners") or ())
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
