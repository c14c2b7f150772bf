"""Why a trick's winning card wins, in words: the engine's verdict (:class:`~five_hundred.explain.TrickVerdict`)
worded by the sentences of ``templates/trick-verdicts.yaml``, the file the Try it page words its tricks from too.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from five_hundred.cards import Suit
from five_hundred.datafile import load_yaml
from five_hundred.explain import TrickVerdict

__all__ = ["SUIT_NAME", "SUIT_SINGULAR", "TABLE", "page_table", "sentences", "trick_sentence"]

TABLE = Path(__file__).with_name("templates") / "trick-verdicts.yaml"
"""The sentence table (shipped with the package; the Try it page carries it as JSON)."""

SUIT_NAME = {Suit.SPADES: "spades", Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts"}
SUIT_SINGULAR = {Suit.SPADES: "spade", Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart"}


@cache
def sentences() -> dict[str, Any]:
    """The sentence table: ``{"how": {"trumped": ..., "led": ...}, "reasons": {reason: sentence or {fact: sentence}}}``."""
    table: dict[str, Any] = load_yaml(TABLE, name="five_hundred_site/templates/trick-verdicts.yaml")
    return table


def page_table() -> dict[str, Any]:
    """The sentence table as the Try it page carries it: :func:`sentences` with each suit's words and symbol
    (``"suits": {"S": {"many": "spades", "one": "spade", "symbol": "♠"}, ...}``), so that the page words a
    verdict exactly as :func:`trick_sentence` does.
    """
    suits = {s.value: {"many": SUIT_NAME[s], "one": SUIT_SINGULAR[s], "symbol": s.symbol} for s in Suit}
    return {**sentences(), "suits": suits}


def _pick(entry: str | dict[str, str], trumps: int, trump: Suit | None) -> str:
    if isinstance(entry, str):
        return entry
    if "alone" in entry:
        return entry["among" if trumps > 1 else "alone"]
    return entry["trumps" if trump is not None else "no_trumps"]


def trick_sentence(verdict: TrickVerdict, seat: str, card: str, trump: Suit | None) -> str:
    """Why the trick's winner (``seat``, holding ``card`` as the sentence should show it) wins, in a sentence.

    ``trump`` is the contract's trump suit (``None``: no trumps or misère).

    Raises:
        KeyError: a reason the sentence table does not word (a test keeps the table complete).

    Rules: those of the verdict (:data:`~five_hundred.explain.TrickReason`).
    """
    table = sentences()
    led = verdict.led
    values = {"seat": seat, "card": card, "led": SUIT_NAME[led] if led else "no suit",
              "led_one": SUIT_SINGULAR[led] if led else "card"}
    values["how"] = table["how"]["trumped" if led is not trump else "led"].format(**values)  # for a trump's sentence
    return _pick(table["reasons"][verdict.reason.value], verdict.trumps, trump).format(**values)
