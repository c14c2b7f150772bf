"""What keeps the conformance run cheap (``benchmarks/conformance_cpu.py`` prints its CPU seconds)
does not change what it runs or says.
"""

from __future__ import annotations

import copy
import gc
import importlib
import random
import sys

import pytest
from _pytest.assertion.rewrite import AssertionRewritingHook
from five_hundred import Bid, deal, load_ruleset, playout


def test_the_plugins_the_suite_needs_are_loaded_by_name(pytestconfig: pytest.Config) -> None:
    """Plugin autoloading is off (pyproject's addopts); hypothesis's and pytest-bdd's plugins are named."""
    for name in ("hypothesispytest", "pytest-bdd", "five_hundred_suite.plugin"):
        assert pytestconfig.pluginmanager.has_plugin(name), name
    assert pytestconfig.getoption("--hypothesis-seed", "absent") != "absent"  # hypothesis's own options exist
    assert pytestconfig.getini("bdd_features_base_dir")


def test_the_asserts_of_hypothesis_and_pytest_bdd_are_not_rewritten() -> None:
    """Their modules are imported as installed, not parsed and rewritten by pytest on every run."""
    for name in ("hypothesis.core", "pytest_bdd.parser", "pytest_bdd.plugin"):
        module = importlib.import_module(name)
        assert not isinstance(module.__loader__, AssertionRewritingHook), name
    assert isinstance(sys.modules[__name__].__loader__, AssertionRewritingHook)  # the tests' own still are


def test_what_collection_made_is_frozen_while_the_tests_run() -> None:
    """The plugin freezes the objects made before the first test (:func:`gc.freeze`)."""
    assert gc.get_freeze_count() > 1000


def test_a_deep_copy_of_a_state_shares_its_immutable_values_and_equals_it() -> None:
    """Cards, bids, tricks and results copy as themselves (as ints and enums do); the state itself is copied,
    so a copy taken before an action still tells whether the action changed the state.
    """
    ruleset = load_ruleset("australian")
    state = deal(ruleset, list(ruleset.pack), 0)
    final = playout(state, random.Random(5))
    assert final.tricks and final.result is not None and final.result.score is not None
    values: list[object] = [final.tricks[0], final.tricks[0].plays[0][1], final.result, final.result.score,
                            Bid.parse("7NT")]
    for value in values:
        assert copy.copy(value) is value and copy.deepcopy(value) is value
    copied = copy.deepcopy(final, memo={id(ruleset): ruleset})
    assert copied == final and copied is not final and copied.__dict__ is not final.__dict__
    assert copied.tricks is final.tricks
    object.__setattr__(copied, "turn", 3)  # what a transition that changed the state in place would do
    assert copied != final
