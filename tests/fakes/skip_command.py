"""Serves the reference engine, but declares a gap (``skipped``) for the commands
named as arguments (default: ``count-sequences``).
"""

from __future__ import annotations

import sys

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond

ISSUE = "https://example.invalid/fake/issues/1"


def main() -> None:
    gaps = set(sys.argv[1:]) or {"count-sequences"}
    impl = ReferenceImplementation()
    for raw in sys.stdin.buffer:
        request = decode(raw)
        if request["cmd"] in gaps:
            response = {"seq": request["seq"], "skipped": {"reason": f"fake: {request['cmd']} is not implemented",
                                                           "issue_url": ISSUE}}
        else:
            response = respond(impl, request)
        sys.stdout.buffer.write(encode(response))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
