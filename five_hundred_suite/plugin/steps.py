"""Each test as it runs: the rules each step checks, the scenario and case it belongs to."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ..cases import Verdict, judging, scope_of
from ..catalogue import (
    applicable,
    in_scope,
    rule_ids,
)
from ..features.model import case_id, scenario_key
from ..features.reading import scenario_at
from .collection import _rules_of, _variant_of
from .options import _CASES, _GHERKIN, _RULES, _SCENARIO, _VERDICT


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Open the test's :class:`~five_hundred_suite.cases.Verdict`, and a new recorded case when recording."""
    item.stash[_RULES] = tuple(_rules_of(item, _variant_of(item)))
    item.stash[_VERDICT] = Verdict(strict_rules=bool(item.config.getoption("--strict-rules", False)),
                                   rules=item.stash[_RULES])
    store = item.config.stash.get(_CASES, None)
    if store is not None and store["recording"] is not None:
        store["recording"].begin()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Any:
    """Run the test with its verdict open, so that its checks report citations and charged rules."""
    with judging(item.stash[_VERDICT]):
        return (yield)


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    """Set the rules the step's checks charge (its scenario's, narrowed to the step's scope if its
    definition declares one with :func:`~five_hundred_suite.cases.checks`); note the Gherkin step that
    the next requests and checks belong to, when recording.
    """
    verdict = request.node.stash.get(_VERDICT, None)
    if verdict is not None:
        everything = request.node.stash[_RULES]  # the test's rules, as its setup found them
        verdict.rules = step_rules(everything, scope_of(step_func), _variant_of(request.node))
    store = request.config.stash.get(_CASES, None)
    if store is not None and store["recording"] is not None:
        store["recording"].step = f"{str(step.keyword).strip()} {step.name}"


def step_rules(everything: tuple[str, ...], scope: tuple[str, ...] | None, variant: str | None) -> tuple[str, ...]:
    """The rules the checks of a step charge by default (a check may name its own: see
    :func:`~five_hundred_suite.cases.expect`): its scenario's ``everything`` within the step's ``scope``
    (:func:`~five_hundred_suite.cases.checks`); when none of them is, the rule IDs the scope names that
    apply to ``variant`` (a step checks its own rules, not its scenario's); else ``everything``.

    >>> step_rules(("SCORE-02", "DEALER-03"), ("DEALER-03",), "australian")
    ('DEALER-03',)
    >>> step_rules(("SCORE-02", "SCORE-04"), ("DEALER-03",), "australian")
    ('DEALER-03',)
    >>> step_rules(("SCORE-02",), None, "australian")
    ('SCORE-02',)
    """
    if not scope:
        return everything
    inside = tuple(r for r in everything if in_scope(r, scope))
    if inside:
        return inside
    known = rule_ids()
    own = tuple(sorted(applicable((x for x in scope if x in known), variant)))
    return own or everything


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Remember which feature file and scenario a test runs."""
    rel, line = str(feature.rel_filename), int(scenario.line_number)
    try:  # as written: an outline's name keeps its <placeholders> (pytest-bdd fills them in per row)
        name = scenario_at(rel, line).name
    except KeyError:
        name = str(scenario.name)
    request.node.stash[_SCENARIO] = {"feature": rel, "scenario": name, "line": line}
    request.node.stash[_GHERKIN] = {"feature_name": str(feature.name), "key": scenario_key(rel, name)}


def _case_of(item: pytest.Item) -> str:
    """The ID of the case of the compiled corpus (``cases.jsonl``) a test checks; its node ID for other tests."""
    callspec = getattr(item, "callspec", None)
    params = callspec.params if callspec is not None else {}
    gherkin = item.stash.get(_GHERKIN, None)
    if gherkin is not None:
        return case_id(gherkin["key"], params.get("_pytest_bdd_example") or None, params.get("variant"))
    if isinstance(params.get("path"), Path) and "stage" in params:
        return f"hands/{params.get('variant')}/{params['path'].stem}"
    if isinstance(params.get("position"), dict):
        return f"perft/{params['position']['id']}"
    return item.nodeid


