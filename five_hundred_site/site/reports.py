"""The report of each run, its results file and its badges."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from five_hundred_suite.commands import rerun_command
from five_hundred_suite.report import ResultsLink, badge_svg, report_markdown, report_model, report_title

from ..errors import SiteError
from ..kit import DOWNLOADS
from ..marks import FAILING_STATUSES
from ..records import Run
from ..render import md_text as _esc
from ..rulebook import (
    read_site_config,
)
from .model import SiteModel
from .page import _Page
from .runs import _run_name, run_labels, shown_command

REPORTS = "reports"
"""The folder of the implementations' report pages in the site (``reports/<slug>.md``)."""
BADGES = "badges"
"""The folder of the status badges in the site (``badges/<slug>-<variant>.svg``)."""


def report_slugs(runs: Sequence[Run]) -> list[str]:
    """A distinct file name for each run's report, badges and results download, from :func:`run_labels`.

    >>> report_slugs([Run({"implementation": {"name": n, "command": c}}, ()) for n, c in [("a", None), ("a", "x")]])
    ['a-in-process', 'a-served']
    """
    slugs = [re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-") or "run" for label in run_labels(runs)]
    return [f"{slug}-{i}" if slugs.count(slug) > 1 else slug for i, slug in enumerate(slugs, 1)]


def site_url() -> str | None:
    """The address the site is published at (``site_url`` of ``mkdocs.yml``, without its last ``/``), if set."""
    url = read_site_config().get("site_url")
    return str(url).rstrip("/") if isinstance(url, str) and url.strip() else None


def _report_pages(model: SiteModel, runs: Sequence[Run]) -> tuple[dict[str, _Page], dict[str, str | bytes]]:
    """The report page of each run (``reports/<slug>.md``, from the harness's report template, as
    ``run --report-md`` writes it), and the files it links: the run's results file
    (``downloads/results-<slug>.json``, copied as it was given) and a badge per variant run
    (``badges/<slug>-<variant>.svg``).

    Raises:
        SiteError: a results file can no longer be read.
    """
    pages: dict[str, _Page] = {}
    files: dict[str, str | bytes] = {}
    published = site_url()
    for run, slug, label in zip(runs, report_slugs(runs), run_labels(runs), strict=True):
        header = run.header or {}
        command = _run_name(header)[3]
        download = f"results-{slug}.json"
        if run.path is not None:
            try:
                files[f"{DOWNLOADS}/{download}"] = run.path.read_bytes()
            except OSError as e:
                raise SiteError(f"{run.source}: cannot be read again ({e.strerror or e})") from None
        bad = [r for r in run.raw if r.get("status") in FAILING_STATUSES]
        rerun = rerun_command(shown_command(command), bad, results=Path(download)) if command and bad else None
        ran = header.get("variants")

        def badge_file(v: str, slug: str = slug) -> str:
            return f"{slug}-{v}.svg"

        def badge_link(v: str, slug: str = slug) -> str:
            return f"../{BADGES}/{slug}-{v}.svg"

        def badge_url(v: str, slug: str = slug) -> str:
            return f"{published or ''}/{BADGES}/{slug}-{v}.svg".lstrip("/")

        report = report_model(
            run.raw, run_variants=[str(v) for v in ran] if isinstance(ran, list) else [], rerun=rerun,
            rule_link=lambda rid: f"{model.links.rule_page(rid, REPORTS)}#{rid}",
            results=ResultsLink(download, f"../{DOWNLOADS}/{download}") if run.path is not None else None,
            badge_file=badge_file, badge_link=badge_link, badge_url=badge_url,
            corpus=str((header.get("corpus") or {}).get("version") or "") or None)
        for badge in report.badges:
            files[f"{BADGES}/{badge.file}"] = badge_svg(badge)
        intro = [
            f"The run of the corpus against {_esc(label)} shown on the [implementations page](../implementations.md):"
            " what an implementer can act on. The same report, for one's own engine, is written by"
            " `python -m five_hundred_suite run --impl COMMAND --report-md report.md`."
            + ("" if published else " The badges' addresses in the snippets are from the site's root: put the"
               " address where this site is published before them."),
        ]
        pages[f"{REPORTS}/{slug}.md"] = _Page(report_title(header.get("implementation") or {}).replace(
            "Five Hundred conformance report: ", "Report: "), intro, report_markdown(report).split("\n"))
    return pages, files


