"""The checked path's shortcuts give the answers of the plain path.

:func:`five_hundred.legality.check` sends a well-formed play, pass or bid straight to its rules and
anything else through the shape checks first (``_check_any``); :func:`five_hundred.apply` gives the
transition core a shared chooser for a play of any card but the joker and for a pass. Both are
compared here, action by action, with the plain path on random hands of every variant.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from five_hundred import (
    Action,
    Bid,
    CallCards,
    Card,
    Discard,
    HandState,
    IllegalActionError,
    MakeBid,
    NamePartners,
    Nominate,
    Pass,
    Play,
    Suit,
    actions_of,
    apply,
    check,
    deal,
    is_legal,
    legality,
    load_ruleset,
    parse_cards,
    playout,
    transitions,
)
from five_hundred.partners import do_call, do_partners
from five_hundred.ruleset import Ruleset, variant_ids

EVERY_CARD = parse_cards("4D 5S 6C 7H 8D 9S 10C JH JD QS KC AH JK")
BIDS = [Bid.parse(b) for b in ("6S", "7C", "8NT", "10H", "MIS", "OMIS", "BMIS")]


class _MarkedCard(Card):
    """A card of a subclass: well formed, but not of the plain type the shortcut takes."""

    __slots__ = ()


class _SeatFlag(int):
    """A seat of a subclass of int: the shape checks refuse it (DECIDE-36)."""


def _outcome(do: object, state: HandState, action: object) -> tuple[str, str] | None:
    try:
        do(state, action)  # type: ignore[operator]
    except IllegalActionError as e:
        return e.rule or "", str(e)
    return None


def _actions(rng: random.Random, state: HandState) -> list[object]:
    seat = state.turn if state.turn is not None else 0
    card = rng.choice(EVERY_CARD)
    suit = rng.choice([None, *Suit])
    out: list[object] = [
        Play(seat, card, suit), Play(rng.randrange(5), card), Play(True, card), Play(_SeatFlag(seat), card),
        Play(seat, _MarkedCard(card.code), suit), Play(seat, "JK", None), Play(seat, card, "H"),  # type: ignore[arg-type]
        Pass(seat), Pass(rng.randrange(-1, 5)), Pass(False), MakeBid(seat, rng.choice(BIDS)),
        MakeBid(seat, "7H"), MakeBid(_SeatFlag(seat), rng.choice(BIDS)),  # type: ignore[arg-type]
        Discard(seat, tuple(rng.sample(EVERY_CARD, 3))), Nominate(seat, suit), None, "N pass", Bid.parse("7H"),
    ]
    held = [c for c in EVERY_CARD if state.hands[seat] >> c.code & 1] if 0 <= seat < len(state.hands) else []
    out += [Play(seat, c, n) for c in held for n in (None, Suit.HEARTS)]
    return out


def _states(r: Ruleset, rng: random.Random, hands: int) -> Iterator[HandState]:
    """Every state of ``hands`` random hands of ``r``: each dealt state, then the state after each action."""
    for n in range(hands):
        pack = list(r.pack)
        rng.shuffle(pack)
        state = deal(r, pack, n % r.players)
        actions = actions_of(playout(state, rng))
        yield state
        for action in actions:
            state = apply(state, action)
            yield state


@pytest.mark.parametrize("variant", variant_ids())
def test_check_answers_as_the_shape_checks_then_the_rules_do(variant: str) -> None:
    r = load_ruleset(variant)
    rng = random.Random(f"check {variant}")
    compared = 0
    for state in _states(r, rng, 12):
        for candidate in _actions(rng, state):
            assert _outcome(check, state, candidate) == _outcome(legality._check_any, state, candidate), (
                f"{variant}: {candidate!r} in phase {state.phase.value}")
            compared += 1
    assert compared > 1000


@pytest.mark.parametrize("variant", variant_ids())
def test_apply_with_the_shared_choosers_makes_the_states_the_plain_chooser_makes(variant: str) -> None:
    r = load_ruleset(variant)
    rng = random.Random(f"apply {variant}")
    for n in range(20):
        pack = list(r.pack)
        rng.shuffle(pack)
        state = deal(r, pack, n % r.players)
        for action in actions_of(playout(state, rng)):
            after = apply(state, action)
            assert after == _plain_apply(state, action), f"{variant}: {action}"
            state = after


def _plain_apply(state: HandState, action: Action) -> HandState:
    """:func:`apply` with a fresh chooser for every action, as the core is given it in general."""
    check(state, action)
    new = transitions.thaw(state)
    if isinstance(action, Play):
        named = 0 if action.named_suit is None else 1 << action.named_suit.number
        transitions.run_play(new, transitions._given(1 << action.card.code, named), 1)
    elif isinstance(action, MakeBid | Pass):
        transitions.run_auction(new, transitions._given(action.bid if isinstance(action, MakeBid) else None), 1)
    elif isinstance(action, Discard):
        transitions.do_discard(new, action.seat, sum(c.bit for c in action.cards))
    elif isinstance(action, NamePartners):
        do_partners(new, action.partners)
    elif isinstance(action, CallCards):
        do_call(new, action.cards)
    else:
        transitions.do_nominate(new, action.suit)
    return new


def test_the_shared_chooser_of_a_play_answers_the_card_every_time() -> None:
    for card in EVERY_CARD[:-1]:
        chooser = transitions._PLAYED[card.code]
        assert chooser(0b111) == chooser(0) == card.bit
    assert transitions._passing(()) is None
    assert len(transitions._PLAYED) == EVERY_CARD[-1].code  # every code below the joker's


@pytest.mark.parametrize("variant", variant_ids())
def test_the_contract_tables_kept_by_bid_key_are_those_of_the_contract(variant: str) -> None:
    r = load_ruleset(variant)
    rng = random.Random(f"tables {variant}")
    for state in _states(r, rng, 20):
        # a bid equal to the contract but another object: the tables are found by its key
        twin = None if state.contract is None else Bid(state.contract.kind, state.contract.tricks,
                                                      state.contract.trump)
        assert legality.contract_tables(state) == legality._contract_tables(r, twin, state.joker_suit)
        assert legality.contract_tables(state) is legality.contract_tables(state)


@pytest.mark.parametrize("variant", variant_ids())
def test_is_legal_says_what_check_says_and_check_still_words_its_refusals(variant: str) -> None:
    r = load_ruleset(variant)
    rng = random.Random(f"is_legal {variant}")
    refused = 0
    for state in _states(r, rng, 8):
        for candidate in _actions(rng, state):
            outcome = _outcome(check, state, candidate)
            assert is_legal(state, candidate) is (outcome is None), f"{variant}: {candidate!r}"  # type: ignore[arg-type]
            if outcome is not None:  # the refusal after is_legal is worded in full, as before it
                assert _outcome(check, state, candidate) == outcome and outcome[1].endswith(f"[{outcome[0]}]")
                refused += 1
    assert refused > 500


def test_a_failure_inside_is_legal_leaves_later_refusals_worded(monkeypatch: pytest.MonkeyPatch) -> None:
    r = load_ruleset("australian")
    state = deal(r, list(r.pack), 0)

    def broken(state: HandState, action: Action) -> None:
        raise RuntimeError("broken")

    monkeypatch.setattr(legality, "_check_auction", broken)
    with pytest.raises(RuntimeError):
        is_legal(state, Pass(1))
    with pytest.raises(IllegalActionError, match=r"N play .*\[PLAY-01\]"):
        check(state, Play(0, EVERY_CARD[0]))
