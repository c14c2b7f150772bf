"""The implementers' contract, spec/pages/protocol.md: its generated blocks are up to date and say
what the data says; game-end reasons agree across catalogue, engine, schema and corpus; options
an engine knows but does not play are declared gaps.
"""

from __future__ import annotations

import re

import pytest
import yaml

from five_hundred_suite.adapter import ImplementationSkipped, ReferenceImplementation, Refused
from five_hundred_suite.catalogue import FEATURES, SPEC, variants
from five_hundred_suite.docgen import BLOCKS, render
from five_hundred_suite.features import scenarios
from five_hundred_suite.protocol.tables import GENERATORS, PAGE, reason_problems, reasons


def test_the_protocol_page_has_each_part_of_the_contract() -> None:
    text = PAGE.read_text("utf-8")
    for name in GENERATORS:
        assert f"<!-- generated: {name} (python -m five_hundred_suite.docgen) -->" in text
        assert f"<!-- end of generated: {name} -->" in text
    assert set(GENERATORS) <= set(BLOCKS)


def test_a_stale_part_of_the_contract_is_rewritten() -> None:
    text = PAGE.read_text("utf-8")
    stale = text.replace("| `var:no-misere` |", "| `var:no-misery` |")
    assert stale != text
    assert render(stale) == text


def _block(name: str) -> str:
    text = PAGE.read_text("utf-8")
    return text.split(f"<!-- generated: {name} (python -m five_hundred_suite.docgen) -->")[1].split(
        f"<!-- end of generated: {name} -->")[0]


def test_every_option_is_documented_with_its_variants() -> None:
    block = _block("options")
    options = yaml.safe_load((SPEC / "options.yaml").read_text("utf-8"))["options"]
    rows = {line.split("|")[1].strip(" `"): line for line in block.splitlines() if line.startswith("| `")}
    assert set(rows) == {o["key"] for o in options}
    for o in options:
        cells = [c.strip() for c in rows[o["key"]].split("|")]
        assert cells[3] == ", ".join(o["variants"]), o["key"]
        plays = [v for v in o["variants"] if o["key"] in variants()[v]["options"]]
        assert cells[4] == (", ".join(plays) or "none yet (answers `skipped`)"), o["key"]


def _refuses_the_draw(vid: str) -> bool:
    """Whether a scenario of variant ``vid`` checks that a draw for the first dealer is refused under DEALER-01."""
    refusal = "the draw is refused under DEALER-01"
    for sc in scenarios():
        steps = " ".join(step.text for step in sc.steps)
        if vid not in sc.tags or "the players draw" not in steps:
            continue
        if refusal in steps and not sc.rows:
            return True
        if any(row.get("variant", vid) == vid and refusal in " ".join(row.values()) for row in sc.examples):
            return True
    return False


def test_first_dealer_per_variant_and_the_corpus_refuses_the_draw_where_the_dealer_is_given() -> None:
    block = _block("first-dealer")
    for vid, data in variants().items():
        row = next(line for line in block.splitlines() if line.startswith(f"| `{vid}` |"))
        if data["first_dealer"] == "given":
            assert "a refusal" in row and "DEALER-01" in row
            assert _refuses_the_draw(vid), f"no scenario checks that {vid} refuses a draw for the first dealer"
        else:
            assert "the seat that deals" in row and "DEALER-02" in row


def test_game_end_reasons_agree_across_catalogue_engine_schema_and_corpus() -> None:
    assert reason_problems() == []
    named = set(reasons())
    assert {"made_contract_500", "went_backwards", "reached_500", "contractor_tie_break",
            "trick_order_tie_break", "no_winner"} == named
    block = _block("reasons")
    assert all(f"| `{name}` |" in block for name in named)
    used = set()
    for path in FEATURES.rglob("*.feature"):
        used |= set(re.findall(r"wins? the game \(([a-z0-9_]+)\)", path.read_text("utf-8")))
    assert used and used <= named, f"the corpus names reasons DECIDE-35 does not: {sorted(used - named)}"
    assert "three_player" not in " ".join(named), "reason names fit partnerships and players alike"


def test_a_known_option_the_engine_does_not_play_is_a_declared_gap_and_an_unknown_one_a_refusal() -> None:
    engine = ReferenceImplementation()
    with pytest.raises(ImplementationSkipped, match="opt:blind-misere"):
        engine.pack("australian", ["opt:blind-misere"])
    with pytest.raises(Refused, match="no-such-option"):
        engine.pack("australian", ["no-such-option"])
    with pytest.raises(Refused, match="american-bidding"):
        engine.pack("three-player", ["american-bidding"])  # in the catalogue, but not for this variant
    assert len(engine.pack("australian", ["var:no-misere"])) == 43


def test_parse_card_reads_the_notation_and_the_variant_aware_requests_check_the_pack() -> None:
    engine = ReferenceImplementation()
    assert [engine.parse_card(t) for t in ("3S", "2h", "4S")] == ["3S", "2H", "4S"]
    with pytest.raises(Refused, match="1H"):
        engine.parse_card("1H")
    with pytest.raises(Refused, match="4S is not in the 43-card pack of australian") as refused:
        engine.trick_winner("australian", "7H", ["4S", "AS", "KS", "QS"], None, None)
    assert refused.value.rule == "DECK-01"
    with pytest.raises(Refused, match="3S is not in the 33-card pack of three-player"):
        engine.effective_suit("three-player", "7H", "3S", None)
    assert engine.trick_winner("three-player", "7H", ["7S", "AS", "KS"], None, None) == 1
