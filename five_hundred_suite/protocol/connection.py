"""The connection to a program that speaks the adapter protocol (:class:`Connection`, the base of
:class:`~.program.SubprocessImplementation`): starting it and saying ``hello``, writing requests one at a
time or at once, reading and checking each answer, and stopping, restarting or giving up on the program
after a failure (what each failure raises: :mod:`.program`).
"""

from __future__ import annotations

import json
import math
import shlex
import time
import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from json.encoder import encode_basestring as _quoted
from pathlib import Path
from typing import Any, NoReturn, Self

from five_hundred.errors import clip

from ..adapter import ImplementationSkipped, Refused
from ..atomic import safe_value
from ..interrupt import raise_if_interrupted
from .child import _STDERR_TAIL, _Child, _Closed, _NoAnswer, _RunOver, _Timeout
from .messages import (
    PROTOCOL_VERSION,
    SAME,
    ImplementationCrashed,
    ImplementationError,
    ImplementationTimeout,
    ProtocolVersionError,
    decode,
    encode,
    shorten,
)
from .validation import envelope_problem, request_problem, response_problem, value_problem


@dataclass(frozen=True)
class Batch:
    """Requests written at once by :meth:`Connection.pipeline_write`, whose answers are still to be read."""

    child: _Child
    sent: list[tuple[str, int, float, float]]


def _request_line(message: dict[str, Any]) -> bytes:
    """``encode(message)`` for a request: written straight when every value is text or a whole number (a
    step's request), else by :func:`encode`.
    """
    parts = ["{"]
    for key, value in message.items():
        kind = type(value)
        if kind is str:
            parts += (_quoted(key), ":", _quoted(value), ",")
        elif kind is int:
            parts += (_quoted(key), ":", int.__repr__(value), ",")
        else:
            return encode(message)
    parts[-1] = "}\n"
    return "".join(parts).encode("utf-8")


class Connection:
    """A program started at once and kept running, each request one line and each answer one line.
    The arguments and what is raised: :class:`~.program.SubprocessImplementation`.
    """

    def __init__(self, command: str, timeout: float = 5.0, max_line: int = 1_000_000, *,
                 start_timeout: float | None = None, validate: bool = False, max_failures: int = 5,
                 max_restarts: int = 20, deadline: float | None = None,
                 cwd: str | Path | None = None, env: Mapping[str, str] | None = None) -> None:
        argv = shlex.split(command)
        if not argv:
            raise ValueError("the implementation command is empty")
        if not (0 < timeout < math.inf and max_line > 0 and max_failures > 0 and max_restarts >= 0
                and (start_timeout is None or 0 < start_timeout < math.inf)):
            raise ValueError("timeout and start_timeout must be finite and positive, max_line and max_failures "
                             "positive, max_restarts at least 0")
        self.command = command
        self.argv = argv
        self.timeout = float(timeout)
        self.start_timeout = max(self.timeout, 10.0) if start_timeout is None else float(start_timeout)
        self.max_line = max_line
        self.validate = validate
        self.max_failures = max_failures
        self.max_restarts = max_restarts
        self.deadline = deadline
        self.starts = 0
        """How many times the program has been started (1 + restarts)."""
        self._cwd = cwd
        self._env = env
        self._child: _Child | None = None
        self._finalizer: weakref.finalize[[], Connection] | None = None
        self._generation = 0
        self._seq = 0
        self._games: dict[str, tuple[int, str]] = {}
        self._failures = 0
        self._given_up: str | None = None
        self._info: dict[str, Any] = {}
        self._start()

    # --- life cycle --------------------------------------------------------------

    def _start(self) -> _Child:
        self._generation += 1
        self.starts += 1
        try:
            child = _Child(self.argv, self._cwd, self._env)
        except OSError as e:
            self._given_up = f"cannot start {shorten(self.command, 100)}: {e.strerror or e}"
            raise ImplementationError(self._given_up) from None
        self._child = child
        self._finalizer = weakref.finalize(self, child.kill)
        try:
            info = self._exchange(child, "hello", {"protocol": PROTOCOL_VERSION}, self.start_timeout)
        except (Refused, ImplementationSkipped) as e:
            message = f"{shorten(self.command, 100)} did not accept hello: {e}"
            self._drop(child, message)
            raise ImplementationError(message) from None
        except ImplementationError as e:
            if child.alive:
                self._drop(child, str(e))
            raise
        self._info = dict(info)
        return child

    def _drop(self, child: _Child, failure: str) -> None:
        """Kill ``child`` after a failure; give up after too many in a row."""
        child.kill()
        if self._finalizer is not None:
            self._finalizer.detach()
        if self._child is child:
            self._child = None
        self._failures += 1
        if self._failures >= self.max_failures and self._given_up is None:
            self._given_up = (f"gave up on {shorten(self.command, 100)} after {self._failures} failures in a row; "
                              f"the last: {failure}")

    def shutdown(self) -> None:
        """Stop the program (``stop``, end of input, then kill after a grace period). Later calls raise
        :class:`ImplementationError`. Idempotent.
        """
        child, self._child = self._child, None
        if self._given_up is None:
            self._given_up = "the adapter was shut down"
        if child is not None:
            self._seq += 1
            child.stop(self._seq)
        if self._finalizer is not None:
            self._finalizer.detach()
        self._games.clear()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()

    # --- one exchange ------------------------------------------------------------

    def _ensure_child(self) -> _Child:
        if self._given_up is not None:
            raise ImplementationError(self._given_up)
        if self._child is None:
            if self.starts > self.max_restarts:
                self._given_up = (f"gave up on {shorten(self.command, 100)} after {self.starts - 1} restarts "
                                  f"(the limit)")
                raise ImplementationError(self._given_up)
            return self._start()
        return self._child

    def time_limit(self, cmd: str, fields: Mapping[str, Any]) -> float:
        """Seconds the request ``cmd`` with ``fields`` may take: ``timeout``, except that
        ``count-sequences`` gets it once per play it counts (``depth`` times, at least once), so that
        a deep count is not held to the limit of a one-card question.
        """
        depth = fields.get("depth")
        if cmd == "count-sequences" and isinstance(depth, int) and not isinstance(depth, bool):
            return self.timeout * max(1, depth)
        return self.timeout

    def _call(self, cmd: str, fields: dict[str, Any]) -> Any:
        return self._exchange(self._ensure_child(), cmd, fields, self.time_limit(cmd, fields))

    def _exchange(self, child: _Child, cmd: str, fields: dict[str, Any], timeout: float) -> Any:
        return self._receive(child, self._send(child, cmd, fields, timeout))

    def pipeline(self, calls: list[tuple[str, dict[str, Any]]], *, in_place: bool = False,
                 expect: list[bytes | None] | None = None) -> list[Any]:
        """Several requests written at once, then their answers read in order: one round trip
        instead of ``len(calls)``. Each item is ``(cmd, fields)``, fields as the protocol names them
        (a game as :meth:`open` returned it, in ``"game"``). Each answer has the time limit of its
        request counted from the answer before it (the program answers them in turn).

        Args:
            in_place: put an :class:`ImplementationSkipped` or :class:`ImplementationError` answer in
                its place among the others instead of raising it (a crash or a timeout ends the
                list there, its exception last).
            expect: for each request, the value its answer is expected to carry, as compact JSON
                (:mod:`~five_hundred_suite.adapter.canonical`), or ``None``: an answer line that is
                exactly ``{"seq":N,"ok":true,"value":EXPECTED}`` is given as :data:`SAME`, neither
                read further nor checked (it is a valid answer), which is much faster than reading it.

        Returns:
            each answer's value (or :data:`SAME`), or the :class:`Refused` it raised, in order.

        Raises:
            ImplementationSkipped, ImplementationError: without ``in_place``, the first such answer,
            once every answer that could be read has been (a crash or a timeout ends the reading
            there); with it, only when the requests could not be written.
        """
        return self.pipeline_read(self.pipeline_write(calls), in_place=in_place, expect=expect)

    def pipeline_write(self, calls: list[tuple[str, dict[str, Any]]]) -> Batch:
        """The first half of :meth:`pipeline`: write the requests ``calls`` at once; their answers are read
        later by :meth:`pipeline_read` (the caller may work meanwhile, the program answering them). Nothing
        else may be asked between the two.

        Raises:
            ImplementationError: the requests could not be written.
        """
        child = self._ensure_child()
        lines: list[bytes] = []
        sent = [self._send(child, cmd, {**f, "game": self._game(f["game"])} if "game" in f
                           else {"game": f["remote"]} if "remote" in f else f,  # a close_call
                           self.time_limit(cmd, f), lines) for cmd, f in calls]
        try:  # one write for all the lines
            child.write(b"".join(lines), min(s[2] for s in sent))
        except _NoAnswer as e:
            self._no_answer(child, f"{sent[0][0]} (seq {sent[0][1]})", e, min(s[2] for s in sent), sent[0][3])
        return Batch(child, sent)

    def pipeline_read(self, batch: Batch, *, in_place: bool = False,
                      expect: list[bytes | None] | None = None) -> list[Any]:
        """The second half of :meth:`pipeline`: the answers of the requests of ``batch`` (see there). Each
        answer has the time limit of its request counted from the answer before it, the first from now.
        """
        child, sent = batch.child, batch.sent
        out: list[Any] = []
        failure: Exception | None = None
        for i, (cmd, seq, written, limit) in enumerate(sent):
            later = time.monotonic() + limit
            due = max(written, later if self.deadline is None else min(later, self.deadline))
            try:
                out.append(self._receive(child, (cmd, seq, due, limit), None if expect is None else expect[i]))
            except Refused as e:
                out.append(e)
            except (ImplementationSkipped, ImplementationError) as e:
                failure = failure or e
                if in_place:
                    out.append(e)
                if not child.alive:
                    break
                if not in_place:
                    out.append(None)
        if failure is not None and not in_place:
            raise failure
        return out

    def _send(self, child: _Child, cmd: str, fields: dict[str, Any], timeout: float,
              later: list[bytes] | None = None) -> tuple[str, int, float, float]:
        """Write one request (or, with ``later``, add its line there for the caller to write); returns
        what reading its answer needs (cmd, seq, deadline, time limit).

        Raises:
            Interrupted: a signal interrupted the command (:func:`~five_hundred_suite.interrupt.raise_if_interrupted`):
                nothing is asked after it.
        """
        raise_if_interrupted()
        self._seq += 1
        seq = self._seq
        message = {"seq": seq, "cmd": cmd, **fields}
        if self.validate:
            problem = request_problem(message)
            if problem is not None:
                raise ValueError(f"the suite built an invalid {cmd} request: {problem}")
        now = time.monotonic()
        if self.deadline is not None and now >= self.deadline:
            raise ImplementationTimeout(f"{cmd} (seq {seq}): not asked: the time limit of the run is over")
        deadline = now + timeout if self.deadline is None else min(now + timeout, self.deadline)
        if later is not None:
            later.append(_request_line(message))
            return cmd, seq, deadline, timeout
        try:
            child.write(encode(message), deadline)
        except _NoAnswer as e:
            self._no_answer(child, f"{cmd} (seq {seq})", e, deadline, timeout)
        return cmd, seq, deadline, timeout

    def _no_answer(self, child: _Child, where: str, e: _NoAnswer, deadline: float, timeout: float) -> NoReturn:
        if isinstance(e, _Timeout) and self.deadline is not None and deadline == self.deadline:
            e = _RunOver(f"{e} before the time limit of the run")
        self._fail_hard(child, where, e, timeout)

    def _receive(self, child: _Child, sent: tuple[str, int, float, float], expected: bytes | None = None) -> Any:
        """Read and check the answer of a request written by :meth:`_send` (:data:`SAME` when it is the
        answer ``ok`` with the value ``expected``, byte for byte).
        """
        cmd, seq, deadline, timeout = sent
        try:
            line = child.read_line(deadline, self.max_line)
        except _NoAnswer as e:
            self._no_answer(child, f"{cmd} (seq {seq})", e, deadline, timeout)
        if expected is not None and not self.validate and line == b'{"seq":%d,"ok":true,"value":%b}' % (seq, expected):
            self._failures = 0
            return SAME
        where = f"{cmd} (seq {seq})"
        try:
            response = decode(line)
        except ValueError as e:
            self._fail_hard(child, where, f"the answer {shorten(line)} is {e}")
        if b"\\u" in line:  # an escaped unpaired surrogate cannot be written as UTF-8: replaced, and said so
            response = safe_value(response, note=True)
        if response.get("seq") != seq:
            self._fail_hard(child, where, f"the answer carries seq {shorten(str(response.get('seq')), 40)}, "
                                          f"not {seq}: {shorten(line)}")
        problem = envelope_problem(response)
        if problem is None and cmd == "hello":
            self._check_version(child, response)
        if problem is None and self.validate:
            problem = response_problem(cmd, response)
        if problem is None and response.get("ok") is True:
            problem = value_problem(cmd, response["value"])
        if problem is not None:
            raise ImplementationError(f"{where}: invalid answer: {clip(problem)}: {shorten(line)}")
        if cmd != "hello":
            self._failures = 0
        if "ok" in response:
            if response["ok"]:
                return response["value"]
            refused = response["refused"]
            raise Refused(clip(refused["message"]), refused.get("rule"))
        if "skipped" in response:
            body = response["skipped"]
            raise ImplementationSkipped(clip(body["reason"]), body.get("issue_url"))
        body = response["errored"]
        text = f"{where}: the implementation reported an error: {clip(body['message'])}"
        if body.get("traceback"):
            trace = str(body["traceback"]).rstrip()
            text += "\n" + (trace if len(trace) <= _STDERR_TAIL else "..." + trace[-_STDERR_TAIL:])
        raise ImplementationError(text)

    def _fail_hard(self, child: _Child, where: str, what: _NoAnswer | str, timeout: float = 0.0) -> NoReturn:
        """Stop ``child`` after an exchange that cannot go on, and raise the matching exception."""
        if isinstance(what, _Closed):
            text = f"{where}: the implementation crashed: {what}; {child.exit_note(0.5)}"
        elif isinstance(what, _RunOver):
            text = f"{where}: {what}; the implementation was killed"
        elif isinstance(what, _Timeout):
            text = f"{where}: {what} within {timeout:g} s; the implementation was killed"
        else:
            text = f"{where}: {what}"
        tail = child.stderr_tail()
        if tail:
            text += f"\nits standard error ends with:\n{tail}"
        self._drop(child, text.splitlines()[0])
        if isinstance(what, _Closed):
            raise ImplementationCrashed(text)
        if isinstance(what, _Timeout):
            raise ImplementationTimeout(text)
        raise ImplementationError(text)

    def _check_version(self, child: _Child, response: dict[str, Any]) -> None:
        value = response.get("value")
        theirs = value.get("protocol") if isinstance(value, dict) else None
        if theirs == PROTOCOL_VERSION and not isinstance(theirs, bool):
            return
        shown = json.dumps(theirs)
        said = "does not say which adapter protocol it speaks" if theirs is None \
            else f"speaks adapter protocol {shown if len(shown) <= 40 else shown[:40] + '...'}"
        message = f"{shorten(self.command, 100)} {said}; this suite speaks protocol {PROTOCOL_VERSION}"
        self._drop(child, message)
        self._given_up = message
        raise ProtocolVersionError(message, theirs)

    # --- games -----------------------------------------------------------------------

    def _game(self, game: str) -> str:
        entry = self._games.get(game)
        if entry is None:
            raise ImplementationError(f"no open game {game!r}")
        generation, remote = entry
        if self._child is None or generation != self._generation:
            raise ImplementationError(f"game {game!r} was lost when the implementation stopped")
        return remote
