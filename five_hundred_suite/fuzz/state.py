"""The state a :class:`~.engines.Fuzzer` keeps across hands, shared by the parts it is made of,
and a step the reference plans (:class:`_Step`).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from five_hundred import Action, HandState
from five_hundred.ruleset import Ruleset

from ..adapter import Implementation, ReferenceImplementation


@dataclass(frozen=True, slots=True)
class _Step:
    """A step the reference plans (:meth:`Fuzzer._plan`): its state and legal actions, the illegal
    action tried first (or ``None``), the random state after that choice, the action and its text,
    the state it leads to (``None``: refused by the reference), and the random state after the step.
    The random states are those of :meth:`random.Random.getstate` (``before_action`` only with an
    illegal action).
    """

    state: HandState
    legal: tuple[Action, ...]
    illegal: str | None
    before_action: Any
    action: Action
    text: str
    state_after: HandState | None
    after: Any



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

    def _offers(self, key: str) -> bool:
        """Whether the implementation's ``hello`` says ``key: true`` (asked once)."""
        said = self._said.get(key)
        if said is None:
            said = self._said[key] = self.impl.describe().get(key) is True
        return said
