"""A memo for pytest-bdd's search of the step definitions that match a step.

pytest-bdd finds the definitions of a step by asking pytest, for every fixture name of the
session, which definitions of that name the test sees (``find_fixturedefs_for_step``): about
60 names for each of the corpus's ~9,300 steps, a quarter of the conformance run's CPU time.
The answer depends only on the step (its kind and text), on where the test sits (its parent
node: step definitions live in modules, conftests and plugins, never on a test function) and
on which fixture names exist, so it is kept per (parent node, kind, text, number of names) and
searched once. A fixture a step injects on its test (``target_fixture``) is no step definition
and does not change the answer; a name registered later (a plugin, a conftest) changes the
number of names and so the key.

:func:`install` swaps the memo in; without the function it wraps (another pytest-bdd) it
leaves pytest-bdd as it is, which is only slower.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Any
from weakref import WeakKeyDictionary

Search = Callable[..., Iterable[Any]]

_CACHES: WeakKeyDictionary[Any, dict[Hashable, list[Any]]] = WeakKeyDictionary()


def remembering(search: Search) -> Search:
    """``search`` (pytest-bdd's ``find_fixturedefs_for_step(step, fixturemanager, node)``, which
    yields fixture definitions) with its answers kept per fixture manager and (parent of ``node``,
    step kind, step text, number of fixture names); returns a list in the order ``search`` yields.
    """

    def find(step: Any, fixturemanager: Any, node: Any) -> list[Any]:
        names = sum(len(getattr(fixturemanager, registry, ()))
                    for registry in ("_arg2node2fixturedefs", "_arg2nodeid2fixturedefs", "_arg2fixturedefs"))
        key = (node.parent, step.type, step.name, names)
        cache = _CACHES.setdefault(fixturemanager, {})
        found = cache.get(key)
        if found is None:
            found = cache[key] = list(search(step=step, fixturemanager=fixturemanager, node=node))
        return list(found)

    find.__wrapped__ = search  # type: ignore[attr-defined]
    return find


def by_definitions(names: Callable[[Any], list[str]], definitions: Callable[[Any, str, Any], Any],
                   contexts: Any) -> Search:
    """The same search as pytest-bdd's ``find_fixturedefs_for_step``, built from its parts
    (``names(fixturemanager)``: every fixture name; ``definitions(fixturemanager, name, node)``:
    the definitions of ``name`` that ``node`` sees; ``contexts``: step function -> step context),
    but listing the step definitions a parent node sees once, then matching each step against
    that list only: the same definitions in the same order as pytest-bdd's search.
    """
    visible: WeakKeyDictionary[Any, dict[Hashable, list[tuple[Any, Any]]]] = WeakKeyDictionary()

    def search(step: Any, fixturemanager: Any, node: Any) -> Iterator[Any]:
        every = names(fixturemanager)
        seen = visible.setdefault(fixturemanager, {})
        key = (node.parent, len(every))
        if key not in seen:
            seen[key] = [(fixturedef, context) for name in every
                         for fixturedef in definitions(fixturemanager, name, node) or []
                         if (context := contexts.get(fixturedef.func)) is not None]
        for fixturedef, context in seen[key]:
            if (context.type is None or context.type == step.type) and context.parser.is_matching(step.name):
                yield fixturedef

    return search


def install() -> bool:
    """Put :func:`remembering` around pytest-bdd's step search (once); ``False`` when this
    pytest-bdd has no such function to wrap (nothing is changed then).
    """
    scenario = importlib.import_module("pytest_bdd.scenario")  # the module (the package's ``scenario`` is a function)
    search = getattr(scenario, "find_fixturedefs_for_step", None)
    if search is None:
        return False
    if not hasattr(search, "__wrapped__"):
        parts: list[Any] = [getattr(scenario, name, None) for name in ("get_fixture_names", "getfixturedefs",
                                                             "step_function_context_registry")]
        faster = by_definitions(*parts) if None not in parts else search
        wrapped = remembering(faster)
        wrapped.__wrapped__ = search  # type: ignore[attr-defined]
        setattr(scenario, "find_fixturedefs_for_step", wrapped)  # noqa: B010
    return True
