"""Serves the reference engine, but says it speaks adapter protocol 99."""

from __future__ import annotations

import sys

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


def main() -> None:
    impl = ReferenceImplementation()
    for raw in sys.stdin.buffer:
        request = decode(raw)
        response = respond(impl, request)
        if request["cmd"] == "hello":
            response["value"]["protocol"] = 99
        sys.stdout.buffer.write(encode(response))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
