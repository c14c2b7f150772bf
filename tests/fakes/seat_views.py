"""Serves the reference engine with its seat views changed, named as the argument, for the
visibility cases' tests:

* ``none``: says nothing of views in ``hello`` (an engine without them: the cases are skipped);
* ``kitty-to-all``: every seat's view shows the kitty from the deal on (DEAL-05, KITTY-01).
"""

from __future__ import annotations

import sys
from typing import Any

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


class Views(ReferenceImplementation):
    def __init__(self, change: str) -> None:
        super().__init__()
        self.change = change

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        if self.change == "none":
            info.pop("views")
        return info

    def observe(self, game: str, seat: str | None = None) -> dict[str, Any]:
        seen = super().observe(game, seat)
        if seat is not None and self.change == "kitty-to-all":
            seen["kitty"] = super().observe(game)["kitty"]
        return seen


def main() -> None:
    impl = Views(sys.argv[1])
    for raw in sys.stdin.buffer:
        sys.stdout.buffer.write(encode(respond(impl, decode(raw))))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
