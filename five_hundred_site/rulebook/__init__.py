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

The package's modules, one per concern: ``base`` (constants and the error), ``cards`` (cards and suits as
pictures), ``bids`` (bids in words and as marks), ``prose`` (the marked cards and bids of prose), ``tricks``
(trick diagrams and auction tables), ``scores``, ``glossary``, ``charts`` (the trump chart, bid aliases, the
score grid), ``links`` (the rule book's context: links and marks), ``placeholders`` (a template's placeholders
checked and expanded), ``chapters`` (how-to-play templates expanded), ``calculator``, ``stories`` (why each
trick went as it did), ``plays``, ``notes`` (the note under a replay for each rule), ``replays``, ``index``
(the hands under each rule), ``scorepage`` and ``writing`` (reading the hands and the site's configuration,
writing the pages).
"""

from __future__ import annotations

from .base import PLACEHOLDERS, QUICK, TEMPLATES, TRY_PAGE, RulebookError
from .bids import bid_html
from .cards import SPRITE, card_label, card_svg, cards_html, inline_card, suit_svg
from .charts import bid_aliases, trump_order
from .glossary import GLOSSARY_PAGE, glossary, link_terms, term_anchor
from .index import HandLink, rule_hands
from .links import RulebookContext
from .notes import HandNoteFacts, hand_note_facts
from .prose import MARK, drawn, plain_text
from .replays import hand_page, hand_view
from .scores import made_score, score_data, score_figures, score_of
from .stories import marked_html, trick_stories
from .tricks import TrickView, auction_rows, auction_table, trick_diagram
from .writing import load_hands, nav_lists, read_site_config, write_rulebook

__all__ = [
    "GLOSSARY_PAGE",
    "MARK",
    "PLACEHOLDERS",
    "QUICK",
    "SPRITE",
    "TEMPLATES",
    "TRY_PAGE",
    "HandLink",
    "HandNoteFacts",
    "RulebookContext",
    "RulebookError",
    "TrickView",
    "auction_rows",
    "auction_table",
    "bid_aliases",
    "bid_html",
    "card_label",
    "card_svg",
    "cards_html",
    "drawn",
    "glossary",
    "hand_note_facts",
    "hand_page",
    "hand_view",
    "inline_card",
    "link_terms",
    "load_hands",
    "made_score",
    "marked_html",
    "nav_lists",
    "plain_text",
    "read_site_config",
    "rule_hands",
    "score_data",
    "score_figures",
    "score_of",
    "suit_svg",
    "term_anchor",
    "trick_diagram",
    "trick_stories",
    "trump_order",
    "write_rulebook",
]
