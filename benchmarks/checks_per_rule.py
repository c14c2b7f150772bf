"""Benchmark: how many independent checks of the compiled corpus each rule has, per variant.

    python benchmarks/checks_per_rule.py [--cases build/cases.jsonl] [--variant V] [--min N]

The cases are those ``run`` checks (:func:`five_hundred_suite.cases.compiled_corpus`, compiled once
and cached, or the export given with ``--cases``), and the records they make are those of
:func:`five_hundred_suite.cases.listing.items`, so a rule is counted exactly where ``run`` would charge it.
A check is *independent* when it is its own case, not a repeat of another:

* a **scenario** (one Gherkin scenario, or one row of its Examples, under one variant) counts once for
  a rule when at least one of its conformance checks (``expect`` that is not a diagnostic citation)
  charges that rule; two scenarios whose scripts are the same (the same opening, requests and checks,
  the step wording aside) count once together;
* a **recorded hand** (``features/hands/``) counts once for a rule one of its stages is charged to
  (its five stages are one hand, not five checks);
* a **perft position** (``features/perft/``) counts once for a rule it is charged to, whatever the
  number of depths it pins.

Rules are those of the catalogue (``spec/rules/*.yaml``) that belong to the variant. A rule switched
on by options none of which the variant offers is *not offered* and left out of the figures (listed
apart), and so is an *informative* rule, which says what the game leaves unmodelled. Prints a table
per variant (scenarios, hands, perft, total; a ``<`` marks a total under ``--min``, default 3), then
the rules under it, the rules under it on scenarios alone (a recorded hand or a perft count only
shows that what was played is allowed, so an engine that allows too much passes it) and the totals. Never a timed test: figures only.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from five_hundred_suite.cases import ExportError, compiled_corpus, read_cases
from five_hundred_suite.cases.listing import items
from five_hundred_suite.catalogue import Rule, rules, variants

KINDS = ("scenario", "hand", "perft")


def script_key(case: dict[str, Any]) -> str:
    """What makes a scenario case the check it is: its opening, requests and conformance checks,
    without the wording of its steps and checks (two scenarios with the same key repeat one check).
    """
    script = []
    for entry in case["steps"]:
        if "request" in entry:
            script.append({"request": {k: v for k, v in entry["request"].items() if k != "id"}})
        elif not entry["expect"].get("diagnostic"):
            script.append({"expect": {k: v for k, v in entry["expect"].items() if k not in ("what", "rules")}})
    return json.dumps([case["variant"], case["options"], case["setup"], script], sort_keys=True)


def scenario_rules(case: dict[str, Any]) -> set[str]:
    """The rules the conformance checks of a scenario case charge (diagnostic citations left out)."""
    return {r for e in case["steps"] if "expect" in e and not e["expect"].get("diagnostic")
            for r in e["expect"]["rules"]}


def count_checks(cases: Iterable[dict[str, Any]]) -> dict[tuple[str, str], dict[str, set[str]]]:
    """For each (variant, rule): the keys of its independent checks by kind (``scenario``, ``hand``, ``perft``)."""
    found: dict[tuple[str, str], dict[str, set[str]]] = defaultdict(lambda: {k: set() for k in KINDS})
    for item in items(cases):
        case = item.data
        kind = case["kind"]
        if item.variant is None:
            continue
        if kind == "scenario":
            charged, key = scenario_rules(case), script_key(case)
        else:
            charged, key = set(item.rules), case["id"]
        for rule_id in charged:
            found[(item.variant, rule_id)][kind].add(key)
    return found


def offered(rule: Rule, variant: str) -> bool:
    """Whether ``variant`` plays ``rule``: it belongs to it and, for a rule of options, it offers one of them."""
    return variant in rule.variants and (not rule.options or any(o in variants()[variant].get("options", {})
                                                                 for o in rule.options))


def report(cases: Sequence[dict[str, Any]], chosen: Sequence[str], minimum: int) -> list[tuple[str, str, int]]:
    """Print the tables; return the (variant, rule, total) under ``minimum``."""
    found = count_checks(cases)
    thin: list[tuple[str, str, int]] = []
    thin_scenarios: list[tuple[str, str, int]] = []
    grand = {k: 0 for k in KINDS}
    for variant in chosen:
        print(f"\n== {variant}")
        print(f"{'rule':<11} {'scenarios':>9} {'hands':>5} {'perft':>5} {'total':>5}")
        left_out: list[str] = []
        counted = 0
        for rule in rules().values():
            if variant not in rule.variants:
                continue
            if not offered(rule, variant) or rule.status == "informative":
                left_out.append(f"{rule.id} ({'informative' if rule.status == 'informative' else 'not offered'})")
                continue
            counted += 1
            by_kind = found.get((variant, rule.id), {k: set() for k in KINDS})
            n = {k: len(by_kind[k]) for k in KINDS}
            total = sum(n.values())
            for k in KINDS:
                grand[k] += n[k]
            if total < minimum:
                thin.append((variant, rule.id, total))
            if n["scenario"] < minimum:
                thin_scenarios.append((variant, rule.id, n["scenario"]))
            mark = " <" if total < minimum else ""
            print(f"{rule.id:<11} {n['scenario']:>9} {n['hand']:>5} {n['perft']:>5} {total:>5}{mark}")
        print(f"{counted} rules counted; left out: {', '.join(left_out) or 'none'}")
    print(f"\nrules under {minimum} checks: {len(thin)}")
    for variant, rule_id, total in thin:
        print(f"  {variant:<13} {rule_id:<11} {total}")
    print(f"rules under {minimum} scenario checks (recorded hands and perft aside, which no permissive engine "
          f"fails): {len(thin_scenarios)}")
    for variant, rule_id, total in thin_scenarios:
        print(f"  {variant:<13} {rule_id:<11} {total}")
    print(f"checks (rule x variant): {sum(grand.values())} = {grand['scenario']} scenario + "
          f"{grand['hand']} hand + {grand['perft']} perft")
    return thin


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module docstring); exit status 2 when the cases cannot be read."""
    parser = argparse.ArgumentParser(description="Independent checks per rule and variant of the compiled corpus.")
    parser.add_argument("--cases", type=Path, help="the compiled cases (export); default: the cached corpus")
    parser.add_argument("--variant", action="append", choices=sorted(variants()),
                        help="a variant to count (repeatable; default: every variant)")
    parser.add_argument("--min", type=int, default=3, help="the fewest checks a rule should have (default 3)")
    args = parser.parse_args(argv)
    try:
        cases = read_cases(args.cases) if args.cases else compiled_corpus(echo=lambda line: print(line, file=sys.stderr))
    except (ExportError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    report(cases, args.variant or sorted(variants()), args.min)
    return 0


if __name__ == "__main__":
    sys.exit(main())
