#!/usr/bin/env python3
"""The project's two commands; each sets up its own virtual environment first.

    python3 tasks.py main   # conformance suite on the reference engine, summary, spec site
    python3 tasks.py test   # lint, type-check and the whole test suite

Needs only python3 (3.11 or later). The environment lives in ``.venv`` and is
reinstalled whenever ``pyproject.toml`` changes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / "python"
STAMP = VENV / ".installed"


def run(*args: str | Path) -> None:
    """Run a command in the checkout; exit with its status if it fails."""
    print("$", " ".join(str(a) for a in args), flush=True)
    done = subprocess.run([str(a) for a in args], cwd=ROOT, check=False, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    if done.returncode != 0:
        sys.exit(done.returncode)


def setup() -> None:
    """Create ``.venv`` and install the project with its test and docs extras, when needed."""
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.is_file() and STAMP.read_text().strip() == wanted and PY.exists():
        return
    if not PY.exists():
        print(f"creating {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    run(PY, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(PY, "-m", "pip", "install", "--quiet", "-e", ".[dev]")
    STAMP.write_text(wanted + "\n")


def main_job() -> None:
    """Run the corpus on the reference engine, print the summary, build the site with its status."""
    results = ROOT / "build" / "results.json"
    status = subprocess.run(
        [str(PY), "-m", "pytest", "-q", "-p", "no:cacheprovider", "--results", str(results)], cwd=ROOT, check=False
    ).returncode
    if status not in (0, 1):
        sys.exit(f"the conformance run did not complete (pytest exit status {status}); no site was built")
    run(PY, "-m", "five_hundred_suite.site", "--results", results, "--out", ROOT / "build" / "docs", "--summary")
    run(PY, "-m", "mkdocs", "build", "--strict", "--quiet")
    print(f"site: {ROOT / 'build' / 'site' / 'index.html'}")
    if status != 0:
        print(f"the conformance run had failures (pytest exit status {status}); the site shows them")
        sys.exit(status)


def test_job() -> None:
    """Lint, type-check, then run every test."""
    run(PY, "-m", "ruff", "check", ".")
    run(PY, "-m", "mypy")
    run(PY, "-m", "pytest", "-q")


def main() -> None:
    """Dispatch ``main`` or ``test``."""
    jobs = {"main": main_job, "test": test_job}
    if len(sys.argv) != 2 or sys.argv[1] not in jobs:
        sys.exit(f"usage: python3 {Path(__file__).name} {{{'|'.join(jobs)}}}")
    setup()
    jobs[sys.argv[1]]()


if __name__ == "__main__":
    main()
