"""Replay every whole-hand fixture (``features/hands/``) through the implementation.

Five tests per fixture file, one per stage of the hand (the checks are
:mod:`five_hundred_suite.cases.hands`, shared with ``python -m five_hundred_suite run``):
``deal``, ``auction``, ``kitty``, ``play`` and ``score``. Each stage test carries the
fixture's rule IDs of that stage, so a disagreement marks the rules of the stage where it
happened; a stage not reached (an implementation without positions whose route disagreed)
is skipped, saying why, never passed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from five_hundred_suite.adapter import Implementation
from five_hundred_suite.cases.hands import STAGES, Mismatch, NotReached, check_hand, check_stage, stage_of
from five_hundred_suite.fixtures import FixtureError, fixture_paths, load_fixture

__all__ = ["STAGES", "Mismatch", "NotReached", "check_hand", "test_hand"]

_check_stage = check_stage  # the name tests/test_hand_stages.py imports


def _params(path: Path) -> list[Any]:
    try:
        fx = load_fixture(path)
    except FixtureError:
        # Reported by the test itself, so that one bad file does not stop collection.
        return [pytest.param(path, path.parent.name, stage, id=f"{path.stem}-{stage}") for stage in STAGES]
    out = []
    for stage in STAGES:
        marks = [pytest.mark.rule(r) for r in fx.rules if stage_of(r) == stage] + [pytest.mark.variant(fx.variant)]
        out.append(pytest.param(path, fx.variant, stage, marks=marks, id=f"{fx.id}-{stage}"))
    return out


@pytest.mark.parametrize(("path", "variant", "stage"), [p for path in fixture_paths() for p in _params(path)])
def test_hand(impl: Implementation, path: Path, variant: str, stage: str) -> None:
    try:
        fx = load_fixture(path)
    except FixtureError as e:
        pytest.fail(str(e), pytrace=False)
    assert variant == fx.variant
    try:
        _check_stage(impl, fx, stage)
    except Mismatch as e:
        pytest.fail(str(e), pytrace=False)
    except NotReached as e:
        pytest.skip(str(e))
