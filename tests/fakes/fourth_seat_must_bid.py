"""Serves the reference engine with one departure in the auction: when every other player has
passed, the last seat to call may not pass (it must bid, as under stick-the-dealer), so four
passes never throw a hand in (BID-09: when every player passes, the hand is thrown in; the
last pass is the one that rule allows).

Everything else, including ``hello``, is the reference engine's.
"""

from __future__ import annotations

import sys

from five_hundred import FiveHundredError, parse_action
from five_hundred.state import Pass, Phase

from five_hundred_suite.adapter import ReferenceImplementation, Refused
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


class FourthSeatMustBid(ReferenceImplementation):
    def _last_to_pass(self, game: str, action: str) -> bool:
        state = self._games[game]
        if state.phase is not Phase.AUCTION:
            return False
        try:
            call = parse_action(state.ruleset, action)
        except FiveHundredError:
            return False  # the engine refuses it in its own words
        return isinstance(call, Pass) and state.high_bid is None and len(state.auction) == state.ruleset.players - 1

    def act(self, game: str, action: str) -> None:
        if self._last_to_pass(game, action):
            raise Refused("the last seat may not pass when everyone else has: it must bid")
        super().act(game, action)

    def legal_actions(self, game: str) -> list[str]:
        return [a for a in super().legal_actions(game) if not self._last_to_pass(game, a)]


def main() -> None:
    impl = FourthSeatMustBid()
    for raw in sys.stdin.buffer:
        sys.stdout.buffer.write(encode(respond(impl, decode(raw))))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
