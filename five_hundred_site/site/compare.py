"""The comparison of the variants."""

from __future__ import annotations

from dataclasses import dataclass

from five_hundred_suite.catalogue import (
    areas,
    variants,
)

from ..render import md_text as _esc
from ..render import render
from ..spec import variant_ids
from .differences import (
    Difference,
    GameDifference,
    _count,
    _difference_anchor,
    _differing,
    compare_cell,
    game_differences,
)
from .model import SiteModel
from .options import DIFFERS, SAME
from .page import _Page
from .rules import _esc_code
from .runs import Row


@dataclass(frozen=True)
class ComparePage:
    """The comparison of the games (``templates/compare.md.j2``): first how the games differ (``games``: from
    their variant files), then the rules whose cells are not all *same* (``differing``), then, folded, every rule
    per area (its heading and a count in words) with a cell per game (``head``), and the scenarios where the games
    differ.
    """

    games: tuple[GameDifference, ...]
    head: Row
    differing: tuple[Row, ...]
    areas: tuple[tuple[str, tuple[Row, ...]], ...]
    area_notes: tuple[str, ...]
    differences: tuple[Difference, ...]


def compare_page(model: SiteModel) -> ComparePage:
    """The model of the comparison page."""
    links = model.links
    columns = list(variant_ids())
    differing = _differing(model)
    area_tables = []
    notes = []
    apart: list[Row] = []
    for area in areas():
        rows = []
        for r in area.rules:
            cells = []
            for vid in columns:
                cell = compare_cell(r, vid, differing.get(r.id, []))
                if cell == DIFFERS:
                    targets = [sc for sc in differing[r.id] if vid in sc.row_variants]
                    cell = f"[differs](#{_difference_anchor(targets[0])})" + "".join(
                        f" [+{i}](#{_difference_anchor(sc)})" for i, sc in enumerate(targets[1:], 1))
                cells.append(cell)
            row = (links.rule(r.id, "variants", title=True), *cells)
            rows.append(row)
            if any(c != SAME for c in cells):
                apart.append(row)
        same = sum(1 for row in rows if all(c == SAME for c in row[1:]))
        notes.append(f"{_count(len(rows), 'rule')}, {same} the same in every game")
        area_tables.append((f"{_esc(area.title)} (`{area.code}`)", tuple(rows)))
    shown = list({(sc.feature, sc.line): sc for scs in differing.values() for sc in scs}.values())
    differences = []
    for sc in sorted(shown, key=lambda s: (s.feature, s.line)):
        games = sc.row_variants
        per_game = {v: [row for row in sc.examples if row.get("variant") == v] for v in games}
        depth = max(len(game_rows) for game_rows in per_game.values())
        table = tuple((str(i + 1), *(
            "<br>".join(f"*{_esc(k)}*: {_esc(val)}" for k, val in per_game[v][i].items() if k != "variant")
            if i < len(per_game[v]) else "—" for v in games)) for i in range(depth))
        differences.append(Difference(
            sc.name, _difference_anchor(sc),
            f"{model.scenario_link(sc, 'variants', 'The scenario')} · `features/{_esc_code(sc.feature)}:{sc.line}`"
            " · rules " + ", ".join(links.rule(r, "variants") for r in sc.rules),
            ("Row", *(f"`{v}`" for v in games)), table))
    known = [v for v in columns if v in variants()]
    return ComparePage(game_differences(known), ("Rule", *(f"`{v}`" for v in columns)), tuple(apart),
                       tuple(area_tables), tuple(notes), tuple(differences))


def _compare_page(model: SiteModel) -> _Page:
    intro = [
        "What changes from one game to another: first in plain words from the games' own files, then rule by"
        " rule."
    ]
    return _Page("Comparing the games", intro, render("compare.md.j2", page=compare_page(model)).split("\n"))


