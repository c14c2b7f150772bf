"""Executing a scenario case or a stage of a recorded hand against an implementation."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from ..adapter import Implementation
from .asking import ask, ask_each, ask_open_at, ask_open_position, ask_until_refused, expect
from .verdicts import Answer, Ref, Verdict


class _HandFailed(AssertionError):
    """A stage of a hand fixture failed (pytest shows it as ``Failed: ...``), with the values that differ."""

    def __init__(self, message: str, expected: Any = None, actual: Any = None) -> None:
        super().__init__(message)
        if expected is not None or actual is not None:  # else it carries none (failure_details)
            self.expected = expected
            self.actual = actual


def _decode(value: Any, answers: dict[str, Answer]) -> Any:
    """A recorded argument with each ``{"$ref": id, "path": [...]}`` made a :class:`~.cases.Ref` again."""
    if isinstance(value, dict):
        if "$ref" in value:
            return Ref(answers[str(value["$ref"])], tuple(value["path"]))
        return {k: _decode(v, answers) for k, v in value.items()}
    if isinstance(value, list):
        return [_decode(v, answers) for v in value]
    return value


def _step_rules(steps: Sequence[dict[str, Any]], at: int, fallback: tuple[str, ...]) -> tuple[str, ...]:
    """The rules the step of entry ``at`` charges: those recorded with a check of the same step (the
    next one, else the last one before), else ``fallback``.
    """
    step = steps[at].get("step")
    order = [*range(at + 1, len(steps)), *range(at - 1, -1, -1)]
    for i in order:
        check = steps[i].get("expect")
        if steps[i].get("step") == step and check is not None and not check.get("diagnostic"):
            return tuple(check["rules"])
    return fallback


def run_scenario(impl: Implementation, case: dict[str, Any], verdict: Verdict) -> None:
    """Send a scenario case's requests and make its checks, in order.

    Raises:
        Mismatch: a check failed, or a request that may not be refused was (a request of a group before
            its last, an action of a route), charging the rules recorded with it (else its step's).
        AssertionError: an argument taken from an earlier answer is not there.
        ImplementationError: the program failed (crash, timeout, invalid answer).
    """
    answers: dict[str, Answer] = {}
    steps = case["steps"]
    everything = verdict.rules
    for at, entry in enumerate(steps):
        check = entry.get("expect")
        if check is not None:
            if not check.get("diagnostic"):
                verdict.rules = tuple(check["rules"])
            extra = {k: check[k] for k in ("where", "other") if k in check}
            if "value" in check:
                extra["value"] = check["value"]
            expect(answers[check["on"]], check["path"], check["op"], what=check["what"],
                   diagnostic=bool(check.get("diagnostic")), **extra)
            continue
        req = entry["request"]
        verdict.rules = tuple(req.get("rules") or ()) or _step_rules(steps, at, everything)
        if "group" in req:
            many = [_decode(one["args"], answers) for one in req["group"]]
            answer = ask_until_refused(impl, req["group"][0]["cmd"], many,
                                       [tuple(one.get("rules") or ()) for one in req["group"]])
        elif "foreach" in req:
            answer = ask_each(impl, req["cmd"], _decode(req["foreach"], answers), req["item"],
                              **_decode(req["args"], answers))
        elif "route" in req:
            args = _decode(req["args"], answers)
            answer = ask_open_at(impl, variant=args["variant"], options=args["options"],
                                 position=args["setup"]["position"], route=_decode(req["route"], answers))
        elif req["cmd"] == "open" and "position" in req["args"]["setup"]:  # a position with no route to it
            args = _decode(req["args"], answers)
            answer = ask_open_position(impl, variant=args["variant"], options=args["options"],
                                       position=args["setup"]["position"])
        else:
            answer = ask(impl, req["cmd"], may_refuse=bool(req.get("may_refuse")), rules=tuple(req.get("rules") or ()),
                         **_decode(req["args"], answers))
        answers[str(req["id"])] = answer


@cache
def _fixture_files() -> dict[str, Path]:
    from ..fixtures.loading import fixture_paths

    return {f"hands/{p.parent.name}/{p.stem}": p for p in fixture_paths()}


def _fixture_data(case: dict[str, Any]) -> dict[str, Any]:
    """The fixture file a hand case was exported from, as data (its ``hand`` with the case's ID and tags)."""
    return {"id": case["id"].rsplit("/", 1)[-1], "title": case["title"], "variant": case["variant"],
            "options": list(case["options"]), "rules": list(case["rules"]), **case["hand"]}


_FROM_CASES: dict[str, Any] = {}
"""Fixtures made from cases' own data, by the data's JSON text (each loaded once)."""


def _fixture_of(case: dict[str, Any]) -> Any:
    """The :class:`~five_hundred_suite.fixtures.HandFixture` of a hand case, from the case's own data: the
    checkout's fixture of the same ID when it holds the same data (so that messages give its lines),
    else the case's data, checked as a fixture file is.

    Raises:
        FixtureError: the case's data is not a valid fixture (one line, naming the field and the rule).
    """
    import json
    import tempfile

    from five_hundred.datafile import load_yaml

    from ..fixtures.loading import load_fixture

    data = _fixture_data(case)
    path = _fixture_files().get(case["id"])
    if path is not None:
        local = load_yaml(path, name=str(case["source"]["file"]))
        if {k: local.get(k) for k in data} == data and set(local) <= set(data):
            return load_fixture(path)
    text = json.dumps(data, indent=1, sort_keys=True)
    if text not in _FROM_CASES:
        with tempfile.TemporaryDirectory() as root:
            file = Path(root) / "features" / "hands" / str(data["variant"]) / f"{data['id']}.yaml"
            file.parent.mkdir(parents=True)
            file.write_text(text, "utf-8")
            _FROM_CASES[text] = load_fixture(file, root=Path(root))
    return _FROM_CASES[text]


def run_hand_stage(impl: Implementation, case: dict[str, Any], stage: str) -> None:
    """Check one stage of a hand case, from the case's own hand data (:func:`_fixture_of`,
    :func:`~five_hundred_suite.cases.hands.check_stage`).

    Raises:
        _HandFailed: the stage disagrees with the fixture, or the case's hand cannot be read as a fixture.
        NotReached: the stage was not reached (see :mod:`five_hundred_suite.cases.hands`).
        ImplementationError: the program failed.
    """
    from ..fixtures.model import FixtureError
    from .hands.check import check_stage
    from .hands.walk import Mismatch as HandMismatch

    try:
        fx = _fixture_of(case)
    except FixtureError as e:
        raise _HandFailed(str(e)) from None
    try:
        check_stage(impl, fx, stage)
    except HandMismatch as e:
        raise _HandFailed(str(e), e.expected, e.actual) from e


