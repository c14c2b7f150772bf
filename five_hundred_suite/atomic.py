"""Outputs written whole or not at all, and text from adapters made safe to write.

:func:`write_set` writes each file of a set (the results, JUnit file and Markdown summary of one
run; a case export; a draft fixture) to a temporary file in its own folder, and only when every
one is written renames them into place: a full disk, a read-only folder or an interruption leaves
the earlier outputs byte for byte as they were, and two runs on one folder never mix their files.

:func:`safe_text` replaces what UTF-8 cannot carry (an unpaired UTF-16 surrogate, as a JavaScript
program that cuts a string inside an emoji sends it) by U+FFFD.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from five_hundred.errors import clip

_SURROGATE = re.compile("[\ud800-\udfff]")
SURROGATE_NOTE = "(an unpaired UTF-16 surrogate of this text was replaced by U+FFFD)"
"""What a message whose surrogates :func:`safe_text` replaced says of it."""


class WriteError(OSError):
    """An output could not be written; its message is one line naming the file and why, and saying that
    the earlier outputs were left as they were (``reason``: the same without the file's path).
    """

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{clip(str(path), 200)}: {reason}")
        self.path = path
        self.reason = reason


def has_surrogate(text: str) -> bool:
    """Whether ``text`` holds a UTF-16 surrogate (which UTF-8 cannot encode).

    >>> has_surrogate("cut " + chr(0xD83D)), has_surrogate("whole " + chr(0x1F600))
    (True, False)
    """
    return _SURROGATE.search(text) is not None


def safe_text(text: str, note: bool = False) -> str:
    """``text`` with each surrogate replaced by U+FFFD (a pair first joined into its character);
    with ``note``, :data:`SURROGATE_NOTE` appended when one was replaced.

    >>> safe_text("cut " + chr(0xD83D), note=True) == "cut " + chr(0xFFFD) + " " + SURROGATE_NOTE
    True
    >>> safe_text(chr(0xD83D) + chr(0xDE00)) == chr(0x1F600)
    True
    """
    if not has_surrogate(text):
        return text
    fixed = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    replaced = fixed.count("\ufffd") > text.count("\ufffd")
    return f"{fixed} {SURROGATE_NOTE}" if note and replaced else fixed


def safe_value(value: Any, note: bool = False) -> Any:
    """``value`` (JSON data) with :func:`safe_text` applied to every string in it, keys too."""
    if isinstance(value, str):
        return safe_text(value, note)
    if isinstance(value, list):
        return [safe_value(v, note) for v in value]
    if isinstance(value, dict):
        return {safe_text(str(k)): safe_value(v, note) for k, v in value.items()}
    return value


def write_set(files: Mapping[Path, str | bytes]) -> None:
    """Write every file of ``files`` (path: text, written as UTF-8 with surrogates replaced, or bytes)
    as one set: each to a temporary file beside it, then, when all are written, each renamed into place.

    Raises:
        WriteError: one of them could not be written (its folder is missing or read-only, the disk is
            full); no file of the set was changed and no temporary file is left.
    """
    done: list[tuple[str, Path]] = []
    try:
        for path, data in files.items():
            blob = data if isinstance(data, bytes) else safe_text(data).encode("utf-8")
            try:
                fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
            except OSError as e:
                raise _failed(path, files, e) from None
            done.append((tmp, path))
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(blob)
                    f.flush()
                    os.fsync(f.fileno())
            except OSError as e:
                raise _failed(path, files, e) from None
            with contextlib.suppress(OSError):
                os.chmod(tmp, 0o644 & ~_umask())
        for tmp, path in done:
            try:
                os.replace(tmp, path)
            except OSError as e:
                raise _failed(path, files, e) from None
        done.clear()
    finally:
        for tmp, _ in done:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def write_file(path: Path, data: str | bytes) -> None:
    """:func:`write_set` of one file."""
    write_set({path: data})


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _failed(path: Path, files: Mapping[Path, str | bytes], e: OSError) -> WriteError:
    others = [p.name for p in files if p != path]
    kept = (f"the earlier {path.name}" + (f" and {', '.join(others)}" if others else "")
            + (" are" if others else " is") + " left as " + ("they were" if others else "it was"))
    return WriteError(path, f"cannot be written ({e.strerror or e}); {kept}")
