"""The records of a run as the site reads them, and what they add up to: tallies and counts."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .marks import FAILED, NOT_OFFERED, PASSED, UNTESTED


@dataclass(frozen=True)
class Record:
    """One record of a results file (one test, one variant)."""

    id: str
    rules: tuple[str, ...]
    variant: str | None
    options: tuple[str, ...]
    status: str
    message: str | None
    feature: str | None
    scenario: str | None
    line: int | None
    conflicts: tuple[str, ...] = ()
    charged: tuple[str, ...] | None = None
    """A failed record: the rules its failing check charges (``None``: all its rules)."""
    citations: tuple[int, int] = (0, 0)
    """Rule citations checked, and how many were as the catalogue has them (a diagnostic)."""

    @property
    def counted_rules(self) -> tuple[str, ...]:
        """The rules the record counts under: a failed record under those it is charged with.

        >>> Record("t", ("BID-02", "BID-12"), "australian", (), "failed", "m", None, None, None,
        ...        charged=("BID-02",)).counted_rules
        ('BID-02',)
        """
        if self.status == "failed" and self.charged is not None:
            return self.charged
        return self.rules

    @property
    def where(self) -> str:
        """Where the case is written: ``features/<file>:<line>`` or the test ID."""
        if self.feature is not None:
            return f"features/{self.feature}:{self.line}" if self.line else f"features/{self.feature}"
        return self.id


@dataclass(frozen=True)
class Run:
    """A results file: its header and its records (``header`` is ``None`` when there was no run).

    ``source`` is the file as it was named; ``warnings`` are what to read its figures with (each one
    line naming the file), shown on the summary page and printed by the command.
    """

    header: dict[str, Any] | None
    records: tuple[Record, ...]
    source: str | None = None
    warnings: tuple[str, ...] = ()
    raw: tuple[dict[str, Any], ...] = ()
    """The records as the file gives them (``expected``, ``actual``, ``situation``, ``case`` ...), for the
    implementation's report (:mod:`five_hundred_suite.report`)."""
    path: Path | None = None
    """The results file read (published as the run's download)."""


@dataclass(frozen=True)
class Tally:
    """Counts of records by status, and the status they add up to."""

    passed: int = 0
    failed: int = 0
    error: int = 0
    skipped: int = 0
    not_applicable: int = 0
    timeout: int = 0
    offered: bool = True
    """False for a rule whose option no variant in question offers: it can never pass."""

    @classmethod
    def of(cls, records: Iterable[Record]) -> Tally:
        """Count ``records`` by status."""
        counts = {"passed": 0, "failed": 0, "error": 0, "timeout": 0, "skipped": 0, "n/a": 0}
        for r in records:
            counts[r.status] += 1
        return cls(counts["passed"], counts["failed"], counts["error"], counts["skipped"], counts["n/a"],
                   counts["timeout"])

    @classmethod
    def of_tallies(cls, tallies: Iterable[Tally]) -> Tally:
        """The sum of several tallies."""
        total = cls()
        for t in tallies:
            total = cls(total.passed + t.passed, total.failed + t.failed, total.error + t.error,
                        total.skipped + t.skipped, total.not_applicable + t.not_applicable,
                        total.timeout + t.timeout)
        return total

    @property
    def cases(self) -> int:
        """Records that count as evidence (passed, failed, errored or timed out)."""
        return self.passed + self.failed + self.error + self.timeout

    @property
    def status(self) -> str:
        """``"failed"`` if any case failed, errored or timed out; else ``"not offered"`` for a rule of an
        option nobody offers; ``"passed"`` if there are cases, all passed and nothing was skipped (a skip
        is never a pass); else ``"untested"``.
        """
        if self.failed or self.error or self.timeout:
            return FAILED
        if not self.offered:
            return NOT_OFFERED
        return PASSED if self.passed and not self.skipped else UNTESTED

    def describe(self) -> str:
        """The counts in words, e.g. ``"12 passed, 1 failed, 2 not applicable"``; ``"no case"`` if empty."""
        parts = [f"{n} {word}" for n, word in (
            (self.passed, "passed"), (self.failed, "failed"), (self.error, "errored"), (self.timeout, "timed out"),
            (self.skipped, "skipped"), (self.not_applicable, "not applicable"),
        ) if n]
        return ", ".join(parts) if parts else "no case"


@dataclass(frozen=True)
class Counts:
    """Rule counts for one row of the summary."""

    rules: int = 0
    with_case: int = 0
    passing: int = 0
    failing: int = 0
    untested: int = 0
    not_offered: int = 0

    def add(self, status: str) -> Counts:
        """These counts with one more rule of ``status`` (``passed``, ``failed``, ``untested`` or ``not offered``)."""
        return Counts(
            self.rules + 1,
            self.with_case + (status in (PASSED, FAILED)),
            self.passing + (status == PASSED),
            self.failing + (status == FAILED),
            self.untested + (status == UNTESTED),
            self.not_offered + (status == NOT_OFFERED),
        )
