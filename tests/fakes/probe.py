"""Tests for runs with ``--impl`` pointing at a fake (tests/test_protocol.py runs
them; tests/conftest.py keeps this directory out of normal runs): one plays, one
asks a trick winner. A fake's fault shows as the status of one of them, and the
other shows that the run went on. A third looks like a scenario but never asks
the implementation: it must not appear in the results.
"""

from __future__ import annotations

import pytest

from five_hundred_suite.adapter import Implementation, ReferenceImplementation

PACK = ReferenceImplementation().pack("australian", [])


def test_play(impl: Implementation) -> None:
    game = impl.open("australian", [], {"dealer": "N", "pack": PACK})
    try:
        for action in ("E bid 6S", "S pass", "W pass", "N pass"):
            impl.act(game, action)
        seen = impl.observe(game)
        assert (seen["contract"], seen["contractor"], seen["phase"]) == ("6S", "E", "kitty")
    finally:
        impl.close(game)


def test_trick_winner(impl: Implementation) -> None:
    assert impl.trick_winner("australian", "7H", ["5S", "AS", "KS", "QS"], None, None) == 1


@pytest.mark.parametrize("_pytest_bdd_example", [{}])
def test_a_scenario_that_never_asks(_pytest_bdd_example: dict[str, str]) -> None:
    assert PACK  # checks the suite's own data only, like a scenario whose steps never reach the implementation
