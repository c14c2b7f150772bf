"""The implementers' commands, ``python -m five_hundred_suite smoke`` and ``run``, against the
served reference engine and the misbehaving programs of tests/fakes/; the results file
against its schema.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from five_hundred_suite.cases import CASE_FORMAT, compiled_corpus
from five_hundred_suite.catalogue import ROOT, rules, variants
from five_hundred_suite.commands import (
    STATUSES,
    canonical_pack,
    citation_summary,
    departure_line,
    departures,
    rerun_command,
    smoke_trick,
    summarize,
    summary_markdown,
    variant_lines,
)
from five_hundred_suite.schemas import schema, schema_validator

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the subprocess adapter needs a POSIX system")

PY = shlex.quote(sys.executable)
SERVE = f"{PY} -m five_hundred_suite.serve"
FAKES = ROOT / "tests" / "fakes"


def fake(name: str, *args: str) -> str:
    return " ".join([PY, shlex.quote(str(FAKES / f"{name}.py")), *args])


def suite(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "five_hundred_suite", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=600, check=False, env={**os.environ, "COLUMNS": "200"})


def results_problems(data: Any) -> list[str]:
    jsonschema.Draft202012Validator.check_schema(schema("results"))
    validator = schema_validator("results", formats=True)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(data)]


# --- smoke -----------------------------------------------------------------------------

SMOKES: dict[str, tuple[str, str, str]] = {
    # name: (command, the check that fails, what the output must say about it)
    "hang": (fake("hang_on_act"), "act (legal)", "no answer within 1 s"),
    "crash": (fake("crash_third"), "pack", "the program stopped (crashed or exited) instead of answering"),
    "protocol99": (fake("protocol99"), "hello", "speaks adapter protocol 99; this suite speaks protocol 1"),
    "skip": (fake("skip_command", "act"), "act (legal)", "the program answered 'skipped' (fake: act is not implemented)"),
    "wrong": (fake("wrong_values"), "trick-winner", "the ace of spades, at position 1, wins; the program says position 0"),
    "garbage": (fake("garbage", "garbage"), "parse-card", "is not JSON"),
    "binary": (fake("garbage", "binary"), "parse-card", "is not UTF-8"),
    "array": (fake("garbage", "array"), "parse-card", "not an object"),
    "seq": (fake("garbage", "seq"), "parse-card", "the answer carries seq"),
    "type": (fake("garbage", "type"), "parse-card", "42 is not of type 'string'"),
    "envelope": (fake("garbage", "envelope"), "parse-card", "exactly one of 'ok', 'skipped', 'errored'"),
    "schema": (fake("garbage", "schema"), "parse-card", "'1H' does not match"),
    "errored": (fake("garbage", "errored"), "parse-card", "the implementation reported an error: fake: something broke"),
    "oversized": (fake("oversized", "long"), "parse-card", "without ending the line"),
    "missing": ("/nonexistent/five-hundred-adapter", "hello", "cannot start"),
}


@pytest.fixture(scope="module")
def smokes() -> dict[str, subprocess.CompletedProcess[str]]:
    commands = {"serve": SERVE, **{k: v[0] for k, v in SMOKES.items()},
                **{f"strict-{v}": fake("pack_strict", v) for v in STRICT}}
    with ThreadPoolExecutor(4) as pool:
        futures = {k: pool.submit(suite, "smoke", "--timeout", "1", "--impl", c) for k, c in commands.items()}
        return {k: f.result() for k, f in futures.items()}


def test_smoke_passes_the_served_engine(smokes: dict[str, subprocess.CompletedProcess[str]]) -> None:
    done = smokes["serve"]
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    checks = [line.split(":")[0].split(None, 1) for line in lines[:-1]]
    assert [c[0] for c in checks] == ["OK"] * 9
    assert [c[1] for c in checks] == ["hello", "parse-card", "pack", "trick-winner", "open", "act (legal)",
                                      "act (illegal)", "close", "stop"]
    assert '"10h" reads as "10H"' in done.stdout and "australian: 43 cards" in done.stdout
    assert '"N pass" (out of turn) refused under' in done.stdout
    assert lines[-1] == "smoke: 9 checks, all OK"


STRICT = ("australian", "three-player", "american", "two-hand-24", "six-hand", "six-hand-pairs")
"""The variants a pack-strict engine (tests/fakes/pack_strict.py) is smoked with, one at a time."""


@pytest.mark.parametrize("variant", STRICT)
def test_smoke_asks_only_about_the_claimed_variant_with_cards_of_its_pack(
        smokes: dict[str, subprocess.CompletedProcess[str]], variant: str) -> None:
    done = smokes[f"strict-{variant}"]
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "smoke: 9 checks, all OK", done.stdout
    assert f"pack: {variant}:" in done.stdout
    trick = smoke_trick(variant)
    assert set(trick) <= set(canonical_pack(variant)) and len(trick) == len(variants()[variant]["seats"])
    assert f"{' '.join(trick)} under 7H: AS (position 1) wins" in done.stdout


@pytest.mark.parametrize("name", list(SMOKES))
def test_smoke_says_plainly_what_is_wrong(smokes: dict[str, subprocess.CompletedProcess[str]], name: str) -> None:
    _, check, words = SMOKES[name]
    done = smokes[name]
    assert done.returncode == 1, done.stdout + done.stderr
    failing = [line for line in done.stdout.splitlines() if line.startswith(f"FAIL  {check}: ")]
    assert failing, done.stdout
    assert words in done.stdout, done.stdout
    assert "failed" in done.stdout.splitlines()[-1]


def test_canonical_pack_is_the_variant_file_in_canonical_order() -> None:
    pack = canonical_pack("australian")
    assert len(pack) == 43 and pack[:3] == ["5S", "6S", "7S"] and pack[-2:] == ["AH", "JK"]
    assert len(canonical_pack("three-player")) == 33


# --- run ----------------------------------------------------------------------------------

SUBSET = ("follow or lowest_trump or left_bower or texts_that_are_not_cards or made_exactly or outrank or AU-0001 or "
          "TP-0001 or AU-P01 or A45-0001 or SH-0001 or SP-0001")
"""Scenarios, hands and a perft position of both main variants, and a hand of the 45-card game and of each
six-player game: quick to run."""


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[subprocess.CompletedProcess[str], Path]]:
    compiled_corpus(echo=lambda _: None)  # compiled once, before the runs that read it
    base = tmp_path_factory.mktemp("runs")
    plans = {
        "serve": (SERVE, ["--summary-md", str(base / "serve-summary.md")]),
        "wrong": (fake("wrong_values"), []),
        "australian-only": (fake("one_variant", "australian"), []),
        "not-claimed": (fake("one_variant", "australian"), ["--variant", "three-player"]),
        "not-claimed-allowed": (fake("one_variant", "australian"), ["--variant", "three-player", "--allow-empty"]),
        "protocol99": (fake("protocol99"), []),
        "no-rule-ids": (fake("no_rule_ids"), ["--variant", "australian"]),
        "no-rule-ids-strict": (fake("no_rule_ids"), ["--variant", "australian", "--strict-rules"]),
        "skip": (fake("skip_command", "act"), ["--variant", "australian"]),
        "skip-fails": (fake("skip_command", "act"), ["--variant", "australian", "--fail-on", "skipped,failed",
                                                     "--summary-md", str(base / "skip-summary.md")]),
        "two-variants": (fake("one_variant", "australian"), ["--variant", "australian", "--variant", "three-player"]),
        "all-variants": (fake("one_variant", "australian"), ["--variant", "all"]),
    }

    def one(name: str) -> tuple[subprocess.CompletedProcess[str], Path]:
        command, extra = plans[name]
        out = base / name
        return suite("run", "--impl", command, "--out", str(out), "--timeout", "10", "-k", SUBSET, *extra), out

    with ThreadPoolExecutor(2) as pool:
        futures = {name: pool.submit(one, name) for name in plans}
        return {name: f.result() for name, f in futures.items()}


def _records(out: Path) -> dict[str, dict[str, Any]]:
    data = json.loads((out / "results.json").read_text("utf-8"))
    return {r["id"]: r for r in data["results"]}


def test_run_against_the_served_engine_passes_and_writes_junit_and_results(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    done, out = runs["serve"]
    assert done.returncode == 0, done.stdout + done.stderr
    for words in ("By area", "By rule", "all cases", "counts once under each area it checks", "SCORE-03", "wrote", "━"):
        assert words in done.stdout, words
    data = json.loads((out / "results.json").read_text("utf-8"))
    assert results_problems(data) == []
    header = data["header"]
    assert header["implementation"]["command"] == SERVE
    assert header["corpus"]["version"] and header["corpus"]["case_format"] == CASE_FORMAT
    assert header["variants"] == sorted(variants())  # every variant the served engine claims
    records = data["results"]
    assert len(records) >= 30 and {r["status"] for r in records} <= {"passed", "n/a"}
    files = {r["id"].split("::")[0] for r in records}
    assert files == {"tests/test_corpus.py", "tests/test_hands.py", "tests/test_perft.py"}
    assert not any("independent_counter" in r["id"] for r in records), "the corpus's self-checks are left out"

    cases = ET.parse(out / "junit.xml").getroot().iter("testcase")
    seen = 0
    for case in cases:
        props = Counter(p.get("name") for p in case.iter("property"))
        assert props["case"] == 1 and props["variant"] == 1, ET.tostring(case)
        assert props["rule"] >= 1, ET.tostring(case)
        seen += 1
    assert seen == len(records)
    hand = next(c for c in ET.parse(out / "junit.xml").getroot().iter("testcase") if "AU-0001-deal" in c.get("name", ""))
    values = {(p.get("name"), p.get("value")) for p in hand.iter("property")}
    assert {("case", "hands/australian/AU-0001"), ("variant", "australian"), ("rule", "DEAL-02")} <= values


def test_run_against_a_wrong_engine_reports_failures_with_expected_and_actual(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    done, out = runs["wrong"]
    assert done.returncode == 1, done.stdout + done.stderr
    records = _records(out)
    assert results_problems(json.loads((out / "results.json").read_text("utf-8"))) == []
    failed = [r for r in records.values() if r["status"] == "failed"]
    assert failed and any(r["case"].startswith("hands/") for r in failed)
    winner = next(r for r in failed if "expected" in r)
    assert winner["expected"] != winner["actual"] and "Mismatch" in winner["message"]
    assert "FAILED" in done.stdout and winner["case"] in done.stdout


def test_variants_the_implementation_does_not_claim_are_not_applicable(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    done, out = runs["australian-only"]
    assert done.returncode == 0, done.stdout + done.stderr
    data = json.loads((out / "results.json").read_text("utf-8"))
    assert data["header"]["variants"] == ["australian"]
    by_variant: dict[str, Counter[str]] = {}
    for r in data["results"]:
        by_variant.setdefault(r["variant"], Counter())[r["status"]] += 1
    assert by_variant["three-player"]["n/a"] > 0 and set(by_variant["three-player"]) == {"n/a"}
    assert by_variant["australian"]["passed"] > 0
    tp = next(r for r in data["results"] if r["variant"] == "three-player")
    assert tp["message"] == "not applicable: the implementation does not claim variant three-player"

    done, out = runs["not-claimed"]
    assert done.returncode == 2, "a run that tested nothing fails"
    assert "not claimed, so not applicable: three-player" in done.stdout
    assert "error: the run tested nothing: no variant was run: the implementation claims australian" in done.stdout
    statuses = {r["status"] for r in _records(out).values()}
    assert statuses == {"n/a"}, "a variant asked for but not claimed is never passed or failed"
    allowed, out = runs["not-claimed-allowed"]
    assert allowed.returncode == 0, allowed.stdout + allowed.stderr
    assert "warning: the run tested nothing" in allowed.stdout
    assert {r["status"] for r in _records(out).values()} == {"n/a"}


def test_run_refuses_an_implementation_that_cannot_start(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    done, out = runs["protocol99"]
    assert done.returncode == 2
    assert "cannot run the corpus" in done.stdout and "protocol 99" in done.stdout
    assert "smoke --impl" in done.stdout
    assert not (out / "results.json").exists()


def test_run_refuses_an_unknown_variant(tmp_path: Path) -> None:
    done = suite("run", "--impl", SERVE, "--variant", "martian", "--out", str(tmp_path))
    assert done.returncode == 2 and "unknown variant(s) martian" in done.stdout


def test_a_results_file_of_the_engine_in_process_is_valid(tmp_path: Path) -> None:
    results = tmp_path / "results.json"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_corpus.py",
                           "tests/test_hands.py", "-k", "made_exactly or AU-0002", "--results", str(results)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout[-2000:]
    data = json.loads(results.read_text("utf-8"))
    assert results_problems(data) == []
    assert "command" not in data["header"]["implementation"]
    assert all(r["case"] for r in data["results"])
    broken = {**data, "results": [{**data["results"][0], "status": "pass"}]}
    assert results_problems(broken), "an unknown status is refused"


def test_summary_counts_a_record_once_per_area_and_once_per_rule() -> None:
    records = [{"status": "passed", "rules": ["PLAY-03", "PLAY-04", "RANK-02"]},
               {"status": "timeout", "rules": ["PLAY-03"]}, {"status": "n/a", "rules": []}]
    areas, by_rule = summarize(records)
    assert dict(areas)["PLAY"] == Counter({"passed": 1, "timeout": 1})
    assert dict(areas)["RANK"] == Counter({"passed": 1})
    assert dict(areas)["all cases"] == Counter({"passed": 1, "timeout": 1, "n/a": 1})
    assert dict(by_rule)["PLAY-03"] == Counter({"passed": 1, "timeout": 1})
    assert list(STATUSES) == schema("results")["$defs"]["record"]["properties"]["status"]["enum"]


def test_a_refusal_citing_no_rule_passes_and_is_counted_apart(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    done, out = runs["serve"]
    data = json.loads((out / "results.json").read_text("utf-8"))
    checked, matched, _ = citation_summary(data["results"])
    assert checked > 5 and matched == checked
    assert f"rule citations: {checked} of {checked} as the catalogue has them" in done.stdout
    assert data["header"]["citations"] == {"checked": checked, "matched": checked}
    checked, _, _ = citation_summary([r for r in data["results"] if r["variant"] == "australian"])

    done, out = runs["no-rule-ids"]
    assert done.returncode == 0, done.stdout + done.stderr
    data = json.loads((out / "results.json").read_text("utf-8"))
    assert results_problems(data) == []
    assert {r["status"] for r in data["results"]} <= {"passed", "n/a"}
    assert data["header"]["citations"] == {"checked": checked, "matched": 0} and not data["header"]["strict_rules"]
    assert f"rule citations: 0 of {checked} as the catalogue has them" in done.stdout
    assert "cited no rule" in done.stdout and "--strict-rules makes a mismatch fail" in done.stdout
    cited = next(r for r in data["results"] if r.get("citations"))
    assert cited["citations"]["mismatches"][0]["cited"] is None
    case = next(c for c in ET.parse(out / "junit.xml").getroot().iter("testcase")
                if any(p.get("name") == "rule-citations" for p in c.iter("property")))
    assert {(p.get("name"), p.get("value")) for p in case.iter("property")} >= {("rule-citations", "0 of 1")}
    assert case.find("failure") is None


def test_strict_rules_fails_a_citation_mismatch_and_charges_the_cited_rule(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    done, out = runs["no-rule-ids-strict"]
    assert done.returncode == 1, done.stdout + done.stderr
    data = json.loads((out / "results.json").read_text("utf-8"))
    assert results_problems(data) == [] and data["header"]["strict_rules"] is True
    failed = [r for r in data["results"] if r["status"] == "failed"]
    assert failed and len(failed) == sum(1 for r in data["results"] if r.get("citations"))
    for r in failed:
        assert r["charged"] == [r["expected"]] and r["actual"] is None, r
    assert "(--strict-rules: each mismatch failed its case)" in done.stdout
    junit = ET.parse(out / "junit.xml").getroot()
    charged = {p.get("value") for c in junit.iter("testcase") for p in c.iter("property") if p.get("name") == "charged"}
    assert charged == {r["expected"] for r in failed}


def test_an_australian_run_names_only_australian_rules(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    _, out = runs["no-rule-ids"]
    named = {rid for r in json.loads((out / "results.json").read_text("utf-8"))["results"]
             if r["variant"] == "australian" for rid in r["rules"]}
    assert named and all("australian" in rules()[rid].variants for rid in named), \
        sorted(rid for rid in named if "australian" not in rules()[rid].variants)


def test_a_failed_record_counts_only_under_the_rules_it_is_charged_with() -> None:
    records = [{"status": "failed", "rules": ["BID-02", "BID-12"], "charged": ["BID-12"]},
               {"status": "failed", "rules": ["PLAY-03"]}]  # an older record without charged: all its rules
    areas, by_rule = summarize(records)
    assert "BID-02" not in dict(by_rule) and dict(by_rule)["BID-12"] == Counter({"failed": 1})
    assert dict(by_rule)["PLAY-03"] == Counter({"failed": 1})
    assert dict(areas)["BID"] == Counter({"failed": 1})
    three = [{"status": "n/a", "rules": ["END-06"], "variant": "three-player"},
             {"status": "passed", "rules": ["END-02"], "variant": "australian"}]
    assert "END-06" in dict(summarize(three)[1])
    areas, by_rule = summarize(three, ["australian"])
    assert "END-06" not in dict(by_rule), "a rule of no variant run is not named"
    assert dict(areas)["END"] == Counter({"passed": 1}) and dict(areas)["all cases"] == Counter({"passed": 1}), \
        "the records of a variant not run are left out of the rows"
    shared = [{"status": "n/a", "rules": ["SEAT-01"], "variant": "american"},
              {"status": "passed", "rules": ["SEAT-01"], "variant": "three-player"},
              {"status": "n/a", "rules": ["SEAT-01"], "variant": "three-player"}]  # n/a in a variant run stays
    areas, by_rule = summarize(shared, ["three-player"])
    assert dict(by_rule)["SEAT-01"] == dict(areas)["SEAT"] == Counter({"passed": 1, "n/a": 1})
    assert summarize(shared)[1] == [("SEAT-01", Counter({"passed": 1, "n/a": 2}))]


def test_the_rule_table_names_a_failing_rule_only_with_a_record_charged_to_it_and_counts_departures() -> None:
    scenario: dict[str, Any] = {"status": "failed", "rules": ["DECIDE-26", "SCORE-08", "DECIDE-12"], "charged": ["DECIDE-12"],
                "situation": "the hand must be over", "variant": "australian", "id": "a", "case": "a"}
    records: list[dict[str, Any]] = [scenario, {**scenario, "id": "b", "case": "b"},
               {**scenario, "id": "c", "case": "c", "charged": ["SCORE-04"], "situation": "the points of NS",
                "expected": 250, "actual": 60}]
    _, by_rule = summarize(records, ["australian"])
    assert dict(by_rule) == {"DECIDE-12": Counter({"failed": 2}), "SCORE-04": Counter({"failed": 1})}, \
        "the scenario's other rules are not listed"
    found = departures(records)
    assert [(d.rules, d.situation, len(d.records)) for d in found] == [
        (("DECIDE-12",), "the hand must be over", 2), (("SCORE-04",), "the points of NS", 1)]
    assert departure_line(found) == "departures: 2 (distinct rules charged and situation), in 3 failed records"
    md = summary_markdown(records, implementation={"name": "x"})
    assert "departures: 2" in md and "| SCORE-04 | the points of NS | 1 | `c` | `250` | `60` |" in md
    assert "expected `250`, actual `60`" in md, "each failing record shows expected and actual"


def _scenario_failures(out: Path) -> list[dict[str, Any]]:
    return [r for r in _records(out).values() if r["status"] != "passed" and r["status"] != "n/a"
            and not r["case"].startswith(("hands/", "perft/"))]


def test_a_pass_refused_at_the_fourth_seat_is_named_and_charged_to_the_rule_of_four_passes(tmp_path: Path) -> None:
    done = suite("run", "--impl", fake("fourth_seat_must_bid"), "--out", str(tmp_path), "--variant", "australian",
                 "--rule", "BID-09", "--rule", "DEAL-05", "--rule", "KITTY-01")
    assert done.returncode == 1, done.stdout[-2000:]
    failed = _scenario_failures(tmp_path)
    assert len(failed) >= 5, [r["case"] for r in failed]
    for r in failed:
        assert r["status"] == "failed" and r["charged"] == ["BID-09"], (r["case"], r.get("charged"), r["message"])
        assert "'W pass'" in r["message"] and "the last seat may not pass" in r["message"], r["message"]
        assert r["expected"] in ({"ok": True}, True) and r["situation"] in ("a pass refused", "a pass must be accepted")
    assert "the hand must be over" not in done.stdout.split("By rule")[0]
    assert "departures: " in done.stdout


def test_a_misere_played_on_is_charged_only_to_the_rule_that_ends_it(tmp_path: Path) -> None:
    done = suite("run", "--impl", fake("departures", "misere-plays-on"), "--out", str(tmp_path),
                 "--variant", "australian", "--variant", "american",
                 *(x for r in ("SCORE-08", "SCORE-09", "DECIDE-26", "DECIDE-12", "MIS-04") for x in ("--rule", r)))
    assert done.returncode == 1, done.stdout[-2000:]
    failed = _scenario_failures(tmp_path)
    cases = {r["case"] for r in failed}
    assert "play/misere.feature/a-misere-lost-at-trick-3-costs-250-and-gives-the-defenders-nothing@australian" in cases
    assert {tuple(r["charged"]) for r in failed} == {("DECIDE-12",)}, {(r["case"], tuple(r["charged"])) for r in failed}


def test_a_blind_misere_scored_without_its_option_is_charged_to_that_option_not_the_slam(tmp_path: Path) -> None:
    done = suite("run", "--impl", fake("blind_misere_1000"), "--out", str(tmp_path), "--variant", "australian",
                 "--rule", "BID-16", "--rule", "SCORE-04", "--rule", "SCORE-09")
    assert done.returncode == 1, done.stdout[-2000:]
    failed = _scenario_failures(tmp_path)
    assert [r["case"] for r in failed] == [
        "options/blind-misere-score.feature/the-score-of-a-blind-misere-is-refused@australian"], failed
    assert failed[0]["charged"] == ["BID-16"], failed
    by_rule = dict(summarize(list(_records(tmp_path).values()), ["australian"])[1])
    assert by_rule["SCORE-04"]["failed"] == 0 and by_rule["SCORE-09"]["failed"] == 0, "not the slam, not the misère row"


def test_a_missing_nomination_is_charged_to_the_rules_of_the_nomination(tmp_path: Path) -> None:
    results = tmp_path / "results.json"
    done = suite("run", "--impl", fake("hide_nomination"), "--variant", "australian", "-k", "AU-0014-kitty",
                 "--out", str(tmp_path))
    assert done.returncode == 1, done.stdout[-2000:]
    (record,) = json.loads(results.read_text("utf-8"))["results"]
    assert record["status"] == "failed" and "expected phase 'nomination'" in record["message"], record["message"]
    assert record["charged"] == ["DECIDE-13", "JOKER-05"], "the nomination's rules, not the kitty's"
    assert not any(r.startswith("KITTY-") for r in record["charged"])


# --- reports for CI, several variants, rerunning the failures ------------------------------


def test_a_run_prints_a_status_line_per_variant_and_writes_a_markdown_summary(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    done, out = runs["serve"]
    records = _records(out)
    lines = done.stdout.splitlines()
    for variant in variants():
        n = sum(1 for r in records.values() if r["variant"] == variant and r["status"] == "passed")
        assert f"{variant}: PASS ({n} passed)" in lines, variant
    assert "rerun only the failing cases" not in done.stdout
    summary = (out.parent / "serve-summary.md").read_text("utf-8")
    assert summary.startswith("## Five Hundred conformance: five-hundred reference engine")
    assert "**PASS**" in summary and "(a run fails on: failed, error, timeout)" in summary
    for variant in variants():
        assert f"| {variant} | PASS | " in summary
    assert "rule citations:" in summary and "Failing cases" not in summary


def test_fail_on_chooses_the_statuses_that_fail_the_run(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    done, out = runs["skip"]
    assert done.returncode == 0, "by default a declared gap fails nothing"
    skipped = [r for r in _records(out).values() if r["status"] == "skipped"]
    assert skipped
    assert "australian: PASS (" in done.stdout and "rerun only" not in done.stdout

    done, out = runs["skip-fails"]
    assert done.returncode == 1, done.stdout[-2000:]
    assert "australian: FAIL (" in done.stdout
    assert "rerun only the failing cases:" in done.stdout and "--fail-on failed,skipped" in done.stdout
    assert json.loads((out / "results.json").read_text("utf-8"))["header"]["exit_status"] == 1
    summary = (out.parent / "skip-summary.md").read_text("utf-8")
    assert "**FAIL**" in summary and "(a run fails on: failed, skipped)" in summary
    assert f"### Failing cases ({len(skipped)})" in summary and "python -m five_hundred_suite run" in summary


def test_several_variants_in_one_run(runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    done, out = runs["two-variants"]
    assert done.returncode == 0, done.stdout[-2000:]
    records = _records(out).values()
    assert {r["variant"] for r in records} >= {"australian", "three-player"}
    assert {r["status"] for r in records if r["variant"] == "australian"} == {"passed"}
    assert {r["status"] for r in records if r["variant"] == "three-player"} == {"n/a"}
    assert not [r for r in records if r["variant"] == "american" and r["status"] != "n/a"]
    assert "australian: PASS (" in done.stdout and "three-player: N/A (" in done.stdout

    done, out = runs["all-variants"]
    assert done.returncode == 0, done.stdout[-2000:]
    data = json.loads((out / "results.json").read_text("utf-8"))
    assert data["header"]["variants"] == ["australian"]
    others = ", ".join(v for v in variants() if v != "australian")  # in the order of the variant files
    assert f"not claimed, so not applicable: {others}" in done.stdout
    by = {r["variant"]: r for r in data["results"] if r["status"] == "n/a"}
    assert by["american"]["message"] == "not applicable: the implementation does not claim variant american"


def test_the_printed_command_reruns_only_the_failures(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]], tmp_path: Path) -> None:
    done, out = runs["wrong"]
    failing = [r for r in _records(out).values() if r["status"] in ("failed", "error", "timeout")]
    lines = done.stdout.splitlines()
    at = lines.index("rerun only the failing cases:") + 1
    command = [lines[at]]
    while command[-1].endswith(" \\"):
        at += 1
        command.append(lines[at])
    assert all(len(line) < 300 for line in command), "one filter a line, however many cases failed"
    words = shlex.split("\n".join(command).replace("\\\n", ""))
    assert words[:4] == ["python", "-m", "five_hundred_suite", "run"]
    words[words.index("--out") + 1] = str(tmp_path)
    again = suite(*words[3:])
    assert again.returncode == 1, again.stdout[-2000:]
    rerun = _records(tmp_path)
    assert {r["case"] for r in rerun.values()} == {r["case"] for r in failing}
    assert {i for i, r in rerun.items() if r["status"] == "failed"} == {r["id"] for r in failing}


def test_case_and_rule_filters(tmp_path: Path) -> None:
    done = suite("run", "--impl", SERVE, "--out", str(tmp_path / "rule"), "--rule", "SCORE-04", "--rule", "DEAL-04")
    assert done.returncode == 0, done.stdout[-2000:]
    records = _records(tmp_path / "rule").values()
    assert records and all({"SCORE-04", "DEAL-04"} & set(r["rules"]) for r in records if r["status"] != "n/a")
    hand = next(r["case"] for r in records if r["case"].startswith("hands/"))
    done = suite("run", "--impl", SERVE, "--out", str(tmp_path / "case"), "--case", hand,
                 "--case", "perft/AU-P01")
    assert done.returncode == 0, done.stdout[-2000:]
    cases = [r["case"] for r in _records(tmp_path / "case").values()]
    assert sorted(set(cases)) == sorted({hand, "perft/AU-P01"}) and cases.count(hand) == 5


@pytest.mark.parametrize(("args", "words"), [
    (["--case", "hands/australian/AU-9999"], "error: --case names no case of the corpus: hands/australian/AU-9999"),
    (["--rule", "SCORE-99"], "error: --rule names no rule of the catalogue: SCORE-99"),
    (["-k", "made_exactly or ("], "error: -k made_exactly or (:"),
])
def test_bad_filters_are_refused_in_one_line(tmp_path: Path, args: list[str], words: str) -> None:
    done = suite("run", "--impl", SERVE, "--out", str(tmp_path), *args)
    assert done.returncode == 2 and words in done.stdout, done.stdout
    assert not (tmp_path / "results.json").exists()


@pytest.mark.parametrize(("args", "words"), [
    (["--fail-on", "failed,lost"], "--fail-on: 'failed,lost': give statuses separated by commas"),
    (["--summary-md", "/"], "--summary-md /: is a folder, not a file"),
    (["--cases", "/nonexistent/cases.jsonl"], "--cases /nonexistent/cases.jsonl: no such file"),
])
def test_bad_report_options_are_refused_in_one_line(tmp_path: Path, args: list[str], words: str) -> None:
    done = suite("run", "--impl", SERVE, "--out", str(tmp_path), *args)
    assert done.returncode == 2 and words in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr


def test_a_cases_file_that_is_not_the_export_is_refused_naming_its_line(tmp_path: Path) -> None:
    bad = tmp_path / "cases.jsonl"
    bad.write_text('{"id": "x", "kind": "perft"}\n', encoding="utf-8")
    done = suite("run", "--impl", SERVE, "--out", str(tmp_path / "out"), "--cases", str(bad))
    assert done.returncode == 2, done.stdout
    assert f"error: cannot read the cases: {bad}:1: not a case of format {CASE_FORMAT}" in done.stdout


def test_report_helpers() -> None:
    records: list[dict[str, Any]] = [{"id": "a", "case": "c1", "status": "failed", "variant": "australian", "message": "x | y"},
               {"id": "b", "case": "c1", "status": "failed", "variant": "australian", "message": "z"},
               {"id": "c", "case": "c2", "status": "n/a", "variant": "three-player", "message": None}]
    assert variant_lines(records) == ["australian: FAIL (2 failed)", "three-player: N/A (1 n/a)"]
    assert variant_lines(records, fail_on=()) == ["australian: PASS (2 failed)", "three-player: N/A (1 n/a)"]
    skipped = [{**r, "status": "skipped"} for r in records[:2]]
    assert variant_lines(skipped, fail_on=()) == ["australian: UNTESTED (2 skipped)"], "a gap is never a pass"
    command = rerun_command("./my engine", records[:2], extra=["--variant", "australian"])
    assert command.splitlines()[1:] == ["  --case c1"]
    assert shlex.split(command.replace("\\\n", "")) == ["python", "-m", "five_hundred_suite", "run", "--impl", "./my engine",
                                    "--variant", "australian", "--case", "c1"]
    md = summary_markdown(records, implementation={"name": "mine", "version": "2"}, rerun=command, limit=1)
    assert md.startswith("## Five Hundred conformance: mine 2\n")
    assert "- `c1` (failed): x \\| y" in md and "- ... and 1 more" in md and command in md
    assert "| three-player | N/A | 0 | 0 | 0 | 0 | 0 | 1 |" in md


def test_a_run_cut_short_by_its_time_limit_says_so_and_exits_with_2(tmp_path: Path) -> None:
    done = suite("run", "--impl", fake("hang_on_act"), "--out", str(tmp_path), "--variant", "australian",
                 "--timeout", "1", "--max-time", "3", "--rule", "BID-02")
    assert done.returncode == 2, done.stdout[-2000:]
    assert "error: the time limit of the run (--max-time 3 s) was reached after" in done.stdout
    data = json.loads((tmp_path / "results.json").read_text("utf-8"))
    assert data["header"]["exit_status"] == 2 and results_problems(data) == []


def test_a_rerun_of_many_failures_reads_them_back_from_the_results() -> None:
    many = [{"case": f"c{i}", "status": "failed", "variant": "australian"} for i in range(40)]
    lines = rerun_command("e", many, extra=["--variant", "australian", "--strict-rules"],
                          results=Path("out/results.json")).splitlines()
    assert lines == ["python -m five_hundred_suite run --impl e --variant australian --strict-rules \\",
                     "  --failed-from out/results.json"]
    assert len(rerun_command("e", many[:30], results=Path("r.json")).splitlines()) == 31, "up to 30: one --case each"


@pytest.mark.parametrize(("content", "problem"), [
    (None, "cannot be read"), ("{", ":1: not JSON"), ('{"results": []}', "(top)"),
])
def test_failed_from_a_file_that_is_no_results_file_is_one_line(tmp_path: Path, content: str | None,
                                                                 problem: str) -> None:
    path = tmp_path / "results.json"
    if content is not None:
        path.write_text(content, "utf-8")
    done = suite("run", "--impl", SERVE, "--out", str(tmp_path / "out"), "--failed-from", str(path))
    assert done.returncode == 2 and "Traceback" not in done.stdout + done.stderr
    (line,) = [x for x in done.stdout.splitlines() if x.startswith("error:")]
    assert line.startswith(f"error: --failed-from {path}") and problem in line, line
    assert not (tmp_path / "out" / "results.json").exists()


def test_failed_from_results_without_a_failure_has_nothing_to_rerun(
        runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]], tmp_path: Path) -> None:
    _, out = runs["serve"]
    done = suite("run", "--impl", SERVE, "--out", str(tmp_path), "--failed-from", str(out / "results.json"))
    assert done.returncode == 2, done.stdout[-2000:]
    assert "no record failed, errored or timed out: nothing to rerun" in done.stdout


# --- the name of the command ------------------------------------------------------------

SCRIPTS = Path(sys.executable).parent


@pytest.mark.parametrize(("module", "script"), [("five_hundred_suite", "five-hundred-suite"),
                                                ("five_hundred_suite.serve", "five-hundred-serve")])
def test_help_names_the_command_as_it_was_started(module: str, script: str) -> None:
    as_script = subprocess.run([str(SCRIPTS / script), "--help"], capture_output=True, text=True, timeout=120,
                               check=False)
    as_module = subprocess.run([sys.executable, "-m", module, "--help"], capture_output=True, text=True, timeout=120,
                               check=False)
    assert as_script.returncode == 0 and as_module.returncode == 0, as_script.stderr + as_module.stderr
    assert as_script.stdout.startswith(f"usage: {script} ") and "python -m" not in as_script.stdout
    assert as_module.stdout.startswith(f"usage: python -m {module} ")


def test_the_hints_of_the_console_script_name_it(tmp_path: Path) -> None:
    done = subprocess.run([str(SCRIPTS / "five-hundred-suite"), "run", "--impl", fake("protocol99"), "--out",
                           str(tmp_path)], capture_output=True, text=True, timeout=120, check=False,
                          env={**os.environ, "COLUMNS": "200"})
    assert done.returncode == 2
    assert "(check the adapter first: five-hundred-suite smoke --impl" in done.stdout
    assert "python -m" not in done.stdout
    wrong = subprocess.run([str(SCRIPTS / "five-hundred-suite"), "run", "--variant"], capture_output=True, text=True,
                           timeout=120, check=False)
    assert wrong.returncode == 2 and wrong.stderr.startswith("five-hundred-suite run: error:")


def test_the_rerun_command_names_the_program_as_it_was_started(monkeypatch: pytest.MonkeyPatch) -> None:
    record = [{"case": "hands/australian/AU-0001"}]
    assert rerun_command("e", record).startswith("python -m five_hundred_suite run --impl e")
    monkeypatch.setattr(sys, "argv", ["/home/me/suite/bin/five-hundred-suite", "run"])
    assert rerun_command("e", record).startswith("five-hundred-suite run --impl e")


def test_a_run_says_what_its_figure_counts(runs: dict[str, tuple[subprocess.CompletedProcess[str], Path]]) -> None:
    done, out = runs["serve"]
    records = list(_records(out).values())
    cases = {r["case"] for r in records}
    hands = {c for c in cases if c.startswith("hands/")}
    perft = {r["case"] for r in records if "test_perft" in r["id"]}
    corpus = compiled_corpus(echo=lambda _: None)
    total_records = sum(5 if c["kind"] == "hand" else len(c["counts"]) if c["kind"] == "perft" else 1 for c in corpus)
    line = next(x for x in done.stdout.splitlines() if x.startswith("counted: "))
    assert line.startswith(f"counted: {len(records)} records of {len(cases)} cases: "
                           f"{len(cases) - len(hands) - len(perft)} scenarios, 1 record each; "
                           f"{len(hands)} recorded hands, 5 records each (one per stage: deal, auction, kitty, play, "
                           f"score); {len(perft)} perft position")
    assert line.endswith(f"(chosen of the corpus's {len(corpus)} cases, {total_records} records)"), line


@pytest.mark.parametrize("command", ["smoke", "run"])
def test_an_impl_that_does_not_split_like_a_command_line_is_a_usage_error(command: str) -> None:
    done = suite(command, "--impl", "'unclosed")
    said = (done.stdout + done.stderr).strip().splitlines()
    assert done.returncode == 2 and len(said) == 1, said
    assert "argument --impl: \"'unclosed\" does not split like a shell command line (no closing quotation)" in said[0]


def test_validate_protocol_makes_a_schema_breaking_answer_an_error_of_its_case(tmp_path: Path) -> None:
    """``garbage.py schema`` answers every ``parse-card`` with ``1H``: a string, so the cheap check lets it
    through and the case fails on its value; with ``--validate-protocol`` the answer itself is invalid."""
    statuses = {}
    for extra in ([], ["--validate-protocol"]):
        out = tmp_path / (extra[0].strip("-") if extra else "plain")
        done = suite("run", "--impl", fake("garbage", "schema"), "--variant", "australian", "-k", "texts_that_are_not_cards",
                     "--out", str(out), *extra)
        assert done.returncode == 1, done.stdout[-2000:] + done.stderr[-2000:]
        records = json.loads((out / "results.json").read_text("utf-8"))["results"]
        statuses[bool(extra)] = Counter(r["status"] for r in records)
        bad = [r for r in records if r["status"] not in ("passed", "n/a")]
        assert bad and all(("invalid answer" in str(r.get("message"))) == bool(extra) for r in bad), bad[:2]
        assert ("--validate-protocol" in done.stdout) == bool(extra), done.stdout[-2000:]
    assert set(statuses[False]) - {"passed", "n/a"} == {"failed"}, statuses
    assert set(statuses[True]) - {"passed", "n/a"} == {"error"}, statuses
