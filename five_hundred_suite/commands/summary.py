"""What a run prints: the tallies by area and rule, the departures, the rule citations, a status line per variant."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..catalogue import rules, variants
from ..report import counted_rules
from ..results import FAILING, Status

if TYPE_CHECKING:
    pass
from .wording import _STYLE, STATUSES


def _error(console: Console, text: str) -> None:
    """Print ``error: text`` as one line, however narrow the terminal."""
    console.print(Text.assemble(("error:", "red"), " ", text), soft_wrap=True, highlight=False)


AREA_CAPTION = "A case counts once under each area it checks; the last row counts each case once."
"""Said under the table by area: its rows add up to more than the last one."""


def _tally_table(title: str, label: str, rows: Sequence[tuple[str, Counter[str]]], caption: str | None = None) -> Table:
    table = Table(title=title, title_justify="left", caption=caption, caption_justify="left")
    table.add_column(label)
    for s in ("total", *STATUSES):
        table.add_column(s, justify="right", style=_STYLE.get(s, ""))
    for name, counts in rows:
        table.add_row(name, str(sum(counts.values())), *(str(counts[s] or "") for s in STATUSES))
    return table


def summarize(records: Sequence[dict[str, Any]], run_variants: Sequence[str] | None = None
              ) -> tuple[list[tuple[str, Counter[str]]], list[tuple[str, Counter[str]]]]:
    """The counts by status of the records, by area (a record counts once per area it checks) with a
    total row, and by rule (once per rule), in catalogue order. A failed record counts only under the
    rules it is charged with (:func:`counted_rules`). With ``run_variants`` (the variants run), the
    records of the other variants (all n/a) are left out of every row, and so are the rules that
    belong to none of the variants run; the run's counted line reports those records.
    """
    by_area: dict[str, Counter[str]] = defaultdict(Counter)
    by_rule: dict[str, Counter[str]] = defaultdict(Counter)
    total: Counter[str] = Counter()
    catalogue = rules()
    for r in records:
        if run_variants is not None and r.get("variant") is not None and r["variant"] not in run_variants:
            continue
        total[r["status"]] += 1
        counted = [rid for rid in counted_rules(r) if run_variants is None or rid not in catalogue
                   or set(run_variants) & set(catalogue[rid].variants)]
        for area in dict.fromkeys(rid.split("-")[0] for rid in counted):
            by_area[area][r["status"]] += 1
        for rid in counted:
            by_rule[rid][r["status"]] += 1
    areas = list(dict.fromkeys(rule.area for rule in catalogue.values()))
    area_rows = [(a, by_area[a]) for a in areas if a in by_area] + [("all cases", total)]
    rule_rows = [(rid, by_rule[rid]) for rid in catalogue if rid in by_rule]
    return area_rows, rule_rows


@dataclass(frozen=True)
class Departure:
    """One way the implementation departs from the rules: the rules charged and the situation (what the
    failing checks are about), with the failed records that show it.

    Attributes:
        rules: the rules charged (``charged`` of the records), sorted.
        situation: what the failing check is about (the records' ``situation``; their message when a
            record has none).
        records: the failed records, in run order (the first is the example shown).
    """

    rules: tuple[str, ...]
    situation: str
    records: tuple[dict[str, Any], ...]


def departures(records: Sequence[dict[str, Any]]) -> list[Departure]:
    """The failed records grouped by departure (the rules they are charged with and their situation),
    the departure with the most records first, then in the order of the catalogue's first rule.

    >>> found = departures([{"status": "failed", "charged": ["SCORE-04"], "situation": "the points of NS", "id": "a"},
    ...                     {"status": "failed", "charged": ["SCORE-04"], "situation": "the points of NS", "id": "b"},
    ...                     {"status": "passed", "rules": ["SCORE-04"], "id": "c"}])
    >>> [(d.rules, d.situation, len(d.records)) for d in found]
    [(('SCORE-04',), 'the points of NS', 2)]
    """
    grouped: dict[tuple[tuple[str, ...], str], list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        if r.get("status") != Status.FAILED:
            continue
        charged = tuple(sorted(counted_rules(r)))
        situation = str(r.get("situation") or (r.get("message") or "").split(":", 1)[0])
        grouped[(charged, situation)].append(r)
    order = {rid: i for i, rid in enumerate(rules())}
    found = [Departure(k[0], k[1], tuple(v)) for k, v in grouped.items()]
    return sorted(found, key=lambda d: (-len(d.records), min((order.get(x, len(order)) for x in d.rules),
                                                             default=len(order)), d.situation))


def departure_line(found: Sequence[Departure]) -> str:
    """The summary line of the departures.

    >>> departure_line([Departure(("SCORE-04",), "the points of NS", ({}, {}))])
    'departures: 1 (distinct rules charged and situation), in 2 failed records'
    """
    return (f"departures: {len(found)} (distinct rules charged and situation), in "
            f"{sum(len(d.records) for d in found)} failed record{'' if sum(len(d.records) for d in found) == 1 else 's'}")


def _departure_table(found: Sequence[Departure], limit: int = 20) -> Table:
    """The departures as a table: rules charged, situation, failed records, the first record's case
    (the failing lines below show each record's expected and actual).
    """
    table = Table(title="Departures (each once: rules charged and situation)", title_justify="left")
    table.add_column("rules")
    table.add_column("situation")
    table.add_column("records", justify="right")
    table.add_column("example")
    for d in found[:limit]:
        first = d.records[0]
        table.add_row(", ".join(d.rules), d.situation, str(len(d.records)), str(first.get("case") or first["id"]))
    return table


def citation_summary(records: Sequence[dict[str, Any]]) -> tuple[int, int, Counter[tuple[str, str | None]]]:
    """The rule citations of a run: how many were checked, how many were as the catalogue has them,
    and the mismatches counted by (the rule expected, the rule cited or ``None``).

    >>> citation_summary([{"citations": {"checked": 2, "matched": 1,
    ...                    "mismatches": [{"expected": "BID-02", "cited": None, "what": "..."}]}}, {}])
    (2, 1, Counter({('BID-02', None): 1}))
    """
    checked = matched = 0
    wrong: Counter[tuple[str, str | None]] = Counter()
    for r in records:
        c = r.get("citations")
        if not c:
            continue
        checked, matched = checked + int(c["checked"]), matched + int(c["matched"])
        wrong.update((str(m["expected"]), m["cited"]) for m in c.get("mismatches", ()))
    return checked, matched, wrong


def citation_line(checked: int, matched: int) -> str:
    """The summary line of the rule citations.

    >>> citation_line(180, 0)
    'rule citations: 0 of 180 as the catalogue has them'
    """
    return f"rule citations: {matched} of {checked} as the catalogue has them"


ALL_VARIANTS = "all"
"""The ``--variant`` value that names every variant of the corpus."""


def _status_counts(records: Sequence[dict[str, Any]]) -> str:
    counts = Counter(str(r["status"]) for r in records)
    return ", ".join(f"{counts[s]} {s}" for s in STATUSES if counts[s]) or "no cases"


def variant_status(records: Sequence[dict[str, Any]], fail_on: Iterable[str] = FAILING) -> str:
    """The status of a set of records: ``FAIL`` if one has a status of ``fail_on``, ``N/A`` if all are
    not applicable (or there are none), ``UNTESTED`` if the rest were all skipped (a gap is never a pass),
    else ``PASS``.

    >>> variant_status([{"status": "passed"}, {"status": "skipped"}]), variant_status([{"status": "n/a"}])
    ('PASS', 'N/A')
    >>> variant_status([{"status": "skipped"}]), variant_status([{"status": "skipped"}], fail_on=["skipped"])
    ('UNTESTED', 'FAIL')
    """
    failing = set(fail_on)
    if any(r["status"] in failing for r in records):
        return "FAIL"
    if all(r["status"] == Status.NOT_APPLICABLE for r in records):
        return "N/A"
    if all(r["status"] in (Status.SKIPPED, Status.NOT_APPLICABLE) for r in records):
        return "UNTESTED"
    return "PASS"


def variant_lines(records: Sequence[dict[str, Any]], fail_on: Iterable[str] = FAILING) -> list[str]:
    """One line per variant of the records (in the catalogue's order of variants; a record of no variant
    under ``(none)``): its status (:func:`variant_status`) and its counts by status.

    >>> variant_lines([{"status": "passed", "variant": "australian"}, {"status": "failed", "variant": "australian"}])
    ['australian: FAIL (1 passed, 1 failed)']
    """
    fail_on = list(fail_on)
    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        by[str(r.get("variant") or "(none)")].append(r)
    order = [v for v in variants() if v in by] + sorted(v for v in by if v not in variants())
    return [f"{v}: {variant_status(by[v], fail_on)} ({_status_counts(by[v])})" for v in order]


