"""The command line of the site generator (``python -m five_hundred_site``)."""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

from five_hundred.errors import clip

from five_hundred_suite.arguments import OneLineParser

from ..results import Counts
from .generate import INPUT_ERRORS, generate
from .inputs import SiteSummary


def _print_summary(summary: SiteSummary) -> None:
    def line(label: str, c: Counts) -> str:
        return (f"{label:<34} {c.rules:>4} rules  {c.with_case:>4} with a case  {c.passing:>4} passing"
                f"  {c.failing:>4} failing  {c.untested:>4} untested  {c.not_offered:>4} not offered")

    if summary.run is None:
        print("no run was found: every rule is untested")
    print(line("all rules", summary.overall))
    for v, c in summary.by_variant.items():
        print(line(f"variant {v}", c))
    for code, c in summary.by_area.items():
        print(line(f"area {code}", c))
    for r in summary.failing_cases:
        print(f"{r.status.upper()}: {', '.join(r.rules) or '-'} [{r.variant or '-'}] {r.where}: {r.message or ''}")


RESULTS_HELP = """\
What a results file may hold. Refused with exit status 2 and one line on stderr, leaving an earlier site
as it was: a folder or a missing file (a bad argument, 'PROG: error: --results PATH: ...'); a file that
is not UTF-8 or not JSON, is nested too deep or gives a key twice in one object; a header.format other
than 1; anything else the results schema (spec/schema/results.schema.json) does not allow; a record
naming a rule ID, conflict or variant the catalogue does not define (each 'error: FILE: FIELD (RECORD):
PROBLEM'). Used, with one line 'warning: FILE: ...' on stderr and a note on the summary page: results of
another corpus version (header.corpus.version), and records of scenarios no longer in the corpus (they
count for their rules only). A spec, feature, fixture or page file that cannot be used is refused like a
bad results file ('error: FILE:LINE: FIELD: PROBLEM [RULE]', exit status 2)."""


def _as_interrupt(signum: int, _frame: object) -> None:
    signal.signal(signum, signal.SIG_IGN)
    raise KeyboardInterrupt(signal.Signals(signum).name)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``--results PATH`` (optional, repeatable), ``--out DIR`` (default ``build/docs``), ``--summary``.

    Returns 0 once the pages are written (each warning printed as one line ``warning: ...`` on
    stderr), 2 with one line ``error: ...`` on stderr when an input cannot be used
    (:data:`INPUT_ERRORS`) or the pages cannot be written; a bad command line is refused in one line
    with status 2 too, and so is an interruption (SIGINT, SIGTERM, SIGHUP), the earlier pages left as they
    were. See :data:`RESULTS_HELP`.
    """
    parser = OneLineParser(prog="python -m five_hundred_site", description="Write the Markdown pages of the spec site.",
                           epilog=RESULTS_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--results", type=Path, action="append", default=[], metavar="PATH",
                        help="results file of `pytest --results` (repeatable: the first gives the rule pages' "
                             "statuses, all of them appear on implementations.md)")
    parser.add_argument("--out", type=Path, default=Path("build/docs"), metavar="DIR",
                        help="directory to write the pages into (default build/docs)")
    parser.add_argument("--summary", action="store_true", help="also print the rule counts and failing cases")
    parser.add_argument("--cases", type=Path, default=None, metavar="PATH",
                        help="the cases of `python -m five_hundred_suite export` to publish on the test-your-engine page")
    parser.add_argument("--wheel", type=Path, default=None, metavar="PATH",
                        help="the suite's wheel (pip wheel --no-deps) to offer on the test-your-engine page")
    args = parser.parse_args(argv)
    if args.wheel is not None and not args.wheel.is_file():
        parser.error(f"--wheel {clip(str(args.wheel), 200)}: no such file")
    for path in args.results:
        if path.is_dir():
            parser.error(f"--results {clip(str(path), 200)}: is a folder, not a results file")
        if not path.exists():
            parser.error(f"--results {clip(str(path), 200)}: no such file")
    above = next((p for p in (args.out, *args.out.parents) if p.exists()), None)
    if above is not None and not above.is_dir():
        where = "is a file" if above == args.out else f"{clip(str(above), 200)} is a file"
        parser.error(f"--out {clip(str(args.out), 200)}: {where}, not a folder")
    for signum in (signal.SIGTERM, signal.SIGHUP):  # as Ctrl-C: the pages half written are removed
        if signal.getsignal(signum) is not signal.SIG_IGN:
            signal.signal(signum, _as_interrupt)
    try:
        summary = generate(args.results[0] if args.results else None, args.out, more_results=args.results[1:],
                           cases=args.cases, wheel=args.wheel)
    except KeyboardInterrupt as e:
        name = e.args[0] if e.args else "SIGINT"
        print(f"error: interrupted by {name}; {clip(str(args.out), 200)} is left as it was", file=sys.stderr)
        return 2
    except INPUT_ERRORS as e:
        print(f"error: {clip(str(e), 500)}", file=sys.stderr)
        return 2
    except OSError as e:
        where = f"{clip(str(e.filename), 200)}: " if e.filename else ""
        print(f"error: cannot write the site into {clip(str(args.out), 200)}: {where}{e.strerror or e}", file=sys.stderr)
        return 2
    for warning in summary.warnings:
        print(f"warning: {clip(warning, 500)}", file=sys.stderr)
    if args.summary:
        _print_summary(summary)
    print(f"wrote {len(summary.pages)} pages to {args.out}")
    return 0
