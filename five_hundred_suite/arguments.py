"""Command-line values shared by the implementers' commands and the pytest plugin: each
bad value is refused with one line naming what is wrong (argparse and pytest print it
as their usual one-line usage error).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import math
import os
import re
import shlex
import sys
from pathlib import Path
from typing import NoReturn

from five_hundred.errors import clip


def command_line(text: str) -> str:
    """A command that starts an adapter (``--impl``): text that splits like a shell command line into
    at least one word. Returns it unchanged (the adapter splits it when it starts the program).

    Raises:
        argparse.ArgumentTypeError: (the command line's one-line error) for an unclosed quotation or
            a command of no word.

    >>> command_line("node adapter.mjs")
    'node adapter.mjs'
    """
    try:
        words = shlex.split(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"{clip(repr(text), 100)} does not split like a shell command line "
                                         f"({str(e).lower()})") from None
    if not words:
        raise argparse.ArgumentTypeError("give the command that starts the adapter (it is empty)")
    return text


def seconds(text: str) -> float:
    """A command-line time limit: a finite number of seconds above zero.

    Raises:
        argparse.ArgumentTypeError: (the command line's one-line error) for ``inf``, ``nan``, zero,
            a negative number or text that is no number.

    >>> seconds("2.5")
    2.5
    """
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{clip(repr(text), 60)} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{clip(repr(text), 60)}: give a finite number of seconds above 0")
    return value


def day(text: str) -> str:
    """A day ``YYYY-MM-DD`` of the calendar (``--date``), as given.

    Raises:
        argparse.ArgumentTypeError: not such a day.
    """
    try:
        _dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{clip(text, 50)!r} is not a day (YYYY-MM-DD)") from None
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        raise argparse.ArgumentTypeError(f"{clip(text, 50)!r} is not a day (YYYY-MM-DD)")
    return text


def whole_number(text: str) -> int:
    """A command-line count: a whole number, 0 or more.

    Raises:
        argparse.ArgumentTypeError: (the command line's one-line error) for anything else.

    >>> whole_number("3")
    3
    """
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{clip(repr(text), 60)} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value}: give a whole number, 0 or more")
    return value


def positive_number(text: str) -> int:
    """A command-line count that cannot be zero: a whole number, 1 or more.

    Raises:
        argparse.ArgumentTypeError: (the command line's one-line error) for anything else.

    >>> positive_number("2")
    2
    """
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{clip(repr(text), 60)} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value}: give a whole number, 1 or more")
    return value


def shard(text: str) -> tuple[int, int]:
    """A command-line shard ``K/N``: shard K of N, 1 <= K <= N.

    Raises:
        argparse.ArgumentTypeError: (the command line's one-line error) for anything else.

    >>> shard("2/3")
    (2, 3)
    """
    k, slash, n = text.strip().partition("/")
    try:
        value = (int(k), int(n)) if slash else None
    except ValueError:
        value = None
    if value is None or not 1 <= value[0] <= value[1]:
        raise argparse.ArgumentTypeError(f"{clip(repr(text), 60)}: give K/N, shard K of N with 1 <= K <= N "
                                         "(e.g. 2/3)")
    return value


def writable_file(path: Path) -> str | None:
    """Why ``path`` cannot be written as a file (``None`` if it can): it is a folder, or its folder
    cannot be made or written to. Makes the missing folders.
    """
    if path.is_dir():
        return "is a folder, not a file"
    above = next((p for p in path.parents if p.exists()), None)
    if above is not None and not above.is_dir():
        return f"{clip(str(above), 200)} is a file, not a folder"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        return f"its folder cannot be made ({e.strerror or e})"
    if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return "cannot be written (permission denied)"
    return None


SCRIPTS: dict[str, str] = {"five_hundred_suite": "five-hundred-suite", "five_hundred_suite.serve": "five-hundred-serve"}
"""The console script of each module run as a program (``[project.scripts]`` of ``pyproject.toml``)."""


def invoked_as(module: str, argv0: str | None = None) -> str:
    """How the user started the program of ``module``, as a help text or a hint should name it: its console
    script (:data:`SCRIPTS`) when ``argv0`` (default ``sys.argv[0]``) is that script, else ``python -m
    module`` (run with ``-m``, or called from other code such as a test).

    >>> invoked_as("five_hundred_suite", "/home/me/suite/bin/five-hundred-suite")
    'five-hundred-suite'
    >>> invoked_as("five_hundred_suite", "/home/me/suite/lib/five_hundred_suite/__main__.py")
    'python -m five_hundred_suite'
    >>> invoked_as("five_hundred_suite.serve", "C:/suite/Scripts/five-hundred-serve.exe")
    'five-hundred-serve'
    """
    name = (sys.argv[0] if argv0 is None else argv0).replace("\\", "/").rsplit("/", 1)[-1]
    script = SCRIPTS.get(module)
    if script is not None and name.lower().removesuffix(".exe").removesuffix("-script.py") == script:
        return script
    return f"python -m {module}"


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on standard error (``prog: error: ...``), exit 2."""

    def error(self, message: str) -> NoReturn:
        """Print the one-line error and exit with status 2."""
        self.exit(2, f"{self.prog}: error: {clip(message)} (see --help)\n")


def statuses(text: str) -> frozenset[str]:
    """A command-line list of statuses of :class:`~five_hundred_suite.results.Status`, separated by commas
    (``none``: the empty set).

    Raises:
        argparse.ArgumentTypeError: (the command line's one-line error) naming a word that is no status.

    >>> sorted(statuses("failed,error"))
    ['error', 'failed']
    >>> statuses("none")
    frozenset()
    """
    from .results import Status

    words = [w.strip() for w in text.split(",") if w.strip()]
    if words == ["none"]:
        return frozenset()
    unknown = [w for w in words if w not in {s.value for s in Status}]
    if unknown or not words:
        raise argparse.ArgumentTypeError(f"{clip(repr(text), 60)}: give statuses separated by commas, of "
                                         f"{', '.join(s.value for s in Status)} (or none)")
    return frozenset(words)
