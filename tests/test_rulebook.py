"""The rule book pages: how to play, cards as pictures, hand replays, the score table and its calculator data."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from five_hundred.cards import Card
from mkdocs.utils.yaml import yaml_load

from five_hundred_site.marks import FAIL_ICON, PASS_ICON, RULE_MARK
from five_hundred_site.records import Record
from five_hundred_site.render import md_text as _md_text
from five_hundred_site.rulebook import (
    MARK,
    PLACEHOLDERS,
    SPRITE,
    TEMPLATES,
    RulebookContext,
    RulebookError,
    TrickView,
    auction_rows,
    auction_table,
    card_label,
    card_svg,
    drawn,
    hand_page,
    hand_view,
    inline_card,
    load_hands,
    made_score,
    marked_html,
    nav_lists,
    plain_text,
    read_site_config,
    rule_hands,
    score_data,
    score_of,
    trick_diagram,
    trick_stories,
    write_rulebook,
)
from five_hundred_site.rulebook import writing as rulebook_writing
from five_hundred_site.site import STATIC, generate, source_anchor
from five_hundred_suite.catalogue import ROOT, CatalogueError, corpus_version, rules, sources, validate, variants
from five_hundred_suite.fixtures import load_all

PASSING, FAILING = "BID-13", "SCORE-04"


def _status(rule_id: str, variant: str | None) -> str:
    return {PASSING: "passed", FAILING: "failed"}.get(rule_id, "untested")


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The whole site, generated with one failing and one passing rule."""
    out = tmp_path_factory.mktemp("rulebook") / "docs"
    results = out.parent / "results.json"
    records = [
        {"id": "tests/test_x.py::test_a", "rules": [PASSING], "variant": "australian", "options": [],
         "conflicts": [], "status": "passed", "message": None},
        {"id": "tests/test_x.py::test_b", "rules": [FAILING], "variant": "australian", "options": [],
         "conflicts": [], "status": "failed", "message": "slam scored 240"},
    ]
    header = {"format": 1, "implementation": {"name": "test engine"}, "corpus": {"version": corpus_version(), "commit": None},
              "date": "2030-01-01T00:00:00+00:00", "variants": ["australian"]}
    results.write_text(json.dumps({"header": header, "results": records}), encoding="utf-8")
    generate(results, out)
    yield out


def _template(tmp_path: Path, text: str, variant: str = "australian") -> Path:
    folder = tmp_path / "play"
    folder.mkdir(exist_ok=True)
    (folder / f"{variant}.md").write_text(text, encoding="utf-8")
    return folder


def _write(tmp_path: Path, text: str, variant: str = "australian") -> str:
    out = tmp_path / "docs"
    write_rulebook(out, status=_status, templates=_template(tmp_path, text, variant), hands_root=None)
    return (out / "play" / f"{variant}.md").read_text("utf-8")


def _svgs(text: str) -> list[str]:
    return re.findall(r"<svg class=\"rb-card[^\"]*\".*?</svg>", text)


# ---------------------------------------------------------------------------
# Cards as pictures


@pytest.mark.parametrize(("text", "label", "colour"), [
    ("JH", "jack of hearts", "rb-red"), ("10D", "ten of diamonds", "rb-red"), ("AS", "ace of spades", "rb-black"),
    ("5C", "five of clubs", "rb-black"), ("JK", "joker", "rb-joker"),
])
def test_a_card_is_drawn_with_its_rank_suit_colour_and_text_alternative(text: str, label: str, colour: str) -> None:
    card = Card.parse(text)
    svg = card_svg(card)
    assert card_label(card) == label
    assert f'aria-label="{label}"' in svg and f"<title>{label}</title>" in svg and 'role="img"' in svg
    assert colour in svg.split(">", 1)[0]
    if not card.is_joker:
        assert card.suit is not None and card.rank is not None
        assert f'href="#rb-face-{card.suit.value}"' in svg, "the suit symbol is always drawn"
        assert f">{card.rank.value}</text>" in svg
        ink = "#c3132b" if card.suit.is_red else "#1b1b1b"
        assert f'id="rb-pip-{card.suit.value}" viewBox="0 0 100 100"><path fill="{ink}"' in SPRITE


def test_every_suit_and_the_joker_have_a_shape_in_the_sprite() -> None:
    for ref in ("rb-face-S", "rb-face-C", "rb-face-D", "rb-face-H", "rb-face-JK", "rb-named-D"):
        assert f'id="{ref}"' in SPRITE


@pytest.mark.parametrize(("text", "shown", "label"), [
    ("8C", "8♣", "eight of clubs"), ("10D", "10♦", "ten of diamonds"), ("JK", "JK", "joker")])
def test_an_inline_card_is_text_with_its_suit_and_a_label(text: str, shown: str, label: str) -> None:
    html = inline_card(Card.parse(text))
    assert re.fullmatch(rf'<span class="rb-card rb-inline [^"]+" role="img" aria-label="{label}" title="{label}"'
                        rf' data-card="{text}">{shown}</span>', html), html


def test_catalogue_cards_are_drawn_inline_as_text() -> None:
    out = drawn("PLAY-05", _md_text("[[JH]] beats [[10H]] at [[bid:7H]]."))
    assert re.findall(r'data-card="[^"]+">([^<]+)</span>', out) == ["J♥", "10♥"]
    assert 'data-bid="7H"' in out and "<svg" not in out.split('data-bid="7H"')[0]


def test_hand_titles_mark_every_card_and_bid() -> None:
    bare = [f"{fx.file}: {code}" for fx in load_all() for code in _unmarked(fx.title)]
    assert not bare, f"write a card as [[8C]], a bid as [[bid:8C]] in a hand's title: {bare}"


def test_a_hand_title_shows_its_marked_cards_and_bids_as_text() -> None:
    out = drawn("AU-0029", _md_text("East's open misère over North's [[bid:10D]] is lost with a stranded [[QH]]"),
                glyphs=True)
    assert out == ("East's open misère over North's <span class=\"rb-glyph rb-red\">10♦</span> is lost with a"
                   " stranded <span class=\"rb-glyph rb-red\">Q♥</span>")
    assert plain_text("over [[bid:10D]] with [[QH]], [[bid:7NT]], [[bid:MIS]], [[JK]]") == (
        "over 10♦ with Q♥, 7NT, misère, joker")


def test_a_bad_mark_in_a_hand_title_names_the_hand() -> None:
    with pytest.raises(RulebookError, match=r"AU-0001: \[\[bid:QS\]\] is not a bid"):
        drawn("AU-0001", _md_text("makes [[bid:QS]]"), glyphs=True)


def test_the_notation_rule_keeps_its_codes(docs: Path) -> None:
    page = (docs / "rules" / "decide.md").read_text("utf-8")
    section = page.split("## DECIDE-39", 1)[1].split("\n## ", 1)[0]
    assert "10H and JD" in section


def test_rule_pages_draw_the_cards_of_their_examples(docs: Path) -> None:
    page = (docs / "rules" / "play.md").read_text("utf-8")
    section = page.split("## PLAY-05", 1)[1].split("\n## ", 1)[0]
    examples = [line for line in section.splitlines() if line.startswith("**Example")]
    assert [line.split(".**", 1)[0] for line in examples] == [
        "**Example (Australian four-player game, American four-player game, 45-card four-player game, 46-card four-player game with two jokers)",
        "**Example (Three-player game)",
        "**Example (Two-hand game, 24 cards, Two-hand game with a dead hand)",
        "**Example (Six-player game in two sides of three, Six-player game in three sides of two)",
        "**Example (Five-player game)"]
    assert re.findall(r'data-card="([^"]+)"', examples[0]) == ["AD", "KD", "5S", "10D", "5S"]
    assert re.findall(r'data-card="([^"]+)"', examples[1]) == ["AD", "KD", "7S", "7S"]
    assert re.findall(r'data-card="[^"]+">([^<]+)<', examples[1]) == ["A♦", "K♦", "7♠", "7♠"], "cards as text"
    # The shapes of the pictures come with every page that draws one, and only with those.
    for path in docs.rglob("*.md"):
        text = path.read_text("utf-8")
        assert ('href="#rb-' in text) == ('class="rb-sprite"' in text), path
    assert 'class="rb-sprite"' in (docs / "hands" / "AU-0001.md").read_text("utf-8")


def test_each_how_to_play_page_shows_the_example_written_for_its_game(tmp_path: Path) -> None:
    four = _write(tmp_path, "Tricks {{rule:PLAY-05}}.\n")
    three = _write(tmp_path, "Tricks {{rule:PLAY-05}}.\n", "three-player")
    assert re.findall(r'data-card="([^"]+)"', four) == ["AD", "KD", "5S", "10D", "5S"]
    assert re.findall(r'data-card="([^"]+)"', three) == ["AD", "KD", "7S", "7S"]
    assert "Example · PLAY-05" in three


def test_a_rule_of_another_game_shows_no_example(tmp_path: Path) -> None:
    page = _write(tmp_path, "In the four-player game the deal differs {{rule:DEAL-02}}.\n", "three-player")
    assert "Example · DEAL-02" not in page and "[DEAL-02](../rules/deal.md#DEAL-02 " in page


# ---------------------------------------------------------------------------
# Templates


def test_placeholders_expand(tmp_path: Path) -> None:
    page = _write(tmp_path, "# Play\n\n## Bidding\n\nMisère needs a seven {{rule:BID-13}}, say {{bid:7C}}; "
                            "kitty {{cards:JK 5C 9H}}.\n\n{{trick:7S N: AD KD 5S 10D -> S}}\n\n"
                            "{{auction:N 6H, E 7C, S MIS}}\n\nSee {{compare:C-36}}.\n")
    assert "[BID-13](../rules/bid.md#BID-13 " in page and PASS_ICON in page and "passing" in page
    assert "## Bidding { .rb-chapter }" in page
    assert re.findall(r'data-card="([^"]+)"', page.split("<figure")[0]) == ["JK", "5C", "9H"]
    example = page.index('??? example rb-example "Example · BID-13')
    assert "{{" not in page
    assert page.index("Misère needs a seven") < example < page.index("<figure")
    assert 'data-winner="S"' in page and '<span class="rb-wins">wins</span>' in page
    assert "| N | E | S | W |" in page and 'data-bid="MIS"' in page
    assert "(../conflicts.md#C-36)" in page or "(../variants/compare.md)" in page


def test_a_failing_rule_shows_its_failing_mark(tmp_path: Path) -> None:
    page = _write(tmp_path, "A slam {{rule:SCORE-04}}.\n")
    assert f"{FAIL_ICON} failing" in page


def test_an_example_is_shown_once_per_page(tmp_path: Path) -> None:
    page = _write(tmp_path, "One {{rule:BID-13}}.\n\nTwo {{rule:BID-13}}.\n")
    assert page.count("Example · BID-13") == 1


def test_the_examples_follow_the_picture_a_paragraph_introduces(tmp_path: Path) -> None:
    page = _write(tmp_path, "Spades are trumps {{rule:PLAY-05}}:\n\n{{trick:7S N: AD KD 5S 10D -> S}}\n\nNext.\n")
    assert page.index("<figure") < page.index("Example · PLAY-05") < page.index("Next.")


def test_the_examples_of_a_list_follow_the_list(tmp_path: Path) -> None:
    page = _write(tmp_path, "- one {{rule:BID-13}}\n- two {{rule:BID-12}}\n\nAfter.\n")
    assert page.startswith("- one") and page.splitlines()[1].startswith("- two")
    assert page.index("- two") < page.index("Example · BID-13") < page.index("Example · BID-12") < page.index("After.")


@pytest.mark.parametrize(("text", "problem"), [
    ("Line one.\n\nThe rule {{rule:BID-99}} is missing.\n", r"play/australian\.md:3: unknown rule ID 'BID-99'"),
    ("Cards {{cards:JK ZZ}}.\n", r"play/australian\.md:1: 'ZZ' is not a card in \{\{cards:JK ZZ\}\}"),
    ("\n\nCards {{cards:4S}}.\n", r"play/australian\.md:3: 4S is not in the 43-card pack of australian"),
    ("{{bid:11S}}\n", r":1: '11S' is not a bid of australian"),
    ("{{bid:7X}}\n", r":1: '7X' is not a bid in"),
    ("{{frobnicate:x}}\n", r":1: unknown placeholder \{\{frobnicate:x\}\}"),
    ("\n{{trick:7S N: AD KD 5S 10D -> N}}\n", r":2: S wins this trick, not N"),
    ("{{trick:7S N: AD KD 5S -> S}}\n", r":1: 3 cards for 4 players"),
    ("Text {{trick:7S N: AD KD 5S 10D -> S}}\n", r":1: .* must stand on a line of its own"),
    ("{{auction:N 6H, X 7C}}\n", r":1: 'X' is not a seat of australian"),
    ("{{hand:AU-0001}} {{rule:SEAT-01\n", r":1: an unclosed or nested placeholder"),
    ("\n{{score:bonus}}\n", r":2: 'bonus' is not a bid in \{\{score:bonus\}\}"),
    ("{{score:BMIS}}\n", r":1: 'BMIS' is not in the auction of australian"),
])
def test_a_bad_placeholder_is_an_error_naming_file_and_line(tmp_path: Path, text: str, problem: str) -> None:
    with pytest.raises(RulebookError, match=problem):
        _write(tmp_path, text)


@pytest.mark.parametrize("variant", ["australian", "american", "three-player", "two-hand-24", "two-hand-dead",
                                     "six-hand", "six-hand-pairs"])
def test_a_score_placeholder_is_the_engines_figure(tmp_path: Path, variant: str) -> None:
    data = score_data(variant)
    page = _write(tmp_path, "{{score:slam}} {{score:trick}} {{score:target}} {{score:lose}} {{score:7H}}\n", variant)
    slam = max(data["slam_value"], score_of(data, "7H", 10)[1])  # the engine's score for taking all ten
    assert page.split("\n")[0].split() == [str(slam), str(data["defence_per_trick"]),
                                            str(variants()[variant]["end"]["target"]),
                                            "−" + str(-variants()[variant]["end"]["lose_at"]), str(score_of(data, "7H", 7)[1])]
    for bid in data["misere"]:
        if bid in data["scores"]:
            assert made_score(data, bid) == score_of(data, bid, 0)[1]


def test_a_three_player_template_uses_its_pack_and_seats(tmp_path: Path) -> None:
    page = _write(tmp_path, "{{trick:8NT P2: JK:D 7D 9D -> P2}}\n", "three-player")
    assert "joker, led as a diamond" in page and "rb-seats-3" in page
    with pytest.raises(RulebookError, match="5H is not in the 33-card pack of three-player"):
        _write(tmp_path, "{{cards:5H}}\n", "three-player")


def test_a_template_for_an_unknown_variant_is_an_error(tmp_path: Path) -> None:
    folder = _template(tmp_path, "# x\n", "five-player")
    with pytest.raises(RulebookError, match="no variant 'five-player'"):
        write_rulebook(tmp_path / "docs", status=_status, templates=folder, hands_root=None)


def test_every_placeholder_is_documented() -> None:
    assert set(PLACEHOLDERS) == {"rule", "cards", "bid", "compare", "variant", "hand", "score", "trick", "auction",
                                 "score-table", "trump-chart", "calculator"}
    used = {m.split(":")[0] for p in TEMPLATES.rglob("*.md") for m in re.findall(r"\{\{([a-z-]+)", p.read_text("utf-8"))}
    assert used <= set(PLACEHOLDERS) and "score" in used


# ---------------------------------------------------------------------------
# The how-to-play pages


@pytest.mark.parametrize("variant", ["australian", "american", "three-player", "two-hand-24", "two-hand-dead",
                                     "six-hand", "six-hand-pairs"])
def test_each_game_has_a_how_to_play_page_in_playing_order(docs: Path, variant: str) -> None:
    assert (TEMPLATES / f"{variant}.md").is_file()
    page = (docs / "play" / f"{variant}.md").read_text("utf-8")
    chapters = re.findall(r"^## (.+?) \{ \.rb-chapter \}$", page, re.M)
    kitty = "The widow" if variant in ("three-player", "two-hand-24", "two-hand-dead") else "The kitty"
    assert chapters == ["The object of the game", "The pack", "Dealing", "Bidding", kitty, "Play", "The joker",
                        "Scoring", "The end of the game"], "the object first, then the hand in the order it is played"
    assert "{{" not in page
    assert len(_svgs(page)) + page.count('class="rb-card rb-inline') >= 20, "cards shown as pictures or inline"
    assert variant == "american" or ("In the " in page and "game instead" in page)
    assert "### What beats what in no trumps" in page, "the question is a heading, so it is in the page's contents"


def test_the_australian_page_answers_the_readers_questions(docs: Path) -> None:
    page = (docs / "play" / "australian.md").read_text("utf-8")
    chunks = {
        "What beats what in no trumps": ["RANK-05", "RANK-07"],
        "When misère may be bid": ["BID-13"],
        "What a slam scores": ["SCORE-04"],
        "Who wins when both sides pass 500": ["END-05"],
    }
    for heading, rule_ids in chunks.items():
        found = re.search(rf"^#+ {heading}$", page, re.M)
        assert found, heading
        start = found.start()
        part = page[start:start + 20000]
        for rid in rule_ids:
            assert f"[{rid}](../rules/" in part, (heading, rid)
        assert "rb-card" in part or "rb-bid" in part, heading
    assert f"[{PASSING}](../rules/bid.md#{PASSING} " in page
    slam = page[page.index("### What a slam scores"):]
    assert f"{FAIL_ICON} failing" in slam.split("\n\n")[1], "a failing rule says so in words"
    chip = re.search(rf'<span class="rb-rule rb-quiet">\[{PASSING}\].*?</span>', page)
    assert chip and "(passing)" in chip.group(0) and PASS_ICON in chip.group(0), "a passing rule: an icon and a tooltip"
    assert not chip.group(0).endswith(" passing</span>"), "a passing rule is shown quietly, without the word"
    assert page.count("Example · ") >= 40 and "!!! example" not in page, "examples are folded"
    assert page.count("??? example rb-example") <= 40, "the examples of a paragraph share one folded block"


def test_every_rule_cited_by_a_template_exists_and_the_australian_page_covers_the_play(docs: Path) -> None:
    text = (TEMPLATES / "australian.md").read_text("utf-8")
    cited = set(re.findall(r"\{\{rule:([A-Z]+-\d{2})\}\}", text))
    assert cited <= set(rules())
    for area in ("DECK", "DEAL", "BID", "KITTY", "PLAY", "JOKER", "SCORE", "END", "MIS"):
        assert any(r.startswith(area + "-") for r in cited), area


# ---------------------------------------------------------------------------
# Hand replays


def test_every_hand_fixture_has_a_replay_page(docs: Path) -> None:
    hands = load_all()
    index = (docs / "hands" / "index.md").read_text("utf-8")
    for fx in hands:
        page = (docs / "hands" / f"{fx.id}.md").read_text("utf-8")
        assert f"**[{fx.id}]({fx.id}.md)**" in index
        steps = re.findall(r'<li class="rb-step" id="trick-(\d+)" data-trick="\d+" data-winner="(\w+)"', page)
        assert [(int(n), w) for n, w in steps] == [(i, t.winner) for i, t in enumerate(fx.tricks, start=1)]
        assert page.count('class="rb-hand-row"') >= len(fx.seats) + 1
        for seat in fx.seats:
            for card in fx.hands[seat]:
                assert f'data-card="{card}"' in page
        for rid in fx.rules:
            assert f"- <span class=\"rb-rule\">[{rid}](../rules/" in page, (fx.id, rid)
        if fx.expect.contract is not None:
            assert ("## The widow" if variants()[fx.variant].get("words", {}).get("kitty") == "widow"
                    else "## The kitty") in page
            side = next(s for s, m in fx.sides.items() if fx.expect.contractor in m)
            points = fx.expect.points[side]
            shown = f"+{points}" if points > 0 else (f"−{-points}" if points < 0 else "0")
            assert f"**{shown}**" in page
        else:
            assert "thrown in" in page


def test_a_replay_counts_tricks_as_it_goes(docs: Path) -> None:
    fx = next(f for f in load_all() if f.id == "AU-0001")
    page = (docs / "hands" / "AU-0001.md").read_text("utf-8")
    counts = re.findall(r'data-count="([^"]+)"', page)
    assert counts[0] == "NS 1 · EW 0" and counts[-1] == "NS 7 · EW 3"
    assert len(counts) == len(fx.tricks) == 10


def test_a_misere_replay_shows_the_partner_sitting_out(docs: Path) -> None:
    fx = next(f for f in load_all() if f.is_misere)
    page = (docs / "hands" / f"{fx.id}.md").read_text("utf-8")
    assert 'class="rb-seat' in page and "sits out" in page


# ---------------------------------------------------------------------------
# The score table and the calculator data


def test_the_score_grid_is_the_variant_files_values(docs: Path) -> None:
    text = (docs / "scoring" / "table.md").read_text("utf-8")
    assert '8♥ 8H 8 hearts eight hearts</span>' in text, "each value carries the bid's other forms for the search"
    page = re.sub(r' <span class="rb-alias" aria-hidden="true">[^<]*</span>', "", text)
    values = variants()["australian"]["contract_values"]
    for n in range(6, 11):
        row = " | ".join(str(values[f"{n}{d}"]) for d in ("S", "C", "D", "H", "NT"))
        assert f"| **{n}** | {row} |" in page
    assert re.search(r'data-bid="MIS">misère</span> \| 250 \|', page)
    assert re.search(r'data-bid="OMIS">open misère</span> \| 500 \|', page)
    assert "Slam:" in page and "[SCORE-04](../rules/score.md#SCORE-04" in page


def _blob(page: str) -> dict[str, Any]:
    match = re.search(r'<script type="application/json" id="rb-score-data">(.*?)</script>', page)
    assert match
    data: dict[str, Any] = json.loads(match.group(1))
    return data


def test_the_calculator_data_is_the_variant_file_scored_by_the_engine(docs: Path) -> None:
    blob = _blob((docs / "scoring" / "table.md").read_text("utf-8"))
    assert blob["default"] == "australian" and sorted(blob["order"]) == sorted(variants())
    for vid in variants():
        assert {k: v for k, v in blob["variants"][vid].items() if k != "labels"} == score_data(vid)
        assert sorted(blob["variants"][vid]["labels"]) == sorted(variants()[vid]["bid_ladder"])
    assert blob["variants"]["three-player"]["pooled"] is False and blob["variants"]["american"]["pooled"] is True
    assert {v: blob["variants"][v]["other_sides"] for v in ("american", "three-player", "six-hand", "six-hand-pairs")} \
        == {"american": 1, "three-player": 2, "six-hand": 1, "six-hand-pairs": 2}, "the sides against the contractor's"
    data = blob["variants"]["australian"]
    raw = variants()["australian"]
    assert data["contracts"] == raw["bid_ladder"]
    assert data["values"] == raw["contract_values"]
    assert data["slam_value"] == raw["scoring"]["slam_value"] == 250
    assert data["tricks"] == 10
    assert set(data["scores"]) == set(raw["bid_ladder"])
    assert all(len(rows) == 11 for rows in data["scores"].values()), "one row per number of tricks, 0 to 10"


@pytest.mark.parametrize(("contract", "tricks", "expected"), [
    ("7H", 7, (True, 200, 30)), ("7NT", 10, (True, 250, 0)), ("9D", 8, (False, -380, 20)),
    ("8S", 10, (True, 250, 0)), ("8C", 10, (True, 260, 0)), ("MIS", 0, (True, 250, 0)), ("OMIS", 2, (False, -500, 0)),
    ("6S", 5, (False, -40, 50)), ("10NT", 9, (False, -520, 10)),
])
def test_the_calculator_table_gives_the_schedules_values(contract: str, tricks: int,
                                                         expected: tuple[bool, int, int]) -> None:
    assert score_of(score_data(), contract, tricks) == expected


def test_the_page_script_computes_no_score() -> None:
    script = (STATIC / "javascripts" / "rulebook.js").read_text("utf-8")
    for formula in ("slam_value", "defence_per_trick *", "* data.defence", "parseInt(contract"):
        assert formula not in script, f"the calculator script computes a score ({formula!r}); it should look it up"


# ---------------------------------------------------------------------------
# Site wiring


def test_mkdocs_lists_the_rulebook_pages_and_its_files() -> None:
    config = yaml_load((ROOT / "mkdocs.yml").read_text("utf-8"))
    nav = {next(iter(item)): next(iter(item.values())) for item in config["nav"]}
    assert [next(iter(p.values())) for p in nav["How to play"]] == [
        "play/australian.md", "play/australian-quick-reference.md", "play/american.md", "play/american-quick-reference.md",
        "play/american-45.md", "play/american-45-quick-reference.md", "play/american-46.md",
        "play/american-46-quick-reference.md", "play/three-player.md", "play/three-player-quick-reference.md",
        "play/two-hand-24.md", "play/two-hand-24-quick-reference.md", "play/two-hand-dead.md", "play/two-hand-dead-quick-reference.md",
        "play/six-hand.md", "play/six-hand-quick-reference.md", "play/six-hand-pairs.md",
        "play/six-hand-pairs-quick-reference.md", "play/five-hand.md", "play/five-hand-quick-reference.md"]
    assert nav["Score table"] == "scoring/table.md"
    assert nav["Recorded hands"] == "hands/index.md"
    assert "stylesheets/rulebook.css" in config["extra_css"]
    assert "javascripts/rulebook.js" in config["extra_javascript"]


def test_the_stylesheet_prints_cleanly(docs: Path) -> None:
    css = (docs / "stylesheets" / "rulebook.css").read_text("utf-8")
    printed = css.split("@media print", 1)[1]
    for hidden in (".md-header", ".md-sidebar", ".md-footer", ".rb-controls", ".rb-calc", "button"):
        assert hidden in printed.split("display: none", 1)[0]
    assert "print-color-adjust: exact" in printed
    assert "h2.rb-chapter { break-before: page; }" in printed
    assert "li.rb-step[hidden] { display: block !important; }" in printed


def test_without_the_script_every_trick_is_in_the_page(docs: Path) -> None:
    page = (docs / "hands" / "AU-0001.md").read_text("utf-8")
    assert " hidden" not in page.split('<div class="rb-replay"', 1)[1]
    js = (docs / "javascripts" / "rulebook.js").read_text("utf-8")
    assert "ArrowRight" in js and "ArrowLeft" in js and "s.hidden" in js


def test_the_nav_is_read_as_yaml_with_the_themes_python_tags(tmp_path: Path) -> None:
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: x\nmarkdown_extensions:\n  - pymdownx.emoji:\n"
                      "      emoji_index: !!python/name:material.extensions.emoji.twemoji\n"
                      "nav:\n  - Home: index.md\n  - Variants:\n      - variants/compare.md\n"
                      "      - A page: variants/australian.md\n# - variants/american.md\n", encoding="utf-8")
    assert nav_lists("variants/compare.md", config)
    assert nav_lists("variants/australian.md", config)
    assert nav_lists("index.md", config)
    assert not nav_lists("variants/american.md", config), "a commented-out entry is not listed"
    assert not nav_lists("compare.md", config)
    assert not nav_lists("index.md", tmp_path / "missing.yml")


BAD_CONFIGS = [
    ("site_name: x\nnav:\n  - [unclosed\n", r"^mkdocs\.yml:\d+: \(top\): is not valid YAML: "),
    ("site_name: x\nnav:\n  - index.md\nnav: []\n", r"^mkdocs\.yml:4: nav: the key is given twice$"),
    ("site_name: x\nnav:\n  Home: index.md\n", r"^mkdocs\.yml:3: nav: is not a list of pages"),
    ("site_name: x\nnav:\n  - Home: index.md\n  - 42\n", r"^mkdocs\.yml:4: nav\.1: '42' is not a page"),
    ("site_name: x\nnav:\n  - Home: index.md\n    Other: x.md\n", r"^mkdocs\.yml:3: nav\.0: is neither a page nor one"),
    ("site_name: x\nnav:\n  - Rules:\n      - rules/bid.md\n      - Play: [1, 2]\n", r"^mkdocs\.yml:5: nav\.0\.Rules\.1\.Play\.0: '1' is not"),
    ("- site_name\n", r"^mkdocs\.yml:1: \(top\): is not a mapping of settings"),
    ("", r"^mkdocs\.yml:1: \(top\): is not a mapping of settings"),
]


@pytest.mark.parametrize(("text", "problem"), BAD_CONFIGS)
def test_a_bad_mkdocs_yml_is_refused_in_one_line_naming_its_line_and_field(tmp_path: Path, text: str,
                                                                             problem: str) -> None:
    config = tmp_path / "mkdocs.yml"
    config.write_text(text, encoding="utf-8")
    with pytest.raises(RulebookError) as refused:
        read_site_config(config)
    message = str(refused.value).replace(str(tmp_path) + "/", "")
    assert re.search(problem, message) and "\n" not in message, message


def test_the_site_config_keeps_unknown_tags_as_strings_and_is_the_checkouts() -> None:
    config = read_site_config()
    emoji = next(e["pymdownx.emoji"] for e in config["markdown_extensions"] if isinstance(e, dict) and "pymdownx.emoji" in e)
    assert emoji["emoji_index"].endswith("python/name:material.extensions.emoji.twemoji")
    assert config["nav"][0] == {"Home": "index.md"}


def test_a_bad_mkdocs_yml_stops_the_site_before_a_page_is_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: x\nnav:\n  - 42\n", encoding="utf-8")
    monkeypatch.setattr(rulebook_writing, "SITE_CONFIG", config)
    monkeypatch.setattr(read_site_config, "__defaults__", (config,))
    out = tmp_path / "docs"
    with pytest.raises(RulebookError, match=r"mkdocs\.yml:3: nav\.0: '42' is not a page"):
        generate(None, out)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mkdocs.yml"], "nothing written"


BARE_CODE = re.compile(r"(?<![\w#/.:-])(JK|BJ|RJ|(?:1[0-3]|[2-9AKQJ])[SCDH♠♣♦♥]|(?:10|[6-9])NT|MIS|OMIS|BMIS)(?![\w-])")


def _unmarked(text: str) -> list[str]:
    return BARE_CODE.findall(MARK.sub("", text))


def test_catalogue_prose_marks_every_card_and_bid() -> None:
    bare = [f"{rule.id}: {code}" for rule in rules().values()
            for text in (rule.statement, *(ex.text for ex in rule.examples)) for code in _unmarked(text)]
    assert not bare, f"write a card as [[8C]], a bid as [[bid:8C]], the notation itself as [[code:8C]]: {bare}"


def test_the_lint_refuses_a_bare_code_and_accepts_marked_ones() -> None:
    assert _unmarked("N plays 8C.") == ["8C"]
    assert _unmarked("N bids 7NT over MIS.") == ["7NT", "MIS"]
    assert _unmarked("N plays [[8C]] after [[bid:7NT]]; [[code:JK]] names the joker.") == []


def test_a_mark_that_is_not_a_card_or_a_bid_is_refused() -> None:
    with pytest.raises(RulebookError, match=r"BID-01: \[\[bid:QS\]\] is not a bid"):
        drawn("BID-01", r"\[\[bid:QS\]\]")
    with pytest.raises(RulebookError, match=r"PLAY-01: \[\[1X\]\] is not a card"):
        drawn("PLAY-01", r"\[\[1X\]\]")


def test_the_hand_page_model_of_a_recorded_hand() -> None:
    hands = load_hands(ROOT)
    ctx = RulebookContext(lambda rid, v: "passed", (), hands, False, frozenset({"australian"}))
    played = next(fx for fx in hands if fx.expect.contract and not fx.is_misere and fx.discard is not None)
    page = hand_view(played, ctx)
    assert page.id == played.id and page.who == played.expect.contractor
    assert page.contract is not None and f'data-bid="{played.expect.contract}"' in page.contract
    assert page.kitty is not None and page.replay is not None and page.sits_out is None
    assert page.replay.count('class="rb-step"') == len(played.tricks)
    assert [row[0].split(" ")[0] for row in page.score] == list(played.sides)
    assert sum(row[2] for row in page.score) == len(played.tricks)
    assert {chip.split("](")[0].removeprefix('<span class="rb-rule">[') for chip, _ in page.rules} == set(played.rules)
    passed = next((fx for fx in hands if fx.expect.contract is None), None)
    if passed is not None:
        view = hand_view(passed, ctx)
        assert view.contract is None and view.score == () and view.kitty is None


def test_a_three_player_replay_calls_the_kitty_the_widow() -> None:
    hands = load_hands(ROOT)
    ctx = RulebookContext(lambda rid, v: "passed", (), hands, False, frozenset({"three-player"}))
    three = [fx for fx in hands if fx.variant == "three-player" and fx.discard is not None]
    assert three, "the recorded hands include three-player hands with an exchange"
    for fx in three:
        page = hand_page(fx, ctx)
        # The rule chips keep the catalogue's titles (their link tooltips); everything else is the page's own words.
        words = re.sub(r'\(\.\./rules/[a-z]+\.md#[A-Z]+-[0-9]{2} "[^"]*"\)', "", page)
        assert "## The widow" in page and "takes the widow" in page, fx.id
        assert '<span class="rb-hand-name">Widow</span>' in page, fx.id
        assert not re.search(r"\b[Kk]itty\b", words), f"{fx.id} says kitty: {re.findall(r'.{60}[Kk]itty.{20}', words)}"
    four = next(fx for fx in hands if fx.variant == "australian" and fx.discard is not None)
    page = hand_page(four, ctx)
    assert "## The kitty" in page and '<span class="rb-hand-name">Kitty</span>' in page and "widow" not in page


# ---------------------------------------------------------------------------
# The page models of tricks, auctions, replays and the hands under a rule


def test_a_trick_diagram_places_each_seat_and_marks_the_winner() -> None:
    d = trick_diagram(TrickView(("N", "E", "S", "W"), "E", ("AD", "KD", "5S", "JK:D"), "N", contract="7NT"))
    assert [(p.seat, p.place, p.card.code if p.card else None, p.turn, p.wins) for p in d.places] == [
        ("N", "top", "JK", "4th", True), ("E", "right", "AD", "led", False), ("S", "bottom", "KD", "2nd", False),
        ("W", "left", "5S", "3rd", False)]
    assert d.places[0].card is not None and d.places[0].card.named == "D"
    assert d.head_bid is not None and d.head_bid.code == "7NT" and d.head == ""
    assert d.caption == ("Trick (seven no trumps): E ace of diamonds; S king of diamonds; W five of spades;"
                         " N joker, led as a diamond. N wins.")
    out = trick_diagram(TrickView(("P1", "P2", "P3"), "P1", ("AS", "KS"), "P1", out="P3", number=4))
    assert [p.out for p in out.places] == [False, False, True] and out.head == "Trick 4" and out.head_bid is None


def test_an_auction_is_laid_out_by_rounds_from_the_first_caller() -> None:
    cols, rows = auction_rows([("S", "6S"), ("W", "pass"), ("N", "7H"), ("E", "pass"), ("S", "8S"), ("N", "pass")],
                              ("N", "E", "S", "W"), "S")
    assert cols == ["S", "W", "N", "E"]
    assert [[c if c is None or isinstance(c, str) else c.code for c in r] for r in rows] == [
        ["6S", "pass", "7H", "pass"], ["8S", None, "pass", None]]
    lines = auction_table([("S", "6S"), ("W", "pass")], ("N", "E", "S", "W"), "S")
    assert lines[:2] == ["| S | W | N | E |", "|:-:|:-:|:-:|:-:|"]
    assert lines[2].endswith("| pass | · | · |") and 'data-bid="6S"' in lines[2] and lines[-1] == ""


def test_marked_text_becomes_escaped_html_with_cards_and_bids() -> None:
    out = str(marked_html("N <leads> [[JD]] at [[bid:7H]] & [[code:JD]]"))
    assert out.startswith("N &lt;leads&gt; <span class=\"rb-card rb-inline rb-red\"")
    assert ">J♦</span>" in out and 'data-bid="7H"' in out and out.endswith("&amp; JD")


def _hand(hand_id: str) -> Any:
    return next(fx for fx in load_hands(ROOT) if fx.id == hand_id)


def test_the_story_of_a_trick_says_why_it_was_won() -> None:
    stories = trick_stories(_hand("AU-0003"))
    assert len(stories) == 10
    assert stories[0].won == "S wins with [[JS]]: the right bower, the jack of trumps, is the highest trump after the joker."
    assert stories[-1].won.startswith("E wins with [[JC]]: the left bower counts as a trump")
    au1 = trick_stories(_hand("AU-0001"))
    assert au1[1].won == "E wins with [[JK]]: the joker is the highest trump."
    assert au1[2].won == "E wins with [[AD]], the highest diamond played; nobody trumped."
    assert "N trumped the diamonds lead with [[9H]]" in au1[4].won
    nt = trick_stories(_hand("AU-0027"))
    assert nt[1].won == "E wins with [[JK]]: the suitless joker beats every card."


def test_the_story_of_a_trick_says_which_cards_had_to_be_played() -> None:
    au1 = trick_stories(_hand("AU-0001"))
    assert "E had to play [[JK]]: the joker counts as a trump, and it was E's only one." in au1[1].plays
    assert "N had to follow suit with [[6D]], the only diamond in hand." in au1[2].plays
    assert "N could not follow diamonds and trumped with [[9H]]." in au1[4].plays
    assert "E could not follow spades and had to play the suitless joker." in trick_stories(_hand("AU-0027"))[1].plays
    # A player with a free choice is not said to have had to play anything.
    assert not any("had to" in p and p.startswith("S ") for p in au1[0].plays)


def test_the_story_shows_the_hands_as_each_trick_began() -> None:
    fx = _hand("AU-0001")
    stories = trick_stories(fx)
    first = dict(stories[0].hands)
    assert [s for s, _ in stories[0].hands] == list(fx.trick_seats(fx.tricks[0].leader))
    assert sorted(first[str(fx.expect.contractor)]) == sorted(fx.post_exchange_hand() or ())
    assert all(len(cards) == 10 for cards in first.values())
    for n, story in enumerate(stories):
        assert all(len(cards) == 10 - n for _, cards in story.hands)
        for (seat, cards), played in zip(story.hands, fx.tricks[n].cards, strict=True):
            assert played.partition(":")[0] in cards, (n + 1, seat)


def test_a_replay_offers_its_deal_in_try_it_when_the_site_has_that_page(docs: Path) -> None:
    hands = load_hands(ROOT)
    with_page = RulebookContext(lambda rid, v: "passed", (), hands, False, frozenset({"australian"}), try_page=True)
    assert hand_view(_hand("TP-0001"), with_page).try_it == "../try.md?hand=TP-0001"
    without = RulebookContext(lambda rid, v: "passed", (), hands, False, frozenset({"australian"}))
    assert hand_view(_hand("TP-0001"), without).try_it is None
    assert "try.md?hand" not in hand_page(_hand("TP-0001"), without)
    for fx in hands:  # the built site has the page, and it carries every recorded hand
        page = (docs / "hands" / f"{fx.id}.md").read_text("utf-8")
        assert f"[Play this deal in Try it](../try.md?hand={fx.id}){{ .md-button #rb-try-it }}" in page, fx.id
    assert all(f'<option value="{fx.id}">' in (docs / "try.md").read_text("utf-8") for fx in hands)


def test_a_thrown_in_hand_has_no_story() -> None:
    thrown = next(fx for fx in load_hands(ROOT) if fx.expect.contract is None)
    assert trick_stories(thrown) == []


def test_the_replay_model_carries_the_story_of_each_trick() -> None:
    hands = load_hands(ROOT)
    ctx = RulebookContext(lambda rid, v: "passed", (), hands, False, frozenset({"australian"}))
    page = hand_view(_hand("AU-0003"), ctx)
    assert page.replay is not None
    last = page.replay.split('id="trick-10"', 1)[1]
    assert 'class="rb-won">E wins with <span class="rb-card rb-inline rb-black"' in last
    assert "the left bower counts as a trump" in last
    assert last.count('class="rb-held-row"') == 4 and last.count("rb-played") == 4


def test_a_rule_lists_the_recorded_hands_that_exercise_it() -> None:
    hands = load_hands(ROOT)
    records = [Record("tests/test_hands.py::test_hand[AU-0010-play]", ("SCORE-04",), "australian", (), "passed", None,
                      None, None, None)]
    listed = rule_hands("SCORE-04", hands, records)
    assert [h.id for h in listed] == [fx.id for fx in hands if "SCORE-04" in fx.rules] and len(listed) >= 3
    au10 = next(h for h in listed if h.id == "AU-0010")
    assert au10.target == "../hands/AU-0010.md" and au10.mark == RULE_MARK["passed"]
    assert '<span class="rb-glyph rb-red">7♥</span>' in au10.title and "[[" not in au10.title
    assert all(h.mark == RULE_MARK["untested"] for h in listed if h.id != "AU-0010")
    unexercised = next(r for r in rules() if not any(r in fx.rules for fx in hands))
    assert rule_hands(unexercised, hands, records) == ()


def test_a_rule_page_links_its_hands_and_sources(docs: Path) -> None:
    area = (docs / "rules" / "score.md").read_text("utf-8").split("## SCORE-04", 1)[1].split("\n## ", 1)[0]
    assert re.search(r"^- \[[^\]]+\]\(\.\./sources\.md#source-[a-z0-9-]+\)", area, re.M)
    section = (docs / "rules" / "SCORE-04.md").read_text("utf-8")  # the rule's own page lists its checks
    assert '??? abstract "Recorded hands that exercise SCORE-04' in section
    linked = re.findall(r"^    - \[([A-Z]{2}-\d{4})\]\(\.\./hands/\1\.md\)", section, re.M)
    assert linked and all((docs / "hands" / f"{h}.md").is_file() for h in linked)
    assert "tests/test_hands.py::test_hand" not in section, "the hands are listed one by one instead"
    assert re.search(r"^- \[[^\]]+\]\(\.\./sources\.md#source-[a-z0-9-]+\)", section, re.M)
    assert re.search(r"^    \[features/[^\]]+\.feature:\d+\]\([A-Z]+-\d+\.md#sc-[a-z0-9-]+\)", section, re.M)


def test_every_source_link_of_every_rule_page_goes_to_that_sources_own_section(docs: Path) -> None:
    listing = (docs / "sources.md").read_text("utf-8")
    sections = dict(re.findall(r"^## (.+) \{#(source-[a-z0-9-]+)\}$", listing, re.M))
    anchors = {anchor: name for name, anchor in sections.items()}
    assert sorted(anchors) == sorted(source_anchor(k) for k in sources())
    for key, src in sources().items():
        section = listing.split(f"{{#{source_anchor(key)}}}", 1)[1].split("\n## ", 1)[0]
        assert f"**Language:** {src['language']}" in section and "**Covers:**" in section, key
        games = re.findall(r"\]\(variants/([a-z0-9-]+)\.md\)", section.split("**Games that follow it:**", 1)[1].split("\n")[0])
        assert games == [v for v, data in variants().items() if key in data["sources"]], key
    pages = sorted((docs / "rules").glob("*.md"))
    assert len(pages) > len(rules())
    seen = 0
    for page in pages:
        text = page.read_text("utf-8")
        assert "index.md#sources" not in text, page.name
        for name, anchor in re.findall(r"\[([^\]]+)\]\(\.\./sources\.md#([^)]+)\)", text):
            assert anchor in anchors, (page.name, anchor)
            assert name == _md_text(sources()[anchor.removeprefix("source-")]["name"]), (page.name, name, anchor)
            seen += 1
    assert seen >= sum(len(r.sources) for r in rules().values())
    own = (docs / "rules" / "SCORE-04.md").read_text("utf-8").split("**Sources**", 1)[1].split("**Scenarios**", 1)[0]
    assert re.findall(r"\(\.\./sources\.md#([^)]+)\)", own) == [source_anchor(c["source"]) for c in rules()["SCORE-04"].sources]


def test_a_source_without_its_language_is_refused_in_one_line() -> None:
    data = {"sources": [dict(s) for s in sources().values()]}
    validate(data, "sources", "spec/sources.yaml")
    del data["sources"][1]["language"]
    with pytest.raises(CatalogueError, match=r"^spec/sources\.yaml: sources\.1: 'language' is a required property$"):
        validate(data, "sources", "spec/sources.yaml")


def test_a_hands_rule_notes_point_at_the_tricks_that_show_them() -> None:
    hands = load_hands(ROOT)
    ctx = RulebookContext(lambda rid, v: "passed", (), hands, False, frozenset({"australian"}))
    au1 = _hand("AU-0001")
    assert "N led [[JD]], the left bower: it counts as a trump, so the others must follow trumps." in (
        trick_stories(au1)[1].plays)
    notes = {chip.split("[", 1)[1].split("]", 1)[0]: note for chip, note in hand_view(au1, ctx).rules}
    assert notes["RANK-03"] == "The left bower counted as a trump at trick 2: see the notes under that trick."
    assert notes["PLAY-03"].startswith("A player had no choice but to follow suit at tricks 2, 3, 5")
