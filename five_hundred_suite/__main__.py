"""The implementers' command line.

    python -m five_hundred_suite smoke --impl "COMMAND" [--timeout S] [--max-time S]
    python -m five_hundred_suite run --impl "COMMAND" [--variant ID|all ...] [--case ID ...] [--rule ID ...]
        [--out DIR] [--summary-md FILE] [--report-md FILE] [--fail-on STATUSES] [--cases FILE] [--timeout S] [--max-time S]
        [--max-restarts N] [-k EXPR] [--strict-rules] [--allow-empty] [--validate-protocol]
    python -m five_hundred_suite export [--out build/cases.jsonl]
    python -m five_hundred_suite fuzz --impl "COMMAND" [--variant ID ...] [--options KEY ...] [--hands N]
        [--seed S] [--max-time T] [--out DIR] [--timeout S] [--keep-going] [--allow RULE-ID ...] [--allow-file FILE]
        [--jobs N] [--shard K/N]
    python -m five_hundred_suite fuzz --merge FILE...
    python -m five_hundred_suite changelog [--cases FILE] [--released] [--all]
    python -m five_hundred_suite release --date YYYY-MM-DD [--cases FILE]

``smoke`` checks an adapter with a few trivial requests; ``run`` runs the
corpus against it (see :mod:`five_hundred_suite.commands`); ``export`` writes the
compiled corpus as JSON lines (see :mod:`five_hundred_suite.cases`); ``fuzz``
plays random hands against it in lock-step with the reference engine and
writes a draft fixture of the first difference (see :mod:`five_hundred_suite.fuzz`), with ``--jobs``
over several adapter processes at once, with ``--shard`` only a share of the hands of a seed;
``fuzz --merge`` prints the combined table of the departures files of the shards; ``changelog`` prints the
cases added, changed and withdrawn between the releases and since the last one, and ``release`` records
the cases as the release of the project's version (see :mod:`five_hundred_suite.releases`).

A bad command line or a data file that cannot be read ends with one line,
``error: ...``, on standard error and exit status 2; so does an output that cannot be written
(the earlier one is left as it was) and a signal (SIGINT, SIGTERM, SIGHUP: the adapter is stopped,
``run`` writes the cases it reached as partial results).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from five_hundred.errors import FiveHundredError, clip

from .arguments import (
    OneLineParser,
    command_line,
    day,
    invoked_as,
    positive_number,
    seconds,
    shard,
    statuses,
    whole_number,
    writable_file,
)
from .atomic import WriteError
from .cases import CACHE_ENV
from .catalogue import CatalogueError
from .interrupt import Interrupted, interruptible
from .interrupt import line as interrupted_line
from .results import FAILING, Status

CACHE_HELP = (f"where the compiled corpus is kept, shared by run and export (default: ${CACHE_ENV} when set, "
              "else build/cases in a checkout, else the user's cache folder, ~/.cache/five-hundred-suite on Linux)")


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and run a subcommand; returns the exit status."""
    parser = OneLineParser(prog=invoked_as("five_hundred_suite"),
                           description="Conformance suite of Five Hundred (500) for implementers.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)

    smoke = sub.add_parser("smoke", help="check an adapter with a few trivial requests")
    smoke.add_argument("--impl", required=True, type=command_line, metavar="COMMAND",
                       help="the command that starts the adapter (split like a shell command line)")
    smoke.add_argument("--timeout", type=seconds, default=5.0, metavar="S", help="seconds per request (default 5)")
    smoke.add_argument("--max-time", type=seconds, default=None, metavar="S",
                       help="seconds the whole check may take (default: no limit beyond --timeout per request)")

    run = sub.add_parser("run", help="run the corpus against an implementation")
    run.add_argument("--impl", required=True, type=command_line, metavar="COMMAND",
                     help="the command that starts the adapter (split like a shell command line)")
    run.add_argument("--variant", action="extend", nargs="+", default=[], metavar="ID",
                     help="run these variants, several in one run (repeatable; 'all': every variant of the corpus; "
                          "those the implementation does not claim are not applicable; default: every variant "
                          "it claims)")
    run.add_argument("--case", dest="cases_wanted", action="append", default=[], metavar="ID",
                     help="run only this case (a case ID of the export, e.g. hands/australian/AU-0001, or a record "
                          "ID of results.json); repeatable. A failing run prints the command that reruns its failures")
    run.add_argument("--failed-from", type=Path, default=None, metavar="FILE",
                     help="run only the cases that failed, errored or timed out in FILE (the results.json of an "
                          "earlier run); with --case, those cases too")
    run.add_argument("--rule", dest="rules_wanted", action="append", default=[], metavar="RULE-ID",
                     help="run only the cases that check this rule (e.g. SCORE-04); repeatable")
    run.add_argument("--cases", type=Path, default=None, metavar="FILE",
                     help="the compiled cases to run (a cases.jsonl written by export); default: the corpus, "
                          "compiled on first use and kept in the cache folder (--cache-dir) until it changes")
    run.add_argument("--cache-dir", type=Path, default=None, metavar="DIR", help=CACHE_HELP)
    run.add_argument("--summary-md", type=Path, default=None, metavar="FILE",
                     help="also write a short Markdown summary there (e.g. \"$GITHUB_STEP_SUMMARY\" in a CI job)")
    run.add_argument("--report-md", type=Path, default=None, metavar="FILE",
                     help="also write the report of the run there: the failing cases by rule with expected and actual, "
                          "the rerun command, and a status badge per variant (FILE-STEM-VARIANT.svg, beside it), as "
                          "the site's page of an implementation")
    run.add_argument("--fail-on", type=statuses, default=FAILING, metavar="STATUSES",
                     help="the statuses that fail the run (exit status 1), separated by commas, of "
                          f"{', '.join(s.value for s in Status)}, or none (default: failed,error,timeout)")
    run.add_argument("--out", type=Path, default=Path("build/conformance"), metavar="DIR",
                     help="where to write junit.xml and results.json (default build/conformance)")
    run.add_argument("--timeout", type=seconds, default=5.0, metavar="S", help="seconds per request (default 5)")
    run.add_argument("--max-time", type=seconds, default=None, metavar="S",
                     help="seconds the whole run may take (compiling the corpus on first use is not counted); "
                          "the cases not reached are reported and the exit status is 2 (default: no limit)")
    run.add_argument("--max-restarts", type=whole_number, default=None, metavar="N",
                     help="restarts of the program after a crash or a timeout before the run gives up on it "
                          "(default 20)")
    run.add_argument("-k", dest="keyword", default=None, metavar="EXPR",
                     help="only the cases whose test ID matches this pytest -k expression")
    run.add_argument("--allow-empty", action="store_true",
                     help="a run that tests nothing (no case chosen, no variant run, every case skipped) exits 0 with "
                          "a warning (by default it is an error: exit status 2)")
    run.add_argument("--strict-rules", action="store_true",
                     help="fail a case whose refusal cites another rule ID than the catalogue gives, or none "
                          "(by default that is only counted: 'rule citations: N of M')")
    run.add_argument("--validate-protocol", action="store_true",
                     help="check every message both ways in full against spec/schema/protocol (slower; use it while "
                          "you write the adapter): an invalid answer is an error of its case")

    compile_ = sub.add_parser("export", help="write every case of the corpus as JSON lines")
    compile_.add_argument("--out", type=Path, default=Path("build/cases.jsonl"), metavar="PATH",
                          help="the file to write (default build/cases.jsonl)")
    compile_.add_argument("--cache-dir", type=Path, default=None, metavar="DIR", help=CACHE_HELP)

    fuzz = sub.add_parser("fuzz", help="random hands in lock-step with the reference engine, until they differ")
    fuzz.add_argument("--impl", type=command_line, metavar="COMMAND",
                      help="the command that starts the adapter (split like a shell command line); required "
                           "but with --merge")
    fuzz.add_argument("--variant", action="extend", nargs="+", default=[], metavar="ID",
                      help="deal only these variants (default: every variant the implementation claims)")
    fuzz.add_argument("--options", action="extend", nargs="+", default=[], metavar="KEY",
                      help="option keys switched on in every hand (e.g. ref:win-by-defence)")
    fuzz.add_argument("--hands", type=whole_number, default=1000, metavar="N", help="hands to play (default 1000)")
    fuzz.add_argument("--seed", type=int, default=0, metavar="S", help="the seed: the same seed deals the same hands (default 0)")
    fuzz.add_argument("--max-time", type=seconds, default=None, metavar="T", help="stop after T seconds")
    fuzz.add_argument("--out", type=Path, default=Path("build/fuzz"), metavar="DIR",
                      help="where to write the draft fixture of a difference (default build/fuzz)")
    fuzz.add_argument("--timeout", type=seconds, default=5.0, metavar="S", help="seconds per request (default 5)")
    fuzz.add_argument("--keep-going", action="store_true",
                      help="do not stop at the first difference: step over each one, collect the distinct departures "
                           "(by rule and check) of the whole run and print a table of them, a draft fixture each")
    fuzz.add_argument("--allow", action="append", default=[], metavar="RULE-ID",
                      help="skip the departures charged to this rule (a known one); repeatable; implies --keep-going")
    fuzz.add_argument("--allow-file", type=Path, default=None, metavar="FILE",
                      help="skip the departures charged to the rules listed in FILE (one a line, # comments); "
                           "implies --keep-going")
    fuzz.add_argument("--jobs", type=positive_number, default=1, metavar="N",
                      help="run N adapter processes at once, the hands spread over them in blocks of 100 (default 1); "
                           "the same seed plays the same hands and finds the same departures whatever N is")
    fuzz.add_argument("--shard", type=shard, default=(1, 1), metavar="K/N",
                      help="play only shard K of N of the hands of the seed (blocks K-1, K-1+N, ... of 100 hands), "
                           "e.g. one per job of a CI matrix; writes DIR/departures-K-of-N.json for --merge")
    fuzz.add_argument("--merge", nargs="+", type=Path, default=None, metavar="FILE",
                      help="play nothing: print the combined table of the departures files of the shards of one run "
                           "(exit 1 when there are departures, 2 when a shard is missing)")

    changelog = sub.add_parser("changelog", help="the cases added, changed and withdrawn, release by release")
    changelog.add_argument("--cases", type=Path, default=None, metavar="FILE",
                           help="the working tree's cases (a cases.jsonl written by export); default: the corpus")
    changelog.add_argument("--cache-dir", type=Path, default=None, metavar="DIR", help=CACHE_HELP)
    changelog.add_argument("--released", action="store_true",
                           help="only the releases, not what changed since the last one (reads no corpus)")
    changelog.add_argument("--all", action="store_true", help="every case ID changed, not the first 50 of each kind")
    release = sub.add_parser("release", help="record the cases as the release of the project's version "
                                             "(spec/releases.yaml; in a checkout)")
    release.add_argument("--date", required=True, type=day, metavar="YYYY-MM-DD", help="the day of the release")
    release.add_argument("--cases", type=Path, default=None, metavar="FILE",
                         help="the cases to record (a cases.jsonl written by export); default: the corpus")
    release.add_argument("--cache-dir", type=Path, default=None, metavar="DIR", help=CACHE_HELP)

    args = parser.parse_args(argv)
    if args.command == "fuzz" and args.merge is not None and args.impl is not None:
        parser.error("--merge reads departures files and plays no hands: give it without --impl")
    if args.command == "fuzz" and args.merge is None and args.impl is None:
        parser.error("the following arguments are required: --impl")
    if args.command in ("run", "fuzz") and args.out.exists() and not args.out.is_dir():
        parser.error(f"--out {clip(str(args.out), 200)}: is a file, not a folder")
    if args.command == "run" and args.summary_md is not None:
        problem = writable_file(args.summary_md)
        if problem:
            parser.error(f"--summary-md {clip(str(args.summary_md), 200)}: {problem}")
    if args.command == "run" and args.report_md is not None:
        problem = writable_file(args.report_md)
        if problem:
            parser.error(f"--report-md {clip(str(args.report_md), 200)}: {problem}")
    if args.command in ("run", "changelog", "release") and args.cases is not None and not args.cases.is_file():
        parser.error(f"--cases {clip(str(args.cases), 200)}: no such file")
    try:
        with interruptible():
            return _command(parser, args)
    except (FiveHundredError, CatalogueError) as e:
        print(f"error: {clip(str(e), 500)}", file=sys.stderr)
        return 2
    except Interrupted as e:
        done = {"export": f"--out {clip(str(getattr(args, 'out', '')), 200)} is left as it was"}.get(args.command,
                                                                                                  "the adapter was stopped")
        print(interrupted_line(e, done), file=sys.stderr)
        return 2


def _command(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.command == "smoke":
        from .commands import smoke as run_smoke

        checks = run_smoke(args.impl, timeout=args.timeout, max_time=args.max_time)
        return 0 if all(c.status == "OK" for c in checks) else 1
    if args.command == "run":
        from .commands import run as run_corpus

        return run_corpus(args.impl, variant_ids=args.variant, out=args.out, timeout=args.timeout,
                          keyword=args.keyword, max_time=args.max_time, max_restarts=args.max_restarts,
                          strict_rules=args.strict_rules, cases_file=args.cases, case_ids=args.cases_wanted,
                          failed_from=args.failed_from, rule_ids=args.rules_wanted, summary_md=args.summary_md,
                          report_md=args.report_md, fail_on=args.fail_on,
                          cache_dir=args.cache_dir, allow_empty=args.allow_empty,
                          validate=args.validate_protocol)
    if args.command == "fuzz" and args.merge is not None:
        from .fuzz import merge_departures

        return merge_departures(args.merge)
    if args.command == "fuzz":
        from .fuzz import main as run_fuzz

        return run_fuzz(args.impl, variant_ids=args.variant, options=args.options, hands=args.hands, seed=args.seed,
                        max_time=args.max_time, out=args.out, timeout=args.timeout, keep_going=args.keep_going,
                        allow=args.allow, allow_file=args.allow_file, jobs=args.jobs, shard=args.shard)
    if args.command in ("changelog", "release"):
        return _releases(args)
    from .cases import ExportError, export

    problem = writable_file(args.out)
    if problem:
        parser.error(f"--out {clip(str(args.out), 200)}: {problem}")
    from .cases.counting import counts
    from .cases.export_check import refused_hand
    from .cases.listing import items

    try:
        cases = export(args.out.resolve(), cache=args.cache_dir, check=refused_hand)
    except ExportError as e:
        return _refused(clip(str(e), 2000))
    except WriteError as e:
        return _refused(f"--out {clip(str(args.out), 200)}: {e.reason}")
    except OSError as e:
        return _refused(f"cannot write {clip(str(args.out), 200)}: {e.strerror or e}")
    tally = counts(items(cases))
    print(f"wrote {args.out}: {tally.export_words()}")
    print(f"(run checks them as {tally.run_words().split(' of ', 1)[0]}: one per scenario, one per stage of each "
          f"hand, one per pinned perft count)")
    return 0


def _refused(line: str) -> int:
    """Print ``error: line`` on standard error; the exit status of a command that could not be made (2)."""
    print(f"error: {line}", file=sys.stderr)
    return 2


def _releases(args: argparse.Namespace) -> int:
    """``changelog`` and ``release``: the working tree's cases read from ``--cases`` or the compiled corpus."""
    from .cases import ExportError, compiled_corpus, read_cases
    from .releases import changelog, changelog_lines, record_release
    from .resources import shown

    cases = None
    if args.command == "release" or not args.released:
        try:
            cases = read_cases(args.cases) if args.cases is not None else compiled_corpus(args.cache_dir)
        except ExportError as e:
            return _refused(clip(str(e), 2000))
        except OSError as e:
            return _refused(f"--cases {clip(str(args.cases), 200)}: cannot be read ({e.strerror or e})")
    if args.command == "changelog":
        print("\n".join(changelog_lines(changelog(cases), limit=10**9 if args.all else 50)))
        return 0
    assert cases is not None
    try:
        written = record_release(cases, args.date)
    except WriteError as e:
        return _refused(str(e))
    print(f"recorded release {', '.join(shown(p) for p in written)}: {len(cases)} cases")
    return 0


if __name__ == "__main__":
    sys.exit(main())
