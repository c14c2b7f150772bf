"""The state a :class:`~.engines.Fuzzer` keeps across hands, shared by the parts it is made of,
and a step the reference plans (:class:`_Step`).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from five_hundred import Action, HandState
from five_hundred.ruleset import Ruleset

from ..adapter import Implementation, ReferenceImplementation


class _Step(NamedTuple):
    """A step the reference plans (:meth:`Fuzzer._plan`): its state and legal actions, the illegal
    action tried first (or ``None``), the action and its text, and the state it leads to (``None``:
    refused by the reference). A named tuple: one is made at every step.
    """

    state: HandState
    legal: tuple[Action, ...]
    illegal: str | None
    action: Action
    text: str
    state_after: HandState | None


class Canon:
    """A look at the game whose answers were the reference's own, byte for byte (the canonical text the
    fuzzer expected: :data:`~five_hundred_suite.protocol.messages.SAME`), not read; :meth:`look` reads
    them when they are needed after all (the observation and the legal actions).
    """

    __slots__ = ("_read",)

    def __init__(self, read: Callable[[], tuple[dict[str, Any], list[str]]]) -> None:
        self._read = read

    def look(self) -> tuple[dict[str, Any], list[str]]:
        """The observation and the legal actions answered."""
        return self._read()


class FuzzerState:
    """What every part of a :class:`~.engines.Fuzzer` reads or counts (set by its ``__init__``; see
    the attributes there), and whether the implementation's ``hello`` offers a key.
    """

    impl: Implementation
    variants: list[str]
    options: tuple[str, ...]
    seed: int
    illegal_rate: float
    keep_going: bool
    rulesets: dict[str, Ruleset]
    reference: ReferenceImplementation
    games: dict[str, dict[str, Any]]
    gaps: set[str]
    covered: Counter[str]
    reached: dict[str, set[str]]
    steered: dict[str, set[str]]
    _said: dict[str, bool]
    _closing: str | None
    """A game played to its end, left open to be closed with the after-hand checks (see ``_segment``)."""
    _early: tuple[Any, list[tuple[tuple[str, dict[str, Any]], Any]]] | None
    """The checks after the hand written with the steps that end it: the state they were asked of, and each
    request with its answer (see ``_after_hand_calls``)."""
    _closed_early: str | None
    """The game whose ``close`` was written with the steps that end its hand (see ``_after_hand_calls``)."""

    def _offers(self, key: str) -> bool:
        """Whether the implementation's ``hello`` says ``key: true`` (asked once)."""
        said = self._said.get(key)
        if said is None:
            said = self._said[key] = self.impl.describe().get(key) is True
        return said
