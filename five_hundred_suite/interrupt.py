"""SIGINT, SIGTERM and SIGHUP as one exception, so that a command stops its adapter, writes what it
has (marked partial) and says so in one line instead of a traceback.

    with interruptible():
        ...  # raises Interrupted("SIGTERM") when the signal arrives

Only the first signal raises; later ones, while the command cleans up, are ignored (the cleanup
is bounded: an adapter is killed after a grace period).
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from types import FrameType

SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))
"""The signals that interrupt a command."""


class Interrupted(BaseException):
    """A signal interrupted the command; ``str()`` is the signal's name (``SIGTERM``)."""


@contextlib.contextmanager
def interruptible() -> Iterator[None]:
    """Within the block, the first of :data:`SIGNALS` raises :class:`Interrupted`; the handlers
    before it are put back on leaving (outside the main thread, or for a signal ignored when the
    command started, as under ``nohup``: nothing is changed).
    """
    fired: list[int] = []

    def handler(signum: int, _frame: FrameType | None) -> None:
        if fired:
            return
        fired.append(signum)
        raise Interrupted(signal.Signals(signum).name)

    try:  # a signal the command was started with ignored (nohup) stays ignored
        before = {s: signal.signal(s, handler) for s in SIGNALS if signal.getsignal(s) is not signal.SIG_IGN}
    except ValueError:  # not the main thread
        yield
        return
    try:
        yield
    finally:
        for s, old in before.items():
            signal.signal(s, old)


def line(what: Interrupted, done: str = "") -> str:
    """The one line a command prints when interrupted: ``error: interrupted by SIGTERM; ...``."""
    return f"error: interrupted by {what}" + (f"; {done}" if done else "")
