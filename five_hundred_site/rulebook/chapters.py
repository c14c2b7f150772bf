"""How-to-play templates: their placeholders expanded into chapters."""

from __future__ import annotations

import re
from pathlib import Path

from five_hundred.datafile import read_text

from five_hundred_suite.catalogue import variants

from .base import BLOCK_KINDS
from .cards import cards_html
from .glossary import glossary, link_terms
from .links import RulebookContext
from .placeholders import Placeholders

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


class _Template(Placeholders):
    """One how-to-play template being expanded."""

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
    jokers = ["BJ", "RJ"] if int(data["pack"]["jokers"]) == 2 else ["JK"] * int(data["pack"]["jokers"])
    pack = frozenset([f"{r}{s}" for s in "SCDH" for r in data["pack"][s]] + jokers)
    template = _Template(path, variant, ctx, pack, tuple(data["seats"]), glossary())
    return template.expand(read_text(path, name=template.file))
