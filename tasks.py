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
import shlex
import shutil
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


CORPUS = ("tests/test_corpus.py", "tests/test_hands.py", "tests/test_perft.py", "tests/test_properties.py")
"""The conformance suite: the tests that carry rule IDs (every other test runs in ``tasks.py test``)."""
SERVED = ("tests/test_corpus.py",)
"""What the second run sends through the adapter protocol (the scenarios; kept small to keep the job short)."""


JS_ADAPTER = ("node", "implementations/javascript/bin/adapter.mjs")
"""The JavaScript engine's adapter (``implementations/javascript``), run beside the reference when node is present."""


def main_job() -> None:
    """Run the corpus on the reference engine, print the summary, build the site with its status.

    Alongside, the scenarios run a second time through the adapter protocol, against the
    engine served as a program (``python -m five_hundred_suite.serve``), and, when ``node`` is
    on the PATH, a third time against the JavaScript engine's adapter; the site's
    implementations page sets the runs side by side. The corpus is also exported as cases
    (``build/cases.jsonl``), which the site's *Test your engine* page offers for download.
    """
    build = ROOT / "build"
    build.mkdir(exist_ok=True)
    results = build / "results.json"
    others = {"served": (f"{shlex.quote(str(PY))} -m five_hundred_suite.serve", build / "results-served.json")}
    if shutil.which(JS_ADAPTER[0]):
        others["javascript"] = (shlex.join(JS_ADAPTER), build / "results-js.json")
    else:
        print("node is not on the PATH: the JavaScript engine is left out of the implementations page")
    cases = build / "cases.jsonl"
    cases.unlink(missing_ok=True)
    runs: dict[str, tuple[subprocess.Popen[bytes], Path]] = {}
    logs = [(build / "export.log").open("w", encoding="utf-8")]
    export = subprocess.Popen([str(PY), "-m", "five_hundred_suite", "export", "--out", str(cases)], cwd=ROOT,
                              stdout=logs[0], stderr=subprocess.STDOUT)
    try:
        for name, (command, out) in others.items():
            out.unlink(missing_ok=True)
            log = (build / f"{name}-run.log").open("w", encoding="utf-8")
            logs.append(log)
            runs[name] = (subprocess.Popen([str(PY), "-m", "pytest", "-q", "-p", "no:cacheprovider", *SERVED,
                                            "--impl", command, "--results", str(out)],
                                           cwd=ROOT, stdout=log, stderr=subprocess.STDOUT), out)
        status = subprocess.run([str(PY), "-m", "pytest", "-q", "-p", "no:cacheprovider", *CORPUS,
                                 "--results", str(results)], cwd=ROOT, check=False).returncode
    finally:
        statuses = {name: proc.wait() for name, (proc, _) in runs.items()}
        exported = export.wait() == 0 and cases.is_file()
        for log in logs:
            log.close()
    if status not in (0, 1):
        sys.exit(f"the conformance run did not complete (pytest exit status {status}); no site was built")
    site: list[str | Path] = ["--results", results]
    for name, (_, out) in runs.items():
        if statuses[name] in (0, 1) and out.is_file():
            site += ["--results", out]
            print(f"{name} run (the scenarios through the adapter protocol): pytest exit status {statuses[name]}")
        else:
            print(f"the {name} run did not complete (pytest exit status {statuses[name]}, see "
                  f"{build / (name + '-run.log')}); the implementations page leaves it out")
    if exported:
        site += ["--cases", cases]
    else:
        print(f"the export did not complete (see {build / 'export.log'}); the site offers no cases.jsonl")
    run(PY, "-m", "five_hundred_site", *site, "--out", build / "docs", "--summary")
    run(PY, "-m", "mkdocs", "build", "--strict", "--quiet")
    print(f"site: {build / 'site' / 'index.html'}")
    failed = {name: code for name, code in statuses.items() if code != 0}
    if status != 0 or failed:
        print(f"the conformance runs had failures (pytest exit status {status}, "
              f"{', '.join(f'{n} {c}' for n, c in failed.items()) or 'the others passed'}); the site shows them")
        sys.exit(status or next(iter(failed.values())))


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
