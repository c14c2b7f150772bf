"""Serves the reference engine with one bug in the deal: the packets always start
with the first seat (N, P1), whoever deals, as if the seat before it dealt
(DEAL-04). The dealer is kept, so the auction still starts on the dealer's left.

With ``--no-positions`` it also leaves ``positions`` out of ``hello``: the
suite must then replay whole hands from the deal.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Any

from five_hundred import deal, load_ruleset, parse_cards

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


class DealsFromTheFirstSeat(ReferenceImplementation):
    def __init__(self, positions: bool) -> None:
        super().__init__()
        self.positions = positions

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        if not self.positions:
            del info["positions"]
        return info

    def open(self, variant: str, options: list[str], setup: dict[str, Any]) -> str:
        if "pack" not in setup:
            return super().open(variant, options, setup)
        r = load_ruleset(variant, options)
        dealer = r.seat_index(setup["dealer"])
        state = deal(r, parse_cards(setup["pack"]), r.players - 1)
        return self._keep(replace(state, dealer=dealer, turn=(dealer + 1) % r.players))


def main() -> None:
    impl = DealsFromTheFirstSeat(positions="--no-positions" not in sys.argv[1:])
    for raw in sys.stdin.buffer:
        sys.stdout.buffer.write(encode(respond(impl, decode(raw))))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
