"""Checks on the corpus and the catalogue themselves: IDs, tags, names and steps.

These fail when a file names a rule, conflict, option, source or variant that
the catalogue does not define, when a scenario has no rule or no variant, and
when a step line is matched by no step definition or by more than one.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from five_hundred.datafile import load_yaml
from gherkin.parser import Parser
from pytest_bdd.steps import step_function_context_registry

from five_hundred_suite.catalogue import FEATURES, ROOT, RULE_ID, SPEC, areas, rule_ids, rules, sources, variants

CONFLICT_ID = re.compile(r"\bC-\d{2}\b")


@dataclass(frozen=True)
class Scenario:
    """One scenario (or outline) of a feature file, with its effective tags."""

    path: Path
    name: str
    line: int
    tags: frozenset[str]
    steps: tuple[tuple[str, str, int], ...]  # (keyword type, text, line)
    rows: tuple[dict[str, str], ...]
    examples_tagged: bool


def _tags(node: dict[str, Any]) -> set[str]:
    return {t["name"].lstrip("@") for t in node.get("tags", [])}


def _scenarios() -> Iterator[Scenario]:
    for path in sorted(FEATURES.rglob("*.feature")):
        doc: dict[str, Any] = dict(Parser().parse(path.read_text(encoding="utf-8")))
        feature: dict[str, Any] = doc["feature"]
        ftags = _tags(feature)
        background: list[dict[str, Any]] = []
        for child in feature["children"]:
            yield from _from_child(path, child, ftags, background)


def _from_child(path: Path, child: dict[str, Any], tags: set[str], background: list[dict[str, Any]]) -> Iterator[Scenario]:
    if "background" in child:
        background.extend(child["background"]["steps"])
    elif "rule" in child:
        rule = child["rule"]
        rule_background: list[dict[str, Any]] = list(background)
        for sub in rule["children"]:
            yield from _from_child(path, sub, tags | _tags(rule), rule_background)
    elif "scenario" in child:
        sc = child["scenario"]
        steps: list[tuple[str, str, int]] = []
        kind = "given"
        for st in [*background, *sc["steps"]]:
            word = st["keyword"].strip().lower()
            if word in ("given", "when", "then"):
                kind = word
            steps.append((kind, st["text"], st["location"]["line"]))
        rows: list[dict[str, str]] = []
        examples_tagged = False
        for ex in sc.get("examples", []):
            examples_tagged |= bool(ex.get("tags"))
            header = [c["value"] for c in ex["tableHeader"]["cells"]] if ex.get("tableHeader") else []
            rows += [dict(zip(header, [c["value"] for c in r["cells"]], strict=True)) for r in ex.get("tableBody", [])]
        yield Scenario(path, sc["name"], sc["location"]["line"], frozenset(tags | _tags(sc)), tuple(steps),
                       tuple(rows), examples_tagged)


SCENARIOS = list(_scenarios())


def _where(sc: Scenario) -> str:
    return f"{sc.path.relative_to(ROOT)}:{sc.line} {sc.name!r}"


def test_catalogue_ids_are_numbered_without_gaps() -> None:
    for area in areas():
        numbers = [int(r.id.split("-")[1]) for r in area.rules]
        assert numbers == list(range(1, len(numbers) + 1)), f"{area.code}: {numbers}"


def test_catalogue_citations_resolve() -> None:
    conflicts = {c["id"] for c in load_yaml(SPEC / "conflicts.yaml")["conflicts"]}
    for rule in rules().values():
        for src in rule.sources:
            assert src["source"] in sources(), f"{rule.id} cites unknown source {src['source']!r}"
        for c in rule.conflicts:
            assert c in conflicts, f"{rule.id} names unknown conflict {c}"
        for r in rule.related:
            assert r in rule_ids(), f"{rule.id} relates to unknown rule {r}"
        for v in rule.variants:
            assert v in variants(), f"{rule.id} applies to unknown variant {v}"


def test_options_are_documented_once_and_offered_by_their_variants() -> None:
    options = load_yaml(SPEC / "options.yaml")["options"]
    keys = [o["key"] for o in options]
    assert len(keys) == len(set(keys)), "an option is documented twice"
    by_key = {o["key"]: o for o in options}
    for o in options:
        unknown = [v for v in o["variants"] if v not in variants()]
        assert not unknown, f"{o['key']} names unknown variants {unknown}"
    for vid, data in variants().items():
        for key in data["options"]:
            assert key in by_key, f"{vid} offers {key}, which spec/options.yaml does not document"
            assert vid in by_key[key]["variants"], f"{key} is offered by {vid} but documented only for {by_key[key]['variants']}"


FILES = [
    *sorted((ROOT / "reference_impl").rglob("*.py")),
    *sorted((ROOT / "five_hundred_suite").rglob("*.py")),
    *sorted((ROOT / "tests").rglob("*.py")),
    *sorted((ROOT / "benchmarks").rglob("*.py")),
    *sorted(FEATURES.rglob("*.feature")),
    *sorted(FEATURES.rglob("*.yaml")),
    *sorted(SPEC.rglob("*.yaml")),
    *sorted(SPEC.rglob("*.md")),
    ROOT / "README.md",
]


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_rule_id_named_anywhere_is_in_the_catalogue(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    named = set(RULE_ID.findall(text))
    if path.is_relative_to(ROOT / "tests"):
        named = {m for m in named if not m.endswith("-99")}  # tests use NN-99 as the deliberately unknown ID
    unknown = sorted(named - rule_ids())
    assert not unknown, f"{path.relative_to(ROOT)} names rules the catalogue does not define: {unknown}"


def test_every_scenario_names_a_rule_and_a_variant() -> None:
    problems = []
    for sc in SCENARIOS:
        if not any(RULE_ID.fullmatch(t) for t in sc.tags):
            problems.append(f"{_where(sc)} has no rule-ID tag")
        if not any(t in variants() for t in sc.tags):
            problems.append(f"{_where(sc)} has no variant tag")
        if sc.examples_tagged:
            problems.append(f"{_where(sc)} has tags on an Examples table (pytest-bdd does not apply them)")
    assert not problems, "\n".join(problems)


def test_scenario_names_are_unique_within_a_feature() -> None:
    counts = Counter((sc.path, sc.name) for sc in SCENARIOS)
    repeated = [f"{p.relative_to(ROOT)}: {n!r}" for (p, n), k in counts.items() if k > 1]
    assert not repeated, "pytest-bdd silently merges scenarios of the same name:\n" + "\n".join(repeated)


def _step_contexts() -> list[Any]:
    from tests import conftest

    for module in conftest.pytest_plugins:
        importlib.import_module(module)
    return list(step_function_context_registry.values())


def test_every_step_matches_exactly_one_definition() -> None:
    contexts = _step_contexts()
    problems = []
    for sc in SCENARIOS:
        for kind, text, line in sc.steps:
            for row in sc.rows or ({},):
                filled = text
                for k, v in row.items():
                    filled = filled.replace(f"<{k}>", v)
                matches = [c for c in contexts if c.type in (kind, None) and c.parser.is_matching(filled)]
                if len(matches) != 1:
                    what = "no definition" if not matches else f"{len(matches)} definitions"
                    problems.append(f"{sc.path.relative_to(ROOT)}:{line}: {kind} {filled!r} matches {what}")
                    break
    assert not problems, "\n".join(problems[:30])


def test_every_conflict_decides_for_every_variant() -> None:
    conflicts = load_yaml(SPEC / "conflicts.yaml")["conflicts"]
    missing = [f"{c['id']}: {v}" for c in conflicts for v in variants() if v not in c["decision"]]
    assert not missing, "conflicts without a decision for a variant (n/a is a decision):\n" + "\n".join(missing)


def test_scenarios_run_only_under_variants_their_rules_apply_to() -> None:
    problems = []
    for sc in SCENARIOS:
        if any("variant" in row for row in sc.rows):
            continue  # each row names its own variant
        for v in sorted(t for t in sc.tags if t in variants()):
            stray = sorted(t for t in sc.tags if RULE_ID.fullmatch(t) and v not in rules()[t].variants)
            if stray:
                problems.append(f"{_where(sc)} runs under {v} but checks {stray}, which do not apply to {v}")
    assert not problems, "\n".join(problems[:40])
