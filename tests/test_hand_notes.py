"""The notes under a recorded hand's replay: one sentence per rule, from ``templates/hand-note.md.j2`` and the
facts of the hand, its sizes and numbers taken from the variant's data.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from five_hundred_site.render import render
from five_hundred_site.rulebook import HandNoteFacts, hand_note_facts
from five_hundred_suite.catalogue import rules
from five_hundred_suite.fixtures import load_fixture

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "five_hundred_site" / "templates" / "hand-note.md.j2"


def _facts(path: str) -> HandNoteFacts:
    return hand_note_facts(load_fixture(ROOT / path))


def test_every_rule_the_template_words_is_in_the_catalogue() -> None:
    named = set(re.findall(r'"([A-Z]+-\d{2})"', TEMPLATE.read_text("utf-8")))
    assert named, "the template words some rules"
    assert named - set(rules()) == set()


def test_the_sizes_in_the_notes_are_the_variants() -> None:
    facts = _facts("features/hands/australian/AU-0001.yaml")
    assert render("hand-note.md.j2", rule="DEAL-01", f=facts).strip() == \
        f"Every player got ten cards and three went to the {facts.word}."
    bigger = replace(facts, hand_size_word="twelve", kitty_size_word="five", packets=(4, 4, 4))
    assert render("hand-note.md.j2", rule="DEAL-01", f=bigger).strip() == \
        f"Every player got twelve cards and five went to the {facts.word}."
    assert "packets of 4, 4 and 4 to each player" in render("hand-note.md.j2", rule="DEAL-02", f=bigger)
    deal = replace(facts, deal=(("each", 3), ("kitty", 3), ("each", 4), ("each", 3)), word="widow")
    assert render("hand-note.md.j2", rule="DEAL-03", f=deal).strip() == \
        f"{facts.dealer} dealt 3 to each player, 3 to the widow, 4 to each, then 3 to each."


def test_a_rule_with_nothing_to_say_gives_nothing_and_the_page_shows_its_title() -> None:
    facts = _facts("features/hands/australian/AU-0001.yaml")
    assert render("hand-note.md.j2", rule="RANK-01", f=facts).strip() == ""
