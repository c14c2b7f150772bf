"""The two ways to a position (:mod:`five_hundred_suite.cases.routes`): a route derived from a position
leads back to it, a position written over several lines reads as the one-line form, and the corpus
gives the same verdicts whether the reference engine opens its positions or replays the routes.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, cast

import pytest
from five_hundred import HandState, actions_of, apply, deal, format_position, load_ruleset, playout, position_of
from hypothesis import given, settings
from hypothesis import strategies as st

from five_hundred_suite.adapter import Implementation, ReferenceImplementation, WithoutPositions, opens_positions
from five_hundred_suite.cases import Recording, ask_open_at
from five_hundred_suite.cases.routes import position_after, position_lines, position_text, route_to
from five_hundred_suite.catalogue import ROOT
from five_hundred_suite.results import Status

VARIANTS = ("australian", "american", "three-player", "two-hand-24", "two-hand-dead")


def _states(variant: str, seed: int) -> Iterator[HandState]:
    """Every state of one random hand once its auction is won (none when thrown in)."""
    r = load_ruleset(variant)
    rng = random.Random(seed)
    pack = list(r.pack)
    rng.shuffle(pack)
    dealt = deal(r, pack, seed % r.players)
    state = dealt
    for action in actions_of(playout(dealt, rng, pass_probability=rng.choice([0.5, 0.8]))):
        state = apply(state, action)
        if state.contract is not None:
            yield state


@settings(max_examples=15, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32 - 1), pick=st.integers(0, 40))
def test_the_route_derived_from_a_position_leads_back_to_it(variant: str, seed: int, pick: int) -> None:
    states = list(_states(variant, seed))
    if not states:
        return
    state = states[pick % len(states)]
    position = position_of(state).to_json()
    setup, actions = route_to(variant, [], position)
    reached = position_after(variant, [], setup, actions)
    if reached is None:  # still to discard: the route stops after the auction, in the kitty phase
        assert "discards" not in position
        assert not [a for a in actions if " bid " not in a and " pass" not in a]
        return
    assert reached == position
    text = format_position(position_of(state))
    assert route_to(variant, [], text) == (setup, actions)
    assert position_text("\n".join(position_lines(text))) == text


def test_a_route_needing_a_second_bid_is_found() -> None:
    """A misère bid only over a bid of seven: the route bids seven first."""
    text = ("dealer W, N MIS, joker ? | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, "
            "S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | - | "
            "N to play")
    setup, actions = route_to("australian", [], text)
    assert setup["kitty"] == ["4D", "5D", "4H"]
    assert actions[-1] == "N discard 4D 5D 4H"
    assert [a for a in actions if " bid " in a][-1] == "N bid MIS"


def test_a_position_is_opened_or_its_route_replayed_and_recorded_as_one_open() -> None:
    text = position_text("""
        dealer W, N 7NT
        N 5S 6S KS AS 6C 7C 8C 9C JK,
        E 7S QC KC KD AD JH QH KH,
        S 8S 9S 10S JS QS 6D 7D 9H,
        W 8D 9D 10D JD QD 5H 6H 7H
        discards 4D 5D 4H
        N 5C AC JC 10C
        E AH 10H 8H
        N to play""")
    setup, actions = route_to("australian", [], text)
    position = position_after("australian", [], setup, actions)
    assert position is not None and "N nominate none" in actions
    for inner in (ReferenceImplementation(), WithoutPositions(ReferenceImplementation())):
        recording = Recording(cast(Implementation, inner))
        impl = cast(Implementation, recording)
        recording.begin()
        opened = ask_open_at(impl, variant="australian", options=[], position=position,
                             route={"setup": setup, "actions": actions})
        seen = recording.inner.observe(opened.value)
        assert (seen["phase"], seen["turn"], seen["trick"]) == ("play", "N", ["AH", "10H", "8H"])
        assert seen["auction"] == ([] if opens_positions(inner) else [a.replace(" bid", "") for a in actions[:4]])
        entries, direct = recording.end()
        assert direct == []
        assert [e["request"]["cmd"] for e in entries] == ["open"]
        assert entries[0]["request"]["args"]["setup"] == {"position": position}
        assert entries[0]["request"]["route"] == {"setup": setup, "actions": actions}


def test_a_route_refused_on_the_way_fails_the_case_naming_the_action() -> None:
    text = ("dealer W, N 7NT | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, "
            "S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | - | "
            "N to play")
    setup, actions = route_to("australian", [], text)
    position = position_after("australian", [], setup, actions)
    assert position is not None
    impl = cast(Implementation, WithoutPositions(ReferenceImplementation()))
    with pytest.raises(AssertionError, match=r"'E pass' was refused"):
        ask_open_at(impl, variant="australian", options=[], position=position,
                    route={"setup": setup, "actions": ["E pass", *actions]})


def _statuses(tmp: Path, *extra: str) -> dict[str, str]:
    out = tmp / f"results{len(extra)}.json"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_corpus.py",
                           "--results", str(out), *extra], cwd=ROOT, capture_output=True, text=True, timeout=900,
                          check=False)
    assert out.is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    data: dict[str, Any] = json.loads(out.read_text("utf-8"))
    return {r["id"]: r["status"] for r in data["results"] if r.get("feature") not in UNREACHABLE}


UNREACHABLE = ("options/bad-positions.feature", "five-hand/bad-positions.feature")
"""Positions that no hand reaches: no route leads there, so they are asked only by positions."""


def test_the_corpus_gives_the_same_verdicts_by_positions_and_by_routes(tmp_path: Path) -> None:
    """On the reference engine, every scenario has the same status whether its position is opened
    at once or reached by replaying its route from the deal (``--no-positions``); the positions no
    hand reaches (:data:`UNREACHABLE`, skipped without positions) are left out.
    """
    with ThreadPoolExecutor(2) as pool:
        by_positions, by_routes = pool.map(lambda extra: _statuses(tmp_path, *extra), [(), ("--no-positions",)])
    assert by_positions.keys() == by_routes.keys()
    assert len(by_positions) > 1000
    differ = {k: (v, by_routes[k]) for k, v in by_positions.items() if by_routes[k] != v}
    assert not differ, differ
    assert set(by_positions.values()) <= {Status.PASSED, Status.NOT_APPLICABLE}


def test_the_scenario_form_shown_on_the_positions_page_reads_as_its_one_line_example() -> None:
    page = (ROOT / "spec" / "pages" / "positions.md").read_text("utf-8")
    written = page.split("```gherkin", 1)[1].split('"""')[1]
    examples = [block.strip() for block in page.split("```text")[1:]]
    assert position_text(written) in [e.split("```")[0].strip() for e in examples]


def test_a_route_and_a_position_are_worked_out_once_and_handed_out_as_new_copies() -> None:
    from five_hundred_suite.cases import routes

    state = next(s for seed in range(50) for s in _states("australian", seed) if s.phase.value == "play")
    position = position_of(state).to_json()
    text = format_position(position_of(state))
    first = route_to("australian", [], position)
    misses = routes._route_to.cache_info().misses
    again = route_to("australian", [], position)
    assert again == first and again[0] is not first[0] and again[1] is not first[1]
    assert routes._route_to.cache_info().misses == misses
    first[0]["hands"].clear()  # a caller's copy is its own
    assert route_to("australian", [], position) == again
    assert route_to("australian", [], text) == again  # the text form reaches the same route
    assert routes._route_to.__wrapped__("australian", (), json.dumps(position), False) == again
    reached = position_after("australian", [], *again)
    assert reached == position
    reached["turn"] = "nobody"
    assert position_after("australian", [], *again) == position
    assert routes._position_after.__wrapped__("australian", (), json.dumps(again[0]), tuple(again[1])) == position
    with pytest.raises(ValueError):
        route_to("australian", [], {**position, "contract": "7XX"})
    with pytest.raises(ValueError):
        route_to("australian", [], {**position, "contract": "7XX"})  # a refusal is not kept
