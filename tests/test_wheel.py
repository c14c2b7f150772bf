"""The package carries everything it needs: a wheel built from the checkout, installed into a fresh
virtual environment outside it, runs the implementers' commands from an empty folder.

The slow test builds the wheel as ``tasks.py main`` does (``pip wheel``, with the setuptools of this environment), offers it on the *Test your
engine* page as the site does, installs the wheel the page offers by the page's install line, with its
dependencies, into a scratch environment in an empty folder, makes its site-packages read-only and
runs ``smoke``, a short ``run`` and ``export`` against the served engine through the console scripts and
``python -m``: both read the corpus the wheel carries, compiled when it was built, so that nothing is
compiled, nothing written into the user's cache folder (``XDG_CACHE_HOME``) and the installed package is
left as it was. It is marked
``wheel``: ``pytest -m "not wheel"`` leaves it out locally; ``tasks.py test`` (and CI) runs it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from five_hundred_site.kit import PAGE, write_kit
from five_hundred_suite.cases import compiled_corpus, compiled_name, read_cases
from five_hundred_suite.catalogue import ROOT
from five_hundred_suite.results import Status
from five_hundred_suite.schemas import schema_validator
from tasks import WHEEL_BUILD
from wheel_data import COMPILED, LAYOUT, files

SCRATCH_ENV = {k: v for k, v in os.environ.items()
                    if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "PYTHONSTARTUP", "FIVE_HUNDRED_SUITE_CACHE",
                             "XDG_CACHE_HOME")}
"""The environment of the commands run in the scratch environment: nothing that points at this one."""


def test_every_data_file_of_the_checkout_goes_into_the_wheel() -> None:
    mapped = {path for path, _ in files(ROOT)}
    data = {p for folder in ("spec", "features") for p in (ROOT / folder).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}
    assert data - mapped == set(), "files of spec/ or features/ the wheel would leave out"
    bindings = {ROOT / "tests" / name for name in ("conftest.py", "test_corpus.py", "test_hands.py", "test_perft.py")}
    assert bindings <= mapped
    assert {p for p in mapped if p.parent == ROOT / "tests" / "steps"} == set((ROOT / "tests" / "steps").glob("*.py"))


def test_each_file_lands_once_under_a_package_of_the_layout() -> None:
    names = [name for _, name in files(ROOT)]
    assert len(names) == len(set(names))
    targets = tuple(target for target, _, _ in LAYOUT)
    assert all(name.startswith(targets) for name in names)
    assert {"five_hundred/spec/variants/australian.yaml", "five_hundred/spec/schema/case.schema.json",
            "five_hundred_suite/corpus/features/deals.yaml", "five_hundred_suite/corpus/tests/steps/hand.py",
            "five_hundred_suite/corpus/pyproject.toml"} <= set(names)


def test_the_build_environment_has_what_compiling_the_corpus_needs() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    needs = set(project["project"]["dependencies"])
    assert needs <= set(project["build-system"]["requires"]), "the wheel build compiles the corpus (wheel_data.py)"
    dev = {re.split(r"[<>=\[]", r)[0] for extra in project["project"]["optional-dependencies"].values() for r in extra}
    building = {re.split(r"[<>=\[]", r)[0] for r in project["build-system"]["requires"]}
    assert building <= dev | {re.split(r"[<>=\[]", r)[0] for r in needs}, \
        "tasks.py builds the wheel without build isolation (WHEEL_BUILD): .venv must hold every build requirement"


def _run(args: list[str | Path], cwd: Path, timeout: float,
         env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in args], cwd=cwd, env={**SCRATCH_ENV, **(env or {})}, capture_output=True,
                          text=True, timeout=timeout, check=False)


def _files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")}


def _said(done: subprocess.CompletedProcess[str]) -> str:
    return f"exit status {done.returncode}\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The wheel built from a copy of the checkout as ``tasks.py main`` builds it, and the scratch environment
    it is installed in: the wheel offered by the site's *Test your engine* page (its downloads written with
    it), downloaded into an empty folder and installed there by the page's own install line.
    """
    tmp = tmp_path_factory.mktemp("wheel")
    source, dist, docs, empty = tmp / "source", tmp / "dist", tmp / "docs", tmp / "empty"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis", "node_modules"))
    done = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", *WHEEL_BUILD, "--quiet", "--wheel-dir", dist,
                 source], tmp, timeout=600)
    assert done.returncode == 0, _said(done)
    (wheel,) = dist.glob("five_hundred_rules-*.whl")
    docs.mkdir()
    write_kit(docs, wheel=wheel)
    page = (docs / PAGE).read_text("utf-8")
    (link,) = set(re.findall(r"\]\((downloads/five_hundred_rules-[^)]+\.whl)\)", page))  # the text, the table
    (install,) = [line.split() for line in page.splitlines() if line.startswith("suite/bin/pip install ")]
    empty.mkdir()
    shutil.copyfile(docs / link, empty / Path(link).name)  # downloaded from the page
    assert (empty / Path(link).name).read_bytes() == wheel.read_bytes(), "the site offers the built wheel itself"
    done = _run([sys.executable, "-m", "venv", "suite"], empty, timeout=300)
    assert done.returncode == 0, _said(done)
    done = _run([*install[:2], "--quiet", *install[2:]], empty, timeout=900)
    assert done.returncode == 0, _said(done)
    venv = empty / "suite"
    for path in (_site_packages(venv), *_site_packages(venv).rglob("*")):  # as a system-wide install is
        path.chmod(path.stat().st_mode & ~0o222)
    return empty / Path(link).name, venv


def _site_packages(venv: Path) -> Path:
    (found,) = (venv / "lib").glob("python3*/site-packages")
    return found


@pytest.mark.wheel
def test_the_wheel_holds_the_data_as_the_checkout_has_it(installed: tuple[Path, Path]) -> None:
    wheel, _ = installed
    with zipfile.ZipFile(wheel) as z:
        for path, name in files(ROOT):
            assert z.read(name) == path.read_bytes(), name
        compiled = [n for n in z.namelist() if n.startswith(f"{COMPILED}/")]
        assert compiled == [f"{COMPILED}/{compiled_name()}"], "the corpus of these sources, under the checkout's name"
        assert not [n for n in z.namelist() if "__pycache__" in n]
        shipped = z.read(compiled[0])
    copy = Path(wheel).parent / "shipped.jsonl"
    copy.write_bytes(shipped)
    assert read_cases(copy) == compiled_corpus(echo=lambda _: None), "the cases the checkout compiles"


@pytest.mark.wheel
def test_the_installed_package_reads_nothing_of_the_checkout(installed: tuple[Path, Path], tmp_path: Path) -> None:
    _, venv = installed
    probe = ("import five_hundred.resources as e, five_hundred_suite.resources as h, five_hundred_suite.catalogue as c;"
             "print(e.SPEC); print(h.ROOT); print(len(c.rules()))")
    done = _run([venv / "bin" / "python", "-c", probe], tmp_path, timeout=120)
    assert done.returncode == 0, _said(done)
    spec, root, count = done.stdout.split()
    site = _run([venv / "bin" / "python", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                tmp_path, timeout=60).stdout.strip()
    assert Path(spec) == Path(site) / "five_hundred" / "spec"
    assert Path(root) == Path(site) / "five_hundred_suite" / "corpus"
    assert int(count) > 100


@pytest.mark.wheel
def test_smoke_a_short_run_and_export_from_a_read_only_install(installed: tuple[Path, Path], tmp_path: Path) -> None:
    _, venv = installed
    empty, cache = tmp_path / "empty", tmp_path / "xdg-cache"
    empty.mkdir()
    site = _site_packages(venv)
    untouched = _files(site)
    env = {"XDG_CACHE_HOME": str(cache), "COLUMNS": "200"}
    smoke = _run([venv / "bin" / "five-hundred-suite", "smoke", "--impl", str(venv / "bin" / "five-hundred-serve")],
                 empty, timeout=300, env=env)
    assert smoke.returncode == 0, _said(smoke)
    assert "smoke: 9 checks, all OK" in smoke.stdout
    serve = f"{venv / 'bin' / 'python'} -m five_hundred_suite.serve"
    run = _run([venv / "bin" / "python", "-m", "five_hundred_suite", "run", "--impl", serve, "--variant", "australian",
                "-k", "pack", "--out", "conformance"], empty, timeout=900, env=env)
    assert run.returncode == 0, _said(run)
    assert "compiling" not in run.stdout, "the wheel carries the compiled corpus"
    assert "counted: " in run.stdout and " records of " in run.stdout
    results = json.loads((empty / "conformance" / "results.json").read_text("utf-8"))
    assert not list(schema_validator("results").iter_errors(results))
    statuses = {r["status"] for r in results["results"]}
    assert Status.PASSED in statuses and statuses <= {Status.PASSED, Status.NOT_APPLICABLE}, statuses
    assert (empty / "conformance" / "junit.xml").is_file()
    export = _run([venv / "bin" / "five-hundred-suite", "export", "--out", "cases.jsonl"], empty, timeout=300, env=env)
    assert export.returncode == 0, _said(export)
    assert "compiling" not in export.stdout
    (shipped,) = (site / COMPILED).glob("*.jsonl")
    assert (empty / "cases.jsonl").read_bytes() == shipped.read_bytes()
    assert not cache.exists(), "nothing compiled into the user's cache folder"
    assert export.stdout.startswith("wrote cases.jsonl: ") and " scenarios (one per scenario" in export.stdout
    assert _files(site) == untouched, "nothing written into the installed package"


@pytest.mark.wheel
def test_the_console_scripts_name_themselves(installed: tuple[Path, Path], tmp_path: Path) -> None:
    _, venv = installed
    for script, module in (("five-hundred-suite", "five_hundred_suite"), ("five-hundred-serve", "five_hundred_suite.serve")):
        done = _run([venv / "bin" / script, "--help"], tmp_path, timeout=120)
        assert done.returncode == 0 and done.stdout.startswith(f"usage: {script} "), _said(done)
        assert "python -m" not in done.stdout
        done = _run([venv / "bin" / "python", "-m", module, "--help"], tmp_path, timeout=120)
        assert done.returncode == 0 and done.stdout.startswith(f"usage: python -m {module} "), _said(done)


def _building(scratch: Path, name: str | None, status: int = 0) -> subprocess.Popen[bytes]:
    """A stand-in for ``pip wheel``: writes the file ``name`` (if any) into ``scratch`` and exits with ``status``."""
    script = ("import sys, pathlib; d = pathlib.Path(sys.argv[1]); d.mkdir(parents=True, exist_ok=True); "
              "n = sys.argv[2]; n and (d / n).write_bytes(b'new'); sys.exit(int(sys.argv[3]))")
    return subprocess.Popen([sys.executable, "-c", script, str(scratch), name or "", str(status)])


@pytest.mark.programs
def test_main_moves_the_built_wheel_in_whole_in_place_of_the_older_one(tmp_path: Path) -> None:
    import tasks

    folder, scratch = tmp_path / "wheel", tmp_path / "scratch"
    folder.mkdir()
    (folder / "five_hundred_rules-0.0.9-py3-none-any.whl").write_bytes(b"old")
    got = tasks.build_wheel(_building(scratch, "five_hundred_rules-0.1.0-py3-none-any.whl"), scratch, folder)
    assert got == folder / "five_hundred_rules-0.1.0-py3-none-any.whl" and got.read_bytes() == b"new"
    assert sorted(p.name for p in folder.iterdir()) == [got.name] and not scratch.exists()


@pytest.mark.programs
@pytest.mark.parametrize(("name", "status"), [("five_hundred_rules-0.2.0-py3-none-any.whl", 1), (None, 0)])
def test_main_keeps_the_older_wheel_when_the_build_fails(tmp_path: Path, name: str | None, status: int) -> None:
    import tasks

    folder, scratch = tmp_path / "wheel", tmp_path / "scratch"
    folder.mkdir()
    (folder / "five_hundred_rules-0.1.0-py3-none-any.whl").write_bytes(b"old")
    assert tasks.build_wheel(_building(scratch, name, status), scratch, folder) is None
    assert [p.read_bytes() for p in folder.iterdir()] == [b"old"] and not scratch.exists()
