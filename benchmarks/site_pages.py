"""Benchmark: how heavy each page of the built site is, and whether it scrolls sideways on a phone.

Serves a built site (``python3 tasks.py main`` writes ``build/site``) on 127.0.0.1 and opens every page
in Debian's chromium at the given width. Prints, per page, its height in pixels, its number of DOM
elements, its tables, and how many of those (unfolded) still scroll sideways; then the pages that do.

    python benchmarks/site_pages.py [--site build/site] [--width 390] [PATH-PART ...]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path
from typing import Any

CHROMIUM = Path("/usr/bin/chromium")
MEASURE = """() => {
  const doc = document.documentElement;
  const over = [...document.querySelectorAll('article .md-typeset__scrollwrap, article table')]
    .filter(e => !e.closest('details:not([open])') && e.scrollWidth > e.clientWidth + 1);
  return {height: doc.scrollHeight, elements: document.getElementsByTagName('*').length,
          tables: document.querySelectorAll('article table').length, over: over.length,
          page: doc.scrollWidth > doc.clientWidth + 1};
}"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def main(argv: list[str] | None = None) -> int:
    """Print the figures of every page (or of those whose path contains one of the given parts)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=Path("build/site"))
    parser.add_argument("--width", type=int, default=390)
    parser.add_argument("only", nargs="*")
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print("no /usr/bin/chromium: apt-get install chromium", file=sys.stderr)
        return 2
    if not (args.site / "index.html").is_file():
        print(f"{args.site}: no built site (run python3 tasks.py main)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    pages = sorted(p.relative_to(args.site).parent.as_posix() for p in args.site.rglob("index.html"))
    pages = [p for p in pages if not args.only or any(o in p for o in args.only)]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(args.site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    sideways = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_context(viewport={"width": args.width, "height": 844}).new_page()
            print(f"{'page':<32} {'height px':>9} {'elements':>8} {'tables':>6} {'sideways':>8}")
            for path in pages:
                page.goto(base + ("" if path == "." else path + "/"))
                m = page.evaluate(MEASURE)
                print(f"{path:<32} {m['height']:>9} {m['elements']:>8} {m['tables']:>6} {m['over']:>8}"
                      + ("  (the page itself)" if m["page"] else ""))
                if m["over"] or m["page"]:
                    sideways.append(path)
            browser.close()
    finally:
        server.shutdown()
    print(f"{len(pages)} pages at {args.width} px; {len(sideways)} scroll sideways: {', '.join(sideways) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
