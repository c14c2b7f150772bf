"""The implementers' commands: run the corpus against a program, and smoke-test its adapter.

    python -m five_hundred_suite smoke --impl "COMMAND"
    python -m five_hundred_suite run --impl "COMMAND" [--variant ID ...] [--out DIR] [--timeout S]

``smoke`` sends a handful of trivial requests and says, for each, OK or what is
wrong in plain words; it asks only about a variant the program claims in ``hello``
(the Australian game if claimed), with cards of that variant's pack. ``run`` runs the corpus (``tests/test_corpus.py``,
``tests/test_hands.py``, ``tests/test_perft.py``: every test that asks the
implementation) through pytest with ``--impl``, shows a progress bar, prints a
summary by area and by rule and the count of rule citations (which rule a
refusal cites is a diagnostic: it fails a case only with ``--strict-rules``),
and writes ``DIR/junit.xml`` and ``DIR/results.json``
(``spec/schema/results.schema.json``). Both need the checkout (the corpus and
its step definitions) and a POSIX system.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from five_hundred.cards import cards_of
from five_hundred.errors import clip
from five_hundred.ruleset import load_ruleset
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from .adapter import Refused
from .catalogue import ROOT, rules, variants
from .protocol import (
    PROTOCOL_VERSION,
    ImplementationCrashed,
    ImplementationError,
    ImplementationSkipped,
    ImplementationTimeout,
    ProtocolVersionError,
)
from .results import FAILING, Status
from .subprocess_impl import SubprocessImplementation

CORPUS: tuple[str, ...] = ("tests/test_corpus.py", "tests/test_hands.py", "tests/test_perft.py")
"""The test files of the corpus, relative to the checkout."""

STATUSES: tuple[Status, ...] = tuple(Status)
"""Every status of a results record, in the order the summaries print them."""
_STYLE: dict[str, str] = {Status.PASSED: "green", Status.FAILED: "red", Status.ERROR: "red", Status.TIMEOUT: "red",
          Status.SKIPPED: "yellow", Status.NOT_APPLICABLE: "dim"}


# ---------------------------------------------------------------------------
# Plain words for what went wrong


def plainly(exc: BaseException, timeout: float) -> str:
    """What an exception raised by the adapter means, in plain words (with the details it carries)."""
    text = str(exc).strip()
    if isinstance(exc, ImplementationTimeout):
        return f"no answer within {timeout:g} s: the program was stopped. Details: {text}"
    if isinstance(exc, ImplementationCrashed):
        return f"the program stopped (crashed or exited) instead of answering. Details: {text}"
    if isinstance(exc, ImplementationSkipped):
        return f"the program answered 'skipped' ({exc.reason}); a smoke check cannot be skipped"
    if isinstance(exc, ImplementationError):
        return text
    if isinstance(exc, Refused):
        rule = f" [{exc.rule}]" if exc.rule else ""
        return f"the program refused the request: {exc.message}{rule}"
    return f"{type(exc).__name__}: {text}"


# ---------------------------------------------------------------------------
# smoke


@dataclass
class Check:
    """The outcome of one smoke check: ``status`` is ``OK``, ``FAIL`` or ``SKIP``."""

    name: str
    status: str
    detail: str


class _NotChecked(Exception):
    """The check cannot be made because an earlier one failed."""


def canonical_pack(variant: str) -> list[str]:
    """The pack of a variant of ``spec/variants`` in canonical order (S, C, D, H, low to high; jokers last),
    as the reference engine builds it (DECK-01, DECK-02).
    """
    return [str(c) for c in cards_of(load_ruleset(variant).pack_mask)]


def smoke_trick(variant: str) -> list[str]:
    """The trick smoke asks about in ``variant``: one card a seat, all of its pack, the lowest spade led,
    then the ace, the king (and the queen) of spades; the ace wins under a heart contract.
    """
    spades = [c for c in canonical_pack(variant) if c.endswith("S")]
    return [spades[0], "AS", "KS", "QS"][:len(variants()[variant]["seats"])]


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def smoke(command: str, timeout: float = 5.0, echo: Callable[[str], None] = print, *,
          max_time: float | None = None) -> list[Check]:
    """Check an adapter with a few trivial requests; print each check as it is made and return them all.

    With ``max_time`` (seconds), nothing is asked after that time: the checks not made fail.
    """
    deadline = None if max_time is None else time.monotonic() + max_time
    checks: list[Check] = []
    state: dict[str, Any] = {}

    def check(name: str, body: Callable[[], str]) -> None:
        try:
            result = Check(name, "OK", body())
        except _NotChecked as e:
            result = Check(name, "SKIP", f"not checked: {e}")
        except AssertionError as e:
            result = Check(name, "FAIL", str(e))
        except (ImplementationError, ImplementationSkipped, Refused) as e:
            result = Check(name, "FAIL", plainly(e, timeout))
        checks.append(result)
        lines = result.detail.splitlines() or [""]
        echo(f"{result.status:<5} {name}: {lines[0]}")
        for line in lines[1:]:
            echo(f"      {line}")

    def program() -> SubprocessImplementation:
        if "program" not in state:
            raise _NotChecked("the program could not be started (see hello)")
        impl: SubprocessImplementation = state["program"]
        return impl

    def hello() -> str:
        try:
            impl = SubprocessImplementation(command, timeout=timeout, validate=True, max_failures=20,
                                            deadline=deadline)
        except ValueError as e:
            raise AssertionError(str(e)) from None
        except ProtocolVersionError as e:
            raise AssertionError(str(e)) from None
        except ImplementationError as e:
            text = str(e)
            if "cannot start" not in text and "did not accept hello" not in text:
                text = f"the program did not answer hello: {plainly(e, timeout)}"
            raise AssertionError(text) from None
        state["program"] = impl
        info = impl.describe()
        assert info.get("protocol") == PROTOCOL_VERSION, f"it speaks protocol {info.get('protocol')}"
        claimed = [v for v in info.get("variants", []) if isinstance(v, str)]
        assert claimed, "it claims no variant in hello ('variants' is empty)"
        known = [v for v in claimed if v in variants()]
        assert known, (f"it claims only variants this suite does not know: {', '.join(claimed)} "
                       f"(known: {', '.join(variants())})")
        state["variant"] = "australian" if "australian" in known else known[0]
        return (f"{_show(info.get('name'))} {info.get('version')} ({info.get('language')}), protocol {PROTOCOL_VERSION},"
                f" variants: {', '.join(claimed)}")

    def parse_card() -> str:
        got = program().parse_card("10h")
        assert got == "10H", f'parse-card "10h" must answer "10H" (canonical notation), got {_show(got)}'
        return '"10h" reads as "10H"'

    def pack() -> str:
        variant = state.get("variant")
        if variant is None:
            raise _NotChecked("no variant to ask about (see hello)")
        want = canonical_pack(variant)
        got = program().pack(variant, [])
        assert len(got) == len(want), (f"the pack of {variant} must have {len(want)} cards, the program gives "
                                       f"{len(got)}: {' '.join(map(str, got))}")
        assert sorted(got) == sorted(want), (f"the pack of {variant} is wrong: missing "
                                             f"{' '.join(sorted(set(want) - set(got))) or '-'}, unexpected "
                                             f"{' '.join(sorted(set(map(str, got)) - set(want))) or '-'}")
        return f"{variant}: {len(got)} cards"

    def trick() -> str:
        variant = state.get("variant")
        if variant is None:
            raise _NotChecked("no variant to ask about (see hello)")
        cards = smoke_trick(variant)
        got = program().trick_winner(variant, "7H", cards, None, None)
        assert got == 1, (f"in the {variant} trick {' '.join(cards)} (spades led, hearts trumps) the ace of spades, "
                          f"at position 1, wins; the program says position {_show(got)}")
        return f"{' '.join(cards)} under 7H: AS (position 1) wins"

    def open_game() -> str:
        variant = state.get("variant")
        if variant is None:
            raise _NotChecked("no variant to deal (see hello)")
        seats = list(variants()[variant]["seats"])
        state["seats"] = seats
        state["game"] = program().open(variant, [], {"dealer": seats[0], "pack": canonical_pack(variant)})
        return f"{variant}, {seats[0]} dealing the pack in canonical order"

    def game() -> str:
        if "game" not in state:
            raise _NotChecked("no game is open (see open)")
        handle: str = state["game"]
        return handle

    def legal() -> str:
        handle, seats = game(), state["seats"]
        action = f"{seats[1]} pass"
        try:
            program().act(handle, action)
        except Refused as e:
            rule = f" [{e.rule}]" if e.rule else ""
            raise AssertionError(f"the legal action {_show(action)} (the first call, on the dealer's left) was "
                                 f"refused: {e.message}{rule}") from None
        state["acted"] = True
        return f"{_show(action)} accepted"

    def illegal() -> str:
        handle, seats = game(), state["seats"]
        if not state.get("acted"):
            raise _NotChecked("the legal action above was not taken")
        action = f"{seats[0]} pass"
        try:
            program().act(handle, action)
        except Refused as e:
            return f"{_show(action)} (out of turn) refused" + (f" under {e.rule}" if e.rule else " (no rule given)")
        raise AssertionError(f"the illegal action {_show(action)} was accepted: it is not {seats[0]}'s turn "
                             f"(it is {seats[2]}'s), so it must be refused")

    def close() -> str:
        impl, handle = program(), game()
        try:
            impl._game(handle)
        except ImplementationError:
            raise _NotChecked("the game was lost when the program stopped") from None
        impl.close(handle)
        return "the game is closed"

    def stop() -> str:
        impl = program()
        child = impl._ensure_child()  # started again if it stopped earlier
        impl.shutdown()
        code = child.proc.returncode
        assert code == 0, ("after stop the program must exit with status 0; "
                           + ("it did not exit and was killed" if code is not None and code < 0
                              else f"it exited with status {code}"))
        return "it exited with status 0"

    for name, body in (("hello", hello), ("parse-card", parse_card), ("pack", pack), ("trick-winner", trick),
                       ("open", open_game), ("act (legal)", legal), ("act (illegal)", illegal), ("close", close),
                       ("stop", stop)):
        check(name, body)
    if "program" in state:
        state["program"].shutdown()
    failed = [c for c in checks if c.status != "OK"]
    echo(f"smoke: {len(checks)} checks, " + ("all OK" if not failed else
                                             f"{sum(c.status == 'FAIL' for c in checks)} failed, "
                                             f"{sum(c.status == 'SKIP' for c in checks)} not checked"))
    return checks


# ---------------------------------------------------------------------------
# run


class _Progress:
    """A pytest plugin that drives a rich progress bar over the cases and keeps the run's pytest config."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.task: TaskID | None = None
        self.counts: Counter[str] = Counter()
        self.config: pytest.Config | None = None
        self.task_total = 0

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        """Show a file that cannot be collected (pytest's own terminal output is off)."""
        if report.failed:
            self.progress.console.print(f"[red]cannot collect {report.nodeid}:[/]")
            self.progress.console.print(report.longreprtext, markup=False, highlight=False)

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        """Start the bar once the cases are known."""
        self.config = session.config
        self.task_total = len(session.items)
        self.task = self.progress.add_task("cases", total=len(session.items))

    def pytest_runtest_logfinish(self, nodeid: str, location: tuple[str, int | None, str]) -> None:
        """Advance the bar after each case, with the counts so far."""
        from .plugin import results

        if self.config is None or self.task is None:
            return
        record = results(self.config).get(nodeid)
        if record is not None:
            self.counts[record["status"]] += 1
        done = " ".join(f"[{_STYLE[s]}]{s} {self.counts[s]}[/]" for s in STATUSES if self.counts[s])
        self.progress.update(self.task, advance=1, description=done or "cases")


def _error(console: Console, text: str) -> None:
    """Print ``error: text`` as one line, however narrow the terminal."""
    console.print(Text.assemble(("error:", "red"), " ", text), soft_wrap=True, highlight=False)


def _tally_table(title: str, label: str, rows: Sequence[tuple[str, Counter[str]]]) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column(label)
    for s in ("total", *STATUSES):
        table.add_column(s, justify="right", style=_STYLE.get(s, ""))
    for name, counts in rows:
        table.add_row(name, str(sum(counts.values())), *(str(counts[s] or "") for s in STATUSES))
    return table


def counted_rules(record: dict[str, Any]) -> list[str]:
    """The rules a record counts under: a failed record under the rules its failing check charges
    (``charged``, when the record has it), any other record under all its ``rules``.

    >>> counted_rules({"status": "failed", "rules": ["BID-02", "BID-12"], "charged": ["BID-02"]})
    ['BID-02']
    >>> counted_rules({"status": "passed", "rules": ["BID-02", "BID-12"]})
    ['BID-02', 'BID-12']
    """
    if record.get("status") == Status.FAILED and record.get("charged") is not None:
        return list(record["charged"])
    return list(record.get("rules", ()))


def summarize(records: Sequence[dict[str, Any]], run_variants: Sequence[str] | None = None
              ) -> tuple[list[tuple[str, Counter[str]]], list[tuple[str, Counter[str]]]]:
    """The counts by status of the records, by area (a record counts once per area it checks) with a
    total row, and by rule (once per rule), in catalogue order. A failed record counts only under the
    rules it is charged with (:func:`counted_rules`). With ``run_variants`` (the variants run), the
    rules that belong to none of them are left out of the areas and rules (their cases are n/a).
    """
    by_area: dict[str, Counter[str]] = defaultdict(Counter)
    by_rule: dict[str, Counter[str]] = defaultdict(Counter)
    total: Counter[str] = Counter()
    catalogue = rules()
    for r in records:
        total[r["status"]] += 1
        counted = [rid for rid in counted_rules(r) if run_variants is None or rid not in catalogue
                   or set(run_variants) & set(catalogue[rid].variants)]
        for area in dict.fromkeys(rid.split("-")[0] for rid in counted):
            by_area[area][r["status"]] += 1
        for rid in counted:
            by_rule[rid][r["status"]] += 1
    areas = list(dict.fromkeys(rule.area for rule in catalogue.values()))
    area_rows = [(a, by_area[a]) for a in areas if a in by_area] + [("all cases", total)]
    rule_rows = [(rid, by_rule[rid]) for rid in catalogue if rid in by_rule]
    return area_rows, rule_rows


def citation_summary(records: Sequence[dict[str, Any]]) -> tuple[int, int, Counter[tuple[str, str | None]]]:
    """The rule citations of a run: how many were checked, how many were as the catalogue has them,
    and the mismatches counted by (the rule expected, the rule cited or ``None``).

    >>> citation_summary([{"citations": {"checked": 2, "matched": 1,
    ...                    "mismatches": [{"expected": "BID-02", "cited": None, "what": "..."}]}}, {}])
    (2, 1, Counter({('BID-02', None): 1}))
    """
    checked = matched = 0
    wrong: Counter[tuple[str, str | None]] = Counter()
    for r in records:
        c = r.get("citations")
        if not c:
            continue
        checked, matched = checked + int(c["checked"]), matched + int(c["matched"])
        wrong.update((str(m["expected"]), m["cited"]) for m in c.get("mismatches", ()))
    return checked, matched, wrong


def citation_line(checked: int, matched: int) -> str:
    """The summary line of the rule citations.

    >>> citation_line(180, 0)
    'rule citations: 0 of 180 as the catalogue has them'
    """
    return f"rule citations: {matched} of {checked} as the catalogue has them"


def run(command: str, *, variant_ids: Sequence[str] = (), out: Path = Path("build/conformance"), timeout: float = 5.0,
        keyword: str | None = None, console: Console | None = None, max_time: float | None = None,
        max_restarts: int | None = None, strict_rules: bool = False) -> int:
    """Run the corpus against ``command``; returns 0 if no case failed, errored or timed out, 1 if some
    did, 2 if the run could not be made or was cut short (the program cannot start, an unknown variant,
    ``out`` cannot be written, pytest stopped, or the run reached ``max_time`` seconds).
    A refusal citing another rule than the catalogue (or none) is counted, and fails its case only
    with ``strict_rules``.

    Args:
        max_restarts: restarts of the program (after crashes or timeouts) before giving up on it
            (default: the adapter's, 20).
    """
    console = console or Console(soft_wrap=True)
    started = time.monotonic()
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
    unknown = [v for v in variant_ids if v not in variants()]
    if unknown:
        _error(console, f"unknown variant(s) {clip(', '.join(unknown), 100)}; known: {', '.join(variants())}")
        return 2
    try:
        with SubprocessImplementation(command, timeout=timeout,
                                      deadline=None if max_time is None else started + max_time) as program:
            info = program.describe()
    except (ImplementationError, ValueError) as e:
        first = (plainly(e, timeout).splitlines() or [""])[0]
        _error(console, f"cannot run the corpus: {clip(first, 500)} (check the adapter first: "
                        f'python -m five_hundred_suite smoke --impl "{clip(command, 200)}")')
        return 2
    claimed = [str(v) for v in info.get("variants", [])]
    chosen = list(variant_ids) or [v for v in claimed if v in variants()]
    console.print(f"implementation: {info.get('name')} {info.get('version')} ({info.get('language')}); "
                  f"claims: {', '.join(claimed) or 'nothing'}")
    console.print("positions: " + ("opened at once" if info.get("positions") is True else
                                   "not opened; each case after the kitty exchange replays its route from the deal"))
    console.print(f"variants run: {', '.join(v for v in chosen if v in claimed) or 'none'}"
                  + (f"; not claimed, so not applicable: {', '.join(v for v in chosen if v not in claimed)}"
                     if any(v not in claimed for v in chosen) else ""))
    results_file, junit_file = out / "results.json", out / "junit.xml"
    # From the caller's directory (a relative command means what it means there), with the checkout's config.
    args = [*(str(ROOT / f) for f in CORPUS), "--rootdir", str(ROOT), "-c", str(ROOT / "pyproject.toml"),
            "-p", "no:cacheprovider", "-p", "no:terminal", "--impl", command,
            "--impl-timeout", str(timeout), "--results", str(results_file), "--junitxml", str(junit_file),
            "-o", "junit_suite_name=five-hundred", "-o", "junit_logging=no"]
    for v in variant_ids:  # by default none: the plugin leaves out the variants the program does not claim
        args += ["--variant", v]
    if keyword:
        args += ["-k", keyword]
    if strict_rules:
        args.append("--strict-rules")
    if max_time is not None:
        left = max_time - (time.monotonic() - started)
        if left <= 0:
            _error(console, f"the time limit of the run (--max-time {max_time:g} s) was over before the first case")
            return 2
        args += ["--max-time", f"{left:.3f}"]
    if max_restarts is not None:
        args += ["--impl-max-restarts", str(max_restarts)]
    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=console, transient=False)
    plugin = _Progress(progress)
    with progress:
        status = pytest.main(args, plugins=[plugin])
    cut_short = max_time is not None and status == pytest.ExitCode.INTERRUPTED and time.monotonic() - started >= max_time
    if not results_file.is_file() or (status not in (0, 1) and not cut_short):
        _error(console, f"the run did not complete (pytest exit status {int(status)})")
        return 2
    records = json.loads(results_file.read_text("utf-8"))["results"]
    ran = json.loads(results_file.read_text("utf-8"))["header"].get("variants")
    area_rows, rule_rows = summarize(records, ran if isinstance(ran, list) else None)
    console.print(_tally_table("By area", "area", area_rows))
    console.print(_tally_table("By rule", "rule", rule_rows))
    checked, matched, wrong = citation_summary(records)
    console.print(citation_line(checked, matched)
                  + ("" if checked == matched else
                     " (which rule a refusal cites is a diagnostic; --strict-rules makes a mismatch fail)"
                     if not strict_rules else " (--strict-rules: each mismatch failed its case)"))
    for (expected, cited), n in sorted(wrong.items(), key=lambda x: (-x[1], x[0][0]))[:10]:
        console.print(f"  {n:>4} refusal(s) the catalogue gives {expected} cited {cited or 'no rule'}", highlight=False)
    bad = [r for r in records if r["status"] in FAILING]
    for r in bad[:20]:
        console.print(Text.assemble((r["status"].upper(), "red"), f" {r.get('case') or r['id']}: ",
                                    clip((r.get("message") or "").replace("\n", " "), 500)), highlight=False,
                      soft_wrap=True)
    if len(bad) > 20:
        console.print(f"... and {len(bad) - 20} more (see {results_file})")
    console.print(f"wrote {junit_file} and {results_file}")
    gave_up = [r for r in bad if "gave up on" in (r.get("message") or "")]
    if gave_up:
        why = str(gave_up[0]["message"]).removeprefix("ImplementationError: ")
        _error(console, f"{len(gave_up)} cases were not asked: {clip(why, 300)}")
    if cut_short:
        total = plugin.task_total
        _error(console, f"the time limit of the run (--max-time {max_time:g} s) was reached after {len(records)} "
                        f"of {total} cases; the others were not run")
        return 2
    return 1 if bad else 0

