"""A compiled check made on an answer: a path into the answer (:func:`locate`), an operator and the
expected value (:func:`problem`), as ``run`` makes it on any implementation.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

# ---------------------------------------------------------------------------
# The meaning of a check


@dataclass(frozen=True)
class Missing:
    """Nothing at a path; ``why`` says where the path stopped."""

    why: str


def format_path(path: Sequence[Any]) -> str:
    """A path as text: ``value.tricks[2].winner``.

    >>> format_path(["value", "tricks", 2, "winner"])
    'value.tricks[2].winner'
    """
    out = ""
    for seg in path:
        if isinstance(seg, int):
            out += f"[{seg}]"
        elif isinstance(seg, str):
            out += ("." if out else "") + seg
        else:
            out += ("." if out else "") + json.dumps(seg, separators=(",", ":"))
    return out or "(the answer)"


def _words(action: str) -> list[str]:
    return action.split()


def _select(items: Any, seg: dict[str, Any]) -> Any:
    if not isinstance(items, list) or not all(isinstance(a, str) for a in items):
        return Missing(f"{_show(items)} is not a list of actions")
    verbs, seat = seg.get("verbs"), seg.get("seat")
    chosen = [a for a in items
              if len(_words(a)) >= 2 and (verbs is None or _words(a)[1] in verbs) and (seat is None or _words(a)[0] == seat)]
    if seg["select"] == "actions":
        return chosen
    return list(dict.fromkeys(_words(a)[2] for a in chosen if len(_words(a)) >= 3))


def locate(envelope: Any, path: list[Any]) -> Any:
    """The part of ``envelope`` at ``path``, or :class:`Missing`.

    A path segment is an object key (a string), a list index (an integer), a
    key read from elsewhere in the same envelope (``{"at": path}``), or a
    selection from a list of actions (``{"select": "actions" | "action-args",
    "verbs": [...], "seat": "N"}``: the actions of those verbs (and that seat),
    or the distinct words that follow their verb, in order).

    >>> locate({"ok": True, "value": {"hands": {"N": ["AS"]}, "contractor": "N"}},
    ...        ["value", "hands", {"at": ["value", "contractor"]}])
    ['AS']
    >>> locate({"ok": True, "value": ["N play JK S", "N play JK C", "N play 4S"]},
    ...        ["value", {"select": "action-args", "verbs": ["play"]}])
    ['JK', '4S']
    """
    here: Any = envelope
    for i, written in enumerate(path):
        where = format_path(path[:i]) if i else "the answer"
        seg = written
        if isinstance(written, dict) and "at" in written:
            seg = locate(envelope, list(written["at"]))
            if isinstance(seg, Missing):
                return seg
        if isinstance(seg, dict) and "select" in seg:
            here = _select(here, seg)
            if isinstance(here, Missing):
                return Missing(f"at {where}: {here.why}")
        elif isinstance(seg, bool) or not isinstance(seg, str | int):
            return Missing(f"at {where}: {_show(seg)} is not a key")
        elif isinstance(seg, int):
            if not isinstance(here, list):
                return Missing(f"{where} is {_show(here)}, not a list")
            if not 0 <= seg < len(here):
                return Missing(f"{where} has {len(here)} items, no item {seg}")
            here = here[seg]
        else:
            if not isinstance(here, dict):
                return Missing(f"{where} is {_show(here)}, not an object")
            if seg not in here:
                return Missing(f"{where} has no {seg!r}")
            here = here[seg]
    return here


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 300 else text[:297] + "..."


def _counted(items: Iterable[Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for x in items:
        key = json.dumps(x, sort_keys=True)
        counts[key] = counts.get(key, 0) + 1
    return counts


def _where(item: Any, where: dict[str, Any]) -> bool:
    if "equals" in where:
        return bool(item == where["equals"])
    if "matches" in where:
        return isinstance(item, str) and re.fullmatch(str(where["matches"]), item) is not None
    raise ValueError(f"unknown 'where': {where}")


def problem(envelope: dict[str, Any], check: dict[str, Any]) -> str | None:
    """What makes ``envelope`` fail ``check`` (``None`` if it passes).

    The operators, applied to the part ``got`` of the envelope at ``check["path"]``:

    ``equals`` / ``not-equals``: ``got`` is (is not) ``value`` (JSON equality);
    ``same-items``: ``got`` and ``value`` are lists holding the same items, in any order;
    ``same-items-as``: the same, against the part at path ``other``;
    ``includes`` / ``excludes``: every (no) item of ``value`` is in the list ``got``;
    ``length`` / ``min-length``: the list ``got`` has exactly (at least) ``value`` items;
    ``contains-text``: the string ``got`` contains ``value``;
    ``count``: exactly ``value`` items of the list ``got`` satisfy ``where``
    (``{"equals": x}``, or ``{"matches": regex}`` for a whole string);
    ``keys`` / ``same-keys``: the object ``got`` has the keys ``value``, in this order (in any order);
    ``each-equals``: every item (of a list) or value (of an object) ``got`` is ``value``.

    >>> problem({"ok": True, "value": ["AS", "KS"]}, {"path": ["value"], "op": "same-items", "value": ["KS", "AS"]})
    >>> problem({"ok": True, "value": "E"}, {"path": ["value"], "op": "equals", "value": "N"})
    'expected "N", got "E"'
    """
    path, op = list(check["path"]), str(check["op"])
    want: Any = check.get("value")
    got = locate(envelope, path)
    if isinstance(got, Missing):
        return f"nothing at {format_path(path)}: {got.why}"
    where = format_path(path)
    if op == "equals":
        return None if got == want else f"expected {_show(want)}, got {_show(got)}"
    if op == "not-equals":
        return None if got != want else f"expected anything but {_show(want)} at {where}"
    if op in ("same-items", "same-items-as"):
        if op == "same-items-as":
            want = locate(envelope, list(check["other"]))
            if isinstance(want, Missing):
                return f"at {format_path(check['other'])}: {want.why}"
        if not isinstance(got, list) or not isinstance(want, list):
            return f"expected a list like {_show(want)}, got {_show(got)}"
        if _counted(got) == _counted(want):
            return None
        missing = [x for x in want if x not in got]
        extra = [x for x in got if x not in want]
        return (f"expected {_show(sorted(want, key=str))}, got {_show(sorted(got, key=str))}"
                f" (missing {_show(missing)}, unexpected {_show(extra)})")
    if op in ("includes", "excludes"):
        if not isinstance(got, list):
            return f"expected a list at {where}, got {_show(got)}"
        if op == "includes":
            absent = [x for x in want if x not in got]
            return None if not absent else f"missing {_show(absent)} from {_show(got)}"
        present = [x for x in want if x in got]
        return None if not present else f"expected none of {_show(present)} in {_show(got)}"
    if op in ("length", "min-length"):
        if not isinstance(got, list | dict):
            return f"expected a list at {where}, got {_show(got)}"
        ok = len(got) == want if op == "length" else len(got) >= want
        return None if ok else f"expected {'' if op == 'length' else 'at least '}{want} items, got {len(got)}: {_show(got)}"
    if op == "contains-text":
        if not isinstance(got, str):
            return f"expected a string at {where}, got {_show(got)}"
        return None if str(want) in got else f"expected the text to contain {_show(want)}, got {_show(got)}"
    if op == "count":
        if not isinstance(got, list):
            return f"expected a list at {where}, got {_show(got)}"
        n = sum(1 for x in got if _where(x, check["where"]))
        return None if n == want else f"expected {want} items with {_show(check['where'])}, got {n} in {_show(got)}"
    if op in ("keys", "same-keys"):
        if not isinstance(got, dict):
            return f"expected an object at {where}, got {_show(got)}"
        keys = list(got)
        ok = keys == want if op == "keys" else sorted(keys) == sorted(want)
        return None if ok else f"expected the keys {_show(want)}, got {_show(keys)}"
    if op == "each-equals":
        items = list(got.values()) if isinstance(got, dict) else got
        if not isinstance(items, list):
            return f"expected a list or an object at {where}, got {_show(got)}"
        wrong = [x for x in items if x != want]
        return None if not wrong else f"expected every item to be {_show(want)}, got {_show(got)}"
    raise ValueError(f"unknown check operator {op!r}")
