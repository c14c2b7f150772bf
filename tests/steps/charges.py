"""Which rules a check of a step charges when it fails: the rule of the action, the score line or
the end of the hand the check is about, read from the reference engine as the scenario drives it
(never from the implementation under test), so that a failure lands on the rule broken and not on
every rule its scenario is tagged with.

* :class:`Mirror`: the hand of a scenario, played on the reference engine beside the implementation;
  :meth:`Mirror.take` gives the rules of each action (the rule that allows it, or for an action the
  reference refuses, the rule it cites), :meth:`Mirror.end_rules` the rule that ended the hand;
* :func:`score_rules`: the rule of each side's line of a hand's score.

Every list returned holds only the rules that apply to the variant
(:func:`~five_hundred_suite.catalogue.applicable`); an empty tuple means "the step's own scope".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from five_hundred import Bid, FiveHundredError, load_ruleset

from five_hundred_suite.adapter import ReferenceImplementation, Refused
from five_hundred_suite.catalogue import applicable

_REFERENCE = ReferenceImplementation()
"""The reference engine the mirrors play on (in process; one handle per mirror)."""


def _only(rules: Sequence[str], variant: str) -> tuple[str, ...]:
    return tuple(sorted(applicable(rules, variant)))


def _contractor_line(variant: str, options: Sequence[str], contract: str, own: int) -> tuple[str, ...]:
    """The rules of the contractor's side's line: misère (SCORE-08), open or blind misère (SCORE-09),
    a slam lifted to the slam value (SCORE-04), a made contract (SCORE-02, SCORE-03), a lost one
    (SCORE-02, SCORE-05).
    """
    bid = Bid.parse(contract)
    r = load_ruleset(variant, list(options))
    if bid.is_misere:
        return ("SCORE-08",) if contract == "MIS" else ("SCORE-09",)
    assert bid.tricks is not None
    if own < bid.tricks:
        return ("SCORE-02", "SCORE-05")
    if own == r.hand_size and r.contract_values[bid] < r.slam_value:
        return ("SCORE-04",)
    return ("SCORE-02", "SCORE-03")


def score_rules(variant: str, options: Sequence[str], contract: str, contractor: str,
                tricks: dict[str, int], partners: Sequence[str] = ()) -> dict[str, tuple[str, ...]]:
    """The rules of each side's line of the score of ``contract`` played by ``contractor`` with
    ``tricks`` won by each seat: side name -> rule IDs. The contractor's side: see
    :func:`_contractor_line`; a defending side: its trick points (SCORE-06, SCORE-07), or nothing
    against a misère (the misère's score rule). Where ``partners`` were named (the five-player game),
    their sides score the contract with the contractor's on their tricks together, and every line is
    also SCORE-13's.
    """
    r = load_ruleset(variant, list(options))
    side_of = {seat: r.side_names[r.side_of[r.seat_index(seat)]] for seat in r.seats}
    try:
        members = {side_of[contractor], *(side_of[p] for p in partners)}
        bid = Bid.parse(contract)
        own = tricks.get(contractor, 0) if bid.is_misere else sum(n for s, n in tricks.items() if side_of[s] in members)
        mine = _contractor_line(variant, options, contract, own)
    except (FiveHundredError, KeyError):
        return {}  # no line of the schedule: the step's own scope
    defence = mine if bid.is_misere else ("SCORE-06", "SCORE-07")
    if partners:
        mine, defence = (*mine, "SCORE-13"), (*defence, "SCORE-13")
    return {side: _only(mine if side in members else defence, variant) for side in r.side_names}


class Mirror:
    """One hand of a scenario played on the reference engine, action by action, as the scenario says.

    Args:
        setup: the ``open`` setup (a deal, or ``{"position": text or JSON}``).
    """

    def __init__(self, variant: str, options: Sequence[str], setup: dict[str, Any]) -> None:
        self.variant, self.options = variant, list(options)
        self.accepted = False  # whether the reference accepted the last action taken
        try:
            self.game: str | None = _REFERENCE.open(variant, self.options, setup)
        except Refused:
            self.game = None

    def observe(self) -> dict[str, Any] | None:
        """The reference's view of the hand (``None``: the reference refused the deal)."""
        return None if self.game is None else _REFERENCE.observe(self.game)

    def take(self, action: str) -> tuple[str, ...]:
        """Take ``action`` on the reference (when it allows it); the rules of the action: those that
        allow it here, or the rule the reference cites in refusing it (:attr:`accepted` says which).
        """
        seen = self.observe()
        self.accepted = False
        if seen is None or self.game is None:
            return ()
        explained = _explained(self.game, action)
        rules = explained or action_rules(self.variant, seen, action)
        try:
            _REFERENCE.act(self.game, action)
        except Refused as e:
            return explained or (_only([e.rule], self.variant) if e.rule else rules)
        self.accepted = True
        return rules

    def end_rules(self) -> tuple[str, ...]:
        """The rule that ended the hand on the reference: every player passed (BID-09), a misère
        stopped at the contractor's first trick (DECIDE-12), ten tricks (PLAY-07); ``()`` while the
        hand goes on.
        """
        seen = self.observe()
        result = None if seen is None else seen.get("result")
        if seen is None or result is None:
            return ()
        if result.get("thrown_in"):
            return _only(["BID-09"], self.variant)
        if seen.get("contract") in ("MIS", "OMIS", "BMIS") and int(result.get("tricks_played", 10)) < 10:
            return _only(["DECIDE-12"], self.variant)
        return _only(["PLAY-07"], self.variant)

    def score_rules(self) -> dict[str, tuple[str, ...]]:
        """The rules of each side's line of the hand's score on the reference (``{}`` before it is over)."""
        seen = self.observe()
        if seen is None or seen.get("result") is None or seen.get("contract") is None:
            return {}
        won: dict[str, int] = {}
        for trick in seen.get("tricks", ()):
            won[trick["winner"]] = won.get(trick["winner"], 0) + 1
        return score_rules(self.variant, self.options, seen["contract"], seen["contractor"], won,
                           seen.get("partners", ()))

    def close(self) -> None:
        """Forget the hand."""
        if self.game is not None:
            _REFERENCE.close(self.game)
            self.game = None


def _explained(game: str, action: str) -> tuple[str, ...]:
    """The rules :func:`five_hundred.explain.action_rules` gives ``action`` in the reference's hand ``game``
    (the rule that allows it there, or the one that refuses it); ``()`` for what is no action."""
    from five_hundred.explain import action_rules as explained
    from five_hundred.state import parse_action

    state = _REFERENCE._games[game]
    try:
        parsed = parse_action(state.ruleset, action)
    except FiveHundredError:
        return ()
    return _only(explained(state, parsed), state.ruleset.id)


def action_rules(variant: str, seen: dict[str, Any], action: str) -> tuple[str, ...]:
    """The rules that allow ``action`` in the hand ``seen`` (an ``observe`` answer of the reference):

    * a pass: BID-02; a bid: BID-02 and BID-06, with the misère bid's own rule (BID-11, BID-14, BID-16);
    * a discard: KITTY-02, KITTY-04; a nomination: JOKER-05 (JOKER-12 by a misère contractor);
    * a lead: PLAY-01 at the first trick, else PLAY-06, with PLAY-02 (a suitless joker led naming a
      suit: JOKER-10); a card that follows suit: PLAY-03; any other: PLAY-04.
    """
    words = action.split()
    verb = words[1] if len(words) > 1 else ""
    if verb == "pass":
        return _only(["BID-02"], variant)
    if verb == "bid":
        own = {"MIS": "BID-11", "OMIS": "BID-14", "BMIS": "BID-16"}.get(words[2] if len(words) > 2 else "")
        return _only(["BID-02", "BID-06", *([own] if own else [])], variant)
    if verb == "discard":
        return _only(["KITTY-02", "KITTY-04"], variant)
    if verb == "nominate":
        misere = seen.get("contract") in ("MIS", "OMIS", "BMIS")
        return _only(["JOKER-12" if misere else "JOKER-05"], variant)
    if verb == "play":
        trick = seen.get("trick") or []
        if not trick:
            first = not seen.get("tricks")
            rules = ["PLAY-01" if first else "PLAY-06", "JOKER-10" if len(words) > 3 else "PLAY-02"]
            return _only(rules, variant)
        return _only(["PLAY-03"] if _follows(seen, trick, words[2]) else ["PLAY-04"], variant)
    return ()


def _follows(seen: dict[str, Any], trick: Sequence[Any], card: str) -> bool:
    """Whether ``card`` is of the suit led (by its face: the joker and the bowers count as following)."""
    first = trick[0]
    led = first.get("card") if isinstance(first, dict) else str(first)
    if not led or card in ("JK", "BJ", "RJ") or led in ("JK", "BJ", "RJ"):
        return True
    return bool(card[-1] == led[-1] or card[0] == "J")
