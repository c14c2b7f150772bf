"""The canonical observation text (:mod:`five_hundred_suite.adapter.canonical`) is, at every step of the
fuzzer's hands in every variant (each kind of contract, misère laid open, thrown in, slams), byte for byte
what the protocol's encoder writes for the snapshot, and so is the ``observe-legal`` value built on it.
"""

from __future__ import annotations

from five_hundred import Phase, apply, deal, format_action, legal_actions, parse_action, parse_cards
from five_hundred.ruleset import variant_ids

from five_hundred_suite.adapter import ReferenceImplementation, snapshot
from five_hundred_suite.adapter.canonical import observe_legal_json, snapshot_json
from five_hundred_suite.fuzz import Fuzzer
from five_hundred_suite.protocol.messages import encode


def _encoded(value: object) -> str:
    return encode({"v": value}).decode("utf-8")[len('{"v":'):-2]


def test_the_canonical_text_is_the_encoded_snapshot_at_every_step() -> None:
    fz = Fuzzer(ReferenceImplementation(), list(variant_ids()), seed=3)
    kinds, states = set(), 0
    for i in range(120):
        run = fz.hand(i)
        r = fz.rulesets[run.deal.variant]
        state = deal(r, parse_cards(run.deal.pack), r.seat_index(run.deal.dealer))
        for text in [None, *run.actions]:
            if text is not None:
                state = apply(state, parse_action(r, text))
            states += 1
            assert snapshot_json(state) == _encoded(snapshot(state)), (i, text)
            legal = [] if state.phase is Phase.KITTY else [format_action(r, a) for a in legal_actions(state)]
            assert observe_legal_json(state, legal) == _encoded({"observation": snapshot(state),
                                                                 "legal_actions": legal})
        kinds.add((state.contract is None, state.exposed, state.result is not None and state.result.thrown_in))
    assert states > 3000 and len(kinds) >= 3
