"""Output: coverage and departures tables, the command's main, saved and merged departures."""
from __future__ import annotations

import json
import re
import time
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from five_hundred.errors import clip

from ..adapter import ImplementationSkipped, Refused
from ..atomic import WriteError, write_file
from ..catalogue import rules, variants
from ..protocol.messages import ImplementationError
from .drafts import (
    draft,
)
from .engines import Fuzzer
from .hands import possible
from .jobs import (
    BLOCK,
    fuzz,
    fuzz_jobs,
    shard_blocks,
)
from .model import (
    SITUATIONS,
    Departure,
    FuzzError,
    Report,
)

COVERAGE_AREAS = ("DEAL", "BID", "KITTY", "PLAY", "JOKER", "MIS", "SCORE", "END")
"""The rule areas of the ``coverage`` lines, in the catalogue's order."""


def coverage_lines(covered: Collection[str], variant_ids: Sequence[str]) -> list[str]:
    """One line per rule area: how many of the area's rules (those of ``variant_ids``) the games
    exercised (:attr:`Fuzzer.covered`), and those they did not reach.

    >>> coverage_lines({"END-01"}, ["australian"])[-1].startswith("coverage END: 1 of ")
    True
    """
    catalogue = rules()
    lines = []
    for area in COVERAGE_AREAS:
        ids = [r for r, rule in catalogue.items() if r.split("-")[0] == area and set(rule.variants) & set(variant_ids)]
        hit = [r for r in ids if r in covered]
        missed = [r for r in ids if r not in covered]
        lines.append(f"coverage {area}: {len(hit)} of {len(ids)} rules exercised"
                     + (f"; not reached: {' '.join(missed)}" if missed else ""))
    return lines


def situations_line(fuzzer: Fuzzer, shown: Mapping[str, Collection[str]] | None = None) -> str:
    """Which of :data:`SITUATIONS` the games reached, per variant, and which they could but did not
    (``shown``: those reached per variant, default :attr:`Fuzzer.reached`).
    """
    parts = []
    seen = fuzzer.reached if shown is None else shown
    for v in fuzzer.variants:
        r = fuzzer.rulesets[v]
        can = [s.name for s in SITUATIONS if possible(s, r)]
        missed = [s for s in can if s not in seen.get(v, ())]
        parts.append(f"{v} {len(can) - len(missed)} of {len(can)}" + (f" (not reached: {', '.join(missed)})"
                                                                     if missed else ""))
    return "situations: " + "; ".join(parts)


def read_allow_file(path: Path) -> list[str]:
    """The rule IDs of an ``--allow-file``: one a line, ``#`` starting a comment, blank lines ignored.

    Raises:
        FuzzError: the file cannot be read, or a line is not a rule ID of the catalogue (naming the line).
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise FuzzError(f"--allow-file {path}: cannot be read ({getattr(e, 'strerror', None) or e})") from None
    found = []
    for n, line in enumerate(text.splitlines(), 1):
        word = line.split("#", 1)[0].strip()
        if word:
            if word not in rules():
                raise FuzzError(f"--allow-file {path}, line {n}: {word!r} is not a rule ID of the catalogue")
            found.append(word)
    return found


def departure_records(report: Report, drafts: Mapping[tuple[str, str], str]) -> list[dict[str, Any]]:
    """The departures of ``report`` as the departures file keeps them (:func:`write_departures`): rule
    charged, check, field (without indices), variant, hand and step where first found, times found,
    its line in words and its draft fixture (``drafts``, by :attr:`Divergence.departure`; ``-``: none).
    """
    found = []
    for key, dep in report.departures.items():
        d = dep.divergence
        found.append({"rule": d.rule, "check": d.check, "field": re.sub(r"\[\d+\]", "[]", d.where) or "-",
                      "variant": dep.run.deal.variant, "hand": dep.hand, "step": d.step, "times": dep.times,
                      "line": d.line(), "draft": drafts.get(key, "-")})
    return found


def table_lines(records: Sequence[Mapping[str, Any]]) -> list[str]:
    """The table of departures (:func:`departure_records`): one row each (rule charged, check, field,
    hand and step where first found, times found, its draft fixture), then each one's line in words.
    """
    columns = ("rule", "check", "field", "hand", "step", "times", "draft")
    rows = [columns, *(tuple(str(rec[c]) for c in columns) for rec in records)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(columns))]
    lines = ["  " + "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    for rec in records:
        lines.append(f"  {rec['rule']} ({rec['variant']}, hand {rec['hand']}): {rec['line']}")
    return lines


def departures_table(report: Report, drafts: Mapping[tuple[str, str], str]) -> list[str]:
    """The table of departures found keeping going (:func:`table_lines` of :func:`departure_records`)."""
    return table_lines(departure_records(report, drafts))


def _cannot_deal(fuzzer: Fuzzer, timeout: float) -> str | None:
    """Why the implementation cannot deal each of the fuzzer's variants with its options, or ``None``."""
    from ..commands import plainly

    for v, r in fuzzer.rulesets.items():
        with_options = f"{v} with options [{' '.join(fuzzer.options)}]"
        try:
            fuzzer.impl.close(fuzzer.impl.open(v, list(fuzzer.options), {"dealer": r.seats[0],
                                                                         "pack": [str(c) for c in r.pack]}))
        except Refused as e:
            return f"the implementation refuses to deal {with_options}: {e.message}"
        except (ImplementationError, ImplementationSkipped) as e:
            return f"cannot deal {with_options}: {plainly(e, timeout).splitlines()[0]}"
    return None


def main(command: str, *, variant_ids: Sequence[str] = (), options: Sequence[str] = (), hands: int = 1000,
         seed: int = 0, max_time: float | None = None, out: Path = Path("build/fuzz"), timeout: float = 5.0,
         keep_going: bool = False, allow: Sequence[str] = (), allow_file: Path | None = None,
         jobs: int = 1, shard: tuple[int, int] = (1, 1), block: int = BLOCK,
         echo: Callable[[str], None] = print) -> int:
    """The ``fuzz`` command: returns 0 when nothing differs (or, keeping going, when every
    departure is allowed), 1 when something does, 2 when the run cannot be made (printing one
    line saying why). ``allow`` or ``allow_file`` imply ``keep_going``. ``jobs``: adapter processes
    run at once (:func:`fuzz_jobs`); ``shard`` ``(K, N)``: play only shard K of N of the hands
    (:func:`shard_blocks`); keeping going or sharded, the departures are also written to
    :func:`departures_file` in ``out`` (whole or not at all), for :func:`merge_departures`.
    """
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from ..commands import plainly
    from ..protocol.program import SubprocessImplementation

    known = variants()
    unknown = [v for v in variant_ids if v not in known]
    if unknown:
        echo(f"error: unknown variant(s) {', '.join(unknown)}; known: {', '.join(known)}")
        return 2
    if hands <= 0 or (max_time is not None and max_time <= 0) or timeout <= 0:
        echo("error: --hands, --max-time and --timeout must be positive")
        return 2
    if jobs < 1:
        echo(f"error: --jobs {jobs}: give the number of adapter processes to run at once, 1 or more")
        return 2
    if not 1 <= shard[0] <= shard[1]:
        echo(f"error: --shard {shard[0]}/{shard[1]}: give K/N with 1 <= K <= N (shard K of N)")
        return 2
    if block < 1:
        echo(f"error: block {block}: a block has 1 hand or more")
        return 2
    not_rules = [a for a in allow if a not in rules()]
    if not_rules:
        echo(f"error: --allow {not_rules[0]}: not a rule ID of the catalogue")
        return 2
    try:
        allowed = [*allow, *(read_allow_file(allow_file) if allow_file is not None else [])]
    except FuzzError as e:
        echo(f"error: {e}")
        return 2
    keep_going = keep_going or bool(allowed) or allow_file is not None
    sharded = shard != (1, 1)
    try:
        impl = SubprocessImplementation(command, timeout=timeout)
    except (ImplementationError, ValueError) as e:
        echo(f"error: cannot start the implementation: {plainly(e, timeout).splitlines()[0]}")
        return 2
    with impl:
        info = impl.describe()
        claimed = [str(v) for v in info.get("variants", []) if isinstance(v, str)]
        chosen = list(variant_ids) or [v for v in claimed if v in known]
        not_claimed = [v for v in chosen if v not in claimed]
        if not_claimed:
            echo(f"error: the implementation does not claim {', '.join(not_claimed)} (it claims "
                 f"{', '.join(claimed) or 'nothing'})")
            return 2
        if not variant_ids and options:
            chosen = [v for v in chosen if all(o in known[v]["options"] for o in options)]
        offered = [v for v in chosen if any(o not in known[v]["options"] for o in options)]
        if offered or not chosen:
            bad = offered[0] if offered else "any claimed variant"
            echo(f"error: the options {' '.join(options)} are not all options of {bad}")
            return 2
        try:
            fuzzer = Fuzzer(impl, chosen, options, seed, keep_going=keep_going)
        except FuzzError as e:
            echo(f"error: {e}")
            return 2
        problem = _cannot_deal(fuzzer, timeout)
        if problem is not None:
            echo(f"error: {problem}")
            return 2
        mine = len(shard_blocks(hands, shard, block))
        echo(f"fuzz: {info.get('name')} {info.get('version')}; variants {', '.join(chosen)}; options "
             f"[{' '.join(options)}]; seed {seed}; up to {hands} hands" + (f" or {max_time:g} s" if max_time else "")
             + (f"; shard {shard[0]}/{shard[1]} ({mine} of the {len(shard_blocks(hands, (1, 1), block))} blocks "
                f"of {block} hands)" if sharded else "")
             + (f"; {jobs} adapter processes" if jobs > 1 else "")
             + ("; keeping going" if keep_going else "") + (f"; allowed: {' '.join(allowed)}" if allowed else ""))
        console = Console(stderr=True)
        bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                       console=console, transient=True)
        to_play = min(hands, sum(min(hands, (b + 1) * block) - b * block for b in shard_blocks(hands, shard, block)))
        with bar:
            task = bar.add_task("hands", total=to_play)

            def tick(done: int, report: Report) -> None:
                rate = done / max(time.monotonic() - began, 1e-9)
                found = f", {len(report.departures)} departures" if keep_going else ""
                bar.update(task, completed=done, description=f"hands ({rate:.0f}/s{found})")

            began = time.monotonic()
            try:
                if jobs == 1:
                    report = fuzz(fuzzer, hands=hands, max_time=max_time, progress=tick, allow=allowed,
                                  shard=shard, size=block)
                else:
                    report = fuzz_jobs(fuzzer, command, jobs=jobs, timeout=timeout, hands=hands, max_time=max_time,
                                       progress=tick, allow=allowed, shard=shard, size=block)
            except (ImplementationError, ImplementationSkipped) as e:
                echo(f"error: the implementation could not be driven: {plainly(e, timeout).splitlines()[0]}")
                return 2
            except FuzzError as e:
                echo(f"error: {e}")
                return 2
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(report.contracts.items()))
        gaps = f"; not compared (declared gaps): {', '.join(sorted(report.gaps))}" if report.gaps else ""
        rate = report.hands / report.seconds if report.seconds else 0.0
        done = f"{report.hands} hands, {report.actions} actions, {report.illegal} illegal actions tried"
        timing = f"({report.seconds:.1f} s, {rate:.0f} hands/s)"
        saved = _Saved(departures_file(out, shard), command=command, info=info, seed=seed, hands=hands,
                       block=block, shard=shard, allowed=allowed, variants=chosen, options=options,
                       keep_going=keep_going) if keep_going or sharded else None
        if keep_going:
            return _keep_going_report(fuzzer, report, command=command, seed=seed, out=out, done=done,
                                      timing=timing, kinds=kinds, gaps=gaps, echo=echo, saved=saved)
        if report.run is None:
            echo(f"fuzz: {done}, nothing differs {timing}; contracts: {kinds}{gaps}")
            return _save(saved, report, [], echo, 0)
        hand_no = report.hand
        unwritten = False
        try:
            run = fuzzer.shrink(report.run, seed)
            from_pos = fuzzer.from_position(run)
            path, problem = draft(run, seed=seed, hand=hand_no, command=command, out=out,
                                  first_step=report.first_step, from_position=from_pos)
        except (ImplementationError, ImplementationSkipped) as e:
            run, path, problem = report.run, None, f"no draft: {plainly(e, timeout).splitlines()[0]}"
        except WriteError as e:
            path, problem, unwritten = None, f"the draft cannot be written: {e}", True
        d = run.divergence
        assert d is not None
        where = f"; draft fixture {path}" if path is not None and problem is None else f"; {problem}"
        shrunk = f" (first seen after {report.first_step})" if report.first_step != d.step else ""
        echo(f"DIFFERS ({run.deal.variant}, seed {seed}, hand {hand_no}) {d.line()}{shrunk}{where}")
        if unwritten:
            return 2
        one = Report(departures={d.departure: Departure(run, hand_no)})
        drafts = {d.departure: str(path) if path is not None and problem is None else f"no draft: {problem}"}
        return _save(saved, report, departure_records(one, drafts), echo, 1)


def _keep_going_report(fuzzer: Fuzzer, report: Report, *, command: str, seed: int, out: Path, done: str,
                       timing: str, kinds: str, gaps: str, echo: Callable[[str], None],
                       saved: _Saved | None = None) -> int:
    """Print the end of a run that kept going (the summary, the departures with a draft each, the
    coverage and situations lines), write its departures file (``saved``) and return its exit status.
    """
    allowed = report.allowed
    skipped = (f"; {sum(allowed.values())} differences allowed "
               f"({', '.join(f'{r} {n}' for r, n in sorted(allowed.items()))})") if allowed else ""
    n = len(report.departures)
    verdict = f"{n} departure{'s' if n != 1 else ''}" if n else "nothing differs"
    echo(f"fuzz: {done}, {verdict}{skipped} {timing}; contracts: {kinds}{gaps}")
    drafts: dict[tuple[str, str], str] = {}
    for key, dep in report.departures.items():
        d = dep.divergence
        try:
            path, problem = draft(dep.run, seed=seed, hand=dep.hand, command=command, out=out,
                                  first_step=d.step, from_position=None)
        except OSError as e:
            path, problem = None, f"cannot write the draft ({e.strerror or e})"
        drafts[key] = str(path) if path is not None and problem is None else f"no draft: {problem}"
    records = departure_records(report, drafts)
    if n:
        echo("DEPARTURES (each charged to the rule the reference gives; a draft fixture each):")
        for line in table_lines(records):
            echo(line)
    for line in coverage_lines(report.covered, fuzzer.variants):
        echo(line)
    echo(situations_line(fuzzer, report.reached))
    return _save(saved, report, records, echo, 1 if n else 0)


# ---------------------------------------------------------------------------
# The departures file of a run, and merging those of the shards (--merge)

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
