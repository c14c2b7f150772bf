"""Serves the reference engine, but ``observe`` never shows the ``nomination`` phase (it says
``play``): a whole-hand fixture that nominates the joker must fail its kitty stage, charged to the
rules of the nomination, not to those of the kitty.
"""

from __future__ import annotations

import sys

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


def main() -> None:
    impl = ReferenceImplementation()
    for raw in sys.stdin.buffer:
        response = respond(impl, decode(raw))
        value = response.get("value")
        if isinstance(value, dict) and value.get("phase") == "nomination":
            value["phase"] = "play"
        sys.stdout.buffer.write(encode(response))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
