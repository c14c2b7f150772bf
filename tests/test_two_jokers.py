"""The two jokers of the 46-card game: their notation (DECIDE-58), their order in every contract
(RANK-11, JOKER-17), the one nomination that covers both (DECIDE-59), and the lead of a hand of
nothing but suitless jokers (DECIDE-60).
"""

from __future__ import annotations

import copy

import pytest
from five_hundred import apply, deal_hands, legal_plays, load_ruleset, parse_action
from five_hundred.cards import ALL_CARDS, BLACK_JOKER, JOKER, RED_JOKER, Card, Suit, cards_of, parse_cards
from five_hundred.errors import IllegalActionError, NotationError, SetupError
from five_hundred.ruleset import _build, _raw_variant
from five_hundred.state import HandState, Play
from five_hundred.tricks import effective_suit, trick_strength, trick_winner

from five_hundred_suite.schemas import schema_validator

H, S = Suit.HEARTS, Suit.SPADES


@pytest.mark.parametrize(("text", "card"), [("BJ", BLACK_JOKER), ("bj", BLACK_JOKER), (" Black Joker ", BLACK_JOKER),
                                            ("RJ", RED_JOKER), ("red joker", RED_JOKER), ("JK", JOKER)])
def test_the_jokers_read_in_every_spelling_and_write_one_way(text: str, card: Card) -> None:
    assert Card.parse(text) == card
    assert Card.parse(str(card)) == card
    assert card.is_joker and card.suit is None and card.rank is None


def test_the_jokers_come_last_red_before_black() -> None:
    assert [str(c) for c in ALL_CARDS[-3:]] == ["JK", "RJ", "BJ"]
    assert [str(c) for c in cards_of(BLACK_JOKER.bit | RED_JOKER.bit | Card.parse("AS").bit)] == ["AS", "RJ", "BJ"]


@pytest.mark.parametrize("text", ["WJ", "BK", "JB", "B J"])
def test_a_text_that_is_no_joker_is_refused_naming_it(text: str) -> None:
    with pytest.raises(NotationError, match=text):
        Card.parse(text)


def test_the_46_card_pack_holds_both_jokers_and_not_the_single_one() -> None:
    r = load_ruleset("american-46")
    assert len(r.pack) == 46 and r.kitty_size == 6 and r.hand_size == 10
    assert BLACK_JOKER in r.pack and RED_JOKER in r.pack and JOKER not in r.pack


def test_a_pack_listing_the_red_joker_first_is_refused() -> None:
    raw = copy.deepcopy(_raw_variant("american-46"))
    raw["pack"]["joker_order"] = ["RJ", "BJ"]
    with pytest.raises(SetupError, match="black joker above the red") as e:
        _build(raw, frozenset())
    assert e.value.rule == "DECIDE-58"


def test_the_schema_asks_for_the_order_of_two_jokers_only() -> None:
    validator = schema_validator("variant")
    raw = copy.deepcopy(_raw_variant("american-46"))
    assert not list(validator.iter_errors(raw))
    del raw["pack"]["joker_order"]
    assert list(validator.iter_errors(raw))
    one = copy.deepcopy(_raw_variant("american-45"))
    assert not list(validator.iter_errors(one))
    one["pack"]["joker_order"] = ["BJ", "RJ"]
    assert list(validator.iter_errors(one))


def test_in_trumps_the_black_joker_then_the_red_then_the_bowers() -> None:
    order = parse_cards("BJ RJ JH JD AH")
    strengths = [trick_strength(c, H, H) for c in order]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 5
    assert trick_winner(parse_cards("JH RJ BJ AH"), H) == 2
    assert trick_winner(parse_cards("RJ JH JD 4H"), H) == 0


def test_at_no_trumps_the_suitless_black_joker_beats_the_red() -> None:
    assert effective_suit(BLACK_JOKER, None) is None and effective_suit(RED_JOKER, None) is None
    assert trick_winner(parse_cards("RJ AS BJ KS"), None, None, S) == 2
    assert trick_winner(parse_cards("BJ RJ AS KS"), None, None, S) == 0


def test_one_nomination_gives_both_jokers_its_suit_black_above_red() -> None:
    assert effective_suit(BLACK_JOKER, None, H) is H and effective_suit(RED_JOKER, None, H) is H
    assert trick_winner(parse_cards("AH RJ BJ KH"), None, H) == 2
    assert trick_winner(parse_cards("AH RJ KH 4H"), None, H) == 1


def _state(actions: list[str]) -> HandState:
    """The deal of the recorded hand A46-0004 (E at 8NT holds both jokers), after ``actions``."""
    r = load_ruleset("american-46")
    hands = {r.seats.index(s): parse_cards(c) for s, c in (
        ("E", "BJ RJ AS KS AC KC AD KD AH 4H"), ("S", "9S 8S 7S 9C 8C 7C 10D 9D 10H 9H"),
        ("W", "6S 5S 4S 6C 5C 4C 8D 7D 8H 7H"), ("N", "QS JS 10S QC JC 10C QD JD QH JH"))}
    state = deal_hands(r, hands, parse_cards("KH 6D 5D 4D 6H 5H"), r.seats.index("N"))
    for a in actions:
        state = apply(state, parse_action(r, a))
    return state


_EXCHANGE = ["E bid 8NT", "S pass", "W pass", "N pass", "E discard 6D 5D 4D 6H 5H 4H"]
_EIGHT = ["AS 7S 4S 10S", "KS 8S 5S JS", "AC 7C 4C 10C", "KC 8C 5C JC", "AD 9D 7D JD", "KD 10D 8D QD",
          "AH 9H 7H JH", "KH 10H 8H QH"]


def _plays(tricks: list[str]) -> list[str]:
    seats = ["E", "S", "W", "N"]
    return [f"{seats[i]} play {c}" for t in tricks for i, c in enumerate(t.split())]


def test_the_holder_of_either_joker_is_offered_one_nomination() -> None:
    state = _state(_EXCHANGE)
    assert state.phase.value == "nomination"
    hearts = apply(state, parse_action(state.ruleset, "E nominate H"))
    assert hearts.joker_suit is H


def test_a_hand_of_nothing_but_suitless_jokers_leads_one_naming_any_suit() -> None:
    state = _state([*_EXCHANGE, "E nominate none", *_plays(_EIGHT)])
    plays = legal_plays(state)
    assert {(str(p.card), p.named_suit) for p in plays} == {(j, s) for j in ("RJ", "BJ") for s in Suit}
    after = apply(state, Play(state.ruleset.seats.index("E"), RED_JOKER, Suit.CLUBS))
    assert after.current is not None and after.current.led is Suit.CLUBS
    with pytest.raises(IllegalActionError) as e:
        apply(state, Play(state.ruleset.seats.index("E"), RED_JOKER))
    assert e.value.rule == "JOKER-10"


def test_before_that_the_jokers_wait_while_the_leader_holds_another_card() -> None:
    state = _state([*_EXCHANGE, "E nominate none", *_plays(_EIGHT[:7])])
    plays = legal_plays(state)
    assert [str(p.card) for p in plays] == ["KH"]
    with pytest.raises(IllegalActionError) as e:
        apply(state, Play(state.ruleset.seats.index("E"), RED_JOKER, Suit.CLUBS))
    assert e.value.rule == "JOKER-11"
