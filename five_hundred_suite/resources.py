"""Where the harness finds its data: the corpus, its pytest bindings and the spec.

The harness runs the corpus with pytest from a folder laid out like the checkout, :data:`ROOT`:

* ``features/``: the Gherkin scenarios, ``deals.yaml``, the recorded hands and the perft positions;
* ``tests/``: the corpus bindings (``conftest.py``, the step definitions, ``test_corpus.py``,
  ``test_hands.py``, ``test_perft.py``);
* ``pyproject.toml``: the pytest settings of that run.

Installed from a wheel (``pip install`` of the wheel or of a checkout) that folder is package data,
``five_hundred_suite/corpus/``, laid in when the wheel is built (``wheel_data.py`` of the checkout);
in an editable install it is the checkout itself, the folder holding this package. ``spec/`` is the
engine's (:data:`five_hundred.resources.SPEC`). This module is the only place that knows either
layout; everything else reads :data:`ROOT`, :data:`FEATURES` and :data:`SPEC`, and names a file with
:func:`shown`.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from five_hundred.resources import SPEC


def root_dir() -> Path:
    """The folder laid out like the checkout for the corpus run: the package's ``corpus/`` when there
    is one (a built install), else the checkout this package is a folder of (an editable install).
    """
    package = Path(str(files(__package__ or "five_hundred_suite")))
    packaged = package / "corpus"
    return packaged if packaged.is_dir() else package.parent


ROOT: Path = root_dir()
"""The folder holding ``features/``, ``tests/`` (the corpus bindings) and ``pyproject.toml``."""
FEATURES: Path = ROOT / "features"
"""The corpus: ``*.feature`` files by area, ``deals.yaml``, ``hands/``, ``perft/``."""
STEPS: Path = ROOT / "tests" / "steps"
"""The step definitions of the corpus."""

__all__ = ["FEATURES", "ROOT", "SPEC", "STEPS", "root_dir", "shown"]


def shown(path: Path) -> str:
    """How a file of the project is named in messages: as the checkout names it (``spec/rules/bid.yaml``,
    ``features/hands/australian/x.yaml``, ``tests/steps/hand.py``) whichever the layout; any other path
    as it is given.

    >>> shown(SPEC / "rules" / "bid.yaml")
    'spec/rules/bid.yaml'
    >>> shown(FEATURES / "deals.yaml")
    'features/deals.yaml'
    """
    resolved = path.resolve()
    for name, folder in (("spec", SPEC), ("features", FEATURES), ("tests", ROOT / "tests"), ("", ROOT)):
        try:
            inside = resolved.relative_to(folder.resolve()).as_posix()
        except ValueError:
            continue
        return f"{name}/{inside}" if name else inside
    return path.as_posix()
