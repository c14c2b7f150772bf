"""The area pages and each rule's own page: its statement, sources, marks and scenarios."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from five_hundred_suite.catalogue import (
    Area,
    Rule,
    areas,
)
from five_hundred_suite.features import scenario_anchor

from ..marks import FAILING_STATUSES, RECORD_MARK, RULE_MARK, SCENARIO_MARK
from ..records import Record, Tally
from ..render import md_text as _esc
from ..render import render
from ..rulebook import drawn, rule_hands
from .links import _para
from .model import SiteModel, _variant_title
from .page import _Page
from .sections import AreaPage, OtherCheck, RuleSection, ScenarioEntry


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
            _fenced(sc.text, "gherkin"), *_tries(model, sc.key)))
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


def _tries(model: SiteModel, key: str) -> tuple[tuple[tuple[str, str, str], ...], str]:
    """The *Try this case* links of a scenario on a rule's page, and why its other cases have none."""
    tries = model.tries.get(key, ())
    return (tuple((t.case, _esc(t.label), f"../{t.target}") for t in tries if t.target is not None),
            next((t.reason for t in tries if t.reason), ""))


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


