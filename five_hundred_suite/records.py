"""Recorded-hand fixtures (``features/hands/``) as game records (:mod:`five_hundred.record`) and back.

A fixture is one hand; its record is a game of that one hand: the game's tags carry the variant,
its options and seats, the hand's tags its ID, title, rules and dealer, and its moves the pack,
the hands and kitty as dealt, the auction, the discard, the nomination, the tricks and the
expected result. :func:`fixture_record` and :func:`fixture_data` are inverse: every fixture of
the corpus comes back with the same data (``tests/test_records.py``); a dead hand, which the
record leaves out, comes back as the cards of the pack dealt to no player and not to the kitty.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from five_hundred import load_ruleset
from five_hundred.record import GameRecord, RecordedHand, RecordedResult, RecordedTrick, game_record


def fixture_record(data: Mapping[str, Any]) -> GameRecord:
    """The record of a fixture's data (a mapping as its YAML file reads; see ``spec/schema/hand.schema.json``).

    Raises:
        SetupError: the fixture's variant or options are unknown.

    """
    r = load_ruleset(str(data["variant"]), [str(o) for o in data["options"]])
    exp = data["expect"]
    hand = RecordedHand(
        tags=(("Hand", "1"), ("Id", str(data["id"])), ("Title", str(data["title"])),
              ("Rules", " ".join(data["rules"])), ("Dealer", str(data["dealer"]))),
        pack=tuple(data["pack"]),
        hands=tuple((str(s), tuple(cards)) for s, cards in data["hands"].items()),
        kitty=tuple(data["kitty"]), auction=tuple(data["auction"]),
        discard=None if "discard" not in data else tuple(data["discard"]),
        partners=None if "partners" not in data else tuple(str(p) for p in data["partners"]),
        called=None if "called" not in data else tuple(str(c) for c in data["called"]),
        nomination=None if "nomination" not in data else str(data["nomination"]),
        tricks=tuple(RecordedTrick(str(t["leader"]), tuple(t["cards"]), str(t["winner"])) for t in data["tricks"]),
        result=RecordedResult(exp["contract"], exp["contractor"], exp["made"], tuple(exp["tricks_won"].items()),
                              tuple(exp["points"].items())),
    )
    options = [("Options", " ".join(data["options"]) or "-")]
    return game_record(r, [hand], tags=options)


def fixture_data(record: GameRecord) -> dict[str, Any]:
    """The fixture data of a one-hand record made by :func:`fixture_record` (keys in the fixture
    files' order).

    Raises:
        ValueError: the record has not exactly one hand, or the hand lacks its ``Id`` or ``Title``.

    """
    if len(record.hands) != 1:
        raise ValueError(f"a fixture is one hand; this record has {len(record.hands)}")
    hand = record.hands[0]
    for tag in ("Id", "Title", "Rules"):
        if hand.tag(tag) is None:
            raise ValueError(f"the hand has no {tag} tag, which a fixture needs")
    res = hand.result
    out: dict[str, Any] = {
        "id": hand.tag("Id"), "title": hand.tag("Title"), "variant": record.variant, "options": list(record.options),
        "rules": (hand.tag("Rules") or "").split(), "dealer": hand.tag("Dealer"), "pack": list(hand.pack or ()),
        "hands": {s: list(cards) for s, cards in hand.hands}, "kitty": list(hand.kitty),
    }
    if load_ruleset(record.variant, list(record.options)).dead_size:
        # The dead hand is not a part of the record (nobody sees it): it is the rest of the pack, in pack order (DEAL-07).
        dealt = {c for _, cards in hand.hands for c in cards} | set(hand.kitty)
        out["dead"] = [c for c in hand.pack or () if c not in dealt]
    out["auction"] = list(hand.auction)
    if hand.called is not None:
        out["called"] = list(hand.called)
    if hand.partners is not None:
        out["partners"] = list(hand.partners)
    if hand.discard is not None:
        out["discard"] = list(hand.discard)
    if hand.nomination is not None:
        out["nomination"] = hand.nomination
    out["tricks"] = [{"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in hand.tricks]
    out["expect"] = {"contract": res.contract, "contractor": res.contractor, "tricks_won": dict(res.tricks_won),
                     "points": dict(res.points), "made": res.made}
    return out
