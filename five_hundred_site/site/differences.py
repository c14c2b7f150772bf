"""What sets the variants apart, fact by fact, from their data."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from five_hundred_suite.catalogue import (
    Rule,
    kitty_word,
    variants,
)
from five_hundred_suite.features import Scenario, scenario_anchor

from ..render import md_text as _esc
from .cells import _code, _refs, _schema_note
from .links import _Links
from .model import SiteModel, _variant_title
from .options import DIFFERS, NOT_APPLICABLE, SAME
from .runs import Row


def _differing(model: SiteModel) -> dict[str, list[Scenario]]:
    """For each rule, its scenarios whose Examples have rows for two variants or more."""
    out: dict[str, list[Scenario]] = defaultdict(list)
    for sc in model.scenarios:
        if len(sc.row_variants) > 1:
            for rid in sc.rules:
                out[rid].append(sc)
    return out


def compare_cell(rule: Rule, variant: str, differing: Sequence[Scenario]) -> str:
    """``"n/a"`` if the rule does not apply to the variant, ``"differs"`` if one of ``differing``
    (the rule's scenarios with rows for several variants) has rows for this variant, else ``"same"``.
    """
    if variant not in rule.variants:
        return NOT_APPLICABLE
    if any(variant in sc.row_variants for sc in differing):
        return DIFFERS
    return SAME


def _difference_anchor(sc: Scenario) -> str:
    return "diff-" + scenario_anchor(sc.key).removeprefix("sc-")


@dataclass(frozen=True)
class Difference:
    """A scenario whose Examples give several games rows of their own: its name, anchor, where it is written
    (Markdown), and its rows side by side (``head``: the games).
    """

    name: str
    anchor: str
    where: str
    head: Row
    rows: tuple[Row, ...]


FIRST_DEALER_WORDS = {
    "given": "chosen outside the game; fixtures and scenarios name the dealer",
    "draw-lowest": "each player draws a card and the lowest deals",
}
ROUNDS_WORDS = {
    "continuous": "the bidding goes round the table until every player but one has passed",
    "single": "every player calls once, bid or pass, starting left of the dealer",
}
ALL_PASS_WORDS = {
    "throw-in": "the hand is thrown in without a score",
    "play-no-trumps": "the hand is played at no trumps without a contractor, each side scoring its tricks",
}
DEFENCE_WORDS = {
    "always": "whether the contract is made or lost",
    "on-failure": "only when the contract is lost",
    "never": "never",
}


@dataclass(frozen=True)
class GameDifference:
    """One way the games differ, from their variant files: the topic, each distinct setting as (the games that
    have it, the setting in words; Markdown), and the rules and conflicts the setting's schema description names
    (links, or ``—``).
    """

    topic: str
    values: tuple[tuple[str, str], ...]
    see: str


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six")


def _players_words(data: dict[str, Any]) -> str:
    """The table in words: ``6 players, three partnerships of two scoring as sides``, ``3 players, each scoring alone``."""
    sides = [len(members) for members in data["sides"].values()]
    if max(sides) == 1:
        return _count(len(data["seats"]), "player") + ", each scoring alone"
    size = _NUMBER_WORDS[max(sides)] if len(set(sides)) == 1 else "different sizes"
    return _count(len(data["seats"]), "player") + f", {_NUMBER_WORDS[len(sides)]} partnerships of {size} scoring as sides"


def _rank_range(ranks: list[str]) -> str:
    """A suit's ranks in words: ``A down to 5``, or ``A down to 2 with the 13, 12 and 11`` where numbered cards above
    the ten are in it (RANK-10).
    """
    extra = [r for r in ranks if r.isdigit() and int(r) > 10]
    if not extra:
        return f"{ranks[0]} down to {ranks[-1]}"
    return f"{ranks[0]} down to {ranks[-1]} with the " + (
        f"{', '.join(extra[:-1])} and {extra[-1]}" if len(extra) > 1 else extra[0])


def _pack_words(pack: dict[str, Any]) -> str:
    """A pack in words: ``43 cards: A down to 5 in spades and clubs, A down to 4 in diamonds and hearts, 1 joker``."""
    names = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts"}
    ranges: dict[str, list[str]] = defaultdict(list)
    for s in "SCDH":
        ranges[_rank_range(pack[s]) if pack[s] else "none"].append(names[s])
    total = sum(len(pack[s]) for s in "SCDH") + int(pack["jokers"])
    parts = [f"{r} in " + (" and ".join(suits) if len(suits) < 4 else "every suit") for r, suits in ranges.items()]
    jokers = _count(int(pack["jokers"]), "joker") + (", the black above the red" if int(pack["jokers"]) == 2 else "")
    return f"{total} cards: " + ", ".join(parts) + f", {jokers}"


def _misere_words(data: dict[str, Any]) -> str:
    ladder, entry = data["bid_ladder"], data["auction"]["misere_entry_level"]
    if "MIS" not in ladder:
        return "no misère"
    words = "misère only over a standing 7-level bid" if entry == 7 else (
        "misère at any point of the auction" if entry is None else f"misère over a standing {entry}-level bid")
    return words + (" and open misère" if "OMIS" in ladder else "")


def _defence_words(data: dict[str, Any]) -> str:
    scoring = data["scoring"]
    if scoring["defence_points"] == "never":
        return "defenders score nothing"
    words = (f"defenders score {scoring['defence_points_per_trick']} a trick "
             + DEFENCE_WORDS.get(scoring["defence_points"], _esc(scoring["defence_points"])))
    if scoring["defence_cap"] is not None:
        words += f", up to a total of {scoring['defence_cap']}"
    return words


def _end_words(data: dict[str, Any]) -> str:
    end = data["end"]
    words = f"first to {end['target']}"
    words += (", and defence points can win the game" if end["defence_can_win"]
              else ", and only by making a contract")
    words += (f"; at {end['lose_at']} a side loses at once" if end["backwards"] == "lose"
              else f"; at {end['lose_at']} a player plays on but can no longer win")
    return words


def _joker_words(data: dict[str, Any]) -> str:
    joker = data["joker"]
    words = ("the contractor may nominate the joker's suit in no trumps" if joker["nomination"]
             else "no nomination of the joker's suit")
    return words + ("; a joker led in no trumps names a suit not yet led" if joker["lead_named_suit"] == "unled"
                    else "; a joker led in no trumps names any suit")


GAME_FACTS: tuple[tuple[str, tuple[str, ...], Any], ...] = (
    ("Players", ("seats", "sides"), _players_words),
    ("Pack", ("pack",), lambda d: _pack_words(d["pack"])),
    ("Deal", ("deal", "words.kitty"), lambda d: f"{sum(p['cards'] for p in d['deal'] if p['to'] == 'each')} cards"
     f" each, {sum(p['cards'] for p in d['deal'] if p['to'] == 'kitty')} to the kitty"
     + (f" (called the {_esc(kitty_word(d))})" if kitty_word(d) != "kitty" else "")),
    ("First dealer", ("first_dealer",), lambda d: FIRST_DEALER_WORDS.get(d["first_dealer"], _esc(d["first_dealer"]))),
    ("Auction", ("auction.rounds", "auction.high_bidder_final_turn"),
     lambda d: ROUNDS_WORDS.get(d["auction"]["rounds"], _esc(d["auction"]["rounds"]))),
    ("Misère", ("auction.misere_entry_level", "auction.absent_bid_rules", "bid_ladder"), _misere_words),
    ("When all pass", ("auction.all_pass",), lambda d: ALL_PASS_WORDS.get(d["auction"]["all_pass"], "")),
    ("Contract values", ("contract_values",), lambda d: ", ".join(
        f"{b} {v}" for b, v in d["contract_values"].items() if not b[0].isdigit()) or "trick bids only"),
    ("Defence points", ("scoring.defence_points", "scoring.defence_points_per_trick", "scoring.defence_cap"),
     _defence_words),
    ("Misère and the defenders", ("scoring.defence_points_in_misere", "play.misere_partner_sits_out"),
     lambda d: (("the contractor's partners sit out" if max(len(m) for m in d["sides"].values()) > 2
                 else "the contractor's partner sits out") if d["play"]["misere_partner_sits_out"]
                else "no partner to sit out") + ("; defenders score against a misère"
                                                 if d["scoring"]["defence_points_in_misere"]
                                                 else "; defenders score nothing against a misère")),
    ("Joker", ("joker.nomination", "joker.lead_named_suit"), _joker_words),
    ("End of the game", ("end",), _end_words),
)
"""The topics of the list of differences: a title, the settings (dotted paths of a variant file) it covers and
its words for a variant's data. A setting no topic covers is listed by its path when the games differ on it."""

_NOT_SETTINGS = ("id", "title", "aliases", "sources", "description", "options", "cite")


def _settings(data: Any, prefix: str = "") -> dict[str, Any]:
    """The leaves of a variant file as dotted paths (lists and the top-level sections that are no settings kept whole)."""
    if not isinstance(data, dict) or prefix.count(".") >= 1 or prefix in ("pack", "contract_values", "sides"):
        return {prefix: data}
    out: dict[str, Any] = {}
    for k, v in data.items():
        if not prefix and k in _NOT_SETTINGS:
            continue
        out.update(_settings(v, f"{prefix}.{k}" if prefix else str(k)))
    return out


def game_differences(games: Sequence[str]) -> tuple[GameDifference, ...]:
    """How the variant files of ``games`` differ, topic by topic (:data:`GAME_FACTS`), then any other setting
    they disagree on by its path; a topic on which they all agree is left out.

    Each value is its games and its words, e.g. ``("Three-player game", "3 players, each scoring alone")``. Reads
    ``spec/variants/<id>.yaml`` through the catalogue (the caller knows the IDs are variants).
    """
    data = {v: variants()[v] for v in games}
    titles = {v: _esc(_variant_title(v)) for v in games}
    links = _Links((), ())
    out = []
    covered: list[str] = []
    for topic, paths, words in GAME_FACTS:
        covered += paths
        said: dict[str, list[str]] = defaultdict(list)
        for v in games:
            said[words(data[v])].append(titles[v])
        if len(said) > 1:
            notes = " ".join(_schema_note(*p.split(".", 1)) for p in paths)
            out.append(GameDifference(topic, tuple((", ".join(g), w) for w, g in said.items()),
                                      _refs(links, notes, "variants")))
    flat = {v: _settings(data[v]) for v in games}
    for path in dict.fromkeys(k for v in games for k in flat[v]):
        if any(path == c or path.startswith(c + ".") for c in covered):
            continue
        said = defaultdict(list)
        for v in games:
            said[_code(flat[v].get(path))].append(titles[v])
        if len(said) > 1:
            out.append(GameDifference(f"`{path}`", tuple((", ".join(g), w) for w, g in said.items()),
                                      _refs(links, _schema_note(*path.split(".", 1)), "variants")))
    return tuple(out)


