"""The one way the project reads its data files: YAML (variants, options, rules,
conflicts, sources, whole-hand fixtures, perft positions).

:func:`load_yaml` reads a file with PyYAML's safe loader (libyaml's C parser
when it is installed) and refuses, with one :class:`DataFileError` line naming
the file and the line, what a hand-written data file never needs and a hostile
one uses to hang or exhaust the reader:

* a file over :data:`MAX_BYTES` bytes, or one that is not UTF-8 text;
* aliases (``*name``): an alias bomb of a few kilobytes expands to gigabytes
  in anything that walks the data, so none is accepted (anchors alone are
  harmless and allowed);
* nesting deeper than :data:`MAX_DEPTH` mappings and lists;
* a key given twice in one mapping (YAML would keep the last one silently).

:func:`compose_yaml` gives the checked node tree as well, for readers that
report the line of every field (the fixture loader).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

import yaml

from .errors import FiveHundredError, clip

MAX_BYTES: Final = 1_000_000
"""The largest data file read, in bytes (the biggest shipped one is about 40 kB)."""

MAX_DEPTH: Final = 32
"""The deepest nesting of mappings and lists accepted (the shipped files need 6)."""

_BASE: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class DataFileError(FiveHundredError):
    """A data file that cannot be read: too big, not UTF-8, not YAML, or YAML
    the project refuses (an alias, too deep, a key given twice).

    ``str()`` is one line: ``<file>:<line>: <problem>``.

    Attributes:
        file: the file as the caller named it (relative to the checkout when inside it).
        line: the 1-based line of the problem (1 when it is the whole file).
        problem: what is wrong, in one line of at most a few hundred characters.
        field: the path of the mapping key given twice (e.g. ``("expect", "made")``),
            else ``()``.
    """

    def __init__(self, file: str, line: int, problem: str, *, field: tuple[str | int, ...] = ()) -> None:
        problem = clip(" ".join(problem.split()))
        super().__init__(f"{file}:{line}: {problem}")
        self.file = file
        self.line = line
        self.problem = problem
        self.field = field


def read_text(path: Path | str, *, name: str | None = None, max_bytes: int = MAX_BYTES) -> str:
    """The text of a UTF-8 file of at most ``max_bytes`` bytes (a leading byte-order mark is dropped).

    Args:
        path: the file.
        name: how error messages name it (default: ``path`` as given).
        max_bytes: the size limit.

    Raises:
        DataFileError: the file cannot be read, is too big, or is not UTF-8.
    """
    path = Path(path)
    file = name or path.as_posix()
    try:
        with path.open("rb") as f:
            data = f.read(max_bytes + 1)
    except OSError as e:
        raise DataFileError(file, 1, f"cannot be read: {e.strerror or e}") from None
    if len(data) > max_bytes:
        raise DataFileError(file, 1, f"is over the size limit of {max_bytes} bytes")
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise DataFileError(file, line, f"is not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start}); "
                                        "save it as UTF-8") from None


def _key_text(node: yaml.Node) -> str | int:
    value = node.value if isinstance(node, yaml.ScalarNode) else str(node.value)
    return clip(str(value), 60)


def _check(node: yaml.Node, file: str, max_depth: int) -> None:
    """Walk the node tree once (without recursion): no alias, no deeper than ``max_depth``, no key twice."""
    seen: set[int] = set()
    stack: list[tuple[yaml.Node, tuple[str | int, ...]]] = [(node, ())]
    while stack:
        here, path = stack.pop()
        if id(here) in seen:
            raise DataFileError(file, here.start_mark.line + 1,
                                "the value anchored here (&name) is reused by an alias (*name); aliases are not "
                                "accepted: write the value out")
        seen.add(id(here))
        if len(path) >= max_depth and isinstance(here, yaml.MappingNode | yaml.SequenceNode):
            raise DataFileError(file, here.start_mark.line + 1, f"nests deeper than {max_depth} levels")
        if isinstance(here, yaml.MappingNode):
            keys: set[str | int] = set()
            for key, value in here.value:
                k = _key_text(key)
                if k in keys:
                    where = ".".join(str(p) for p in (*path, k))
                    raise DataFileError(file, key.start_mark.line + 1, f"{where}: the key is given twice",
                                        field=(*path, k))
                keys.add(k)
                stack.append((key, (*path, k)))
                stack.append((value, (*path, k)))
        elif isinstance(here, yaml.SequenceNode):
            stack.extend((item, (*path, i)) for i, item in enumerate(here.value))


def compose_yaml(path: Path | str, *, name: str | None = None, max_bytes: int = MAX_BYTES,
                 max_depth: int = MAX_DEPTH, loader: type[yaml.SafeLoader] | None = None) -> tuple[yaml.Node | None, Any]:
    """Read and check one YAML file: its node tree (``None`` for an empty file) and its data.

    Args:
        path: the file.
        name: how error messages name it (default: ``path`` as given).
        max_bytes: the size limit (see :data:`MAX_BYTES`).
        max_depth: the nesting limit (see :data:`MAX_DEPTH`).
        loader: a subclass of PyYAML's safe loader to read it with (one that also reads the tags of
            another program's file, such as ``mkdocs.yml``'s ``!!python/name:``); default the safe loader.

    Raises:
        DataFileError: (one line: file, line, problem) the file is too big, not
            UTF-8, not YAML, uses an alias, nests too deep or gives a key twice.
    """
    file = name or Path(path).as_posix()
    text = read_text(path, name=file, max_bytes=max_bytes)
    reader = (loader or _BASE)(text)
    try:
        node = reader.get_single_node()
        if node is None:
            return None, None
        _check(node, file, max_depth)
        return node, reader.construct_document(node)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
        problem = getattr(e, "problem", None) or str(e)
        raise DataFileError(file, mark.line + 1 if mark is not None else 1, f"is not valid YAML: {problem}") from None
    except RecursionError:
        raise DataFileError(file, 1, f"nests deeper than {max_depth} levels") from None
    finally:
        reader.dispose()


def load_yaml(path: Path | str, *, name: str | None = None, max_bytes: int = MAX_BYTES,
              max_depth: int = MAX_DEPTH) -> Any:
    """The data of one YAML file, read as :func:`compose_yaml` reads it (``None`` for an empty file).

    Raises:
        DataFileError: see :func:`compose_yaml`.
    """
    return compose_yaml(path, name=name, max_bytes=max_bytes, max_depth=max_depth)[1]
