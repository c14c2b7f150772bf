"""The canonical observation text (:mod:`five_hundred_suite.adapter.canonical`) is, at every step of the
fuzzer's hands in every variant (each kind of contract, misère laid open, thrown in, slams), byte for byte
what the protocol's encoder writes for the snapshot, and so is the ``observe-legal`` value built on it.
"""

from __future__ import annotations

import random

from five_hundred import Phase, apply, deal, format_action, legal_actions, parse_action, parse_cards
from five_hundred.cards import ALL_CARDS, mask_texts
from five_hundred.ruleset import variant_ids

from five_hundred_suite.adapter import ReferenceImplementation, snapshot
from five_hundred_suite.adapter.canonical import cards_json, observe_legal_json, observe_legal_json_of, snapshot_json
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
            actions = () if state.phase is Phase.KITTY else legal_actions(state)
            legal = [format_action(r, a) for a in actions]
            assert observe_legal_json(state, legal) == _encoded({"observation": snapshot(state),
                                                                 "legal_actions": legal})
            assert observe_legal_json_of(state, actions) == observe_legal_json(state, legal)
        kinds.add((state.contract is None, state.exposed, state.result is not None and state.result.thrown_in))
    assert states > 3000 and len(kinds) >= 3


def test_the_text_of_any_set_of_cards_is_the_encoded_list_of_their_texts() -> None:
    rng = random.Random(5)
    codes = [c.code for c in ALL_CARDS]
    for n in [0, 1, 2, 5, 10, 13, 33, len(codes)] * 40:
        mask = sum(1 << c for c in rng.sample(codes, n))
        assert cards_json(mask) == _encoded(list(mask_texts(mask))), hex(mask)
