"""Benchmark: the CPU cost of ``python -m five_hundred_suite run`` against a bare replay of the same cases.

Both talk to the served reference engine (``python -m five_hundred_suite.serve``) over the adapter
protocol. The *bare replay* is the least a runner can do: it reads the compiled cases
(``cases.jsonl``, the export) and sends their requests, one JSON line out and one back, checking
nothing: a scenario's requests (references to earlier answers resolved), each whole-hand fixture
played once from its pack and scored, each perft position's counts. ``run`` does the whole corpus:
every check, five stages per hand fixture, the refusals the fixtures list, the reports.

The CPU figures are user + system seconds of the command and every process it started and waited
for (the served engine included), so that other load on the machine changes them little. The run
is measured once warm (its compiled corpus already cached), after a first run that is not counted.

    python benchmarks/run_speed.py [--cases build/cases.jsonl] [--runs N]

Prints the two figures and their ratio (the target is at most 3). Never a timed test.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

SERVE = f"{shlex.quote(sys.executable)} -m five_hundred_suite.serve"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cpu_of(argv: list[str]) -> float:
    """User + system CPU seconds of a command and the processes it waited for.

    Raises:
        SystemExit: the command failed (its output tail is printed).
    """
    before = _children_cpu()
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"{' '.join(argv[:4])} ... failed ({done.returncode}):\n{(done.stdout + done.stderr)[-3000:]}")
    return _children_cpu() - before


# --- the bare replay (run as a child process of the benchmark: --bare CASES) ------------------


class _Program:
    def __init__(self, command: str) -> None:
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.seq = 0
        self.ask("hello", {"protocol": 1})

    def ask(self, cmd: str, fields: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.seq += 1
        self.proc.stdin.write(json.dumps({"seq": self.seq, "cmd": cmd, **fields}) + "\n")
        self.proc.stdin.flush()
        answer: dict[str, Any] = json.loads(self.proc.stdout.readline())
        return answer

    def value(self, cmd: str, fields: dict[str, Any]) -> Any:
        return self.ask(cmd, fields).get("value")

    def stop(self) -> None:
        assert self.proc.stdin is not None
        self.ask("stop", {})
        self.proc.stdin.close()
        self.proc.wait()


def _locate(envelope: Any, path: list[Any]) -> Any:
    here = envelope
    for seg in path:
        if isinstance(seg, dict):
            return None  # a selection: only checks use them, and a bare replay checks nothing
        try:
            here = here[seg]
        except (KeyError, IndexError, TypeError):
            return None
    return here


def _resolve(value: Any, answers: dict[str, Any]) -> Any:
    if isinstance(value, dict) and "$ref" in value:
        return _locate(answers[value["$ref"]], value["path"])
    if isinstance(value, dict):
        return {k: _resolve(v, answers) for k, v in value.items()}
    if isinstance(value, list):
        return [_resolve(v, answers) for v in value]
    return value


def _scenario(p: _Program, case: dict[str, Any]) -> None:
    answers: dict[str, Any] = {}
    for step in case["steps"]:
        req = step.get("request")
        if req is None:
            continue
        if "group" in req:
            answer: Any = {}
            for one in req["group"]:
                answer = p.ask(one["cmd"], _resolve(one["args"], answers))
                if not answer.get("ok"):
                    break
        elif "foreach" in req:
            items = _resolve(req["foreach"], answers) or []
            answer = {"ok": True, "value": [p.value(req["cmd"], {**_resolve(req["args"], answers), req["item"]: x})
                                            for x in items]}
        else:
            answer = p.ask(req["cmd"], _resolve(req["args"], answers))
        answers[req["id"]] = answer


def _hand(p: _Program, case: dict[str, Any]) -> None:
    hand, setup = case["hand"], case["setup"]
    game = p.value("open", {"variant": setup["variant"], "options": setup["options"],
                            "setup": {"dealer": setup["dealer"], "pack": setup["pack"]}})
    p.value("observe", {"game": game})
    for action in hand["auction"]:
        p.value("act", {"game": game, "action": action})
    exp = hand["expect"]
    if exp["contract"] is not None:
        contractor = exp["contractor"]
        p.value("act", {"game": game, "action": f"{contractor} discard {' '.join(hand['discard'])}"})
        if p.value("observe", {"game": game})["phase"] == "nomination":
            p.value("act", {"game": game, "action": f"{contractor} nominate {hand['nomination']}"})
        seats = list(hand["hands"])
        for trick in hand["tricks"]:
            active = p.value("observe", {"game": game})["active"]
            at = seats.index(trick["leader"])
            order = [s for s in seats[at:] + seats[:at] if s in active]
            for seat, card in zip(order, trick["cards"], strict=True):
                p.value("act", {"game": game, "action": f"{seat} play {card.replace(':', ' ')}"})
    p.value("observe", {"game": game})
    p.value("close", {"game": game})


def _perft(p: _Program, case: dict[str, Any]) -> None:
    setup = case["setup"]
    for count in case["counts"]:
        game = p.value("open", {"variant": setup["variant"], "options": setup["options"],
                                "setup": {k: setup[k] for k in ("dealer", "hands", "kitty")}})
        for action in case["actions"]:
            p.value("act", {"game": game, "action": action})
        p.value("count-sequences", {"game": game, "depth": count["depth"]})
        p.value("close", {"game": game})


def bare_replay(cases_file: Path, command: str = SERVE) -> int:
    """Send the requests of every case in ``cases_file`` to ``command``, checking nothing; the number of requests."""
    program = _Program(command)
    run = {"scenario": _scenario, "hand": _hand, "perft": _perft}
    with cases_file.open(encoding="utf-8") as f:
        for line in f:
            case = json.loads(line)
            run[case["kind"]](program, case)
    program.stop()
    return program.seq


def main() -> None:
    """Measure and print the figures (or, with ``--bare``, be the bare replay)."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=Path, default=None,
                        help="the compiled cases to replay (default: exported afresh into a scratch folder)")
    parser.add_argument("--runs", type=int, default=1, help="measure each command this many times; the least counts")
    parser.add_argument("--bare", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.bare is not None:
        print(bare_replay(args.bare))
        return
    python = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        cases = args.cases
        if cases is None:
            cases = Path(tmp) / "cases.jsonl"
            subprocess.run([python, "-m", "five_hundred_suite", "export", "--out", str(cases)], check=True,
                           capture_output=True)
        run = [python, "-m", "five_hundred_suite", "run", "--impl", SERVE, "--out", str(Path(tmp) / "run")]
        cpu_of(run)  # the first run compiles the corpus into its cache: not counted
        bare = min(cpu_of([python, __file__, "--bare", str(cases)]) for _ in range(args.runs))
        full = min(cpu_of(run) for _ in range(args.runs))
    print(f"run (whole corpus, served engine): {full:6.2f} s CPU")
    print(f"bare replay of the same cases:     {bare:6.2f} s CPU")
    print(f"ratio:                             {full / bare:6.2f}  (target: at most 3)")
    print(f"(CPU of each command and its children: {os.cpu_count()} cores; load changes the figures a little)")


if __name__ == "__main__":
    main()
