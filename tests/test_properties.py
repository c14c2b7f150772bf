"""Properties of whole hands, checked on thousands of random legal hands.

Hypothesis draws a seed and a dealer; each example plays several hands: the
43-card pack is shuffled with ``random.Random(seed)``, dealt, and played to
the end by :func:`five_hundred.playout` (random legal actions). The
hand's record (:func:`five_hundred.actions_of`) is then replayed from
the dealt state with :func:`five_hundred.apply`, and every state
along the replay is available to the checks.

The expected values here are computed independently of the engine: the pack
from DECK-01, the score from the Avondale formula, and the trick winner from
:mod:`tests.perft_counter`.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

import pytest
from five_hundred import (
    Action,
    Bid,
    Discard,
    HandState,
    IllegalActionError,
    MakeBid,
    Nominate,
    Pass,
    Phase,
    Play,
    Suit,
    actions_of,
    apply,
    cards_of,
    check,
    deal,
    is_legal,
    legal_actions,
    load_ruleset,
    parse_cards,
    playout,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from five_hundred_suite.catalogue import rule_ids
from tests import perft_counter

HANDS_PER_EXAMPLE = 8
"""Hands played by each hypothesis example (one seed each, derived from the drawn seed)."""

PACK = Counter(
    [f"{rank}{suit}" for suit in "SCDH" for rank in ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5"] + (["4"] if suit in "DH" else [])]
    + ["JK"]
)
"""DECK-01: hearts and diamonds A to 4, spades and clubs A to 5, one joker; 43 cards."""

SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
DENOMINATION = {"S": 0, "C": 1, "D": 2, "H": 3, "NT": 4}
EVERY_BID = [Bid.parse(f"{n}{d}") for n in range(6, 11) for d in DENOMINATION] + [
    Bid.parse(b) for b in ("MIS", "OMIS", "BMIS")
]
EVERY_CARD = parse_cards(sorted(PACK))
NAMES: list[Suit | None] = [None, *Suit]

seeds = st.integers(min_value=0, max_value=2**32 - 1)
dealers = st.integers(min_value=0, max_value=3)
pass_probabilities = st.sampled_from([0.5, 0.7, 0.85])

pytestmark = pytest.mark.variant("australian")


@dataclass(frozen=True)
class PlayedHand:
    """One random hand: the dealt state, the final state, and every state of the replay (dealt first, final last)."""

    seed: int
    dealt: HandState
    final: HandState
    actions: tuple[Action, ...]
    states: tuple[HandState, ...]


def _hands(variant: str, seed: int, dealer: int, pass_probability: float) -> Iterator[PlayedHand]:
    """Play :data:`HANDS_PER_EXAMPLE` random hands from seeds ``seed, seed + 1, ...`` and rotating dealers."""
    r = load_ruleset(variant)
    for k in range(HANDS_PER_EXAMPLE):
        rng = random.Random(seed + k)
        pack = list(r.pack)
        rng.shuffle(pack)
        dealt = deal(r, pack, (dealer + k) % r.players)
        final = playout(_opening(dealt, rng), rng, pass_probability=pass_probability)
        actions = actions_of(final)
        states = [dealt]
        for action in actions:
            states.append(apply(states[-1], action))
        yield PlayedHand(seed + k, dealt, final, actions, tuple(states))


def _opening(dealt: HandState, rng: random.Random) -> HandState:
    """Half the time, leave the whole auction to :func:`playout`; otherwise open
    with a 6- or 7-level bid, sometimes overcalled by misère (over a 7-level
    bid) or open misère, and pass the auction out, so that contracts that can
    be made, and misères, are common.
    """
    if rng.random() < 0.5:
        return dealt
    assert dealt.turn is not None
    opening = rng.choice([b for b in EVERY_BID if b.tricks is not None and b.tricks <= 7])
    state = apply(dealt, MakeBid(dealt.turn, opening))
    seat = state.turn
    assert seat is not None
    u = rng.random()
    if u < 0.3 and opening.tricks == 7:
        state = apply(state, MakeBid(seat, Bid.parse("MIS")))
    elif u < 0.4:
        state = apply(state, MakeBid(seat, Bid.parse("OMIS")))
    while state.phase is Phase.AUCTION:
        assert state.turn is not None
        state = apply(state, Pass(state.turn))
    return state


def _text(mask: int) -> list[str]:
    return [str(c) for c in cards_of(mask)]


def _where(hand: PlayedHand, step: int | None = None) -> str:
    at = "" if step is None else f", after {step} actions"
    return f"hand seed {hand.seed}, dealer {hand.dealt.seat_name(hand.dealt.dealer)}{at}"


# --- the pack is conserved -------------------------------------------------------------


def _every_card(state: HandState) -> list[str]:
    """Hands + kitty (until the contractor takes it) + discard + every card played, sorted: the
    multiset of the cards, to compare with :data:`SORTED_PACK`.
    """
    cards: list[str] = []
    for mask in state.hands:
        cards += _text(mask)
    if state.contractor is None:
        cards += _text(state.kitty)
    cards += _text(state.discard)
    for trick in (*state.tricks, *([state.current] if state.current is not None else [])):
        cards += [str(c) for c in trick.cards]
    cards.sort()
    return cards


SORTED_PACK = sorted(PACK.elements())
""":data:`PACK` as a sorted list: two sorted lists are equal exactly when the multisets are."""


@pytest.mark.rule("DECK-01")
@pytest.mark.rule("DECK-03")
@pytest.mark.rule("KITTY-02")
@pytest.mark.rule("KITTY-04")
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=seeds, dealer=dealers, pass_probability=pass_probabilities)
def test_the_pack_is_conserved_at_every_step(variant: str, seed: int, dealer: int, pass_probability: float) -> None:
    for hand in _hands(variant, seed, dealer, pass_probability):
        for step, state in enumerate(hand.states):
            cards = _every_card(state)
            assert cards == SORTED_PACK, (
                f"{_where(hand, step)}: extra {Counter(cards) - PACK}, missing {PACK - Counter(cards)}")
        if hand.final.contractor is not None:
            assert len(cards_of(hand.final.discard)) == 3, _where(hand)


# --- tricks: one card per active player, ten tricks unless a misère ends early ------------------


@pytest.mark.rule("PLAY-01")
@pytest.mark.rule("PLAY-05")
@pytest.mark.rule("PLAY-06")
@pytest.mark.rule("PLAY-07")
@pytest.mark.rule("PLAY-08")
@pytest.mark.rule("MIS-01")
@pytest.mark.rule("MIS-04")
@pytest.mark.rule("DECIDE-12")
@pytest.mark.rule("BID-09")
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=seeds, dealer=dealers, pass_probability=pass_probabilities)
def test_tricks_are_complete_and_the_hand_has_ten_unless_a_misere_ends(
    variant: str, seed: int, dealer: int, pass_probability: float
) -> None:
    for hand in _hands(variant, seed, dealer, pass_probability):
        final = hand.final
        where = _where(hand)
        assert final.phase is Phase.OVER and final.result is not None, where
        contract = final.contract
        if contract is None:
            assert final.result.thrown_in and not final.tricks and final.result.score is None, where
            assert all(b is None for _, b in final.auction), where
            continue
        seats = final.ruleset.seats
        contractor = final.contractor
        assert contractor is not None
        active = [s for s in range(4) if not contract.is_misere or s == contractor or s != (contractor + 2) % 4]
        assert list(final.active) == active, where
        counter_contract = perft_counter.Contract(
            None if contract.is_misere or contract.trump is None else contract.trump.value,
            contract.is_misere,
            None if final.joker_suit is None else final.joker_suit.value,
        )
        leader = contractor
        for i, trick in enumerate(final.tricks):
            assert trick.leader == leader, f"{where}: trick {i + 1} led by {seats[trick.leader]}, not {seats[leader]}"
            order = [active[(active.index(leader) + k) % len(active)] for k in range(len(active))]
            assert [s for s, _ in trick.plays] == order, f"{where}: trick {i + 1} has {len(trick.plays)} plays"
            assert trick.led is not None
            winner = counter_contract.winner([(seats[s], str(c)) for s, c in trick.plays], trick.led.value)
            assert trick.winner is not None and seats[trick.winner] == winner, f"{where}: trick {i + 1} winner"
            leader = trick.winner
        won_by_contractor = [i for i, t in enumerate(final.tricks) if t.winner == contractor]
        if contract.is_misere and won_by_contractor:
            assert won_by_contractor == [len(final.tricks) - 1], f"{where}: the misère went on after it was lost"
        else:
            assert len(final.tricks) == 10, f"{where}: {len(final.tricks)} tricks"
        assert final.result.tricks_played == len(final.tricks), where
        assert final.current is None, where


# --- the score is the Avondale table -----------------------------------------------------------


def table_value(contract: str) -> int:
    """Avondale value of a contract: misère 250, open misère 500, else ``100 (n - 6) + 20 i + 40`` (SCORE-02)."""
    if contract == "MIS":
        return 250
    if contract in ("OMIS", "BMIS"):
        return 500
    n, denomination = (int(contract[:-2]), "NT") if contract.endswith("NT") else (int(contract[:-1]), contract[-1])
    return 100 * (n - 6) + 20 * DENOMINATION[denomination] + 40


def expected_points(contract: str, contractor: str, winners: list[str]) -> dict[str, int]:
    """Each side's points for a hand from the seat that won each trick (SCORE-03..SCORE-06, SCORE-08, SCORE-09)."""
    value = table_value(contract)
    side = SIDE[contractor]
    other = "EW" if side == "NS" else "NS"
    if contract in ("MIS", "OMIS", "BMIS"):
        own = winners.count(contractor)
        return {side: value if own == 0 else -value, other: 0}
    own = sum(1 for w in winners if SIDE[w] == side)
    bid = int(contract[:-2] if contract.endswith("NT") else contract[:-1])
    if own < bid:
        points = -value
    elif own == 10 and value < 250:
        points = 250
    else:
        points = value
    return {side: points, other: 10 * (len(winners) - own)}


@pytest.mark.rule("SCORE-02")
@pytest.mark.rule("SCORE-03")
@pytest.mark.rule("SCORE-04")
@pytest.mark.rule("SCORE-05")
@pytest.mark.rule("SCORE-06")
@pytest.mark.rule("SCORE-08")
@pytest.mark.rule("SCORE-09")
@pytest.mark.rule("PLAY-09")
@pytest.mark.rule("DECIDE-26")
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=seeds, dealer=dealers, pass_probability=pass_probabilities)
def test_the_score_is_the_table(variant: str, seed: int, dealer: int, pass_probability: float) -> None:
    for hand in _hands(variant, seed, dealer, pass_probability):
        final = hand.final
        assert final.result is not None
        if final.contract is None or final.contractor is None:
            assert final.result.score is None
            continue
        seats, sides = final.ruleset.seats, final.ruleset.side_names
        winners = [seats[t.winner] for t in final.tricks if t.winner is not None]
        want = expected_points(str(final.contract), seats[final.contractor], winners)
        score = final.result.score
        assert score is not None
        got = dict(zip(sides, score.points, strict=True))
        assert got == want, f"{_where(hand)}: {final.contract} by {seats[final.contractor]}, tricks {winners}"
        assert score.made == (want[SIDE[seats[final.contractor]]] > 0), _where(hand)


# --- a rejected action changes nothing ---------------------------------------------------------


def _random_action(rng: random.Random, state: HandState) -> Action:
    """An action of any kind, usually by the seat to act and of the phase's kind, often illegal."""
    seat = state.turn if state.turn is not None and rng.random() < 0.7 else rng.randrange(4)
    kind = rng.randrange(5)
    if rng.random() < 0.6:
        kind = {Phase.AUCTION: rng.choice([0, 1]), Phase.KITTY: 2, Phase.NOMINATION: 3}.get(state.phase, 4)
    if kind == 0:
        return Pass(seat)
    if kind == 1:
        return MakeBid(seat, rng.choice(EVERY_BID))
    if kind == 2:
        held = list(cards_of(state.hands[seat])) or list(EVERY_CARD)
        pool = held if rng.random() < 0.7 else list(EVERY_CARD)
        return Discard(seat, tuple(rng.choice(pool) for _ in range(rng.choice([2, 3, 3, 3, 4]))))
    if kind == 3:
        return Nominate(seat, rng.choice(NAMES))
    held = list(cards_of(state.hands[seat]))
    card = rng.choice(held) if held and rng.random() < 0.8 else rng.choice(EVERY_CARD)
    return Play(seat, card, rng.choice(NAMES) if rng.random() < 0.3 else None)


def _shared_copy(state: HandState) -> HandState:
    """A deep copy that keeps the (immutable, identity-compared) ruleset shared."""
    return copy.deepcopy(state, memo={id(state.ruleset): state.ruleset})


@pytest.mark.rule("DECIDE-20")
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=seeds, dealer=dealers, pass_probability=pass_probabilities)
def test_a_rejected_action_leaves_the_state_unchanged(
    variant: str, seed: int, dealer: int, pass_probability: float
) -> None:
    known = rule_ids()
    for hand in _hands(variant, seed, dealer, pass_probability):
        rng = random.Random(hand.seed ^ 0x5EED)
        for step in rng.sample(range(len(hand.states)), min(6, len(hand.states))):
            state = hand.states[step]
            before = _shared_copy(state)
            for _ in range(8):
                action = _random_action(rng, state)
                if is_legal(state, action):
                    continue
                with pytest.raises(IllegalActionError) as raised:
                    apply(state, action)
                assert raised.value.rule in known, f"{_where(hand, step)}: {action} cites unknown rule {raised.value.rule}"
                with pytest.raises(IllegalActionError):
                    check(state, action)
                assert state == before, f"{_where(hand, step)}: {action} changed the state"


# --- the record replays to the same state --------------------------------------------------------


@pytest.mark.rule("DECIDE-03")
@pytest.mark.rule("DECIDE-38")
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=seeds, dealer=dealers, pass_probability=pass_probabilities)
def test_replaying_the_record_reproduces_the_final_state(
    variant: str, seed: int, dealer: int, pass_probability: float
) -> None:
    for hand in _hands(variant, seed, dealer, pass_probability):
        assert hand.states[-1] == hand.final, _where(hand)
        for step, state in enumerate(hand.states):
            assert actions_of(state) == hand.actions[:step], f"{_where(hand, step)}: the record of a prefix"


# --- legal_actions agrees with is_legal -----------------------------------------------------------


@cache
def _every_play(seat: int) -> dict[int, tuple[Play, ...]]:
    """By card code, ``seat``'s play of the card naming each of :data:`NAMES` in turn: made once (the
    same values the test would build for each state)."""
    return {c.code: tuple(Play(seat, c, n) for n in NAMES) for c in EVERY_CARD}


@cache
def _every_call(seat: int) -> tuple[Action, ...]:
    """``seat``'s pass, then its bid of each of :data:`EVERY_BID`: made once."""
    return (Pass(seat), *(MakeBid(seat, b) for b in EVERY_BID))


@pytest.mark.rule("BID-01")
@pytest.mark.rule("BID-02")
@pytest.mark.rule("BID-13")
@pytest.mark.rule("JOKER-05")
@pytest.mark.rule("PLAY-02")
@pytest.mark.rule("PLAY-03")
@pytest.mark.rule("PLAY-04")
@pytest.mark.rule("JOKER-02")
@pytest.mark.rule("JOKER-07")
@pytest.mark.rule("JOKER-08")
@pytest.mark.rule("JOKER-10")
@pytest.mark.rule("JOKER-11")
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=seeds, dealer=dealers, pass_probability=pass_probabilities)
def test_legal_actions_agree_with_is_legal(variant: str, seed: int, dealer: int, pass_probability: float) -> None:
    for hand in _hands(variant, seed, dealer, pass_probability):
        rng = random.Random(hand.seed ^ 0xACE)
        for step, state in enumerate(hand.states):
            listed = legal_actions(state)
            listed_set = set(listed)
            where = _where(hand, step)
            assert len(listed_set) == len(listed), f"{where}: an action is listed twice"
            for action in listed:
                assert is_legal(state, action), f"{where}: {action} is listed but not legal"
            if state.phase is Phase.OVER:
                assert not listed, where
                continue
            assert state.turn is not None
            if state.phase is Phase.PLAY:
                held = cards_of(state.hands[state.turn])
                plays = _every_play(state.turn)
                candidates: list[Action] = [play for c in held for play in plays[c.code]]
                candidates += [Play(rng.randrange(4), rng.choice(EVERY_CARD), rng.choice(NAMES)) for _ in range(4)]
                assert any(isinstance(a, Play) for a in listed), f"{where}: no legal play"
            elif state.phase is Phase.AUCTION:
                candidates = list(_every_call(state.turn))
            elif state.phase is Phase.NOMINATION:
                candidates = [Nominate(state.turn, n) for n in NAMES]
            else:
                continue
            unlisted = [a for a in candidates if a not in listed_set]
            for action in rng.sample(unlisted, min(12, len(unlisted))):
                assert not is_legal(state, action), f"{where}: {action} is legal but not listed"


@pytest.mark.rule("SCORE-02")
def test_table_value_formula() -> None:
    # Worked from SCORE-02's examples: 9C 360, 8D 280, 7NT 220, 10H 500, 6S 40, 10NT 520.
    assert [table_value(b) for b in ("9C", "8D", "7NT", "10H", "6S", "10NT", "MIS", "OMIS")] == [
        360, 280, 220, 500, 40, 520, 250, 500,
    ]
    assert expected_points("7H", "N", ["N"] * 10) == {"NS": 250, "EW": 0}
    assert expected_points("8C", "E", ["E"] * 10) == {"EW": 260, "NS": 0}
    assert expected_points("9D", "S", ["N"] * 8 + ["E"] * 2) == {"NS": -380, "EW": 20}
    assert expected_points("MIS", "W", ["N", "S", "W"]) == {"EW": -250, "NS": 0}
