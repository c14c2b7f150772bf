"""Shared pieces of the browser tests: Debian's chromium driven by Playwright, a built site
served on 127.0.0.1, and screenshots kept in ``build/screenshots/``.

Playwright cannot download browsers here: the tests launch ``/usr/bin/chromium``
(``apt-get install chromium``; ``.ci/run`` installs it) and skip, saying so, when it is absent.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
import yaml
from playwright.sync_api import Browser, Page, sync_playwright

from five_hundred_site.site import generate
from five_hundred_suite.catalogue import BUILD, ROOT

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
