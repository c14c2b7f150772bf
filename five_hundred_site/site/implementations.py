"""The implementations page: every run side by side."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from five_hundred_suite.catalogue import (
    areas,
)

from ..marks import FAIL_ICON, NA_ICON, NONE_ICON, PASS_ICON, SKIP_ICON, TIMEOUT_ICON
from ..records import Run, Tally
from ..render import md_text as _esc
from ..render import render
from ..spec import variant_ids
from .model import SiteModel
from .page import _Page
from .reports import REPORTS, report_slugs
from .rules import _esc_code
from .runs import Row, _run_name, _shown_date, citation_cell, matrix_cell, run_labels, shown_command


@dataclass(frozen=True)
class ImplementationsPage:
    """The implementations page (``templates/implementations.md.j2``): the runs side by side (``run_head``: a
    column per run, named by :func:`run_labels`; ``runs``: a row per fact, who, what, when), then the runs'
    marks by variant, their rule citations by variant, their marks by area and, per area (its heading), by rule
    (each rule with its title). Cells are Markdown; ``variant_head`` and ``column_head`` are the tables' headers.
    """

    run_head: Row
    runs: tuple[Row, ...]
    variant_head: Row
    by_variant: tuple[Row, ...]
    citations: tuple[Row, ...]
    column_head: Row
    by_area: tuple[Row, ...]
    by_rule: tuple[tuple[str, tuple[Row, ...]], ...]


def implementations_page(model: SiteModel, runs: Sequence[Run]) -> ImplementationsPage:
    """The model of the implementations page for ``runs`` (at least one). Commands are shown by
    :func:`shown_command`, never with the building machine's absolute paths.
    """
    columns_of_runs = []
    for run in runs:
        header = run.header or {}
        name, version, language, command = _run_name(header)
        corpus: dict[str, Any] = header["corpus"] if isinstance(header.get("corpus"), dict) else {}
        commit = str(corpus.get("commit") or "")
        ran = header.get("variants")
        columns_of_runs.append((
            _esc(name or "unnamed"), _esc(version) or "—", _esc(language) or "—",
            f"served: `{_esc_code(shown_command(command))}`" if command else "in process",
            _esc(str(corpus.get("version") or "unknown")), f"`{commit[:12]}`" if commit else "—",
            _esc(_shown_date(header.get("date"))),
            ", ".join(f"`{v}`" for v in ran) if isinstance(ran, list) else "—", str(len(run.records)),
            citation_cell(run.records) + (" (strict)" if header.get("strict_rules") else ""),
        ))
    reports = [(*column, f"[failing cases, badges, results file]({REPORTS}/{slug}.md)")
               for column, slug in zip(columns_of_runs, report_slugs(runs), strict=True)]
    facts = ("Implementation", "Version", "Language", "How it ran", "Corpus", "Commit", "Date", "Variants run",
             "Records", "Rule citations", "Report")
    run_rows = tuple((f"**{fact}**", *(col[i] for col in reports)) for i, fact in enumerate(facts))
    all_variants = variant_ids()
    names = run_labels(runs)
    labels = [f"**#{i}** {_esc(name)}" for i, name in enumerate(names, 1)]
    by_variant = tuple((label, *(matrix_cell(Tally.of(r for r in run.records if r.variant == v)) for v in all_variants))
                       for label, run in zip(labels, runs, strict=True))
    citations = tuple((label, *(citation_cell(r for r in run.records if r.variant == v) for v in all_variants))
                      for label, run in zip(labels, runs, strict=True))
    columns = [(i, v) for i in range(len(runs)) for v in all_variants]
    by_area = []
    by_rule = []
    for area in areas():
        codes = {r.id for r in area.rules}
        by_area.append((f"[{_esc(area.title)}](rules/{area.slug}.md) (`{area.code}`)", *(
            matrix_cell(Tally.of(r for r in runs[i].records if r.variant == v and codes & set(r.counted_rules)))
            for i, v in columns)))
        rows = tuple((model.links.rule(rule.id, "home", title=True), *(
            matrix_cell(Tally.of(r for r in runs[i].records if r.variant == v and rule.id in r.counted_rules))
            if v in rule.variants else "—" for i, v in columns)) for rule in area.rules)
        by_rule.append((f"{_esc(area.title)} (`{area.code}`)", rows))
    return ImplementationsPage(
        ("", *labels), run_rows, ("Run", *(f"`{v}`" for v in all_variants)), by_variant, citations,
        ("", *(f"#{i + 1} `{v}`" for i, v in columns)), tuple(by_area), tuple(by_rule))


def _implementations_page(model: SiteModel, runs: Sequence[Run]) -> _Page:
    intro = [
        "Each run of the corpus against an implementation, side by side: the in-process reference engine,"
        " the same engine served over the [adapter protocol](protocol.md), and any other implementation"
        " whose results file is given to the site generator. A cell shows a mark and the cases passed"
        " out of the cases run, for one implementation and one variant:",
        "",
        f"- {PASS_ICON} every case passed · {FAIL_ICON} some case failed or errored ·"
        f" {TIMEOUT_ICON} some case timed out · {SKIP_ICON} the implementation skipped some case (a declared"
        " gap, never a pass);",
        f"- {NA_ICON} **n/a**: not applicable (the implementation does not claim the variant, or the run left"
        f" it out) · {NONE_ICON} **untested**: no case of the run checks it · — the rule does not belong to"
        " the variant.",
        "",
        "By area and by rule, a failed case counts only against the rules its failing check charges, and"
        " a rule is never counted in a variant it does not belong to.",
        "",
        "There is no overall rank: a run may cover fewer variants or fewer files of the corpus than another"
        " (the served run covers the scenarios only).",
        "",
        "Each run's *Report* (the last row of *Runs*) is what its implementer can act on: the failing cases"
        " grouped by the rule charged, each with the value expected and the value answered, the command that"
        " reruns them, the results file to download and a status badge per variant to embed.",
    ]
    body = render("implementations.md.j2", page=implementations_page(model, runs) if runs else None)
    return _Page("Implementations", intro, body.split("\n"))


