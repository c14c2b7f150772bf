"""The site the slow tests share: its pages generated from two small results files and the compiled corpus
(so that the rule pages link their cases to Try it) and built strictly with MkDocs once per test run (across
the pytest-xdist workers), for the strict-build test of the site group and every browser test alike.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
import yaml
from filelock import FileLock

from five_hundred_site.site import generate
from five_hundred_suite.cases import compiled_corpus, write_cases
from five_hundred_suite.catalogue import ROOT, corpus_version, variants
from five_hundred_suite.features import load_scenarios


def build_site(work: Path, results: Sequence[Path], cases: Path | None = None) -> Path:
    """Generate the site's pages from ``results`` (the first for the rule pages, all for the
    implementations page) and ``cases`` (an ``export`` file) into ``work/docs`` and build it strictly
    into ``work/site``.
    """
    docs, out = work / "docs", work / "site"
    generate(results[0] if results else None, docs, more_results=results[1:], cases=cases)
    config = work / "mkdocs.yml"
    config.write_text(yaml.safe_dump({"INHERIT": str(ROOT / "mkdocs.yml"), "docs_dir": str(docs),
                                      "site_dir": str(out)}), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(config)],
                          capture_output=True, text=True, check=False, cwd=work,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert done.returncode == 0, done.stdout + done.stderr
    return out


PASSING: tuple[tuple[str, str], ...] = (
    ("BID-02", "american"), ("BID-05", "australian"), ("BID-13", "australian"), ("DECIDE-05", "australian"),
    ("END-05", "australian"), ("MIS-01", "australian"), ("RANK-05", "australian"), ("RANK-07", "australian"),
    ("SCORE-02", "australian"), ("SCORE-04", "australian"), ("SCORE-04", "three-player"))
"""The rules given a passing case (and its variant) in the results the shared site is built from."""
FAILING = ("END-03", "australian")
"""The one rule given a failing case there; every other rule is untested."""
WITH_SCENARIOS = ("SCORE-04", "australian")
"""The rule (and its variant) whose scenarios of the corpus pass in the run in process, each a record as
``pytest --results`` writes it (feature, scenario, line), so that its rule page marks each scenario."""
SERVE = f"{ROOT / '.venv' / 'bin' / 'python'} -m five_hundred_suite.serve"
"""The command the second run of the shared site names (its implementations page shows two runs)."""


def _results(path: Path, command: str | None) -> Path:
    """A results file of the shared site: :data:`PASSING`, :data:`FAILING`, a recorded hand's play stage passing."""
    impl: dict[str, Any] = {"name": "five-hundred reference engine", "version": "0.1.0", "language": "python"}
    if command:
        impl["command"] = command
    records: list[dict[str, Any]] = [{"id": f"tests/test_x.py::test_{r}[{v}]", "rules": [r], "variant": v, "options": [], "conflicts": [],
                "status": "passed", "message": None} for r, v in PASSING]
    if command is None:
        rule, variant = WITH_SCENARIOS
        records += [{"id": f"tests/test_corpus.py::test_{sc.line}[{variant}]", "rules": [rule], "variant": variant,
                     "options": [], "conflicts": [], "status": "passed", "message": None, "feature": sc.feature,
                     "scenario": sc.name, "line": sc.line}
                    for sc in load_scenarios() if rule in sc.rules and variant in sc.variants and not sc.rows and not sc.options]
    records.append({"id": "tests/test_hands.py::test_hand[AU-0001-play]", "rules": ["PLAY-05"], "variant": "australian",
                    "options": [], "conflicts": [], "status": "passed", "message": None})
    records.append({"id": "tests/test_x.py::test_end", "rules": [FAILING[0]], "variant": FAILING[1], "options": [],
                    "conflicts": [], "status": "failed", "message": "the defenders won"})
    header = {"format": 1, "implementation": impl, "date": "2030-01-02T03:04:05+00:00", "variants": sorted(variants()),
              "corpus": {"version": corpus_version(), "commit": "0123456789abcdef0123456789abcdef01234567"}}
    path.write_text(json.dumps({"header": header, "results": records}), encoding="utf-8")
    return path


def shared_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The spec site the browser tests read, built once for the whole run (and shared by the pytest-xdist
    workers): two runs (one in process, one naming :data:`SERVE`) of :data:`PASSING` and :data:`FAILING`,
    and the compiled corpus (``compiled_corpus``, kept in ``build/cases`` until a source changes)."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    work = shared / "browser-site"
    with FileLock(str(shared / "browser-site.lock")):
        if not (work / "site" / "index.html").is_file():
            work.mkdir(exist_ok=True)
            write_cases(compiled_corpus(echo=lambda _: None), work / "cases.jsonl")
            build_site(work, [_results(work / "results.json", None), _results(work / "results-served.json", SERVE)],
                       work / "cases.jsonl")
    return work / "site"
