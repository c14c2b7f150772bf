"""The JSON Schemas of ``spec/schema`` (``<name>.schema.json``, the protocol's in ``protocol/``): read
once, joined in one registry so that one may refer to another, and made into validators; the one place
the harness reads them.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import jsonschema
import referencing
from referencing.jsonschema import DRAFT202012

from .resources import SPEC

SCHEMAS = SPEC / "schema"
"""Where the JSON Schemas of the project live (``<name>.schema.json``, the protocol's in ``protocol/``)."""


@cache
def schema(name: str) -> dict[str, Any]:
    """A JSON Schema of ``spec/schema`` by its path without ``.schema.json`` (``"rules"``,
    ``"protocol/response"``); the one place the harness reads them.
    """
    data: dict[str, Any] = json.loads((SCHEMAS / f"{name}.schema.json").read_text("utf-8"))
    return data


@cache
def _registry() -> referencing.Registry[Any]:
    """Every schema of ``spec/schema`` by its ``$id``, so that one may refer to another."""
    names = sorted(p.relative_to(SCHEMAS).as_posix().removesuffix(".schema.json")
                   for p in SCHEMAS.rglob("*.schema.json"))
    registry: referencing.Registry[Any] = referencing.Registry().with_resources(
        (schema(n)["$id"], DRAFT202012.create_resource(schema(n))) for n in names)
    return registry


@cache
def schema_validator(name: str, definition: str | None = None, *, formats: bool = False) -> jsonschema.protocols.Validator:
    """A compiled Draft 2020-12 validator for a schema of :func:`schema`, or for one of its ``$defs``
    (``schema_validator("protocol/response", "observe")``); ``formats`` also checks ``format``
    (``date-time``...).

    Raises:
        KeyError: the schema has no such definition.
    """
    target: dict[str, Any] = schema(name)
    if definition is not None:
        if definition not in target.get("$defs", {}):
            raise KeyError(f"{name}.schema.json has no $defs/{definition}")
        target = {"$ref": f"{target['$id']}#/$defs/{definition}"}
    v: jsonschema.protocols.Validator = jsonschema.Draft202012Validator(
        target, registry=_registry(), format_checker=jsonschema.FormatChecker() if formats else None)
    return v


def inline_refs(part: Any, defs: dict[str, Any], within: frozenset[str]) -> Any:
    """``part`` of a schema with each ``{"$ref": "#/$defs/NAME"}`` replaced by that definition, or
    ``None`` when a reference recurses (NAME in ``within``) or is not to a definition of ``defs``
    (``part``, ``defs``: JSON Schema objects as :func:`schema` reads them; nothing is changed in place).
    """
    if isinstance(part, dict):
        ref = part.get("$ref")
        if isinstance(ref, str):  # not a property named "$ref" (a schema under "properties")
            target = ref.removeprefix("#/$defs/")
            if target == ref or target not in defs or target in within:
                return None
            inlined = inline_refs(defs[target], defs, within | {target})
            rest = inline_refs({k: v for k, v in part.items() if k != "$ref"}, defs, within) if len(part) > 1 else {}
            if inlined is None or rest is None:
                return None
            return {**rest, "allOf": [inlined, *rest.get("allOf", [])]} if rest else inlined
        out = {}
        for key, value in part.items():
            done = inline_refs(value, defs, within)
            if done is None and value is not None:
                return None
            out[key] = done
        return out
    if isinstance(part, list):
        items = [inline_refs(value, defs, within) for value in part]
        return None if any(i is None and v is not None for i, v in zip(items, part, strict=True)) else items
    return part


@cache
def inlined_validator(name: str, definition: str | None = None) -> jsonschema.protocols.Validator:
    """A validator for a whole schema of :func:`schema` (``"hand"``), or for one of its ``$defs``
    (``inlined_validator("protocol/response", "observe")``), made once per process, with each reference to
    a definition of the same schema (``#/$defs/...``) written out in place (:func:`inline_refs`), unless
    one recurses or points elsewhere, when it is :func:`schema_validator`'s: the same checks and messages,
    two to three times faster, since no reference is looked up while checking (a recorded hand in about
    1 ms instead of 2.3; an ``open`` request of the protocol in 0.5 instead of 1.5).

    Raises:
        KeyError: the schema has no such definition.
    """
    whole = schema(name)
    defs = whole.get("$defs", {})
    if definition is None:
        inlined = inline_refs({k: v for k, v in whole.items() if k != "$defs"}, defs, frozenset())
    elif definition in defs:
        inlined = inline_refs(defs[definition], defs, frozenset({definition}))
    else:
        inlined = None
    if inlined is not None:
        return jsonschema.Draft202012Validator(inlined)
    return schema_validator(name, definition)
