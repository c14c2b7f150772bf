"""The called-card game (the five-player game's option var:called-card): the call and its refusals
with their rules, the hidden partners and what each seat may know of them, the score with the
sides the called cards made, and the called cards in positions, views and records.
"""

from __future__ import annotations

import random

import pytest
from five_hundred import IllegalActionError, IllegalPositionError, apply, deal_hands, legal_actions, load_ruleset
from five_hundred.cards import Card, parse_cards
from five_hundred.explain import action_rules, turn_rules
from five_hundred.playout import playout
from five_hundred.position import format_position, parse_position, position_of, state_from_position
from five_hundred.record import RecordError, format_record, game_record, parse_record, recorded_hand, replay_record
from five_hundred.state import CallCards, HandState, Phase, format_action, parse_action
from five_hundred.views import determinize, format_view, parse_view, view

from tests.test_partners import HANDS, KITTY
from tests.test_partners import _hand as _dealt

CALLED = load_ruleset("five-hand", ["var:called-card"])


def _hand(actions: str = "") -> HandState:
    """The five-player test deal (``tests/test_partners.py``) under the called-card option, after ``actions``."""
    return _dealt(actions, CALLED)


def _refused(state: HandState, text: str) -> str | None:
    try:
        apply(state, parse_action(CALLED, text))
    except IllegalActionError as e:
        return e.rule
    return None


def test_the_option_sets_the_partners_formed_by_called_cards() -> None:
    assert CALLED.calls_cards and CALLED.names_partners
    assert not load_ruleset("five-hand").calls_cards


def test_a_contract_opens_the_call_with_every_card_of_the_pack() -> None:
    state = _hand("P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass")
    assert state.phase is Phase.PARTNER and len(state.hand(0)) == 10
    calls = legal_actions(state)
    assert len(calls) == 53 and all(isinstance(a, CallCards) and len(a.cards) == 1 for a in calls)
    assert [c.cards[0].code for c in calls if isinstance(c, CallCards)] == sorted(c.code for c in CALLED.pack)
    assert turn_rules(state) == ("SEAT-12", "DECIDE-63")
    assert action_rules(state, calls[0]) == ("SEAT-12", "SEAT-11")
    eight = _hand("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass")
    assert len(legal_actions(eight)) == 53 * 52 // 2


def test_the_holder_of_the_called_card_is_the_partner_and_the_kitty_is_taken() -> None:
    state = _hand("P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass, P1 call AH")
    assert state.phase is Phase.KITTY and state.partners == (3,) and state.called == (Card.parse("AH"),)
    assert len(state.hand(0)) == 13
    assert format_action(CALLED, CallCards(0, (Card.parse("KD"), Card.parse("AH")))) == "P1 call KD AH"


@pytest.mark.parametrize(("call", "found"), [
    ("P1 call AS", ()),            # the contractor's own card (DECIDE-63)
    ("P1 call JK", ()),            # in the kitty (DECIDE-63)
    ("P1 call KC", (1,)),
])
def test_a_card_held_by_the_contractor_or_in_the_kitty_finds_nobody(call: str, found: tuple[int, ...]) -> None:
    state = _hand(f"P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass, {call}")
    assert state.partners == found


def test_two_cards_find_two_partners_or_one() -> None:
    base = "P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass, "
    assert _hand(base + "P1 call AC AH").partners == (1, 3)
    assert _hand(base + "P1 call AC KC").partners == (1,)
    assert _hand(base + "P1 call AC AS").partners == (1,)


@pytest.mark.parametrize(("actions", "call", "rule"), [
    ("P1 bid 7S", "P1 call AH", "SEAT-12"),                                       # during the auction
    ("P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass", "P2 call AH", "SEAT-12"),    # not the contractor
    ("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass", "P1 call AH AH", "SEAT-12"),  # a card twice
    ("P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass", "P1 call AH KH", "SEAT-11"),  # too many
    ("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass", "P1 call AH", "SEAT-11"),     # too few
    ("P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass", "P1 partner P3", "SEAT-12"),  # a naming instead
    ("P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass", "P1 play AS", "SEAT-12"),     # a lead before the call
    ("P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass, P1 call AH", "P1 call KH", "SEAT-12"),  # twice
])
def test_a_wrong_call_is_refused_with_its_rule_and_leaves_the_state_unchanged(actions: str, call: str,
                                                                              rule: str) -> None:
    state = _hand(actions)
    before = dict(state.__dict__)
    assert _refused(state, call) == rule
    assert state.__dict__ == before


def test_no_call_in_misere_or_in_a_game_that_names_partners() -> None:
    misere = _hand("P1 bid 7S, P2 bid MIS, P3 pass, P4 pass, P5 pass, P1 pass")
    assert misere.phase is Phase.KITTY and misere.partners == () and misere.called == ()
    assert _refused(misere, "P2 call AS") == "SEAT-12"
    named = deal_hands(load_ruleset("five-hand"), {i: parse_cards(h) for i, h in enumerate(HANDS)},
                       parse_cards(KITTY), 4)
    for a in ("P1 bid 7S", "P2 pass", "P3 pass", "P4 pass", "P5 pass"):
        named = apply(named, parse_action(named.ruleset, a))
    with pytest.raises(IllegalActionError) as err:
        apply(named, parse_action(named.ruleset, "P1 call AH"))
    assert err.value.rule == "SEAT-10"


def test_each_seat_sees_the_partner_it_may_know() -> None:
    state = _hand("P1 bid 7S, P2 pass, P3 pass, P4 pass, P5 pass, P1 call AH, P1 discard 3H 2H JK")
    assert view(state, 3).partners == (3,) and view(state, 3).called == (Card.parse("AH"),)
    assert [view(state, s).partners for s in (None, 0, 1, 2, 4)] == [()] * 5
    state = apply(state, parse_action(CALLED, "P1 play 5S"))  # spades: P4 (AH's holder) is void
    state = apply(state, parse_action(CALLED, "P2 play JC"))  # the left bower follows trumps
    state = apply(state, parse_action(CALLED, "P3 play 5D"))
    assert view(state, 1).partners == ()
    state = apply(state, parse_action(CALLED, "P4 play AH"))  # the card falls: all know (SEAT-13)
    assert all(view(state, s).partners == (3,) for s in (None, 0, 1, 2, 3, 4))


def test_a_determinized_state_keeps_each_view_and_finds_its_own_partners() -> None:
    state = _hand("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass, P1 call AC AH, P1 discard 3H 2H JK")
    rng = random.Random(3)
    for seat in (None, 0, 1, 2, 3, 4):
        other = determinize(state, seat, rng)
        assert view(other, seat) == view(state, seat)
        assert state_from_position(CALLED, position_of(other)).partners == other.partners


def test_positions_carry_the_called_cards_and_open_in_the_partner_phase() -> None:
    state = _hand("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass, P1 call AC AH, P1 discard 3H 2H JK")
    text = format_position(position_of(state))
    assert text.startswith("dealer P5, P1 8S, partners P2 P4, called AC AH")
    again = state_from_position(CALLED, parse_position(text.replace("partners P2 P4, ", "")))
    assert again.partners == (1, 3) and again.called == state.called
    assert state_from_position(CALLED, type(position_of(state)).from_json(position_of(state).to_json())).partners \
        == (1, 3)
    bad = parse_position(text.replace("partners P2 P4", "partners P3"))
    with pytest.raises(IllegalPositionError) as err:
        state_from_position(CALLED, bad)
    assert err.value.rule == "SEAT-13"
    early = _hand("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass")
    position = position_of(early)
    assert position.kitty is not None and " | kitty " in format_position(position)
    opened = state_from_position(CALLED, parse_position(format_position(position)))
    assert opened.phase is Phase.PARTNER and legal_actions(opened) == legal_actions(early)
    line = format_view(CALLED, view(state, 1))
    assert ", partners P2, called AC AH, view P2" in line and format_view(CALLED, parse_view(CALLED, line)) == line


def test_a_record_writes_and_replays_the_called_cards() -> None:
    final = playout(_hand("P1 bid 8S, P2 pass, P3 pass, P4 pass, P5 pass"), random.Random(1))
    assert final.called and final.phase is Phase.OVER
    text = format_record(game_record(CALLED, [recorded_hand(final)]))
    assert "\nCalled " in text
    assert replay_record(parse_record(text))
    if final.partners:
        wrong = text.replace("\nPartners ", "\nPartners P1 ")
        with pytest.raises(RecordError) as err:
            replay_record(parse_record(wrong))
        assert err.value.rule == "SEAT-13"
    broken = "\n".join(line for line in text.splitlines() if not line.startswith("Called "))
    with pytest.raises(RecordError) as err2:
        replay_record(parse_record(broken))
    assert err2.value.rule == "SEAT-12"
