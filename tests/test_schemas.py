"""The JSON Schemas of ``spec/schema`` and their two kinds of validator (:mod:`five_hundred_suite.schemas`):
one that looks each reference up in the registry, and one with the references of a schema to its own
definitions written out in place, which must find the same problems, at the same places, in the same words.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
import yaml

from five_hundred_suite.catalogue import FEATURES
from five_hundred_suite.schemas import SCHEMAS, inline_refs, inlined_validator, schema, schema_validator

NAMES = sorted(p.relative_to(SCHEMAS).as_posix().removesuffix(".schema.json") for p in SCHEMAS.rglob("*.schema.json"))


def _problems(validator: Any, doc: Any) -> list[tuple[tuple[Any, ...], str]]:
    return sorted((tuple(e.absolute_path), e.message) for e in validator.iter_errors(doc))


def _spoiled(doc: Any) -> list[Any]:
    """Copies of ``doc`` each broken in one place: a string replaced by a number, a list emptied, a key added."""
    out: list[Any] = []

    def walk(node: Any, path: tuple[Any, ...]) -> None:
        if len(out) > 40:
            return
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, (*path, k))
        elif isinstance(node, list):
            for i, v in enumerate(node[:3]):
                walk(v, (*path, i))
        if isinstance(node, str | list | dict):
            bads: tuple[Any, ...] = (7, [], {"unexpected": 1})
            for bad in bads:
                spoilt = copy.deepcopy(doc)
                target = spoilt
                for step in path[:-1]:
                    target = target[step]
                if path:
                    target[path[-1]] = bad
                    out.append(spoilt)

    walk(doc, ())
    return out


def _hands() -> list[Any]:
    return [yaml.safe_load(p.read_text("utf-8")) for p in sorted((FEATURES / "hands").rglob("*.yaml"))[::12]]


@pytest.mark.parametrize("name", NAMES)
def test_every_schema_is_read_and_has_both_validators(name: str) -> None:
    assert schema(name)["$id"]
    assert schema_validator(name) is not None and inlined_validator(name) is not None


def test_the_inlined_hand_validator_finds_what_the_registry_validator_finds() -> None:
    slow, fast = schema_validator("hand"), inlined_validator("hand")
    assert "#/$defs/" not in str(fast.schema), "the references to definitions are written out"
    checked = 0
    for hand in _hands():
        assert _problems(fast, hand) == [] == _problems(slow, hand)
        for bad in _spoiled(hand):
            found = _problems(fast, bad)
            assert found == _problems(slow, bad)
            checked += bool(found)
    assert checked > 50, checked


def test_the_inlined_protocol_validators_find_what_the_registry_validators_find() -> None:
    request = {"id": 1, "cmd": "open", "variant": "australian", "options": [], "dealer": "N",
               "hands": {"N": ["JK"]}, "kitty": []}
    for bad in [request, *_spoiled(request)]:
        assert _problems(inlined_validator("protocol/request"), bad) == _problems(schema_validator("protocol/request"), bad)


def test_inlining_stops_at_a_recursive_reference_and_keeps_a_property_named_ref() -> None:
    defs: dict[str, Any] = {"node": {"type": "object", "properties": {"next": {"$ref": "#/$defs/node"}}},
            "leaf": {"type": "string"}}
    assert inline_refs({"$ref": "#/$defs/node"}, defs, frozenset()) is None
    assert inline_refs({"$ref": "other.schema.json#/x"}, defs, frozenset()) is None
    kept = inline_refs({"properties": {"$ref": {"$ref": "#/$defs/leaf"}}}, defs, frozenset())
    assert kept == {"properties": {"$ref": {"type": "string"}}}
    both = inline_refs({"$ref": "#/$defs/leaf", "minLength": 2}, defs, frozenset())
    assert both == {"minLength": 2, "allOf": [{"type": "string"}]}
    assert defs["node"]["properties"]["next"] == {"$ref": "#/$defs/node"}, "nothing changed in place"

