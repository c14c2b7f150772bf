"""The rule book in a browser: Debian's chromium driven by Playwright over the built site.

The site is the one all browser tests share, built once for the run (``tests/browser/conftest.py``)
and served on 127.0.0.1 by ``http.server`` in a thread. Screenshots are kept as
test artefacts in ``build/screenshots/``. Every test skips when
``/usr/bin/chromium`` is absent (CI installs it).
"""

from __future__ import annotations

import re

from five_hundred.bids import Bid
from five_hundred.ruleset import load_ruleset
from five_hundred.scoring import score_hand
from playwright.sync_api import Browser, Locator, Page, expect

from five_hundred_suite.catalogue import variants
from five_hundred_suite.fixtures import HANDS_DIR, load_fixture
from tests.browser.conftest import requires_chromium, shot

pytestmark = requires_chromium


# ---------------------------------------------------------------------------
# Hand replays


def test_a_replay_steps_through_the_tricks_with_buttons_and_keys(page: Page, base_url: str) -> None:
    fx = load_fixture(HANDS_DIR / "australian" / "AU-0001.yaml")
    page.goto(base_url + "hands/AU-0001/")
    steps = page.locator(".rb-step")
    expect(steps).to_have_count(len(fx.tricks))
    status = page.locator(".rb-status")

    def shows(n: int) -> None:
        winner = fx.tricks[n - 1].winner
        visible = page.locator(".rb-step:visible")
        expect(visible).to_have_count(1)
        expect(visible).to_have_attribute("data-trick", str(n))
        expect(visible.locator(".rb-seat.rb-win .rb-seat-name")).to_have_text(winner)
        expect(visible.locator(".rb-seat.rb-win .rb-wins")).to_have_text("wins")
        expect(status).to_contain_text(f"Trick {n} of {len(fx.tricks)}: {winner} wins")

    shows(1)
    expect(page.locator(".rb-prev")).to_be_disabled()
    page.locator(".rb-next").click()
    shows(2)
    shot(page, "replay-AU-0001-trick-2")
    page.keyboard.press("ArrowRight")
    shows(3)
    page.keyboard.press("ArrowLeft")
    shows(2)
    for _ in range(len(fx.tricks) + 2):
        page.keyboard.press("ArrowRight")
    shows(len(fx.tricks))
    expect(page.locator(".rb-next")).to_be_disabled()
    expect(status).to_contain_text("tricks NS 7 · EW 3")
    page.locator(".rb-all").click()
    expect(page.locator(".rb-step:visible")).to_have_count(len(fx.tricks))
    expect(page.locator(".rb-all")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_text("passing").first).to_be_visible()


def test_a_misere_replay_stops_at_the_trick_the_contractor_wins(page: Page, base_url: str) -> None:
    fx = load_fixture(HANDS_DIR / "australian" / "AU-0030.yaml")
    page.goto(base_url + "hands/AU-0030/")
    step = page.locator(".rb-step:visible")
    expect(step).to_have_count(1)
    expect(step.locator(".rb-seat.rb-out")).to_contain_text("sits out")
    expect(step.locator(".rb-seat.rb-win .rb-seat-name")).to_have_text(fx.tricks[-1].winner)
    expect(step.locator(".rb-stop")).to_contain_text("play stops here")
    expect(page.locator(".rb-next")).to_be_disabled()
    shot(page, "replay-AU-0030-misere")


def test_without_scripts_the_replay_shows_every_trick(browser: Browser, base_url: str) -> None:
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.goto(base_url + "hands/AU-0001/")
        expect(page.locator(".rb-step:visible")).to_have_count(10)
        expect(page.locator(".rb-controls")).to_have_count(0)
        expect(page.locator("#trick-10 .rb-seat.rb-win .rb-seat-name")).to_have_text("N")
    finally:
        context.close()


def _outside(page: Page, step: Locator) -> list[str]:
    """The parts of a replay step (each seat of its trick, why it was won, the hands) not wholly on the screen
    below the theme's sticky header."""
    top = page.locator(".md-header").evaluate("(h) => h.getBoundingClientRect().bottom")
    height = page.viewport_size["height"] if page.viewport_size else 0
    parts = step.locator(".rb-seat, .rb-won, .rb-held-row")
    boxes = parts.evaluate_all("""(els) => els.map((e) => {
        const r = e.getBoundingClientRect();
        return [e.dataset.seat || e.className, r.top, r.bottom];
    })""")
    assert len(boxes) >= 5
    return [f"{name} {t:.0f}..{b:.0f}" for name, t, b in boxes if t < top - 0.5 or b > height + 0.5]


def test_a_replay_shows_the_whole_current_trick_on_a_1280_by_900_screen(page: Page, base_url: str) -> None:
    fx = load_fixture(HANDS_DIR / "australian" / "AU-0001.yaml")
    assert page.viewport_size == {"width": 1280, "height": 900}
    page.goto(base_url + "hands/AU-0001/")
    page.locator(".rb-replay").evaluate("(r) => r.scrollIntoView({block: 'start'})")
    for n in range(1, len(fx.tricks) + 1):
        step = page.locator(f"#trick-{n}")
        expect(step).to_be_visible()
        expect(step.locator(".rb-seat:not(.rb-empty) svg.rb-card")).to_have_count(4)
        assert _outside(page, step) == [], f"trick {n}"
        if n == 2:
            shot(page, "replay-AU-0001-fits-1280x900")
        if n < len(fx.tricks):
            page.locator(".rb-next").click()
    # A reader who scrolled away is brought back to the trick by the next step.
    page.evaluate("window.scrollTo(0, 0)")
    page.locator(".rb-prev").click()
    assert _outside(page, page.locator(f"#trick-{len(fx.tricks) - 1}")) == []


def test_a_replay_explains_a_left_bower_win_and_shows_the_hands(page: Page, base_url: str) -> None:
    fx = load_fixture(HANDS_DIR / "australian" / "AU-0003.yaml")
    last = fx.tricks[-1]
    page.goto(base_url + "hands/AU-0003/#trick-10")
    step = page.locator(".rb-step:visible")
    expect(step).to_have_attribute("data-trick", "10")
    expect(step.locator(".rb-seat.rb-win svg.rb-card")).to_have_attribute("data-card", "JC")
    expect(step.locator(".rb-won")).to_contain_text(f"{last.winner} wins with J♣")
    expect(step.locator(".rb-won")).to_contain_text("the left bower counts as a trump")
    # The hands as the trick began: one card each, the one played outlined.
    rows = step.locator(".rb-held-row")
    expect(rows).to_have_count(4)
    for seat, card in zip(fx.trick_seats(last.leader), last.cards, strict=True):
        row = step.locator(f".rb-held-row[data-seat='{seat}']")
        expect(row.locator(".rb-card")).to_have_count(1)
        expect(row.locator(".rb-card.rb-played")).to_have_attribute("data-card", card)
    page.goto(base_url + "hands/AU-0003/#trick-1")
    expect(page.locator(".rb-step:visible .rb-held-row[data-seat='N'] .rb-card")).to_have_count(10)
    # A card that had to be played says so.
    page.goto(base_url + "hands/AU-0001/#trick-2")
    expect(page.locator(".rb-step:visible .rb-why")).to_contain_text("E had to play JK: the joker counts as a trump")
    shot(page, "replay-AU-0001-why")


# ---------------------------------------------------------------------------
# Inline cards and the rule pages


def test_copying_a_sentence_keeps_the_suit_of_its_inline_cards(browser: Browser, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
    try:
        page = context.new_page()
        page.goto(base_url + "play/australian/")
        card = page.locator("article p span.rb-card.rb-inline[data-card='4H']").first
        expect(card).to_have_attribute("aria-label", "four of hearts")
        card.evaluate("(c) => { const d = c.closest('details'); if (d) d.open = true; }")  # examples are folded
        size = card.evaluate("(c) => [c.getBoundingClientRect().height, parseFloat(getComputedStyle(c).fontSize)]")
        assert size[1] >= 14 and size[0] >= 18, f"an inline card's rank is legible: {size}"
        para = card.locator("xpath=ancestor::p[1]")
        para.evaluate("""(p) => { const r = document.createRange(); r.selectNodeContents(p);
                                  const s = window.getSelection(); s.removeAllRanges(); s.addRange(r); }""")
        page.keyboard.press("Control+C")
        copied = page.evaluate("navigator.clipboard.readText()")
        assert "4♥" in copied and "4♦" in copied, copied
        assert re.search(r"\b4\s*and\s*4\b", copied) is None, copied
        # A hand drawn as pictures copies as its cards in text, once each.
        fx = load_fixture(HANDS_DIR / "australian" / "AU-0001.yaml")
        page.goto(base_url + "hands/AU-0001/")
        row = page.locator(".rb-deal .rb-hand-row").first
        row.evaluate("""(p) => { const r = document.createRange(); r.selectNodeContents(p);
                                 const s = window.getSelection(); s.removeAllRanges(); s.addRange(r); }""")
        page.keyboard.press("Control+C")
        copied = page.evaluate("navigator.clipboard.readText()")
        held = re.findall(r"(?:1[0-3]|[2-9AKQJ])[♠♣♦♥]|JK", copied)
        shown = ["JK" if c == "JK" else c[:-1] + {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}[c[-1]] for c in fx.hands["N"]]
        assert held == shown, copied
        assert "".join(copied.split()).endswith("".join(shown)), f"each card once: {copied!r}"
    finally:
        context.close()


def test_a_rule_page_links_the_recorded_hands_that_exercise_it(page: Page, base_url: str) -> None:
    page.goto(base_url + "rules/SCORE-04/")  # the rule's own page, which lists its checks
    box = page.locator("details", has=page.locator("summary", has_text="Recorded hands that exercise SCORE-04"))
    expect(box).to_have_count(1)
    links = box.locator("a[href*='hands/']")
    assert links.count() >= 1
    expect(links.first).to_contain_text(re.compile(r"^[A-Z]{2}-\d{4}$"))
    href = links.first.get_attribute("href") or ""
    found = re.search(r"hands/([A-Z]{2}-\d{4})/?$", href)
    assert found, href
    hand_id = found.group(1)
    expect(links.first).to_have_text(hand_id)
    assert "SCORE-04" in load_fixture(next(HANDS_DIR.rglob(f"{hand_id}.yaml"))).rules
    # The sources are links, and so is each scenario's location.
    section = page.locator("article")
    expect(section.locator("a[href*='sources/#source-']").first).to_be_attached()
    location = section.locator("a[href*='#sc-']", has_text=re.compile(r"^features/.+\.feature:\d+$")).first
    expect(location).to_be_attached()
    box.locator("summary").click()
    links.first.click()
    expect(page.locator("h1")).to_contain_text(hand_id)
    expect(page.locator(".rb-replay .rb-step").first).to_be_attached()


# ---------------------------------------------------------------------------
# The score table and its calculator


def _calculate(page: Page, contract: str, tricks: int) -> tuple[str, str, str]:
    page.select_option("#rb-calc-contract", contract)
    page.select_option("#rb-calc-tricks", str(tricks))
    return (page.locator("#rb-calc-own").inner_text(), page.locator("#rb-calc-def").inner_text(),
            page.locator("#rb-calc-made").inner_text())


def test_the_calculator_gives_the_tables_values(page: Page, base_url: str) -> None:
    page.goto(base_url + "scoring/table/")
    assert _calculate(page, "7H", 7) == ("+200", "+30", "(made)")
    own, defenders, made = _calculate(page, "7NT", 10)
    assert (own, defenders) == ("+250", "0") and "slam" in made
    assert _calculate(page, "9D", 8) == ("−380", "+20", "(failed)")
    assert _calculate(page, "MIS", 0)[:2] == ("+250", "0")
    assert _calculate(page, "OMIS", 3)[:2] == ("−500", "0")
    page.locator("#rb-calc").scroll_into_view_if_needed()
    shot(page, "score-calculator")

    # Every cell of the grid is what the calculator gives for that contract made exactly.
    rows = page.locator("table").first.locator("tbody tr")
    expect(rows).to_have_count(5)
    for i in range(5):
        cells = rows.nth(i).locator("td").all_inner_texts()
        level = int(cells[0])
        for den, cell in zip(("S", "C", "D", "H", "NT"), cells[1:], strict=True):
            assert _calculate(page, f"{level}{den}", level)[0] == f"+{cell}", (level, den)


def test_the_calculator_agrees_with_the_engine_for_every_contract_and_trick(page: Page, base_url: str) -> None:
    page.goto(base_url + "scoring/table/")
    ladder = variants()["australian"]["bid_ladder"]
    got = page.evaluate("""(ladder) => ladder.map((c) => [...Array(11).keys()].map((t) => {
        const data = JSON.parse(document.getElementById('rb-score-data').textContent).variants.australian;
        const r = window.FiveHundredRulebook.score(data, c, t);
        return [r.made, r.own, r.defenders];
    }))""", ladder)
    au = load_ruleset("australian")
    for contract, row in zip(ladder, got, strict=True):
        bid = Bid.parse(contract)
        for tricks, (made, own, defenders) in enumerate(row):
            won = ([tricks, 0, 0, 10 - tricks] if bid.is_misere else [tricks, 10 - tricks, 0, 0])
            hand = score_hand(au, bid, 0, won)
            assert (made, own, defenders) == (hand.made, hand.points[0], hand.points[1]), (contract, tricks)


# ---------------------------------------------------------------------------
# How to play


def test_the_how_to_play_page_shows_cards_with_their_text_alternatives(page: Page, base_url: str) -> None:
    page.goto(base_url + "play/australian/")
    cards = page.locator("article svg.rb-card")
    assert cards.count() >= 40
    labels: list[str] = cards.evaluate_all("""(svgs) => svgs.map((s) => {
        const box = s.getBoundingClientRect();
        if (s.getAttribute('role') !== 'img' || box.width < 10 || box.height < 10) return '';
        const title = s.querySelector('title');
        return title && title.textContent === s.getAttribute('aria-label') ? title.textContent : '';
    })""")
    assert all(labels), "every card is a visible picture whose aria-label and title agree"
    for label in ("jack of hearts", "joker", "queen of clubs", "joker, led as a club"):
        assert label in labels, label
    # The trump chart names each card inline: both bowers of hearts, the jack of diamonds the left one.
    chart = page.locator("article tr", has_text="Hearts").locator("span.rb-card.rb-inline")
    named = chart.evaluate_all("(cards) => cards.map((c) => c.getAttribute('aria-label'))")
    assert named[:4] == ["joker", "jack of hearts", "jack of diamonds", "ace of hearts"], named
    assert all(re.fullmatch(r"(ace|king|queen|jack|ten|nine|eight|seven|six|five|four) of "
                            r"(spades|clubs|diamonds|hearts)|joker(, led as a \w+)?", x) for x in labels)
    # The suit symbol is drawn on every suited card, in red for hearts and diamonds, black otherwise.
    inks = cards.evaluate_all("""(svgs) => svgs.filter((s) => s.dataset.card !== 'JK').map((s) => [
        s.dataset.card, getComputedStyle(s.querySelector('text')).fill,
        s.querySelector('use').href.baseVal])""")
    for card, fill, ref in inks:
        red = card[-1] in "DH"
        assert fill == ("rgb(195, 19, 43)" if red else "rgb(27, 27, 27)"), card
        assert ref == f"#rb-face-{card[-1]}", card
    shot(page, "how-to-play-australian")


def test_the_readers_questions_are_answered_with_pictures_and_marks(page: Page, base_url: str) -> None:
    page.goto(base_url + "play/australian/")
    questions = {
        "What beats what in no trumps": ("RANK-05", ".rb-trick"),
        "When misère may be bid": ("BID-13", ".rb-bid"),
        "What a slam scores": ("SCORE-04", ".rb-bid"),
        "Who wins when both sides pass 500": ("END-05", ".rb-bid"),
    }
    for i, (question, (rule_id, picture)) in enumerate(questions.items()):
        # Each question is a heading, listed in the page's contents, and the paragraph under it answers it.
        heading = page.locator("article").locator("h3, h4").filter(has_text=question)
        expect(heading).to_have_count(1)
        expect(page.locator(".md-sidebar--secondary .md-nav__link").filter(has_text=question)).to_have_count(1)
        para = heading.locator("xpath=following-sibling::p[1]")
        para.scroll_into_view_if_needed()
        chip = para.locator(f"a[href$='#{rule_id}']").locator("xpath=..")
        expect(chip.locator(".status-pass")).to_have_attribute("aria-label", "passed")
        expect(chip.locator("a")).to_have_attribute("title", re.compile(r"\(passing\)$"))
        pictures = para.evaluate("""(p, sel) => {
            let n = p.querySelectorAll(sel).length, e = p;
            for (let i = 0; i < 4 && (e = e.nextElementSibling); i++) n += e.matches(sel) + e.querySelectorAll(sel).length;
            return n;
        }""", picture)
        assert pictures > 0, question
        shot(page, f"question-{i + 1}")
    # A rule without a case shows its mark too, quietly: an icon with its text for screen readers.
    expect(page.locator(".rb-rule", has=page.locator("a[href$='#SEAT-02']")).first.locator(".status-none")
           ).to_have_attribute("aria-label", "no result")


def test_the_pages_print_without_navigation_or_buttons(page: Page, base_url: str) -> None:
    page.goto(base_url + "hands/AU-0001/")
    page.emulate_media(media="print")
    expect(page.locator(".md-sidebar--primary")).to_be_hidden()
    expect(page.locator(".md-header")).to_be_hidden()
    expect(page.locator(".rb-controls")).to_be_hidden()
    expect(page.locator(".rb-step:visible")).to_have_count(10)
    page.goto(base_url + "play/australian/")
    page.emulate_media(media="print")
    breaks = page.locator("h2.rb-chapter").evaluate_all("(hs) => hs.map((h) => getComputedStyle(h).breakBefore)")
    assert breaks and set(breaks) == {"page"}
    colour = page.locator("svg.rb-card.rb-red text").first.evaluate("(t) => getComputedStyle(t).fill")
    assert colour == "rgb(195, 19, 43)"
    shot(page, "how-to-play-print")
    page.goto(base_url + "scoring/table/")
    page.emulate_media(media="print")
    expect(page.locator("#rb-calc")).to_be_hidden()
    expect(page.locator("table").first).to_be_visible()
