"""Serves the reference engine, but answers ``parse-card`` with 2 MB: ``long`` on one
line, ``endless`` without ever ending the line (then it hangs). With an argument
(``python oversized.py long``), every ``parse-card`` is answered that way.
"""

from __future__ import annotations

import sys
import time

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond

SIZE = 2_000_000


def main() -> None:
    impl = ReferenceImplementation()
    out = sys.stdout.buffer
    mode = sys.argv[1] if len(sys.argv) > 1 else None
    for raw in sys.stdin.buffer:
        request = decode(raw)
        if request["cmd"] == "parse-card":
            request["text"] = mode or request["text"]
        if request["cmd"] == "parse-card" and request["text"] == "long":
            out.write(encode({"seq": request["seq"], "ok": True, "value": "x" * SIZE}))
        elif request["cmd"] == "parse-card" and request["text"] == "endless":
            out.write(b'{"seq": ' + b" " * SIZE)
            out.flush()
            time.sleep(3600)
        else:
            out.write(encode(respond(impl, request)))
        out.flush()


if __name__ == "__main__":
    main()
