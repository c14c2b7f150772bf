"""The site's search: page weights in front matter, the separator, and the text form of the card pictures.

The ranking itself is checked in a browser (tests/browser/test_search_browser.py, test_reading_browser.py);
these tests check the pieces it is made of.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from five_hundred.cards import Card, Suit
from mkdocs.utils.yaml import yaml_load

from five_hundred_site.rulebook import bid_aliases, bid_html, card_svg, cards_html, suit_svg
from five_hundred_site.search import BID_TAGS, TAGS, boost_of, front_matter, weigh_pages
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


def test_the_score_table_is_tagged_with_every_bid_in_its_short_forms() -> None:
    assert len(BID_TAGS) == 5 * 9 and {"6S", "6♠", "8H", "8♥", "10NT"} <= set(BID_TAGS)
    head = front_matter("# Score table\n", boost_of("scoring/table.md"), TAGS["scoring/table.md"]).split("---\n")[1]
    assert yaml_load(head) == {"search": {"boost": 3}, "tags": list(BID_TAGS)}


@pytest.mark.parametrize(("bid", "forms"), [("8H", "8♥ 8H 8 hearts eight hearts"), ("6S", "6♠ 6S 6 spades six spades"),
                                            ("10NT", "10NT 10 no trumps ten no trumps")])
def test_each_value_of_the_score_table_carries_its_bids_other_forms_hidden(bid: str, forms: str) -> None:
    assert bid_aliases(bid) == f' <span class="rb-alias" aria-hidden="true">{forms}</span>'
    css = (ROOT / "five_hundred_site" / "static" / "stylesheets" / "rulebook.css").read_text("utf-8")
    assert ".md-typeset .rb-alias { display: none; }" in css
    with pytest.raises(ValueError, match=r"score table: 'MIS' is not a suit or no-trump bid .*SCORE-01"):
        bid_aliases("MIS")


def test_a_rules_status_line_is_kept_out_of_the_search_index() -> None:
    template = (ROOT / "five_hundred_site" / "templates" / "rule.md.j2").read_text("utf-8")
    status = next(i for i, line in enumerate(template.split("\n")) if line.startswith("**{{ r.mark }}**"))
    assert template.split("\n")[status + 1] == "{ data-search-exclude }"
