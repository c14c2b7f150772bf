"""The adapter protocol, version 1: how the suite talks to an implementation in any language.

Transport: JSON lines over the implementation's standard input and output, one
UTF-8 JSON object per line each way; anything else the implementation wants
to say goes to its standard error. The harness writes a request and waits for
the answer before it writes the next one, except that the fuzzer may write
several requests of one game at once (the actions of several steps, each with the look after
it; the next steps' once it has read those answers, before it checks them; the two checks
after a hand and its ``close``, with the steps that end it) and then read their answers in order: an implementation answers each line in
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
``response.schema.json`` define every message; :mod:`five_hundred_suite.protocol.validation`
checks one against them. The page
``spec/pages/protocol.md`` is the implementers' guide.

This module also defines the exceptions an adapter raises when an
implementation misbehaves; the pytest plugin maps them to statuses.
"""

from __future__ import annotations

import json
from typing import Any, Final

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
    "act-observe-legal": ("act_observe_legal", ("game", "action")),
    "count-sequences": ("count_sequences", ("game", "depth")),
    "close": ("close", ("game",)),
    "first-dealer": ("first_dealer", ("variant", "rounds")),
    "stop": ("", ()),
}
"""Each command: the :class:`~five_hundred_suite.adapter.Implementation` method it calls
and the request fields it requires, in the method's argument order (``hello``'s ``protocol``
is the harness's version, not an argument of ``describe``; ``stop`` calls nothing)."""

OPTIONAL_FIELDS: Final[dict[str, tuple[str, ...]]] = {"observe": ("seat",), "hand-score": ("partners",)}
"""Request fields a command may carry or leave out, passed by name when present (``observe``'s
``seat``: one seat's view, to an implementation whose ``hello`` says ``"views": true``;
``hand-score``'s ``partners``: the partners named, where the sides are formed after the auction)."""

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
    "act-observe-legal": (dict,),
    "count-sequences": (int,),
    "close": (type(None),),
    "first-dealer": (str,),
    "stop": (type(None),),
}
"""The JSON type of each command's answer value: the cheap check made on every answer."""


class _Same:
    """The type of :data:`SAME`."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "SAME"


SAME: Final = _Same()
"""An answer that is exactly the one expected, byte for byte (see the ``expect`` of
:meth:`~five_hundred_suite.protocol.connection.Connection.pipeline`): not read."""


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
    if _ONE_SHOT is not None:
        try:
            return ("".join(_ONE_SHOT(message, 0)) + "\n").encode("utf-8")
        except RecursionError:  # a value that holds itself: the encoder below says so
            pass
    return (_ENCODER.encode(message) + "\n").encode("utf-8")


_ENCODER: Final = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
"""The encoder of :func:`encode`, made once (``json.dumps`` with options makes one a call)."""


def _one_shot() -> Any:
    """The C encoder :data:`_ENCODER` makes at each call, made once (``None`` without the C accelerator): the
    same text, without the check for a value that holds itself (which then recurses until Python stops it).
    """
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:  # pragma: no cover - another interpreter
        return None
    try:
        return make(None, _ENCODER.default, json.encoder.encode_basestring, None, ":", ",", False, False, True)
    except TypeError:  # pragma: no cover - another signature
        return None


_ONE_SHOT: Final = _one_shot()


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
