"""The stages of a hand fixture (:data:`STAGES`) and the check of each, on a game opened at the recorded
state before it: the hands and kitty as dealt, the auction and its contract, the kitty exchange and the
joker nomination, every trick's leader, cards and winner, the score of the recorded tricks and the game
around the hand. Each action is taken in the implementation and in the reference (:mod:`.walk`), the
fixture's refusals tried at their place.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from five_hundred import load_ruleset
from five_hundred.bids import Bid
from five_hundred.cards import Card
from five_hundred.explain import (
    deal_rules,
    game_rules,
    leader_rules,
    score_rules,
    transition_rules,
    trick_winner_rules,
)
from five_hundred.state import HandState, Phase

from ...adapter import Implementation, Refused
from ...catalogue import rules
from ...fixtures.model import HandFixture
from ..gamewalk import departure, line_rules
from .walk import Walk, check_turn, diff, fail, take, try_refusals

STAGES = ("deal", "auction", "kitty", "play", "score")
"""The stages of a hand fixture, in order, each checked apart."""
_STAGE_OF_AREA = {
    "DECK": "deal", "DEAL": "deal", "DEALER": "deal", "BID": "auction", "SUIT": "auction", "KITTY": "kitty",
    "PLAY": "play", "RANK": "play", "JOKER": "play", "MIS": "play", "SEAT": "play", "SCORE": "score", "END": "score",
}


def stage_of(rule_id: str) -> str:
    """The stage a rule of a fixture belongs to, by its area (a DECIDE rule goes with the area of the rule
    it settles; an area of no stage goes with the play).

    >>> stage_of("BID-02"), stage_of("SCORE-04")
    ('auction', 'score')
    """
    area = rule_id.split("-", maxsplit=1)[0]
    if area == "DECIDE":
        related = rules()[rule_id].related
        area = related[0].split("-")[0] if related else "PLAY"
    return _STAGE_OF_AREA.get(area, "play")


Stage = Callable[[Implementation, HandFixture, str, Walk, bool], None]
"""A stage's check: ``(impl, fixture, game, walk, try_refusals)``; on a route to a later stage
the fixture's refusals are not tried again."""


def _nomination_asked(fx: HandFixture) -> bool:
    """Whether the recorded hand has a nomination step (the contractor keeps the joker at no trumps or misère)."""
    return fx.nomination is not None and any(Card.parse(c).is_joker for c in fx.post_exchange_hand() or ())


def check_deal(impl: Implementation, fx: HandFixture, game: str, walk: Walk, refusals: bool = True) -> None:
    """The hands and kitty as dealt from the pack (charged to the deal's rule)."""
    obs = impl.observe(game)
    want = {s: sorted(fx.hands[s]) for s in fx.seats}
    got = {s: sorted(obs["hands"][s]) for s in fx.seats}
    seats_only = sorted(map(tuple, want.values())) == sorted(map(tuple, got.values())) and \
        Counter(fx.kitty) == Counter(obs["kitty"])
    charged = deal_rules(walk.state.ruleset, seats_only=seats_only)
    for seat in fx.seats:
        if want[seat] != got[seat]:
            fail(fx, ("hands", seat), f"{seat}'s hand as dealt: expected {' '.join(fx.hands[seat])}, got "
                                       f"{' '.join(obs['hands'][seat])} ({diff(fx.hands[seat], obs['hands'][seat])})",
                  charged, list(fx.hands[seat]), list(obs["hands"][seat]))
    if Counter(fx.kitty) != Counter(obs["kitty"]):
        fail(fx, ("kitty",), f"the kitty as dealt: expected {' '.join(fx.kitty)}, got {' '.join(obs['kitty'])} "
                              f"({diff(fx.kitty, obs['kitty'])})", charged, list(fx.kitty), list(obs["kitty"]))


def check_auction(impl: Implementation, fx: HandFixture, game: str, walk: Walk, refusals: bool = True) -> None:
    """Every recorded auction action, then the phase, the turn and the contract after the auction, and the
    partners named where the hand names them (SEAT-10).
    """
    for i, action in enumerate(fx.auction):
        take(impl, game, fx, walk, ("auction", i), action, f"auction action {i + 1}", i if refusals else None)
    exp = fx.expect
    if exp.contract is None and refusals:  # a thrown-in hand: the place after the auction is the last
        try_refusals(impl, fx, game, walk, len(fx.auction))
    check_turn(impl, game, fx, walk, ("auction",), "after the auction")
    obs = impl.observe(game)
    if exp.contract is not None and (obs["contract"], obs["contractor"]) != (exp.contract, exp.contractor):
        fail(fx, ("auction",), f"after the auction: expected contract {exp.contract} by {exp.contractor}, "
                                f"got {obs['contract']} by {obs['contractor']}", ("BID-10",),
              {"contract": exp.contract, "contractor": exp.contractor},
              {"contract": obs["contract"], "contractor": obs["contractor"]})
    if fx.called and exp.contractor is not None:  # the cards called as the auction closes (SEAT-12)
        take(impl, game, fx, walk, ("called",), f"{exp.contractor} call {' '.join(fx.called)}", "the cards called",
             len(fx.auction) if refusals else None)
        check_turn(impl, game, fx, walk, ("called",), "after the cards are called")
    elif fx.partners and exp.contractor is not None:  # the partners, named as the auction closes (SEAT-10)
        take(impl, game, fx, walk, ("partners",), f"{exp.contractor} partner {' '.join(fx.partners)}", "the partners",
             len(fx.auction) if refusals else None)
        check_turn(impl, game, fx, walk, ("partners",), "after the partners are named")


def check_exchange(impl: Implementation, fx: HandFixture, game: str, walk: Walk, refusals: bool = True) -> None:
    """The discard, the contractor's hand after it, and the joker nomination when the hand has one."""
    contractor = fx.expect.contractor
    assert contractor is not None and fx.discard is not None
    place = len(fx.auction) + fx.partner_step
    check_turn(impl, game, fx, walk, ("discard",), "before the discard")
    take(impl, game, fx, walk, ("discard",), f"{contractor} discard {' '.join(fx.discard)}", "the discard",
          place if refusals else None)
    kept = list(fx.post_exchange_hand() or ())
    obs = impl.observe(game)
    if Counter(kept) != Counter(obs["hands"][contractor]):
        fail(fx, ("discard",), f"{contractor}'s hand after the exchange: expected {' '.join(kept)}, got "
                                f"{' '.join(obs['hands'][contractor])} ({diff(kept, obs['hands'][contractor])})",
              ("KITTY-01", "KITTY-02"), kept, list(obs["hands"][contractor]))
    check_turn(impl, game, fx, walk, ("nomination",), "after the discard")
    if walk.state.phase is Phase.NOMINATION:
        take(impl, game, fx, walk, ("nomination",), f"{contractor} nominate {fx.nomination}", "the nomination",
              place + 1 if refusals else None)
        check_turn(impl, game, fx, walk, ("nomination",), "after the nomination")


def check_tricks(impl: Implementation, fx: HandFixture, game: str, walk: Walk, refusals: bool = True) -> None:
    """Each trick's leader, cards and winner, the hand over after the last, and the tricks won."""
    place = len(fx.auction) + fx.partner_step + 1 + _nomination_asked(fx)
    for t, trick in enumerate(fx.tricks):
        n = t + 1
        turn = impl.observe(game)["turn"]
        if turn != trick.leader:
            fail(fx, ("tricks", t, "leader"), f"trick {n}: expected {trick.leader} to lead, the implementation says {turn}",
                  leader_rules(walk.state), trick.leader, turn)
        before = walk.state
        for i, (seat, card) in enumerate(zip(fx.trick_seats(trick.leader), trick.action_cards(), strict=True)):
            take(impl, game, fx, walk, ("tricks", t, "cards", i), f"{seat} play {card}", f"trick {n}, card {i + 1}",
                  place if refusals else None)
            place += 1
        done = impl.observe(game)["tricks"]
        cards = [c.partition(":")[0] for c in trick.cards]
        if len(done) != n or done[t]["cards"] != cards:
            check_turn(impl, game, fx, walk, ("tricks", t), f"trick {n}")
            fail(fx, ("tricks", t, "cards"), f"trick {n}: expected cards {trick.cards}, got "
                                              f"{done[t]['cards'] if len(done) > t else '(no such trick)'}",
                  transition_rules(before, walk.state), cards, done[t]["cards"] if len(done) > t else None)
        if done[t]["winner"] != trick.winner:
            fail(fx, ("tricks", t, "winner"), f"trick {n}: expected winner {trick.winner}, got {done[t]['winner']}",
                  _winner_rules(walk.state, t), trick.winner, done[t]["winner"])
    if refusals:
        try_refusals(impl, fx, game, walk, place)
    check_over(impl, fx, game, walk)
    won = impl.observe(game)["tricks_won"]
    if won != dict(fx.expect.tricks_won):
        fail(fx, ("expect", "tricks_won"), f"at the end: expected tricks_won {dict(fx.expect.tricks_won)}, got {won}",
              ("PLAY-09", "SEAT-05", "DECIDE-26"), dict(fx.expect.tricks_won), won)


def _winner_rules(state: HandState, t: int) -> tuple[str, ...]:
    """The rule that makes the winner of trick ``t`` (0-based) of ``state`` win."""
    trick = state.tricks[t]
    named = trick.led if trick.cards and trick.cards[0].is_joker and state.trump is None \
        and state.joker_suit is None else None
    return trick_winner_rules(trick.cards, state.trump, state.joker_suit, named, state.ruleset)


def check_over(impl: Implementation, fx: HandFixture, game: str, walk: Walk) -> None:
    """The hand is over (after the last trick, or after the auction of a thrown-in hand)."""
    obs = impl.observe(game)
    if obs["phase"] != "over" or obs["result"] is None:
        last = "after the last trick" if fx.tricks else "after the auction"
        fail(fx, ("tricks",), f"{last}: expected the hand to be over, got phase {obs['phase']!r}", walk.turn(),
              "over", obs["phase"])


def check_thrown_in_scores(impl: Implementation, fx: HandFixture, game: str) -> None:
    """A thrown-in hand: the tricks won, the points and ``made`` as recorded (charged to BID-09)."""
    obs = impl.observe(game)
    result = obs["result"]
    for key, want, got in (("tricks_won", dict(fx.expect.tricks_won), obs["tricks_won"]),
                           ("points", dict(fx.expect.points), result["points"]), ("made", None, result["made"])):
        if want != got:
            fail(fx, ("expect", key), f"a thrown-in hand: expected {key} {want}, got {got}", ("BID-09",), want, got)


def check_score(impl: Implementation, fx: HandFixture) -> None:
    """The score of the recorded tricks, asked with ``hand-score``; a difference is charged to its line's rule."""
    exp = fx.expect
    assert exp.contract is not None and exp.contractor is not None
    won = dict.fromkeys(fx.seats, 0)
    for trick in fx.tricks:
        won[trick.winner] += 1
    r = load_ruleset(fx.variant, fx.options)
    partners = list(fx.partners or ())
    lines = score_rules(r, Bid.parse(exp.contract), r.seat_index(exp.contractor), [won[s] for s in r.seats],
                        [r.seat_index(p) for p in partners])
    try:
        got = impl.hand_score(fx.variant, list(fx.options), exp.contract, exp.contractor, won,
                              *([partners] if partners else []))
    except Refused as e:
        fail(fx, ("expect", "points"), f"the implementation refused to score {exp.contract} by {exp.contractor} "
                                        f"with tricks {won}: {e.message}", lines["made"], dict(exp.points), "refused")
    points = got["points"]
    for side, want in exp.points.items():
        if points.get(side) != want:
            fail(fx, ("expect", "points"), f"the score of the recorded tricks ({won}): expected points "
                                            f"{dict(exp.points)}, got {points} ({side}: {want} expected)",
                  line_rules(impl, fx.variant, list(fx.options), exp.contract, exp.contractor, side, want,
                             points.get(side), lines[side]), dict(exp.points), points)
    if got["made"] != exp.made:
        fail(fx, ("expect", "made"), f"the score of the recorded tricks ({won}): expected made {exp.made}, got "
                                      f"{got['made']}", lines["made"], exp.made, got["made"])


def check_game(impl: Implementation, fx: HandFixture) -> None:
    """The game around the hand (``game``): game-after-hand from the state before it; a difference is
    charged to the rule of the fact that differs.
    """
    if fx.game is None:
        return
    before = {"scores": dict(fx.game["before"]["scores"]), "dealer": fx.dealer,
              "backwards": list(fx.game["before"].get("backwards", []))}
    hand = {"contract": fx.expect.contract, "contractor": fx.expect.contractor,
            "trick_winners": [t.winner for t in fx.tricks], **({"partners": list(fx.partners)} if fx.partners else {})}
    want = fx.game["after"]
    r = load_ruleset(fx.variant, fx.options)
    reason = want["outcome"]["reason"] if want.get("outcome") else None
    thrown_in = fx.expect.contract is None and not fx.tricks
    try:
        got = impl.game_after_hand(fx.variant, list(fx.options), before, hand)
    except Refused as e:
        fail(fx, ("game",), f"the implementation refused game-after-hand: {e.message}",
              game_rules(r, "scores", thrown_in=thrown_in, reason=reason), want, "refused")
    for key in ("scores", "dealer", "backwards", "outcome"):
        a, b = want[key], got.get(key)
        if key == "backwards":
            a, b = sorted(a), sorted(b or [])
        if a != b:
            found = departure(impl, fx.variant, list(fx.options), before, hand, got)
            charged = game_rules(r, key, thrown_in=thrown_in, reason=reason) if found is None else found.rules
            said = "" if found is None else f"; the first fact that differs: {found.what}"
            fail(fx, ("game", "after", key), f"after the hand: expected the game's {key} {a}, got {b}{said}",
                  charged, a, b)
