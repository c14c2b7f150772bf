"""The adapter protocol, version 1: how the suite talks to an implementation in any language.

Transport: JSON lines over the implementation's standard input and output, one
UTF-8 JSON object per line each way; anything else the implementation wants
to say goes to its standard error. The harness writes a request and waits for
the answer before it writes the next one, except that the fuzzer may write
several requests of one game at once (the actions of several steps, each with the look after
it) and then read their answers in order: an implementation answers each line in
the order read, whatever the lines before it answered.

Every request has ``seq`` (an integer the answer echoes) and ``cmd``, one of
:data:`COMMANDS`; each command maps onto one method of
:class:`~five_hundred_suite.adapter.Implementation` (``hello`` onto
``describe``, ``stop`` ends the session). Its other fields are the method's
arguments, by name (see :data:`COMMANDS`). Expected values are never sent.

Every answer is one of::

    {"seq": n, "ok": true, "value": ...}                                answer
    {"seq": n, "ok": false, "refused": {"rule": "PLAY-03" | null, "message": "..."}}
    {"seq": n, "skipped": {"reason": "...", "issue_url": "..." (optional)}}
    {"seq": n, "errored": {"message": "...", "traceback": "..." (optional)}}

The JSON Schemas ``spec/schema/protocol/request.schema.json`` and
``response.schema.json`` define every message; :func:`request_problem` and
:func:`response_problem` check one against them. The page
``spec/pages/protocol.md`` is the implementers' guide.

This module also defines the exceptions an adapter raises when an
implementation misbehaves; the pytest plugin maps them to statuses.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from typing import Any, Final

import jsonschema

from ..catalogue import schema as catalogue_schema
from ..catalogue import schema_validator

PROTOCOL_VERSION: Final = 1
"""The version of the protocol this suite speaks. A change of meaning bumps it."""

COMMANDS: Final[dict[str, tuple[str, tuple[str, ...]]]] = {
    "hello": ("describe", ("protocol",)),
    "parse-card": ("parse_card", ("text",)),
    "pack": ("pack", ("variant", "options")),
    "effective-suit": ("effective_suit", ("variant", "contract", "card", "joker_suit")),
    "trick-winner": ("trick_winner", ("variant", "contract", "cards", "joker_suit", "named_suit")),
    "hand-score": ("hand_score", ("variant", "options", "contract", "contractor", "tricks")),
    "game-after-hand": ("game_after_hand", ("variant", "options", "before", "hand")),
    "open": ("open", ("variant", "options", "setup")),
    "act": ("act", ("game", "action")),
    "observe": ("observe", ("game",)),
    "legal-actions": ("legal_actions", ("game",)),
    "observe-legal": ("observe_legal", ("game",)),
    "count-sequences": ("count_sequences", ("game", "depth")),
    "close": ("close", ("game",)),
    "first-dealer": ("first_dealer", ("variant", "rounds")),
    "stop": ("", ()),
}
"""Each command: the :class:`~five_hundred_suite.adapter.Implementation` method it calls
and the request fields it requires, in the method's argument order (``hello``'s ``protocol``
is the harness's version, not an argument of ``describe``; ``stop`` calls nothing)."""

OPTIONAL_FIELDS: Final[dict[str, tuple[str, ...]]] = {"observe": ("seat",)}
"""Request fields a command may carry or leave out, passed by name when present (``observe``'s
``seat``: one seat's view, to an implementation whose ``hello`` says ``"views": true``)."""

CAPABILITY_OF_FIELD: Final[dict[tuple[str, str], str]] = {("observe", "seat"): "views"}
"""The ``hello`` flag an implementation sets to be sent an optional field (a case that needs the
field is skipped, saying so, for an implementation without the flag)."""

VALUE_TYPES: Final[dict[str, tuple[type, ...]]] = {
    "hello": (dict,),
    "parse-card": (str,),
    "pack": (list,),
    "effective-suit": (str, type(None)),
    "trick-winner": (int,),
    "hand-score": (dict,),
    "game-after-hand": (dict,),
    "open": (str,),
    "act": (type(None),),
    "observe": (dict,),
    "legal-actions": (list,),
    "observe-legal": (dict,),
    "count-sequences": (int,),
    "close": (type(None),),
    "first-dealer": (str,),
    "stop": (type(None),),
}
"""The JSON type of each command's answer value: the cheap check made on every answer."""


# --- exceptions ---------------------------------------------------------------


class ImplementationError(Exception):
    """The implementation misbehaved: it reported an error it caught, answered
    something that is not a valid answer, or cannot be started. The test counts
    as an error, not a failure.
    """


class ImplementationTimeout(ImplementationError):
    """The implementation did not answer in time; it was stopped and will be restarted."""


class ImplementationCrashed(ImplementationError):
    """The implementation closed its output or exited; it will be restarted on the next call."""


class ProtocolVersionError(ImplementationError):
    """The implementation speaks another protocol version than this suite.

    Attributes:
        theirs: the version it announced (``None`` if it announced none).
        ours: :data:`PROTOCOL_VERSION`.
    """

    def __init__(self, message: str, theirs: object) -> None:
        super().__init__(message)
        self.theirs = theirs
        self.ours = PROTOCOL_VERSION


# --- encoding -----------------------------------------------------------------


def encode(message: dict[str, Any]) -> bytes:
    r"""One message as a protocol line: compact UTF-8 JSON and a newline.

    >>> encode({"seq": 1, "cmd": "parse-card", "text": "10♥"})
    b'{"seq":1,"cmd":"parse-card","text":"10\xe2\x99\xa5"}\n'
    """
    return (_ENCODER.encode(message) + "\n").encode("utf-8")


_ENCODER: Final = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
"""The encoder of :func:`encode`, made once (``json.dumps`` with options makes one a call)."""


MAX_DEPTH: Final = 64
"""The deepest nesting of arrays and objects accepted in a protocol line (the protocol needs 6)."""


def _depth_over(value: Any, limit: int) -> bool:
    """Whether arrays and objects nest deeper than ``limit`` in ``value`` (walked without recursion)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        here, depth = stack.pop()
        if isinstance(here, dict | list):
            if depth >= limit:
                return True
            stack.extend((v, depth + 1) for v in (here.values() if isinstance(here, dict) else here))
    return False


def _no_constant(name: str) -> Any:
    raise json.JSONDecodeError(f"{name} is not a JSON number", name, 0)


_DECODER: Final = json.JSONDecoder(parse_constant=_no_constant)
"""The decoder of :func:`decode`, made once: ``NaN`` and ``Infinity`` are not JSON."""


def decode(line: bytes | str) -> dict[str, Any]:
    r"""Read one protocol line (without or with its newline).

    Raises:
        ValueError: the line is not UTF-8, not JSON (``NaN`` and ``Infinity`` are not), not a JSON object, or
            nests deeper than :data:`MAX_DEPTH` (the message says which).

    >>> decode(b'{"seq": 3, "ok": true, "value": "JK"}\n')
    {'seq': 3, 'ok': True, 'value': 'JK'}
    """
    try:
        text = line.decode("utf-8") if isinstance(line, bytes) else line
    except UnicodeDecodeError as e:
        raise ValueError(f"not UTF-8 ({e.reason} at byte {e.start})") from e
    try:
        message = _DECODER.decode(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"not JSON ({e.msg} at column {e.colno})") from e
    except RecursionError:
        raise ValueError(f"JSON nested deeper than {MAX_DEPTH} levels") from None
    if not isinstance(message, dict):
        kind = {type(None): "null", list: "array", str: "string", bool: "boolean"}.get(type(message), "number")
        raise ValueError(f"a JSON {kind}, not an object")
    if (text.count("[") + text.count("{") >= MAX_DEPTH) and _depth_over(message, MAX_DEPTH):
        # fewer brackets than the limit cannot nest that deep: most lines skip the walk
        raise ValueError(f"JSON nested deeper than {MAX_DEPTH} levels")
    return message


def shorten(data: bytes | str, limit: int = 200) -> str:
    """``data`` for an error message: its repr, cut to about ``limit`` characters.

    >>> shorten(b"x" * 500, 10)
    "b'xxxxxxx... (500 bytes)"
    """
    text = repr(data)
    if len(text) <= limit:
        return text
    unit = "bytes" if isinstance(data, bytes) else "characters"
    return f"{text[:limit - 1]}... ({len(data)} {unit})"


# --- schemas --------------------------------------------------------------------


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
    whole = schema(name)
    defs = whole.get("$defs", {})
    if definition is not None and definition in defs:
        inlined = _inlined(defs[definition], defs, frozenset({definition}))
        if inlined is not None:
            return jsonschema.Draft202012Validator(inlined)
    return schema_validator(f"protocol/{name}", definition)


def _inlined(part: Any, defs: dict[str, Any], within: frozenset[str]) -> Any:
    """``part`` of a schema with each ``{"$ref": "#/$defs/NAME"}`` replaced by that definition, or
    ``None`` when a reference recurses (NAME in ``within``) or is not to a definition of ``defs``.
    """
    if isinstance(part, dict):
        ref = part.get("$ref")
        if ref is not None:
            target = ref.removeprefix("#/$defs/")
            if target == ref or target not in defs or target in within:
                return None
            inlined = _inlined(defs[target], defs, within | {target})
            rest = _inlined({k: v for k, v in part.items() if k != "$ref"}, defs, within) if len(part) > 1 else {}
            if inlined is None or rest is None:
                return None
            return {**rest, "allOf": [inlined, *rest.get("allOf", [])]} if rest else inlined
        out = {}
        for key, value in part.items():
            done = _inlined(value, defs, within)
            if done is None and value is not None:
                return None
            out[key] = done
        return out
    if isinstance(part, list):
        items = [_inlined(value, defs, within) for value in part]
        return None if any(i is None and v is not None for i, v in zip(items, part, strict=True)) else items
    return part


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
        plain = _plain_check(cmd)
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


def response_problem(cmd: str | None, message: object) -> str | None:
    """What makes ``message`` an invalid answer to a ``cmd`` request (``None`` if it is valid).

    With ``cmd=None`` only the envelope is checked.

    >>> response_problem("trick-winner", {"seq": 4, "ok": True, "value": 2}) is None
    True
    >>> response_problem("parse-card", {"seq": 4, "ok": True, "value": "1H"})
    "['value']: '1H' does not match '^(JK|(10|[2-9AKQJ])[SCDH])$'"
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
