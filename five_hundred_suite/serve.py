"""Serve an implementation over the adapter protocol (see :mod:`five_hundred_suite.protocol`).

    python -m five_hundred_suite.serve [--transcript PATH]

serves the reference engine on standard input and output until a ``stop``
request or the end of input; it is the model answer for any adapter, and
``pytest --impl "python -m five_hundred_suite.serve"`` runs the corpus through
the protocol. ``--transcript PATH`` appends every line read (``> ``) and
written (``< ``) to a file.

:func:`respond` and :func:`serve` work with any
:class:`~five_hundred_suite.adapter.Implementation`, so another implementation
written in Python can be served the same way.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Iterable, Sequence
from typing import IO, Any

from five_hundred.errors import clip

from .adapter import Implementation, ReferenceImplementation, Refused
from .arguments import OneLineParser, invoked_as
from .protocol import COMMANDS, OPTIONAL_FIELDS, PROTOCOL_VERSION, ImplementationSkipped, decode, encode


def respond(impl: Implementation, request: dict[str, Any]) -> dict[str, Any]:
    """The answer of ``impl`` to one request.

    ``hello`` answers ``impl.describe()`` with ``"protocol"`` added; ``stop``
    answers ``null``; every other command calls its method with the request's
    fields (:data:`~five_hundred_suite.protocol.COMMANDS`). :class:`Refused`
    becomes a refusal, :class:`~five_hundred_suite.protocol.ImplementationSkipped`
    a declared gap, and any other exception (a missing field, an unknown game
    handle, a bug) an ``errored`` answer with the traceback. Never raises.

    >>> respond(ReferenceImplementation(), {"seq": 7, "cmd": "parse-card", "text": "10♥"})
    {'seq': 7, 'ok': True, 'value': '10H'}
    >>> respond(ReferenceImplementation(), {"seq": 8, "cmd": "parse-card", "text": "1H"})["ok"]
    False
    """
    seq = request.get("seq")
    cmd = request.get("cmd")
    try:
        if not isinstance(cmd, str) or cmd not in COMMANDS:
            return {"seq": seq, "errored": {"message": f"unknown command {cmd!r}; known: {', '.join(COMMANDS)}"}}
        if cmd == "hello":
            value: Any = {**impl.describe(), "protocol": PROTOCOL_VERSION}
        elif cmd == "stop":
            value = None
        else:
            method, fields = COMMANDS[cmd]
            missing = [f for f in fields if f not in request]
            if missing:
                return {"seq": seq, "errored": {"message": f"{cmd}: missing field(s) {', '.join(missing)}"}}
            optional = {f: request[f] for f in OPTIONAL_FIELDS.get(cmd, ()) if f in request}
            value = getattr(impl, method)(*(request[f] for f in fields), **optional)
    except Refused as e:
        return {"seq": seq, "ok": False, "refused": {"rule": e.rule, "message": e.message}}
    except ImplementationSkipped as e:
        skipped: dict[str, Any] = {"reason": e.reason}
        if e.issue_url:
            skipped["issue_url"] = e.issue_url
        return {"seq": seq, "skipped": skipped}
    except Exception as e:
        return {"seq": seq, "errored": {"message": f"{cmd}: {type(e).__name__}: {e}",
                                        "traceback": traceback.format_exc()}}
    return {"seq": seq, "ok": True, "value": value}


def serve(impl: Implementation, lines: Iterable[bytes], out: IO[bytes], transcript: IO[str] | None = None) -> None:
    """Answer every request line of ``lines`` on ``out`` (flushed after each
    answer) until a ``stop`` request or the end of ``lines``.

    A line that is not a JSON object is answered ``errored`` with ``seq`` null.
    """
    for raw in lines:
        if not raw.strip():
            continue
        try:
            request = decode(raw)
        except ValueError as e:
            request = {}
            response: dict[str, Any] = {"seq": None, "errored": {"message": f"the request line is {e}"}}
        else:
            response = respond(impl, request)
        line = encode(response)
        if transcript is not None:
            transcript.write("> " + raw.decode("utf-8", "replace").rstrip("\n") + "\n")
            transcript.write("< " + line.decode("utf-8"))
            transcript.flush()
        out.write(line)
        out.flush()
        if request.get("cmd") == "stop":
            return


def main(argv: Sequence[str] | None = None) -> int:
    """Serve the reference engine on standard input and output; returns the exit status (0).

    A transcript file that cannot be opened (a missing folder, a folder, no permission) ends the
    program before it serves, with one line on standard error and exit status 2.
    """
    parser = OneLineParser(prog=invoked_as("five_hundred_suite.serve"),
                           description="Serve the reference engine over the adapter protocol (JSON lines).")
    parser.add_argument("--transcript", metavar="PATH", default=None,
                        help="append every request ('> ') and answer ('< ') line to this file")
    args = parser.parse_args(argv)
    try:
        transcript = None if args.transcript is None else open(args.transcript, "a", encoding="utf-8")  # noqa: SIM115
    except OSError as e:
        parser.error(f"--transcript {clip(args.transcript, 200)}: cannot be opened ({e.strerror or e})")
    lines, out = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must not corrupt the protocol stream
    try:
        serve(ReferenceImplementation(), lines, out, transcript)
    except (BrokenPipeError, KeyboardInterrupt):
        pass
    finally:
        if transcript is not None:
            transcript.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
