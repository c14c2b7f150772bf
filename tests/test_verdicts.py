"""A trick's verdict: the engines' reasons and the sentences the site words them with
(``five_hundred_site/templates/trick-verdicts.yaml``, read by the replays and the Try it page alike).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from five_hundred import load_ruleset, parse_cards, variant_ids
from five_hundred.cards import Suit
from five_hundred.explain import TrickReason, trick_verdict

from five_hundred_site.verdicts import sentences, trick_sentence

ROOT = Path(__file__).resolve().parents[1]
NODE = shutil.which("node")
PLACEHOLDERS = {"seat", "card", "led", "led_one", "how"}
H, D, S, C = Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS


def test_every_reason_has_its_sentences_and_nothing_else() -> None:
    reasons = sentences()["reasons"]
    assert set(reasons) == {r.value for r in TrickReason}
    for reason, entry in reasons.items():
        texts = [entry] if isinstance(entry, str) else list(entry.values())
        assert isinstance(entry, str) or set(entry) in ({"alone", "among"}, {"trumps", "no_trumps"}), reason
        for text in [*texts, *sentences()["how"].values()]:
            assert set(re.findall(r"\{(\w+)\}", text)) <= PLACEHOLDERS, (reason, text)
            assert text.count("{") == text.count("}"), text


@pytest.mark.parametrize(("cards", "trump", "named", "expected"), [
    ("AC JD 5C", H, None, "N trumped the clubs lead with [[JD]]: the left bower counts as a trump, and only the joker"
                          " and the right bower rank above it."),
    ("AH JD 5H", H, None, "N wins with [[JD]]: the left bower counts as a trump, and only the joker and the right"
                          " bower rank above it; neither was played."),
    ("AD KD 5S 10D", S, None, "N trumped the diamonds lead with [[5S]]: it is the only trump played."),
    ("5S AS 10D", S, None, "N wins with [[AS]]: it is the highest trump played."),
    ("10C 5C QC 6C", H, None, "N wins with [[QC]], the highest club played; nobody trumped."),
    ("10C 5C QC 6C", None, None, "N wins with [[QC]], the highest club played."),
    ("JD JH", H, None, "N wins with [[JH]]: the right bower, the jack of trumps, is the highest trump after the joker."),
    ("JH JK", H, None, "N wins with [[JK]]: the joker is the highest trump."),
    ("AD JK", None, None, "N wins with [[JK]]: the suitless joker beats every card."),
])
def test_a_verdict_is_worded_by_its_reason_and_the_facts_of_the_trick(cards: str, trump: Suit | None,
                                                                      named: Suit | None, expected: str) -> None:
    v = trick_verdict(parse_cards(cards), trump, None, named, load_ruleset("australian"))
    assert trick_sentence(v, "N", f"[[{v.card}]]", trump) == expected


@pytest.mark.skipif(NODE is None, reason="node is not on the PATH: the JavaScript engine cannot run")
def test_the_javascript_engine_gives_the_same_reasons_and_rules_in_every_variant() -> None:
    """The two engines share one vocabulary of verdicts: the same reason and rules for the same trick
    (each trick in every variant whose pack holds its cards)."""
    tricks = [("AC JD 7C", "7H", None), ("AD KD 7S 10D", "7S", None), ("7S AS 10D", "7S", None),
              ("AC JD 9C", "7H", None), ("9S AS 10D", "7S", None), ("10C QC 9C", "7NT", None),
              ("10C 8C QC 9C", "7H", None), ("10C 8C QC 9C", "7NT", None), ("JD JH", "7H", None),
              ("JH JK", "7H", None), ("AD JK", "7NT", None), ("AD JK", "7NT", "D"), ("JK AH KH QH", "7NT", None)]
    script = ("import { loadRuleset, trickWinner } from './implementations/javascript/src/index.js';"
              f"const tricks = {json.dumps(tricks)}; const out = {{}};"
              f"for (const v of {json.dumps(variant_ids())}) {{ const r = loadRuleset(v);"
              " out[v] = tricks.map(([c, k, j]) => { const cards = c.split(' ');"
              " const x = trickWinner(r, k, cards, j, cards[0] === 'JK' ? 'H' : null);"
              " return [x.index, x.reason, x.rules, x.led, x.trumps]; }); }"
              "console.log(JSON.stringify(out));")
    done = subprocess.run([str(NODE), "--input-type=module", "-e", script], cwd=ROOT, capture_output=True, text=True,
                          check=True, timeout=60)
    js = json.loads(done.stdout)
    for variant in variant_ids():
        r = load_ruleset(variant)
        for (cards, contract, joker), answer in zip(tricks, js[variant], strict=True):
            trump = None if contract.endswith("NT") else Suit(contract[-1])
            played = parse_cards(cards)
            if any(c not in r.pack for c in played):
                continue  # a card this variant's pack lacks (the 24-card pack has no 7, 8 or joker)
            v = trick_verdict(played, trump, Suit(joker) if joker else None, H if cards.startswith("JK") else None, r)
            assert answer == [v.winner, v.reason.value, list(v.rules), v.led.value if v.led else None, v.trumps], \
                (variant, cards, contract)
