"""The fast path and the checked path agree: :func:`five_hundred.playout` ends
in exactly the state that :func:`five_hundred.apply` reaches with the same actions.

For every variant (and a few option sets that change the auction and the joker
lead), and for each kind of contract the variant has (a trump suit, no trumps
with the joker nominated, no trumps with a suitless joker, misère, open
misère, or whatever a random auction gives), random hands are set up through
:func:`apply` up to the first lead, finished by :func:`playout`, and the
record of the finished hand (:func:`actions_of`) is replayed from the deal
with :func:`apply`. The same is done from a random point of the record (in the
auction, the kitty or the middle of a trick), so that the fast path also
starts from every kind of state. Each kind must actually occur in enough of
its hands: a test that never met a nominated joker would prove nothing about it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from five_hundred import (
    JOKER,
    Action,
    Bid,
    BidKind,
    Discard,
    HandState,
    MakeBid,
    Nominate,
    Pass,
    Phase,
    Ruleset,
    SetupError,
    Suit,
    actions_of,
    apply,
    cards_of,
    deal,
    deal_hands,
    legal_actions,
    load_ruleset,
    playout,
    variant_ids,
)
from hypothesis import given, settings
from hypothesis import strategies as st

HANDS = 24
"""Hands per variant, option set and kind of contract."""

RULESETS: list[tuple[str, tuple[str, ...]]] = [(v, ()) for v in variant_ids()] + [
    ("australian", ("ref:all-pass-play-nt", "ref:high-bidder-final-turn", "var:joker-lead-last-only")),
    ("american", ("ref:all-pass-play-nt",)),
    ("three-player", ("ref:all-pass-play-nt",)),
]


def _trumps(r: Ruleset, rng: random.Random) -> Bid | None:
    return rng.choice([b for b in r.bid_ladder if b.kind is BidKind.TRICKS and b.trump is not None and b.tricks == 6])


def _no_trumps(r: Ruleset, rng: random.Random) -> Bid | None:
    return rng.choice([b for b in r.bid_ladder if b.is_no_trumps and b.tricks is not None and b.tricks <= 7])


def _kind(kind: BidKind) -> Callable[[Ruleset, random.Random], Bid | None]:
    return lambda r, _rng: Bid(kind)


def _random(_r: Ruleset, _rng: random.Random) -> Bid | None:
    return None


KINDS: dict[str, tuple[Callable[[Ruleset, random.Random], Bid | None], Callable[[HandState], bool]]] = {
    "trumps": (_trumps, lambda s: s.trump is not None),
    "no trumps, joker nominated": (
        _no_trumps, lambda s: s.contract is not None and s.contract.is_no_trumps and s.joker_suit is not None),
    "no trumps, suitless joker": (
        _no_trumps,
        lambda s: s.contract is not None and s.contract.is_no_trumps and s.joker_suit is None
        and not s.discard & JOKER.bit),
    "misère": (_kind(BidKind.MISERE), lambda s: s.contract is not None and s.contract.kind is BidKind.MISERE),
    "open misère": (
        _kind(BidKind.OPEN_MISERE), lambda s: s.contract is not None and s.contract.kind is BidKind.OPEN_MISERE),
    "random auction": (_random, lambda s: True),
}
"""Each kind of contract: the bid to make, and whether a hand at the first lead is of that kind."""


def _cases() -> list[Any]:
    out = []
    for variant, options in RULESETS:
        r = load_ruleset(variant, options)
        for kind, (target, _) in KINDS.items():
            bid = target(r, random.Random(0))
            if bid is not None and bid not in r.bid_rank:
                continue  # the variant has no such contract
            if kind == "no trumps, joker nominated" and not r.joker_nomination:
                continue
            label = "+".join((variant, *options))
            out.append(pytest.param(variant, options, kind, id=f"{label}-{kind}"))
    return out


def _auction(state: HandState, target: Bid | None, rng: random.Random) -> HandState:
    """Bid ``target`` at the first chance (over a bid of the misère entry level
    where misère needs one), and pass otherwise; with no target, a random auction.
    """
    r = state.ruleset
    made = False
    while state.phase is Phase.AUCTION:
        legal = legal_actions(state)
        bids = {a.bid: a for a in legal if isinstance(a, MakeBid)}
        action: Action = legal[0]  # a pass
        if target is None:
            action = rng.choice(legal) if rng.random() < 0.3 else legal[0]
        elif not made and target in bids:
            action, made = bids[target], True
        elif not made and target.is_misere and r.misere_entry_level is not None:
            entry = [b for b in bids if b.kind is BidKind.TRICKS and b.tricks == r.misere_entry_level]
            if entry:
                action = bids[min(entry, key=r.bid_rank.__getitem__)]
        assert isinstance(action, (Pass, MakeBid))
        state = apply(state, action)
    return state


def _to_first_lead(state: HandState, kind: str, rng: random.Random) -> HandState:
    """Discard and nominate by the kind of hand wanted: keep the joker for a no-trump
    contract, then nominate a suit for it or decline.
    """
    if state.phase is Phase.PARTNER:  # where partners are named (SEAT-10): any of the legal namings
        state = apply(state, rng.choice(legal_actions(state)))
    if state.phase is Phase.KITTY:
        seat = state.turn
        assert seat is not None
        held = [c for c in cards_of(state.hands[seat]) if not (kind.startswith("no trumps") and c == JOKER)]
        state = apply(state, Discard(seat, tuple(rng.sample(held, state.ruleset.kitty_size))))
    if state.phase is Phase.NOMINATION:
        assert state.turn is not None
        suit: Suit | None = rng.choice([None, *Suit])
        if kind == "no trumps, joker nominated":
            suit = rng.choice(list(Suit))
        elif kind == "no trumps, suitless joker":
            suit = None
        state = apply(state, Nominate(state.turn, suit))
    return state


def _deal(r: Ruleset, dealer: int, rng: random.Random, *, joker_to_eldest: bool) -> HandState:
    """A random deal; where asked, the eldest hand (the first to bid) holds the joker (when the pack has one)."""
    pack = list(r.pack)
    rng.shuffle(pack)
    if not joker_to_eldest or JOKER not in pack:
        return deal(r, pack, dealer)
    eldest, size = (dealer + 1) % r.players, r.hand_size
    at = pack.index(JOKER)
    pack[at], pack[eldest * size] = pack[eldest * size], pack[at]
    hands = {s: pack[s * size:(s + 1) * size] for s in range(r.players)}
    return deal_hands(r, hands, pack[r.players * size:r.players * size + r.kitty_size], dealer)  # the rest: a dead hand


def _replay(dealt: HandState, actions: tuple[Action, ...]) -> list[HandState]:
    states = [dealt]
    for action in actions:
        states.append(apply(states[-1], action))
    return states


@pytest.mark.parametrize(("variant_id", "options", "kind"), _cases())
def test_playout_ends_where_apply_ends(variant_id: str, options: tuple[str, ...], kind: str) -> None:
    r = load_ruleset(variant_id, options)
    target, is_kind = KINDS[kind]
    covered = 0
    for k in range(HANDS):
        rng = random.Random(f"{variant_id}{options}{kind}{k}")
        dealt = _deal(r, k % r.players, rng, joker_to_eldest=kind.startswith("no trumps"))
        start = _to_first_lead(_auction(dealt, target(r, rng), rng), kind, rng)
        covered += start.phase is not Phase.OVER and is_kind(start)
        before = dict(vars(start))
        final = playout(start, rng)
        where = f"{variant_id} {options} {kind}, hand {k}"
        assert vars(start) == before, f"{where}: the playout changed the state it was given"
        assert final.phase is Phase.OVER and final.result is not None, where
        record = actions_of(final)
        states = _replay(dealt, record)
        assert states[-1] == final, f"{where}: the playout differs from replaying its record"
        assert states[len(actions_of(start))] == start, f"{where}: the record does not begin with the set-up"

        # From a random point of the record: the auction, the kitty, the middle of a trick.
        step = rng.randrange(len(record) + 1)
        again = playout(states[step], rng)
        redo = actions_of(again)
        assert redo[:step] == record[:step], f"{where}: the playout from step {step} changed the past"
        assert _replay(dealt, redo)[-1] == again, f"{where}: the playout from step {step} differs from its replay"
    assert covered >= HANDS // 3, f"only {covered} of {HANDS} hands were of the kind {kind!r}"


def _events(final: HandState) -> set[str]:
    """The rare turns a finished hand took that the fast path handles apart."""
    r, result = final.ruleset, final.result
    assert result is not None
    out = set()
    if any(t.plays[0][1] == JOKER and final.trump is None and final.joker_suit is None for t in final.tricks):
        out.add("suitless joker led, naming a suit")
    if not result.thrown_in and result.tricks_played < r.hand_size:
        out.add("misère ended on the trick the contractor won")
    if final.exposed:
        out.add("open misère hand exposed")
    if not result.thrown_in and final.contractor is None:
        out.add("all passed, played at no trumps")
    if result.thrown_in:
        out.add("thrown in")
    return out


def test_the_rare_turns_of_a_hand_are_met_and_replay_the_same() -> None:
    """Every turn the fast path takes apart from the common case (a suitless
    joker led naming a suit, a misère ended early, an open misère exposed, an
    all-pass hand played at no trumps, a hand thrown in) occurs in random
    playouts from the deal, and each such hand is the state its record replays to.
    """
    seen: dict[str, int] = {}
    rng = random.Random(7)
    for variant, options in RULESETS:
        r = load_ruleset(variant, options)
        for k in range(300):
            dealt = _deal(r, k % r.players, rng, joker_to_eldest=k % 2 == 0)
            final = playout(dealt, rng, pass_probability=0.8)
            events = _events(final)
            for e in events:
                seen[e] = seen.get(e, 0) + 1
            if events - {"thrown in"}:
                assert _replay(dealt, actions_of(final))[-1] == final, f"{variant} {options} hand {k}: {events}"
    for event in ("suitless joker led, naming a suit", "misère ended on the trick the contractor won",
                  "open misère hand exposed", "all passed, played at no trumps", "thrown in"):
        assert seen.get(event, 0) >= 10, f"only {seen.get(event, 0)} random hands with {event!r}: {seen}"


@pytest.mark.parametrize("variant_id", variant_ids())
def test_deal_refuses_any_card_given_twice(variant_id: str) -> None:
    """The deal checks the pack by the sum of its card bits: a card given in
    place of any other is refused, whichever two places they hold.
    """
    r = load_ruleset(variant_id)
    pack = list(r.pack)
    for i in range(len(pack)):
        for j in range(len(pack)):
            if i != j:
                bad = pack.copy()
                bad[j] = pack[i]
                with pytest.raises(SetupError, match="appears twice"):
                    deal(r, bad, 0)


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), ruleset=st.sampled_from(RULESETS),
       dealer=st.integers(min_value=0, max_value=3), pass_probability=st.sampled_from([0.5, 0.7, 0.85]))
def test_a_random_hand_of_the_fast_path_is_the_checked_paths(seed: int, ruleset: tuple[str, tuple[str, ...]],
                                                               dealer: int, pass_probability: float) -> None:
    """The same seed gives the same hand: the actions of a playout, replayed through the checked path
    (:func:`legal_actions` offers each, :func:`apply` checks and takes it), end in the state the playout
    ended in, with the same tricks, the same result and the same score.
    """
    r = load_ruleset(*ruleset)

    def hand() -> tuple[HandState, HandState]:
        rng = random.Random(seed)
        pack = list(r.pack)
        rng.shuffle(pack)
        dealt = deal(r, pack, dealer % r.players)
        return dealt, playout(dealt, rng, pass_probability=pass_probability)

    dealt, final = hand()
    assert hand()[1] == final  # the same seed, the same hand
    state = dealt
    for action in actions_of(final):
        if not isinstance(action, Discard):  # the discards are not listed (KITTY-04); apply checks them
            assert action in legal_actions(state), action
        state = apply(state, action)
    assert state.result == final.result and state.tricks == final.tricks and state == final
