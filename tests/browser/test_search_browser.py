"""The search box answers a reader's questions: a card or a bid in any of its written forms (``8♥``, ``8H``,
``8 hearts``, ``eight hearts``) finds the score table, and twenty ordinary questions put the page that answers
them in the top three; the status lines of the rules ("passing · 1 passed") are not in the index.

The site is the one all browser tests share (``tests/browser/conftest.py``), served on 127.0.0.1;
Debian's chromium drives it. Screenshots go to ``build/screenshots/``.
"""

from __future__ import annotations

import json
import re
import urllib.request

import pytest
from playwright.sync_api import Browser, Page, Route

from tests.browser.conftest import DESK, EMPTY_INDEX, requires_chromium, search, shot
from tests.browser_tabs import NO_SEARCH, Tabs, errors_seen

pytestmark = requires_chromium


SCORE_TABLE = ("scoring/table/", "play/australian-quick-reference/", "play/american-quick-reference/",
               "play/three-player-quick-reference/")
"""The pages that show the score table whole: its own page and the quick references."""
PLAY = ("play/australian/", "play/american/", "play/three-player/")

QUERIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("8 hearts score", SCORE_TABLE),
    ("8♥", SCORE_TABLE),
    ("8H", SCORE_TABLE),
    ("eight hearts", SCORE_TABLE),
    ("bid 10 no trumps", SCORE_TABLE),
    ("10NT", SCORE_TABLE),
    ("all pass", ("rules/bid/", "rules/dealer/", *PLAY)),
    ("left bower", ("rules/rank/", "rules/suit/", *PLAY)),
    ("misère", ("rules/mis/", *PLAY)),
    ("open misère", ("rules/mis/", *PLAY)),
    ("kitty", ("rules/kitty/", *PLAY)),
    ("slam", ("rules/score/", *PLAY)),
    ("joker no trumps", ("rules/joker/", *PLAY)),
    ("who deals", ("rules/dealer/", "rules/deal/", *PLAY)),
    ("revoke", ("rules/play/", "rules/decide/", *PLAY)),
    ("three players", ("play/three-player/", "play/three-player-quick-reference/", "variants/three-player/")),
    ("six players", ("play/six-hand/", "play/six-hand-pairs/", "play/six-hand-quick-reference/",
                     "play/six-hand-pairs-quick-reference/", "variants/six-hand/", "variants/six-hand-pairs/")),
    ("eldest hand", ("rules/seat/", "rules/bid/", "rules/play/", *PLAY)),
    ("500 to win", ("rules/end/", *PLAY)),
    ("lose 500", ("rules/end/", *PLAY)),
    ("follow suit", ("rules/play/", *PLAY)),
)
"""Twenty-one questions a reader types, each with the pages (addresses under the site) that answer it."""


def _answers(top: list[str], pages: tuple[str, ...]) -> bool:
    """Whether one of the addresses ``top`` is one of ``pages`` (an anchor on it counts)."""
    return any(h.split("#", 1)[0] in pages for h in top)


@pytest.mark.parametrize(("query", "pages"), [pytest.param(q, p, id=q) for q, p in QUERIES])
def test_a_readers_question_finds_its_answer_in_the_top_three(search_page: Page, base_url: str, query: str,
                                                              pages: tuple[str, ...]) -> None:
    hrefs = search(search_page, base_url, query)
    assert _answers(hrefs[:3], pages), (query, hrefs[:3], "box:", search_page.locator("input.md-search__input").input_value(),
                                        "meta:", search_page.locator(".md-search-result__meta").inner_text(),
                                        "now:", search(search_page, base_url, query)[:3])
    shot(search_page, "search-question-" + re.sub(r"\W+", "-", query, flags=re.ASCII).strip("-"))


SETUPS_SEEN = """(() => {
  const post = Worker.prototype.postMessage;
  window.__setups = 0;
  Worker.prototype.postMessage = function (message) {
    if (message && message.type === 0) window.__setups += 1;  /* the theme's SETUP: an index for the worker */
    return post.apply(this, arguments);
  };
})()"""
"""Counts, from before any script of the page runs, the indexes handed to a search worker."""


@pytest.mark.search
@pytest.mark.parametrize("index_again", ["served", "lost"])
def test_accents_are_folded_even_when_the_theme_sets_its_worker_up_before_the_folding_script_loads(
        browser: Browser, base_url: str, index_again: str) -> None:
    """The theme's index can reach its worker while the page still waits for ``search.js`` (a slow network, a
    busy machine): held back here until the theme has set its worker up, the script sets the worker up again
    with the folded index at the first query, and "misere" finds what "misère" finds. If the index cannot be
    fetched again, the queries go as written to the index as written: "misère" still finds its page."""
    context = browser.new_context(viewport=DESK)
    try:
        context.add_init_script(SETUPS_SEEN)
        pg = context.new_page()
        held: list[Route] = []

        def hold(route: Route) -> None:  # answered below (Playwright takes no built-in method as a handler)
            held.append(route)

        pg.route("**/javascripts/search.js", hold)
        pg.goto(base_url, wait_until="commit")
        pg.wait_for_function("() => window.__setups === 1", polling=50)
        assert held and pg.evaluate("() => typeof window.FiveHundredSearch") == "undefined", \
            "the theme's index reached its worker before search.js ran"
        if index_again == "lost":
            pg.route("**/search/search_index.json", lambda route: route.abort())
        held[0].continue_()
        pg.wait_for_function("() => typeof window.FiveHundredSearch === 'object'", polling=50)
        for query in ("misere", "misère") if index_again == "served" else ("misère",):
            top = search(pg, base_url, query)[:3]
            assert top[0] == "rules/mis/", (query, top)
        assert pg.evaluate("() => window.__setups") == (2 if index_again == "served" else 1)
    finally:
        context.close()


def test_the_status_lines_are_not_in_the_search_index(base_url: str) -> None:
    with urllib.request.urlopen(base_url + "search/search_index.json") as response:
        docs = json.load(response)["docs"]
    rules = [d for d in docs if d["location"].startswith("rules/score/#SCORE-0")]
    assert rules, "the rule sections of the scoring page are in the index"
    assert all("kind: normative" not in d["text"] and "passed ·" not in d["text"] for d in rules), rules[0]["text"][:300]
    assert any("slam" in d["text"].lower() for d in rules), "the rules' own text stays in the index"


def test_the_test_server_hides_the_search_index_only_from_a_context_that_asks(base_url: str) -> None:
    url = base_url + "search/search_index.json"
    with urllib.request.urlopen(urllib.request.Request(url, headers={NO_SEARCH: "1"})) as response:
        assert json.load(response) == EMPTY_INDEX
    with urllib.request.urlopen(url) as response:
        assert len(json.load(response)["docs"]) > 100


def test_a_shared_page_is_handed_to_the_next_test_as_a_new_page_would_be(tabs: Tabs, base_url: str) -> None:
    """What a test leaves on the page the browser tests share (:class:`Tabs`): its routes, listeners, print
    media and the site's storage are gone before the next test gets the page, at a blank document."""
    pg = tabs.page(DESK, search=False)
    errors = errors_seen(pg)
    routed: list[str] = []
    def follow(route: Route) -> None:
        routed.append(route.request.url)
        route.continue_()

    pg.route("**/*", follow)
    pg.goto(base_url)
    pg.emulate_media(media="print")
    pg.evaluate("() => { localStorage.setItem('left', '1'); sessionStorage.setItem('left', '1'); }")
    assert routed and pg.evaluate("() => matchMedia('print').matches")
    tabs.reset(pg)

    assert tabs.page(DESK, search=False) is pg, "the same page is handed on"
    assert pg.url == "about:blank"
    seen = len(routed)
    pg.goto(base_url)
    assert len(routed) == seen, "the route of the earlier test is gone"
    assert pg.evaluate("() => [localStorage.getItem('left'), sessionStorage.getItem('left'), matchMedia('print').matches]") \
        == [None, None, False]
    pg.evaluate("() => setTimeout(() => { throw new Error('after the test'); }, 0)")
    pg.wait_for_timeout(100)
    assert errors == [], "the listener of the earlier test is gone"
    tabs.reset(pg)
