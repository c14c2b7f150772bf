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
  ``timeout``, a crash or an invalid answer ``error`` (never ``failed``).
"""

from __future__ import annotations

import datetime as _dt
import json
import platform
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import pytest
import yaml

from .catalogue import RULE_ID, SPEC, rule_ids, variants
from .protocol import ImplementationError, ImplementationSkipped, ImplementationTimeout

F = TypeVar("F", bound=Callable[..., object])

_RESULTS = pytest.StashKey[dict[str, dict[str, Any]]]()
_SCENARIO = pytest.StashKey[dict[str, Any]]()

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
    group.addoption("--impl", metavar="COMMAND", default=None,
                    help="run the corpus against this program, spoken to over the adapter protocol "
                         "(spec/pages/protocol.md); default: the reference engine in process")
    group.addoption("--impl-timeout", metavar="SECONDS", type=float, default=5.0,
                    help="seconds each request to --impl may take (default 5)")
    group.addoption("--validate-protocol", action="store_true", default=False,
                    help="check every message exchanged with --impl against spec/schema/protocol")


def pytest_configure(config: pytest.Config) -> None:
    """Register the markers and the results store."""
    config.addinivalue_line("markers", "rule(id): the test checks this rule of the catalogue")
    config.addinivalue_line("markers", "variant(id): the test applies to this variant")
    config.addinivalue_line("markers", "option(key): the test switches on this option of its variant")
    config.addinivalue_line("markers", "conflict(id): the test checks a reading of this conflict between the sources")
    config.stash[_RESULTS] = {}


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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Report as not applicable: variants left out by ``--variant``, and Examples
    rows whose ``variant`` column names another variant than the run's.
    """
    chosen = set(config.getoption("--variant"))
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is None:
            continue
        variant = callspec.params.get("variant")
        row = callspec.params.get("_pytest_bdd_example") or {}
        if variant is not None and row.get("variant") not in (None, variant):
            item.add_marker(pytest.mark.skip(reason=f"not applicable: this row is for {row['variant']}"))
        elif chosen and variant is not None and variant not in chosen:
            item.add_marker(pytest.mark.skip(reason=f"not applicable: variant {variant} not selected"))


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Remember which feature file and scenario a test runs."""
    request.node.stash[_SCENARIO] = {
        "feature": str(feature.rel_filename), "scenario": str(scenario.name), "line": int(scenario.line_number),
    }


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


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Record each phase's outcome under the test's rule IDs and variant."""
    report: pytest.TestReport = yield
    rec = _record(item)
    scenario = item.stash.get(_SCENARIO, None)
    if scenario is not None:
        rec.update(scenario)
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
        rec["message"] = (report.longreprtext.strip().splitlines() or [""])[-1][:500]
    return report


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Write ``--results`` if asked."""
    path = session.config.getoption("--results")
    if not path:
        return
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    records = list(session.config.stash[_RESULTS].values())
    data = {
        "header": {
            "implementation": session.config.stash.get(IMPLEMENTATION, {"name": "five-hundred reference engine"}),
            "date": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
            "python": platform.python_version(),
            "exit_status": int(exitstatus),
        },
        "results": records,
    }
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


IMPLEMENTATION = pytest.StashKey[dict[str, Any]]()
"""Where the implementation fixture leaves its description for the results header."""
