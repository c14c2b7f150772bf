"""Writing the whole site: the model every page is written from, each page built, the folder replaced."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path

from five_hundred.datafile import read_text
from five_hundred.errors import FiveHundredError

from five_hundred_suite.catalogue import (
    FEATURES,
    CatalogueError,
    areas,
    variants,
)
from five_hundred_suite.features import FeatureError, load_scenarios, scenario_key

from ..errors import SiteError
from ..kit import read_cases_file
from ..records import Run
from ..results import load_results, stale_scenarios
from ..rulebook import (
    GLOSSARY_PAGE,
    load_hands,
    read_site_config,
)
from ..spec import load_doc
from ..trycases import scenario_links
from .base import PAGES
from .checks import _check_out, _check_references, _replace, _shown, _staging
from .compare import _compare_page
from .conflicts import _conflicts_page, _glossary_page
from .implementations import _implementations_page
from .index import _index_page, _sources_page
from .inputs import SOURCES_PAGE, SiteSummary
from .links import _Links
from .model import SiteModel
from .options import _options_page
from .page import _Page
from .reports import _report_pages
from .rules import _area_page, _rule_page
from .summary import _summary, _summary_page
from .variants import _variant_page
from .writing import _Offered, _write


def build_model(run: Run, features_dir: Path = FEATURES) -> SiteModel:
    """What every page is written from: the run, the scenarios, the conflicts and options, and the links.

    Raises:
        FeatureError: a feature file that cannot be read or parsed, or tags an unknown rule or conflict.
        DataFileError: ``spec/conflicts.yaml`` or ``spec/options.yaml`` cannot be read.
        CatalogueError: a spec file breaks its schema.
        SiteError: a cross-reference of the spec files to a missing rule, conflict, option or source.
    """
    scenarios = load_scenarios(features_dir)
    conflicts, options = load_doc("conflicts"), load_doc("options")
    _check_references(conflicts, options)
    links = _Links((o["key"] for o in options), (c["id"] for c in conflicts))
    return SiteModel(run, scenarios, conflicts, options, links, hands=load_hands(features_dir.parent))


INPUT_ERRORS = (SiteError, CatalogueError, FeatureError, FiveHundredError)
"""What :func:`generate` raises for inputs it cannot use (each one line naming the file): the command
prints it as ``error: ...`` and exits with status 2."""


def generate(results_path: Path | None, out_dir: Path, *, features_dir: Path = FEATURES,
             pages_dir: Path = PAGES, more_results: Sequence[Path] = (), cases: Path | None = None,
             wheel: Path | None = None) -> SiteSummary:
    """Write the Markdown of the spec site into ``out_dir`` and return its figures.

    Pages: ``index.md``, ``summary.md``, ``implementations.md`` with ``reports/<run>.md`` for each run (its failing
    cases by rule, rerun command and badges: :func:`_report_pages`, with ``downloads/results-<run>.json`` and
    ``badges/<run>-<variant>.svg``), ``conflicts.md``, ``options.md``, ``sources.md``,
    ``rules/<area>.md`` for each area of the catalogue, ``variants/compare.md``
    and ``variants/<id>.md`` for each variant file, plus every
    ``pages_dir/*.md`` and the stylesheet of the status marks. A hand-written page named like a generated one opens
    that page (it supplies the title and first paragraphs, the generated
    sections follow); the others are copied as they are. The pages are written into a new folder
    beside ``out_dir`` that then replaces it (only if it is new, empty or was written by this
    function): an input that is refused leaves an earlier site as it was.

    ``results_path`` is a file written by ``pytest --results``; with ``None``
    every rule is untested and the summary says that no run was found. The
    rule pages show its statuses; ``implementations.md`` sets it beside the
    runs of ``more_results`` (other implementations, or other ways of running one).
    Results of another corpus version, and records of scenarios no longer in the corpus, are
    used with a warning (:attr:`SiteSummary.warnings`, also on the summary page).
    ``test-your-engine.md`` and its downloads come from :func:`~five_hundred_site.kit.write_kit`
    (``cases``: the ``export`` file to publish, checked against ``case.schema.json``, whose cases
    ``changelog.md`` compares with the last release: :func:`~five_hundred_site.releases.write_changelog`, and whose
    starts the Try it page opens, ``try-cases/``, each linked from the rule pages that list its scenario:
    :mod:`~five_hundred_site.trycases`;
    every Markdown page ends with the release stamp, :func:`~five_hundred_site.releases.stamp_pages`; ``wheel``: the suite's
    built wheel to offer, installed by the page's install line from ``site_url`` of ``mkdocs.yml``).

    Raises:
        SiteError: a results file that is missing or malformed, or names a rule ID, variant or
            conflict that the catalogue does not know (see :func:`load_results`); a
            cross-reference of the spec files to a missing rule, conflict, option or source; or an
            ``out_dir`` holding other files.
        FeatureError: a feature file that cannot be used or tags an unknown rule or conflict.
        CatalogueError: a spec file breaks its schema.
        RulebookError: (a :class:`SiteError`) ``mkdocs.yml`` cannot be read or its nav is not a list of pages
            (:func:`~five_hundred_site.rulebook.read_site_config`).
        FiveHundredError: a data file, hand-written page or fixture that cannot be read
            (:class:`~five_hundred.datafile.DataFileError`, :class:`~five_hundred_suite.fixtures.FixtureError`)
            or a how-to-play page the rule book cannot expand.
    """
    _check_out(out_dir)
    site_url = read_site_config().get("site_url")  # mkdocs.yml's nav is read while the pages are written: refused
    # before anything is
    run = load_results(results_path)
    others = [load_results(p) for p in more_results]
    hand = {p.name: read_text(p, name=_shown(p)) for p in sorted(pages_dir.glob("*.md"))} if pages_dir.is_dir() else {}
    for page in sorted(pages_dir.glob("*/**/*.md")):  # the rule book's templates: refused before any page is built
        read_text(page, name=_shown(page))
    model = build_model(run, features_dir)  # spec files, scenarios, then every fixture: all before a page is written
    keys = {sc.key for sc in model.scenarios}
    warnings = [*run.warnings, *stale_scenarios(run, model.unmatched)]
    for other in others:
        stale = [r for r in other.records if r.feature is not None
                 and scenario_key(r.feature, r.scenario or "") not in keys]
        warnings += [*other.warnings, *stale_scenarios(other, stale)]
    model.warnings = tuple(warnings)
    corpus = read_cases_file(cases) if cases is not None else []
    model.tries = scenario_links(corpus)
    summary = _summary(model)

    generated: dict[str, _Page] = {
        "index.md": _index_page(model),
        "summary.md": _summary_page(model, summary),
        "conflicts.md": _conflicts_page(model),
        GLOSSARY_PAGE: _glossary_page(model),
        "options.md": _options_page(model),
        SOURCES_PAGE: _sources_page(model),
        "variants/compare.md": _compare_page(model),
        "implementations.md": _implementations_page(model, ([run] if results_path is not None else []) + others),
    }
    reports, files = _report_pages(model, ([run] if results_path is not None else []) + others)
    generated.update(reports)
    for vid in variants():
        generated[f"variants/{vid}.md"] = _variant_page(model, vid)
    for area in areas():
        generated[f"rules/{area.slug}.md"] = _area_page(model, area)
        for rule in area.rules:
            generated[f"rules/{rule.id}.md"] = _rule_page(model, rule)

    staging = _staging(out_dir)
    try:
        written = _write(staging, generated, hand, model, pages_dir, features_dir, files,
                         _Offered(cases, wheel, str(site_url) if site_url else None, corpus))
        _replace(out_dir, staging)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return SiteSummary(summary.overall, summary.by_variant, summary.by_area, summary.rule_status,
                       summary.failing_cases, summary.run, tuple(written), model.warnings)
