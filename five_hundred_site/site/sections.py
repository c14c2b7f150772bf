"""The models of the rule pages' parts: a rule's section, its scenarios and its other checks, an area's page."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rulebook import HandLink


@dataclass(frozen=True)
class ScenarioEntry:
    """A scenario under a rule: its anchor (on the page of its first rule only), the title of its collapsed
    block, a line of facts, its failed records (mark, record ID, message), its text, fenced and indented,
    and the links that open its cases in Try it (none when the site is built without the compiled corpus).
    """

    anchor: str | None
    title: str
    note: str
    failures: tuple[tuple[str, str, str], ...]
    body: tuple[str, ...]
    tries: tuple[tuple[str, str, str], ...] = ()
    """Its cases the Try it page opens (*Try this case*): the case ID, the link's text (Markdown: the
    Examples row and the variant) and its address from the rule's page."""
    untried: str = ""
    """Why its other cases have no such link (:data:`~five_hundred_site.trycases.NO_DEAL`), or ``""``."""


@dataclass(frozen=True)
class OtherCheck:
    """Records of a rule from outside the scenarios (unit tests, hand fixtures), grouped by test."""

    mark: str
    name: str
    describe: str
    failures: tuple[tuple[str, str, str], ...]


@dataclass(frozen=True)
class RuleSection:
    """A rule's section of its area page (``templates/rule.md.j2``). Text fields are Markdown: escaped, with
    links made and cards and bids drawn; ``examples`` are (the games they are written for, text).
    """

    id: str
    title: str
    mark: str
    tally: str
    kind: str
    statement: str
    examples: tuple[tuple[str, str], ...]
    variants: tuple[str, ...]
    options: tuple[str, ...]
    conflicts: tuple[str, ...]
    """The conflicts the rule names in its own ``conflicts`` field that do not name it back (see ``decided_by``)."""
    related: tuple[str, ...]
    sources: tuple[str, ...]
    scenarios: tuple[ScenarioEntry, ...]
    others: tuple[OtherCheck, ...]
    hands: tuple[HandLink, ...] = ()
    checks_page: str | None = None
    """On an area page: the address of the rule's own page, where its scenarios and other checks are listed
    (``None`` on that page itself, which lists them)."""
    checks: str = ""
    """On an area page: the rule's checks counted in words, e.g. ``12 scenarios (11 passing · 1 not run)``."""
    decided_by: tuple[str, ...] = ()
    """The conflicts whose ``rules`` in ``spec/conflicts.yaml`` name this rule, linked: generated from that one
    list (``decided_by``), so that every conflict-to-rule link has its link back."""
    heading: bool = True
    """Whether the section opens with the rule's heading and anchor (on its area page; its own page has the
    rule as its title instead, so that the anchor ``#<ID>`` is defined once)."""


@dataclass(frozen=True)
class AreaPage:
    """An area's page (``templates/area.md.j2``): its rules, each as a section, and ``moved``: the anchor of each
    scenario once listed on this page, with the rule whose own page lists it now (so that an old link to
    ``rules/<area>/#sc-…`` can be sent on by ``javascripts/anchors.js``).
    """

    rules: tuple[RuleSection, ...]
    moved: dict[str, str] = field(default_factory=dict)
