"""The compiled corpus: every case of the suite as language-neutral data.

    python -m five_hundred_suite export --out build/cases.jsonl

writes one JSON object per line, checked by ``spec/schema/case.schema.json``
and described for implementers in ``spec/pages/cases.md``:

* ``kind: "scenario"``: one Gherkin scenario (one Examples row) under one
  variant, as a script of protocol requests and of checks on their answers;
* ``kind: "hand"``: a whole-hand fixture of ``features/hands/``, as it is;
* ``kind: "perft"``: a perft position of ``features/perft/``, as it is.

How a scenario becomes data
    The step definitions (``tests/steps/``) talk to the implementation only
    through :func:`ask` (one request) and check its answers only through
    :func:`expect` (one check: a path into the answer, an operator and the
    expected value, which the step takes from the scenario text). In a normal
    run these simply call the implementation and assert. The export runs
    the corpus once with ``--record-cases``: the implementation is wrapped in
    a :class:`Recording`, and every request and check is logged with the
    Gherkin step that made it. The expected values in the export are
    therefore those written in the scenarios, never an engine's answers; a
    request that needs an earlier answer (a game handle, the running scores of
    a game) names it (``{"$ref": "r1", "path": ["value"]}``) instead of copying it.

The checks (:data:`OPS`) are evaluated on the answer *envelope*:
``{"ok": true, "value": ...}`` or ``{"ok": false, "refused": {"rule", "message"}}``.

Conformance and diagnostics
    Whether an action is accepted or refused, and every value, is conformance.
    Which rule a refusal cites is a *diagnostic* (``expect(..., diagnostic=True)``;
    ``"diagnostic": true`` in the case): it is counted in the test's
    :class:`Verdict` and fails the test only under ``--strict-rules``. Each check
    also carries the rule IDs it charges when it fails: the rule a citation
    names, the rules its step gives (those of the action, score line or end of
    hand it checks: ``tests/steps/charges.py``), or else those of the test
    (``Verdict.rules``: the scenario's rules that apply to the variant it runs
    under, narrowed to the step's scope, set by the plugin). A request may carry
    the rules its refusal charges (an action: the rules that allow it).

The modules
    :mod:`.verdicts` (answers, references, mismatches and the verdict of a test), :mod:`.asking`
    (:func:`ask`, :func:`expect`), :mod:`.departures` (where an answer departs from the reference's),
    :mod:`.checking` (a compiled check on an answer), the recording of a scenario as a case (:class:`Recording`, :func:`scenario_case`),
    :mod:`.compiled` (the cases written and read) and :mod:`.cache` (the corpus compiled once and kept);
    :mod:`.routes` (positions and routes), :mod:`.gamewalk` and :mod:`.hands` (the checks of a whole-hand
    case), :mod:`.replay` (the cases run outside pytest) and :mod:`.export_check` (the check before an
    export) are imported by name only, so that the recording run never imports them.

"""

from __future__ import annotations

from ..catalogue import CASE_FORMAT
from .asking import ask, ask_each, ask_open_at, ask_open_position, ask_until_refused, expect
from .cache import (
    CACHE_ENV,
    CORPUS_SOURCES,
    NOT_RECORDED,
    SHIPPED,
    cache_dir,
    compile_into,
    compiled_corpus,
    compiled_name,
    corpus_fingerprint,
    export,
    not_recorded,
    packaged,
)
from .checking import Missing, format_path, locate, problem
from .compiled import (
    ExportError,
    case_problems,
    compile_cases,
    hand_cases,
    perft_cases,
    read_cases,
    record_scenarios,
    scenario_case,
    write_cases,
)
from .departures import deal_departure, legal_departure, refused_situation, situation_of, turn_departure
from .verdicts import (
    KIND_OF_COMMAND,
    OPS,
    SCOPE_ATTRIBUTE,
    Answer,
    HandSoFar,
    Mismatch,
    Recording,
    Ref,
    Verdict,
    checks,
    current_verdict,
    judging,
    scope_of,
)

__all__ = ['CACHE_ENV', 'CASE_FORMAT', 'CORPUS_SOURCES', 'KIND_OF_COMMAND', 'NOT_RECORDED', 'OPS', 'SCOPE_ATTRIBUTE', 'SHIPPED', 'Answer', 'ExportError', 'HandSoFar', 'Mismatch', 'Missing', 'Recording', 'Ref', 'Verdict', 'ask', 'ask_each', 'ask_open_at', 'ask_open_position', 'ask_until_refused', 'cache_dir', 'case_problems', 'checks', 'compile_cases', 'compile_into', 'compiled_corpus', 'compiled_name', 'corpus_fingerprint', 'current_verdict', 'deal_departure', 'expect', 'export', 'format_path', 'hand_cases', 'judging', 'legal_departure', 'locate', 'not_recorded', 'packaged', 'perft_cases', 'problem', 'read_cases', 'record_scenarios', 'refused_situation', 'scenario_case', 'scope_of', 'situation_of', 'turn_departure', 'write_cases']
