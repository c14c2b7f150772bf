"""The spec site's layout in a browser: pages that fit a phone, rule pages of a bounded size, the comparison
opening with what differs, and an implementations page free of the building machine's paths.

The site is the one all browser tests share (``tests/browser/conftest.py``: two small results files, one run
in process, one "served" by a command given with absolute paths, both under one implementation name), served
on 127.0.0.1; the pages are opened in Debian's chromium. Screenshots go to ``build/screenshots/``.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from five_hundred_suite.catalogue import ROOT, areas, rules, variants
from five_hundred_suite.features import load_scenarios, scenario_anchor
from tests.browser.conftest import DESK, PHONE, requires_chromium, shot
from tests.browser_tabs import Tabs, shared_page
from tests.built_site import FAILING

pytestmark = requires_chromium

SAMPLE = ("rules/seat/", "rules/bid/", "rules/score/", "rules/decide/", "rules/SCORE-04/", "conflicts/",
          "variants/compare/", "variants/three-player/", "implementations/", "summary/")
"""Rule area pages, a rule's own page, the conflicts, the comparison, a variant, the implementations."""
ELEMENT_BUDGET = 6000
"""Elements the DECIDE page may hold: its rules with their statements and examples, not their scenarios' text
(which put some 14,000 elements on it when the page carried them)."""

SIDEWAYS = """() => {
  const doc = document.documentElement;
  const over = [...document.querySelectorAll('article .md-typeset__scrollwrap, article table')]
    .filter(e => !e.closest('details:not([open])') && e.scrollWidth > e.clientWidth + 1)
    .map(e => (e.querySelector('td, th') || e).textContent.trim().slice(0, 60));
  return {page: doc.scrollWidth > doc.clientWidth + 1, over};
}"""


def test_the_conflicts_page_shows_the_adopted_reading_on_a_phone(phone: Page, base_url: str) -> None:
    phone.goto(base_url + "conflicts/#C-01")
    table = phone.locator("h2#C-01 ~ div table, h2#C-01 ~ table").first
    first = table.locator("tbody tr").first
    adopted = first.locator("td").nth(1)
    expect(adopted).to_contain_text("australian")
    adopted.scroll_into_view_if_needed()
    expect(adopted).to_be_in_viewport(ratio=1)
    box = adopted.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    assert phone.evaluate(SIDEWAYS) == {"page": False, "over": []}
    shot(phone, "site-conflicts-phone")


def test_no_sample_page_scrolls_sideways_on_a_phone(phone: Page, base_url: str) -> None:
    found = {}
    for path in SAMPLE:
        phone.goto(base_url + path)
        expect(phone.locator("article h1")).to_be_visible()
        # Folded blocks too: each is measured again as it opens.
        phone.evaluate("() => document.querySelectorAll('article details').forEach(d => d.open = true)")
        phone.wait_for_timeout(300)
        found[path] = phone.evaluate(SIDEWAYS)
    assert {p: f for p, f in found.items() if f["page"] or f["over"]} == {}
    phone.goto(base_url + "implementations/")
    shot(phone, "site-implementations-phone", full=True)


def test_the_decide_page_stays_under_an_element_budget(page: Page, base_url: str) -> None:
    decide = next(a for a in areas() if a.code == "DECIDE")
    page.goto(base_url + f"rules/{decide.slug}/")
    count = page.evaluate("() => document.getElementsByTagName('*').length")
    print(f"DECIDE page: {count} elements")
    assert count < ELEMENT_BUDGET
    # Every rule keeps its anchor here; its scenarios are a link away.
    for rule in decide.rules:
        expect(page.locator(f"h2#{rule.id}")).to_have_count(1)
    expect(page.locator("details.example")).to_have_count(0)
    first = decide.rules[0].id
    page.locator(f"article a[href$='{first}/']").first.click()
    expect(page).to_have_url(base_url + f"rules/{first}/")
    expect(page.locator("h1")).to_contain_text(first)


def test_an_old_link_to_a_scenario_on_an_area_page_is_sent_on(page: Page, base_url: str) -> None:
    order = list(rules())
    sc = next(s for s in load_scenarios() if s.rules and min(s.rules, key=order.index) == "SCORE-04")
    page.goto(base_url + f"rules/score/#{scenario_anchor(sc.key)}")
    expect(page).to_have_url(base_url + f"rules/SCORE-04/#{scenario_anchor(sc.key)}")
    expect(page.locator(f"#{scenario_anchor(sc.key)}")).to_be_attached()


def test_the_comparison_opens_with_what_differs(page: Page, base_url: str) -> None:
    page.goto(base_url + "variants/compare/")
    heading = page.locator("h2#what-differs")
    expect(heading).to_be_in_viewport()
    items = page.locator("h2#what-differs + ul > li")
    expect(items.first).to_be_in_viewport()
    expect(items.first).to_contain_text("Players")
    three = variants()["three-player"]
    pack = sum(len(three["pack"][s]) for s in "SCDH") + three["pack"]["jokers"]
    expect(page.locator("h2#what-differs + ul")).to_contain_text(f"{pack} cards")
    expect(page.locator("h2#what-differs + ul")).to_contain_text("no misère")
    # No table on the first screen: the list comes before the rule-by-rule tables.
    first_table = page.locator("article table").first.bounding_box()
    assert first_table and first_table["y"] > 900
    shot(page, "site-compare")


def test_the_implementations_page_names_its_runs_apart_without_paths(page: Page, base_url: str) -> None:
    page.goto(base_url + "implementations/")
    text = page.locator("article").inner_text()
    assert str(ROOT) not in text and "/bin/python" not in text.replace(".venv/bin/python", "")
    runs = page.locator("article table").first
    names = [t.strip() for t in runs.locator("thead th").all_inner_texts() if t.strip()]
    assert len(names) == 2 and len(set(names)) == 2, names
    expect(runs).to_contain_text("in process")
    expect(runs).to_contain_text(".venv/bin/python -m five_hundred_suite.serve")


TABLES = """() => {
  const shown = [...document.querySelectorAll('article table')].filter(t => t.getBoundingClientRect().width > 0);
  const column = document.querySelector('.md-content__inner').getBoundingClientRect();
  return shown.map(t => {
    const stacked = t.hasAttribute('data-rb-stacked');
    const box = t.getBoundingClientRect();
    t.removeAttribute('data-rb-stacked');
    const natural = t.getBoundingClientRect();
    const wrap = t.closest('.md-typeset__scrollwrap');
    const sideways = wrap ? wrap.scrollWidth > wrap.clientWidth + 1 : natural.right > column.right + 1;
    if (stacked) t.setAttribute('data-rb-stacked', '1');
    return {stacked, sideways, height: box.height, naturalHeight: natural.height,
            head: (t.querySelector('th') || t).textContent.trim().slice(0, 30)};
  });
}"""
"""Each table shown on the page: whether it is stacked, whether as a table it would scroll sideways (reach past
the theme's scrolling wrapper, or the text column), and its height as shown and as a table."""


def _tables(pg: Page, url: str) -> list[dict[str, Any]]:
    pg.goto(url)
    expect(pg.locator("article h1")).to_be_visible()
    pg.wait_for_timeout(300)  # tables.js measures again 100 ms after the theme wraps the tables
    found: list[dict[str, Any]] = pg.evaluate(TABLES)
    return found


@pytest.mark.parametrize("path", ["scoring/table/", "play/australian/"])
def test_the_score_table_reads_as_a_table_on_a_desk_and_a_phone(tabs: Tabs, base_url: str, path: str,
                                                                request: pytest.FixtureRequest) -> None:
    for size in (DESK, PHONE):
        with shared_page(tabs, size, request) as pg:
            grid = next(t for t in _tables(pg, base_url + path) if t["head"] == "Tricks")
            assert not grid["stacked"], (size, grid)
            # Five rows of values and a head: near its height as a table, not one block per value.
            assert grid["height"] <= grid["naturalHeight"] + 2 and grid["height"] < 400, (size, grid)
            shot(pg, f"tables-score-{path.strip('/').replace('/', '-')}-{size['width']}")


@pytest.mark.parametrize("path", ["rules/score/", "rules/bid/", "conflicts/", "summary/", "implementations/"])
def test_a_table_is_stacked_only_when_it_is_wider_than_the_text_column(tabs: Tabs, base_url: str,
                                                                       path: str, request: pytest.FixtureRequest) -> None:
    for size in (DESK, PHONE):
        with shared_page(tabs, size, request) as pg:
            tables = _tables(pg, base_url + path)
            assert tables, path
            wrong = [t for t in tables if t["stacked"] != t["sideways"]]
            assert wrong == [], (size, wrong[:3])
            if size == DESK and path != "implementations/":  # its matrices of two runs are wide (next test)
                assert not any(t["stacked"] for t in tables), (path, [t["head"] for t in tables if t["stacked"]])


def test_the_implementations_page_keeps_its_tables_as_tables_on_a_desk(page: Page, base_url: str) -> None:
    pg = page
    tables = _tables(pg, base_url + "implementations/")
    stacked = [t for t in tables if t["stacked"]]
    # Only the tables that would scroll sideways are stacked (here the runs' matrices, a column per run, are
    # wide); the others keep their height as tables.
    assert len(tables) >= 10 and all(t["sideways"] for t in stacked) and len(stacked) < len(tables), \
        (len(tables), len(stacked))
    assert all(abs(t["height"] - t["naturalHeight"]) < 2 for t in tables if not t["stacked"])
    height = pg.evaluate("() => document.documentElement.scrollHeight")
    # The same page with every table stacked into cards (what it was when each table was measured against its
    # own shrink-wrapped box) is taller.
    carded = pg.evaluate("""() => {
      document.querySelectorAll('article table').forEach(t => t.setAttribute('data-rb-stacked', '1'));
      const h = document.documentElement.scrollHeight;
      document.querySelectorAll('article table').forEach(t => t.removeAttribute('data-rb-stacked'));
      return h;
    }""")
    assert height < carded - 200, (height, carded)
    shot(pg, "tables-implementations-desktop", full=True)


@pytest.mark.parametrize("width", ["desk", "phone"])
def test_a_failing_runs_report_is_one_click_from_the_implementations_page(tabs: Tabs, base_url: str,
                                                                          width: str, request: pytest.FixtureRequest) -> None:
    """The served run's report, reached from the implementations page: its verdict and counts, the failing case
    under the rule it is charged to with the message the run gave, the command that reruns it, the results file
    and a badge per variant that load, and nothing wider than a phone."""
    with shared_page(tabs, PHONE if width == "phone" else DESK, request) as page:
        page.goto(base_url + "implementations/")
        page.locator("article a[href*='reports/'][href*='served']").first.click()
        expect(page.locator("article h1")).to_contain_text("Report")
        article = page.locator("article")
        expect(article).to_contain_text("FAIL: 12 passed, 1 failed")
        rule, variant = FAILING
        charged = page.locator(f"article h3:has-text('{rule}')")
        expect(charged).to_have_count(1)
        expect(article).to_contain_text(f"tests/test_x.py::test_end ({variant})")
        expect(article).to_contain_text("the defenders won")
        expect(article.locator("code", has_text="--case tests/test_x.py::test_end").first).to_be_visible()

        download = page.locator("article a[href$='.json'][href*='results-']").first
        wanted = page.evaluate("(href) => new URL(href, document.baseURI).href", download.get_attribute("href") or "")
        with page.expect_response(lambda r: r.url == wanted) as answered:  # not the search index, also JSON
            page.evaluate("(url) => fetch(url)", wanted)
        records = answered.value.json()["results"]
        assert [r["rules"] for r in records if r["status"] == "failed"] == [[rule]]

        badges = article.locator("img[src$='.svg']")
        expect(badges).to_have_count(len(variants()))
        assert all(badges.nth(i).evaluate("(img) => img.complete && img.naturalWidth > 0")
                   for i in range(badges.count())), "every badge loads"
        assert page.evaluate(SIDEWAYS) == {"page": False, "over": []}
        shot(page, f"site-report-{width}", full=True)
