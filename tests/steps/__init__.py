"""Step definitions of the corpus; placeholders use the typed patterns below so
that no two step texts can match the same line."""

from __future__ import annotations

from parse import with_pattern


@with_pattern(r"[NESW]|P[1-9]")
def _seat(text: str) -> str:
    return text


@with_pattern(r"[A-Z]+-\d{2}")
def _rule(text: str) -> str:
    return text


@with_pattern(r"[SCDH]|none")
def _suit(text: str) -> str:
    return text


@with_pattern(r"JK|(?:10|[2-9AKQJ])[SCDH]")
def _card(text: str) -> str:
    return text


TYPES = {"Seat": _seat, "Rule": _rule, "Suit": _suit, "Card": _card}
"""Custom types for ``parsers.parse``: ``{seat:Seat}``, ``{rule:Rule}``, ``{suit:Suit}``, ``{card:Card}``."""
