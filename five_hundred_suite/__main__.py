"""The implementers' command line.

    python -m five_hundred_suite smoke --impl "COMMAND" [--timeout S] [--max-time S]
    python -m five_hundred_suite run --impl "COMMAND" [--variant ID ...] [--out DIR] [--timeout S] [--max-time S]
        [--max-restarts N] [-k EXPR]
    python -m five_hundred_suite export [--out build/cases.jsonl]

``smoke`` checks an adapter with a few trivial requests; ``run`` runs the
corpus against it (see :mod:`five_hundred_suite.runner`); ``export`` writes the
compiled corpus as JSON lines (see :mod:`five_hundred_suite.cases`).

A bad command line or a data file that cannot be read ends with one line,
``error: ...``, on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from five_hundred.errors import FiveHundredError, clip

from .arguments import OneLineParser, seconds, whole_number, writable_file
from .catalogue import CatalogueError


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and run a subcommand; returns the exit status."""
    parser = OneLineParser(prog="python -m five_hundred_suite",
                           description="Conformance suite of Five Hundred (500) for implementers.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)

    smoke = sub.add_parser("smoke", help="check an adapter with a few trivial requests")
    smoke.add_argument("--impl", required=True, metavar="COMMAND",
                       help="the command that starts the adapter (split like a shell command line)")
    smoke.add_argument("--timeout", type=seconds, default=5.0, metavar="S", help="seconds per request (default 5)")
    smoke.add_argument("--max-time", type=seconds, default=None, metavar="S",
                       help="seconds the whole check may take (default: no limit beyond --timeout per request)")

    run = sub.add_parser("run", help="run the corpus against an implementation")
    run.add_argument("--impl", required=True, metavar="COMMAND",
                     help="the command that starts the adapter (split like a shell command line)")
    run.add_argument("--variant", action="extend", nargs="+", default=[], metavar="ID",
                     help="run only these variants (default: every variant the implementation claims)")
    run.add_argument("--out", type=Path, default=Path("build/conformance"), metavar="DIR",
                     help="where to write junit.xml and results.json (default build/conformance)")
    run.add_argument("--timeout", type=seconds, default=5.0, metavar="S", help="seconds per request (default 5)")
    run.add_argument("--max-time", type=seconds, default=None, metavar="S",
                     help="seconds the whole run may take; the cases not reached are reported and the exit "
                          "status is 2 (default: no limit)")
    run.add_argument("--max-restarts", type=whole_number, default=None, metavar="N",
                     help="restarts of the program after a crash or a timeout before the run gives up on it "
                          "(default 20)")
    run.add_argument("-k", dest="keyword", default=None, metavar="EXPR",
                     help="only the cases whose test ID matches this pytest -k expression")

    compile_ = sub.add_parser("export", help="write every case of the corpus as JSON lines")
    compile_.add_argument("--out", type=Path, default=Path("build/cases.jsonl"), metavar="PATH",
                          help="the file to write (default build/cases.jsonl)")

    args = parser.parse_args(argv)
    if args.command == "run" and args.out.exists() and not args.out.is_dir():
        parser.error(f"--out {clip(str(args.out), 200)}: is a file, not a folder")
    try:
        return _command(parser, args)
    except (FiveHundredError, CatalogueError) as e:
        print(f"error: {clip(str(e), 500)}", file=sys.stderr)
        return 2


def _command(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.command == "smoke":
        from .runner import smoke as run_smoke

        checks = run_smoke(args.impl, timeout=args.timeout, max_time=args.max_time)
        return 0 if all(c.status == "OK" for c in checks) else 1
    if args.command == "run":
        from .runner import run as run_corpus

        return run_corpus(args.impl, variant_ids=args.variant, out=args.out, timeout=args.timeout,
                          keyword=args.keyword, max_time=args.max_time, max_restarts=args.max_restarts)
    from .cases import ExportError, export

    problem = writable_file(args.out)
    if problem:
        parser.error(f"--out {clip(str(args.out), 200)}: {problem}")
    try:
        export(args.out.resolve())
    except ExportError as e:
        print(f"error: {clip(str(e), 2000)}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"error: cannot write {clip(str(args.out), 200)}: {e.strerror or e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
