"""The fuzzer's records: deal specifications, divergences, hand runs, departures, the report and the situations it steers towards."""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from five_hundred import (
    Action,
    BidKind,
    HandState,
)

from ..catalogue import rules

PASS_BIAS = 0.5
"""Probability that a player passes when a bid is open to them (all four pass in about one hand in sixteen)."""
MISERE_BIAS: Mapping[BidKind, float] = {BidKind.MISERE: 0.4, BidKind.OPEN_MISERE: 0.05, BidKind.BLIND_MISERE: 0.1}
"""Probability of calling each kind of misère when it is a legal bid and the player does not pass."""
STYLES: Mapping[str, float] = {"random": 0.8, "strong": 0.1, "stacked": 0.1}
"""How hands are played, and their shares: ``random``; ``strong``, the contractor's side plays its
strongest card and the defenders their weakest; ``stacked``, in addition the eldest hand is dealt
the ten strongest cards of a random trump suit and alone bids, six of that suit (so that slams
on contracts worth less than the slam occur)."""
NEW_GAME = 0.2
"""Probability that a hand starts a new game (see :meth:`Fuzzer.new_game`) instead of going on with the last."""
ILLEGAL_RATE = 0.08
"""Probability, at each step, of also trying an illegal action."""
SHRINK_TRIES = 150
"""Random replays of the divergent deal tried when looking for a shorter reproduction."""
UNPOSITIONED = frozenset({"kitty", "auction"})
"""Fields of the observation a position setup does not carry, not compared after opening one."""
STEPS_AT_ONCE = 12
"""Steps of a hand whose requests (each action, an illegal one tried before it, and the look after
each) are written at once before their answers are read; their requests stay a few kilobytes, well
under what a pipe holds, so that writing them never waits for the program to read."""
RESYNCS = 12
"""Differences a hand may show, keeping going, before it is given up (each one resynchronises)."""
SHRINK_SECONDS = 60.0
"""Time limit of that search (reached only by a slow implementation; within it the search is reproducible)."""

AREA_RULES: Mapping[str, tuple[str, ...]] = {
    "DEAL": ("DEAL-01", "DEAL-02", "DEAL-04", "DECIDE-03"),
    "BID": ("BID-01", "BID-02", "BID-08", "BID-10", "BID-13"),
    "KITTY": ("KITTY-01", "KITTY-02", "KITTY-04"),
    "JOKER": ("JOKER-05", "JOKER-10", "JOKER-11", "DECIDE-13", "DECIDE-37"),
    "PLAY": ("PLAY-01", "PLAY-02", "PLAY-03", "PLAY-04", "PLAY-05", "PLAY-06", "PLAY-08", "PLAY-09"),
    "MIS": ("MIS-01", "MIS-03", "MIS-04", "DECIDE-12"),
    "SCORE": ("SCORE-02", "SCORE-03", "SCORE-04", "SCORE-05", "SCORE-06", "SCORE-07", "SCORE-08"),
    "END": ("END-01", "END-02", "END-03", "END-04", "END-06", "DEALER-03"),
}
"""The catalogue's rules that a difference in each rule area concerns (those of the variant are kept)."""


class FuzzError(Exception):
    """The fuzzing run cannot be made: bad arguments, or an implementation that cannot be driven."""


def area_rules(area: str, variant: str) -> tuple[str, ...]:
    """The rule IDs of :data:`AREA_RULES` for ``area`` that apply to ``variant``."""
    catalogue = rules()
    return tuple(r for r in AREA_RULES.get(area, ()) if r in catalogue and variant in catalogue[r].variants)


# ---------------------------------------------------------------------------
# What a hand is and how it went


@dataclass(frozen=True)
class DealSpec:
    """One deal: the variant, its options, the dealer's seat and the pack, top card first."""

    variant: str
    options: tuple[str, ...]
    dealer: str
    pack: tuple[str, ...]


@dataclass
class Divergence:
    """The first place where the implementation departs from the reference.

    Attributes:
        check: what was compared: ``open``, ``observation``, ``invariant``, ``legal-actions``,
            ``act`` (a legal action refused), ``illegal`` (an illegal action accepted or
            the observation changed by a refusal), ``hand-score``, ``game-after-hand``, or
            ``error`` (the implementation answered ``errored``, crashed or timed out).
        where: the field that differs (``tricks[3].winner``), or ``""``.
        step: how many actions of the hand had been taken.
        action: the action concerned (the one just taken, tried or about to be taken), or ``None``.
        reference, implementation: the two answers.
        area: the rule area of the check (``DEAL``, ``BID``, ``KITTY``, ``JOKER``, ``PLAY``,
            ``MIS``, ``SCORE``, ``END``).
        detail: the difference in words.
        missing, extra: for ``legal-actions``, the actions only the reference / only the
            implementation lists.
        rule: the rule the difference is charged to (:func:`charge`), once charged.
    """

    check: str
    where: str
    step: int
    action: str | None
    reference: Any
    implementation: Any
    area: str
    detail: str
    missing: tuple[str, ...] = ()
    extra: tuple[str, ...] = ()
    rule: str = ""

    @property
    def kind(self) -> tuple[str, str, str]:
        """What a shorter reproduction must show again: the check, its area and the field without indices."""
        return self.check, self.area, re.sub(r"\[\d+\]", "[]", self.where)

    def line(self) -> str:
        """The difference in one line."""
        at = f"after {self.step} action{'s' if self.step != 1 else ''}"
        if self.action is not None:
            at += f" ({self.action!r})"
        charged = f", charged to {self.rule}" if self.rule else ""
        return f"{at}, {self.detail} [{self.area}{charged}]"

    @property
    def departure(self) -> tuple[str, str]:
        """What makes two differences one departure: the rule charged and the check."""
        return self.rule, self.check


@dataclass
class HandRun:
    """One hand driven through both engines.

    Attributes:
        deal: the deal.
        style: ``random``, ``strong`` or ``stacked-<suit>`` (see :data:`STYLES`).
        actions: the actions taken, in notation, up to the end or the divergence.
        state: the reference's state after them.
        game_before: the running game given to ``game-after-hand``.
        game_after: the reference's answer to it (once the hand is over).
        discard: the contractor's discard, once made.
        illegal: illegal actions tried.
        divergence: the first difference, or ``None``.
        aim: the situation the hand is steered towards (:data:`SITUATIONS`), or ``None``.
        found: keeping going, every difference of the hand: a copy of the run where each was found.
        prior, last_action: the reference's state before the last action taken, and that action.
        observed: the implementation's last observation.
        synced_at: the step at which the implementation was last opened again (-1: at the deal).
        from_position: it was last opened at a position (:data:`UNPOSITIONED` fields are not compared).
        resync_failed: the implementation could not be opened again or refused a replayed action.
    """

    deal: DealSpec
    style: str
    actions: list[str]
    state: HandState
    game_before: dict[str, Any] | None
    game_after: dict[str, Any] | None = None
    discard: tuple[str, ...] = ()
    illegal: int = 0
    divergence: Divergence | None = None
    aim: Situation | None = None
    found: list[HandRun] = field(default_factory=list)
    prior: HandState | None = None
    last_action: Action | None = None
    observed: dict[str, Any] | None = None
    synced_at: int = -1
    resync_failed: bool = False
    from_position: bool = False


@dataclass
class Departure:
    """One distinct departure found keeping going (by rule charged and kind of check).

    Attributes:
        run: the hand where it was first found, as it was at that point.
        hand: that hand's number in the run.
        times: how many times it was found.
    """

    run: HandRun
    hand: int
    times: int = 1

    @property
    def divergence(self) -> Divergence:
        """The difference as first found."""
        assert self.run.divergence is not None
        return self.run.divergence


@dataclass
class Report:
    """The result of a fuzzing run.

    Attributes:
        hands: hands played through both engines.
        actions: actions taken in them.
        illegal: illegal actions tried.
        contracts: how many hands ended in each kind of contract.
        seconds: wall time of the hands (without the search for a shorter reproduction).
        run: the divergent hand (after shrinking), or ``None``.
        first_step: the step of the divergence as first found.
        gaps: requests the implementation declared it does not do (not compared).
        departures: keeping going, each distinct departure (:attr:`Divergence.departure`) not allowed,
            in the order found.
        allowed: keeping going, how many differences each allowed rule skipped.
        hand: the number of the divergent hand (``run``), or -1.
        covered, reached: the rules the reference exercised (counts) and, per variant, the situations shown.
        blocks: each block played (:data:`BLOCK`) and its :attr:`Block.digest`.
        cut: a block was cut short by the time limit.
    """

    hands: int = 0
    actions: int = 0
    illegal: int = 0
    contracts: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    run: HandRun | None = None
    first_step: int = 0
    gaps: set[str] = field(default_factory=set)
    departures: dict[tuple[str, str], Departure] = field(default_factory=dict)
    allowed: Counter[str] = field(default_factory=Counter)
    hand: int = -1
    covered: Counter[str] = field(default_factory=Counter)
    reached: dict[str, set[str]] = field(default_factory=dict)
    blocks: dict[int, str] = field(default_factory=dict)
    cut: bool = False


# ---------------------------------------------------------------------------
# Steering: situations the random games should reach, and how a hand aims at one


@dataclass(frozen=True)
class Situation:
    """A situation the fuzzer steers towards until a hand reaches it.

    Attributes:
        name: its name on the ``situations`` line.
        auction: how the calls go when aiming at it: ``pass`` (everyone passes), ``last`` (all but
            the last seat pass), ``OMIS`` / ``MIS`` (the first who may calls it, a seven-level bid
            opening for misère), ``NT`` (the joker's holder calls no trumps), or ``""`` (as usual).
        play: ``strong`` (the contractor's side plays its strongest cards), ``stacked`` (that, with the
            deal stacked for a six bid: :data:`STYLES`), ``keep-joker`` (nobody plays the joker before they
            must), or ``""`` (as usual).
        start: the running game it starts from: ``edge`` (each side 10 to 30 short of the target),
            ``tie`` (every side 10 or 20 short), ``low`` (a side 10 to 30 above the losing total),
            ``back`` (a side below the losing total and gone backwards), or ``""``.
    """

    name: str
    auction: str = ""
    play: str = ""
    start: str = ""


SITUATIONS: tuple[Situation, ...] = (
    Situation("all-pass", auction="pass"),
    Situation("last-seat-calls", auction="last"),
    Situation("open-misère", auction="OMIS"),
    Situation("misère-won-early", auction="MIS", play="strong"),
    Situation("last-trick-joker-lead", auction="NT", play="keep-joker"),
    Situation("slam-below-250", play="stacked"),
    Situation("game-won-at-500", start="edge", play="strong"),
    Situation("game-lost-at-minus-500", start="low"),
    Situation("tie-at-500", start="tie", play="strong"),
    Situation("back-from-minus-500", start="back", play="strong"),
)
"""What :meth:`Fuzzer.next_deal` steers towards (a share :data:`STEER` of the hands) while a variant has
not reached it (JOKER-10/JOKER-11, BID-09, BID-15, DECIDE-12, END-02..END-09)."""
STEER = 0.35
"""Probability that a hand aims at a situation not reached yet."""
