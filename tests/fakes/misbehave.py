"""Serves the reference engine, misbehaving in the way its first argument says.

``deep-hello``: answers ``hello`` with a value nested 100,000 deep;
``deep``: answers ``parse-card`` that way;
``crash-every N``: exits (status 3) on every Nth request it reads, counting from its start;
``setsid PIDFILE``: first starts a child that leaves the process group with ``setsid()``,
sleeps for an hour and appends its process ID to PIDFILE;
``slow S``: waits S seconds before each answer but ``hello``'s;
``huge-error``: answers ``parse-card`` with an error message of 900,000 characters.
"""

from __future__ import annotations

import os
import sys
import time

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol import decode, encode
from five_hundred_suite.serve import respond


def _setsid_child(pidfile: str) -> None:
    if os.fork() == 0:
        os.setsid()
        with open(pidfile, "a", encoding="utf-8") as f:
            f.write(f"{os.getpid()}\n")
        os.closerange(0, 3)
        time.sleep(3600)
        os._exit(0)


def main() -> None:
    mode, arg = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "")
    if mode == "setsid":
        _setsid_child(arg)
    impl = ReferenceImplementation()
    out = sys.stdout.buffer
    for n, raw in enumerate(sys.stdin.buffer, start=1):
        request = decode(raw)
        seq, cmd = request.get("seq"), request.get("cmd")
        if mode == "crash-every" and n % int(arg) == 0:
            sys.exit(3)
        if (mode == "deep-hello" and cmd == "hello") or (mode == "deep" and cmd == "parse-card"):
            depth = 100_000
            out.write(b'{"seq":%d,"ok":true,"value":' % int(seq or 0) + b"[" * depth + b"]" * depth + b"}\n")
        elif mode == "huge-error" and cmd == "parse-card":
            out.write(encode({"seq": seq, "errored": {"message": "x" * 900_000}}))
        else:
            if mode == "slow" and cmd != "hello":
                time.sleep(float(arg))
            out.write(encode(respond(impl, request)))
        out.flush()


if __name__ == "__main__":
    main()
