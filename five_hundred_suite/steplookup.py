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

Two more of pytest-bdd's per-step costs go the same way. It reads each step function's signature
(``inspect.signature``, and again for its required arguments) at every step it runs: a function's
signature does not change, so it is read once per function. And it gets the definition a step
uses by registering the matching definitions as a temporary fixture and asking pytest for that
fixture's value, which is the context of the closest definition (the last once sorted by where
each is defined, as pytest-bdd sorts them): :func:`choosing` takes that definition directly.

:func:`install` swaps these in; without the functions they replace (another pytest-bdd) it
leaves pytest-bdd as it is, which is only slower.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from typing import Any, TypeVar, cast
from weakref import WeakKeyDictionary

from .features.parsing import gherkin_document

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


def choosing(find: Search, contexts: Mapping[Any, Any], parents: Callable[[str], Iterable[str]]) -> Callable[[Any, Any], Any]:
    """pytest-bdd's ``get_step_function(request, step)``: the context of the step definition that a
    step of the test ``request.node`` uses, ``None`` when none matches. ``find`` is the step search
    (:func:`remembering`), ``contexts`` maps a step definition's fixture function to its context,
    ``parents(baseid)`` lists the node IDs a definition's place lies under (pytest-bdd's
    ``iterparentnodeids``). Of the definitions found, sorted by those lists as pytest-bdd sorts them
    (the closest last), the last is the one pytest's fixture lookup would give.
    """

    def get_step_function(request: Any, step: Any) -> Any:
        found = list(find(step=step, fixturemanager=request._fixturemanager, node=request.node))
        if not found:
            return None
        found.sort(key=lambda fixturedef: list(parents(fixturedef.baseid)))
        return contexts[found[-1].func]

    return get_step_function


_Read = TypeVar("_Read")


def once_per_function(read: Callable[[Callable[..., object]], _Read]) -> Callable[[Callable[..., object]], _Read]:
    """``read`` (``inspect.signature``, or pytest-bdd's ``get_required_args``, which gives a list)
    of each function kept after its first call; a list is handed out as a copy.
    """
    kept: dict[Callable[..., object], _Read] = {}

    def once(func: Callable[..., object]) -> _Read:
        found = kept.get(func)
        if found is None:
            found = kept[func] = read(func)
        return cast(_Read, list(found)) if isinstance(found, list) else found

    once.__wrapped__ = read  # type: ignore[attr-defined]
    return once


def install() -> bool:
    """Put :func:`remembering` around pytest-bdd's step search, :func:`choosing` in place of its
    ``get_step_function`` and :func:`once_per_function` around the signature readers its steps use,
    and gives it the parser of :func:`sharing` (each once); ``False`` when this pytest-bdd has no step search to wrap (nothing is changed then).
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
        contexts, parents = (getattr(scenario, name, None) for name in ("step_function_context_registry",
                                                                         "iterparentnodeids"))
        original = getattr(scenario, "get_step_function", None)
        if contexts is not None and parents is not None and original is not None:
            chosen = choosing(wrapped, contexts, parents)
            chosen.__wrapped__ = original  # type: ignore[attr-defined]
            setattr(scenario, "get_step_function", chosen)  # noqa: B010
        for name in ("signature", "get_required_args"):
            read = getattr(scenario, name, None)
            if read is not None:
                setattr(scenario, name, once_per_function(read))
        gherkin = importlib.import_module("pytest_bdd.gherkin_parser")
        parser = getattr(gherkin, "Parser", None)
        if parser is not None:
            setattr(gherkin, "Parser", sharing(parser))  # noqa: B010
    return True


def sharing(parser: type[Any]) -> type[Any]:
    """Gherkin's ``Parser`` (the one pytest-bdd reads feature files with), whose ``parse`` of a
    feature file's text gives the syntax tree :func:`five_hundred_suite.features.gherkin_document`
    keeps for that text: each file of the corpus is parsed once, not once for the harness and once
    for pytest-bdd (which only reads the tree).
    """

    class SharingParser(parser):  # type: ignore[misc]
        def parse(self, token_scanner_or_str: Any, token_matcher: Any = None) -> Any:
            if isinstance(token_scanner_or_str, str) and token_matcher is None:
                return gherkin_document(token_scanner_or_str)
            return super().parse(token_scanner_or_str, token_matcher)

    return SharingParser
