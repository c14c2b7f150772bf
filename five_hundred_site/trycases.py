"""Where each case of the compiled corpus starts, for the Try it page's ``?case=<ID>`` and the rule pages'
*Try this case* links.

The site is given the compiled corpus (``python -m five_hundred_suite export``, ``--cases``). For each case
whose ``setup`` deals a hand, :func:`case_start` takes what Try it needs to open it: the game (variant and
options), the deal (``pack``, or ``hands`` and ``kitty``, with the dealer) and the ``actions`` that lead from
that deal to where the case starts (the route of a case opened at a position, or the actions of a perft
position), with the case's title and the rule page that lists it. :func:`write_case_starts` writes them as
``try-cases/<part>.json``, one file for the cases of each feature file (:func:`part_of`: the case ID up to
``.feature``; ``hands`` and ``perft`` for the others), and ``try-cases/index.json`` naming the parts, so
that the page fetches only the small file that holds the case asked for, and knows without asking the
server when there is none.

Two kinds of case get no link, and their scenario says why (:func:`untried`): a case whose ``setup`` is
``null`` deals no hand (it looks up cards, bids or a score table: :data:`NO_DEAL`), and a case that checks
that its very deal or position is refused (a pack short of a card, a position with a revoke: :data:`REFUSED`),
which the page could only refuse in turn.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from five_hundred_suite.features.model import case_id

from .rulebook import TRY_PAGE
from .rulebook.prose import plain_text

OUT = Path("try-cases")
"""Where the starts go in the site."""
INDEX = OUT / "index.json"
"""The list of parts (``{"format": 1, "parts": [...], "cases": N}``): what the Try it page reads first."""
FORMAT = 1
"""The format of the files under :data:`OUT` (``format`` of each)."""
NO_DEAL = "it deals no hand (it looks up cards, bids or scores without playing one)"
"""Why a case has no *Try this case* link: its ``setup`` is ``null``."""
REFUSED = "its deal or position is one the rules refuse, which is what it checks"
"""Why a case has no *Try this case* link: it expects its ``open`` to be refused."""
DEAL_KEYS = ("dealer", "pack", "hands", "kitty", "position")
"""The fields of a case's ``setup`` that make its deal, copied as they are."""


def part_of(case_id_: str) -> str:
    """The file under :data:`OUT` (without ``.json``) that holds a case's start: the feature file's path
    without ``.feature`` for a scenario, else the first segment of the ID (the Try it page works it out
    the same way).

    >>> part_of("play/follow-suit.feature/a-card-of-the-led-suit[5H]@australian")
    'play/follow-suit'
    >>> part_of("hands/australian/AU-0001"), part_of("perft/P-001")
    ('hands', 'perft')
    """
    at = case_id_.find(".feature/")
    return case_id_[:at] if at >= 0 else case_id_.split("/", 1)[0]


def scenario_key(case: Mapping[str, Any]) -> str | None:
    """The :attr:`~five_hundred_suite.features.Scenario.key` of a scenario case (its ID without the Examples
    row and the variant), or ``None`` for a hand or perft case.

    >>> scenario_key({"kind": "scenario", "id": "a.feature/b[1|2]@american", "example": {"x": "1", "y": "2"},
    ...               "variant": "american"})
    'a.feature/b'
    """
    if case["kind"] != "scenario":
        return None
    suffix = case_id("", case["example"], case["variant"])
    return str(case["id"])[: len(case["id"]) - len(suffix)] if suffix else str(case["id"])


def untried(case: Mapping[str, Any]) -> str | None:
    """Why Try it does not open ``case`` (:data:`NO_DEAL`, :data:`REFUSED`), or ``None`` when it does.

    >>> untried({"setup": None}), untried({"kind": "perft", "setup": {"dealer": "N"}})
    ('it deals no hand (it looks up cards, bids or scores without playing one)', None)
    """
    if case.get("setup") is None:
        return NO_DEAL
    opening = next((s["request"] for s in case.get("steps", ()) if s.get("request", {}).get("cmd") == "open"), None)
    if opening is not None and any(s.get("expect", {}).get("on") == opening["id"] and s["expect"]["path"] == ["ok"]
                                   and s["expect"]["op"] == "equals" and s["expect"]["value"] is False
                                   for s in case["steps"]):
        return REFUSED
    return None


def case_start(case: Mapping[str, Any], home: tuple[str, str | None] | None = None) -> dict[str, Any] | None:
    """What Try it opens for ``case`` (a compiled case), or ``None`` when it does not (:func:`untried`).

    Shape: ``{"title", "kind", "variant", "options", "dealer", "pack" | "hands" and "kitty" | "position", "actions",
    "rule", "anchor", "hand"?}``: the deal as the case's ``setup`` gives it, the ``actions`` from that deal
    to the case's start (those of ``setup``, or of a perft position), ``rule`` and ``anchor`` (``home``:
    the rule page that lists the case and the scenario's anchor on it; default its first rule, no anchor)
    and, for a whole-hand case, ``hand``: the recorded hand's ID (Try it replays it).
    """
    setup = case.get("setup")
    if setup is None or untried(case) is not None:
        return None
    rule, anchor = home if home is not None else (case["rules"][0] if case["rules"] else None, None)
    start: dict[str, Any] = {
        "title": plain_text(case.get("scenario") or case.get("title") or case["id"]),
        "kind": case["kind"], "variant": setup["variant"], "options": list(setup["options"]),
        **{k: setup[k] for k in DEAL_KEYS if k in setup},
        "actions": list(setup.get("actions", case.get("actions", []))),
        "rule": rule, "anchor": anchor}
    if case["kind"] == "hand":
        start["hand"] = str(case["id"]).rsplit("/", 1)[1]
    return start


@dataclass(frozen=True)
class TryLink:
    """A case under its scenario on a rule page: the text of its link (the Examples row and the variant),
    and its address relative to the site's root (``try.md?case=<ID>``), or ``None`` with the reason.
    """

    case: str
    label: str
    target: str | None
    reason: str | None = None


def try_target(case_id_: str) -> str:
    """The address of the Try it page opening a case, from the site's root.

    >>> try_target("a/b.feature/c[5H|x y]@australian")
    'try.md?case=a/b.feature/c%5B5H%7Cx%20y%5D%40australian'
    """
    return f"{TRY_PAGE}?case={quote(case_id_, safe='/')}"


def scenario_links(cases: Iterable[Mapping[str, Any]]) -> dict[str, tuple[TryLink, ...]]:
    """The *Try this case* links of each scenario (by its key), one per case, in the order of the corpus."""
    links: dict[str, list[TryLink]] = {}
    for case in cases:
        key = scenario_key(case)
        if key is None:
            continue
        label = " | ".join((case["example"] or {}).values())
        label = f"{label} ({case['variant']})" if label else str(case["variant"])
        reason = untried(case)
        links.setdefault(key, []).append(TryLink(case["id"], label, try_target(case["id"]) if reason is None else None,
                                                 reason))
    return {k: tuple(v) for k, v in links.items()}


def tally(cases: Iterable[Mapping[str, Any]]) -> Counter[str]:
    """How many cases of each kind Try it opens (``"<kind> opened"``) and how many it does not, by reason
    (``"<kind> not opened: <reason>"``).
    """
    return Counter(f"{c['kind']} opened" if (why := untried(c)) is None else f"{c['kind']} not opened: {why}"
                   for c in cases)


def case_starts(cases: Sequence[Mapping[str, Any]],
                homes: Mapping[str, tuple[str, str | None]] | None = None) -> dict[str, dict[str, dict[str, Any]]]:
    """The starts of ``cases`` by part (:func:`part_of`) and case ID; ``homes``: the rule page and anchor of
    each scenario, by its key (:func:`scenario_key`).
    """
    parts: dict[str, dict[str, dict[str, Any]]] = {}
    for case in cases:
        key = scenario_key(case)
        start = case_start(case, (homes or {}).get(key) if key is not None else None)
        if start is not None:
            parts.setdefault(part_of(case["id"]), {})[case["id"]] = start
    return parts


def write_case_starts(out_dir: Path, cases: Sequence[Mapping[str, Any]],
                      homes: Mapping[str, tuple[str, str | None]] | None = None) -> list[Path]:
    """Write :data:`INDEX` and one file per part under :data:`OUT` (none but the index without cases);
    return the written files, relative to ``out_dir``.
    """
    parts = case_starts(cases, homes)
    written = []
    for part, starts in sorted(parts.items()):
        rel = OUT / f"{part}.json"
        _write_json(out_dir / rel, {"format": FORMAT, "cases": starts})
        written.append(rel)
    _write_json(out_dir / INDEX, {"format": FORMAT, "parts": sorted(parts),
                                  "cases": sum(len(s) for s in parts.values())})
    return [*written, INDEX]


def _write_json(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n", encoding="utf-8")
