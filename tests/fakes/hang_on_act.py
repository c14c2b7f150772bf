"""Serves the reference engine, but never answers ``act``."""

from __future__ import annotations

import sys
import time

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


def main() -> None:
    impl = ReferenceImplementation()
    for raw in sys.stdin.buffer:
        request = decode(raw)
        if request["cmd"] == "act":
            time.sleep(3600)
        sys.stdout.buffer.write(encode(respond(impl, request)))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
