"""The releases on the site: the changelog page and the release every page says it belongs to.

* ``changelog.md`` (``templates/changelog.md.j2``): each release of ``spec/releases.yaml`` against the one
  before it, newest first, led by the cases of the site's ``cases.jsonl`` since the last release: the cases
  added, changed and withdrawn by stable ID, the case format, the engine's deprecated names
  (:func:`five_hundred_suite.releases.changelog`).
* the stamp (``templates/release-stamp.md.j2``) :func:`stamp_pages` appends to every Markdown page: the
  corpus version, the case format and the protocol version, linked to the changelog; the site's search
  leaves it out (``data-search-exclude``).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from five_hundred_suite.cases import CASE_FORMAT, ExportError, read_cases
from five_hundred_suite.catalogue import corpus_version
from five_hundred_suite.protocol.messages import PROTOCOL_VERSION
from five_hundred_suite.releases import WORKING_TREE, ReleaseError, changelog

from .errors import SiteError
from .render import render

CHANGELOG_PAGE = "changelog.md"
"""The changelog's page in the site."""


def write_changelog(out_dir: Path, cases: Path | None = None) -> list[Path]:
    """Write :data:`CHANGELOG_PAGE` into ``out_dir``: the releases, and the cases of ``cases`` (an ``export``
    file) since the last one when given. Returns the file written, relative to ``out_dir``.

    Raises:
        SiteError: ``cases`` cannot be read as cases, or the releases cannot be read (one line naming the file).
    """
    working = None
    if cases is not None:
        try:
            working = read_cases(cases, check=False)
        except (ExportError, OSError) as e:
            raise SiteError(f"--cases {cases}: {getattr(e, 'strerror', None) or e}") from None
    try:
        entries = changelog(working)
    except ReleaseError as e:
        raise SiteError(str(e)) from None
    page = render("changelog.md.j2", entries=entries, working=WORKING_TREE, version=corpus_version(),
                  case_format=CASE_FORMAT, protocol=PROTOCOL_VERSION)
    (out_dir / CHANGELOG_PAGE).write_text(page, encoding="utf-8")
    return [Path(CHANGELOG_PAGE)]


def stamp_pages(out_dir: Path, pages: Iterable[Path]) -> None:
    """Append the release stamp to each Markdown page of ``pages`` (relative to ``out_dir``), its link to the
    changelog relative to the page.
    """
    for page in pages:
        if page.suffix != ".md":
            continue
        path = out_dir / page
        link = "../" * (len(page.parts) - 1) + CHANGELOG_PAGE
        stamp = render("release-stamp.md.j2", version=corpus_version(), case_format=CASE_FORMAT,
                       protocol=PROTOCOL_VERSION, changelog=link)
        path.write_text(path.read_text("utf-8").rstrip("\n") + "\n\n" + stamp, encoding="utf-8")
