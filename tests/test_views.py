"""Per-seat views (:mod:`five_hundred.views`): a view never shows a card the rules keep face
down, and every hand dealt by :func:`~five_hundred.views.determinize` looks the same to the
seat it was dealt for (random hands of every variant, every seat and a spectator, every phase).
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from five_hundred import (
    BidKind,
    Discard,
    HandState,
    MakeBid,
    Pass,
    SetupError,
    actions_of,
    apply,
    deal,
    deal_hands,
    legal_actions,
    load_ruleset,
    playout,
)
from five_hundred.cards import cards_of
from five_hundred.position import position_of, state_from_position
from five_hundred.ruleset import Ruleset, variant_ids, variant_options
from five_hundred.state import AUCTION, KITTY, OVER, PARTNER
from five_hundred.views import determinize, kitty_taken, view


def _walk(r: Ruleset, rng: random.Random, hands: int) -> Iterator[HandState]:
    """Every state of ``hands`` random hands, the auction steered to misère and open misère
    (so that hands are exposed and partners sit out) as often as to suit contracts."""
    for n in range(hands):
        pack = list(r.pack)
        rng.shuffle(pack)
        state = deal(r, pack, n % r.players)
        yield state
        while state.phase is not OVER:
            actions = legal_actions(state)
            if state.phase is AUCTION:
                misere = [a for a in actions if isinstance(a, MakeBid) and a.bid.is_misere]
                passes = [a for a in actions if isinstance(a, Pass)]
                pick = misere if misere and rng.random() < 0.4 else passes if passes and rng.random() < 0.5 else actions
                action = rng.choice(pick)
            elif state.phase is KITTY:  # the discards are not listed: any three cards held
                c = state.turn
                assert c is not None
                action = Discard(c, tuple(rng.sample(cards_of(state.hands[c]), state.kitty.bit_count())))
            else:
                action = rng.choice(actions)
            state = apply(state, action)
            yield state


def _seen(state: HandState, seat: int | None) -> int:
    """The cards the rules let ``seat`` see, worked out here from the rules themselves
    (DEAL-01, DEAL-05, KITTY-01, KITTY-02, MIS-03, DECIDE-21)."""
    mask = 0
    for t in (*state.tricks, *((state.current,) if state.current is not None else ())):
        for _, card in t.plays:
            mask |= 1 << card.code
    if seat is not None:
        mask |= state.hands[seat]
    c = state.contractor
    if c is not None and state.exposed:
        mask |= state.hands[c]
    if c is not None and seat == c and state.phase not in (AUCTION, KITTY):
        mask |= state.discard
    if c is not None and seat == c and kitty_taken(state):
        mask |= state.kitty
    return mask


def _shown(v: object) -> int:
    mask = 0
    for name in ("hand", "kitty", "discard", "exposed_hand"):
        for card in getattr(v, name) or ():
            mask |= 1 << card.code
    for t in (*v.tricks, *((v.current,) if v.current is not None else ())):  # type: ignore[attr-defined]
        for _, card in t.plays:
            mask |= 1 << card.code
    return mask


def _exposure_options(variant: str) -> tuple[str, ...]:
    """The options of ``variant`` that move the moment the open-misère hand is laid face up."""
    plain = load_ruleset(variant).open_misere_exposed_after_trick
    return tuple(o for o in variant_options(variant)
                 if load_ruleset(variant, [o]).open_misere_exposed_after_trick != plain)


RULESETS = [(v, ()) for v in variant_ids()] + [(v, (o,)) for v in variant_ids() for o in _exposure_options(v)]


@pytest.mark.parametrize(("variant", "options"), RULESETS)
def test_a_view_shows_only_what_the_rules_let_the_seat_see(variant: str, options: tuple[str, ...]) -> None:
    r = load_ruleset(variant, options)
    rng = random.Random(f"views/{variant}/{options}")
    seats: list[int | None] = [*range(r.players), None]
    exposed = 0
    for state in _walk(r, rng, 40):
        exposed += state.exposed
        for seat in seats:
            v = view(state, seat)
            assert _shown(v) == _seen(state, seat), (seat, state.phase)
            # The other seats' hands appear only as counts.
            assert v.hand_sizes == tuple(m.bit_count() for m in state.hands)
    if r.open_misere_exposed_after_trick and any(b.kind is BidKind.OPEN_MISERE for b in r.bid_ladder):
        assert exposed, "no open-misère hand was laid face up in these hands"


@pytest.mark.parametrize("variant", variant_ids())
def test_every_determinized_hand_looks_the_same_to_its_seat_and_can_arise(variant: str) -> None:
    r = load_ruleset(variant)
    rng = random.Random(f"determinize/{variant}")
    seats: list[int | None] = [*range(r.players), None]
    differed = 0
    for i, state in enumerate(_walk(r, rng, 12)):
        if i % 3:
            continue
        for seat in seats:
            det = determinize(state, seat, random.Random(f"{variant}/{i}/{seat}"))
            assert view(det, seat) == view(state, seat)
            assert det.hands[seat if seat is not None else 0].bit_count() == state.hands[seat if seat is not None else 0].bit_count()
            if state.contract is not None and state.contractor is not None and state.phase not in (AUCTION, PARTNER):
                state_from_position(r, position_of(det))  # the rules can reach it: raises otherwise
            else:
                assert all(d == h for d, h in zip(det.dealt, det.hands, strict=True))
            everything = det.kitty
            for m in det.dealt:
                everything |= m
            live = len(r.pack) - r.dead_size  # the dead hand is in no state (DEAL-07)
            assert everything & ~r.pack_mask == 0 and everything.bit_count() == live
            assert sum(m.bit_count() for m in det.dealt) + det.kitty.bit_count() == live
            differed += det.hands != state.hands
    assert differed, "determinize never dealt the unseen cards differently"


def test_determinize_is_seeded_and_keeps_what_the_seat_holds() -> None:
    r = load_ruleset("australian")
    state = next(s for s in _walk(r, random.Random(3), 5) if len(s.tricks) == 4)
    a = determinize(state, 1, random.Random(7))
    b = determinize(state, 1, random.Random(7))
    assert a == b
    assert a.hands[1] == state.hands[1]
    assert cards_of(a.hands[1]) == view(state, 1).hand


def test_a_seat_that_is_not_of_the_variant_is_refused_in_one_line() -> None:
    r = load_ruleset("three-player")
    state = deal(r, list(r.pack), 0)
    with pytest.raises(ValueError, match="seat 3 is not a seat of three-player"):
        view(state, 3)
    with pytest.raises(ValueError, match="seat -1"):
        determinize(state, -1, random.Random(0))


def test_observe_with_a_seat_answers_that_seat_s_view_through_the_protocol() -> None:
    from five_hundred_suite.adapter import ReferenceImplementation
    from five_hundred_suite.protocol.validation import validator
    from five_hundred_suite.serve import respond

    impl = ReferenceImplementation()
    r = load_ruleset("australian")
    pack = [str(c) for c in r.pack]
    game = respond(impl, {"seq": 1, "cmd": "open", "variant": "australian", "options": [],
                          "setup": {"dealer": "W", "pack": pack}})["value"]
    for action in ("N bid 6S", "E pass", "S pass", "W pass"):
        assert respond(impl, {"seq": 2, "cmd": "act", "game": game, "action": action})["ok"]
    whole = respond(impl, {"seq": 3, "cmd": "observe", "game": game})
    assert "seat" not in whole["value"] and len(whole["value"]["hands"]) == 4
    check = validator("response", "observe")
    for seat in ("N", "E", "spectator"):
        answer = respond(impl, {"seq": 4, "cmd": "observe", "game": game, "seat": seat})
        check.validate(answer)
        seen = answer["value"]
        assert seen["seat"] == seat
        assert list(seen["hands"]) == ([] if seat == "spectator" else [seat])
        assert seen["hand_sizes"] == {"N": 13, "E": 10, "S": 10, "W": 10}
        # The contractor (N) has taken the kitty up and sees it; nobody else does (DEAL-05, KITTY-01).
        assert seen["kitty"] == (whole["value"]["kitty"] if seat == "N" else None)
        assert seen["discard"] is None
    refused = respond(impl, {"seq": 5, "cmd": "observe", "game": game, "seat": "P3"})  # a seat of another game
    assert refused["ok"] is False and "P3" in refused["refused"]["message"]
    assert respond(impl, {"seq": 6, "cmd": "hello", "protocol": 1})["value"]["views"] is True


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not on the PATH: the JavaScript engine cannot run")
def test_both_engines_show_every_seat_the_same_view_through_the_protocol() -> None:
    """Random hands of every variant taken in step by the reference and the JavaScript engine
    (its adapter, over the protocol with schema checks): at every step every seat's view and
    the spectator's are the same in both."""
    from five_hundred_suite.adapter import SPECTATOR, ReferenceImplementation
    from five_hundred_suite.protocol.program import SubprocessImplementation

    adapter = f"node {Path(__file__).resolve().parents[1] / 'implementations/javascript/bin/adapter.mjs'}"
    ours = ReferenceImplementation()
    compared = 0
    with SubprocessImplementation(adapter, timeout=20.0, validate=True) as theirs:
        assert theirs.describe().get("views") is True
        for variant in variant_ids():
            r = load_ruleset(variant)
            rng = random.Random(f"two-engines/{variant}")
            for n in range(2):
                pack = [str(c) for c in rng.sample(list(r.pack), len(r.pack))]
                setup = {"dealer": r.seats[n % r.players], "pack": pack}
                games = (ours.open(variant, [], setup), theirs.open(variant, [], setup))
                while True:
                    for seat in (*r.seats, SPECTATOR):
                        assert ours.observe(games[0], seat) == theirs.observe(games[1], seat), (variant, seat)
                        compared += 1
                    whole = ours.observe(games[0])
                    if whole["phase"] == "over":
                        break
                    if whole["phase"] == "kitty":
                        held = whole["hands"][whole["turn"]]
                        action = f"{whole['turn']} discard {' '.join(rng.sample(held, len(whole['kitty'])))}"
                    else:
                        legal = ours.legal_actions(games[0])
                        misere = [a for a in legal if a.endswith(("MIS", "OMIS"))]
                        action = rng.choice(misere if misere and rng.random() < 0.4 else legal)
                    ours.act(games[0], action)
                    theirs.act(games[1], action)
                ours.close(games[0])
                theirs.close(games[1])
    assert compared > 200


def _run_visibility(tmp_path: Path, change: str) -> dict[str, str]:
    """``run`` of the visibility cases (DEAL-05, KITTY-01) against ``tests/fakes/seat_views.py CHANGE``:
    each case's status and the rules charged to it."""
    import json
    import subprocess
    import sys

    fake = f"{sys.executable} {Path(__file__).resolve().parent / 'fakes' / 'seat_views.py'} {change}"
    done = subprocess.run([sys.executable, "-m", "five_hundred_suite", "run", "--impl", fake, "--variant", "australian",
                           "--rule", "DEAL-05", "--rule", "KITTY-01", "-k", "see", "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode in (0, 1), done.stderr
    results = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))["results"]
    return {r["id"]: f"{r['status']} {' '.join(r.get('charged', []))}".strip() for r in results
            if str(r.get("feature", "")).endswith("visibility.feature")}


def test_an_engine_that_shows_the_kitty_to_all_fails_the_visibility_cases(tmp_path: Path) -> None:
    seen = _run_visibility(tmp_path, "kitty-to-all")
    failed = {k: v for k, v in seen.items() if v.startswith("failed")}
    assert failed, seen
    for charged in failed.values():
        assert set(charged.split()[1:]) <= {"DEAL-05", "KITTY-01", "DEAL-01"}, charged


def test_an_engine_without_views_is_not_asked_the_visibility_cases(tmp_path: Path) -> None:
    seen = _run_visibility(tmp_path, "none")
    assert seen and all(v.startswith("skipped") for v in seen.values()), seen


@pytest.mark.rule("DEAL-07")
@pytest.mark.variant("two-hand-dead")
def test_a_dead_hand_is_in_no_state_and_no_view(variant: str) -> None:
    """The ten cards dealt to the dead hand (on the dealer's left, by the packets ``to: dead``) are held by
    nobody and shown to nobody, whatever the seat, at every step of a hand; a determinized deal keeps ten
    cards out of play too (which ten, no seat can know); given hands and a widow leave the dead hand out,
    and must leave out exactly ten cards (DECK-03).
    """
    r = load_ruleset(variant)
    pack = list(r.pack)
    random.Random(3).shuffle(pack)
    state = deal(r, pack, 0)  # P1 deals: the dead hand gets pack[0:3], pack[12:16] and pack[24:27]
    dead = {pack[i] for i in (*range(0, 3), *range(12, 16), *range(24, 27))}
    assert len(dead) == r.dead_size == 10
    states = [state]
    for action in actions_of(playout(state, random.Random(4))):
        states.append(apply(states[-1], action))
    for s in states:
        held = s.kitty | s.discard | sum(s.hands) | sum(c.bit for t in s.tricks for c in t.cards)
        assert not any(c.bit & held for c in dead)
        for seat in (0, 1, None):
            v = view(s, seat)
            shown = {*v.hand, *(v.kitty or ()), *(v.discard or ()), *(v.exposed_hand or ()),
                     *(c for t in v.tricks for c in t.cards), *(v.current.cards if v.current else ())}
            assert not shown & dead, (seat, s.phase)
    det = determinize(states[len(states) // 2], 1, random.Random(5))
    live = det.kitty | sum(det.dealt)
    assert live & ~r.pack_mask == 0 and live.bit_count() == len(r.pack) - r.dead_size
    p1, p2 = pack[6:9] + pack[20:24] + pack[30:33], pack[3:6] + pack[16:20] + pack[27:30]
    assert deal_hands(r, {0: p1, 1: p2}, pack[9:12], 0).hands == state.hands  # the dead hand: what is not given
    with pytest.raises(SetupError, match=r"appears twice .*\[DECK-02\]"):  # a card given twice is still refused
        deal_hands(r, {0: p1, 1: [*p2[:9], p1[0]]}, pack[9:12], 0)
