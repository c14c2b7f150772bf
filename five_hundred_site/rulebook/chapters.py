"""How-to-play templates: their placeholders expanded into chapters."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from five_hundred.bids import Bid
from five_hundred.cards import Card, Suit, parse_suit
from five_hundred.datafile import read_text
from five_hundred.errors import NotationError
from five_hundred.tricks import trick_winner

from five_hundred_suite.catalogue import rules, variants
from five_hundred_suite.resources import shown

from ..render import md_text as _md
from .base import BLOCK_KINDS, COMPARE_PAGE, PLACEHOLDERS, RulebookError
from .bids import bid_html
from .calculator import calculator_data, calculator_html
from .cards import cards_html
from .charts import score_grid, trump_chart
from .glossary import Term, glossary, link_terms
from .links import RulebookContext, in_sentence
from .prose import plain_text
from .scores import made_score, score_data, score_figures, signed
from .tricks import TrickView, auction_table, trick_html

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


