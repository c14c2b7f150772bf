"""Serves the reference engine, but takes its time over ``count-sequences``: it waits the first
argument's number of seconds (default 0.5) for every play of the depth asked before it answers.
Every other request is answered at once.
"""

from __future__ import annotations

import sys
import time

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


def main() -> None:
    per_play = float(sys.argv[1]) if len(sys.argv) > 1 else 0.5
    impl = ReferenceImplementation()
    for raw in sys.stdin.buffer:
        request = decode(raw)
        if request["cmd"] == "count-sequences":
            time.sleep(per_play * int(request["depth"]))
        sys.stdout.buffer.write(encode(respond(impl, request)))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
