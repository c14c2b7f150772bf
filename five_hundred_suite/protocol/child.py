"""The adapter program as a child process: started in a session of its own, written to and read from
with deadlines, and stopped with every process it started.

The program runs in a session of its own, marked in its environment (:data:`RUN_MARK`); when it is
stopped (:meth:`_Child.kill`), its process group is killed and so is every other process it started
(found through ``/proc`` on Linux): its descendants by parent process ID, the processes of its session
or group, those that still carry the mark, and the orphans of its descendants, which this process
adopts (it is made their *subreaper*, ``PR_SET_CHILD_SUBREAPER``). Of its standard error only the last
:data:`STDERR_KEPT` bytes are kept (read from a pipe as it writes), however much it writes.

Needs a POSIX system (Linux, macOS): it waits on pipes with :func:`select.select`.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import select
import signal
import subprocess
import sys
import threading
import time
import uuid
import weakref
from collections.abc import Mapping
from pathlib import Path
from typing import Final

from .messages import (
    encode,
)

_CHUNK = 1 << 16
_STDERR_TAIL = 2000
STDERR_KEPT: Final = 1 << 16
"""Bytes of the end of a program's standard error kept for its error messages."""
_GRACE = 2.0
"""Seconds a program is given to exit after ``stop`` before it is killed."""


class _NoAnswer(Exception):
    """Internal: the exchange with the child broke off (timeout, end of output, oversized line)."""


class _Timeout(_NoAnswer):
    pass


class _RunOver(_Timeout):
    """Internal: no answer before the deadline of the whole run."""


class _Closed(_NoAnswer):
    pass


class _TooLong(_NoAnswer):
    pass


RUN_MARK: Final = "FIVE_HUNDRED_ADAPTER_RUN"
"""The environment variable that marks every process of one run of the program (its value is unique)."""


def _marked(mark: str) -> list[int]:
    """The processes whose environment carries ``RUN_MARK=mark`` (Linux ``/proc``; empty elsewhere)."""
    token = f"{RUN_MARK}={mark}".encode()
    found = []
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for name in entries:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/environ", "rb") as f:
                environ = f.read()
        except OSError:  # gone, or not ours to read
            continue
        if token in environ.split(b"\0"):
            found.append(int(name))
    return found


def _stat(pid: str) -> tuple[int, int, int, int] | None:
    """``(parent, group, session, start time)`` of a process from ``/proc/PID/stat`` (``None``: gone)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return int(fields[1]), int(fields[2]), int(fields[3]), int(fields[19])


def _family(root: int, started: int, mark: str) -> list[int]:
    """Every process ``root`` started, as far as ``/proc`` shows: its descendants by parent ID, the
    members of its session or group, the processes carrying its mark, and the processes this one
    adopted as subreaper that were started after ``root`` (at ``started``) in another session than this
    one's (an orphan that called ``setsid()``, or whose parent did).
    """
    try:
        names = [n for n in os.listdir("/proc") if n.isdigit()]
    except OSError:
        return []
    me, own_session, others = os.getpid(), os.getsid(0), {c.proc.pid for c in list(_LIVE)}
    stats = {int(n): st for n in names if (st := _stat(n)) is not None}
    children: dict[int, list[int]] = {}
    for pid, (ppid, _, _, _) in stats.items():
        children.setdefault(ppid, []).append(pid)
    found = {pid for pid, (ppid, pgid, sid, start) in stats.items()
             if pid != root and (root in (sid, pgid)
                                 or (ppid == me and pid not in others and start >= started and sid != own_session))}
    found.update(_marked(mark))
    todo = [root, *found]
    while todo:
        for kid in children.get(todo.pop(), ()):
            if kid not in found and kid != root:
                found.add(kid)
                todo.append(kid)
    found.discard(me)
    return sorted(found)


def _become_subreaper() -> None:
    """Make this process adopt the orphans of its descendants (Linux; elsewhere nothing)."""
    if _SUBREAPER or not sys.platform.startswith("linux"):
        return
    _SUBREAPER.append(True)
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER


_SUBREAPER: list[bool] = []
"""Not empty once this process is a subreaper."""
_LIVE: weakref.WeakSet[_Child] = weakref.WeakSet()


class _Tail:
    """The last :data:`STDERR_KEPT` bytes written to a pipe, read by a thread until the pipe closes."""

    def __init__(self, fd: int) -> None:
        self.data = bytearray()
        self.total = 0
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._read, args=(fd,), daemon=True, name="adapter-stderr")
        self._thread.start()

    def _read(self, fd: int) -> None:
        try:
            while chunk := os.read(fd, _CHUNK):
                with self._lock:
                    self.total += len(chunk)
                    self.data += chunk
                    if len(self.data) > STDERR_KEPT:
                        del self.data[:len(self.data) - STDERR_KEPT]
        except OSError:
            pass
        finally:
            with contextlib.suppress(OSError):
                os.close(fd)

    def drain(self, wait: float) -> None:
        """Wait up to ``wait`` seconds for the reader to reach the end of the pipe: once the program has
        exited, what it wrote last may still be in the pipe, unread.
        """
        self._thread.join(wait)

    def end(self, size: int) -> tuple[bytes, bool]:
        """The last ``size`` bytes read so far, and whether more than that was written."""
        with self._lock:
            return bytes(self.data[-size:]), self.total > size


class _Child:
    """One run of the program: its pipes, a read buffer and the end of its standard error."""

    def __init__(self, argv: list[str], cwd: str | Path | None, env: Mapping[str, str] | None) -> None:
        _become_subreaper()
        self.mark = uuid.uuid4().hex
        err_read, err_write = os.pipe()
        try:
            self.proc = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err_write, bufsize=0,
                cwd=cwd, env={**(os.environ if env is None else env), RUN_MARK: self.mark},
                start_new_session=True,
            )
        except BaseException:
            os.close(err_read)
            raise
        finally:
            os.close(err_write)
        stat = _stat(str(self.proc.pid))
        self.started = stat[3] if stat is not None else 0
        _LIVE.add(self)
        self.stderr = _Tail(err_read)
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.in_fd = self.proc.stdin.fileno()
        self.out_fd = self.proc.stdout.fileno()
        os.set_blocking(self.in_fd, False)
        os.set_blocking(self.out_fd, False)
        self.buf = bytearray()
        self.scanned = 0
        self.alive = True

    def write(self, data: bytes, deadline: float) -> None:
        """Write all of ``data`` before ``deadline`` (raises :class:`_Timeout` or :class:`_Closed`)."""
        view = memoryview(data)
        while view:
            try:
                n = os.write(self.in_fd, view)
            except BlockingIOError:
                n = 0
            except OSError as e:  # BrokenPipeError and friends: the program is gone
                raise _Closed(f"its input is closed ({e.strerror})") from None
            view = view[n:]
            if view:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise _Timeout("it stopped reading its input")
                select.select([], [self.in_fd], [], remaining)

    def read_line(self, deadline: float, max_line: int) -> bytes:
        """The next line of output, without its newline, read before ``deadline``.

        Raises :class:`_Timeout`, :class:`_Closed` (end of output) or
        :class:`_TooLong` (more than ``max_line`` bytes without a newline).
        """
        buf = self.buf
        while True:
            i = buf.find(b"\n", self.scanned)
            if i >= 0:
                if i > max_line:
                    raise _TooLong(f"it wrote a line of {i} bytes, over the limit of {max_line}")
                line = bytes(buf[:i])
                del buf[:i + 1]
                self.scanned = 0
                return line
            self.scanned = len(buf)
            if len(buf) > max_line:
                raise _TooLong(f"it wrote over {max_line} bytes without ending the line (the limit)")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise _Timeout("no answer")
            ready, _, _ = select.select([self.out_fd], [], [], remaining)
            if not ready:
                continue
            try:
                chunk = os.read(self.out_fd, _CHUNK)
            except BlockingIOError:
                continue
            if not chunk:
                raise _Closed("it closed its output")
            buf += chunk

    def exit_note(self, wait: float) -> str:
        """How the program ended (waiting up to ``wait`` seconds for it to exit)."""
        try:
            code = self.proc.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            return "it is still running"
        if code < 0:
            try:
                return f"it was killed by {signal.Signals(-code).name}"
            except ValueError:
                return f"it was killed by signal {-code}"
        return f"it exited with status {code}"

    def stderr_tail(self) -> str:
        """The end of what the program wrote on standard error ('' if nothing); once the program has exited,
        all of it (read to the end of the pipe, waiting up to half a second for a process of the program's that
        still holds it open).
        """
        if self.proc.poll() is not None:
            self.stderr.drain(0.5)
        data, more = self.stderr.end(_STDERR_TAIL)
        text = data.decode("utf-8", "replace").strip()
        return ("..." if more else "") + text

    def stop(self, seq: int) -> None:
        """Ask the program to stop (``stop``, then end of input); kill it if it has not exited within a grace period."""
        if not self.alive:
            return
        deadline = time.monotonic() + _GRACE
        with contextlib.suppress(_NoAnswer):
            self.write(encode({"seq": seq, "cmd": "stop"}), deadline)
        self._close_input()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(timeout=max(0.0, deadline - time.monotonic()))
        self.kill()

    def _close_input(self) -> None:
        stdin = self.proc.stdin
        if stdin is not None and not stdin.closed:
            with contextlib.suppress(OSError):
                stdin.close()

    def kill(self) -> None:
        """Kill the program and everything it started: its process group, and every process
        carrying its :data:`RUN_MARK` (children that left the group with ``setsid()``); close the
        pipes. Idempotent.
        """
        if not self.alive:
            return
        self.alive = False
        family = _family(self.proc.pid, self.started, self.mark)  # before the kill: parents still link them
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self.proc.kill()
        for _ in range(3):  # a process may fork while the sweep runs: sweep again
            strays = [pid for pid in family if _stat(str(pid)) is not None]
            if not strays:
                break
            for pid in strays:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)
            family = sorted(set(strays) | set(_family(self.proc.pid, self.started, self.mark)))
        with contextlib.suppress(subprocess.TimeoutExpired):  # a process that survives SIGKILL is left
            self.proc.wait(timeout=5.0)
        for pid in family:  # the orphans this process adopted: reap them
            with contextlib.suppress(ChildProcessError, OSError):
                os.waitpid(pid, os.WNOHANG)
        self._close_input()
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        _LIVE.discard(self)
