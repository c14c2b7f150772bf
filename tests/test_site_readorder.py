"""The how-to-play pages read in order, and the catalogue's links read both ways: every conflict-to-rule link
has its link back on the rule's page, every decision a rule follows is cited, each suit's trump ranking is drawn
from the engine, and the glossary covers the game's terms and is linked from each how-to-play page."""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from five_hundred.cards import Card, Suit
from five_hundred.tricks import trick_winner

from five_hundred_site.rulebook import GLOSSARY_PAGE, glossary, link_terms, term_anchor, trump_order
from five_hundred_site.site import decided_by, generate, uncited_decisions
from five_hundred_site.spec import load_doc
from five_hundred_suite.catalogue import rules, variants

GAME_TERMS = ("trick", "lead", "follow suit", "revoke", "trump", "no trumps", "right bower", "left bower", "joker",
              "kitty", "contract", "contractor", "auction", "pass", "misère", "open misère", "slam", "dealer",
              "eldest hand")
PLAY_PAGES = tuple(sorted(variants()))


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    out = tmp_path_factory.mktemp("readorder") / "docs"
    generate(None, out)
    yield out


def _pack(variant: str) -> list[str]:
    data = variants()[variant]["pack"]
    jokers = list(data["joker_order"]) if int(data["jokers"]) == 2 else ["JK"] * int(data["jokers"])
    return [f"{r}{s}" for s in "SCDH" for r in data[s]] + jokers


# -- conflicts and rules, both ways -----------------------------------------------------------------------

def test_every_conflict_to_rule_link_has_its_link_back_on_the_rule_page(docs: Path) -> None:
    known = rules()
    missing = []
    for c in load_doc("conflicts"):
        for rid in c["rules"]:
            page = (docs / "rules" / f"{rid}.md").read_text(encoding="utf-8")
            decided = re.search(r"^\*\*Decided in:\*\* (.*)$", page, re.M)
            if decided is None or f"conflicts.md#{c['id']})" not in decided.group(1):
                missing.append(f"{c['id']} -> {rid} ({known[rid].title})")
    assert not missing, missing


def test_mis04_names_c12_among_the_conflicts_that_decide_it() -> None:
    assert "C-12" in decided_by(load_doc("conflicts"), "MIS-04")
    assert "C-12" not in decided_by(load_doc("conflicts"), "DECK-01")


def test_no_rule_follows_a_decision_without_citing_it() -> None:
    assert uncited_decisions(rules(), load_doc("conflicts")) == []


@pytest.mark.parametrize("rule_id, conflict", [("JOKER-08", "C-10"), ("JOKER-10", "C-16"), ("JOKER-11", "C-16"),
                                               ("SCORE-12", "C-24")])
def test_a_rule_without_its_decision_citation_is_reported(rule_id: str, conflict: str) -> None:
    known = dict(rules())
    rule = known[rule_id]
    known[rule_id] = dataclasses.replace(rule, sources=tuple(s for s in rule.sources if s["source"] != "decision"))
    problems = uncited_decisions(known, load_doc("conflicts"))
    assert any(f"{rule_id}: follows the decision of {conflict}" in p for p in problems), problems


def test_the_gaps_are_marked_as_gaps_on_the_conflicts_page(docs: Path) -> None:
    kinds = {c["id"]: c.get("kind", "disagreement") for c in load_doc("conflicts")}
    assert kinds["C-24"] == kinds["C-25"] == "gap"
    page = (docs / "conflicts.md").read_text(encoding="utf-8")
    for cid, kind in kinds.items():
        section = re.search(rf"^## {cid} .*?(?=^## |\Z)", page, re.M | re.S)
        assert section is not None, cid
        assert ("**Kind:** a gap" in section.group(0)) == (kind == "gap"), cid


def test_a_card_played_during_the_auction_is_a_decision_rule_of_its_own() -> None:
    known = rules()
    decision = known["DECIDE-42"]
    assert decision.status == "decision" and "PLAY-01" in decision.related
    assert "DECIDE-42" in decided_by(load_doc("conflicts"), "PLAY-01") or "DECIDE-42" in known["PLAY-01"].related
    assert any(s["source"] == "decision" and "DECIDE-42" in (s.get("section") or "") for s in known["PLAY-01"].sources)


# -- the trump ranking, from the engine -------------------------------------------------------------------

@pytest.mark.parametrize("variant", PLAY_PAGES)
@pytest.mark.parametrize("suit", [Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS])
def test_the_trump_chart_ranks_each_suit_as_the_engine_does(variant: str, suit: Suit) -> None:
    pack = _pack(variant)
    order = trump_order(pack, suit)
    partner = suit.partner
    joker = [c for c in ("BJ", "RJ", "JK") if c in pack]  # none in the 24-card two-hand pack (DECK-07), two in the 46 (RANK-11)
    assert order[:len(joker) + 2] == [*joker, f"J{suit.value}", f"J{partner.value}"], order
    assert len(order) == sum(1 for c in pack if c.endswith(suit.value)) + 1 + len(joker)  # the left bower, the jokers
    for high, low in itertools.pairwise(order):  # the engine gives each trick to the higher of two trumps
        others = [c for c in pack if c not in order][:len(variants()[variant]["seats"]) - 2]
        cards = [Card.parse(c) for c in (low, high, *others)]
        assert cards[trick_winner(cards, suit)] == Card.parse(high), (low, high)


@pytest.mark.parametrize("variant", PLAY_PAGES)
def test_each_how_to_play_page_shows_the_chart_of_every_suit(docs: Path, variant: str) -> None:
    page = (docs / "play" / f"{variant}.md").read_text(encoding="utf-8")
    assert "| Trumps | How many | From highest to lowest |" in page
    for suit in (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS):
        row = next((line for line in page.splitlines() if line.startswith("| ") and f" {suit.name.lower()} |" in line), None)
        assert row is not None, suit
        assert f"| {len(trump_order(_pack(variant), suit))} |" in row


# -- reading order ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("variant", PLAY_PAGES)
def test_the_object_comes_first_and_the_bid_table_sits_in_the_auction_chapter(docs: Path, variant: str) -> None:
    page = (docs / "play" / f"{variant}.md").read_text(encoding="utf-8")
    chapters = re.findall(r"^## (.+?)(?: \{.*\})?$", page, re.M)
    assert chapters[0] == "The object of the game", chapters
    first = re.search(r"^## The object of the game.*?(?=^## )", page, re.M | re.S)
    assert first is not None and "500" in first.group(0)
    bidding = re.search(r"^## Bidding.*?(?=^## )", page, re.M | re.S)
    assert bidding is not None and "| Tricks |" in bidding.group(0)


# -- the glossary -----------------------------------------------------------------------------------------

def test_the_glossary_covers_the_terms_of_the_game() -> None:
    listed = {t.term for t in glossary()}
    assert set(GAME_TERMS) <= listed, set(GAME_TERMS) - listed


def test_the_glossary_page_has_an_entry_for_every_term(docs: Path) -> None:
    page = (docs / GLOSSARY_PAGE).read_text(encoding="utf-8")
    for t in glossary():
        assert f"{{#{term_anchor(t.term)}}}" in page, t.term


@pytest.mark.parametrize("variant", PLAY_PAGES)
def test_each_term_is_linked_where_it_first_appears_on_a_how_to_play_page(docs: Path, variant: str) -> None:
    page = (docs / "play" / f"{variant}.md").read_text(encoding="utf-8")
    body = re.split(r"^# .*$", page, maxsplit=1, flags=re.M)[1]  # from the opening, past the title
    links = re.findall(rf"\[([^\]]+)\]\(\.\./{re.escape(GLOSSARY_PAGE)}#([a-z-]+) \"([^\"]+)\"\)", body)
    seen = [anchor for _, anchor, _ in links]
    assert len(seen) == len(set(seen)), "a term is linked more than once"
    assert {"trick", "trump", "joker", "contractor", "auction"} <= set(seen), seen
    for text, anchor, term in links:  # the link comes at the term's first use in the text outside links and tags
        before = re.sub(r"\[[^\]]*\]\([^)]*\)|<[^>]*>", " ", body[:body.index(f"[{text}](../{GLOSSARY_PAGE}#{anchor}")])
        forms = next(t for t in glossary() if t.term == term)
        for form in (forms.term, *forms.forms):
            for hit in re.finditer(rf"(?<![\w-]){re.escape(form)}(?![\w-])", before, re.I):
                line = before[before.rfind("\n", 0, hit.start()) + 1:]
                folded = line[:1].isspace()  # a worked example of the catalogue, folded under its paragraph
                assert folded or line[:1] in "#|?!", f"{term!r} appears before its link: {line[:80]!r}"


def test_link_terms_links_the_longer_term_first_and_each_term_once() -> None:
    linked: set[str] = set()
    terms = glossary()
    line = link_terms("An open misère is a misère; then a misère again.", terms, linked, "../")
    assert line.count("glossary.md#open-misere") == 1 and line.count("glossary.md#misere") == 1
    assert link_terms("a {{rule:PLAY-03}} trick", terms, {"trick"}, "../") == "a {{rule:PLAY-03}} trick"
