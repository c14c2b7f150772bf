"""The site's constants: where its pages and static files are, the kinds of options and their titles."""

from __future__ import annotations

import re
from pathlib import Path

from five_hundred_suite.catalogue import (
    SPEC,
)

PAGES = SPEC / "pages"
"""Hand-written pages, copied into the site as they are."""

MARKER = ".spec-site"
"""A file left in the output directory so that it can be safely rebuilt."""

STATIC = Path(__file__).resolve().parents[1] / "static"
"""The stylesheets and scripts of the site (named in ``mkdocs.yml``'s ``extra_css`` and ``extra_javascript``),
copied into the output directory as they are."""

KIND_TITLES = {
    "auction": "Auction form",
    "variation": "Variations",
    "proposal": "Proposals",
    "reference": "Readings of other rule books",
}
KIND_INTROS = {
    "auction": "A different shape of auction, described by the Australian page itself.",
    "variation": "Local variations that the Australian page mentions.",
    "proposal": "Additions put forward for play, beyond what the sources describe.",
    "reference": (
        "Readings that other rule books or house rules give for a point where the sources"
        " disagree; each one switches a decision of this spec to the other reading."
    ),
}
OPTION_KEY = re.compile(r"\b(?:var|opt|ref):[a-z0-9-]+[a-z0-9]")


