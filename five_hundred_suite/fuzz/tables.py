"""What a fuzz run prints: the coverage and situations lines and the table of departures."""
from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from ..catalogue import rules
from .engines import Fuzzer
from .hands import possible
from .model import SITUATIONS, Report

COVERAGE_AREAS = ("DEAL", "BID", "KITTY", "PLAY", "JOKER", "MIS", "SCORE", "END")
"""The rule areas of the ``coverage`` lines, in the catalogue's order."""


def coverage_lines(covered: Collection[str], variant_ids: Sequence[str]) -> list[str]:
    """One line per rule area: how many of the area's rules (those of ``variant_ids``) the games
    exercised (:attr:`Fuzzer.covered`), and those they did not reach.

    >>> coverage_lines({"END-01"}, ["australian"])[-1].startswith("coverage END: 1 of ")
    True
    """
    catalogue = rules()
    lines = []
    for area in COVERAGE_AREAS:
        ids = [r for r, rule in catalogue.items() if r.split("-")[0] == area and set(rule.variants) & set(variant_ids)]
        hit = [r for r in ids if r in covered]
        missed = [r for r in ids if r not in covered]
        lines.append(f"coverage {area}: {len(hit)} of {len(ids)} rules exercised"
                     + (f"; not reached: {' '.join(missed)}" if missed else ""))
    return lines


def situations_line(fuzzer: Fuzzer, shown: Mapping[str, Collection[str]] | None = None) -> str:
    """Which of :data:`SITUATIONS` the games reached, per variant, and which they could but did not
    (``shown``: those reached per variant, default :attr:`Fuzzer.reached`).
    """
    parts = []
    seen = fuzzer.reached if shown is None else shown
    for v in fuzzer.variants:
        r = fuzzer.rulesets[v]
        can = [s.name for s in SITUATIONS if possible(s, r)]
        missed = [s for s in can if s not in seen.get(v, ())]
        parts.append(f"{v} {len(can) - len(missed)} of {len(can)}" + (f" (not reached: {', '.join(missed)})"
                                                                     if missed else ""))
    return "situations: " + "; ".join(parts)


def departure_records(report: Report, drafts: Mapping[tuple[str, str], str]) -> list[dict[str, Any]]:
    """The departures of ``report`` as the departures file keeps them (:func:`write_departures`): rule
    charged, check, field (without indices), variant, hand and step where first found, times found,
    its line in words and its draft fixture (``drafts``, by :attr:`Divergence.departure`; ``-``: none).
    """
    found = []
    for key, dep in report.departures.items():
        d = dep.divergence
        found.append({"rule": d.rule, "check": d.check, "field": re.sub(r"\[\d+\]", "[]", d.where) or "-",
                      "variant": dep.run.deal.variant, "hand": dep.hand, "step": d.step, "times": dep.times,
                      "line": d.line(), "draft": drafts.get(key, "-")})
    return found


def table_lines(records: Sequence[Mapping[str, Any]]) -> list[str]:
    """The table of departures (:func:`departure_records`): one row each (rule charged, check, field,
    hand and step where first found, times found, its draft fixture), then each one's line in words.
    """
    columns = ("rule", "check", "field", "hand", "step", "times", "draft")
    rows = [columns, *(tuple(str(rec[c]) for c in columns) for rec in records)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(columns))]
    lines = ["  " + "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    for rec in records:
        lines.append(f"  {rec['rule']} ({rec['variant']}, hand {rec['hand']}): {rec['line']}")
    return lines


def departures_table(report: Report, drafts: Mapping[tuple[str, str], str]) -> list[str]:
    """The table of departures found keeping going (:func:`table_lines` of :func:`departure_records`)."""
    return table_lines(departure_records(report, drafts))
