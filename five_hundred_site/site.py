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
"""

from __future__ import annotations

import argparse
import re
import shlex
import shutil
import signal
import sys
import tempfile
import uuid
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from five_hundred.datafile import read_text
from five_hundred.errors import FiveHundredError, clip

from five_hundred_suite.arguments import OneLineParser
from five_hundred_suite.catalogue import (
    CONFLICT_ID,
    FEATURES,
    ROOT,
    RULE_ID,
    SPEC,
    Area,
    CatalogueError,
    Rule,
    areas,
    kitty_word,
    rules,
    schema,
    sources,
    variants,
)
from five_hundred_suite.features import FeatureError, Scenario, load_scenarios, scenario_anchor, scenario_key
from five_hundred_suite.fixtures import HandFixture
from five_hundred_suite.report import ResultsLink, badge_svg, report_markdown, report_model, report_title
from five_hundred_suite.runner import rerun_command

from .kit import DOWNLOADS, write_kit
from .render import md_text as _esc
from .render import render
from .results import (
    FAIL_ICON,
    FAILED,
    FAILING_STATUSES,
    NA_ICON,
    NONE_ICON,
    NOT_OFFERED,
    PASS_ICON,
    PASSED,
    RECORD_MARK,
    RULE_MARK,
    SCENARIO_MARK,
    SKIP_ICON,
    TIMEOUT_ICON,
    UNTESTED,
    Counts,
    Record,
    Run,
    SiteError,
    Tally,
    citation_cell,
    load_doc,
    load_results,
    stale_scenarios,
    variant_ids,
)
from .rulebook import (
    GLOSSARY_PAGE,
    HandLink,
    drawn,
    glossary,
    load_hands,
    read_site_config,
    rule_hands,
    term_anchor,
    write_rulebook,
)
from .search import weigh_pages
from .tryit import write_tryit

PAGES = SPEC / "pages"
"""Hand-written pages, copied into the site as they are."""

MARKER = ".spec-site"
"""A file left in the output directory so that it can be safely rebuilt."""

STATIC = Path(__file__).parent / "static"
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


# ---------------------------------------------------------------------------
# Inputs


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


# ---------------------------------------------------------------------------
# Markdown helpers

def _para(text: str) -> str:
    """A paragraph that cannot turn into a heading, list or quote by its first character."""
    if re.match(r"[#+\-]|\d+\.\s", text):
        return "\\" + text
    return text


class _Links:
    """Links between the pages, relative to the page they are written in."""

    def __init__(self, option_keys: Iterable[str], conflict_ids: Iterable[str]) -> None:
        self.options = set(option_keys)
        self.conflicts = set(conflict_ids)
        self.rules = rules()

    @staticmethod
    def home(here: str) -> str:
        """The way from a page in ``here`` (``"home"`` for the top level, or a folder
        such as ``"rules"`` or ``"variants"``) back to the top level.
        """
        return "" if here == "home" else "../"

    def rule_page(self, rule_id: str, here: str) -> str:
        """The address of the page that states a rule, from a page in ``here``."""
        page = f"{self.rules[rule_id].area.lower()}.md"
        return page if here == "rules" else f"{self.home(here)}rules/{page}"

    def checks_page(self, rule_id: str, here: str) -> str:
        """The address of a rule's own page (its scenarios and other checks in full), from a page in ``here``."""
        return f"{rule_id}.md" if here == "rules" else f"{self.home(here)}rules/{rule_id}.md"

    def rule(self, rule_id: str, here: str, title: bool = False) -> str:
        rule = self.rules[rule_id]
        text = f"{rule_id} — {_esc(rule.title)}" if title else rule_id
        return f"[{text}]({self.rule_page(rule_id, here)}#{rule_id})"

    def conflict(self, cid: str, here: str, title: str | None = None) -> str:
        return f"[{cid}{' — ' + _esc(title) if title else ''}]({self.home(here)}conflicts.md#{cid})"

    def option(self, key: str, here: str) -> str:
        return f"[`{key}`]({self.home(here)}options.md#{option_anchor(key)})"

    def source(self, key: str, here: str) -> str:
        """A link to a source's own section of the sources page (anchor :func:`source_anchor`); the key as code if
        ``spec/sources.yaml`` does not list it.
        """
        src = sources().get(key)
        if src is None:
            return f"`{key}`"
        return f"[{_esc(src['name'])}]({self.home(here)}{SOURCES_PAGE}#{source_anchor(key)})"

    def prose(self, text: str, here: str) -> str:
        """Escaped text in which rule IDs, conflict IDs and option keys become links."""
        out = _esc(text)
        out = RULE_ID.sub(lambda m: self.rule(m.group(0), here) if m.group(0) in self.rules else m.group(0), out)
        out = CONFLICT_ID.sub(
            lambda m: self.conflict(m.group(0), here) if m.group(0) in self.conflicts else m.group(0), out)
        return OPTION_KEY.sub(lambda m: self.option(m.group(0), here) if m.group(0) in self.options else m.group(0),
                              out)


# ---------------------------------------------------------------------------
# The model the pages are written from


@dataclass
class SiteModel:
    """What the pages are written from: a run's records joined to the scenarios and rules they check."""

    run: Run
    scenarios: list[Scenario]
    conflicts: list[dict[str, Any]]
    options: list[dict[str, Any]]
    links: _Links
    by_rule: dict[str, list[Record]] = field(default_factory=dict)
    by_scenario: dict[str, list[Record]] = field(default_factory=dict)
    """The records of each scenario, by its :attr:`~five_hundred_suite.features.Scenario.key`."""
    unmatched: list[Record] = field(default_factory=list)
    hands: Sequence[HandFixture] = ()
    """The recorded hands (``features/hands``), listed under the rules they exercise."""
    warnings: tuple[str, ...] = ()
    """What to read the results with, shown on the summary page (see :attr:`SiteSummary.warnings`)."""
    _homes: dict[str, str | None] = field(default_factory=dict, init=False, repr=False)
    _checking: dict[str, list[Scenario]] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        by_rule: dict[str, list[Record]] = defaultdict(list)
        for rec in self.run.records:
            for rid in rec.counted_rules:
                by_rule[rid].append(rec)
        self.by_rule = dict(by_rule)
        keys = {sc.key for sc in self.scenarios}
        by_scenario: dict[str, list[Record]] = defaultdict(list)
        for rec in self.run.records:
            if rec.feature is None:
                continue
            key = scenario_key(rec.feature, rec.scenario or "")
            if key in keys:
                by_scenario[key].append(rec)
            else:
                self.unmatched.append(rec)
        self.by_scenario = dict(by_scenario)
        rank = {rid: i for i, rid in enumerate(self.links.rules)}
        self._homes = {sc.key: min((r for r in sc.rules if r in rank), key=rank.__getitem__, default=None)
                       for sc in self.scenarios}
        checking: dict[str, list[Scenario]] = defaultdict(list)
        for sc in self.scenarios:
            for rid in dict.fromkeys(sc.rules):
                checking[rid].append(sc)
        self._checking = dict(checking)

    def rule_tally(self, rule_id: str, variant: str | None = None) -> Tally:
        """The records of a rule (under ``variant``, or all) counted; not offered if no variant in question offers it."""
        recs = self.by_rule.get(rule_id, [])
        tally = Tally.of(r for r in recs if variant is None or r.variant == variant)
        rule = rules().get(rule_id)
        if rule is None or not rule.options:
            return tally
        games = [variant] if variant is not None else list(rule.variants)
        if any(o in variants().get(v, {}).get("options", {}) for o in rule.options for v in games):
            return tally
        return replace(tally, offered=False)

    def scenario_tally(self, sc: Scenario, variant: str | None = None) -> Tally:
        """The records of a scenario (under ``variant``, or all) counted."""
        recs = self.by_scenario.get(sc.key, [])
        return Tally.of(r for r in recs if variant is None or r.variant == variant)

    def scenario_home(self, sc: Scenario) -> str | None:
        """The rule under which the scenario's anchor is placed: the first of its rules in catalogue order."""
        if sc.key in self._homes:
            return self._homes[sc.key]
        rules_ = set(sc.rules)
        return next((r for r in self.links.rules if r in rules_), None)

    def scenario_link(self, sc: Scenario, here: str, text: str | None = None) -> str:
        """A link to the scenario where the page of its first rule lists it (plain text if it checks no rule)."""
        label = _esc(text if text is not None else sc.name)
        home = self.scenario_home(sc)
        if home is None:
            return label
        return f"[{label}]({self.links.checks_page(home, here)}#{scenario_anchor(sc.key)})"

    def scenarios_of(self, rule_id: str) -> list[Scenario]:
        """The scenarios that check a rule, by file and line."""
        return list(self._checking.get(rule_id, ()))

    def other_records(self, rule_id: str) -> list[Record]:
        """Records of the rule that belong to no listed scenario (unit tests, hand fixtures, stale names)."""
        matched = {id(r) for recs in self.by_scenario.values() for r in recs}
        return [r for r in self.by_rule.get(rule_id, []) if id(r) not in matched]


def _variant_title(vid: str) -> str:
    data = variants().get(vid)
    if data is not None:
        return str(data["title"])
    return vid[:1].upper() + vid[1:] + " game"


MARKS = {"passed": RULE_MARK[PASSED], "failed": RULE_MARK[FAILED], "untested": RULE_MARK[UNTESTED],
         "not_offered": RULE_MARK[NOT_OFFERED]}
"""The marks of a rule's status by name, for the templates."""


# ---------------------------------------------------------------------------
# Pages


@dataclass(frozen=True)
class _Page:
    """A generated page: its title, an opening (replaced by a hand-written page of the same name) and the rest."""

    title: str
    intro: list[str]
    body: list[str]
    front: str = ""
    """YAML front matter (without its ``---`` lines), or empty."""


@dataclass(frozen=True)
class AreaRow:
    """An area on the home page: its code, title, page (``rules/<slug>.md``), number of rules and their statuses."""

    code: str
    title: str
    slug: str
    rules: int
    counts: Counts


@dataclass(frozen=True)
class VariantRow:
    """A variant on the home page: ID, title, whether it has a page, its shape in words, its number of rules."""

    id: str
    title: str
    has_page: bool
    shape: tuple[str, ...]
    rules: int


@dataclass(frozen=True)
class SourceEntry:
    """A source on the home page and on the sources page (``templates/sources.md.j2``).

    ``anchor`` is its anchor on the sources page (:func:`source_anchor`); ``description`` and ``covers`` are
    Markdown already (their rule IDs are links); ``variants`` link the variant pages of the games whose files
    name the source; ``rules`` link the rules that cite it; ``conflicts`` and ``options`` count the readings
    of conflicts and the options that cite it.
    """

    key: str
    anchor: str
    name: str
    kind: str
    language: str
    covers: str
    description: str
    witnesses: tuple[tuple[str, str], ...]
    variants: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    conflicts: int = 0
    options: int = 0


@dataclass(frozen=True)
class IndexPage:
    """The home page (``templates/index.md.j2``): the areas, the variants and the sources."""

    areas: tuple[AreaRow, ...]
    variants: tuple[VariantRow, ...]
    sources: tuple[SourceEntry, ...]


def _shape(data: dict[str, Any]) -> tuple[str, ...]:
    """A variant's shape in words, e.g. ``("4 players", "43-card pack", "partnerships")``."""
    details = []
    if "seats" in data:
        details.append(f"{len(data['seats'])} players")
    if "pack" in data:
        pack = data["pack"]
        cards = sum(len(v) for k, v in pack.items() if k != "jokers") + int(pack.get("jokers", 0))
        details.append(f"{cards}-card pack")
    if data.get("sides"):
        details.append("partnerships" if any(len(s) > 1 for s in data["sides"].values()) else "no partners")
    return tuple(details)


def index_page(model: SiteModel) -> IndexPage:
    """The model of the home page, from the catalogue and the latest results."""
    all_rules = rules()
    area_rows = []
    for area in areas():
        counts = Counts()
        for r in area.rules:
            counts = counts.add(model.rule_tally(r.id).status)
        area_rows.append(AreaRow(area.code, area.title, area.slug, len(area.rules), counts))
    variant_rows = [
        VariantRow(vid, _variant_title(vid), vid in variants(), _shape(variants().get(vid, {})),
                   sum(1 for r in all_rules.values() if vid in r.variants))
        for vid in variant_ids()
    ]
    return IndexPage(tuple(area_rows), tuple(variant_rows), source_entries(model))


def source_entries(model: SiteModel) -> tuple[SourceEntry, ...]:
    """Every source of ``spec/sources.yaml``, in its order, with the variants, rules, conflicts and options
    citing it (links are written from a top-level page). Implements nothing of the rules: it says where
    each rule's citations (the ``sources`` of ``spec/rules``) point.
    """
    links = model.links
    entries = []
    for key, src in sources().items():
        games = tuple(f"[{_esc(_variant_title(v))}](variants/{v}.md)" for v, data in variants().items()
                      if key in data.get("sources", ()))
        citing = tuple(links.rule(r.id, "home") for r in links.rules.values()
                       if any(c["source"] == key for c in r.sources))
        conflicts = sum(1 for c in model.conflicts for r in c["readings"] if key in r["sources"])
        options = sum(1 for o in model.options if key in o.get("sources", ()))
        entries.append(SourceEntry(
            key, source_anchor(key), src["name"], src["kind"], _esc(" ".join(src["language"].split())),
            links.prose(" ".join(src["covers"].split()), "home"), links.prose(src["description"], "home"),
            tuple(src.get("witnesses", {}).items()), games, citing, conflicts, options))
    return tuple(entries)


def _sources_page(model: SiteModel) -> _Page:
    intro = ("The texts the rules rest on, each under its own heading: what it is, the language it is read in,"
             " what it covers, the games that follow it and the rules that cite it. A rule's *Sources* link here.")
    return _Page("Sources", [intro], render("sources.md.j2", page=source_entries(model)).split("\n"))


def _index_page(model: SiteModel) -> _Page:
    body = render("index.md.j2", page=index_page(model), marks=MARKS,
                  icons={"pass": PASS_ICON, "fail": FAIL_ICON, "none": NONE_ICON, "na": NA_ICON})
    intro = (
        "This is the rule book of Five Hundred as this project plays it: every rule stated once, traced"
        " back to the passages it comes from, and checked by executable scenarios against an"
        " implementation of the game. The status beside each rule is that of the latest run."
    )
    return _Page("Five Hundred — the executable rules", [intro], body.split("\n"))


@dataclass(frozen=True)
class ScenarioEntry:
    """A scenario under a rule: its anchor (on the page of its first rule only), the title of its collapsed
    block, a line of facts, its failed records (mark, record ID, message) and its text, fenced and indented.
    """

    anchor: str | None
    title: str
    note: str
    failures: tuple[tuple[str, str, str], ...]
    body: tuple[str, ...]


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


def _failures(records: Iterable[Record]) -> tuple[tuple[str, str, str], ...]:
    return tuple((RECORD_MARK[r.status], _esc_code(r.id), _esc(r.message or ""))
                 for r in records if r.status in FAILING_STATUSES)


def _fenced(body: str, lang: str) -> tuple[str, ...]:
    """``body`` fenced as code (a fence longer than any run of backticks in it), indented into a block."""
    longest = max((len(m) for m in re.findall(r"`+", body)), default=0)
    fence = "`" * max(3, longest + 1)
    return tuple(("    " + line).rstrip() for line in f"{fence}{lang}\n{body}\n{fence}".splitlines())


def decided_by(conflicts: Iterable[dict[str, Any]], rule_id: str) -> tuple[str, ...]:
    """The IDs of the conflicts (entries of ``spec/conflicts.yaml``) whose ``rules`` name ``rule_id``, in file order:
    the one place a conflict-to-rule link is written, read back for the rule's page.
    """
    return tuple(c["id"] for c in conflicts if rule_id in c["rules"])


def rule_section(model: SiteModel, rule: Rule) -> RuleSection:
    """The model of a rule's section: statement, examples, facts, sources, scenarios and other checks."""
    links = model.links
    tally = model.rule_tally(rule.id)
    examples = tuple(
        ("" if len(rule.examples) == 1 else f" ({', '.join(_esc(_variant_title(v)) for v in ex.variants)})",
         drawn(rule.id, links.prose(ex.text, "rules")))
        for ex in rule.examples)
    titles = {c["id"]: c["title"] for c in model.conflicts}
    deciding = decided_by(model.conflicts, rule.id)
    cites = []
    for cite in rule.sources:
        parts = [links.source(cite["source"], "rules")]
        if cite.get("section"):
            parts[0] += f", *{links.prose(cite['section'], 'rules')}*"
        if cite.get("witnesses"):
            parts.append("witnesses " + ", ".join(f"`{w}`" for w in cite["witnesses"]))
        if cite.get("note"):
            parts.append(links.prose(cite["note"], "rules"))
        cites.append(" — ".join(parts))
    entries = []
    for sc in model.scenarios_of(rule.id):
        st = model.scenario_tally(sc)
        title = f"{SCENARIO_MARK[st.status]} — {_esc(sc.name)}"
        extra = [model.scenario_link(sc, "rules", f"features/{sc.feature}:{sc.line}"), f"{sc.keyword} · {st.describe()}"]
        if sc.variants:
            extra.append("variants: " + ", ".join(f"`{v}`" for v in sc.variants))
        if sc.options:
            extra.append("options: " + ", ".join(links.option(o, "rules") if o in links.options else f"`{o}`"
                                                   for o in sc.options))
        if sc.conflicts:
            extra.append("conflicts: " + ", ".join(links.conflict(c, "rules") for c in sc.conflicts))
        entries.append(ScenarioEntry(
            scenario_anchor(sc.key) if model.scenario_home(sc) == rule.id else None, title.replace('"', "&quot;"),
            " · ".join(extra), _failures(model.by_scenario.get(sc.key, [])),
            _fenced(sc.text, "gherkin")))
    hands = rule_hands(rule.id, model.hands, model.run.records)
    grouped: dict[str, list[Record]] = defaultdict(list)
    for r in model.other_records(rule.id):
        if hands and r.id.split("::")[0].endswith("test_hands.py"):
            continue  # the recorded hands are listed one by one, each with its mark
        grouped[r.id.split("[", 1)[0]].append(r)
    others = tuple(OtherCheck(SCENARIO_MARK[Tally.of(recs).status], _esc_code(name), Tally.of(recs).describe(),
                              _failures(recs)) for name, recs in grouped.items())
    return RuleSection(
        rule.id, rule.title, RULE_MARK[tally.status], tally.describe(), rule.status,
        _para(drawn(rule.id, links.prose(rule.statement, "rules"))), examples,
        tuple(f"{_esc(_variant_title(v))} (`{v}`): {RULE_MARK[model.rule_tally(rule.id, v).status]}"
              for v in rule.variants),
        tuple(links.option(o, "rules") for o in rule.options),
        tuple(links.conflict(c, "rules", titles.get(c)) for c in rule.conflicts if c not in deciding),
        tuple(links.rule(r, "rules", title=True) for r in rule.related),
        tuple(cites), tuple(entries), others, hands,
        decided_by=tuple(links.conflict(c, "rules", titles.get(c)) for c in deciding))


def _esc_code(text: str) -> str:
    """Text for an inline code span (backticks are replaced, they cannot be escaped there)."""
    return text.replace("`", "'")


def checks_in_words(scenarios: Sequence[str], others: Sequence[str]) -> str:
    """A rule's checks counted by mark: ``scenarios`` and ``others`` are the marks of its scenarios and of its
    other checks (values of ``SCENARIO_MARK``), e.g. ``12 scenarios (11 <mark> passing · 1 <mark> not run)``.

    >>> checks_in_words([], [])
    'no scenario and no other check yet'
    >>> checks_in_words(["ok", "ok", "bad"], ["ok"])
    '3 scenarios (2 ok · 1 bad) and 1 other check (1 ok)'
    """
    def count(marks: Sequence[str], one: str, many: str) -> str:
        if not marks:
            return ""
        by_mark: dict[str, int] = defaultdict(int)
        for m in marks:
            by_mark[m] += 1
        words = " · ".join(f"{n} {m}" for m, n in by_mark.items())
        return f"{len(marks)} {one if len(marks) == 1 else many} ({words})"

    shown = [p for p in (count(scenarios, "scenario", "scenarios"), count(others, "other check", "other checks")) if p]
    return " and ".join(shown) if shown else "no scenario and no other check yet"


def area_page(model: SiteModel, area: Area) -> AreaPage:
    """The model of an area's page: each rule's section without its scenarios, which are on the rule's own page
    (:func:`rule_page`); the section says how many there are and links there.
    """
    sections = []
    for rule in area.rules:
        full = rule_section(model, rule)
        scenario_marks = [SCENARIO_MARK[model.scenario_tally(sc).status] for sc in model.scenarios_of(rule.id)]
        sections.append(replace(full, scenarios=(), others=(), checks_page=model.links.checks_page(rule.id, "rules"),
                                checks=checks_in_words(scenario_marks, [o.mark for o in full.others])))
    codes = {r.id for r in area.rules}
    moved = {scenario_anchor(sc.key): home for sc in model.scenarios
             if (home := model.scenario_home(sc)) is not None and home in codes}
    return AreaPage(tuple(sections), moved)


def rule_page(model: SiteModel, rule: Rule) -> RuleSection:
    """The model of a rule's own page (``rules/<ID>.md``): its section in full, with every scenario's text
    (under its ``sc-`` anchor, for the scenarios whose first rule it is) and its other checks.
    """
    return replace(rule_section(model, rule), heading=False)


def _area_page(model: SiteModel, area: Area) -> _Page:
    intro = [_para(model.links.prose(area.intro, "rules"))] if area.intro else []
    return _Page(f"{area.title} ({area.code})", intro, render("area.md.j2", page=area_page(model, area)).split("\n"))


def _rule_page(model: SiteModel, rule: Rule) -> _Page:
    area = next(a for a in areas() if a.code == rule.area)
    intro = [f"One rule of the [{_esc(area.title)}]({area.slug}.md#{rule.id}) area with everything that checks it:"
             " its scenarios, each with its text, and the other tests that cite it."]
    body = render("rule.md.j2", r=rule_page(model, rule))
    # Its statement and examples are on the area page already: search finds them there.
    return _Page(f"{rule.id} — {_esc(rule.title)}", intro, body.split("\n"), front="search:\n  exclude: true")


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


def _run_name(header: dict[str, Any] | None) -> tuple[str, str, str, str]:
    """The implementation of a run: name, version, language and command ('' when unknown)."""
    impl = (header or {}).get("implementation") or {}
    if not isinstance(impl, dict):
        return str(impl), "", "", ""
    name, version, language, command = (str(impl.get(k) or "") for k in ("name", "version", "language", "command"))
    return name, version, language, command


def matrix_cell(tally: Tally) -> str:
    """One cell of the implementations matrix: a mark and the counts.

    Failing (any case failed, errored or timed out), skipped (a declared gap),
    passing, not applicable (only n/a records: another variant, or one the
    implementation does not claim) and untested (no record) each have their own mark and word.

    >>> matrix_cell(Tally(passed=3))
    ':material-check-circle:{ .status-pass } 3/3'
    >>> matrix_cell(Tally(not_applicable=2))
    ':material-minus-circle-outline:{ .status-none } n/a'
    """
    extra = [f"{n} {word}" for n, word in ((tally.error, "errored"), (tally.timeout, "timed out"),
                                           (tally.skipped, "skipped")) if n]
    counts = f"{tally.passed}/{tally.cases}" + "".join(f" · {x}" for x in extra)
    if tally.failed or tally.error:
        return f"{FAIL_ICON} {counts}"
    if tally.timeout:
        return f"{TIMEOUT_ICON} {counts}"
    if tally.skipped:
        return f"{SKIP_ICON} {counts}"
    if tally.passed:
        return f"{PASS_ICON} {counts}"
    if tally.not_applicable:
        return f"{NA_ICON} n/a"
    return f"{NONE_ICON} untested"


Row = tuple[str, ...]


def shown_command(command: str, root: Path = SPEC.parent) -> str:
    """A run's command as the page shows it: an absolute path inside the checkout ``root`` made relative to it,
    any other absolute path cut to its file name, so that no page shows the building machine's directories.

    >>> shown_command("/home/ci/repo/.venv/bin/python -m five_hundred_suite.serve", Path("/home/ci/repo"))
    '.venv/bin/python -m five_hundred_suite.serve'
    >>> shown_command("/opt/engines/bin/engine --adapter 'two words'", Path("/home/ci/repo"))
    "engine --adapter 'two words'"
    """
    try:
        words = shlex.split(command)
    except ValueError:  # unbalanced quotes: shown as given, paths cut word by word
        words = command.split()
    out = []
    for word in words:
        path = Path(word)
        if not path.is_absolute():
            out.append(word)
        else:
            out.append(path.relative_to(root).as_posix() if path.is_relative_to(root) else path.name)
    return shlex.join(out)


def run_labels(runs: Sequence[Run]) -> list[str]:
    """A distinct name for each run: its implementation's name; where two runs share it, with how it ran
    (``in process`` or ``served``); where that is shared too, a served run's command; and where even that is,
    the run's number.

    >>> [run_labels([Run({"implementation": {"name": n, "command": c}}, ()) for n, c in runs]) for runs in (
    ...  [("a", None), ("b", "b-cli")], [("a", None), ("a", "/x/a-cli")], [("a", "p"), ("a", "q"), ("a", "q")])]
    [['a', 'b'], ['a, in process', 'a, served'], ['a, served (p)', 'a, served (q) #2', 'a, served (q) #3']]
    """
    commands = [_run_name(r.header)[3] for r in runs]
    labels = [_run_name(r.header)[0] or "unnamed" for r in runs]
    for step in ("how", "command"):
        seen = list(labels)
        labels = [label + (_how_it_ran(c) if step == "how" else f" ({shown_command(c)})" if c else "")
                  if seen.count(label) > 1 else label for label, c in zip(seen, commands, strict=True)]
    return [f"{label} #{i}" if labels.count(label) > 1 else label for i, label in enumerate(labels, 1)]


def _how_it_ran(command: str) -> str:
    return ", served" if command else ", in process"


def _shown_date(value: Any) -> str:
    """An ISO date and time as ``2030-01-02 03:04 UTC`` (its offset kept when not UTC); other values as given."""
    text = str(value) if value is not None else "unknown"
    m = re.fullmatch(r"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?", text)
    if not m:
        return text
    zone = m.group(3) or ""
    return f"{m.group(1)} {m.group(2)} " + ("UTC" if zone in ("Z", "+00:00") else zone)


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
            badge_file=badge_file, badge_link=badge_link, badge_url=badge_url)
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


@dataclass(frozen=True)
class OptionEntry:
    """An option on the options page. ``effect``, ``cases``, ``rules``, ``conflicts`` and ``sources`` are Markdown
    (links and marks made); ``games`` the variants it concerns, as code.
    """

    key: str
    anchor: str
    title: str
    effect: str
    default: bool
    offered: bool
    games: str
    cases: str
    rules: tuple[str, ...]
    conflicts: tuple[str, ...]
    sources: tuple[str, ...]


@dataclass(frozen=True)
class OptionSection:
    """One kind of option (auction form, variations, proposals, readings of other rule books) and its options."""

    title: str
    intro: str
    options: tuple[OptionEntry, ...]


@dataclass(frozen=True)
class OptionsPage:
    """The options page (``templates/options.md.j2``)."""

    sections: tuple[OptionSection, ...]


def _source_names(links: _Links, keys: Iterable[str], here: str) -> tuple[str, ...]:
    """Each source of ``keys`` as a link to its own section of the sources page, from a page in ``here``."""
    return tuple(links.source(s, here) for s in keys)


def options_page(model: SiteModel) -> OptionsPage:
    """The model of the options page: the options by kind, each with its cases, rules, conflicts and sources."""
    links = model.links
    titles = {c["id"]: c["title"] for c in model.conflicts}
    by_kind: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for o in model.options:
        by_kind[o["kind"]].append(o)
    order = [k for k in KIND_TITLES if k in by_kind] + [k for k in by_kind if k not in KIND_TITLES]
    sections = []
    for kind in order:
        entries = []
        for o in by_kind[kind]:
            key = o["key"]
            cases = Tally.of(r for r in model.run.records if key in r.options)
            entries.append(OptionEntry(
                key, option_anchor(key), o["title"], _para(links.prose(o["effect"], "home")), bool(o["default"]),
                bool(o.get("offered", True)), ", ".join(f"`{v}`" for v in o["variants"]),
                f"{SCENARIO_MARK[cases.status]} ({cases.describe()})",
                tuple(f"{links.rule(r, 'home', title=True)} {RULE_MARK[model.rule_tally(r).status]}" for r in o["rules"]),
                tuple(links.conflict(c, "home", titles.get(c)) for c in o["conflicts"]),
                _source_names(links, o["sources"], "home")))
        sections.append(OptionSection(KIND_TITLES.get(kind, kind.capitalize()), KIND_INTROS.get(kind, ""),
                                      tuple(entries)))
    return OptionsPage(tuple(sections))


def _options_page(model: SiteModel) -> _Page:
    intro = [
        "Switches that change a rule: a local variation, a proposal, or another rule book's reading of a"
        " disputed point. Every option is off unless a scenario turns it on (tag `@option:<key>`)."
    ]
    return _Page("Options", intro, render("options.md.j2", page=options_page(model)).split("\n"))


SAME, DIFFERS, NOT_APPLICABLE = "same", "differs", "n/a"


def _differing(model: SiteModel) -> dict[str, list[Scenario]]:
    """For each rule, its scenarios whose Examples have rows for two variants or more."""
    out: dict[str, list[Scenario]] = defaultdict(list)
    for sc in model.scenarios:
        if len(sc.row_variants) > 1:
            for rid in sc.rules:
                out[rid].append(sc)
    return out


def compare_cell(rule: Rule, variant: str, differing: Sequence[Scenario]) -> str:
    """``"n/a"`` if the rule does not apply to the variant, ``"differs"`` if one of ``differing``
    (the rule's scenarios with rows for several variants) has rows for this variant, else ``"same"``.
    """
    if variant not in rule.variants:
        return NOT_APPLICABLE
    if any(variant in sc.row_variants for sc in differing):
        return DIFFERS
    return SAME


def _difference_anchor(sc: Scenario) -> str:
    return "diff-" + scenario_anchor(sc.key).removeprefix("sc-")


@dataclass(frozen=True)
class Difference:
    """A scenario whose Examples give several games rows of their own: its name, anchor, where it is written
    (Markdown), and its rows side by side (``head``: the games).
    """

    name: str
    anchor: str
    where: str
    head: Row
    rows: tuple[Row, ...]


FIRST_DEALER_WORDS = {
    "given": "chosen outside the game; fixtures and scenarios name the dealer",
    "draw-lowest": "each player draws a card and the lowest deals",
}
ROUNDS_WORDS = {
    "continuous": "the bidding goes round the table until every player but one has passed",
    "single": "every player calls once, bid or pass, starting left of the dealer",
}
ALL_PASS_WORDS = {
    "throw-in": "the hand is thrown in without a score",
    "play-no-trumps": "the hand is played at no trumps without a contractor, each side scoring its tricks",
}
DEFENCE_WORDS = {
    "always": "whether the contract is made or lost",
    "on-failure": "only when the contract is lost",
    "never": "never",
}


@dataclass(frozen=True)
class GameDifference:
    """One way the games differ, from their variant files: the topic, each distinct setting as (the games that
    have it, the setting in words; Markdown), and the rules and conflicts the setting's schema description names
    (links, or ``—``).
    """

    topic: str
    values: tuple[tuple[str, str], ...]
    see: str


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _pack_words(pack: dict[str, Any]) -> str:
    """A pack in words: ``43 cards: A down to 5 in spades and clubs, A down to 4 in diamonds and hearts, 1 joker``."""
    names = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts"}
    ranges: dict[str, list[str]] = defaultdict(list)
    for s in "SCDH":
        ranges[f"{pack[s][0]} down to {pack[s][-1]}" if pack[s] else "none"].append(names[s])
    total = sum(len(pack[s]) for s in "SCDH") + int(pack["jokers"])
    parts = [f"{r} in " + (" and ".join(suits) if len(suits) < 4 else "every suit") for r, suits in ranges.items()]
    return f"{total} cards: " + ", ".join(parts) + f", {_count(int(pack['jokers']), 'joker')}"


def _misere_words(data: dict[str, Any]) -> str:
    ladder, entry = data["bid_ladder"], data["auction"]["misere_entry_level"]
    if "MIS" not in ladder:
        return "no misère"
    words = "misère only over a standing 7-level bid" if entry == 7 else (
        "misère at any point of the auction" if entry is None else f"misère over a standing {entry}-level bid")
    return words + (" and open misère" if "OMIS" in ladder else "")


def _defence_words(data: dict[str, Any]) -> str:
    scoring = data["scoring"]
    if scoring["defence_points"] == "never":
        return "defenders score nothing"
    words = (f"defenders score {scoring['defence_points_per_trick']} a trick "
             + DEFENCE_WORDS.get(scoring["defence_points"], _esc(scoring["defence_points"])))
    if scoring["defence_cap"] is not None:
        words += f", up to a total of {scoring['defence_cap']}"
    return words


def _end_words(data: dict[str, Any]) -> str:
    end = data["end"]
    words = f"first to {end['target']}"
    words += (", and defence points can win the game" if end["defence_can_win"]
              else ", and only by making a contract")
    words += (f"; at {end['lose_at']} a side loses at once" if end["backwards"] == "lose"
              else f"; at {end['lose_at']} a player plays on but can no longer win")
    return words


def _joker_words(data: dict[str, Any]) -> str:
    joker = data["joker"]
    words = ("the contractor may nominate the joker's suit in no trumps" if joker["nomination"]
             else "no nomination of the joker's suit")
    return words + ("; a joker led in no trumps names a suit not yet led" if joker["lead_named_suit"] == "unled"
                    else "; a joker led in no trumps names any suit")


GAME_FACTS: tuple[tuple[str, tuple[str, ...], Any], ...] = (
    ("Players", ("seats", "sides"), lambda d: _count(len(d["seats"]), "player") + (
        ", two partnerships scoring as sides" if any(len(m) > 1 for m in d["sides"].values())
        else ", each scoring alone")),
    ("Pack", ("pack",), lambda d: _pack_words(d["pack"])),
    ("Deal", ("deal", "words.kitty"), lambda d: f"{sum(p['cards'] for p in d['deal'] if p['to'] == 'each')} cards"
     f" each, {sum(p['cards'] for p in d['deal'] if p['to'] == 'kitty')} to the kitty"
     + (f" (called the {_esc(kitty_word(d))})" if kitty_word(d) != "kitty" else "")),
    ("First dealer", ("first_dealer",), lambda d: FIRST_DEALER_WORDS.get(d["first_dealer"], _esc(d["first_dealer"]))),
    ("Auction", ("auction.rounds", "auction.high_bidder_final_turn"),
     lambda d: ROUNDS_WORDS.get(d["auction"]["rounds"], _esc(d["auction"]["rounds"]))),
    ("Misère", ("auction.misere_entry_level", "auction.absent_bid_rules", "bid_ladder"), _misere_words),
    ("When all pass", ("auction.all_pass",), lambda d: ALL_PASS_WORDS.get(d["auction"]["all_pass"], "")),
    ("Contract values", ("contract_values",), lambda d: ", ".join(
        f"{b} {v}" for b, v in d["contract_values"].items() if not b[0].isdigit()) or "trick bids only"),
    ("Defence points", ("scoring.defence_points", "scoring.defence_points_per_trick", "scoring.defence_cap"),
     _defence_words),
    ("Misère and the defenders", ("scoring.defence_points_in_misere", "play.misere_partner_sits_out"),
     lambda d: ("the contractor's partner sits out" if d["play"]["misere_partner_sits_out"]
                else "no partner to sit out") + ("; defenders score against a misère"
                                                 if d["scoring"]["defence_points_in_misere"]
                                                 else "; defenders score nothing against a misère")),
    ("Joker", ("joker.nomination", "joker.lead_named_suit"), _joker_words),
    ("End of the game", ("end",), _end_words),
)
"""The topics of the list of differences: a title, the settings (dotted paths of a variant file) it covers and
its words for a variant's data. A setting no topic covers is listed by its path when the games differ on it."""

_NOT_SETTINGS = ("id", "title", "aliases", "sources", "description", "options", "cite")


def _settings(data: Any, prefix: str = "") -> dict[str, Any]:
    """The leaves of a variant file as dotted paths (lists and the top-level sections that are no settings kept whole)."""
    if not isinstance(data, dict) or prefix.count(".") >= 1 or prefix in ("pack", "contract_values", "sides"):
        return {prefix: data}
    out: dict[str, Any] = {}
    for k, v in data.items():
        if not prefix and k in _NOT_SETTINGS:
            continue
        out.update(_settings(v, f"{prefix}.{k}" if prefix else str(k)))
    return out


def game_differences(games: Sequence[str]) -> tuple[GameDifference, ...]:
    """How the variant files of ``games`` differ, topic by topic (:data:`GAME_FACTS`), then any other setting
    they disagree on by its path; a topic on which they all agree is left out.

    Each value is its games and its words, e.g. ``("Three-player game", "3 players, each scoring alone")``. Reads
    ``spec/variants/<id>.yaml`` through the catalogue (the caller knows the IDs are variants).
    """
    data = {v: variants()[v] for v in games}
    titles = {v: _esc(_variant_title(v)) for v in games}
    links = _Links((), ())
    out = []
    covered: list[str] = []
    for topic, paths, words in GAME_FACTS:
        covered += paths
        said: dict[str, list[str]] = defaultdict(list)
        for v in games:
            said[words(data[v])].append(titles[v])
        if len(said) > 1:
            notes = " ".join(_schema_note(*p.split(".", 1)) for p in paths)
            out.append(GameDifference(topic, tuple((", ".join(g), w) for w, g in said.items()),
                                      _refs(links, notes, "variants")))
    flat = {v: _settings(data[v]) for v in games}
    for path in dict.fromkeys(k for v in games for k in flat[v]):
        if any(path == c or path.startswith(c + ".") for c in covered):
            continue
        said = defaultdict(list)
        for v in games:
            said[_code(flat[v].get(path))].append(titles[v])
        if len(said) > 1:
            out.append(GameDifference(f"`{path}`", tuple((", ".join(g), w) for w, g in said.items()),
                                      _refs(links, _schema_note(*path.split(".", 1)), "variants")))
    return tuple(out)


@dataclass(frozen=True)
class ComparePage:
    """The comparison of the games (``templates/compare.md.j2``): first how the games differ (``games``: from
    their variant files), then the rules whose cells are not all *same* (``differing``), then, folded, every rule
    per area (its heading and a count in words) with a cell per game (``head``), and the scenarios where the games
    differ.
    """

    games: tuple[GameDifference, ...]
    head: Row
    differing: tuple[Row, ...]
    areas: tuple[tuple[str, tuple[Row, ...]], ...]
    area_notes: tuple[str, ...]
    differences: tuple[Difference, ...]


def compare_page(model: SiteModel) -> ComparePage:
    """The model of the comparison page."""
    links = model.links
    columns = list(variant_ids())
    differing = _differing(model)
    area_tables = []
    notes = []
    apart: list[Row] = []
    for area in areas():
        rows = []
        for r in area.rules:
            cells = []
            for vid in columns:
                cell = compare_cell(r, vid, differing.get(r.id, []))
                if cell == DIFFERS:
                    targets = [sc for sc in differing[r.id] if vid in sc.row_variants]
                    cell = f"[differs](#{_difference_anchor(targets[0])})" + "".join(
                        f" [+{i}](#{_difference_anchor(sc)})" for i, sc in enumerate(targets[1:], 1))
                cells.append(cell)
            row = (links.rule(r.id, "variants", title=True), *cells)
            rows.append(row)
            if any(c != SAME for c in cells):
                apart.append(row)
        same = sum(1 for row in rows if all(c == SAME for c in row[1:]))
        notes.append(f"{_count(len(rows), 'rule')}, {same} the same in every game")
        area_tables.append((f"{_esc(area.title)} (`{area.code}`)", tuple(rows)))
    shown = list({(sc.feature, sc.line): sc for scs in differing.values() for sc in scs}.values())
    differences = []
    for sc in sorted(shown, key=lambda s: (s.feature, s.line)):
        games = sc.row_variants
        per_game = {v: [row for row in sc.examples if row.get("variant") == v] for v in games}
        depth = max(len(game_rows) for game_rows in per_game.values())
        table = tuple((str(i + 1), *(
            "<br>".join(f"*{_esc(k)}*: {_esc(val)}" for k, val in per_game[v][i].items() if k != "variant")
            if i < len(per_game[v]) else "—" for v in games)) for i in range(depth))
        differences.append(Difference(
            sc.name, _difference_anchor(sc),
            f"{model.scenario_link(sc, 'variants', 'The scenario')} · `features/{_esc_code(sc.feature)}:{sc.line}`"
            " · rules " + ", ".join(links.rule(r, "variants") for r in sc.rules),
            ("Row", *(f"`{v}`" for v in games)), table))
    known = [v for v in columns if v in variants()]
    return ComparePage(game_differences(known), ("Rule", *(f"`{v}`" for v in columns)), tuple(apart),
                       tuple(area_tables), tuple(notes), tuple(differences))


def _compare_page(model: SiteModel) -> _Page:
    intro = [
        "What changes from one game to another: first in plain words from the games' own files, then rule by"
        " rule."
    ]
    return _Page("Comparing the games", intro, render("compare.md.j2", page=compare_page(model)).split("\n"))


def _code(value: Any) -> str:
    """A setting's value as inline code (lists space-separated, mappings as ``key: value``)."""
    if isinstance(value, list):
        text = " ".join(str(v) for v in value)
    elif isinstance(value, dict):
        text = ", ".join(f"{k}: {_code_text(v)}" for k, v in value.items())
    else:
        text = _code_text(value)
    return f"`{_esc_code(text)}`" if text else "(none)"


def _code_text(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return " ".join(str(v) for v in value)
    return str(value)


def _setting(data: dict[str, Any], path: str) -> Any:
    node: Any = data
    for part in path.split("."):
        node = node.get(part) if isinstance(node, dict) else None
    return node


def _schema_note(section: str, key: str | None = None) -> str:
    """The description that ``spec/schema/variant.schema.json`` gives for a setting."""
    props = schema("variant")["properties"]
    node = props.get(section, {})
    if key is not None:
        node = node.get("properties", {}).get(key, {})
    return str(node.get("description", ""))


def _refs(links: _Links, text: str, here: str) -> str:
    """The rule and conflict IDs named in ``text``, as links (``—`` if none)."""
    found = list(dict.fromkeys(m.group(0) for m in re.finditer(f"{RULE_ID.pattern}|{CONFLICT_ID.pattern}", text)))
    out = [links.rule(x, here) if x in links.rules else links.conflict(x, here) for x in found
           if x in links.rules or x in links.conflicts]
    return ", ".join(out) or "—"


@dataclass(frozen=True)
class VariantOption:
    """An option a variant offers: its link, title and effect (``None`` when ``spec/options.yaml`` lacks it),
    its facts (default, rules, conflicts; Markdown) and the settings it changes (setting, default, with it).
    """

    link: str
    title: str | None
    effect: str | None
    facts: tuple[str, ...]
    rows: tuple[Row, ...]


@dataclass(frozen=True)
class VariantPage:
    """A variant's page (``templates/variant.md.j2``): its settings as ``spec/variants/<id>.yaml`` gives them,
    in tables of Markdown cells, and the options it offers. ``see`` maps a setting to the rules and conflicts its
    schema description names (links).
    """

    seats: tuple[str, ...]
    partnered: bool
    sides: tuple[Row, ...]
    first_dealer: str
    first_dealer_words: str
    pack_total: int
    pack: tuple[Row, ...]
    hand: int
    kitty: int
    kitty_word: str
    packets: tuple[str, ...]
    auction: tuple[Row, ...]
    ladder: tuple[Row, ...]
    extra_values: tuple[str, ...]
    scoring: tuple[Row, ...]
    play: tuple[Row, ...]
    options: tuple[VariantOption, ...]
    see: dict[str, str]


def variant_page(model: SiteModel, vid: str) -> VariantPage:
    """The model of the page of variant ``vid`` (a file of ``spec/variants``)."""
    links = model.links
    data = variants()[vid]
    by_key = {o["key"]: o for o in model.options}
    titles = {c["id"]: c["title"] for c in model.conflicts}
    see = {k: _refs(links, _schema_note(k), "variants")
           for k in ("seats", "sides", "first_dealer", "pack", "deal", "contract_values")}
    seats, sides = data["seats"], data["sides"]
    pack = data["pack"]
    names = {"S": "Spades", "C": "Clubs", "D": "Diamonds", "H": "Hearts"}
    pack_rows = [(names[s], " ".join(str(r) for r in pack[s]), str(len(pack[s]))) for s in "SCDH"]
    pack_rows.append(("Joker", "JK" if pack["jokers"] else "—", str(pack["jokers"])))
    deal = data["deal"]
    packets = tuple(f"{p['cards']} card{'s' if p['cards'] != 1 else ''} "
                    + ("to each player in turn" if p["to"] == "each" else f"to the {kitty_word(data)}") for p in deal)
    auction = data["auction"]
    entry = auction["misere_entry_level"]
    if "MIS" not in data["bid_ladder"]:
        entry_words = "this game has no misère bid"
    elif entry is None:
        entry_words = "misère needs no earlier bid"
    else:
        entry_words = f"misère needs a standing {entry}-level bid"
    rows = [
        ["`auction.rounds`", _code(auction["rounds"]), ROUNDS_WORDS.get(auction["rounds"], "")],
        ["`auction.misere_entry_level`", _code(entry), entry_words],
        ["`auction.high_bidder_final_turn`", _code(auction["high_bidder_final_turn"]),
         "the high bidder speaks once more after the others have passed" if auction["high_bidder_final_turn"]
         else "the auction closes as soon as the others have passed"],
        ["`auction.all_pass`", _code(auction["all_pass"]), ALL_PASS_WORDS.get(auction["all_pass"], "")],
    ]
    if auction.get("absent_bid_rules"):
        rows.append(["`auction.absent_bid_rules`", _code(auction["absent_bid_rules"]),
                     "the rule cited when a player names one of these bids, which this game lacks"])
    auction_rows = tuple((*row, _refs(links, _schema_note("auction", row[0].strip("`").split(".", 1)[1]), "variants"))
                         for row in rows)
    values = data["contract_values"]
    ladder = data["bid_ladder"]
    scoring = data["scoring"]
    cap = scoring["defence_cap"]
    rows = [
        ["`scoring.slam_value`", _code(scoring["slam_value"]),
         f"all ten tricks score at least {scoring['slam_value']}"],
        ["`scoring.defence_points_per_trick`", _code(scoring["defence_points_per_trick"]),
         f"each defending side gains {scoring['defence_points_per_trick']} for every trick it takes"],
        ["`scoring.defence_points`", _code(scoring["defence_points"]),
         "defenders score " + DEFENCE_WORDS.get(scoring["defence_points"], _esc(scoring["defence_points"]))],
        ["`scoring.defence_points_in_misere`", _code(scoring["defence_points_in_misere"]),
         "defenders score against a misère" if scoring["defence_points_in_misere"]
         else "defenders score nothing against a misère"],
        ["`scoring.defence_cap`", _code(cap),
         "no limit on defence points" if cap is None else f"defence can lift a total to {cap} and no further"],
    ]
    scoring_rows = tuple((*row, _refs(links, _schema_note("scoring", row[0].strip("`").split(".", 1)[1]), "variants"))
                         for row in rows)
    play_rows = tuple((f"`{section}.{key}`", _code(value), _refs(links, _schema_note(section, key), "variants"))
                      for section in ("play", "joker", "end") for key, value in data[section].items())
    options = []
    for key, spec in data.get("options", {}).items():
        o = by_key.get(key)
        facts: tuple[str, ...] = ()
        if o is not None:
            facts = (f"**Default:** {'on' if o['default'] else 'off'}",
                     "**Rules:** " + ", ".join(links.rule(r, "variants", title=True) for r in o["rules"]))
            if o["conflicts"]:
                facts += ("**Conflicts:** " + ", ".join(links.conflict(c, "variants", titles.get(c))
                                                        for c in o["conflicts"]),)
        changes = tuple(
            ("`bid_ladder`", _code(data["bid_ladder"]), "without " + _code(value)) if path == "bid_ladder.remove"
            else (f"`{path}`", _code(_setting(data, path)), _code(value))
            for path, value in spec["set"].items())
        options.append(VariantOption(links.option(key, "variants"), o["title"] if o else None,
                                     _para(links.prose(o["effect"], "variants")) if o else None, facts, changes))
    return VariantPage(
        tuple(seats), any(len(m) > 1 for m in sides.values()),
        tuple((f"`{s}`", ", ".join(f"`{x}`" for x in m)) for s, m in sides.items()),
        data["first_dealer"], FIRST_DEALER_WORDS.get(data["first_dealer"], _esc(data["first_dealer"])),
        sum(len(pack[s]) for s in "SCDH") + int(pack["jokers"]), tuple(pack_rows),
        sum(p["cards"] for p in deal if p["to"] == "each"), sum(p["cards"] for p in deal if p["to"] == "kitty"),
        kitty_word(data), packets, auction_rows,
        tuple((str(i), f"`{b}`", str(values.get(b, "—"))) for i, b in enumerate(ladder, 1)),
        tuple(f"`{b}` {values[b]}" for b in values if b not in ladder), scoring_rows, play_rows, tuple(options), see)


def _variant_page(model: SiteModel, vid: str) -> _Page:
    links = model.links
    data = variants()[vid]
    srcs = ", ".join(_source_names(links, data["sources"], "variants"))
    intro = [f"The settings of the `{vid}` variant as `spec/variants/{vid}.yaml` gives them, and the options it"
             f" offers. Sources: {srcs}."]
    if data.get("description"):
        intro += ["", links.prose(" ".join(str(data["description"]).split()), "variants")]
    if data.get("aliases"):
        intro += ["", "Also called: " + ", ".join(f"`{_esc_code(a)}`" for a in data["aliases"]) + "."]
    rule_count = sum(1 for r in rules().values() if vid in r.variants)
    intro += ["", f"{rule_count} rules of the catalogue apply to it; the [comparison](compare.md) shows which"
                  " of them it shares with the other games."]
    body = render("variant.md.j2", page=variant_page(model, vid))
    return _Page(f"{_esc(_variant_title(vid))} (`{vid}`)", intro, body.split("\n"))


# ---------------------------------------------------------------------------
# Checks and writing


def _rules_file(rule: Rule) -> str:
    """The catalogue file a rule is written in, as messages name it."""
    path = SPEC / "rules" / f"{rule.area.lower()}.yaml"
    return f"spec/rules/{path.name}" if path.is_file() else "spec/rules"


def uncited_decisions(known: dict[str, Rule], conflicts: Iterable[dict[str, Any]]) -> list[str]:
    """One line per rule that states a decision without citing it: a rule (other than a DECIDE rule) named by a
    conflict whose adopted reading, for some variant, rests on the ``decision`` source, but whose ``decision``
    citations name neither that conflict nor a DECIDE rule that settles it. Empty when every decision is cited.
    """
    problems = []
    for c in conflicts:
        adopted = {key for key in c["decision"].values() if key != "n/a"}
        if not any("decision" in rd["sources"] for rd in c["readings"] if rd["key"] in adopted):
            continue
        for rid in c["rules"]:
            rule = known.get(rid)
            if rule is None or rule.area == "DECIDE":
                continue
            cited = set(re.findall(r"\b(?:C|DECIDE)-[0-9]{2}\b", " ".join(
                s.get("section") or "" for s in rule.sources if s["source"] == "decision")))
            if c["id"] not in cited and not any(c["id"] in known[x].conflicts for x in cited if x in known):
                problems.append(f"{_rules_file(rule)}: {rid}: follows the decision of {c['id']} without citing it"
                                f" (add a 'decision' source naming {c['id']} or its DECIDE rule)")
    return problems


def _check_references(conflicts: list[dict[str, Any]], options: list[dict[str, Any]]) -> None:
    known = rules()
    conflict_ids = {c["id"] for c in conflicts}
    option_keys = {o["key"] for o in options}
    srcs = sources()
    problems = []
    for r in known.values():
        where = f"{_rules_file(r)}: {r.id}"
        problems += [f"{where}: related rule {x} is not in the catalogue" for x in r.related if x not in known]
        problems += [f"{where}: conflict {x} is not in spec/conflicts.yaml" for x in r.conflicts
                     if x not in conflict_ids]
        problems += [f"{where}: option {o} is not in spec/options.yaml" for o in r.options if o not in option_keys]
        problems += [f"{where}: source {s['source']} is not in spec/sources.yaml" for s in r.sources
                     if s["source"] not in srcs]
    for c in conflicts:
        where = f"spec/conflicts.yaml: {c['id']}"
        problems += [f"{where}: rule {x} is not in the catalogue" for x in c["rules"] if x not in known]
        problems += [f"{where}: option {rd['option']} is not in spec/options.yaml" for rd in c["readings"]
                     if rd.get("option") and rd["option"] not in option_keys]
    if not problems:
        problems += uncited_decisions(known, conflicts)
    for o in options:
        where = f"spec/options.yaml: {o['key']}"
        problems += [f"{where}: rule {x} is not in the catalogue" for x in o["rules"] if x not in known]
        problems += [f"{where}: conflict {x} is not in spec/conflicts.yaml" for x in o["conflicts"]
                     if x not in conflict_ids]
    anchors = [option_anchor(k) for k in option_keys]
    if len(set(anchors)) != len(anchors):
        problems.append("spec/options.yaml: two option keys give the same anchor")
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise SiteError(clip(problems[0], 400) + more)


def _check_out(out_dir: Path) -> None:
    """Refuse an ``out_dir`` that holds other files than an earlier site (before anything is written)."""
    if out_dir.exists() and not out_dir.is_dir():
        raise SiteError(f"{out_dir}: is a file, not a folder")
    if out_dir.is_dir() and any(out_dir.iterdir()) and not (out_dir / MARKER).exists():
        raise SiteError(f"{out_dir} holds files that were not written here; give an empty or new directory")


def _staging(out_dir: Path) -> Path:
    """A new folder beside ``out_dir`` that the pages are written into before they replace it."""
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = out_dir.parent / f".{out_dir.name}-{uuid.uuid4().hex[:12]}"
    staging.mkdir()  # with the usual permissions (a temporary folder's would be the owner's only)
    (staging / MARKER).write_text("Pages of the spec site; this directory is rebuilt from scratch.\n", "utf-8")
    return staging


def _replace(out_dir: Path, staging: Path) -> None:
    """Put the fully written ``staging`` folder in the place of ``out_dir`` (an earlier site is removed)."""
    if out_dir.exists():
        old = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}-old-", dir=out_dir.parent))
        out_dir.rename(old / out_dir.name)
        staging.rename(out_dir)
        shutil.rmtree(old)
    else:
        staging.rename(out_dir)


def _shown(path: Path) -> str:
    """A path as messages name it: relative to the checkout when inside it."""
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return path.as_posix()


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
             pages_dir: Path = PAGES, more_results: Sequence[Path] = (), cases: Path | None = None) -> SiteSummary:
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
    (``cases``: the ``export`` file to publish, checked against ``case.schema.json``).

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
    read_site_config()  # mkdocs.yml's nav is read while the pages are written: refused before anything is
    run = load_results(results_path)
    others = [load_results(p) for p in more_results]
    model = build_model(run, features_dir)
    load_hands(features_dir.parent)  # every fixture checked before a page is written
    keys = {sc.key for sc in model.scenarios}
    warnings = [*run.warnings, *stale_scenarios(run, model.unmatched)]
    for other in others:
        stale = [r for r in other.records if r.feature is not None
                 and scenario_key(r.feature, r.scenario or "") not in keys]
        warnings += [*other.warnings, *stale_scenarios(other, stale)]
    model.warnings = tuple(warnings)
    hand = {p.name: read_text(p, name=_shown(p)) for p in sorted(pages_dir.glob("*.md"))} if pages_dir.is_dir() else {}
    for page in sorted(pages_dir.glob("*/**/*.md")):  # the rule book's templates: refused before any page is built
        read_text(page, name=_shown(page))
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
        written = _write(staging, generated, hand, model, pages_dir, features_dir, cases, files)
        _replace(out_dir, staging)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return SiteSummary(summary.overall, summary.by_variant, summary.by_area, summary.rule_status,
                       summary.failing_cases, summary.run, tuple(written), model.warnings)


def _write(out_dir: Path, generated: dict[str, _Page], hand: dict[str, str], model: SiteModel, pages_dir: Path,
           features_dir: Path, cases: Path | None, files: dict[str, str | bytes]) -> list[Path]:
    """Write the pages, the hand-written pages, the static files, ``files`` (path in the site: content; the
    reports' downloads and badges) and the rule book into ``out_dir``.
    """
    written: list[Path] = []
    for name, data in files.items():
        (out_dir / name).parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, bytes):
            (out_dir / name).write_bytes(data)
        else:
            (out_dir / name).write_text(data, encoding="utf-8")
        written.append(Path(name))
    for name, page in generated.items():
        if name in hand:
            opening = hand[name].rstrip() + "\n\n"
        else:
            opening = f"# {page.title}\n\n" + "\n".join(page.intro) + "\n\n"
        if page.front:
            opening = f"---\n{page.front}\n---\n\n" + opening
        path = out_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        text = opening + "\n".join(page.body).rstrip() + "\n"
        path.write_text(re.sub(r"\n{3,}", "\n\n", text), encoding="utf-8")
        written.append(Path(name))
    for name, text in hand.items():
        if name not in generated:
            (out_dir / name).write_text(text, encoding="utf-8")
            written.append(Path(name))
    for src in sorted(p for p in STATIC.rglob("*") if p.is_file()):
        asset = src.relative_to(STATIC)
        (out_dir / asset).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, out_dir / asset)
        written.append(asset)
    written += write_kit(out_dir, cases=cases, records=model.run.records)
    written += write_tryit(out_dir, hands_root=features_dir.parent)
    written += write_rulebook(out_dir, status=lambda rid, v: model.rule_tally(rid, v).status,
                              records=model.run.records, templates=pages_dir / "play", hands_root=features_dir.parent)
    weigh_pages(out_dir, written)
    return written


def _print_summary(summary: SiteSummary) -> None:
    def line(label: str, c: Counts) -> str:
        return (f"{label:<34} {c.rules:>4} rules  {c.with_case:>4} with a case  {c.passing:>4} passing"
                f"  {c.failing:>4} failing  {c.untested:>4} untested  {c.not_offered:>4} not offered")

    if summary.run is None:
        print("no run was found: every rule is untested")
    print(line("all rules", summary.overall))
    for v, c in summary.by_variant.items():
        print(line(f"variant {v}", c))
    for code, c in summary.by_area.items():
        print(line(f"area {code}", c))
    for r in summary.failing_cases:
        print(f"{r.status.upper()}: {', '.join(r.rules) or '-'} [{r.variant or '-'}] {r.where}: {r.message or ''}")


RESULTS_HELP = """\
What a results file may hold. Refused with exit status 2 and one line on stderr, leaving an earlier site
as it was: a folder or a missing file (a bad argument, 'PROG: error: --results PATH: ...'); a file that
is not UTF-8 or not JSON, is nested too deep or gives a key twice in one object; a header.format other
than 1; anything else the results schema (spec/schema/results.schema.json) does not allow; a record
naming a rule ID, conflict or variant the catalogue does not define (each 'error: FILE: FIELD (RECORD):
PROBLEM'). Used, with one line 'warning: FILE: ...' on stderr and a note on the summary page: results of
another corpus version (header.corpus.version), and records of scenarios no longer in the corpus (they
count for their rules only). A spec, feature, fixture or page file that cannot be used is refused like a
bad results file ('error: FILE:LINE: FIELD: PROBLEM [RULE]', exit status 2)."""


def _as_interrupt(signum: int, _frame: object) -> None:
    signal.signal(signum, signal.SIG_IGN)
    raise KeyboardInterrupt(signal.Signals(signum).name)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``--results PATH`` (optional, repeatable), ``--out DIR`` (default ``build/docs``), ``--summary``.

    Returns 0 once the pages are written (each warning printed as one line ``warning: ...`` on
    stderr), 2 with one line ``error: ...`` on stderr when an input cannot be used
    (:data:`INPUT_ERRORS`) or the pages cannot be written; a bad command line is refused in one line
    with status 2 too, and so is an interruption (SIGINT, SIGTERM, SIGHUP), the earlier pages left as they
    were. See :data:`RESULTS_HELP`.
    """
    parser = OneLineParser(prog="python -m five_hundred_site", description="Write the Markdown pages of the spec site.",
                           epilog=RESULTS_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--results", type=Path, action="append", default=[], metavar="PATH",
                        help="results file of `pytest --results` (repeatable: the first gives the rule pages' "
                             "statuses, all of them appear on implementations.md)")
    parser.add_argument("--out", type=Path, default=Path("build/docs"), metavar="DIR",
                        help="directory to write the pages into (default build/docs)")
    parser.add_argument("--summary", action="store_true", help="also print the rule counts and failing cases")
    parser.add_argument("--cases", type=Path, default=None, metavar="PATH",
                        help="the cases of `python -m five_hundred_suite export` to publish on the test-your-engine page")
    args = parser.parse_args(argv)
    for path in args.results:
        if path.is_dir():
            parser.error(f"--results {clip(str(path), 200)}: is a folder, not a results file")
        if not path.exists():
            parser.error(f"--results {clip(str(path), 200)}: no such file")
    above = next((p for p in (args.out, *args.out.parents) if p.exists()), None)
    if above is not None and not above.is_dir():
        where = "is a file" if above == args.out else f"{clip(str(above), 200)} is a file"
        parser.error(f"--out {clip(str(args.out), 200)}: {where}, not a folder")
    for signum in (signal.SIGTERM, signal.SIGHUP):  # as Ctrl-C: the pages half written are removed
        if signal.getsignal(signum) is not signal.SIG_IGN:
            signal.signal(signum, _as_interrupt)
    try:
        summary = generate(args.results[0] if args.results else None, args.out, more_results=args.results[1:],
                           cases=args.cases)
    except KeyboardInterrupt as e:
        name = e.args[0] if e.args else "SIGINT"
        print(f"error: interrupted by {name}; {clip(str(args.out), 200)} is left as it was", file=sys.stderr)
        return 2
    except INPUT_ERRORS as e:
        print(f"error: {clip(str(e), 500)}", file=sys.stderr)
        return 2
    except OSError as e:
        where = f"{clip(str(e.filename), 200)}: " if e.filename else ""
        print(f"error: cannot write the site into {clip(str(args.out), 200)}: {where}{e.strerror or e}", file=sys.stderr)
        return 2
    for warning in summary.warnings:
        print(f"warning: {clip(warning, 500)}", file=sys.stderr)
    if args.summary:
        _print_summary(summary)
    print(f"wrote {len(summary.pages)} pages to {args.out}")
    return 0
