"""Benchmark: random legal complete hands per second with the reference engine.

Each hand is a fresh shuffle (:func:`shuffle`), a deal (DEAL-02), a random legal auction, kitty
exchange, joker nomination where offered, and random legal play to the end,
through :func:`five_hundred.playout` (pure: it returns a new state).
Prints hands per second for one process and for one process per core, and
the cost of one step of the checked path: :func:`five_hundred.legal_actions`
then :func:`five_hundred.apply`, replaying the records of random hands.

The figures to compare across runs are the CPU-time ones: other load on the
machine changes the wall-clock ones. Beside the engine's figure the benchmark
prints, measured in the same run, that of a flat kernel of the same workload
(``benchmarks/flat_kernel.py``: plain ints reading the engine's tables, no
state, no records): a reference point that needs no other engine.

    python benchmarks/random_hands.py [--hands N] [--variant australian] [--processes P]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from five_hundred import Action, HandState, actions_of, apply, deal, legal_actions, load_ruleset, playout


def shuffle(rand: Callable[[], float], items: list[Any]) -> None:
    """Put ``items`` in a uniformly random order, in place: a sort by independent random keys.

    Measured here (callgrind) it costs ~43,000 instructions for 43 cards, against ~98,000
    for :meth:`random.Random.shuffle` and ~65,000 for a C-level sort by 16-bit keys unpacked
    from one draw of random bytes (the unpacking, the check for equal keys and the key calls
    cost more than the Python calls they save).
    """
    items.sort(key=lambda _: rand())


def play(variant: str, hands: int, seed: int) -> tuple[int, int, float, float]:
    """Play ``hands`` random hands; return (hands, hands played out (not thrown in), wall seconds, CPU seconds)."""
    ruleset = load_ruleset(variant)
    rng = random.Random(seed)
    pack = list(ruleset.pack)
    rand = rng.random
    played = 0
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(hands):
        shuffle(rand, pack)
        end = playout(deal(ruleset, pack, i % ruleset.players), rng)
        assert end.result is not None
        played += not end.result.thrown_in
    return hands, played, time.perf_counter() - start, time.process_time() - cpu


def replay(variant: str, hands: int, seed: int) -> tuple[int, float]:
    """Replay the records of ``hands`` random hands with :func:`legal_actions` then :func:`apply` at every step;
    return (steps, CPU seconds of the replay alone).
    """
    ruleset = load_ruleset(variant)
    rng = random.Random(seed)
    pack = list(ruleset.pack)
    records: list[tuple[HandState, tuple[Action, ...]]] = []
    for i in range(hands):
        rng.shuffle(pack)
        dealt = deal(ruleset, pack, i % ruleset.players)
        records.append((dealt, actions_of(playout(dealt, rng))))
    steps = sum(len(actions) for _, actions in records)
    cpu = time.process_time()
    for dealt, actions in records:
        state = dealt
        for action in actions:
            legal_actions(state)
            state = apply(state, action)
    return steps, time.process_time() - cpu


def _flat(variant: str, hands: int) -> tuple[int, float] | None:
    """(played-out hands, CPU seconds) of the flat kernel on ``hands`` hands, or None where it does not
    cover the variant. The kernel's hands are dealt from the same seeds as the engine's.
    """
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from benchmarks import flat_kernel

    if not flat_kernel.covers(load_ruleset(variant)):
        return None
    flat_kernel.play(variant, 500, 0)  # warm the caches
    cpu = time.process_time()
    _, played = flat_kernel.play(variant, hands, 1)
    return played, time.process_time() - cpu


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20_000, help="hands per process (default 20000)")
    parser.add_argument("--variant", default="australian")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    play(args.variant, 500, 0)  # warm the caches
    n, played, secs, cpu = play(args.variant, args.hands, 1)
    flat = _flat(args.variant, args.hands)
    print(f"one process:   {n / secs:10,.0f} hands/s  ({n} hands in {secs:.2f} s; "
          f"{played / n:.0%} played out, the rest thrown in)")
    print(f"               {played / secs:10,.0f} played-out hands/s")
    print(f"               {n / cpu:10,.0f} hands per CPU second (less sensitive to other load)")
    print(f"               {played / cpu:10,.0f} played-out hands per CPU second (thrown-in hands' time included)")
    if flat is not None:
        flat_played, flat_cpu = flat
        print(f"flat kernel:   {flat_played / flat_cpu:10,.0f} played-out hands per CPU second, same workload, same run "
              f"(benchmarks/flat_kernel.py); the engine at {played / cpu / (flat_played / flat_cpu):.2f} of it")

    steps, step_cpu = replay(args.variant, max(1, args.hands // 10), 1)
    print(f"checked path:  {step_cpu / steps * 1e6:10.2f} µs CPU per action for legal_actions + apply "
          f"({steps} actions of {max(1, args.hands // 10)} hands)")

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
