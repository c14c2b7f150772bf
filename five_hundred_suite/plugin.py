"""pytest plugin: rule and variant tags as markers, one run per variant, results file.

* Gherkin tags: a rule ID (``@SCORE-04``) becomes ``pytest.mark.rule("SCORE-04")``,
  a variant ID (``@australian``) ``pytest.mark.variant("australian")`` and
  ``@option:var:no-misere`` ``pytest.mark.option("var:no-misere")`` and a
  conflict ID (``@C-01``) ``pytest.mark.conflict("C-01")``. A tag that looks
  like a rule ID but is not in the catalogue, or like a conflict ID but is not
  in ``spec/conflicts.yaml``, stops collection; any other unknown tag fails
  under ``--strict-markers``.
* A test that uses the ``variant`` fixture runs once per variant it is tagged with.
* ``--results PATH`` writes every test's outcome with its rule IDs, variant,
  options and conflicts as JSON (the input of the site's status marks).
* ``--impl COMMAND`` runs the tests against a program that speaks the adapter
  protocol (the ``impl`` fixture lives in ``tests/conftest.py``). What it does
  wrong shows in the statuses: a declared gap is ``skipped``, no answer in time
  ``timeout``, a crash or an invalid answer ``error`` (never ``failed``). The
  variants it does not claim in ``hello`` are not applicable (``n/a``).
* Each test carries ``rule``, ``variant`` and ``case`` as user properties, which
  ``--junitxml`` writes as ``<property>`` elements of its test case.
* ``--record-cases PATH`` records the requests and checks of every scenario as
  language-neutral cases (:mod:`five_hundred_suite.cases`; used by
  ``python -m five_hundred_suite export``).
"""

from __future__ import annotations

import datetime as _dt
import json
import platform
import re
import subprocess
import tomllib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, TypeVar, cast

import pytest
import yaml

from .adapter import Implementation
from .cases import Mismatch, Recording, case_id, scenario_case
from .catalogue import ROOT, RULE_ID, SPEC, rule_ids, variants
from .protocol import ImplementationError, ImplementationSkipped, ImplementationTimeout

F = TypeVar("F", bound=Callable[..., object])

_RESULTS = pytest.StashKey[dict[str, dict[str, Any]]]()
_SCENARIO = pytest.StashKey[dict[str, Any]]()
_GHERKIN = pytest.StashKey[dict[str, Any]]()
_OPTIONS = pytest.StashKey[list[str]]()
_CLAIMED = pytest.StashKey["frozenset[str] | None"]()
_CASES = pytest.StashKey[dict[str, Any]]()

CONFLICT_ID = re.compile(r"C-\d{2}")
"""The shape of a conflict ID of ``spec/conflicts.yaml`` (as a whole tag)."""


@cache
def conflict_ids() -> frozenset[str]:
    """Every conflict ID of ``spec/conflicts.yaml``."""
    with (SPEC / "conflicts.yaml").open(encoding="utf-8") as f:
        return frozenset(str(c["id"]) for c in yaml.safe_load(f)["conflicts"])


def pytest_addoption(parser: pytest.Parser) -> None:
    """Options: ``--results PATH``, ``--variant ID``, ``--impl COMMAND``, ``--impl-timeout SECONDS``
    and ``--validate-protocol``.
    """
    group = parser.getgroup("five-hundred")
    group.addoption("--results", metavar="PATH", default=None,
                    help="write the outcome of every test, with rule IDs and variant, to this JSON file")
    group.addoption("--variant", action="append", default=[], metavar="ID",
                    help="run only these variants (others report 'not applicable'); repeatable")
    group.addoption("--rule", action="append", default=[], metavar="ID",
                    help="run only the tests that check these rule IDs (the others are deselected); repeatable")
    group.addoption("--impl", metavar="COMMAND", default=None,
                    help="run the corpus against this program, spoken to over the adapter protocol "
                         "(spec/pages/protocol.md); default: the reference engine in process")
    group.addoption("--impl-timeout", metavar="SECONDS", type=float, default=5.0,
                    help="seconds each request to --impl may take (default 5)")
    group.addoption("--validate-protocol", action="store_true", default=False,
                    help="check every message exchanged with --impl against spec/schema/protocol")
    group.addoption("--no-positions", action="store_true", default=False,
                    help="treat the implementation as one that does not open positions: reach each "
                         "position by replaying its route from the deal")
    group.addoption("--record-cases", metavar="PATH", default=None,
                    help="record the requests and checks of every scenario as cases in this JSON file "
                         "(python -m five_hundred_suite export uses it)")


def pytest_configure(config: pytest.Config) -> None:
    """Register the markers and the results store."""
    config.addinivalue_line("markers", "rule(id): the test checks this rule of the catalogue")
    config.addinivalue_line("markers", "variant(id): the test applies to this variant")
    config.addinivalue_line("markers", "option(key): the test switches on this option of its variant")
    config.addinivalue_line("markers", "conflict(id): the test checks a reading of this conflict between the sources")
    config.stash[_RESULTS] = {}
    if config.getoption("--record-cases", None):
        config.stash[_CASES] = {"recording": None, "cases": []}


def recording(config: pytest.Config, impl: Implementation) -> Implementation:
    """``impl``, wrapped in a :class:`~five_hundred_suite.cases.Recording` when the run records cases."""
    store = config.stash.get(_CASES, None)
    if store is None:
        return impl
    store["recording"] = Recording(impl)
    store["recording"].begin()  # made during the first test's setup, after pytest_runtest_setup
    return cast(Implementation, store["recording"])


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: F) -> F | None:
    """Map Gherkin tags to markers (see module docstring).

    Raises:
        pytest.UsageError: a rule-ID tag that the catalogue does not define, a
            conflict-ID tag that ``spec/conflicts.yaml`` does not define, or an
            option that no variant offers.
    """
    if RULE_ID.fullmatch(tag) or RULE_ID.fullmatch(tag.replace("_", "-")):
        if tag not in rule_ids():
            raise pytest.UsageError(f"tag @{tag} names no rule of the catalogue (spec/rules/*.yaml)")
        marked: F = pytest.mark.rule(tag)(function)
        return marked
    if CONFLICT_ID.fullmatch(tag):
        if tag not in conflict_ids():
            raise pytest.UsageError(f"tag @{tag} names no conflict of spec/conflicts.yaml")
        marked = pytest.mark.conflict(tag)(function)
        return marked
    if tag in variants():
        marked = pytest.mark.usefixtures("variant")(pytest.mark.variant(tag)(function))
        return marked
    if tag.startswith("option:"):
        key = tag.removeprefix("option:")
        known = {o for v in variants().values() for o in v["options"]}
        if key not in known:
            raise pytest.UsageError(f"tag @{tag} names no option of any variant")
        marked = pytest.mark.option(key)(function)
        return marked
    return None


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Run a test once per variant it is tagged with."""
    if "variant" not in metafunc.fixturenames:
        return
    tagged = [m.args[0] for m in metafunc.definition.iter_markers("variant")]
    if not tagged:
        return
    metafunc.parametrize("variant", sorted(set(tagged)), scope="function")


def _claimed_variants(config: pytest.Config) -> frozenset[str] | None:
    """The variants the ``--impl`` program claims in ``hello`` (``None`` without ``--impl``, or when
    it cannot be asked: its tests then report the failure).
    """
    if _CLAIMED in config.stash:
        return config.stash[_CLAIMED]
    command = config.getoption("--impl")
    claimed: frozenset[str] | None = None
    if command is not None:
        from .subprocess_impl import SubprocessImplementation

        try:
            with SubprocessImplementation(command, timeout=config.getoption("--impl-timeout")) as program:
                said = program.describe().get("variants")
            if isinstance(said, list):
                claimed = frozenset(str(v) for v in said)
        except (ImplementationError, ValueError):
            claimed = None
    config.stash[_CLAIMED] = claimed
    return claimed


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Report as not applicable: variants left out by ``--variant``, variants the ``--impl``
    program does not claim, scenarios switching on an option their variant does not offer, and
    Examples rows whose ``variant`` column names another variant than the run's. Give each test its ``rule``, ``variant`` and ``case`` user properties.
    """
    wanted = set(config.getoption("--rule"))
    if wanted:
        unknown = sorted(wanted - rule_ids())
        if unknown:
            raise pytest.UsageError(f"--rule names no rule of the catalogue: {', '.join(unknown)}")
        keep = [i for i in items if wanted & {str(m.args[0]) for m in i.iter_markers("rule")}]
        config.hook.pytest_deselected(items=[i for i in items if i not in keep])
        items[:] = keep
    chosen = set(config.getoption("--variant"))
    claimed = None
    if config.getoption("--impl") is not None and any(
            "variant" in getattr(getattr(item, "callspec", None), "params", {}) for item in items):
        claimed = _claimed_variants(config)
    for item in items:
        callspec = getattr(item, "callspec", None)
        variant = callspec.params.get("variant") if callspec is not None else None
        item.user_properties += [("rule", str(m.args[0])) for m in item.iter_markers("rule")]
        if variant is not None:
            item.user_properties.append(("variant", str(variant)))
        if callspec is None:
            continue
        row = callspec.params.get("_pytest_bdd_example") or {}
        offered = variants()[variant]["options"] if variant in variants() else {}
        missing = sorted({str(m.args[0]) for m in item.iter_markers("option")} - set(offered))
        if variant is not None and row.get("variant") not in (None, variant):
            item.add_marker(pytest.mark.skip(reason=f"not applicable: this row is for {row['variant']}"))
        elif variant is not None and missing:
            item.add_marker(pytest.mark.skip(reason=f"not applicable: {variant} does not offer {', '.join(missing)}"))
        elif chosen and variant is not None and variant not in chosen:
            item.add_marker(pytest.mark.skip(reason=f"not applicable: variant {variant} not selected"))
        elif claimed is not None and variant is not None and variant not in claimed:
            item.add_marker(pytest.mark.skip(
                reason=f"not applicable: the implementation does not claim variant {variant}"))


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Open a new recorded case, when recording."""
    store = item.config.stash.get(_CASES, None)
    if store is not None and store["recording"] is not None:
        store["recording"].begin()


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    """Note the Gherkin step that the next requests and checks belong to, when recording."""
    store = request.config.stash.get(_CASES, None)
    if store is not None and store["recording"] is not None:
        store["recording"].step = f"{str(step.keyword).strip()} {step.name}"


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Remember which feature file and scenario a test runs."""
    request.node.stash[_SCENARIO] = {
        "feature": str(feature.rel_filename), "scenario": str(scenario.name), "line": int(scenario.line_number),
    }
    request.node.stash[_GHERKIN] = {"feature_name": str(feature.name)}


def _case_of(item: pytest.Item) -> str:
    """The ID of the case of the compiled corpus (``cases.jsonl``) a test checks; its node ID for other tests."""
    callspec = getattr(item, "callspec", None)
    params = callspec.params if callspec is not None else {}
    scenario = item.stash.get(_SCENARIO, None)
    if scenario is not None:
        return case_id(scenario["feature"], scenario["line"], params.get("_pytest_bdd_example") or None,
                       params.get("variant"))
    if isinstance(params.get("path"), Path) and "stage" in params:
        return f"hands/{params.get('variant')}/{params['path'].stem}"
    if isinstance(params.get("position"), dict):
        return f"perft/{params['position']['id']}"
    return item.nodeid


def results(config: pytest.Config) -> dict[str, dict[str, Any]]:
    """The records of the run so far, by test ID (what ``--results`` writes at the end)."""
    return config.stash[_RESULTS]


def _record(item: pytest.Item) -> dict[str, Any]:
    results = item.config.stash[_RESULTS]
    if item.nodeid not in results:
        callspec = getattr(item, "callspec", None)
        results[item.nodeid] = {
            "id": item.nodeid,
            "rules": sorted({str(m.args[0]) for m in item.iter_markers("rule")}),
            "variant": callspec.params.get("variant") if callspec is not None else None,
            "options": sorted({str(m.args[0]) for m in item.iter_markers("option")}),
            "conflicts": sorted({str(m.args[0]) for m in item.iter_markers("conflict")}),
            "status": "passed",
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
    if scenario is None or gherkin is None or rec["status"] == "n/a":
        return
    callspec = getattr(item, "callspec", None)
    params = callspec.params if callspec is not None else {}
    problems = []
    if rec["status"] != "passed":
        problems.append(f"the scenario did not pass on the reference engine ({rec['status']}): {rec['message']}")
    if direct:
        problems.append(f"a step called {', '.join(sorted(set(direct)))} directly, not through ask()")
    options: list[str] = item.stash.get(_OPTIONS, list(rec["options"]))
    case = scenario_case(
        test_id=item.nodeid, feature=scenario["feature"], feature_name=gherkin["feature_name"],
        scenario=scenario["scenario"], line=scenario["line"], example=params.get("_pytest_bdd_example") or None,
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
        rec["status"] = "n/a" if reason.startswith("not applicable") else "skipped"
        rec["message"] = reason
    elif isinstance(exc, ImplementationError | ImplementationSkipped):
        rec["status"] = "timeout" if isinstance(exc, ImplementationTimeout) else "error"
        rec["message"] = f"{type(exc).__name__}: {(str(exc).splitlines() or [''])[0]}"[:500]
    elif report.failed:
        rec["status"] = "failed" if report.when == "call" else "error"
        if exc is not None and str(exc).strip():
            rec["message"] = f"{type(exc).__name__}: {str(exc).strip()}"[:500]
        else:
            rec["message"] = (report.longreprtext.strip().splitlines() or [""])[-1][:500]
        if report.when == "call" and isinstance(exc, Mismatch):
            rec["expected"], rec["actual"] = exc.expected, exc.actual
    if report.when == "teardown":
        _record_case(item, rec)
    return report


@cache
def corpus_version() -> str:
    """The version of the corpus: the project's version in ``pyproject.toml``."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


@cache
def corpus_commit() -> str | None:
    """The git commit of the checkout (``None`` outside a git checkout or without git)."""
    try:
        done = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    commit = done.stdout.strip()
    return commit if done.returncode == 0 and re.fullmatch(r"[0-9a-f]{40}", commit) else None


def run_variants(config: pytest.Config) -> list[str]:
    """The variants a run covers: those chosen with ``--variant`` (default: all), less those
    the ``--impl`` program does not claim.
    """
    chosen = config.getoption("--variant") or list(variants())
    claimed = config.stash.get(_CLAIMED, None)
    if claimed is None:
        implementation = config.stash.get(IMPLEMENTATION, {})
        said = implementation.get("variants") if isinstance(implementation, dict) else None
        claimed = frozenset(said) if isinstance(said, list) else None
    return sorted({v for v in chosen if claimed is None or v in claimed})


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Write ``--results`` and ``--record-cases`` if asked."""
    store = session.config.stash.get(_CASES, None)
    if store is not None:
        recorded = Path(session.config.getoption("--record-cases"))
        recorded.parent.mkdir(parents=True, exist_ok=True)
        recorded.write_text(json.dumps({"cases": store["cases"]}, ensure_ascii=False) + "\n", encoding="utf-8")
    path = session.config.getoption("--results")
    if not path:
        return
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    records = list(session.config.stash[_RESULTS].values())
    implementation = dict(session.config.stash.get(IMPLEMENTATION, {"name": "five-hundred reference engine"}))
    if session.config.getoption("--impl") is not None:
        implementation.setdefault("command", session.config.getoption("--impl"))
    data = {
        "header": {
            "format": 1,
            "implementation": implementation,
            "corpus": {"version": corpus_version(), "commit": corpus_commit()},
            "date": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
            "variants": run_variants(session.config),
            "python": platform.python_version(),
            "exit_status": int(exitstatus),
        },
        "results": records,
    }
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


IMPLEMENTATION = pytest.StashKey[dict[str, Any]]()
"""Where the implementation fixture leaves its description for the results header."""
