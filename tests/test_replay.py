"""The compiled corpus that ``python -m five_hundred_suite run`` executes outside pytest
(:mod:`five_hundred_suite.cases.replay`): recorded from the pytest run of the scenarios on the reference,
kept in its cache folder until a source changes, and refused before it is compiled when a recorded hand
is wrong. What ``run`` says of programs that depart from the rules is tested in ``tests/test_charging.py``
and ``tests/test_runner.py``.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from five_hundred_suite.cases import (
    CACHE_ENV,
    CORPUS_SOURCES,
    cache_dir,
    compiled_corpus,
    compiled_name,
    corpus_fingerprint,
    not_recorded,
    read_cases,
)
from five_hundred_suite.catalogue import ROOT

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the subprocess adapter needs a POSIX system")

PY = shlex.quote(sys.executable)
FAKES = ROOT / "tests" / "fakes"


def fake(name: str, *args: str) -> str:
    return " ".join([PY, shlex.quote(str(FAKES / f"{name}.py")), *args])


SUBSET = ("stops_at_trick_3 or after_a_spade_lead or slam or refused_naming or left_bower or nominates or "
          "AU-0001 or AU-0014 or TP-0001 or AM-0001 or AU-P01")
"""Scenarios, hand stages and perft counts of every variant."""


def test_run_on_the_served_reference_gives_the_records_of_the_pytest_run(tmp_path: Path) -> None:
    """The site puts the pytest run of the reference beside each program's ``run`` by record ID: on the
    reference served over the protocol, ``run`` writes the same records (ID, status, rules, variant, case)
    as the pytest run, less the rows the export leaves out (those pytest reports as not applicable) and the
    corpus's checks of itself (the independent perft counter)."""
    compiled_corpus(echo=lambda _: None)
    results = tmp_path / "pytest.json"
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_corpus.py",
                    "tests/test_hands.py", "tests/test_perft.py", "-k", SUBSET, "--results", str(results)],
                   cwd=ROOT, capture_output=True, text=True, timeout=900, check=True)
    own_checks = "test_perft.py::test_independent_counter_gives_the_pinned_count"  # of the corpus, not of an engine
    live = {r["id"]: r for r in json.loads(results.read_text("utf-8"))["results"] if own_checks not in r["id"]}
    subprocess.run([sys.executable, "-m", "five_hundred_suite", "run", "--impl", f"{PY} -m five_hundred_suite.serve",
                    "--variant", "all", "-k", SUBSET, "--out", str(tmp_path / "run")],
                   cwd=ROOT, capture_output=True, text=True, timeout=900, check=True)
    direct = {r["id"]: r for r in json.loads((tmp_path / "run" / "results.json").read_text("utf-8"))["results"]}
    assert len(direct) > 50, "the subset runs something"
    assert set(direct) <= set(live), sorted(set(direct) - set(live))[:5]
    assert {live[i]["status"] for i in set(live) - set(direct)} <= {"n/a"}

    def verdict(record: dict[str, Any]) -> tuple[Any, ...]:
        return (record["status"], record.get("charged"), record["variant"], record["rules"],
                record["case"] if record["status"] != "n/a" else None, record.get("citations"))

    differ = {i: (verdict(live[i]), verdict(direct[i])) for i in direct if verdict(live[i]) != verdict(direct[i])}
    assert not differ, list(differ.items())[:3]


def test_the_modules_left_out_of_the_corpus_fingerprint_are_not_imported_by_the_recording() -> None:
    """Changing the commands or cases/replay.py does not compile the corpus again: nothing that records it imports them."""
    script = ("import sys, pytest\n"
              "code = pytest.main(['-p', 'no:cacheprovider', '-p', 'no:terminal', 'tests/test_corpus.py', "
              "'-k', 'made_exactly or follow'])\n"
              "print(' '.join(sorted(m for m in sys.modules if m.startswith('five_hundred_suite'))))\n"
              "sys.exit(int(code))\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          check=False)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    imported = {m.removeprefix("five_hundred_suite.").replace(".", "/") + ".py" for m in done.stdout.split()}
    assert "plugin.py" in imported and "cases.py" in imported
    left_out = {m for m in imported if not_recorded(m) or not_recorded(m.removesuffix(".py") + "/")}
    assert not left_out, left_out


def test_the_compiled_corpus_is_kept_until_a_source_changes(tmp_path: Path) -> None:
    cases = compiled_corpus(echo=lambda _: None)
    kept = list((ROOT / "build" / "cases").glob(compiled_name()))
    assert compiled_name().endswith(f"-{corpus_fingerprint()[:20]}.jsonl")
    assert len(kept) == 1 and read_cases(kept[0]) == cases, "the kept file is a valid export"
    said: list[str] = []
    assert compiled_corpus(echo=said.append) == cases and not said, "read back, not compiled again"
    copy = tmp_path / "checkout"
    for source in CORPUS_SOURCES:
        (copy / source).parent.mkdir(parents=True, exist_ok=True)
        if (ROOT / source).is_file():
            shutil.copy(ROOT / source, copy / source)
        else:
            shutil.copytree(ROOT / source, copy / source, ignore=shutil.ignore_patterns("__pycache__"))
    assert corpus_fingerprint(copy) == corpus_fingerprint()
    (copy / "five_hundred_suite" / "commands" / "run.py").write_text("# changed\n", encoding="utf-8")
    assert corpus_fingerprint(copy) == corpus_fingerprint(), "a module the recording never imports"
    scenario = next((copy / "features").rglob("*.feature"))
    scenario.write_text(scenario.read_text("utf-8") + "\n", encoding="utf-8")
    assert corpus_fingerprint(copy) != corpus_fingerprint()


def test_the_cache_folder_is_the_one_given_else_the_environments_else_the_checkouts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(CACHE_ENV, raising=False)
    assert cache_dir() == ROOT / "build" / "cases", "a checkout keeps it in its build folder"
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "env"))
    assert cache_dir() == tmp_path / "env"
    assert cache_dir(tmp_path / "given") == tmp_path / "given"


def test_export_and_run_read_the_compiled_corpus_from_the_cache_folder_chosen(tmp_path: Path) -> None:
    compiled_corpus(echo=lambda _: None)
    chosen = tmp_path / "cache"
    chosen.mkdir()
    shutil.copy(ROOT / "build" / "cases" / compiled_name(), chosen / compiled_name())
    env = {**os.environ, CACHE_ENV: str(tmp_path / "elsewhere"), "COLUMNS": "200"}
    export = subprocess.run([sys.executable, "-m", "five_hundred_suite", "export", "--cache-dir", str(chosen),
                             "--out", str(tmp_path / "cases.jsonl")], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=600, check=False)
    assert export.returncode == 0, export.stdout + export.stderr
    assert "compiling" not in export.stdout, "read from the cache, not compiled again"
    assert (tmp_path / "cases.jsonl").read_bytes() == (chosen / compiled_name()).read_bytes()
    assert not (tmp_path / "elsewhere").exists()
    env[CACHE_ENV] = str(chosen)
    run = subprocess.run([sys.executable, "-m", "five_hundred_suite", "run", "--impl", f"{PY} -m five_hundred_suite.serve", "-k", "pack",
                          "--variant", "australian", "--out", str(tmp_path / "out")], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "compiling" not in run.stdout


def test_a_cache_that_cannot_be_written_costs_only_the_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import five_hundred_suite.cases.cache as cases_module

    compiled = [{"id": "x", "kind": "perft"}]
    monkeypatch.setattr(cases_module, "compile_cases", lambda **_: compiled)
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder\n", encoding="utf-8")
    said: list[str] = []
    assert compiled_corpus(blocked / "cache", echo=said.append) == compiled
    assert len(said) == 2 and said[1].startswith(f"the compiled corpus could not be kept in {blocked / 'cache'}")
    assert "--cache-dir" in said[1] and CACHE_ENV in said[1]


def test_the_pytest_run_says_what_its_records_are(tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_corpus.py",
                           "tests/test_perft.py", "tests/test_properties.py", "-k",
                           "the_players_draw_for_the_first_dealer or AU-P01 or perft_file_is_valid or table_value_formula",
                           "--results", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-3000:]
    records = json.loads(out.read_text("utf-8"))["results"]
    na = [r for r in records if r["status"] == "n/a"]
    scenarios = [r for r in records if r["id"].startswith("tests/test_corpus.py") and r["status"] != "n/a"]
    pinned = [r for r in records if "test_implementation_gives_the_pinned_count" in r["id"]]
    alone = len(records) - len(na) - len(scenarios) - len(pinned)
    assert na and scenarios and pinned and alone >= 2
    line = next(x for x in done.stdout.splitlines() if x.startswith("results: "))
    assert line.startswith(f"results: {out}: {len(records)} records: {len(scenarios)} scenario")
    assert f"(the {len(scenarios) + len(pinned)} records run makes of the same corpus)" in line
    assert f"; {len(na)} Examples row" in line and f"; {alone} checks no adapter is asked (" in line


def test_a_hand_the_reference_refuses_stops_the_export_before_the_corpus_is_compiled(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import five_hundred_suite.cases.cache as cache_module
    from five_hundred_suite.cases import ExportError, hand_cases

    def never(*_: object, **__: object) -> list[dict[str, object]]:
        raise AssertionError("the corpus was compiled although a hand was refused")

    monkeypatch.setattr(cache_module, "compiled_corpus", never)
    seen: list[int] = []

    def refuse(cases: list[dict[str, object]]) -> str:
        seen.append(len(cases))
        return "features/hands/australian/AU-0002.yaml:48: a revoke"

    with pytest.raises(ExportError, match=r"AU-0002\.yaml:48: a revoke"):
        cache_module.export(tmp_path / "cases.jsonl", check=refuse)
    assert seen and seen[0] == len(hand_cases()), "the check saw every hand case"
    assert not (tmp_path / "cases.jsonl").exists()
