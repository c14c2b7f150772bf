"""The results of a run as the site reads them: records, tallies, and the marks that show a status.

A results file is written by ``pytest --results PATH`` (:mod:`five_hundred_suite.plugin`); the
status names of its records are the harness's own (:class:`five_hundred_suite.results.Status`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from five_hundred_suite.catalogue import SPEC, rules, validate, variants
from five_hundred_suite.results import FAILING, Status

PASSED, FAILED, UNTESTED, NOT_OFFERED = "passed", "failed", "untested", "not offered"
FAILING_STATUSES = FAILING
"""Record statuses that make a rule failing (the harness's own set)."""
RECORD_STATUSES = frozenset(Status)
"""Every status a record may have (skipped and not applicable records are shown but are no evidence)."""


def _icon(name: str, kind: str, label: str) -> str:
    """A status icon of the theme's set with its class and its text for screen readers."""
    return f":material-{name}:{{ .status-{kind} role='img' aria-label='{label}' }}"


PASS_ICON = _icon("check-circle", "pass", "passed")
FAIL_ICON = _icon("close-circle", "fail", "failed")
NONE_ICON = _icon("circle-outline", "none", "no result")
"""The marks (✅ ❌ ⚪) as icons of the theme's own set, inlined as SVG, so that they need no emoji font;
each says what it means to a screen reader (``aria-label``), as the colour and shape say it to the eye."""
SKIP_ICON = _icon("skip-next-circle", "none", "skipped")
NA_ICON = _icon("minus-circle-outline", "none", "not applicable")
TIMEOUT_ICON = _icon("timer-sand-complete", "fail", "timed out")
RULE_ICON = {PASSED: PASS_ICON, FAILED: FAIL_ICON, UNTESTED: NONE_ICON, NOT_OFFERED: NA_ICON}
RULE_WORD = {PASSED: "passing", FAILED: "failing", UNTESTED: "untested", NOT_OFFERED: "documented, not offered"}
RULE_MARK = {st: f"{RULE_ICON[st]} {RULE_WORD[st]}" for st in RULE_WORD}
"""A rule's status as its icon and its word."""
SCENARIO_MARK = {PASSED: f"{PASS_ICON} passing", FAILED: f"{FAIL_ICON} failing", UNTESTED: f"{NONE_ICON} not run"}
RECORD_MARK = {"passed": f"{PASS_ICON} passed", "failed": f"{FAIL_ICON} failed", "error": f"{FAIL_ICON} error",
               "timeout": f"{TIMEOUT_ICON} timed out", "skipped": f"{SKIP_ICON} skipped",
               "n/a": f"{NA_ICON} not applicable"}


class SiteError(ValueError):
    """The inputs of the site disagree: an unknown rule ID, variant or source, or an unreadable file."""


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
    """A results file: its header and its records (``header`` is ``None`` when there was no run)."""

    header: dict[str, Any] | None
    records: tuple[Record, ...]


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


def variant_ids() -> tuple[str, ...]:
    """Every variant the catalogue names (in rules or in ``spec/variants``), variant files first."""
    ids = list(variants())
    for rule in rules().values():
        ids.extend(v for v in rule.variants if v not in ids)
    return tuple(ids)


def load_results(path: Path | None) -> Run:
    """Read a results file written by ``pytest --results PATH``; ``None`` gives an empty run.

    Raises:
        SiteError: the file is missing or is not a results file, or a record
            names a rule ID that the catalogue does not define, a conflict that
            ``spec/conflicts.yaml`` does not define, an unknown variant or an
            unknown status (naming the record and the value).
    """
    if path is None:
        return Run(None, ())
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as e:
        raise SiteError(f"{path}: no such results file") from e
    except json.JSONDecodeError as e:
        raise SiteError(f"{path}: not JSON: {e}") from e
    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        raise SiteError(f"{path}: not a results file (no 'results' list)")
    known, known_variants = rules(), variant_ids()
    known_conflicts = {c["id"] for c in load_doc("conflicts")}
    records = []
    for i, raw in enumerate(data["results"]):
        rid = str(raw.get("id", f"record {i}"))
        for rule in [*raw.get("rules", ()), *raw.get("charged", ())]:
            if rule not in known:
                raise SiteError(f"{path}: {rid}: rule ID {rule} is not in the catalogue")
        for cid in raw.get("conflicts", ()):
            if cid not in known_conflicts:
                raise SiteError(f"{path}: {rid}: conflict {cid} is not in spec/conflicts.yaml")
        variant = raw.get("variant")
        if variant is not None and variant not in known_variants:
            raise SiteError(f"{path}: {rid}: unknown variant {variant!r}")
        status = raw.get("status")
        if status not in RECORD_STATUSES:
            raise SiteError(f"{path}: {rid}: unknown status {status!r}")
        line = raw.get("line")
        records.append(Record(
            id=rid, rules=tuple(raw.get("rules", ())), variant=variant, options=tuple(raw.get("options", ())),
            status=str(status), message=raw.get("message"), feature=raw.get("feature"),
            scenario=raw.get("scenario"), line=int(line) if line is not None else None,
            conflicts=tuple(raw.get("conflicts", ())),
            charged=tuple(raw["charged"]) if isinstance(raw.get("charged"), list) else None,
            citations=_citations(raw.get("citations")),
        ))
    header = data.get("header")
    return Run(header if isinstance(header, dict) else {}, tuple(records))


def _citations(raw: Any) -> tuple[int, int]:
    """(checked, matched) of a record's ``citations``; (0, 0) when it has none."""
    if not isinstance(raw, dict):
        return (0, 0)
    return (int(raw.get("checked", 0)), int(raw.get("matched", 0)))


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


def load_doc(name: str) -> list[dict[str, Any]]:
    """The list ``name`` of ``spec/<name>.yaml`` (``conflicts`` or ``options``), checked against its schema.

    Raises:
        CatalogueError: the file breaks its schema.
    """
    with (SPEC / f"{name}.yaml").open(encoding="utf-8") as f:
        data = yaml.safe_load(f)
    validate(data, name, f"spec/{name}.yaml")
    items: list[dict[str, Any]] = data[name]
    return items
