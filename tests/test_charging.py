"""Every failing record is charged to the rule actually broken, and to no other.

Each fake of ``tests/fakes/departures.py`` breaks exactly one rule. ``python -m five_hundred_suite
run`` is run against it through the adapter protocol, as an outside engine, on the records of the
recorded hands and perft counts of its variant (``-k``: the stages and counts this charging walks
and divides), with scenarios of the rule itself where no hand or count shows the departure;
every failing record must be charged to the broken rule or to the rules the departure necessarily
implies (listed here), and at least one record must fail. ``benchmarks/charging.py`` measures the
same over every record and over 35 departures.

Slow (a run per fake: about a minute in all).
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HANDS_AND_COUNTS = "test_hand or pinned_count"

CHARGED: dict[str, tuple[str, tuple[str, ...], str]] = {
    # fake: (the rule broken, the rules it implies, the records run (-k))
    "deal-from-north": ("DEAL-04", (), HANDS_AND_COUNTS),
    "no-slam-bonus": ("SCORE-04", (), HANDS_AND_COUNTS),
    "misere-plays-on": ("DECIDE-12", (), HANDS_AND_COUNTS),
    "joker-any-suit": ("JOKER-10", ("JOKER-11",), HANDS_AND_COUNTS),
    # no hand or count bids over a misère: the scenarios of a bid overcalling one
    "misere-between-8s-8c": ("BID-12", (), f"{HANDS_AND_COUNTS} or overcall"),
    # the deal moves after every hand (DEALER-03), a thrown-in one too (DECIDE-02): the dealer scenarios
    "same-dealer-after-all-pass": ("DECIDE-02", ("DEALER-03",), f"{HANDS_AND_COUNTS} or dealer"),
    "fourth-seat-may-not-pass": ("BID-09", (), HANDS_AND_COUNTS),
    # without a nomination the contractor leads at once: DECIDE-13 (the nomination step) with JOKER-05
    "no-joker-nomination": ("JOKER-05", ("DECIDE-13",), HANDS_AND_COUNTS),
}


def _run(fake: str, keyword: str, out: Path) -> list[dict[str, object]]:
    sys.path.insert(0, str(ROOT))
    from tests.fakes.departures import DEPARTURES

    impl = f"{shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'tests' / 'fakes' / 'departures.py'))} {fake}"
    done = subprocess.run([sys.executable, "-m", "five_hundred_suite", "run", "--impl", impl,
                           "--variant", DEPARTURES[fake].variant, "-k", keyword, "--out", str(out),
                           "--fail-on", "none"], capture_output=True, text=True, check=False, cwd=ROOT)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    records: list[dict[str, object]] = json.loads((out / "results.json").read_text("utf-8"))["results"]
    return records


def test_the_table_names_each_fakes_own_rule() -> None:
    sys.path.insert(0, str(ROOT))
    from tests.fakes.departures import DEPARTURES

    for fake, (rule, implied, _) in CHARGED.items():
        assert DEPARTURES[fake].rule == rule and set(DEPARTURES[fake].implied) <= {*implied}, fake


@pytest.mark.slow
@pytest.mark.parametrize("fake", sorted(CHARGED))
def test_failures_are_charged_to_the_rule_broken_only(fake: str, tmp_path: Path) -> None:
    rule, implied, keyword = CHARGED[fake]
    records = _run(fake, keyword, tmp_path)
    failing = [r for r in records if r["status"] in ("failed", "error", "timeout")]
    assert failing, f"{fake}: no record failed"
    allowed = {rule, *implied}
    wrong = [(r["id"], r.get("charged"), str(r["message"])[:200]) for r in failing
             if not r.get("charged") or not set(r["charged"]) <= allowed]  # type: ignore[call-overload]
    assert not wrong, f"{fake}: {len(wrong)} of {len(failing)} failing records charged elsewhere: {wrong[:5]}"
    assert any(rule in r["charged"] for r in failing)  # type: ignore[operator]
