"""Benchmark: CPU seconds of the conformance run (the corpus files of ``tasks.CORPUS``).

Runs ``pytest -q -p no:cacheprovider`` on those files in a child process, ``--runs`` times, and
prints for each run the child's user and system CPU seconds (``os.wait4``), then the smallest
total: other load on the machine inflates CPU time too, so the smallest run is the fairest figure
to compare. Prints the pass/skip line of pytest as well, so that a faster run that runs less shows.

    python benchmarks/conformance_cpu.py [--runs N] [-- extra pytest arguments]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tasks import CORPUS  # noqa: E402


def one_run(extra: list[str]) -> tuple[float, float, str]:
    """Run the conformance files once; return (user CPU s, system CPU s, pytest's last line)."""
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *CORPUS, *extra]
    child = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert child.stdout is not None
    output = child.stdout.read().decode("utf-8", "replace")
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    lines = [line for line in output.splitlines() if line.strip()]
    return usage.ru_utime, usage.ru_stime, lines[-1] if lines else f"(no output, status {child.returncode})"


def main() -> None:
    """Parse the arguments, run, print one line per run and the smallest total."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="how many runs (default 3)")
    parser.add_argument("extra", nargs="*", help="extra pytest arguments, after --")
    args = parser.parse_args()
    totals = []
    for n in range(1, max(1, args.runs) + 1):
        user, system, last = one_run(args.extra)
        totals.append(user + system)
        print(f"run {n}: {user:.2f} s user + {system:.2f} s system = {user + system:.2f} s CPU   [{last}]", flush=True)
    print(f"conformance run: {min(totals):.2f} s CPU (smallest of {len(totals)}; files: {' '.join(CORPUS)})")


if __name__ == "__main__":
    main()
