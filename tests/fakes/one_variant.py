"""Serves the reference engine, but claims in ``hello`` only the variants named as
arguments (default: ``australian``): the other variants' cases must be not applicable.
"""

from __future__ import annotations

import sys

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


def main() -> None:
    claimed = sys.argv[1:] or ["australian"]
    impl = ReferenceImplementation()
    for raw in sys.stdin.buffer:
        request = decode(raw)
        response = respond(impl, request)
        if request["cmd"] == "hello":
            response["value"]["variants"] = claimed
        sys.stdout.buffer.write(encode(response))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
