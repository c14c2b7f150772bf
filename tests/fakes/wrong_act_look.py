"""Serves the reference engine with one departure in its ``act-observe-legal`` answers alone, named as the
argument, for the fuzzer's tests of that request; ``observe``, ``legal-actions`` and ``observe-legal`` answer
rightly, so that only an action taken through ``act-observe-legal`` shows it:

* ``revoke``: in the play, with a trick led, the legal actions after the action also list the cards of the
  player to act that do not follow suit, though a card of the suit led is held (PLAY-03);
* ``tricks-won``: the observation after the action that completes a trick, but not the last one (whose
  score would not add up either), does not count that trick in ``tricks_won`` (PLAY-09).

With ``--unannounced`` its ``hello`` does not offer ``act-observe-legal`` (the fuzzer then takes each
action with ``act`` and looks with ``observe-legal``, and finds nothing).

    python tests/fakes/wrong_act_look.py revoke|tricks-won [--unannounced]
"""

from __future__ import annotations

import sys
from typing import Any

from five_hundred import Phase, parse_action

from five_hundred_suite.adapter import ReferenceImplementation, snapshot
from five_hundred_suite.fuzz.checks import allowing_rule
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond

MODES = {"revoke": "PLAY-03", "tricks-won": "PLAY-09"}
"""Each departure and the rule it breaks."""


class WrongAfterAct(ReferenceImplementation):
    """The reference engine whose ``act-observe-legal`` answer departs as ``mode`` says."""

    def __init__(self, mode: str, announced: bool = True) -> None:
        super().__init__()
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}; known: {', '.join(MODES)}")
        self.mode = mode
        self.announced = announced

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "act_observe_legal": self.announced}

    def act_observe_legal(self, game: str, action: str) -> dict[str, Any]:
        before = self._games[game]
        value = super().act_observe_legal(game, action)
        state = self._games[game]
        if self.mode == "tricks-won" and len(state.tricks) > len(before.tricks) and state.phase is not Phase.OVER:
            value["observation"]["tricks_won"] = snapshot(before)["tricks_won"]
        elif self.mode == "revoke" and state.phase is Phase.PLAY and state.current is not None \
                and state.turn is not None:
            seat = state.ruleset.seats[state.turn]
            listed = set(value["legal_actions"])
            for card in value["observation"]["hands"][seat]:
                text = f"{seat} play {card}"
                if text not in listed and card != "JK" and \
                        allowing_rule(state, parse_action(state.ruleset, text)) == "PLAY-03":
                    value["legal_actions"].append(text)
        return value


def main() -> None:
    impl = WrongAfterAct(sys.argv[1], announced="--unannounced" not in sys.argv[2:])
    for raw in sys.stdin.buffer:
        sys.stdout.buffer.write(encode(respond(impl, decode(raw))))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
