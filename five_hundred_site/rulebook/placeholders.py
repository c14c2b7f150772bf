"""The placeholders of a how-to-play template (``{{rule:...}}``, ``{{trick:...}}`` ...): checked and expanded."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from five_hundred.bids import Bid
from five_hundred.cards import Card, Suit, parse_suit
from five_hundred.errors import NotationError
from five_hundred.tricks import trick_winner

from five_hundred_suite.catalogue import rules, variants
from five_hundred_suite.resources import shown

from ..render import md_text as _md
from .base import COMPARE_PAGE, PLACEHOLDERS, RulebookError
from .bids import bid_html
from .calculator import calculator_data, calculator_html
from .cards import cards_html
from .charts import score_grid, trump_chart
from .glossary import Term
from .links import RulebookContext, in_sentence
from .prose import plain_text
from .scores import made_score, score_data, score_figures, signed
from .tricks import TrickView, auction_table, trick_html


@dataclass
class Placeholders:
    """The placeholders of one how-to-play template: their arguments checked, each one expanded (inline, or
    a block standing on a line of its own). The whole template is expanded by
    :func:`~five_hundred_site.rulebook.chapters.expand_template`.
    """

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
        """The template's path as messages show it."""
        return shown(self.path)

    def fail(self, line: int, problem: str) -> RulebookError:
        """The error of a problem on ``line`` of the template."""
        return RulebookError(f"{self.file}:{line}: {problem}")

    def card(self, line: int, text: str, placeholder: str) -> str:
        """A card of the variant's pack (``JK:D``: a joker led naming diamonds), as its code."""
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
        """A rule ID of the catalogue."""
        if rule_id not in rules():
            raise self.fail(line, f"unknown rule ID {rule_id!r} in {placeholder}")
        return rule_id

    def bid(self, line: int, text: str, placeholder: str) -> str:
        """A bid of the variant, as its code."""
        try:
            bid = str(Bid.parse(text))
        except NotationError:
            raise self.fail(line, f"{text!r} is not a bid in {placeholder}") from None
        if bid not in variants()[self.variant]["contract_values"]:
            raise self.fail(line, f"{text!r} is not a bid of {self.variant} in {placeholder}")
        return bid

    def seat(self, line: int, text: str, placeholder: str) -> str:
        """A seat of the variant."""
        if text not in self.seats:
            raise self.fail(line, f"{text!r} is not a seat of {self.variant} ({' '.join(self.seats)}) in {placeholder}")
        return text

    # -- inline placeholders

    def inline(self, line: int, kind: str, arg: str, placeholder: str, cited: list[str]) -> str:
        """An inline placeholder expanded (``cited`` receives the rule it cites, if any)."""
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
        """A placeholder standing on a line of its own, expanded into lines."""
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
        """The trick of ``{{trick:...}}``, its winner checked by the engine."""
        head, sep, rest = arg.partition(":")
        body, arrow, winner = rest.partition("->")
        words = head.split()
        if not sep or not arrow or len(words) < 2:
            raise self.fail(line, f"write a trick as {{{{trick:7S N: AD KD 5S 10D -> S}}}}, not {placeholder}")
        contract = Bid.parse(self.bid(line, words[0], placeholder))
        leader = self.seat(line, words[-1], placeholder)
        joker: Suit | None = None
        out: str | tuple[str, ...] | None = None
        for opt in words[1:-1]:
            key, _, value = opt.partition("=")
            if key == "joker":
                try:
                    joker = parse_suit(value)
                except NotationError:
                    raise self.fail(line, f"{value!r} is not a suit in {placeholder}") from None
            elif key == "out":  # out=P3, or out=P3+P5 where a misère contractor has two partners
                outs = tuple(self.seat(line, v, placeholder) for v in value.split("+"))
                out = outs[0] if len(outs) == 1 else outs
            else:
                raise self.fail(line, f"unknown trick option {opt!r} in {placeholder} (joker=SUIT, out=SEAT or "
                                      "out=SEAT+SEAT)")
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
