"""Serves the reference engine with one planted departure from the rules, named as the
argument: for the fuzzer's tests, the charging test (``tests/test_charging.py``) and the
charging benchmark (``benchmarks/charging.py``).

:data:`DEPARTURES` lists each departure with the rule it breaks, the rules it necessarily
implies (a failure charged to one of those is charged rightly), and the variant it shows in.
A departure is planted in one of three ways: a :class:`~five_hundred.ruleset.Ruleset` field
replaced (``SETTINGS``, under an option when ``WHEN`` names one), or a method overridden
(``deal-from-north``, ``same-dealer-after-all-pass``, ``fourth-seat-may-not-pass``,
``no-joker-discard``, ``both-past-500-to-ns``). Everything else, including ``hello``, is the
reference engine's.

    python tests/fakes/departures.py NAME
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from five_hundred import deal, load_ruleset, parse_cards
from five_hundred.bids import Bid
from five_hundred.ruleset import Ruleset
from five_hundred.state import Phase

from five_hundred_suite.adapter import ReferenceImplementation, Refused
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


@dataclass(frozen=True)
class Departure:
    """One planted departure: the rule it breaks, the rules it implies, where it shows."""

    rule: str
    implied: tuple[str, ...] = ()
    variant: str = "australian"
    area: str = ""


def _ladder(bids: list[str]) -> dict[str, Any]:
    ladder = tuple(Bid.parse(b) for b in bids)
    return {"bid_ladder": ladder, "bid_rank": {b: i for i, b in enumerate(ladder)}}


def _moved(bid: str, after: str) -> Callable[[Ruleset], dict[str, Any]]:
    """A ladder setting: ``bid`` moved to just above ``after`` on the ruleset's own ladder (if both are on it)."""

    def setting(r: Ruleset) -> dict[str, Any]:
        out = [str(b) for b in r.bid_ladder]
        if bid not in out or after not in out:
            return {}
        out.remove(bid)
        out.insert(out.index(after) + 1, bid)
        return _ladder(out)

    return setting


_AU = [str(b) for b in load_ruleset("australian").bid_ladder]


def _values(**changed: int) -> dict[str, Any]:
    values = dict(load_ruleset("australian").contract_values)
    values.update({Bid.parse(k.replace("_", "")): v for k, v in changed.items()})
    return {"contract_values": values}


SETTINGS: dict[str, dict[str, Any] | Callable[[Ruleset], dict[str, Any]]] = {
    "no-slam-bonus": {"slam_value": 0},
    "misere-plays-on": {"misere_ends_on_first_trick_won": False},
    "joker-any-suit": {"joker_lead_named_suit": "any"},
    "misere-between-8s-8c": _moved("MIS", "8S"),
    "no-joker-nomination": {"joker_nomination": False},
    "packets-4-1-3": {"deal_packets": (("each", 4), ("kitty", 1), ("each", 3), ("kitty", 1), ("each", 3),
                                       ("kitty", 1))},
    "three-player-packets-4-3-3": {"deal_packets": (("each", 4), ("kitty", 3), ("each", 3), ("each", 3))},
    "one-round-auction": {"auction_rounds": "single"},
    "misere-without-seven": {"misere_entry_level": None},
    "high-bidder-final-turn": {"high_bidder_final_turn": True},
    "all-pass-plays-nt": {"all_pass": "play-no-trumps"},
    "open-misere-top": _moved("OMIS", "10NT"),
    "misere-partner-plays": {"misere_partner_sits_out": False},
    "open-misere-exposed-at-once": {"open_misere_exposed_after_trick": 0},
    "joker-optional-in-misere": {"joker_compulsory_when_void_in_misere": False},
    "misere-defence-points": {"defence_points_in_misere": True},
    "defence-5-a-trick": {"defence_points_per_trick": 5},
    "defence-on-failure-only": {"defence_points": "on-failure"},
    "seven-hearts-210": _values(_7H=210),
    "misere-300": _values(MIS=300),
    "open-misere-400": _values(OMIS=400),
    "target-400": {"target": 400},
    "defence-wins": {"defence_can_win": True, "win_requires_made_contract": False},
    "no-minus-500": {"lose_at": None},
    "three-player-no-defence-win": {"defence_can_win": False, "win_requires_made_contract": True},
    "cap-490-ignored": {"defence_cap": None},
    "american-bidding-ignored": {"auction_rounds": "continuous"},
    "joker-lead-last-only-ignored": {"joker_lead_last_trick_only": False},
    "no-misere-ignored": _ladder(_AU),
    "misere-without-seven-ignored": {"misere_entry_level": 7},
}
WHEN: dict[str, str] = {
    "cap-490-ignored": "var:defence-cap-490",
    "american-bidding-ignored": "american-bidding",
    "joker-lead-last-only-ignored": "var:joker-lead-last-only",
    "no-misere-ignored": "var:no-misere",
    "misere-without-seven-ignored": "var:misere-without-seven",
}
"""The option under which a setting departs (elsewhere the engine is the reference's)."""

DEPARTURES: dict[str, Departure] = {
    "deal-from-north": Departure("DEAL-04", area="deal"),
    "packets-4-1-3": Departure("DEAL-02", area="deal"),
    "three-player-packets-4-3-3": Departure("DEAL-03", variant="three-player", area="deal"),
    "one-round-auction": Departure("BID-08", area="auction"),
    "misere-without-seven": Departure("BID-13", area="auction"),
    "misere-between-8s-8c": Departure("BID-12", area="auction"),
    # a further turn for the high bidder keeps open the auction BID-08 closes when all others have passed
    "high-bidder-final-turn": Departure("DECIDE-05", ("BID-08",), area="auction"),
    "all-pass-plays-nt": Departure("BID-09", area="auction"),
    "fourth-seat-may-not-pass": Departure("BID-09", area="auction"),
    "open-misere-top": Departure("BID-15", area="auction"),
    "no-joker-discard": Departure("KITTY-02", area="kitty"),
    "misere-partner-plays": Departure("MIS-01", ("SEAT-06",), area="misère"),
    "open-misere-exposed-at-once": Departure("MIS-03", ("DECIDE-22",), area="misère"),
    "misere-plays-on": Departure("DECIDE-12", area="misère"),
    # JOKER-11's bar once all four suits are led is the fresh-suit rule with no fresh suit left: naming any suit lifts it
    "joker-any-suit": Departure("JOKER-10", ("JOKER-11",), area="joker"),
    "no-joker-nomination": Departure("JOKER-05", ("DECIDE-13",), area="joker"),
    "joker-optional-in-misere": Departure("JOKER-08", ("DECIDE-24",), area="joker"),
    "no-slam-bonus": Departure("SCORE-04", area="scoring"),
    # SCORE-09 gives the opponents of an open or blind misère nothing by inference from the misère rule (SCORE-08)
    "misere-defence-points": Departure("SCORE-08", ("SCORE-09",), area="scoring"),
    "defence-5-a-trick": Departure("SCORE-06", area="scoring"),
    "defence-on-failure-only": Departure("SCORE-06", area="scoring"),
    "seven-hearts-210": Departure("SCORE-02", area="scoring"),
    "misere-300": Departure("SCORE-08", area="scoring"),
    "open-misere-400": Departure("SCORE-09", area="scoring"),
    "target-400": Departure("END-01", area="game end"),
    # a side reaching 500 on defence points may win, so reaching 500 wins whatever brought it there: a made
    # contract no longer wins as such (END-02's reason, made_contract_500)
    "defence-wins": Departure("END-03", ("END-02",), area="game end"),
    "no-minus-500": Departure("END-04", area="game end"),
    "both-past-500-to-ns": Departure("END-05", area="game end"),
    # the deal moves after every hand (DEALER-03), after a thrown-in hand too (DECIDE-02)
    "same-dealer-after-all-pass": Departure("DECIDE-02", ("DEALER-03",), area="game end"),
    # with no win on defence there is no tie at 500 left to break, between the contractor and an opponent
    # (END-07) or between two opponents (END-08, DECIDE-34)
    "three-player-no-defence-win": Departure("END-06", ("END-07", "END-08", "DECIDE-34"), variant="three-player",
                                             area="game end"),
    "cap-490-ignored": Departure("SCORE-11", ("DECIDE-27",), area="options"),
    "american-bidding-ignored": Departure("BID-19", area="options"),
    "joker-lead-last-only-ignored": Departure("JOKER-15", ("DECIDE-23",), area="options"),
    "no-misere-ignored": Departure("BID-22", area="options"),
    "misere-without-seven-ignored": Departure("BID-23", area="options"),
}
"""Every departure this program plants, by name."""


class Departing(ReferenceImplementation):
    def __init__(self, departure: str) -> None:
        super().__init__()
        self.departure = departure
        self._changed: dict[tuple[str, tuple[str, ...]], Ruleset] = {}

    def _ruleset(self, variant: str, options: list[str]) -> Ruleset:
        r = super()._ruleset(variant, options)
        when = WHEN.get(self.departure)
        if self.departure not in SETTINGS or (when is not None and when not in r.options):
            return r
        key = (variant, tuple(sorted(options)))
        if key not in self._changed:  # one object per ruleset: the engine caches by identity
            setting = SETTINGS[self.departure]
            self._changed[key] = replace(r, **(setting(r) if callable(setting) else setting))
        return self._changed[key]

    def open(self, variant: str, options: list[str], setup: dict[str, Any]) -> str:
        handle = super().open(variant, options, setup)
        if self.departure == "deal-from-north" and "pack" in setup:
            r = self._ruleset(variant, options)
            real = r.seat_index(setup["dealer"])
            state = deal(r, parse_cards(setup["pack"]), 0)
            self._games[handle] = replace(state, dealer=real, turn=(real + 1) % r.players)
        return handle

    def _stuck(self, game: str) -> bool:
        """Whether the seat to bid is the last and everybody else has passed without a bid."""
        state = self._games[game]
        passes = bin(state.passed).count("1")
        return (state.phase is Phase.AUCTION and state.high_bid is None
                and passes == state.ruleset.players - 1)

    def act(self, game: str, action: str) -> None:
        words = action.split()
        if self.departure == "fourth-seat-may-not-pass" and words[1:2] == ["pass"] and self._stuck(game):
            raise Refused("the last seat to speak must bid when everybody else has passed", "BID-09")
        if self.departure == "no-joker-discard" and words[1:2] == ["discard"] and "JK" in words[2:]:
            raise Refused("the joker may not be discarded", "KITTY-02")
        super().act(game, action)

    def legal_actions(self, game: str) -> list[str]:
        actions = super().legal_actions(game)
        if self.departure == "fourth-seat-may-not-pass" and self._stuck(game):
            return [a for a in actions if a.split()[1:2] != ["pass"]]
        return actions

    def game_after_hand(self, variant: str, options: list[str], before: dict[str, Any],
                        hand: dict[str, Any]) -> dict[str, Any]:
        after = super().game_after_hand(variant, options, before, hand)
        if self.departure == "both-past-500-to-ns" and all(n >= 500 for n in after["scores"].values()):
            after["outcome"] = {"winner": "NS", "reason": "made_contract_500"}
        if self.departure == "same-dealer-after-all-pass" and hand.get("contract") is None:
            after["dealer"] = before["dealer"]
        return after


def main() -> None:
    departure = sys.argv[1]
    if departure not in DEPARTURES:
        sys.exit(f"departures.py: unknown departure {departure!r}; known: {', '.join(DEPARTURES)}")
    impl = Departing(departure)
    for raw in sys.stdin.buffer:
        sys.stdout.buffer.write(encode(respond(impl, decode(raw))))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
