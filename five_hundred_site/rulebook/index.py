"""The recorded hands under each rule and the hands' index."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from five_hundred_suite.catalogue import variants
from five_hundred_suite.fixtures import HandFixture

from ..marks import RULE_MARK
from ..records import Record, Tally
from ..render import md_text as _md
from .prose import drawn


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


