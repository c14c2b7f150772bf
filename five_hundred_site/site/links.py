"""Markdown helpers and the links between the pages."""

from __future__ import annotations

import re
from collections.abc import Iterable

from five_hundred_suite.catalogue import (
    CONFLICT_ID,
    RULE_ID,
    rules,
    sources,
)

from ..render import md_text as _esc
from .base import OPTION_KEY
from .inputs import SOURCES_PAGE, option_anchor, source_anchor


def _para(text: str) -> str:
    """A paragraph that cannot turn into a heading, list or quote by its first character."""
    if re.match(r"[#+\-]|\d+\.\s", text):
        return "\\" + text
    return text


class _Links:
    """Links between the pages, relative to the page they are written in."""

    def __init__(self, option_keys: Iterable[str], conflict_ids: Iterable[str]) -> None:
        self.options = set(option_keys)
        self.conflicts = set(conflict_ids)
        self.rules = rules()

    @staticmethod
    def home(here: str) -> str:
        """The way from a page in ``here`` (``"home"`` for the top level, or a folder
        such as ``"rules"`` or ``"variants"``) back to the top level.
        """
        return "" if here == "home" else "../"

    def rule_page(self, rule_id: str, here: str) -> str:
        """The address of the page that states a rule, from a page in ``here``."""
        page = f"{self.rules[rule_id].area.lower()}.md"
        return page if here == "rules" else f"{self.home(here)}rules/{page}"

    def checks_page(self, rule_id: str, here: str) -> str:
        """The address of a rule's own page (its scenarios and other checks in full), from a page in ``here``."""
        return f"{rule_id}.md" if here == "rules" else f"{self.home(here)}rules/{rule_id}.md"

    def rule(self, rule_id: str, here: str, title: bool = False) -> str:
        rule = self.rules[rule_id]
        text = f"{rule_id} — {_esc(rule.title)}" if title else rule_id
        return f"[{text}]({self.rule_page(rule_id, here)}#{rule_id})"

    def conflict(self, cid: str, here: str, title: str | None = None) -> str:
        return f"[{cid}{' — ' + _esc(title) if title else ''}]({self.home(here)}conflicts.md#{cid})"

    def option(self, key: str, here: str) -> str:
        return f"[`{key}`]({self.home(here)}options.md#{option_anchor(key)})"

    def source(self, key: str, here: str) -> str:
        """A link to a source's own section of the sources page (anchor :func:`source_anchor`); the key as code if
        ``spec/sources.yaml`` does not list it.
        """
        src = sources().get(key)
        if src is None:
            return f"`{key}`"
        return f"[{_esc(src['name'])}]({self.home(here)}{SOURCES_PAGE}#{source_anchor(key)})"

    def prose(self, text: str, here: str) -> str:
        """Escaped text in which rule IDs, conflict IDs and option keys become links."""
        out = _esc(text)
        out = RULE_ID.sub(lambda m: self.rule(m.group(0), here) if m.group(0) in self.rules else m.group(0), out)
        out = CONFLICT_ID.sub(
            lambda m: self.conflict(m.group(0), here) if m.group(0) in self.conflicts else m.group(0), out)
        return OPTION_KEY.sub(lambda m: self.option(m.group(0), here) if m.group(0) in self.options else m.group(0),
                              out)


