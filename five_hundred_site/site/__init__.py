"""The spec site: Markdown pages built from the catalogue, the corpus and a results file.

The pages are written into a directory that MkDocs reads (``mkdocs.yml`` points
at ``build/docs``)::

    python -m five_hundred_site --results build/results.json --out build/docs

Status of a rule
    Every record of the results file names the rules it checks. A record that
    passed, failed, errored or timed out is a *case* of each of those rules;
    records that were skipped or are not applicable to the variant under test
    are shown but are no evidence either way. A rule is *failing* when any of
    its cases failed, errored or timed out, *passing* when it has at least one
    case, all of them passed and none of its records was skipped (a skip is a
    gap the implementation declared, never a pass), and *untested* otherwise. The same holds per variant, counting only the
    records run under that variant. A rule that describes an option no variant
    offers (``offered: false`` in ``spec/options.yaml``; per variant, one its
    file does not offer) is *documented, not offered* unless a case failed:
    nothing it adds can be switched on, so no result is evidence that it holds.

Scenarios
    Each scenario of ``features/**/*.feature`` is listed under the rules named by
    the tags of its feature, its ``Rule:`` block, itself and its ``Examples``.
    It is joined to the records that carry its feature file and name; an
    outline has a record per example row and variant, and passes only if all
    of them do.

The package's modules: ``base`` (constants), ``inputs`` (the figures, anchors), ``links``, ``model``
(the records joined to scenarios and rules), ``page``, then one module per kind of page (``index``,
``rules`` with ``sections``, ``summary``, ``runs`` and ``implementations``, ``reports``, ``conflicts``,
``options``, ``differences`` and ``compare``, ``cells``, ``variants``), ``checks``, ``generate`` (the
whole site), ``writing`` (the pages into a folder) and ``command`` (the command line).

Try this case
    Given the compiled corpus (``--cases``), each scenario on a rule's page links each of its cases that
    deals a hand to the Try it page, which opens it where it starts (:mod:`five_hundred_site.trycases`).
"""

from __future__ import annotations

from .base import STATIC
from .checks import uncited_decisions
from .command import main
from .compare import compare_page
from .conflicts import conflicts_page
from .differences import game_differences
from .generate import build_model, generate
from .implementations import implementations_page
from .index import index_page
from .inputs import option_anchor, source_anchor
from .options import options_page
from .rules import decided_by, rule_section
from .runs import matrix_cell
from .summary import summary_page
from .variants import variant_page

__all__ = [
    "STATIC",
    "build_model",
    "compare_page",
    "conflicts_page",
    "decided_by",
    "game_differences",
    "generate",
    "implementations_page",
    "index_page",
    "main",
    "matrix_cell",
    "option_anchor",
    "options_page",
    "rule_section",
    "source_anchor",
    "summary_page",
    "uncited_decisions",
    "variant_page",
]
