"""The memo around pytest-bdd's step search (five_hundred_suite.steplookup)."""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Iterator, Mapping
from types import SimpleNamespace
from typing import Any

import pytest

from five_hundred_suite.features import scenarios
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


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text

    def is_matching(self, name: str) -> bool:
        return name.startswith(self.text)


def test_definitions_are_listed_once_per_parent_and_matched_per_step() -> None:
    from five_hundred_suite.steplookup import by_definitions

    funcs = {name: (lambda: None) for name in ("given_deal", "then_score", "plain", "any_deal")}
    defs = {name: SimpleNamespace(func=func, name=name) for name, func in funcs.items()}
    contexts = {funcs["given_deal"]: SimpleNamespace(type="given", parser=_Parser("a deal")),
                funcs["then_score"]: SimpleNamespace(type="then", parser=_Parser("the score")),
                funcs["any_deal"]: SimpleNamespace(type=None, parser=_Parser("a deal"))}
    asked: list[str] = []

    def definitions(manager: Any, name: str, node: Any) -> list[Any]:
        asked.append(name)
        return [defs[name]]

    search = by_definitions(lambda manager: list(defs), definitions, contexts)
    manager, node = _Manager("x"), SimpleNamespace(parent="m")
    given = [d.name for d in search(SimpleNamespace(type="given", name="a deal of 10 cards"), manager, node)]
    then = [d.name for d in search(SimpleNamespace(type="then", name="a deal of 10 cards"), manager, node)]
    assert given == ["given_deal", "any_deal"]
    assert then == ["any_deal"]
    assert asked == list(defs)  # the second step asked pytest nothing


def test_the_closest_definition_is_chosen_as_pytest_would() -> None:
    from five_hundred_suite.steplookup import choosing

    near, far, other = (lambda: None), (lambda: None), (lambda: None)
    defs = [SimpleNamespace(func=near, baseid="tests/test_corpus.py"), SimpleNamespace(func=far, baseid="")]
    contexts = {near: "near", far: "far", other: "other"}
    scenario = importlib.import_module("pytest_bdd.scenario")
    request = SimpleNamespace(_fixturemanager=_Manager("x"), node=SimpleNamespace(parent="m"))

    def find(step: Any, fixturemanager: Any, node: Any) -> list[Any]:
        return list(defs) if step.name == "known" else []

    get = choosing(find, contexts, scenario.iterparentnodeids)
    assert get(request, SimpleNamespace(type="given", name="known")) == "near"
    defs.reverse()
    assert get(request, SimpleNamespace(type="given", name="known")) == "near"
    assert get(request, SimpleNamespace(type="given", name="unknown")) is None


def test_a_function_is_read_once_and_a_list_is_handed_out_as_a_copy() -> None:
    from five_hundred_suite.steplookup import once_per_function

    reads: list[object] = []

    def required(func: Any) -> list[str]:
        reads.append(func)
        return ["impl", "variant"]

    def step(impl: str, variant: str) -> None:
        pass

    once = once_per_function(required)
    first = once(step)
    first.append("spoiled")
    assert once(step) == ["impl", "variant"]
    assert reads == [step]
    signature = once_per_function(inspect.signature)
    assert signature(step) is signature(step)
    assert list(signature(step).parameters) == ["impl", "variant"]


def test_every_step_of_the_corpus_gets_the_definition_pytest_bdd_would_give(request: pytest.FixtureRequest) -> None:
    """The step definitions seen from this module are those the corpus sees (tests/conftest.py's plugins)."""
    from pytest_bdd.parser import Step

    scenario = importlib.import_module("pytest_bdd.scenario")
    assert install()
    chosen = scenario.get_step_function
    original = chosen.__wrapped__
    steps = {(step.kind, _rendered(step.text, row.values))
             for sc in scenarios() for step in sc.steps for row in (sc.rows or (SimpleNamespace(values={}),))}
    assert len(steps) > 500
    for kind, text in sorted(steps):
        step = Step(name=text, type=kind, indent=0, line_number=1, keyword=kind.title())
        found = chosen(request=request, step=step)
        assert found is not None, text
        assert found is original(request=request, step=step), text
    assert chosen(request=request, step=Step(name="no such step", type="given", indent=0, line_number=1,
                                             keyword="Given")) is None


def _rendered(text: str, values: Mapping[str, str]) -> str:
    for column, value in values.items():
        text = text.replace(f"<{column}>", value)
    return text


def test_pytest_bdd_reads_each_feature_file_from_the_tree_the_harness_parsed() -> None:
    from gherkin.parser import Parser
    from gherkin.token_scanner import TokenScanner
    from pytest_bdd import gherkin_parser

    from five_hundred_suite.catalogue import FEATURES
    from five_hundred_suite.features import feature_files, gherkin_document

    assert install()
    shared: Any = gherkin_parser.Parser  # type: ignore[attr-defined]
    path = feature_files()[0]
    text = path.read_text("utf-8")
    assert shared().parse(text) is gherkin_document(text)
    assert gherkin_document(text) == Parser().parse(text)
    plain = gherkin_parser.GherkinDocument.from_dict(Parser().parse(text))
    assert gherkin_parser.get_gherkin_document(str(path)) == plain
    scanned = shared().parse(TokenScanner(text))  # anything but text is parsed as before
    assert scanned == gherkin_document(text) and scanned is not gherkin_document(text)
    with pytest.raises(Exception, match="expected"):
        shared().parse("Feature: x\n  Scenario: y\n    Given a\n  nonsense here\n")
    assert path.is_relative_to(FEATURES)
