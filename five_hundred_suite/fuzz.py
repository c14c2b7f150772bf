"""Differential fuzzing: random complete hands played in lock-step through the
reference engine and another implementation, until they disagree.

    python -m five_hundred_suite fuzz --impl "COMMAND" [--variant ID ...] [--options KEY ...]
        [--hands N] [--seed S] [--max-time T] [--out DIR] [--timeout S]

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
``random.Random(f"{seed}/{hand}")``).
"""

from __future__ import annotations

import contextlib
import random
import re
import textwrap
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
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
from five_hundred.errors import FiveHundredError
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

    @property
    def kind(self) -> tuple[str, str, str]:
        """What a shorter reproduction must show again: the check, its area and the field without indices."""
        return self.check, self.area, re.sub(r"\[\d+\]", "[]", self.where)

    def line(self) -> str:
        """The difference in one line."""
        at = f"after {self.step} action{'s' if self.step != 1 else ''}"
        if self.action is not None:
            at += f" ({self.action!r})"
        return f"{at}, {self.detail} [{self.area}]"


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
    """

    hands: int = 0
    actions: int = 0
    illegal: int = 0
    contracts: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    run: HandRun | None = None
    first_step: int = 0
    gaps: set[str] = field(default_factory=set)


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


def choose(state: HandState, legal: Sequence[Action], rng: random.Random, style: str) -> Action:
    """A random legal action (see the module's description of the biases).

    Args:
        state: the reference's state; ``legal``: its legal actions (empty in the kitty phase).
        style: ``random``, ``strong`` or ``stacked-<suit>`` (see :data:`STYLES`).

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
# The fuzzer


class Fuzzer:
    """Plays random hands through the reference engine and ``impl`` side by side.

    Args:
        impl: the implementation (normally a :class:`SubprocessImplementation`).
        variant_ids: the variants to deal, in turn at random.
        options: the option keys switched on in every hand.
        seed: the run's seed.
        illegal_rate: probability of trying an illegal action at each step.

    Raises:
        FuzzError: an unknown variant or an option a variant does not offer.
    """

    def __init__(self, impl: Implementation, variant_ids: Sequence[str], options: Sequence[str] = (),
                 seed: int = 0, illegal_rate: float = ILLEGAL_RATE) -> None:
        self.impl = impl
        self.variants = list(variant_ids)
        self.options = tuple(options)
        self.seed = seed
        self.illegal_rate = illegal_rate
        try:
            self.rulesets = {v: load_ruleset(v, self.options) for v in self.variants}
        except FiveHundredError as e:
            raise FuzzError(str(e)) from None
        self.reference = ReferenceImplementation()
        self.games: dict[str, dict[str, Any]] = {}
        self.gaps: set[str] = set()

    # --- hands ---------------------------------------------------------------------

    def new_game(self, variant: str, rng: random.Random) -> dict[str, Any]:
        """A game's running state to start from: a random dealer and scores that are, a
        third of the time each, zero (a new game), anywhere between the two ends, or every
        side near the target (so that the ends of games occur often).
        """
        r = self.rulesets[variant]
        start = rng.choice(("new", "anywhere", "near"))
        top = r.target // 10
        low = top - 10 if start == "near" else (r.lose_at or -r.target) // 10 + 1
        scores = {side: 0 if start == "new" else 10 * rng.randrange(low, top) for side in r.side_names}
        return {"scores": scores, "dealer": rng.choice(r.seats), "backwards": []}

    def next_deal(self, index: int) -> tuple[DealSpec, random.Random, str, dict[str, Any]]:
        """The deal, random source, play style and running game of hand ``index`` of this run."""
        rng = random.Random(f"{self.seed}/{index}")
        variant = self.variants[int(rng.random() * len(self.variants))]
        game = self.games.get(variant)
        if game is None or rng.random() < NEW_GAME:
            game = self.new_game(variant, rng)
        pack = [str(c) for c in self.rulesets[variant].pack]
        rng.shuffle(pack)
        style = rng.choices(list(STYLES), weights=list(STYLES.values()))[0]
        if style == "stacked":
            trump = rng.choice(SUITS)
            style = f"stacked-{trump.value}"
            pack = stack(self.rulesets[variant], pack, str(game["dealer"]), trump)
        return DealSpec(variant, self.options, str(game["dealer"]), tuple(pack)), rng, style, game

    def hand(self, index: int) -> HandRun:
        """Play hand ``index`` of the run through both engines and carry its game on."""
        spec, rng, style, game = self.next_deal(index)
        run = self.play(spec, rng, style=style, game_before=game)
        if run.divergence is None and run.game_after is not None:
            after = run.game_after
            self.games[spec.variant] = (
                self.new_game(spec.variant, rng) if after["outcome"] is not None
                else {"scores": after["scores"], "dealer": after["dealer"], "backwards": after["backwards"]})
        return run

    def play(self, spec: DealSpec, rng: random.Random, *, style: str = "random", forced: Sequence[str] = (),
             game_before: dict[str, Any] | None = None, illegal_rate: float | None = None,
             after_hand: bool = True) -> HandRun:
        """Deal ``spec`` in both engines and play it to the end or the first difference.

        Args:
            forced: actions to take first (in notation), before the random ones.
            game_before: the running game for ``game-after-hand`` (``None``: not asked).
            illegal_rate: instead of the fuzzer's own.
            after_hand: compare ``hand-score`` and ``game-after-hand`` once the hand is over.

        An implementation that fails while answering (``errored``, a crash, a timeout)
        gives an ``error`` difference.

        Raises:
            ImplementationError: ``open`` failed.
            ImplementationSkipped: the implementation declared a gap on a request the hand
                cannot do without (``open``, ``act``, ``observe``, ``legal-actions``).
        """
        r = self.rulesets[spec.variant]
        state = deal(r, parse_cards(spec.pack), r.seat_index(spec.dealer))
        run = HandRun(spec, style, [], state, game_before)
        try:
            game = self.impl.open(spec.variant, list(spec.options), {"dealer": spec.dealer, "pack": list(spec.pack)})
        except Refused as e:
            run.divergence = Divergence("open", "", 0, None, "a dealt hand", _refusal(e), "DEAL",
                                        f"the implementation refused the deal: {_refusal(e)}")
            return run
        try:
            self._steps(run, game, rng, forced, self.illegal_rate if illegal_rate is None else illegal_rate)
            if run.divergence is None and after_hand:
                self._after_hand(run)
        except ImplementationError as e:  # an errored answer, a crash, a timeout: where the reference answers
            what = str(e).splitlines()[0]
            over = run.state.phase is Phase.OVER
            area = ("SCORE" if over else _phase_area(run.state))
            run.divergence = Divergence("error", "", len(run.actions), run.actions[-1] if run.actions else None,
                                        "an answer", what, area, f"the implementation failed: {what}")
        finally:
            with contextlib.suppress(ImplementationError, Refused, ImplementationSkipped):
                self.impl.close(game)
        return run

    def _steps(self, run: HandRun, game: str, rng: random.Random, forced: Sequence[str], illegal_rate: float) -> None:
        impl, r = self.impl, run.state.ruleset
        last: Action | None = None
        while True:
            state = run.state
            step = len(run.actions)
            got = impl.observe(game)
            ref = snapshot(state)
            got_legal = [a if isinstance(a, str) else repr(a) for a in impl.legal_actions(game)]
            bad = invariant_problem(r, got, run.discard, got_legal)
            if bad is not None:
                run.divergence = Divergence("invariant", "", step, run.actions[-1] if run.actions else None,
                                            "(holds)", bad[1], bad[0], bad[1])
                return
            diff = first_difference(ref, got)
            if diff is not None:
                path, a, b = diff
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
            action = parse_action(r, forced[step]) if step < len(forced) else choose(state, legal, rng, run.style)
            text = format_action(r, action)
            try:
                impl.act(game, text)
            except Refused as e:
                run.divergence = Divergence("act", "", step, text, "accepted", _refusal(e), _action_area(state, action),
                                            f"the legal action {text!r} was refused: {_refusal(e)}")
                return
            last = action
            run.state = apply(state, action)
            run.actions.append(text)
            if isinstance(action, Discard):
                run.discard = tuple(str(c) for c in action.cards)

    def _try_illegal(self, run: HandRun, game: str, rng: random.Random, seen: dict[str, Any]) -> bool:
        """Try one illegal action; True when it showed a difference (recorded in ``run``)."""
        state = run.state
        candidates = illegal_candidates(state)
        if not candidates:
            return False
        text = candidates[int(rng.random() * len(candidates))]
        run.illegal += 1
        step = len(run.actions)
        area = _action_area(state, parse_action(state.ruleset, text))
        try:
            self.impl.act(game, text)
        except Refused:
            pass
        else:
            why = _illegal_reason(state, text)
            run.divergence = Divergence("illegal", "", step, text, f"refused ({why})", "accepted", area,
                                        f"the illegal action {text!r} was accepted ({why})")
            return True
        now = self.impl.observe(game)
        diff = first_difference(seen, now)
        if diff is not None:
            path, a, b = diff
            run.divergence = Divergence("illegal", path, step, text, a, b, area,
                                        f"refusing {text!r} changed the observation: {path} was {_show(a)}, "
                                        f"now {_show(b)}")
            return True
        return False

    def _after_hand(self, run: HandRun) -> None:
        state, spec = run.state, run.deal
        r = state.ruleset
        step = len(run.actions)
        if state.contract is not None and state.contractor is not None and "hand-score" not in self.gaps:
            args = (spec.variant, list(spec.options), str(state.contract), r.seats[state.contractor],
                    {r.seats[i]: n for i, n in enumerate(state.tricks_won)})
            want = self.reference.hand_score(*args)
            got: Any
            try:
                got = self.impl.hand_score(*args)
            except ImplementationSkipped:
                self.gaps.add("hand-score")
            except Refused as e:
                got = _refusal(e)
            else:
                diff = first_difference(want, got)
                if diff is not None:
                    path, a, b = diff
                    run.divergence = Divergence(
                        "hand-score", path, step, None, want, got, "SCORE",
                        f"hand-score {state.contract} by {r.seats[state.contractor]} with tricks "
                        f"{_show(args[4])}: {path} reference {_show(a)}, implementation {_show(b)}")
                    return
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
                "game-after-hand", path, step, None, want, answer, "END",
                f"game-after-hand from {_show(before['scores'])}: {path} reference {_show(a)}, "
                f"implementation {_show(b)}")

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


def _refusal(e: Refused) -> str:
    return f"refused: {e.message}" + (f" [{e.rule}]" if e.rule else "")


def _show(value: Any, limit: int = 120) -> str:
    text = yaml.safe_dump(value, default_flow_style=True, width=10_000).strip() if not isinstance(value, str) \
        else repr(value)
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

    rule_ids = list(dict.fromkeys(area_rules(d.area, spec.variant) or area_rules("PLAY", spec.variant)))
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
                     f". Check: {d.check}{' ' + d.where if d.where else ''}, rule area {d.area}: {d.detail}. "
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


def fuzz(fuzzer: Fuzzer, *, hands: int, max_time: float | None = None,
         progress: Callable[[int, Report], None] | None = None) -> Report:
    """Play up to ``hands`` hands (or until ``max_time`` seconds have passed), stopping at
    the first difference; return the report (its ``run`` is the divergent hand, unshrunk).

    Raises:
        ImplementationError, ImplementationSkipped: see :meth:`Fuzzer.play`.
    """
    report = Report()
    start = time.monotonic()
    for i in range(hands):
        if max_time is not None and time.monotonic() - start > max_time:
            break
        run = fuzzer.hand(i)
        report.hands += 1
        report.actions += len(run.actions)
        report.illegal += run.illegal
        if run.divergence is not None:
            report.run = run
            report.first_step = run.divergence.step
            break
        report.contracts[contract_kind(run.state)] += 1
        if progress is not None:
            progress(i + 1, report)
    report.seconds = time.monotonic() - start
    report.gaps = set(fuzzer.gaps)
    return report


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
         echo: Callable[[str], None] = print) -> int:
    """The ``fuzz`` command: returns 0 when nothing differs, 1 when something does, 2 when
    the run cannot be made (printing one line saying why).
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
            fuzzer = Fuzzer(impl, chosen, options, seed)
        except FuzzError as e:
            echo(f"error: {e}")
            return 2
        problem = _cannot_deal(fuzzer, timeout)
        if problem is not None:
            echo(f"error: {problem}")
            return 2
        echo(f"fuzz: {info.get('name')} {info.get('version')}; variants {', '.join(chosen)}; options "
             f"[{' '.join(options)}]; seed {seed}; up to {hands} hands" + (f" or {max_time:g} s" if max_time else ""))
        console = Console(stderr=True)
        bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                       console=console, transient=True)
        with bar:
            task = bar.add_task("hands", total=hands)

            def tick(done: int, report: Report) -> None:
                rate = done / max(time.monotonic() - began, 1e-9)
                bar.update(task, completed=done, description=f"hands ({rate:.0f}/s)")

            began = time.monotonic()
            try:
                report = fuzz(fuzzer, hands=hands, max_time=max_time, progress=tick)
            except (ImplementationError, ImplementationSkipped) as e:
                echo(f"error: the implementation could not be driven: {plainly(e, timeout).splitlines()[0]}")
                return 2
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(report.contracts.items()))
        gaps = f"; not compared (declared gaps): {', '.join(sorted(report.gaps))}" if report.gaps else ""
        rate = report.hands / report.seconds if report.seconds else 0.0
        if report.run is None:
            echo(f"fuzz: {report.hands} hands, {report.actions} actions, {report.illegal} illegal actions tried, "
                 f"nothing differs ({report.seconds:.1f} s, {rate:.0f} hands/s); contracts: {kinds}{gaps}")
            return 0
        hand_no = report.hands - 1
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
        return 2 if unwritten else 1


__all__ = ["Divergence", "Fuzzer", "HandRun", "Report", "draft", "fuzz", "main"]
