"""The site's figures and the anchors of sources and options."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..records import Counts, Record


@dataclass(frozen=True)
class SiteSummary:
    """What :func:`generate` wrote and the figures of the summary page.

    ``overall`` counts every rule of the catalogue; ``by_variant`` the rules of
    each variant (by variant ID) using only the records of that variant;
    ``by_area`` the rules of each area (by area code). ``failing_cases`` are the
    records that failed or errored. ``run`` is the results header, or ``None``
    when no results file was given. ``pages`` are the written files, relative
    to the output directory.
    """

    overall: Counts
    by_variant: dict[str, Counts]
    by_area: dict[str, Counts]
    rule_status: dict[str, str]
    failing_cases: tuple[Record, ...]
    run: dict[str, Any] | None
    pages: tuple[Path, ...] = field(default=())
    warnings: tuple[str, ...] = ()
    """What to read the figures with (results of another corpus version, records of scenarios no longer
    in the corpus), each one line naming the results file."""


SOURCES_PAGE = "sources.md"
"""The page that sets out every source of ``spec/sources.yaml``, each under its own anchor."""


def source_anchor(key: str) -> str:
    """The anchor of a source on the sources page: ``source-`` and its key.

    >>> source_anchor("australian-page")
    'source-australian-page'
    """
    return f"source-{key}"


def option_anchor(key: str) -> str:
    """The anchor of an option on the options page: its key, lower case, runs of other characters as ``-``.

    >>> option_anchor("var:no-misere")
    'var-no-misere'
    """
    return re.sub(r"[^a-z0-9]+", "-", key.lower()).strip("-")


