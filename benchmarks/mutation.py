"""Mutation testing of the engine with mutmut: how many small changes to the engine the tests catch.

mutmut changes one thing at a time in the engine (an operator, a constant, a comparison) and runs
the tests that reach the changed function; a mutant the tests fail on is killed, one they pass on
survived. The settings are ``[tool.mutmut]`` in ``pyproject.toml`` (the tests used: the fast ones
that exercise the engine's rules).

mutmut takes its sources only from ``./``, ``src/`` or ``source/``, and the editable install would
otherwise hand the tests the unmutated engine. So this script lays out a staging copy,
``build/mutation/``: the engine at ``src/five_hundred``, beside copies of ``tests/``, ``features/``,
``spec/`` and ``pyproject.toml``, and runs ``mutmut run`` there (mutmut puts its mutated
``src/`` first on the path). The checkout itself is never changed. Slow: each mutant starts a
test run that imports the engine afresh (about ten a minute on two busy cores, ~4,300 mutants in
the whole engine); name modules to mutate fewer.

    python benchmarks/mutation.py [MODULE | MODULE.x_FUNCTION ...] [--max-children N] [--corpus] [--report-only]

``--corpus`` adds the conformance corpus (``tests/test_corpus.py``: every scenario of ``features/``)
to the tests each mutant is run against, so that the score says which changes to the engine the
corpus itself catches; a mutant that survives then is a behaviour no scenario pins (or one no rule
defines). It makes the run slower: a surviving mutant of a function every hand reaches runs every
scenario that plays a hand.

``--report-only`` prints the score of the last run in ``build/mutation/`` (also of an interrupted one:
mutmut keeps each result as it comes) without running anything.

Prints the mutation score (killed / all mutants with tests), and the survivors by module; the
survivors can be inspected with ``mutmut show NAME`` run in ``build/mutation/``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tomllib
from collections import defaultdict
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STAGE = ROOT / "build" / "mutation"
ENGINE = ROOT / "reference_impl" / "five_hundred"
COPIED = ("tests", "features", "spec")
CORPUS_TESTS = ("tests/test_corpus.py",)
SELECTION = "pytest_add_cli_args_test_selection = ["


def stage(corpus: bool = False) -> None:
    """Lay out ``build/mutation/`` afresh from the checkout (engine under ``src/``); with ``corpus``, the
    staged ``pyproject.toml`` also selects :data:`CORPUS_TESTS` for the mutants' test runs.
    """
    if STAGE.exists():
        shutil.rmtree(STAGE)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ENGINE, STAGE / "src" / "five_hundred", ignore=ignore)
    for name in COPIED:
        shutil.copytree(ROOT / name, STAGE / name, ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", STAGE / "pyproject.toml")
    if corpus:
        select_also(STAGE / "pyproject.toml", CORPUS_TESTS)


def select_also(pyproject: Path, tests: tuple[str, ...]) -> None:
    """Add ``tests`` to the ``[tool.mutmut]`` test selection of ``pyproject`` (a staged copy).

    Raises:
        SystemExit: the file has no ``pytest_add_cli_args_test_selection = [`` line to add them to.
    """
    text = pyproject.read_text(encoding="utf-8")
    if SELECTION not in text:
        raise SystemExit(f"error: {pyproject}: no '{SELECTION}...' line in [tool.mutmut] to add {', '.join(tests)} to")
    text = text.replace(SELECTION, SELECTION + "".join(f'"{t}", ' for t in tests), 1)
    selected = tomllib.loads(text)["tool"]["mutmut"]["pytest_add_cli_args_test_selection"]
    assert all(t in selected for t in tests), selected
    pyproject.write_text(text, encoding="utf-8")


def mutmut(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the mutmut of this interpreter's environment in the staging copy."""
    command = [str(Path(sys.executable).with_name("mutmut")), *args]
    return subprocess.run(command, cwd=STAGE, text=True, capture_output=args[0] != "run", check=False,
                          env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})


def main(argv: list[str] | None = None) -> int:
    """Stage, run mutmut on the engine (or the named modules), print the score and the survivors."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="*", help="engine modules to mutate, e.g. legality scoring (default: all),"
                        " or one function's mutants as mutmut names them, e.g. tricks.x_trick_winner")
    parser.add_argument("--max-children", type=int, default=os.cpu_count() or 1, help="mutants tested at once")
    parser.add_argument("--corpus", action="store_true",
                        help="also run each mutant against the conformance corpus (tests/test_corpus.py); slower")
    parser.add_argument("--report-only", action="store_true", help="only report the last run's results")
    args = parser.parse_args(argv)
    unknown = [m for m in args.modules if not (ENGINE / f"{m.split('.')[0]}.py").is_file()]
    if unknown:
        parser.error(f"not a module of the engine ({ENGINE.relative_to(ROOT)}): {', '.join(unknown)}")
    names = [f"five_hundred.{m}*" if "." in m else f"five_hundred.{m}.*" for m in args.modules]
    if not args.report_only:
        stage(args.corpus)
        run = mutmut("run", "--max-children", str(args.max_children), *names)
        if run.returncode != 0:
            print(f"mutmut run failed (exit status {run.returncode})", file=sys.stderr)
            return run.returncode
    return report(names)


def report(names: list[str]) -> int:
    """Print the score and the survivors of the mutants matching ``names`` (all when empty)."""
    listed = mutmut("results", "--all", "true")
    status: dict[str, str] = {}
    for line in listed.stdout.splitlines():
        name, sep, state = line.strip().rpartition(": ")
        if sep and name.startswith("five_hundred."):
            status[name] = state
    if names:
        status = {n: s for n, s in status.items() if any(fnmatch(n, pattern) for pattern in names)}
    tally: dict[str, int] = defaultdict(int)
    survivors: dict[str, list[str]] = defaultdict(list)
    for name, state in sorted(status.items()):
        tally[state] += 1
        if state == "survived":
            survivors[name.split(".")[1]].append(name)
    tested = tally["killed"] + tally["survived"] + tally["timeout"]
    score = (tally["killed"] + tally["timeout"]) / tested if tested else 0.0
    print(json.dumps(dict(sorted(tally.items()))))
    print(f"mutation score: {tally['killed'] + tally['timeout']} killed of {tested} mutants with tests = {score:.1%}"
          f" ({tally['no tests']} without tests, {tally['not checked']} not checked)")
    for module, survived in sorted(survivors.items()):
        print(f"{module}: {len(survived)} survived")
        for name in survived:
            print(f"    {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
