"""Count what the suite does with the generated corpus of hostile inputs (``tests/tools/bad_inputs.py``).

    .venv/bin/python benchmarks/bad_inputs.py [--root CHECKOUT] [--jobs 2] [-k TEXT] [-v]

runs every case in a fresh sandbox copied from ``--root`` (default: this checkout; give another
checkout, e.g. a ``git worktree`` of an older commit, to measure it the same way), and prints one
row per category and a total: cases, clear, unclear, traceback, silent, hang, data lost (an earlier output
changed), left behind (a process outlived the command, found by ``tests/tools/reaper.py``). ``-v`` prints each
case's verdict, time, peak memory and why.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.tools.bad_inputs import (
    Case,
    all_cases,
    format_table,
    judge,
    left_behind,
    lost,
    make_sandbox,
    run_case,
    summary,
)


def main() -> int:
    """Run the cases and print the table; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("-k", dest="keyword", default="", help="only the cases whose ID contains this text")
    parser.add_argument("-v", dest="verbose", action="store_true")
    args = parser.parse_args()
    root = args.root.resolve()
    # The compiled corpus that run reads, compiled once in the checkout (as tests/test_bad_input.py does),
    # so that each sandbox copies it instead of compiling it again.
    subprocess.run([sys.executable, "-c", "from five_hundred_suite.cases import compiled_corpus\n"
                    "compiled_corpus(echo=lambda _: None)"], cwd=root, check=False,
                   env={**os.environ, "PYTHONPATH": f"{root}{os.pathsep}{root / 'reference_impl'}"})
    cases = [c for c in all_cases(root) if args.keyword in c.id]

    def one(case: Case) -> tuple[Case, str, str, bool, bool]:
        with tempfile.TemporaryDirectory(prefix="bad-input-") as tmp:
            outcome = run_case(case, make_sandbox(args.root.resolve(), Path(tmp), case))
            verdict, why = judge(case, outcome)
            changed = lost(case, outcome)
        if args.verbose:
            stray = left_behind(outcome)
            print(f"{verdict:<9} {case.id} ({outcome.seconds:.1f} s, {outcome.peak_kb // 1024} MB)"
                  f"{' DATA LOST' if changed else ''}{' LEFT BEHIND: ' + stray if stray else ''}: {why[:300]!r}",
                  flush=True)
        return case, verdict, why, bool(changed), bool(outcome.strays)

    with ThreadPoolExecutor(args.jobs) as pool:
        done = list(pool.map(one, cases))
    print(f"root: {args.root.resolve()}")
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(format_table(summary([(c, v) for c, v, _, _, _ in done], frozenset(c.id for c, _, _, gone, _ in done if gone),
                               frozenset(c.id for c, _, _, _, stray in done if stray))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
