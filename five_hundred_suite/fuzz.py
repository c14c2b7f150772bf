"""Differential fuzzing: random complete hands played in lock-step through the
reference engine and another implementation, until they disagree.

    python -m five_hundred_suite fuzz --impl "COMMAND" [--variant ID ...] [--options KEY ...]
        [--hands N] [--seed S] [--max-time T] [--out DIR] [--timeout S] [--keep-going] [--allow RULE-ID ...]
        [--jobs N] [--shard K/N]
    python -m five_hundred_suite fuzz --merge FILE...

Each hand is a random pack dealt by the dealer of a running game; the auction
calls are drawn from the legal ones with a bias to pass (so that every kind of
contract occurs: suits, no trumps with and without a joker nomination, misère,
open misère and thrown-in hands), the discard is random, and so is every card
played (a suitless joker lead names each suit it may name). One hand in five
is played "to win" by the contractor's side (the strongest card) against
defenders who throw their weakest, and half of those are dealt so that the
eldest hand holds the ten strongest cards of a suit and bids six of it alone,
so that slams occur too (:data:`STYLES`).

The reference engine (:mod:`five_hundred`, in process) and the implementation
(over the adapter protocol, :class:`~five_hundred_suite.subprocess_impl.SubprocessImplementation`)
take the same actions. At every step the observation, the legal actions and
the acceptance of the action are compared (two requests a step besides the
action itself); at random steps an illegal action, drawn from the complement of
the legal ones, must be refused and leave the observation as it was. The
implementation's observations are checked for invariants (every card once, the
size of tricks, no legal action once the hand is over, a score the variant's
table allows); after each hand its ``hand-score`` and ``game-after-hand`` are
compared, the latter carrying a game across hands (scores, next dealer, end).

On the first difference the fuzzer looks for a shorter reproduction (the same
deal reached through fewer actions; when the implementation's ``hello`` says
``"positions": true``, the divergent step is also re-checked from the position
alone), writes a *draft* whole-hand fixture (``spec/schema/hand.schema.json``)
to ``--out`` and prints one line saying what differs. Exit status: 0 when
nothing differs, 1 when something does, 2 when the run cannot be made.

The same seed gives the same hands (each hand's random choices come from
``random.Random(f"{seed}/{hand}")``). The hands are played in blocks of :data:`BLOCK`, each
started afresh (no running game carried in, no situation reached yet), so that blocks can be
played apart: ``--jobs N`` spreads them over N worker processes, each with its own adapter
(:func:`fuzz_jobs`), and ``--shard K/N`` plays only blocks K-1, K-1+N, ... (:func:`shard_blocks`),
for a CI matrix. The blocks are merged in their order, so the hands, the departures (each where
first found, with its count) and the report do not depend on N; without ``--keep-going`` the
first difference is the one of the lowest hand. Keeping going or sharded, a run writes its
departures whole or not at all to ``departures.json`` (``departures-K-of-N.json``) in ``--out``,
with a digest of each block's hands; ``fuzz --merge FILE...`` prints the combined table of the
shards' files (:func:`merge_departures`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import random
import re
import textwrap
import time
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml
from five_hundred import (
    Action,
    Bid,
    BidKind,
    Card,
    Discard,
    HandState,
    MakeBid,
    Nominate,
    Pass,
    Phase,
    Play,
    Suit,
    actions_of,
    apply,
    cards_of,
    deal,
    effective_suit,
    format_action,
    is_legal,
    legal_actions,
    load_ruleset,
    parse_action,
    parse_cards,
    playout,
    trick_strength,
)
from five_hundred.cards import SUITS
from five_hundred.errors import FiveHundredError, clip
from five_hundred.explain import action_rules
from five_hundred.ruleset import Ruleset

from .adapter import Implementation, ReferenceImplementation, Refused, snapshot
from .arguments import invoked_as
from .atomic import WriteError, write_file
from .catalogue import rules, variants
from .fixtures import FixtureError, fixture_paths, load_fixture
from .protocol import ImplementationError, ImplementationSkipped

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


def contract_kind(state: HandState) -> str:
    """The kind of contract a finished hand had: ``thrown-in``, ``all-pass-no-trumps`` (played
    out without a contract, ``ref:all-pass-play-nt``), ``suit``, ``no-trumps``,
    ``no-trumps+joker`` (a suit nominated for the joker), ``misère``, ``open-misère``, ``blind-misère``.
    """
    c = state.contract
    if c is None:
        return "all-pass-no-trumps" if state.tricks else "thrown-in"
    if c.kind is BidKind.MISERE:
        return "misère"
    if c.kind is BidKind.OPEN_MISERE:
        return "open-misère"
    if c.kind is BidKind.BLIND_MISERE:
        return "blind-misère"
    if c.trump is None:
        return "no-trumps+joker" if state.joker_suit is not None else "no-trumps"
    return "suit"


# ---------------------------------------------------------------------------
# Choosing actions


def _strength(state: HandState, play: Play) -> int:
    trump = state.trump
    jsuit = None if trump is not None else state.joker_suit
    led = (play.named_suit or effective_suit(play.card, trump, jsuit)) if state.current is None else state.current.led
    return trick_strength(play.card, led, trump, jsuit)


def _power(card: Card, trump: Suit | None) -> tuple[int, int]:
    """How strong a card is to hold: as a trump led, then as the card of its own suit led."""
    own = effective_suit(card, trump, None)
    return trick_strength(card, trump, trump, None), trick_strength(card, own, trump, None)


def stack(r: Ruleset, pack: Sequence[str], dealer: str, trump: Suit) -> list[str]:
    """``pack`` rearranged so that the eldest hand (on the dealer's left) is dealt the ten
    strongest cards with ``trump`` as trumps; every other card keeps its order.

    Rules: DEAL-02, DEAL-04 (through :func:`five_hundred.deal`).
    """
    eldest = (r.seat_index(dealer) + 1) % r.players
    dealt = deal(r, parse_cards(pack), r.seat_index(dealer))
    mine = {str(c) for c in cards_of(dealt.hands[eldest])}
    places = [i for i, c in enumerate(pack) if c in mine]
    best = sorted(r.pack, key=lambda c: _power(c, trump), reverse=True)[:len(places)]
    strong = [str(c) for c in best]
    rest = iter(c for c in pack if c not in set(strong))
    wanted = iter(strong)
    return [next(wanted) if i in set(places) else next(rest) for i in range(len(pack))]


def choose(state: HandState, legal: Sequence[Action], rng: random.Random, style: str,
           aim: Situation | None = None) -> Action:
    """A random legal action (see the module's description of the biases).

    Args:
        state: the reference's state; ``legal``: its legal actions (empty in the kitty phase).
        style: ``random``, ``strong`` or ``stacked-<suit>`` (see :data:`STYLES`).
        aim: the situation the hand is steered towards (its calls and its play, :class:`Situation`).

    Rules: BID-02, BID-13, KITTY-02, KITTY-04, JOKER-05, JOKER-10, PLAY-02..PLAY-04 (through the legal actions).
    """
    r = state.ruleset
    if state.phase is Phase.KITTY:
        assert state.contractor is not None
        held = list(cards_of(state.hands[state.contractor]))
        out = rng.sample(held, r.kitty_size) if style == "random" else \
            sorted(held, key=lambda c: _power(c, state.trump))[:r.kitty_size]
        return Discard(state.contractor, tuple(sorted(out, key=lambda c: c.code)))
    if state.phase is Phase.AUCTION and style.startswith("stacked-"):
        six = Bid.parse(f"6{style[-1]}")
        eldest = (state.dealer + 1) % r.players
        chosen = [a for a in legal if isinstance(a, MakeBid) and a.bid == six and a.seat == eldest]
        passes = [a for a in legal if isinstance(a, Pass)]
        if chosen or passes:
            return chosen[0] if chosen else passes[0]
    if state.phase is Phase.AUCTION and aim is not None:
        call = _aimed_call(state, legal, aim)
        if call is not None:
            return call
    if aim is not None and aim.play == "keep-joker" and state.phase in (Phase.NOMINATION, Phase.PLAY):
        keep = [a for a in legal if not (isinstance(a, Nominate) and a.suit is not None)
                and not (isinstance(a, Play) and str(a.card) == "JK")]
        legal = keep or legal
    if state.phase is Phase.AUCTION:
        bids = [a for a in legal if isinstance(a, MakeBid)]
        passes = [a for a in legal if isinstance(a, Pass)]
        if passes and (not bids or rng.random() < PASS_BIAS):
            return passes[0]
        for kind, bias in MISERE_BIAS.items():
            miseres = [a for a in bids if a.bid.kind is kind]
            if miseres and rng.random() < bias:
                return miseres[0]
        return bids[min(int(rng.expovariate(1 / 2)), len(bids) - 1)]
    if style != "random" and state.phase is Phase.PLAY and state.contractor is not None:
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            ours = r.side_of[plays[0].seat] == r.side_of[state.contractor]
            ranked = sorted(plays, key=lambda p: (_strength(state, p), p.card.code))
            return ranked[-1] if ours else ranked[0]
    return legal[int(rng.random() * len(legal))]


def illegal_candidates(state: HandState) -> list[str]:
    """Actions outside the legal ones, of the kinds a faulty engine might take: another
    seat's turn, a card not held, a revoke, a joker lead naming a suit it may not name, a
    bid too low, a suit named with an ordinary lead, an action of the wrong phase.
    Every one is refused by the reference (checked here).
    """
    r = state.ruleset
    seats = range(r.players)
    turn = state.turn
    out: list[str] = []
    held = {s: list(cards_of(state.hands[s])) for s in seats}
    if state.phase is Phase.AUCTION:
        assert turn is not None
        out += [f"{r.seats[s]} pass" for s in seats if s != turn]
        out += [f"{r.seats[turn]} bid {b}" for b in r.bid_ladder]
        out.append(f"{r.seats[turn]} play {held[turn][0]}")
    elif state.phase is Phase.KITTY:
        c = state.contractor
        assert c is not None
        mine = held[c]
        others = [s for s in seats if s != c]
        o = others[0]
        out.append(f"{r.seats[o]} discard {' '.join(map(str, held[o][:3]))}")
        out.append(f"{r.seats[c]} discard {' '.join(map(str, mine[:2]))}")
        out.append(f"{r.seats[c]} discard {' '.join(map(str, mine[:2]))} {held[o][0]}")
        out.append(f"{r.seats[c]} play {mine[0]}")
    elif state.phase is Phase.NOMINATION:
        c = state.contractor
        assert c is not None
        out += [f"{r.seats[s]} nominate H" for s in seats if s != c]
        out.append(f"{r.seats[c]} play {held[c][0]}")
    elif state.phase is Phase.PLAY:
        assert turn is not None
        me = r.seats[turn]
        out += [f"{r.seats[s]} play {held[s][0]}" for s in seats if s != turn and held[s]]
        out += [f"{me} play {held[s][-1]}" for s in seats if s != turn and held[s]]
        out += [f"{me} play {c}" for c in held[turn]]  # the illegal ones are revokes (or joker leads)
        out += [f"{me} play JK {s}" for s in "SCDH"]
        if held[turn]:
            out.append(f"{me} play {held[turn][0]} S")
        out.append(f"{me} bid 7H")
    else:
        out += [f"{r.seats[s]} play {held[s][0]}" for s in seats if held[s]]
        out += [f"{r.seats[s]} pass" for s in seats]
    found = []
    for text in dict.fromkeys(out):
        try:
            if not is_legal(state, parse_action(r, text)):
                found.append(text)
        except FiveHundredError:
            continue
    return found


# ---------------------------------------------------------------------------
# Comparing


def first_difference(ref: Any, got: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The first place where two JSON values differ: ``(path, reference part, implementation part)``.

    >>> first_difference({"a": [1, 2]}, {"a": [1, 3]})
    ('a[1]', 2, 3)
    """
    if ref == got:
        return None
    if isinstance(ref, dict) and isinstance(got, dict):
        for key in ref:
            sub = f"{path}.{key}" if path else str(key)
            if key not in got:
                return sub, ref[key], "(missing)"
            found = first_difference(ref[key], got[key], sub)
            if found is not None:
                return found
        return None  # only extra keys: allowed
    if isinstance(ref, list) and isinstance(got, list) and len(ref) == len(got):
        for i, (a, b) in enumerate(zip(ref, got, strict=True)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found is not None:
                return found
    return path, ref, got


def _observation_area(path: str, after: HandState, last: Action | None) -> str:
    """The rule area of a difference in the observation of ``after``, reached by the action ``last``."""
    key = re.split(r"[.\[]", path, maxsplit=1)[0]
    misere = after.contract is not None and after.contract.is_misere
    if last is None:
        return "DEAL" if key in ("hands", "kitty", "dealer") else "BID"
    if key in ("auction", "contract", "contractor"):
        return "BID"
    if key == "joker_suit":
        return "JOKER"
    if key in ("exposed", "exposed_hand", "active"):
        return "MIS" if misere else "PLAY"
    if key == "result" and (".points" in path or ".made" in path):
        return "SCORE"
    if misere and key in ("phase", "turn", "result", "tricks_won") and (after.phase is Phase.OVER):
        return "MIS"
    if key == "result":
        return "BID" if after.contract is None else "PLAY"
    if key == "hands" and isinstance(last, Discard):
        return "KITTY"
    if key in ("phase", "turn"):
        return {Phase.AUCTION: "BID", Phase.KITTY: "BID" if isinstance(last, (MakeBid, Pass)) else "KITTY",
                Phase.NOMINATION: "JOKER"}.get(after.phase, "BID" if after.contract is None else "PLAY")
    return "PLAY"


def _score_allowed(r: Ruleset, obs: Mapping[str, Any]) -> str | None:
    """Why a finished hand's score is not one the variant's table allows, or ``None``."""
    result = obs["result"]
    contract, contractor = obs.get("contract"), obs.get("contractor")
    if result is None or result.get("thrown_in") or contract is None or contractor is None:
        return None
    try:
        bid = Bid.parse(contract)
        value = r.contract_values[bid]
        cs = r.side_names[r.side_of[r.seat_index(contractor)]]
    except (FiveHundredError, KeyError):
        return f"the contract {contract!r} by {contractor!r} is not one of the variant's"
    points = result["points"]
    tricks = obs["tricks_won"]
    allowed = {value, -value}
    if not bid.is_misere and tricks.get(cs) == r.hand_size:
        allowed.add(max(value, r.slam_value))
        allowed.discard(value if value < r.slam_value else -value)
    if points.get(cs) not in allowed:
        return (f"{cs} scores {points.get(cs)} for {contract} with {tricks.get(cs)} tricks; the table allows "
                f"{' or '.join(map(str, sorted(allowed)))} (SCORE-02..SCORE-05, SCORE-08)")
    if result.get("made") is not (points[cs] > 0):
        return f"made is {result.get('made')} but {cs} scores {points[cs]}"
    for side, n in points.items():
        if side != cs and n not in (0, tricks.get(side, 0) * r.defence_points_per_trick):
            return f"the defenders {side} score {n} for {tricks.get(side)} tricks (SCORE-06, SCORE-07)"
    return None


def invariant_problem(r: Ruleset, obs: Mapping[str, Any], discard: Sequence[str], legal: Sequence[str] | None) -> \
        tuple[str, str] | None:
    """A broken invariant of an observation: ``(area, problem)`` or ``None``.

    Every card of the pack exactly once among the hands, the tricks, the trick in
    progress, the kitty (before the contractor takes it) and the discard (DEAL-01,
    DECIDE-20); each complete trick one card per active player (PLAY-08); no turn and
    no legal action once the hand is over (PLAY-07); a score the variant's table allows
    (SCORE-02..SCORE-08).
    """
    try:
        seen: Counter[str] = Counter()
        for cards in obs["hands"].values():
            seen.update(cards)
        for t in obs["tricks"]:
            seen.update(t["cards"])
        seen.update(obs["trick"])
        if obs["contractor"] is None:  # the kitty is out of play until the contractor takes it
            seen.update(obs["kitty"])
        seen.update(discard)
        pack = Counter(str(c) for c in r.pack)
        if seen != pack:
            twice = sorted((seen - pack).elements())
            gone = sorted((pack - seen).elements())
            what = (f"{' '.join(twice)} held or played twice" if twice else "") + \
                ("; " if twice and gone else "") + (f"{' '.join(gone)} nowhere" if gone else "")
            return "DEAL" if not obs["tricks"] and not obs["trick"] else "PLAY", \
                f"every card must be somewhere exactly once: {what}"
        size = len(obs["active"]) or r.players
        for i, t in enumerate(obs["tricks"]):
            if len(t["cards"]) != size:
                return "PLAY", f"trick {i + 1} has {len(t['cards'])} cards, not one for each of the {size} players"
        if len(obs["trick"]) >= size:
            return "PLAY", f"the trick in progress has {len(obs['trick'])} cards"
        if obs["phase"] == "over":
            if obs["turn"] is not None:
                return "PLAY", f"the hand is over but it is {obs['turn']}'s turn"
            if legal:
                return "PLAY", f"the hand is over but legal-actions lists {' '.join(legal[:3])}"
        problem = _score_allowed(r, obs)
        if problem is not None:
            return "SCORE", problem
    except (KeyError, TypeError, AttributeError) as e:
        return "PLAY", f"the observation lacks a field or has the wrong shape ({type(e).__name__}: {e})"
    return None


# ---------------------------------------------------------------------------
# Positions (the protocol's third setup form)


def position_of(state: HandState) -> dict[str, Any]:
    """The protocol's position setup of a hand in play (``{"position": {...}}``): dealer,
    contract, contractor, joker nomination, every seat's cards now, the discard, the
    completed tricks and the trick in progress (each with the suit named by a suitless
    joker lead) and the seat to play.

    Raises:
        ValueError: the hand is not in play.
    """
    if state.phase is not Phase.PLAY or state.contractor is None or state.contract is None or state.turn is None:
        raise ValueError("a position is a hand in play")
    r = state.ruleset
    suitless = state.trump is None and state.joker_suit is None

    def named(t: Any) -> str | None:
        return t.led.value if suitless and t.plays and str(t.plays[0][1]) == "JK" else None

    current = state.current
    return {"position": {
        "dealer": r.seats[state.dealer], "contract": str(state.contract), "contractor": r.seats[state.contractor],
        "joker_suit": None if state.joker_suit is None else state.joker_suit.value,
        "hands": {r.seats[i]: [str(c) for c in cards_of(m)] for i, m in enumerate(state.hands)},
        "discards": [str(c) for c in cards_of(state.discard)],
        "tricks": [{"leader": r.seats[t.leader], "cards": [str(c) for c in t.cards], "named_suit": named(t)}
                   for t in state.tricks],
        "trick": {"leader": r.seats[state.turn if current is None else current.leader],
                  "cards": [] if current is None else [str(c) for c in current.cards],
                  "named_suit": None if current is None else named(current)},
        "turn": r.seats[state.turn],
    }}


# ---------------------------------------------------------------------------
# The rule each check concerns (the reference's rule of a refusal, else the rule allowing
# an action, deciding a trick or giving a score line)


def _cited(r: Ruleset, *ids: str) -> str:
    """The first of ``ids`` that the catalogue gives the variant of ``r``, under the variant's own ID
    (:meth:`Ruleset.rule`); the first of ``ids`` when none applies.
    """
    catalogue = rules()
    for rule in ids:
        if rule in catalogue and r.id in catalogue[rule].variants:
            return r.rule(rule)
    return r.rule(ids[0])


def refusal_rule(state: HandState, action: Action) -> str | None:
    """The rule the reference cites when it refuses ``action`` in ``state`` (``None``: it is legal)."""
    try:
        apply(state, action)
    except FiveHundredError as e:
        return e.rule or None
    return None


def allowing_rule(state: HandState, action: Action) -> str:
    """The rule that allows a legal ``action`` in ``state``, or refuses an illegal one, as the reference
    explains it (:func:`five_hundred.explain.action_rules`: the first of its rules): BID-02 (a pass or a
    higher bid), BID-09 (the last pass), BID-12 / BID-15 (a misère's place on the ladder), KITTY-02 (the
    discard), JOKER-05 (the nomination), PLAY-02 (a lead), JOKER-10 (a suitless joker lead naming a suit),
    PLAY-03 (following suit), PLAY-04 (a void player's card) ...
    """
    rules = action_rules(state, action)
    return rules[0] if rules else _cited(state.ruleset, "PLAY-02")


def score_rule(state: HandState, side: str | None = None) -> str:
    """The score rule of the line of a finished hand (``side``: the side whose points are concerned,
    ``None``: the contractor's): SCORE-08 / SCORE-09 (misère), SCORE-04 (a slam below 250),
    SCORE-03 (made), SCORE-05 (defeated), SCORE-06 / SCORE-07 (the defenders' points), BID-09
    (no contract).
    """
    r = state.ruleset
    c, contractor = state.contract, state.contractor
    if c is None or contractor is None:
        return _cited(r, "BID-09")
    ours = r.side_names[r.side_of[contractor]]
    if side is not None and side != ours:
        return _cited(r, "SCORE-08", "SCORE-09") if c.is_misere else _cited(r, "SCORE-06", "SCORE-07")
    if c.is_misere:
        return _cited(r, "SCORE-08") if c.kind is BidKind.MISERE else _cited(r, "SCORE-09")
    won = sum(n for i, n in enumerate(state.tricks_won) if r.side_of[i] == r.side_of[contractor])
    if won == r.hand_size and r.contract_values.get(c, 0) < r.slam_value:
        return _cited(r, "SCORE-04")
    return _cited(r, "SCORE-03") if c.tricks is not None and won >= c.tricks else _cited(r, "SCORE-05")


REASON_RULES: Mapping[str, tuple[str, ...]] = {
    "made_contract_500": ("END-02", "END-06"), "reached_500": ("END-06", "END-03"),
    "went_backwards": ("END-04", "END-09"), "contractor_tie_break": ("END-05", "END-07"),
    "trick_order_tie_break": ("END-08",), "no_winner": ("END-10", "END-04"),
}
"""The rules of each game-end reason (DECIDE-35), the first the variant has being charged."""


def end_rule(r: Ruleset, outcome: Any, claimed: Any = None) -> str:
    """The rule of a game's end: that of the reference's ``outcome`` reason, or, when the reference
    goes on but the implementation ends the game (``claimed``), END-03 (defence points alone do not
    win) or END-10; END-01 when neither ends.
    """
    if isinstance(outcome, dict) and outcome.get("reason") in REASON_RULES:
        return _cited(r, *REASON_RULES[outcome["reason"]])
    if isinstance(claimed, dict):
        return _cited(r, "END-03", "END-10") if not r.defence_can_win else _cited(r, "END-10")
    return _cited(r, "END-01")


def _deal_rule(run: HandRun) -> str:
    """DEAL-04 when the implementation's hands are the reference's deal from another seat (each round
    of packets starting elsewhere), else the packets rule (DEAL-02, DEAL-03).
    """
    state, got = run.state, run.observed or {}
    r = state.ruleset
    try:
        theirs = {s: sorted(got["hands"][s]) for s in r.seats}
        for seat in range(r.players):
            other = deal(r, parse_cards(run.deal.pack), seat) if seat != state.dealer else None
            if other is not None and all(sorted(str(c) for c in cards_of(other.hands[i])) == theirs[s]
                                         for i, s in enumerate(r.seats)):
                return _cited(r, "DEAL-04")
    except (KeyError, TypeError, FiveHundredError):
        pass
    return _cited(r, "DEAL-02", "DEAL-03")


def charge(run: HandRun) -> str:
    """The rule a divergence of ``run`` is charged to: for an action, the rule the reference refuses it
    by (listed or accepted against the rules) or the rule allowing it (legal but refused or not
    listed); for the observation, the rule of the field that differs (the deal, the auction, the
    kitty, the trick's winner, the turn, the end of a misère, the score line); for ``hand-score``
    the score rule of the line; for ``game-after-hand`` the game-end rule of the reference's answer.
    """
    d = run.divergence
    assert d is not None
    state, r = run.state, run.state.ruleset
    if d.check == "open":
        return _cited(r, "DEAL-01")
    if d.check in ("legal-actions", "act", "illegal"):
        texts = d.extra if d.check == "legal-actions" and d.extra else \
            d.missing if d.check == "legal-actions" else (d.action,) if d.action else ()
        for text in texts:
            try:
                action = parse_action(r, text)
            except FiveHundredError:
                return _cited(r, "DECIDE-20")
            return allowing_rule(state, action)  # the rule refusing it, or allowing it, as the reference has it
        return _cited(r, *area_rules(d.area, r.id) or ("PLAY-02",))
    if d.check == "hand-score":
        side = d.where.split(".", 1)[1] if d.where.startswith("points.") else None
        return score_rule(state, side)
    if d.check == "game-after-hand":
        key = d.where.split(".", 1)[0]
        if key == "outcome":
            after = run.game_after or {}
            if sum(n >= r.target for n in after.get("scores", {}).values()) > 1:
                return _cited(r, "END-05", "END-07", "END-08")  # the tie rules decide who wins
            return end_rule(r, after.get("outcome"), d.implementation)
        if key == "dealer":
            return _cited(r, "DEALER-03")
        if key == "backwards":
            return _cited(r, "END-04", "END-09")
        side = d.where.split(".", 1)[1] if d.where.startswith("scores.") else None
        return score_rule(state, side) if state.contract is not None else _cited(r, "SCORE-01")
    if d.check == "invariant":
        if d.area == "SCORE":
            return score_rule(state)
        if "trick" in d.detail and "cards" in d.detail:
            return _cited(r, "PLAY-08")
        if "hand is over" in d.detail:
            return _cited(r, "PLAY-07")
        return _cited(r, "DEAL-01")
    if d.check == "error":
        return _cited(r, *area_rules(d.area, r.id) or ("PLAY-02",))
    return _observation_rule(run, d.where)


def _observation_rule(run: HandRun, path: str) -> str:
    state, before, r = run.state, run.prior, run.state.ruleset
    key = re.split(r"[.\[]", path, maxsplit=1)[0]
    last = run.last_action
    misere = state.contract is not None and state.contract.is_misere
    if last is None and key in ("hands", "kitty"):
        return _deal_rule(run)
    if key == "dealer":
        return _cited(r, "DEAL-04")
    if key == "auction":
        return _cited(r, "BID-02")
    if key in ("contract", "contractor"):
        return _cited(r, "BID-10")
    if key == "joker_suit":
        return _cited(r, "JOKER-05")
    if key in ("exposed", "exposed_hand"):
        return _cited(r, "MIS-03")
    if key == "active":
        return _cited(r, "MIS-01")
    if key == "hands":
        return _cited(r, "KITTY-02") if isinstance(last, Discard) else _cited(r, "KITTY-01")
    if key == "tricks_won":
        return _cited(r, "PLAY-09")
    if key == "tricks" and path.endswith(".winner"):
        return _cited(r, "PLAY-05")
    if key == "tricks" and path.endswith(".leader"):
        return _cited(r, "PLAY-06", "PLAY-01")
    if key == "result" and (".points" in path or ".made" in path):
        side = path.split(".points.", 1)[1] if ".points." in path else None
        return score_rule(state, side)
    if misere and key in ("phase", "turn", "result") and before is not None and before.phase is Phase.PLAY:
        return _cited(r, "DECIDE-12", "MIS-04")
    if key in ("phase", "turn", "result"):
        if state.phase is Phase.AUCTION or (before is not None and before.phase is Phase.AUCTION):
            if state.contract is None and state.phase is Phase.OVER:
                return _cited(r, "BID-09")
            if state.phase is not Phase.AUCTION:
                return _cited(r, "BID-08", "BID-19", "BID-25")
            return _cited(r, "BID-01")
        if state.phase is Phase.PLAY and state.current is None and state.tricks:
            return _cited(r, "PLAY-06")
        if state.phase is Phase.PLAY and not state.tricks and state.current is None:
            return _cited(r, "PLAY-01")
        if state.phase is Phase.NOMINATION or (before is not None and before.phase is Phase.NOMINATION):
            return _cited(r, "JOKER-05", "DECIDE-13")
        if state.phase is Phase.OVER:
            return _cited(r, "PLAY-07")
        return _cited(r, "SEAT-03")
    return _cited(r, "PLAY-08")


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


def reached(situation: str, run: HandRun) -> bool:
    """Whether the finished hand ``run`` (with its game before and after) shows ``situation``."""
    state, r = run.state, run.state.ruleset
    before, after = run.game_before, run.game_after
    if situation == "all-pass":
        return state.contract is None and state.phase is Phase.OVER
    if situation == "last-seat-calls":
        calls = state.auction
        return len(calls) >= r.players and all(b is None for _, b in calls[:r.players - 1])
    if situation == "open-misère":
        return state.contract is not None and state.contract.kind is BidKind.OPEN_MISERE
    if situation == "misère-won-early":
        return state.contract is not None and state.contract.is_misere and state.result is not None \
            and state.result.tricks_played < r.hand_size and state.result.score is not None \
            and not state.result.score.made
    if situation == "last-trick-joker-lead":
        return len(state.tricks) == r.hand_size and str(state.tricks[-1].cards[0]) == "JK" \
            and state.trump is None and state.joker_suit is None
    if situation == "slam-below-250":
        c, who = state.contract, state.contractor
        return c is not None and who is not None and not c.is_misere and \
            r.contract_values.get(c, 0) < r.slam_value and \
            sum(n for i, n in enumerate(state.tricks_won) if r.side_of[i] == r.side_of[who]) == r.hand_size
    if after is None or before is None:
        return False
    outcome = after.get("outcome")
    reason = outcome.get("reason") if isinstance(outcome, dict) else None
    if situation == "game-won-at-500":
        return reason in ("made_contract_500", "reached_500")
    if situation == "game-lost-at-minus-500":
        return reason == "went_backwards" or len(after["backwards"]) > len(before.get("backwards", []))
    if situation == "tie-at-500":
        return reason in ("contractor_tie_break", "trick_order_tie_break") or \
            sum(n >= r.target for n in after["scores"].values()) > 1
    if situation == "back-from-minus-500":
        low = r.lose_at if r.lose_at is not None else -r.target
        return any(before["scores"][s] <= low < after["scores"][s] for s in r.side_names)
    return False


def possible(situation: Situation, r: Ruleset) -> bool:
    """Whether a hand of ruleset ``r`` can show ``situation`` (its ladder has the bid, it has the joker, a
    side at the losing total plays on).
    """
    ladder = set(r.bid_ladder)
    kinds = {b.kind for b in ladder}
    if situation.auction == "OMIS":
        return BidKind.OPEN_MISERE in kinds
    if situation.auction == "MIS":
        return BidKind.MISERE in kinds and r.misere_ends_on_first_trick_won
    if situation.auction == "NT":
        return any(b.kind is BidKind.TRICKS and b.trump is None for b in ladder) and \
            any(str(c) == "JK" for c in r.pack)
    if situation.start in ("low", "back"):
        return r.lose_at is not None and (situation.start == "low" or r.backwards == "play-on")
    return True


def _aimed_call(state: HandState, legal: Sequence[Action], aim: Situation) -> Action | None:
    """The call of the auction aiming at ``aim`` (``None``: call as usual)."""
    r = state.ruleset
    passes = [a for a in legal if isinstance(a, Pass)]
    bids = [a for a in legal if isinstance(a, MakeBid)]
    if aim.auction == "pass" and passes:
        return passes[0]
    if aim.auction == "last":
        return passes[0] if passes and len(state.auction) < r.players - 1 else None
    if aim.auction in ("OMIS", "MIS"):
        kind = BidKind.OPEN_MISERE if aim.auction == "OMIS" else BidKind.MISERE
        wanted = [a for a in bids if a.bid.kind is kind]
        if wanted:
            return wanted[0]
        sevens = [a for a in bids if a.bid.kind is BidKind.TRICKS and a.bid.tricks == 7]
        if kind is BidKind.MISERE and sevens and state.high_bid is None:
            return sevens[0]
        return passes[0] if passes else None
    if aim.auction == "NT":
        turn = state.turn
        holds = turn is not None and any(str(c) == "JK" for c in cards_of(state.hands[turn]))
        nt = [a for a in bids if a.bid.kind is BidKind.TRICKS and a.bid.trump is None]
        if holds and nt:
            return nt[0]
        return passes[0] if (passes and state.high_bid is not None) or (not holds and passes) else None
    return None


# ---------------------------------------------------------------------------
# The fuzzer


class Fuzzer:
    """Plays random hands through the reference engine and ``impl`` side by side.

    Args:
        impl: the implementation (normally a :class:`SubprocessImplementation`).
        variant_ids: the variants to deal, in turn at random.
        options: the option keys switched on in every hand.
        seed: the run's seed.
        illegal_rate: probability of trying an illegal action at each step.
        keep_going: after a difference, resynchronise and play on (see :meth:`play`), collecting
            every difference of the hand in :attr:`HandRun.found`.

    Attributes:
        covered: the rules the reference exercised in the hands played (each action's allowing or
            refusing rule, each trick's and score line's rule, each game end's), with counts.
        reached: per variant, the :data:`SITUATIONS` a hand has shown (in any block).
        steered: per variant, those a hand of the current block has shown (what :meth:`next_deal`
            steers away from; :meth:`start_block` empties it and the running games).

    Raises:
        FuzzError: an unknown variant or an option a variant does not offer.
    """

    def __init__(self, impl: Implementation, variant_ids: Sequence[str], options: Sequence[str] = (),
                 seed: int = 0, illegal_rate: float = ILLEGAL_RATE, keep_going: bool = False) -> None:
        self.impl = impl
        self.variants = list(variant_ids)
        self.options = tuple(options)
        self.seed = seed
        self.illegal_rate = illegal_rate
        self.keep_going = keep_going
        try:
            self.rulesets = {v: load_ruleset(v, self.options) for v in self.variants}
        except FiveHundredError as e:
            raise FuzzError(str(e)) from None
        self.reference = ReferenceImplementation()
        self.games: dict[str, dict[str, Any]] = {}
        self.gaps: set[str] = set()
        self.covered: Counter[str] = Counter()
        self.reached: dict[str, set[str]] = {v: set() for v in self.variants}
        self.steered: dict[str, set[str]] = {v: set() for v in self.variants}
        self._said: dict[str, bool] = {}

    # --- hands ---------------------------------------------------------------------

    def start_block(self) -> None:
        """Start a block of hands (:data:`BLOCK`) afresh: no running game carried in and no situation
        reached yet to steer away from, so that a block plays the same hands whatever was played before
        it, in this process or another (``--jobs``, ``--shard``).
        """
        self.games = {}
        self.steered = {v: set() for v in self.variants}

    def new_game(self, variant: str, rng: random.Random, start: str = "") -> dict[str, Any]:
        """A game's running state to start from: a random dealer and scores that are, a
        third of the time each, zero (a new game), anywhere between the two ends, or every
        side near the target (so that the ends of games occur often); ``start`` asks for one
        edge instead (see :attr:`Situation.start`).
        """
        r = self.rulesets[variant]
        top = r.target // 10
        bottom = (r.lose_at or -r.target) // 10
        backwards: list[str] = []
        if start == "edge":
            scores = {side: 10 * rng.randrange(top - 3, top) for side in r.side_names}
        elif start == "tie":
            scores = {side: 10 * rng.randrange(top - 2, top) for side in r.side_names}
        elif start in ("low", "back"):
            scores = {side: 10 * rng.randrange(bottom + 1, top) for side in r.side_names}
            low = rng.choice(r.side_names)
            scores[low] = 10 * (bottom + rng.randrange(1, 4)) if start == "low" else 10 * (bottom - rng.randrange(0, 3))
            backwards = [low] if start == "back" else []
        else:
            kind = rng.choice(("new", "anywhere", "near"))
            least = top - 10 if kind == "near" else bottom + 1
            scores = {side: 0 if kind == "new" else 10 * rng.randrange(least, top) for side in r.side_names}
        return {"scores": scores, "dealer": rng.choice(r.seats), "backwards": backwards}

    def next_deal(self, index: int) -> tuple[DealSpec, random.Random, str, dict[str, Any]]:
        """The deal, random source, play style and running game of hand ``index`` of this run."""
        spec, rng, style, game, _ = self._next(index)
        return spec, rng, style, game

    def _next(self, index: int) -> tuple[DealSpec, random.Random, str, dict[str, Any], Situation | None]:
        rng = random.Random(f"{self.seed}/{index}")
        variant = self.variants[int(rng.random() * len(self.variants))]
        r = self.rulesets[variant]
        aim = None
        if rng.random() < STEER:
            open_ = [s for s in SITUATIONS if s.name not in self.steered[variant] and possible(s, r)]
            aim = open_[int(rng.random() * len(open_))] if open_ else None
        game = self.games.get(variant)
        if aim is not None and aim.start:
            game = self.new_game(variant, rng, aim.start)
        elif game is None or rng.random() < NEW_GAME:
            game = self.new_game(variant, rng)
        pack = [str(c) for c in r.pack]
        rng.shuffle(pack)
        style = rng.choices(list(STYLES), weights=list(STYLES.values()))[0]
        if aim is not None:
            style = aim.play or "random"
        if style == "stacked":
            trump = rng.choice(SUITS)
            style = f"stacked-{trump.value}"
            pack = stack(r, pack, str(game["dealer"]), trump)
        return DealSpec(variant, self.options, str(game["dealer"]), tuple(pack)), rng, style, game, aim

    def hand(self, index: int) -> HandRun:
        """Play hand ``index`` of the run through both engines and carry its game on (on the
        reference's answer, once the hand is over and the game compared or, keeping going, in any case).
        """
        spec, rng, style, game, aim = self._next(index)
        run = self.play(spec, rng, style=style, game_before=game, aim=aim, keep_going=self.keep_going)
        if run.game_after is not None and (run.divergence is None or self.keep_going):
            after = run.game_after
            self.games[spec.variant] = (
                self.new_game(spec.variant, rng) if after["outcome"] is not None
                else {"scores": after["scores"], "dealer": after["dealer"], "backwards": after["backwards"]})
        if run.state.phase is Phase.OVER:
            self._cover_hand(run)
        return run

    def play(self, spec: DealSpec, rng: random.Random, *, style: str = "random", forced: Sequence[str] = (),
             game_before: dict[str, Any] | None = None, illegal_rate: float | None = None,
             after_hand: bool = True, keep_going: bool = False, aim: Situation | None = None) -> HandRun:
        """Deal ``spec`` in both engines and play it to the end or the first difference.

        Args:
            forced: actions to take first (in notation), before the random ones.
            game_before: the running game for ``game-after-hand`` (``None``: not asked).
            illegal_rate: instead of the fuzzer's own.
            after_hand: compare ``hand-score`` and ``game-after-hand`` once the hand is over.
            keep_going: after a difference, record it (a copy of the run at that point, charged:
                :attr:`HandRun.found`) and resynchronise: step over it (the reference takes its own
                action where the difference concerns one), then open the implementation again at the
                reference's state, as the position in play when it opens positions, else as the same
                deal given as hands with the actions so far replayed; then play on. At most
                :data:`RESYNCS` times a hand; the hand ends where it cannot resynchronise.
            aim: the situation the hand is steered towards (see :data:`SITUATIONS`).

        An implementation that fails while answering (``errored``, a crash, a timeout)
        gives an ``error`` difference.

        Raises:
            ImplementationError: ``open`` failed.
            ImplementationSkipped: the implementation declared a gap on a request the hand
                cannot do without (``open``, ``act``, ``observe``, ``legal-actions``).
        """
        r = self.rulesets[spec.variant]
        state = deal(r, parse_cards(spec.pack), r.seat_index(spec.dealer))
        run = HandRun(spec, style, [], state, game_before, aim=aim)
        setup: dict[str, Any] | None = {"dealer": spec.dealer, "pack": list(spec.pack)}
        rate = self.illegal_rate if illegal_rate is None else illegal_rate
        while setup is not None:
            self._segment(run, setup, rng, forced, rate)
            if run.divergence is None:
                break
            if not self._found(run, keep_going):
                return run
            setup = self._resync(run, rng) if len(run.found) <= RESYNCS else None
        if after_hand and run.state.phase is Phase.OVER:
            self._check_hand_score(run)
            if run.divergence is not None and not self._found(run, keep_going):
                return run
            self._check_game(run)
            if run.divergence is not None:
                self._found(run, keep_going)
        return run

    def _found(self, run: HandRun, keep_going: bool) -> bool:
        """Charge the difference of ``run``; keeping going, record a copy of the run and clear it.
        Returns whether the hand goes on.
        """
        d = run.divergence
        assert d is not None
        d.rule = charge(run)
        if not keep_going:
            return False
        run.found.append(replace(run, actions=list(run.actions), found=[]))
        run.divergence = None
        return True

    def _segment(self, run: HandRun, setup: dict[str, Any], rng: random.Random, forced: Sequence[str],
                 rate: float) -> None:
        """Open the implementation with ``setup`` (replaying ``setup["replay"]`` actions first) and
        play on until the end of the hand or a difference.
        """
        spec = run.deal
        replay = setup.pop("replay", [])
        try:
            game = self.impl.open(spec.variant, list(spec.options), setup)
        except Refused as e:
            what = "the deal" if "pack" in setup else "the deal given as hands" if "hands" in setup else "the position"
            run.divergence = Divergence("open", "", len(run.actions), None, "opened", _refusal(e), "DEAL",
                                        f"the implementation refused {what}: {_refusal(e)}")
            run.resync_failed = True
            return
        try:
            for text in replay:
                try:
                    self.impl.act(game, text)
                except Refused:
                    run.resync_failed = True
                    return
            self._steps(run, game, rng, forced, rate)
        except ImplementationError as e:  # an errored answer, a crash, a timeout: where the reference answers
            what = str(e).splitlines()[0]
            area = "SCORE" if run.state.phase is Phase.OVER else _phase_area(run.state)
            run.divergence = Divergence("error", "", len(run.actions), run.actions[-1] if run.actions else None,
                                        "an answer", what, area, f"the implementation failed: {what}")
        finally:
            with contextlib.suppress(ImplementationError, Refused, ImplementationSkipped):
                self.impl.close(game)

    def _resync(self, run: HandRun, rng: random.Random) -> dict[str, Any] | None:
        """The setup that opens the implementation again past the difference just recorded, or ``None``."""
        d = run.found[-1].divergence
        assert d is not None
        if run.resync_failed:
            return None
        state = run.state
        step_over = d.check in ("legal-actions", "act", "error") or run.synced_at == len(run.actions)
        if step_over:
            if state.phase is Phase.OVER:
                return None
            legal = () if state.phase is Phase.KITTY else legal_actions(state)
            r = state.ruleset
            if d.check == "legal-actions":
                shared = [a for a in legal if format_action(r, a) in set(d.implementation)]
                legal = tuple(shared) or legal
            action = choose(state, legal, rng, run.style, run.aim)
            self._take(run, action)
        state = run.state
        if state.phase is Phase.OVER:
            return None
        run.synced_at = len(run.actions)
        if state.phase is Phase.PLAY and state.turn is not None and self._opens_positions():
            run.from_position = True
            return position_of(state)
        run.from_position = False
        r = state.ruleset
        return {"dealer": r.seats[state.dealer],
                "hands": {r.seats[i]: [str(c) for c in cards_of(m)] for i, m in enumerate(state.dealt)},
                "kitty": [str(c) for c in cards_of(state.kitty)], "replay": list(run.actions)}

    def _opens_positions(self) -> bool:
        return self._offers("positions")

    def _take(self, run: HandRun, action: Action) -> None:
        """The reference takes ``action`` (recording the rule that allows it)."""
        state = run.state
        self.covered[allowing_rule(state, action)] += 1
        if isinstance(action, MakeBid):
            self._cover_bid(state, action.bid)
        run.prior = state
        run.last_action = action
        run.state = apply(state, action)
        run.actions.append(format_action(state.ruleset, action))
        if isinstance(action, Discard):
            run.discard = tuple(str(c) for c in action.cards)

    def _steps(self, run: HandRun, game: str, rng: random.Random, forced: Sequence[str], illegal_rate: float) -> None:
        r = run.state.ruleset
        looked: tuple[dict[str, Any], list[str]] | None = None
        while True:
            state = run.state
            step = len(run.actions)
            got, got_legal = looked if looked is not None else self._look(game)
            looked = None
            run.observed = got
            ref = snapshot(state)
            if run.from_position:
                ref = {k: v for k, v in ref.items() if k not in UNPOSITIONED}
            # the invariants at the start of each trick and outside the play (the cards of a trick
            # in progress are in the next trick's check)
            bad = invariant_problem(r, got, run.discard, got_legal) \
                if state.current is None or state.phase is not Phase.PLAY else None
            if bad is not None:
                run.divergence = Divergence("invariant", "", step, run.actions[-1] if run.actions else None,
                                            "(holds)", bad[1], bad[0], bad[1])
                return
            diff = first_difference(ref, got)
            if diff is not None:
                path, a, b = diff
                last = run.last_action if run.synced_at != step else None
                run.divergence = Divergence("observation", path, step, run.actions[-1] if run.actions else None, a, b,
                                            _observation_area(path, state, last),
                                            f"observation {path}: reference {_show(a)}, implementation {_show(b)}")
                return
            legal = () if state.phase is Phase.KITTY else legal_actions(state)
            texts = [format_action(r, a) for a in legal]
            if set(texts) != set(got_legal):
                missing = tuple(t for t in texts if t not in set(got_legal))
                extra = tuple(sorted(set(got_legal) - set(texts)))
                area = _legal_area(state, missing + extra)
                words = "; ".join(p for p in (f"legal but not listed: {' '.join(missing[:6])}" if missing else "",
                                                f"listed but illegal: {' '.join(extra[:6])}" if extra else "") if p)
                run.divergence = Divergence("legal-actions", "", step, None, texts, got_legal, area,
                                            f"legal actions ({state.phase.value}): {words}", missing, extra)
                return
            if state.phase is Phase.OVER:
                return
            if rng.random() < illegal_rate and self._try_illegal(run, game, rng, got):
                return
            action = parse_action(r, forced[step]) if step < len(forced) else \
                choose(state, legal, rng, run.style, run.aim)
            text = format_action(r, action)
            refused, looked = self._act_look(game, text)
            if refused is not None:
                run.divergence = Divergence("act", "", step, text, "accepted", _refusal(refused),
                                            _action_area(state, action),
                                            f"the legal action {text!r} was refused: {_refusal(refused)}")
                return
            self._take(run, action)

    def _look(self, game: str) -> tuple[dict[str, Any], list[str]]:
        """The implementation's observation and legal actions: one ``observe-legal`` request when its
        ``hello`` offers it, else ``observe`` and ``legal-actions`` written together when the adapter
        pipelines requests, else one after the other.
        """
        impl = self.impl
        if self._offers("observe_legal"):
            both = impl.observe_legal(game)
            try:
                return both["observation"], _texts(both["legal_actions"])
            except (KeyError, TypeError):
                raise ImplementationError(f"observe-legal: the answer {_show(both)} lacks observation or "
                                          "legal_actions") from None
        pipeline = getattr(impl, "pipeline", None)
        if pipeline is not None:
            obs, legal = pipeline([("observe", {"game": game}), ("legal-actions", {"game": game})])
            if isinstance(obs, Refused) or isinstance(legal, Refused):
                raise ImplementationError(f"observe, legal-actions: refused: {obs if isinstance(obs, Refused) else legal}")
            return obs, _texts(legal)
        return impl.observe(game), _texts(impl.legal_actions(game))

    def _act_look(self, game: str, text: str) -> tuple[Refused | None, tuple[dict[str, Any], list[str]]]:
        """Take ``text`` in the implementation and look at the game after it (see :meth:`_look`): with
        an adapter that pipelines requests, all of them written at once (one round trip).
        """
        impl = self.impl
        pipeline = getattr(impl, "pipeline", None)
        if pipeline is None:
            try:
                impl.act(game, text)
            except Refused as e:
                return e, self._look(game)
            return None, self._look(game)
        looks: list[tuple[str, dict[str, Any]]] = [("observe-legal", {"game": game})] \
            if self._offers("observe_legal") else [("observe", {"game": game}), ("legal-actions", {"game": game})]
        answers = pipeline([("act", {"game": game, "action": text}), *looks])
        refused = answers[0] if isinstance(answers[0], Refused) else None
        if any(isinstance(a, Refused) for a in answers[1:]):
            raise ImplementationError(f"{' '.join(c for c, _ in looks)}: refused after act {text!r}")
        if len(answers) == 2:
            try:
                return refused, (answers[1]["observation"], _texts(answers[1]["legal_actions"]))
            except (KeyError, TypeError):
                raise ImplementationError(f"observe-legal: the answer {_show(answers[1])} lacks observation or "
                                          "legal_actions") from None
        return refused, (answers[1], _texts(answers[2]))

    def _offers(self, key: str) -> bool:
        """Whether the implementation's ``hello`` says ``key: true`` (asked once)."""
        said = self._said.get(key)
        if said is None:
            said = self._said[key] = self.impl.describe().get(key) is True
        return said

    def _try_illegal(self, run: HandRun, game: str, rng: random.Random, seen: dict[str, Any]) -> bool:
        """Try one illegal action; True when it showed a difference (recorded in ``run``)."""
        state = run.state
        candidates = illegal_candidates(state)
        if not candidates:
            return False
        text = candidates[int(rng.random() * len(candidates))]
        run.illegal += 1
        step = len(run.actions)
        action = parse_action(state.ruleset, text)
        area = _action_area(state, action)
        refused, (now, _) = self._act_look(game, text)
        if refused is not None:
            self.covered[refusal_rule(state, action) or "?"] += 1
        else:
            why = _illegal_reason(state, text)
            run.divergence = Divergence("illegal", "", step, text, f"refused ({why})", "accepted", area,
                                        f"the illegal action {text!r} was accepted ({why})")
            return True
        diff = first_difference(seen, now)
        if diff is not None:
            path, a, b = diff
            run.divergence = Divergence("illegal", path, step, text, a, b, area,
                                        f"refusing {text!r} changed the observation: {path} was {_show(a)}, "
                                        f"now {_show(b)}")
            return True
        return False

    def _check_hand_score(self, run: HandRun) -> None:
        state, spec = run.state, run.deal
        r = state.ruleset
        if state.contract is None or state.contractor is None or "hand-score" in self.gaps:
            return
        args = (spec.variant, list(spec.options), str(state.contract), r.seats[state.contractor],
                {r.seats[i]: n for i, n in enumerate(state.tricks_won)})
        want = self.reference.hand_score(*args)
        got: Any
        try:
            got = self.impl.hand_score(*args)
        except ImplementationSkipped:
            self.gaps.add("hand-score")
            return
        except Refused as e:
            got = _refusal(e)
        diff = first_difference(want, got)
        if diff is not None:
            path, a, b = diff
            run.divergence = Divergence(
                "hand-score", path, len(run.actions), None, want, got, "SCORE",
                f"hand-score {state.contract} by {r.seats[state.contractor]} with tricks "
                f"{_show(args[4])}: {path} reference {_show(a)}, implementation {_show(b)}")

    def _check_game(self, run: HandRun) -> None:
        state, spec = run.state, run.deal
        r = state.ruleset
        if run.game_before is None:
            return
        hand = {"contract": None if state.contract is None else str(state.contract),
                "contractor": None if state.contractor is None else r.seats[state.contractor],
                "trick_winners": [r.seats[t.winner] for t in state.tricks if t.winner is not None]}
        before = run.game_before
        want = self.reference.game_after_hand(spec.variant, list(spec.options), before, hand)
        run.game_after = want
        if "game-after-hand" in self.gaps:
            return
        answer: Any
        try:
            answer = self.impl.game_after_hand(spec.variant, list(spec.options), before, hand)
        except ImplementationSkipped:
            self.gaps.add("game-after-hand")
            return
        except Refused as e:
            answer = _refusal(e)
        norm = dict(answer) if isinstance(answer, dict) else answer
        if isinstance(norm, dict) and isinstance(norm.get("backwards"), list):
            norm["backwards"] = sorted(norm["backwards"])
        diff = first_difference({**want, "backwards": sorted(want["backwards"])}, norm)
        if diff is not None:
            path, a, b = diff
            run.divergence = Divergence(
                "game-after-hand", path, len(run.actions), None, want, answer, "END",
                f"game-after-hand from {_show(before['scores'])}: {path} reference {_show(a)}, "
                f"implementation {_show(b)}")

    def _cover_bid(self, state: HandState, bid: Bid) -> None:
        r, covered = state.ruleset, self.covered
        if bid.kind is BidKind.TRICKS:
            covered[_cited(r, "BID-03" if bid.trump is not None else "BID-04")] += 1
        else:
            covered[_cited(r, "BID-11")] += 1
            covered[_cited(r, "BID-14" if bid.kind is BidKind.OPEN_MISERE else "BID-12")] += 1
        if state.high_bid is not None:
            covered[_cited(r, "BID-06", "BID-24")] += 1
            if state.high_bidder is not None and r.side_of[state.high_bidder] == r.side_of[state.turn or 0] \
                    and state.high_bidder != state.turn:
                covered[_cited(r, "BID-18")] += 1

    def _cover_hand(self, run: HandRun) -> None:
        """Count the rules a finished hand exercised beyond its actions, and the situations it reached."""
        state, r = run.state, run.state.ruleset
        covered = self.covered
        for rule in ("DEAL-01", "DEAL-02", "DEAL-03", "DEAL-04", "DEAL-05", "BID-10", "SCORE-01"):
            covered[_cited(r, rule)] += 1
        if state.contract is None and not state.tricks:
            covered[_cited(r, "BID-09")] += 1
        if state.contractor is not None and state.contract is not None:
            covered[_cited(r, "BID-08", "BID-19", "BID-25")] += 1
            for rule in ("KITTY-01", "KITTY-03", "KITTY-04"):
                covered[_cited(r, rule)] += 1
            covered[score_rule(state)] += 1
            defenders = [s for s in r.side_names if s != r.side_names[r.side_of[state.contractor]]]
            covered[score_rule(state, defenders[0])] += 1
        for i, t in enumerate(state.tricks):
            covered[_cited(r, "PLAY-05")] += 1
            covered[_cited(r, "PLAY-08")] += 1
            covered[_cited(r, "PLAY-09")] += 1
            if i:
                covered[_cited(r, "PLAY-06")] += 1
            if any(str(c) == "JK" for c in t.cards):
                trumps = state.trump is not None
                covered[_cited(r, "JOKER-01" if trumps else "JOKER-04")] += 1
                if not trumps and state.joker_suit is None and t.winner is not None and \
                        str(dict(t.plays)[t.winner]) == "JK":
                    covered[_cited(r, "JOKER-06")] += 1
            if str(t.cards[0]) == "JK" and state.trump is None and state.joker_suit is None and \
                    state.suits_led == 0b1111 and i == r.hand_size - 1:
                covered[_cited(r, "JOKER-11")] += 1
        if state.tricks:
            covered[_cited(r, "PLAY-01")] += 1
        if state.result is not None and state.contract is not None and state.contract.is_misere:
            covered[_cited(r, "MIS-01")] += 1
            covered[_cited(r, "MIS-02")] += 1
            covered[_cited(r, "MIS-04")] += 1
            if state.result.tricks_played < r.hand_size:
                covered[_cited(r, "DECIDE-12")] += 1
        elif state.tricks:
            covered[_cited(r, "PLAY-07")] += 1
        if state.exposed:
            covered[_cited(r, "MIS-03")] += 1
        after = run.game_after
        if after is not None:
            if after.get("outcome") is not None:
                covered[end_rule(r, after["outcome"])] += 1
            covered[_cited(r, "END-01")] += 1
            if run.game_before is not None and len(after["backwards"]) > len(run.game_before.get("backwards", [])):
                covered[_cited(r, "END-04", "END-09")] += 1
            covered[_cited(r, "DEALER-03")] += 1
        for s in SITUATIONS:
            if s.name not in self.steered[run.deal.variant] and reached(s.name, run):
                self.steered[run.deal.variant].add(s.name)
                self.reached[run.deal.variant].add(s.name)

    # --- after a difference ----------------------------------------------------------

    def shrink(self, run: HandRun, seed: int, tries: int = SHRINK_TRIES, seconds: float = SHRINK_SECONDS) -> HandRun:
        """A reproduction of ``run``'s difference through fewer actions, from the same deal.

        Replays the deal with new random choices, half of them keeping the auction and
        kitty exchange of the best reproduction so far, and keeps the shortest that shows
        the same kind of difference (:attr:`Divergence.kind`). Illegal actions are tried
        only when the difference was found with one.
        """
        best = run
        first = run.divergence
        assert first is not None
        if first.step == 0:
            return best
        rng = random.Random(f"{seed}/shrink")
        illegal = 0.5 if first.check == "illegal" else 0.0
        after_hand = first.check in ("hand-score", "game-after-hand")
        deadline = time.monotonic() + seconds
        for i in range(tries):
            if time.monotonic() > deadline:
                break
            b = best.divergence
            assert b is not None
            keep = [a for a in best.actions if a.split()[1] != "play"] if i % 2 == 0 else []
            trial = self.play(best.deal, random.Random(rng.random()), style=rng.choice(("random", "strong", best.style)),
                              forced=keep[:b.step], game_before=best.game_before, illegal_rate=illegal,
                              after_hand=after_hand)
            d = trial.divergence
            if d is not None and d.kind == first.kind and d.step < b.step:
                best = trial
        return best

    def from_position(self, run: HandRun) -> bool | None:
        """Whether the divergent step differs again when the implementation opens the
        position just before it (``None``: the implementation does not open positions,
        or the step is not in play).
        """
        d = run.divergence
        if d is None or d.check not in ("legal-actions", "act", "illegal") or run.state.phase is not Phase.PLAY:
            return None
        if self.impl.describe().get("positions") is not True:
            return None
        state = run.state
        try:
            game = self.impl.open(run.deal.variant, list(run.deal.options), position_of(state))
        except (Refused, ImplementationError, ImplementationSkipped):
            return False
        try:
            if d.check == "legal-actions":
                return set(self.impl.legal_actions(game)) != set(d.reference)
            assert d.action is not None
            try:
                self.impl.act(game, d.action)
            except Refused:
                return d.check == "act"
            return d.check == "illegal" and not d.where
        except (ImplementationError, ImplementationSkipped):
            return False
        finally:
            with contextlib.suppress(ImplementationError, Refused, ImplementationSkipped):
                self.impl.close(game)


def _texts(actions: Any) -> list[str]:
    """Legal actions as answered, each as text (anything else shown as its repr, so that it differs)."""
    if not isinstance(actions, list):
        return [repr(actions)]
    return [a if isinstance(a, str) else repr(a) for a in actions]


def _refusal(e: Refused) -> str:
    return f"refused: {e.message}" + (f" [{e.rule}]" if e.rule else "")


def _show(value: Any, limit: int = 120) -> str:
    if isinstance(value, str):
        text = repr(value)
    elif isinstance(value, (dict, list)):
        text = yaml.safe_dump(value, default_flow_style=True, width=10_000).strip()
    else:
        text = json.dumps(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


class _FixtureDumper(yaml.SafeDumper):
    """YAML in the corpus's layout: lists of cards and each trick on one line."""


def _represent_dict(dumper: yaml.SafeDumper, data: dict[Any, Any]) -> yaml.Node:
    flat = "leader" in data or "action" in data or all(not isinstance(v, (dict, list)) for v in data.values())
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=flat or None)


_FixtureDumper.add_representer(dict, _represent_dict)


def _action_area(state: HandState, action: Action) -> str:
    if isinstance(action, (MakeBid, Pass)):
        return "BID" if state.phase is Phase.AUCTION else "PLAY"
    if isinstance(action, Discard):
        return "KITTY"
    if isinstance(action, Nominate):
        return "JOKER"
    if isinstance(action, Play) and (str(action.card) == "JK" or action.named_suit is not None):
        return "JOKER"
    if state.contract is not None and state.contract.is_misere and isinstance(action, Play):
        return "MIS" if action.seat not in state.active or state.phase is Phase.OVER else "PLAY"
    return "PLAY"


def _phase_area(state: HandState) -> str:
    return {Phase.AUCTION: "BID", Phase.KITTY: "KITTY", Phase.NOMINATION: "JOKER"}.get(state.phase, "PLAY")


def _legal_area(state: HandState, differing: Iterable[str]) -> str:
    if state.phase is Phase.AUCTION:
        return "BID"
    if state.phase is Phase.NOMINATION:
        return "JOKER"
    if state.phase is Phase.OVER:
        return "MIS" if state.contract is not None and state.contract.is_misere else "PLAY"
    return "JOKER" if any(" JK" in t for t in differing) else "PLAY"


def _illegal_reason(state: HandState, text: str) -> str:
    try:
        apply(state, parse_action(state.ruleset, text))
    except FiveHundredError as e:
        return f"{e.detail} [{e.rule}]" if e.rule else e.detail
    return "illegal"


# ---------------------------------------------------------------------------
# The draft fixture


_CHECKS = {
    "open": "the deal is refused", "observation": "the observation differs", "invariant": "an invariant breaks",
    "legal-actions": "the legal actions differ", "act": "a legal action is refused",
    "illegal": "an illegal action is not refused cleanly", "hand-score": "hand-score differs",
    "game-after-hand": "game-after-hand differs", "error": "the implementation fails",
}
"""A few words for each kind of check, for the title of a draft."""


def _fixture_prefix(variant: str) -> str:
    for path in fixture_paths():
        if path.parent.name == variant:
            return path.stem.split("-")[0]
    return "".join(w[0] for w in variant.split("-")).upper() + "Z"


def _next_id(variant: str, out: Path) -> str:
    prefix = _fixture_prefix(variant)
    taken = [p.stem for p in [*fixture_paths(), *out.glob("*.yaml")] if p.stem.startswith(prefix + "-")]
    numbers = [int(s.split("-")[1]) for s in taken if s.split("-")[1].isdigit()]
    return f"{prefix}-{max(numbers, default=0) + 1:04d}"


def complete(run: HandRun, seed: int) -> tuple[HandState, list[dict[str, Any]]]:
    """The hand of a divergent run as the reference plays it on to its end, and the
    actions the implementation must refuse on the way (``{"after": n, "action": text}``).

    At the divergent step the continuation takes an action the implementation did not
    list or refused, and records one it listed or accepted against the rules.
    """
    d = run.divergence
    assert d is not None
    state = run.state
    refuse: list[dict[str, Any]] = []
    step = len(run.actions)
    if d.check == "legal-actions" and d.extra:
        refuse.append({"after": step, "action": d.extra[0]})
    if d.check == "illegal" and d.action is not None and not d.where:
        refuse.append({"after": step, "action": d.action})
    rng = random.Random(f"{seed}/complete")
    if state.phase is not Phase.OVER:
        if d.check == "legal-actions" and d.missing:
            state = apply(state, parse_action(state.ruleset, d.missing[0]))
        elif d.check == "act" and d.action is not None:
            state = apply(state, parse_action(state.ruleset, d.action))
        state = playout(state, rng, pass_probability=PASS_BIAS)
    return state, refuse


def draft(run: HandRun, *, seed: int, hand: int, command: str, out: Path, first_step: int,
          from_position: bool | None) -> tuple[Path | None, str | None]:
    """Write the draft whole-hand fixture of a divergent run to ``out``; check it with
    :func:`~five_hundred_suite.fixtures.load_fixture`.

    Returns:
        ``(path, None)``, or ``(None, why)`` when the hand cannot be written as a valid
        fixture (e.g. an all-pass hand played out under ``ref:all-pass-play-nt``).

    Raises:
        WriteError: the draft cannot be written (an earlier file of the name is left as it was).
    """
    d = run.divergence
    assert d is not None
    final, refuse = complete(run, seed)
    spec = run.deal
    r = final.ruleset
    if final.contract is None and final.tricks:
        return None, "an all-pass hand played out has no whole-hand fixture form"
    out.mkdir(parents=True, exist_ok=True)
    fid = _next_id(spec.variant, out)
    raw = variants()[spec.variant]
    c = final.contractor
    contract = final.contract
    side_won = {s: 0 for s in r.side_names}
    for i, n in enumerate(final.tricks_won):
        side_won[r.side_names[r.side_of[i]]] += n
    score = final.result.score if final.result is not None else None
    points = {s: (0 if score is None else score.points[i]) for i, s in enumerate(r.side_names)}
    dealt = {r.seats[i]: [str(x) for x in cards_of(m)] for i, m in enumerate(final.dealt)}
    suitless = final.trump is None and final.joker_suit is None

    def card(t: Any, i: int, x: Any) -> str:
        return f"JK:{t.led.value}" if i == 0 and suitless and str(x) == "JK" else str(x)

    rule_ids = [d.rule] if d.rule in rules() else \
        list(dict.fromkeys(area_rules(d.area, spec.variant) or area_rules("PLAY", spec.variant)))
    data: dict[str, Any] = {
        "id": fid,
        "title": f"Draft from fuzzing (seed {seed}, hand {hand}): {_CHECKS[d.check]} ({d.area})",
        "variant": spec.variant,
        "options": list(spec.options),
        "rules": rule_ids,
        "dealer": spec.dealer,
        "pack": list(spec.pack),
        "hands": dealt,
        "kitty": [str(x) for x in cards_of(final.kitty)],
        "auction": [f"{r.seats[s]} {'pass' if b is None else f'bid {b}'}" for s, b in final.auction],
    }
    if c is not None and contract is not None:
        data["discard"] = [str(x) for x in cards_of(final.discard)]
        if raw["joker"]["nomination"] and (contract.is_misere or contract.trump is None):
            data["nomination"] = "none" if final.joker_suit is None else final.joker_suit.value
    data["tricks"] = [{"leader": r.seats[t.leader], "cards": [card(t, i, x) for i, x in enumerate(t.cards)],
                       "winner": r.seats[t.winner] if t.winner is not None else None} for t in final.tricks]
    data["expect"] = {"contract": None if contract is None else str(contract),
                      "contractor": None if c is None else r.seats[c], "tricks_won": side_won, "points": points,
                      "made": None if score is None else score.made}
    if refuse:
        data["refuse"] = refuse
    if run.game_before is not None and d.check == "game-after-hand" and run.game_after is not None:
        data["game"] = {"before": {"scores": run.game_before["scores"],
                                   "backwards": list(run.game_before.get("backwards", []))},
                        "after": run.game_after}
    if d.check == "legal-actions":
        answers = (f"the reference lists {len(d.reference)} actions, the implementation {len(d.implementation)}; "
                   f"only the reference: {' '.join(d.missing) or '-'}; only the implementation: {' '.join(d.extra) or '-'}")
    else:
        answers = f"the reference: {_show(d.reference, 2000)}; the implementation: {_show(d.implementation, 2000)}"
    shrunk = f" (first found after {first_step})" if first_step != d.step else ""
    position = {None: "", True: " The divergent step differs again from the position alone (position setup).",
                False: " From the position alone the step does not differ."}[from_position]
    rest = " After that step the hand is played on by the reference engine." \
        if len(actions_of(final)) > len(run.actions) else ""
    data["notes"] = (f"Found by: {invoked_as('five_hundred_suite')} fuzz --impl {command!r} --seed {seed} "
                     f"--variant {spec.variant}" + "".join(f" --options {o}" for o in spec.options) +
                     f" (hand {hand}). Divergent step: after {d.step} actions{shrunk}"
                     + (f", action {d.action!r}" if d.action else "") +
                     f". Check: {d.check}{' ' + d.where if d.where else ''}, rule area {d.area}"
                     + (f", charged to {d.rule}" if d.rule else "") + f": {d.detail}. "
                     f"Answers: {answers}.{position}{rest}")
    path = out / f"{fid}.yaml"
    header = "\n".join("# " + line for line in _wrap(
        f"DRAFT written by the fuzzer, for review before it joins features/hands/{spec.variant}/: "
        f"{_CHECKS[d.check]} after {d.step} actions ({d.area}); the notes say how it was found and both answers.", 98)) + "\n"
    body = yaml.dump(data, Dumper=_FixtureDumper, sort_keys=False, default_flow_style=None, width=110, allow_unicode=True)
    write_file(path, header + body)  # whole or not at all; WriteError when it cannot be written
    try:
        load_fixture(path)
    except FixtureError as e:
        return path, f"the draft does not load as a fixture: {e}"
    return path, None


def _wrap(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width) or [""]


# ---------------------------------------------------------------------------
# The command


BLOCK = 100
"""Hands per block. Each block starts afresh (:meth:`Fuzzer.start_block`: no running game carried in,
no situation reached yet), so that blocks are played independently: ``--jobs N`` spreads the blocks of
a run over N adapter processes and ``--shard K/N`` plays blocks K-1, K-1+N, K-1+2N ... of them; either
way a seed gives the same hands and the same departures."""


@dataclass
class Block:
    """What one block of hands showed (:func:`play_block`); blocks are merged into a :class:`Report` in
    their order (:func:`merge_block`).

    Attributes:
        index: the block's number (its hands are numbered from ``index * size``).
        hands, actions, illegal, contracts, departures, allowed: as in :class:`Report`, for the block.
        digest: a SHA-256 (hex) of every hand played: its number, deal and actions.
        run, hand: without keeping going, the divergent hand and its number, else ``None`` and -1.
        covered, reached, gaps: the rules exercised, the situations shown and the gaps declared.
        cut: the block was cut short (the time limit, or a stop), not played to its end.
        error: why the implementation could not be driven (one line), or ``""``.
    """

    index: int
    hands: int = 0
    actions: int = 0
    illegal: int = 0
    contracts: Counter[str] = field(default_factory=Counter)
    departures: dict[tuple[str, str], Departure] = field(default_factory=dict)
    allowed: Counter[str] = field(default_factory=Counter)
    digest: str = ""
    run: HandRun | None = None
    hand: int = -1
    covered: Counter[str] = field(default_factory=Counter)
    reached: dict[str, set[str]] = field(default_factory=dict)
    gaps: set[str] = field(default_factory=set)
    cut: bool = False
    error: str = ""


def shard_blocks(hands: int, shard: tuple[int, int] = (1, 1), size: int = BLOCK) -> range:
    """The blocks of a run of ``hands`` hands that shard ``K/N`` plays: K-1, K-1+N, K-1+2N ...

    >>> list(shard_blocks(1000, (2, 3)))
    [1, 4, 7]
    """
    k, n = shard
    return range(k - 1, -(-hands // size), n)


def play_block(fuzzer: Fuzzer, index: int, *, hands: int, size: int = BLOCK, deadline: float | None = None,
               allow: Collection[str] = (), stop: Callable[[], bool] | None = None,
               on_hand: Callable[[Block], None] | None = None) -> Block:
    """Play block ``index`` of a run of ``hands`` hands from a fresh start (:meth:`Fuzzer.start_block`):
    hands ``index * size`` up to the next block's first or ``hands``, to the block's end, the first
    difference (without :attr:`Fuzzer.keep_going`), the wall-clock ``deadline`` (:func:`time.time`) or
    ``stop()``. ``on_hand`` is called after each hand played without a difference.

    Raises:
        ImplementationError, ImplementationSkipped: see :meth:`Fuzzer.play`.
    """
    fuzzer.start_block()
    covered = Counter(fuzzer.covered)
    block = Block(index)
    digest = hashlib.sha256()
    allowed = set(allow)
    for i in range(index * size, min(hands, (index + 1) * size)):
        if (deadline is not None and time.time() > deadline) or (stop is not None and stop()):
            block.cut = True
            break
        run = fuzzer.hand(i)
        spec = run.deal
        digest.update(f"{i} {spec.variant} {spec.dealer} {' '.join(spec.pack)}: {' '.join(run.actions)}\n".encode())
        block.hands += 1
        block.actions += len(run.actions)
        block.illegal += run.illegal
        if run.divergence is not None:
            block.run, block.hand = run, i
            break
        for found in run.found:
            d = found.divergence
            assert d is not None
            if d.rule in allowed:
                block.allowed[d.rule] += 1
            elif d.departure in block.departures:
                block.departures[d.departure].times += 1
            else:
                block.departures[d.departure] = Departure(found, i)
        if run.state.phase is Phase.OVER:
            block.contracts[contract_kind(run.state)] += 1
        if on_hand is not None:
            on_hand(block)
    block.digest = digest.hexdigest()
    block.covered = fuzzer.covered - covered
    block.reached = {v: set(s) for v, s in fuzzer.steered.items()}
    block.gaps = set(fuzzer.gaps)
    return block


def merge_block(report: Report, block: Block) -> None:
    """Add ``block`` to ``report``. Merged in the blocks' order, the same blocks give the same report
    whichever process played them: a departure keeps the hand where it was first found, its times add up.
    """
    report.hands += block.hands
    report.actions += block.actions
    report.illegal += block.illegal
    report.contracts.update(block.contracts)
    report.allowed.update(block.allowed)
    report.covered.update(block.covered)
    for v, shown in block.reached.items():
        report.reached.setdefault(v, set()).update(shown)
    report.gaps |= block.gaps
    report.blocks[block.index] = block.digest
    report.cut = report.cut or block.cut
    for key, dep in block.departures.items():
        if key in report.departures:
            report.departures[key].times += dep.times
        else:
            report.departures[key] = replace(dep)  # its own count: a block may be merged into two reports
    if block.run is not None and report.run is None:
        assert block.run.divergence is not None
        report.run, report.hand, report.first_step = block.run, block.hand, block.run.divergence.step


def fuzz(fuzzer: Fuzzer, *, hands: int, max_time: float | None = None,
         progress: Callable[[int, Report], None] | None = None, allow: Collection[str] = (),
         shard: tuple[int, int] = (1, 1), size: int = BLOCK) -> Report:
    """Play up to ``hands`` hands (or until ``max_time`` seconds have passed) and return the report;
    with ``shard`` ``(K, N)``, only the blocks of shard K of N (:func:`shard_blocks`) of those hands.

    Without :attr:`Fuzzer.keep_going` the run stops at the first difference (the report's ``run`` is
    the divergent hand, unshrunk); keeping going it plays every hand and collects each distinct
    departure (:attr:`Divergence.departure`) in ``departures``, those charged to a rule of ``allow``
    being only counted (``allowed``).

    Raises:
        ImplementationError, ImplementationSkipped: see :meth:`Fuzzer.play`.
    """
    report = Report()
    start = time.monotonic()
    deadline = None if max_time is None else time.time() + max_time
    for index in shard_blocks(hands, shard, size):
        before = report.hands

        def tick(block: Block, before: int = before) -> None:
            if progress is not None:
                progress(before + block.hands, report)

        block = play_block(fuzzer, index, hands=hands, size=size, deadline=deadline, allow=allow, on_hand=tick)
        merge_block(report, block)
        if block.run is not None or block.cut:
            break
    report.seconds = time.monotonic() - start
    return report


# --- several adapter processes at once (--jobs) ------------------------------------------

_worker: dict[str, Any] = {}
"""In a worker process of :func:`fuzz_jobs`: its fuzzer, adapter timeout, shared counters, or why it could not start."""


def _start_worker(command: str, timeout: float, variant_ids: Sequence[str], options: Sequence[str], seed: int,
                  keep_going: bool, limit: Any, done: Any) -> None:
    """Start a worker of :func:`fuzz_jobs`: its own adapter (stopped when the worker ends) and fuzzer."""
    import multiprocessing.util
    import signal

    from .runner import plainly
    from .subprocess_impl import SubprocessImplementation

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the workers
    _worker.update(limit=limit, done=done, timeout=timeout)
    try:
        impl = SubprocessImplementation(command, timeout=timeout)
        multiprocessing.util.Finalize(None, impl.shutdown, exitpriority=10)
        _worker["fuzzer"] = Fuzzer(impl, variant_ids, options, seed, keep_going=keep_going)
    except (ImplementationError, ValueError, FuzzError) as e:
        _worker["error"] = f"cannot start the implementation: {plainly(e, timeout).splitlines()[0]}"


def _worker_block(index: int, hands: int, size: int, deadline: float | None, allow: tuple[str, ...]) -> Block:
    """Play one block in a worker of :func:`fuzz_jobs` (a failure to drive the adapter is the block's ``error``)."""
    from .runner import plainly

    if "error" in _worker:
        return Block(index, error=_worker["error"])
    limit, done = _worker["limit"], _worker["done"]

    def counted(_: Block) -> None:
        with done.get_lock():
            done.value += 1

    try:
        return play_block(_worker["fuzzer"], index, hands=hands, size=size, deadline=deadline, allow=allow,
                          stop=lambda: limit.value < index, on_hand=counted)
    except (ImplementationError, ImplementationSkipped) as e:
        return Block(index, error=f"the implementation could not be driven: "
                                  f"{plainly(e, _worker['timeout']).splitlines()[0]}")


def _rebind(run: HandRun, rulesets: Mapping[str, Ruleset]) -> None:
    """Give the states of a run received from a worker this process's ruleset objects (the engine keys
    its caches by the ruleset's identity).
    """
    r = rulesets[run.deal.variant]
    run.state = replace(run.state, ruleset=r)
    if run.prior is not None:
        run.prior = replace(run.prior, ruleset=r)


def fuzz_jobs(fuzzer: Fuzzer, command: str, *, jobs: int, timeout: float, hands: int,
              max_time: float | None = None, progress: Callable[[int, Report], None] | None = None,
              allow: Collection[str] = (), shard: tuple[int, int] = (1, 1), size: int = BLOCK) -> Report:
    """:func:`fuzz` with the blocks spread over ``jobs`` worker processes, each driving its own adapter
    started by ``command`` (``fuzzer`` gives the variants, options, seed and keeping going; its own
    adapter is not used). The blocks are merged in their order, so the report is the one :func:`fuzz`
    gives: without keeping going the blocks after the first difference's are not counted (and are
    stopped); ``max_time`` stops every worker.

    Raises:
        FuzzError: an adapter could not be started or driven (one line saying why).
    """
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    ctx = multiprocessing.get_context("spawn")  # no adapter pipe or thread of this process inherited
    limit = ctx.Value("q", 1 << 62)  # blocks above it stop (the first difference's; -1: all)
    done = ctx.Value("q", 0)
    deadline = None if max_time is None else time.time() + max_time
    start = time.monotonic()
    todo = iter(shard_blocks(hands, shard, size))
    results: dict[int, Block] = {}
    live = Report()
    first: int | None = None
    pending: dict[Future[Block], int] = {}
    pool = ProcessPoolExecutor(jobs, mp_context=ctx, initializer=_start_worker,
                               initargs=(command, timeout, fuzzer.variants, fuzzer.options, fuzzer.seed,
                                         fuzzer.keep_going, limit, done))
    try:
        while True:
            while len(pending) < 2 * jobs and limit.value >= 0:
                index = next(todo, None)
                if index is None or (first is not None and index > first):
                    break
                pending[pool.submit(_worker_block, index, hands, size, deadline, tuple(allow))] = index
            if not pending:
                break
            finished, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            for future in finished:
                try:
                    block = future.result()
                except BrokenProcessPool as e:
                    raise FuzzError(f"a worker process stopped before its block was played ({e}); a program that "
                                    "calls fuzz_jobs must do so under if __name__ == '__main__'") from None
                del pending[future]
                if block.error:
                    raise FuzzError(block.error)
                for dep in block.departures.values():
                    _rebind(dep.run, fuzzer.rulesets)
                if block.run is not None:
                    _rebind(block.run, fuzzer.rulesets)
                    if first is None or block.index < first:
                        first = limit.value = block.index
                results[block.index] = block
                merge_block(live, block)
                if block.cut and deadline is not None and time.time() > deadline:
                    limit.value = -1
            if progress is not None:
                progress(done.value, live)
    finally:
        limit.value = -1
        pool.shutdown(wait=True, cancel_futures=True)
    report = Report()
    for index in sorted(results):
        if first is not None and index > first:
            break
        merge_block(report, results[index])
    report.seconds = time.monotonic() - start
    return report


COVERAGE_AREAS = ("DEAL", "BID", "KITTY", "PLAY", "JOKER", "MIS", "SCORE", "END")
"""The rule areas of the ``coverage`` lines, in the catalogue's order."""


def coverage_lines(covered: Collection[str], variant_ids: Sequence[str]) -> list[str]:
    """One line per rule area: how many of the area's rules (those of ``variant_ids``) the games
    exercised (:attr:`Fuzzer.covered`), and those they did not reach.

    >>> coverage_lines({"END-01"}, ["australian"])[-1].startswith("coverage END: 1 of ")
    True
    """
    catalogue = rules()
    lines = []
    for area in COVERAGE_AREAS:
        ids = [r for r, rule in catalogue.items() if r.split("-")[0] == area and set(rule.variants) & set(variant_ids)]
        hit = [r for r in ids if r in covered]
        missed = [r for r in ids if r not in covered]
        lines.append(f"coverage {area}: {len(hit)} of {len(ids)} rules exercised"
                     + (f"; not reached: {' '.join(missed)}" if missed else ""))
    return lines


def situations_line(fuzzer: Fuzzer, shown: Mapping[str, Collection[str]] | None = None) -> str:
    """Which of :data:`SITUATIONS` the games reached, per variant, and which they could but did not
    (``shown``: those reached per variant, default :attr:`Fuzzer.reached`).
    """
    parts = []
    seen = fuzzer.reached if shown is None else shown
    for v in fuzzer.variants:
        r = fuzzer.rulesets[v]
        can = [s.name for s in SITUATIONS if possible(s, r)]
        missed = [s for s in can if s not in seen.get(v, ())]
        parts.append(f"{v} {len(can) - len(missed)} of {len(can)}" + (f" (not reached: {', '.join(missed)})"
                                                                     if missed else ""))
    return "situations: " + "; ".join(parts)


def read_allow_file(path: Path) -> list[str]:
    """The rule IDs of an ``--allow-file``: one a line, ``#`` starting a comment, blank lines ignored.

    Raises:
        FuzzError: the file cannot be read, or a line is not a rule ID of the catalogue (naming the line).
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise FuzzError(f"--allow-file {path}: cannot be read ({getattr(e, 'strerror', None) or e})") from None
    found = []
    for n, line in enumerate(text.splitlines(), 1):
        word = line.split("#", 1)[0].strip()
        if word:
            if word not in rules():
                raise FuzzError(f"--allow-file {path}, line {n}: {word!r} is not a rule ID of the catalogue")
            found.append(word)
    return found


def departure_records(report: Report, drafts: Mapping[tuple[str, str], str]) -> list[dict[str, Any]]:
    """The departures of ``report`` as the departures file keeps them (:func:`write_departures`): rule
    charged, check, field (without indices), variant, hand and step where first found, times found,
    its line in words and its draft fixture (``drafts``, by :attr:`Divergence.departure`; ``-``: none).
    """
    found = []
    for key, dep in report.departures.items():
        d = dep.divergence
        found.append({"rule": d.rule, "check": d.check, "field": re.sub(r"\[\d+\]", "[]", d.where) or "-",
                      "variant": dep.run.deal.variant, "hand": dep.hand, "step": d.step, "times": dep.times,
                      "line": d.line(), "draft": drafts.get(key, "-")})
    return found


def table_lines(records: Sequence[Mapping[str, Any]]) -> list[str]:
    """The table of departures (:func:`departure_records`): one row each (rule charged, check, field,
    hand and step where first found, times found, its draft fixture), then each one's line in words.
    """
    columns = ("rule", "check", "field", "hand", "step", "times", "draft")
    rows = [columns, *(tuple(str(rec[c]) for c in columns) for rec in records)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(columns))]
    lines = ["  " + "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    for rec in records:
        lines.append(f"  {rec['rule']} ({rec['variant']}, hand {rec['hand']}): {rec['line']}")
    return lines


def departures_table(report: Report, drafts: Mapping[tuple[str, str], str]) -> list[str]:
    """The table of departures found keeping going (:func:`table_lines` of :func:`departure_records`)."""
    return table_lines(departure_records(report, drafts))


def _cannot_deal(fuzzer: Fuzzer, timeout: float) -> str | None:
    """Why the implementation cannot deal each of the fuzzer's variants with its options, or ``None``."""
    from .runner import plainly

    for v, r in fuzzer.rulesets.items():
        with_options = f"{v} with options [{' '.join(fuzzer.options)}]"
        try:
            fuzzer.impl.close(fuzzer.impl.open(v, list(fuzzer.options), {"dealer": r.seats[0],
                                                                         "pack": [str(c) for c in r.pack]}))
        except Refused as e:
            return f"the implementation refuses to deal {with_options}: {e.message}"
        except (ImplementationError, ImplementationSkipped) as e:
            return f"cannot deal {with_options}: {plainly(e, timeout).splitlines()[0]}"
    return None


def main(command: str, *, variant_ids: Sequence[str] = (), options: Sequence[str] = (), hands: int = 1000,
         seed: int = 0, max_time: float | None = None, out: Path = Path("build/fuzz"), timeout: float = 5.0,
         keep_going: bool = False, allow: Sequence[str] = (), allow_file: Path | None = None,
         jobs: int = 1, shard: tuple[int, int] = (1, 1), block: int = BLOCK,
         echo: Callable[[str], None] = print) -> int:
    """The ``fuzz`` command: returns 0 when nothing differs (or, keeping going, when every
    departure is allowed), 1 when something does, 2 when the run cannot be made (printing one
    line saying why). ``allow`` or ``allow_file`` imply ``keep_going``. ``jobs``: adapter processes
    run at once (:func:`fuzz_jobs`); ``shard`` ``(K, N)``: play only shard K of N of the hands
    (:func:`shard_blocks`); keeping going or sharded, the departures are also written to
    :func:`departures_file` in ``out`` (whole or not at all), for :func:`merge_departures`.
    """
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from .runner import plainly
    from .subprocess_impl import SubprocessImplementation

    known = variants()
    unknown = [v for v in variant_ids if v not in known]
    if unknown:
        echo(f"error: unknown variant(s) {', '.join(unknown)}; known: {', '.join(known)}")
        return 2
    if hands <= 0 or (max_time is not None and max_time <= 0) or timeout <= 0:
        echo("error: --hands, --max-time and --timeout must be positive")
        return 2
    if jobs < 1:
        echo(f"error: --jobs {jobs}: give the number of adapter processes to run at once, 1 or more")
        return 2
    if not 1 <= shard[0] <= shard[1]:
        echo(f"error: --shard {shard[0]}/{shard[1]}: give K/N with 1 <= K <= N (shard K of N)")
        return 2
    if block < 1:
        echo(f"error: block {block}: a block has 1 hand or more")
        return 2
    not_rules = [a for a in allow if a not in rules()]
    if not_rules:
        echo(f"error: --allow {not_rules[0]}: not a rule ID of the catalogue")
        return 2
    try:
        allowed = [*allow, *(read_allow_file(allow_file) if allow_file is not None else [])]
    except FuzzError as e:
        echo(f"error: {e}")
        return 2
    keep_going = keep_going or bool(allowed) or allow_file is not None
    sharded = shard != (1, 1)
    try:
        impl = SubprocessImplementation(command, timeout=timeout)
    except (ImplementationError, ValueError) as e:
        echo(f"error: cannot start the implementation: {plainly(e, timeout).splitlines()[0]}")
        return 2
    with impl:
        info = impl.describe()
        claimed = [str(v) for v in info.get("variants", []) if isinstance(v, str)]
        chosen = list(variant_ids) or [v for v in claimed if v in known]
        not_claimed = [v for v in chosen if v not in claimed]
        if not_claimed:
            echo(f"error: the implementation does not claim {', '.join(not_claimed)} (it claims "
                 f"{', '.join(claimed) or 'nothing'})")
            return 2
        if not variant_ids and options:
            chosen = [v for v in chosen if all(o in known[v]["options"] for o in options)]
        offered = [v for v in chosen if any(o not in known[v]["options"] for o in options)]
        if offered or not chosen:
            bad = offered[0] if offered else "any claimed variant"
            echo(f"error: the options {' '.join(options)} are not all options of {bad}")
            return 2
        try:
            fuzzer = Fuzzer(impl, chosen, options, seed, keep_going=keep_going)
        except FuzzError as e:
            echo(f"error: {e}")
            return 2
        problem = _cannot_deal(fuzzer, timeout)
        if problem is not None:
            echo(f"error: {problem}")
            return 2
        mine = len(shard_blocks(hands, shard, block))
        echo(f"fuzz: {info.get('name')} {info.get('version')}; variants {', '.join(chosen)}; options "
             f"[{' '.join(options)}]; seed {seed}; up to {hands} hands" + (f" or {max_time:g} s" if max_time else "")
             + (f"; shard {shard[0]}/{shard[1]} ({mine} of the {len(shard_blocks(hands, (1, 1), block))} blocks "
                f"of {block} hands)" if sharded else "")
             + (f"; {jobs} adapter processes" if jobs > 1 else "")
             + ("; keeping going" if keep_going else "") + (f"; allowed: {' '.join(allowed)}" if allowed else ""))
        console = Console(stderr=True)
        bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                       console=console, transient=True)
        to_play = min(hands, sum(min(hands, (b + 1) * block) - b * block for b in shard_blocks(hands, shard, block)))
        with bar:
            task = bar.add_task("hands", total=to_play)

            def tick(done: int, report: Report) -> None:
                rate = done / max(time.monotonic() - began, 1e-9)
                found = f", {len(report.departures)} departures" if keep_going else ""
                bar.update(task, completed=done, description=f"hands ({rate:.0f}/s{found})")

            began = time.monotonic()
            try:
                if jobs == 1:
                    report = fuzz(fuzzer, hands=hands, max_time=max_time, progress=tick, allow=allowed,
                                  shard=shard, size=block)
                else:
                    report = fuzz_jobs(fuzzer, command, jobs=jobs, timeout=timeout, hands=hands, max_time=max_time,
                                       progress=tick, allow=allowed, shard=shard, size=block)
            except (ImplementationError, ImplementationSkipped) as e:
                echo(f"error: the implementation could not be driven: {plainly(e, timeout).splitlines()[0]}")
                return 2
            except FuzzError as e:
                echo(f"error: {e}")
                return 2
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(report.contracts.items()))
        gaps = f"; not compared (declared gaps): {', '.join(sorted(report.gaps))}" if report.gaps else ""
        rate = report.hands / report.seconds if report.seconds else 0.0
        done = f"{report.hands} hands, {report.actions} actions, {report.illegal} illegal actions tried"
        timing = f"({report.seconds:.1f} s, {rate:.0f} hands/s)"
        saved = _Saved(departures_file(out, shard), command=command, info=info, seed=seed, hands=hands,
                       block=block, shard=shard, allowed=allowed, variants=chosen, options=options,
                       keep_going=keep_going) if keep_going or sharded else None
        if keep_going:
            return _keep_going_report(fuzzer, report, command=command, seed=seed, out=out, done=done,
                                      timing=timing, kinds=kinds, gaps=gaps, echo=echo, saved=saved)
        if report.run is None:
            echo(f"fuzz: {done}, nothing differs {timing}; contracts: {kinds}{gaps}")
            return _save(saved, report, [], echo, 0)
        hand_no = report.hand
        unwritten = False
        try:
            run = fuzzer.shrink(report.run, seed)
            from_pos = fuzzer.from_position(run)
            path, problem = draft(run, seed=seed, hand=hand_no, command=command, out=out,
                                  first_step=report.first_step, from_position=from_pos)
        except (ImplementationError, ImplementationSkipped) as e:
            run, path, problem = report.run, None, f"no draft: {plainly(e, timeout).splitlines()[0]}"
        except WriteError as e:
            path, problem, unwritten = None, f"the draft cannot be written: {e}", True
        d = run.divergence
        assert d is not None
        where = f"; draft fixture {path}" if path is not None and problem is None else f"; {problem}"
        shrunk = f" (first seen after {report.first_step})" if report.first_step != d.step else ""
        echo(f"DIFFERS ({run.deal.variant}, seed {seed}, hand {hand_no}) {d.line()}{shrunk}{where}")
        if unwritten:
            return 2
        one = Report(departures={d.departure: Departure(run, hand_no)})
        drafts = {d.departure: str(path) if path is not None and problem is None else f"no draft: {problem}"}
        return _save(saved, report, departure_records(one, drafts), echo, 1)


def _keep_going_report(fuzzer: Fuzzer, report: Report, *, command: str, seed: int, out: Path, done: str,
                       timing: str, kinds: str, gaps: str, echo: Callable[[str], None],
                       saved: _Saved | None = None) -> int:
    """Print the end of a run that kept going (the summary, the departures with a draft each, the
    coverage and situations lines), write its departures file (``saved``) and return its exit status.
    """
    allowed = report.allowed
    skipped = (f"; {sum(allowed.values())} differences allowed "
               f"({', '.join(f'{r} {n}' for r, n in sorted(allowed.items()))})") if allowed else ""
    n = len(report.departures)
    verdict = f"{n} departure{'s' if n != 1 else ''}" if n else "nothing differs"
    echo(f"fuzz: {done}, {verdict}{skipped} {timing}; contracts: {kinds}{gaps}")
    drafts: dict[tuple[str, str], str] = {}
    for key, dep in report.departures.items():
        d = dep.divergence
        try:
            path, problem = draft(dep.run, seed=seed, hand=dep.hand, command=command, out=out,
                                  first_step=d.step, from_position=None)
        except OSError as e:
            path, problem = None, f"cannot write the draft ({e.strerror or e})"
        drafts[key] = str(path) if path is not None and problem is None else f"no draft: {problem}"
    records = departure_records(report, drafts)
    if n:
        echo("DEPARTURES (each charged to the rule the reference gives; a draft fixture each):")
        for line in table_lines(records):
            echo(line)
    for line in coverage_lines(report.covered, fuzzer.variants):
        echo(line)
    echo(situations_line(fuzzer, report.reached))
    return _save(saved, report, records, echo, 1 if n else 0)


# ---------------------------------------------------------------------------
# The departures file of a run, and merging those of the shards (--merge)

DEPARTURES_FORMAT = "five-hundred-fuzz-departures/1"
"""The ``format`` of a departures file."""


def departures_file(out: Path, shard: tuple[int, int] = (1, 1)) -> Path:
    """Where a run that keeps going or is sharded writes its departures: ``departures.json`` in ``out``,
    ``departures-K-of-N.json`` for shard K of N (so that the shards of one machine do not overwrite each other).
    """
    return out / ("departures.json" if shard == (1, 1) else f"departures-{shard[0]}-of-{shard[1]}.json")


@dataclass(frozen=True)
class _Saved:
    """Where and with what heading a run's departures file is written."""

    path: Path
    command: str
    info: Mapping[str, Any]
    seed: int
    hands: int
    block: int
    shard: tuple[int, int]
    allowed: Sequence[str]
    variants: Sequence[str]
    options: Sequence[str]
    keep_going: bool


def _save(saved: _Saved | None, report: Report, records: list[dict[str, Any]], echo: Callable[[str], None],
          status: int) -> int:
    """Write the departures file of ``saved`` (when there is one) and return ``status``, or 2 (with one
    line) when it cannot be written.
    """
    if saved is None:
        return status
    data = {
        "format": DEPARTURES_FORMAT,
        "implementation": f"{saved.info.get('name')} {saved.info.get('version')}", "command": saved.command,
        "variants": list(saved.variants), "options": list(saved.options),
        "seed": saved.seed, "hands_asked": saved.hands, "block": saved.block, "shard": list(saved.shard),
        "keep_going": saved.keep_going,
        "allowed_rules": list(saved.allowed),
        "hands": report.hands, "actions": report.actions, "illegal": report.illegal,
        "seconds": round(report.seconds, 3), "contracts": dict(sorted(report.contracts.items())),
        "allowed": dict(sorted(report.allowed.items())), "gaps": sorted(report.gaps),
        "complete": not report.cut and report.run is None,
        "blocks": {str(i): digest for i, digest in sorted(report.blocks.items())},
        "departures": records,
    }
    try:
        saved.path.parent.mkdir(parents=True, exist_ok=True)  # --out is made as run makes its own
    except OSError as e:
        echo(f"error: the departures file {saved.path}: its folder cannot be made ({e.strerror or e})")
        return 2
    try:
        write_file(saved.path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    except WriteError as e:
        echo(f"error: the departures file {e}")
        return 2
    echo(f"departures written to {saved.path}")
    return status


_NEEDED: Mapping[str, type | tuple[type, ...]] = {
    "seed": int, "hands_asked": int, "block": int, "shard": list, "allowed_rules": list, "hands": int,
    "actions": int, "illegal": int, "contracts": dict, "allowed": dict, "gaps": list, "complete": bool,
    "blocks": dict, "departures": list, "implementation": str, "variants": list, "options": list,
    "keep_going": bool,
}
_SAME = ("seed", "hands_asked", "block", "variants", "options", "keep_going", "allowed_rules", "implementation")
"""What every shard of one run has alike."""


def _read_departures(path: Path) -> dict[str, Any] | str:
    """A departures file (:func:`departures_file`) read and checked, or why it cannot be merged."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        return f"cannot be read ({e.strerror or e})"
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        return f"is not a departures file of the fuzzer (not JSON: {clip(str(e), 80)})"
    if not isinstance(data, dict) or data.get("format") != DEPARTURES_FORMAT:
        return f"is not a departures file of the fuzzer (no \"format\": \"{DEPARTURES_FORMAT}\")"
    for key, kind in _NEEDED.items():
        if not isinstance(data.get(key), kind):
            return f"{key} is missing or not a {kind.__name__ if isinstance(kind, type) else kind}"
    k_n = data["shard"]
    if len(k_n) != 2 or not all(isinstance(x, int) for x in k_n) or not 1 <= k_n[0] <= k_n[1]:
        return f"shard {k_n!r} is not [K, N] with 1 <= K <= N"
    columns = ("rule", "check", "field", "variant", "hand", "step", "times", "line", "draft")
    for i, rec in enumerate(data["departures"]):
        if not isinstance(rec, dict) or any(c not in rec for c in columns) or \
                not all(isinstance(rec[c], int) for c in ("hand", "step", "times")):
            return f"departures[{i}] lacks one of {', '.join(columns)}"
    return data


def merge_departures(paths: Sequence[Path], echo: Callable[[str], None] = print) -> int:
    """``fuzz --merge FILE...``: print the combined table of the departures files of the shards of one
    run (:func:`departures_file`): each departure once, where first found (the lowest hand), its times
    added up, with the totals of the hands played. Returns 1 when there are departures, else 0; 2 (one
    line) when a file cannot be read, is not a departures file, is of another run (seed, hands, block,
    variants, options, keeping going, allowed rules, implementation), repeats a shard or block, or when a shard of the run is missing
    (after the table of those given).
    """
    files: list[tuple[Path, dict[str, Any]]] = []
    for path in paths:
        data = _read_departures(path)
        if isinstance(data, str):
            echo(f"error: --merge {clip(str(path), 200)}: {data}")
            return 2
        files.append((path, data))
    first_path, first = files[0]
    shards: dict[int, Path] = {}
    blocks: dict[str, Path] = {}
    for path, data in files:
        for same in _SAME:
            if data[same] != first[same]:
                echo(f"error: --merge {clip(str(path), 200)}: {same} {data[same]!r} is not {first[same]!r} as in "
                     f"{clip(str(first_path), 200)}: not shards of one run")
                return 2
        k, n = data["shard"]
        if n != first["shard"][1]:
            echo(f"error: --merge {clip(str(path), 200)}: shard {k}/{n} is not one of the {first['shard'][1]} shards "
                 f"of {clip(str(first_path), 200)}")
            return 2
        if k in shards:
            echo(f"error: --merge {clip(str(path), 200)}: shard {k}/{n} is given twice (also {clip(str(shards[k]), 200)})")
            return 2
        shards[k] = path
        for b in data["blocks"]:
            if b in blocks:
                echo(f"error: --merge {clip(str(path), 200)}: block {b} was also played by {clip(str(blocks[b]), 200)}")
                return 2
            blocks[b] = path
    n = first["shard"][1]
    combined: dict[tuple[str, str], dict[str, Any]] = {}
    for rec in sorted((r for _, data in files for r in data["departures"]), key=lambda r: r["hand"]):
        key = (rec["rule"], rec["check"])
        if key in combined:
            combined[key]["times"] += rec["times"]
        else:
            combined[key] = dict(rec)
    contracts: Counter[str] = Counter()
    allowed: Counter[str] = Counter()
    for _, data in files:
        contracts.update(data["contracts"])
        allowed.update(data["allowed"])
    total = {what: sum(data[what] for _, data in files) for what in ("hands", "actions", "illegal")}
    gaps = sorted({g for _, data in files for g in data["gaps"]})
    records = list(combined.values())
    count = len(records)
    verdict = f"{count} departure{'s' if count != 1 else ''}" if count else "nothing differs"
    skipped = (f"; {sum(allowed.values())} differences allowed "
               f"({', '.join(f'{r} {c}' for r, c in sorted(allowed.items()))})") if allowed else ""
    cut = [f"{data['shard'][0]}/{n}" for _, data in files if not data["complete"]]
    echo(f"fuzz merge: {first['implementation']}; seed {first['seed']}; shards "
         f"{', '.join(f'{k}/{n}' for k in sorted(shards))} of up to {first['hands_asked']} hands: "
         f"{total['hands']} hands, {total['actions']} actions, {total['illegal']} illegal actions tried, "
         f"{verdict}{skipped}; contracts: {', '.join(f'{k} {c}' for k, c in sorted(contracts.items()))}"
         + (f"; not compared (declared gaps): {', '.join(gaps)}" if gaps else "")
         + (f"; cut short (time limit or a difference): shard {', '.join(cut)}" if cut else ""))
    if records:
        echo("DEPARTURES (each charged to the rule the reference gives; the draft fixture of the shard that found it):")
        for line in table_lines(records):
            echo(line)
    missing = [f"{k}/{n}" for k in range(1, n + 1) if k not in shards]
    if missing:
        echo(f"error: --merge: shard {', '.join(missing)} missing: the table covers only part of the run's hands")
        return 2
    return 1 if records else 0


__all__ = ["BLOCK", "Block", "Departure", "Divergence", "Fuzzer", "HandRun", "Report", "Situation", "charge",
           "departures_file", "draft", "fuzz", "fuzz_jobs", "main", "merge_departures", "play_block", "shard_blocks"]
