"""The records of the run: each test's status, rules and variant, the results file, the summary."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from five_hundred.errors import clip

from ..adapter import ImplementationSkipped
from ..atomic import WriteError, write_file
from ..cases import Recording, scenario_case
from ..catalogue import (
    applicable,
    variants,
)
from ..protocol.messages import ImplementationError, ImplementationTimeout
from ..results import Status, write_results
from .collection import _rules_of, _variant_of
from .options import _CASES, _GHERKIN, _OPTIONS, _RESULTS, _SCENARIO, _VERDICT
from .steps import _case_of


def results(config: pytest.Config) -> dict[str, dict[str, Any]]:
    """The records of the run so far, by test ID (what ``--results`` writes at the end)."""
    return config.stash[_RESULTS]


def _record(item: pytest.Item) -> dict[str, Any]:
    results = item.config.stash[_RESULTS]
    if item.nodeid not in results:
        callspec = getattr(item, "callspec", None)
        variant = callspec.params.get("variant") if callspec is not None else None
        results[item.nodeid] = {
            "id": item.nodeid,
            "rules": _rules_of(item, variant),
            "variant": variant,
            "options": sorted({str(m.args[0]) for m in item.iter_markers("option")}),
            "conflicts": sorted({str(m.args[0]) for m in item.iter_markers("conflict")}),
            "status": Status.PASSED,
            "message": None,
        }
    return results[item.nodeid]


def _record_case(item: pytest.Item, rec: dict[str, Any]) -> None:
    """Close the case recorded for ``item`` and keep it (a scenario that ran; n/a rows are no case)."""
    store = item.config.stash.get(_CASES, None)
    recorder: Recording | None = store["recording"] if store is not None else None
    if store is None or recorder is None or recorder.entries is None:
        return
    entries, direct = recorder.end()
    scenario, gherkin = item.stash.get(_SCENARIO, None), item.stash.get(_GHERKIN, None)
    if scenario is None or gherkin is None or rec["status"] == Status.NOT_APPLICABLE:
        return
    callspec = getattr(item, "callspec", None)
    params = callspec.params if callspec is not None else {}
    problems = []
    if rec["status"] != Status.PASSED:
        problems.append(f"the scenario did not pass on the reference engine ({rec['status']}): {rec['message']}")
    if direct:
        problems.append(f"a step called {', '.join(sorted(set(direct)))} directly, not through ask()")
    options: list[str] = item.stash.get(_OPTIONS, list(rec["options"]))
    case = scenario_case(
        test_id=item.nodeid, feature=scenario["feature"], feature_name=gherkin["feature_name"],
        scenario=scenario["scenario"], key=gherkin["key"], line=scenario["line"], example=params.get("_pytest_bdd_example") or None,
        variant=rec["variant"], variants=sorted({str(m.args[0]) for m in item.iter_markers("variant")}),
        rules=rec["rules"], options=options, conflicts=rec["conflicts"],
        entries=entries)
    if problems:
        case["problems"] = problems
    store["cases"].append(case)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Record each phase's outcome under the test's rule IDs and variant."""
    if call.when == "teardown":
        item.user_properties.append(("case", _case_of(item)))  # before the report that junitxml reads
        rec = _record(item)
        if rec.get("citations"):
            item.user_properties.append(("rule-citations", f"{rec['citations']['matched']} of "
                                                           f"{rec['citations']['checked']}"))
        item.user_properties += [("charged", r) for r in rec.get("charged", ())]
    if call.when == "call":
        options = getattr(item, "funcargs", {}).get("options")
        if isinstance(options, list):
            item.stash[_OPTIONS] = sorted(set(map(str, options)))
    report: pytest.TestReport = yield
    rec = _record(item)
    scenario = item.stash.get(_SCENARIO, None)
    if scenario is not None:
        rec.update(scenario)
    rec["case"] = _case_of(item)
    exc = call.excinfo.value if call.excinfo is not None and report.failed else None
    if isinstance(exc, ImplementationSkipped) and report.when != "teardown":
        # A gap the implementation declared: reported as a skip, never as a pass.
        path, line, _ = item.reportinfo()
        url = f" ({exc.issue_url})" if exc.issue_url else ""
        report.outcome = "skipped"
        report.longrepr = (str(path), (line or 0) + 1, f"Skipped: the implementation skipped it: {exc.reason}{url}")
    if report.skipped:
        reason = str(report.longrepr[2]) if isinstance(report.longrepr, tuple) else ""
        reason = reason.removeprefix("Skipped: ")
        rec["status"] = Status.NOT_APPLICABLE if reason.startswith("not applicable") else Status.SKIPPED
        rec["message"] = reason
    elif isinstance(exc, ImplementationError | ImplementationSkipped):
        rec["status"] = Status.TIMEOUT if isinstance(exc, ImplementationTimeout) else Status.ERROR
        rec["message"] = f"{type(exc).__name__}: {(str(exc).splitlines() or [''])[0]}"[:500]
    elif report.failed:
        rec["status"] = Status.FAILED if report.when == "call" else Status.ERROR
        if exc is not None and str(exc).strip():
            rec["message"] = f"{type(exc).__name__}: {str(exc).strip()}"[:500]
        else:
            rec["message"] = (report.longreprtext.strip().splitlines() or [""])[-1][:500]
        if report.when == "call" and exc is not None:
            from ..cases.replay import failure_details  # not imported by the recording run (see cases.NOT_RECORDED)

            kind = ("hand" if "stage" in params_of(item) else "perft" if "position" in params_of(item)
                    else "scenario")
            rec.update(failure_details(exc, kind, params_of(item).get("stage")))
        if report.when == "call":
            rec["charged"] = _charged(item, exc)
            rec["rules"] = sorted(set(rec["rules"]) | set(rec["charged"]))
    if call.when == "call":
        verdict = item.stash.get(_VERDICT, None)
        if verdict is not None and verdict.citations:
            rec["citations"] = {"checked": len(verdict.citations), "matched": verdict.matched,
                                "mismatches": [c for c in verdict.citations if c["cited"] != c["expected"]]}
    if report.when == "teardown":
        _record_case(item, rec)
    return report


def params_of(item: pytest.Item) -> dict[str, Any]:
    """The parameters of a test (``{}`` for a test without any)."""
    callspec = getattr(item, "callspec", None)
    return dict(callspec.params) if callspec is not None else {}


def _charged(item: pytest.Item, exc: BaseException | None) -> list[str]:
    """The rules a failed test is charged with: those its failing check carries (a
    :class:`~five_hundred_suite.cases.Mismatch` or the failure it led to), else those of the step
    of the test (its verdict's); only those that apply to the test's variant.
    """
    variant = _variant_of(item)
    for e in (exc, exc.__context__ if exc is not None else None):
        carried = getattr(e, "rules", None)
        if carried:
            return sorted(applicable(carried, variant))
    verdict = item.stash.get(_VERDICT, None)
    if verdict is not None and verdict.rules:
        return sorted(applicable(verdict.rules, variant))
    return _rules_of(item, variant)


def run_variants(config: pytest.Config) -> list[str]:
    """The variants a run covers: those chosen with ``--variant`` (default: all), less those
    the implementation does not claim in its description.
    """
    chosen = config.getoption("--variant") or list(variants())
    implementation = config.stash.get(IMPLEMENTATION, {})
    said = implementation.get("variants") if isinstance(implementation, dict) else None
    claimed = frozenset(said) if isinstance(said, list) else None
    return sorted({v for v in chosen if claimed is None or v in claimed})


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    """With ``--results``: one line saying what the results file's records are
    (:meth:`~five_hundred_suite.cases.counting.PytestCounts.words`), beside pytest's count of tests.
    """
    path = config.getoption("--results")
    if not path:
        return
    from ..cases.counting import pytest_counts  # not imported by the recording run (see cases.NOT_RECORDED)

    records = list(config.stash[_RESULTS].values())
    counted = pytest_counts((str(r["id"]), r.get("message")) for r in records)
    terminalreporter.write_line(f"results: {path}: {counted.words()}")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Write ``--record-cases`` and ``--results`` if asked, each whole or not at all: a file that cannot be
    written gets one line, keeps its earlier content, and the run fails (exit status 2: cut short).
    """
    store = session.config.stash.get(_CASES, None)
    if store is not None:
        recorded = Path(session.config.getoption("--record-cases"))
        try:
            recorded.parent.mkdir(parents=True, exist_ok=True)
            write_file(recorded, json.dumps({"cases": store["cases"]}, ensure_ascii=False) + "\n")
        except OSError as e:  # a WriteError, or the folder
            _not_written(session, "--record-cases", recorded, e)
    path = session.config.getoption("--results")
    if not path:
        return
    out = Path(path)
    records = list(session.config.stash[_RESULTS].values())
    implementation = dict(session.config.stash.get(IMPLEMENTATION, {"name": "five-hundred reference engine"}))
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        write_results(out, records, implementation=implementation, run_variants=run_variants(session.config),
                      exit_status=int(exitstatus), strict_rules=bool(session.config.getoption("--strict-rules")))
    except OSError as e:  # a WriteError, or the folder
        _not_written(session, "--results", out, e)


def _not_written(session: pytest.Session, option: str, path: Path, e: OSError) -> None:
    """Say in one line that the file of ``option`` could not be written, and fail the run (exit status 2)."""
    reason = e.reason if isinstance(e, WriteError) else (e.strerror or str(e))
    line = f"error: {option} {clip(str(path), 200)}: {reason}"
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.ensure_newline()
        reporter.write_line(line, red=True)
    else:
        print(line, file=sys.stderr)
    session.exitstatus = pytest.ExitCode.INTERRUPTED


IMPLEMENTATION = pytest.StashKey[dict[str, Any]]()
"""Where the implementation fixture leaves its description for the results header."""
