"""Benchmark: random legal complete hands per second with the reference engine.

Each hand is a fresh shuffle, a deal (DEAL-02), a random legal auction, kitty
exchange, joker nomination where offered, and random legal play to the end,
through :func:`five_hundred.engine.playout` (pure: it returns a new state).
Prints hands per second for one process and for one process per core.

    python benchmarks/random_hands.py [--hands N] [--variant australian] [--processes P]
"""

from __future__ import annotations

import argparse
import os
import random
import time
from concurrent.futures import ProcessPoolExecutor

from five_hundred import deal, load_ruleset
from five_hundred.engine import playout


def play(variant: str, hands: int, seed: int) -> tuple[int, int, float, float]:
    """Play ``hands`` random hands; return (hands, hands played out (not thrown in), wall seconds, CPU seconds)."""
    ruleset = load_ruleset(variant)
    rng = random.Random(seed)
    pack = list(ruleset.pack)
    rand = rng.random
    played = 0
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(hands):
        pack.sort(key=lambda _: rand())  # a uniform shuffle: sort by independent random keys (faster than shuffle)
        end = playout(deal(ruleset, pack, i % ruleset.players), rng)
        assert end.result is not None
        played += not end.result.thrown_in
    return hands, played, time.perf_counter() - start, time.process_time() - cpu


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20_000, help="hands per process (default 20000)")
    parser.add_argument("--variant", default="australian")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    play(args.variant, 500, 0)  # warm the caches
    n, played, secs, cpu = play(args.variant, args.hands, 1)
    print(f"one process:   {n / secs:10,.0f} hands/s  ({n} hands in {secs:.2f} s; "
          f"{played / n:.0%} played out, the rest thrown in)")
    print(f"               {played / secs:10,.0f} played-out hands/s")
    print(f"               {n / cpu:10,.0f} hands per CPU second (less sensitive to other load)")

    procs = args.processes
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=procs) as pool:
        results = list(pool.map(play, [args.variant] * procs, [args.hands] * procs, range(2, 2 + procs)))
    wall = time.perf_counter() - start
    total = sum(r[0] for r in results)
    total_played = sum(r[1] for r in results)
    print(f"{procs} processes:  {total / wall:10,.0f} hands/s  ({total} hands in {wall:.2f} s wall, start-up included)")
    print(f"               {total_played / wall:10,.0f} played-out hands/s")


if __name__ == "__main__":
    main()
