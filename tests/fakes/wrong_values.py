"""Serves an engine that gets trick winners wrong: the lead always wins
(``trick-winner`` answers 0, and ``observe`` shows every trick won by its leader).
Well-formed answers: the suite must report failures, not errors.
"""

from __future__ import annotations

import sys
from typing import Any

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


class LeadWins(ReferenceImplementation):
    def trick_winner(
        self, variant: str, contract: str, cards: list[str], joker_suit: str | None, named_suit: str | None
    ) -> int:
        return 0

    def observe(self, game: str, seat: str | None = None) -> dict[str, Any]:
        snap = super().observe(game, seat)
        for trick in snap["tricks"]:
            if trick["winner"] is not None:
                trick["winner"] = trick["leader"]
        return snap


def main() -> None:
    impl = LeadWins()
    for raw in sys.stdin.buffer:
        sys.stdout.buffer.write(encode(respond(impl, decode(raw))))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
