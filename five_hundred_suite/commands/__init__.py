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

The modules: ``smoke``, ``run``, ``summary`` (what a run prints), ``outputs`` (what it writes) and ``wording``
(statuses and plain words for what went wrong). ``python -m five_hundred_suite`` (``__main__``) parses the
command lines and calls them.
"""

from __future__ import annotations

from .outputs import RERUN_LIMIT, junit_xml, rerun_command, summary_markdown, write_junit, write_report
from .run import run, tested_nothing
from .smoke import Check, canonical_pack, smoke, smoke_trick
from .summary import (
    ALL_VARIANTS,
    Departure,
    citation_line,
    citation_summary,
    departure_line,
    departures,
    summarize,
    variant_lines,
    variant_status,
)
from .wording import STATUSES, plainly

__all__ = [
    "ALL_VARIANTS",
    "RERUN_LIMIT",
    "STATUSES",
    "Check",
    "Departure",
    "canonical_pack",
    "citation_line",
    "citation_summary",
    "departure_line",
    "departures",
    "junit_xml",
    "plainly",
    "rerun_command",
    "run",
    "smoke",
    "smoke_trick",
    "summarize",
    "summary_markdown",
    "tested_nothing",
    "variant_lines",
    "variant_status",
    "write_junit",
    "write_report",
]
