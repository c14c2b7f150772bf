"""Serves the reference engine with one planted departure from the rules, named as the
argument, for the fuzzer's tests:

* ``deal-from-north``: the packets are dealt as if N dealt, whoever deals (DEAL-04);
* ``no-slam-bonus``: all ten tricks score the contract's value only (SCORE-04);
* ``misere-plays-on``: a misère goes on to the tenth trick after the contractor wins one (DECIDE-12);
* ``joker-any-suit``: a suitless joker lead may name a suit already led (JOKER-10);
* ``both-past-500-to-ns``: when both sides end a hand on 500 or more, N-S win the game (END-02).

Everything else, including ``hello``, is the reference engine's.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Any

from five_hundred import deal, parse_cards
from five_hundred.ruleset import Ruleset

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol import decode, encode
from five_hundred_suite.serve import respond

SETTINGS: dict[str, dict[str, Any]] = {
    "no-slam-bonus": {"slam_value": 0},
    "misere-plays-on": {"misere_ends_on_first_trick_won": False},
    "joker-any-suit": {"joker_lead_named_suit": "any"},
}
DEPARTURES = ("deal-from-north", "both-past-500-to-ns", *SETTINGS)


class Departing(ReferenceImplementation):
    def __init__(self, departure: str) -> None:
        super().__init__()
        self.departure = departure
        self._changed: dict[tuple[str, tuple[str, ...]], Ruleset] = {}

    def _ruleset(self, variant: str, options: list[str]) -> Ruleset:
        r = super()._ruleset(variant, options)
        if self.departure not in SETTINGS:
            return r
        key = (variant, tuple(sorted(options)))
        if key not in self._changed:  # one object per ruleset: the engine caches by identity
            self._changed[key] = replace(r, **SETTINGS[self.departure])
        return self._changed[key]

    def open(self, variant: str, options: list[str], setup: dict[str, Any]) -> str:
        handle = super().open(variant, options, setup)
        if self.departure == "deal-from-north" and "pack" in setup:
            r = self._ruleset(variant, options)
            real = r.seat_index(setup["dealer"])
            state = deal(r, parse_cards(setup["pack"]), 0)
            self._games[handle] = replace(state, dealer=real, turn=(real + 1) % r.players)
        return handle

    def game_after_hand(self, variant: str, options: list[str], before: dict[str, Any],
                        hand: dict[str, Any]) -> dict[str, Any]:
        after = super().game_after_hand(variant, options, before, hand)
        if self.departure == "both-past-500-to-ns" and all(n >= 500 for n in after["scores"].values()):
            after["outcome"] = {"winner": "NS", "reason": "made_contract_500"}
        return after


def main() -> None:
    departure = sys.argv[1]
    if departure not in DEPARTURES:
        sys.exit(f"departures.py: unknown departure {departure!r}; known: {', '.join(DEPARTURES)}")
    impl = Departing(departure)
    for raw in sys.stdin.buffer:
        sys.stdout.buffer.write(encode(respond(impl, decode(raw))))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
