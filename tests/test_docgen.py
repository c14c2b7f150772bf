"""The generated parts of the hand-written pages: current, complete, and rewritten when stale."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd.steps import step_function_context_registry

from five_hundred_suite import docgen, glossary
from five_hundred_suite.catalogue import ROOT


def test_the_generated_parts_of_the_pages_are_up_to_date() -> None:
    stale = [str(p.relative_to(ROOT)) for p in docgen.stale()]
    assert not stale, f"out of date: {stale}; run python -m five_hundred_suite.docgen"


def _rows() -> dict[tuple[str, str], str]:
    """The refusal table as (request, rule) -> its situations."""
    rows = {}
    for line in docgen.refusal_table().splitlines()[2:]:
        request, rule, _, _, situations = (c.strip() for c in line.strip("|").split(" | "))
        rows[(request, rule.strip("`"))] = situations
    return rows


def test_the_refusal_table_gives_each_situation_its_rule() -> None:
    rows = _rows()
    assert "A bid that does not outrank the standing bid is refused" in rows[("`act`: a bid", "BID-02")]
    assert "Leading a card the leader does not hold is refused" in rows[("`act`: a card played", "DECIDE-20")]
    # out of turn, moment by moment
    assert "A call before N's is refused" in rows[("`act`: a bid", "BID-01")]
    assert "A discard by a player who is not the contractor is refused" in rows[("`act`: the discard", "KITTY-01")]
    assert "The eldest hand may not lead when another player is contractor" in rows[("`act`: a card played", "PLAY-01")]
    assert "Leading to trick 2 when N won trick 1 is refused" in rows[("`act`: a card played", "PLAY-06")]
    assert "Playing to a trick out of turn is refused" in rows[("`act`: a card played", "SEAT-03")]
    assert "Playing from the partner's hand is refused" in rows[("`act`: a card played", "MIS-01")]
    assert "A pack with a second joker is refused" in rows[("`open`: the pack or the hands to deal", "DECK-04")]
    assert ("`first-dealer`: the cards drawn", "DEALER-02") in rows
    # every refusal step of the corpus is in it
    assert {(docgen.REQUESTS[r.request], r.rule) for r in docgen.refusals()} == set(rows)


def test_the_refusal_table_is_in_the_protocol_page() -> None:
    page = (ROOT / "spec" / "pages" / "protocol.md").read_text("utf-8")
    assert docgen.refusal_table() in page


def test_a_stale_part_is_found_and_rewritten(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# A page\n\n<!-- generated: refusals (python -m five_hundred_suite.docgen) -->\n| old |\n"
                    "<!-- end of generated: refusals -->\n\nAfter.\n", encoding="utf-8")
    assert docgen.stale(tmp_path) == [page]
    page.write_text(docgen.render(page.read_text("utf-8")), encoding="utf-8")
    assert docgen.stale(tmp_path) == []
    text = page.read_text("utf-8")
    assert "| old |" not in text and "`BID-02`" in text and text.endswith("After.\n")


def test_a_part_without_an_end_or_of_no_known_kind_is_refused() -> None:
    with pytest.raises(docgen.DocgenError, match="no end marker"):
        docgen.render("<!-- generated: refusals (python -m five_hundred_suite.docgen) -->\n| x |\n")
    with pytest.raises(docgen.DocgenError, match="unknown generated part 'nothing'"):
        docgen.render("<!-- generated: nothing (python -m five_hundred_suite.docgen) -->\n"
                      "<!-- end of generated: nothing -->")


def test_a_refusal_of_no_known_request_is_refused(tmp_path: Path) -> None:
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "x.feature").write_text(
        "@australian\nFeature: X\n\n  @BID-02\n  Scenario: Y\n    Then the action is refused under BID-02\n",
        encoding="utf-8")
    with pytest.raises(docgen.DocgenError, match=r"features/x.feature:6: a refusal of no request"):
        docgen.refusals(tmp_path / "features")


# --- the glossary of steps (spec/pages/steps.md) -------------------------------------------


def _registered() -> list[Any]:
    """The step definitions pytest-bdd binds the corpus with."""
    from tests import conftest

    for module in conftest.pytest_plugins:
        importlib.import_module(module)
    return [c for c in step_function_context_registry.values() if c.step_func.__module__.startswith("tests.steps.")]


def test_the_glossary_lists_every_step_definition_with_an_example_it_matches() -> None:
    found = glossary.definitions()
    registered = _registered()
    assert len(found) == len(registered) == len({(d.kind, d.where) for d in found})
    table = glossary.steps_table()
    for d in found:
        assert f"| `{d.kind.capitalize()} {d.phrase}` | {d.doc}" in table.replace("\\|", "|"), d.where
    examples = re.findall(r"\| `(Given|When|Then) ([^`]*)`<br>", table)
    unused = re.findall(r"^\| `([^`]*)` \|.*\| \(no scenario uses it at present\) \|$", table, re.M)
    # a deal table written out is kept for a deal used once; every deal used today is named
    assert unused == ["Given {dealer:Seat} deals these hands:"]
    assert len(examples) == len(found) - len(unused)
    for word, text in examples:
        matching = [c for c in registered if c.type == word.lower() and c.parser.is_matching(text)]
        assert len(matching) == 1, f"{word} {text!r} is matched by {len(matching)} definitions"
    assert "| `Then {side} win the game ({reason})` |" in table  # a regular expression, made readable
    # a named position's phrase shows a real use of a name of features/deals.yaml
    assert re.search(r'\| `Given the position "\{name:Name\}"` \|[^\n]*`Given the position "[a-z0-9-]+"`<br>features/', table)
    assert "| `{name:Seat}` | `[NESW]|P[1-9]` |" in table


def test_the_glossary_lists_each_named_deal_and_position_where_it_is_used() -> None:
    table = glossary.named_table()
    assert "| `e-seven-hearts` |" in table and "features/auction/ladder.feature (18)" in table
    assert "| `n-7nt-trick-10` |" in table
    assert "`dealer W, N 7NT | N JK, E QC, S 9C, W 8H | discards 5S 4D 4H | N AS 9S 6S 5C," in table
    assert "features/play/joker-no-trumps.feature (2)" in table


def test_a_step_without_a_docstring_is_refused(tmp_path: Path) -> None:
    (tmp_path / "__init__.py").write_text('TYPES = {"Seat": _Pattern(r"[NESW]")}\n', encoding="utf-8")
    (tmp_path / "some.py").write_text(
        'from pytest_bdd import parsers, then\n\n\n@then(parsers.parse("{seat:Seat} deals"))\n'
        "def _(seat: str) -> None:\n    pass\n", encoding="utf-8")
    with pytest.raises(glossary.GlossaryError, match=r"some.py:4: the step '\{seat:Seat\} deals' has no docstring"):
        glossary.definitions(tmp_path)


def test_a_regular_expression_step_reads_as_a_phrase() -> None:
    assert glossary._readable(r"(?P<side>[A-Z]{2}) win the game \((?P<reason>[a-z0-9_]+)\)") == \
        "{side} win the game ({reason})"
    assert glossary._readable(r"the contract is (?P<verdict>made|lost)") == "the contract is {verdict}"


def test_a_named_deal_is_a_deal_for_the_refusal_table() -> None:
    assert docgen._request('the deal "e-seven-hearts"') == "deal"
    assert docgen._request('the position "n-7nt-to-nominate"') is None
