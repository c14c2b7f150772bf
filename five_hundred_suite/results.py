"""The statuses of a test in a results file (``spec/schema/results.schema.json``): one vocabulary for
the pytest plugin that writes them, the runner that prints them, the case export and the site.
"""

from __future__ import annotations

import re
import subprocess
from enum import StrEnum
from functools import cache
from typing import Final

from .catalogue import ROOT


class Status(StrEnum):
    """The status of one test of a run (its record's ``status`` in the results file)."""

    PASSED = "passed"
    """Every check held."""
    FAILED = "failed"
    """A check did not hold: the implementation's answer is not what the corpus says."""
    ERROR = "error"
    """The implementation crashed or gave an invalid answer, or the test could not be set up."""
    TIMEOUT = "timeout"
    """The implementation gave no answer in time."""
    SKIPPED = "skipped"
    """The implementation declared a gap (``skipped`` answer): never counted as a pass."""
    NOT_APPLICABLE = "n/a"
    """Not applicable: a variant or option the run or the implementation does not cover."""


FAILING: Final = frozenset({Status.FAILED, Status.ERROR, Status.TIMEOUT})
"""The statuses that count against the implementation."""

EXECUTED: Final = frozenset({Status.PASSED, *FAILING})
"""The statuses of a test that ran to a verdict about the rules (evidence for or against them)."""


@cache
def corpus_commit() -> str | None:
    """The git commit of the checkout (``None`` outside a git checkout, as in an installed wheel, or without git)."""
    if not (ROOT / ".git").exists():
        return None
    try:
        done = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    commit = done.stdout.strip()
    return commit if done.returncode == 0 and re.fullmatch(r"[0-9a-f]{40}", commit) else None
