"""The runs of a results file: their names, labels, cells of the matrix and commands."""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from five_hundred_suite.catalogue import (
    SPEC,
)

from ..marks import FAIL_ICON, NA_ICON, NONE_ICON, PASS_ICON, SKIP_ICON, TIMEOUT_ICON
from ..records import Record, Run, Tally


def _run_name(header: dict[str, Any] | None) -> tuple[str, str, str, str]:
    """The implementation of a run: name, version, language and command ('' when unknown)."""
    impl = (header or {}).get("implementation") or {}
    if not isinstance(impl, dict):
        return str(impl), "", "", ""
    name, version, language, command = (str(impl.get(k) or "") for k in ("name", "version", "language", "command"))
    return name, version, language, command


def matrix_cell(tally: Tally) -> str:
    """One cell of the implementations matrix: a mark and the counts.

    Failing (any case failed, errored or timed out), skipped (a declared gap),
    passing, not applicable (only n/a records: another variant, or one the
    implementation does not claim) and untested (no record) each have their own mark and word.

    >>> matrix_cell(Tally(passed=3))
    ":material-check-circle:{ .status-pass role='img' aria-label='passed' } 3/3"
    >>> matrix_cell(Tally(not_applicable=2))
    ":material-minus-circle-outline:{ .status-none role='img' aria-label='not applicable' } n/a"
    """
    extra = [f"{n} {word}" for n, word in ((tally.error, "errored"), (tally.timeout, "timed out"),
                                           (tally.skipped, "skipped")) if n]
    counts = f"{tally.passed}/{tally.cases}" + "".join(f" · {x}" for x in extra)
    if tally.failed or tally.error:
        return f"{FAIL_ICON} {counts}"
    if tally.timeout:
        return f"{TIMEOUT_ICON} {counts}"
    if tally.skipped:
        return f"{SKIP_ICON} {counts}"
    if tally.passed:
        return f"{PASS_ICON} {counts}"
    if tally.not_applicable:
        return f"{NA_ICON} n/a"
    return f"{NONE_ICON} untested"


def citation_cell(records: Iterable[Record]) -> str:
    """A cell of the rule citations: how many refusals cited the rule the catalogue gives, of those checked.

    >>> citation_cell([Record("t", (), "australian", (), "passed", None, None, None, None, citations=(4, 3))])
    '3 of 4'
    >>> citation_cell([])
    '—'
    """
    counts = [r.citations for r in records]
    checked, matched = sum(c[0] for c in counts), sum(c[1] for c in counts)
    return f"{matched} of {checked}" if checked else "—"


Row = tuple[str, ...]


def shown_command(command: str, root: Path = SPEC.parent) -> str:
    """A run's command as the page shows it: an absolute path inside the checkout ``root`` made relative to it,
    any other absolute path cut to its file name, so that no page shows the building machine's directories.

    >>> shown_command("/home/ci/repo/.venv/bin/python -m five_hundred_suite.serve", Path("/home/ci/repo"))
    '.venv/bin/python -m five_hundred_suite.serve'
    >>> shown_command("/opt/engines/bin/engine --adapter 'two words'", Path("/home/ci/repo"))
    "engine --adapter 'two words'"
    """
    try:
        words = shlex.split(command)
    except ValueError:  # unbalanced quotes: shown as given, paths cut word by word
        words = command.split()
    out = []
    for word in words:
        path = Path(word)
        if not path.is_absolute():
            out.append(word)
        else:
            out.append(path.relative_to(root).as_posix() if path.is_relative_to(root) else path.name)
    return shlex.join(out)


def run_labels(runs: Sequence[Run]) -> list[str]:
    """A distinct name for each run: its implementation's name; where two runs share it, with how it ran
    (``in process`` or ``served``); where that is shared too, a served run's command; and where even that is,
    the run's number.

    >>> [run_labels([Run({"implementation": {"name": n, "command": c}}, ()) for n, c in runs]) for runs in (
    ...  [("a", None), ("b", "b-cli")], [("a", None), ("a", "/x/a-cli")], [("a", "p"), ("a", "q"), ("a", "q")])]
    [['a', 'b'], ['a, in process', 'a, served'], ['a, served (p)', 'a, served (q) #2', 'a, served (q) #3']]
    """
    commands = [_run_name(r.header)[3] for r in runs]
    labels = [_run_name(r.header)[0] or "unnamed" for r in runs]
    for step in ("how", "command"):
        seen = list(labels)
        labels = [label + (_how_it_ran(c) if step == "how" else f" ({shown_command(c)})" if c else "")
                  if seen.count(label) > 1 else label for label, c in zip(seen, commands, strict=True)]
    return [f"{label} #{i}" if labels.count(label) > 1 else label for i, label in enumerate(labels, 1)]


def _how_it_ran(command: str) -> str:
    return ", served" if command else ", in process"


def _shown_date(value: Any) -> str:
    """An ISO date and time as ``2030-01-02 03:04 UTC`` (its offset kept when not UTC); other values as given."""
    text = str(value) if value is not None else "unknown"
    m = re.fullmatch(r"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?", text)
    if not m:
        return text
    zone = m.group(3) or ""
    return f"{m.group(1)} {m.group(2)} " + ("UTC" if zone in ("Z", "+00:00") else zone)


