"""Steps that play a hand through a session with the implementation."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from five_hundred.position import parse_position
from pytest_bdd import given, parsers, then, when

from five_hundred_suite import deals
from five_hundred_suite.adapter import Implementation
from five_hundred_suite.cases import (
    Answer,
    Recording,
    Ref,
    ask,
    ask_open_at,
    ask_open_position,
    ask_until_refused,
    checks,
    expect,
)
from five_hundred_suite.cases.routes import position_after, position_text, route_to
from tests.steps import TYPES
from tests.steps.charges import Mirror


@dataclass
class Game:
    """A hand in the implementation under test, opened when a step first needs it.

    The Given steps say where the hand starts: a deal (``setup``) or a position in its text form
    (``position``), then the actions taken before anything is asked (``prefix``). The first step
    that needs the game opens it. When the prefix leads past the kitty exchange, the case is about
    what follows (the nomination or the play), not about the route there: the hand is opened at
    the position the prefix reaches (at once for an implementation that opens positions, by
    replaying the route for any other: :func:`~five_hundred_suite.cases.ask_open_at`). Otherwise
    the deal is opened and the prefix replayed action by action.

    The same hand is played on the reference engine beside it (:class:`~tests.steps.charges.Mirror`),
    as the scenario says, so that each request and check charges the rules of what it is about.
    """

    impl: Implementation
    variant: str
    options: list[str]
    request: pytest.FixtureRequest
    setup: dict[str, Any] | None = None
    position: str | None = None
    step: str | None = None
    prefix: list[tuple[str | None, str, tuple[str, ...]]] = field(default_factory=list)
    _opened: Answer | None = None
    _mirror: Mirror | None = None

    @property
    def mirror(self) -> Mirror:
        """The hand on the reference engine, as the scenario has played it so far."""
        if self._mirror is None:
            setup = self.setup if self.position is None else {"position": self.position}
            assert setup is not None, "the scenario opens a hand without a deal or a position"
            self._mirror = Mirror(self.variant, self.options, setup)
            self.request.addfinalizer(self._mirror.close)
        return self._mirror

    @property
    def opened(self) -> Answer:
        """The answer to ``open`` (opening the hand now if no step has needed it yet)."""
        if self._opened is None:
            self._opened = self._open()
        return self._opened

    @property
    def handle(self) -> Ref:
        """The game handle, as an argument of later requests."""
        return self.opened.at("value")

    def take(self, action: str) -> None:
        """Take an action of the setup: kept for the route while the hand is not open, else sent (its refusal
        charges the rules that allow it).
        """
        rules = self.mirror.take(action)
        if self._opened is None:
            self.prefix.append((_step(self.impl), action, rules))
        else:
            ask(self.impl, "act", game=self.handle, action=action, rules=rules)

    def attempt(self, action: str) -> tuple[str, ...]:
        """Play an action the scenario attempts on the reference; the rules of its acceptance or refusal."""
        self.handle  # noqa: B018 -- the hand is opened (with its prefix) before the action is attempted
        return self.mirror.take(action)

    def end_rules(self) -> tuple[str, ...]:
        """The rule that ended the hand (on the reference), for the checks that it is over."""
        return self.mirror.end_rules()

    def score_rules(self) -> tuple[str, ...]:
        """The rules of every line of the hand's score (on the reference), for a check of all of them."""
        return tuple(sorted({r for line in self.mirror.score_rules().values() for r in line}))

    def made_rules(self) -> tuple[str, ...]:
        """The rules of the contractor's side's line of the hand's score (on the reference)."""
        seen = self.mirror.observe()
        lines = self.mirror.score_rules()
        if seen is None or not lines:
            return ()
        contractor = seen.get("contractor")
        from five_hundred import load_ruleset

        r = load_ruleset(self.variant, self.options)
        return lines.get(r.side_names[r.side_of[r.seat_index(contractor)]], ()) if contractor else ()

    def observe(self) -> Answer:
        return ask(self.impl, "observe", game=self.handle)

    def legal_actions(self) -> Answer:
        return ask(self.impl, "legal-actions", game=self.handle)

    def _open(self) -> Answer:
        rec = self.impl if isinstance(self.impl, Recording) else None
        now = None if rec is None else rec.step
        try:
            if rec is not None:
                rec.step = self.step
            setup, prefix = self.setup, list(self.prefix)
            if self.position is not None:
                setup, route = route_to(self.variant, self.options, self.position)
                along = Mirror(self.variant, self.options, setup)
                prefix = [(self.step, a, along.take(a)) for a in route] + prefix
                along.close()
            assert setup is not None, "the scenario opens a hand without a deal or a position"
            actions = [a for _, a, _ in prefix]
            position = position_after(self.variant, self.options, setup, actions)
            if position is not None:
                opened = ask_open_at(self.impl, variant=self.variant, options=self.options, position=position,
                                     route={"setup": setup, "actions": actions,
                                            "rules": [list(r) for _, _, r in prefix]})
                self.request.addfinalizer(lambda: ask(self.impl, "close", game=opened.at("value")))
                return opened
            opened = open_game(self.impl, self.variant, self.options, setup, self.request)
            for step, action, rules in prefix:
                if rec is not None:
                    rec.step = step
                ask(self.impl, "act", game=opened.at("value"), action=action, rules=rules)
            return opened
        finally:
            if rec is not None:
                rec.step = now


def _step(impl: Implementation) -> str | None:
    """The Gherkin step being run, when the run records cases."""
    return impl.step if isinstance(impl, Recording) else None


@dataclass
class Outcome:
    """The answer to one attempted action (or the last of several), and the rules of that action: those
    that allow it, or the rule the reference cites in refusing it (what a check of the answer charges).
    """

    action: str
    answer: Answer
    rules: tuple[str, ...] = ()


def open_game(impl: Implementation, variant: str, options: list[str], setup: dict[str, Any],
              request: pytest.FixtureRequest, *, may_refuse: bool = False) -> Answer:
    """Open a hand (closed when the test ends, if it opened)."""
    opened = ask(impl, "open", may_refuse=may_refuse, variant=variant, options=options, setup=setup)
    if opened.ok:
        request.addfinalizer(lambda: ask(impl, "close", game=opened.at("value")))
    return opened


def _dealt(datatable: list[list[str]]) -> dict[str, Any]:
    rows = {r[0].strip(): r[1].split() for r in datatable[1:]}
    kitty = rows.pop("kitty") if "kitty" in rows else rows.pop("widow")  # the three-player game's name for it
    return {"hands": rows, "kitty": kitty}


@given(parsers.parse("{dealer:Seat} deals these hands:", extra_types=TYPES), target_fixture="game")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, datatable: list[list[str]],
      request: pytest.FixtureRequest) -> Game:
    """Deal the hands written in the table below (seat | cards rows, then kitty or widow) from ``dealer``."""
    return Game(impl, variant, options, request, setup={"dealer": dealer, **_dealt(datatable)}, step=_step(impl))


@given(parsers.parse('{dealer:Seat} deals from the pack "{pack}"', extra_types=TYPES), target_fixture="game")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, pack: str,
      request: pytest.FixtureRequest) -> Game:
    """Deal the pack from ``dealer``, cards in the order given (top card first)."""
    return Game(impl, variant, options, request, setup={"dealer": dealer, "pack": pack.split()}, step=_step(impl))


@given(parsers.parse('the deal "{name:Name}"', extra_types=TYPES), target_fixture="game")
def _(impl: Implementation, variant: str, options: list[str], name: str, request: pytest.FixtureRequest) -> Game:
    """Deal the named deal of ``features/deals.yaml`` (its dealer, hands and kitty)."""
    return Game(impl, variant, options, request, setup=deals.deal(name), step=_step(impl))


@given(parsers.parse('the position "{position:PositionText}"', extra_types=TYPES), target_fixture="game")
def _(impl: Implementation, variant: str, options: list[str], position: str, request: pytest.FixtureRequest) -> Game:
    """Start from the position written on one line (``spec/pages/positions.md``)."""
    return Game(impl, variant, options, request, position=position, step=_step(impl))


@given(parsers.parse('the position "{name:Name}"', extra_types=TYPES), target_fixture="game")
def _(impl: Implementation, variant: str, options: list[str], name: str, request: pytest.FixtureRequest) -> Game:
    """Start from the named position of ``features/deals.yaml``."""
    return Game(impl, variant, options, request, position=deals.position(name), step=_step(impl))


@given("the position:", target_fixture="game")
def _(impl: Implementation, variant: str, options: list[str], docstring: str, request: pytest.FixtureRequest) -> Game:
    """Start from the position written in the doc string below, one field a line (``spec/pages/positions.md``)."""
    return Game(impl, variant, options, request, position=position_text(docstring), step=_step(impl))


@when(parsers.parse('{dealer:Seat} deals from the pack "{pack}"', extra_types=TYPES), target_fixture="outcome")
def _(impl: Implementation, variant: str, options: list[str], dealer: str, pack: str,
      request: pytest.FixtureRequest) -> Outcome:
    """Ask the implementation to deal the pack from ``dealer``, which it may refuse."""
    opened = open_game(impl, variant, options, {"dealer": dealer, "pack": pack.split()}, request, may_refuse=True)
    return Outcome(f'{dealer} deals from the pack "{pack}"', opened)


@when(parsers.parse('the position "{position:PositionText}" is opened', extra_types=TYPES), target_fixture="outcome")
def _(impl: Implementation, variant: str, options: list[str], position: str, request: pytest.FixtureRequest) -> Outcome:
    """Open a hand at the position written on one line, which the implementation may refuse (a position no
    hand reaches: ``spec/pages/positions.md``); not for an implementation that does not open positions."""
    opened = ask_open_position(impl, variant=variant, options=options, position=parse_position(position).to_json())
    if opened.ok:
        request.addfinalizer(lambda: ask(impl, "close", game=opened.at("value")))
    return Outcome(f'the position "{position}"', opened)


@then(parsers.parse("the position is refused under {rule:Rule}", extra_types=TYPES))
def _(outcome: Outcome, rule: str) -> None:
    """The position opened above was refused, citing ``rule``."""
    expect(outcome.answer, ["ok"], "equals", False, what="the position must be refused")
    expect(outcome.answer, ["refused", "rule"], "equals", rule, what="the rule cited when refusing the position",
           diagnostic=True)


@given(parsers.parse('the option "{option}" is on'))
def _(options: list[str], option: str) -> None:
    """Switch on the option ``option`` before the hand is dealt."""
    options.append(option)


@given(parsers.parse('the actions "{actions}"'))
def _(game: Game, actions: str) -> None:
    """Take the actions ``actions`` in order (comma-separated), each one expected to be legal."""
    for action in actions.split(","):
        game.take(action.strip())


@when(parsers.parse('the action "{action}" is taken'), target_fixture="outcome")
def _(game: Game, action: str) -> Outcome:
    """Attempt the action ``action`` (it may be refused)."""
    rules = game.attempt(action)
    departs = rules if game.mirror.accepted else ()  # refused where the reference accepts it: what departs
    return Outcome(action, ask(game.impl, "act", may_refuse=True, rules=departs, game=game.handle, action=action),
                   rules)


@when(parsers.parse('the actions "{actions}" are taken'), target_fixture="outcome")
def _(game: Game, actions: str) -> Outcome:
    """Attempt the actions in order, stopping at the first refused (each but the last must be accepted)."""
    taken = [a.strip() for a in actions.split(",")]
    many = [{"game": game.handle, "action": a} for a in taken]
    rules = [game.attempt(a) for a in taken]
    departs = [*rules[:-1], rules[-1] if game.mirror.accepted else ()]  # as for one action, for the last
    return Outcome(taken[-1], ask_until_refused(game.impl, "act", many, departs), rules[-1])


@then("the action is accepted")
def _(outcome: Outcome) -> None:
    """The action attempted was accepted."""
    expect(outcome.answer, ["ok"], "equals", True, what=f"{outcome.action!r} must be accepted", rules=outcome.rules)


@then(parsers.parse("the action is refused under {rule:Rule}", extra_types=TYPES))
def _(outcome: Outcome, rule: str) -> None:
    """The action attempted was refused, citing ``rule``."""
    # charged to the rule the reference gives for refusing it there (a misère's place on the ladder, say), else the cited one
    expect(outcome.answer, ["ok"], "equals", False, what=f"{outcome.action!r} must be refused",
           rules=outcome.rules or (rule,))
    expect(outcome.answer, ["refused", "rule"], "equals", rule, what=f"the rule cited when refusing {outcome.action!r}",
           diagnostic=True)


@then(parsers.parse('{seat:Seat} holds "{cards}"', extra_types=TYPES))
@checks("DECK", "DEAL", "KITTY", "PLAY", "MIS", "JOKER")
def _(game: Game, seat: str, cards: str) -> None:
    """``seat`` holds exactly ``cards`` (in any order)."""
    expect(game.observe(), ["value", "hands", seat], "same-items", cards.split(), what=f"{seat}'s hand")


@then(parsers.parse('the kitty is "{cards}"'))
@checks("DECK", "DEAL", "KITTY")
def _(game: Game, cards: str) -> None:
    """The kitty holds exactly ``cards``."""
    expect(game.observe(), ["value", "kitty"], "same-items", cards.split(), what="the kitty")


@then(parsers.parse("{seat:Seat} holds {count:d} cards", extra_types=TYPES))
def _(game: Game, seat: str, count: int) -> None:
    """``seat`` holds ``count`` cards."""
    expect(game.observe(), ["value", "hands", seat], "length", count, what=f"{seat}'s hand")


@then(parsers.parse('the partners of the hand are "{seats}"'))
def _(game: Game, seats: str) -> None:
    """The contractor's partners for the hand are exactly ``seats`` (``none`` for none): the seats named
    (SEAT-10), or the holders the called cards found (SEAT-12)."""
    want = [] if seats.strip() == "none" else seats.split()
    expect(game.observe(), ["value", "partners"], "same-items", want, what="the partners of the hand")


@then(parsers.parse('the called cards are "{cards}"'))
def _(game: Game, cards: str) -> None:
    """The cards the contractor called are exactly ``cards`` (``none`` before the call; SEAT-12)."""
    want = [] if cards.strip() == "none" else cards.split()
    expect(game.observe(), ["value", "called"], "same-items", want, what="the cards called")


@then(parsers.parse("it is {seat:Seat}'s turn", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    """It is ``seat``'s turn to act."""
    expect(game.observe(), ["value", "turn"], "equals", seat, what="whose turn it is")


@then(parsers.parse('the contract is {contract} by {seat:Seat}', extra_types=TYPES))
def _(game: Game, contract: str, seat: str) -> None:
    """The contract is ``contract`` and its contractor ``seat``."""
    seen = game.observe()
    expect(seen, ["value", "contract"], "equals", contract, what="the contract")
    expect(seen, ["value", "contractor"], "equals", seat, what="the contractor")


@then("the hand is thrown in")
def _(game: Game) -> None:
    """The hand is over, thrown in with no score."""
    seen, rules = game.observe(), game.end_rules()
    expect(seen, ["value", "result"], "not-equals", None, what="the hand must be over", rules=rules)
    expect(seen, ["value", "result", "thrown_in"], "equals", True, what="the hand is thrown in", rules=rules)
    expect(seen, ["value", "result", "points"], "each-equals", 0, what="the points of a thrown-in hand", rules=rules)


@then(parsers.parse("the auction is still open"))
def _(game: Game) -> None:
    """The auction is not over yet."""
    expect(game.observe(), ["value", "phase"], "equals", "auction", what="the phase")


@then(parsers.parse("trick {number:d} is won by {seat:Seat}", extra_types=TYPES))
def _(game: Game, number: int, seat: str) -> None:
    """Trick ``number`` (counting from 1) was won by ``seat``."""
    expect(game.observe(), ["value", "tricks", number - 1, "winner"], "equals", seat,
           what=f"the winner of trick {number}")


PLAYS = {"select": "action-args", "verbs": ["play"]}
BIDS = {"select": "action-args", "verbs": ["bid"]}
"""Path segments: the cards of the legal plays, and the legal bids, of a list of legal actions."""


@then(parsers.parse('the legal plays are "{cards}"'))
def _(game: Game, cards: str) -> None:
    """The cards that may be played now are exactly ``cards``."""
    expect(game.legal_actions(), ["value", PLAYS], "same-items", cards.split(), what="the cards that may be played")


@then("no action is legal")
def _(game: Game) -> None:
    """The hand is over: no action is legal."""
    expect(game.legal_actions(), ["value"], "equals", [], what="the legal actions once the hand is over",
           rules=game.end_rules())


@then(parsers.parse('the legal bids include "{bids}"'))
def _(game: Game, bids: str) -> None:
    """Each of ``bids`` is a legal bid now."""
    expect(game.legal_actions(), ["value", BIDS], "includes", bids.split(), what="the legal bids")


@then(parsers.parse('the legal bids exclude "{bids}"'))
def _(game: Game, bids: str) -> None:
    """None of ``bids`` is a legal bid now."""
    expect(game.legal_actions(), ["value", BIDS], "excludes", bids.split(), what="the legal bids")


def _counts(text: str) -> dict[str, int]:
    """``"NS 7, EW 3"`` as ``{"NS": 7, "EW": 3}``."""
    return {k: int(v) for k, v in (p.split() for p in text.split(","))}


@then(parsers.parse('the tricks won are "{counts}"'))
def _(game: Game, counts: str) -> None:
    """Each side has won the tricks given (``NS 7, EW 3``)."""
    expect(game.observe(), ["value", "tricks_won"], "equals", _counts(counts), what="the tricks won by each side")


@then(parsers.parse('the hand scores "{points}"'))
def _(game: Game, points: str) -> None:
    """The hand is over and scores ``points`` (``NS 520, EW 0``)."""
    seen = game.observe()
    expect(seen, ["value", "result"], "not-equals", None, what="the hand must be over", rules=game.end_rules())
    wanted, lines = _counts(points), game.mirror.score_rules()
    expect(seen, ["value", "result", "points"], "same-keys", list(wanted), what="the sides scored",
           rules=game.score_rules())
    for side, n in wanted.items():  # one check a side: each charges the rule of its own line
        expect(seen, ["value", "result", "points", side], "equals", n, what=f"the points of {side} for the hand",
               rules=lines.get(side, ()))


@then(parsers.re(r"the contract is (?P<verdict>made|lost)"))
def _(game: Game, verdict: str) -> None:
    """The hand is over and the contract was made (or lost)."""
    seen = game.observe()
    expect(seen, ["value", "result"], "not-equals", None, what="the hand must be over", rules=game.end_rules())
    expect(seen, ["value", "result", "made"], "equals", verdict == "made", what="whether the contract is made",
           rules=game.made_rules())


@then(parsers.parse('the legal bids are "{bids}"'))
def _(game: Game, bids: str) -> None:
    """The legal bids now are exactly ``bids``."""
    expect(game.legal_actions(), ["value", BIDS], "same-items", bids.split(), what="the legal bids")


@then(parsers.parse("{seat:Seat} can only pass", extra_types=TYPES))
def _(game: Game, seat: str) -> None:
    """It is ``seat``'s turn and passing is the only legal action."""
    expect(game.observe(), ["value", "turn"], "equals", seat, what="whose turn it is")
    expect(game.legal_actions(), ["value"], "equals", [f"{seat} pass"], what="the legal actions")


@then(parsers.parse('the seats in play are "{seats}"'))
def _(game: Game, seats: str) -> None:
    """The seats taking part in the play are ``seats`` (a misère contractor's partner sits out)."""
    from five_hundred import load_ruleset

    from five_hundred_suite.catalogue import applicable

    # fewer seats than players: the misère contractor's partners sit out (MIS-01, SEAT-06; at six MIS-05)
    out = len(seats.split()) < load_ruleset(game.variant, game.options).players
    expect(game.observe(), ["value", "active"], "same-items", seats.split(), what="the seats in play",
           rules=sorted(applicable(("MIS-01", "SEAT-06", "MIS-05"), game.variant)) if out else ())


@then(parsers.parse('trick {number:d} holds "{cards}"'))
def _(game: Game, number: int, cards: str) -> None:
    """Trick ``number`` holds ``cards``, in the order they were played."""
    expect(game.observe(), ["value", "tricks", number - 1, "cards"], "equals", cards.split(),
           what=f"the cards of trick {number}, in order of play")


def _exposure_rules(game: Game) -> tuple[str, ...]:
    """The rules of when a contractor's hand is face up: an open misère's after its first trick (MIS-03,
    DECIDE-22); ``()`` (the step's scope) for any other contract, whose hand is never laid down.
    """
    from five_hundred_suite.catalogue import applicable

    seen = game.mirror.observe()
    if seen is None or seen.get("contract") != "OMIS":
        return ()
    return tuple(sorted(applicable(("MIS-03", "DECIDE-22"), game.variant)))


@then("the contractor's hand is exposed")
def _(game: Game) -> None:
    """The contractor's cards are face up, as the contractor holds them (open misère)."""
    seen = game.observe()
    expect(seen, ["value", "exposed"], "equals", True, what="whether the contractor's hand is exposed",
           rules=_exposure_rules(game))
    expect(seen, ["value", "exposed_hand"], "same-items-as", other=["value", "hands", {"at": ["value", "contractor"]}],
           what="the exposed hand must be the cards the contractor holds")


@then("the contractor's hand is not exposed")
def _(game: Game) -> None:
    """The contractor's cards are not face up."""
    seen = game.observe()
    expect(seen, ["value", "exposed"], "equals", False, what="whether the contractor's hand is exposed",
           rules=_exposure_rules(game))
    expect(seen, ["value", "exposed_hand"], "equals", None, what="the exposed hand")


@then(parsers.parse("the hand is over after {count:d} tricks"))
def _(game: Game, count: int) -> None:
    """The hand is over after ``count`` tricks: nobody's turn, no trick in progress."""
    seen, rules = game.observe(), game.end_rules()
    expect(seen, ["value", "phase"], "equals", "over", what="the phase", rules=rules)
    expect(seen, ["value", "result"], "not-equals", None, what="the hand must be over", rules=rules)
    expect(seen, ["value", "result", "tricks_played"], "equals", count, what="the tricks played", rules=rules)
    expect(seen, ["value", "tricks"], "length", count, what="the tricks", rules=rules)
    expect(seen, ["value", "turn"], "equals", None, what="whose turn it is once the hand is over", rules=rules)
    expect(seen, ["value", "trick"], "equals", [], what="the trick in progress once the hand is over", rules=rules)
