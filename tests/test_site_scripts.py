"""The spec site's own scripts (five_hundred_site/static/javascripts) pass the strict type check
(``tsc --checkJs --strict`` with the DOM lib, five_hundred_site/jsconfig.json) and eslint
(five_hundred_site/eslint.config.mjs), with the same tool versions as the JavaScript engine.

The tools come from the repository's root package.json and its lock (``npm ci`` at the root;
``.ci/run`` does it). The checks are skipped, saying so, where ``node`` or those modules are
missing; the versions are compared always.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = ROOT / "five_hundred_site" / "static" / "javascripts"
JSCONFIG = ROOT / "five_hundred_site" / "jsconfig.json"
NODE = shutil.which("node")
TSC = ROOT / "node_modules" / "typescript" / "bin" / "tsc"
ESLINT = ROOT / "node_modules" / "eslint" / "bin" / "eslint.js"
TOOLS = ("typescript", "eslint", "@eslint/js", "globals")

needs_tools = pytest.mark.skipif(
    NODE is None or not TSC.is_file() or not ESLINT.is_file(),
    reason="node or the root node_modules (typescript, eslint) are missing: run `npm ci` at the repository root",
)


def _locked(lock: Path) -> dict[str, str]:
    packages = json.loads(lock.read_text(encoding="utf-8"))["packages"]
    return {name: packages[f"node_modules/{name}"]["version"] for name in TOOLS}


def _run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(NODE), *args], cwd=cwd, capture_output=True, text=True, check=False, timeout=600)


def test_the_site_checks_use_the_engines_tool_versions() -> None:
    """The root lock pins typescript, eslint, @eslint/js and globals at the engine's versions."""
    engine = _locked(ROOT / "implementations" / "javascript" / "package-lock.json")
    assert _locked(ROOT / "package-lock.json") == engine


@needs_tools
def test_every_site_script_is_type_checked_and_passes() -> None:
    """``tsc`` lists every script of static/javascripts in its program and reports no error."""
    listed = _run(str(TSC), "--noEmit", "-p", str(JSCONFIG), "--listFilesOnly")
    assert listed.returncode == 0, listed.stdout[-3000:] + listed.stderr[-2000:]
    files = {Path(line).resolve() for line in listed.stdout.splitlines() if line.strip()}
    scripts = sorted(SCRIPTS.glob("*.js"))
    assert scripts
    assert {p.resolve() for p in scripts} <= files
    done = _run(str(TSC), "--noEmit", "-p", str(JSCONFIG))
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


@needs_tools
def test_the_type_check_is_strict_with_the_dom(tmp_path: Path) -> None:
    """The site's settings reject an element that may be null used as one that is not."""
    (tmp_path / "bad.js").write_text('document.getElementById("x").hidden = true;\n', encoding="utf-8")
    (tmp_path / "jsconfig.json").write_text(json.dumps({"extends": str(JSCONFIG), "include": ["bad.js"]}),
                                            encoding="utf-8")
    done = _run(str(TSC), "--noEmit", "-p", str(tmp_path / "jsconfig.json"))
    assert done.returncode != 0
    assert "TS2531" in done.stdout or "TS18047" in done.stdout, done.stdout


@needs_tools
def test_every_site_script_passes_eslint() -> None:
    """eslint with five_hundred_site/eslint.config.mjs finds no problem in static/javascripts."""
    done = _run(str(ESLINT), "--max-warnings", "0", str(SCRIPTS.relative_to(ROOT)))
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


@needs_tools
def test_eslint_applies_the_engines_rules_to_the_site_scripts() -> None:
    """A ``var`` and a ``==`` in a site script are reported (the engine's no-var and eqeqeq)."""
    done = subprocess.run([str(NODE), str(ESLINT), "--stdin", "--stdin-filename",
                           str((SCRIPTS / "example.js").relative_to(ROOT)), "--format", "json"],
                          input='var a = window.name;\nif (a == "x") a = "";\n', cwd=ROOT, capture_output=True,
                          text=True, check=False, timeout=600)
    rules = {m["ruleId"] for m in json.loads(done.stdout)[0]["messages"]}
    assert {"no-var", "eqeqeq"} <= rules, done.stdout
