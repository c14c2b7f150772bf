"""The one reader of the project's data files (``five_hundred.datafile``): what it accepts and the
one line it gives for what it refuses."""

from __future__ import annotations

from pathlib import Path

import pytest
from five_hundred.datafile import MAX_DEPTH, DataFileError, compose_yaml, load_yaml
from five_hundred.errors import clip


def _refused(tmp_path: Path, data: bytes, **limits: int) -> DataFileError:
    path = tmp_path / "x.yaml"
    path.write_bytes(data)
    with pytest.raises(DataFileError) as info:
        load_yaml(path, name="spec/x.yaml", **limits)
    assert "\n" not in str(info.value)
    assert str(info.value).startswith(f"spec/x.yaml:{info.value.line}: ")
    return info.value


def test_reads_plain_yaml_an_unused_anchor_and_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    path.write_bytes("\ufeffa: &kept [1, 2]\nb: {c: é}\n".encode())
    assert load_yaml(path) == {"a": [1, 2], "b": {"c": "é"}}
    node, data = compose_yaml(path)
    assert node is not None and data["b"]["c"] == "é"
    path.write_bytes(b"")
    assert load_yaml(path) is None


def test_a_key_given_twice_is_named_with_its_path_and_line(tmp_path: Path) -> None:
    err = _refused(tmp_path, b"a: 1\nb:\n  c: 2\n  c: 3\n")
    assert (err.line, err.field, err.problem) == (4, ("b", "c"), "b.c: the key is given twice")


def test_an_alias_is_refused(tmp_path: Path) -> None:
    err = _refused(tmp_path, b"a: &x [1]\nb: *x\n")
    assert "alias" in err.problem


def test_nesting_is_limited(tmp_path: Path) -> None:
    path = tmp_path / "ok.yaml"
    path.write_text("a: " + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "\n")
    assert load_yaml(path) is not None
    err = _refused(tmp_path, ("a: " + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "\n").encode())
    assert err.problem == f"nests deeper than {MAX_DEPTH} levels"


def test_size_and_encoding(tmp_path: Path) -> None:
    assert "size limit of 10 bytes" in _refused(tmp_path, b"a: 12345678901\n", max_bytes=10).problem
    err = _refused(tmp_path, "a: 1\nb: café\n".encode("latin-1"))
    assert (err.line, err.problem) == (2, "is not UTF-8 text (byte 0xe9 at offset 11); save it as UTF-8")


def test_not_yaml_names_the_line(tmp_path: Path) -> None:
    err = _refused(tmp_path, b"a: [1\nb: 2\n")
    assert err.problem.startswith("is not valid YAML")


def test_messages_are_clipped() -> None:
    assert clip("x" * 50) == "x" * 50
    assert len(clip("x" * 10_000)) == 300 and clip("x" * 10_000).endswith("... (10000 chars)")
