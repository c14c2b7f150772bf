"""Positions (:mod:`five_hundred.position`): the two written forms round-trip, a
position rebuilt from a state plays on exactly like the state, and positions
that cannot arise are refused with the rule and the field.

The random hands are played by :func:`five_hundred.playout` from seeds
that hypothesis draws; every state after the auction is turned into a
position and back.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import replace

import pytest
from five_hundred import (
    Bid,
    Card,
    HandState,
    IllegalActionError,
    IllegalPositionError,
    MakeBid,
    Pass,
    Phase,
    Play,
    Position,
    PositionTrick,
    Suit,
    actions_of,
    apply,
    cards_of,
    check,
    deal,
    format_position,
    format_view,
    legal_actions,
    load_ruleset,
    parse_position,
    parse_view,
    playout,
    position_of,
    route_to_position,
    state_from_position,
)
from five_hundred.tricks import effective_suit
from hypothesis import given, settings
from hypothesis import strategies as st

from five_hundred_suite.catalogue import ROOT

VARIANTS = ("australian", "american", "three-player", "two-hand-24", "two-hand-dead")


def _states(variant: str, seed: int) -> Iterator[HandState]:
    """Every state of one random hand from the end of its auction on (none when thrown in)."""
    r = load_ruleset(variant)
    rng = random.Random(seed)
    pack = list(r.pack)
    rng.shuffle(pack)
    dealt = deal(r, pack, seed % r.players)
    final = playout(dealt, rng, pass_probability=rng.choice([0.5, 0.8]))
    state = dealt
    for action in actions_of(final):
        state = apply(state, action)
        if state.contract is not None:
            yield state


def _positions(variant: str, seeds: range) -> Iterator[tuple[HandState, Position]]:
    for seed in seeds:
        for state in _states(variant, seed):
            yield state, position_of(state)


def _same_future(a: HandState, b: HandState, seed: int) -> None:
    """Same legal actions now, and the same hand when both are played on with the same random choices."""
    assert legal_actions(a) == legal_actions(b)
    end_a, end_b = playout(a, random.Random(seed)), playout(b, random.Random(seed))
    assert position_of(end_a) == position_of(end_b)
    assert end_a.result == end_b.result
    assert end_a.tricks_won == end_b.tricks_won and end_a.exposed == end_b.exposed


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_a_state_rebuilt_from_its_position_plays_on_the_same(variant: str, seed: int) -> None:
    r = load_ruleset(variant)
    for state in _states(variant, seed):
        p = position_of(state)
        assert parse_position(format_position(p)) == p
        assert Position.from_json(p.to_json()) == p
        rebuilt = state_from_position(r, p)
        assert position_of(rebuilt) == p
        assert (rebuilt.phase, rebuilt.turn, rebuilt.hands, rebuilt.tricks, rebuilt.current, rebuilt.active,
                rebuilt.suits_led, rebuilt.tricks_won, rebuilt.exposed, rebuilt.result) == \
               (state.phase, state.turn, state.hands, state.tricks, state.current, state.active,
                state.suits_led, state.tricks_won, state.exposed, state.result)
        _same_future(state, rebuilt, seed)


def test_every_phase_after_the_auction_is_covered() -> None:
    phases = {(v, s.phase) for v in VARIANTS for s, _ in _positions(v, range(40))}
    for variant in VARIANTS:
        assert {(variant, Phase.KITTY), (variant, Phase.PLAY), (variant, Phase.OVER)} <= phases
    assert ("australian", Phase.NOMINATION) in phases


def test_the_text_form_reads_like_its_documentation() -> None:
    text = ("dealer W, N 7NT, joker ? | N 5S, E 6S, S 7S, W JK | discards 4D 5D 4H | - | - | N to play")
    p = parse_position(text)
    assert p.dealer == "W" and p.contract == Bid.parse("7NT") and p.contractor == "N" and p.nomination_pending
    assert p.hand("W") == (Card.parse("JK"),) and p.turn == "N"
    assert format_position(p) == text
    assert "joker_suit" not in p.to_json()
    joker_lead = parse_position("dealer W, N 7NT | N -, E 4S, S 5S, W 6S | discards 4D 5D 4H | - | N jk:d | E to play")
    assert joker_lead.trick == PositionTrick("N", (Card.parse("JK"),), Suit.DIAMONDS)
    assert joker_lead.to_json()["trick"] == {"leader": "N", "cards": ["JK"], "named_suit": "D"}
    assert parse_position("dealer W, N 7NT, joker none | N - | discards ? | - | - | over").joker_suit is None


@pytest.mark.parametrize(("text", "field"), [
    ("dealer W, N 7NT | N 5S | discards ? | - | N to play", "position"),
    ("dealer W N 7NT | N 5S | discards ? | - | - | N to play", "dealer"),
    ("dealer W, N 7NT, trumps H | N 5S | discards ? | - | - | N to play", "joker_suit"),
    ("dealer W, N 7NT | N 5S, N 6S | discards ? | - | - | N to play", "hands.N"),
    ("dealer W, N 7NT | N 5Z | discards ? | - | - | N to play", "hands.N[0]"),
    ("dealer W, N 7XT | N 5S | discards ? | - | - | N to play", "contract"),
    ("dealer W, N 7NT | N 5S | 4D 5D 4H | - | - | N to play", "discards"),
    ("dealer W, N 7NT | N 5S | discards ? | N | - | N to play", "tricks[0]"),
    ("dealer W, N 7NT | N 5S | discards ? | N 4S 5S:D | - | N to play", "tricks[0].named_suit"),
    ("dealer W, N 7NT | N 5S | discards ? | - | - | N plays", "turn"),
])
def test_text_that_is_not_a_position_is_refused_naming_the_field(text: str, field: str) -> None:
    with pytest.raises(IllegalPositionError) as refused:
        parse_position(text)
    assert refused.value.field == field


@pytest.mark.parametrize(("data", "field"), [
    ("N", "position"),
    ({"dealer": "W"}, "contract"),
    ({"dealer": "W", "contract": "7NT", "contractor": "N", "hands": {}, "tricks": [], "turn": "N", "widow": []}, "widow"),
    ({"dealer": "W", "contract": "7NT", "contractor": "N", "hands": {"N": "AS"}, "tricks": [], "turn": "N"}, "hands.N"),
    ({"dealer": "W", "contract": "7NT", "contractor": "N", "hands": {}, "tricks": [{"leader": "N"}], "turn": "N"},
     "tricks[0].cards"),
    ({"dealer": "W", "contract": "7NT", "contractor": "N", "hands": {}, "tricks": [], "turn": "N",
      "trick": {"leader": "E", "cards": []}}, "trick.leader"),
    ({"dealer": "W", "contract": "7NT", "contractor": "N", "hands": {}, "tricks": [], "turn": "N",
      "joker_suit": "X"}, "joker_suit"),
])
def test_json_that_is_not_a_position_is_refused_naming_the_field(data: object, field: str) -> None:
    with pytest.raises(IllegalPositionError) as refused:
        Position.from_json(data)  # type: ignore[arg-type]
    assert refused.value.field == field


# --- positions that cannot arise ------------------------------------------------------------


def _find(variant: str, want: object) -> tuple[HandState, Position]:
    """The first position of the seeded random hands for which ``want(state, position)`` is true."""
    for state, p in _positions(variant, range(200)):
        if want(state, p):  # type: ignore[operator]
            return state, p
    raise AssertionError("no such position in 200 random hands")


def _with_hand(p: Position, seat: str, cards: tuple[Card, ...]) -> Position:
    return replace(p, hands=tuple((s, cards if s == seat else c) for s, c in p.hands))


def _in_play(state: HandState, p: Position, tricks: int = 2) -> bool:
    return state.phase is Phase.PLAY and len(p.tricks) >= tricks and p.trick is not None


def _joker_twice(p: Position) -> Position:
    holder = next(s for s, cards in p.hands if Card.parse("JK") in cards)
    other = next(s for s, cards in p.hands if s != holder and cards)
    return _with_hand(p, other, (*p.hand(other)[1:], Card.parse("JK")))


def _card_missing(p: Position) -> Position:
    seat = next(s for s, cards in p.hands if cards)
    return _with_hand(p, seat, p.hand(seat)[1:])


def _card_moved(p: Position) -> Position:
    give, take, *_ = (s for s, cards in p.hands if cards)
    moved = p.hand(give)[0]
    return replace(p, hands=tuple((s, c[1:] if s == give else tuple(sorted((*c, moved), key=lambda x: x.code))
                                   if s == take else c) for s, c in p.hands))


def _wrong_turn(p: Position) -> Position:
    return replace(p, turn=next(s for s, _ in p.hands if s != p.turn))


def _wrong_leader(p: Position) -> Position:
    t = p.tricks[1]
    other = next(s for s, _ in p.hands if s != t.leader)
    return replace(p, tricks=(p.tricks[0], replace(t, leader=other), *p.tricks[2:]))


def _named_non_joker(p: Position) -> Position:
    t = next(i for i, t in enumerate(p.tricks) if not t.cards[0].is_joker)
    tricks = list(p.tricks)
    tricks[t] = replace(tricks[t], named_suit=Suit.DIAMONDS)
    return replace(p, tricks=tuple(tricks))


def _revoke(state: HandState, p: Position) -> Position | None:
    """Swap a card that followed suit in a recorded trick with an off-suit card its player still holds."""
    r = state.ruleset
    trump = state.trump
    jsuit = state.joker_suit
    for t, trick in enumerate(state.tricks):
        led = trick.led
        for seat, card in trick.plays[1:]:
            if card.is_joker or effective_suit(card, trump, jsuit) != led:
                continue
            held = [c for c in state.hand(seat) if not c.is_joker and effective_suit(c, trump, jsuit) != led]
            if not held:
                continue
            swap = held[0]
            name = r.seats[seat]
            cards = tuple(swap if c == card else c for c in p.tricks[t].cards)
            tricks = list(p.tricks)
            tricks[t] = replace(tricks[t], cards=cards)
            moved = tuple(sorted((*(c for c in p.hand(name) if c != swap), card), key=lambda x: x.code))
            return _with_hand(replace(p, tricks=tuple(tricks)), name, moved)
    return None


BAD = {
    "joker twice": ("australian", lambda s, p: s.phase is Phase.PLAY, _joker_twice, "DECK-04", "hands."),
    "card missing": ("australian", lambda s, p: s.phase is Phase.PLAY, _card_missing, "DECK-01", "hands"),
    "card missing, three players": ("three-player", lambda s, p: s.phase is Phase.KITTY, _card_missing, "DECK-02",
                                    "hands"),
    "hand sizes": ("australian", lambda s, p: _in_play(s, p, 1), _card_moved, "PLAY-08", "hands."),
    "hand sizes before play": ("australian", lambda s, p: s.phase is Phase.PLAY and not p.tricks and p.trick is None,
                               _card_moved, "DEAL-01", "hands."),
    "kitty-phase hand": ("american", lambda s, p: s.phase is Phase.KITTY and s.contractor == 0, _card_moved,
                         "KITTY-01", "hands.N"),
    "turn in a trick": ("australian", lambda s, p: _in_play(s, p, 1), _wrong_turn, "SEAT-03", "turn"),
    "turn to lead": ("australian", lambda s, p: s.phase is Phase.PLAY and bool(p.tricks) and p.trick is None,
                     _wrong_turn, "PLAY-06", "turn"),
    "turn once over": ("australian", lambda s, p: s.phase is Phase.OVER and len(s.tricks) == 10,
                       lambda p: replace(p, turn=p.contractor), "PLAY-07", "turn"),
    "misère lost early": ("australian", lambda s, p: s.phase is Phase.OVER and len(s.tricks) < 10,
                          lambda p: replace(p, turn=p.contractor), "DECIDE-12", "turn"),
    "leader": ("australian", lambda s, p: _in_play(s, p, 3) and not s.contract.is_misere, _wrong_leader, "PLAY-06",
               r"tricks\[1\]\.leader$"),
    "named suit on a non-joker": ("australian", lambda s, p: _in_play(s, p, 2), _named_non_joker, "JOKER-10",
                                  r"tricks\[\d+\]\.named_suit$"),
    "joker_suit on a suit contract": ("australian", lambda s, p: s.phase is Phase.PLAY and s.trump is not None,
                                      lambda p: replace(p, joker_suit=Suit.HEARTS), "JOKER-05", "joker_suit"),
    "joker_suit in the three-player game": (
        "three-player", lambda s, p: s.phase is Phase.PLAY and s.contract.is_no_trumps,
        lambda p: replace(p, joker_suit=Suit.HEARTS), "JOKER-14", "joker_suit"),
    "a trick before the discard": ("australian", lambda s, p: _in_play(s, p, 1),
                                   lambda p: _with_hand(replace(p, discards=None), p.contractor,
                                                        (*p.hand(p.contractor), *(p.discards or ()))),
                                   "KITTY-03", "discards"),
    "a trick before the nomination": (
        "australian", lambda s, p: _in_play(s, p, 1) and s.nominated,
        lambda p: replace(p, joker_suit=None, nomination_pending=True), "DECIDE-13", "joker_suit"),
    "a nomination before the discard": ("australian", lambda s, p: s.phase is Phase.KITTY,
                                         lambda p: replace(p, nomination_pending=True), "JOKER-05", "joker_suit"),
    "a fourth card in a misère trick": (
        "australian", lambda s, p: _in_play(s, p, 1) and len(s.active) == 3,
        lambda p: _with_hand(replace(p, tricks=(replace(p.tricks[0], cards=(*p.tricks[0].cards, p.hand(p.turn)[0])),
                                                *p.tricks[1:])), p.turn, p.hand(p.turn)[1:])
        if p.turn is not None else p,
        "PLAY-08", r"tricks\[0\]\.cards$"),
    "a contract outside the ladder": ("three-player", lambda s, p: True,
                                      lambda p: replace(p, contract=Bid.parse("MIS")), "BID-20", "contract"),
    "a seat of another game": ("australian", lambda s, p: True, lambda p: replace(p, turn="P1"), "DECIDE-36", "turn"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_position_that_cannot_arise_is_refused_with_rule_and_field(case: str) -> None:
    variant, want, spoil, rule, field = BAD[case]
    _, good = _find(variant, want)
    r = load_ruleset(variant)
    state_from_position(r, good)
    bad = spoil(good)
    kept = replace(bad)
    with pytest.raises(IllegalPositionError) as refused:
        state_from_position(r, bad)
    assert refused.value.rule == rule, refused.value
    assert re.match(field, refused.value.field), refused.value
    assert bad == kept
    assert str(refused.value).startswith(refused.value.field)


def test_a_revoke_in_a_recorded_trick_is_refused() -> None:
    r = load_ruleset("australian")
    for state, p in _positions("australian", range(200)):
        if state.phase is Phase.PLAY and (bad := _revoke(state, p)) is not None:
            break
    else:
        raise AssertionError("no revoke could be made up in 200 random hands")
    with pytest.raises(IllegalPositionError) as refused:
        state_from_position(r, bad)
    assert refused.value.rule in {"PLAY-03", "JOKER-02", "JOKER-07"}, refused.value
    assert refused.value.field.startswith("tricks["), refused.value
    assert "must follow" in str(refused.value) or "joker" in str(refused.value)


def test_the_joker_in_two_hands_names_both_places() -> None:
    _, good = _find("australian", lambda s, p: s.phase is Phase.KITTY)
    with pytest.raises(IllegalPositionError, match=r"JK is given twice \(also at hands\.") as refused:
        state_from_position(load_ruleset("australian"), _joker_twice(good))
    assert refused.value.rule == "DECK-04"


def test_the_examples_of_the_positions_page_are_positions_of_their_variant() -> None:
    page = (ROOT / "spec" / "pages" / "positions.md").read_text("utf-8")
    lines = re.findall(r"```text\n(dealer .*)\n```", page)
    # A seat's view (", view W") is not a position: it reads as that seat's view of one.
    views = [t for t in lines if ", view " in t.split(" | ")[0]]
    for text in views:
        assert format_view(load_ruleset("australian"), parse_view(load_ruleset("australian"), text)) == text
    texts = [t for t in lines if t not in views]
    assert len(texts) >= 4 and views
    for text in texts:
        p = parse_position(text)
        variant = {3: "three-player", 5: "five-hand"}.get(len(p.hands), "australian")  # by the seats given
        state = state_from_position(load_ruleset(variant), p)
        assert format_position(position_of(state)) == text
    block = re.search(r"```json\n(\{\"dealer\".*?)\n```", page, re.S)
    assert block is not None
    assert format_position(Position.from_json(json.loads(block.group(1)))) == texts[-1]


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_the_route_to_a_position_reaches_it_from_a_deal(variant: str, seed: int) -> None:
    r = load_ruleset(variant)
    for state in _states(variant, seed):
        p = position_of(state)
        dealt, actions = route_to_position(r, p)
        assert dealt.phase is Phase.AUCTION and sorted(map(len, map(cards_of, dealt.hands))) == [10] * r.players
        reached = dealt
        for action in actions:
            reached = apply(reached, action)
        assert position_of(reached) == p


def test_the_route_to_a_misere_goes_through_the_bid_it_needs() -> None:
    r = load_ruleset("australian")
    for contract in ("MIS", "OMIS", "10NT"):
        for contractor in ("N", "E", "S", "W"):
            _, kitty_phase = _find("australian", lambda s, p: s.phase is Phase.KITTY)
            p = replace(kitty_phase, contract=Bid.parse(contract), contractor=contractor, turn=contractor,
                        hands=_moved_kitty(kitty_phase, contractor))
            dealt, actions = route_to_position(r, p)
            state = dealt
            for action in actions:
                state = apply(state, action)
            assert position_of(state) == p
            if contract == "MIS":  # BID-13: misère over a standing 7-level bid, made by someone else
                assert any(isinstance(a, MakeBid) and a.bid.tricks == 7 and r.seats[a.seat] != contractor
                           for a in actions), actions
            else:
                assert len(actions) == 4, actions


def _moved_kitty(p: Position, to: str) -> tuple[tuple[str, tuple[Card, ...]], ...]:
    """The hands of a kitty-phase position with the contractor's three highest cards moved to ``to``'s hand."""
    held = p.hand(p.contractor)
    kitty = held[-3:]
    hands = {s: c for s, c in p.hands}
    hands[p.contractor] = held[:-3]
    hands[to] = tuple(sorted((*hands[to], *kitty), key=lambda c: c.code))
    return tuple(hands.items())


@pytest.mark.parametrize("variant", ["australian", "american", "three-player"])
def test_a_card_played_before_the_discard_is_refused_under_kitty_03(variant: str) -> None:
    # KITTY-03 puts the exchange before the opening lead; PLAY-01 only says who leads. A position with a
    # trick before the discard is refused under KITTY-03 too (the case above).
    r = load_ruleset(variant)
    state = deal(r, r.pack, 0)
    assert state.turn is not None
    state = apply(state, MakeBid(state.turn, Bid.parse("7S")))
    while state.phase is Phase.AUCTION and state.turn is not None:
        state = apply(state, Pass(state.turn))
    assert state.phase is Phase.KITTY and state.contractor is not None
    for seat in range(len(r.seats)):
        card = state.hand(seat)[0]
        with pytest.raises(IllegalActionError) as caught:
            check(state, Play(seat, card))
        assert caught.value.rule == "KITTY-03", (seat, caught.value)
