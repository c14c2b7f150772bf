"""The rule book's constants: its pages, placeholders, names of ranks and seats, the suit drawings, its error."""

from __future__ import annotations

from five_hundred.cards import Suit

from five_hundred_suite.catalogue import SPEC

from ..errors import SiteError

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
             " options joker=H (nominated suit) and out=N (a misère partner sitting out; out=P3+P5 for two)",
    "auction": "{{auction:N 6H, E 7C, S MIS}}: an auction as a table, columns from the first caller",
    "score-table": "{{score-table}}: the contract values as a grid",
    "trump-chart": "{{trump-chart}}: each suit as trumps, its cards from highest to lowest, ranked by the engine",
    "calculator": "{{calculator}}: the score calculator",
}
"""Every placeholder a template may use; the last five stand on a line of their own."""
BLOCK_KINDS = frozenset({"trick", "auction", "score-table", "trump-chart", "calculator"})

RANK_NAME = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "10": "ten", "9": "nine", "8": "eight",
             "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two", "11": "eleven",
             "12": "twelve", "13": "thirteen"}
NUMBER_WORD = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
               10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen"}
"""Numbers in words: bids (``seven hearts``) and the sizes of a table (hand, kitty, players)."""
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


