"""A game of several hands: running scores, the dealer's rotation and the end.

Pure functions over frozen values, like :mod:`.transitions`: :func:`record_hand`
returns a new :class:`GameState` after a finished hand.

Rules: SCORE-01, SCORE-10, SCORE-11, DEALER-03, END-01..END-10, DECIDE-29..DECIDE-35.
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum, EnumMeta
from typing import Any

from .bids import Bid
from .cards import Card, Rank
from .errors import SetupError
from .ruleset import Ruleset
from .scoring import apply_defence_cap, score_hand, score_without_contract
from .state import HandState, Phase

RENAMED_REASONS = {"THREE_PLAYER_500": "REACHED_500"}
"""Members of :class:`Reason` renamed since a release, old name to new: the old name stays a deprecated
alias for one version (``spec/releases.yaml`` says until which; the changelog lists it)."""


class _ReasonType(EnumMeta):
    """The enum type of :class:`Reason`: a renamed member (:data:`RENAMED_REASONS`) reached by its old name,
    as an attribute or by ``Reason[name]``, is the new member, with a :class:`DeprecationWarning` naming it.
    """

    def __getattr__(cls, name: str) -> Any:
        if name in RENAMED_REASONS:
            return cls._renamed(name)
        raise AttributeError(name)

    def __getitem__(cls, name: str) -> Any:
        return cls._renamed(name) if name in RENAMED_REASONS else super().__getitem__(name)

    def _renamed(cls, name: str) -> Any:
        new = RENAMED_REASONS[name]
        warnings.warn(f"Reason.{name} is deprecated: use Reason.{new}", DeprecationWarning, stacklevel=3)
        return super().__getitem__(new)


class Reason(str, Enum, metaclass=_ReasonType):
    """Why a game ended (DECIDE-35). ``Reason.THREE_PLAYER_500``, its name before 0.1.0, is a deprecated
    alias of :attr:`REACHED_500` (:data:`RENAMED_REASONS`).
    """

    MADE_CONTRACT_500 = "made_contract_500"
    WENT_BACKWARDS = "went_backwards"
    REACHED_500 = "reached_500"
    CONTRACTOR_TIE_BREAK = "contractor_tie_break"
    TRICK_ORDER_TIE_BREAK = "trick_order_tie_break"
    NO_WINNER = "no_winner"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game.

    Attributes:
        winner: the winning side's index, or ``None`` (no winner).
        reason: why the game ended.

    """

    winner: int | None
    reason: Reason


@dataclass(frozen=True, slots=True)
class GameState:
    """The running state of a game between hands.

    Attributes:
        scores: each side's total, indexed like ``Ruleset.side_names``.
        dealer: the seat that deals the next hand.
        hands_played: hands recorded so far, thrown-in hands included.
        backwards: for each side, whether it has been at or below ``lose_at``
            at the end of a hand (only kept where that does not end the game, END-09).
        outcome: set once the game is over.

    """

    ruleset: Ruleset
    scores: tuple[int, ...]
    dealer: int
    hands_played: int = 0
    backwards: tuple[bool, ...] = ()
    outcome: Outcome | None = None


def new_game(ruleset: Ruleset, dealer: int, scores: Sequence[int] | None = None) -> GameState:
    """A game about to start its first hand (or resume at the given scores).

    Raises:
        SetupError: wrong number of scores, or the dealer is not a seat.

    """
    sides = len(ruleset.side_names)
    totals = tuple(scores) if scores is not None else (0,) * sides
    if len(totals) != sides:
        raise SetupError("scores", f"give one score for each of {' '.join(ruleset.side_names)}", rule="SCORE-01")
    if not 0 <= dealer < ruleset.players:
        raise SetupError("dealer", f"{dealer} is not a seat index", rule="DECIDE-36")
    return GameState(ruleset, totals, dealer, 0, (False,) * sides)


def record_hand(game: GameState, hand: HandState) -> GameState:
    """The game after a finished hand.

    Raises:
        SetupError: the hand is not over, the game is already over, or the hand
            was dealt by another seat or under another ruleset.

    """
    if hand.phase is not Phase.OVER or hand.result is None:
        raise SetupError("hand", "only a finished hand can be recorded", rule="PLAY-07")
    if hand.ruleset is not game.ruleset:
        raise SetupError("hand", "the hand was played under another ruleset")
    if hand.dealer != game.dealer:
        raise SetupError("hand", f"{game.ruleset.seats[game.dealer]} deals this hand, not {game.ruleset.seats[hand.dealer]}", rule="DEALER-03")
    if hand.result.thrown_in:
        return record_thrown_in(game)
    winners = [t.winner for t in hand.tricks if t.winner is not None]
    return record_result(game, hand.contract, hand.contractor, winners, hand.partners)


def record_thrown_in(game: GameState) -> GameState:
    """The game after a hand in which everybody passed: no score, the deal passes left.

    Raises:
        SetupError: the game is already over.

    Where the same player deals again after a thrown-in hand (ref:same-dealer-redeals),
    the dealer does not change.

    Rules: BID-09, DEALER-03, DECIDE-02, C-19.
    """
    if game.outcome is not None:
        raise SetupError("game", "the game is over", rule="END-10")
    return _next_dealer(game, game.scores, game.backwards, None, redeal=True)


def record_result(
    game: GameState, contract: Bid | None, contractor: int | None, trick_winners: Sequence[int],
    partners: Sequence[int] = (),
) -> GameState:
    """The game after a hand described by its contract and the winner of each trick in order;
    ``partners``, the seats the contractor named for the hand where the sides are formed after
    the auction (SEAT-10), share the contract's score (SCORE-13) and, after the contractor, its
    tie-break (END-12).

    Applies the hand's score (with the defence cap, SCORE-11), then the end of
    game rules in the order of DECIDE-29. ``contract`` and ``contractor`` are
    ``None`` for an all-pass hand played out at no trumps (ref:all-pass-play-nt).

    Raises:
        SetupError: the game is already over.

    """
    if game.outcome is not None:
        raise SetupError("game", "the game is over", rule="END-10")
    r = game.ruleset
    won = [0] * r.players
    for w in trick_winners:
        won[w] += 1
    if contract is None or contractor is None:
        score, cs = score_without_contract(r, won), None
    else:
        score, cs = score_hand(r, contract, contractor, won, partners), r.side_of[contractor]
    members = () if cs is None else (cs, *(r.side_of[p] for p in partners))
    totals = list(game.scores)
    for side, pts in enumerate(score.points):
        totals[side] = totals[side] + pts if side in members else apply_defence_cap(r, totals[side], pts)
    outcome, backwards = _decide(r, game, totals, bool(score.made), members, trick_winners)
    return _next_dealer(game, tuple(totals), backwards, outcome)


def _next_dealer(game: GameState, scores: tuple[int, ...], backwards: tuple[bool, ...], outcome: Outcome | None,
                 *, redeal: bool = False) -> GameState:
    r = game.ruleset
    same = redeal and r.dealer_after_throw_in == "same"
    return replace(game, scores=scores, dealer=game.dealer if same else (game.dealer + 1) % r.players,
                   hands_played=game.hands_played + 1, backwards=backwards, outcome=outcome)


def _decide(
    r: Ruleset, game: GameState, totals: list[int], made: bool, members: tuple[int, ...],
    trick_winners: Sequence[int],
) -> tuple[Outcome | None, tuple[bool, ...]]:
    """The outcome and the sides gone backwards after a hand: ``members`` are the contracting
    side's scoring sides, the contractor's first, then each partner's clockwise (END-12); empty
    without a contract.
    """
    cs = members[0] if members else None
    sides = len(totals)
    backwards = list(game.backwards)
    losers = _losers(r, totals)
    rest = [s for s in range(sides) if s not in losers]
    if not r.defence_can_win:
        if made and cs is not None and totals[cs] >= r.target:
            return Outcome(cs, Reason.MADE_CONTRACT_500), tuple(backwards)
        if losers:
            return Outcome(rest[0] if len(rest) == 1 else None, Reason.WENT_BACKWARDS), tuple(backwards)
        return None, tuple(backwards)
    reached = [s for s in range(sides) if totals[s] >= r.target]
    eligible = [s for s in reached if not backwards[s]]
    outcome: Outcome | None = None
    first = next((m for m in members if m in eligible), None)
    if first is not None:  # the contractor, else the first partner clockwise from the contractor (END-12)
        outcome = Outcome(first, Reason.CONTRACTOR_TIE_BREAK if len(reached) > 1 else Reason.REACHED_500)
    elif len(eligible) == 1:
        outcome = Outcome(eligible[0], Reason.REACHED_500)
    elif len(eligible) > 1:
        outcome = Outcome(_first_across(r, game, eligible, trick_winners), Reason.TRICK_ORDER_TIE_BREAK)
    elif reached:
        outcome = Outcome(None, Reason.NO_WINNER)
    if outcome is None and losers:
        # END-11: nobody reached the target and a side fell to lose_at: it loses at once (DECIDE-29).
        return Outcome(rest[0] if len(rest) == 1 else None, Reason.WENT_BACKWARDS), tuple(backwards)
    if r.lose_at is not None and r.backwards == "play-on":
        for s in range(sides):
            if totals[s] <= r.lose_at:
                backwards[s] = True  # END-09: plays on and can no longer win
    return outcome, tuple(backwards)


def _losers(r: Ruleset, totals: Sequence[int]) -> list[int]:
    """The sides that lose at once on these totals: at or below ``lose_at`` where ``backwards`` is
    ``lose`` (END-04, END-11), or ``lose-if-other-nonnegative`` while another side is at zero or
    more (C-07); none where the side plays on (END-09).
    """
    if r.lose_at is None or r.backwards == "play-on":
        return []
    down = [s for s in range(len(totals)) if totals[s] <= r.lose_at]
    if r.backwards == "lose-if-other-nonnegative" and not any(
            totals[s] >= 0 for s in range(len(totals)) if s not in down):
        return []  # ref:minus500-only-if-other-nonnegative: no other side at zero or more (C-07)
    return down


def _first_across(r: Ruleset, game: GameState, sides: Sequence[int], trick_winners: Sequence[int]) -> int:
    """The defending side whose running total reaches the target first as the tricks are played (END-08)."""
    running = list(game.scores)
    for w in trick_winners:
        side = r.side_of[w]
        running[side] = apply_defence_cap(r, running[side], r.defence_points_per_trick)
        if side in sides and running[side] >= r.target:
            return side
    return sides[0]


def draw_for_dealer(ruleset: Ruleset, rounds: Sequence[Mapping[int, Card]]) -> int:
    """The first dealer by drawing cards: the lowest card deals.

    Args:
        rounds: the cards drawn, one mapping ``seat -> card`` per round; the
            first round has every seat, each later round exactly the seats
            tied for lowest in the round before.

    Returns:
        The dealer's seat index.

    Raises:
        SetupError: a round with the wrong seats, a card drawn twice in a round
            or not in the pack, or a tie left unresolved by the last round.

    The ace counts low and the joker lowest of all; suits never break a tie
    (DEALER-02, DECIDE-04). A variant whose first dealer is given
    (``first_dealer: given``) does not draw (DEALER-01).
    """
    if ruleset.first_dealer != "draw-lowest":
        raise SetupError("first_dealer", f"{ruleset.id} does not draw for the first dealer", rule="DEALER-01")
    drawing = set(range(ruleset.players))
    for i, cards in enumerate(rounds):
        if set(cards) != drawing:
            names = " ".join(ruleset.seats[s] for s in sorted(drawing))
            raise SetupError(f"rounds[{i}]", f"the players drawing are {names}", rule="DECIDE-04")
        if len(set(cards.values())) != len(cards):
            raise SetupError(f"rounds[{i}]", "a card is drawn twice", rule="DEALER-02")
        for seat, card in cards.items():
            if not card.bit & ruleset.pack_mask:
                raise SetupError(f"rounds[{i}].{ruleset.seats[seat]}", f"{card} is not in the pack", rule="DECK-02")
        low = min(_draw_value(c) for c in cards.values())
        drawing = {s for s, c in cards.items() if _draw_value(c) == low}
        if len(drawing) == 1:
            return drawing.pop()
    names = " ".join(ruleset.seats[s] for s in sorted(drawing))
    raise SetupError("rounds", f"{names} tie for lowest and must draw again", rule="DEALER-02")


def _draw_value(card: Card) -> int:
    """Draw order: joker 0, ace 1, then the natural rank (DEALER-02)."""
    if card.rank is None:
        return 0
    return 1 if card.rank is Rank.ACE else card.rank.order
