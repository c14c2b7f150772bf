"""Serves the reference engine, but exits with status 3 on the third request it reads."""

from __future__ import annotations

import sys

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


def main() -> None:
    impl = ReferenceImplementation()
    for n, raw in enumerate(sys.stdin.buffer, start=1):
        if n == 3:
            print("fake: crashing on request 3", file=sys.stderr, flush=True)
            sys.exit(3)
        sys.stdout.buffer.write(encode(respond(impl, decode(raw))))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
