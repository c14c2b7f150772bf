"""The spec site in a browser: the summary, a rule's page, the search box and the
implementations matrix, in Debian's chromium driven by Playwright.

The site is the one every browser test shares (``tests/built_site.py``): generated from two results
files (a run in process whose records of SCORE-04 name their scenarios as ``pytest --results`` writes
them, and a run naming the served engine, so that the matrix has two implementations), built with
``mkdocs build --strict`` and served on 127.0.0.1. Screenshots go to ``build/screenshots/``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from five_hundred_suite.catalogue import rules
from five_hundred_suite.features import load_scenarios
from tests.browser.conftest import requires_chromium, shot
from tests.browser_tabs import CHROMIUM_SESSION
from tests.built_site import WITH_SCENARIOS

pytestmark = requires_chromium

RULE, VARIANT = WITH_SCENARIOS


@pytest.fixture(scope="module")
def passed_scenarios() -> list[str]:
    """The names of the scenarios of the rule that passed in the run in process of the shared site."""
    names = sorted(sc.name for sc in load_scenarios() if RULE in sc.rules and VARIANT in sc.variants and not sc.rows
                   and not sc.options)
    assert names
    return names


@pytest.fixture(scope="module")
def site_url(base_url: str) -> str:
    return base_url


def test_the_summary_leads_to_a_rule_with_its_mark_and_scenarios(page: Page, site_url: str,
                                                                 passed_scenarios: list[str]) -> None:
    page.goto(site_url + "summary/")
    expect(page.locator("h1")).to_contain_text("Summary")
    expect(page.get_by_role("heading", name="By area")).to_be_visible()
    shot(page, "site-summary", full=True)

    area = rules()[RULE].area
    page.locator("article table").filter(has_text="Area").get_by_role("link", name="Scoring").click()
    expect(page).to_have_url(site_url + f"rules/{area.lower()}/")
    page.locator(f"article a[href='#{RULE}']").first.click()
    section = page.locator(f"h2#{RULE}")
    expect(section).to_be_visible()
    expect(section).to_contain_text(rules()[RULE].title)
    # The status line under the heading: the passing mark (an icon) and its word.
    status = section.locator("xpath=following-sibling::p[1]")
    expect(status).to_contain_text("passing")
    expect(status.locator(".status-pass")).to_have_count(1)
    shot(page, f"site-rule-{RULE}")

    # Its scenarios, on the rule's own page: each a collapsible block with its own mark, named as in the
    # feature file.
    page.locator(f"article a[href$='{RULE}/']").first.click()
    expect(page).to_have_url(site_url + f"rules/{RULE}/")
    names = {s.name for s in load_scenarios() if RULE in s.rules}
    blocks = page.locator("details.example").filter(has_text="features/")
    first = page.locator("details.example", has_text=passed_scenarios[0]).first
    expect(first).to_be_visible()
    expect(first.locator("summary")).to_contain_text("passing")
    assert blocks.count() >= len(names)
    expect(page.locator("details.example", has_text="not run").first).to_be_attached()
    first.locator("summary").click()
    expect(first.locator(".highlight").first).to_contain_text("Scenario")
    expect(first.locator(".highlight").first).to_be_visible()
    first.scroll_into_view_if_needed()
    shot(page, f"site-rule-{RULE}-scenario")


@pytest.mark.search
def test_the_search_box_finds_a_rule_by_its_id(page: Page, site_url: str) -> None:
    page.goto(site_url)
    box = page.locator("input.md-search__input")
    expect(box).to_be_visible()
    box.click()
    box.press_sequentially(RULE)
    results = page.locator(".md-search-result__item")
    expect(results.first).to_be_visible(timeout=15_000)
    expect(page.locator(".md-search-result").filter(has_text=RULE).first).to_be_visible()
    hit = page.locator(f".md-search-result a[href$='#{RULE}']").first
    expect(hit).to_be_visible()
    expect(hit).to_contain_text(RULE)
    shot(page, "site-search")
    hit.click()
    expect(page).to_have_url(f"{site_url}rules/score/#{RULE}")
    expect(page.locator(f"h2#{RULE}")).to_be_in_viewport()


def test_the_implementations_matrix_shows_both_runs(page: Page, site_url: str) -> None:
    page.goto(site_url + "implementations/")
    expect(page.locator("h1")).to_contain_text("Implementations")
    runs = page.locator("article table").first
    expect(runs.locator("thead th")).to_have_count(3)  # the facts' names, then a column per run
    expect(runs).to_contain_text("in process")
    expect(runs).to_contain_text("five_hundred_suite.serve")

    by_variant = page.locator("article table").nth(1)
    expect(by_variant.locator("thead")).to_contain_text("australian")
    expect(by_variant.locator("tbody tr")).to_have_count(2)
    expect(by_variant.locator(".status-pass").first).to_be_visible()

    # A rule's row: passing in process and through the served engine, "—" where it does not apply.
    row = page.locator("article table tbody tr").filter(has=page.locator(f"a[href$='#{RULE}']")).first
    expect(row).to_contain_text("—" if len(rules()[RULE].variants) < 3 else "/")
    expect(row.locator(".status-pass")).not_to_have_count(0)
    # Untested and not applicable have their own words, never a pass mark.
    expect(page.locator("td", has_text="untested").first.locator(".status-pass")).to_have_count(0)
    row.scroll_into_view_if_needed()
    shot(page, "site-implementations")
    shot(page, "site-implementations-full", full=True)


def test_one_chromium_serves_the_browser_tests_in_a_row_and_stops_after_the_last(browser: Browser) -> None:
    """The browser tests that run one after another share one chromium (:class:`Chromium`): it is kept while
    the next test is a browser test, stopped before any other test (or at the end of the run), and launched
    again by the next browser test that asks for it."""
    assert CHROMIUM_SESSION.browser() is browser and CHROMIUM_SESSION.tabs() is CHROMIUM_SESSION.tabs()
    here = Path(__file__).resolve()
    CHROMIUM_SESSION.keep_for(here.with_name("test_tryit_browser.py"), here.parent)
    assert browser.is_connected(), "kept for the next browser test"
    CHROMIUM_SESSION.keep_for(here.parents[1] / "test_corpus.py", here.parent)
    assert not browser.is_connected(), "stopped before a test that is not a browser test"
    again = CHROMIUM_SESSION.browser()
    assert again is not browser and again.is_connected()
    CHROMIUM_SESSION.keep_for(None, here.parent)
    assert not again.is_connected(), "stopped at the end of the run"
