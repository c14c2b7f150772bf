"""Bind every scenario of ``features/`` to the step definitions.

A feature file that cannot be bound (not UTF-8, not Gherkin, two scenarios of
one name) is left out and reported as an error of its own, in one line; the
other files run as usual.
"""

from __future__ import annotations

import pytest
from pytest_bdd import scenarios

from five_hundred_suite.catalogue import FEATURES
from five_hundred_suite.features import feature_files, feature_problems

_PROBLEMS = feature_problems()

scenarios(*(p.relative_to(FEATURES).as_posix() for p in feature_files()
            if p.relative_to(FEATURES).as_posix() not in _PROBLEMS))

if _PROBLEMS:
    @pytest.fixture(params=sorted(_PROBLEMS))
    def unusable_feature(request: pytest.FixtureRequest) -> None:
        """Fails the setup of its test with the file's one-line problem (an error, not a failure)."""
        pytest.fail(_PROBLEMS[request.param], pytrace=False)

    def test_feature_file(unusable_feature: None) -> None:
        """A feature file that cannot be bound (reported by its fixture)."""
