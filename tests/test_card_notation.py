"""The card notation with the ranks of the six-player pack: 11, 12 and 13 between the 10 and the
jack (DECIDE-48), and the 3 and the 2 (DECIDE-48). one canonical text for every card.
"""

from __future__ import annotations

import copy

import pytest
from five_hundred.cards import ALL_CARDS, JOKER, Card, Rank, Suit, parse_cards
from five_hundred.errors import NotationError, SetupError
from five_hundred.ruleset import _build, _raw_variant
from five_hundred.tricks import trick_strength, trick_winner


def test_every_card_of_the_notation_round_trips() -> None:
    assert len(ALL_CARDS) == 4 * 16 + 3  # the suit cards, JK, RJ and BJ (DECIDE-58)
    for card in ALL_CARDS:
        assert Card.parse(str(card)) == card
        assert Card.parse(str(card).lower()) == card


@pytest.mark.parametrize(("text", "canonical"), [("13h", "13H"), ("12♠", "12S"), (" 11 ", None), ("11c", "11C"),
                                                 ("3D", "3D"), ("2♣", "2C")])
def test_the_new_ranks_read_in_every_spelling(text: str, canonical: str | None) -> None:
    if canonical is None:
        with pytest.raises(NotationError):
            Card.parse(text)
    else:
        assert str(Card.parse(text)) == canonical


@pytest.mark.parametrize("text", ["14H", "1H", "0S", "10X", "113H"])
def test_texts_that_are_no_card_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        Card.parse(text)


def test_the_numbered_ranks_sit_between_the_ten_and_the_jack() -> None:
    order = [r.value for r in Rank]
    assert order == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "J", "Q", "K", "A"]
    assert [r.place for r in Rank] == list(range(16))
    assert Card.parse("13H").code == Suit.HEARTS.number * 16 + 11
    assert Card.parse("AS").code == 15 and JOKER.code == 64


def test_a_thirteen_wins_over_the_ten_and_loses_to_the_jack_of_its_suit() -> None:
    # no trumps, hearts led: J beats 13 beats 12 beats 11 beats 10
    assert trick_winner(parse_cards("10H 11H 13H 12H"), None) == 2
    assert trick_winner(parse_cards("13H JH 11H"), None) == 1
    # spades trump: the 12 of spades is a trump below the queen, above the 10
    s = [trick_strength(c, Suit.HEARTS, Suit.SPADES) for c in parse_cards("10S 11S 12S QS AH")]
    assert s[0] < s[1] < s[2] < s[3] and s[4] < s[0]
    # the left bower stays above every numbered trump
    assert trick_winner(parse_cards("12S JC AS"), Suit.SPADES) == 1


def test_a_pack_listed_out_of_order_is_refused() -> None:
    raw = copy.deepcopy(_raw_variant("australian"))
    raw["pack"]["H"] = ["A", "K", "Q", "10", "J", "9", "8", "7", "6", "5", "4"]
    with pytest.raises(SetupError, match=r"DECIDE-48|highest to lowest"):
        _build(raw, frozenset())
