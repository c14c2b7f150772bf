"""Serves the reference engine with three departures from the rules at once, for the fuzzer's
``--keep-going`` tests:

* the packets are dealt as if N dealt, whoever deals (DEAL-04);
* all ten tricks score the contract's value only, with no slam bonus (SCORE-04);
* a suitless joker lead may name a suit already led (JOKER-10).

Everything else, ``hello`` included (it opens positions), is the reference engine's; with
``--without-observe-legal`` it is an adapter written before the optional ``observe-legal`` and
``act-observe-legal`` requests (:class:`WithoutObserveLegal`), with ``--without-act-observe-legal``
one written before the second (:class:`WithoutActObserveLegal`).
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Any

from five_hundred import deal, parse_cards
from five_hundred.ruleset import Ruleset

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond

BROKEN = ("DEAL-04", "SCORE-04", "JOKER-10")
"""The rules this engine breaks."""


class ThreeDepartures(ReferenceImplementation):
    def __init__(self) -> None:
        super().__init__()
        self._changed: dict[tuple[str, tuple[str, ...]], Ruleset] = {}

    def _ruleset(self, variant: str, options: list[str]) -> Ruleset:
        key = (variant, tuple(sorted(options)))
        if key not in self._changed:  # one object per ruleset: the engine caches by identity
            self._changed[key] = replace(super()._ruleset(variant, options), slam_value=0,
                                         joker_lead_named_suit="any")
        return self._changed[key]

    def open(self, variant: str, options: list[str], setup: dict[str, Any]) -> str:
        handle = super().open(variant, options, setup)
        if "pack" in setup:
            r = self._ruleset(variant, options)
            real = r.seat_index(setup["dealer"])
            state = deal(r, parse_cards(setup["pack"]), 0)
            self._games[handle] = replace(state, dealer=real, turn=(real + 1) % r.players)
        return handle


class WithoutActObserveLegal(ThreeDepartures):
    """The same engine, whose ``hello`` does not offer ``act-observe-legal`` and which answers that request
    ``errored``, like any command an adapter does not know: the fuzzer must take each action with ``act``
    and look at the game after it apart.
    """

    def describe(self) -> dict[str, Any]:
        return {k: v for k, v in super().describe().items() if k != "act_observe_legal"}

    def act_observe_legal(self, game: str, action: str) -> dict[str, Any]:
        raise NotImplementedError("unknown command act-observe-legal")


class WithoutObserveLegal(WithoutActObserveLegal):
    """The same engine, whose ``hello`` offers neither ``observe-legal`` nor ``act-observe-legal`` and
    which answers both ``errored``: the fuzzer must look at its games with ``observe`` and ``legal-actions``
    instead, after an ``act``.
    """

    def describe(self) -> dict[str, Any]:
        return {k: v for k, v in super().describe().items() if k != "observe_legal"}

    def observe_legal(self, game: str) -> dict[str, Any]:
        raise NotImplementedError("unknown command observe-legal")


def main() -> None:
    kinds = {"--without-observe-legal": WithoutObserveLegal, "--without-act-observe-legal": WithoutActObserveLegal}
    impl = kinds.get(" ".join(sys.argv[1:]), ThreeDepartures)()
    for raw in sys.stdin.buffer:
        sys.stdout.buffer.write(encode(respond(impl, decode(raw))))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
