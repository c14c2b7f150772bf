"""Options that edit the bid ladder compose, or are refused in pairs (``bid_ladder.place``, BID-06)."""

from __future__ import annotations

import pytest
from five_hundred.bids import Bid
from five_hundred.errors import SetupError
from five_hundred.ruleset import load_ruleset


def _ladder(variant: str, *options: str) -> list[str]:
    return [str(b) for b in load_ruleset(variant, options).bid_ladder]


def test_misere_by_value_and_open_misere_on_top_make_both_moves() -> None:
    ladder = _ladder("australian", "ref:misere-rank-by-value", "ref:open-misere-top")
    assert ladder[9:13] == ["7NT", "8S", "MIS", "8C"]
    assert ladder[-1] == "OMIS"
    assert sorted(ladder) == sorted(_ladder("australian"))


def test_each_option_alone_moves_only_its_bid() -> None:
    base = _ladder("australian")
    by_value = _ladder("australian", "ref:misere-rank-by-value")
    assert [b for b in by_value if b != "MIS"] == [b for b in base if b != "MIS"]
    below = _ladder("australian", "ref:open-misere-below-ten-spades")
    assert below[below.index("9NT") + 1] == "OMIS"
    assert [b for b in below if b != "OMIS"] == [b for b in base if b != "OMIS"]


def test_no_misere_takes_out_what_the_others_move() -> None:
    ladder = _ladder("australian", "var:no-misere", "ref:misere-rank-by-value", "ref:open-misere-top")
    assert "MIS" not in ladder and "OMIS" not in ladder and len(ladder) == 25
    r = load_ruleset("australian", ["var:no-misere", "ref:misere-rank-by-value"])
    assert r.unlisted_bid_rule(Bid.parse("MIS")) == "BID-22"


def test_two_options_placing_open_misere_are_refused_naming_both() -> None:
    with pytest.raises(SetupError) as caught:
        load_ruleset("australian", ["ref:open-misere-top", "ref:open-misere-below-ten-spades"])
    message = str(caught.value)
    assert "ref:open-misere-top" in message and "ref:open-misere-below-ten-spades" in message
    assert "\n" not in message and caught.value.rule is None
