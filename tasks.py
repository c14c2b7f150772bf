#!/usr/bin/env python3
"""The project's commands (the README's two, and the fast loop); each sets up its own virtual environment first.

    python3 tasks.py main   # conformance suite on the reference engine, summary, spec site
    python3 tasks.py test   # lint, type-check and the whole test suite
    python3 tasks.py quick  # lint, type-check and the fast tests (engine, corpus, loaders), about half a minute

Needs only python3 (3.11 or later). The environment lives in ``.venv`` and is
reinstalled whenever ``pyproject.toml`` changes.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import venv
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / "python"
STAMP = VENV / ".installed"
PYCACHE = VENV / "pycache"
"""Where every Python process a job starts keeps its compiled bytecode (``PYTHONPYCACHEPREFIX``)."""


def run(*args: str | Path) -> None:
    """Run a command in the checkout; exit with its status if it fails."""
    print("$", " ".join(str(a) for a in args), flush=True)
    done = subprocess.run([str(a) for a in args], cwd=ROOT, check=False, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    if done.returncode != 0:
        sys.exit(done.returncode)


LINT = ((PY, "-m", "ruff", "check", "."), (PY, "-m", "mypy"))
"""The lint and the type check that ``quick`` and ``test`` run beside their tests."""


def run_beside(checks: tuple[tuple[str | Path, ...], ...], *args: str | Path) -> None:
    """Run ``args`` (the tests) while ``checks`` run alongside, their output held and shown after it; exit with
    the first failing status (the tests' first), so that the lint and the type check take no time of their own.
    """
    with ThreadPoolExecutor(len(checks)) as pool:
        held = [pool.submit(subprocess.run, [str(a) for a in check], cwd=ROOT, check=False, capture_output=True,
                            text=True) for check in checks]
        print("$", " ".join(str(a) for a in args), flush=True)
        status = subprocess.run([str(a) for a in args], cwd=ROOT, check=False,
                                env={**os.environ, "NO_MKDOCS_2_WARNING": "1"}).returncode
        for check, future in zip(checks, held, strict=True):
            done = future.result()
            print("$", " ".join(str(a) for a in check), flush=True)
            print((done.stdout + done.stderr).rstrip(), flush=True)
            status = status or done.returncode
    if status != 0:
        sys.exit(status)


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
"""The conformance suite run in process on the reference engine (pytest-bdd): the tests that carry rule IDs."""


JS_ADAPTER = ("node", "implementations/javascript/bin/adapter.mjs")
"""The JavaScript engine's adapter (``implementations/javascript``), run beside the reference when node is present."""


def _tally(results: Path) -> str:
    """``"2278 records: 2278 passed"``: the statuses of a results file, for the job's last lines."""
    records = json.loads(results.read_text("utf-8"))["results"]
    counts = Counter(r["status"] for r in records)
    return f"{len(records)} records: " + ", ".join(f"{n} {status}" for status, n in counts.most_common())


def main_job() -> None:
    """Run the corpus on the reference engine, print the summary, build the site with its status.

    The corpus runs in process on the reference engine (pytest-bdd, ``CORPUS``). Alongside, the
    compiled corpus (``export``: ``build/cases.jsonl``, which the site's *Test your engine* page
    offers for download) is run the way every implementation runs it, ``python -m five_hundred_suite
    run --variant all``: against the engine served as a program (``python -m five_hundred_suite.serve``)
    and, when ``node`` is on the PATH, against the JavaScript engine's adapter; the site's
    implementations page sets the runs side by side. The suite's wheel is built meanwhile (:func:`build_wheel`)
    and offered on the *Test your engine* page with the line that installs it.
    """
    build = ROOT / "build"
    build.mkdir(exist_ok=True)
    results = build / "results.json"
    others = {"served": f"{shlex.quote(str(PY))} -m five_hundred_suite.serve"}
    if shutil.which(JS_ADAPTER[0]):
        others["javascript"] = shlex.join(JS_ADAPTER)
    else:
        print("node is not on the PATH: the JavaScript engine is left out of the implementations page")
    cases = build / "cases.jsonl"
    cases.unlink(missing_ok=True)
    outs = {name: build / f"conformance-{name}" for name in others}
    for out in outs.values():
        (out / "results.json").unlink(missing_ok=True)
    reference = subprocess.Popen([str(PY), "-m", "pytest", "-q", "-p", "no:cacheprovider", *CORPUS,
                                  "--results", str(results)], cwd=ROOT)
    wheel_log = (build / "wheel.log").open("w", encoding="utf-8")
    scratch = build / f"wheel.{os.getpid()}.tmp"
    for stale in (scratch, *SETUPTOOLS_SCRATCH):
        shutil.rmtree(stale, ignore_errors=True)
    wheel_build = subprocess.Popen([str(PY), "-m", "pip", "wheel", "--no-deps", *WHEEL_BUILD, "--quiet", "--wheel-dir",
                                    str(scratch), "."], cwd=ROOT, stdout=wheel_log, stderr=subprocess.STDOUT)
    statuses: dict[str, int] = {}
    try:
        with (build / "export.log").open("w", encoding="utf-8") as log:  # compiles the corpus the runs read
            exported = subprocess.run([str(PY), "-m", "five_hundred_suite", "export", "--out", str(cases)], cwd=ROOT,
                                      stdout=log, stderr=subprocess.STDOUT, check=False).returncode == 0
        for name, command in others.items():
            with (build / f"{name}-run.log").open("w", encoding="utf-8") as log:
                statuses[name] = subprocess.run([str(PY), "-m", "five_hundred_suite", "run", "--impl", command,
                                                 "--variant", "all", "--out", str(outs[name])], cwd=ROOT,
                                                stdout=log, stderr=subprocess.STDOUT, check=False).returncode
    finally:
        status = reference.wait()
        wheel = build_wheel(wheel_build, scratch, build / "wheel")
        wheel_log.close()
    if status not in (0, 1):
        sys.exit(f"the conformance run did not complete (pytest exit status {status}); no site was built")
    site: list[str | Path] = ["--results", results]
    for name, code in statuses.items():
        out = outs[name] / "results.json"
        if code in (0, 1) and out.is_file():
            site += ["--results", out]
            print(f"{name} run (the compiled corpus through the adapter protocol): {_tally(out)}")
        else:
            print(f"the {name} run did not complete (exit status {code}, see "
                  f"{build / (name + '-run.log')}); the implementations page leaves it out")
    if exported and cases.is_file():
        site += ["--cases", cases]
    else:
        print(f"the export did not complete (see {build / 'export.log'}); the site offers no cases.jsonl")
    if wheel is not None:
        site += ["--wheel", wheel]
    else:
        print(f"the wheel was not built (see {build / 'wheel.log'}); the site offers none")
    run(PY, "-m", "five_hundred_site", *site, "--out", build / "docs", "--summary")
    run(PY, "-m", "mkdocs", "build", "--strict", "--quiet")
    print(f"site: {build / 'site' / 'index.html'}")
    failed = {name: code for name, code in statuses.items() if code != 0}
    if status != 0 or failed:
        print(f"the conformance runs had failures (pytest exit status {status}, "
              f"{', '.join(f'{n} {c}' for n, c in failed.items()) or 'the others passed'}); the site shows them")
        sys.exit(status or next(iter(failed.values())))


WHEEL_BUILD = ("--no-build-isolation",)
"""How the wheel is built: with the setuptools and the packages of ``.venv`` (the ``dev`` extra holds every build
requirement of ``pyproject.toml``), pinned as the tests run them, rather than in a build environment installed
afresh from the registry at each build (15 CPU s of this machine's 20 for the whole build)."""


SETUPTOOLS_SCRATCH = (ROOT / "build" / "lib", ROOT / "build" / f"bdist.{sysconfig.get_platform()}")
"""The folders setuptools builds a wheel in (under ``build/``): removed before :func:`build_wheel`'s build, so that
no module the checkout no longer has goes into the wheel, and after it."""


def build_wheel(building: subprocess.Popen[bytes], scratch: Path, folder: Path) -> Path | None:
    """Wait for ``building`` (``pip wheel --no-deps`` into the folder ``scratch``), then move the wheel it built
    into ``folder`` in place of the earlier ones; returns it, or ``None`` (and ``folder`` left as it was) when
    the build failed. The wheel is written whole or not at all: it is renamed into ``folder`` once complete.
    """
    try:
        built = sorted(scratch.glob("five_hundred_rules-*.whl")) if building.wait() == 0 else []
        if len(built) != 1:
            return None
        folder.mkdir(exist_ok=True)
        for old in folder.glob("five_hundred_rules-*.whl"):
            if old.name != built[0].name:
                old.unlink()
        return built[0].replace(folder / built[0].name)
    finally:
        for stale in (scratch, *SETUPTOOLS_SCRATCH):
            shutil.rmtree(stale, ignore_errors=True)


QUICK = "not (browser or site or programs or wheel or slow)"
"""The tests of the fast loop: the engine, the corpus and its loaders (the slow groups are marked in tests/conftest.py)."""


def quick_job() -> None:
    """Lint and type-check (:data:`LINT`) beside the tests of the fast loop (:data:`QUICK`): seconds, for a
    change to the engine, the corpus or the spec files.
    """
    run_beside(LINT, PY, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "xdist.plugin", "-n", "auto", "-m", QUICK)


def test_job() -> None:
    """Lint and type-check (:data:`LINT`) beside every test, run on every core (pytest-xdist)."""
    workers = (os.cpu_count() or 1) + 1  # one more for the browser tests, whose worker mostly waits on chromium (tests/scheduling.py)
    run_beside(LINT, PY, "-m", "pytest", "-q", "-p", "xdist.plugin", "-p", "tests.scheduling", "-n", str(workers),
        "--dist", "loadfile", "--no-loadscope-reorder")


JOBS: dict[str, Callable[[], None]] = {"main": main_job, "test": test_job, "quick": quick_job}
"""The jobs ``python3 tasks.py JOB`` runs (the README names each one)."""


def keep_bytecode() -> None:
    """Let every Python process the job starts (pytest, its workers, the adapters and commands the tests start
    as programs: hundreds of interpreters) reuse one compiled copy of each module, kept in :data:`PYCACHE`
    out of the source tree, instead of compiling the project again at each start; an environment that asks
    for no bytecode (``PYTHONDONTWRITEBYTECODE``) usually asks for none beside the sources, which still holds.
    """
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(PYCACHE)


def main() -> None:
    """Dispatch ``main``, ``test`` or ``quick``."""
    if len(sys.argv) != 2 or sys.argv[1] not in JOBS:
        sys.exit(f"usage: python3 {Path(__file__).name} {{{'|'.join(JOBS)}}}")
    setup()
    keep_bytecode()
    JOBS[sys.argv[1]]()


if __name__ == "__main__":
    main()
