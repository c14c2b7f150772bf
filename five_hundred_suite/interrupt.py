"""SIGINT, SIGTERM and SIGHUP as one exception, so that a command stops its adapter, writes what it
has (marked partial) and says so in one line instead of a traceback.

    with interruptible():
        ...  # raises Interrupted("SIGTERM") when the signal arrives

Only the first signal raises; later ones, while the command cleans up, are ignored (the cleanup
is bounded: an adapter is killed after a grace period).

A signal is never lost: the handler raises wherever the main thread is when it arrives, and if that
is a finalizer (a generator closed as it is freed, a ``__del__``), Python reports the exception as
ignored and goes on. So the next request to an adapter raises it again
(:func:`raise_if_interrupted`, called before each request).
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


_FIRED: list[str] = []
"""The name of the signal that fired within the :func:`interruptible` block now running (empty: none)."""


@contextlib.contextmanager
def interruptible() -> Iterator[None]:
    """Within the block, the first of :data:`SIGNALS` raises :class:`Interrupted`; the handlers
    before it are put back on leaving (outside the main thread, or for a signal ignored when the
    command started, as under ``nohup``: nothing is changed).
    """
    def handler(signum: int, _frame: FrameType | None) -> None:
        if _FIRED:
            return
        _FIRED.append(signal.Signals(signum).name)
        raise Interrupted(_FIRED[0])

    try:  # a signal the command was started with ignored (nohup) stays ignored
        before = {s: signal.signal(s, handler) for s in SIGNALS if signal.getsignal(s) is not signal.SIG_IGN}
    except ValueError:  # not the main thread
        yield
        return
    _FIRED.clear()
    try:
        yield
    finally:
        for s, old in before.items():
            signal.signal(s, old)
        _FIRED.clear()


def raise_if_interrupted() -> None:
    """Raise :class:`Interrupted` (again) if a signal fired within the running :func:`interruptible` block:
    called before each request to an adapter, so that a command whose first :class:`Interrupted` was lost
    (raised inside a finalizer, where Python ignores it) stops at its next request instead of running on,
    and no request is sent once a command has been interrupted.
    """
    if _FIRED:
        raise Interrupted(_FIRED[0])


def line(what: Interrupted, done: str = "") -> str:
    """The one line a command prints when interrupted: ``error: interrupted by SIGTERM; ...``."""
    return f"error: interrupted by {what}" + (f"; {done}" if done else "")
