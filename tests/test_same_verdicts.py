"""``benchmarks/same_verdicts.py``: two results files say the same apart from the date, commit and durations."""

from __future__ import annotations

import copy
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "same_verdicts.py"


def _differences() -> Any:
    spec = importlib.util.spec_from_file_location("same_verdicts", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.differences


RUN: dict[str, Any] = {
    "header": {"format": 1, "date": "2026-01-01T00:00:00+00:00", "corpus": {"version": "0.1.0", "commit": "a" * 40},
               "exit_status": 0},
    "results": [
        {"id": "tests/test_corpus.py::test_a[australian]", "rules": ["BID-01"], "status": "passed", "message": None},
        {"id": "tests/test_corpus.py::test_b[american]", "rules": ["BID-02"], "status": "n/a",
         "message": "not applicable: this row is for australian", "duration": 0.5},
    ],
}


def test_the_date_commit_and_durations_do_not_count() -> None:
    other = copy.deepcopy(RUN)
    other["header"]["date"] = "2026-02-02T00:00:00+00:00"
    other["header"]["corpus"]["commit"] = "b" * 40
    other["results"][1]["duration"] = 0.1
    assert _differences()(RUN, other) == []


def test_a_changed_status_a_missing_record_and_the_order_count() -> None:
    differences = _differences()
    changed = copy.deepcopy(RUN)
    changed["results"][0]["status"] = "failed"
    assert differences(RUN, changed) == ["tests/test_corpus.py::test_a[australian] status: 'passed' -> 'failed'"]
    fewer = {**RUN, "results": RUN["results"][:1]}
    assert differences(RUN, fewer) == ["only before: tests/test_corpus.py::test_b[american]"]
    swapped = {**RUN, "results": RUN["results"][::-1]}
    assert differences(RUN, swapped) == ["the same records in another order"]
    header = copy.deepcopy(RUN)
    header["header"]["exit_status"] = 1
    assert differences(RUN, header) == ["header exit_status: 0 -> 1"]


def test_the_command_exits_1_on_a_difference(tmp_path: Path) -> None:
    before, after = tmp_path / "before.json", tmp_path / "after.json"
    before.write_text(json.dumps(RUN), encoding="utf-8")
    changed = copy.deepcopy(RUN)
    changed["results"][1]["message"] = "other"
    after.write_text(json.dumps(changed), encoding="utf-8")
    same = subprocess.run([sys.executable, str(SCRIPT), str(before), str(before)], capture_output=True, text=True,
                          check=False)
    assert same.returncode == 0 and "the same verdicts" in same.stdout
    differ = subprocess.run([sys.executable, str(SCRIPT), str(before), str(after)], capture_output=True, text=True,
                            check=False)
    assert differ.returncode == 1 and "1 differences" in differ.stdout
    bad = subprocess.run([sys.executable, str(SCRIPT), str(before), str(tmp_path / "none.json")], capture_output=True,
                         text=True, check=False)
    assert bad.returncode == 1 and bad.stderr.strip().startswith("error: ") and len(bad.stderr.strip().splitlines()) == 1
