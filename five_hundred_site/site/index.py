"""The home page and the sources page."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from five_hundred_suite.catalogue import (
    areas,
    rules,
    sources,
    variants,
)

from ..marks import FAIL_ICON, NA_ICON, NONE_ICON, PASS_ICON
from ..records import Counts
from ..render import md_text as _esc
from ..render import render
from ..spec import variant_ids
from .inputs import source_anchor
from .model import MARKS, SiteModel, _variant_title
from .page import _Page


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
        cards = sum(len(pack.get(suit, ())) for suit in "SCDH") + int(pack.get("jokers", 0))  # DECK-01, DECK-04
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


