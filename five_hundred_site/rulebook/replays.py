"""The replay page of a recorded hand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from five_hundred.cards import Card
from markupsafe import Markup

from five_hundred_suite.catalogue import kitty_word, rules, variants
from five_hundred_suite.fixtures import HandFixture

from ..marks import RULE_MARK
from ..render import md_text as _md
from ..render import render
from .base import SCORE_VARIANT, SEAT_NAME, TRY_PAGE
from .bids import bid_html
from .cards import cards_html, played_face
from .links import RulebookContext
from .notes import _hand_note, hand_note_facts
from .plays import _calls, _first_caller, _partner, _plays, _side_of
from .prose import drawn
from .scores import signed
from .stories import marked_html, trick_stories
from .tricks import TrickView, auction_table, trick_html


def _outcome(fx: HandFixture) -> str:
    ex = fx.expect
    if ex.contract is None:
        return "thrown in"
    side = _side_of(fx, str(ex.contractor))
    return f"{'made' if ex.made else 'failed'} ({ex.tricks_won[side]} tricks)" if not fx.is_misere else (
        "made (no trick)" if ex.made else f"failed at trick {len(fx.tricks)}")


def _points(fx: HandFixture) -> str:
    return " · ".join(f"{s} {signed(n)}" for s, n in fx.expect.points.items())


@dataclass(frozen=True)
class KittyView:
    """The kitty exchange of a replay: the kitty taken, the cards put back, the hand kept (HTML), the nomination."""

    taken: str
    discard: str
    kept: str
    nomination: str | None


@dataclass(frozen=True)
class HandPage:
    """The replay page of a recorded hand (``templates/hand.md.j2``). Text fields are Markdown or HTML already;
    ``contract`` is ``None`` when everybody passed, ``kitty`` and ``replay`` when there was no exchange or no play;
    ``kitty_word`` is what the game calls the kitty (``words.kitty`` of the variant file, "widow" in three-player);
    ``score`` rows are (side, seats, tricks, signed points); ``rules`` are (chip, note).
    """

    id: str
    title: str
    facts: tuple[str, ...]
    options: tuple[str, ...]
    file: str
    dealer: str
    deal: str
    first_caller: str
    auction: str
    contract: str | None
    who: str | None
    kitty: KittyView | None
    kitty_word: str
    sits_out: str | None
    replay: str | None
    score: tuple[tuple[str, str, int, str], ...]
    result: str
    rules: tuple[tuple[str, str], ...]
    try_it: str | None = None
    """The address of the Try it page dealing this hand (``../try.md?hand=<id>``), or ``None`` without that page."""


def hand_view(fx: HandFixture, ctx: RulebookContext) -> HandPage:
    """The model of the replay page of one whole-hand fixture."""
    ex = fx.expect
    who = ex.contractor
    plays = _plays(fx)
    stories = trick_stories(fx)
    notes = hand_note_facts(fx, plays, stories)
    game = _md(variants()[fx.variant]["title"])
    word = kitty_word(variants()[fx.variant])
    facts = [f"**Game:** [{game}](../play/{fx.variant}.md)" if fx.variant in ctx.play_pages else f"**Game:** {game}",
             f"**Dealer:** {fx.dealer}"]
    if ex.contract:
        facts.append(f"**Contract:** {bid_html(ex.contract)} by {who}")
    facts.append(f"**Result:** {_outcome(fx)}")
    facts.append(f"**Replayed by the latest run:** {RULE_MARK[ctx.hand_status(fx.id)]}")
    rows: list[tuple[str, str, Markup]] = []
    for seat in fx.seats:
        role = []
        if seat == fx.dealer:
            role.append("dealer")
        if seat == who:
            role.append("contractor")
        if who and fx.is_misere and seat not in fx.trick_seats(who):
            role.append("sits out")
        label = SEAT_NAME.get(seat, seat) + (f" ({', '.join(role)})" if role else "")
        rows.append((seat, label, Markup(cards_html(fx.hands[seat], "rb-hand"))))
    kitty = None
    if who and fx.discard is not None:
        kept = fx.post_exchange_hand() or ()
        nomination = None
        if fx.nomination is not None:
            nomination = (render("hand-note.md.j2", rule="JOKER-05", f=notes).strip() if fx.nomination != "none" else
                          (f"{who} does not nominate the joker, which stays suitless." if any(Card.parse(c).is_joker for c in kept)
                           else f"{who} does not hold the joker: there is nothing to nominate."))
        kitty = KittyView(cards_html(fx.kitty, inline=True), cards_html(fx.discard, inline=True),
                          render("deal.html.j2", rows=[(who, "after the exchange", Markup(cards_html(kept, "rb-hand")))],
                                 kitty=None).rstrip("\n"), nomination)
    replay = None
    if plays:
        steps = []
        for p, story in zip(plays, stories, strict=True):
            t = p.trick
            out_seat: tuple[str, ...] | None = None
            if fx.is_misere and who and len(p.seats) < len(fx.seats):
                out_seat = tuple(s for s in fx.seats if s not in p.seats)
            view = TrickView(fx.seats, t.leader, t.cards, t.winner, out_seat, p.number, ex.contract)
            exposed = None
            if p.number == 1 and ex.contract == "OMIS" and who:
                rest = [c for c in (fx.post_exchange_hand() or ()) if c not in
                        dict(zip(p.seats, t.cards, strict=True)).get(who, "").split()]
                exposed = Markup(cards_html(rest, inline=True))
            steps.append({"number": p.number, "winner": t.winner, "trick": Markup(trick_html(view)), "who": who,
                          "count": " · ".join(f"{s} {n}" for s, n in p.counts.items()), "exposed": exposed,
                          "stop": p.number == len(plays) and fx.is_misere and t.winner == who,
                          "won": marked_html(story.won), "plays": [marked_html(x) for x in story.plays],
                          "hands": [(seat, [played_face(c) for c in cards], played.partition(":")[0])
                                    for (seat, cards), played in sorted(zip(story.hands, t.cards, strict=True),
                                                                        key=lambda x: fx.seats.index(x[0][0]))]})
        replay = render("replay.html.j2", steps=steps, side=_side_of(fx, str(who))).rstrip("\n")
    score = tuple((f"{s}{' (contractor)' if who in members else ''}", " ".join(members), ex.tricks_won[s],
                   signed(ex.points[s])) for s, members in fx.sides.items()) if ex.contract is not None else ()
    return HandPage(
        fx.id, drawn(fx.id, _md(fx.title), glyphs=True), tuple(facts), tuple(fx.options), str(fx.file), fx.dealer,
        render("deal.html.j2", rows=rows, kitty=Markup(cards_html(fx.kitty, "rb-hand")),
               kitty_name=word.capitalize()).rstrip("\n"),
        _first_caller(fx), "\n".join(auction_table(_calls(fx), fx.seats, _first_caller(fx))).rstrip("\n"),
        bid_html(ex.contract) if ex.contract else None, who, kitty, word,
        _partner(fx, who) if plays and fx.is_misere and who else None, replay, score,
        f"{'made' if ex.made else 'failed'}: " + "; ".join(f"{s} {signed(n)}" for s, n in ex.points.items()),
        tuple((ctx.chip(rid, fx.variant), _hand_note(fx, rid, notes))
              for rid in sorted(fx.rules, key=lambda r: list(rules()).index(r))),
        f"../{TRY_PAGE}?hand={fx.id}" if ctx.try_page else None)


def hand_page(fx: HandFixture, ctx: RulebookContext) -> str:
    """The replay page of one whole-hand fixture (``templates/hand.md.j2``)."""
    return render("hand.md.j2", h=hand_view(fx, ctx))


@dataclass(frozen=True)
class HandRow:
    """A recorded hand in the list: its ID, title, contract, result, points and replay mark (Markdown each)."""

    id: str
    title: str
    contract: str
    result: str
    points: str
    mark: str


def hand_rows(hands: Sequence[HandFixture], ctx: RulebookContext) -> list[tuple[str, list[HandRow]]]:
    """The recorded hands by variant (its title), the Australian game first, then those with a how-to-play page."""
    by_variant: dict[str, list[HandFixture]] = {}
    for fx in hands:
        by_variant.setdefault(fx.variant, []).append(fx)
    order = sorted(by_variant, key=lambda v: (v != SCORE_VARIANT, v not in ctx.play_pages, v))
    return [(str(variants()[vid]["title"]), [
        HandRow(fx.id, drawn(fx.id, _md(fx.title), glyphs=True),
                f"{bid_html(fx.expect.contract)} by {fx.expect.contractor}" if fx.expect.contract else "all pass",
                _outcome(fx), _points(fx), RULE_MARK[ctx.hand_status(fx.id)])
        for fx in by_variant[vid]]) for vid in order]


def hands_index(hands: Sequence[HandFixture], ctx: RulebookContext) -> str:
    """The list of recorded hands with contract and result (``templates/hands.md.j2``)."""
    return render("hands.md.j2", groups=hand_rows(hands, ctx)).rstrip("\n") + "\n"


