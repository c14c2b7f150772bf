"""The options page: every optional rule and the variants that offer it."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..marks import RULE_MARK, SCENARIO_MARK
from ..records import Tally
from ..render import render
from .base import KIND_INTROS, KIND_TITLES
from .inputs import option_anchor
from .links import _Links, _para
from .model import SiteModel
from .page import _Page


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


