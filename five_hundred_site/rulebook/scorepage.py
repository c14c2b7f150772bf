"""The score table page."""

from __future__ import annotations

from five_hundred_suite.catalogue import variants

from ..render import render
from .base import SCORE_VARIANT
from .bids import bid_html
from .calculator import calculator_data, calculator_html
from .charts import score_grid
from .links import RulebookContext, in_sentence
from .scores import score_data


def score_page(ctx: RulebookContext) -> str:
    """``scoring/table.md`` (``templates/score.md.j2``): the grid, the rules around it and the calculator."""
    data = score_data()
    v = SCORE_VARIANT
    slam = data["slam_value"]
    three = variants().get("three-player")
    return render(
        "score.md.j2", data=data, v=v, chip=ctx.chip, bid_html=bid_html, in_sentence=in_sentence,
        grid="\n".join(score_grid(data)),
        below=[b for b in data["contracts"] if b not in data["misere"] and data["values"][b] < slam],
        examples=[line for rid in ("SCORE-02", "SCORE-04", "SCORE-06") for line in ctx.example(rid, v)],
        three=None if three is None else {
            "title": three["title"], "page": "three-player" in ctx.play_pages,
            "same": all(data["values"].get(k) == val for k, val in three["contract_values"].items())},
        calculator="\n".join(calculator_html(calculator_data()))).rstrip("\n") + "\n"


