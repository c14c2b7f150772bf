"""Benchmark: fuzzed hands per second against the served reference engine and the JavaScript
adapter (when ``node`` is at hand), beside a bare JSON-lines echo round trip measured in the same run.

Each hand is played in lock-step through the reference engine in process and
the engine served over the adapter protocol (``python -m five_hundred_suite.serve``,
a separate process), then the JavaScript adapter: observation, legal actions and the
action at every step, an illegal action at random steps (the requests of several steps
written at once), then ``hand-score`` and ``game-after-hand``
(:mod:`five_hundred_suite.fuzz`). Prints hands per second, requests and round trips per
hand, the CPU seconds of both processes, and the peer-free reference point: the same number of
round trips per hand to a program that only echoes each line back (no engine work
on either side), so that the fuzzer's own cost shows. ``--keep-going`` runs the
fuzzer as ``fuzz --keep-going`` does (every rule's coverage counted).

``--jobs 1 2`` then plays the same hands as ``fuzz --jobs N`` does, for each N in turn (``--rounds``
times, alternating): hands per second of wall time from the start (the workers and their adapters
started, counted as the command counts them) and from the first hand played, with the load average
before and after each (the machine's other work shares its cores).

    python benchmarks/fuzz_speed.py [--hands N] [--variant australian] [--seed S] [--keep-going]
        [--jobs N ...] [--rounds R] [--no-javascript]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from five_hundred_suite.fuzz import Fuzzer, Report, fuzz, fuzz_jobs
from five_hundred_suite.protocol.connection import Batch
from five_hundred_suite.protocol.program import SubprocessImplementation

ECHO = "import sys\nfor line in sys.stdin.buffer:\n    sys.stdout.buffer.write(line)\n    sys.stdout.buffer.flush()\n"
"""The bare echo program: each line read is written back at once."""


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=1000, help="hands to play (default 1000)")
    parser.add_argument("--variant", default="australian")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keep-going", action="store_true", help="as fuzz --keep-going")
    parser.add_argument("--jobs", type=int, nargs="+", default=[], metavar="N",
                        help="also measure fuzz --jobs N for each N given (e.g. --jobs 1 2)")
    parser.add_argument("--rounds", type=int, default=1, help="rounds of the --jobs figures, alternating (default 1)")
    parser.add_argument("--no-javascript", action="store_true", help="leave out the JavaScript adapter's figure")
    args = parser.parse_args()
    if any(j < 1 for j in args.jobs) or args.rounds < 1 or args.hands < 1:
        parser.error("--hands, --jobs and --rounds take whole numbers, 1 or more")

    per_hand = _figure("served", SERVE, args.hands, args.variant, args.seed, args.keep_going)
    if shutil.which("node") is not None and not args.no_javascript:
        _figure("javascript", JAVASCRIPT, args.hands, args.variant, args.seed, args.keep_going)
    trip = _echo_round_trip(int(per_hand * min(args.hands, 200)))
    print(f"echo:       {1e6 * trip:8,.0f} µs a bare JSON-lines round trip (load {os.getloadavg()[0]:.1f}): "
          f"{per_hand:.0f} of them a hand cost "
          f"{1000 * trip * per_hand:.2f} ms, at most {1 / (trip * per_hand):,.0f} hands/s with no engine work")
    for _ in range(args.rounds):
        for jobs in args.jobs:
            _jobs_figure(jobs, args.hands, args.variant, args.seed, args.keep_going)


SERVE = f"{sys.executable} -m five_hundred_suite.serve"
"""The served reference engine, as the fuzz command starts it."""
JAVASCRIPT = f"node {Path(__file__).resolve().parents[1] / 'implementations' / 'javascript' / 'bin' / 'adapter.mjs'}"
"""The JavaScript engine's adapter."""


def _figure(label: str, command: str, hands: int, variant: str, seed: int, keep_going: bool) -> float:
    """Fuzz ``hands`` hands against ``command`` after 20 to warm up and print hands per second, the
    requests and round trips per hand and the CPU seconds of both processes, with the load average;
    returns the round trips per hand.
    """
    with SubprocessImplementation(command) as impl:
        fuzzer = Fuzzer(impl, [variant], seed=seed, keep_going=keep_going)
        fuzz(fuzzer, hands=20)  # warm up both processes
        trips = _count_round_trips(impl)
        seq = impl._seq
        server = impl._ensure_child().proc.pid
        load = os.getloadavg()
        start, cpu, served = time.perf_counter(), time.process_time(), _cpu_seconds(server)
        report = fuzz(fuzzer, hands=hands)
        wall, cpu, served = time.perf_counter() - start, time.process_time() - cpu, _cpu_seconds(server) - served
        requests = impl._seq - seq
    if report.run is not None or report.departures:
        sys.exit(f"{label}: the implementation differs from the reference: {report.run or report.departures}")
    n = report.hands
    print(f"{label + ':':11s} {n / wall:8,.0f} hands/s  ({n} {variant} hands in {wall:.2f} s, load {load[0]:.2f} "
          f"{load[1]:.2f} {load[2]:.2f} before; {report.actions / n:.1f} actions, {requests / n:.0f} requests and "
          f"{trips[0] / n:.0f} round trips per hand)")
    if served > 0:
        print(f"            {n / (cpu + served):8,.0f} hands per CPU second of both processes (less sensitive to "
              f"other load: the fuzzer {cpu:.1f} s, {1000 * cpu / n:.2f} ms a hand; the adapter {served:.1f} s, "
              f"{1000 * served / n:.2f} ms a hand)")
    else:
        print(f"            {n / cpu:8,.0f} hands per CPU second of the fuzzer's own process (the adapter's not counted)")
    return trips[0] / n


def _jobs_figure(jobs: int, hands: int, variant: str, seed: int, keep_going: bool) -> None:
    """Play ``hands`` hands as ``fuzz --jobs JOBS`` does and print the hands per second with the load."""
    load = os.getloadavg()
    first: list[tuple[float, int]] = []

    def seen(done: int, _: Report) -> None:
        if done and not first:
            first.append((time.perf_counter(), done))

    start, cpu = time.perf_counter(), _cpu_with_children()
    with SubprocessImplementation(SERVE) as impl:
        fuzzer = Fuzzer(impl, [variant], seed=seed, keep_going=keep_going)
        if jobs == 1:
            report = fuzz(fuzzer, hands=hands, progress=seen)
        else:
            report = fuzz_jobs(fuzzer, SERVE, jobs=jobs, timeout=5.0, hands=hands, progress=seen)
        wall = time.perf_counter() - start
    cpu = _cpu_with_children() - cpu  # the workers and adapters are ended and waited for by now
    if report.run is not None or report.departures:
        sys.exit(f"the served reference engine differs from the reference: {report.run or report.departures}")
    at, done = first[0] if first else (start, 0)
    steady = (report.hands - done) / max(start + wall - at, 1e-9)
    after = os.getloadavg()
    print(f"jobs {jobs}: {report.hands / wall:8,.0f} hands/s from the start ({report.hands} hands in {wall:.2f} s), "
          f"{steady:,.0f} from the first hand on; load {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} before, "
          f"{after[0]:.2f} after ({os.cpu_count()} cores); {report.hands / cpu:,.0f} hands per CPU second of "
          f"every process ({1000 * cpu / report.hands:.1f} ms a hand)")


def _cpu_with_children() -> float:
    """CPU seconds (user and system) of this process and of its ended descendants (workers, adapters)."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def _count_round_trips(impl: SubprocessImplementation) -> list[int]:
    """A counter (its one item) of the round trips ``impl`` makes from now on: each request answered
    before the next is written, and each batch of pipelined requests, counts one.
    """
    count = [0]
    call, write = impl._call, impl.pipeline_write

    def counted_call(cmd: str, fields: dict[str, Any]) -> Any:
        count[0] += 1
        return call(cmd, fields)

    def counted_write(calls: list[tuple[str, dict[str, Any]]]) -> Batch:
        count[0] += 1  # pipeline() writes its batch through pipeline_write as well
        return write(calls)

    impl._call = counted_call  # type: ignore[method-assign]
    impl.pipeline_write = counted_write  # type: ignore[method-assign]
    return count


def _echo_round_trip(count: int) -> float:
    """Seconds per round trip of a typical request line to :data:`ECHO`, over ``count`` trips."""
    line = (json.dumps({"seq": 1, "cmd": "observe", "game": "g1"}) + "\n").encode()
    proc = subprocess.Popen([sys.executable, "-c", ECHO], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        for _ in range(50):
            proc.stdin.write(line)
            proc.stdout.readline()
        start = time.perf_counter()
        for _ in range(count):
            proc.stdin.write(line)
            proc.stdout.readline()
        return (time.perf_counter() - start) / max(count, 1)
    finally:
        proc.stdin.close()
        proc.wait(timeout=10)


def _cpu_seconds(pid: int) -> float:
    """User and system CPU seconds used so far by a running process (Linux ``/proc``; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


if __name__ == "__main__":
    main()
