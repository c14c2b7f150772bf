"""The vocabulary of a case: its format, the operators of a check, an answer and a reference to one, a
failed check (:class:`Mismatch`), the verdict of a test, with the rules each check charges, and the
:class:`Recording` of the requests and checks of a scenario (``pytest --record-cases``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Final, TypeVar

from ..adapter import Implementation, Refused
from .checking import Missing, format_path, locate

OPS: Final = ("equals", "not-equals", "same-items", "same-items-as", "includes", "excludes", "length",
              "min-length", "contains-text", "count", "keys", "same-keys", "each-equals")
"""The check operators of the case format (see :func:`problem` and ``spec/pages/cases.md``)."""

KIND_OF_COMMAND: Final = {"open": "setup", "act": "action", "close": "teardown"}
"""How each request is labelled in a script; every other command is an ``observation``."""

_MISSING: Final = object()


# ---------------------------------------------------------------------------
# Answers, requests and checks (used by the step definitions)


@dataclass
class Answer:
    """One answer of the implementation: a value, or a refusal.

    ``id`` names the request in a recorded case (``"r3"``); ``None`` when not recording.
    """

    ok: bool
    value: Any = None
    refusal: Refused | None = None
    id: str | None = None
    recording: Recording | None = field(default=None, repr=False)
    asked: tuple[Implementation, str, dict[str, Any]] | None = field(default=None, repr=False)
    """The implementation asked, the command and its arguments (resolved), for the walk of a failed check."""
    departed: tuple[str, tuple[str, ...]] | None = field(default=None, repr=False)
    """A refused action: the implementation's hand had already left the reference's (:func:`turn_departure`)."""

    def envelope(self) -> dict[str, Any]:
        """The answer as the checks see it: ``{"ok": true, "value": v}`` or ``{"ok": false, "refused": {...}}``."""
        if self.ok:
            return {"ok": True, "value": self.value}
        assert self.refusal is not None
        return {"ok": False, "refused": {"rule": self.refusal.rule, "message": self.refusal.message}}

    def at(self, *path: Any) -> Ref:
        """A reference to a part of this answer, to be passed in a later request."""
        return Ref(self, tuple(path))


@dataclass(frozen=True)
class Ref:
    """A part of an earlier answer used as an argument of a request (a game handle, running scores)."""

    answer: Answer
    path: tuple[Any, ...]

    def resolve(self) -> Any:
        """The part of the answer referred to (raises :class:`AssertionError` if there is nothing there)."""
        found = locate(self.answer.envelope(), list(self.path))
        if isinstance(found, Missing):
            raise AssertionError(f"an earlier answer has nothing at {format_path(self.path)}: {found.why}")
        return found

    def encode(self) -> dict[str, Any]:
        """The reference as it is written in a case: ``{"$ref": "r1", "path": [...]}``."""
        return {"$ref": self.answer.id, "path": list(self.path)}


class Mismatch(AssertionError):
    """A check failed: the implementation's answer is not what the scenario says.

    Attributes:
        expected: what the scenario says (for the results file).
        actual: what the implementation answered, at the checked path.
        rules: the rule IDs the failed check charges (empty: those of the test).
        situation: what the check is about, in words without its values (the check's ``what``;
            a request refused: ``"a pass refused"``), so that failures of one departure group together.
    """

    def __init__(self, message: str, expected: Any, actual: Any, rules: Sequence[str] = (),
                 situation: str = "") -> None:
        super().__init__(message)
        self.expected = expected
        self.actual = actual
        self.rules = tuple(rules)
        self.situation = situation


@dataclass
class Verdict:
    """What one test finds besides passing or failing, and the rules its running check charges.

    The pytest plugin opens one per test (:func:`judging`) with the test's rules that apply to its
    variant. ``citations`` holds one entry per diagnostic check made (the rule a refusal should cite):
    ``{"expected": "BID-02", "cited": "BID-02" or another ID or None, "what": "..."}``.

    ``unchecked`` holds the refusals of requests that could be refused (an action the scenario attempts)
    and that no check has looked at yet: ``(answer, the request in words, the rules of the request)``.
    When a later check of another answer fails, the first of them is what departs (the implementation
    refused an action the scenario goes on from): the failure names it and charges its rules.

    Attributes:
        strict_rules: a citation that differs from the catalogue fails the test (``--strict-rules``).
        rules: the rule IDs a failing check charges now.
        citations: the diagnostic checks made so far.
        unchecked: the refusals no check has looked at yet.
    """

    strict_rules: bool = False
    rules: tuple[str, ...] = ()
    citations: list[dict[str, Any]] = field(default_factory=list)
    unchecked: list[tuple[Answer, str, tuple[str, ...]]] = field(default_factory=list)
    hands: dict[str, HandSoFar] = field(default_factory=dict)
    games: list[Answer] = field(default_factory=list)

    def note_refusal(self, answer: Answer, what: str, rules: Sequence[str]) -> None:
        """Keep a refusal the scenario may go on from, until a check looks at it."""
        if not answer.ok and answer.departed is not None:
            self.unchecked.append((answer, f"{what} ({answer.departed[0]})", answer.departed[1]))
        elif not answer.ok and rules:
            self.unchecked.append((answer, what, tuple(rules)))

    def looked_at(self, answer: Answer) -> None:
        """A check looks at ``answer``: its refusal, if any, is the scenario's to judge."""
        self.unchecked = [u for u in self.unchecked if u[0] is not answer]

    @property
    def matched(self) -> int:
        """How many citations were as the catalogue has them."""
        return sum(1 for c in self.citations if c["cited"] == c["expected"])


@dataclass
class HandSoFar:
    """A hand opened in the implementation during a test: how it was opened and the actions it accepted
    since, so that a refused action can be set beside the reference's hand at the same point
    (:func:`turn_departure`).
    """

    variant: str
    options: list[str]
    setup: dict[str, Any]
    actions: list[str] = field(default_factory=list)


_VERDICT: ContextVar[Verdict | None] = ContextVar("five_hundred_verdict", default=None)


SCOPE_ATTRIBUTE: Final = "five_hundred_checks"
"""Where :func:`checks` leaves the scope of a step definition."""

F = TypeVar("F", bound=Callable[..., Any])


def checks(*scope: str) -> Callable[[F], F]:
    """Say what a step definition's checks are about (rule IDs and area codes).

    See :func:`~five_hundred_suite.catalogue.in_scope`. Its checks then charge only the scenario's rules
    within that scope, and the corpus lint refuses a scenario that uses the step without being tagged
    with such a rule. Put it under the ``@then`` decorator::

        @then(parsers.parse("it is {seat:Seat}'s deal", extra_types=TYPES))
        @checks("DEALER-03")
        def _(...): ...
    """
    def mark(func: F) -> F:
        setattr(func, SCOPE_ATTRIBUTE, tuple(scope))
        return func
    return mark


def scope_of(step_func: Any) -> tuple[str, ...] | None:
    """The scope :func:`checks` gave a step definition (``None``: every rule of its scenario)."""
    scope = getattr(step_func, SCOPE_ATTRIBUTE, None)
    return tuple(scope) if scope is not None else None


@contextmanager
def judging(verdict: Verdict) -> Iterator[Verdict]:
    """Make ``verdict`` the one :func:`expect` reports to while the block runs."""
    token = _VERDICT.set(verdict)
    try:
        yield verdict
    finally:
        _VERDICT.reset(token)


def current_verdict() -> Verdict | None:
    """The verdict of the test running now (``None`` outside a test of the suite)."""
    return _VERDICT.get()

class Recording:
    """An implementation that passes every request to ``inner`` and, while a case is open, logs the
    requests made through :func:`ask` and the checks made through :func:`expect`.

    A call made on it directly (not through :func:`ask`) still works, but marks the case as
    incomplete: the export refuses it.
    """

    def __init__(self, inner: Implementation) -> None:
        self.inner = inner
        self.entries: list[dict[str, Any]] | None = None
        self.step: str | None = None
        self.direct: list[str] = []
        self._n = 0

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self.inner, name)
        if self.entries is not None and callable(attr) and not name.startswith("_"):
            self.direct.append(name)
        return attr

    def begin(self) -> None:
        """Open a new case."""
        self.entries, self.step, self.direct, self._n = [], None, [], 0

    def end(self) -> tuple[list[dict[str, Any]], list[str]]:
        """Close the case: its entries and the names of methods called directly."""
        entries, direct = self.entries or [], self.direct
        self.entries, self.direct = None, []
        return entries, direct

    def log_request(self, request: dict[str, Any], answer: Answer) -> None:
        """Log a request with its answer's new ID (nothing while no case is open)."""
        if self.entries is None:
            return
        self._n += 1
        answer.id, answer.recording = f"r{self._n}", self
        kind = "action" if "group" in request else KIND_OF_COMMAND.get(request["cmd"], "observation")
        self.entries.append({"step": self.step, "request": {"id": answer.id, "kind": kind, **request}})

    def log_check(self, check: dict[str, Any], what: str, rules: Sequence[str] = ()) -> None:
        """Log a check with the rule IDs it charges (nothing while no case is open)."""
        if self.entries is None:
            return
        self.entries.append({"step": self.step, "expect": {**check, "what": what, "rules": list(rules)}})


# ---------------------------------------------------------------------------
# Scenario cases (assembled by the pytest plugin while recording)
