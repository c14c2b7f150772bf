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
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

from .adapter import Implementation, Refused, opens_positions
from .catalogue import NOMINATION_RULES, applicable, rules
from .fixtures import HandFixture

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
    (empty: the stage's).
    """

    def __init__(self, message: str, rules: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.rules = rules


def _fail(fx: HandFixture, where: tuple[str | int, ...], what: str, rules: tuple[str, ...] = ()) -> NoReturn:
    raise Mismatch(f"{fx.id} ({fx.where(*where)}): {what}", applicable(rules, fx.variant))


def _diff(expected: Iterable[str], actual: Iterable[str]) -> str:
    want, got = Counter(expected), Counter(actual)
    missing = " ".join(sorted((want - got).elements())) or "-"
    extra = " ".join(sorted((got - want).elements())) or "-"
    return f"missing {missing}; unexpected {extra}"


def _same_cards(fx: HandFixture, where: tuple[str | int, ...], what: str, expected: Iterable[str], actual: Iterable[str]) -> None:
    expected, actual = list(expected), list(actual)
    if Counter(expected) != Counter(actual):
        _fail(fx, where, f"{what}: expected {' '.join(expected)}, got {' '.join(actual)} ({_diff(expected, actual)})")


def _act(impl: Implementation, game: str, fx: HandFixture, where: tuple[str | int, ...], action: str, context: str,
         rules: tuple[str, ...] = ()) -> None:
    try:
        impl.act(game, action)
    except Refused as r:
        rule = f" [{r.rule}]" if r.rule else ""
        _fail(fx, where, f"{context}: the implementation refused {action!r}: {r.message}{rule}", rules)


@contextmanager
def _opened(impl: Implementation, fx: HandFixture, setup: dict[str, Any], where: str, what: str,
            rules: tuple[str, ...] = ()) -> Iterator[str]:
    """A game opened with ``setup`` (a refusal fails the stage, charged to ``rules``, else to the
    stage's rules), closed afterwards.
    """
    try:
        game = impl.open(fx.variant, list(fx.options), setup)
    except Refused as r:
        rule = f" [{r.rule}]" if r.rule else ""
        _fail(fx, (where,), f"the implementation refused {what}: {r.message}{rule}", rules)
    try:
        yield game
    finally:
        impl.close(game)


def _recorded_hands(fx: HandFixture) -> dict[str, Any]:
    return {"dealer": fx.dealer, "hands": {s: list(fx.hands[s]) for s in fx.seats}, "kitty": list(fx.kitty)}


Stage = Callable[[Implementation, HandFixture, str, bool], None]
"""A stage's check: ``(impl, fixture, game, try_refusals)``; on a route to a later stage
the fixture's refusals are not tried again."""


def _refusals(impl: Implementation, fx: HandFixture, game: str, taken: int) -> None:
    """The fixture's actions to refuse once ``taken`` actions have been taken: each refused, the hand unchanged."""
    for i, (after, action) in enumerate(fx.refuse):
        if after != taken:
            continue
        seen = impl.observe(game)
        try:
            impl.act(game, action)
        except Refused:
            if impl.observe(game) != seen:
                _fail(fx, ("refuse", i), f"refusing {action!r} changed the hand")
            continue
        _fail(fx, ("refuse", i, "action"), f"after {taken} actions the implementation took {action!r}, which the rules forbid")


def _take(impl: Implementation, game: str, fx: HandFixture, where: tuple[str | int, ...], action: str, context: str,
          place: int | None, rules: tuple[str, ...] = ()) -> None:
    """Take one recorded action; first try the fixture's refusals at its ``place`` (``None``: not here)."""
    if place is not None:
        _refusals(impl, fx, game, place)
    _act(impl, game, fx, where, action, context, rules)


def _nomination_asked(fx: HandFixture) -> bool:
    """Whether the recorded hand has a nomination step (the contractor keeps the joker at no trumps or misère)."""
    return fx.nomination is not None and "JK" in (fx.post_exchange_hand() or ())


def _deal(impl: Implementation, fx: HandFixture, game: str, refusals: bool = True) -> None:
    obs = impl.observe(game)
    for seat in fx.seats:
        _same_cards(fx, ("hands", seat), f"{seat}'s hand as dealt", fx.hands[seat], obs["hands"][seat])
    _same_cards(fx, ("kitty",), "the kitty as dealt", fx.kitty, obs["kitty"])


def _auction(impl: Implementation, fx: HandFixture, game: str, refusals: bool = True) -> None:
    for i, action in enumerate(fx.auction):
        _take(impl, game, fx, ("auction", i), action, f"auction action {i + 1}", i if refusals else None)
    exp = fx.expect
    if exp.contract is None and refusals:  # a thrown-in hand: the place after the auction is the last
        _refusals(impl, fx, game, len(fx.auction))
    obs = impl.observe(game)
    if exp.contract is None:
        if obs["result"] is None or not obs["result"]["thrown_in"]:
            _fail(fx, ("auction",), f"everybody passed: expected a thrown-in hand, got phase {obs['phase']!r}")
    elif (obs["contract"], obs["contractor"]) != (exp.contract, exp.contractor):
        _fail(fx, ("auction",), f"after the auction: expected contract {exp.contract} by {exp.contractor}, "
                                f"got {obs['contract']} by {obs['contractor']}")


def _exchange(impl: Implementation, fx: HandFixture, game: str, refusals: bool = True) -> None:
    contractor = fx.expect.contractor
    assert contractor is not None and fx.discard is not None
    place = len(fx.auction)
    _take(impl, game, fx, ("discard",), f"{contractor} discard {' '.join(fx.discard)}", "the discard",
          place if refusals else None)
    kept = fx.post_exchange_hand() or ()
    obs = impl.observe(game)
    _same_cards(fx, ("discard",), f"{contractor}'s hand after the exchange", kept, obs["hands"][contractor])
    if obs["phase"] == "nomination":
        if fx.nomination is None:
            _fail(fx, ("expect", "contract"), "the implementation asks for a joker nomination in a trump contract",
                  NOMINATION_RULES)
        _take(impl, game, fx, ("nomination",), f"{contractor} nominate {fx.nomination}", "the nomination",
              place + 1 if refusals else None, NOMINATION_RULES)
    elif fx.nomination not in (None, "none"):
        _fail(fx, ("nomination",), f"expected {contractor} to nominate the joker, but the phase is {obs['phase']!r}",
              NOMINATION_RULES)


def _tricks(impl: Implementation, fx: HandFixture, game: str, refusals: bool = True) -> None:
    place = len(fx.auction) + 1 + _nomination_asked(fx)
    for t, trick in enumerate(fx.tricks):
        n = t + 1
        turn = impl.observe(game)["turn"]
        if turn != trick.leader:
            _fail(fx, ("tricks", t, "leader"), f"trick {n}: expected {trick.leader} to lead, the implementation says {turn}")
        for i, (seat, card) in enumerate(zip(fx.trick_seats(trick.leader), trick.action_cards(), strict=True)):
            _take(impl, game, fx, ("tricks", t, "cards", i), f"{seat} play {card}", f"trick {n}, card {i + 1}",
                  place if refusals else None)
            place += 1
        done = impl.observe(game)["tricks"]
        if len(done) != n:
            _fail(fx, ("tricks", t), f"trick {n}: expected it to be complete, the implementation has {len(done)} tricks")
        if done[t]["cards"] != [c.partition(":")[0] for c in trick.cards]:
            _fail(fx, ("tricks", t, "cards"), f"trick {n}: expected cards {trick.cards}, got {done[t]['cards']}")
        if done[t]["winner"] != trick.winner:
            _fail(fx, ("tricks", t, "winner"), f"trick {n}: expected winner {trick.winner}, got {done[t]['winner']}")
    if refusals:
        _refusals(impl, fx, game, place)
    _over(impl, fx, game)
    won = impl.observe(game)["tricks_won"]
    if won != dict(fx.expect.tricks_won):
        _fail(fx, ("expect", "tricks_won"), f"at the end: expected tricks_won {dict(fx.expect.tricks_won)}, got {won}")


def _over(impl: Implementation, fx: HandFixture, game: str) -> None:
    obs = impl.observe(game)
    if obs["phase"] != "over" or obs["result"] is None:
        last = "after the last trick" if fx.tricks else "after the auction"
        _fail(fx, ("tricks",), f"{last}: expected the hand to be over, got phase {obs['phase']!r}")


def _from_recorded_hands(impl: Implementation, fx: HandFixture, route: tuple[tuple[str, Stage], ...],
                         check: Stage, stage: str) -> None:
    """Check ``stage`` by replaying ``route`` from the recorded hands first; a disagreement
    on the route means the stage is not reached.
    """
    with _opened(impl, fx, _recorded_hands(fx), "hands", "the recorded hands") as game:
        for name, step in route:
            try:
                step(impl, fx, game, False)
            except Mismatch as e:
                why = ("" if fx.expect.contract is None else
                       "; the implementation does not open positions (no \"positions\": true in hello), "
                       "so this stage is replayed from the recorded hands")
                raise NotReached(f"not reached: the {name} stage disagreed ({e}){why}") from e
        check(impl, fx, game, True)


def check_stage(impl: Implementation, fx: HandFixture, stage: str) -> None:
    """Check one stage from the recorded state before it: the deal from the pack, the
    auction from the recorded hands, the kitty and the play from the recorded position
    (when the implementation opens positions; else replayed from the recorded hands),
    the score of the recorded tricks (``hand-score``).

    Raises:
        Mismatch: the stage disagrees with the fixture (its rules: those the failed check charges).
        NotReached: a stage whose route from the recorded hands (without positions) disagreed.
        Refused: (never from a conforming engine) a request the stage cannot do without was refused.
    """
    if stage == "deal":
        with _opened(impl, fx, {"dealer": fx.dealer, "pack": list(fx.pack)}, "pack", "the deal") as game:
            _deal(impl, fx, game)
        return
    if stage == "auction":
        with _opened(impl, fx, _recorded_hands(fx), "hands", "the recorded hands") as game:
            _auction(impl, fx, game)
        return
    exp = fx.expect
    if exp.contract is None or exp.contractor is None:  # thrown in: no kitty, no play, nothing scored
        with _opened(impl, fx, _recorded_hands(fx), "hands", "the recorded hands") as game:
            try:
                _auction(impl, fx, game, False)
            except Mismatch as e:
                raise NotReached(f"not reached: the auction stage disagreed ({e})") from e
            _over(impl, fx, game)
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
    if not opens_positions(impl):
        _from_recorded_hands(impl, fx, route, check, stage)
        return
    position = fx.position(stage)
    # A recorded position with a nominated joker is refused by an engine without the nomination:
    # that departure is the nomination's, not the play's.
    nominated = NOMINATION_RULES if position.get("joker_suit") is not None else ()
    with _opened(impl, fx, {"position": position}, "tricks" if stage == "play" else "discard",
                 f"the recorded position before the {stage} stage", nominated) as game:
        check(impl, fx, game, True)


def _thrown_in_scores(impl: Implementation, fx: HandFixture, game: str) -> None:
    obs = impl.observe(game)
    result = obs["result"]
    for key, want, got in (("tricks_won", dict(fx.expect.tricks_won), obs["tricks_won"]),
                           ("points", dict(fx.expect.points), result["points"]), ("made", None, result["made"])):
        if want != got:
            _fail(fx, ("expect", key), f"a thrown-in hand: expected {key} {want}, got {got}")


def _score(impl: Implementation, fx: HandFixture) -> None:
    """The score of the recorded tricks, asked with ``hand-score``."""
    exp = fx.expect
    assert exp.contract is not None and exp.contractor is not None
    won = dict.fromkeys(fx.seats, 0)
    for trick in fx.tricks:
        won[trick.winner] += 1
    try:
        got = impl.hand_score(fx.variant, list(fx.options), exp.contract, exp.contractor, won)
    except Refused as r:
        _fail(fx, ("expect", "points"), f"the implementation refused to score {exp.contract} by {exp.contractor} "
                                        f"with tricks {won}: {r.message}")
    for key, want, value in (("points", dict(exp.points), got["points"]), ("made", exp.made, got["made"])):
        if want != value:
            _fail(fx, ("expect", key), f"the score of the recorded tricks ({won}): expected {key} {want}, got {value}")


def _check_game(impl: Implementation, fx: HandFixture) -> None:
    """The game around the hand (``game``): game-after-hand from the state before it."""
    if fx.game is None:
        return
    before = {"scores": dict(fx.game["before"]["scores"]), "dealer": fx.dealer,
              "backwards": list(fx.game["before"].get("backwards", []))}
    hand = {"contract": fx.expect.contract, "contractor": fx.expect.contractor,
            "trick_winners": [t.winner for t in fx.tricks]}
    try:
        got = impl.game_after_hand(fx.variant, list(fx.options), before, hand)
    except Refused as r:
        _fail(fx, ("game",), f"the implementation refused game-after-hand: {r.message}")
    want = fx.game["after"]
    for key in ("scores", "dealer", "backwards", "outcome"):
        a, b = want[key], got.get(key)
        if key == "backwards":
            a, b = sorted(a), sorted(b or [])
        if a != b:
            _fail(fx, ("game", "after", key), f"after the hand: expected the game's {key} {a}, got {b}")


def check_hand(impl: Implementation, fx: HandFixture) -> None:
    """Check every stage of a fixture, each from the recorded state before it.

    Raises:
        Mismatch: the first stage that disagrees.
        NotReached: a stage whose route (without positions) disagreed.
    """
    for stage in STAGES:
        check_stage(impl, fx, stage)
