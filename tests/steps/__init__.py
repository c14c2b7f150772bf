"""Step definitions of the corpus; placeholders use the typed patterns below so
that no two step texts can match the same line.

Steps talk to the implementation only through :func:`five_hundred_suite.cases.ask`
(one request of the adapter protocol) and check its answers only through
:func:`five_hundred_suite.cases.expect` (a path into the answer, an operator and
the expected value, taken from the scenario text). That is what lets
``python -m five_hundred_suite export`` write every scenario as data
(``spec/pages/cases.md``); a step that calls the implementation directly is
refused by the export.
"""

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
    "Card": _Pattern(r"JK|BJ|RJ|(?:1[0-3]|[2-9AKQJ])[SCDH]"),
    "Name": _Pattern(r"[a-z0-9]+(?:-[a-z0-9]+)*"),
    "PositionText": _Pattern(r"dealer .+"),
}
"""Custom types for ``parsers.parse``: ``{seat:Seat}``, ``{rule:Rule}``, ``{suit:Suit}``, ``{card:Card}``,
``{name:Name}`` (a name of ``features/deals.yaml``: lower-case words joined by hyphens) and
``{position:PositionText}`` (a position's one-line text, which starts with ``dealer``)."""
