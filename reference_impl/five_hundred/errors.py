"""Errors raised by the Five Hundred reference engine.

Three kinds, all subclasses of :class:`ValueError`, each carrying the ID of
the rule that was broken (see ``spec/rules/*.yaml``):

* :class:`NotationError` -- text that is not a card, bid or action.
* :class:`IllegalActionError` -- a well-formed action the rules forbid; the
  state it was tried on is left exactly as it was.
* :class:`SetupError` -- a deal, pack or variant description that breaks a rule.
"""

from __future__ import annotations

from typing import Final

MESSAGE_LIMIT: Final = 300
"""The most characters of an input echoed in one error message (see :func:`clip`)."""


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to at most ``limit`` characters, ending with an ellipsis and the full length when cut.

    >>> clip("x" * 1000, 20)
    'xxxx... (1000 chars)'
    """
    if len(text) <= limit:
        return text
    tail = f"... ({len(text)} chars)"
    return text[:max(0, limit - len(tail))] + tail


class FiveHundredError(ValueError):
    """Base class of every error the engine raises.

    Attributes:
        rule: the rule ID the input breaks (e.g. ``"PLAY-03"``), or ``None``
            when the problem is purely syntactic.

    """

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        super().__init__(message if rule is None else f"{message} [{rule}]")
        self.rule = rule
        self.detail = message


class NotationError(FiveHundredError):
    """Text is not valid card, bid, seat or action notation.

    Attributes:
        text: the offending text, exactly as given.

    """

    def __init__(self, text: str, what: str, *, rule: str | None = None) -> None:
        super().__init__(f"{clip(repr(text), 80)} is not a valid {what}", rule=rule)
        self.text = text
        self.what = what


class IllegalActionError(FiveHundredError):
    """A well-formed action that the rules do not allow in this state.

    The state the action was tried on is unchanged (states are immutable).

    Attributes:
        rule: the rule ID that forbids the action.
        action: the action's notation, e.g. ``"E play 5H"``.

    """

    def __init__(self, action: str, reason: str, *, rule: str) -> None:
        super().__init__(f"{clip(action, 100)}: {clip(reason)}", rule=rule)
        self.action = action
        self.reason = reason


class SetupError(FiveHundredError):
    """A pack, deal or variant description that breaks a rule.

    Attributes:
        field: where the problem is, as a dotted path (e.g. ``"pack[12]"``).

    """

    def __init__(self, field: str, problem: str, *, rule: str | None = None) -> None:
        super().__init__(f"{clip(field, 100)}: {clip(problem)}", rule=rule)
        self.field = field
        self.problem = problem


class IllegalPositionError(SetupError):
    """A position (see :mod:`five_hundred.position`) that cannot arise in a hand
    of the variant: a card missing or given twice, a hand of the wrong size, a
    recorded play the rules forbid, the wrong seat to play.

    Attributes:
        field: where the problem is, as a dotted path of the position's JSON
            form (``"hands.N"``, ``"tricks[2].cards[1]"``, ``"turn"``).
        rule: the rule the position breaks, or ``None`` for a problem of form
            (a missing key, text that is not a card).

    """
