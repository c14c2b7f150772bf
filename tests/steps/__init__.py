"""Step definitions of the corpus; placeholders use the typed patterns below so
that no two step texts can match the same line."""

from __future__ import annotations


class _Pattern:
    """A ``parse`` type converter: keeps the text, matches only ``pattern``."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern

    def __call__(self, text: str) -> str:
        return text


TYPES = {
    "Seat": _Pattern(r"[NESW]|P[1-9]"),
    "Rule": _Pattern(r"[A-Z]+-\d{2}"),
    "Suit": _Pattern(r"[SCDH]|none"),
    "Card": _Pattern(r"JK|(?:10|[2-9AKQJ])[SCDH]"),
}
"""Custom types for ``parsers.parse``: ``{seat:Seat}``, ``{rule:Rule}``, ``{suit:Suit}``, ``{card:Card}``."""
