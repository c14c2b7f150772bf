"""The results of a run as the site reads them: records, tallies, and the marks that show a status.

A results file is written by ``pytest --results PATH`` (:mod:`five_hundred_suite.plugin`); the
status names of its records are the harness's own (:class:`five_hundred_suite.results.Status`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from five_hundred.datafile import DataFileError, load_yaml, read_text
from five_hundred.errors import clip

from five_hundred_suite.catalogue import SPEC, corpus_version, rules, schema_validator, validate, variants
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
    """The inputs of the site disagree: an unknown rule ID, variant or source, or an unreadable file.

    ``str()`` is one line naming the file (and the field or line).
    """


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


def variant_ids() -> tuple[str, ...]:
    """Every variant the catalogue names (in rules or in ``spec/variants``), variant files first."""
    ids = list(variants())
    for rule in rules().values():
        ids.extend(v for v in rule.variants if v not in ids)
    return tuple(ids)


RESULTS_FORMAT = 1
"""The format of the results files this site reads (``header.format``)."""
MAX_RESULTS_BYTES = 200_000_000
"""The largest results file read, in bytes (a run of the whole corpus writes a few megabytes)."""


def load_results(path: Path | None) -> Run:
    """Read a results file written by ``pytest --results PATH`` (``spec/schema/results.schema.json``);
    ``None`` gives an empty run.

    Each problem is refused in one line naming the file, the field (``results[3].status``) and the
    record's ID. Results of another corpus version are read, with a warning in :attr:`Run.warnings`:
    their scenarios and rules may have changed since (records of rules that are gone are refused, those
    of scenarios that are gone are listed apart, see :func:`stale_scenarios`).

    Raises:
        SiteError: the file is a folder, is missing, cannot be read, is over :data:`MAX_RESULTS_BYTES`,
            is not UTF-8, is not JSON (with its line), is nested too deep or gives a key twice in an
            object; its ``header.format`` is not :data:`RESULTS_FORMAT`; it breaks the results schema;
            or a record names a rule ID that the catalogue does not define, a conflict that
            ``spec/conflicts.yaml`` does not define or an unknown variant.
    """
    if path is None:
        return Run(None, ())
    name = path.as_posix()
    if path.is_dir():
        raise SiteError(f"{name}: is a folder, not a results file")
    if not path.exists():
        raise SiteError(f"{name}: no such results file")
    try:
        text = read_text(path, name=name, max_bytes=MAX_RESULTS_BYTES)
    except DataFileError as e:
        raise SiteError(str(e)) from None
    try:
        data = json.loads(text, object_pairs_hook=_no_key_twice)
    except _KeyTwice as e:
        raise SiteError(f"{name}: {clip(repr(e.args[0]), 100)}: the key is given twice in one object") from None
    except json.JSONDecodeError as e:
        raise SiteError(f"{name}:{e.lineno}: is not JSON: {clip(e.msg)} (column {e.colno})") from None
    except RecursionError:
        raise SiteError(f"{name}:1: is nested too deep to be a results file") from None
    header = data.get("header") if isinstance(data, dict) else None
    if isinstance(header, dict) and "format" in header and header["format"] != RESULTS_FORMAT:
        raise SiteError(f"{name}: header.format: {clip(repr(header['format']), 60)}: this site reads results of "
                        f"format {RESULTS_FORMAT}; write them again with this checkout (pytest --results)")
    _check_schema(data, name)
    known, known_variants = rules(), variant_ids()
    known_conflicts = {c["id"] for c in load_doc("conflicts")}
    records = []
    for i, raw in enumerate(data["results"]):
        where = f"{name}: results[{i}]"
        rid = clip(str(raw["id"]), 200)
        for key in ("rules", "charged"):
            unknown = [r for r in raw.get(key, ()) if r not in known]
            if unknown:
                raise SiteError(f"{where}.{key} ({rid}): {unknown[0]} is not in the catalogue")
        unknown = [c for c in raw["conflicts"] if c not in known_conflicts]
        if unknown:
            raise SiteError(f"{where}.conflicts ({rid}): {unknown[0]} is not in spec/conflicts.yaml")
        variant = raw["variant"]
        if variant is not None and variant not in known_variants:
            raise SiteError(f"{where}.variant ({rid}): {clip(repr(variant), 60)} is not a variant of spec/variants")
        records.append(Record(
            id=str(raw["id"]), rules=tuple(raw["rules"]), variant=variant, options=tuple(raw["options"]),
            status=str(raw["status"]), message=raw["message"], feature=raw.get("feature"),
            scenario=raw.get("scenario"), line=raw.get("line"), conflicts=tuple(raw["conflicts"]),
            charged=tuple(raw["charged"]) if "charged" in raw else None, citations=_citations(raw.get("citations")),
        ))
    warnings = []
    version = data["header"]["corpus"]["version"]
    if version != corpus_version():
        warnings.append(f"{name}: the results are of corpus version {clip(version, 60)}, this corpus is version "
                        f"{corpus_version()}: scenarios and rules may have changed since that run")
    return Run(data["header"], tuple(records), name, tuple(warnings), tuple(data["results"]), path)


class _KeyTwice(Exception):
    """A JSON object gives a key twice (``args[0]``: the key)."""


def _no_key_twice(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object as a dict, refusing a key given twice (``json`` would keep the last one silently)."""
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            raise _KeyTwice(key)
        seen.add(key)
    return dict(pairs)


def _check_schema(data: Any, name: str) -> None:
    """Check a results file against its schema, by the harness's schema loader.

    Raises:
        SiteError: the first problem, naming the field (and the record's ID when it is in a record).
    """
    errors = sorted(schema_validator("results").iter_errors(data), key=lambda e: list(e.absolute_path))
    if not errors:
        return
    e = errors[0]
    path = list(e.absolute_path)
    field = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".") or "(top)"
    record = ""
    if len(path) > 2 and path[0] == "results" and isinstance(path[1], int):
        raw = data["results"][path[1]]
        if isinstance(raw, dict) and isinstance(raw.get("id"), str):
            record = f" ({clip(raw['id'], 200)})"
    raise SiteError(f"{name}: {clip(field, 100)}{record}: {clip(e.message, 300)}")


def stale_scenarios(run: Run, records: Sequence[Record]) -> tuple[str, ...]:
    """The warning for the records of ``run`` that name a scenario no longer in the corpus (``records``), if any."""
    if not records or run.source is None:
        return ()
    first = records[0]
    many = len(records) != 1
    return (f"{run.source}: {len(records)} record{'s' if many else ''} name{'' if many else 's'} a scenario no longer "
            f"in the corpus (first: features/{first.feature}, {clip(repr(first.scenario), 120)}); "
            f"{'they count' if many else 'it counts'} for {'their' if many else 'its'} rules only",)


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
    """The list ``name`` of ``spec/<name>.yaml`` (``conflicts`` or ``options``), read by the project's one
    YAML reader and checked against its schema.

    Raises:
        DataFileError: the file cannot be read or is not the YAML the project accepts (too big, not UTF-8,
            an alias, a key given twice), naming the file and line.
        CatalogueError: the file breaks its schema.
    """
    shown = f"spec/{name}.yaml"
    data = load_yaml(SPEC / f"{name}.yaml", name=shown)
    validate(data, name, shown)
    items: list[dict[str, Any]] = data[name]
    return items
