"""The cells of the comparison and variant pages: codes, settings, schema notes, references."""

from __future__ import annotations

import re
from typing import Any

from five_hundred_suite.catalogue import CONFLICT_ID, RULE_ID
from five_hundred_suite.schemas import schema

from .links import _Links
from .rules import _esc_code


def _code(value: Any) -> str:
    """A setting's value as inline code (lists space-separated, mappings as ``key: value``)."""
    if isinstance(value, list):
        text = " ".join(str(v) for v in value)
    elif isinstance(value, dict):
        text = ", ".join(f"{k}: {_code_text(v)}" for k, v in value.items())
    else:
        text = _code_text(value)
    return f"`{_esc_code(text)}`" if text else "(none)"


def _code_text(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return " ".join(str(v) for v in value)
    return str(value)


def _setting(data: dict[str, Any], path: str) -> Any:
    node: Any = data
    for part in path.split("."):
        node = node.get(part) if isinstance(node, dict) else None
    return node


def _schema_note(section: str, key: str | None = None) -> str:
    """The description that ``spec/schema/variant.schema.json`` gives for a setting."""
    props = schema("variant")["properties"]
    node = props.get(section, {})
    if key is not None:
        node = node.get("properties", {}).get(key, {})
    return str(node.get("description", ""))


def _refs(links: _Links, text: str, here: str) -> str:
    """The rule and conflict IDs named in ``text``, as links (``—`` if none)."""
    found = list(dict.fromkeys(m.group(0) for m in re.finditer(f"{RULE_ID.pattern}|{CONFLICT_ID.pattern}", text)))
    out = [links.rule(x, here) if x in links.rules else links.conflict(x, here) for x in found
           if x in links.rules or x in links.conflicts]
    return ", ".join(out) or "—"


