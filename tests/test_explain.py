"""Which rule governs an action, a trick's winner, a score line, the lead (``five_hundred.explain``).

Each case names the fact and the rule the reference gives for it; every answer is made of
catalogue rules of the variant (``spec/rules/*.yaml``), never of another variant's.
"""

from __future__ import annotations

import random

import pytest
from five_hundred import Bid, apply, deal, deal_hands, legal_actions, load_ruleset, variant_ids
from five_hundred.cards import Suit, parse_cards
from five_hundred.explain import (
    TrickReason,
    action_rules,
    deal_rules,
    game_rules,
    leader_rules,
    score_rules,
    transition_rules,
    trick_verdict,
    trick_winner_rules,
    turn_rules,
)
from five_hundred.state import Action, HandState, MakeBid, Pass, Phase, parse_action

from five_hundred_suite.catalogue import applicable, rules

H, D, S, C = Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS
AU = load_ruleset("australian")
HANDS = ["AS KS QS JS 10S 9S 8S 7S 6S 5S", "AC KC QC JC 10C 9C 8C 7C 6C 5C",
         "AD KD QD JD 10D 9D 8D 7D 6D 5D", "AH KH QH JH 10H 9H 8H 7H 6H 5H"]


def _hand(actions: str = "", variant: str = "australian") -> HandState:
    r = load_ruleset(variant)
    state = deal_hands(r, {i: parse_cards(h) for i, h in enumerate(HANDS)}, parse_cards("4D 4H JK"), 3)
    for a in filter(None, (x.strip() for x in actions.split(","))):
        state = apply(state, parse_action(r, a))
    return state


@pytest.mark.parametrize(("actions", "action", "expected"), [
    ("", "N pass", ("BID-02",)),                              # a pass on one's turn
    ("", "E pass", ("BID-01",)),                              # out of turn: N speaks first
    ("N pass, E pass, S pass", "W pass", ("BID-09",)),        # the last seat may pass: thrown in
    ("N bid 7H", "E bid MIS", ("BID-13", "BID-12")),          # misère over a standing 7-level bid
    ("N bid 6S", "E bid MIS", ("BID-13",)),                   # refused: no 7-level bid standing
    ("N bid 7H, E bid MIS", "S bid 8S", ("BID-12",)),         # 8S outranks misère
    ("N bid 8S", "E bid MIS", ("BID-12",)),                   # refused: misère ranks below 8S
    ("N bid 6S, E pass", "S bid 6S", ("BID-02",)),            # refused: not higher
    ("N pass", "N bid 6S", ("BID-07",)),                      # refused: a pass cannot be taken back
    ("N bid 6S, E pass, S pass, W pass", "N discard 4D 4H JK", ("KITTY-02",)),
    ("N bid 6S, E pass, S pass, W pass", "N discard 4D 4H", ("KITTY-04",)),
])
def test_auction_and_kitty_actions(actions: str, action: str, expected: tuple[str, ...]) -> None:
    state = _hand(actions)
    assert action_rules(state, parse_action(state.ruleset, action)) == expected


def _discard_at_random(state: HandState, rng: random.Random) -> Action:
    """The contractor's discard of as many cards as the kitty holds, drawn at random from the hand and kitty
    taken up (the random playout's legal actions leave the discard out: there are too many)."""
    r, contractor = state.ruleset, state.contractor
    assert contractor is not None
    held = list(state.hand(contractor))
    return parse_action(r, f"{r.seats[contractor]} discard " + " ".join(map(str, rng.sample(held, r.kitty_size))))


@pytest.mark.parametrize("variant", variant_ids())
def test_an_action_known_to_be_legal_is_explained_as_when_it_is_checked(variant: str) -> None:
    # action_rules(..., legal=True) skips the legality check (the fuzzer's coverage of the actions it took)
    r = load_ruleset(variant)
    rng = random.Random(variant)
    compared = 0
    for _ in range(15):
        pack = list(r.pack)
        rng.shuffle(pack)
        state = deal(r, pack, rng.randrange(r.players))
        while state.phase is not Phase.OVER:
            if state.phase is Phase.KITTY:
                action = _discard_at_random(state, rng)
                choices = [action]
            else:
                choices = list(legal_actions(state))
                action = rng.choice(choices)
            for a in choices:
                assert action_rules(state, a, legal=True) == action_rules(state, a), (state, a)
                compared += 1
            state = apply(state, action)
    assert compared > 500


def test_a_seat_bidding_again_in_the_continuous_auction_is_allowed_by_bid_08() -> None:
    state = _hand("N bid 6S, E bid 6C, S pass, W pass")
    assert action_rules(state, MakeBid(0, Bid.parse("7S"))) == ("BID-08",)


_NT = "N bid 7NT, E pass, S pass, W pass, N discard 4D 4H 5S"


@pytest.mark.parametrize(("actions", "action", "expected"), [
    (_NT, "N nominate H", ("JOKER-05",)),
    (_NT, "N nominate none", ("DECIDE-13",)),
    (_NT + ", N nominate none", "N play JK D", ("JOKER-10", "DECIDE-16")),   # a suitless joker lead names a suit
    (_NT + ", N nominate none", "N play JK", ("JOKER-10",)),                 # refused: no suit named
    (_NT + ", N nominate none", "N play AS", ("PLAY-02",)),                  # any card may be led
    (_NT + ", N nominate none", "E play AC", ("PLAY-01",)),                  # refused: the contractor leads
    (_NT + ", N nominate none, N play AS", "E play AC", ("PLAY-04",)),       # void in spades: anything
    ("N bid 6H, E pass, S pass, W pass, N discard 4D 4H 5S, N play AS", "E play AC", ("PLAY-04",)),
])
def test_nomination_and_play_actions(actions: str, action: str, expected: tuple[str, ...]) -> None:
    state = _hand(actions)
    assert action_rules(state, parse_action(state.ruleset, action)) == expected


def test_a_joker_lead_naming_a_suit_already_led_is_refused_by_joker_10() -> None:
    state = _hand(_NT + ", N nominate none, N play AS, E play AC, S play AD, W play AH")
    assert state.turn == 0 and state.phase is Phase.PLAY
    assert action_rules(state, parse_action(AU, "N play JK S")) == ("JOKER-10",)
    assert action_rules(state, parse_action(AU, "N play JK C")) == ("JOKER-10", "DECIDE-16")


@pytest.mark.parametrize(("cards", "trump", "joker_suit", "named", "expected"), [
    ("JH JK", H, None, None, ("RANK-06", "JOKER-01")),      # the joker, the top trump
    ("JD JH", H, None, None, ("RANK-02",)),                 # the right bower
    ("AH JD", H, None, None, ("RANK-03",)),                 # the left bower
    ("AD KD 5S 10D", S, None, None, ("RANK-04",)),          # a trump over the led suit
    ("10C 5C QC 4C", H, None, None, ("PLAY-05", "RANK-01")),  # the highest of the suit led
    ("AD JK", None, None, None, ("JOKER-06", "RANK-07")),   # a suitless joker
    ("AD JK", None, D, None, ("DECIDE-15", "JOKER-05")),    # a nominated joker, top of its suit
    ("JK AH KH QH", None, None, H, ("JOKER-06", "RANK-07")),  # a suitless joker led wins
])
def test_the_rule_of_a_tricks_winner(cards: str, trump: Suit | None, joker_suit: Suit | None, named: Suit | None,
                                     expected: tuple[str, ...]) -> None:
    assert trick_winner_rules(parse_cards(cards), trump, joker_suit, named, AU) == expected


@pytest.mark.parametrize(("cards", "trump", "joker_suit", "named", "winner", "reason", "led", "trumps"), [
    ("JH JK", H, None, None, 1, TrickReason.JOKER_TOP_TRUMP, H, 2),
    ("JD JH", H, None, None, 1, TrickReason.RIGHT_BOWER, H, 2),
    ("AH JD", H, None, None, 1, TrickReason.LEFT_BOWER, H, 2),
    ("AC JD 5C", H, None, None, 1, TrickReason.LEFT_BOWER, C, 1),
    ("AD KD 5S 10D", S, None, None, 2, TrickReason.TRUMPED, D, 1),
    ("5S AS 10D", S, None, None, 1, TrickReason.HIGHEST_TRUMP, S, 2),
    ("10C 5C QC 4C", H, None, None, 2, TrickReason.HIGHEST_OF_LED, C, 0),
    ("10C 5C QC 4C", None, None, None, 2, TrickReason.HIGHEST_OF_LED, C, 0),
    ("AD JK", None, None, None, 1, TrickReason.JOKER_SUITLESS, D, 0),
    ("AD JK", None, D, None, 1, TrickReason.JOKER_NOMINATED, D, 0),
    ("JK AH KH QH", None, None, H, 0, TrickReason.JOKER_SUITLESS, H, 0),
])
def test_a_tricks_verdict_names_the_winner_the_reason_and_the_suit_led(
        cards: str, trump: Suit | None, joker_suit: Suit | None, named: Suit | None, winner: int,
        reason: TrickReason, led: Suit, trumps: int) -> None:
    played = parse_cards(cards)
    v = trick_verdict(played, trump, joker_suit, named, AU)
    assert (v.winner, v.card, v.reason, v.led, v.trumps) == (winner, played[winner], reason, led, trumps)
    assert v.rules == trick_winner_rules(played, trump, joker_suit, named, AU)


@pytest.mark.parametrize(("variant", "contract", "won", "expected"), [
    ("australian", "7H", [5, 0, 5, 0], {"NS": ("SCORE-04",), "EW": ("SCORE-06",), "made": ("SCORE-04",)}),
    ("australian", "8NT", [5, 0, 5, 0], {"NS": ("SCORE-02", "SCORE-03"), "EW": ("SCORE-06",),
                                         "made": ("SCORE-02", "SCORE-03")}),
    ("australian", "7H", [3, 2, 3, 2], {"NS": ("SCORE-02", "SCORE-05"), "EW": ("SCORE-06",),
                                        "made": ("SCORE-02", "SCORE-05")}),
    ("australian", "MIS", [0, 5, 0, 5], {"NS": ("SCORE-08",), "EW": ("SCORE-08",), "made": ("SCORE-08",)}),
    ("australian", "OMIS", [1, 5, 0, 4], {"NS": ("SCORE-09",), "EW": ("SCORE-09",), "made": ("SCORE-09",)}),
    ("three-player", "7H", [7, 2, 1], {"P1": ("SCORE-02", "SCORE-03"), "P2": ("SCORE-07",), "P3": ("SCORE-07",),
                                       "made": ("SCORE-02", "SCORE-03")}),
])
def test_the_rule_of_each_score_line(variant: str, contract: str, won: list[int],
                                     expected: dict[str, tuple[str, ...]]) -> None:
    assert score_rules(load_ruleset(variant), Bid.parse(contract), 0, won) == expected


def test_the_lead_the_turn_and_what_an_action_ends() -> None:
    auction = _hand("N bid 6S, E pass, S pass")
    closed = apply(auction, Pass(3))
    assert transition_rules(auction, closed) == ("BID-08", "DECIDE-05")
    nobody = _hand("N pass, E pass, S pass")
    assert transition_rules(nobody, apply(nobody, Pass(3))) == ("BID-09",)
    first = _hand("N bid 6H, E pass, S pass, W pass, N discard 4D 4H 5S")
    assert leader_rules(first) == turn_rules(first) == ("PLAY-01",)
    trick = first
    for a in ("N play AS", "E play AC", "S play AD", "W play AH"):
        before, trick = trick, apply(trick, parse_action(AU, a))
    assert leader_rules(trick) == ("PLAY-06",)
    assert transition_rules(before, trick) == ("PLAY-06",)
    assert turn_rules(apply(first, parse_action(AU, "N play AS"))) == ("SEAT-03",)


def test_a_misere_ended_on_the_contractors_first_trick_is_decide_12() -> None:
    state = _hand("N bid 7H, E bid MIS, S pass, W pass, N pass, E discard 4D 4H JK")
    before, after = state, apply(state, parse_action(AU, "E play AC"))
    for a in ("S play 5D", "N play 5S"):
        before, after = after, apply(after, parse_action(AU, a))
    assert after.phase is Phase.OVER
    assert transition_rules(before, after) == turn_rules(after) == ("DECIDE-12",)


def test_the_deal_rules_are_the_variants_packets() -> None:
    assert deal_rules(AU, seats_only=True) == ("DEAL-04",)
    assert deal_rules(AU, seats_only=False) == ("DEAL-02",)
    assert deal_rules(load_ruleset("three-player"), seats_only=False) == ("DEAL-03",)


@pytest.mark.parametrize(("variant", "key", "thrown_in", "reason", "expected"), [
    ("australian", "dealer", True, None, ("DECIDE-02",)),
    ("australian", "dealer", False, None, ("DEALER-03",)),
    ("australian", "outcome", False, "made_contract_500", ("END-02",)),
    ("three-player", "outcome", False, "made_contract_500", ("END-06",)),
    ("australian", "outcome", False, None, ("END-03", "END-01")),
    ("australian", "backwards", False, None, ("END-04",)),
    ("three-player", "backwards", False, None, ("END-09",)),
])
def test_the_rules_of_the_game_after_a_hand(variant: str, key: str, thrown_in: bool, reason: str | None,
                                            expected: tuple[str, ...]) -> None:
    assert game_rules(load_ruleset(variant), key, thrown_in=thrown_in, reason=reason) == expected


@pytest.mark.parametrize("variant", variant_ids())
def test_every_answer_is_rules_of_the_variant(variant: str) -> None:
    """Random hands of each variant: every action's, turn's and trick's rules are catalogue rules of it."""
    r = load_ruleset(variant)
    known = rules()
    rng = random.Random(500)
    for _ in range(20):
        pack = list(r.pack)
        rng.shuffle(pack)
        state = deal(r, pack, rng.randrange(r.players))
        while state.phase is not Phase.OVER:
            action = _discard_at_random(state, rng) if state.phase is Phase.KITTY else rng.choice(legal_actions(state))
            answers = [action_rules(state, action), turn_rules(state)]
            before, state = state, apply(state, action)
            answers.append(transition_rules(before, state))
            if state.tricks and len(state.tricks) > len(before.tricks):
                t = state.tricks[-1]
                named = t.led if t.cards[0].is_joker and state.trump is None and state.joker_suit is None else None
                answers.append(trick_winner_rules(t.cards, state.trump, state.joker_suit, named, r))
            for answer in answers:
                assert answer, f"no rule for {action}"
                assert all(a in known for a in answer), answer
                assert applicable(answer, variant) == answer, (variant, answer)


def test_a_suitless_joker_played_while_void_is_allowed_by_a_rule_of_each_game() -> None:
    """Three-player no trumps (TP-0007, trick 1): P2, void in spades, plays the suitless joker. That game has no
    JOKER-09; the play is allowed by PLAY-04, and a refusal of it is charged there, not to the whole hand."""
    from five_hundred.position import Position, state_from_position

    from five_hundred_suite.fixtures import load_fixture

    fx = load_fixture("features/hands/three-player/TP-0007.yaml")
    r = load_ruleset(fx.variant, fx.options)
    state = apply(state_from_position(r, Position.from_json(fx.position("play"))), parse_action(r, "P1 play AS"))
    assert action_rules(state, parse_action(r, "P2 play JK")) == ("PLAY-04",)


@pytest.mark.parametrize("options", [("ref:nt-joker-free-play",), ()])
def test_a_joker_played_while_able_to_follow_is_charged_to_the_three_player_joker_rule(options: tuple[str, ...]) -> None:
    """JOKER-14 lets the suitless joker go on another's lead only when its holder cannot follow; the option
    lifts that limit. Either way the play is the joker rule's, not PLAY-04's (a void player's free choice)."""
    r = load_ruleset("three-player", options)
    hands = ["AS KS QS AC KC QC JC AD KD QD", "JK 9S 8S 10C 9C 8C 7C JD 10D 9D", "JS 10S 7S AH KH QH JH 10H 9H 8H"]
    state = deal_hands(r, {i: parse_cards(h) for i, h in enumerate(hands)}, parse_cards("8D 7D 7H"), 2)
    for a in ("P1 bid 6NT", "P2 pass", "P3 pass", "P1 discard 8D 7D 7H", "P1 play AS"):
        state = apply(state, parse_action(r, a))
    assert action_rules(state, parse_action(r, "P2 play JK")) == ("JOKER-14",)
    assert action_rules(state, parse_action(r, "P2 play 9S")) == ("PLAY-03",)
