"""The messages of the adapter protocol checked against their JSON Schemas
(``spec/schema/protocol/request.schema.json`` and ``response.schema.json``): a request, an answer's
envelope, an answer's value. The protocol itself (its commands, fields and exceptions, the encoding of
a line) is :mod:`five_hundred_suite.protocol.messages`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from typing import Any, Final

import jsonschema

from ..schemas import inlined_validator
from ..schemas import schema as catalogue_schema
from .messages import COMMANDS, VALUE_TYPES, shorten


def schema(name: str) -> dict[str, Any]:
    """The JSON Schema ``spec/schema/protocol/<name>.schema.json`` (``request`` or ``response``)."""
    return catalogue_schema(f"protocol/{name}")


@cache
def validator(name: str, definition: str | None = None) -> jsonschema.protocols.Validator:
    """A compiled validator for a whole protocol schema, or for one of its ``$defs``
    (e.g. ``validator("response", "observe")``, ``validator("response", "observe.value")``).
    A definition's references to the other definitions (``#/$defs/...``) are written out in place,
    unless they recurse: the same checks and messages, about three times faster (an ``open`` request
    in about 0.5 ms instead of 1.5).

    Raises:
        KeyError: the schema has no such definition.
    """
    return inlined_validator(f"protocol/{name}", definition)


def _problem(v: jsonschema.protocols.Validator, instance: Any) -> str | None:
    error = jsonschema.exceptions.best_match(v.iter_errors(instance))
    if error is None:
        return None
    where = "".join(f"[{p!r}]" for p in error.absolute_path) or "the message"
    return f"{where}: {error.message}"


def request_problem(message: object) -> str | None:
    """What makes ``message`` an invalid request (``None`` if it is valid).

    A request of a command whose schema has only plain fields (``act``, ``observe``, ``close`` ...:
    see :func:`_plain_check`) is first checked by a check compiled from that schema, about a
    hundred times faster; what it does not accept is checked by the schema itself, which words the
    problem.

    >>> request_problem({"seq": 3, "cmd": "act", "game": "g1", "action": "N pass"}) is None
    True
    >>> request_problem({"seq": 3, "cmd": "act", "game": "", "action": "N pass"})
    "['game']: '' should be non-empty"
    """
    cmd = message.get("cmd") if isinstance(message, dict) else None
    if isinstance(cmd, str) and cmd in COMMANDS:
        plain = _plain_check(cmd) or _compiled_check(cmd)
        if plain is not None and plain(message):
            return None
        return _problem(validator("request", cmd), message)
    return _problem(validator("request"), message)


_PLAIN_KEYWORDS: Final = frozenset({"type", "minLength", "minimum", "const", "pattern", "title", "description"})
"""The keywords of a field's schema that :func:`_plain_check` compiles (any other: not compiled)."""


@cache
def _plain_check(cmd: str) -> Callable[[Any], bool] | None:
    """A fast check compiled from the request schema of ``cmd``, or ``None`` when that schema is not
    plain: an object with ``additionalProperties: false`` and ``required`` fields, each field's
    schema (or the ``$defs`` entry it refers to) made only of ``type`` (string or integer),
    ``minLength``, ``minimum``, ``pattern`` (searched, as JSON Schema does) and ``const``. The check answers True only for a request the schema
    accepts (a bool is no integer); False means "ask the schema".
    """
    request = schema("request")
    defs = request["$defs"]
    body = defs[cmd]
    if body.get("type") != "object" or body.get("additionalProperties") is not False \
            or set(body) - {"type", "additionalProperties", "required", "properties", "title", "description"}:
        return None
    fields: dict[str, dict[str, Any]] = {}
    for name, given in body["properties"].items():
        field = given
        if set(given) == {"$ref"}:
            ref = given["$ref"]
            if not ref.startswith("#/$defs/"):
                return None
            field = defs[ref.removeprefix("#/$defs/")]
        if set(field) - _PLAIN_KEYWORDS or field.get("type", "string") not in ("string", "integer"):
            return None
        fields[name] = field
    patterns = {name: re.compile(f["pattern"]) for name, f in fields.items() if "pattern" in f}
    required = frozenset(body["required"])
    known = frozenset(fields)

    def check(message: Any) -> bool:
        if not required <= message.keys() <= known:
            return False
        for name, value in message.items():
            field = fields[name]
            if "const" in field:
                if value != field["const"] or type(value) is not type(field["const"]):
                    return False
            elif field.get("type") == "integer":
                if type(value) is not int or value < field.get("minimum", value):
                    return False
            elif type(value) is not str or len(value) < field.get("minLength", 0) \
                    or (name in patterns and patterns[name].search(value) is None):
                return False
        return True

    return check


_COMPILED_KEYWORDS: Final = frozenset({"type", "const", "pattern", "minLength", "minimum", "required", "properties",
                                       "additionalProperties", "items", "anyOf", "$ref", "title", "description"})
"""The keywords :func:`_compiled_check` compiles (a schema with any other is not compiled)."""

_TYPES: Final[dict[str, Callable[[Any], bool]]] = {
    "string": lambda v: type(v) is str, "integer": lambda v: type(v) is int, "object": lambda v: type(v) is dict,
    "array": lambda v: type(v) is list, "null": lambda v: v is None, "boolean": lambda v: type(v) is bool,
}
"""A check of each JSON type that accepts only values of the type (an integer written ``1.0`` is left to the schema)."""


@cache
def _compiled_check(cmd: str) -> Callable[[Any], bool] | None:
    """A check compiled from the request schema of ``cmd`` when :func:`_plain_check` makes none (nested
    objects and arrays, ``anyOf``), or ``None`` when the schema uses a keyword outside
    :data:`_COMPILED_KEYWORDS`. Like :func:`_plain_check`'s, it answers True only for a request the
    schema accepts; False means "ask the schema" (a ``hand-score`` request checked in a few microseconds
    instead of a tenth of a millisecond).
    """
    defs = schema("request")["$defs"]
    return _compile(defs[cmd], defs, 0)


def _compile(part: Any, defs: dict[str, Any], depth: int) -> Callable[[Any], bool] | None:
    """The check of one schema ``part`` (see :func:`_compiled_check`), or ``None``."""
    if not isinstance(part, dict) or set(part) - _COMPILED_KEYWORDS or depth > 16:
        return None
    checks: list[Callable[[Any], bool]] = []
    if "$ref" in part:
        ref = part["$ref"]
        inner = _compile(defs.get(ref.removeprefix("#/$defs/")), defs, depth + 1) \
            if isinstance(ref, str) and ref.startswith("#/$defs/") else None
        if inner is None:
            return None
        checks.append(inner)
    kind = part.get("type")
    if kind is not None:
        if not isinstance(kind, str) or kind not in _TYPES:
            return None
        checks.append(_TYPES[kind])
    if "const" in part:
        const = part["const"]
        checks.append(lambda v: v == const and type(v) is type(const))
    if "minLength" in part:
        least = part["minLength"]
        checks.append(lambda v: type(v) is not str or len(v) >= least)
    if "pattern" in part:
        pattern = re.compile(part["pattern"])
        checks.append(lambda v: type(v) is not str or pattern.search(v) is not None)
    if "minimum" in part:
        low = part["minimum"]
        checks.append(lambda v: type(v) is not int or v >= low)
    if "anyOf" in part:
        options = [_compile(o, defs, depth + 1) for o in part["anyOf"]]
        if any(o is None for o in options):
            return None
        checks.append(lambda v: any(o(v) for o in options))  # type: ignore[misc]
    if "items" in part:
        item = _compile(part["items"], defs, depth + 1)
        if item is None:
            return None
        checks.append(lambda v: type(v) is not list or all(map(item, v)))
    fields = _object_check(part, defs, depth)
    if fields is None:
        return None
    checks.append(fields)
    return lambda v: all(c(v) for c in checks)


def _object_check(part: dict[str, Any], defs: dict[str, Any], depth: int) -> Callable[[Any], bool] | None:
    """The check of the object keywords of ``part`` (``required``, ``properties``, ``additionalProperties``)."""
    required = frozenset(part.get("required", ()))
    given = part.get("properties", {})
    props = {name: _compile(sub, defs, depth + 1) for name, sub in given.items()}
    extra = part.get("additionalProperties", True)
    rest = None if extra is True or extra is False else _compile(extra, defs, depth + 1)
    if any(c is None for c in props.values()) or (rest is None and extra not in (True, False)):
        return None

    def check(v: Any) -> bool:
        if type(v) is not dict:
            return True
        if not required <= v.keys():
            return False
        for key, value in v.items():
            sub = props.get(key)
            if sub is not None:
                if not sub(value):
                    return False
            elif extra is False or (rest is not None and not rest(value)):
                return False
        return True

    return check


def response_problem(cmd: str | None, message: object) -> str | None:
    """What makes ``message`` an invalid answer to a ``cmd`` request (``None`` if it is valid).

    With ``cmd=None`` only the envelope is checked.

    >>> response_problem("trick-winner", {"seq": 4, "ok": True, "value": 2}) is None
    True
    >>> response_problem("parse-card", {"seq": 4, "ok": True, "value": "1H"})
    "['value']: '1H' does not match '^(JK|BJ|RJ|(1[0-3]|[2-9AKQJ])[SCDH])$'"
    """
    kind = envelope_problem(message)
    if kind is not None:
        return kind
    if cmd is None:
        return _problem(validator("response"), message)
    assert isinstance(message, dict)
    if message.get("ok") is True:
        # The value alone gives the clearest message; then the whole answer.
        problem = _problem(validator("response", f"{cmd}.value"), message["value"])
        if problem is not None:
            return "['value']" + problem.removeprefix("the message")
    return _problem(validator("response", cmd), message)


def envelope_problem(message: object) -> str | None:
    """The cheap check made on every answer: a JSON object with ``seq`` and exactly
    one of ``ok``, ``skipped`` or ``errored``, the fields each of them needs,
    and nothing else.

    >>> envelope_problem({"seq": 1, "ok": True})
    "an answer with ok true needs 'value'"
    """
    if not isinstance(message, dict):
        return f"a JSON {type(message).__name__}, not an object"
    if len(message) == 3 and message.get("ok") is True and "value" in message and "seq" in message:
        return None  # the common answer, at once
    if "seq" not in message:
        return "no 'seq'"
    kinds = [k for k in ("ok", "skipped", "errored") if k in message]
    if len(kinds) != 1:
        return f"exactly one of 'ok', 'skipped', 'errored' is needed, not {kinds or 'none'}"
    kind = kinds[0]
    if kind == "ok":
        ok = message["ok"]
        if ok is True:
            allowed = {"seq", "ok", "value"}
            if "value" not in message:
                return "an answer with ok true needs 'value'"
        elif ok is False:
            allowed = {"seq", "ok", "refused"}
            refused = message.get("refused")
            if not isinstance(refused, dict) or not isinstance(refused.get("message"), str) \
                    or not isinstance(refused.get("rule", None), str | None):
                return "a refusal needs 'refused': {\"rule\": string or null, \"message\": string}"
        else:
            return f"'ok' must be true or false, not {shorten(json.dumps(ok), 60)}"
    elif kind == "skipped":
        allowed = {"seq", "skipped"}
        body = message["skipped"]
        if not isinstance(body, dict) or not isinstance(body.get("reason"), str):
            return "'skipped' needs {\"reason\": string}"
    else:
        allowed = {"seq", "errored"}
        body = message["errored"]
        if not isinstance(body, dict) or not isinstance(body.get("message"), str):
            return "'errored' needs {\"message\": string}"
    extra = sorted(set(message) - allowed)
    if extra:
        return f"unexpected field(s) {', '.join(map(repr, extra))}"
    return None


def value_problem(cmd: str, value: object) -> str | None:
    """The cheap check of an answer's value: its JSON type (see :data:`VALUE_TYPES`).

    >>> value_problem("trick-winner", "0")
    'the value of a trick-winner answer must be an integer, not a string'
    """
    wanted = VALUE_TYPES[cmd]
    if isinstance(value, wanted) and not (isinstance(value, bool) and bool not in wanted):
        return None
    names = {str: "a string", int: "an integer", list: "an array", dict: "an object", type(None): "null"}
    return (f"the value of a {cmd} answer must be {' or '.join(names[t] for t in wanted)}, "
            f"not {_json_type(value)}")


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"
