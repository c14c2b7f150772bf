"""The departures file of a run, and merging those of the shards (``fuzz --merge``)."""
from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from five_hundred.errors import clip

from ..atomic import WriteError, write_file
from .model import Report
from .tables import table_lines

DEPARTURES_FORMAT = "five-hundred-fuzz-departures/1"
"""The ``format`` of a departures file."""


def departures_file(out: Path, shard: tuple[int, int] = (1, 1)) -> Path:
    """Where a run that keeps going or is sharded writes its departures: ``departures.json`` in ``out``,
    ``departures-K-of-N.json`` for shard K of N (so that the shards of one machine do not overwrite each other).
    """
    return out / ("departures.json" if shard == (1, 1) else f"departures-{shard[0]}-of-{shard[1]}.json")


@dataclass(frozen=True)
class _Saved:
    """Where and with what heading a run's departures file is written."""

    path: Path
    command: str
    info: Mapping[str, Any]
    seed: int
    hands: int
    block: int
    shard: tuple[int, int]
    allowed: Sequence[str]
    variants: Sequence[str]
    options: Sequence[str]
    keep_going: bool


def _save(saved: _Saved | None, report: Report, records: list[dict[str, Any]], echo: Callable[[str], None],
          status: int) -> int:
    """Write the departures file of ``saved`` (when there is one) and return ``status``, or 2 (with one
    line) when it cannot be written.
    """
    if saved is None:
        return status
    data = {
        "format": DEPARTURES_FORMAT,
        "implementation": f"{saved.info.get('name')} {saved.info.get('version')}", "command": saved.command,
        "variants": list(saved.variants), "options": list(saved.options),
        "seed": saved.seed, "hands_asked": saved.hands, "block": saved.block, "shard": list(saved.shard),
        "keep_going": saved.keep_going,
        "allowed_rules": list(saved.allowed),
        "hands": report.hands, "actions": report.actions, "illegal": report.illegal,
        "seconds": round(report.seconds, 3), "contracts": dict(sorted(report.contracts.items())),
        "allowed": dict(sorted(report.allowed.items())), "gaps": sorted(report.gaps),
        "complete": not report.cut and report.run is None,
        "blocks": {str(i): digest for i, digest in sorted(report.blocks.items())},
        "departures": records,
    }
    try:
        saved.path.parent.mkdir(parents=True, exist_ok=True)  # --out is made as run makes its own
    except OSError as e:
        echo(f"error: the departures file {saved.path}: its folder cannot be made ({e.strerror or e})")
        return 2
    try:
        write_file(saved.path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    except WriteError as e:
        echo(f"error: the departures file {e}")
        return 2
    echo(f"departures written to {saved.path}")
    return status


_NEEDED: Mapping[str, type | tuple[type, ...]] = {
    "seed": int, "hands_asked": int, "block": int, "shard": list, "allowed_rules": list, "hands": int,
    "actions": int, "illegal": int, "contracts": dict, "allowed": dict, "gaps": list, "complete": bool,
    "blocks": dict, "departures": list, "implementation": str, "variants": list, "options": list,
    "keep_going": bool,
}
_SAME = ("seed", "hands_asked", "block", "variants", "options", "keep_going", "allowed_rules", "implementation")
"""What every shard of one run has alike."""


def _read_departures(path: Path) -> dict[str, Any] | str:
    """A departures file (:func:`departures_file`) read and checked, or why it cannot be merged."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        return f"cannot be read ({e.strerror or e})"
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        return f"is not a departures file of the fuzzer (not JSON: {clip(str(e), 80)})"
    if not isinstance(data, dict) or data.get("format") != DEPARTURES_FORMAT:
        return f"is not a departures file of the fuzzer (no \"format\": \"{DEPARTURES_FORMAT}\")"
    for key, kind in _NEEDED.items():
        if not isinstance(data.get(key), kind):
            return f"{key} is missing or not a {kind.__name__ if isinstance(kind, type) else kind}"
    k_n = data["shard"]
    if len(k_n) != 2 or not all(isinstance(x, int) for x in k_n) or not 1 <= k_n[0] <= k_n[1]:
        return f"shard {k_n!r} is not [K, N] with 1 <= K <= N"
    columns = ("rule", "check", "field", "variant", "hand", "step", "times", "line", "draft")
    for i, rec in enumerate(data["departures"]):
        if not isinstance(rec, dict) or any(c not in rec for c in columns) or \
                not all(isinstance(rec[c], int) for c in ("hand", "step", "times")):
            return f"departures[{i}] lacks one of {', '.join(columns)}"
    return data


def merge_departures(paths: Sequence[Path], echo: Callable[[str], None] = print) -> int:
    """``fuzz --merge FILE...``: print the combined table of the departures files of the shards of one
    run (:func:`departures_file`): each departure once, where first found (the lowest hand), its times
    added up, with the totals of the hands played. Returns 1 when there are departures, else 0; 2 (one
    line) when a file cannot be read, is not a departures file, is of another run (seed, hands, block,
    variants, options, keeping going, allowed rules, implementation), repeats a shard or block, or when a shard of the run is missing
    (after the table of those given).
    """
    files: list[tuple[Path, dict[str, Any]]] = []
    for path in paths:
        data = _read_departures(path)
        if isinstance(data, str):
            echo(f"error: --merge {clip(str(path), 200)}: {data}")
            return 2
        files.append((path, data))
    first_path, first = files[0]
    shards: dict[int, Path] = {}
    blocks: dict[str, Path] = {}
    for path, data in files:
        for same in _SAME:
            if data[same] != first[same]:
                echo(f"error: --merge {clip(str(path), 200)}: {same} {data[same]!r} is not {first[same]!r} as in "
                     f"{clip(str(first_path), 200)}: not shards of one run")
                return 2
        k, n = data["shard"]
        if n != first["shard"][1]:
            echo(f"error: --merge {clip(str(path), 200)}: shard {k}/{n} is not one of the {first['shard'][1]} shards "
                 f"of {clip(str(first_path), 200)}")
            return 2
        if k in shards:
            echo(f"error: --merge {clip(str(path), 200)}: shard {k}/{n} is given twice (also {clip(str(shards[k]), 200)})")
            return 2
        shards[k] = path
        for b in data["blocks"]:
            if b in blocks:
                echo(f"error: --merge {clip(str(path), 200)}: block {b} was also played by {clip(str(blocks[b]), 200)}")
                return 2
            blocks[b] = path
    n = first["shard"][1]
    combined: dict[tuple[str, str], dict[str, Any]] = {}
    for rec in sorted((r for _, data in files for r in data["departures"]), key=lambda r: r["hand"]):
        key = (rec["rule"], rec["check"])
        if key in combined:
            combined[key]["times"] += rec["times"]
        else:
            combined[key] = dict(rec)
    contracts: Counter[str] = Counter()
    allowed: Counter[str] = Counter()
    for _, data in files:
        contracts.update(data["contracts"])
        allowed.update(data["allowed"])
    total = {what: sum(data[what] for _, data in files) for what in ("hands", "actions", "illegal")}
    gaps = sorted({g for _, data in files for g in data["gaps"]})
    records = list(combined.values())
    count = len(records)
    verdict = f"{count} departure{'s' if count != 1 else ''}" if count else "nothing differs"
    skipped = (f"; {sum(allowed.values())} differences allowed "
               f"({', '.join(f'{r} {c}' for r, c in sorted(allowed.items()))})") if allowed else ""
    cut = [f"{data['shard'][0]}/{n}" for _, data in files if not data["complete"]]
    echo(f"fuzz merge: {first['implementation']}; seed {first['seed']}; shards "
         f"{', '.join(f'{k}/{n}' for k in sorted(shards))} of up to {first['hands_asked']} hands: "
         f"{total['hands']} hands, {total['actions']} actions, {total['illegal']} illegal actions tried, "
         f"{verdict}{skipped}; contracts: {', '.join(f'{k} {c}' for k, c in sorted(contracts.items()))}"
         + (f"; not compared (declared gaps): {', '.join(gaps)}" if gaps else "")
         + (f"; cut short (time limit or a difference): shard {', '.join(cut)}" if cut else ""))
    if records:
        echo("DEPARTURES (each charged to the rule the reference gives; the draft fixture of the shard that found it):")
        for line in table_lines(records):
            echo(line)
    missing = [f"{k}/{n}" for k in range(1, n + 1) if k not in shards]
    if missing:
        echo(f"error: --merge: shard {', '.join(missing)} missing: the table covers only part of the run's hands")
        return 2
    return 1 if records else 0
