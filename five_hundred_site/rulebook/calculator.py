"""The score calculator: its data and HTML."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from five_hundred.bids import Bid

from five_hundred_suite.catalogue import variants

from ..render import render
from .base import SCORE_VARIANT, RulebookError
from .bids import bid_label
from .scores import score_data


def calculator_data(first: str = SCORE_VARIANT) -> dict[str, Any]:
    """What the calculator embeds: ``{"default": first, "order": [variant IDs], "variants": {ID: score_data(ID)}}``,
    every variant of ``spec/variants``, ``first`` first, then by name; each contract's ``labels`` entry is
    its text in the contract list.

    Raises:
        RulebookError: no variant file ``first``.
    """
    if first not in variants():
        raise RulebookError(f"spec/variants: no variant {first!r}")
    order = [first, *sorted(v for v in variants() if v != first)]
    tables = {}
    for vid in order:
        data = score_data(vid)
        data["labels"] = {b: _bid_text(b) for b in data["contracts"]}
        tables[vid] = data
    return {"default": first, "order": order, "variants": tables}


def calculator_html(data: Mapping[str, Any]) -> list[str]:
    """The calculator form (``templates/calculator.html.j2``) for every variant, with
    :func:`calculator_data` embedded as JSON (raw HTML lines): the form lists the default variant's
    contracts; the script fills in those of the game chosen.
    """
    shown = data["variants"][data["default"]]
    first = Bid.parse(shown["contracts"][0]).tricks or 0
    html_text = render("calculator.html.j2",
                       blob=json.dumps(data, ensure_ascii=False, sort_keys=True).replace("</", "<\\/"),
                       games=[(v, data["variants"][v]["title"]) for v in data["order"]],
                       contracts=[(b, shown["labels"][b]) for b in shown["contracts"]],
                       tricks=range(int(shown["tricks"]) + 1), first=first)
    return html_text.rstrip("\n").split("\n")


def _bid_text(text: str) -> str:
    bid = Bid.parse(text)
    if bid.is_misere:
        return bid_label(text)
    return f"{bid.tricks} {'NT' if bid.trump is None else bid.trump.symbol} ({bid_label(text)})"


