"""Blocks, shards and worker jobs: playing hands apart and merging them in order."""
from __future__ import annotations

import hashlib
import time
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from five_hundred import (
    Phase,
)
from five_hundred.ruleset import Ruleset

from ..adapter import ImplementationSkipped
from ..protocol.messages import ImplementationError
from .engines import Fuzzer
from .hands import contract_kind
from .model import (
    Departure,
    FuzzError,
    HandRun,
    Report,
)

BLOCK = 100
"""Hands per block. Each block starts afresh (:meth:`Fuzzer.start_block`: no running game carried in,
no situation reached yet), so that blocks are played independently: ``--jobs N`` spreads the blocks of
a run over N adapter processes and ``--shard K/N`` plays blocks K-1, K-1+N, K-1+2N ... of them; either
way a seed gives the same hands and the same departures."""


@dataclass
class Block:
    """What one block of hands showed (:func:`play_block`); blocks are merged into a :class:`Report` in
    their order (:func:`merge_block`).

    Attributes:
        index: the block's number (its hands are numbered from ``index * size``).
        hands, actions, illegal, contracts, departures, allowed: as in :class:`Report`, for the block.
        digest: a SHA-256 (hex) of every hand played: its number, deal and actions.
        run, hand: without keeping going, the divergent hand and its number, else ``None`` and -1.
        covered, reached, gaps: the rules exercised, the situations shown and the gaps declared.
        cut: the block was cut short (the time limit, or a stop), not played to its end.
        error: why the implementation could not be driven (one line), or ``""``.
    """

    index: int
    hands: int = 0
    actions: int = 0
    illegal: int = 0
    contracts: Counter[str] = field(default_factory=Counter)
    departures: dict[tuple[str, str], Departure] = field(default_factory=dict)
    allowed: Counter[str] = field(default_factory=Counter)
    digest: str = ""
    run: HandRun | None = None
    hand: int = -1
    covered: Counter[str] = field(default_factory=Counter)
    reached: dict[str, set[str]] = field(default_factory=dict)
    gaps: set[str] = field(default_factory=set)
    cut: bool = False
    error: str = ""


def shard_blocks(hands: int, shard: tuple[int, int] = (1, 1), size: int = BLOCK) -> range:
    """The blocks of a run of ``hands`` hands that shard ``K/N`` plays: K-1, K-1+N, K-1+2N ...

    >>> list(shard_blocks(1000, (2, 3)))
    [1, 4, 7]
    """
    k, n = shard
    return range(k - 1, -(-hands // size), n)


def play_block(fuzzer: Fuzzer, index: int, *, hands: int, size: int = BLOCK, deadline: float | None = None,
               allow: Collection[str] = (), stop: Callable[[], bool] | None = None,
               on_hand: Callable[[Block], None] | None = None) -> Block:
    """Play block ``index`` of a run of ``hands`` hands from a fresh start (:meth:`Fuzzer.start_block`):
    hands ``index * size`` up to the next block's first or ``hands``, to the block's end, the first
    difference (without :attr:`Fuzzer.keep_going`), the wall-clock ``deadline`` (:func:`time.time`) or
    ``stop()``. ``on_hand`` is called after each hand played without a difference.

    Raises:
        ImplementationError, ImplementationSkipped: see :meth:`Fuzzer.play`.
    """
    fuzzer.start_block()
    covered = Counter(fuzzer.covered)
    block = Block(index)
    digest = hashlib.sha256()
    allowed = set(allow)
    for i in range(index * size, min(hands, (index + 1) * size)):
        if (deadline is not None and time.time() > deadline) or (stop is not None and stop()):
            block.cut = True
            break
        run = fuzzer.hand(i)
        spec = run.deal
        digest.update(f"{i} {spec.variant} {spec.dealer} {' '.join(spec.pack)}: {' '.join(run.actions)}\n".encode())
        block.hands += 1
        block.actions += len(run.actions)
        block.illegal += run.illegal
        if run.divergence is not None:
            block.run, block.hand = run, i
            break
        for found in run.found:
            d = found.divergence
            assert d is not None
            if d.rule in allowed:
                block.allowed[d.rule] += 1
            elif d.departure in block.departures:
                block.departures[d.departure].times += 1
            else:
                block.departures[d.departure] = Departure(found, i)
        if run.state.phase is Phase.OVER:
            block.contracts[contract_kind(run.state)] += 1
        if on_hand is not None:
            on_hand(block)
    block.digest = digest.hexdigest()
    block.covered = fuzzer.covered - covered
    block.reached = {v: set(s) for v, s in fuzzer.steered.items()}
    block.gaps = set(fuzzer.gaps)
    return block


def merge_block(report: Report, block: Block) -> None:
    """Add ``block`` to ``report``. Merged in the blocks' order, the same blocks give the same report
    whichever process played them: a departure keeps the hand where it was first found, its times add up.
    """
    report.hands += block.hands
    report.actions += block.actions
    report.illegal += block.illegal
    report.contracts.update(block.contracts)
    report.allowed.update(block.allowed)
    report.covered.update(block.covered)
    for v, shown in block.reached.items():
        report.reached.setdefault(v, set()).update(shown)
    report.gaps |= block.gaps
    report.blocks[block.index] = block.digest
    report.cut = report.cut or block.cut
    for key, dep in block.departures.items():
        if key in report.departures:
            report.departures[key].times += dep.times
        else:
            report.departures[key] = replace(dep)  # its own count: a block may be merged into two reports
    if block.run is not None and report.run is None:
        assert block.run.divergence is not None
        report.run, report.hand, report.first_step = block.run, block.hand, block.run.divergence.step


def fuzz(fuzzer: Fuzzer, *, hands: int, max_time: float | None = None,
         progress: Callable[[int, Report], None] | None = None, allow: Collection[str] = (),
         shard: tuple[int, int] = (1, 1), size: int = BLOCK) -> Report:
    """Play up to ``hands`` hands (or until ``max_time`` seconds have passed) and return the report;
    with ``shard`` ``(K, N)``, only the blocks of shard K of N (:func:`shard_blocks`) of those hands.

    Without :attr:`Fuzzer.keep_going` the run stops at the first difference (the report's ``run`` is
    the divergent hand, unshrunk); keeping going it plays every hand and collects each distinct
    departure (:attr:`Divergence.departure`) in ``departures``, those charged to a rule of ``allow``
    being only counted (``allowed``).

    Raises:
        ImplementationError, ImplementationSkipped: see :meth:`Fuzzer.play`.
    """
    report = Report()
    start = time.monotonic()
    deadline = None if max_time is None else time.time() + max_time
    for index in shard_blocks(hands, shard, size):
        before = report.hands

        def tick(block: Block, before: int = before) -> None:
            if progress is not None:
                progress(before + block.hands, report)

        block = play_block(fuzzer, index, hands=hands, size=size, deadline=deadline, allow=allow, on_hand=tick)
        merge_block(report, block)
        if block.run is not None or block.cut:
            break
    report.seconds = time.monotonic() - start
    return report


# --- several adapter processes at once (--jobs) ------------------------------------------

_worker: dict[str, Any] = {}
"""In a worker process of :func:`fuzz_jobs`: its fuzzer, adapter timeout, shared counters, or why it could not start."""


def _start_worker(command: str, timeout: float, variant_ids: Sequence[str], options: Sequence[str], seed: int,
                  keep_going: bool, limit: Any, done: Any) -> None:
    """Start a worker of :func:`fuzz_jobs`: its own adapter (stopped when the worker ends) and fuzzer."""
    import multiprocessing.util
    import signal

    from ..commands import plainly
    from ..protocol.program import SubprocessImplementation

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the workers
    _worker.update(limit=limit, done=done, timeout=timeout)
    try:
        impl = SubprocessImplementation(command, timeout=timeout)
        multiprocessing.util.Finalize(None, impl.shutdown, exitpriority=10)
        _worker["fuzzer"] = Fuzzer(impl, variant_ids, options, seed, keep_going=keep_going)
    except (ImplementationError, ValueError, FuzzError) as e:
        _worker["error"] = f"cannot start the implementation: {plainly(e, timeout).splitlines()[0]}"


def _worker_block(index: int, hands: int, size: int, deadline: float | None, allow: tuple[str, ...]) -> Block:
    """Play one block in a worker of :func:`fuzz_jobs` (a failure to drive the adapter is the block's ``error``)."""
    from ..commands import plainly

    if "error" in _worker:
        return Block(index, error=_worker["error"])
    limit, done = _worker["limit"], _worker["done"]

    def counted(_: Block) -> None:
        with done.get_lock():
            done.value += 1

    try:
        return play_block(_worker["fuzzer"], index, hands=hands, size=size, deadline=deadline, allow=allow,
                          stop=lambda: limit.value < index, on_hand=counted)
    except (ImplementationError, ImplementationSkipped) as e:
        return Block(index, error=f"the implementation could not be driven: "
                                  f"{plainly(e, _worker['timeout']).splitlines()[0]}")


def _rebind(run: HandRun, rulesets: Mapping[str, Ruleset]) -> None:
    """Give the states of a run received from a worker this process's ruleset objects (the engine keys
    its caches by the ruleset's identity).
    """
    r = rulesets[run.deal.variant]
    run.state = replace(run.state, ruleset=r)
    if run.prior is not None:
        run.prior = replace(run.prior, ruleset=r)


def fuzz_jobs(fuzzer: Fuzzer, command: str, *, jobs: int, timeout: float, hands: int,
              max_time: float | None = None, progress: Callable[[int, Report], None] | None = None,
              allow: Collection[str] = (), shard: tuple[int, int] = (1, 1), size: int = BLOCK) -> Report:
    """:func:`fuzz` with the blocks spread over ``jobs`` adapter processes: ``fuzzer``'s own (its blocks played
    in this process) and those of ``jobs - 1`` worker processes, each driving its own adapter started by
    ``command`` (with ``fuzzer``'s variants, options, seed and keeping going). This process plays blocks while
    the workers start, and between hands hands out blocks to them as they finish theirs. The blocks are merged
    in their order, so the report is the one :func:`fuzz` gives: without keeping going the blocks after the
    first difference's are not counted (and are stopped); ``max_time`` stops every worker.

    Raises:
        FuzzError: an adapter could not be started or driven (one line saying why).
    """
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    from ..commands import plainly

    ctx = multiprocessing.get_context("spawn")  # no adapter pipe or thread of this process inherited
    limit = ctx.Value("q", 1 << 62)  # blocks above it stop (the first difference's; -1: all)
    done = ctx.Value("q", 0)
    deadline = None if max_time is None else time.time() + max_time
    start = time.monotonic()
    todo = iter(shard_blocks(hands, shard, size))
    results: dict[int, Block] = {}
    live = Report()
    first: int | None = None
    pending: dict[Future[Block], int] = {}
    workers = jobs - 1
    pool = None if workers < 1 else ProcessPoolExecutor(
        workers, mp_context=ctx, initializer=_start_worker,
        initargs=(command, timeout, fuzzer.variants, fuzzer.options, fuzzer.seed, fuzzer.keep_going, limit, done))

    def next_block() -> int | None:
        """The next block to play (``None``: none left, or none wanted after a difference or the time limit)."""
        if limit.value < 0:
            return None
        index = next(todo, None)
        return None if index is None or (first is not None and index > first) else index

    def finished(block: Block) -> None:
        nonlocal first
        if block.error:
            raise FuzzError(block.error)
        if block.run is not None and (first is None or block.index < first):
            first = limit.value = block.index
        results[block.index] = block
        merge_block(live, block)
        if block.cut and deadline is not None and time.time() > deadline:
            limit.value = -1

    def collect(ready: Collection[Future[Block]]) -> None:
        for future in ready:
            try:
                block = future.result()
            except BrokenProcessPool as e:
                raise FuzzError(f"a worker process stopped before its block was played ({e}); a program that "
                                "calls fuzz_jobs must do so under if __name__ == '__main__'") from None
            del pending[future]
            for dep in block.departures.values():
                _rebind(dep.run, fuzzer.rulesets)
            if block.run is not None:
                _rebind(block.run, fuzzer.rulesets)
            finished(block)

    def hand_out() -> None:
        """Give each worker a block to play when it has none (this process hands them out between its
        hands, so that none waits long, and none is left with blocks queued while this process has none).
        """
        while pool is not None and len(pending) < workers:
            index = next_block()
            if index is None:
                return
            pending[pool.submit(_worker_block, index, hands, size, deadline, tuple(allow))] = index

    def stopped(index: int) -> Callable[[], bool]:
        return lambda: limit.value < index

    def between_hands(_: Block) -> None:
        with done.get_lock():
            done.value += 1
        ready = [f for f in pending if f.done()]
        if ready:
            collect(ready)
            hand_out()
        if progress is not None:
            progress(done.value, live)

    try:
        hand_out()
        while True:
            index = next_block()
            if index is not None:  # this process plays a block too, with the fuzzer's own adapter
                try:
                    block = play_block(fuzzer, index, hands=hands, size=size, deadline=deadline, allow=allow,
                                       stop=stopped(index), on_hand=between_hands)
                except (ImplementationError, ImplementationSkipped) as e:
                    block = Block(index, error=f"the implementation could not be driven: "
                                               f"{plainly(e, timeout).splitlines()[0]}")
                finished(block)
                hand_out()
                continue
            if not pending:
                break
            ready, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            collect(ready)
            hand_out()
            if progress is not None:
                progress(done.value, live)
    finally:
        limit.value = -1
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
    report = Report()
    for index in sorted(results):
        if first is not None and index > first:
            break
        merge_block(report, results[index])
    report.seconds = time.monotonic() - start
    return report
