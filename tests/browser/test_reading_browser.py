"""Reading and searching the site in a browser: the search box puts the rules and the how-to-play pages
first (with or without accents), the three-player page shows only its own table, every status mark has a
text for screen readers, the home page marks no zero, and the calculator scores every game as the engine does.

The site is the one all browser tests share (``tests/browser/conftest.py``: one rule failing, a few passing),
served on 127.0.0.1; Debian's chromium drives it. Screenshots go to ``build/screenshots/``.
"""

from __future__ import annotations

import re

import pytest
from five_hundred.bids import Bid
from five_hundred.ruleset import load_ruleset
from five_hundred.scoring import score_hand
from playwright.sync_api import Page, expect

from five_hundred_suite.catalogue import variants
from tests.browser.conftest import requires_chromium, search, shot

pytestmark = requires_chromium

@pytest.mark.parametrize("query", ["misere", "misère", "no trumps", "slam", "joker", "left bower"])
def test_the_search_puts_a_rule_or_a_how_to_play_page_in_the_top_three(search_page: Page, base_url: str,
                                                                        query: str) -> None:
    top = search(search_page, base_url, query)[:3]
    assert any(h.startswith(("rules/", "play/")) for h in top), (query, top)
    assert not any(re.search(r"(^|/)hands/(AU|TP|AM)-", h) for h in top[:1]), (query, top)
    shot(search_page, "search-" + query.replace(" ", "-"))


def test_misere_without_its_accent_finds_the_same_as_with_it(search_page: Page, base_url: str) -> None:
    plain = search(search_page, base_url, "misere")
    accented = search(search_page, base_url, "misère")
    assert plain == accented
    assert len(plain) >= 10


def test_search_snippets_keep_the_suit_symbols(search_page: Page, base_url: str) -> None:
    page = search_page
    search(page, base_url, "AU-0001 contract")
    hand = page.locator(".md-search-result__item", has=page.locator("a[href$='hands/AU-0001/']")).first
    expect(hand).to_contain_text("Contract: 7♥ by N")
    expect(hand).not_to_contain_text("7hearts")
    hand.scroll_into_view_if_needed()
    shot(page, "search-snippet")


def test_the_three_player_page_shows_only_its_own_seats_and_cards(page: Page, base_url: str) -> None:
    three = variants()["three-player"]
    pack = {f"{r}{s}" for s in "SCDH" for r in three["pack"][s]} | {"JK"}
    page.goto(base_url + "play/three-player/")
    seats = set(page.locator(".rb-seat-name").all_inner_texts())
    assert seats == set(three["seats"])
    expect(page.locator(".rb-seats-4")).to_have_count(0)
    cards = page.locator("article svg.rb-card").evaluate_all("(svgs) => svgs.map((s) => s.dataset.card)")
    assert cards and set(cards) <= pack, set(cards) - pack
    # Also inside the folded examples, once opened.
    for summary in page.locator("details.rb-example > summary").all():
        summary.click()
    text = page.locator("article").inner_text()
    for word in ("North", "South", "kitty to", "all four"):
        assert word not in text, word
    shot(page, "three-player-examples-open", full=True)


@pytest.mark.parametrize("path", ["", "summary/", "rules/end/", "play/australian/", "scoring/table/",
                                  "hands/AU-0001/", "implementations/"])
def test_every_status_mark_has_a_text_alternative(page: Page, base_url: str, path: str) -> None:
    page.goto(base_url + path)
    marks = page.locator("article [class*='status-']")
    assert marks.count() > 0
    names = marks.evaluate_all("""(els) => els.map((e) => [e.getAttribute('role'), e.getAttribute('aria-label'),
        e.getAttribute('aria-hidden')])""")
    for role, label, hidden in names:
        assert hidden != "true" and role == "img" and label, (path, role, label)


def test_the_home_page_shows_no_failure_mark_on_a_zero(page: Page, base_url: str) -> None:
    page.goto(base_url)
    table = page.locator("article table").filter(has_text="Area").first
    cells = table.locator("tbody tr td:last-child")
    expect(cells.first).to_be_visible()
    texts = cells.all_inner_texts()
    assert any("0 failing" in t for t in texts) and any("1 failing" in t for t in texts)
    for i, text in enumerate(texts):
        fails = cells.nth(i).locator(".status-fail").count()
        assert fails == (0 if "0 failing" in text else 1), text
    # The home page leads to the how-to-play pages, the score table, the hands and the implementers' pages.
    for name, target in (("the Australian game", "play/australian/"), ("the American game", "play/american/"),
                         ("the three-player game", "play/three-player/"), ("score table", "scoring/table/"),
                         ("recorded hands", "hands/"), ("implementations", "implementations/"),
                         ("adapter protocol", "protocol/")):
        link = page.locator("article a", has_text=name).first
        expect(link).to_have_attribute("href", target)
    shot(page, "home")


def test_the_how_to_play_page_folds_its_examples(page: Page, base_url: str) -> None:
    page.goto(base_url + "play/australian/")
    examples = page.locator("details.rb-example")
    assert 20 <= examples.count() <= 40, "the examples of a paragraph share one folded block"
    expect(page.locator("details.rb-example[open]")).to_have_count(0)
    first = examples.first
    expect(first.locator("p").first).to_be_hidden()
    first.locator("summary").click()
    expect(first.locator("p").first).to_be_visible()
    toc = page.locator(".md-sidebar--secondary")
    expect(toc.get_by_role("link", name="What beats what in no trumps")).to_have_count(1)
    shot(page, "how-to-play-folded")


def _expected(variant: str, contract: str, tricks: int) -> tuple[str, str]:
    """The engine's score of the contractor's side and of the defenders (between them) for a hand."""
    ruleset = load_ruleset(variant)
    bid = Bid.parse(contract)
    won = [0] * len(ruleset.side_of)
    won[0] = tricks
    defenders = [s for s, side in enumerate(ruleset.side_of) if side != ruleset.side_of[0]]
    won[defenders[0]] = ruleset.hand_size - tricks
    hand = score_hand(ruleset, bid, 0, won)
    sides = {ruleset.side_of[s] for s in defenders}
    points = sum(hand.points[s] for s in sides)

    def signed(n: int) -> str:
        return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")

    return signed(hand.points[ruleset.side_of[0]]), signed(points)


@pytest.mark.parametrize("variant", sorted(variants()))
def test_the_calculator_scores_every_game(page: Page, base_url: str, variant: str) -> None:
    page.goto(base_url + "scoring/table/")
    page.select_option("#rb-calc-variant", variant)
    ladder = variants()[variant]["bid_ladder"]
    offered = page.locator("#rb-calc-contract option").evaluate_all("(os) => os.map((o) => o.value)")
    assert offered == ladder
    for contract in (ladder[0], ladder[len(ladder) // 2], ladder[-1], *(b for b in ("MIS", "OMIS") if b in ladder)):
        for tricks in (0, 6, 10):
            page.select_option("#rb-calc-contract", contract)
            page.select_option("#rb-calc-tricks", str(tricks))
            got = (page.locator("#rb-calc-own").inner_text(), page.locator("#rb-calc-def").inner_text())
            assert got == _expected(variant, contract, tricks), (variant, contract, tricks)
    page.select_option("#rb-calc-contract", ladder[0])
    page.select_option("#rb-calc-tricks", "6")
    sides = variants()[variant]["sides"]
    shared = all(len(seats) > 1 for seats in sides.values()) and len(sides) > 2  # partners, and two sides in defence
    assert ("between the 2 other sides" in page.locator("#rb-calc-def-note").inner_text()) == shared, variant
    page.locator("#rb-calc").scroll_into_view_if_needed()
    shot(page, f"calculator-{variant}")


@pytest.mark.parametrize("variant", sorted(variants()))
def test_the_quick_reference_prints_on_one_page(page: Page, base_url: str, variant: str) -> None:
    page.goto(base_url + f"play/{variant}-quick-reference/")
    expect(page.locator("article table").first).to_be_visible()
    page.emulate_media(media="print")
    pdf = page.pdf(format="A4")
    assert pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages") == 1
    expect(page.locator("article .rb-quick table").first).to_be_visible()
