"""The reference engine walked in step with the implementation's game (:class:`Walk`), the recorded actions
taken in both, and the failures of a hand's check (:class:`Mismatch`, :class:`NotReached`), each charged to
the rule of the fact that differs (:mod:`five_hundred.explain`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

from five_hundred import apply, deal, deal_hands, load_ruleset, parse_cards, state_from_position
from five_hundred.errors import FiveHundredError
from five_hundred.explain import action_rules, transition_rules, turn_rules
from five_hundred.position import Position
from five_hundred.state import HandState, parse_action

from ...adapter import Implementation, Refused
from ...catalogue import applicable
from ...fixtures.model import HandFixture


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


def fail(fx: HandFixture, where: tuple[str | int, ...], what: str, rules: Iterable[str] = (),
          expected: Any = None, actual: Any = None) -> NoReturn:
    """Raise the :class:`Mismatch` of the fixture's field ``where``, charged to those of ``rules`` that apply."""
    raise Mismatch(f"{fx.id} ({fx.where(*where)}): {what}", applicable(rules, fx.variant), expected, actual)


def diff(expected: Iterable[str], actual: Iterable[str]) -> str:
    """The cards missing from ``actual`` and those it has unexpected, in words."""
    want, got = Counter(expected), Counter(actual)
    missing = " ".join(sorted((want - got).elements())) or "-"
    extra = " ".join(sorted((got - want).elements())) or "-"
    return f"missing {missing}; unexpected {extra}"


class Walk:
    """The reference engine's state of the hand, taken in step with the implementation's game:
    where the two part, it says which rule governs the fact that differs.
    """

    def __init__(self, fx: HandFixture, state: HandState) -> None:
        self.fx = fx
        self.state = state
        self.before: HandState | None = None

    @classmethod
    def of(cls, fx: HandFixture, setup: dict[str, Any]) -> Walk:
        """The reference's hand opened with the same ``setup`` as the implementation's game."""
        r = load_ruleset(fx.variant, fx.options)
        if "position" in setup:
            return cls(fx, state_from_position(r, Position.from_json(setup["position"])))
        dealer = r.seat_index(setup["dealer"])
        if "pack" in setup:
            return cls(fx, deal(r, parse_cards(setup["pack"]), dealer))
        hands = {r.seat_index(s): parse_cards(c) for s, c in setup["hands"].items()}
        return cls(fx, deal_hands(r, hands, parse_cards(setup["kitty"]), dealer))

    def take(self, action: str) -> None:
        """Take ``action`` in the reference's hand."""
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
        """The reference's phase and the seat to act (``None``: nobody)."""
        r = self.state.ruleset
        return self.state.phase.value, None if self.state.turn is None else r.seats[self.state.turn]


def check_turn(impl: Implementation, game: str, fx: HandFixture, walk: Walk, where: tuple[str | int, ...],
                context: str) -> None:
    """Fail when the implementation is at another phase or turn than the reference (charged to the rule of that turn)."""
    obs = impl.observe(game)
    want, got = walk.where_now(), (obs["phase"], obs["turn"])
    if want != got:
        fail(fx, where, f"{context}: expected phase {want[0]!r} with {want[1]} to act, the implementation is at "
                         f"phase {got[0]!r} with {got[1]} to act", walk.turn(),
              {"phase": want[0], "turn": want[1]}, {"phase": got[0], "turn": got[1]})


def _act(impl: Implementation, game: str, fx: HandFixture, walk: Walk, where: tuple[str | int, ...], action: str,
         context: str) -> None:
    """Take one recorded action in both; a refusal is charged to the turn when the implementation is at
    another turn, else to the rule that allows the action there.
    """
    try:
        impl.act(game, action)
    except Refused as r:
        check_turn(impl, game, fx, walk, where, context)
        rule = f" [{r.rule}]" if r.rule else ""
        fail(fx, where, f"{context}: the implementation refused {action!r}: {r.message}{rule}", walk.rules_of(action),
              f"{action} taken", f"refused: {r.message}{rule}")
    walk.take(action)


@contextmanager
def opened(impl: Implementation, fx: HandFixture, setup: dict[str, Any], where: str, what: str,
            rules: Iterable[str]) -> Iterator[str]:
    """A game opened with ``setup`` (a refusal fails the stage, charged to ``rules``), closed afterwards."""
    try:
        game = impl.open(fx.variant, list(fx.options), setup)
    except Refused as r:
        rule = f" [{r.rule}]" if r.rule else ""
        fail(fx, (where,), f"the implementation refused {what}: {r.message}{rule}", rules,
              f"{what} opened", f"refused: {r.message}{rule}")
    try:
        yield game
    finally:
        impl.close(game)


def recorded_hands(fx: HandFixture) -> dict[str, Any]:
    """The setup of a game at the recorded hands and kitty, as dealt."""
    return {"dealer": fx.dealer, "hands": {s: list(fx.hands[s]) for s in fx.seats}, "kitty": list(fx.kitty)}


HANDS_RULES = ("DEAL-01", "DECIDE-03")
"""What a refusal of the recorded hands is charged to: ten cards each and the kitty, as recorded."""


def try_refusals(impl: Implementation, fx: HandFixture, game: str, walk: Walk, taken: int) -> None:
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
                fail(fx, ("refuse", i), f"refusing {action!r} changed the hand", walk.rules_of(action),
                      "the hand unchanged", "the hand changed")
            continue
        fail(fx, ("refuse", i, "action"), f"after {taken} actions the implementation took {action!r}, which the "
                                           "rules forbid", walk.rules_of(action), f"{action} refused", "taken")


def take(impl: Implementation, game: str, fx: HandFixture, walk: Walk, where: tuple[str | int, ...], action: str,
          context: str, place: int | None) -> None:
    """Take one recorded action; first try the fixture's refusals at its ``place`` (``None``: not here)."""
    if place is not None:
        try_refusals(impl, fx, game, walk, place)
    _act(impl, game, fx, walk, where, action, context)
