"""Which catalogue rule governs a fact of a hand: pure functions of the states, for reports.

A conformance report charges a failure to the rule of the fact that differs, not to every rule of
the hand it happened in. This module says, for the reference engine, which rule that is:

* :func:`action_rules`: the rule that allows an action at a state (a legal action), or the rule
  that refuses it (the rule of :class:`~five_hundred.errors.IllegalActionError`);
* :func:`turn_rules`: the rule that gives the turn to the seat whose turn it is, and
  :func:`transition_rules` the rule of what an action ends or starts (the auction closing, the
  hand thrown in, a misère ended at the contractor's first trick, the next leader);
* :func:`trick_winner_rules`: the rule that makes the winning card of a trick win (right bower,
  left bower, joker, trump over the led suit, the highest of the led suit, a nominated joker, a
  suitless joker);
* :func:`score_rules`: the rule of each line of a hand's score (contract value, slam, misère, open
  misère, defence points per trick, none against misère) and :func:`game_rules` those of the game
  around it (running totals, the defence cap, the next dealer, the end of the game);
* :func:`deal_rules`: the packets and the order of the deal.

Every answer is a tuple of rule IDs of ``spec/rules/*.yaml`` that apply to the ruleset's variant
(a rule's ``variants``), under the ID the variant states it by (:meth:`Ruleset.rule`); it is
never empty. The choice among rules reads the ruleset's data, never the variant's name.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache

from .bids import Bid, BidKind
from .cards import Card, Rank, Suit
from .datafile import load_yaml
from .errors import FiveHundredError
from .legality import check, joker_lead_names
from .resources import SPEC
from .ruleset import Ruleset
from .state import Action, CallCards, Discard, HandState, MakeBid, NamePartners, Nominate, Pass, Phase, Play
from .tricks import effective_suit, suit_masks, trick_winner

__all__ = ["TrickReason", "TrickVerdict", "action_rules", "deal_rules", "game_rules", "score_rules", "transition_rules",
           "trick_verdict", "trick_winner_rules", "turn_rules"]


@cache
def _rule_variants() -> dict[str, frozenset[str]]:
    """Every catalogue rule ID with the variants it applies to (``spec/rules/*.yaml``)."""
    out: dict[str, frozenset[str]] = {}
    for path in sorted((SPEC / "rules").glob("*.yaml")):
        for rule in load_yaml(path, name=f"spec/rules/{path.name}")["rules"]:
            out[rule["id"]] = frozenset(rule["variants"])
    return out


def _only(r: Ruleset, candidates: Iterable[str], fallback: Iterable[str] = ()) -> tuple[str, ...]:
    """Those of ``candidates`` that apply to ``r``'s variant, under its IDs; else ``fallback``'s (each answer
    kept for the ruleset, by ``id``, with the ruleset kept so that the ``id`` stays its own).
    """
    key = (id(r), tuple(candidates), tuple(fallback))
    found = _ONLY.get(key)
    if found is not None and found[0] is r:
        return found[1]
    known = _rule_variants()
    out = tuple(dict.fromkeys(r.rule(c) for c in key[1] if r.id in known.get(r.rule(c), ())))
    if not out and key[2]:
        out = _only(r, key[2])
    if len(_ONLY) >= 1 << 12:
        _ONLY.clear()
    _ONLY[key] = r, out
    return out


_ONLY: dict[tuple[int, tuple[str, ...], tuple[str, ...]], tuple[Ruleset, tuple[str, ...]]] = {}
"""The answers of :func:`_only` met lately."""


# --- actions -------------------------------------------------------------------------------


def action_rules(state: HandState, action: Action, *, legal: bool = False) -> tuple[str, ...]:
    """The rules that allow ``action`` at ``state``, or, when it is illegal there, the rule that refuses it;
    with ``legal``, ``action`` is known to be legal there (it was taken): it is not checked again.

    Rules: as answered (the auction's BID rules, KITTY-02, JOKER-05 and DECIDE-13, the
    play's PLAY, JOKER and RANK rules).

    >>> from five_hundred import deal_hands, load_ruleset, parse_cards
    >>> from five_hundred.state import Pass
    >>> r = load_ruleset("australian")
    >>> hands = {i: parse_cards(h) for i, h in enumerate(["AS KS QS JS 10S 9S 8S 7S 6S 5S",
    ...     "AC KC QC JC 10C 9C 8C 7C 6C 5C", "AD KD QD JD 10D 9D 8D 7D 6D 5D", "AH KH QH JH 10H 9H 8H 7H 6H 5H"])}
    >>> s = deal_hands(r, hands, parse_cards("4D 4H JK"), 3)
    >>> action_rules(s, Pass(0)), action_rules(s, Pass(1))
    (('BID-02',), ('BID-01',))
    """
    r = state.ruleset
    try:
        if not legal:
            check(state, action)
    except FiveHundredError as e:
        if e.rule == r.rule("BID-02") and isinstance(action, MakeBid) and state.high_bid is not None:
            ranking = _ranking_rules(r, action.bid, state.high_bid)
            if ranking:  # a bid that does not outrank the standing one, where a misère's place decides
                return ranking
        return (e.rule,) if e.rule else _only(r, ("DECIDE-20",))
    match action:
        case Pass():
            return _pass_rules(state)
        case MakeBid(bid=bid):
            return _bid_rules(state, bid)
        case Discard():
            return _only(r, ("KITTY-02",))
        case Nominate(suit=suit):
            return _only(r, ("DECIDE-13",) if suit is None else ("JOKER-05",))
        case NamePartners():
            return _only(r, ("SEAT-10", "SEAT-11"))
        case CallCards():
            return _only(r, ("SEAT-12", "SEAT-11"))
        case Play():
            return _play_rules(state, action)
    raise TypeError(f"not an action: {action!r}")


def _pass_rules(state: HandState) -> tuple[str, ...]:
    r = state.ruleset
    passes = bin(state.passed).count("1")
    if state.high_bid is None and passes == r.players - 1:
        return _only(r, ("BID-09",))  # the last seat may pass too: the hand is thrown in
    return _only(r, ("BID-02",))


def _bid_rules(state: HandState, bid: Bid) -> tuple[str, ...]:
    r = state.ruleset
    rules: list[str] = []
    if any(seat == state.turn and b is not None for seat, b in state.auction):
        rules += ["BID-08"] if r.auction_rounds == "continuous" else []  # a seat bids again
    standing = state.high_bid
    if bid.kind is BidKind.MISERE:
        rules += ["BID-13"] if r.misere_entry_level is not None else ["BID-23", "BID-26"]
    elif bid.kind is BidKind.BLIND_MISERE:
        rules += ["BID-16"]
    rules += _ranking_rules(r, bid, standing) if standing is not None else ()
    if bid.kind is BidKind.OPEN_MISERE and standing is None:
        rules += ["BID-15"]
    if standing is not None and state.high_bidder == state.turn:
        rules += ["BID-21"] if not r.high_bidder_final_turn else []
    return _only(r, rules, ("BID-02", "BID-06"))


def _ranking_rules(r: Ruleset, bid: Bid, standing: Bid) -> tuple[str, ...]:
    """The rule that places a misère bid on the ladder, when ``bid`` or ``standing`` is one (else none)."""
    kinds = {bid.kind, standing.kind}
    if BidKind.OPEN_MISERE in kinds:
        return _only(r, ("BID-15",))
    if BidKind.MISERE in kinds:
        return _only(r, ("BID-12", "BID-24"))
    return ()


def _play_rules(state: HandState, play: Play) -> tuple[str, ...]:
    r = state.ruleset
    trump, jsuit = state.trump, state.joker_suit
    card = play.card
    eff = effective_suit(card, trump, jsuit)
    if state.current is None:  # a lead
        if eff is None:
            last = len(state.tricks) == r.hand_size - 1
            rules = ["JOKER-10", "DECIDE-16"]
            if not state.hands[play.seat] & ~play.card.bit & ~suit_masks(trump, jsuit)[None] and \
                    not joker_lead_names(r, len(state.tricks), state.suits_led):
                rules = ["DECIDE-60"]  # nothing but suitless jokers in hand, none of which could be led otherwise
            elif last and state.suits_led == 0b1111:
                rules = ["DECIDE-41", "JOKER-11"]
            elif r.joker_lead_last_trick_only:
                rules = ["JOKER-15", "DECIDE-23"]
            return _only(r, rules)
        if card.is_joker:
            return _only(r, ("JOKER-03",))
        return _only(r, ("PLAY-02",))
    led = state.current.led
    if eff is led and led is not None:
        if card.is_joker:
            return _only(r, ("JOKER-02", "DECIDE-19") if trump is not None else ("DECIDE-15",))
        if trump is not None and eff is trump and card.suit is not trump:
            return _only(r, ("RANK-03",))
        return _only(r, ("PLAY-03",))
    if eff is None:  # a suitless joker played on a suit led
        could_follow = any(effective_suit(c, trump, jsuit) is led for c in state.hand(play.seat) if c != card)
        if could_follow:  # legal only where it may go on any trick of a no-trump hand (ref:nt-joker-free-play)
            return _only(r, ("JOKER-14",))
        misere = state.contract is not None and state.contract.is_misere
        if misere and r.joker_compulsory_when_void_in_misere:
            return _only(r, ("JOKER-08", "DECIDE-24"))
        return _only(r, ("JOKER-09",), ("PLAY-04",))  # a game without JOKER-09: void, so any card (PLAY-04)
    return _only(r, ("PLAY-04",))


# --- turns and transitions -----------------------------------------------------------------


def turn_rules(state: HandState) -> tuple[str, ...]:
    """The rules that give the turn (and the phase) of ``state`` to its seat: the auction's order, the
    contractor's exchange and nomination, the leader of a trick, the order of play in a trick.

    Rules: BID-01, BID-07, KITTY-01, JOKER-05, DECIDE-13, PLAY-01, PLAY-06, SEAT-03, MIS-01, SEAT-06.
    """
    r = state.ruleset
    if state.phase is Phase.AUCTION:
        return _only(r, ("BID-01", "BID-07") if state.passed else ("BID-01",))
    if state.phase is Phase.KITTY:
        return _only(r, ("KITTY-01",))
    if state.phase is Phase.PARTNER:
        return _only(r, ("SEAT-12", "DECIDE-63") if r.calls_cards else ("SEAT-10", "DECIDE-53"))
    if state.phase is Phase.NOMINATION:
        return _only(r, ("JOKER-05", "DECIDE-13"))
    if state.phase is Phase.OVER:
        return _over_rules(state)
    if state.current is None:
        return leader_rules(state)
    if len(state.active) < r.players:
        return _only(r, ("MIS-01", "SEAT-06"))
    return _only(r, ("SEAT-03",))


def leader_rules(state: HandState) -> tuple[str, ...]:
    """The rule that makes the seat to lead now lead: the contractor leads first, then each trick's winner.

    Rules: PLAY-01, PLAY-06.
    """
    return _only(state.ruleset, ("PLAY-01",) if not state.tricks else ("PLAY-06",))


def _over_rules(state: HandState) -> tuple[str, ...]:
    r = state.ruleset
    result = state.result
    if result is None or result.thrown_in:
        return _only(r, ("BID-09",))
    if result.tricks_played < r.hand_size:
        return _only(r, ("DECIDE-12",))
    return _only(r, ("PLAY-07",))


def transition_rules(before: HandState, after: HandState) -> tuple[str, ...]:
    """The rules of what an action that led from ``before`` to ``after`` ended or started: the auction
    closing (or going on), the hand thrown in, the exchange, the nomination asked or not, a trick's
    end and its winner's lead, a misère ended on the contractor's first trick won, the last trick.

    Rules: BID-01, BID-08, BID-09, BID-19, BID-20, BID-25, DECIDE-05, KITTY-01, KITTY-03, DECIDE-13,
    PLAY-01, PLAY-06, PLAY-07, DECIDE-12, SEAT-03, MIS-01.
    """
    r = before.ruleset
    if after.phase is Phase.OVER:
        return _over_rules(after)
    if before.phase is Phase.AUCTION:
        single = r.auction_rounds != "continuous"
        closing = ("BID-19", "BID-25", "BID-20") if single else ("BID-08", "DECIDE-05")
        if after.phase is not Phase.AUCTION:
            return _only(r, closing)
        if not single and any(seat == after.turn for seat, _ in before.auction):
            return _only(r, ("BID-08",))  # the auction goes round again
        return _only(r, ("BID-01", "BID-07") if after.passed else ("BID-01",))
    if after.phase is Phase.NOMINATION:
        return _only(r, ("JOKER-05", "DECIDE-13"))
    if before.phase is Phase.KITTY and after.phase is Phase.PLAY:  # no nomination: a trump contract, or no joker
        return _only(r, ("DECIDE-13",), ("PLAY-01",))
    if after.phase is Phase.PLAY and len(after.tricks) > len(before.tricks):
        return _only(r, ("PLAY-06",))
    return turn_rules(after)


# --- tricks --------------------------------------------------------------------------------


class TrickReason(str, Enum):
    """Why the winning card of a trick wins: the facts a replay or a Try it page words (the vocabulary of
    :class:`TrickVerdict`, the same in both engines).
    """

    JOKER_TOP_TRUMP = "joker_top_trump"
    """The joker in a trump contract: the highest trump (RANK-06, JOKER-01)."""
    JOKER_NOMINATED = "joker_nominated"
    """The joker nominated to a suit in no trumps or misère: the highest card of that suit (DECIDE-15, JOKER-05)."""
    JOKER_SUITLESS = "joker_suitless"
    """The joker of no suit: it takes any trick it is played to (JOKER-06, RANK-07)."""
    RIGHT_BOWER = "right_bower"
    """The jack of trumps: the highest trump after the joker (RANK-02)."""
    LEFT_BOWER = "left_bower"
    """The jack of the trump suit's colour, a trump below the joker and the right bower (RANK-03)."""
    TRUMPED = "trumped"
    """Another trump played to a trick of another suit: it beats every card of that suit (RANK-04)."""
    HIGHEST_TRUMP = "highest_trump"
    """Trumps led: the highest trump played (RANK-02)."""
    HIGHEST_OF_LED = "highest_of_led"
    """No trump played: the highest card of the suit led (PLAY-05, RANK-01)."""
    HIGHEST_OF_NAMED = "highest_of_named"
    """A suitless joker led with a suit named, and beaten: the highest card of the named suit (JOKER-10, PLAY-05)."""


@dataclass(frozen=True, slots=True)
class TrickVerdict:
    """Who wins a trick, and why, in the catalogue's terms.

    Attributes:
        winner: the position of the winning card in the trick (0 = the lead).
        card: the winning card.
        reason: why it wins (:class:`TrickReason`).
        rules: the rules that make it win, under the variant's IDs (never empty).
        led: the suit the trick counts as led (a joker lead: the suit it counts as or was named), or ``None``.
        trumps: how many cards of the trick count as trumps (0 without a trump suit).
    """

    winner: int
    card: Card
    reason: TrickReason
    rules: tuple[str, ...]
    led: Suit | None
    trumps: int


_REASON_RULES: dict[TrickReason, tuple[str, ...]] = {
    TrickReason.JOKER_TOP_TRUMP: ("RANK-06", "JOKER-01"),
    TrickReason.JOKER_SUITLESS: ("JOKER-06", "RANK-07"),
    TrickReason.JOKER_NOMINATED: ("DECIDE-15", "JOKER-05"),
    TrickReason.RIGHT_BOWER: ("RANK-02",),
    TrickReason.LEFT_BOWER: ("RANK-03",),
    TrickReason.TRUMPED: ("RANK-04",),
    TrickReason.HIGHEST_TRUMP: ("RANK-02",),
    TrickReason.HIGHEST_OF_NAMED: ("JOKER-10", "PLAY-05"),
    TrickReason.HIGHEST_OF_LED: ("PLAY-05", "RANK-01"),
}


def _trick_reason(win: Card, eff: Suit | None, led: Suit | None, trump: Suit | None) -> TrickReason:
    if win.is_joker:
        if trump is not None:
            return TrickReason.JOKER_TOP_TRUMP
        return TrickReason.JOKER_SUITLESS if eff is None else TrickReason.JOKER_NOMINATED
    if trump is not None and eff is trump:
        if win.rank is Rank.JACK:
            return TrickReason.RIGHT_BOWER if win.suit is trump else TrickReason.LEFT_BOWER
        return TrickReason.HIGHEST_TRUMP if led is trump else TrickReason.TRUMPED
    return TrickReason.HIGHEST_OF_NAMED if led is None else TrickReason.HIGHEST_OF_LED


def trick_verdict(cards: Sequence[Card], trump: Suit | None, joker_suit: Suit | None, named_suit: Suit | None,
                  ruleset: Ruleset) -> TrickVerdict:
    """Who wins a trick (``cards`` in the order played) and why: the winning card, the reason, its rules.

    Raises:
        ValueError: as :func:`~five_hundred.tricks.trick_winner` (no cards, a suitless joker led
            without a named suit).

    Rules: as :class:`TrickReason` gives them (RANK-01 to RANK-04, RANK-06, RANK-07, PLAY-05,
    JOKER-01, JOKER-05, JOKER-06, JOKER-10, DECIDE-15).

    >>> from five_hundred import load_ruleset, parse_cards
    >>> v = trick_verdict(parse_cards("AH JD 5S 10D"), Suit.HEARTS, None, None, load_ruleset("australian"))
    >>> v.winner, v.reason.value, v.rules, v.trumps
    (1, 'left_bower', ('RANK-03',), 2)
    """
    at = trick_winner(cards, trump, joker_suit, named_suit)
    win = cards[at]
    first = effective_suit(cards[0], trump, joker_suit)
    reason = _trick_reason(win, effective_suit(win, trump, joker_suit), first, trump)
    trumps = 0 if trump is None else sum(effective_suit(c, trump, joker_suit) is trump for c in cards)
    return TrickVerdict(at, win, reason, _only(ruleset, _REASON_RULES[reason]), first or named_suit, trumps)


def trick_winner_rules(cards: Sequence[Card], trump: Suit | None, joker_suit: Suit | None, named_suit: Suit | None,
                       ruleset: Ruleset) -> tuple[str, ...]:
    """The rule that makes the winning card of a trick (``cards`` in the order played) win: the rules of
    its :func:`trick_verdict`.

    Raises:
        ValueError: as :func:`~five_hundred.tricks.trick_winner` (no cards, a suitless joker led
            without a named suit).

    Rules: as :func:`trick_verdict`.

    >>> from five_hundred import load_ruleset, parse_cards
    >>> au = load_ruleset("australian")
    >>> trick_winner_rules(parse_cards("AD KD 5S 10D"), Suit.SPADES, None, None, au)
    ('RANK-04',)
    >>> trick_winner_rules(parse_cards("AH JD 5S 10D"), Suit.HEARTS, None, None, au)
    ('RANK-03',)
    """
    return trick_verdict(cards, trump, joker_suit, named_suit, ruleset).rules


# --- the deal and the score ----------------------------------------------------------------


def deal_rules(ruleset: Ruleset, *, seats_only: bool) -> tuple[str, ...]:
    """The rules of the deal: with ``seats_only``, that each round of packets starts on the dealer's left
    (the right packets went to the wrong seats); else the packets themselves.

    Rules: DEAL-04; DEAL-02 or DEAL-03, DEAL-01.
    """
    if seats_only:
        return _only(ruleset, ("DEAL-04",))
    return _only(ruleset, ("DEAL-02", "DEAL-03"), ("DEAL-01",))


def score_rules(ruleset: Ruleset, contract: Bid, contractor: int, tricks_won: Sequence[int],
                partners: Sequence[int] = ()) -> dict[str, tuple[str, ...]]:
    """The rules of each line of a hand's score, by the side name (its points) and ``"made"``;
    ``partners`` are the seats named for the hand where the sides are formed after the auction
    (SEAT-10), whose lines are the contractor's.

    Raises:
        KeyError: the contract has no value in the variant (SCORE-02).

    Rules: SCORE-02..SCORE-09 (as answered).

    >>> from five_hundred import load_ruleset
    >>> au = load_ruleset("australian")
    >>> score_rules(au, Bid.parse("7H"), 0, [5, 0, 5, 0])
    {'NS': ('SCORE-04',), 'EW': ('SCORE-06',), 'made': ('SCORE-04',)}
    """
    r = ruleset
    by_side = [0] * len(r.side_names)
    for seat, n in enumerate(tricks_won):
        by_side[r.side_of[seat]] += n
    cs = r.side_of[contractor]
    members = {cs, *(r.side_of[p] for p in partners)}
    if partners:
        by_side[cs] = sum(by_side[m] for m in members)  # the contracting side's tricks together (SCORE-13)
    value = r.contract_values[contract]
    slam = False
    if contract.is_misere:
        own = _only(r, ("SCORE-08",) if contract.kind is BidKind.MISERE else ("SCORE-09",))
        defence = own if not r.defence_points_in_misere else _only(r, ("SCORE-06", "SCORE-07"))
    else:
        assert contract.tricks is not None
        made = by_side[cs] >= contract.tricks
        slam = made and by_side[cs] == r.hand_size and value < r.slam_value
        if slam:
            own = _only(r, ("SCORE-04",))
        else:
            own = _only(r, ("SCORE-02", "SCORE-03") if made else ("SCORE-02", "SCORE-05"))
        defence = _only(r, ("SCORE-06", "SCORE-07"))
    if partners:  # a shared score is SCORE-13's, but a slam's floor is SCORE-04's whoever shares it
        own = own if slam else _only(r, ("SCORE-13",), own)
        defence = _only(r, ("SCORE-13",), defence)
    out = {name: own if s in members else defence for s, name in enumerate(r.side_names)}
    out["made"] = own
    return out


def game_rules(ruleset: Ruleset, key: str, *, thrown_in: bool, reason: str | None) -> tuple[str, ...]:
    """The rules of a fact of the game after a hand (``game-after-hand``): ``key`` one of ``scores``,
    ``dealer``, ``backwards``, ``outcome``; ``reason`` the reference's reason for the end of the game
    (:class:`~five_hundred.game.Reason` value) or ``None`` when the game goes on.

    Rules: SCORE-01, SCORE-10, SCORE-11, DECIDE-27, DEALER-03, DECIDE-02, END-01..END-09.
    """
    r = ruleset
    if key == "scores":
        return _only(r, ("SCORE-11", "DECIDE-27") if r.defence_cap is not None else ("SCORE-01", "SCORE-10"))
    if key == "dealer":
        return _only(r, ("DECIDE-02",) if thrown_in else ("DEALER-03",))
    if key == "backwards":
        return _only(r, ("END-09", "END-04"))
    by_reason = {"made_contract_500": ("END-02", "END-06"), "went_backwards": ("END-04",),
                 "reached_500": ("END-06",), "contractor_tie_break": ("END-07", "END-05"),
                 "trick_order_tie_break": ("END-08",), "no_winner": ("END-05", "DECIDE-34")}
    if reason is None:  # the game goes on: nobody reached the target in a way that wins
        return _only(r, ("END-03", "END-01") if not r.defence_can_win else ("END-06", "END-01"))
    return _only(r, by_reason.get(reason, ("END-01",)), ("END-01",))
