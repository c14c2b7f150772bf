"""The JavaScript engine (implementations/javascript): its data export is current, its own unit
tests pass under Node's test runner, and its adapter passes the implementers' smoke check and
the three-player corpus through ``run``.

Skipped, saying so, where ``node`` is not on the PATH. ``.ci/run`` does the rest (``npm ci``,
the type check and lint, ``run`` for every variant and the 2,000-hand fuzz).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "implementations" / "javascript"
NODE = shutil.which("node")
ADAPTER = f"node {JS.relative_to(ROOT) / 'bin' / 'adapter.mjs'}"

pytestmark = pytest.mark.skipif(NODE is None, reason="node is not on the PATH: the JavaScript engine cannot run")


def test_exported_variant_data_is_current() -> None:
    """data/spec.js is what tools/export_data.py writes from spec/ (generated, never hand-edited)."""
    done = subprocess.run([sys.executable, str(JS / "tools" / "export_data.py"), "--check"], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_node_unit_tests_pass() -> None:
    """``node --test`` on every ``test/*.test.js`` of implementations/javascript (as ``npm test``) passes (it needs
    no installed package); the other modules of ``test/`` are shared pieces of those files."""
    files = sorted(p.relative_to(JS).as_posix() for p in (JS / "test").glob("*.test.js"))
    assert len(files) >= 8, files
    done = subprocess.run([str(NODE), "--test", *files], cwd=JS, capture_output=True, text=True, check=False,
                          timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout


def test_adapter_hello_names_a_separate_implementation() -> None:
    """``hello`` names the JavaScript engine, not the reference, and claims every variant with positions."""
    done = subprocess.run([str(NODE), str(JS / "bin" / "adapter.mjs")], input='{"seq":1,"cmd":"hello","protocol":1}\n'
                          '{"seq":2,"cmd":"stop"}\n', capture_output=True, text=True, check=True, timeout=60)
    hello = json.loads(done.stdout.splitlines()[0])["value"]
    assert hello["language"] == "javascript"
    assert "reference" not in hello["name"]
    assert hello["positions"] is True
    assert hello["variants"] == sorted(p.stem for p in (ROOT / "spec" / "variants").glob("*.yaml"))


def test_adapter_passes_smoke_and_the_three_player_corpus(tmp_path: Path) -> None:
    """``smoke`` is all OK and ``run --variant three-player`` passes every applicable case (exit 0)."""
    smoke = subprocess.run([sys.executable, "-m", "five_hundred_suite", "smoke", "--impl", ADAPTER], cwd=ROOT,
                           capture_output=True, text=True, check=False, timeout=300)
    assert smoke.returncode == 0, smoke.stdout[-3000:] + smoke.stderr[-2000:]
    done = subprocess.run([sys.executable, "-m", "five_hundred_suite", "run", "--impl", ADAPTER, "--variant",
                           "three-player", "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                          check=False, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    results = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    statuses = {r["status"] for r in results["results"]}
    assert "passed" in statuses
    assert statuses <= {"passed", "n/a"}
