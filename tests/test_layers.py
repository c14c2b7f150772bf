"""The import layering (``[tool.importlinter]`` in pyproject.toml): engine below harness below site, no cycles.

The first test runs ``lint-imports`` on the checkout; the others plant a forbidden import in a copy of
the packages and check that the same contracts break on it, so the check is known to be able to fail.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

from five_hundred_suite.catalogue import ROOT

LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))


def _lint(where: Path, *, pythonpath: list[Path] | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ}
    if pythonpath is not None:
        env["PYTHONPATH"] = os.pathsep.join(str(p) for p in pythonpath)  # ahead of the editable install
    return subprocess.run([str(LINT_IMPORTS), "--no-cache", "--no-logo"], cwd=where, env=env, text=True,
                          capture_output=True, timeout=120, check=False)


def _copy(tmp_path: Path) -> Path:
    """The engine and the harness copied under ``tmp_path`` (engine at reference_impl/), with the config."""
    ignore = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "reference_impl" / "five_hundred", tmp_path / "reference_impl" / "five_hundred", ignore=ignore)
    shutil.copytree(ROOT / "five_hundred_suite", tmp_path / "five_hundred_suite", ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def _plant(module: Path, line: str) -> None:
    text = module.read_text("utf-8")
    module.write_text(text + f"\n{line}\n", encoding="utf-8")


def _lint_copy(copy: Path) -> subprocess.CompletedProcess[str]:
    return _lint(copy, pythonpath=[copy, copy / "reference_impl"])


def test_the_layers_and_the_acyclic_modules_hold() -> None:
    done = _lint(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_every_installed_package_is_checked() -> None:
    installed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    checked = set(PYPROJECT["tool"]["importlinter"]["root_packages"])
    assert {p.partition(".")[0] for p in installed} == checked, \
        "every package setuptools installs must be a root package of [tool.importlinter]"
    acyclic = [c for c in PYPROJECT["tool"]["importlinter"]["contracts"] if c["type"] == "acyclic_siblings"]
    assert installed <= set(acyclic[0]["ancestors"]), "every installed (sub)package's modules must be kept acyclic"


def test_the_copy_is_clean_before_planting(tmp_path: Path) -> None:
    done = _lint_copy(_copy(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr


def test_an_engine_module_importing_the_harness_breaks_the_layers(tmp_path: Path) -> None:
    copy = _copy(tmp_path)
    _plant(copy / "reference_impl" / "five_hundred" / "scoring.py", "from five_hundred_suite import catalogue")
    done = _lint_copy(copy)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "five_hundred.scoring -> five_hundred_suite.catalogue" in done.stdout
    assert "1 broken" in done.stdout


def test_the_harness_importing_the_site_breaks_the_layers(tmp_path: Path) -> None:
    copy = _copy(tmp_path)
    site = copy / "five_hundred_site"
    site.mkdir()
    (site / "__init__.py").write_text('"""A site package for the test."""\n', encoding="utf-8")
    (site / "pages.py").write_text("from five_hundred_suite import catalogue\n", encoding="utf-8")  # allowed
    config = copy / "pyproject.toml"
    for sub in re.findall(r'"five_hundred_site\.(\w+)"', config.read_text("utf-8")):  # the site's subpackages
        (site / sub).mkdir(exist_ok=True)
        (site / sub / "__init__.py").write_text('"""A subpackage of the site for the test."""\n', encoding="utf-8")
    config.write_text(config.read_text("utf-8").replace(
        'root_packages = ["five_hundred", "five_hundred_suite"]',
        'root_packages = ["five_hundred", "five_hundred_suite", "five_hundred_site"]'), encoding="utf-8")
    assert _lint_copy(copy).returncode == 0
    _plant(copy / "five_hundred_suite" / "commands" / "run.py", "import five_hundred_site.pages")
    done = _lint_copy(copy)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "five_hundred_suite.commands.run -> five_hundred_site.pages" in done.stdout


def test_a_cycle_between_harness_modules_is_caught(tmp_path: Path) -> None:
    copy = _copy(tmp_path)
    _plant(copy / "five_hundred_suite" / "catalogue.py", "from . import commands")  # commands import catalogue
    done = _lint_copy(copy)
    assert done.returncode == 1, done.stdout + done.stderr
    assert ".catalogue -> .commands" in done.stdout
