"""What a built wheel carries beside the Python packages: the checkout's data, laid into the packages.

The checkout keeps each file once, where its readers know it (``spec/``, ``features/``, the corpus
bindings in ``tests/``). When setuptools builds a wheel (``pip install .``, ``pip wheel .``,
``python -m build``), :class:`BuildPy` copies them into the packages (:data:`LAYOUT`), where the
locator modules ``five_hundred.resources`` and ``five_hundred_suite.resources`` find them through
``importlib.resources``. An editable install copies nothing: the locators read the checkout.

The wheel also carries the corpus compiled as ``run`` and ``export`` read it (``five_hundred_suite/corpus/
compiled/``, :func:`five_hundred_suite.cases.compile_into`), compiled from the built packages themselves when
the wheel is built, so that the first ``run`` of an installed suite compiles nothing; that is why
``[build-system] requires`` of ``pyproject.toml`` repeats the project's dependencies.

``pyproject.toml`` names the class (``[tool.setuptools] cmdclass``); ``MANIFEST.in`` puts the same
files in a source distribution.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from setuptools.command.build_py import build_py
from setuptools.errors import SetupError

LAYOUT: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("five_hundred/spec", "spec", ("**/*.yaml", "**/*.json", "**/*.md")),
    ("five_hundred_suite/corpus/features", "features", ("**/*.feature", "**/*.yaml")),
    ("five_hundred_suite/corpus/tests", "tests",
     ("__init__.py", "conftest.py", "test_corpus.py", "test_hands.py", "test_perft.py", "perft_counter.py",
      "steps/*.py")),
    ("five_hundred_suite/corpus", ".", ("pyproject.toml",)),
)
"""Each entry: the folder in the wheel (relative to the packages' root), the folder of the checkout it
is copied from, and the glob patterns of the files copied (relative to that folder). The corpus
folder mirrors the checkout (``features/``, ``tests/``, ``pyproject.toml`` with the pytest settings),
so the pytest run of the corpus is the same in both."""


def files(root: Path) -> Iterator[tuple[Path, str]]:
    """Every file :data:`LAYOUT` copies from the checkout at ``root``: (its path, its path in the wheel
    relative to the packages' root), sorted, each once.
    """
    for target, source, patterns in LAYOUT:
        base = root / source
        found = {p for pattern in patterns for p in base.glob(pattern)
                 if p.is_file() and "__pycache__" not in p.parts}
        for path in sorted(found):
            yield path, f"{target}/{path.relative_to(base).as_posix()}"


class BuildPy(build_py):
    """setuptools' ``build_py``, then the data of :data:`LAYOUT` copied into the build (not in editable mode)."""

    def run(self) -> None:
        """Build the packages, then lay in the data, replacing what an earlier build left there."""
        super().run()
        if self.editable_mode:
            return
        build = Path(self.build_lib)
        for target, source, _ in LAYOUT:
            if source != ".":
                shutil.rmtree(build / target, ignore_errors=True)
        for path, name in files(Path.cwd()):
            out = build / name
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, out)
        compile_corpus(build, str(self.distribution.get_version()))


COMPILED = "five_hundred_suite/corpus/compiled"
"""The folder of the built packages that holds the compiled corpus."""


def compile_corpus(build: Path, version: str) -> Path:
    """Compile the corpus with the built packages in ``build`` (their own data, not the checkout's) into
    :data:`COMPILED`, for the distribution's ``version``; returns the file written. It runs in a child
    process started in ``build``, which writes no bytecode there.

    Raises:
        SetupError: the corpus could not be compiled (the last lines of what the compiler said).
    """
    folder = build.resolve() / COMPILED
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    path = [str(build.resolve()), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(path), "PYTHONDONTWRITEBYTECODE": "1"}
    script = ("import sys; from pathlib import Path; from five_hundred_suite.cases import compile_into; "
              "print(compile_into(Path(sys.argv[1]), sys.argv[2]))")
    done = subprocess.run([sys.executable, "-c", script, str(folder), version], cwd=build, env=env,
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        said = "\n".join((done.stdout + done.stderr).strip().splitlines()[-20:])
        raise SetupError(f"the corpus could not be compiled into the wheel:\n{said}")
    return Path(done.stdout.strip().splitlines()[-1])
