"""Run one command of the bad-input corpus and report every process it left behind.

    python tests/tools/reaper.py REPORT SECONDS -- COMMAND...

The reaper makes itself a *child subreaper* (Linux ``PR_SET_CHILD_SUBREAPER``): every descendant
of the command whose parent exits is handed to the reaper instead of to init, whatever it does to
hide (``setsid()``, a new process group, a cleared environment, a double fork). It runs the
command with its standard streams, waits for it at most SECONDS (then kills its process group and
reports it as over time), and then looks for its own children left alive: each one (and, through
them, every process they started) is a process left behind. It writes them to REPORT as JSON,
kills them with SIGKILL and reaps them, so that nothing outlives the case:

    {"status": 0 | N | -SIGNAL | null, "strays": ["PID COMMAND", ...], "peak_kb": N}

``status`` is ``null`` when the command ran over time; ``peak_kb`` is the largest resident set of
any process of the command that was waited for (``ru_maxrss`` of the reaped children), in KiB.
The reaper exits with the command's status (128 + N when a signal N ended it).
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

PR_SET_CHILD_SUBREAPER = 36


def _children(pid: int) -> list[int]:
    """The process IDs whose parent is ``pid`` (read from ``/proc``)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == pid and fields[0] != "Z":
            found.append(int(entry.name))
    return sorted(found)


def _describe(pid: int) -> str:
    try:
        cmdline = (Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").strip().decode("utf-8", "replace"))
    except OSError:
        cmdline = "?"
    return f"{pid} {cmdline[:200]}"


def _tree(pid: int) -> list[int]:
    """``pid`` and all its descendants that are still alive."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(_children(p))
    return out


def _kill(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)


def _reap_all() -> None:
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def main(argv: list[str]) -> int:
    """Run ``argv[3:]`` (after ``--``), report and kill what it left; returns its exit status."""
    report, seconds, sep, command = argv[0], float(argv[1]), argv[2], argv[3:]
    if sep != "--" or not command:
        print("usage: reaper.py REPORT SECONDS -- COMMAND...", file=sys.stderr)
        return 2
    libc = ctypes.CDLL(None, use_errno=True)
    if not sys.platform.startswith("linux") or libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        print(f"reaper: cannot become a child subreaper on {sys.platform} (errno {ctypes.get_errno()})", file=sys.stderr)
        return 2
    proc = subprocess.Popen(command, process_group=0)
    status: int | None
    try:
        status = proc.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        for pid in reversed(_tree(proc.pid)):
            _kill(pid)
        proc.wait()
        status = None
    time.sleep(0.2)  # a child the command killed as it stopped needs a moment to be gone
    _reap_all()
    strays: list[str] = []
    for child in _children(os.getpid()):
        for pid in _tree(child):
            strays.append(_describe(pid))
    for child in _children(os.getpid()):
        for pid in reversed(_tree(child)):
            _kill(pid)
    deadline = time.monotonic() + 5
    while _children(os.getpid()) and time.monotonic() < deadline:
        _reap_all()
        time.sleep(0.05)
    _reap_all()
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    Path(report).write_text(json.dumps({"status": status, "strays": strays, "peak_kb": peak}), "utf-8")
    if status is None:
        return 124
    return status if status >= 0 else 128 - status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
