"""The note under a replay for each rule the hand exercises (``templates/hand-note.md.j2``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from five_hundred.cards import parse_suit
from five_hundred.ruleset import load_ruleset

from five_hundred_suite.catalogue import kitty_word, rules, variants
from five_hundred_suite.fixtures import HandFixture

from ..render import md_text as _md
from ..render import render
from ..verdicts import SUIT_NAME, SUIT_SINGULAR
from .base import NUMBER_WORD
from .bids import bid_html
from .cards import cards_html, suit_svg
from .plays import _calls, _first_caller, _partner, _Play, _plays, _side_of, _standing_before
from .scores import signed
from .stories import TrickStory, trick_stories


@dataclass(frozen=True)
class HandNoteFacts:
    """The facts of a recorded hand that ``templates/hand-note.md.j2`` words its rules with; sizes and numbers
    from the variant's data, cards and bids as HTML.
    """

    dealer: str
    first: str
    """The seat on the dealer's left, who calls first."""
    word: str
    """The variant's name for the kitty."""
    who: str | None
    partner: str | None
    others: tuple[str, ...]
    """The seats other than the contractor's."""
    contract: str | None
    value: int | None
    made: bool | None
    is_misere: bool
    kitty: str
    discard: str | None
    calls: tuple[tuple[str, str], ...]
    bids_called: tuple[str, ...]
    standing_before_mis: str | None
    standing_before_omis: str | None
    hand_size: int
    hand_size_word: str
    kitty_size_word: str
    players_word: str
    misere_trick_word: str
    packets: tuple[int, ...]
    deal: tuple[tuple[str, int], ...]
    defence_per_trick: int
    tricks_played: int
    tricks_won: tuple[tuple[str, int], ...]
    side: str | None
    side_tricks: int | None
    side_points: str | None
    defenders: tuple[tuple[str, str], ...]
    """Each defending side's points, signed (none without a contractor)."""
    misere_lost_at: int | None
    nomination: str | None
    nomination_word: str
    nomination_one: str | None
    nomination_svg: str | None
    bower_at: tuple[int, ...]
    forced_at: tuple[int, ...]
    renounce_at: tuple[int, ...]
    joker_at: tuple[int, ...]


def hand_note_facts(fx: HandFixture, plays: Sequence[_Play] | None = None,
                    stories: Sequence[TrickStory] | None = None) -> HandNoteFacts:
    """The facts of a recorded hand its rule notes are worded from (:class:`HandNoteFacts`); ``plays`` and
    ``stories`` are its replayed tricks and their stories, worked out when not given.

    Raises:
        RulebookError: a hand whose play the engine refuses (:func:`trick_stories`).
    """
    plays = _plays(fx) if plays is None else plays
    stories = trick_stories(fx) if stories is None else stories
    ex = fx.expect
    c, who = ex.contract, ex.contractor
    r = load_ruleset(fx.variant, fx.options)
    side = _side_of(fx, who) if who else None
    calls = _calls(fx)
    said = tuple(x for _, x in calls)
    nominated = parse_suit(fx.nomination) if fx.nomination not in (None, "none") else None
    won = [p.number for p in plays if who and p.trick.winner == who]
    return HandNoteFacts(
        dealer=fx.dealer, first=_first_caller(fx), word=kitty_word(variants()[fx.variant]), who=who,
        partner=_partner(fx, who) if who else None, others=tuple(s for s in fx.seats if s != who),
        contract=bid_html(c) if c else None, value=variants()[fx.variant]["contract_values"].get(c) if c else None,
        made=ex.made, is_misere=fx.is_misere, kitty=cards_html(fx.kitty, inline=True),
        discard=cards_html(fx.discard, inline=True) if fx.discard else None,
        calls=tuple((seat, "pass" if call == "pass" else bid_html(call)) for seat, call in calls), bids_called=said,
        standing_before_mis=bid_html(b) if "MIS" in said and (b := _standing_before(fx, "MIS")) else None,
        standing_before_omis=bid_html(b) if "OMIS" in said and (b := _standing_before(fx, "OMIS")) else None,
        hand_size=r.hand_size, hand_size_word=NUMBER_WORD[r.hand_size], kitty_size_word=NUMBER_WORD[r.kitty_size],
        players_word=NUMBER_WORD[len(r.seats)], misere_trick_word=NUMBER_WORD[len(r.seats) - 1],
        packets=tuple(n for to, n in r.deal_packets if to == "each"), deal=tuple(r.deal_packets),
        defence_per_trick=r.defence_points_per_trick, tricks_played=len(plays),
        tricks_won=tuple(ex.tricks_won.items()), side=side,
        side_tricks=ex.tricks_won[side] if side else None, side_points=signed(ex.points[side]) if side else None,
        defenders=tuple((s, signed(ex.points[s])) for s in fx.sides if side and s != side),
        misere_lost_at=won[0] if won else None, nomination=fx.nomination, nomination_word=_nomination_word(fx),
        nomination_one=SUIT_SINGULAR[nominated] if nominated else None,
        nomination_svg=suit_svg(nominated) if nominated else None,
        bower_at=tuple(n for n, st in enumerate(stories, start=1) if any("left bower" in x for x in (st.won, *st.plays))),
        forced_at=tuple(n for n, st in enumerate(stories, start=1) if any("had to" in x for x in st.plays)),
        renounce_at=tuple(p.number for p in plays if p.renounced),
        joker_at=tuple(p.number for p in plays if any(x[:2] in ("JK", "BJ", "RJ") for x in p.trick.cards)),
    )


def _hand_note(fx: HandFixture, rule_id: str, facts: HandNoteFacts) -> str:
    """What this hand shows of a rule, in a sentence (``templates/hand-note.md.j2``; the rule's title when there
    is nothing specific to say).
    """
    note = render("hand-note.md.j2", rule=rule_id, f=facts).strip()
    return note if note else _md(re.sub(r"\bkitty\b", facts.word, rules()[rule_id].title)) + "."


def _nomination_word(fx: HandFixture) -> str:
    if fx.nomination in (None, "none"):
        return "none"
    return SUIT_NAME[parse_suit(str(fx.nomination))]


