"""The statuses of a test in a results file (``spec/schema/results.schema.json``): one vocabulary for
the pytest plugin that writes them, the runner that prints them, the case export and the site.
"""

from __future__ import annotations

import datetime as _dt
import json
import platform
import re
import subprocess
from collections.abc import Sequence
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any, Final

from .atomic import safe_value, write_file
from .catalogue import CASE_FORMAT, ROOT, corpus_version


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

ROW_OF_ANOTHER_VARIANT: Final = "not applicable: this row is for {variant}"
"""The message of a pytest record of an Examples row written for another variant than the one it is collected under."""
OPTION_NOT_OFFERED: Final = "not applicable: {variant} does not offer {options}"
"""The message of a pytest record of a scenario that needs an option its variant does not offer."""


def never_a_case(message: str | None) -> bool:
    """Whether a record's message says it is one that the pytest run collects but the export never compiles
    (:data:`ROW_OF_ANOTHER_VARIANT`, :data:`OPTION_NOT_OFFERED`), so that ``run`` has no record of it.

    >>> never_a_case("not applicable: this row is for australian")
    True
    >>> never_a_case("not applicable: variant american not selected")
    False
    """
    text = message or ""
    return (text.startswith(ROW_OF_ANOTHER_VARIANT.partition("{")[0])
            or (text.startswith("not applicable: ") and " does not offer " in text))


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


class ResultsFileError(ValueError):
    """A results file that cannot be read back: one line naming the file and the problem."""


def failing_cases(path: Path) -> list[str]:
    """The cases of the records of ``path`` (a ``results.json`` written by ``run``) whose status counts
    against the implementation (:data:`FAILING`), each once, in the order of the file.

    Raises:
        ResultsFileError: the file cannot be read, is not JSON, breaks the results schema, or holds no
            failing record (nothing to rerun).
    """
    from .catalogue import CatalogueError, validate

    where = str(path)
    try:
        data = json.loads(path.read_text("utf-8"))
    except OSError as e:
        raise ResultsFileError(f"{where}: cannot be read ({e.strerror or e})") from None
    except UnicodeDecodeError:
        raise ResultsFileError(f"{where}: not UTF-8 text") from None
    except json.JSONDecodeError as e:
        raise ResultsFileError(f"{where}:{e.lineno}: not JSON ({e.msg})") from None
    except RecursionError:
        raise ResultsFileError(f"{where}: nested too deeply to be a results file") from None
    try:
        validate(data, "results", where)
    except CatalogueError as e:
        raise ResultsFileError(str(e)) from None
    cases = list(dict.fromkeys(str(r.get("case") or r["id"]) for r in data["results"] if r["status"] in FAILING))
    if not cases:
        raise ResultsFileError(f"{where}: no record failed, errored or timed out: nothing to rerun")
    return cases


def write_results(path: Path, records: Sequence[dict[str, Any]], *, implementation: dict[str, Any],
                  run_variants: Sequence[str], exit_status: int, strict_rules: bool, partial: bool = False) -> None:
    """Write a results file (``spec/schema/results.schema.json``) whole or not at all
    (:func:`~five_hundred_suite.atomic.write_file`); used by the pytest plugin.

    Raises:
        WriteError: it cannot be written (the earlier file is left as it was).
    """
    write_file(path, results_text(records, implementation=implementation, run_variants=run_variants,
                                  exit_status=exit_status, strict_rules=strict_rules, partial=partial))


def results_text(records: Sequence[dict[str, Any]], *, implementation: dict[str, Any], run_variants: Sequence[str],
                 exit_status: int, strict_rules: bool, partial: bool = False) -> str:
    """The text of a results file: its header and ``records``, each string made safe to write as UTF-8
    (an unpaired surrogate replaced, the message saying so). ``partial``: the run was interrupted and
    ``records`` are those it reached (the header says ``"partial": true``).
    """
    cited = [r["citations"] for r in records if r.get("citations")]
    data = {
        "header": {
            "format": 1,
            "implementation": implementation,
            "corpus": {"version": corpus_version(), "commit": corpus_commit(), "case_format": CASE_FORMAT},
            "date": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
            "variants": sorted(run_variants),
            "python": platform.python_version(),
            "exit_status": int(exit_status),
            "strict_rules": bool(strict_rules),
            "citations": {"checked": sum(c["checked"] for c in cited), "matched": sum(c["matched"] for c in cited)},
            **({"partial": True} if partial else {}),
        },
        "results": safe_value(list(records), note=True),
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"
