"""The plugin's command-line options, its configuration, the implementation under test and the broken features always kept."""

from __future__ import annotations

import argparse
import gc
import shlex
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import pytest
from five_hundred.errors import FiveHundredError, clip

from .. import steplookup
from ..adapter import Implementation
from ..arguments import writable_file
from ..cases import Recording, Verdict
from ..catalogue import (
    CatalogueError,
    conflict_ids,
    rule_ids,
    variants,
)

F = TypeVar("F", bound=Callable[..., object])

_RESULTS = pytest.StashKey[dict[str, dict[str, Any]]]()
_SCENARIO = pytest.StashKey[dict[str, Any]]()
_GHERKIN = pytest.StashKey[dict[str, Any]]()
_OPTIONS = pytest.StashKey[list[str]]()
_CASES = pytest.StashKey[dict[str, Any]]()
_VERDICT = pytest.StashKey[Verdict]()
_RULES = pytest.StashKey[tuple[str, ...]]()

def pytest_addoption(parser: pytest.Parser) -> None:
    """Options: ``--results PATH``, ``--variant ID``, ``--rule ID``, ``--strict-rules``, ``--no-positions``
    and ``--record-cases PATH``. The corpus runs here on the reference engine in process only: ``--impl`` is
    kept to refuse itself with the command that runs a program (``python -m five_hundred_suite run``).
    """
    group = parser.getgroup("five-hundred")
    group.addoption("--results", metavar="PATH", default=None,
                    help="write the outcome of every test, with rule IDs and variant, to this JSON file")
    group.addoption("--variant", action="append", default=[], metavar="ID",
                    help="run only these variants (others report 'not applicable'); repeatable")
    group.addoption("--rule", action="append", default=[], metavar="ID",
                    help="run only the tests that check these rule IDs (the others are deselected); repeatable")
    group.addoption("--impl", metavar="COMMAND", default=None, help=argparse.SUPPRESS)
    group.addoption("--strict-rules", action="store_true", default=False,
                    help="fail a test when a refusal cites another rule than the catalogue gives (or none); "
                         "by default that is counted as a diagnostic only")
    group.addoption("--no-positions", action="store_true", default=False,
                    help="treat the implementation as one that does not open positions: reach each "
                         "position by replaying its route from the deal")
    group.addoption("--record-cases", metavar="PATH", default=None,
                    help="record the requests and checks of every scenario as cases in this JSON file "
                         "(python -m five_hundred_suite export uses it)")


def pytest_configure(config: pytest.Config) -> None:
    """Register the markers and the results store; refuse, in one line, an unknown ``--variant``, a
    ``--results`` or ``--record-cases`` file that cannot be written, and a catalogue or variant file
    that cannot be read.

    Raises:
        pytest.UsageError: naming the option or file and what is wrong (``--impl``: the command to use instead).
    """
    if config.getoption("--impl", None) is not None:
        raise pytest.UsageError(f"--impl: this pytest run checks the reference engine only; run the corpus against "
                                f"a program with: python -m five_hundred_suite run --impl "
                                f"{shlex.quote(clip(str(config.getoption('--impl')), 200))}")
    config.addinivalue_line("markers", "rule(id): the test checks this rule of the catalogue")
    config.addinivalue_line("markers", "variant(id): the test applies to this variant")
    config.addinivalue_line("markers", "option(key): the test switches on this option of its variant")
    config.addinivalue_line("markers", "conflict(id): the test checks a reading of this conflict between the sources")
    if not config.pluginmanager.has_plugin("five-hundred-keep-broken-features"):
        config.pluginmanager.register(KeepBrokenFeatures(), "five-hundred-keep-broken-features")
    try:
        known = variants()
        rule_ids()
        conflict_ids()
    except (FiveHundredError, CatalogueError) as e:
        raise pytest.UsageError(f"the catalogue cannot be read: {clip(str(e), 500)}") from None
    unknown = [v for v in config.getoption("--variant", None) or () if v not in known]
    if unknown:
        raise pytest.UsageError(f"--variant names no variant: {clip(', '.join(unknown), 100)} "
                                f"(known: {', '.join(known)})")
    for option in ("--results", "--record-cases"):
        path = config.getoption(option, None)
        problem = writable_file(Path(path)) if path else None
        if problem:
            raise pytest.UsageError(f"{option} {clip(str(path), 200)}: {problem}")
    config.stash[_RESULTS] = {}
    steplookup.install()
    if config.getoption("--record-cases", None):
        config.stash[_CASES] = {"recording": None, "cases": []}


def pytest_collection_finish(session: pytest.Session) -> None:
    """Move everything made so far (modules, parsed features, collected tests) out of the garbage
    collector's way (:func:`gc.freeze`): it lives to the end of the run anyway, and each full
    collection, pytest's last one at the end included, would otherwise walk all of it again. Only
    what the tests make is collected; an object made before the first test that became garbage
    in a reference cycle stays in memory until the process ends.
    """
    gc.freeze()


def recording(config: pytest.Config, impl: Implementation) -> Implementation:
    """``impl``, wrapped in a :class:`~five_hundred_suite.cases.Recording` when the run records cases."""
    store = config.stash.get(_CASES, None)
    if store is None:
        return impl
    store["recording"] = Recording(impl)
    store["recording"].begin()  # made during the first test's setup, after pytest_runtest_setup
    return cast(Implementation, store["recording"])


UNUSABLE_FEATURE = "unusable_feature"
"""The fixture of the test that reports a feature file that cannot be bound (``tests/test_corpus.py``)."""


class KeepBrokenFeatures:
    """A feature file that cannot be bound is an error under every filter: its test (the one with the
    :data:`UNUSABLE_FEATURE` fixture) is kept whatever ``-k``, ``-m``, ``--rule`` or
    ``--variant`` deselect, so that a run of some rules never passes while the file of their scenarios is broken.
    """

    @pytest.hookimpl(wrapper=True)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> Any:
        """Put back the tests of broken feature files that the other hooks deselected."""
        broken = [i for i in items if UNUSABLE_FEATURE in getattr(i, "fixturenames", ())]
        result = yield
        items[:0] = [i for i in broken if i not in items]
        return result



