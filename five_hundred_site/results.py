"""Reading a results file: its records checked against the catalogue, and what to read them with.

A results file is written by ``pytest --results PATH`` (:mod:`five_hundred_suite.plugin`); the
status names of its records are the harness's own (:class:`five_hundred_suite.results.Status`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from five_hundred.datafile import DataFileError, read_text
from five_hundred.errors import clip

from five_hundred_suite.catalogue import CASE_FORMAT, corpus_version, rules
from five_hundred_suite.schemas import inlined_validator

from .errors import SiteError
from .records import Record, Run
from .spec import load_doc, variant_ids

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
    case_format = data["header"]["corpus"].get("case_format")
    if case_format is not None and case_format != CASE_FORMAT:
        warnings.append(f"{name}: the cases were run in case format {case_format}, this corpus's cases are of format "
                        f"{CASE_FORMAT}: what a check asks and charges may have changed since that run")
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
    errors = sorted(inlined_validator("results").iter_errors(data), key=lambda e: list(e.absolute_path))
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
