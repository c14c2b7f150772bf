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

import os
import tempfile
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from five_hundred_suite.cases import compiled_corpus
from five_hundred_suite.catalogue import ROOT
from tests.tools.bad_inputs import CATEGORIES, Case, all_cases, judge, make_sandbox, run_batch, run_case

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the sandboxes and fake adapters need a POSIX system")

CASES = all_cases(ROOT)


@pytest.fixture(scope="module")
def verdicts() -> dict[str, tuple[str, str]]:
    """Every case run once (a batch of cases shares one sandbox and one run), two at a time: id: (verdict, why)."""
    compiled_corpus(echo=lambda _: None)  # copied into the sandboxes, where run reads it
    batches: dict[str, list[Case]] = defaultdict(list)
    for case in CASES:
        batches[case.batch or case.id].append(case)

    def one(group: list[Case]) -> dict[str, tuple[str, str]]:
        with tempfile.TemporaryDirectory(prefix="bad-input-") as tmp:
            if len(group) > 1:
                outcome = run_batch(ROOT, Path(tmp), group)
            else:
                outcome = run_case(group[0], make_sandbox(ROOT, Path(tmp), group[0]))
            return {case.id: judge(case, outcome) for case in group}

    with ThreadPoolExecutor(2) as pool:
        found: dict[str, tuple[str, str]] = {}
        for part in pool.map(one, batches.values()):
            found.update(part)
    return found


def test_every_category_has_cases() -> None:
    assert {c.category for c in CASES} == set(CATEGORIES)
    assert len({c.id for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_bad_input_gets_one_clear_line(case: Case, verdicts: dict[str, tuple[str, str]]) -> None:
    verdict, why = verdicts[case.id]
    assert verdict == "clear", f"{verdict}: {why}"
