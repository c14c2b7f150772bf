"""Sides formed after the auction (the five-player game): the partner phase, its action, its
refusals with their rules, the shared contract score, the end of the game, and the partner
named in positions, views and records.
"""

from __future__ import annotations

import random

import pytest
from five_hundred import Bid, IllegalActionError, IllegalPositionError, apply, deal_hands, legal_actions, load_ruleset
from five_hundred.cards import parse_cards
from five_hundred.explain import action_rules, score_rules, turn_rules
from five_hundred.game import new_game, record_result
from five_hundred.playout import playout
from five_hundred.position import format_position, parse_position, position_of, state_from_position
from five_hundred.record import RecordError, format_record, game_record, parse_record, recorded_hand, replay_record
from five_hundred.ruleset import Ruleset, variant_ids
from five_hundred.scoring import score_hand
from five_hundred.state import HandState, NamePartners, Phase, format_action, parse_action
from five_hundred.views import format_view, view

FIVE = load_ruleset("five-hand")
HANDS = ["AS KS QS JS 10S 9S 8S 7S 6S 5S", "AC KC QC JC 10C 9C 8C 7C 6C 5C",
         "AD KD QD JD 10D 9D 8D 7D 6D 5D", "AH KH QH JH 10H 9H 8H 7H 6H 5H",
         "4S 3S 2S 4C 3C 2C 4D 3D 2D 4H"]
KITTY = "3H 2H JK"


def _hand(actions: str = "", ruleset: Ruleset = FIVE) -> HandState:
    """The deal of :data:`HANDS` and :data:`KITTY` (P5 dealing) under ``ruleset``, after ``actions`` (comma-separated)."""
    state = deal_hands(ruleset, {i: parse_cards(h) for i, h in enumerate(HANDS)}, parse_cards(KITTY), 4)
    for a in filter(None, (x.strip() for x in actions.split(","))):
        state = apply(state, parse_action(ruleset, a))
    return state


def test_the_variant_names_partners_by_the_contract_level() -> None:
    assert FIVE.names_partners and len(FIVE.pack) == 53 and FIVE.kitty_size == 3
    assert [FIVE.partners_for(Bid.parse(b)) for b in ("6S", "7NT", "8S", "9H", "10NT", "MIS", "OMIS")] == \
        [1, 1, 2, 2, 2, 0, 0]
    fixed = [v for v in variant_ids() if v != "five-hand"]
    assert not any(load_ruleset(v).names_partners for v in fixed)


def test_a_contract_opens_the_partner_phase_before_the_kitty() -> None:
    state = _hand("P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass")
    assert state.phase is Phase.PARTNER and state.turn == 0 and state.contractor == 0
    assert len(state.hand(0)) == 10  # the kitty is taken once the partners are named (DECIDE-53)
    assert [format_action(FIVE, a) for a in legal_actions(state)] == [
        "P1 partner P2", "P1 partner P3", "P1 partner P4", "P1 partner P5"]
    assert turn_rules(state) == ("SEAT-10", "DECIDE-53")
    after = apply(state, parse_action(FIVE, "P1 partner P4"))
    assert after.phase is Phase.KITTY and after.partners == (3,) and len(after.hand(0)) == 13
    assert after.contracting_seats == (0, 3)


def test_eight_tricks_or_more_take_two_partners() -> None:
    state = _hand("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass")
    namings = legal_actions(state)
    assert len(namings) == 6 and all(isinstance(a, NamePartners) and len(a.partners) == 2 for a in namings)
    after = apply(state, parse_action(FIVE, "P1 partner P5 P2"))
    assert after.partners == (1, 4)  # kept clockwise from the contractor


@pytest.mark.parametrize(("text", "rule"), [
    ("P1 partner P2 P3", "SEAT-11"),       # a seven-level contract takes one partner
    ("P1 partner P1", "SEAT-10"),          # the contractor is not a partner
    ("P2 partner P3", "SEAT-10"),          # only the contractor names
    ("P1 discard 5S 6S 7S", "KITTY-01"),   # no exchange before the naming
    ("P1 play AS", "SEAT-10"),             # no lead before the naming
    ("P2 bid 8S", "BID-08"),               # the auction is over
])
def test_a_refused_naming_names_its_rule_and_leaves_the_state_unchanged(text: str, rule: str) -> None:
    state = _hand("P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass")
    before = dict(vars(state))
    with pytest.raises(IllegalActionError) as err:
        apply(state, parse_action(FIVE, text))
    assert err.value.rule == rule
    assert vars(state) == before
    assert action_rules(state, parse_action(FIVE, text)) == (rule,)


def test_a_partner_twice_and_a_naming_outside_the_phase_are_refused() -> None:
    state = _hand("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass")
    with pytest.raises(IllegalActionError, match="each named once") as err:
        apply(state, NamePartners(0, (2, 2)))
    assert err.value.rule == "SEAT-10"
    with pytest.raises(IllegalActionError) as err:
        apply(_hand(), parse_action(FIVE, "P1 partner P2"))
    assert err.value.rule == "SEAT-10"
    au = load_ruleset("australian")
    hands = {i: parse_cards(h) for i, h in enumerate(HANDS[:4])}
    four = deal_hands(au, hands, parse_cards("4D 4H JK"), 3)
    with pytest.raises(IllegalActionError, match="fixed") as err:
        apply(four, NamePartners(0, (2,)))
    assert err.value.rule == "SEAT-10"


def test_misere_names_nobody_and_all_five_play() -> None:
    state = _hand("P1 bid 7S, P2 bid MIS, P3 pass, P4 pass, P5 pass, P1 pass")
    assert state.phase is Phase.KITTY and state.contractor == 1 and state.partners == ()
    state = apply(state, parse_action(FIVE, "P2 discard AC KC QC"))
    assert state.phase in (Phase.NOMINATION, Phase.PLAY)


def test_the_contracting_side_shares_the_contract_and_defenders_score_their_own_tricks() -> None:
    made = score_hand(FIVE, Bid.parse("8H"), 0, [4, 1, 3, 1, 1], (2, 3))
    assert made.made and made.points == (300, 10, 300, 300, 10)
    failed = score_hand(FIVE, Bid.parse("6D"), 4, [2, 2, 2, 2, 2], (1,))
    assert not failed.made and failed.points == (20, -80, 20, 20, -80)
    slam = score_hand(FIVE, Bid.parse("7S"), 0, [6, 4, 0, 0, 0], (1,))
    assert slam.points == (250, 250, 0, 0, 0)
    lines = score_rules(FIVE, Bid.parse("8H"), 0, [4, 1, 3, 1, 1], (2, 3))
    assert lines["P3"] == lines["P1"] and "SCORE-13" in lines["P1"] and "SCORE-13" in lines["P2"]


def test_the_contractor_then_a_partner_wins_a_tie_at_500() -> None:
    game = new_game(FIVE, dealer=4, scores=(420, 0, 450, 0, 480))
    winners = [0, 0, 0, 0, 0, 2, 2, 2, 4, 4]  # P1 and P3 take eight, P5 two
    after = record_result(game, Bid.parse("7S"), 0, winners, partners=(2,))
    assert after.scores == (560, 0, 590, 0, 500)
    assert after.outcome is not None and after.outcome.winner == 0  # the contractor first (END-12)
    later = record_result(new_game(FIVE, dealer=4, scores=(300, 0, 450, 0, 480)), Bid.parse("7S"), 0, winners,
                          partners=(2,))
    assert later.outcome is not None and later.outcome.winner == 2  # then the partner, before P5


def test_positions_views_and_records_carry_the_partners() -> None:
    state = _hand("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass, P1 partner P3 P4, P1 discard 5S 6S 7S")
    position = position_of(state)
    assert position.partners == ("P3", "P4")
    text = format_position(position)
    assert text.startswith("dealer P5, P1 8S, partners P3 P4")
    again = state_from_position(FIVE, parse_position(text))
    assert again.partners == (2, 3) and legal_actions(again) == legal_actions(state)
    assert state_from_position(FIVE, type(position).from_json(position.to_json())).partners == (2, 3)
    assert ", partners P3 P4" in format_view(FIVE, view(state, 1))
    bad = parse_position(text.replace("partners P3 P4", "partners P3"))
    with pytest.raises(IllegalPositionError) as err:
        state_from_position(FIVE, bad)
    assert err.value.rule == "SEAT-11"
    naming = _hand("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass")  # the partner phase opens too
    early = position_of(naming)
    assert early.kitty is not None and not early.partners and early.turn == "P1"
    assert " | kitty " in format_position(early)
    opened = state_from_position(FIVE, parse_position(format_position(early)))
    assert legal_actions(opened) == legal_actions(naming)


def test_a_record_writes_and_replays_the_partners() -> None:
    for seed in range(30):
        final = playout(_hand(), random.Random(seed))
        if final.partners:
            break
    assert final.partners
    hand = recorded_hand(final)
    assert hand.partners is not None and len(hand.partners) == len(final.partners)
    record = game_record(FIVE, [hand])
    text = format_record(record)
    assert "\nPartners " in text
    assert parse_record(text).hands[0].partners == hand.partners
    replay_record(parse_record(text))
    broken = "\n".join(line for line in text.splitlines() if not line.startswith("Partners "))
    with pytest.raises(RecordError) as err:
        replay_record(parse_record(broken))
    assert err.value.rule == "SEAT-10"
