"""The reader's half of the spec site: how to play, cards as pictures, hand replays and the score table.

:func:`write_rulebook` is called by :func:`five_hundred_site.site.generate`
once the catalogue pages are written. It adds:

``play/<variant>.md``
    How to play, chapter by chapter in playing order, from the template
    ``spec/pages/play/<variant>.md``. The prose of a template is ours; the
    generator expands its placeholders (see :data:`PLACEHOLDERS`).
``play/<variant>-quick-reference.md``
    The whole game on one page, with the score table, from
    ``spec/pages/play/quick-reference/<variant>.md`` (the same placeholders, no worked examples).
``hands/<id>.md`` and ``hands/index.md``
    A replay of every whole-hand fixture of ``features/hands/``: the deal,
    the auction, the kitty exchange, each trick with its winner and the
    running count, the score, and a note for each rule the hand exercises.
``scoring/table.md``
    The contract values as the familiar grid, and a calculator for every
    variant, whose scores the engine computes and the page embeds as JSON.
``stylesheets/rulebook.css`` and ``javascripts/rulebook.js`` (static files of this package)
    The look of the cards, tricks and calculator (with a print style), and
    the small script that steps through a replay and runs the calculator.
    Without the script every page still reads complete.

The HTML of cards, suits, bids and tricks is written by the macros of
``templates/cards.html.j2`` from the models built here (:class:`CardFace`,
:class:`BidFace`, :class:`TrickDiagram`). In hands and tricks a card is an SVG
picture: rank, suit symbol (always shown, so that colour is never the only
cue), red for hearts and diamonds, black for spades and clubs, with a text
alternative (``aria-label`` and ``<title>``, e.g. "jack of hearts"). Inside a
sentence a card is its rank and suit symbol as text (``8♣``) in a card-like
box, and a bid its number and suit symbol (``7♥``), so that copied text keeps
the suit. Which code is a card and which a bid is never guessed: the
catalogue and the hands' titles mark them (``[[8C]]``, ``[[bid:8C]]``). Every
card text goes through :meth:`five_hundred.cards.Card.parse`.

Each step of a replay says why the trick was won and which cards had to be
played (:func:`trick_stories`, from the engine's legal plays), with the hands
as the trick began; :func:`rule_hands` lists under a rule the hands that
exercise it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from five_hundred.bids import Bid
from five_hundred.cards import Card, Suit, parse_suit
from five_hundred.datafile import DataFileError, compose_yaml, read_text
from five_hundred.errors import FiveHundredError, NotationError
from five_hundred.explain import trick_verdict
from five_hundred.legality import legal_plays
from five_hundred.position import Position, state_from_position
from five_hundred.ruleset import load_ruleset
from five_hundred.scoring import score_hand
from five_hundred.state import Play
from five_hundred.transitions import apply
from five_hundred.tricks import effective_suit, trick_strength, trick_winner
from markupsafe import Markup

from five_hundred_suite.catalogue import ROOT, RULE_ID, SPEC, kitty_word, rules, variants
from five_hundred_suite.fixtures import FixtureError, HandFixture, fixture_paths, load_all
from five_hundred_suite.resources import shown

from .render import ENV, render
from .render import md_text as _md
from .results import FAILED, RULE_ICON, RULE_MARK, RULE_WORD, Record, SiteError, Tally
from .verdicts import SUIT_NAME, SUIT_SINGULAR, trick_sentence

TEMPLATES = SPEC / "pages" / "play"
"""Where the how-to-play templates live, one per variant (``<variant>.md``)."""

QUICK = "quick-reference"
"""The folder of the quick-reference templates (``play/quick-reference/<variant>.md``), written as
``play/<variant>-quick-reference.md``: the whole game on one page, with its rules but no examples."""
COMPARE_PAGE = "variants/compare.md"
TRY_PAGE = "try.md"
"""The Try it page (written by :mod:`five_hundred_site.tryit`): ``try.md?hand=<id>`` deals that recorded hand."""
"""The comparison of the variants, linked from the how-to-play pages when the nav lists it."""
SCORE_VARIANT = "australian"
"""The variant whose contract values the score table shows, and the game the calculator opens with."""

PLACEHOLDERS = {
    "rule": "{{rule:BID-13}}: a small link to the rule with its mark; its worked example follows the paragraph",
    "cards": "{{cards:JK JH JD AH}}: the cards as pictures, in a row",
    "bid": "{{bid:7H}}: a bid (a contract), with its suit symbol",
    "compare": "{{compare:C-20}}: a link to the comparison of the variants (else to that conflict)",
    "variant": "{{variant:three-player}}: a link to the how-to-play page of another variant",
    "hand": "{{hand:AU-0010}}: a link to a hand replay",
    "score": "{{score:slam}}: a figure of the variant's scoring, computed by the engine: slam (the least a slam"
             " scores), trick (a defender's points a trick), target (the score that wins), lose (the score that"
             " loses), or a contract (7H, MIS: what its contractor scores for making it)",
    "trick": "{{trick:7S N: AD KD 5S 10D -> S}}: a trick diagram (contract, leader, cards in play order, winner);"
             " options joker=H (nominated suit) and out=N (a misère partner sitting out)",
    "auction": "{{auction:N 6H, E 7C, S MIS}}: an auction as a table, columns from the first caller",
    "score-table": "{{score-table}}: the contract values as a grid",
    "trump-chart": "{{trump-chart}}: each suit as trumps, its cards from highest to lowest, ranked by the engine",
    "calculator": "{{calculator}}: the score calculator",
}
"""Every placeholder a template may use; the last five stand on a line of their own."""
BLOCK_KINDS = frozenset({"trick", "auction", "score-table", "trump-chart", "calculator"})

RANK_NAME = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "10": "ten", "9": "nine", "8": "eight",
             "7": "seven", "6": "six", "5": "five", "4": "four"}
NUMBER_WORD = {6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}
SEAT_NAME = {"N": "North", "E": "East", "S": "South", "W": "West"}

RED, BLACK, JOKER_INK = "#c3132b", "#1b1b1b", "#4a2a7a"

# Suit symbols as paths in a 100 x 100 box, so that no font is needed to draw them.
SUIT_PATH = {
    Suit.HEARTS: "M50 90C22 68 4 52 4 31C4 15 16 5 29 5C39 5 46 11 50 21C54 11 61 5 71 5C84 5 96 15 96 31"
                 "C96 52 78 68 50 90Z",
    Suit.DIAMONDS: "M50 3L87 50L50 97L13 50Z",
    Suit.SPADES: "M50 5C62 22 94 40 94 62C94 76 84 84 72 84C63 84 56 79 53 73C54 84 58 91 66 95L34 95"
                 "C42 91 46 84 47 73C44 79 37 84 28 84C16 84 6 76 6 62C6 40 38 22 50 5Z",
    Suit.CLUBS: "M31 30a19 19 0 1 0 38 0a19 19 0 1 0-38 0ZM8 58a19 19 0 1 0 38 0a19 19 0 1 0-38 0Z"
                "M54 58a19 19 0 1 0 38 0a19 19 0 1 0-38 0ZM45 50C45 76 40 88 31 95L69 95C60 88 55 76 55 50Z",
}
STAR_PATH = "M50 4L61 38L96 38L68 59L79 94L50 72L21 94L32 59L4 38L39 38Z"


class RulebookError(SiteError):
    """A template, fixture or variant file the rule book cannot be written from (the message names it)."""


# ---------------------------------------------------------------------------
# Cards and bids: the models the macros of ``templates/cards.html.j2`` draw


def _macros() -> Any:
    """The macros of ``templates/cards.html.j2`` (each returns one line of HTML, as ``Markup``)."""
    return ENV.get_template("cards.html.j2").module


def _md_macros() -> Any:
    """The macros of ``templates/macros.md.j2`` (Markdown)."""
    return ENV.get_template("macros.md.j2").module


def card_label(card: Card, named: Suit | None = None) -> str:
    """The card in words, for its text alternative.

    >>> card_label(Card.parse("JH")), card_label(Card.parse("JK")), card_label(Card.parse("JK"), Suit.DIAMONDS)
    ('jack of hearts', 'joker', 'joker, led as a diamond')
    """
    if card.is_joker:
        return f"joker, led as a {SUIT_SINGULAR[named]}" if named else "joker"
    assert card.rank is not None and card.suit is not None
    return f"{RANK_NAME[card.rank.value]} of {SUIT_NAME[card.suit]}"


@dataclass(frozen=True)
class CardFace:
    """What a card's picture and its inline form show.

    Attributes:
        code: the card's code (``10D``, ``JK``).
        label: the card in words (its text alternative), e.g. "ten of diamonds", "joker, led as a diamond".
        text: rank and suit symbol as text (``10♦``, ``JK``, ``JK♦`` for a joker led naming diamonds): what
            an inline card shows and what copying it gives.
        rank: the rank (``10``), empty for the joker.
        suit: the suit letter (``D``), empty for the joker.
        colour: ``red``, ``black`` or ``joker`` (a class of the picture; the suit symbol is always drawn too).
        ink: the colour of the rank.
        named: the suit letter a joker was led naming, else empty.
    """

    code: str
    label: str
    text: str
    rank: str
    suit: str
    colour: str
    ink: str
    named: str = ""

    @property
    def joker(self) -> bool:
        """True for the joker."""
        return self.code == "JK"


def card_face(card: Card, named: Suit | None = None) -> CardFace:
    """The model of one card's picture (``named``: the suit a suitless joker was led naming).

    >>> f = card_face(Card.parse("8C")); (f.text, f.label, f.colour)
    ('8♣', 'eight of clubs', 'black')
    """
    label = card_label(card, named)
    if card.is_joker:
        return CardFace("JK", label, "JK" + (named.symbol if named else ""), "", "", "joker", JOKER_INK,
                        named.value if named else "")
    assert card.rank is not None and card.suit is not None
    red = card.suit.is_red
    return CardFace(str(card), label, f"{card.rank.value}{card.suit.symbol}", card.rank.value, card.suit.value,
                    "red" if red else "black", RED if red else BLACK)


def played_face(text: str) -> CardFace:
    """A card as played to a trick: ``JK:D`` is a suitless joker led naming diamonds."""
    bare, _, named = text.partition(":")
    return card_face(Card.parse(bare), parse_suit(named) if named else None)


def _sprite() -> str:
    suits = [{"letter": s.value, "ink": RED if s.is_red else BLACK, "path": SUIT_PATH[s]} for s in Suit]
    return str(_macros().sprite(suits, {"ink": JOKER_INK, "path": STAR_PATH}))


SPRITE = _sprite()
"""The shapes of the cards and suit symbols; :func:`write_rulebook` adds it to every page that draws one."""


def card_svg(card: Card, named: Suit | None = None, extra_class: str = "") -> str:
    """One card as an inline SVG picture with its text alternative (its shapes come from :data:`SPRITE`),
    for hands and tricks.

    >>> svg = card_svg(Card.parse("10D"))
    >>> 'aria-label="ten of diamonds"' in svg and "<title>ten of diamonds</title>" in svg and ">10</text>" in svg
    True
    """
    return str(_macros().card(card_face(card, named), extra_class))


def inline_card(card: Card, named: Suit | None = None) -> str:
    """A card inside a sentence: its rank and suit symbol as text in a small card-like box, named in words for
    screen readers; copying the sentence keeps ``8♣``.

    >>> inline_card(Card.parse("8C"))
    '<span class="rb-card rb-inline rb-black" role="img" aria-label="eight of clubs" title="eight of clubs" data-card="8C">8♣</span>'
    """
    return str(_macros().inline_card(card_face(card, named)))


def played_card_svg(text: str, extra_class: str = "") -> str:
    """A card as played to a trick: ``JK:D`` is a suitless joker led naming diamonds."""
    return str(_macros().card(played_face(text), extra_class))


def cards_html(cards: Iterable[str], extra_class: str = "", inline: bool = False) -> str:
    """Cards as a row of pictures (a hand, a kitty, a discard), or with ``inline`` as a row of inline cards."""
    return str(_macros().cards([played_face(c) for c in cards], extra_class, inline))


@dataclass(frozen=True)
class SuitFace:
    """A suit symbol: its letter, its name (the text alternative), its symbol as text and whether it is red."""

    letter: str
    name: str
    symbol: str
    red: bool


def suit_face(suit: Suit) -> SuitFace:
    """The model of a suit symbol's picture."""
    return SuitFace(suit.value, SUIT_NAME[suit], suit.symbol, suit.is_red)


def suit_svg(suit: Suit) -> str:
    """A suit symbol as an inline SVG picture, labelled with the suit's name."""
    return str(_macros().suit(suit_face(suit)))


def bid_label(text: str) -> str:
    """A bid in words.

    >>> bid_label("7H"), bid_label("10NT"), bid_label("OMIS")
    ('seven hearts', 'ten no trumps', 'open misère')
    """
    bid = Bid.parse(text)
    if bid.is_misere:
        return {"MIS": "misère", "OMIS": "open misère", "BMIS": "blind misère"}[str(bid)]
    assert bid.tricks is not None
    return f"{NUMBER_WORD[bid.tricks]} {'no trumps' if bid.trump is None else SUIT_NAME[bid.trump]}"


@dataclass(frozen=True)
class BidFace:
    """What a bid shows: its code, number of tricks, trump suit (``None`` in no trumps), or a misère's name."""

    code: str
    tricks: int | None
    suit: SuitFace | None
    misere: bool
    label: str


def bid_face(text: str) -> BidFace:
    """The model of a bid (``7H``, ``10NT``, ``OMIS``).

    Raises:
        NotationError: not a bid.
    """
    bid = Bid.parse(text)
    return BidFace(str(bid), bid.tricks, suit_face(bid.trump) if bid.trump is not None else None, bid.is_misere,
                   bid_label(str(bid)))


def bid_html(text: str) -> str:
    """A bid as its number and suit symbol as text (``7♥``, named "seven hearts" for screen readers), ``7NT``,
    or the misère's name.

    >>> bid_html("7H")
    '<span class="rb-bid" data-bid="7H" role="img" aria-label="seven hearts" title="seven hearts">7<span class="rb-sym rb-red">♥</span></span>'
    """
    return str(_macros().bid(bid_face(text)))


def glyph(text: str, bid: bool = False) -> str:
    """A card or bid as text with its suit symbol, for headings and titles: ``Q♥``, ``7NT``, ``misère``.

    >>> glyph("QH")
    '<span class="rb-glyph rb-red">Q♥</span>'
    """
    if bid:
        b = Bid.parse(text)
        if b.is_misere or b.trump is None:
            return bid_label(str(b)) if b.is_misere else str(b)
        return str(_macros().glyph(f"{b.tricks}{b.trump.symbol}", b.trump.is_red))
    card = Card.parse(text)
    if card.is_joker or card.suit is None or card.rank is None:
        return "joker"
    return str(_macros().glyph(f"{card.rank.value}{card.suit.symbol}", card.suit.is_red))


def plain_text(text: str) -> str:
    """Text whose marks (``[[QH]]``, ``[[bid:7H]]``, ``[[code:JK]]``) are written as plain text with suit symbols,
    for a link's title or a search snippet.

    >>> plain_text("North's [[bid:7H]] and [[QH]]; [[JK]] is [[code:JK]]")
    "North's 7♥ and Q♥; joker is JK"
    """
    def one(m: re.Match[str]) -> str:
        kind, code = m.group("kind"), m.group("code")
        if kind == "code":
            return code
        if kind == "bid":
            b = Bid.parse(code)
            return bid_label(str(b)) if b.is_misere else f"{b.tricks}{'NT' if b.trump is None else b.trump.symbol}"
        card = Card.parse(code)
        return "joker" if card.is_joker else card_face(card).text

    return RAW_MARK.sub(one, text)


MARKUP = re.compile(r"\\\[\\\[(?:(?P<kind>bid|code):)?(?P<code>[^\]\\\s]+)\\\]\\\]")
"""The catalogue's marks of a card, a bid or a code written as such, as they read once escaped as Markdown:
``[[8C]]`` (a card), ``[[bid:8C]]`` (a bid), ``[[code:JK]]`` (the notation itself, left as written)."""
MARK = re.compile(r"\[\[(?:(?:bid|code):)?[^\]\s]+\]\]")
"""The same marks in the catalogue's own text (before escaping)."""
RAW_MARK = re.compile(r"\[\[(?:(?P<kind>bid|code):)?(?P<code>[^\]\s]+)\]\]")
""":data:`MARK` with its parts named."""


def drawn(rule_id: str, text: str, glyphs: bool = False) -> str:
    """Prose already escaped as Markdown (catalogue text, a hand's title) with its marked cards shown as inline
    cards and its marked bids with their suit symbols; a ``code:`` mark is left as the code. With ``glyphs``
    cards and bids are written as text with their suit symbols (:func:`glyph`), for headings and titles.

    Raises:
        RulebookError: a mark whose code is not a card or a bid (naming ``rule_id``, the rule or hand).

    >>> out = drawn("PLAY-05", _md("[[JH]] beats [[10H]]; N bids [[bid:8H]], not [[code:5H]]."))
    >>> out.count('class="rb-card'), out.count('class="rb-bid'), out.endswith("not 5H.")
    (2, 1, True)
    """
    def one(m: re.Match[str]) -> str:
        code, kind = m.group("code"), m.group("kind")
        try:
            if kind == "code":
                return code
            if kind == "bid":
                Bid.parse(code)
                return glyph(code, bid=True) if glyphs else bid_html(code)
            return glyph(code) if glyphs else inline_card(Card.parse(code))
        except NotationError as e:
            raise RulebookError(f"{rule_id}: [[{kind + ':' if kind else ''}{code}]] is not a {kind or 'card'}: {e}") from e

    return MARKUP.sub(one, text)


# ---------------------------------------------------------------------------
# Tricks and auctions


@dataclass(frozen=True)
class TrickView:
    """What a trick diagram shows.

    Attributes:
        seats: the variant's seats, clockwise.
        leader: the seat that led.
        cards: the cards in play order (``JK:D`` for a suitless joker led naming diamonds).
        winner: the seat that won the trick.
        out: a seat that takes no part (the partner of a misère contractor).
        number: the trick's number in the hand, if any.
        contract: the contract it is played in, if any.
    """

    seats: tuple[str, ...]
    leader: str
    cards: tuple[str, ...]
    winner: str
    out: str | None = None
    number: int | None = None
    contract: str | None = None

    def order(self) -> list[str]:
        """The seats in the order they play, from the leader."""
        active = [s for s in self.seats if s != self.out]
        i = active.index(self.leader)
        return active[i:] + active[:i]


@dataclass(frozen=True)
class SeatPlace:
    """One seat of a trick diagram: where it sits, the card it played (``None``: none), its turn, whether it won."""

    seat: str
    place: str
    card: CardFace | None
    turn: str
    wins: bool
    out: bool


@dataclass(frozen=True)
class TrickDiagram:
    """The model of ``trick`` in ``templates/cards.html.j2``: the seats in their places, the centre, the caption."""

    seat_count: int
    winner: str
    leader: str
    places: tuple[SeatPlace, ...]
    head: str
    head_bid: BidFace | None
    caption: str


_POSITIONS = {4: ("top", "right", "bottom", "left"), 3: ("bottom", "upper-left", "upper-right")}


def _ordinal(turn: int) -> str:
    return "led" if turn == 0 else f"{turn + 1}{'nd' if turn == 1 else 'rd' if turn == 2 else 'th'}"


def trick_diagram(view: TrickView, caption: str | None = None) -> TrickDiagram:
    """The model of a trick diagram: each seat at its place with its card, the winner marked, a caption in words.

    Raises:
        RulebookError: a table of other than three or four seats.
    """
    positions = _POSITIONS.get(len(view.seats))
    if positions is None:
        raise RulebookError(f"no trick diagram for {len(view.seats)} seats")
    order = view.order()
    played = dict(zip(order, view.cards, strict=True))
    places = tuple(
        SeatPlace(seat, pos, played_face(played[seat]) if seat in played else None,
                  _ordinal(order.index(seat)) if seat in played else "", seat == view.winner, seat == view.out)
        for seat, pos in zip(view.seats, positions, strict=True))
    title = f"Trick {view.number}" if view.number is not None else "Trick"
    words = "; ".join(f"{seat} {card_label_text(played[seat])}" for seat in order)
    where = f" ({bid_label(view.contract)})" if view.contract else ""
    text = caption if caption is not None else f"{title}{where}: {words}. {view.winner} wins."
    head_bid = bid_face(view.contract) if view.number is None and view.contract else None
    return TrickDiagram(len(view.seats), view.winner, view.leader, places,
                        f"Trick {view.number}" if view.number is not None else "", head_bid, text)


def trick_html(view: TrickView, caption: str | None = None) -> str:
    """A trick as a small table diagram: each seat at its place, the cards, the winning card outlined with "wins"."""
    return str(_macros().trick(trick_diagram(view, caption)))


def card_label_text(text: str) -> str:
    """The words for a card as played (``JK:D`` -> "joker, led as a diamond")."""
    bare, _, named = text.partition(":")
    return card_label(Card.parse(bare), parse_suit(named) if named else None)


def auction_rows(actions: Sequence[tuple[str, str]], seats: Sequence[str], first: str
                 ) -> tuple[list[str], list[list[BidFace | str | None]]]:
    """An auction laid out as a table: the columns (seats from the first caller) and one row per round, each cell
    a bid, ``"pass"``, or ``None`` where a seat that has passed for good is skipped.

    >>> cols, rows = auction_rows([("E", "6H"), ("S", "pass"), ("W", "7C"), ("E", "pass")], "NESW", "E")
    >>> cols, [[c if c is None or isinstance(c, str) else c.code for c in r] for r in rows]
    (['E', 'S', 'W', 'N'], [['6H', 'pass', '7C', None], ['pass', None, None, None]])
    """
    i = list(seats).index(first)
    cols = list(seats[i:]) + list(seats[:i])
    rows: list[list[BidFace | str | None]] = []
    col = 0
    row: list[BidFace | str | None] = []
    for seat, call in actions:
        while cols[col] != seat:  # a seat that has passed for good is skipped in a later round
            row.append(None)
            col += 1
            if col == len(cols):
                rows.append(row)
                row, col = [], 0
        row.append("pass" if call == "pass" else bid_face(call))
        col += 1
        if col == len(cols):
            rows.append(row)
            row, col = [], 0
    if row:
        rows.append(row + [None] * (len(cols) - len(row)))
    return cols, rows


def auction_table(actions: Sequence[tuple[str, str]], seats: Sequence[str], first: str) -> list[str]:
    """An auction as a Markdown table (``templates/auction.md.j2``): a column per seat from the first caller, a
    row per round; ``actions`` are (seat, call) pairs, the call ``pass`` or a bid. Markdown lines.
    """
    cols, rows = auction_rows(actions, seats, first)
    return render("auction.md.j2", cols=cols, rows=rows).split("\n")


# ---------------------------------------------------------------------------
# Scores


def score_data(variant: str = SCORE_VARIANT) -> dict[str, Any]:
    """What the score table and the calculator show, computed by the engine for ``variant``.

    Keys: ``variant``, ``title``, ``pooled`` (partners pool their tricks; otherwise each defender scores
    their own), ``contracts`` (the auction ladder), ``values`` (contract -> value), ``misere`` (the misère
    contracts), ``slam_value``, ``defence_per_trick``, ``tricks`` (tricks in a hand), and ``scores``:
    contract -> one ``[made, contractor's side's points, defenders' points]`` per number of tricks the
    contractor's side took (for a misère, the contractor alone), 0 up to ``tricks``, from
    :func:`five_hundred.scoring.score_hand`. The calculator only looks these up.

    Raises:
        RulebookError: no variant file ``variant``.

    Rules: SCORE-02..SCORE-09.
    """
    data = variants().get(variant)
    if data is None:
        raise RulebookError(f"spec/variants: no variant {variant!r}")
    ruleset = load_ruleset(variant)
    contractor = 0
    defender = next(s for s, side in enumerate(ruleset.side_of) if side != ruleset.side_of[contractor])
    scores: dict[str, list[list[bool | int]]] = {}
    for contract in data["bid_ladder"]:
        rows: list[list[bool | int]] = []
        for taken in range(ruleset.hand_size + 1):
            won = [0] * len(ruleset.side_of)
            won[contractor], won[defender] = taken, ruleset.hand_size - taken
            hand = score_hand(ruleset, Bid.parse(str(contract)), contractor, won)
            rows.append([bool(hand.made), hand.points[ruleset.side_of[contractor]], hand.points[ruleset.side_of[defender]]])
        scores[str(contract)] = rows
    return {
        "variant": variant,
        "title": data["title"],
        "pooled": all(len(members) > 1 for members in data["sides"].values()),
        "contracts": list(data["bid_ladder"]),
        "values": {str(k): int(v) for k, v in data["contract_values"].items()},
        "misere": [b for b in data["contract_values"] if Bid.parse(str(b)).is_misere],
        "slam_value": ruleset.slam_value,
        "defence_per_trick": ruleset.defence_points_per_trick,
        "tricks": ruleset.hand_size,
        "scores": scores,
    }


def score_of(data: Mapping[str, Any], contract: str, tricks: int) -> tuple[bool, int, int]:
    """(made, the contractor's side's points, the defenders' points), looked up in :func:`score_data`'s table.

    >>> d = score_data()
    >>> score_of(d, "7H", 7), score_of(d, "7NT", 10), score_of(d, "9D", 8), score_of(d, "OMIS", 1)
    ((True, 200, 30), (True, 250, 0), (False, -380, 20), (False, -500, 0))
    """
    made, own, defenders = data["scores"][contract][tricks]
    return bool(made), int(own), int(defenders)


def made_score(data: Mapping[str, Any], contract: str) -> int:
    """What the contractor's side scores for making ``contract`` with the fewest tricks that make it, looked up in
    :func:`score_data`'s table (a misère: no trick; a slam bid: its value, or the slam value if more).

    >>> d = score_data()
    >>> made_score(d, "7H"), made_score(d, "MIS"), made_score(d, "OMIS"), made_score(d, "7NT")
    (200, 250, 500, 220)

    Raises:
        KeyError: a contract the variant's table does not hold.

    Rules: SCORE-03, SCORE-08.
    """
    return next(int(own) for made, own, _ in data["scores"][contract] if made)


@cache
def score_figures(variant: str) -> dict[str, int]:
    """The figures a template names with ``{{score:...}}``: ``slam`` (the least a slam scores, SCORE-04), ``trick``
    (a defender's points for each trick, SCORE-06/SCORE-07), ``target`` and ``lose`` (the scores that win and
    lose the game, END-01, END-04; ``lose`` only where a score loses), from the engine's ruleset of ``variant``.

    Raises:
        RulebookError: no variant file ``variant``.
    """
    data = score_data(variant)
    ruleset = load_ruleset(variant)
    figures = {"slam": int(data["slam_value"]), "trick": int(data["defence_per_trick"]), "target": ruleset.target}
    if ruleset.lose_at is not None:
        figures["lose"] = ruleset.lose_at
    return figures


def signed(n: int) -> str:
    """A score with its sign and a true minus: ``+200``, ``−380``, ``0``."""
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


GLOSSARY_PAGE = "glossary.md"
"""The glossary page, written from ``spec/glossary.yaml``; each term's entry has the anchor :func:`term_anchor`."""


@dataclass(frozen=True)
class Term:
    """A term of the glossary: its name, the spellings matched in the text, the rules it names, its meaning."""

    term: str
    forms: tuple[str, ...]
    rules: tuple[str, ...]
    meaning: str


def term_anchor(term: str) -> str:
    """The anchor of a term on the glossary page: ``left bower`` -> ``left-bower``, ``misère`` -> ``misere``."""
    return re.sub(r"[^a-z0-9]+", "-", term.lower().replace("è", "e")).strip("-")


def glossary() -> tuple[Term, ...]:
    """The terms of ``spec/glossary.yaml``, in file order.

    Raises:
        RulebookError: the file names a rule that is not in the catalogue, or a term twice.
        DataFileError: the file cannot be read or is not YAML.
    """
    path = SPEC / "glossary.yaml"
    _, raw = compose_yaml(path, name="spec/glossary.yaml")
    known = rules()
    try:
        terms = tuple(Term(str(t["term"]), tuple(map(str, t.get("forms") or ())), tuple(map(str, t.get("rules") or ())),
                           " ".join(str(t["meaning"]).split())) for t in raw["terms"])
    except (KeyError, TypeError, AttributeError) as exc:
        raise RulebookError(f"spec/glossary.yaml: each term needs a term and a meaning ({exc!r} is missing or wrong)")\
            from None
    for t in terms:
        unknown = [r for r in t.rules if r not in known]
        if unknown:
            raise RulebookError(f"spec/glossary.yaml: {t.term}: rule {unknown[0]} is not in the catalogue")
    if len({t.term for t in terms}) != len(terms):
        raise RulebookError("spec/glossary.yaml: a term is listed twice")
    return terms


_PROTECTED = re.compile(r"\{\{.*?\}\}|\[[^\]]*\]\([^)]*\)|`[^`]*`|<[^>]*>|\{[^}]*\}")


def link_terms(line: str, terms: Sequence[Term], linked: set[str], home: str) -> str:
    """``line`` with the first use on the page of each glossary term (not yet in ``linked``, which receives it)
    made a link to its entry (``home`` is the path to the site's root from the page). Longer terms are matched
    first (``open misère`` before ``misère``); placeholders, links, code, HTML and attribute lists are left
    alone.
    """
    forms = sorted(((f, t) for t in terms for f in (t.term, *t.forms)), key=lambda ft: -len(ft[0]))
    parts = []
    links: list[str] = []
    pos = 0
    for m in [*_PROTECTED.finditer(line), None]:
        end = m.start() if m is not None else len(line)
        chunk = line[pos:end]
        for form, t in forms:
            if t.term in linked:
                continue
            hit = re.search(rf"(?<![\w\[-]){re.escape(form)}(?![\w-])", chunk, re.IGNORECASE)
            if hit is None:
                continue
            linked.add(t.term)
            links.append(f"[{hit.group(0)}]({home}{GLOSSARY_PAGE}#{term_anchor(t.term)} \"{t.term}\")")
            chunk = f"{chunk[:hit.start()]}\x00{len(links) - 1}\x00{chunk[hit.end():]}"
        parts.append(chunk)
        if m is not None:
            parts.append(m.group(0))
            pos = m.end()
    return re.sub(r"\x00(\d+)\x00", lambda k: links[int(k.group(1))], "".join(parts))


def trump_order(pack: Iterable[str], trump: Suit) -> list[str]:
    """The trumps of ``pack`` (card codes such as ``JD``, ``JK``) when ``trump`` is the trump suit, from highest to
    lowest, as the engine ranks them: the cards whose effective suit is ``trump`` (the joker and both bowers
    included), ordered by their trick strength with trumps led. Rules: RANK-02, RANK-03, RANK-06, JOKER-01.
    """
    cards = [Card.parse(c) for c in pack]
    trumps = [c for c in cards if effective_suit(c, trump) is trump]
    return [str(c) for c in sorted(trumps, key=lambda c: -trick_strength(c, trump, trump))]


def trump_chart(pack: Iterable[str]) -> list[str]:
    """The ranking chart of each suit as trumps for a variant's ``pack`` (``templates/trump-chart.md.j2``; Markdown
    lines), one row a suit: its name, how many trumps there are, and the cards from :func:`trump_order`.
    """
    codes = sorted(pack)
    rows = [(f"{suit_svg(suit)} {SUIT_NAME[suit]}", len(order := trump_order(codes, suit)), cards_html(order, inline=True))
            for suit in (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)]
    return render("trump-chart.md.j2", rows=rows).split("\n")[:-1]


NUMBER_WORDS = {6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}
DENOMINATION_WORDS = {"S": ("♠", "spades"), "C": ("♣", "clubs"), "D": ("♦", "diamonds"), "H": ("♥", "hearts"),
                      "NT": ("NT", "no trumps")}


def bid_aliases(bid: str) -> str:
    """The other written forms of a suit or no-trump bid, for the search index only: a hidden span after a
    value of the score table (SCORE-01), so that ``8♥``, ``8H``, ``8 hearts`` and ``eight hearts`` all find it.
    Hidden from the eye and from screen readers (``rb-alias``, ``rulebook.css``); the search reads it.

    >>> bid_aliases("8H")
    ' <span class="rb-alias" aria-hidden="true">8♥ 8H 8 hearts eight hearts</span>'
    >>> bid_aliases("10NT")
    ' <span class="rb-alias" aria-hidden="true">10NT 10 no trumps ten no trumps</span>'

    Raises:
        ValueError: ``bid`` is not a number of tricks (6–10) and a denomination (``S``, ``C``, ``D``, ``H``, ``NT``).
    """
    m = re.fullmatch(r"(6|7|8|9|10)(S|C|D|H|NT)", bid)
    if not m:
        raise ValueError(f"score table: {bid!r} is not a suit or no-trump bid such as 8H or 10NT (SCORE-01)")
    n, den = int(m[1]), m[2]
    symbol, word = DENOMINATION_WORDS[den]
    forms = dict.fromkeys((f"{n}{symbol}", f"{n}{den}", f"{n} {word}", f"{NUMBER_WORDS[n]} {word}"))
    return f' <span class="rb-alias" aria-hidden="true">{" ".join(forms)}</span>'


def score_grid(data: Mapping[str, Any]) -> list[str]:
    """The contract values as a grid, tricks down and denominations across, then the misère bids and their places
    in the auction (``templates/score-grid.md.j2``; Markdown lines).
    """
    values = data["values"]
    dens = [("S", suit_svg(Suit.SPADES)), ("C", suit_svg(Suit.CLUBS)), ("D", suit_svg(Suit.DIAMONDS)),
            ("H", suit_svg(Suit.HEARTS)), ("NT", "NT")]
    levels = sorted({int(Bid.parse(b).tricks or 0) for b in values if not Bid.parse(b).is_misere})
    ladder = list(data["contracts"])
    misere = []
    for b in data["misere"]:
        if b in ladder:
            i = ladder.index(b)
            place = f"between {bid_html(ladder[i - 1])} and {bid_html(ladder[i + 1])}" if 0 < i < len(ladder) - 1 else "—"
        else:
            place = "only under an option (off by default)"
        misere.append((bid_html(b), values[b], place))
    text = render("score-grid.md.j2", heads=[h for _, h in dens], misere=misere,
                  levels=[(n, [f"{values[f'{n}{d}']}{bid_aliases(f'{n}{d}')}" if f"{n}{d}" in values else "—"
                               for d, _ in dens])
                          for n in levels])
    return text.split("\n")[:-1]


# ---------------------------------------------------------------------------
# Links and marks


StatusOf = Callable[[str, "str | None"], str]
"""The status of a rule (``passed``, ``failed`` or ``untested``), overall (``None``) or for one variant."""


def _rule_target(rule_id: str) -> str:
    return f"../rules/{rules()[rule_id].area.lower()}.md#{rule_id}"


def in_sentence(title: str) -> str:
    """A variant's title inside a sentence: lower case, but for a people's name.

    >>> in_sentence("Three-player game"), in_sentence("Australian four-player game")
    ('three-player game', 'Australian four-player game')
    """
    first = title.split(maxsplit=1)[0] if title.strip() else ""
    return title if first[:1].isupper() and first.endswith(("an", "ish", "ese")) else title[:1].lower() + title[1:]


@dataclass
class RulebookContext:
    """What the pages of the rule book are written with."""

    status: StatusOf
    records: Sequence[Record]
    hands: Sequence[HandFixture]
    compare: bool
    """True when the nav lists the comparison page (and the pages link to it)."""
    play_pages: frozenset[str] = frozenset()
    """The variants that have a how-to-play page."""
    shown_examples: set[str] = field(default_factory=set)
    try_page: bool = False
    """True when the site has the Try it page (``try.md``), which deals any recorded hand named by ``?hand=ID``."""

    def mark(self, rule_id: str, variant: str | None) -> str:
        """A rule's status mark, for ``variant`` when the rule belongs to it, else overall."""
        rule = rules()[rule_id]
        st = self.status(rule_id, variant if variant in rule.variants else None)
        return RULE_MARK[st]

    def chip(self, rule_id: str, variant: str | None) -> str:
        """A rule as a small link with its mark (icon and word): ``BID-13 ✓ passing``."""
        rule = rules()[rule_id]
        title = f"{rule_id} — {rule.title}".replace('"', "'")
        return str(_md_macros().chip(rule_id, _rule_target(rule_id), title,
                                                                 self.mark(rule_id, variant)))

    def quiet_chip(self, rule_id: str, variant: str | None) -> str:
        """A rule cited in running text, shown quietly: its ID as a small link and its mark as an icon
        (its word for screen readers and in the link's tooltip); only a failing rule also says so in words.
        """
        rule = rules()[rule_id]
        st = self.status(rule_id, variant if variant in rule.variants else None)
        title = f"{rule_id} — {rule.title} ({RULE_WORD[st]})".replace('"', "'")
        mark = RULE_MARK[st] if st == FAILED else RULE_ICON[st]
        return (f'<span class="rb-rule rb-quiet">[{rule_id}]({_rule_target(rule_id)} "{_md(title)}")'
                f" {mark}</span>")

    def prose(self, text: str) -> str:
        """Catalogue text for a page of the rule book: escaped, rule IDs linked, cards and bids drawn."""
        out = _md(text)
        out = RULE_ID.sub(lambda m: f"[{m.group(0)}]({_rule_target(m.group(0))})" if m.group(0) in rules()
                          else m.group(0), out)
        return drawn("", out)

    def example(self, rule_id: str, variant: str) -> list[str]:
        """The worked example a rule gives for ``variant``, as a small block (once per page; none when the
        rule has no example written for that variant).
        """
        rule = rules()[rule_id]
        text = rule.example_for(variant)
        if not text or rule_id in self.shown_examples:
            return []
        self.shown_examples.add(rule_id)
        title = f"Example · {rule_id} — {rule.title}".replace('"', "'")
        return [f'??? example rb-example "{title}"', "", "    " + self.prose(text), ""]

    def examples(self, rule_ids: Sequence[str], variant: str) -> list[str]:
        """The worked examples of several rules for ``variant`` in one folded block (each once per page):
        the single rule's block when only one has an example, none when none has.
        """
        shown = [rid for rid in dict.fromkeys(rule_ids)
                 if rid not in self.shown_examples and rules()[rid].example_for(variant)]
        if len(shown) < 2:
            return [line for rid in shown for line in self.example(rid, variant)]
        lines = [f'??? example rb-example "Examples · {", ".join(shown)}"', ""]
        for rid in shown:
            self.shown_examples.add(rid)
            title = f"Example · {rid} — {rules()[rid].title}"
            lines += [f"    **{_md(title)}.** " + self.prose(rules()[rid].example_for(variant)), ""]
        return lines

    def hand_status(self, hand_id: str) -> str:
        """The status of the replay of a whole-hand fixture in the latest results (one test per stage)."""
        return _hand_status(self.records, hand_id)


# ---------------------------------------------------------------------------
# Templates


_PLACEHOLDER = re.compile(r"\{\{(.*?)\}\}")
_LIST_ITEM = re.compile(r"\s*(?:[-*+]|\d+\.)\s")
_SHOWN_LINE = re.compile(r"(?:\{\{[^}]*\}\}\s*)+")
"""A line of placeholders only: a picture (trick, auction, row of cards) standing on its own."""
_BLOCK = re.compile(r"[^\n]*\S[^\n]*(?:\n[^\n]*\S[^\n]*)*")
"""A block of a template: a run of lines that are not blank."""
_SHORTCODE = re.compile(r"(?P<row>^(?:\{\{\s*cards\s*:[^}]*\}\}[ \t]*)+$)|\{\{(?P<inner>.*?)\}\}", re.M)
"""A placeholder, or a line of card placeholders only (a hand shown as a row of cards)."""
_CHAPTER = re.compile(r"^[ \t]*## [^{\n]*$", re.M)
"""A chapter heading of a how-to-play page (one without attributes of its own)."""


def _shows(stripped: str) -> bool:
    """Whether a line (stripped) is a picture: placeholders only, one of a block kind or of cards."""
    whole = _PLACEHOLDER.fullmatch(stripped)
    return bool(_SHOWN_LINE.fullmatch(stripped)) and (
        whole is None or whole.group(1).partition(":")[0].strip() in BLOCK_KINDS | {"cards"})


@dataclass
class _Template:
    """One how-to-play template being expanded."""

    path: Path
    variant: str
    ctx: RulebookContext
    pack: frozenset[str]
    seats: tuple[str, ...]
    terms: tuple[Term, ...] = ()
    linked: set[str] = field(default_factory=set)
    """The glossary terms already linked on this page (each term is linked where it is first used)."""

    @property
    def file(self) -> str:
        return shown(self.path)

    def fail(self, line: int, problem: str) -> RulebookError:
        return RulebookError(f"{self.file}:{line}: {problem}")

    def card(self, line: int, text: str, placeholder: str) -> str:
        bare, _, named = text.partition(":")
        try:
            card = str(Card.parse(bare))
            if named:
                parse_suit(named)
        except NotationError:
            raise self.fail(line, f"{text!r} is not a card in {placeholder}") from None
        if card not in self.pack:
            raise self.fail(line, f"{card} is not in the {len(self.pack)}-card pack of {self.variant} in {placeholder}")
        return f"{card}:{named.upper()}" if named else card

    def rule(self, line: int, rule_id: str, placeholder: str) -> str:
        if rule_id not in rules():
            raise self.fail(line, f"unknown rule ID {rule_id!r} in {placeholder}")
        return rule_id

    def bid(self, line: int, text: str, placeholder: str) -> str:
        try:
            bid = str(Bid.parse(text))
        except NotationError:
            raise self.fail(line, f"{text!r} is not a bid in {placeholder}") from None
        if bid not in variants()[self.variant]["contract_values"]:
            raise self.fail(line, f"{text!r} is not a bid of {self.variant} in {placeholder}")
        return bid

    def seat(self, line: int, text: str, placeholder: str) -> str:
        if text not in self.seats:
            raise self.fail(line, f"{text!r} is not a seat of {self.variant} ({' '.join(self.seats)}) in {placeholder}")
        return text

    # -- inline placeholders

    def inline(self, line: int, kind: str, arg: str, placeholder: str, cited: list[str]) -> str:
        if kind == "rule":
            rid = self.rule(line, arg, placeholder)
            cited.append(rid)
            return self.ctx.quiet_chip(rid, self.variant)
        if kind == "cards":
            cards = [self.card(line, c, placeholder) for c in arg.split()]
            if not cards:
                raise self.fail(line, f"no card in {placeholder}")
            return cards_html(cards, inline=True)
        if kind == "bid":
            return bid_html(self.bid(line, arg, placeholder))
        if kind == "compare":
            if arg and not re.fullmatch(r"C-\d{2}", arg):
                raise self.fail(line, f"{arg!r} is not a conflict ID in {placeholder}")
            if self.ctx.compare:
                return f"[how the variants compare](../{COMPARE_PAGE})"
            return f"[conflict {arg}](../conflicts.md#{arg})" if arg else "[the conflicts between the sources](../conflicts.md)"
        if kind == "variant":
            if arg not in variants():
                raise self.fail(line, f"unknown variant {arg!r} in {placeholder}")
            return f"[{_md(in_sentence(variants()[arg]['title']))}]({arg}.md)"
        if kind == "score":
            return self.score(line, arg, placeholder)
        if kind == "hand":
            known = {fx.id: fx for fx in self.ctx.hands}
            if arg in known:
                return f"[hand {arg}](../hands/{arg}.md \"{_md(plain_text(known[arg].title))}\")"
            if known:
                raise self.fail(line, f"no recorded hand {arg!r} in {placeholder}")
            return f"hand {arg}"
        raise self.fail(line, f"unknown placeholder {placeholder} (known: {', '.join(PLACEHOLDERS)})")

    def score(self, line: int, arg: str, placeholder: str) -> str:
        """A figure of ``{{score:...}}`` as text (a minus sign for a loss), from :func:`score_figures`."""
        figures = score_figures(self.variant)
        if arg in figures:
            return signed(figures[arg]) if figures[arg] < 0 else str(figures[arg])
        bid = self.bid(line, arg, placeholder)
        data = score_data(self.variant)
        if bid not in data["scores"]:
            raise self.fail(line, f"{bid!r} is not in the auction of {self.variant} in {placeholder}")
        return str(made_score(data, bid))

    # -- block placeholders

    def block(self, line: int, kind: str, arg: str, placeholder: str) -> list[str]:
        if kind == "trick":
            return ["", trick_html(self.trick(line, arg, placeholder)), ""]
        if kind == "auction":
            calls: list[tuple[str, str]] = []
            for part in (p.strip() for p in arg.split(",")):
                bits = part.split()
                if len(bits) != 2:
                    raise self.fail(line, f"{part!r} is not a call such as 'N 7H' or 'E pass' in {placeholder}")
                seat = self.seat(line, bits[0], placeholder)
                call = "pass" if bits[1].lower() == "pass" else self.bid(line, bits[1], placeholder)
                calls.append((seat, call))
            if not calls:
                raise self.fail(line, f"no call in {placeholder}")
            return ["", *auction_table(calls, self.seats, calls[0][0])]
        if kind == "score-table":
            return ["", *score_grid(score_data(self.variant))]
        if kind == "trump-chart":
            return ["", *trump_chart(self.pack)]
        if kind == "calculator":
            return ["", *calculator_html(calculator_data(self.variant)), ""]
        raise self.fail(line, f"unknown placeholder {placeholder}")

    def trick(self, line: int, arg: str, placeholder: str) -> TrickView:
        head, sep, rest = arg.partition(":")
        body, arrow, winner = rest.partition("->")
        words = head.split()
        if not sep or not arrow or len(words) < 2:
            raise self.fail(line, f"write a trick as {{{{trick:7S N: AD KD 5S 10D -> S}}}}, not {placeholder}")
        contract = Bid.parse(self.bid(line, words[0], placeholder))
        leader = self.seat(line, words[-1], placeholder)
        joker: Suit | None = None
        out: str | None = None
        for opt in words[1:-1]:
            key, _, value = opt.partition("=")
            if key == "joker":
                try:
                    joker = parse_suit(value)
                except NotationError:
                    raise self.fail(line, f"{value!r} is not a suit in {placeholder}") from None
            elif key == "out":
                out = self.seat(line, value, placeholder)
            else:
                raise self.fail(line, f"unknown trick option {opt!r} in {placeholder} (joker=SUIT, out=SEAT)")
        cards = tuple(self.card(line, c, placeholder) for c in body.split())
        view = TrickView(self.seats, leader, cards, self.seat(line, winner.strip(), placeholder), out,
                         contract=str(contract))
        if len(cards) != len(view.order()):
            raise self.fail(line, f"{len(cards)} cards for {len(view.order())} players in {placeholder}")
        parsed = [Card.parse(c.partition(":")[0]) for c in cards]
        named = cards[0].partition(":")[2]
        try:
            best = trick_winner(parsed, contract.trump, joker, parse_suit(named) if named else None)
        except ValueError as e:
            raise self.fail(line, f"{e} in {placeholder}") from None
        if view.order()[best] != view.winner:
            raise self.fail(line, f"{view.order()[best]} wins this trick, not {view.winner}, in {placeholder}")
        return view

    # -- the whole template

    def expand(self, text: str) -> str:
        """The template with every placeholder expanded, in one pass over its blocks (runs of lines between
        blank lines), each block followed by the worked examples of the rules it cites.

        The examples of a paragraph follow it, or follow the picture it introduces with a colon; those of a
        list follow the whole list; a heading never has examples before it from a later block.
        """
        out: list[str] = []
        pending: list[str] = []
        introduces = False
        pos = 0
        for block in _BLOCK.finditer(text):
            first = block.group(0).split("\n", 1)[0]
            indent = len(first) - len(first.lstrip())
            picture = indent == 0 and _shows(first.strip())
            top_level = indent == 0 and not _LIST_ITEM.match(first)
            out.append(text[pos:block.start()])
            if first.lstrip().startswith("#") or (top_level and not (picture and introduces)):
                examples = self.ctx.examples(pending, self.variant)
                pending.clear()
                if examples:
                    out.append("\n".join(examples) + "\n")
            cited: list[str] = []
            out.append(self.expand_block(text, block.start(), block.group(0), cited))
            pending += [r for r in cited if r not in pending]
            for line in block.group(0).split("\n"):
                if not (line[:1].strip() and _shows(line.strip())):
                    introduces = line.strip().endswith(":")
            pos = block.end()
        out.append(text[pos:])
        examples = self.ctx.examples(pending, self.variant)
        page = "".join(out).rstrip()
        if examples:
            page += "\n\n" + "\n".join(examples)
        return page.rstrip() + "\n"

    def expand_block(self, text: str, start: int, block: str, cited: list[str]) -> str:
        """One block with its placeholders expanded (``cited`` receives the rules it cites, in order)."""
        def line_of(offset: int) -> int:
            return text.count("\n", 0, start + offset) + 1

        def sub(m: re.Match[str]) -> str:
            number = line_of(m.start())
            if m.group("row") is not None:
                row = [self.card(number, c, p.group(0)) for p in _PLACEHOLDER.finditer(m.group("row"))
                       for c in p.group(1).partition(":")[2].split()]
                if not row:
                    raise self.fail(number, f"no card in {m.group('row').strip()}")
                return cards_html(row, "rb-hand")
            kind, _, arg = m.group("inner").partition(":")
            kind, arg = kind.strip(), arg.strip()
            if kind in BLOCK_KINDS:
                line_start = block.rfind("\n", 0, m.start()) + 1
                line_end = len(block) if block.find("\n", m.end()) < 0 else block.find("\n", m.end())
                before, after = block[line_start:m.start()], block[m.end():line_end]
                if before.strip() or after.strip():
                    raise self.fail(number, f"{m.group(0)} must stand on a line of its own")
                if before:
                    raise self.fail(number, f"{m.group(0)} must start at the beginning of its line")
                return "\n".join(self.block(number, kind, arg, m.group(0)))
            return self.inline(number, kind, arg, m.group(0), cited)

        if self.terms:
            block = "\n".join(line if not line.strip() or line.lstrip()[:1] in "#|?!<" or _shows(line.strip())
                              else link_terms(line, self.terms, self.linked, "../") for line in block.split("\n"))
        chapters = _CHAPTER.sub(r"\g<0> { .rb-chapter }", block)
        done = _SHORTCODE.sub(sub, chapters)
        leftover = re.search(r"\{\{|\}\}", done)
        if leftover is not None:
            raw = re.search(r"\{\{|\}\}", chapters)
            raise self.fail(line_of(raw.start() if raw else leftover.start()), "an unclosed or nested placeholder")
        return done


def expand_template(path: Path, variant: str, ctx: RulebookContext) -> str:
    """The Markdown of a how-to-play page from its template.

    Raises:
        RulebookError: an unknown placeholder, rule ID, card, bid or seat, or
            a trick whose winner is wrong (naming the file and line).
        DataFileError: the template cannot be read, is too big or is not UTF-8.
    """
    data = variants()[variant]
    pack = frozenset([f"{r}{s}" for s in "SCDH" for r in data["pack"][s]] + ["JK"] * int(data["pack"]["jokers"]))
    template = _Template(path, variant, ctx, pack, tuple(data["seats"]), glossary())
    return template.expand(read_text(path, name=template.file))


# ---------------------------------------------------------------------------
# The calculator


def calculator_data(first: str = SCORE_VARIANT) -> dict[str, Any]:
    """What the calculator embeds: ``{"default": first, "order": [variant IDs], "variants": {ID: score_data(ID)}}``,
    every variant of ``spec/variants``, ``first`` first, then by name; each contract's ``labels`` entry is
    its text in the contract list.

    Raises:
        RulebookError: no variant file ``first``.
    """
    if first not in variants():
        raise RulebookError(f"spec/variants: no variant {first!r}")
    order = [first, *sorted(v for v in variants() if v != first)]
    tables = {}
    for vid in order:
        data = score_data(vid)
        data["labels"] = {b: _bid_text(b) for b in data["contracts"]}
        tables[vid] = data
    return {"default": first, "order": order, "variants": tables}


def calculator_html(data: Mapping[str, Any]) -> list[str]:
    """The calculator form (``templates/calculator.html.j2``) for every variant, with
    :func:`calculator_data` embedded as JSON (raw HTML lines): the form lists the default variant's
    contracts; the script fills in those of the game chosen.
    """
    shown = data["variants"][data["default"]]
    first = Bid.parse(shown["contracts"][0]).tricks or 0
    html_text = render("calculator.html.j2",
                       blob=json.dumps(data, ensure_ascii=False, sort_keys=True).replace("</", "<\\/"),
                       games=[(v, data["variants"][v]["title"]) for v in data["order"]],
                       contracts=[(b, shown["labels"][b]) for b in shown["contracts"]],
                       tricks=range(int(shown["tricks"]) + 1), first=first)
    return html_text.rstrip("\n").split("\n")


def _bid_text(text: str) -> str:
    bid = Bid.parse(text)
    if bid.is_misere:
        return bid_label(text)
    return f"{bid.tricks} {'NT' if bid.trump is None else bid.trump.symbol} ({bid_label(text)})"


# ---------------------------------------------------------------------------
# Why each trick went as it did


SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The order a hand is shown in: the joker, then the suits alternating in colour, high to low."""


def _hand_order(cards: Iterable[str]) -> list[str]:
    def key(code: str) -> tuple[int, int]:
        card = Card.parse(code)
        if card.is_joker or card.suit is None or card.rank is None:
            return (-1, 0)
        return (SUIT_ORDER.index(card.suit), -card.rank.order)
    return sorted(cards, key=key)


def marked_html(text: str) -> Markup:
    """Plain text with marks (``[[8C]]``, ``[[bid:7H]]``) as HTML: escaped, cards as inline cards, bids with
    their suit symbols.

    >>> str(marked_html("W & E: [[JD]]"))
    'W &amp; E: <span class="rb-card rb-inline rb-red" role="img" aria-label="jack of diamonds" title="jack of diamonds" data-card="JD">J♦</span>'
    """
    def one(m: re.Match[str]) -> str:
        kind, code = m.group("kind"), m.group("code")
        if kind == "code":
            return code
        return bid_html(code) if kind == "bid" else inline_card(Card.parse(code))

    return Markup(RAW_MARK.sub(one, str(Markup.escape(text))))


def _plural(suit: Suit | None) -> str:
    return SUIT_NAME[suit] if suit is not None else "no suit"


def _is_left_bower(card: Card, trump: Suit | None) -> bool:
    return trump is not None and card.rank is not None and card.rank.value == "J" and card.suit is trump.partner


def _is_right_bower(card: Card, trump: Suit | None) -> bool:
    return trump is not None and card.rank is not None and card.rank.value == "J" and card.suit is trump


@dataclass(frozen=True)
class TrickStory:
    """Why a trick went as it did, and the hands it was played from.

    Attributes:
        won: why the winning card won, in a sentence (plain text with card marks such as ``[[JD]]``).
        plays: why a card had to be played, or could not follow, one sentence each (the same form).
        hands: each seat's cards when the trick began (seat, cards), the seats of the trick in playing order.
    """

    won: str
    plays: tuple[str, ...]
    hands: tuple[tuple[str, tuple[str, ...]], ...]


def trick_stories(fx: HandFixture) -> list[TrickStory]:
    """Why each trick of a recorded hand was won and which cards had to be played, replayed through the engine
    (its legal plays say when a player had no choice).

    Raises:
        RulebookError: a hand whose play the engine refuses (the fixture and trick).

    Rules: PLAY-03, PLAY-04, PLAY-05, RANK-02, RANK-03, RANK-06, RANK-07, JOKER-01, JOKER-05, JOKER-06.
    """
    if not fx.tricks or fx.expect.contract is None:
        return []
    contract = Bid.parse(fx.expect.contract)
    trump = contract.trump
    joker = parse_suit(fx.nomination) if fx.nomination not in (None, "none") and trump is None else None
    ruleset = load_ruleset(fx.variant, fx.options)
    try:
        state = state_from_position(ruleset, Position.from_json(fx.position("play")))
    except FiveHundredError as e:
        raise RulebookError(f"{fx.file}: the engine cannot set up the play: {e}") from e
    held = {s: list(fx.hands[s]) for s in fx.seats}
    if fx.expect.contractor is not None:
        held[fx.expect.contractor] = list(fx.post_exchange_hand() or ())
    out = []
    for n, t in enumerate(fx.tricks, start=1):
        order = fx.trick_seats(t.leader)
        hands = tuple((s, tuple(_hand_order(held[s]))) for s in order)
        first, _, named = t.cards[0].partition(":")
        led = effective_suit(Card.parse(first), trump, joker) or (parse_suit(named) if named else None)
        plays: list[str] = []
        for i, (seat, text) in enumerate(zip(order, t.cards, strict=True)):
            bare, _, said = text.partition(":")
            card = Card.parse(bare)
            legal = {str(p.card) for p in legal_plays(state)}
            forced = len(legal) == 1 and len(held[seat]) > 1
            plays += _why_played(seat, card, i == 0, forced, led, trump, held[seat], joker)
            try:
                state = apply(state, Play(ruleset.seats.index(seat), card, parse_suit(said) if said else None))
            except FiveHundredError as e:
                raise RulebookError(f"{fx.where('tricks', n - 1)}: the engine refuses {seat} {text}: {e}") from e
            held[seat].remove(str(card))
        verdict = trick_verdict([Card.parse(c.partition(":")[0]) for c in t.cards], trump, joker,
                                parse_suit(named) if named else None, ruleset)
        why = trick_sentence(verdict, order[verdict.winner], f"[[{verdict.card}]]", trump)
        out.append(TrickStory(why, tuple(plays), hands))
    return out


def _why_played(seat: str, card: Card, leads: bool, forced: bool, led: Suit | None, trump: Suit | None,
                held: Sequence[str], joker: Suit | None) -> list[str]:
    """What is worth saying about one card played: a joker lead, a card the rules left no choice about, a
    player who could not follow (and a left bower that is not of the suit it shows).
    """
    mark = f"[[{card}]]"
    if leads:
        if card.is_joker and trump is None and joker is None and led is not None:
            return [f"{seat} led the suitless joker naming {_plural(led)}: the others must follow {_plural(led)}."]
        if _is_left_bower(card, trump):
            return [f"{seat} led {mark}, the left bower: it counts as a trump, so the others must follow trumps."]
        return [f"{seat} had to lead {mark}: no other card could be led."] if forced else []
    eff = effective_suit(card, trump, joker)
    if eff == led and led is not None:
        if not forced:
            return [f"{seat}'s {mark} is the left bower: it counts as a trump, below the joker and the right bower."
                    ] if _is_left_bower(card, trump) else []
        if _is_left_bower(card, trump):
            return [f"{seat} had to play {mark}: the left bower counts as a trump, and it was {seat}'s only one."]
        if card.is_joker and trump is not None:
            return [f"{seat} had to play {mark}: the joker counts as a trump, and it was {seat}'s only one."]
        if card.is_joker:
            return [f"{seat} had to play {mark}: nominated as a {SUIT_SINGULAR[led]}, it was {seat}'s only one."]
        return [f"{seat} had to follow suit with {mark}, the only {SUIT_SINGULAR[led]} in hand."]
    if led is None:
        return []
    looks = [c for c in held if (x := Card.parse(c)).suit is led and not x.is_joker
             and effective_suit(x, trump, joker) != led]
    why = (f"{seat} holds {' '.join(f'[[{c}]]' for c in looks)}, but the left bower counts as a trump, not a "
           f"{SUIT_SINGULAR[led]}: " if looks else "")
    if card.is_joker and eff is None:
        what = "had to play the suitless joker" if forced else "played the suitless joker, which belongs to no suit"
        return [f"{why}{seat} could not follow {_plural(led)} and {what}."]
    if eff is not None and eff == trump:
        bower = " (the left bower, a trump)" if _is_left_bower(card, trump) else ""
        return [f"{why}{seat} could not follow {_plural(led)} and trumped with {mark}{bower}."]
    return [f"{why}{seat} could not follow {_plural(led)} and threw {mark}."]


# ---------------------------------------------------------------------------
# Hand replays


def _side_of(fx: HandFixture, seat: str) -> str:
    return next(side for side, members in fx.sides.items() if seat in members)


def _partner(fx: HandFixture, seat: str) -> str | None:
    side = fx.sides[_side_of(fx, seat)]
    return next((s for s in side if s != seat), None)


def _calls(fx: HandFixture) -> list[tuple[str, str]]:
    out = []
    for a in fx.auction:
        bits = a.split()
        out.append((bits[0], "pass" if bits[-1] == "pass" else bits[-1]))
    return out


def _first_caller(fx: HandFixture) -> str:
    i = fx.seats.index(fx.dealer)
    return fx.seats[(i + 1) % len(fx.seats)]


def _standing_before(fx: HandFixture, bid: str) -> str | None:
    """The bid standing when ``bid`` was made (its first occurrence)."""
    standing: str | None = None
    for _, call in _calls(fx):
        if call == bid:
            return standing
        if call != "pass":
            standing = call
    return standing


@dataclass(frozen=True)
class _Play:
    """A replayed trick with what the notes need to know about it."""

    number: int
    trick: Any
    seats: tuple[str, ...]
    led: Suit | None
    renounced: tuple[str, ...]
    """Seats that played another suit than the one led."""
    counts: dict[str, int]
    """Tricks per side after this trick."""


def _plays(fx: HandFixture) -> list[_Play]:
    contract = Bid.parse(fx.expect.contract) if fx.expect.contract else None
    trump = contract.trump if contract else None
    joker = parse_suit(fx.nomination) if fx.nomination not in (None, "none") else None
    counts = dict.fromkeys(fx.sides, 0)
    out = []
    for n, t in enumerate(fx.tricks, start=1):
        order = fx.trick_seats(t.leader)
        first, _, named = t.cards[0].partition(":")
        led = effective_suit(Card.parse(first), trump, joker) or (parse_suit(named) if named else None)
        renounced = tuple(seat for seat, c in zip(order[1:], t.cards[1:], strict=True)
                          if effective_suit(Card.parse(c.partition(":")[0]), trump, joker) != led)
        counts[_side_of(fx, t.winner)] += 1
        out.append(_Play(n, t, order, led, renounced, dict(counts)))
    return out


def _numbers(ns: Sequence[int]) -> str:
    if not ns:
        return ""
    words = [str(n) for n in ns]
    return f"trick {words[0]}" if len(words) == 1 else "tricks " + ", ".join(words[:-1]) + " and " + words[-1]


NUMBER_NAME = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
               10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen"}


@dataclass(frozen=True)
class HandNoteFacts:
    """The facts of a recorded hand that ``templates/hand-note.md.j2`` words its rules with; sizes and numbers
    from the variant's data, cards and bids as HTML.
    """

    dealer: str
    first: str
    """The seat on the dealer's left, who calls first."""
    word: str
    """The variant's name for the kitty."""
    who: str | None
    partner: str | None
    others: tuple[str, ...]
    """The seats other than the contractor's."""
    contract: str | None
    value: int | None
    made: bool | None
    is_misere: bool
    kitty: str
    discard: str | None
    calls: tuple[tuple[str, str], ...]
    bids_called: tuple[str, ...]
    standing_before_mis: str | None
    standing_before_omis: str | None
    hand_size: int
    hand_size_word: str
    kitty_size_word: str
    tricks_word: str
    players_word: str
    misere_trick_word: str
    packets: tuple[int, ...]
    deal: tuple[tuple[str, int], ...]
    defence_per_trick: int
    tricks_played: int
    tricks_won: tuple[tuple[str, int], ...]
    side: str | None
    side_tricks: int | None
    side_points: str | None
    defenders: tuple[tuple[str, str], ...]
    """Each defending side's points, signed (none without a contractor)."""
    misere_lost_at: int | None
    nomination: str | None
    nomination_word: str
    nomination_one: str | None
    nomination_svg: str | None
    bower_at: tuple[int, ...]
    forced_at: tuple[int, ...]
    renounce_at: tuple[int, ...]
    joker_at: tuple[int, ...]


def hand_note_facts(fx: HandFixture, plays: Sequence[_Play] | None = None,
                    stories: Sequence[TrickStory] | None = None) -> HandNoteFacts:
    """The facts of a recorded hand its rule notes are worded from (:class:`HandNoteFacts`); ``plays`` and
    ``stories`` are its replayed tricks and their stories, worked out when not given.

    Raises:
        RulebookError: a hand whose play the engine refuses (:func:`trick_stories`).
    """
    plays = _plays(fx) if plays is None else plays
    stories = trick_stories(fx) if stories is None else stories
    ex = fx.expect
    c, who = ex.contract, ex.contractor
    r = load_ruleset(fx.variant, fx.options)
    side = _side_of(fx, who) if who else None
    calls = _calls(fx)
    said = tuple(x for _, x in calls)
    nominated = parse_suit(fx.nomination) if fx.nomination not in (None, "none") else None
    won = [p.number for p in plays if who and p.trick.winner == who]
    return HandNoteFacts(
        dealer=fx.dealer, first=_first_caller(fx), word=kitty_word(variants()[fx.variant]), who=who,
        partner=_partner(fx, who) if who else None, others=tuple(s for s in fx.seats if s != who),
        contract=bid_html(c) if c else None, value=variants()[fx.variant]["contract_values"].get(c) if c else None,
        made=ex.made, is_misere=fx.is_misere, kitty=cards_html(fx.kitty, inline=True),
        discard=cards_html(fx.discard, inline=True) if fx.discard else None,
        calls=tuple((seat, "pass" if call == "pass" else bid_html(call)) for seat, call in calls), bids_called=said,
        standing_before_mis=bid_html(b) if "MIS" in said and (b := _standing_before(fx, "MIS")) else None,
        standing_before_omis=bid_html(b) if "OMIS" in said and (b := _standing_before(fx, "OMIS")) else None,
        hand_size=r.hand_size, hand_size_word=NUMBER_NAME[r.hand_size], kitty_size_word=NUMBER_NAME[r.kitty_size],
        tricks_word=NUMBER_NAME[r.hand_size], players_word=NUMBER_NAME[len(r.seats)],
        misere_trick_word=NUMBER_NAME[len(r.seats) - 1],
        packets=tuple(n for to, n in r.deal_packets if to == "each"), deal=tuple(r.deal_packets),
        defence_per_trick=r.defence_points_per_trick, tricks_played=len(plays),
        tricks_won=tuple(ex.tricks_won.items()), side=side,
        side_tricks=ex.tricks_won[side] if side else None, side_points=signed(ex.points[side]) if side else None,
        defenders=tuple((s, signed(ex.points[s])) for s in fx.sides if side and s != side),
        misere_lost_at=won[0] if won else None, nomination=fx.nomination, nomination_word=_nomination_word(fx),
        nomination_one=SUIT_SINGULAR[nominated] if nominated else None,
        nomination_svg=suit_svg(nominated) if nominated else None,
        bower_at=tuple(n for n, st in enumerate(stories, start=1) if any("left bower" in x for x in (st.won, *st.plays))),
        forced_at=tuple(n for n, st in enumerate(stories, start=1) if any("had to" in x for x in st.plays)),
        renounce_at=tuple(p.number for p in plays if p.renounced),
        joker_at=tuple(p.number for p in plays if any(x.startswith("JK") for x in p.trick.cards)),
    )


def _hand_note(fx: HandFixture, rule_id: str, facts: HandNoteFacts) -> str:
    """What this hand shows of a rule, in a sentence (``templates/hand-note.md.j2``; the rule's title when there
    is nothing specific to say).
    """
    note = render("hand-note.md.j2", rule=rule_id, f=facts).strip()
    return note if note else _md(re.sub(r"\bkitty\b", facts.word, rules()[rule_id].title)) + "."


def _nomination_word(fx: HandFixture) -> str:
    if fx.nomination in (None, "none"):
        return "none"
    return SUIT_NAME[parse_suit(str(fx.nomination))]


def _outcome(fx: HandFixture) -> str:
    ex = fx.expect
    if ex.contract is None:
        return "thrown in"
    side = _side_of(fx, str(ex.contractor))
    return f"{'made' if ex.made else 'failed'} ({ex.tricks_won[side]} tricks)" if not fx.is_misere else (
        "made (no trick)" if ex.made else f"failed at trick {len(fx.tricks)}")


def _points(fx: HandFixture) -> str:
    return " · ".join(f"{s} {signed(n)}" for s, n in fx.expect.points.items())


@dataclass(frozen=True)
class KittyView:
    """The kitty exchange of a replay: the kitty taken, the cards put back, the hand kept (HTML), the nomination."""

    taken: str
    discard: str
    kept: str
    nomination: str | None


@dataclass(frozen=True)
class HandPage:
    """The replay page of a recorded hand (``templates/hand.md.j2``). Text fields are Markdown or HTML already;
    ``contract`` is ``None`` when everybody passed, ``kitty`` and ``replay`` when there was no exchange or no play;
    ``kitty_word`` is what the game calls the kitty (``words.kitty`` of the variant file, "widow" in three-player);
    ``score`` rows are (side, seats, tricks, signed points); ``rules`` are (chip, note).
    """

    id: str
    title: str
    facts: tuple[str, ...]
    options: tuple[str, ...]
    file: str
    dealer: str
    deal: str
    first_caller: str
    auction: str
    contract: str | None
    who: str | None
    kitty: KittyView | None
    kitty_word: str
    sits_out: str | None
    replay: str | None
    score: tuple[tuple[str, str, int, str], ...]
    result: str
    rules: tuple[tuple[str, str], ...]
    try_it: str | None = None
    """The address of the Try it page dealing this hand (``../try.md?hand=<id>``), or ``None`` without that page."""


def hand_view(fx: HandFixture, ctx: RulebookContext) -> HandPage:
    """The model of the replay page of one whole-hand fixture."""
    ex = fx.expect
    who = ex.contractor
    plays = _plays(fx)
    stories = trick_stories(fx)
    notes = hand_note_facts(fx, plays, stories)
    game = _md(variants()[fx.variant]["title"])
    word = kitty_word(variants()[fx.variant])
    facts = [f"**Game:** [{game}](../play/{fx.variant}.md)" if fx.variant in ctx.play_pages else f"**Game:** {game}",
             f"**Dealer:** {fx.dealer}"]
    if ex.contract:
        facts.append(f"**Contract:** {bid_html(ex.contract)} by {who}")
    facts.append(f"**Result:** {_outcome(fx)}")
    facts.append(f"**Replayed by the latest run:** {RULE_MARK[ctx.hand_status(fx.id)]}")
    rows: list[tuple[str, str, Markup]] = []
    for seat in fx.seats:
        role = []
        if seat == fx.dealer:
            role.append("dealer")
        if seat == who:
            role.append("contractor")
        if who and fx.is_misere and seat not in fx.trick_seats(who):
            role.append("sits out")
        label = SEAT_NAME.get(seat, seat) + (f" ({', '.join(role)})" if role else "")
        rows.append((seat, label, Markup(cards_html(fx.hands[seat], "rb-hand"))))
    kitty = None
    if who and fx.discard is not None:
        kept = fx.post_exchange_hand() or ()
        nomination = None
        if fx.nomination is not None:
            nomination = (render("hand-note.md.j2", rule="JOKER-05", f=notes).strip() if fx.nomination != "none" else
                          (f"{who} does not nominate the joker, which stays suitless." if "JK" in kept
                           else f"{who} does not hold the joker: there is nothing to nominate."))
        kitty = KittyView(cards_html(fx.kitty, inline=True), cards_html(fx.discard, inline=True),
                          render("deal.html.j2", rows=[(who, "after the exchange", Markup(cards_html(kept, "rb-hand")))],
                                 kitty=None).rstrip("\n"), nomination)
    replay = None
    if plays:
        steps = []
        for p, story in zip(plays, stories, strict=True):
            t = p.trick
            out_seat = None
            if fx.is_misere and who and len(p.seats) < len(fx.seats):
                out_seat = next(s for s in fx.seats if s not in p.seats)
            view = TrickView(fx.seats, t.leader, t.cards, t.winner, out_seat, p.number, ex.contract)
            exposed = None
            if p.number == 1 and ex.contract == "OMIS" and who:
                rest = [c for c in (fx.post_exchange_hand() or ()) if c not in
                        dict(zip(p.seats, t.cards, strict=True)).get(who, "").split()]
                exposed = Markup(cards_html(rest, inline=True))
            steps.append({"number": p.number, "winner": t.winner, "trick": Markup(trick_html(view)), "who": who,
                          "count": " · ".join(f"{s} {n}" for s, n in p.counts.items()), "exposed": exposed,
                          "stop": p.number == len(plays) and fx.is_misere and t.winner == who,
                          "won": marked_html(story.won), "plays": [marked_html(x) for x in story.plays],
                          "hands": [(seat, [played_face(c) for c in cards], played.partition(":")[0])
                                    for (seat, cards), played in sorted(zip(story.hands, t.cards, strict=True),
                                                                        key=lambda x: fx.seats.index(x[0][0]))]})
        replay = render("replay.html.j2", steps=steps, side=_side_of(fx, str(who))).rstrip("\n")
    score = tuple((f"{s}{' (contractor)' if who in members else ''}", " ".join(members), ex.tricks_won[s],
                   signed(ex.points[s])) for s, members in fx.sides.items()) if ex.contract is not None else ()
    return HandPage(
        fx.id, drawn(fx.id, _md(fx.title), glyphs=True), tuple(facts), tuple(fx.options), str(fx.file), fx.dealer,
        render("deal.html.j2", rows=rows, kitty=Markup(cards_html(fx.kitty, "rb-hand")),
               kitty_name=word.capitalize()).rstrip("\n"),
        _first_caller(fx), "\n".join(auction_table(_calls(fx), fx.seats, _first_caller(fx))).rstrip("\n"),
        bid_html(ex.contract) if ex.contract else None, who, kitty, word,
        _partner(fx, who) if plays and fx.is_misere and who else None, replay, score,
        f"{'made' if ex.made else 'failed'}: " + "; ".join(f"{s} {signed(n)}" for s, n in ex.points.items()),
        tuple((ctx.chip(rid, fx.variant), _hand_note(fx, rid, notes))
              for rid in sorted(fx.rules, key=lambda r: list(rules()).index(r))),
        f"../{TRY_PAGE}?hand={fx.id}" if ctx.try_page else None)


def hand_page(fx: HandFixture, ctx: RulebookContext) -> str:
    """The replay page of one whole-hand fixture (``templates/hand.md.j2``)."""
    return render("hand.md.j2", h=hand_view(fx, ctx))


@dataclass(frozen=True)
class HandRow:
    """A recorded hand in the list: its ID, title, contract, result, points and replay mark (Markdown each)."""

    id: str
    title: str
    contract: str
    result: str
    points: str
    mark: str


def hand_rows(hands: Sequence[HandFixture], ctx: RulebookContext) -> list[tuple[str, list[HandRow]]]:
    """The recorded hands by variant (its title), the Australian game first, then those with a how-to-play page."""
    by_variant: dict[str, list[HandFixture]] = {}
    for fx in hands:
        by_variant.setdefault(fx.variant, []).append(fx)
    order = sorted(by_variant, key=lambda v: (v != SCORE_VARIANT, v not in ctx.play_pages, v))
    return [(str(variants()[vid]["title"]), [
        HandRow(fx.id, drawn(fx.id, _md(fx.title), glyphs=True),
                f"{bid_html(fx.expect.contract)} by {fx.expect.contractor}" if fx.expect.contract else "all pass",
                _outcome(fx), _points(fx), RULE_MARK[ctx.hand_status(fx.id)])
        for fx in by_variant[vid]]) for vid in order]


def hands_index(hands: Sequence[HandFixture], ctx: RulebookContext) -> str:
    """The list of recorded hands with contract and result (``templates/hands.md.j2``)."""
    return render("hands.md.j2", groups=hand_rows(hands, ctx)).rstrip("\n") + "\n"


# ---------------------------------------------------------------------------
# The recorded hands under each rule


@dataclass(frozen=True)
class HandLink:
    """A recorded hand listed under a rule it exercises: its ID, title (Markdown, suit symbols as text), the link
    to its replay (relative to a rule page), the game it is played in and the mark of its latest replay.
    """

    id: str
    title: str
    target: str
    game: str
    mark: str


def _hand_status(records: Sequence[Record], hand_id: str) -> str:
    recs = [r for r in records if r.id.split("::")[0].endswith("test_hands.py") and f"[{hand_id}-" in r.id]
    return Tally.of(recs).status


def rule_hands(rule_id: str, hands: Sequence[HandFixture], records: Sequence[Record]) -> tuple[HandLink, ...]:
    """The recorded hands that exercise ``rule_id`` (those whose fixture lists it), in file order, each linked
    to its replay page ``hands/<id>.md`` from a page in ``rules/``.

    Raises:
        RulebookError: a title with a mark that is not a card or a bid (naming the hand).
    """
    return tuple(HandLink(fx.id, drawn(fx.id, _md(fx.title), glyphs=True), f"../hands/{fx.id}.md",
                          _md(str(variants()[fx.variant]["title"])), RULE_MARK[_hand_status(records, fx.id)])
                 for fx in hands if rule_id in fx.rules)


# ---------------------------------------------------------------------------
# The score table page


def score_page(ctx: RulebookContext) -> str:
    """``scoring/table.md`` (``templates/score.md.j2``): the grid, the rules around it and the calculator."""
    data = score_data()
    v = SCORE_VARIANT
    slam = data["slam_value"]
    three = variants().get("three-player")
    return render(
        "score.md.j2", data=data, v=v, chip=ctx.chip, bid_html=bid_html, in_sentence=in_sentence,
        grid="\n".join(score_grid(data)),
        below=[b for b in data["contracts"] if b not in data["misere"] and data["values"][b] < slam],
        examples=[line for rid in ("SCORE-02", "SCORE-04", "SCORE-06") for line in ctx.example(rid, v)],
        three=None if three is None else {
            "title": three["title"], "page": "three-player" in ctx.play_pages,
            "same": all(data["values"].get(k) == val for k, val in three["contract_values"].items())},
        calculator="\n".join(calculator_html(calculator_data()))).rstrip("\n") + "\n"


# ---------------------------------------------------------------------------
# Writing


@cache
def _fixtures_cached(root: str, stamp: tuple[tuple[str, int], ...]) -> tuple[HandFixture, ...]:
    return tuple(load_all(Path(root)))


def load_hands(root: Path) -> tuple[HandFixture, ...]:
    """Every whole-hand fixture under ``root/features/hands`` (loaded once per set of file versions).

    Raises:
        RulebookError: a fixture that does not load (the fixture's own message).
    """
    paths = fixture_paths(root)
    stamp = tuple((p.as_posix(), p.stat().st_mtime_ns) for p in paths)
    try:
        return _fixtures_cached(str(root), stamp)
    except FixtureError as e:
        raise RulebookError(str(e)) from e


class _ConfigLoader(yaml.SafeLoader):
    """PyYAML's safe loader, reading a tag it does not know (``mkdocs.yml``'s ``!!python/name:...``, ``!ENV``)
    as a string: the tag, then the value of a scalar (nothing of it is imported or run).
    """


def _keep_tag(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> str:
    value = node.value if isinstance(node, yaml.ScalarNode) else ""
    return f"{node.tag} {value}".strip()


_ConfigLoader.add_multi_constructor("", _keep_tag)

SITE_CONFIG = ROOT / "mkdocs.yml"
"""The MkDocs (and Zensical) configuration: the site reads its ``nav``."""


def _config_error(name: str, node: yaml.Node, field: str, problem: str) -> RulebookError:
    return RulebookError(f"{name}:{node.start_mark.line + 1}: {field}: {problem}")


def _check_nav(name: str, node: yaml.Node, field: str) -> None:
    """A nav (or a section of it) is a list whose items are pages (a path or address) or one-key mappings
    ``title: page`` or ``title: [items]``; raises :class:`RulebookError` naming the first item that is not.
    """
    if not isinstance(node, yaml.SequenceNode):
        raise _config_error(name, node, field, "is not a list of pages (each '- page.md' or '- Title: page.md')")
    for i, item in enumerate(node.value):
        here = f"{field}.{i}"
        if isinstance(item, yaml.ScalarNode):
            if item.tag != "tag:yaml.org,2002:str" or not item.value.strip():
                raise _config_error(name, item, here, f"{item.value!r} is not a page (a path such as 'rules/bid.md')")
            continue
        if not isinstance(item, yaml.MappingNode) or len(item.value) != 1:
            raise _config_error(name, item, here, "is neither a page nor one 'Title: page.md' or 'Title: [pages]' pair")
        key, value = item.value[0]
        title = key.value if isinstance(key, yaml.ScalarNode) else ""
        if not isinstance(key, yaml.ScalarNode) or not str(title).strip():
            raise _config_error(name, key, here, "a section's title is missing or is not text")
        if isinstance(value, yaml.ScalarNode):
            if value.tag != "tag:yaml.org,2002:str" or not value.value.strip():
                raise _config_error(name, value, f"{here}.{title}", f"{value.value!r} is not a page (a path such as "
                                    "'rules/bid.md')")
        else:
            _check_nav(name, value, f"{here}.{title}")


def read_site_config(config: Path = SITE_CONFIG) -> dict[str, Any]:
    """``mkdocs.yml`` read by the project's YAML reader (:func:`five_hundred.datafile.compose_yaml`) with tags of
    other programs kept as strings, and its ``nav`` checked; ``{}`` when there is no such file.

    Raises:
        RulebookError: one line ``mkdocs.yml:LINE: FIELD: PROBLEM``: a file that is not UTF-8 YAML or that the
            reader refuses (a key given twice, an alias), settings that are not a mapping, or a ``nav`` that is
            not a list of pages and titled sections.
    """
    if not config.is_file():
        return {}
    name = shown(config)
    try:
        node, data = compose_yaml(config, name=name, loader=_ConfigLoader)
    except DataFileError as e:
        problem = e.problem.split(": ", 1)[1] if e.field else e.problem
        field = ".".join(str(f) for f in e.field) or "(top)"
        raise RulebookError(f"{e.file}:{e.line}: {field}: {problem}") from None
    if node is None or not isinstance(node, yaml.MappingNode) or not isinstance(data, dict):
        raise RulebookError(f"{name}:{node.start_mark.line + 1 if node is not None else 1}: (top): is not a mapping "
                            "of settings ('site_name: ...', 'nav: ...')")
    for key, value in node.value:
        if isinstance(key, yaml.ScalarNode) and key.value == "nav":
            _check_nav(name, value, "nav")
    return data


def _nav_pages(nav: Any) -> Iterator[str]:
    """Every page a nav (or a part of it) lists, depth first."""
    if isinstance(nav, str):
        yield nav
    elif isinstance(nav, list):
        for item in nav:
            yield from _nav_pages(item)
    elif isinstance(nav, dict):
        for item in nav.values():
            yield from _nav_pages(item)


def nav_lists(page: str, config: Path = SITE_CONFIG) -> bool:
    """Whether the nav of ``mkdocs.yml`` lists ``page`` (e.g. ``variants/compare.md``).

    Raises:
        RulebookError: ``mkdocs.yml`` cannot be read (see :func:`read_site_config`).
    """
    return page in _nav_pages(read_site_config(config).get("nav"))


def write_rulebook(out_dir: Path, *, status: StatusOf, records: Sequence[Record] = (),
                   templates: Path = TEMPLATES, hands_root: Path | None = ROOT) -> list[Path]:
    """Write the pages of the rule book into ``out_dir`` and return them (relative to ``out_dir``).

    Args:
        status: the status of a rule, overall or for a variant (from the latest results).
        records: the records of the latest results (for the marks of the hand replays).
        templates: the how-to-play templates, ``<variant>.md`` each.
        hands_root: the checkout whose ``features/hands`` holds the fixtures (``None``: no replays).

    Raises:
        RulebookError: a template naming an unknown rule, card, bid, seat,
            hand or placeholder (with its file and line), a trick whose winner
            is wrong, a template for an unknown variant, or a fixture that
            does not load.
    """
    hands = load_hands(hands_root) if hands_root is not None else ()
    found = sorted(templates.glob("*.md")) if templates.is_dir() else []
    ctx = RulebookContext(status, records, hands, nav_lists(COMPARE_PAGE) and (out_dir / COMPARE_PAGE).is_file(),
                          frozenset(p.stem for p in found), try_page=(out_dir / TRY_PAGE).is_file())
    pages: dict[str, str] = {}
    for path in found:
        if path.stem not in variants():
            raise RulebookError(f"{path}: no variant {path.stem!r} in spec/variants")
        ctx.shown_examples = set()
        pages[f"play/{path.stem}.md"] = expand_template(path, path.stem, ctx)
    quick = sorted((templates / QUICK).glob("*.md")) if (templates / QUICK).is_dir() else []
    for path in quick:
        if path.stem not in variants():
            raise RulebookError(f"{path}: no variant {path.stem!r} in spec/variants")
        ctx.shown_examples = set(rules())  # a summary on one page: the examples stay on the how-to-play page
        pages[f"play/{path.stem}-{QUICK}.md"] = expand_template(path, path.stem, ctx)
    ctx.shown_examples = set()
    pages["scoring/table.md"] = score_page(ctx)
    for fx in hands:
        pages[f"hands/{fx.id}.md"] = hand_page(fx, ctx)
    pages["hands/index.md"] = hands_index(hands, ctx)
    written = []
    for name, text in pages.items():
        path = out_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(Path(name))
    for page in sorted(out_dir.rglob("*.md")):
        text = page.read_text(encoding="utf-8")
        if 'href="#rb-' in text and 'class="rb-sprite"' not in text:
            page.write_text(text.rstrip() + "\n\n" + SPRITE + "\n", encoding="utf-8")
    return written
