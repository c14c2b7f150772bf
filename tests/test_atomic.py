"""Outputs written whole or not at all (:mod:`five_hundred_suite.atomic`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from five_hundred_suite.atomic import SURROGATE_NOTE, WriteError, safe_text, safe_value, write_set

LONE = chr(0xD83D)


def test_a_set_is_written_whole(tmp_path: Path) -> None:
    a, b = tmp_path / "results.json", tmp_path / "junit.xml"
    write_set({a: "{}\n", b: b"<testsuites/>"})
    assert a.read_text("utf-8") == "{}\n" and b.read_bytes() == b"<testsuites/>"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["junit.xml", "results.json"]


def test_a_set_that_cannot_be_written_leaves_every_earlier_file(tmp_path: Path) -> None:
    a, b = tmp_path / "results.json", tmp_path / "junit.xml"
    a.write_text("earlier results\n", "utf-8")
    b.write_text("earlier junit\n", "utf-8")
    with pytest.raises(WriteError) as caught:
        write_set({a: "new results\n", b: "new junit\n", tmp_path / "gone" / "summary.md": "new summary\n"})
    assert a.read_text("utf-8") == "earlier results\n" and b.read_text("utf-8") == "earlier junit\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["junit.xml", "results.json"]  # no temporary file left
    assert "summary.md: cannot be written" in str(caught.value) and "left as they were" in caught.value.reason
    assert "\n" not in str(caught.value)


def test_an_unpaired_surrogate_is_replaced_and_said(tmp_path: Path) -> None:
    assert safe_text(f"cut {LONE}", note=True) == f"cut \ufffd {SURROGATE_NOTE}"
    assert safe_text(chr(0xD83D) + chr(0xDE00)) == "\U0001f600"  # a pair is one character
    assert safe_text("plain", note=True) == "plain"
    record = safe_value({"message": f"x{LONE}", "rules": ["A"], "n": 1}, note=True)
    assert record == {"message": f"x\ufffd {SURROGATE_NOTE}", "rules": ["A"], "n": 1}
    path = tmp_path / "r.json"
    write_set({path: json.dumps({"m": f"x{LONE}"}, ensure_ascii=False)})
    assert json.loads(path.read_text("utf-8")) == {"m": "x\ufffd"}
