"""Bad input never crashes the suite: a corpus of hostile inputs, generated here (see
``tests/tools/bad_inputs.py``), each run as a user would run it, in a sandbox copy of this checkout,
under a memory and a time limit.

For every case: the expected exit status, exactly one clear line naming the file or argument (and
the rule where one applies), no traceback, no output line over a few hundred characters, no hang
(a generous time limit only a hang exceeds), and, where it applies, a good input of the same run
still passing (the fixture AU-0001 beside a bad fixture, a good scenario beside a bad feature file,
a legal action after a refused one, the other smoke checks of a misbehaving adapter, an earlier
site left as it was by the site generator refusing an input, the whole site written when it only
warns, the earlier outputs left byte for byte as they were by a write that fails, no process of
the adapter left behind). The test IDs start with the category: fixture, encoding, yaml-limits,
duplicate-key, spec-file, feature, export, engine, adapter, command-line, site-input, site-results,
output, empty-run, server, harness.
"""

from __future__ import annotations

import sys
import tempfile
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from five_hundred_suite.cases import compiled_corpus
from five_hundred_suite.catalogue import ROOT
from tests.tools.bad_inputs import (
    CATEGORIES,
    MEMORY_BUDGET,
    PY,
    Case,
    Outcome,
    all_cases,
    judge,
    make_sandbox,
    make_template,
    run_batch,
    run_case,
    template_state,
)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the sandboxes, fake adapters and the reaper (a child subreaper) need Linux")

CASES = all_cases(ROOT)


@pytest.fixture(scope="module")
def verdicts() -> dict[str, tuple[str, str]]:
    """Every case run once (a batch of cases shares one sandbox and one run), three at a time (many of them
    wait on a signal or a time limit): id: (verdict, why)."""
    compiled_corpus(echo=lambda _: None)  # copied into the sandboxes, where run reads it
    batches: dict[str, list[Case]] = defaultdict(list)
    for case in CASES:
        batches[case.batch or case.id].append(case)

    with tempfile.TemporaryDirectory(prefix="bad-input-template-") as base:
        template = make_template(ROOT, Path(base))
        before = template_state(template)

        def one(group: list[Case]) -> dict[str, tuple[str, str]]:
            with tempfile.TemporaryDirectory(prefix="bad-input-") as tmp:
                if len(group) > 1:
                    outcome = run_batch(template, Path(tmp), group)
                else:
                    outcome = run_case(group[0], make_sandbox(template, Path(tmp), group[0]))
                return {case.id: judge(case, outcome) for case in group}

        with ThreadPoolExecutor(3) as pool:
            found: dict[str, tuple[str, str]] = {}
            for part in pool.map(one, batches.values()):
                found.update(part)
        changed = sorted(k for k, v in template_state(template).items() if before.get(k) != v)
        assert not changed, f"a case wrote into the template the sandboxes share: {changed[:5]}"
    return found


def test_every_category_has_cases() -> None:
    assert {c.category for c in CASES} == set(CATEGORIES)
    assert len({c.id for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_bad_input_gets_one_clear_line(case: Case, verdicts: dict[str, tuple[str, str]]) -> None:
    verdict, why = verdicts[case.id]
    assert verdict == "clear", f"{verdict}: {why}"


def _judged(*args: str) -> tuple[str, str, Outcome]:
    """A command of ``tests/fakes/leave_behind.py`` that prints one clear error line, run and judged
    as a case of the corpus is."""
    case = Case("harness-judge-check", [PY, "tests/fakes/leave_behind.py", *args], says=r"^error: .*SCORE-04")
    with tempfile.TemporaryDirectory(prefix="bad-input-") as tmp:
        outcome = run_case(case, make_sandbox(ROOT, Path(tmp), case), 60)
        verdict, why = judge(case, outcome)
        pidfile = Path(tmp) / "pid"
        pid = int(pidfile.read_text()) if pidfile.is_file() else None
    if pid is not None:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            state = "gone"
        assert state in ("gone", "Z"), f"the hidden process {pid} is still running ({state})"
    return verdict, why, outcome


def test_a_clear_line_is_clear() -> None:
    verdict, why, outcome = _judged("none")
    assert (verdict, outcome.strays) == ("clear", []), why


def test_a_process_left_behind_is_not_clear() -> None:
    """A setsid grandchild with an empty environment, recorded nowhere the judge looks, is found,
    named, killed and makes the case unclear."""
    verdict, why, outcome = _judged("hide", "{sandbox}/pid")
    assert verdict == "unclear", why
    assert len(outcome.strays) == 1 and "sleep 3600" in outcome.strays[0], outcome.strays
    assert "outlived the command" in why


def test_memory_past_the_budget_is_not_clear() -> None:
    verdict, why, outcome = _judged("grow", str((MEMORY_BUDGET >> 20) + 200))
    assert outcome.peak_kb * 1024 > MEMORY_BUDGET
    assert verdict == "hang" and "out of memory" in why, why


def test_memory_past_the_limit_is_not_clear() -> None:
    verdict, why, _ = _judged("blow")
    assert verdict == "hang" and "MemoryError" in why, why
