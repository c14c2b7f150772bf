"""``run``: the compiled corpus against a program, outside pytest."""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from five_hundred.errors import clip
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.text import Text

from ..arguments import invoked_as
from ..atomic import WriteError, write_file, write_set
from ..catalogue import variants
from ..interrupt import Interrupted
from ..interrupt import line as interrupted_line
from ..protocol.messages import (
    ImplementationError,
)
from ..protocol.program import SubprocessImplementation
from ..report import shown_value
from ..results import EXECUTED, FAILING, ResultsFileError, Status, failing_cases, results_text

if TYPE_CHECKING:
    from ..cases.counting import Counts
    from ..cases.listing import Item
from .outputs import junit_xml, rerun_command, summary_markdown, write_report
from .summary import (
    ALL_VARIANTS,
    AREA_CAPTION,
    _departure_table,
    _error,
    _tally_table,
    citation_line,
    citation_summary,
    departure_line,
    departures,
    summarize,
    variant_lines,
)
from .wording import _STYLE, STATUSES, plainly


def _keyword_filter(expression: str) -> Callable[[str], bool]:
    """A test of record IDs for a pytest ``-k`` expression (a word matches an ID that contains it, in any case).

    Raises:
        ValueError: the expression cannot be read (one line saying why).
    """
    from _pytest.mark.expression import Expression  # pytest's own reading of -k (pytest is pinned)

    try:
        compiled = Expression.compile(expression)
    except SyntaxError as e:
        raise ValueError(f"-k {clip(expression, 100)}: {e.msg} (column {e.offset})") from None
    def matches(record_id: str) -> bool:
        def contains(word: str, /, **_: str | int | bool | None) -> bool:
            return word.lower() in record_id.lower()

        return compiled.evaluate(contains)

    return matches


def _counted_line(todo: Sequence[Item], records: Sequence[dict[str, Any]], total: Counts) -> str:
    """What the run's figures count, in words: the records of the cases run (of how many in the corpus when a
    filter chose some), and how many of them are not applicable.
    """
    from ..cases.counting import counts

    ran = counts(todo)
    chosen = "" if ran == total else f" (chosen of the corpus's {total.cases} cases, {total.records} records)"
    na = sum(1 for r in records if r["status"] == Status.NOT_APPLICABLE)
    return (f"counted: {ran.run_words()}{chosen}; {na} of the records n/a (variants not run)" if na else
            f"counted: {ran.run_words()}{chosen}")


def run(command: str, *, variant_ids: Sequence[str] = (), out: Path = Path("build/conformance"), timeout: float = 5.0,
        keyword: str | None = None, console: Console | None = None, max_time: float | None = None,
        max_restarts: int | None = None, strict_rules: bool = False, cases_file: Path | None = None,
        case_ids: Sequence[str] = (), rule_ids: Sequence[str] = (), summary_md: Path | None = None,
        fail_on: Iterable[str] = FAILING, cache_dir: Path | None = None, allow_empty: bool = False,
        failed_from: Path | None = None, report_md: Path | None = None, validate: bool = False) -> int:
    """Run the compiled corpus against ``command`` (see :mod:`five_hundred_suite.cases.replay`) and report.

    Returns 0 if no record has a status of ``fail_on`` (default: failed, error, timeout), 1 if some
    do, 2 if the run could not be made or was cut short (the program cannot start, an unknown variant,
    rule or case, ``out`` cannot be written, the cases cannot be read, or the run reached ``max_time``
    seconds). A refusal citing another rule than the catalogue (or none) is counted, and fails its
    case only with ``strict_rules``.

    Args:
        variant_ids: the variants to run (``"all"``: every variant); default: those the program claims.
        cases_file: the compiled cases (``export``); default: the corpus, compiled once and kept in ``cache_dir``
            (default :func:`~five_hundred_suite.cases.cache_dir`).
        case_ids: run only these cases (case IDs, or record IDs); ``rule_ids``: only the cases of these rules.
        validate: check every request and answer in full against ``spec/schema/protocol`` (an invalid answer is
            an ``error`` of its case); by default only the form of an answer and the type of its value.
        failed_from: also run only the cases that failed, errored or timed out in this results file
            (:func:`~five_hundred_suite.results.failing_cases`; the rerun command of a run with many failures).
        keyword: only the records whose ID matches this pytest ``-k`` expression.
        summary_md: also write a Markdown summary there (for a CI job summary).
        report_md: also write the report of the run there (:func:`write_report`: the failing cases by rule
            with expected and actual, the rerun command, a badge per variant beside it), as the site's
            page of an implementation shows it.
        max_restarts: restarts of the program (after crashes or timeouts) before giving up on it
            (default: the adapter's, 20).
        allow_empty: a run that tested nothing (no case chosen, no variant run, every case skipped) is
            not an error (by default it is: exit status 2, one line saying why).

    A signal (SIGINT, SIGTERM, SIGHUP) stops the program and writes the records reached as partial
    results (exit status 2). The results and JUnit files are written as one set, whole or not at all.
    """
    from ..cases import ExportError, compiled_corpus, read_cases
    from ..cases.counting import counts as tally_of
    from ..cases.listing import items
    from ..cases.replay import run_items
    from ..catalogue import rule_ids as known_rules

    console = console or Console(soft_wrap=True)
    started = time.monotonic()
    fail_on = [str(s) for s in STATUSES if s in set(fail_on)]
    out = out.resolve()
    above = next((p for p in out.parents if p.exists()), None)
    if above is not None and not above.is_dir():
        _error(console, f"--out {clip(str(out), 200)}: {clip(str(above), 200)} is a file, not a folder")
        return 2
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        _error(console, f"--out {clip(str(out), 200)}: cannot be made ({e.strerror or e})")
        return 2
    if not os.access(out, os.W_OK):
        _error(console, f"--out {clip(str(out), 200)}: cannot be written (permission denied)")
        return 2
    everything = ALL_VARIANTS in variant_ids
    unknown = [v for v in variant_ids if v not in variants() and v != ALL_VARIANTS]
    if unknown:
        _error(console, f"unknown variant(s) {clip(', '.join(unknown), 100)}; known: {', '.join(variants())} "
                        f"(or {ALL_VARIANTS})")
        return 2
    asked = list(case_ids)  # as given, for the report's words: --failed-from adds the cases it reads
    if failed_from is not None:
        try:
            case_ids = [*case_ids, *failing_cases(failed_from)]
        except ResultsFileError as e:
            _error(console, f"--failed-from {clip(str(e), 500)}")
            return 2
    unknown = sorted(set(rule_ids) - known_rules())
    if unknown:
        _error(console, f"--rule names no rule of the catalogue: {clip(', '.join(unknown), 200)}")
        return 2
    try:
        matches = _keyword_filter(keyword) if keyword else None
    except ValueError as e:
        _error(console, str(e))
        return 2
    chosen = list(variants()) if everything else list(dict.fromkeys(variant_ids))
    try:
        program = SubprocessImplementation(command, timeout=timeout, validate=validate,
                                           max_restarts=20 if max_restarts is None else max_restarts)
    except (ImplementationError, ValueError) as e:
        first = (plainly(e, timeout).splitlines() or [""])[0]
        _error(console, f"cannot run the corpus: {clip(first, 500)} (check the adapter first: "
                        f'{invoked_as("five_hundred_suite")} smoke --impl "{clip(command, 200)}")')
        return 2
    with program:
        try:
            cases = read_cases(cases_file) if cases_file is not None else compiled_corpus(cache_dir, echo=console.print)
        except ExportError as e:
            lines = str(e).splitlines() or [""]
            more = "" if len(lines) == 1 else f" ({invoked_as('five_hundred_suite')} export shows the details)"
            _error(console, f"cannot read the cases: {clip(lines[0], 500)}{more}")
            return 2
        except OSError as e:
            _error(console, f"cannot read the cases {clip(str(cases_file), 200)}: {e.strerror or e}")
            return 2
        todo = list(items(cases))
        total = tally_of(todo)
        if case_ids:
            known = {i.case for i in todo} | {i.id for i in todo}
            unknown = [c for c in case_ids if c not in known]
            if unknown:
                _error(console, f"--case names no case of the corpus: {clip(', '.join(unknown), 200)}")
                return 2
            wanted = set(case_ids)
            todo = [i for i in todo if i.case in wanted or i.id in wanted]
        if rule_ids:
            wanted = set(rule_ids)
            todo = [i for i in todo if wanted & set(i.rules)]  # the rules its record names
        if matches is not None:
            todo = [i for i in todo if matches(i.id)]
        started = time.monotonic()  # --max-time counts from here: compiling the corpus (once) is not the run
        program.deadline = None if max_time is None else started + max_time
        info = program.describe()
        claimed = [str(v) for v in info.get("variants", [])]
        shown = chosen or [v for v in claimed if v in variants()]
        console.print(f"implementation: {info.get('name')} {info.get('version')} ({info.get('language')}); "
                      f"claims: {', '.join(claimed) or 'nothing'}")
        console.print("positions: " + ("opened at once" if info.get("positions") is True else
                                       "not opened; each case after the kitty exchange replays its route from the "
                                       "deal"))
        console.print(f"variants run: {', '.join(v for v in shown if v in claimed) or 'none'}"
                      + (f"; not claimed, so not applicable: {', '.join(v for v in shown if v not in claimed)}"
                         if any(v not in claimed for v in shown) else ""))
        times: dict[str, float] = {}
        counts: Counter[str] = Counter()
        progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                            console=console, transient=False)
        with progress:
            task = progress.add_task("cases", total=len(todo))
            last = [time.monotonic()]

            reached: list[dict[str, Any]] = []

            def each(record: dict[str, Any]) -> None:
                reached.append(record)
                now = time.monotonic()
                times[record["id"]], last[0] = now - last[0], now
                counts[record["status"]] += 1
                done = " ".join(f"[{_STYLE[s]}]{s} {counts[s]}[/]" for s in STATUSES if counts[s])
                progress.update(task, advance=1, description=done or "cases")

            try:
                records, cut_short = run_items(program, todo, chosen=chosen, claimed=frozenset(claimed),
                                               strict_rules=strict_rules,
                                               deadline=None if max_time is None else started + max_time, each=each)
            except Interrupted as e:
                interrupted: Interrupted | None = e
                records, cut_short = reached, True
            else:
                interrupted = None
    run_variants = [v for v in (chosen or variants()) if v in claimed]
    bad = [r for r in records if r["status"] in fail_on]
    status = 2 if cut_short else 1 if bad else 0
    empty = None if interrupted else tested_nothing(todo, records, claimed, run_variants, {
        "-k": keyword, "--rule": " ".join(rule_ids), "--case": " ".join(case_ids)}, cases_file)
    nothing = None if allow_empty else empty
    status = 2 if nothing else status
    results_file, junit_file = out / "results.json", out / "junit.xml"
    implementation = {**info, "command": command}
    try:
        write_set({results_file: results_text(records, implementation=implementation, run_variants=run_variants,
                                              exit_status=status, strict_rules=strict_rules,
                                              partial=interrupted is not None),
                   junit_file: junit_xml(records, times)})
    except WriteError as e:
        _error(console, f"--out {clip(str(out), 200)}: {e.path.name} {e.reason}")
        return 2
    if interrupted is not None:
        console.print(interrupted_line(interrupted, f"the adapter was stopped; {len(records)} of {len(todo)} cases "
                                                    f"were run, written as partial results to {results_file}"),
                      highlight=False, markup=False)
        return 2
    area_rows, rule_rows = summarize(records, run_variants)
    console.print(_tally_table("By area", "area", area_rows, AREA_CAPTION))
    console.print(_tally_table("By rule", "rule", rule_rows))
    found = departures(records)
    if found:
        console.print(_departure_table(found))
        if len(found) > 20:
            console.print(f"... and {len(found) - 20} more departures (see {out / 'results.json'})")
    console.print(departure_line(found), highlight=False)
    checked, matched, wrong = citation_summary(records)
    console.print(citation_line(checked, matched)
                  + ("" if checked == matched else
                     " (which rule a refusal cites is a diagnostic; --strict-rules makes a mismatch fail)"
                     if not strict_rules else " (--strict-rules: each mismatch failed its case)"))
    for (expected, cited), n in sorted(wrong.items(), key=lambda x: (-x[1], x[0][0]))[:10]:
        console.print(f"  {n:>4} refusal(s) the catalogue gives {expected} cited {cited or 'no rule'}", highlight=False)
    for r in bad[:20]:
        console.print(Text.assemble((str(r["status"]).upper(), "red"), f" {r.get('case') or r['id']}",
                                    f" [{', '.join(r['charged'])}]" if r.get("charged") else "", ": ",
                                    clip((r.get("message") or "").replace("\n", " "), 500)), highlight=False,
                      soft_wrap=True)
        if "expected" in r:
            console.print(f"      expected {shown_value(r['expected'])}; actual {shown_value(r.get('actual'))}",
                          highlight=False, markup=False, soft_wrap=True)
    if len(bad) > 20:
        console.print(f"... and {len(bad) - 20} more (see {results_file})")
    extra: list[str] = []
    for v in variant_ids:
        extra += ["--variant", v]
    if cases_file is not None:
        extra += ["--cases", str(cases_file)]
    if timeout != 5.0:
        extra += ["--timeout", f"{timeout:g}"]
    if strict_rules:
        extra.append("--strict-rules")
    if validate:
        extra.append("--validate-protocol")
    if set(fail_on) != set(FAILING):
        extra += ["--fail-on", ",".join(fail_on) or "none"]
    if out != Path("build/conformance").resolve():
        extra += ["--out", str(out)]
    rerun = rerun_command(command, bad, extra=extra, results=out / "results.json") if bad else None
    if summary_md is not None:
        try:
            summary_md.parent.mkdir(parents=True, exist_ok=True)
            write_file(summary_md, summary_markdown(records, implementation=implementation, fail_on=fail_on,
                                                    rerun=rerun))
        except WriteError as e:
            _error(console, f"--summary-md {clip(str(summary_md), 200)}: {e.reason}")
            return 2
        except OSError as e:
            _error(console, f"--summary-md {clip(str(summary_md), 200)}: cannot be written ({e.strerror or e})")
            return 2
    badge_files: list[Path] = []
    if report_md is not None:
        try:
            report_md.parent.mkdir(parents=True, exist_ok=True)
            chosen_by = [f"{name} {value}" for name, value in (
                ("--rule", ", ".join(rule_ids)), ("--case", clip(", ".join(asked), 300)), ("-k", keyword or ""),
                ("--failed-from", str(failed_from or ""))) if value]
            badge_files = write_report(report_md, records, implementation=implementation, run_variants=run_variants,
                                       fail_on=fail_on, rerun=rerun, results=results_file,
                                       selection="; ".join(chosen_by) or None)
        except WriteError as e:
            _error(console, f"--report-md {clip(str(e.path), 200)}: {e.reason}")
            return 2
        except OSError as e:
            _error(console, f"--report-md {clip(str(report_md), 200)}: cannot be written ({e.strerror or e})")
            return 2
    console.print(f"wrote {junit_file} and {results_file}" + (f" and {summary_md}" if summary_md else "")
                  + (f" and {report_md} (badges: {', '.join(p.name for p in badge_files)})"
                     if report_md is not None else ""), highlight=False, markup=False)
    gave_up = [r for r in bad if "gave up on" in (r.get("message") or "")]
    if gave_up:
        why = str(gave_up[0]["message"]).removeprefix("ImplementationError: ")
        _error(console, f"{len(gave_up)} cases were not asked: {clip(why, 300)}")
    console.print(_counted_line(todo, records, total), highlight=False, markup=False)
    for line in variant_lines(records, fail_on):
        console.print(line, highlight=False, markup=False)
    if rerun:
        console.print("rerun only the failing cases:", highlight=False)
        console.print(rerun, highlight=False, markup=False, soft_wrap=True)
    if cut_short:
        _error(console, f"the time limit of the run (--max-time {max_time:g} s) was reached after {len(records)} "
                        f"of {len(todo)} cases; the others were not run")
    if empty:
        console.print(f"{'error' if nothing else 'warning'}: the run tested nothing: {empty}"
                      + (" (--allow-empty accepts such a run)" if nothing else ""), highlight=False, markup=False)
    return status


def tested_nothing(todo: Sequence[Item], records: Sequence[dict[str, Any]], claimed: Sequence[str],
                   run_variants: Sequence[str], filters: dict[str, str | None], cases_file: Path | None) -> str | None:
    """Why a run tested nothing, in one line (``None`` if some record was executed: passed, failed, error
    or timeout): no case chosen (naming the filters and the cases file), no variant run (naming what
    the implementation claims, and which claims are no variant of the corpus), or every case skipped.
    """
    if any(r["status"] in EXECUTED for r in records):
        return None
    source = f"the cases file {clip(str(cases_file), 200)}" if cases_file is not None else "the corpus"
    if not todo:
        given = [f"{k} {clip(v, 100)}" for k, v in filters.items() if v]
        return (f"no case of {source} matches {' and '.join(given)}" if given else f"{source} holds no case")
    unknown = [v for v in claimed if v not in variants()]
    if not run_variants:
        return (f"no variant was run: the implementation claims {', '.join(claimed) or 'no variant'}"
                + (f" ({clip(', '.join(unknown), 100)}: no variant of the corpus; known: {', '.join(variants())})"
                   if unknown else ""))
    counts = Counter(str(r["status"]) for r in records)
    return (f"no case of {', '.join(run_variants)} in {source} was executed: "
            + ", ".join(f"{n} {s}" for s, n in counts.items()) + " (every case skipped or not applicable)")
