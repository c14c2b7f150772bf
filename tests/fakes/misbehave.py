"""Serves the reference engine, misbehaving in the way its first argument says.

``deep-hello``: answers ``hello`` with a value nested 100,000 deep;
``deep``: answers ``parse-card`` that way;
``crash-every N``: exits (status 3) on every Nth request it reads, counting from its start;
``setsid PIDFILE``: first starts a child that leaves the process group with ``setsid()``,
sleeps for an hour and appends its process ID to PIDFILE;
``slow S``: waits S seconds before each answer but ``hello``'s;
``huge-error``: answers ``parse-card`` with an error message of 900,000 characters;
``surrogate``: answers ``parse-card``, ``trick-winner``, ``effective-suit``, ``observe`` and
``legal-actions`` with an error whose message holds an unpaired UTF-16 surrogate (a string cut
inside an emoji);
``claims VARIANTS``: claims in ``hello`` the variants named (separated by commas; empty: none);
``skip-all``: answers every request but ``hello`` and ``stop`` ``skipped``;
``stderr-flood MB``: writes MB megabytes on standard error before it answers ``hello``;
``setsid-clean PIDFILE``: starts a child that leaves the group with ``setsid()``, appends its
process ID to PIDFILE and becomes ``sleep`` with an empty environment;
``orphan PIDFILE``: the same, from a grandchild whose parent exits at once (so it is nobody's
child but init's, or the harness's);
``stubborn PIDFILE``: ignores SIGTERM, SIGINT and SIGHUP, appends its own process ID to PIDFILE
and waits half a second before each answer but ``hello``'s.
"""

from __future__ import annotations

import os
import signal
import sys
import time

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


def _setsid_child(pidfile: str) -> None:
    if os.fork() == 0:
        os.setsid()
        with open(pidfile, "a", encoding="utf-8") as f:
            f.write(f"{os.getpid()}\n")
        os.closerange(0, 3)
        time.sleep(3600)
        os._exit(0)


def _clean_child(pidfile: str, orphan: bool) -> None:
    if os.fork() == 0:
        os.setsid()
        if orphan and os.fork() != 0:
            os._exit(0)
        with open(pidfile, "a", encoding="utf-8") as f:
            f.write(f"{os.getpid()}\n")
        os.closerange(0, 3)
        os.execve("/bin/sleep", ["sleep", "3600"], {})
    if orphan:
        os.wait()


def main() -> None:
    mode, arg = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "")
    if mode == "setsid":
        _setsid_child(arg)
    if mode in ("setsid-clean", "orphan"):
        _clean_child(arg, mode == "orphan")
    if mode == "stubborn":
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(sig, signal.SIG_IGN)
        with open(arg, "a", encoding="utf-8") as f:
            f.write(f"{os.getpid()}\n")
    if mode == "stderr-flood":
        block = b"e" * (1 << 20)
        for _ in range(int(arg)):
            os.write(2, block)
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
        elif mode == "surrogate" and cmd in ("parse-card", "trick-winner", "effective-suit", "observe", "legal-actions"):
            out.write(b'{"seq":%d,"errored":{"message":"cut inside an emoji: \\ud83d"}}\n' % int(seq or 0))
        elif mode == "skip-all" and cmd not in ("hello", "stop"):
            out.write(encode({"seq": seq, "skipped": {"reason": "not written yet"}}))
        elif mode == "huge-error" and cmd == "parse-card":
            out.write(encode({"seq": seq, "errored": {"message": "x" * 900_000}}))
        else:
            if mode in ("slow", "stubborn") and cmd != "hello":
                time.sleep(float(arg) if mode == "slow" else 0.5)
            response = respond(impl, request)
            if mode == "claims" and cmd == "hello":
                response["value"]["variants"] = [v for v in arg.split(",") if v]
            out.write(encode(response))
        out.flush()


if __name__ == "__main__":
    main()
