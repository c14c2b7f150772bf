"""What keeps the conformance run cheap (``benchmarks/conformance_cpu.py`` prints its CPU seconds)
does not change what it runs or says.
"""

from __future__ import annotations

import importlib
import sys

import pytest
from _pytest.assertion.rewrite import AssertionRewritingHook


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
