"""Where the engine finds its data: the ``spec/`` folder (variants, options, schemas, the rule catalogue).

Installed from a wheel (``pip install`` of the wheel or of a checkout), ``spec/`` is package data,
``five_hundred/spec/``, laid in when the wheel is built (``wheel_data.py`` of the checkout). In an
editable install the package is a folder of the checkout (``reference_impl/five_hundred``) and
``spec/`` is read where it is, at the top of the checkout. This module is the only place that knows
either; everything else reads :data:`SPEC`.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def _package_dir() -> Path:
    """The folder of this package, found through :mod:`importlib.resources` (installed as files)."""
    return Path(str(files(__package__ or "five_hundred")))


def spec_dir() -> Path:
    """The ``spec/`` folder: the package's own copy when there is one (a built install), else the
    checkout's (an editable install: ``reference_impl/five_hundred`` sits two levels below it).
    """
    package = _package_dir()
    packaged = package / "spec"
    return packaged if packaged.is_dir() else package.parents[1] / "spec"


SPEC: Path = spec_dir()
"""The ``spec/`` folder this engine reads (``variants/``, ``options.yaml``, ``schema/``, ``rules/`` ...)."""
