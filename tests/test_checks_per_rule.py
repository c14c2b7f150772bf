"""``benchmarks/checks_per_rule.py``: what counts as an independent check of a rule."""

from __future__ import annotations

import copy
import importlib.util
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "checks_per_rule.py"


def _module() -> Any:
    spec = importlib.util.spec_from_file_location("checks_per_rule", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _scenario(name: str, action: str, *, rules: list[str], diagnostic_only: bool = False) -> dict[str, Any]:
    check: dict[str, Any] = {"on": "r2", "path": ["ok"], "op": "equals", "value": False, "what": f"{action} refused",
                             "rules": rules}
    if diagnostic_only:
        check = {**check, "path": ["refused", "rule"], "value": rules[0], "diagnostic": True}
    return {
        "id": f"kitty/x.feature/{name}@australian", "kind": "scenario", "test_id": f"tests/test_corpus.py::{name}",
        "rules": rules, "variant": "australian", "options": [], "setup": {"dealer": "W"},
        "steps": [
            {"step": "Given the deal", "request": {"id": "r1", "kind": "setup", "cmd": "open", "args": {}}},
            {"step": f"When {name}", "request": {"id": "r2", "kind": "action", "cmd": "act",
                                                   "args": {"action": action}}},
            {"step": f"Then {name}", "expect": check},
        ],
    }


def _hand(rules: list[str]) -> dict[str, Any]:
    return {"id": "hands/australian/AU-9999", "kind": "hand", "rules": rules, "variant": "australian",
            "options": [], "setup": {}, "hand": {}}


def test_scenarios_with_the_same_script_count_once_and_citations_not_at_all() -> None:
    m = _module()
    first = _scenario("a", "N discard KS QS KC", rules=["KITTY-01"])
    reworded = copy.deepcopy(first)
    reworded["id"], reworded["steps"][2]["step"] = "kitty/x.feature/b@australian", "Then worded otherwise"
    reworded["steps"][2]["expect"]["what"] = "said another way"
    other = _scenario("c", "W discard 7S 6S 6C", rules=["KITTY-01"])
    cited = _scenario("d", "E discard 4D", rules=["KITTY-04"], diagnostic_only=True)
    found = m.count_checks([first, reworded, other, cited])
    assert len(found[("australian", "KITTY-01")]["scenario"]) == 2
    assert ("australian", "KITTY-04") not in found


def test_a_recorded_hand_counts_once_for_a_rule_of_its_stages() -> None:
    found = _module().count_checks([_hand(["KITTY-02", "SCORE-02"])])
    assert {k: len(v) for k, v in found[("australian", "KITTY-02")].items()} == {"scenario": 0, "hand": 1, "perft": 0}
    assert len(found[("australian", "SCORE-02")]["hand"]) == 1


def test_a_rule_of_an_option_the_variant_lacks_is_not_offered(capsys: Any) -> None:
    m = _module()
    thin = m.report([_hand(["KITTY-02"])], ["australian"], 3)
    out = capsys.readouterr().out
    assert "BID-16 (not offered)" in out
    assert ("australian", "KITTY-02", 1) in thin
    assert not any(rule == "BID-16" for _, rule, _ in thin)
