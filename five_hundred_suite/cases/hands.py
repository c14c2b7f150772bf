"""The checks of a whole-hand fixture (``features/hands/``), stage by stage, through the
:class:`~five_hundred_suite.adapter.Implementation` interface only: used by the pytest run
(``tests/test_hands.py``) and by ``python -m five_hundred_suite run``.

Five stages per fixture (:data:`STAGES`): ``deal`` (the hands and kitty dealt from the pack),
``auction`` (the contract), ``kitty`` (the exchange and the joker nomination), ``play`` (each
trick's leader, cards and winner, the tricks won) and ``score`` (points and made, and the game
around the hand when the fixture gives one). Actions listed under ``refuse`` are tried at
their place in the hand, in the stage that place belongs to, and must be refused with the hand
left as it was. A stage carries the fixture's rule IDs of that stage (:func:`stage_of`).

Each stage starts from the recorded state before it, so that one disagreement fails one stage
and hides nothing after it: the deal is dealt from the pack, the auction starts from the
recorded hands, the kitty exchange and the play start from the recorded position
(``spec/pages/positions.md``), and the score is asked for the recorded tricks (``hand-score``).
An implementation that does not open positions has the kitty and play stages replayed from the
recorded hands instead; when that route disagrees the stage is not reached (:class:`NotReached`).

Each failure is charged to the rule of the check that failed, not to the fixture's rules: the
reference engine is walked in step with the implementation (:class:`_Walk`), and at the first
action or value where the two part, the rule the reference gives for it
(:mod:`five_hundred.explain`) is charged: a recorded action refused, the rule that allows it there;
an action the fixture lists to refuse but taken, the rule that refuses it; another seat to act or
another phase, the rule of the turn or of what the last action ended (the auction closing, the
hand thrown in, a misère ended on the contractor's first trick won); another leader, the lead
rule; another trick winner, the rule that makes that card win; another score, the rule of that
line; another deal, the deal's rule. A recorded position the implementation refuses is reached
instead by replaying the hand from the recorded hands, so that its failure is charged to the
first fact that differs on the way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

from five_hundred import apply, deal, deal_hands, load_ruleset, parse_cards, state_from_position
from five_hundred.bids import Bid
from five_hundred.errors import FiveHundredError
from five_hundred.explain import (
    action_rules,
    deal_rules,
    game_rules,
    leader_rules,
    score_rules,
    transition_rules,
    trick_winner_rules,
    turn_rules,
)
from five_hundred.position import Position
from five_hundred.state import HandState, Phase, parse_action

from ..adapter import Implementation, Refused, opens_positions
from ..catalogue import applicable, rules
from ..fixtures import HandFixture
from .gamewalk import departure, line_rules

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


class NotReached(Exception):
    """The stage cannot be checked: the implementation does not open positions and
    the route to the stage from the recorded hands disagreed.
    """


class Mismatch(AssertionError):
    """The implementation disagrees with a fixture; ``rules`` are those the failed check charges
    (empty: the stage's); ``expected`` and ``actual`` the values that differ, when there are such.
    """

    def __init__(self, message: str, rules: tuple[str, ...] = (), expected: Any = None, actual: Any = None) -> None:
        super().__init__(message)
        self.rules = rules
        self.expected = expected
        self.actual = actual


def _fail(fx: HandFixture, where: tuple[str | int, ...], what: str, rules: Iterable[str] = (),
          expected: Any = None, actual: Any = None) -> NoReturn:
    raise Mismatch(f"{fx.id} ({fx.where(*where)}): {what}", applicable(rules, fx.variant), expected, actual)


def _diff(expected: Iterable[str], actual: Iterable[str]) -> str:
    want, got = Counter(expected), Counter(actual)
    missing = " ".join(sorted((want - got).elements())) or "-"
    extra = " ".join(sorted((got - want).elements())) or "-"
    return f"missing {missing}; unexpected {extra}"


class _Walk:
    """The reference engine's state of the hand, taken in step with the implementation's game:
    where the two part, it says which rule governs the fact that differs.
    """

    def __init__(self, fx: HandFixture, state: HandState) -> None:
        self.fx = fx
        self.state = state
        self.before: HandState | None = None

    @classmethod
    def of(cls, fx: HandFixture, setup: dict[str, Any]) -> _Walk:
        r = load_ruleset(fx.variant, fx.options)
        if "position" in setup:
            return cls(fx, state_from_position(r, Position.from_json(setup["position"])))
        dealer = r.seat_index(setup["dealer"])
        if "pack" in setup:
            return cls(fx, deal(r, parse_cards(setup["pack"]), dealer))
        hands = {r.seat_index(s): parse_cards(c) for s, c in setup["hands"].items()}
        return cls(fx, deal_hands(r, hands, parse_cards(setup["kitty"]), dealer))

    def take(self, action: str) -> None:
        self.before, self.state = self.state, apply(self.state, parse_action(self.state.ruleset, action))

    def rules_of(self, action: str) -> tuple[str, ...]:
        """The rule that allows ``action`` here, or refuses it."""
        try:
            return action_rules(self.state, parse_action(self.state.ruleset, action))
        except FiveHundredError as e:
            return (e.rule,) if e.rule else ("DECIDE-20",)

    def turn(self) -> tuple[str, ...]:
        """The rules of the phase and turn the reference is at now (of what the last action ended)."""
        return turn_rules(self.state) if self.before is None else transition_rules(self.before, self.state)

    def where_now(self) -> tuple[str, str | None]:
        r = self.state.ruleset
        return self.state.phase.value, None if self.state.turn is None else r.seats[self.state.turn]


def _check_turn(impl: Implementation, game: str, fx: HandFixture, walk: _Walk, where: tuple[str | int, ...],
                context: str) -> None:
    """Fail when the implementation is at another phase or turn than the reference (charged to the rule of that turn)."""
    obs = impl.observe(game)
    want, got = walk.where_now(), (obs["phase"], obs["turn"])
    if want != got:
        _fail(fx, where, f"{context}: expected phase {want[0]!r} with {want[1]} to act, the implementation is at "
                         f"phase {got[0]!r} with {got[1]} to act", walk.turn(),
              {"phase": want[0], "turn": want[1]}, {"phase": got[0], "turn": got[1]})


def _act(impl: Implementation, game: str, fx: HandFixture, walk: _Walk, where: tuple[str | int, ...], action: str,
         context: str) -> None:
    """Take one recorded action in both; a refusal is charged to the turn when the implementation is at
    another turn, else to the rule that allows the action there.
    """
    try:
        impl.act(game, action)
    except Refused as r:
        _check_turn(impl, game, fx, walk, where, context)
        rule = f" [{r.rule}]" if r.rule else ""
        _fail(fx, where, f"{context}: the implementation refused {action!r}: {r.message}{rule}", walk.rules_of(action),
              f"{action} taken", f"refused: {r.message}{rule}")
    walk.take(action)


@contextmanager
def _opened(impl: Implementation, fx: HandFixture, setup: dict[str, Any], where: str, what: str,
            rules: Iterable[str]) -> Iterator[str]:
    """A game opened with ``setup`` (a refusal fails the stage, charged to ``rules``), closed afterwards."""
    try:
        game = impl.open(fx.variant, list(fx.options), setup)
    except Refused as r:
        rule = f" [{r.rule}]" if r.rule else ""
        _fail(fx, (where,), f"the implementation refused {what}: {r.message}{rule}", rules,
              f"{what} opened", f"refused: {r.message}{rule}")
    try:
        yield game
    finally:
        impl.close(game)


def _recorded_hands(fx: HandFixture) -> dict[str, Any]:
    return {"dealer": fx.dealer, "hands": {s: list(fx.hands[s]) for s in fx.seats}, "kitty": list(fx.kitty)}


_HANDS_RULES = ("DEAL-01", "DECIDE-03")
"""What a refusal of the recorded hands is charged to: ten cards each and the kitty, as recorded."""

Stage = Callable[[Implementation, HandFixture, str, _Walk, bool], None]
"""A stage's check: ``(impl, fixture, game, walk, try_refusals)``; on a route to a later stage
the fixture's refusals are not tried again."""


def _refusals(impl: Implementation, fx: HandFixture, game: str, walk: _Walk, taken: int) -> None:
    """The fixture's actions to refuse once ``taken`` actions have been taken: each refused, the hand
    unchanged (else charged to the rule that refuses it).
    """
    for i, (after, action) in enumerate(fx.refuse):
        if after != taken:
            continue
        seen = impl.observe(game)
        try:
            impl.act(game, action)
        except Refused:
            if impl.observe(game) != seen:
                _fail(fx, ("refuse", i), f"refusing {action!r} changed the hand", walk.rules_of(action),
                      "the hand unchanged", "the hand changed")
            continue
        _fail(fx, ("refuse", i, "action"), f"after {taken} actions the implementation took {action!r}, which the "
                                           "rules forbid", walk.rules_of(action), f"{action} refused", "taken")


def _take(impl: Implementation, game: str, fx: HandFixture, walk: _Walk, where: tuple[str | int, ...], action: str,
          context: str, place: int | None) -> None:
    """Take one recorded action; first try the fixture's refusals at its ``place`` (``None``: not here)."""
    if place is not None:
        _refusals(impl, fx, game, walk, place)
    _act(impl, game, fx, walk, where, action, context)


def _nomination_asked(fx: HandFixture) -> bool:
    """Whether the recorded hand has a nomination step (the contractor keeps the joker at no trumps or misère)."""
    return fx.nomination is not None and "JK" in (fx.post_exchange_hand() or ())


def _deal(impl: Implementation, fx: HandFixture, game: str, walk: _Walk, refusals: bool = True) -> None:
    obs = impl.observe(game)
    want = {s: sorted(fx.hands[s]) for s in fx.seats}
    got = {s: sorted(obs["hands"][s]) for s in fx.seats}
    seats_only = sorted(map(tuple, want.values())) == sorted(map(tuple, got.values())) and \
        Counter(fx.kitty) == Counter(obs["kitty"])
    charged = deal_rules(walk.state.ruleset, seats_only=seats_only)
    for seat in fx.seats:
        if want[seat] != got[seat]:
            _fail(fx, ("hands", seat), f"{seat}'s hand as dealt: expected {' '.join(fx.hands[seat])}, got "
                                       f"{' '.join(obs['hands'][seat])} ({_diff(fx.hands[seat], obs['hands'][seat])})",
                  charged, list(fx.hands[seat]), list(obs["hands"][seat]))
    if Counter(fx.kitty) != Counter(obs["kitty"]):
        _fail(fx, ("kitty",), f"the kitty as dealt: expected {' '.join(fx.kitty)}, got {' '.join(obs['kitty'])} "
                              f"({_diff(fx.kitty, obs['kitty'])})", charged, list(fx.kitty), list(obs["kitty"]))


def _auction(impl: Implementation, fx: HandFixture, game: str, walk: _Walk, refusals: bool = True) -> None:
    for i, action in enumerate(fx.auction):
        _take(impl, game, fx, walk, ("auction", i), action, f"auction action {i + 1}", i if refusals else None)
    exp = fx.expect
    if exp.contract is None and refusals:  # a thrown-in hand: the place after the auction is the last
        _refusals(impl, fx, game, walk, len(fx.auction))
    _check_turn(impl, game, fx, walk, ("auction",), "after the auction")
    obs = impl.observe(game)
    if exp.contract is not None and (obs["contract"], obs["contractor"]) != (exp.contract, exp.contractor):
        _fail(fx, ("auction",), f"after the auction: expected contract {exp.contract} by {exp.contractor}, "
                                f"got {obs['contract']} by {obs['contractor']}", ("BID-10",),
              {"contract": exp.contract, "contractor": exp.contractor},
              {"contract": obs["contract"], "contractor": obs["contractor"]})


def _exchange(impl: Implementation, fx: HandFixture, game: str, walk: _Walk, refusals: bool = True) -> None:
    contractor = fx.expect.contractor
    assert contractor is not None and fx.discard is not None
    place = len(fx.auction)
    _check_turn(impl, game, fx, walk, ("discard",), "before the discard")
    _take(impl, game, fx, walk, ("discard",), f"{contractor} discard {' '.join(fx.discard)}", "the discard",
          place if refusals else None)
    kept = list(fx.post_exchange_hand() or ())
    obs = impl.observe(game)
    if Counter(kept) != Counter(obs["hands"][contractor]):
        _fail(fx, ("discard",), f"{contractor}'s hand after the exchange: expected {' '.join(kept)}, got "
                                f"{' '.join(obs['hands'][contractor])} ({_diff(kept, obs['hands'][contractor])})",
              ("KITTY-01", "KITTY-02"), kept, list(obs["hands"][contractor]))
    _check_turn(impl, game, fx, walk, ("nomination",), "after the discard")
    if walk.state.phase is Phase.NOMINATION:
        _take(impl, game, fx, walk, ("nomination",), f"{contractor} nominate {fx.nomination}", "the nomination",
              place + 1 if refusals else None)
        _check_turn(impl, game, fx, walk, ("nomination",), "after the nomination")


def _tricks(impl: Implementation, fx: HandFixture, game: str, walk: _Walk, refusals: bool = True) -> None:
    place = len(fx.auction) + 1 + _nomination_asked(fx)
    for t, trick in enumerate(fx.tricks):
        n = t + 1
        turn = impl.observe(game)["turn"]
        if turn != trick.leader:
            _fail(fx, ("tricks", t, "leader"), f"trick {n}: expected {trick.leader} to lead, the implementation says {turn}",
                  leader_rules(walk.state), trick.leader, turn)
        before = walk.state
        for i, (seat, card) in enumerate(zip(fx.trick_seats(trick.leader), trick.action_cards(), strict=True)):
            _take(impl, game, fx, walk, ("tricks", t, "cards", i), f"{seat} play {card}", f"trick {n}, card {i + 1}",
                  place if refusals else None)
            place += 1
        done = impl.observe(game)["tricks"]
        cards = [c.partition(":")[0] for c in trick.cards]
        if len(done) != n or done[t]["cards"] != cards:
            _check_turn(impl, game, fx, walk, ("tricks", t), f"trick {n}")
            _fail(fx, ("tricks", t, "cards"), f"trick {n}: expected cards {trick.cards}, got "
                                              f"{done[t]['cards'] if len(done) > t else '(no such trick)'}",
                  transition_rules(before, walk.state), cards, done[t]["cards"] if len(done) > t else None)
        if done[t]["winner"] != trick.winner:
            _fail(fx, ("tricks", t, "winner"), f"trick {n}: expected winner {trick.winner}, got {done[t]['winner']}",
                  _winner_rules(walk.state, t), trick.winner, done[t]["winner"])
    if refusals:
        _refusals(impl, fx, game, walk, place)
    _over(impl, fx, game, walk)
    won = impl.observe(game)["tricks_won"]
    if won != dict(fx.expect.tricks_won):
        _fail(fx, ("expect", "tricks_won"), f"at the end: expected tricks_won {dict(fx.expect.tricks_won)}, got {won}",
              ("PLAY-09", "SEAT-05", "DECIDE-26"), dict(fx.expect.tricks_won), won)


def _winner_rules(state: HandState, t: int) -> tuple[str, ...]:
    """The rule that makes the winner of trick ``t`` (0-based) of ``state`` win."""
    trick = state.tricks[t]
    named = trick.led if trick.cards and trick.cards[0].is_joker and state.trump is None \
        and state.joker_suit is None else None
    return trick_winner_rules(trick.cards, state.trump, state.joker_suit, named, state.ruleset)


def _over(impl: Implementation, fx: HandFixture, game: str, walk: _Walk) -> None:
    obs = impl.observe(game)
    if obs["phase"] != "over" or obs["result"] is None:
        last = "after the last trick" if fx.tricks else "after the auction"
        _fail(fx, ("tricks",), f"{last}: expected the hand to be over, got phase {obs['phase']!r}", walk.turn(),
              "over", obs["phase"])


def _route(impl: Implementation, fx: HandFixture, game: str, walk: _Walk,
           route: tuple[tuple[str, Stage], ...], check: Stage, charge_route: bool) -> None:
    """Take ``route`` from the recorded hands, then ``check``; a disagreement on the route is
    charged (``charge_route``) or makes the stage not reached.
    """
    for name, step in route:
        try:
            step(impl, fx, game, walk, False)
        except Mismatch as e:
            if charge_route:
                raise
            why = ("" if fx.expect.contract is None else
                   "; the implementation does not open positions (no \"positions\": true in hello), "
                   "so this stage is replayed from the recorded hands")
            raise NotReached(f"not reached: the {name} stage disagreed ({e}){why}") from e
    check(impl, fx, game, walk, True)


def check_stage(impl: Implementation, fx: HandFixture, stage: str) -> None:
    """Check one stage from the recorded state before it: the deal from the pack, the
    auction from the recorded hands, the kitty and the play from the recorded position
    (when the implementation opens positions; else, or when it refuses the position, replayed
    from the recorded hands), the score of the recorded tricks (``hand-score``).

    Raises:
        Mismatch: the stage disagrees with the fixture (its rules: those of the first fact that differs).
        NotReached: a stage whose route from the recorded hands (without positions) disagreed.
        Refused: (never from a conforming engine) a request the stage cannot do without was refused.
    """
    if stage == "deal":
        setup: dict[str, Any] = {"dealer": fx.dealer, "pack": list(fx.pack)}
        walk = _Walk.of(fx, setup)
        with _opened(impl, fx, setup, "pack", "the deal", deal_rules(walk.state.ruleset, seats_only=False)) as game:
            _deal(impl, fx, game, walk)
        return
    hands = _recorded_hands(fx)
    if stage == "auction":
        with _opened(impl, fx, hands, "hands", "the recorded hands", _HANDS_RULES) as game:
            _auction(impl, fx, game, _Walk.of(fx, hands))
        return
    exp = fx.expect
    if exp.contract is None or exp.contractor is None:  # thrown in: no kitty, no play, nothing scored
        with _opened(impl, fx, hands, "hands", "the recorded hands", _HANDS_RULES) as game:
            walk = _Walk.of(fx, hands)
            try:
                _auction(impl, fx, game, walk, False)
            except Mismatch as e:
                raise NotReached(f"not reached: the auction stage disagreed ({e})") from e
            _over(impl, fx, game, walk)
            if stage == "score":
                _thrown_in_scores(impl, fx, game)
                _check_game(impl, fx)
        return
    if stage == "score":
        _score(impl, fx)
        _check_game(impl, fx)
        return
    check, route = {"kitty": (_exchange, (("auction", _auction),)),
                    "play": (_tricks, (("auction", _auction), ("kitty", _exchange)))}[stage]
    if opens_positions(impl):
        setup = {"position": fx.position(stage)}
        try:
            game = impl.open(fx.variant, list(fx.options), setup)
        except Refused as r:
            refused = f"{r.message} [{r.rule}]" if r.rule else r.message
        else:
            try:
                check(impl, fx, game, _Walk.of(fx, setup), True)
            finally:
                impl.close(game)
            return
        # The position was refused: the hand is played from the recorded hands to it, so that a failure
        # is charged to the first fact that differs on the way (the stage holds if none does).
        with _opened(impl, fx, hands, "hands", "the recorded hands", _HANDS_RULES) as game:
            walk = _Walk.of(fx, hands)
            try:
                _route(impl, fx, game, walk, route, check, True)
            except Mismatch as e:
                raise Mismatch(f"{e} (the recorded position before the {stage} stage was refused: {refused}; "
                               "the hand was played to it from the recorded hands)", e.rules, e.expected,
                               e.actual) from e
        return
    with _opened(impl, fx, hands, "hands", "the recorded hands", _HANDS_RULES) as game:
        _route(impl, fx, game, _Walk.of(fx, hands), route, check, False)


def _thrown_in_scores(impl: Implementation, fx: HandFixture, game: str) -> None:
    obs = impl.observe(game)
    result = obs["result"]
    for key, want, got in (("tricks_won", dict(fx.expect.tricks_won), obs["tricks_won"]),
                           ("points", dict(fx.expect.points), result["points"]), ("made", None, result["made"])):
        if want != got:
            _fail(fx, ("expect", key), f"a thrown-in hand: expected {key} {want}, got {got}", ("BID-09",), want, got)


def _score(impl: Implementation, fx: HandFixture) -> None:
    """The score of the recorded tricks, asked with ``hand-score``; a difference is charged to its line's rule."""
    exp = fx.expect
    assert exp.contract is not None and exp.contractor is not None
    won = dict.fromkeys(fx.seats, 0)
    for trick in fx.tricks:
        won[trick.winner] += 1
    r = load_ruleset(fx.variant, fx.options)
    lines = score_rules(r, Bid.parse(exp.contract), r.seat_index(exp.contractor), [won[s] for s in r.seats])
    try:
        got = impl.hand_score(fx.variant, list(fx.options), exp.contract, exp.contractor, won)
    except Refused as e:
        _fail(fx, ("expect", "points"), f"the implementation refused to score {exp.contract} by {exp.contractor} "
                                        f"with tricks {won}: {e.message}", lines["made"], dict(exp.points), "refused")
    points = got["points"]
    for side, want in exp.points.items():
        if points.get(side) != want:
            _fail(fx, ("expect", "points"), f"the score of the recorded tricks ({won}): expected points "
                                            f"{dict(exp.points)}, got {points} ({side}: {want} expected)",
                  line_rules(impl, fx.variant, list(fx.options), exp.contract, exp.contractor, side, want,
                             points.get(side), lines[side]), dict(exp.points), points)
    if got["made"] != exp.made:
        _fail(fx, ("expect", "made"), f"the score of the recorded tricks ({won}): expected made {exp.made}, got "
                                      f"{got['made']}", lines["made"], exp.made, got["made"])


def _check_game(impl: Implementation, fx: HandFixture) -> None:
    """The game around the hand (``game``): game-after-hand from the state before it; a difference is
    charged to the rule of the fact that differs.
    """
    if fx.game is None:
        return
    before = {"scores": dict(fx.game["before"]["scores"]), "dealer": fx.dealer,
              "backwards": list(fx.game["before"].get("backwards", []))}
    hand = {"contract": fx.expect.contract, "contractor": fx.expect.contractor,
            "trick_winners": [t.winner for t in fx.tricks]}
    want = fx.game["after"]
    r = load_ruleset(fx.variant, fx.options)
    reason = want["outcome"]["reason"] if want.get("outcome") else None
    thrown_in = fx.expect.contract is None and not fx.tricks
    try:
        got = impl.game_after_hand(fx.variant, list(fx.options), before, hand)
    except Refused as e:
        _fail(fx, ("game",), f"the implementation refused game-after-hand: {e.message}",
              game_rules(r, "scores", thrown_in=thrown_in, reason=reason), want, "refused")
    for key in ("scores", "dealer", "backwards", "outcome"):
        a, b = want[key], got.get(key)
        if key == "backwards":
            a, b = sorted(a), sorted(b or [])
        if a != b:
            found = departure(impl, fx.variant, list(fx.options), before, hand, got)
            charged = game_rules(r, key, thrown_in=thrown_in, reason=reason) if found is None else found.rules
            said = "" if found is None else f"; the first fact that differs: {found.what}"
            _fail(fx, ("game", "after", key), f"after the hand: expected the game's {key} {a}, got {b}{said}",
                  charged, a, b)


def check_hand(impl: Implementation, fx: HandFixture) -> None:
    """Check every stage of a fixture, each from the recorded state before it.

    Raises:
        Mismatch: the first stage that disagrees.
        NotReached: a stage whose route (without positions) disagreed.
    """
    for stage in STAGES:
        check_stage(impl, fx, stage)
