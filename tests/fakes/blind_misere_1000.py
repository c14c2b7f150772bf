"""Serves the reference engine with one departure in the score: a blind misère, a contract no
variant offers (BID-16), is scored anyway, at ±1000 (twice the open-misère row). Everything else,
including ``hello``, is the reference engine's.
"""

from __future__ import annotations

import sys
from typing import Any

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


class BlindMisereDoubled(ReferenceImplementation):
    def hand_score(self, variant: str, options: list[str], contract: str, contractor: str,
                   tricks: dict[str, int], partners: list[str] | None = None) -> dict[str, Any]:
        if contract != "BMIS":
            return super().hand_score(variant, options, contract, contractor, tricks, partners)
        score = super().hand_score(variant, options, "OMIS", contractor, tricks)
        score["points"] = {side: 2 * n for side, n in score["points"].items()}
        return score


def main() -> None:
    impl = BlindMisereDoubled()
    for raw in sys.stdin.buffer:
        sys.stdout.buffer.write(encode(respond(impl, decode(raw))))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
