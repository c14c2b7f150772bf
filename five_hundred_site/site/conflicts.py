"""The conflicts page: each disagreement between the sources and the reading of each variant."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from five_hundred_suite.catalogue import (
    variants,
)

from ..marks import FAILED, PASSED, RULE_MARK, SCENARIO_MARK, UNTESTED
from ..records import Record, Tally
from ..render import md_text as _esc
from ..render import render
from ..rulebook import (
    glossary,
    term_anchor,
)
from .model import SiteModel, _variant_title
from .options import _source_names
from .page import _Page
from .rules import _esc_code


@dataclass(frozen=True)
class ReadingRow:
    """A reading of a conflict: its key, its summary (Markdown), sources, option link and the variants adopting it."""

    key: str
    summary: str
    sources: tuple[str, ...]
    option: str
    adopted: tuple[str, ...]


@dataclass(frozen=True)
class ConflictEntry:
    """A conflict on the conflicts page: the question, the readings, the decision per variant and why, the rules
    that carry it, the scenarios of each reading (reading, game, options, scenario link, status; Markdown cells)
    and, per variant, what the run says the implementation follows.
    """

    id: str
    title: str
    question: str
    readings: tuple[ReadingRow, ...]
    decisions: tuple[str, ...]
    kind: str
    """``disagreement`` (the sources say different things) or ``gap`` (they say too little)."""
    why: str
    rules: tuple[str, ...]
    evidence: tuple[tuple[str, str, str, str, str], ...]
    verdicts: tuple[str, ...]


@dataclass(frozen=True)
class ConflictsPage:
    """The conflicts page (``templates/conflicts.md.j2``)."""

    conflicts: tuple[ConflictEntry, ...]


def conflicts_page(model: SiteModel) -> ConflictsPage:
    """The model of the conflicts page, from ``spec/conflicts.yaml`` and the latest results."""
    links = model.links
    entries = []
    for c in model.conflicts:
        adopted: dict[str, list[str]] = defaultdict(list)
        for vid, key in c["decision"].items():
            adopted[key].append(vid)
        readings = tuple(
            ReadingRow(r["key"], links.prose(r["summary"], "home"), _source_names(links, r["sources"], "home"),
                       links.option(r["option"], "home") if r.get("option") else "—", tuple(adopted.get(r["key"], [])))
            for r in c["readings"])
        decisions = tuple(f"{_esc(_variant_title(vid))}: " + ("not applicable" if key == "n/a" else f"**{key}**")
                          for vid, key in c["decision"].items())
        found = _evidence(model, c)
        evidence = tuple(
            (f"**{e.run.reading}**" if e.run.reading else "—", f"`{e.variant}`",
             ", ".join(links.option(o, "home") for o in e.run.options) or "none (default run)", e.link,
             f"{SCENARIO_MARK[e.tally.status]} ({e.tally.describe()})")
            for e in found)
        verdicts = tuple(_verdict(model, c, vid, [e for e in found if e.variant == vid])
                         for vid, decided in c["decision"].items()
                         if decided != "n/a" and any(e.variant == vid for e in found))
        entries.append(ConflictEntry(
            c["id"], c["title"], c["question"], readings, decisions, c.get("kind", "disagreement"),
            links.prose(c["rationale"], "home"),
            tuple(f"{links.rule(r, 'home', title=True)} ({RULE_MARK[model.rule_tally(r).status]})" for r in c["rules"]),
            evidence, verdicts))
    return ConflictsPage(tuple(entries))


def _glossary_page(model: SiteModel) -> _Page:
    """The glossary (``templates/glossary.md.j2``): each term of ``spec/glossary.yaml`` with its meaning and rules."""
    intro = ["The words of the game as these pages use them. On each how-to-play page the first use of a term"
             " links here."]
    terms = [{"term": t.term, "anchor": term_anchor(t.term), "meaning": model.links.prose(t.meaning, "home"),
              "rules": [model.links.rule(r, "home") for r in t.rules]} for t in glossary()]
    return _Page("Glossary", intro, render("glossary.md.j2", terms=terms).split("\n"))


def _conflicts_page(model: SiteModel) -> _Page:
    intro = [
        "Points where the sources, or the copies of one source, disagree, and gaps, where they say too"
        " little to play by. Each lists the readings, the one adopted for each variant, why, and the rules"
        " that carry the decision. A reading tied to an option can be chosen instead by switching that"
        " option on."
    ]
    return _Page("Conflicts between the sources", intro, render("conflicts.md.j2", page=conflicts_page(model)).split("\n"))


@dataclass(frozen=True)
class _Run:
    """How one run plays a conflict: ``options`` are the conflict's options switched on (none: the
    default run) and ``reading`` the reading that run follows, or ``""`` when no single reading
    is named for it (the default while the adopted reading's own option is off, or several options).
    """

    reading: str
    options: tuple[str, ...]


@dataclass(frozen=True)
class _Evidence:
    """The runs of one scenario (or other test) under one variant, as evidence for one reading of a conflict."""

    run: _Run
    variant: str
    order: int
    link: str
    tally: Tally


def conflict_options(conflict: dict[str, Any], options: Iterable[dict[str, Any]]) -> dict[str, str | None]:
    """The options that bear on a conflict, each with the reading it selects (``None`` when the
    option names the conflict in ``spec/options.yaml`` but no reading names the option).
    """
    out: dict[str, str | None] = {o["key"]: None for o in options if conflict["id"] in o["conflicts"]}
    for reading in conflict["readings"]:
        if reading.get("option"):
            out[reading["option"]] = reading["key"]
    return out


def reading_of_run(conflict: dict[str, Any], bearing: dict[str, str | None], variant: str,
                   switched_on: Iterable[str]) -> _Run | None:
    """The reading that a run of ``variant`` with ``switched_on`` options follows.

    With one of the conflict's options on, it is the reading that option selects; with none,
    the reading adopted for the variant, unless that reading is itself selected by an option the
    variant offers (then the default run has it off and follows no listed reading). ``None`` when
    the conflict does not apply to the variant.
    """
    on = tuple(sorted({o for o in switched_on if o in bearing}))
    if on:
        return _Run((bearing[on[0]] or "") if len(on) == 1 else "", on)
    decided = conflict["decision"].get(variant)
    if decided is None or decided == "n/a":
        return None
    reading = next((r for r in conflict["readings"] if r["key"] == decided), None)
    offered = variants().get(variant, {}).get("options", {})
    if reading is None or (reading.get("option") and reading["option"] in offered):
        return _Run("", ())
    return _Run(str(decided), ())


def _evidence(model: SiteModel, conflict: dict[str, Any]) -> list[_Evidence]:
    bearing = conflict_options(conflict, model.options)
    found: list[_Evidence] = []
    for i, sc in enumerate(model.scenarios):
        if conflict["id"] not in sc.conflicts:
            continue
        for vid in sc.runs_under():
            run = reading_of_run(conflict, bearing, vid, sc.options)
            if run is not None:
                link = f"{model.scenario_link(sc, 'home')} · `features/{_esc_code(sc.feature)}:{sc.line}`"
                found.append(_Evidence(run, vid, i, link, model.scenario_tally(sc, vid)))
    matched = {id(r) for recs in model.by_scenario.values() for r in recs}
    others: dict[tuple[str, str, tuple[str, ...]], list[Record]] = defaultdict(list)
    for rec in model.run.records:
        # Rows left out before they ran (another variant's rows) carry no scenario and no evidence.
        if (conflict["id"] in rec.conflicts and id(rec) not in matched and rec.variant is not None
                and rec.status != "n/a"):
            others[(rec.id.split("[", 1)[0], rec.variant, rec.options)].append(rec)
    for j, ((name, vid, opts), recs) in enumerate(others.items()):
        run = reading_of_run(conflict, bearing, vid, opts)
        if run is not None:
            found.append(_Evidence(run, vid, len(model.scenarios) + j, f"`{_esc_code(name)}`", Tally.of(recs)))
    keys = [r["key"] for r in conflict["readings"]]
    found.sort(key=lambda e: (bool(e.run.options), keys.index(e.run.reading) if e.run.reading in keys else len(keys),
                              e.run.options, e.order, e.variant))
    return found


def _verdict(model: SiteModel, conflict: dict[str, Any], vid: str, found: list[_Evidence]) -> str:
    """One line: which reading the default run of ``vid`` shows, and which options pass."""
    game = _esc(_variant_title(vid))
    default = [e for e in found if not e.run.options]
    tally = Tally.of_tallies(e.tally for e in default)
    decided = conflict["decision"][vid]
    if not default:
        line = f"{game}: no default-run scenario (one without an option) checks this conflict yet."
    elif tally.status == UNTESTED:
        line = f"{game}: the default-run scenarios have not been run ({tally.describe()})."
    elif default[0].run.reading and tally.status == PASSED:
        line = (f"The implementation under test follows reading **{default[0].run.reading}** in the {game}"
                f" ({tally.describe()} in the default run).")
    elif tally.status == PASSED:
        opt = next((r["option"] for r in conflict["readings"] if r["key"] == decided), None)
        line = (f"The implementation under test follows this spec's default in the {game}, where reading"
                f" **{decided}** needs {model.links.option(opt, 'home') if opt else 'an option'}"
                f" ({tally.describe()} in the default run).")
    else:
        followed = f"reading **{default[0].run.reading}**" if default[0].run.reading else "this spec's default"
        line = (f"The implementation under test does not follow {followed} in the {game}:"
                f" {tally.describe()} in the default run.")
    by_options: dict[tuple[str, ...], list[_Evidence]] = defaultdict(list)
    for e in found:
        if e.run.options:
            by_options[e.run.options].append(e)
    verdicts: dict[str, list[str]] = {PASSED: [], FAILED: [], UNTESTED: []}
    for opts, group in by_options.items():
        t = Tally.of_tallies(e.tally for e in group)
        which = f" (reading **{group[0].run.reading}**)" if group[0].run.reading else ""
        verdicts[t.status].append(" + ".join(model.links.option(o, "home") for o in opts) + which)
    words = {PASSED: "it passes with", FAILED: "it fails with", UNTESTED: "it has not been run with"}
    parts = [f"{words[st]} {', '.join(v)}" for st, v in verdicts.items() if v]
    if parts:
        line += " With options, " + "; ".join(parts) + "."
    return line


