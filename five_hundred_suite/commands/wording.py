"""The statuses of a run and what went wrong, in plain words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..adapter import ImplementationSkipped, Refused
from ..protocol.messages import (
    ImplementationCrashed,
    ImplementationError,
    ImplementationTimeout,
)
from ..results import Status

if TYPE_CHECKING:
    pass


STATUSES: tuple[Status, ...] = tuple(Status)
"""Every status of a results record, in the order the summaries print them."""
_STYLE: dict[str, str] = {Status.PASSED: "green", Status.FAILED: "red", Status.ERROR: "red", Status.TIMEOUT: "red",
          Status.SKIPPED: "yellow", Status.NOT_APPLICABLE: "dim"}




def plainly(exc: BaseException, timeout: float) -> str:
    """What an exception raised by the adapter means, in plain words (with the details it carries)."""
    text = str(exc).strip()
    if isinstance(exc, ImplementationTimeout):
        return f"no answer within {timeout:g} s: the program was stopped. Details: {text}"
    if isinstance(exc, ImplementationCrashed):
        return f"the program stopped (crashed or exited) instead of answering. Details: {text}"
    if isinstance(exc, ImplementationSkipped):
        return f"the program answered 'skipped' ({exc.reason}); a smoke check cannot be skipped"
    if isinstance(exc, ImplementationError):
        return text
    if isinstance(exc, Refused):
        rule = f" [{exc.rule}]" if exc.rule else ""
        return f"the program refused the request: {exc.message}{rule}"
    return f"{type(exc).__name__}: {text}"


