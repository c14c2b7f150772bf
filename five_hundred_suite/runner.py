"""The implementers' commands: run the corpus against a program, and smoke-test its adapter.

    python -m five_hundred_suite smoke --impl "COMMAND"
    python -m five_hundred_suite run --impl "COMMAND" [--variant ID|all ...] [--case ID ...] [--rule ID ...]
        [--out DIR] [--summary-md FILE] [--report-md FILE] [--fail-on STATUSES] [--cases FILE] [--timeout S]

``smoke`` sends a handful of trivial requests and says, for each, OK or what is
wrong in plain words; it asks only about a variant the program claims in ``hello``
(the Australian game if claimed), with cards of that variant's pack. ``run`` executes
the compiled corpus (the cases of ``export``, compiled once from the checkout and cached,
or given with ``--cases``) against the program outside pytest (:mod:`five_hundred_suite.cases.replay`:
the same records, with the same verdicts, as the pytest run of ``tests/test_corpus.py``,
``tests/test_hands.py`` and ``tests/test_perft.py`` with ``--impl``), shows a progress bar,
prints a summary by area and by rule (a failed record counts only under the rules it is charged
with), the departures (the failed records grouped by the rules charged and the situation, each
counted once), the count of rule citations (which rule a
refusal cites is a diagnostic: it fails a case only with ``--strict-rules``), one
status line per variant and, when some cases fail, the command that reruns only them;
it writes ``DIR/junit.xml`` and ``DIR/results.json`` (``spec/schema/results.schema.json``)
and, with ``--summary-md``, a short Markdown summary for a CI job; with ``--report-md FILE``, the report of
the run (:mod:`five_hundred_suite.report`: the failing cases by rule with expected and actual, the rerun
command, a status badge per variant written beside FILE), as the site's page of an implementation shows
it. Both need a POSIX system.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import platform
import shlex
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from five_hundred.cards import cards_of
from five_hundred.errors import clip
from five_hundred.ruleset import load_ruleset
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from .adapter import ImplementationSkipped, Refused
from .arguments import invoked_as
from .atomic import WriteError, safe_text, write_file, write_set
from .catalogue import rules, variants
from .interrupt import Interrupted
from .interrupt import line as interrupted_line
from .protocol.messages import (
    PROTOCOL_VERSION,
    ImplementationCrashed,
    ImplementationError,
    ImplementationTimeout,
    ProtocolVersionError,
)
from .protocol.program import SubprocessImplementation
from .report import counted_rules, shown_value
from .results import EXECUTED, FAILING, ResultsFileError, Status, failing_cases, results_text

if TYPE_CHECKING:
    from .cases.replay import Counts, Item

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


def summarize(records: Sequence[dict[str, Any]], run_variants: Sequence[str] | None = None
              ) -> tuple[list[tuple[str, Counter[str]]], list[tuple[str, Counter[str]]]]:
    """The counts by status of the records, by area (a record counts once per area it checks) with a
    total row, and by rule (once per rule), in catalogue order. A failed record counts only under the
    rules it is charged with (:func:`counted_rules`). With ``run_variants`` (the variants run), the
    records of the other variants (all n/a) are left out of every row, and so are the rules that
    belong to none of the variants run; the run's counted line reports those records.
    """
    by_area: dict[str, Counter[str]] = defaultdict(Counter)
    by_rule: dict[str, Counter[str]] = defaultdict(Counter)
    total: Counter[str] = Counter()
    catalogue = rules()
    for r in records:
        if run_variants is not None and r.get("variant") is not None and r["variant"] not in run_variants:
            continue
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


@dataclass(frozen=True)
class Departure:
    """One way the implementation departs from the rules: the rules charged and the situation (what the
    failing checks are about), with the failed records that show it.

    Attributes:
        rules: the rules charged (``charged`` of the records), sorted.
        situation: what the failing check is about (the records' ``situation``; their message when a
            record has none).
        records: the failed records, in run order (the first is the example shown).
    """

    rules: tuple[str, ...]
    situation: str
    records: tuple[dict[str, Any], ...]


def departures(records: Sequence[dict[str, Any]]) -> list[Departure]:
    """The failed records grouped by departure (the rules they are charged with and their situation),
    the departure with the most records first, then in the order of the catalogue's first rule.

    >>> found = departures([{"status": "failed", "charged": ["SCORE-04"], "situation": "the points of NS", "id": "a"},
    ...                     {"status": "failed", "charged": ["SCORE-04"], "situation": "the points of NS", "id": "b"},
    ...                     {"status": "passed", "rules": ["SCORE-04"], "id": "c"}])
    >>> [(d.rules, d.situation, len(d.records)) for d in found]
    [(('SCORE-04',), 'the points of NS', 2)]
    """
    grouped: dict[tuple[tuple[str, ...], str], list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        if r.get("status") != Status.FAILED:
            continue
        charged = tuple(sorted(counted_rules(r)))
        situation = str(r.get("situation") or (r.get("message") or "").split(":", 1)[0])
        grouped[(charged, situation)].append(r)
    order = {rid: i for i, rid in enumerate(rules())}
    found = [Departure(k[0], k[1], tuple(v)) for k, v in grouped.items()]
    return sorted(found, key=lambda d: (-len(d.records), min((order.get(x, len(order)) for x in d.rules),
                                                             default=len(order)), d.situation))


def departure_line(found: Sequence[Departure]) -> str:
    """The summary line of the departures.

    >>> departure_line([Departure(("SCORE-04",), "the points of NS", ({}, {}))])
    'departures: 1 (distinct rules charged and situation), in 2 failed records'
    """
    return (f"departures: {len(found)} (distinct rules charged and situation), in "
            f"{sum(len(d.records) for d in found)} failed record{'' if sum(len(d.records) for d in found) == 1 else 's'}")


def _departure_table(found: Sequence[Departure], limit: int = 20) -> Table:
    """The departures as a table: rules charged, situation, failed records, the first record's case
    (the failing lines below show each record's expected and actual).
    """
    table = Table(title="Departures (each once: rules charged and situation)", title_justify="left")
    table.add_column("rules")
    table.add_column("situation")
    table.add_column("records", justify="right")
    table.add_column("example")
    for d in found[:limit]:
        first = d.records[0]
        table.add_row(", ".join(d.rules), d.situation, str(len(d.records)), str(first.get("case") or first["id"]))
    return table


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


ALL_VARIANTS = "all"
"""The ``--variant`` value that names every variant of the corpus."""


def _status_counts(records: Sequence[dict[str, Any]]) -> str:
    counts = Counter(str(r["status"]) for r in records)
    return ", ".join(f"{counts[s]} {s}" for s in STATUSES if counts[s]) or "no cases"


def variant_status(records: Sequence[dict[str, Any]], fail_on: Iterable[str] = FAILING) -> str:
    """The status of a set of records: ``FAIL`` if one has a status of ``fail_on``, ``N/A`` if all are
    not applicable (or there are none), else ``PASS``.

    >>> variant_status([{"status": "passed"}, {"status": "skipped"}]), variant_status([{"status": "n/a"}])
    ('PASS', 'N/A')
    >>> variant_status([{"status": "skipped"}], fail_on=["skipped"])
    'FAIL'
    """
    failing = set(fail_on)
    if any(r["status"] in failing for r in records):
        return "FAIL"
    if all(r["status"] == Status.NOT_APPLICABLE for r in records):
        return "N/A"
    return "PASS"


def variant_lines(records: Sequence[dict[str, Any]], fail_on: Iterable[str] = FAILING) -> list[str]:
    """One line per variant of the records (in the catalogue's order of variants; a record of no variant
    under ``(none)``): its status (:func:`variant_status`) and its counts by status.

    >>> variant_lines([{"status": "passed", "variant": "australian"}, {"status": "failed", "variant": "australian"}])
    ['australian: FAIL (1 passed, 1 failed)']
    """
    fail_on = list(fail_on)
    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        by[str(r.get("variant") or "(none)")].append(r)
    order = [v for v in variants() if v in by] + sorted(v for v in by if v not in variants())
    return [f"{v}: {variant_status(by[v], fail_on)} ({_status_counts(by[v])})" for v in order]


RERUN_LIMIT = 30
"""At most this many ``--case`` filters in the command that reruns the failures; past it, ``--failed-from``."""


def rerun_command(command: str, failing: Sequence[dict[str, Any]], *, extra: Sequence[str] = (),
                  results: Path | None = None) -> str:
    r"""The command that runs only the cases of the ``failing`` records again, with the options ``extra``
    (already split) that the run was given: one ``--case`` per case (each once, in order), or, past
    :data:`RERUN_LIMIT` cases, ``--failed-from`` the run's ``results`` file. One filter a line, the
    lines joined by ``\``.

    >>> print(rerun_command("./engine --adapter", [{"case": "hands/australian/AU-0001"}] * 2))
    python -m five_hundred_suite run --impl './engine --adapter' \
      --case hands/australian/AU-0001
    """
    cases = list(dict.fromkeys(str(r.get("case") or r["id"]) for r in failing))
    if len(cases) <= RERUN_LIMIT or results is None:
        filters = [["--case", c] for c in cases]
    else:
        filters = [["--failed-from", str(results)]]
    head = " ".join([invoked_as("five_hundred_suite"), shlex.join(["run", "--impl", command, *extra])])
    return " \\\n  ".join([head, *(shlex.join(f) for f in filters)])


def summary_markdown(records: Sequence[dict[str, Any]], *, implementation: dict[str, Any],
                     fail_on: Iterable[str] = FAILING, rerun: str | None = None, limit: int = 20) -> str:
    """A short Markdown summary of a run for a CI job summary: the overall status, a table of the counts
    by variant, the rule citations, the first ``limit`` failing records and the command to rerun them.
    """
    fail_on = [str(s) for s in STATUSES if s in set(fail_on)]
    name = " ".join(str(implementation.get(k)) for k in ("name", "version") if implementation.get(k))
    lines = [f"## Five Hundred conformance: {name or 'implementation'}", "",
             f"**{variant_status(records, fail_on)}**: {_status_counts(records)} "
             f"(a run fails on: {', '.join(fail_on) or 'nothing'})", "",
             "| variant | status | " + " | ".join(STATUSES) + " |",
             "|---|---|" + "---:|" * len(STATUSES)]
    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        by[str(r.get("variant") or "(none)")].append(r)
    for v in [v for v in variants() if v in by] + sorted(v for v in by if v not in variants()):
        counts = Counter(str(r["status"]) for r in by[v])
        lines.append(f"| {v} | {variant_status(by[v], fail_on)} | " + " | ".join(str(counts[s]) for s in STATUSES)
                     + " |")
    checked, matched, _ = citation_summary(records)
    lines += ["", citation_line(checked, matched)]
    found = departures(records)
    lines += ["", departure_line(found)]
    if found:
        lines += ["", f"### Departures ({len(found)})", "",
                  "| rules charged | situation | records | example | expected | actual |",
                  "|---|---|---:|---|---|---|"]
        for d in found[:limit]:
            first = d.records[0]
            cells = [", ".join(d.rules), d.situation, str(len(d.records)), f"`{first.get('case') or first['id']}`",
                     f"`{shown_value(first['expected'], 80)}`" if "expected" in first else "",
                     f"`{shown_value(first['actual'], 80)}`" if "actual" in first else ""]
            lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
        if len(found) > limit:
            lines.append(f"\n... and {len(found) - limit} more departures (see results.json)")
    bad = [r for r in records if r["status"] in fail_on]
    if bad:
        lines += ["", f"### Failing cases ({len(bad)})", ""]
        for r in bad[:limit]:
            message = clip((r.get("message") or "").replace("\n", " ").replace("|", "\\|"), 300)
            charged = f" [{', '.join(r['charged'])}]" if r.get("charged") else ""
            lines.append(f"- `{r.get('case') or r['id']}` ({r['status']}){charged}: {message}")
            if "expected" in r:
                lines.append(f"  expected `{shown_value(r['expected'])}`, actual `{shown_value(r.get('actual'))}`")
        if len(bad) > limit:
            lines.append(f"- ... and {len(bad) - limit} more (see results.json)")
    if rerun:
        lines += ["", "Rerun only these:", "", "```sh", rerun, "```"]
    return "\n".join(lines) + "\n"


def write_report(path: Path, records: Sequence[dict[str, Any]], *, implementation: dict[str, Any],
                 run_variants: Sequence[str], fail_on: Iterable[str] = FAILING, rerun: str | None = None,
                 results: Path | None = None, selection: str | None = None) -> list[Path]:
    """Write the report of a run (:func:`five_hundred_suite.report.report_model`, ``templates/report.md.j2``)
    to ``path`` and a badge per variant run beside it (``<stem>-<variant>.svg``, ``templates/badge.svg.j2``),
    all as one set, whole or not at all; the report links the badges and the ``results`` file by their
    paths from its folder. Returns the badges' paths.

    Raises:
        WriteError: one of the files cannot be written (the earlier ones are left as they were).
    """
    from .report import ResultsLink, badge_svg, report_markdown, report_model, report_title

    folder = path.parent.resolve()
    shown = None if results is None else ResultsLink(results.name, Path(os.path.relpath(results.resolve(), folder))
                                                     .as_posix())
    model = report_model(records, run_variants=run_variants, fail_on=fail_on, rerun=rerun,
                         results=shown, badge_file=lambda v: f"{path.stem}-{v}.svg", selection=selection)
    files: dict[Path, str | bytes] = {path: report_markdown(model, title=report_title(implementation))}
    badge_paths = [path.parent / b.file for b in model.badges]
    for b, badge_path in zip(model.badges, badge_paths, strict=True):
        files[badge_path] = badge_svg(b)
    write_set(files)
    return badge_paths


def write_junit(path: Path, records: Sequence[dict[str, Any]], times: dict[str, float] | None = None) -> None:
    """Write :func:`junit_xml` of the records, whole or not at all.

    Raises:
        WriteError: it cannot be written (the earlier file is left as it was).
    """
    write_file(path, junit_xml(records, times))


def junit_xml(records: Sequence[dict[str, Any]], times: dict[str, float] | None = None) -> bytes:
    """A JUnit XML file of the records, as pytest's ``--junitxml`` writes it for the corpus: one
    test case per record with the properties ``rule`` (each), ``variant``, ``case``, ``rule-citations``
    and ``charged`` (each); a failed record has a ``failure``, an error or a timeout an ``error``, a
    skipped or not-applicable record ``skipped``.
    """
    import xml.etree.ElementTree as ET

    times = times or {}
    counts = Counter(str(r["status"]) for r in records)
    suite = ET.Element("testsuite", {
        "name": "five-hundred", "errors": str(counts[Status.ERROR] + counts[Status.TIMEOUT]),
        "failures": str(counts[Status.FAILED]), "skipped": str(counts[Status.SKIPPED] + counts[Status.NOT_APPLICABLE]),
        "tests": str(len(records)), "time": f"{sum(times.values()):.3f}",
        "timestamp": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"), "hostname": platform.node()})
    for r in records:
        file, _, name = str(r["id"]).partition("::")
        case = ET.SubElement(suite, "testcase", {"classname": file.removesuffix(".py").replace("/", "."),
                                                 "name": name or file, "time": f"{times.get(r['id'], 0.0):.3f}"})
        props = ET.SubElement(case, "properties")
        pairs = [("rule", x) for x in r.get("rules", ())]
        if r.get("variant") is not None:
            pairs.append(("variant", str(r["variant"])))
        pairs.append(("case", str(r.get("case") or r["id"])))
        if r.get("citations"):
            pairs.append(("rule-citations", f"{r['citations']['matched']} of {r['citations']['checked']}"))
        pairs += [("charged", x) for x in r.get("charged", ())]
        for key, value in pairs:
            ET.SubElement(props, "property", {"name": key, "value": value})
        message = str(r.get("message") or "")
        if r["status"] == Status.FAILED:
            ET.SubElement(case, "failure", {"message": message}).text = message
        elif r["status"] in (Status.ERROR, Status.TIMEOUT):
            ET.SubElement(case, "error", {"message": message}).text = message
        elif r["status"] in (Status.SKIPPED, Status.NOT_APPLICABLE):
            ET.SubElement(case, "skipped", {"type": "pytest.skip", "message": message}).text = message
    root = ET.Element("testsuites", {"name": "five-hundred"})
    root.append(suite)
    for element in root.iter():  # text from the adapter: surrogates replaced, as in results.json
        element.attrib = {k: safe_text(v) for k, v in element.attrib.items()}
        element.text = None if element.text is None else safe_text(element.text)
    return bytes(ET.tostring(root, encoding="utf-8", xml_declaration=True))


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
    from .cases.replay import counts

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
        failed_from: Path | None = None, report_md: Path | None = None) -> int:
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
    from .cases import ExportError, compiled_corpus, read_cases
    from .cases.replay import counts as tally_of
    from .cases.replay import items, run_items
    from .catalogue import rule_ids as known_rules

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
        program = SubprocessImplementation(command, timeout=timeout,
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
    console.print(_tally_table("By area", "area", area_rows))
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
