"""Shared pieces of the browser tests: Debian's chromium driven by Playwright, a built site
served on 127.0.0.1, and screenshots kept in ``build/screenshots/``.

Playwright cannot download browsers here: the tests launch ``/usr/bin/chromium``
(``apt-get install chromium``; ``.ci/run`` installs it) and skip, saying so, when it is absent.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
import yaml
from filelock import FileLock
from playwright.sync_api import Browser, Page, expect, sync_playwright

from five_hundred_site.site import generate
from five_hundred_suite.catalogue import BUILD, ROOT, corpus_version, variants

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
SCREENSHOTS = BUILD / "screenshots"
NO_CHROMIUM = "no /usr/bin/chromium: install Debian's chromium (apt-get install chromium); Playwright cannot download one here"

requires_chromium = pytest.mark.skipif(not CHROMIUM.exists(), reason=NO_CHROMIUM)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def build_site(work: Path, results: Sequence[Path]) -> Path:
    """Generate the site's pages from ``results`` (the first for the rule pages, all for the
    implementations page) into ``work/docs`` and build it strictly into ``work/site``.
    """
    docs, out = work / "docs", work / "site"
    generate(results[0] if results else None, docs, more_results=results[1:])
    config = work / "mkdocs.yml"
    config.write_text(yaml.safe_dump({"INHERIT": str(ROOT / "mkdocs.yml"), "docs_dir": str(docs),
                                      "site_dir": str(out)}), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(config)],
                          capture_output=True, text=True, check=False, cwd=work,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert done.returncode == 0, done.stdout + done.stderr
    return out


PASSING: tuple[tuple[str, str], ...] = (
    ("BID-02", "american"), ("BID-05", "australian"), ("BID-13", "australian"), ("DECIDE-05", "australian"),
    ("END-05", "australian"), ("MIS-01", "australian"), ("RANK-05", "australian"), ("RANK-07", "australian"),
    ("SCORE-02", "australian"), ("SCORE-04", "australian"), ("SCORE-04", "three-player"))
"""The rules given a passing case (and its variant) in the results the shared site is built from."""
FAILING = ("END-03", "australian")
"""The one rule given a failing case there; every other rule is untested."""
SERVE = f"{ROOT / '.venv' / 'bin' / 'python'} -m five_hundred_suite.serve"
"""The command the second run of the shared site names (its implementations page shows two runs)."""


def _results(path: Path, command: str | None) -> Path:
    """A results file of the shared site: :data:`PASSING`, :data:`FAILING`, a recorded hand's play stage passing."""
    impl: dict[str, Any] = {"name": "five-hundred reference engine", "version": "0.1.0", "language": "python"}
    if command:
        impl["command"] = command
    records = [{"id": f"tests/test_x.py::test_{r}[{v}]", "rules": [r], "variant": v, "options": [], "conflicts": [],
                "status": "passed", "message": None} for r, v in PASSING]
    records.append({"id": "tests/test_hands.py::test_hand[AU-0001-play]", "rules": ["PLAY-05"], "variant": "australian",
                    "options": [], "conflicts": [], "status": "passed", "message": None})
    records.append({"id": "tests/test_x.py::test_end", "rules": [FAILING[0]], "variant": FAILING[1], "options": [],
                    "conflicts": [], "status": "failed", "message": "the defenders won"})
    header = {"format": 1, "implementation": impl, "date": "2030-01-02T03:04:05+00:00", "variants": sorted(variants()),
              "corpus": {"version": corpus_version(), "commit": "0123456789abcdef0123456789abcdef01234567"}}
    path.write_text(json.dumps({"header": header, "results": records}), encoding="utf-8")
    return path


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The spec site the browser tests read, built once for the whole run (and shared by the pytest-xdist
    workers): two runs (one in process, one naming :data:`SERVE`) of :data:`PASSING` and :data:`FAILING`."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    work = shared / "browser-site"
    with FileLock(str(shared / "browser-site.lock")):
        if not (work / "site" / "index.html").is_file():
            work.mkdir(exist_ok=True)
            build_site(work, [_results(work / "results.json", None), _results(work / "results-served.json", SERVE)])
    return work / "site"


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
    """Save a screenshot of ``page`` as ``build/screenshots/<name>.png``."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full)
    return path


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Debian's chromium, headless (one per module: two Playwright sessions cannot run at once)."""
    if not CHROMIUM.exists():
        pytest.skip(NO_CHROMIUM)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A fresh page, 1280 × 900."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    yield pg
    context.close()


@pytest.fixture(scope="module")
def search_page(browser: Browser, base_url: str) -> Iterator[Page]:
    """One page of the site, 1280 × 900, kept open for every question of a module: the search index is built once."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
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
