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
  protocol (the ``impl`` fixture lives in ``tests/conftest.py``). Only the tests that
  ask the implementation count: the others (the corpus's checks of itself, such as
  the independent perft counter) are deselected, and a test that ran without asking
  it is left out of ``--results``, so nothing is credited to a program that was
  never asked. What it does
  wrong shows in the statuses: a declared gap is ``skipped``, no answer in time
  ``timeout``, a crash or an invalid answer ``error`` (never ``failed``). The
  variants it does not claim in ``hello`` are not applicable (``n/a``).
* Each test carries ``rule``, ``variant`` and ``case`` as user properties, which
  ``--junitxml`` writes as ``<property>`` elements of its test case; a test that
  checked rule citations also ``rule-citations`` (``"3 of 4"``), and a failed
  test ``charged`` (each rule its failing check charges).
* Rules are charged per check, and only in the variants they apply to
  (:func:`~five_hundred_suite.catalogue.applicable`): a check charges the rules
  of what it checks when its step names them (the action, the score line, the
  end of the hand: ``tests/steps/charges.py``), else its scenario's rules (a
  multi-variant outline's tags cover every variant it is written for, so each
  case keeps those of its own variant) narrowed to what its step is about when
  the step definition says so (:func:`~five_hundred_suite.cases.checks`; the
  step's own rules when its scenario has none of them: :func:`step_rules`); a
  rule citation (``Then the action is refused under BID-02``) charges the rule
  it names; a refused request of a setup step, or of a group before its last,
  charges the rules of that request; a check of a whole-hand fixture or a perft
  count charges the rules it carries.
  A failed test's record names the rules its failing check charges (``charged``).
* Which rule a refusal cites is a diagnostic, not conformance: a refusal citing
  no rule or another passes, and is counted as a citation mismatch (the
  record's ``citations``, the header's totals). ``--strict-rules`` makes such
  a mismatch fail the test.
* ``--record-cases PATH`` records the requests and checks of every scenario as
  language-neutral cases (:mod:`five_hundred_suite.cases`; used by
  ``python -m five_hundred_suite export``).
"""

from __future__ import annotations

import gc
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import pytest
from five_hundred.errors import FiveHundredError, clip

from . import steplookup
from .adapter import Implementation, ImplementationSkipped
from .arguments import seconds, whole_number, writable_file
from .atomic import WriteError
from .cases import Recording, Verdict, judging, scenario_case, scope_of
from .catalogue import (
    CatalogueError,
    TagKind,
    applicable,
    classify_tag,
    conflict_ids,
    in_scope,
    rule_ids,
    tag_problem,
    variants,
)
from .features import case_id, scenario_at, scenario_key
from .protocol.messages import ImplementationError, ImplementationTimeout
from .results import OPTION_NOT_OFFERED, ROW_OF_ANOTHER_VARIANT, Status, write_results

F = TypeVar("F", bound=Callable[..., object])

_RESULTS = pytest.StashKey[dict[str, dict[str, Any]]]()
_SCENARIO = pytest.StashKey[dict[str, Any]]()
_GHERKIN = pytest.StashKey[dict[str, Any]]()
_OPTIONS = pytest.StashKey[list[str]]()
_CLAIMED = pytest.StashKey["frozenset[str] | None"]()
_CASES = pytest.StashKey[dict[str, Any]]()
_ASKED = pytest.StashKey[bool]()
_VERDICT = pytest.StashKey[Verdict]()
_STARTED = pytest.StashKey[float]()
_RULES = pytest.StashKey[tuple[str, ...]]()

def pytest_addoption(parser: pytest.Parser) -> None:
    """Options: ``--results PATH``, ``--variant ID``, ``--rule ID``, ``--impl COMMAND``,
    ``--impl-timeout SECONDS``, ``--validate-protocol``, ``--strict-rules`` and ``--record-cases PATH``.
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
    group.addoption("--impl-timeout", metavar="SECONDS", type=seconds, default=5.0,
                    help="seconds each request to --impl may take (default 5; count-sequences gets them once "
                         "per play it counts)")
    group.addoption("--max-time", metavar="SECONDS", type=seconds, default=None,
                    help="stop asking --impl after this many seconds of the run: later requests time out "
                         "and the run stops (exit status 2)")
    group.addoption("--impl-max-restarts", metavar="N", type=whole_number, default=20,
                    help="restarts of --impl after a crash or a timeout before giving up on it (default 20)")
    group.addoption("--validate-protocol", action="store_true", default=False,
                    help="check every message exchanged with --impl against spec/schema/protocol")
    group.addoption("--strict-rules", action="store_true", default=False,
                    help="fail a test when a refusal cites another rule than the catalogue gives (or none); "
                         "by default that is counted as a diagnostic only")
    group.addoption("--no-positions", action="store_true", default=False,
                    help="treat the implementation as one that does not open positions: reach each "
                         "position by replaying its route from the deal")
    group.addoption("--record-cases", metavar="PATH", default=None,
                    help="record the requests and checks of every scenario as cases in this JSON file "
                         "(python -m five_hundred_suite export uses it)")


def pytest_configure(config: pytest.Config) -> None:
    """Register the markers and the results store; refuse, in one line, an unknown ``--variant``, a
    ``--results`` or ``--record-cases`` file that cannot be written, and a catalogue or variant file
    that cannot be read.

    Raises:
        pytest.UsageError: naming the option or file and what is wrong.
    """
    config.addinivalue_line("markers", "rule(id): the test checks this rule of the catalogue")
    config.addinivalue_line("markers", "variant(id): the test applies to this variant")
    config.addinivalue_line("markers", "option(key): the test switches on this option of its variant")
    config.addinivalue_line("markers", "conflict(id): the test checks a reading of this conflict between the sources")
    if not config.pluginmanager.has_plugin("five-hundred-keep-broken-features"):
        config.pluginmanager.register(KeepBrokenFeatures(), "five-hundred-keep-broken-features")
    try:
        known = variants()
        rule_ids()
        conflict_ids()
    except (FiveHundredError, CatalogueError) as e:
        raise pytest.UsageError(f"the catalogue cannot be read: {clip(str(e), 500)}") from None
    unknown = [v for v in config.getoption("--variant", None) or () if v not in known]
    if unknown:
        raise pytest.UsageError(f"--variant names no variant: {clip(', '.join(unknown), 100)} "
                                f"(known: {', '.join(known)})")
    for option in ("--results", "--record-cases"):
        path = config.getoption(option, None)
        problem = writable_file(Path(path)) if path else None
        if problem:
            raise pytest.UsageError(f"{option} {clip(str(path), 200)}: {problem}")
    config.stash[_RESULTS] = {}
    config.stash[_STARTED] = time.monotonic()
    steplookup.install()
    if config.getoption("--record-cases", None):
        config.stash[_CASES] = {"recording": None, "cases": []}


def pytest_collection_finish(session: pytest.Session) -> None:
    """Move everything made so far (modules, parsed features, collected tests) out of the garbage
    collector's way (:func:`gc.freeze`): it lives to the end of the run anyway, and each full
    collection, pytest's last one at the end included, would otherwise walk all of it again. Only
    what the tests make is collected; an object made before the first test that became garbage
    in a reference cycle stays in memory until the process ends.
    """
    gc.freeze()


def impl_deadline(config: pytest.Config) -> float | None:
    """The :func:`time.monotonic` time after which ``--impl`` is asked nothing more (``--max-time``
    after the start of the run), or ``None`` without a limit.
    """
    limit = config.getoption("--max-time", None)
    return None if limit is None else config.stash[_STARTED] + float(limit)


def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """Stop the run after this test when ``--max-time`` is over (pytest then exits with status 2)."""
    deadline = impl_deadline(item.config)
    if deadline is not None and time.monotonic() >= deadline and nextitem is not None:
        item.session.shouldstop = f"the time limit of the run (--max-time {item.config.getoption('--max-time'):g} s) is over"


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
    problem = tag_problem(tag)
    if problem is not None:
        raise pytest.UsageError(problem)
    t = classify_tag(tag)
    if t.kind is TagKind.VARIANT:
        marked: F = pytest.mark.usefixtures("variant")(pytest.mark.variant(t.value)(function))
        return marked
    if t.kind is not TagKind.OTHER:
        marked = getattr(pytest.mark, t.kind.value)(t.value)(function)
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
        from .protocol.program import SubprocessImplementation

        try:
            with SubprocessImplementation(command, timeout=config.getoption("--impl-timeout"),
                                          deadline=impl_deadline(config)) as program:
                said = program.describe().get("variants")
            if isinstance(said, list):
                claimed = frozenset(str(v) for v in said)
        except (ImplementationError, ValueError):
            claimed = None
    config.stash[_CLAIMED] = claimed
    return claimed


def asked_implementation(item: pytest.Item) -> None:
    """Note that the test ``item`` asks the implementation under test (the ``impl`` fixture calls it)."""
    item.stash[_ASKED] = True


def asks_implementation(item: pytest.Item) -> bool:
    """Whether a test can ask the implementation: every scenario of the corpus (its steps ask for
    ``impl`` as they run) and every plain test that takes the ``impl`` fixture.
    """
    names = getattr(item, "fixturenames", ())
    return "_pytest_bdd_example" in names or "impl" in names


UNUSABLE_FEATURE = "unusable_feature"
"""The fixture of the test that reports a feature file that cannot be bound (``tests/test_corpus.py``)."""


class KeepBrokenFeatures:
    """A feature file that cannot be bound is an error under every filter: its test (the one with the
    :data:`UNUSABLE_FEATURE` fixture) is kept whatever ``-k``, ``-m``, ``--rule``, ``--variant`` or
    ``--impl`` deselect, so that a run of some rules never passes while the file of their scenarios is broken.
    """

    @pytest.hookimpl(wrapper=True)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> Any:
        """Put back the tests of broken feature files that the other hooks deselected."""
        broken = [i for i in items if UNUSABLE_FEATURE in getattr(i, "fixturenames", ())]
        result = yield
        items[:0] = [i for i in broken if i not in items]
        return result


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """With ``--impl``, deselect the tests that cannot ask the implementation (see
    :func:`asks_implementation`). Report as not applicable: variants left out by ``--variant``, variants the ``--impl``
    program does not claim, scenarios switching on an option their variant does not offer, and
    Examples rows whose ``variant`` column names another variant than the run's. Give each test its ``rule``, ``variant`` and ``case`` user properties.
    """
    if config.getoption("--impl") is not None:
        own = [i for i in items if asks_implementation(i)]
        if len(own) < len(items):
            config.hook.pytest_deselected(items=[i for i in items if not asks_implementation(i)])
            items[:] = own
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
        item.user_properties += [("rule", r) for r in _rules_of(item, variant)]
        if variant is not None:
            item.user_properties.append(("variant", str(variant)))
        if callspec is None:
            continue
        row = callspec.params.get("_pytest_bdd_example") or {}
        offered = variants()[variant]["options"] if variant in variants() else {}
        missing = sorted({str(m.args[0]) for m in item.iter_markers("option")} - set(offered))
        if variant is not None and row.get("variant") not in (None, variant):
            item.add_marker(pytest.mark.skip(reason=ROW_OF_ANOTHER_VARIANT.format(variant=row["variant"])))
        elif variant is not None and missing:
            item.add_marker(pytest.mark.skip(reason=OPTION_NOT_OFFERED.format(variant=variant,
                                                                              options=", ".join(missing))))
        elif chosen and variant is not None and variant not in chosen:
            item.add_marker(pytest.mark.skip(reason=f"not applicable: variant {variant} not selected"))
        elif claimed is not None and variant is not None and variant not in claimed:
            item.add_marker(pytest.mark.skip(
                reason=f"not applicable: the implementation does not claim variant {variant}"))


def _variant_of(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    variant = callspec.params.get("variant") if callspec is not None else None
    return str(variant) if variant is not None else None


def _rules_of(item: pytest.Item, variant: str | None) -> list[str]:
    """The rule IDs a test checks under ``variant``: its rule markers that apply to the variant."""
    return sorted(applicable((str(m.args[0]) for m in item.iter_markers("rule")), variant))


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Open the test's :class:`~five_hundred_suite.cases.Verdict`, and a new recorded case when recording."""
    item.stash[_RULES] = tuple(_rules_of(item, _variant_of(item)))
    item.stash[_VERDICT] = Verdict(strict_rules=bool(item.config.getoption("--strict-rules", False)),
                                   rules=item.stash[_RULES])
    store = item.config.stash.get(_CASES, None)
    if store is not None and store["recording"] is not None:
        store["recording"].begin()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Any:
    """Run the test with its verdict open, so that its checks report citations and charged rules."""
    with judging(item.stash[_VERDICT]):
        return (yield)


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    """Set the rules the step's checks charge (its scenario's, narrowed to the step's scope if its
    definition declares one with :func:`~five_hundred_suite.cases.checks`); note the Gherkin step that
    the next requests and checks belong to, when recording.
    """
    verdict = request.node.stash.get(_VERDICT, None)
    if verdict is not None:
        everything = request.node.stash[_RULES]  # the test's rules, as its setup found them
        verdict.rules = step_rules(everything, scope_of(step_func), _variant_of(request.node))
    store = request.config.stash.get(_CASES, None)
    if store is not None and store["recording"] is not None:
        store["recording"].step = f"{str(step.keyword).strip()} {step.name}"


def step_rules(everything: tuple[str, ...], scope: tuple[str, ...] | None, variant: str | None) -> tuple[str, ...]:
    """The rules the checks of a step charge by default (a check may name its own: see
    :func:`~five_hundred_suite.cases.expect`): its scenario's ``everything`` within the step's ``scope``
    (:func:`~five_hundred_suite.cases.checks`); when none of them is, the rule IDs the scope names that
    apply to ``variant`` (a step checks its own rules, not its scenario's); else ``everything``.

    >>> step_rules(("SCORE-02", "DEALER-03"), ("DEALER-03",), "australian")
    ('DEALER-03',)
    >>> step_rules(("SCORE-02", "SCORE-04"), ("DEALER-03",), "australian")
    ('DEALER-03',)
    >>> step_rules(("SCORE-02",), None, "australian")
    ('SCORE-02',)
    """
    if not scope:
        return everything
    inside = tuple(r for r in everything if in_scope(r, scope))
    if inside:
        return inside
    known = rule_ids()
    own = tuple(sorted(applicable((x for x in scope if x in known), variant)))
    return own or everything


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Remember which feature file and scenario a test runs."""
    rel, line = str(feature.rel_filename), int(scenario.line_number)
    try:  # as written: an outline's name keeps its <placeholders> (pytest-bdd fills them in per row)
        name = scenario_at(rel, line).name
    except KeyError:
        name = str(scenario.name)
    request.node.stash[_SCENARIO] = {"feature": rel, "scenario": name, "line": line}
    request.node.stash[_GHERKIN] = {"feature_name": str(feature.name), "key": scenario_key(rel, name)}


def _case_of(item: pytest.Item) -> str:
    """The ID of the case of the compiled corpus (``cases.jsonl``) a test checks; its node ID for other tests."""
    callspec = getattr(item, "callspec", None)
    params = callspec.params if callspec is not None else {}
    gherkin = item.stash.get(_GHERKIN, None)
    if gherkin is not None:
        return case_id(gherkin["key"], params.get("_pytest_bdd_example") or None, params.get("variant"))
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
            from .cases.replay import failure_details  # not imported by the recording run (see cases.NOT_RECORDED)

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
        if (item.config.getoption("--impl") is not None and rec["status"] not in (Status.NOT_APPLICABLE, Status.SKIPPED)
                and not item.stash.get(_ASKED, False)):
            del item.config.stash[_RESULTS][item.nodeid]  # it never asked the implementation: not its result
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
    the ``--impl`` program does not claim.
    """
    chosen = config.getoption("--variant") or list(variants())
    claimed = config.stash.get(_CLAIMED, None)
    if claimed is None:
        implementation = config.stash.get(IMPLEMENTATION, {})
        said = implementation.get("variants") if isinstance(implementation, dict) else None
        claimed = frozenset(said) if isinstance(said, list) else None
    return sorted({v for v in chosen if claimed is None or v in claimed})


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    """With ``--results``: one line saying what the results file's records are
    (:meth:`~five_hundred_suite.cases.replay.PytestCounts.words`), beside pytest's count of tests.
    """
    path = config.getoption("--results")
    if not path:
        return
    from .cases.replay import pytest_counts  # not imported by the recording run (see cases.NOT_RECORDED)

    records = list(config.stash[_RESULTS].values())
    counted = pytest_counts((str(r["id"]), r.get("message")) for r in records)
    terminalreporter.write_line(f"results: {path}: {counted.words()}")


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
    try:
        write_results(out, records, implementation=implementation, run_variants=run_variants(session.config),
                      exit_status=int(exitstatus), strict_rules=bool(session.config.getoption("--strict-rules")))
    except WriteError as e:  # one line, the earlier file kept, and the run fails (exit status 2: cut short)
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        line = f"error: --results {clip(str(path), 200)}: {e.reason}"
        if reporter is not None:
            reporter.ensure_newline()
            reporter.write_line(line, red=True)
        else:
            print(line, file=sys.stderr)
        session.exitstatus = pytest.ExitCode.INTERRUPTED


IMPLEMENTATION = pytest.StashKey[dict[str, Any]]()
"""Where the implementation fixture leaves its description for the results header."""
