"""What a built wheel carries beside the Python packages: the checkout's data, laid into the packages.

The checkout keeps each file once, where its readers know it (``spec/``, ``features/``, the corpus
bindings in ``tests/``). When setuptools builds a wheel (``pip install .``, ``pip wheel .``,
``python -m build``), :class:`BuildPy` copies them into the packages (:data:`LAYOUT`), where the
locator modules ``five_hundred.resources`` and ``five_hundred_suite.resources`` find them through
``importlib.resources``. An editable install copies nothing: the locators read the checkout.

``pyproject.toml`` names the class (``[tool.setuptools] cmdclass``); ``MANIFEST.in`` puts the same
files in a source distribution.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

from setuptools.command.build_py import build_py

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
