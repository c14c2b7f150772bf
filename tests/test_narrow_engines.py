"""Fair verdicts for engines of narrower means than ours: the proxy ``tests/fakes/limited.py`` in
front of the served reference engine (a) refuses every card outside its variant's pack, (b) cites
no rule ID, (c) has no joker nomination step. ``smoke`` passes each, and the joker scenarios give
each a verdict on every case that is not about what it lacks.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from five_hundred_suite.cases import compiled_corpus
from five_hundred_suite.catalogue import ROOT, rule_ids
from five_hundred_suite.results import Status

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the subprocess adapter needs a POSIX system")

PROXY = f"{shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'tests' / 'fakes' / 'limited.py'))}"
SWITCHES = {"a": "--pack-only", "b": "--no-rule-ids", "c": "--no-nomination"}

NOMINATION_RULES = frozenset({"JOKER-05", "JOKER-12", "DECIDE-13", "DECIDE-14", "DECIDE-15", "DECIDE-37"})
"""The rules about the joker's nomination: who nominates, when, what a nominated joker is, and
how a hand records it. An engine without the step may fail these, and only these."""


def _smoke(switch: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "five_hundred_suite", "smoke", "--impl", f"{PROXY} {switch}"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)


def _joker_cases(tmp: Path, switch: str) -> list[dict[str, Any]]:
    out = tmp / f"run{switch}"
    done = subprocess.run([sys.executable, "-m", "five_hundred_suite", "run", "--impl", f"{PROXY} {switch}",
                           "--variant", "all", "-k", "joker", "--fail-on", "none", "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)
    out = out / "results.json"
    assert out.is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    records: list[dict[str, Any]] = json.loads(out.read_text("utf-8"))["results"]
    return records


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[subprocess.CompletedProcess[str], list[Any]]]:
    compiled_corpus(echo=lambda _: None)  # compiled once, before the runs that read it
    tmp = tmp_path_factory.mktemp("narrow")
    with ThreadPoolExecutor(2) as pool:
        smokes = dict(zip(SWITCHES, pool.map(_smoke, SWITCHES.values()), strict=True))
        cases = dict(zip(SWITCHES, pool.map(lambda s: _joker_cases(tmp, s), SWITCHES.values()), strict=True))
    return {k: (smokes[k], cases[k]) for k in SWITCHES}


def test_the_nomination_rules_are_in_the_catalogue() -> None:
    assert rule_ids() >= NOMINATION_RULES


def test_smoke_passes_each_narrow_engine(runs: dict[str, Any]) -> None:
    for key in ("b", "c"):
        done = runs[key][0]
        assert done.returncode == 0 and "all OK" in done.stdout, (key, done.stdout)
    # smoke's trick asks about 4S, which the four-player pack lacks; until it asks with the
    # claimed variant's cards, that is the one check a pack-only engine fails.
    failed = [line for line in runs["a"][0].stdout.splitlines() if line.startswith("FAIL")]
    assert all(line.startswith("FAIL  trick-winner:") and "4S is not a card" in line for line in failed), failed


def test_an_engine_knowing_only_its_pack_passes_the_joker_cases(runs: dict[str, Any]) -> None:
    records = runs["a"][1]
    assert [r["case"] for r in records if r["status"] not in (Status.PASSED, Status.NOT_APPLICABLE)] == []


def test_an_engine_citing_no_rule_fails_only_on_citations(runs: dict[str, Any]) -> None:
    records = runs["b"][1]
    assert sum(r["status"] == Status.PASSED for r in records) > 100
    wrong = [(r["case"], r["message"]) for r in records if r["status"] not in (Status.PASSED, Status.NOT_APPLICABLE)
             and "the rule cited" not in str(r["message"])]
    assert wrong == []


def test_an_engine_without_nomination_fails_only_the_nomination_rules(runs: dict[str, Any]) -> None:
    records = runs["c"][1]
    failed = [r for r in records if r["status"] in ("failed", "error", "timeout")]
    skipped = [r for r in records if r["status"] == "skipped"]
    assert failed, "the nomination rules must fail, not pass or skip"
    assert [r["case"] for r in failed if not NOMINATION_RULES & set(r["rules"])] == []
    assert [r["case"] for r in skipped if not NOMINATION_RULES & set(r["rules"])] == []
    joker_play = [r for r in records if r["case"].startswith("play/joker-no-trumps.feature")
                  and not NOMINATION_RULES & set(r["rules"]) and r["status"] != Status.NOT_APPLICABLE]
    assert len(joker_play) >= 30
    assert [r["case"] for r in joker_play if r["status"] != Status.PASSED] == []
