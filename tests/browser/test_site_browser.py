"""The spec site in a browser: the summary, a rule's page, the search box and the
implementations matrix, in Debian's chromium driven by Playwright.

The site is generated from real results files (a run of some scenarios on the
engine in process, and a run of fewer through the served engine, so that the
matrix has two implementations), built with ``mkdocs build --strict`` and served
on 127.0.0.1. Screenshots go to ``build/screenshots/``.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from five_hundred_suite.catalogue import ROOT, rules
from five_hundred_suite.features import load_scenarios
from tests.browser.conftest import requires_chromium, serve, shot
from tests.built_site import build_site

pytestmark = requires_chromium

RULE = "SCORE-04"
IN_PROCESS = "slam or made_exactly or follow"
SERVED = "slam"


def _run(results: Path, keyword: str) -> dict[str, Any]:
    """The scenarios matching ``keyword``, run by pytest on the engine in process, with their results file."""
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_corpus.py",
                           "-k", keyword, "--results", str(results)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-3000:]
    data: dict[str, Any] = json.loads(results.read_text("utf-8"))
    return data


@pytest.fixture(scope="module")
def work(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("site-browser")


@pytest.fixture(scope="module")
def passed_scenarios(work: Path) -> list[str]:
    """The run of the engine in process; the names of the scenarios of the rule that passed in it."""
    data = _run(work / "results.json", IN_PROCESS)
    names = sorted({r["scenario"] for r in data["results"] if RULE in r["rules"] and r["status"] == "passed"
                    and r.get("scenario")})
    assert names
    return names


@pytest.fixture(scope="module")
def site_url(work: Path, passed_scenarios: list[str]) -> Iterator[str]:
    served = work / "served"
    done = subprocess.run([sys.executable, "-m", "five_hundred_suite", "run", "--impl",
                           f"{shlex.quote(sys.executable)} -m five_hundred_suite.serve", "--variant", "all",
                           "-k", SERVED, "--out", str(served)], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          check=False)
    assert done.returncode == 0, done.stdout[-3000:]
    with serve(build_site(work, [work / "results.json", served / "results.json"])) as url:
        yield url


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
