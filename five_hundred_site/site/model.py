"""The model the pages are written from: a run's records joined to the scenarios and rules they check."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from five_hundred_suite.catalogue import (
    rules,
    variants,
)
from five_hundred_suite.features import Scenario, scenario_anchor, scenario_key
from five_hundred_suite.fixtures import HandFixture

from ..marks import FAILED, NOT_OFFERED, PASSED, RULE_MARK, UNTESTED
from ..records import Record, Run, Tally
from ..render import md_text as _esc
from ..trycases import TryLink
from .links import _Links


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
    tries: Mapping[str, tuple[TryLink, ...]] = field(default_factory=dict)
    """The *Try this case* links of each scenario's cases, by its key (none without the compiled corpus)."""
    warnings: tuple[str, ...] = ()
    """What to read the results with, shown on the summary page (see :attr:`SiteSummary.warnings`)."""
    _rank: dict[str, int] = field(default_factory=dict, init=False, repr=False)
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
        self._rank = {rid: i for i, rid in enumerate(self.links.rules)}
        checking: dict[str, list[Scenario]] = defaultdict(list)
        for sc in self.scenarios:
            for rid in sc.rules:  # each once (Scenario.rules)
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
        return min((r for r in sc.rules if r in self._rank), key=self._rank.__getitem__, default=None)

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


