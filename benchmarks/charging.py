"""Benchmark: how precisely ``run`` charges its failures, over single-rule departures.

Each departure of ``tests/fakes/departures.py`` (:data:`~tests.fakes.departures.DEPARTURES`: at
least 30, in every area: deal, auction, kitty, play, joker, misère, scoring, game end, options)
is served as an outside engine, through the adapter protocol, and the corpus is run against it
(``python -m five_hundred_suite run --variant V``, the departure's variant). A failing record
(status failed, error or timeout) is *charged rightly* when the rules it is charged to are the
broken rule and rules the departure necessarily implies (the departure's ``implied``), and no
other.

    python benchmarks/charging.py [NAME ...] [--cases FILE] [--json FILE]

Prints, per departure: the area, the rule broken, the records failing, the records charged
rightly, and the other rules charged (with how many records); then the overall percentage of
failing records charged rightly (the target is at least 95 %) and the departures no record caught.
``--json`` also writes the figures there. Never a timed test.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.fakes.departures import DEPARTURES, Departure  # noqa: E402

FAILING = {"failed", "error", "timeout"}


def charged_of(record: dict[str, Any]) -> list[str]:
    """The rules a failing record is charged to (its ``charged``, else its ``rules``)."""
    return list(record.get("charged") or record.get("rules") or [])


def measure(name: str, departure: Departure, cases: Path | None) -> dict[str, Any]:
    """Run the corpus against one departure; its figures.

    Raises:
        SystemExit: ``run`` did not write its results (its output tail is printed).
    """
    impl = f"{shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'tests' / 'fakes' / 'departures.py'))} {name}"
    with tempfile.TemporaryDirectory() as out:
        argv = [sys.executable, "-m", "five_hundred_suite", "run", "--impl", impl, "--variant", departure.variant,
                "--out", out, "--fail-on", "none"]
        if cases is not None:
            argv += ["--cases", str(cases)]
        done = subprocess.run(argv, capture_output=True, text=True, check=False, cwd=ROOT)
        path = Path(out) / "results.json"
        if not path.is_file():
            sys.exit(f"{name}: run failed ({done.returncode}):\n{(done.stdout + done.stderr)[-3000:]}")
        records = json.loads(path.read_text("utf-8"))["results"]
    allowed = {departure.rule, *departure.implied}
    failing = [r for r in records if r["status"] in FAILING]
    right = [r for r in failing if charged_of(r) and set(charged_of(r)) <= allowed]
    others: Counter[str] = Counter(rule for r in failing for rule in set(charged_of(r)) - allowed)
    return {"name": name, "area": departure.area, "rule": departure.rule, "implied": list(departure.implied),
            "variant": departure.variant, "failing": len(failing), "right": len(right),
            "charged_rules": sorted({rule for r in failing for rule in charged_of(r)}),
            "other_rules": dict(others.most_common())}


def main(argv: list[str] | None = None) -> int:
    """Measure the departures named (default: all) and print the table and the figure; exit status 0."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", metavar="NAME", help="only these departures (default: every one)")
    parser.add_argument("--cases", type=Path, default=None, help="the compiled cases to run (default: the corpus)")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures to this file")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in DEPARTURES]
    if unknown:
        parser.error(f"unknown departure {unknown[0]!r}; known: {', '.join(DEPARTURES)}")
    names = args.names or list(DEPARTURES)
    rows = []
    print(f"{'departure':32} {'area':9} {'rule':10} {'failing':>7} {'right':>6}  other rules charged (records)")
    for name in names:
        row = measure(name, DEPARTURES[name], args.cases)
        rows.append(row)
        other = ", ".join(f"{k} ({v})" for k, v in list(row["other_rules"].items())[:8]) or "-"
        more = len(row["other_rules"]) - 8
        other += f" ... {more} more" if more > 0 else ""
        print(f"{name:32} {row['area']:9} {row['rule']:10} {row['failing']:7} {row['right']:6}  {other}", flush=True)
    failing = sum(r["failing"] for r in rows)
    right = sum(r["right"] for r in rows)
    clean = sum(1 for r in rows if r["failing"] and r["right"] == r["failing"])
    uncaught = [r["name"] for r in rows if not r["failing"]]
    share = 100.0 * right / failing if failing else 100.0
    print(f"\n{len(rows)} departures, {len(rows) - len(uncaught)} caught; {clean} charged only to their rule; "
          f"{right} of {failing} failing records charged to the broken rule only (+ implied): {share:.1f} % "
          "(target >= 95 %)")
    if uncaught:
        print(f"caught by no record: {', '.join(uncaught)}")
    if args.json is not None:
        tmp = args.json.with_suffix(args.json.suffix + ".tmp")
        tmp.write_text(json.dumps({"departures": rows, "failing": failing, "right": right, "percent": share},
                                  indent=1), "utf-8")
        tmp.replace(args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
