"""A seat's view written as a position (:func:`~five_hundred.views.format_view`,
:func:`~five_hundred.views.parse_view`; ``spec/pages/positions.md``, "A seat's view"): random
hands of every variant at every phase after the auction and every seat (and a spectator) round
trip through the line; the positions :func:`~five_hundred.views.determinize_view` deals from a
line look the same to its seat; bad lines are refused in one line naming the field and the rule;
the lines of ``tests/view_lines.json`` (read by the JavaScript engine's tests too) are read as
that file says.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest
from five_hundred import load_ruleset
from five_hundred.errors import IllegalPositionError
from five_hundred.position import position_of, state_from_position
from five_hundred.ruleset import variant_ids
from five_hundred.state import AUCTION, PARTNER
from five_hundred.views import determinize_view, format_view, parse_view, view

from five_hundred_suite.adapter import ReferenceImplementation, Refused
from tests.test_views import RULESETS, _walk

LINES = json.loads((Path(__file__).parent / "view_lines.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(("variant", "options"), RULESETS)
def test_the_view_of_every_position_round_trips_through_its_line(variant: str, options: tuple[str, ...]) -> None:
    r = load_ruleset(variant, options)
    rng = random.Random(f"view-lines/{variant}/{options}")
    seats: list[int | None] = [*range(r.players), None]
    phases: set[str] = set()
    exposed = 0
    count = 0
    for i, state in enumerate(_walk(r, rng, 12)):
        if state.phase in (AUCTION, PARTNER) or state.contract is None or i % 2:
            continue
        opened = state_from_position(r, position_of(state))
        phases.add(state.phase.value)
        exposed += opened.exposed
        for seat in seats:
            v = view(opened, seat)
            line = format_view(r, v)
            # The line is the same whether the hand was played or opened at its position.
            assert format_view(r, view(state, seat)) == line
            assert parse_view(r, line) == v, line
            count += 1
    assert {"kitty", "play", "over"} <= phases, phases
    assert count > 0
    print(f"{variant}{list(options)}: {count} views round-tripped, {exposed} with a hand laid face up")


@pytest.mark.parametrize("variant", variant_ids())
def test_every_position_dealt_from_a_line_looks_the_same_to_its_seat(variant: str) -> None:
    r = load_ruleset(variant)
    rng = random.Random(f"view-deal/{variant}")
    seats: list[int | None] = [*range(r.players), None]
    differed = 0
    for i, state in enumerate(_walk(r, rng, 6)):
        if state.phase in (AUCTION, PARTNER) or state.contract is None or i % 3:
            continue
        for seat in seats:
            line = format_view(r, view(state, seat))
            v = parse_view(r, line)
            for k in range(2):
                dealt = determinize_view(r, v, random.Random(f"{variant}/{i}/{seat}/{k}"))
                assert view(dealt, seat) == v
                state_from_position(r, position_of(dealt))  # a position the rules reach: raises otherwise
                differed += dealt.hands != state.hands
            # From the view of the hand played (its auction and kitty known), the same line.
            dealt = determinize_view(r, view(state, seat), random.Random(f"{variant}/{i}/{seat}/played"))
            assert format_view(r, view(dealt, seat)) == line
    assert differed, "the unseen cards were never dealt otherwise than in the hand played"


def test_determinize_view_is_seeded() -> None:
    r = load_ruleset("australian")
    v = parse_view(r, LINES["good"][0]["line"])
    assert determinize_view(r, v, random.Random(4)) == determinize_view(r, v, random.Random(4))


@pytest.mark.parametrize("case", LINES["good"], ids=[c["name"] for c in LINES["good"]])
def test_a_shared_line_is_read_as_the_file_says(case: dict[str, object]) -> None:
    r = load_ruleset(str(case["variant"]), [str(o) for o in case.get("options", [])])  # type: ignore[attr-defined]
    v = parse_view(r, str(case["line"]))
    assert format_view(r, v) == case["line"]
    assert v.phase.value == case["phase"]
    assert (None if v.seat is None else r.seats[v.seat]) == case["seat"]
    assert dict(zip(r.seats, v.hand_sizes, strict=True)) == case["hand_sizes"]
    assert (v.exposed_hand is not None) == case["exposed"]


@pytest.mark.parametrize("case", LINES["bad"], ids=[c["name"] for c in LINES["bad"]])
def test_a_shared_bad_line_is_refused_naming_the_field_and_the_rule(case: dict[str, object]) -> None:
    r = load_ruleset(str(case["variant"]))
    with pytest.raises(IllegalPositionError) as e:
        parse_view(r, str(case["line"]))
    assert (e.value.field, e.value.rule) == (case["field"], case["rule"]), str(e.value)
    assert "\n" not in str(e.value)


def test_an_auction_has_no_view_line() -> None:
    r = load_ruleset("australian")
    state = next(_walk(r, random.Random(1), 1))
    with pytest.raises(IllegalPositionError, match="without a contract has no position"):
        format_view(r, view(state, 0))


def test_an_engine_is_opened_at_the_positions_dealt_from_a_view_never_at_the_view() -> None:
    """The protocol's ``open`` takes whole positions only (protocol.md, "Positions"): a user with a
    seat's view deals positions from it and opens those; the line itself is refused in one line."""
    r = load_ruleset("australian")
    case = LINES["good"][0]
    v = parse_view(r, case["line"])
    ref = ReferenceImplementation()
    with pytest.raises(Refused) as refused:
        ref.open("australian", [], {"position": case["line"]})
    assert refused.value.rule is None and "parse_view" in refused.value.message
    game = ref.open("australian", [], {"position": position_of(determinize_view(r, v, random.Random(2))).to_json()})
    seen = ref.observe(game, case["seat"])
    assert seen["hand_sizes"] == case["hand_sizes"]
    assert seen["hands"] == {case["seat"]: [str(c) for c in v.hand]}


JS_SRC = Path(__file__).resolve().parents[1] / "implementations" / "javascript" / "src" / "index.js"
JS_READER = """
import { readFileSync } from "node:fs";
import { loadRuleset, parseViewText, formatView } from %s;
const out = [];
for (const { variant, options, line } of JSON.parse(readFileSync(0, "utf8"))) {
  const r = loadRuleset(variant, options);
  try {
    const v = parseViewText(r, line);
    out.push({ line: formatView(r, v), phase: v.phase, hand_sizes: v.hand_sizes, exposed: v.exposed_hand !== null });
  } catch (e) {
    out.push({ field: String(e.message).split(":")[0], rule: e.rule ?? null });
  }
}
process.stdout.write(JSON.stringify(out));
"""


def _spoil(line: str, rng: random.Random) -> str:
    """A view line made wrong in one place: a hidden hand's count moved by one, or the seat to
    play changed (both engines must refuse it alike)."""
    fields = line.split(" | ")
    if rng.random() < 0.5 and "?" in fields[1]:
        parts = fields[1].split(", ")
        i = rng.choice([k for k, part in enumerate(parts) if part.endswith("?")])
        name, count = parts[i].split()
        parts[i] = f"{name} {int(count[:-1]) + 1}?"
        fields[1] = ", ".join(parts)
    elif fields[5] != "over":
        seat = fields[5].split()[0]
        fields[5] = fields[5].replace(seat, "N" if seat != "N" else "E", 1)
    return " | ".join(fields)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not on the PATH: the JavaScript engine cannot run")
def test_both_engines_read_random_view_lines_alike() -> None:
    """Lines written by the reference engine from random hands of every variant, every seat and a
    spectator, and the same lines spoilt, read by the JavaScript engine as by the reference."""
    rng = random.Random("view-lines/both")
    cases: list[dict[str, object]] = []
    for variant, options in RULESETS:
        r = load_ruleset(variant, options)
        for i, state in enumerate(_walk(r, rng, 3)):
            if state.phase in (AUCTION, PARTNER) or state.contract is None or i % 3:
                continue
            for seat in [*range(r.players), None]:
                line = format_view(r, view(state, seat))
                cases.append({"variant": variant, "options": list(options), "line": line})
                if rng.random() < 0.1:
                    cases.append({"variant": variant, "options": list(options), "line": _spoil(line, rng)})
    want: list[dict[str, object]] = []
    for case in cases:
        r = load_ruleset(str(case["variant"]), [str(o) for o in case["options"]])  # type: ignore[attr-defined]
        try:
            v = parse_view(r, str(case["line"]))
        except IllegalPositionError as e:
            want.append({"field": e.field, "rule": e.rule})
            continue
        want.append({"line": format_view(r, v), "phase": v.phase.value,
                     "hand_sizes": dict(zip(r.seats, v.hand_sizes, strict=True)), "exposed": v.exposed_hand is not None})
    script = JS_READER % json.dumps(JS_SRC.as_uri())
    done = subprocess.run(["node", "--input-type=module", "-e", script], input=json.dumps(cases), capture_output=True,
                          text=True, timeout=300, check=True)
    got = json.loads(done.stdout)
    refused = sum("field" in w for w in want)
    assert refused and len(want) - refused > 100, (refused, len(want))
    for case, w, g in zip(cases, want, got, strict=True):
        assert g == w, case["line"]
    print(f"{len(cases)} lines read alike by both engines, {refused} of them refused")
