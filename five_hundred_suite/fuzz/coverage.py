"""Coverage bookkeeping of the fuzzer: the rules a hand exercised and the situations it reached."""
from __future__ import annotations

from five_hundred import Bid, BidKind, HandState

from .checks import _cited, end_rule, score_rule
from .hands import reached
from .model import SITUATIONS, HandRun
from .state import FuzzerState


class Coverage(FuzzerState):
    """Counts the rules the reference exercised (:attr:`~.engines.Fuzzer.covered`) and the situations reached."""

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
            if any(c.is_joker for c in t.cards):
                trumps = state.trump is not None
                covered[_cited(r, "JOKER-01" if trumps else "JOKER-04")] += 1
                if not trumps and state.joker_suit is None and t.winner is not None and \
                        dict(t.plays)[t.winner].is_joker:
                    covered[_cited(r, "JOKER-06")] += 1
            if t.cards[0].is_joker and state.trump is None and state.joker_suit is None and \
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
