"""Benchmark: fuzzed hands per second against the served reference engine.

Each hand is played in lock-step through the reference engine in process and
the engine served over the adapter protocol (``python -m five_hundred_suite.serve``,
a separate process): observation, legal actions and the action at every step,
an illegal action at random steps, then ``hand-score`` and ``game-after-hand``
(:mod:`five_hundred_suite.fuzz`). Prints hands per second and requests per hand.

    python benchmarks/fuzz_speed.py [--hands N] [--variant australian] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from five_hundred_suite.fuzz import Fuzzer, fuzz
from five_hundred_suite.subprocess_impl import SubprocessImplementation


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=1000, help="hands to play (default 1000)")
    parser.add_argument("--variant", default="australian")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    with SubprocessImplementation(f"{sys.executable} -m five_hundred_suite.serve") as impl:
        fuzzer = Fuzzer(impl, [args.variant], seed=args.seed)
        fuzz(fuzzer, hands=20)  # warm up both processes
        seq = impl._seq
        server = impl._ensure_child().proc.pid
        start, cpu, served = time.perf_counter(), time.process_time(), _cpu_seconds(server)
        report = fuzz(fuzzer, hands=args.hands)
        wall, cpu, served = time.perf_counter() - start, time.process_time() - cpu, _cpu_seconds(server) - served
        requests = impl._seq - seq
    if report.run is not None:
        sys.exit(f"the served reference engine differs from the reference: {report.run.divergence}")
    n = report.hands
    print(f"fuzz: {n / wall:8,.0f} hands/s  ({n} {args.variant} hands in {wall:.2f} s; "
          f"{report.actions / n:.1f} actions and {requests / n:.0f} requests per hand)")
    if served > 0:
        print(f"      {n / (cpu + served):8,.0f} hands per CPU second of both processes (less sensitive to other load:"
              f" the fuzzer {cpu:.1f} s, the server {served:.1f} s)")
    else:
        print(f"      {n / cpu:8,.0f} hands per CPU second of the fuzzer's own process (the server's not counted)")


def _cpu_seconds(pid: int) -> float:
    """User and system CPU seconds used so far by a running process (Linux ``/proc``; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


if __name__ == "__main__":
    main()
