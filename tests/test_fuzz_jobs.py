"""The fuzzer over several adapter processes (``fuzz --jobs N``) and in shards (``fuzz --shard K/N``,
``fuzz --merge``): the same seed plays the same hands and finds the same departures whatever N is,
the shards of a seed together play each of its hands once, and their departures files merge into the
table of the whole run. Blocks of 4 hands keep the runs short (the command's blocks are of 100).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from five_hundred_suite.catalogue import ROOT
from five_hundred_suite.fuzz import Fuzzer, fuzz, fuzz_jobs, main, merge_departures, shard_blocks
from five_hundred_suite.protocol.program import SubprocessImplementation
from tests.fakes.three_departures import ThreeDepartures

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the subprocess adapter needs a POSIX system")

PY = shlex.quote(sys.executable)
THREE = f"{PY} {shlex.quote(str(ROOT / 'tests' / 'fakes' / 'three_departures.py'))}"
DEPARTING = f"{PY} {shlex.quote(str(ROOT / 'tests' / 'fakes' / 'departures.py'))}"
SERVE = f"{PY} -m five_hundred_suite.serve"
BLOCK = 4


def suite(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "five_hundred_suite", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, check=False, env={**os.environ, "COLUMNS": "200"})


def fuzzed(out: Path, command: str = THREE, **kw: Any) -> tuple[int, list[str]]:
    lines: list[str] = []
    kw.setdefault("keep_going", True)
    status = main(command, variant_ids=["australian"], seed=kw.pop("seed", 2), block=BLOCK, out=out,
                  echo=lines.append, **kw)
    return status, lines


def saved(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def found(data: dict[str, Any]) -> list[tuple[Any, ...]]:
    """The departures of a departures file without their draft (each run writes its own)."""
    return [tuple(v for k, v in rec.items() if k != "draft") for rec in data["departures"]]


def table(lines: list[str]) -> list[list[str]]:
    """The rows of the printed table of departures, without the draft column."""
    return [line.split()[:-1] for line in lines if re.match(r"  [A-Z]+-\d+ +[a-z-]+ ", line)]


@pytest.fixture(scope="module")
def whole(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, list[str], dict[str, Any]]:
    """The unsharded run of 12 hands (3 blocks) against the fake with three departures, one process."""
    out = tmp_path_factory.mktemp("whole")
    status, lines = fuzzed(out, hands=12)
    return status, lines, saved(out / "departures.json")


def test_jobs_1_and_2_play_the_same_hands_and_find_the_same_departures(
        whole: tuple[int, list[str], dict[str, Any]], tmp_path: Path) -> None:
    status, lines, one = whole
    status2, lines2 = fuzzed(tmp_path, hands=12, jobs=2)
    two = saved(tmp_path / "departures.json")
    assert status == status2 == 1, lines2
    assert any("2 adapter processes" in line for line in lines2)
    assert len(one["blocks"]) == 3 and one["blocks"] == two["blocks"]  # every hand's deal and actions alike
    for key in ("hands", "actions", "illegal", "contracts", "complete"):
        assert one[key] == two[key], key
    assert found(one) == found(two) and {r[0] for r in found(one)} >= {"DEAL-04", "SCORE-04", "JOKER-10"}
    assert table(lines) == table(lines2) and len(table(lines)) == len(one["departures"])
    assert [line for line in lines if line.startswith("situations:")] == \
        [line for line in lines2 if line.startswith("situations:")]
    drafts = [Path(rec["draft"]) for rec in two["departures"]]
    assert all(p.is_file() and p.parent == tmp_path for p in drafts) and len(set(drafts)) == len(drafts)


def test_the_three_shards_play_each_hand_of_the_seed_once_and_merge_into_its_table(
        whole: tuple[int, list[str], dict[str, Any]], tmp_path: Path) -> None:
    _, lines, one = whole
    files = []
    for k in (1, 2, 3):
        status, said = fuzzed(tmp_path, hands=12, shard=(k, 3), jobs=2 if k == 2 else 1)
        assert status == 1 and any(f"shard {k}/3 (1 of the 3 blocks of 4 hands)" in line for line in said), said
        files.append(tmp_path / f"departures-{k}-of-3.json")
    shards = [saved(p) for p in files]
    blocks = [set(s["blocks"]) for s in shards]
    assert blocks == [{"0"}, {"1"}, {"2"}]  # no block twice, none lost
    assert {b: d for s in shards for b, d in s["blocks"].items()} == one["blocks"]  # the same hands in them
    assert sum(s["hands"] for s in shards) == one["hands"] == 12
    merged: list[str] = []
    assert merge_departures(files, echo=merged.append) == 1
    assert merged[0].startswith("fuzz merge: ") and "shards 1/3, 2/3, 3/3" in merged[0] and "12 hands" in merged[0]
    assert f"{one['actions']} actions" in merged[0]
    assert table(merged) == table(lines)  # the same departures, first found at the same hands, as often
    partial: list[str] = []
    assert merge_departures(files[:2], echo=partial.append) == 2
    assert partial[-1] == "error: --merge: shard 3/3 missing: the table covers only part of the run's hands"


def test_without_keep_going_every_job_count_stops_at_the_same_first_difference(tmp_path: Path) -> None:
    # with seed 5 the slam bonus is first missed at hand 11 (block 2 of 4); blocks 2 and 3 run side by side
    lines = {}
    for jobs in (1, 2):
        status, said = fuzzed(tmp_path / str(jobs), f"{DEPARTING} no-slam-bonus", seed=5, hands=16, jobs=jobs,
                              keep_going=False)
        assert status == 1, said
        lines[jobs] = [re.sub(r"draft fixture \S+", "draft", line) for line in said[1:]]
    assert lines[1] == lines[2] and lines[1][0].startswith("DIFFERS (australian, seed 5, hand 11)"), lines


def test_a_time_limit_stops_every_job_and_the_served_engine_differs_nowhere(tmp_path: Path) -> None:
    # the limit counts the start of the workers and their adapters (a second or two here)
    status, said = fuzzed(tmp_path, SERVE, hands=1_000_000, max_time=6, jobs=2, keep_going=False)
    assert status == 0, said
    counted = re.match(r"fuzz: (\d+) hands, .* nothing differs", said[-1])
    assert counted is not None and 0 < int(counted.group(1)) < 1_000_000, said


def test_this_process_plays_blocks_with_the_fuzzers_own_adapter_beside_the_workers() -> None:
    # the fuzzer's own adapter (here in process) plays blocks while the one worker starts and plays others
    mine = Fuzzer(ThreeDepartures(), ["australian"], seed=2, keep_going=True)
    report = fuzz_jobs(mine, THREE, jobs=2, timeout=5.0, hands=24, size=BLOCK)
    alone = fuzz(Fuzzer(ThreeDepartures(), ["australian"], seed=2, keep_going=True), hands=24, size=BLOCK)
    assert report.blocks == alone.blocks and len(report.blocks) == 6
    assert (report.hands, report.actions, report.illegal, report.covered) == \
        (alone.hands, alone.actions, alone.illegal, alone.covered)
    assert {k: (d.hand, d.times) for k, d in report.departures.items()} == \
        {k: (d.hand, d.times) for k, d in alone.departures.items()}
    assert mine.covered  # this process played at least the first block


def test_in_process_shards_partition_the_blocks() -> None:
    assert list(shard_blocks(10, (1, 1), 4)) == [0, 1, 2]
    assert sorted(b for k in (1, 2, 3) for b in shard_blocks(1000, (k, 3))) == list(range(10))
    reports = [fuzz(Fuzzer(ThreeDepartures(), ["australian"], seed=2, keep_going=True), hands=12,
                    shard=(k, 2), size=BLOCK) for k in (1, 2)]
    assert [sorted(r.blocks) for r in reports] == [[0, 2], [1]]
    assert [r.hands for r in reports] == [8, 4]


@pytest.mark.parametrize(("args", "words"), [
    (["--impl", SERVE, "--jobs", "0"], "argument --jobs: 0: give a whole number, 1 or more"),
    (["--impl", SERVE, "--jobs", "two"], "argument --jobs: 'two' is not a whole number"),
    (["--impl", SERVE, "--shard", "3/2"], "argument --shard: '3/2': give K/N"),
    (["--impl", SERVE, "--shard", "x"], "argument --shard: 'x': give K/N"),
    (["--impl", SERVE, "--shard", "0/3"], "argument --shard: '0/3': give K/N"),
    (["--impl", SERVE, "--merge", "a.json"], "--merge reads departures files and plays no hands"),
    (["--merge", "/nonexistent/departures-1-of-2.json"], "--merge /nonexistent/departures-1-of-2.json: cannot be read"),
    (["--shard", "1/2"], "the following arguments are required: --impl"),
    (["--impl", "'unclosed"], "argument --impl: \"'unclosed\" does not split like a shell command line"),
    (["--impl", " "], "argument --impl: give the command that starts the adapter"),
])
def test_bad_jobs_shard_and_merge_are_refused_in_one_line(args: list[str], words: str) -> None:
    done = suite("fuzz", *args)
    assert done.returncode == 2, done.stdout + done.stderr
    said = (done.stdout + done.stderr).strip().splitlines()
    assert len(said) == 1 and "error: " in said[0] and words in said[0], said


def test_departures_files_of_another_run_are_not_merged(tmp_path: Path) -> None:
    first, second = tmp_path / "departures-1-of-2.json", tmp_path / "departures-2-of-2.json"
    for k in (1, 2):
        assert fuzzed(tmp_path, hands=8, shard=(k, 2), seed=2 + k)[0] == 1  # seeds 3 and 4
    assert first.is_file() and second.is_file()
    said: list[str] = []
    assert merge_departures([first, second], echo=said.append) == 2
    assert said == [f"error: --merge {second}: seed 4 is not 3 as in {first}: not shards of one run"]
    first.write_text('{"format": "five-hundred-fuzz-departures/1", "seed": 3}', encoding="utf-8")
    said.clear()
    assert merge_departures([first], echo=said.append) == 2
    assert len(said) == 1 and "is missing or not a" in said[0], said


def test_a_shard_makes_its_out_folder_as_run_does(tmp_path: Path) -> None:
    out = tmp_path / "not" / "yet"
    assert fuzzed(out, hands=4, shard=(1, 2))[0] == 1
    assert saved(out / "departures-1-of-2.json")["shard"] == [1, 2]


# --- requests written at once ---------------------------------------------------------------


def _found(impl: Any, variant: str, keep_going: bool) -> tuple[Any, ...]:
    fz = Fuzzer(impl, [variant], seed=2, keep_going=keep_going, illegal_rate=0.2)
    report = fuzz(fz, hands=30)
    assert report.run is not None or report.departures  # each of them shows within 30 hands
    first = report.run.divergence if report.run is not None else None
    return (report.hands, report.actions, report.illegal, None if first is None else (first.line(), first.rule),
            sorted((key, d.times, d.hand, d.run.divergence.rule, d.run.divergence.line())  # type: ignore[union-attr]
                   for key, d in report.departures.items()), sorted(fz.covered.items()))


@pytest.mark.parametrize("name", ["deal-from-north", "misere-plays-on", "joker-any-suit", "no-slam-bonus",
                                  "same-dealer-after-all-pass"])
def test_written_at_once_the_departures_are_those_found_asking_one_request_at_a_time(name: str) -> None:
    """Served, the fuzzer writes the requests of many steps at once (and those of the steps after them
    before it checks their answers), the two checks after a hand together, and reads no answer that is
    the reference's own byte for byte; in process it asks one request at a time and reads every answer.
    Both play the same hands and find the same departures (the first, and keeping going every one, each
    charged to the same rule), whether the departure shows in the deal, a look, the legal actions, the
    hand's score or the game after it.
    """
    from tests.fakes.departures import DEPARTURES, Departing

    variant = DEPARTURES[name].variant
    for keep_going in (False, True):
        with SubprocessImplementation(f"{DEPARTING} {name}") as served:
            assert _found(served, variant, keep_going) == _found(Departing(name), variant, keep_going), keep_going
