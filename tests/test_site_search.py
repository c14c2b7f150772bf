"""The site's search: page weights in front matter, the separator, and the text form of the card pictures.

The ranking itself is checked in a browser (tests/browser/test_site_browser.py); these tests check the
pieces it is made of.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from five_hundred.cards import Card, Suit
from mkdocs.utils.yaml import yaml_load

from five_hundred_site.rulebook import bid_html, card_svg, cards_html, suit_svg
from five_hundred_site.search import boost_of, front_matter, weigh_pages
from five_hundred_suite.catalogue import ROOT


def _config() -> dict[str, object]:
    with (ROOT / "mkdocs.yml").open(encoding="utf-8") as f:
        config: dict[str, object] = yaml_load(f)
    return config


def test_how_to_play_and_rule_pages_outweigh_the_replays() -> None:
    assert boost_of("play/american.md") > boost_of("rules/bid.md") > boost_of("conflicts.md") > boost_of("hands/AU-0001.md")
    assert boost_of("scoring/table.md") > 1 and boost_of("hands/index.md") == 1


def test_front_matter_is_added_once_and_an_authors_search_setting_wins() -> None:
    once = front_matter("# T\n", 3.0)
    assert once.startswith("---\nsearch:\n  boost: 3\n---\n")
    assert yaml_load(once.split("---\n")[1]) == {"search": {"boost": 3}}
    own = "---\nsearch:\n  exclude: true\n---\n# T\n"
    assert front_matter(own, 3.0) == own
    merged = front_matter("---\ntitle: X\n---\n# T\n", 0.1)
    assert yaml_load(merged.split("---\n")[1]) == {"search": {"boost": 0.1}, "title": "X"}
    assert front_matter("# T\n", 1.0) == "# T\n"


def test_generated_pages_carry_their_weight(tmp_path: Path) -> None:
    for name in ("play/australian.md", "hands/AU-0001.md", "summary.md"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("# T\n", encoding="utf-8")
    weigh_pages(tmp_path, [Path("play/australian.md"), Path("hands/AU-0001.md"), Path("summary.md")])
    assert "boost: 6" in (tmp_path / "play/australian.md").read_text("utf-8")
    assert "boost: 0.1" in (tmp_path / "hands/AU-0001.md").read_text("utf-8")
    assert (tmp_path / "summary.md").read_text("utf-8") == "# T\n"


@pytest.mark.parametrize(("text", "words"), [
    ("var:no-misere", ["var", "no", "misere"]),
    ("Contract: 7♥ by N · Result: made", ["Contract", "7♥", "by", "N", "Result", "made"]),
    ("Scoring (SCORE)", ["Scoring", "(SCORE)"]),
    ("BID-13 — When misère may be bid.", ["BID", "13", "When", "misère", "may", "be", "bid"]),
    ("a score of 1.5", ["a", "score", "of", "1.5"]),
])
def test_the_search_separator_splits_the_sites_words(text: str, words: list[str]) -> None:
    plugin = next(p for p in _config()["plugins"] if isinstance(p, dict) and "search" in p)  # type: ignore[attr-defined]
    separator = plugin["search"]["separator"]
    assert [w for w in re.split(separator, text) if w] == words


def test_the_accent_folding_script_is_loaded_after_the_themes() -> None:
    assert "javascripts/search.js" in _config()["extra_javascript"]  # type: ignore[operator]
    script = (ROOT / "five_hundred_site" / "static" / "javascripts" / "search.js").read_text("utf-8")
    assert "Worker.prototype.postMessage" in script and "normalize(\"NFD\")" in script


def test_pictures_leave_their_words_out_of_the_index_and_give_their_symbol_instead() -> None:
    card = card_svg(Card.parse("JH"))
    assert "data-search-exclude" in card.split(">", 1)[0]
    row = cards_html(["JH", "10D"])
    assert row.count("data-search-exclude") == 2
    assert re.sub(r"<svg.*?</svg>|<[^>]+>", "", row) == "J♥ 10♦", "a row of pictures reads as its cards in text"
    suit = suit_svg(Suit.DIAMONDS)
    assert "data-search-exclude" in suit.split(">", 1)[0]
    assert suit.endswith('<span class="rb-copy" aria-hidden="true">♦</span>')
    assert re.sub(r"<svg.*?</svg>|<[^>]+>", "", bid_html("7H")) == "7♥"
