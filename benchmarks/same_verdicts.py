"""Compare two results files (``pytest --results FILE``) for the same verdicts.

A speed change of the engine or the harness must not change what the conformance run says: this
prints every difference between two results files other than what differs from run to run (the
date, the commit and durations), and exits with 1 if there is any, 0 if none.

    python benchmarks/same_verdicts.py BEFORE.json AFTER.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

_VARYING_HEADER = ("date",)
_VARYING_RECORD = ("duration", "durations")


def _read(path: Path) -> dict[str, Any]:
    """The results file at ``path`` as JSON, or exit with a one-line error naming it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        sys.exit(f"error: {path}: not a readable results file ({e})")
    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        sys.exit(f"error: {path}: not a results file (no 'results' list)")
    return data


def differences(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """Each difference between two results files (parsed JSON), one line each, ignoring the header's
    date and corpus commit and any record's durations; ``[]`` when they say the same.
    """
    out: list[str] = []
    heads = [{k: v for k, v in data.get("header", {}).items() if k not in _VARYING_HEADER} for data in (before, after)]
    for head in heads:
        if isinstance(head.get("corpus"), dict):
            head["corpus"] = {k: v for k, v in head["corpus"].items() if k != "commit"}
    for key in sorted(set(heads[0]) | set(heads[1])):
        if heads[0].get(key) != heads[1].get(key):
            out.append(f"header {key}: {heads[0].get(key)!r} -> {heads[1].get(key)!r}")
    records = [{r["id"]: {k: v for k, v in r.items() if k not in _VARYING_RECORD} for r in data["results"]}
               for data in (before, after)]
    for test in sorted(set(records[0]) - set(records[1])):
        out.append(f"only before: {test}")
    for test in sorted(set(records[1]) - set(records[0])):
        out.append(f"only after: {test}")
    for test in sorted(set(records[0]) & set(records[1])):
        a, b = records[0][test], records[1][test]
        out += [f"{test} {key}: {a.get(key)!r} -> {b.get(key)!r}"
                for key in sorted(set(a) | set(b)) if a.get(key) != b.get(key)]
    if [r["id"] for r in before["results"]] != [r["id"] for r in after["results"]] and not out:
        out.append("the same records in another order")
    return out


def main() -> None:
    """Parse the two paths, print the differences and a summary line; exit 1 if they differ."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    args = parser.parse_args()
    before, after = _read(args.before), _read(args.after)
    found = differences(before, after)
    for line in found:
        print(line)
    print(f"{len(before['results'])} and {len(after['results'])} records: "
          + (f"{len(found)} differences" if found else "the same verdicts"))
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
