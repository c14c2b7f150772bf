"""The ``fuzz`` command (:func:`main`): its checks of the command line, the run, and the end it prints."""
from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path

from ..adapter import ImplementationSkipped, Refused
from ..atomic import WriteError
from ..catalogue import rules, variants
from ..protocol.messages import ImplementationError
from .departures import _save, _Saved, departures_file
from .drafts import draft
from .engines import Fuzzer
from .jobs import BLOCK, fuzz, fuzz_jobs, shard_blocks
from .model import Departure, FuzzError, Report
from .tables import coverage_lines, departure_records, situations_line, table_lines


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
