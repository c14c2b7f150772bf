"""The compiled corpus executed directly, outside pytest: what ``python -m five_hundred_suite run`` does.

Each case of the export (:mod:`five_hundred_suite.cases`, case format 4) becomes one or more
*records* of the results file (``spec/schema/results.schema.json``), the same records, under the
same IDs, as the pytest run of the corpus writes (``tests/test_corpus.py``, ``tests/test_hands.py``,
``tests/test_perft.py``, less the corpus's checks of itself); ``tests/test_replay.py`` checks that both
give the same verdicts on the reference engine, and ``tests/test_charging.py`` what each departure is charged:

* a ``scenario`` case: one record. Its requests are sent through the same functions the step
  definitions use (:func:`~five_hundred_suite.cases.ask` and its kin), its checks made by
  :func:`~five_hundred_suite.cases.expect`, each charging the rules recorded with it;
* a ``hand`` case: one record per stage (:mod:`five_hundred_suite.cases.hands`), from the fixture file;
* a ``perft`` case: one record per pinned count.

This is the one way the corpus runs against a program (the served reference and the JavaScript engine
included); the pytest run is the project's own test of its scenarios on the reference in process. It is
several times cheaper: no collection, no step lookup, nothing imported that a run does not use.

The parts: ``listing`` (the items), ``counting`` (the figures), ``running`` (a scenario or a hand's stage),
``perft`` (a perft count); this module gives the verdict of an item and runs them all.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from ..adapter import Implementation, ImplementationSkipped
from ..catalogue import applicable
from ..protocol.messages import ImplementationError, ImplementationTimeout
from ..results import Status
from .listing import Item
from .perft import run_perft
from .running import _HandFailed, run_hand_stage, run_scenario
from .verdicts import Verdict, judging


def _charged(item: Item, exc: BaseException, verdict: Verdict) -> list[str]:
    """As the pytest plugin charges a failed test: the rules its failing check carries, else its step's."""
    for e in (exc, exc.__context__, exc.__cause__):
        carried = getattr(e, "rules", None)
        if carried:
            return sorted(applicable(carried, item.variant))
    if verdict.rules:
        return sorted(applicable(verdict.rules, item.variant))
    return list(item.rules)


_UNSET = object()


def failure_details(exc: BaseException, kind: str, part: str | int | None = None) -> dict[str, Any]:
    """What a failed record says besides its message: ``situation`` (what the failing check is about,
    without its values: :attr:`~.cases.Mismatch.situation`; a hand stage: ``"the auction of a recorded
    hand"``; a perft count: ``"a perft count"``), and ``expected`` and ``actual`` when the failure
    (or the failure it came from) carries them.

    >>> from five_hundred_suite.cases import Mismatch
    >>> failure_details(Mismatch("the points of NS: expected 250, got 60", 250, 60, ("SCORE-04",),
    ...                          "the points of NS"), "scenario")
    {'situation': 'the points of NS', 'expected': 250, 'actual': 60}
    >>> failure_details(AssertionError("no"), "hand", "play")
    {'situation': 'the play of a recorded hand'}
    """
    situation = (f"the {part} of a recorded hand" if kind == "hand" else "a perft count" if kind == "perft"
                 else "a scenario's request or step")
    out: dict[str, Any] = {"situation": situation}
    for e in (exc, exc.__cause__, exc.__context__):
        if e is None:
            continue
        said = getattr(e, "situation", "")
        if said and kind == "scenario":
            out["situation"] = str(said)
        expected, actual = getattr(e, "expected", _UNSET), getattr(e, "actual", _UNSET)
        if expected is not _UNSET and actual is not _UNSET:
            out["expected"], out["actual"] = expected, actual
            break
    return out


def execute(impl: Implementation, item: Item, *, strict_rules: bool = False) -> dict[str, Any]:
    """Run one item against ``impl``; its record (``status``, ``message``, and for a failure ``charged``
    with ``expected`` and ``actual`` when a check failed; ``citations`` when rule citations were checked).
    """
    from .hands.walk import NotReached

    verdict = Verdict(strict_rules=strict_rules, rules=item.rules)
    kind = item.data["kind"]
    try:
        with judging(verdict):
            if kind == "scenario":
                run_scenario(impl, item.data, verdict)
            elif kind == "hand":
                run_hand_stage(impl, item.data, str(item.part))
            else:
                run_perft(impl, item.data, int(item.part or 0))
        rec = item.record(Status.PASSED)
    except ImplementationSkipped as e:
        url = f" ({e.issue_url})" if e.issue_url else ""
        rec = item.record(Status.SKIPPED, f"the implementation skipped it: {e.reason}{url}")
    except ImplementationError as e:
        rec = item.record(Status.TIMEOUT if isinstance(e, ImplementationTimeout) else Status.ERROR,
                          f"{type(e).__name__}: {(str(e).splitlines() or [''])[0]}"[:500])
    except NotReached as e:
        rec = item.record(Status.SKIPPED, str(e))
    except Exception as e:
        name = "Failed" if isinstance(e, _HandFailed) else type(e).__name__
        rec = item.record(Status.FAILED, f"{name}: {str(e).strip()}"[:500] if str(e).strip() else name)
        rec.update(failure_details(e, kind, item.part))
        rec["charged"] = _charged(item, e, verdict)
        rec["rules"] = sorted(set(rec["rules"]) | set(rec["charged"]))
    if verdict.citations:
        rec["citations"] = {"checked": len(verdict.citations), "matched": verdict.matched,
                            "mismatches": [c for c in verdict.citations if c["cited"] != c["expected"]]}
    return rec


def not_applicable(item: Item, chosen: Sequence[str], claimed: frozenset[str] | None) -> str | None:
    """Why ``item`` is not applicable to this run (``None`` if it is): its variant is not among
    ``chosen`` (when some are), or not claimed by the implementation (the pytest plugin's words).
    """
    if item.variant is None:
        return None
    if chosen and item.variant not in chosen:
        return f"not applicable: variant {item.variant} not selected"
    if claimed is not None and item.variant not in claimed:
        return f"not applicable: the implementation does not claim variant {item.variant}"
    return None


def run_items(impl: Implementation, todo: Sequence[Item], *, chosen: Sequence[str] = (),
              claimed: frozenset[str] | None = None, strict_rules: bool = False, deadline: float | None = None,
              each: Callable[[dict[str, Any]], None] | None = None) -> tuple[list[dict[str, Any]], bool]:
    """Run ``todo`` in order; the records, and whether the run was cut short by ``deadline`` (a
    :func:`time.monotonic` time after which no item is started: the items not started have no record).
    ``each`` is called with each record as it is made.
    """
    records: list[dict[str, Any]] = []
    for item in todo:
        if deadline is not None and time.monotonic() >= deadline:
            return records, True
        why = not_applicable(item, chosen, claimed)
        rec = item.record(Status.NOT_APPLICABLE, why) if why else execute(impl, item, strict_rules=strict_rules)
        records.append(rec)
        if each is not None:
            each(rec)
    return records, False
