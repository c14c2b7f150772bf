"""The summary page: counts by area and variant, the failing cases."""

from __future__ import annotations

from dataclasses import dataclass

from five_hundred_suite.catalogue import (
    areas,
)

from ..marks import FAILING_STATUSES, RECORD_MARK
from ..records import Counts
from ..render import md_text as _esc
from ..render import render
from ..spec import variant_ids
from .inputs import SiteSummary
from .model import MARKS, SiteModel, _variant_title
from .page import _Page
from .rules import _esc_code


def _summary(model: SiteModel) -> SiteSummary:
    overall = Counts()
    by_variant = {v: Counts() for v in variant_ids()}
    by_area: dict[str, Counts] = {}
    status: dict[str, str] = {}
    for area in areas():
        counts = Counts()
        for r in area.rules:
            st = model.rule_tally(r.id).status
            status[r.id] = st
            overall, counts = overall.add(st), counts.add(st)
            for v in r.variants:
                by_variant[v] = by_variant[v].add(model.rule_tally(r.id, v).status)
        by_area[area.code] = counts
    failing = tuple(r for r in model.run.records if r.status in FAILING_STATUSES)
    return SiteSummary(overall, by_variant, by_area, status, failing, model.run.header)


@dataclass(frozen=True)
class FailingCase:
    """A failed, errored or timed-out record on the summary page (``rules`` is Markdown: links to the rules)."""

    mark: str
    rules: str
    variant: str | None
    scenario: str | None
    where: str
    message: tuple[str, ...]


@dataclass(frozen=True)
class SummaryPage:
    """The summary page (``templates/summary.md.j2``): the run (``None``: no run was found), the rule counts
    overall, by variant and by area (each as a row label in Markdown and its counts), the failing cases and the
    records whose scenario is no longer in the corpus (mark, where, scenario name).
    """

    run: tuple[tuple[str, str], ...] | None
    overall: Counts
    by_variant: tuple[tuple[str, Counts], ...]
    by_area: tuple[tuple[str, Counts], ...]
    failing: tuple[FailingCase, ...]
    unmatched: tuple[tuple[str, str, str], ...]
    warnings: tuple[str, ...] = ()
    """What to read the results with (one line each, plain text)."""


def summary_page(model: SiteModel, summary: SiteSummary) -> SummaryPage:
    """The model of the summary page."""
    header = model.run.header
    run: tuple[tuple[str, str], ...] | None = None
    if header is not None:
        impl = header.get("implementation") or {}
        if isinstance(impl, dict):
            name = " ".join(str(impl[k]) for k in ("name", "version") if impl.get(k)) or "unnamed"
            if impl.get("language"):
                name += f" ({impl['language']})"
        else:
            name = str(impl)
        run = (("Implementation", name), ("Date", str(header.get("date", "unknown"))),
               ("Python", str(header.get("python", "unknown"))), ("Records", str(len(model.run.records))))
    failing = tuple(
        FailingCase(RECORD_MARK[r.status], ", ".join(model.links.rule(x, "home") for x in r.rules) or "no rule",
                    r.variant, r.scenario, _esc_code(r.where), tuple((r.message or "(no message)").splitlines()))
        for r in summary.failing_cases)
    return SummaryPage(
        run, summary.overall,
        tuple((f"{_esc(_variant_title(v))} (`{v}`)", c) for v, c in summary.by_variant.items()),
        tuple((f"[{_esc(a.title)}](rules/{a.slug}.md) (`{a.code}`)", summary.by_area[a.code]) for a in areas()),
        failing, tuple((RECORD_MARK[r.status], _esc_code(r.where), r.scenario or "") for r in model.unmatched),
        model.warnings)


def _summary_page(model: SiteModel, summary: SiteSummary) -> _Page:
    intro = [
        "How many rules of the catalogue the latest run checked, and with what result. A rule is passing"
        " when at least one case checks it and every case passed, failing when any case failed, errored or"
        " timed out, untested when no case checked it, and documented, not offered when it describes an option"
        " that no variant offers. Cases of a variant that was not run count as"
        " neither; a skipped case (a gap the implementation declared) keeps a rule from passing."
    ]
    body = render("summary.md.j2", page=summary_page(model, summary), marks=MARKS)
    return _Page("Summary", intro, body.split("\n"))


