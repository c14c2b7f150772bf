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
* The tests run on the reference engine in process (the ``impl`` fixture lives in
  ``tests/conftest.py``): this is the project's own test of its corpus. A program
  that speaks the adapter protocol is run on the corpus compiled from these
  scenarios, by ``python -m five_hundred_suite run --impl COMMAND``; ``--impl``
  given to pytest is refused with that command.
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

The hooks are pytest's, gathered here from the package's modules: ``options`` (command-line options,
configuration, the implementation under test), ``collection`` (what is collected and run), ``steps`` (each test
as it runs) and ``records`` (the results).
"""

from __future__ import annotations

from .collection import (
    pytest_bdd_apply_tag,
    pytest_collection_modifyitems,
    pytest_generate_tests,
)
from .options import (
    UNUSABLE_FEATURE,
    KeepBrokenFeatures,
    pytest_addoption,
    pytest_collection_finish,
    pytest_configure,
    recording,
)
from .records import (
    IMPLEMENTATION,
    params_of,
    pytest_runtest_makereport,
    pytest_sessionfinish,
    pytest_terminal_summary,
    results,
    run_variants,
)
from .steps import (
    pytest_bdd_before_scenario,
    pytest_bdd_before_step,
    pytest_runtest_call,
    pytest_runtest_setup,
    step_rules,
)

__all__ = [
    "IMPLEMENTATION",
    "UNUSABLE_FEATURE",
    "KeepBrokenFeatures",
    "params_of",
    "pytest_addoption",
    "pytest_bdd_apply_tag",
    "pytest_bdd_before_scenario",
    "pytest_bdd_before_step",
    "pytest_collection_finish",
    "pytest_collection_modifyitems",
    "pytest_configure",
    "pytest_generate_tests",
    "pytest_runtest_call",
    "pytest_runtest_makereport",
    "pytest_runtest_setup",
    "pytest_sessionfinish",
    "pytest_terminal_summary",
    "recording",
    "results",
    "run_variants",
    "step_rules",
]
