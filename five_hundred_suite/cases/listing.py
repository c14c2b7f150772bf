"""The items of a run: each compiled case as one thing to execute, with its ID, rules and variant."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..catalogue import applicable, rule_ids
from ..results import Status

HAND_TEST: str = "tests/test_hands.py::test_hand"
"""The test a hand fixture's stages are records of (the pytest run's node ID, without the parameters)."""
PERFT_TEST: str = "tests/test_perft.py::test_implementation_gives_the_pinned_count"
"""The test a perft count is a record of."""


@dataclass(frozen=True)
class Item:
    """One record to make: a case, or a stage of a hand case, or a count of a perft case.

    Attributes:
        id: the record's ID (the pytest node ID of the same check).
        case: the case it belongs to (the case's ``id``).
        variant: the variant it runs under.
        rules: the rule IDs it checks under that variant, sorted.
        data: the case.
        part: the hand stage (``"deal"`` ...) or the perft depth; ``None`` for a scenario.
    """

    id: str
    case: str
    variant: str | None
    rules: tuple[str, ...]
    data: dict[str, Any]
    part: str | int | None = None

    def record(self, status: Status, message: str | None = None) -> dict[str, Any]:
        """A record of this item in the results file's form, with ``status`` and ``message``."""
        rec: dict[str, Any] = {"id": self.id, "rules": list(self.rules), "variant": self.variant,
                               "options": sorted(set(self.data.get("options", ()))),
                               "conflicts": sorted(set(self.data.get("conflicts", ()))),
                               "status": status, "message": message}
        if self.data["kind"] == "scenario":
            source = self.data["source"]
            rec.update({"feature": str(source["file"]).removeprefix("features/"), "scenario": self.data["scenario"],
                        "line": source["scenario_line"]})
        rec["case"] = self.case
        return rec


def items(cases: Iterable[dict[str, Any]]) -> Iterator[Item]:
    """The records the cases make, in order (see the module docstring).

    Raises:
        KeyError: a case without the fields of its kind (the export's schema has them all).
    """
    from .hands.stages import STAGES, stage_of

    known = rule_ids()
    for case in cases:
        variant = case.get("variant")
        if case["kind"] == "scenario":
            yield Item(case["test_id"], case["id"], variant, tuple(sorted(case["rules"])), case)
        elif case["kind"] == "hand":
            name = case["id"].rsplit("/", 1)[-1]
            for stage in STAGES:
                staged = applicable((r for r in case["rules"] if stage_of(r) == stage), variant)
                yield Item(f"{HAND_TEST}[{name}-{stage}]", case["id"], variant, tuple(sorted(staged)), case, stage)
        else:
            name = case["id"].rsplit("/", 1)[-1]
            mine = tuple(sorted(applicable((r for r in case["rules"] if r in known), variant)))
            for count in case["counts"]:
                depth = int(count["depth"])
                yield Item(f"{PERFT_TEST}[{variant}-{name}-d{depth}]", case["id"], variant, mine, case, depth)


