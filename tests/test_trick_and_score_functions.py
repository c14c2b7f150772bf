"""The engine's trick, follow-suit and score functions on their own (the fast path uses tables built from them).

Small cases, each naming the rule it checks; they keep mutation testing of ``tricks.py`` and
``scoring.py`` honest (``benchmarks/mutation.py``).
"""

from __future__ import annotations

import pytest
from five_hundred import (
    Bid,
    BidKind,
    HandScore,
    apply_defence_cap,
    load_ruleset,
    score_hand,
    trick_strength,
    trick_winner,
    variant_ids,
)
from five_hundred.cards import ALL_CARDS, SUITS, Card, Suit, cards_of, mask_of, parse_cards
from five_hundred.legality import NO_BID, bids_over, legal_bids, play_rules
from five_hundred.scoring import score_without_contract
from five_hundred.tricks import EFFECTIVE_SUIT, NO_SUIT, STRENGTH, SUIT_MASKS, _tables, effective_suit, suit_number

H, D, S, C = Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS


@pytest.mark.parametrize(("cards", "trump", "joker_suit", "named", "winner"), [
    ("AD KD 5S 10D", S, None, None, 2),      # RANK-04: a trump beats the suit led
    ("AD KD 5S 10D", None, None, None, 0),   # PLAY-05: no trumps, the highest of the suit led
    ("5C AS KS QS", None, None, None, 0),    # PLAY-05: a card off the suit led never wins
    ("10C 5C QC 4C", H, None, None, 2),      # RANK-01: plain suits rank from the ace down
    ("AH JD", H, None, None, 1),             # RANK-02: the left bower beats the ace of trumps
    ("JD JH", H, None, None, 1),             # RANK-02: the right bower beats the left bower
    ("JH JK", H, None, None, 1),             # RANK-06: the joker is the highest trump
    ("JK JS JC AS", S, None, None, 0),       # RANK-06: the joker led is a trump, no suit named
    ("JK AH KH QH", None, H, None, 0),       # JOKER-05: a nominated joker leads its suit, no suit named
    ("JD 4H", H, None, None, 0),             # RANK-03: the left bower leads as a trump
    ("AD JK", None, D, None, 1),             # JOKER-05: nominated, the joker is the top of its suit
    ("AD JK", None, C, None, 0),             # JOKER-05: nominated elsewhere it does not follow
    ("JK AD KD", None, None, D, 0),          # RANK-07: a suitless joker led wins its trick
    ("AC JK", None, None, None, 1),          # RANK-07: a suitless joker played wins the trick
    ("4S 5S", None, None, None, 1),          # RANK-01
])
def test_trick_winner(cards: str, trump: Suit | None, joker_suit: Suit | None, named: Suit | None,
                      winner: int) -> None:
    assert trick_winner(parse_cards(cards), trump, joker_suit, named) == winner


def test_trick_winner_refuses_an_empty_trick_and_an_unnamed_joker_lead() -> None:
    with pytest.raises(ValueError, match="at least one card"):
        trick_winner((), H)
    with pytest.raises(ValueError, match="JOKER-10"):
        trick_winner(parse_cards("JK AD"), None)


@pytest.mark.parametrize(("card", "led", "trump", "joker_suit", "strength"), [
    ("JK", H, H, None, 232),   # RANK-06
    ("JH", H, H, None, 231),   # RANK-02
    ("JD", H, H, None, 230),   # RANK-02, RANK-03
    ("AH", D, H, None, 215),
    ("4H", D, H, None, 202),
    ("AD", D, H, None, 115),
    ("JD", D, S, None, 112),   # RANK-01: a jack of the other colour is a plain card
    ("JD", D, None, None, 112),  # RANK-05: no bowers at no trumps
    ("AC", D, H, None, 0),
    ("JK", D, None, None, 2000),  # RANK-07: suitless
    ("JK", D, None, D, 116),      # JOKER-05: the top of its nominated suit
])
def test_trick_strength(card: str, led: Suit, trump: Suit | None, joker_suit: Suit | None, strength: int) -> None:
    assert trick_strength(Card.parse(card), led, trump, joker_suit) == strength


@pytest.mark.parametrize(("score", "points", "total"), [
    (400, 60, 460),
    (450, 60, 490),   # raised up to the cap, not beyond
    (490, 10, 490),   # at the cap: nothing gained
    (495, 10, 495),   # above the cap: nothing gained, nothing lost
    (-100, 50, -50),
    (480, 0, 480),
])
def test_the_defence_cap(score: int, points: int, total: int) -> None:
    """SCORE-11: with var:defence-cap-490, trick points in defence raise a total to 490 at most."""
    assert apply_defence_cap(load_ruleset("australian", ["var:defence-cap-490"]), score, points) == total


def test_without_a_defence_cap_the_points_are_added() -> None:
    assert apply_defence_cap(load_ruleset("australian"), 480, 60) == 540
    assert apply_defence_cap(load_ruleset("australian"), 495, -10) == 485


def test_an_all_pass_hand_played_out_scores_each_side_by_its_tricks() -> None:
    """ref:all-pass-play-nt: every side scores the defenders' rate for each trick it took."""
    score = score_without_contract(load_ruleset("australian"), [3, 2, 4, 1])
    assert score == HandScore(None, (7, 3), (70, 30))


def test_following_suit_goes_by_the_effective_suit_in_a_trump_contract() -> None:
    """PLAY-03 with RANK-03 and RANK-06: in hearts, the left bower and the joker are hearts."""
    _, follow = play_rules(load_ruleset("australian"), suit_number(H), NO_SUIT, False)
    hand = mask_of(parse_cards("JD 5D JK 9S"))
    assert set(cards_of(follow(hand, suit_number(H)))) == set(parse_cards("JD JK"))
    assert set(cards_of(follow(hand, suit_number(D)))) == set(parse_cards("5D"))
    assert follow(hand, suit_number(C)) == hand  # void: any card


@pytest.mark.parametrize("built", ["at import", "afresh"])
def test_the_fast_path_tables_agree_with_the_rule_functions(built: str) -> None:
    """The tables the fast path reads say, for every trump, nomination, suit led and card, what
    :func:`effective_suit` and :func:`trick_strength` say (PLAY-03, PLAY-05, RANK-02..RANK-07, JOKER-05).

    Both the tables the engine built at import and tables built afresh are checked: the builder runs
    at import, before any test, so only a test that calls it ties it to a test in mutation testing.
    """
    masks, effective, strength = (SUIT_MASKS, EFFECTIVE_SUIT, STRENGTH) if built == "at import" else _tables()
    contexts = [*SUITS, None]
    for trump in contexts:
        for joker in contexts:
            t, j = suit_number(trump), suit_number(joker)
            for card in ALL_CARDS:
                suit = effective_suit(card, trump, joker)
                assert effective[t][j][card.code] == suit_number(suit), (trump, joker, card)
                assert masks[t][j][suit_number(suit)] & card.bit, (trump, joker, card)
                for other in (*SUITS, None):
                    if other is not suit:
                        assert not masks[t][j][suit_number(other)] & card.bit, (trump, joker, card, other)
                for led in SUITS:
                    assert strength[t][j][suit_number(led)][card.code] == trick_strength(card, led, trump, joker)


@pytest.mark.parametrize("variant", variant_ids())
def test_the_auction_table_lists_the_bids_that_outrank_the_standing_bid(variant: str) -> None:
    """The bids the auction offers over each standing bid (the table the transition core reads by
    the bid's key) are the ladder's bids above it (BID-02), misère only over a bid of its entry level
    where the variant has one (BID-13), in ladder order."""
    r = load_ruleset(variant)
    table = bids_over(r)
    assert set(table) == {NO_BID, *(b.key for b in r.bid_ladder)}
    level = r.misere_entry_level
    for standing in (None, *r.bid_ladder):
        above = r.bid_ladder if standing is None else r.bid_ladder[r.bid_rank[standing] + 1:]
        opens_misere = level is None or (
            standing is not None and standing.kind is BidKind.TRICKS and standing.tricks == level)
        expected = tuple(b for b in above if opens_misere or b.kind is not BidKind.MISERE)
        assert legal_bids(r, standing) == expected, (variant, standing)
        assert table[NO_BID if standing is None else standing.key] == expected, (variant, standing)
    if level is not None:
        assert any(b.kind is BidKind.MISERE for b in legal_bids(r, Bid(BidKind.TRICKS, level, Suit.SPADES)))
        assert not any(b.kind is BidKind.MISERE for b in legal_bids(r, None))


def test_a_misere_is_scored_by_the_contractors_own_tricks_whatever_the_side_took() -> None:
    """SCORE-08: the same side totals score a misère made or lost by the contractor's own tricks
    (the remembered scores are keyed by them as well as by each side's tricks)."""
    au = load_ruleset("australian")
    misere = Bid(BidKind.MISERE)
    clean = score_hand(au, misere, 0, (0, 3, 1, 6))  # side 0 (seats 0 and 2) took one trick, not seat 0
    caught = score_hand(au, misere, 0, (1, 3, 0, 6))  # the same side total, taken by seat 0
    assert clean.tricks_by_side == caught.tricks_by_side == (1, 9)
    assert (clean.made, caught.made) == (True, False)
    assert clean.points[0] == -caught.points[0] > 0
