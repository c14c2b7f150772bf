"""Variants as data: the :class:`Ruleset` the engine reads.

A variant is a YAML file in ``spec/variants/`` checked against
``spec/schema/variant.schema.json``. It fixes the seats and sides, the pack,
the deal packets, the auction kind, the bid ladder, the score schedule and
every option. The engine only ever reads a :class:`Ruleset`'s fields; it
never asks which variant it is playing.

Rules: DECK-01, DECK-02, DEAL-02, DEAL-03, BID-06, SCORE-02, and every rule an
option names (see each option's ``rules`` in the variant file).
"""

from __future__ import annotations

import copy
import itertools
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

import jsonschema

from .bids import Bid
from .cards import BLACK_JOKER, JOKER, RED_JOKER, SUITS, Card, Rank
from .datafile import load_yaml
from .errors import SetupError
from .resources import SPEC as SPEC_DIR


@dataclass(frozen=True, eq=False)
class Ruleset:
    """Everything the engine needs to know about a variant with its options applied.

    Seats are indices ``0..n-1`` clockwise; sides are indices into
    :attr:`side_names`. ``dead_size`` is the number of cards dealt to a hand out of
    play (the deal packets ``to: dead``, DEAL-07): nobody holds, sees or plays them,
    so ``hand_size * players + dead_size + kitty_size`` is the pack. Build one with
    :func:`load_ruleset`.
    """

    id: str
    title: str
    options: frozenset[str]
    seats: tuple[str, ...]
    side_names: tuple[str, ...]
    side_of: tuple[int, ...]
    side_seats: tuple[tuple[int, ...], ...]
    pack: tuple[Card, ...]
    pack_mask: int
    deal_packets: tuple[tuple[str, int], ...]
    hand_size: int
    kitty_size: int
    dead_size: int
    auction_rounds: str
    misere_entry_level: int | None
    high_bidder_final_turn: bool
    all_pass: str
    dealer_after_throw_in: str
    bid_ladder: tuple[Bid, ...]
    bid_rank: Mapping[Bid, int]
    absent_bid_rules: Mapping[Bid, str]
    cite: Mapping[str, str]
    first_dealer: str
    contract_values: Mapping[Bid, int]
    slam_value: int
    defence_points_per_trick: int
    defence_points: str
    defence_points_in_misere: bool
    defence_cap: int | None
    no_defence_points_over: int | None
    first_lead: str
    misere_partner_sits_out: bool
    misere_ends_on_first_trick_won: bool
    open_misere_exposed_after_trick: int
    joker_nomination: bool
    joker_lead_named_suit: str
    joker_compulsory_when_void_in_misere: bool
    joker_lead_last_trick_only: bool
    joker_suitless_follows_any_trick: bool
    target: int
    win_requires_made_contract: bool
    lose_at: int | None
    backwards: str
    defence_can_win: bool
    partner_counts: Mapping[int, int]
    calls_cards: bool = False
    """Whether the partners are found by called cards (``partners.formed: called``; SEAT-12):
    ``partner_counts`` then counts the cards the contractor calls at each level."""

    @cached_property
    def names_partners(self) -> bool:
        """Whether the contractor names partners after the auction (SEAT-10): the sides of
        ``side_names`` are then one seat each, the scoring units, and the contracting side of a
        hand is the contractor with the partners named.
        """
        return bool(self.partner_counts)

    def partners_for(self, contract: Bid) -> int:
        """How many partners the contractor names for ``contract``: by its level where the
        variant names partners (SEAT-11), none in misère (MIS-06) or where sides are fixed.
        """
        if not self.partner_counts or contract.tricks is None or contract.is_misere:
            return 0
        return self.partner_counts[contract.tricks]

    @cached_property
    def players(self) -> int:
        """Number of seats (worked out once: the deal and the auction read it for every hand)."""
        return len(self.seats)

    def seat_index(self, name: str) -> int:
        """Index of a seat name.

        Raises:
            SetupError: the name is not a seat of this variant (SEAT-02, DECIDE-36).

        """
        try:
            return self.seats.index(name.strip().upper())
        except ValueError:
            raise SetupError("seat", f"{name!r} is not one of {' '.join(self.seats)}", rule="DECIDE-36") from None

    def rule(self, rule_id: str) -> str:
        """The ID under which this variant states a rule (the variant's ``cite`` map)."""
        return self.cite.get(rule_id, rule_id)

    def unlisted_bid_rule(self, bid: Bid) -> str:
        """The rule to cite when a bid is not in this game's ladder: the rule of
        the option or variant setting that removed it, else BID-05.
        """
        return self.absent_bid_rules.get(bid, "BID-05")

    def active_seats(self, contract: Bid, contractor: int) -> tuple[int, ...]:
        """The seats that play the hand under ``contract`` (seat indices, clockwise):
        every seat, except the misère contractor's partner where the partner
        sits out (MIS-01, SEAT-06).
        """
        seats = range(self.players)
        if contract.is_misere and self.misere_partner_sits_out:
            side = self.side_of[contractor]
            return tuple(s for s in seats if s == contractor or self.side_of[s] != side)
        return tuple(seats)

    def value(self, bid: Bid) -> int:
        """The table value of a contract (SCORE-02)."""
        return self.contract_values[bid]

    def __repr__(self) -> str:
        opts = ", ".join(sorted(self.options))
        return f"load_ruleset({self.id!r}{', options=[' + opts + ']' if opts else ''})"


def variant_ids() -> tuple[str, ...]:
    """The IDs of the variants described in ``spec/variants/``."""
    return tuple(sorted(p.stem for p in (SPEC_DIR / "variants").glob("*.yaml")))


@cache
def _schema(name: str = "variant") -> dict[str, Any]:
    schema: dict[str, Any] = json.loads((SPEC_DIR / "schema" / f"{name}.schema.json").read_text("utf-8"))
    return schema


def _first_problem(data: Any, name: str, file: str) -> None:
    """Raise :class:`SetupError` naming the file and field of the first breach of ``spec/schema/<name>.schema.json``."""
    errors = sorted(jsonschema.Draft202012Validator(_schema(name)).iter_errors(data), key=lambda e: list(e.path))
    if errors:
        e = errors[0]
        where = ".".join(str(p) for p in e.path) or "(top)"
        raise SetupError(f"{file}: {where}", e.message)


@cache
def _raw_variant(variant: str) -> dict[str, Any]:
    path = SPEC_DIR / "variants" / f"{variant}.yaml"
    if not path.is_file():
        for vid in variant_ids():
            raw = _raw_variant(vid)
            if variant.lower() in (a.lower() for a in raw.get("aliases", [])):
                return raw
        raise SetupError("variant", f"no variant {variant!r} (known: {', '.join(variant_ids())})")
    data = load_yaml(path, name=f"spec/variants/{path.name}")
    _first_problem(data, "variant", f"spec/variants/{path.name}")
    if data["id"] != path.stem:
        raise SetupError(f"spec/variants/{path.name}: id", f"{data['id']!r} differs from the file name")
    result: dict[str, Any] = data
    return result


@cache
def option_catalogue() -> dict[str, dict[str, Any]]:
    """Every option of ``spec/options.yaml`` by key (title, rules, default, effect, variants)."""
    data = load_yaml(SPEC_DIR / "options.yaml", name="spec/options.yaml")
    _first_problem(data, "options", "spec/options.yaml")
    return {o["key"]: o for o in data["options"]}


def variant_options(variant: str) -> dict[str, bool]:
    """The options a variant offers, each with its default (from ``spec/options.yaml``).

    Raises:
        SetupError: the variant offers an option the catalogue does not document
            for it.
    """
    raw = _raw_variant(variant)
    catalogue = option_catalogue()
    out: dict[str, bool] = {}
    for key in raw["options"]:
        entry = catalogue.get(key)
        if entry is None or raw["id"] not in entry["variants"]:
            raise SetupError(f"{raw['id']}.yaml: options.{key}", "not documented for this variant in spec/options.yaml")
        out[key] = bool(entry["default"])
    return out


def load_ruleset(variant: str, options: Iterable[str] = ()) -> Ruleset:
    """Build the ruleset of a variant (by ID or alias) with some options switched on.

    Options not named keep their default. Calling twice with the same
    arguments returns the same object.

    Raises:
        SetupError: unknown variant or option, or a variant file that breaks its schema.
        DataFileError: a variant file or ``spec/options.yaml`` cannot be read as
            YAML (too big, not UTF-8, an alias, a key given twice; see
            :func:`five_hundred.datafile.load_yaml`).

    """
    return _load(variant, frozenset(o.strip() for o in options))


@cache
def _load(variant: str, options: frozenset[str]) -> Ruleset:
    raw = copy.deepcopy(_raw_variant(variant))
    known = raw["options"]
    on = {k for k, default in variant_options(raw["id"]).items() if default}
    for o in sorted(options):
        if o not in known:
            raise SetupError("options", f"{variant} has no option {o!r} (known: {', '.join(sorted(known))})")
        on.add(o)
    placed: dict[str, str] = {}
    for o in sorted(on):
        for bid in known[o]["set"].get("bid_ladder.place", {}):
            if bid in placed:
                raise SetupError("options", f"{placed[bid]} and {o} cannot be on together: each gives {bid} "
                                 "its own place on the bid ladder")
            placed[bid] = o
    # Each option's removals from the ladder go after its other settings, and the options in the
    # sorted order of their keys: var:no-misere takes out what a ref: option only moved.
    for o in sorted(on):
        for key, value in sorted(known[o]["set"].items(), key=lambda kv: kv[0] == "bid_ladder.remove"):
            _apply(raw, key, value, o)
    return _build(raw, frozenset(on))


def _place(ladder: list[str], places: dict[str, str], option: str) -> list[str]:
    """The ladder with each bid of ``places`` put just above its anchor (moved if it was in
    the ladder, inserted if not): ``{MIS: 8S}`` ranks misère between 8S and the bid above.

    Raises:
        SetupError: an anchor that is not in the ladder, naming the option.
    """
    out = list(ladder)
    for bid, anchor in places.items():
        out = [b for b in out if b != bid]
        if anchor not in out:
            raise SetupError(f"options.{option}.set", f"bid_ladder.place: {anchor} is not on the bid ladder")
        out.insert(out.index(anchor) + 1, bid)
    return out


def _apply(raw: dict[str, Any], key: str, value: Any, option: str) -> None:
    *path, last = key.split(".")
    if path == ["bid_ladder"] and last == "remove":
        raw["bid_ladder"] = [b for b in raw["bid_ladder"] if b not in value]
        return
    if path == ["bid_ladder"] and last == "place":
        raw["bid_ladder"] = _place(raw["bid_ladder"], value, option)
        return
    node: Any = raw
    for p in path:
        node = node.get(p) if isinstance(node, dict) else None
    if not isinstance(node, dict) or (last not in node and last != "absent_bid_rules"):
        raise SetupError(f"options.{option}.set", f"{key!r} names no setting of the variant")
    if isinstance(node.get(last), dict) and isinstance(value, dict):
        node[last] = {**node[last], **value}
    else:
        node[last] = value


def _jokers(variant: str, pack: dict[str, Any]) -> list[Card]:
    """The jokers of a pack, in code order: none, the one joker ``JK`` (``jokers: 1``, DECK-04), or
    two jokers whose order ``joker_order`` lists highest first (``jokers: 2``, DECK-10).

    Raises:
        SetupError: two jokers whose order is not the black joker then the red: the engine plays
            the one order of the notation, the black joker above the red (RANK-11, DECIDE-58).

    """
    count = int(pack["jokers"])
    if count < 2:
        return [JOKER] * count
    order = pack.get("joker_order")
    if order != ["BJ", "RJ"]:
        raise SetupError(f"{variant}: pack.joker_order", f"{order} must list the two jokers highest first, "
                         "the black joker above the red: [BJ, RJ]", rule="DECIDE-58")
    return [RED_JOKER, BLACK_JOKER]


def _build(raw: dict[str, Any], options: frozenset[str]) -> Ruleset:
    seats = tuple(raw["seats"])
    side_names = tuple(raw["sides"])
    side_of = [-1] * len(seats)
    for si, members in enumerate(raw["sides"].values()):
        for m in members:
            if m not in seats:
                raise SetupError(f"{raw['id']}: sides", f"{m!r} is not a seat")
            side_of[seats.index(m)] = si
    if -1 in side_of:
        raise SetupError(f"{raw['id']}: sides", "every seat must belong to exactly one side")
    pack: list[Card] = []
    for suit in SUITS:
        ranks = [Rank(str(r)) for r in raw["pack"][suit.value]]
        if any(a.place <= b.place for a, b in itertools.pairwise(ranks)):
            # DECIDE-48: the pack states its order, highest first; the engine plays the one order
            # of the notation (A K Q J 13 12 11 10 ... 2), so a pack that states another is refused.
            raise SetupError(f"{raw['id']}: pack.{suit.value}", "ranks must run from highest to lowest: "
                             "A K Q J 13 12 11 10 9 8 7 6 5 4 3 2", rule="DECIDE-48")
        pack.extend(Card.of(r, suit) for r in ranks)
    pack.extend(_jokers(raw["id"], raw["pack"]))
    packets = tuple((p["to"], int(p["cards"])) for p in raw["deal"])
    hand_size = sum(n for to, n in packets if to == "each")
    kitty_size = sum(n for to, n in packets if to == "kitty")
    dead_size = sum(n for to, n in packets if to == "dead")  # a hand dealt out of play (DEAL-07)
    if hand_size * len(seats) + dead_size + kitty_size != len(pack):
        raise SetupError(f"{raw['id']}: deal", f"deals {hand_size} x {len(seats)} + {dead_size} dead + {kitty_size} "
                                               f"cards from a pack of {len(pack)}", rule="DECK-03")
    ladder = tuple(Bid.parse(b) for b in raw["bid_ladder"])
    values = {Bid.parse(k): int(v) for k, v in raw["contract_values"].items()}
    missing = [str(b) for b in ladder if b not in values]
    if missing:
        raise SetupError(f"{raw['id']}: contract_values", f"no value for {' '.join(missing)}", rule="SCORE-02")
    counts = _partner_counts(raw, side_of)
    a, s, p, j, e = raw["auction"], raw["scoring"], raw["play"], raw["joker"], raw["end"]
    mask = 0
    for c in pack:
        mask |= c.bit
    return Ruleset(
        id=raw["id"], title=raw["title"], options=options, seats=seats, side_names=side_names,
        side_of=tuple(side_of),
        side_seats=tuple(tuple(i for i in range(len(seats)) if side_of[i] == si) for si in range(len(side_names))),
        pack=tuple(pack), pack_mask=mask, deal_packets=packets, hand_size=hand_size, kitty_size=kitty_size,
        dead_size=dead_size,
        auction_rounds=a["rounds"], misere_entry_level=a["misere_entry_level"],
        high_bidder_final_turn=a["high_bidder_final_turn"], all_pass=a["all_pass"],
        dealer_after_throw_in=a["dealer_after_throw_in"],
        bid_ladder=ladder, bid_rank={b: i for i, b in enumerate(ladder)},
        absent_bid_rules={Bid.parse(k): v for k, v in a.get("absent_bid_rules", {}).items()},
        cite=dict(raw.get("cite", {})), first_dealer=raw["first_dealer"],
        contract_values=values,
        slam_value=s["slam_value"], defence_points_per_trick=s["defence_points_per_trick"],
        defence_points=s["defence_points"], defence_points_in_misere=s["defence_points_in_misere"],
        defence_cap=s["defence_cap"], no_defence_points_over=s["no_defence_points_over"],
        first_lead=p["first_lead"], misere_partner_sits_out=p["misere_partner_sits_out"],
        misere_ends_on_first_trick_won=p["misere_ends_on_first_trick_won"],
        open_misere_exposed_after_trick=p["open_misere_exposed_after_trick"],
        joker_nomination=j["nomination"], joker_lead_named_suit=j["lead_named_suit"],
        joker_compulsory_when_void_in_misere=j["compulsory_when_void_in_misere"],
        joker_lead_last_trick_only=j["lead_last_trick_only"],
        joker_suitless_follows_any_trick=j["suitless_follows_any_trick"],
        target=e["target"], win_requires_made_contract=e["win_requires_made_contract"],
        lose_at=e["lose_at"], backwards=e["backwards"], defence_can_win=e["defence_can_win"],
        partner_counts=counts,
        calls_cards=bool(counts) and raw["partners"]["formed"] == "called",
    )


def _partner_counts(raw: dict[str, Any], side_of: list[int]) -> Mapping[int, int]:
    """The number of partners named at each contract level (``partners.by_level``), or none where
    the sides are fixed.

    Raises:
        SetupError: a game that names partners whose sides are not one seat each, or that asks for
            more partners than there are other players (SEAT-10, SEAT-11).
    """
    partners = raw.get("partners")
    if partners is None:
        return {}  # fixed sides: nobody is named
    if len(set(side_of)) != len(side_of):
        raise SetupError(f"{raw['id']}: sides", "a game whose partners are named after the auction "
                         "gives every seat a side of its own", rule="SEAT-10")
    counts = {int(level): int(n) for level, n in partners["by_level"].items()}
    if any(n >= len(side_of) for n in counts.values()) or sorted(counts) != [6, 7, 8, 9, 10]:
        raise SetupError(f"{raw['id']}: partners.by_level", "give each level 6 to 10 fewer partners "
                         "than there are other players", rule="SEAT-11")
    return counts
