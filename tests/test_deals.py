"""The named deals and positions of the corpus (``features/deals.yaml``): read, checked, looked up."""

from __future__ import annotations

from pathlib import Path

import pytest
from five_hundred import parse_position
from five_hundred.datafile import DataFileError

from five_hundred_suite import deals
from five_hundred_suite.catalogue import CatalogueError

GOOD = """\
deals:
  two-hands:
    about: A deal to read.
    dealer: P3
    hands:
      P1: AS KS
      P2: QS JS
      P3: 9S 8S
    kitty: 10S
positions:
  last-trick:
    about: A position to read.
    position: |
      dealer W, N 7NT
      N JK,
      E QC,
      S 9C,
      W 8H
      discards 5S 4D 4H
      -
      -
      N to play
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "deals.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_deal_and_a_position_are_read_as_the_protocol_and_the_steps_take_them(tmp_path: Path) -> None:
    found = deals.read_named(_write(tmp_path, GOOD))
    assert found.deals["two-hands"].setup == {"dealer": "P3", "kitty": ["10S"],
                                              "hands": {"P1": ["AS", "KS"], "P2": ["QS", "JS"], "P3": ["9S", "8S"]}}
    assert found.positions["last-trick"].text == \
        "dealer W, N 7NT | N JK, E QC, S 9C, W 8H | discards 5S 4D 4H | - | - | N to play"


def test_the_corpus_file_reads_and_each_position_parses() -> None:
    found = deals.named()
    assert "e-seven-hearts" in found.deals and "n-7nt-to-nominate" in found.positions
    for p in found.positions.values():
        parse_position(p.text)
    ladder = deals.deal("e-seven-hearts")
    assert ladder["dealer"] == "W" and ladder["kitty"] == ["7H", "6H", "5S"]
    ladder["kitty"].clear()
    assert deals.deal("e-seven-hearts")["kitty"] == ["7H", "6H", "5S"], "each caller gets its own copy"
    assert deals.position("n-7nt-trick-10").startswith("dealer W, N 7NT | N JK, E QC")


def test_an_unknown_name_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(deals.UnknownName, match=r"features/deals.yaml defines no deal 'nothing' \(it has e-seven"):
        deals.deal("nothing")
    with pytest.raises(deals.UnknownName, match=r"defines no position 'nothing' \(it has n-7nt-to-nominate"):
        deals.position("nothing")


@pytest.mark.parametrize(("text", "message"), [
    (GOOD.replace("two-hands:", "Two Hands:"), r"deals: 'Two Hands' does not match"),
    (GOOD.replace("P1: AS KS", "P1: AS KX"), r"deals\.two-hands\.hands\.P1: 'AS KX' does not match"),
    (GOOD.replace("    about: A deal to read.\n", ""), r"deals\.two-hands: 'about' is a required property"),
    (GOOD.replace("      N to play", "      N to lead"), r"positions\.last-trick\.position: .*turn"),
    (GOOD.replace("dealer W, N 7NT", "dealer W, N 7XX"), r"positions\.last-trick\.position: "),
])
def test_a_bad_entry_is_refused_in_one_line_naming_it(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(CatalogueError, match=message) as caught:
        deals.read_named(_write(tmp_path, text))
    assert "\n" not in str(caught.value)


def test_a_file_that_is_not_yaml_is_refused_by_the_one_reader(tmp_path: Path) -> None:
    with pytest.raises(DataFileError):
        deals.read_named(_write(tmp_path, "deals: [\n"))
