"""Each variant's page: its pack, seats, deal, auction, scores and options."""

from __future__ import annotations

import re
from dataclasses import dataclass

from five_hundred_suite.catalogue import (
    RULE_ID,
    kitty_word,
    rules,
    variants,
)

from ..render import md_text as _esc
from ..render import render
from .cells import _code, _refs, _schema_note, _setting
from .differences import ALL_PASS_WORDS, DEFENCE_WORDS, FIRST_DEALER_WORDS, ROUNDS_WORDS
from .links import _para
from .model import SiteModel, _variant_title
from .options import _source_names
from .page import _Page
from .rules import _esc_code
from .runs import Row


@dataclass(frozen=True)
class VariantOption:
    """An option a variant offers: its link, title and effect (``None`` when ``spec/options.yaml`` lacks it),
    its facts (default, rules, conflicts; Markdown) and the settings it changes (setting, default, with it).
    """

    link: str
    title: str | None
    effect: str | None
    facts: tuple[str, ...]
    rows: tuple[Row, ...]


@dataclass(frozen=True)
class VariantPage:
    """A variant's page (``templates/variant.md.j2``): its settings as ``spec/variants/<id>.yaml`` gives them,
    in tables of Markdown cells, and the options it offers. ``see`` maps a setting to the rules and conflicts its
    schema description names (links).
    """

    seats: tuple[str, ...]
    partnered: bool
    sides: tuple[Row, ...]
    first_dealer: str
    first_dealer_words: str
    pack_total: int
    pack: tuple[Row, ...]
    hand: int
    kitty: int
    kitty_word: str
    dead: int
    packets: tuple[str, ...]
    auction: tuple[Row, ...]
    ladder: tuple[Row, ...]
    extra_values: tuple[str, ...]
    scoring: tuple[Row, ...]
    play: tuple[Row, ...]
    options: tuple[VariantOption, ...]
    see: dict[str, str]


SETTING_AREAS: dict[str, str] = {"sides": "SEAT", "pack": "DECK", "deal": "DEAL"}
"""The catalogue area whose rules of a variant say what a setting of its file says (beside the rules the
schema names for that setting): a game's own pack, deal and sides are rules of their own (DECK-09,
DEAL-10, SEAT-10), which the generic description of the setting cannot name."""


def _setting_rules(vid: str) -> dict[str, tuple[str, ...]]:
    """The rule IDs each setting of the variant page cites for variant ``vid``, in catalogue order: the
    rules ``spec/schema/variant.schema.json`` names for the setting and, for the settings of
    :data:`SETTING_AREAS`, every rule of that area, keeping only the rules that apply to ``vid``; a rule
    cited for the seats is not cited again for the sides.
    """
    catalogue = rules()
    out: dict[str, tuple[str, ...]] = {}
    for key in ("seats", "sides", "first_dealer", "pack", "deal", "contract_values"):
        named = set(re.findall(RULE_ID.pattern, _schema_note(key)))
        area = SETTING_AREAS.get(key)
        taken = set(out.get("seats", ())) if key == "sides" else set()
        out[key] = tuple(rid for rid, rule in catalogue.items()
                         if vid in rule.variants and rid not in taken
                         and (rid in named or (area is not None and rid.split("-")[0] == area)))
    return out


def variant_page(model: SiteModel, vid: str) -> VariantPage:
    """The model of the page of variant ``vid`` (a file of ``spec/variants``)."""
    links = model.links
    data = variants()[vid]
    by_key = {o["key"]: o for o in model.options}
    titles = {c["id"]: c["title"] for c in model.conflicts}
    see = {k: ", ".join(links.rule(r, "variants") for r in ids) or "—" for k, ids in _setting_rules(vid).items()}
    seats, sides = data["seats"], data["sides"]
    pack = data["pack"]
    names = {"S": "Spades", "C": "Clubs", "D": "Diamonds", "H": "Hearts"}
    pack_rows = [(names[s], " ".join(str(r) for r in pack[s]), str(len(pack[s]))) for s in "SCDH"]
    jokers = " ".join(pack["joker_order"]) if int(pack["jokers"]) == 2 else "JK" if pack["jokers"] else "—"
    pack_rows.append(("Jokers" if int(pack["jokers"]) == 2 else "Joker", jokers, str(pack["jokers"])))
    deal = data["deal"]
    to_words = {"each": "to each player in turn", "dead": "to the dead hand, out of play"}
    packets = tuple(f"{p['cards']} card{'s' if p['cards'] != 1 else ''} "
                    + to_words.get(p["to"], f"to the {kitty_word(data)}") for p in deal)
    auction = data["auction"]
    entry = auction["misere_entry_level"]
    if "MIS" not in data["bid_ladder"]:
        entry_words = "this game has no misère bid"
    elif entry is None:
        entry_words = "misère needs no earlier bid"
    else:
        entry_words = f"misère needs a standing {entry}-level bid"
    rows = [
        ["`auction.rounds`", _code(auction["rounds"]), ROUNDS_WORDS.get(auction["rounds"], "")],
        ["`auction.misere_entry_level`", _code(entry), entry_words],
        ["`auction.high_bidder_final_turn`", _code(auction["high_bidder_final_turn"]),
         "the high bidder speaks once more after the others have passed" if auction["high_bidder_final_turn"]
         else "the auction closes as soon as the others have passed"],
        ["`auction.all_pass`", _code(auction["all_pass"]), ALL_PASS_WORDS.get(auction["all_pass"], "")],
    ]
    if auction.get("absent_bid_rules"):
        rows.append(["`auction.absent_bid_rules`", _code(auction["absent_bid_rules"]),
                     "the rule cited when a player names one of these bids, which this game lacks"])
    auction_rows = tuple((*row, _refs(links, _schema_note("auction", row[0].strip("`").split(".", 1)[1]), "variants"))
                         for row in rows)
    values = data["contract_values"]
    ladder = data["bid_ladder"]
    scoring = data["scoring"]
    cap = scoring["defence_cap"]
    rows = [
        ["`scoring.slam_value`", _code(scoring["slam_value"]),
         f"all ten tricks score at least {scoring['slam_value']}"],
        ["`scoring.defence_points_per_trick`", _code(scoring["defence_points_per_trick"]),
         f"each defending side gains {scoring['defence_points_per_trick']} for every trick it takes"],
        ["`scoring.defence_points`", _code(scoring["defence_points"]),
         "defenders score " + DEFENCE_WORDS.get(scoring["defence_points"], _esc(scoring["defence_points"]))],
        ["`scoring.defence_points_in_misere`", _code(scoring["defence_points_in_misere"]),
         "defenders score against a misère" if scoring["defence_points_in_misere"]
         else "defenders score nothing against a misère"],
        ["`scoring.defence_cap`", _code(cap),
         "no limit on defence points" if cap is None else f"defence can lift a total to {cap} and no further"],
    ]
    scoring_rows = tuple((*row, _refs(links, _schema_note("scoring", row[0].strip("`").split(".", 1)[1]), "variants"))
                         for row in rows)
    play_rows = tuple((f"`{section}.{key}`", _code(value), _refs(links, _schema_note(section, key), "variants"))
                      for section in ("play", "joker", "end") for key, value in data[section].items())
    options = []
    for key, spec in data.get("options", {}).items():
        o = by_key.get(key)
        facts: tuple[str, ...] = ()
        if o is not None:
            facts = (f"**Default:** {'on' if o['default'] else 'off'}",
                     "**Rules:** " + ", ".join(links.rule(r, "variants", title=True) for r in o["rules"]))
            if o["conflicts"]:
                facts += ("**Conflicts:** " + ", ".join(links.conflict(c, "variants", titles.get(c))
                                                        for c in o["conflicts"]),)
        changes = tuple(
            ("`bid_ladder`", _code(data["bid_ladder"]), "without " + _code(value)) if path == "bid_ladder.remove"
            else (f"`{path}`", _code(_setting(data, path)), _code(value))
            for path, value in spec["set"].items())
        options.append(VariantOption(links.option(key, "variants"), o["title"] if o else None,
                                     _para(links.prose(o["effect"], "variants")) if o else None, facts, changes))
    return VariantPage(
        tuple(seats), any(len(m) > 1 for m in sides.values()),
        tuple((f"`{s}`", ", ".join(f"`{x}`" for x in m)) for s, m in sides.items()),
        data["first_dealer"], FIRST_DEALER_WORDS.get(data["first_dealer"], _esc(data["first_dealer"])),
        sum(len(pack[s]) for s in "SCDH") + int(pack["jokers"]), tuple(pack_rows),
        sum(p["cards"] for p in deal if p["to"] == "each"), sum(p["cards"] for p in deal if p["to"] == "kitty"),
        kitty_word(data), sum(p["cards"] for p in deal if p["to"] == "dead"), packets, auction_rows,
        tuple((str(i), f"`{b}`", str(values.get(b, "—"))) for i, b in enumerate(ladder, 1)),
        tuple(f"`{b}` {values[b]}" for b in values if b not in ladder), scoring_rows, play_rows, tuple(options), see)


def _variant_page(model: SiteModel, vid: str) -> _Page:
    links = model.links
    data = variants()[vid]
    srcs = ", ".join(_source_names(links, data["sources"], "variants"))
    intro = [f"The settings of the `{vid}` variant as `spec/variants/{vid}.yaml` gives them, and the options it"
             f" offers. Sources: {srcs}."]
    if data.get("description"):
        intro += ["", links.prose(" ".join(str(data["description"]).split()), "variants")]
    if data.get("aliases"):
        intro += ["", "Also called: " + ", ".join(f"`{_esc_code(a)}`" for a in data["aliases"]) + "."]
    rule_count = sum(1 for r in rules().values() if vid in r.variants)
    intro += ["", f"{rule_count} rules of the catalogue apply to it; the [comparison](compare.md) shows which"
                  " of them it shares with the other games."]
    body = render("variant.md.j2", page=variant_page(model, vid))
    return _Page(f"{_esc(_variant_title(vid))} (`{vid}`)", intro, body.split("\n"))


