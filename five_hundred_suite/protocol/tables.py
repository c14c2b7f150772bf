"""The generated parts of the implementers' contract, ``spec/pages/protocol.md``.

The page is written by hand except for marked parts, each rewritten from the
data it documents by :mod:`five_hundred_suite.docgen` (which lists these
among its parts), so that it cannot drift from it:

* ``options``: every option key of ``spec/options.yaml`` with its meaning, the
  variants the catalogue gives it and those whose variant file
  (``spec/variants/*.yaml``) lets the reference engine play it;
* ``first-dealer``: per variant, how the first dealer is chosen and what the
  ``first-dealer`` request must answer (``first_dealer`` of the variant files);
* ``reasons``: every game-end reason with its meaning, read from DECIDE-35 of
  the catalogue; the reference engine's enumeration and the response schema
  must name exactly the same reasons (:func:`reason_problems`).

    python -m five_hundred_suite.docgen           # rewrite every generated part
    python -m five_hundred_suite.docgen --check   # exit 1, naming each page out of date

``tests/test_protocol_tables.py`` checks what the parts say against the data.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import yaml

from ..catalogue import SPEC, rules, variants
from ..schemas import schema as catalogue_schema

PAGE = SPEC / "pages" / "protocol.md"
"""The page whose blocks this module writes."""

_REASON = re.compile(r"\b([a-z]+(?:_[a-z0-9]+)+) \(([^()]*)\)")
"""A reason of DECIDE-35's statement: its name, then its meaning in parentheses."""


def _cell(text: str) -> str:
    """One line of text fit for a Markdown table cell."""
    return " ".join(text.split()).replace("|", "\\|")


def option_catalogue() -> list[dict[str, Any]]:
    """Every option of ``spec/options.yaml``, in file order."""
    with (SPEC / "options.yaml").open(encoding="utf-8") as f:
        options: list[dict[str, Any]] = yaml.safe_load(f)["options"]
    return options


def options_table() -> str:
    """The ``options`` block: one row per option key (key, title and meaning, the variants the catalogue
    gives it, the variants the reference engine plays it in).
    """
    played = {v: set(data.get("options", {})) for v, data in variants().items()}
    lines = ["| key | meaning | variants | the reference engine plays it in |", "|---|---|---|---|"]
    for option in option_catalogue():
        key = str(option["key"])
        listed = [str(v) for v in option["variants"]]
        plays = [v for v in listed if key in played.get(v, set())]
        lines.append(f"| `{key}` | **{_cell(str(option['title']))}.** {_cell(str(option['effect']))} "
                     f"| {', '.join(listed)} | {', '.join(plays) or 'none yet (answers `skipped`)'} |")
    return "\n".join(lines) + "\n"


_FIRST_DEALER = {
    "given": ("named by the players (chosen by chance)", "a refusal: this game does not draw for the first dealer"),
    "draw-lowest": ("drawn: the lowest card deals, the ace low and the joker lowest of all; the players tied "
                    "for lowest draw again", "the seat that deals, or a refusal when the draw is impossible"),
}
"""What each ``first_dealer`` value of a variant file means, and what ``first-dealer`` answers under it."""


def first_dealer_table() -> str:
    """The ``first-dealer`` block: per variant, how the first dealer is chosen, what ``first-dealer``
    answers and the rule (``DEALER-01`` where the dealer is given, ``DEALER-02`` where it is drawn).

    Raises:
        KeyError: a variant file has a ``first_dealer`` value this module does not describe.
    """
    lines = ["| variant | the first dealer is | `first-dealer` answers | rule |", "|---|---|---|---|"]
    for vid, data in variants().items():
        how, answer = _FIRST_DEALER[str(data["first_dealer"])]
        rule = "DEALER-01" if data["first_dealer"] == "given" else "DEALER-02"
        lines.append(f"| `{vid}` | {how} | {answer} | {rule} |")
    return "\n".join(lines) + "\n"


def reasons() -> dict[str, str]:
    """Every game-end reason of DECIDE-35 with its meaning, in the order of the catalogue.

    Raises:
        ValueError: DECIDE-35 lists no reason after "The reasons are".
    """
    statement = rules()["DECIDE-35"].statement
    _, _, listed = statement.partition("The reasons are")
    found = {name: " ".join(meaning.split()) for name, meaning in _REASON.findall(listed)}
    if not found:
        raise ValueError("DECIDE-35 lists no reason after 'The reasons are'")
    return found


def reasons_table() -> str:
    """The ``reasons`` block: one row per game-end reason (name, meaning)."""
    lines = ["| `reason` | when |", "|---|---|"]
    lines += [f"| `{name}` | {_cell(meaning)} |" for name, meaning in reasons().items()]
    return "\n".join(lines) + "\n"


def reason_problems() -> list[str]:
    """Where the reasons of DECIDE-35, of the reference engine and of the response schema differ (empty when
    they agree).
    """
    from five_hundred.game import Reason

    catalogue = list(reasons())
    engine = [r.value for r in Reason]
    schema = catalogue_schema("protocol/response")
    found: list[list[str]] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if "reason" in node and isinstance(node["reason"], dict) and "enum" in node["reason"]:
                found.append([str(x) for x in node["reason"]["enum"]])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema)
    problems = []
    if sorted(engine) != sorted(catalogue):
        problems.append(f"the engine's reasons {engine} differ from DECIDE-35's {catalogue}")
    if not found:
        problems.append("the response schema lists no reasons")
    problems += [f"the response schema's reasons {enum} differ from DECIDE-35's {catalogue}"
                 for enum in found if sorted(enum) != sorted(catalogue)]
    return problems


GENERATORS: dict[str, Callable[[], str]] = {
    "options": options_table,
    "first-dealer": first_dealer_table,
    "reasons": reasons_table,
}
"""The body of each block, by name."""
