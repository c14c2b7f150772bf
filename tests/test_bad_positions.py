"""The cases of ``features/options/bad-positions.feature`` fail an adapter that opens every position
unchecked, and pass the reference engine; an adapter that does not open positions is not asked them.
"""

from __future__ import annotations

from typing import Any

import pytest

from five_hundred_suite.adapter import ReferenceImplementation, WithoutPositions
from five_hundred_suite.cases import compiled_corpus
from five_hundred_suite.cases.listing import items
from five_hundred_suite.cases.replay import execute
from five_hundred_suite.results import Status

FEATURE = "features/options/bad-positions.feature"


class Unchecked(ReferenceImplementation):
    """The reference engine, except that a position is taken without a check: the hand is opened
    from a fixed deal (as an adapter that checks nothing would take any position)."""

    def open(self, variant: str, options: list[str], setup: dict[str, Any]) -> str:
        if "position" in setup:
            pack = self.pack(variant, options)
            setup = {"dealer": setup["position"]["dealer"] if setup["position"]["dealer"] in ("N", "E", "S", "W")
                     else "N", "pack": pack}
        return super().open(variant, options, setup)


@pytest.fixture(scope="module")
def bad_positions() -> list[Any]:
    todo = [i for i in items(compiled_corpus(echo=lambda _line: None)) if i.data["source"]["file"] == FEATURE]
    assert len(todo) >= 17, f"{FEATURE} gives {len(todo)} cases"
    return todo


def test_the_reference_engine_refuses_every_bad_position(bad_positions: list[Any]) -> None:
    records = [execute(ReferenceImplementation(), item) for item in bad_positions]
    assert [r["scenario"] for r in records if r["status"] != Status.PASSED] == []


def test_an_adapter_that_checks_no_position_fails_every_case(bad_positions: list[Any]) -> None:
    records = [execute(Unchecked(), item) for item in bad_positions]
    assert [r["scenario"] for r in records if r["status"] != Status.FAILED] == []


def test_an_adapter_without_positions_is_not_asked(bad_positions: list[Any]) -> None:
    records = [execute(WithoutPositions(ReferenceImplementation()), item) for item in bad_positions]
    assert {r["status"] for r in records} == {Status.SKIPPED}
