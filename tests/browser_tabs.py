"""The browser and the pages the browser tests share: one chromium for a run of consecutive browser tests
(:class:`Chromium`), and in it one open page per screen size, emptied between tests, instead of a new browser
context each (:class:`Tabs`; ``tests/browser/conftest.py`` hands them out).

Kept in a module of the ``tests`` package rather than in the conftest, which pytest imports under a name of its
own: the tests and the conftest must share the one chromium and the one registry of listeners (:func:`errors_seen`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Playwright, ViewportSize, sync_playwright
from playwright.sync_api import Error as PlaywrightError

CHROMIUM = Path("/usr/bin/chromium")
"""Debian's chromium (``apt-get install chromium``): Playwright cannot download a browser here."""
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
"""How chromium is started: headless by Playwright, with nothing of its own running in the background."""
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
    """The pages the browser tests are given: one browser context and page for each kind of page asked for (its
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


class Chromium:
    """One Playwright session and one headless chromium, started by the first test that asks for them and
    shared by the browser tests that follow it, until :meth:`stop` (called when the run goes on to a test that
    is not a browser test, and at its end). ``python3 tasks.py test`` runs every browser module on one worker,
    one after the other, so they share one chromium.

    Why: a launch, and the first page of each size in a new browser, cost chromium about two CPU seconds
    that every browser module after the first would pay again. Why stopped between: a Playwright session
    keeps an event loop of its own, which the other tests of the worker should not find running.
    """

    def __init__(self, executable: str, args: list[str]) -> None:
        self.executable = executable
        self.args = args
        self._session: Playwright | None = None
        self._browser: Browser | None = None
        self._tabs: Tabs | None = None

    def browser(self) -> Browser:
        """The running chromium (launched now if none is)."""
        if self._browser is None or not self._browser.is_connected():
            self.stop()
            self._session = sync_playwright().start()
            self._browser = self._session.chromium.launch(executable_path=self.executable, args=self.args)
        return self._browser

    def tabs(self) -> Tabs:
        """The open pages of the running chromium (:class:`Tabs`)."""
        browser = self.browser()
        if self._tabs is None or self._tabs.browser is not browser:
            self._tabs = Tabs(browser)
        return self._tabs

    def keep_for(self, next_test: Path | None, folder: Path) -> None:
        """Keep chromium running if the next test of the run (its file, ``None`` at the end) is a browser test,
        one under ``folder``; else :meth:`stop` it."""
        if next_test is None or not next_test.is_relative_to(folder):
            self.stop()

    def stop(self) -> None:
        """Close the pages, chromium and the Playwright session, whichever are open."""
        tabs, browser, session = self._tabs, self._browser, self._session
        self._tabs = self._browser = self._session = None
        with contextlib.suppress(PlaywrightError):
            if tabs is not None:
                tabs.close()
            if browser is not None:
                browser.close()
        if session is not None:
            session.stop()


CHROMIUM_SESSION = Chromium(str(CHROMIUM), ARGS)
"""The chromium the browser tests share while they run one after another (:class:`Chromium`)."""
