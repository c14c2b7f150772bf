"""Trick perft: pinned counts of legal play sequences (``features/perft/*.yaml``).

Each position is checked twice: the independent counter of
:mod:`tests.perft_counter` (written from the rules, sharing no code with the
engine) must still give the pinned counts, and the implementation under test,
driven only through the adapter (``open``, ``act``, ``count_sequences``),
must give them too. Every count is checked in the default run: all of them
take a few seconds.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

import jsonschema
import pytest
from five_hundred.datafile import DataFileError, load_yaml

from five_hundred_suite.adapter import Implementation
from five_hundred_suite.cases.perft import run_perft
from five_hundred_suite.cases.running import _HandFailed
from five_hundred_suite.catalogue import FEATURES, rule_ids
from five_hundred_suite.schemas import schema, schema_validator
from tests import perft_counter
from tests.test_hands import Mismatch

PERFT_DIR = FEATURES / "perft"
PERFT_VARIANTS = ("american-45", "american-46", "australian", "two-hand-24", "two-hand-dead", "six-hand", "six-hand-pairs", "five-hand")
"""The variants with a perft file, ``features/perft/<variant>.yaml``: the games the independent counter knows."""


@cache
def _document(variant: str = "australian") -> dict[str, Any]:
    try:
        data: dict[str, Any] = load_yaml(PERFT_DIR / f"{variant}.yaml", name=f"features/perft/{variant}.yaml")
    except DataFileError as e:  # one line, also when it happens while collecting
        pytest.fail(str(e), pytrace=False)
    return data


def _positions(variant: str = "australian") -> list[dict[str, Any]]:
    positions: list[dict[str, Any]] = _document(variant)["positions"]
    return positions


def _counts() -> list[Any]:
    """One parameter set per pinned count, marked with its position's rule IDs and its variant."""
    params = []
    for variant in PERFT_VARIANTS:
        for position in _positions(variant):
            marks = [pytest.mark.rule(r) for r in position["rules"] if r in rule_ids()] + [pytest.mark.variant(variant)]
            for pinned in position["counts"]:
                depth, sequences = int(pinned["depth"]), int(pinned["sequences"])
                params.append(pytest.param(position, variant, depth, sequences, marks=marks,
                                           id=f"{variant}-{position['id']}-d{depth}"))
    return params


def test_every_perft_file_is_tested() -> None:
    assert sorted(p.stem for p in PERFT_DIR.glob("*.yaml")) == sorted(PERFT_VARIANTS)


@pytest.mark.rule("DECIDE-39")
@pytest.mark.rule("DECK-01")
@pytest.mark.rule("DECK-06")
@pytest.mark.rule("DECK-07")
@pytest.mark.parametrize("variant", [pytest.param(v, marks=pytest.mark.variant(v)) for v in PERFT_VARIANTS])
def test_perft_file_is_valid(variant: str) -> None:
    jsonschema.Draft202012Validator.check_schema(schema("perft"))
    errors = sorted(schema_validator("perft").iter_errors(_document(variant)), key=lambda e: list(e.path))
    assert not errors, "; ".join(f"{'.'.join(map(str, e.path)) or '(top)'}: {e.message}" for e in errors)
    positions = _positions(variant)
    assert len(positions) >= 5
    ids = Counter(p["id"] for p in positions)
    assert not [i for i, n in ids.items() if n > 1], f"repeated position IDs: {ids}"
    for p in positions:
        assert p["variant"] == variant, f"{p['id']}: a position of {p['variant']} in the {variant} file"
        unknown = [r for r in p["rules"] if r not in rule_ids()]
        assert not unknown, f"{p['id']}: rule IDs not in the catalogue: {unknown}"
        depths = [c["depth"] for c in p["counts"]]
        assert depths == sorted(set(depths)), f"{p['id']}: depths must increase: {depths}"
        perft_counter.start_of(p)  # the cards are exactly the pack; the actions reach the first lead


@pytest.mark.parametrize(("position", "variant", "depth", "sequences"), _counts())
def test_independent_counter_gives_the_pinned_count(
    variant: str, position: dict[str, Any], depth: int, sequences: int
) -> None:
    """The pinned count is the independent counter's (``tests/perft_counter.py``), not only the engine's."""
    assert position["variant"] == variant
    assert perft_counter.count_position(position, depth) == sequences


@pytest.mark.parametrize(("position", "variant", "depth", "sequences"), _counts())
def test_implementation_gives_the_pinned_count(
    impl: Implementation, variant: str, position: dict[str, Any], depth: int, sequences: int
) -> None:
    """The count of ``run`` (:func:`~five_hundred_suite.cases.perft.run_perft`): a count that differs is divided
    per first move down to the first position whose legal actions differ, and charged to that action's rule."""
    case = {"id": f"perft/{position['id']}", "variant": variant, "options": list(position["options"]),
            "setup": {"variant": variant, "options": list(position["options"]), **position["setup"]},
            "actions": list(position["actions"]), "counts": [{"depth": depth, "sequences": sequences}]}
    try:
        run_perft(impl, case, depth)
    except _HandFailed as e:
        pytest.fail(str(e), pytrace=False)


def test_a_count_that_differs_is_divided_to_the_action_and_its_rule() -> None:
    """A joker lead naming a suit already led (tests/fakes/departures.py): the position, the action, JOKER-10."""
    from tests.fakes.departures import Departing

    position = next(p for p in _positions() if p["id"] == "AU-P02")
    case = {"id": "perft/AU-P02", "variant": "australian", "options": [],
            "setup": {"variant": "australian", "options": [], **position["setup"]},
            "actions": list(position["actions"]), "counts": [dict(c) for c in position["counts"]]}
    with pytest.raises(_HandFailed) as caught:
        run_perft(Departing("joker-any-suit"), case, 8)
    cause = caught.value.__cause__
    assert isinstance(cause, Mismatch) and cause.rules == ("JOKER-10",)
    assert "divided: after N play 10S / E play AS / S play 7S / W play 5S the implementation lists 'E play JK S'" \
        in str(caught.value)
    assert cause.expected["position"] == ["N play 10S", "E play AS", "S play 7S", "W play 5S"]
    assert cause.actual == {"sequences": 46284, "action": "E play JK S"}
    run_perft(Departing("no-slam-bonus"), case, 8)  # a departure the count does not see passes


@pytest.mark.rule("PLAY-02")
@pytest.mark.variant("australian")
def test_counter_refuses_what_it_cannot_count(variant: str) -> None:
    position = _positions()[0]
    start = perft_counter.start_of(position)
    assert perft_counter.count(start, 0) == 1
    assert perft_counter.count(start, 1) == 10  # AU-P01: N leads any of ten cards, none of them a suitless joker
    with pytest.raises(ValueError, match="depth"):
        perft_counter.count(start, -1)
    short = {**position, "setup": {**position["setup"], "kitty": position["setup"]["kitty"][:2]}}
    with pytest.raises(ValueError, match="43-card pack"):
        perft_counter.start_of(short)
    no_discard = {**position, "actions": [a for a in position["actions"] if " discard " not in a]}
    with pytest.raises(ValueError, match="discard"):
        perft_counter.start_of(no_discard)
    with pytest.raises(ValueError, match="variant"):
        perft_counter.start_of({**position, "variant": "three-player"})
    assert variant == "australian"


def _counts_ten_and_refuses_a_short_kitty(position: dict[str, Any], kitty: int, fewer: int, pack: str) -> Any:
    """The four-player ``position`` of a game whose kitty holds ``kitty`` cards: its start deals forty cards
    and offers ten plays; a kitty of ``fewer`` cards, or ``fewer`` discards, is refused. Returns the start."""
    start = perft_counter.start_of(position)
    assert sum(len(h) for h in start.hands.values()) == 40
    assert perft_counter.count(start, 1) == 10
    short = {**position, "setup": {**position["setup"], "kitty": position["setup"]["kitty"][:fewer]}}
    with pytest.raises(ValueError, match=f"ten cards each and {kitty}, exactly the {pack}"):
        perft_counter.start_of(short)
    discards = [" ".join(a.split()[:fewer + 2]) if " discard " in a else a for a in position["actions"]]
    with pytest.raises(ValueError, match=f"{kitty} different cards"):
        perft_counter.start_of({**position, "actions": discards})
    return start


@pytest.mark.rule("KITTY-05")
@pytest.mark.rule("DECK-06")
@pytest.mark.variant("american-45")
def test_counter_counts_the_45_card_game_with_its_kitty_of_five(variant: str) -> None:
    """The 45-card pack and its discard of five; three kitty cards or three discards are refused."""
    position = _positions(variant)[0]
    _counts_ten_and_refuses_a_short_kitty(position, 5, 3, "45-card pack")
    with pytest.raises(ValueError, match="43-card pack"):  # the black 4s are not in the Australian pack
        perft_counter.start_of({**position, "variant": "australian"})


@pytest.mark.rule("KITTY-07")
@pytest.mark.rule("DECK-10")
@pytest.mark.rule("RANK-11")
@pytest.mark.variant("american-46")
def test_counter_counts_the_46_card_game_with_two_jokers_and_its_kitty_of_six(variant: str) -> None:
    """The 46-card pack, its two jokers in order and its discard of six; five kitty cards or discards are refused."""
    position = _positions(variant)[0]
    start = _counts_ten_and_refuses_a_short_kitty(position, 6, 5, "46-card pack")
    assert start.contract.winner((("N", "RJ"), ("E", "BJ"), ("S", "JH"), ("W", "AH")), "H") == "E"


@pytest.mark.rule("KITTY-06")
@pytest.mark.rule("DECK-07")
@pytest.mark.variant("two-hand-24")
def test_counter_counts_the_24_card_game_with_its_widow_of_four(variant: str) -> None:
    """The 24-card pack with no joker, two seats and a discard of four; a widow of three or three discards
    are refused.
    """
    position = _positions(variant)[0]
    start = perft_counter.start_of(position)
    assert start.active == ("P1", "P2") and sum(len(h) for h in start.hands.values()) == 20
    assert perft_counter.count(start, 1) == 10
    short = {**position, "setup": {**position["setup"], "kitty": position["setup"]["kitty"][:3]}}
    with pytest.raises(ValueError, match="ten cards each and 4, exactly the 24-card pack"):
        perft_counter.start_of(short)
    three = [" ".join(a.split()[:5]) if " discard " in a else a for a in position["actions"]]
    with pytest.raises(ValueError, match="4 different cards"):
        perft_counter.start_of({**position, "actions": three})
    with pytest.raises(ValueError, match="variant"):
        perft_counter.start_of({**position, "variant": "three-player"})


@pytest.mark.rule("DEAL-07")
@pytest.mark.rule("JOKER-14")
@pytest.mark.variant("two-hand-dead")
def test_counter_counts_the_dead_hand_game_without_its_dead_hand(variant: str) -> None:
    """Ten cards are out of play (given nowhere), no nomination is made, and a joker led names any suit;
    a card of the dead hand given to a player, or a nomination, is refused.
    """
    position = next(p for p in _positions(variant) if p["id"] == "TD-P04")
    start = perft_counter.start_of(position)
    assert sum(len(h) for h in start.hands.values()) == 20 and start.names_any_suit
    assert perft_counter.count(start, 1) == 13  # JK naming each of the four suits, and nine other cards
    p1 = position["setup"]["hands"]["P1"]
    extra = {**position, "setup": {**position["setup"], "kitty": [*position["setup"]["kitty"], "7S"]}}
    with pytest.raises(ValueError, match="exactly the 33-card pack"):
        perft_counter.start_of(extra)
    with pytest.raises(ValueError, match="nomination"):
        perft_counter.start_of({**position, "actions": [*position["actions"], "P1 nominate H"]})
    assert "JK" in p1

