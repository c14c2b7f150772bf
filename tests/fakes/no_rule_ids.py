"""Serves the reference engine, but every refusal cites no rule (``"rule": null``), as an engine that
does not know the catalogue's rule IDs would: its conformance must not suffer, only its rule citations.
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
        if "refused" in response:
            response["refused"]["rule"] = None
        sys.stdout.buffer.write(encode(response))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
