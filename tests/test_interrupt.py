"""A signal stops a command, even when Python loses the exception its handler raised.

The handler of :func:`~five_hundred_suite.interrupt.interruptible` raises :class:`Interrupted` wherever the main
thread is when the signal arrives. If that is a finalizer (a ``__del__``, a generator closed as it is freed),
Python reports the exception as ignored and goes on: the command would run to its end, and a run of the
whole corpus can take minutes. The next request to an adapter raises it again.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from five_hundred_suite.interrupt import Interrupted, interruptible, raise_if_interrupted
from five_hundred_suite.protocol.program import SubprocessImplementation

SERVE = f"{sys.executable} -m five_hundred_suite.serve"


class _SignalledWhileFreed:
    """An object that sends this process SIGHUP as it is freed: its handler runs inside the finalizer."""

    def __del__(self) -> None:
        os.kill(os.getpid(), signal.SIGHUP)
        for _ in range(1000):  # the handler runs at one of these steps, inside the finalizer
            pass


@pytest.fixture
def lost(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """The exceptions Python reports as raised where it cannot pass them on (its unraisable hook), with SIGHUP
    at its default meanwhile: a test run started under ``nohup`` ignores it, and a command keeps it ignored."""
    seen: list[Any] = []
    monkeypatch.setattr(sys, "unraisablehook", lambda u: seen.append(u.exc_type))
    before = signal.signal(signal.SIGHUP, signal.SIG_DFL)
    try:
        yield seen
    finally:
        signal.signal(signal.SIGHUP, before)


def test_a_signal_ignored_when_the_command_started_stays_ignored(lost: list[Any]) -> None:
    """As under ``nohup``: SIGHUP ignored before the block is not turned into an interruption."""
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    with interruptible():
        os.kill(os.getpid(), signal.SIGHUP)
        raise_if_interrupted()
    assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN


def test_a_signal_lost_in_a_finalizer_is_raised_at_the_next_safe_point(lost: list[Any]) -> None:
    with interruptible():
        _SignalledWhileFreed()  # freed at once
        assert lost == [Interrupted], "the handler's exception was lost in the finalizer"
        with pytest.raises(Interrupted, match=r"^SIGHUP$"):
            raise_if_interrupted()
    raise_if_interrupted()  # a later block starts afresh


def test_no_request_reaches_the_adapter_once_a_lost_signal_fired(lost: list[Any]) -> None:
    with SubprocessImplementation(SERVE, timeout=10) as impl, interruptible():
        assert impl.parse_card("10h") == "10H"
        _SignalledWhileFreed()
        assert lost == [Interrupted]
        with pytest.raises(Interrupted, match=r"^SIGHUP$"):
            impl.parse_card("10h")
