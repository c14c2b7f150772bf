"""Shared pieces of the browser tests: Debian's chromium driven by Playwright, a built site
served on 127.0.0.1, and screenshots kept in ``build/screenshots/`` when asked for
(``FIVE_HUNDRED_SCREENSHOTS=1``: drawing them costs chromium several CPU seconds a run).

Playwright cannot download browsers here: the tests launch ``/usr/bin/chromium``
(``apt-get install chromium``; ``.ci/run`` installs it) and skip, saying so, when it is absent.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from five_hundred_suite.catalogue import BUILD
from tests.browser_tabs import CHROMIUM, CHROMIUM_SESSION, NO_SEARCH, Tabs, shared_page

SCREENSHOTS = BUILD / "screenshots"
TAKE_SCREENSHOTS = os.environ.get("FIVE_HUNDRED_SCREENSHOTS", "") not in ("", "0")
"""Whether :func:`shot` saves its pictures: only when the environment asks (``FIVE_HUNDRED_SCREENSHOTS=1``)."""
NO_CHROMIUM = "no /usr/bin/chromium: install Debian's chromium (apt-get install chromium); Playwright cannot download one here"

requires_chromium = pytest.mark.skipif(not CHROMIUM.exists(), reason=NO_CHROMIUM)
HERE = Path(__file__).resolve().parent


EMPTY_INDEX = {"config": {"lang": ["en"], "separator": r"[\s\-]+", "pipeline": ["stopWordFilter"],
                          "fields": {"title": {"boost": 1000.0}, "text": {"boost": 1.0}}}, "docs": []}
"""The search index a page gets unless its test reads the search (marker ``search``)."""


_EMPTY_INDEX_BYTES = json.dumps(EMPTY_INDEX).encode()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    """The site's files, quietly; the search index is :data:`EMPTY_INDEX` for a request carrying :data:`NO_SEARCH`."""

    def do_GET(self) -> None:
        if self.headers.get(NO_SEARCH) and self.path.split("?")[0].endswith("/search/search_index.json"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(_EMPTY_INDEX_BYTES)))
            self.end_headers()
            self.wfile.write(_EMPTY_INDEX_BYTES)
            return
        super().do_GET()

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="session")
def site(built_site: Path) -> Path:
    """The shared site (``tests/built_site.py``) the browser tests read."""
    return built_site


@pytest.fixture(scope="session")
def base_url(site: Path) -> Iterator[str]:
    """The shared site served on 127.0.0.1 from a thread (the URL ends in ``/``)."""
    with serve(site) as url:
        yield url


@contextlib.contextmanager
def serve(directory: Path) -> Iterator[str]:
    """Serve ``directory`` on 127.0.0.1 from a thread; yields the base URL (ending in ``/``)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(directory)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def shot(page: Page, name: str, full: bool = False) -> Path:
    """Save a screenshot of ``page`` as ``build/screenshots/<name>.png`` if :data:`TAKE_SCREENSHOTS`; returns
    that path either way."""
    path = SCREENSHOTS / f"{name}.png"
    if TAKE_SCREENSHOTS:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(path), full_page=full)
    return path


@pytest.fixture
def browser() -> Browser:
    """Debian's chromium, headless: the one the browser tests running one after another share
    (:data:`CHROMIUM_SESSION`)."""
    if not CHROMIUM.exists():
        pytest.skip(NO_CHROMIUM)
    return CHROMIUM_SESSION.browser()


@pytest.fixture
def tabs(browser: Browser) -> Tabs:
    """The open pages the browser tests share (:class:`Tabs`)."""
    return CHROMIUM_SESSION.tabs()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """Once a browser test is torn down, stop the shared chromium unless the next test is a browser test too
    (the last test of the run has none)."""
    yield
    CHROMIUM_SESSION.keep_for(None if nextitem is None else nextitem.path, HERE)


def pytest_sessionfinish() -> None:
    """Stop the shared chromium if a run ended without tearing its last browser test down (interrupted)."""
    CHROMIUM_SESSION.stop()


@pytest.fixture
def page(tabs: Tabs, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A page 1280 × 900, blank (with an empty search index unless the test is marked ``search``)."""
    with shared_page(tabs, DESK, request) as pg:
        yield pg


DESK: ViewportSize = {"width": 1280, "height": 900}
PHONE: ViewportSize = {"width": 390, "height": 844}


@pytest.fixture
def phone(tabs: Tabs, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A page the size of a phone, 390 × 844, blank (with an empty search index unless the test is marked
    ``search``)."""
    with shared_page(tabs, PHONE, request) as pg:
        yield pg


@pytest.fixture(scope="module")
def search_page(base_url: str) -> Iterator[Page]:
    """One page of the site, 1280 × 900, kept open for every question of a module: the search index is built once."""
    if not CHROMIUM.exists():
        pytest.skip(NO_CHROMIUM)
    context = CHROMIUM_SESSION.browser().new_context(viewport=DESK)
    pg = context.new_page()
    pg.goto(base_url)
    yield pg
    context.close()


def search(page: Page, base_url: str, query: str) -> list[str]:
    """The addresses (under ``base_url``, e.g. ``rules/bid/#BID-01``) of the result groups the search box of
    ``page`` lists for ``query``, best first.

    The question is put to the search as one query, as when it is pasted: the box is emptied and that empty
    query answered (the placeholder shown, no result left), then the whole question is written at once and one
    key released, the event the theme's search listens to. No part of the question is ever asked on its own,
    so the first list counted is the answer to the whole question.
    """
    box = page.locator("input.md-search__input")
    meta = page.locator(".md-search-result__meta")
    box.click()
    box.fill("")
    box.press("End")
    expect(page.locator(".md-search-result__item")).to_have_count(0, timeout=15_000)
    expect(meta).not_to_contain_text("matching", timeout=15_000)
    box.fill(query)
    box.press("End")
    items = page.locator(".md-search-result__item > .md-search-result__link")
    expect(meta).to_contain_text("matching", timeout=15_000)
    expect(items.first).to_be_visible(timeout=15_000)
    hrefs: list[str] = items.evaluate_all("(links) => links.map((a) => a.href)")
    return [h[len(base_url):] if h.startswith(base_url) else h for h in hrefs]
