"""The memo around pytest-bdd's step search (five_hundred_suite.steplookup)."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

from five_hundred_suite.steplookup import install, remembering


class _Manager:
    """A fixture manager's registry of names (weak-referenceable, like pytest's)."""

    def __init__(self, *names: str) -> None:
        self._arg2node2fixturedefs: dict[str, dict[Any, Any]] = {name: {} for name in names}


def _counting() -> tuple[list[tuple[str, str]], Any]:
    calls: list[tuple[str, str]] = []

    def search(step: Any, fixturemanager: Any, node: Any) -> Iterator[str]:
        calls.append((step.type, step.name))
        yield from (f"{step.type}:{step.name}:{node.parent}", "second")

    return calls, search


def test_each_step_is_searched_once_per_parent() -> None:
    calls, search = _counting()
    find = remembering(search)
    manager = _Manager("a", "b")
    module, other = "test_corpus.py", "test_other.py"
    step = SimpleNamespace(type="given", name="a deal")
    first = find(step=step, fixturemanager=manager, node=SimpleNamespace(parent=module))
    again = find(step=step, fixturemanager=manager, node=SimpleNamespace(parent=module))
    assert first == again == ["given:a deal:test_corpus.py", "second"]
    assert calls == [("given", "a deal")]
    again.clear()  # the caller's list is its own
    assert find(step=step, fixturemanager=manager, node=SimpleNamespace(parent=module)) == first
    find(step=SimpleNamespace(type="when", name="a deal"), fixturemanager=manager, node=SimpleNamespace(parent=module))
    find(step=step, fixturemanager=manager, node=SimpleNamespace(parent=other))
    assert calls == [("given", "a deal"), ("when", "a deal"), ("given", "a deal")]


def test_a_new_fixture_name_searches_again() -> None:
    calls, search = _counting()
    find = remembering(search)
    manager = _Manager("a")
    step, node = SimpleNamespace(type="then", name="the score"), SimpleNamespace(parent="m")
    find(step=step, fixturemanager=manager, node=node)
    manager._arg2node2fixturedefs["b"] = {}
    find(step=step, fixturemanager=manager, node=node)
    assert len(calls) == 2


def test_install_wraps_pytest_bdd_once() -> None:
    scenario = importlib.import_module("pytest_bdd.scenario")
    assert install()
    wrapped = scenario.find_fixturedefs_for_step
    assert install()
    assert scenario.find_fixturedefs_for_step is wrapped
    assert wrapped.__wrapped__.__module__ == "pytest_bdd.scenario"
