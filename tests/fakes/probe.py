"""Two tests for runs with ``--impl`` pointing at a fake (tests/test_protocol.py runs
them; tests/conftest.py keeps this directory out of normal runs): one plays, one
asks a trick winner. A fake's fault shows as the status of one of them, and the
other shows that the run went on.
"""

from __future__ import annotations

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
    assert impl.trick_winner("australian", "7H", ["4S", "AS", "KS", "QS"], None, None) == 1
