"""Serve an implementation over the adapter protocol (see :mod:`five_hundred_suite.protocol.messages`).

    python -m five_hundred_suite.serve [--transcript PATH]

serves the reference engine on standard input and output until a ``stop``
request or the end of input; it is the model answer for any adapter, and
``python -m five_hundred_suite run --impl "python -m five_hundred_suite.serve"`` runs
the corpus through the protocol. ``--transcript PATH`` appends every line read (``> ``) and
written (``< ``) to a file.

A request line is read up to :data:`MAX_REQUEST` bytes; a longer one, a line that is not a JSON
object, a ``seq`` that is not a whole number, and fields of the wrong type or range (by the
request schema, ``spec/schema/protocol/request.schema.json``) are each answered once, ``errored``,
and serving goes on. Text the answer cannot carry as UTF-8 (an unpaired surrogate) is replaced,
the message saying so. A transcript that cannot be written any more is given up, in one line on
standard error, serving going on (exit status 2 at the end).

:func:`respond` and :func:`serve` work with any
:class:`~five_hundred_suite.adapter.Implementation`, so another implementation
written in Python can be served the same way.
"""

from __future__ import annotations

import os
import re
import select
import sys
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import IO, Any, Final

from five_hundred.errors import clip

from .adapter import Implementation, ImplementationSkipped, ReferenceImplementation, Refused
from .arguments import OneLineParser, invoked_as
from .atomic import safe_value
from .protocol.messages import COMMANDS, OPTIONAL_FIELDS, PROTOCOL_VERSION, decode, encode
from .protocol.validation import request_problem

MAX_REQUEST: Final = 1 << 20
"""The longest request line read, in bytes (1 MiB; the longest of the corpus is a few kilobytes)."""

_CHECKED: Final = frozenset({"trick-winner", "hand-score", "game-after-hand", "count-sequences", "effective-suit",
                             "first-dealer", "pack", "parse-card", "act", "observe", "legal-actions", "close",
                             "act-observe-legal"})
"""The commands whose requests are checked against the request schema before they are answered."""


def respond(impl: Implementation, request: dict[str, Any]) -> dict[str, Any]:
    """The answer of ``impl`` to one request.

    ``hello`` answers ``impl.describe()`` with ``"protocol"`` added; ``stop``
    answers ``null``; every other command calls its method with the request's
    fields (:data:`~five_hundred_suite.protocol.messages.COMMANDS`). :class:`Refused`
    becomes a refusal, :class:`~five_hundred_suite.adapter.ImplementationSkipped`
    a declared gap, and any other exception (a missing field, an unknown game
    handle, a bug) an ``errored`` answer with the traceback. Never raises.

    >>> respond(ReferenceImplementation(), {"seq": 7, "cmd": "parse-card", "text": "10♥"})
    {'seq': 7, 'ok': True, 'value': '10H'}
    >>> respond(ReferenceImplementation(), {"seq": 8, "cmd": "parse-card", "text": "1H"})["ok"]
    False
    """
    seq = request.get("seq")
    cmd = request.get("cmd")
    if seq is not None and (not isinstance(seq, int) or isinstance(seq, bool) or seq < 0):
        return {"seq": None, "errored": {"message": f"seq: {clip(repr(seq), 60)} is not a whole number, 0 or more"}}
    try:
        if not isinstance(cmd, str) or cmd not in COMMANDS:
            return {"seq": seq, "errored": {"message": f"unknown command {clip(repr(cmd), 60)}; known: "
                                                       f"{', '.join(COMMANDS)}"}}
        if cmd in _CHECKED:
            problem = request_problem(request)
            if problem is not None:
                return {"seq": seq, "errored": {"message": f"{cmd}: invalid request: {clip(problem, 300)}"}}
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


class _Oversized(bytes):
    """A request line over :data:`MAX_REQUEST` bytes: its first bytes (the rest was read and dropped)."""

    size = 0


def bounded_lines(stream: IO[bytes], limit: int = MAX_REQUEST) -> Iterator[bytes]:
    """The lines of ``stream``, each read up to ``limit`` bytes: a longer line is read to its end in
    pieces and given as an :class:`_Oversized` (its first bytes), so that memory stays bounded.
    """
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) <= limit or line.endswith(b"\n"):
            yield line
            continue
        big = _Oversized(line[:100])
        big.size = len(line)
        while line and not line.endswith(b"\n"):
            line = stream.readline(limit)
            big.size += len(line)
        yield big


class FdLines:
    """The request lines of a file descriptor, as :func:`bounded_lines` gives them (a line over ``limit``
    bytes as an :class:`_Oversized`), read in large pieces; :meth:`pending` tells whether another
    request is already at hand, so that :func:`serve` writes the answers of requests written at once
    (the fuzzer's) together.
    """

    def __init__(self, fd: int, limit: int = MAX_REQUEST) -> None:
        self.fd = fd
        self.limit = limit
        self._buf = bytearray()
        self._ended = False

    def pending(self) -> bool:
        """Whether a whole line has been read and not yet given, or more input can be read at once."""
        if b"\n" in self._buf or (self._ended and self._buf):
            return True
        return not self._ended and bool(select.select([self.fd], [], [], 0)[0])

    def _fill(self) -> bool:
        """Read what the input has (waiting for it); False at its end."""
        chunk = b"" if self._ended else os.read(self.fd, _CHUNK)
        if not chunk:
            self._ended = True
        self._buf += chunk
        return bool(chunk)

    def __iter__(self) -> Iterator[bytes]:
        buf, limit = self._buf, self.limit
        while True:
            i = buf.find(b"\n")
            if 0 <= i <= limit:
                line = bytes(buf[:i + 1])
                del buf[:i + 1]
                yield line
            elif i < 0 and len(buf) <= limit:
                if not self._fill():
                    if buf:
                        line = bytes(buf)
                        buf.clear()
                        yield line
                    return
            else:  # over the limit: its first bytes, the rest read and dropped up to its end
                big = _Oversized(bytes(buf[:100]))
                while i < 0:
                    big.size += len(buf)
                    buf.clear()
                    if not self._fill():
                        break
                    i = buf.find(b"\n")
                end = len(buf) if i < 0 else i + 1
                big.size += end
                del buf[:end]
                yield big


_CHUNK: Final = 1 << 16
"""Bytes read from the input at a time."""


def serve(impl: Implementation, lines: Iterable[bytes], out: IO[bytes], transcript: IO[str] | None = None,
          on_transcript_error: Any = None, more: Callable[[], bool] | None = None) -> None:
    """Answer every request line of ``lines`` on ``out`` (flushed after each
    answer) until a ``stop`` request or the end of ``lines``.

    A line that is not a JSON object, or over :data:`MAX_REQUEST` bytes (an :class:`_Oversized` of
    :func:`bounded_lines`), is answered ``errored`` with ``seq`` null. When the transcript cannot be
    written, ``on_transcript_error(error)`` is called once and serving goes on without it. With ``more``
    (e.g. :meth:`FdLines.pending`), an answer is flushed only when ``more()`` says that no other request
    is at hand: the answers of requests written at once go out together.

    An ``observe-legal`` request to the reference engine (an implementation whose ``observe``,
    ``legal-actions`` and ``observe-legal`` are the reference's) is answered with the canonical text
    written straight from the hand (:mod:`.adapter.canonical`), the same answer without building it first;
    so is an ``act-observe-legal`` request whose action is taken, when ``act`` is the reference's too.
    """
    canonical = _canonical_looks(impl)
    waiting: list[bytes] = []
    for raw in lines:
        if not raw.strip():
            continue
        line: bytes | None = None
        if isinstance(raw, _Oversized):
            request: dict[str, Any] = {}
            response: dict[str, Any] = {"seq": None, "errored": {
                "message": f"the request line is over {MAX_REQUEST} bytes (1 MB, the limit): {raw.size} bytes"}}
        else:
            plain = _PLAIN_ACT_LOOK.fullmatch(raw) if canonical is not None else None
            try:
                request = decode(raw) if plain is None else {
                    "seq": int(plain[1]), "cmd": "act-observe-legal", "game": plain[2].decode(),
                    "action": plain[3].decode()}
            except ValueError as e:
                request = {}
                response = {"seq": None, "errored": {"message": f"the request line is {e}"}}
            else:
                line = _canonical_answer(canonical, request) if canonical is not None else None
                if line is None:
                    response = respond(impl, request)
        if line is None:
            try:
                line = encode(response)
            except UnicodeEncodeError:  # text the request brought (an unpaired surrogate): replaced, and said so
                line = encode(safe_value(response, note=True))
            except ValueError as e:  # a value JSON cannot carry (NaN)
                line = encode({"seq": None, "errored": {"message": f"the answer cannot be written as JSON: {e}"}})
        if transcript is not None:
            try:
                transcript.write("> " + raw[:MAX_REQUEST].decode("utf-8", "replace").rstrip("\n") + "\n")
                transcript.write("< " + line.decode("utf-8"))
                transcript.flush()
            except OSError as e:
                transcript = None
                if on_transcript_error is not None:
                    on_transcript_error(e)
        waiting.append(line)
        if request.get("cmd") == "stop":
            _send(out, waiting)
            return
        if more is None or not more():
            _send(out, waiting)
    _send(out, waiting)


_PLAIN_ACT_LOOK: Final = re.compile(
    rb'\{"seq":(0|[1-9][0-9]*),"cmd":"act-observe-legal","game":"([ !#-\[\]-~]+)","action":"([ !#-\[\]-~]+)"\}\n?')
"""An ``act-observe-legal`` request line written compactly in the order the fuzzer writes it, its strings printable
ASCII without escapes: read without the JSON decoder (the same request as :func:`decode` reads)."""


def _send(out: IO[bytes], waiting: list[bytes]) -> None:
    """Write the answers ``waiting`` in one piece (standard output may be unbuffered) and flush."""
    if waiting:
        out.write(waiting[0] if len(waiting) == 1 else b"".join(waiting))
        waiting.clear()
    out.flush()


_LOOKS: Final = ("observe", "legal_actions", "observe_legal", "observe_legal_json")
"""The methods an implementation shares with the reference engine for its ``observe-legal`` answer to be
written canonically."""
_ACT_LOOKS: Final = (*_LOOKS, "act", "act_observe_legal", "act_observe_legal_json")
"""The same for its ``act-observe-legal`` answer."""


class _Canonical:
    """The reference engine's canonical answers (see :func:`_canonical_looks`): ``look`` writes an
    ``observe-legal`` value, ``act_look`` takes an action and writes the look after it (``None`` when
    the implementation takes actions its own way).
    """

    __slots__ = ("act_look", "look")

    def __init__(self, look: Callable[[str], str], act_look: Callable[[str, str], str] | None) -> None:
        self.look = look
        self.act_look = act_look


def _canonical_looks(impl: Implementation) -> _Canonical | None:
    """The reference engine's canonical ``observe-legal`` (and ``act-observe-legal``) answers, when ``impl``
    looks (and acts) as the reference does.
    """
    kind = type(impl)
    if not isinstance(impl, ReferenceImplementation) or \
            any(getattr(kind, name) is not getattr(ReferenceImplementation, name) for name in _LOOKS):
        return None
    acts = all(getattr(kind, name) is getattr(ReferenceImplementation, name) for name in _ACT_LOOKS)
    return _Canonical(impl.observe_legal_json, impl.act_observe_legal_json if acts else None)


def _canonical_answer(canonical: _Canonical, request: dict[str, Any]) -> bytes | None:
    """The answer line of an ``observe-legal`` request of an open game, written canonically, or of a
    well-formed ``act-observe-legal`` request of one whose action is taken; ``None``: another request, or
    one :func:`respond` answers, with the reason (an illegal action, refused again there, the game as it was).
    """
    seq = request.get("seq")
    game = request.get("game")
    cmd = request.get("cmd")
    if type(seq) is not int or seq < 0 or type(game) is not str:
        return None
    try:
        if cmd == "observe-legal":
            value = canonical.look(game)
        elif cmd == "act-observe-legal" and canonical.act_look is not None and game and len(request) == 4 \
                and type(action := request.get("action")) is str:
            value = canonical.act_look(game, action)
        else:
            return None
    except Exception:  # an illegal action (refused, the game as it was) or an unknown game: respond() answers it
        return None
    return b'{"seq":%d,"ok":true,"value":%b}\n' % (seq, value.encode("utf-8"))


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
    failed: list[OSError] = []

    def gave_up(e: OSError) -> None:
        failed.append(e)
        print(f"error: --transcript {clip(args.transcript, 200)}: cannot be written ({e.strerror or e}); serving "
              f"goes on without it (what it holds so far is left as it was)", file=sys.stderr, flush=True)

    try:
        reader = FdLines(lines.fileno())
        serve(ReferenceImplementation(), reader, out, transcript, gave_up, more=reader.pending)
    except (BrokenPipeError, KeyboardInterrupt):
        pass
    finally:
        if transcript is not None:
            try:
                transcript.close()
            except OSError as e:
                if not failed:
                    gave_up(e)
    return 2 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
