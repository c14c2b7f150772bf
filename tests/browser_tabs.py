"""The pages the browser tests share (:class:`Tabs`): a module's tests get one open page per screen size,
emptied between tests, instead of a new browser context each (``tests/browser/conftest.py`` hands them out).

Kept in a module of the ``tests`` package rather than in the conftest, which pytest imports under a name of its
own: the tests and the conftest must share the one registry of listeners (:func:`errors_seen`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, ViewportSize
from playwright.sync_api import Error as PlaywrightError

NO_SEARCH = "X-Five-Hundred-No-Search"
"""The request header with which a browser context asks the test server for an empty search index."""


def browser_context(browser: Browser, viewport: ViewportSize, search: bool) -> BrowserContext:
    """A fresh browser context of ``viewport`` size. Unless ``search`` (a test marked ``search``), the context
    sends :data:`NO_SEARCH` with every request and the test server answers the site's search index with an
    empty one: the theme fetches the whole index (1.4 MB) and builds its search on every page load, which
    costs chromium about a second of CPU each time, and most tests open many pages and search none of them.
    The header is added by chromium itself: no request passes through Python on its way.
    """
    if search:
        return browser.new_context(viewport=viewport)
    return browser.new_context(viewport=viewport, extra_http_headers={NO_SEARCH: "1"})


class Tabs:
    """The pages a module's tests are given: one browser context and page for each kind of page asked for (its
    size, and whether it reads the search), opened by the first test that asks and handed to the next ones as a
    new page would be (:meth:`reset`).

    Why: a new page starts a renderer process and compiles the theme's scripts afresh, which costs chromium
    about 0.7 s of CPU more than loading the same page in a page already open (measured here: 1.15 against
    0.43 CPU s a load), and most tests open one or two pages. A test that needs a context of its own (scripts
    off, the clipboard allowed) still makes one.
    """

    def __init__(self, browser: Browser) -> None:
        self.browser = browser
        self.pages: dict[tuple[int, int, bool], Page] = {}

    def page(self, viewport: ViewportSize, search: bool) -> Page:
        """The open page of this size and search (opened now if none is)."""
        key = (viewport["width"], viewport["height"], search)
        pg = self.pages.get(key)
        if pg is None or pg.is_closed():
            pg = self.pages[key] = browser_context(self.browser, viewport, search).new_page()
        return pg

    def reset(self, pg: Page) -> None:
        """Leave ``pg`` as a new page of its context would be for the next test: the listeners and routes of
        the test removed, the screen's media, nothing kept by the site (cookies, local and session storage),
        a blank document (so that the next test's first address always loads, even one the page is at). A
        page that cannot be reset (chromium closed it, a dialog is open) is closed with its context: the next
        test asking for one gets a new page.
        """
        for event, handler in _LISTENING.pop(pg, []):
            pg.remove_listener(event, handler)
        try:
            pg.unroute_all(behavior="ignoreErrors")
            pg.emulate_media(media="null")
            if pg.url.startswith("http"):
                pg.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
            pg.context.clear_cookies()
            pg.goto("about:blank")
        except PlaywrightError:
            for key, open_page in list(self.pages.items()):
                if open_page is pg:
                    del self.pages[key]
            pg.context.close()

    def close(self) -> None:
        """Close every page and its context."""
        for pg in self.pages.values():
            pg.context.close()
        self.pages.clear()


_LISTENING: dict[Page, list[tuple[str, Callable[..., Any]]]] = {}
"""The listeners :func:`errors_seen` added to each page, which :meth:`Tabs.reset` removes."""


def errors_seen(pg: Page, console: bool = False) -> list[str]:
    """The script errors of ``pg`` from now until the end of the test (and, with ``console``, the errors the
    page's scripts write to the console): a list that grows as they happen."""
    errors: list[str] = []

    def on_error(e: Any) -> None:
        errors.append(str(e))

    def on_console(m: ConsoleMessage) -> None:
        if m.type == "error":
            errors.append(m.text)

    handlers: list[tuple[str, Callable[..., Any]]] = [("pageerror", on_error)]
    if console:
        handlers.append(("console", on_console))
    for event, handler in handlers:
        pg.on(event, handler)  # type: ignore[call-overload]  # Playwright types each event's handler apart
        _LISTENING.setdefault(pg, []).append((event, handler))
    return errors


@contextlib.contextmanager
def shared_page(tabs: Tabs, viewport: ViewportSize, request: pytest.FixtureRequest) -> Iterator[Page]:
    """The open page of ``viewport`` size for this test (:class:`Tabs`), reset when the test ends; it reads
    the search only when the test is marked ``search`` (see :func:`browser_context`)."""
    pg = tabs.page(viewport, request.node.get_closest_marker("search") is not None)
    try:
        yield pg
    finally:
        tabs.reset(pg)


