"""Links to rules and marks of their status: the rule book's context."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from five_hundred_suite.catalogue import RULE_ID, rules
from five_hundred_suite.fixtures import HandFixture

from ..marks import FAILED, RULE_ICON, RULE_MARK, RULE_WORD
from ..records import Record
from ..render import ENV
from ..render import md_text as _md
from .index import _hand_status
from .prose import drawn

StatusOf = Callable[[str, "str | None"], str]
"""The status of a rule (``passed``, ``failed`` or ``untested``), overall (``None``) or for one variant."""


def _md_macros() -> Any:
    """The macros of ``templates/macros.md.j2`` (Markdown)."""
    return ENV.get_template("macros.md.j2").module


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


