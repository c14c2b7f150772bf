"""Checking what an implementation answers: the first difference, invariants of an observation, and the rule a departure is charged to."""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from five_hundred import (
    Action,
    BidKind,
    Discard,
    HandState,
    MakeBid,
    Pass,
    Phase,
    apply,
    cards_of,
    deal,
    parse_action,
    parse_cards,
)
from five_hundred.cards import mask_texts
from five_hundred.errors import FiveHundredError
from five_hundred.explain import action_rules
from five_hundred.ruleset import Ruleset

from ..catalogue import rules
from .model import HandRun, area_rules
from .scores import score_allowed


def first_difference(ref: Any, got: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The first place where two JSON values differ: ``(path, reference part, implementation part)``.

    >>> first_difference({"a": [1, 2]}, {"a": [1, 3]})
    ('a[1]', 2, 3)
    """
    if ref == got:
        return None
    if isinstance(ref, dict) and isinstance(got, dict):
        for key in ref:
            sub = f"{path}.{key}" if path else str(key)
            if key not in got:
                return sub, ref[key], "(missing)"
            found = first_difference(ref[key], got[key], sub)
            if found is not None:
                return found
        return None  # only extra keys: allowed
    if isinstance(ref, list) and isinstance(got, list) and len(ref) == len(got):
        for i, (a, b) in enumerate(zip(ref, got, strict=True)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found is not None:
                return found
    return path, ref, got


def _observation_area(path: str, after: HandState, last: Action | None) -> str:
    """The rule area of a difference in the observation of ``after``, reached by the action ``last``."""
    key = re.split(r"[.\[]", path, maxsplit=1)[0]
    misere = after.contract is not None and after.contract.is_misere
    if last is None:
        return "DEAL" if key in ("hands", "kitty", "dealer") else "BID"
    if key in ("auction", "contract", "contractor"):
        return "BID"
    if key == "partners":
        return "SEAT"
    if key == "joker_suit":
        return "JOKER"
    if key in ("exposed", "exposed_hand", "active"):
        return "MIS" if misere else "PLAY"
    if key == "result" and (".points" in path or ".made" in path):
        return "SCORE"
    if misere and key in ("phase", "turn", "result", "tricks_won") and (after.phase is Phase.OVER):
        return "MIS"
    if key == "result":
        return "BID" if after.contract is None else "PLAY"
    if key == "hands" and isinstance(last, Discard):
        return "KITTY"
    if key in ("phase", "turn"):
        return {Phase.AUCTION: "BID", Phase.KITTY: "BID" if isinstance(last, (MakeBid, Pass)) else "KITTY",
                Phase.PARTNER: "BID", Phase.NOMINATION: "JOKER"}.get(
            after.phase, "BID" if after.contract is None else "PLAY")
    return "PLAY"


def invariant_problem(r: Ruleset, obs: Mapping[str, Any], discard: Sequence[str], legal: Sequence[str] | None) -> \
        tuple[str, str] | None:
    """A broken invariant of an observation: ``(area, problem)`` or ``None``.

    Every card of the pack exactly once among the hands, the tricks, the trick in progress, the kitty
    (before the contractor takes it) and the discard, but for a dead hand's, which no observation shows
    (DEAL-01, DEAL-07, DECIDE-20); each complete trick one card per active player (PLAY-08); no turn and
    no legal action once the hand is over (PLAY-07); a score the variant's table allows (SCORE-02..SCORE-08).
    """
    try:
        everywhere: list[str] = []
        for cards in obs["hands"].values():
            everywhere += cards
        for t in obs["tricks"]:
            everywhere += t["cards"]
        everywhere += obs["trick"]
        if obs["contractor"] is None or obs["phase"] == "partner":  # the kitty is apart until the contractor takes it
            everywhere += obs["kitty"]
        everywhere += discard
        texts = mask_texts(r.pack_mask)
        # as many cards as the pack (but a dead hand's, never shown), all of the pack, all different
        if len(everywhere) != len(texts) - r.dead_size or not set(everywhere).issubset(texts) \
                or len(set(everywhere)) != len(everywhere):
            seen, pack = Counter(everywhere), Counter(texts)
            twice = sorted((seen - pack).elements())
            gone = sorted((pack - seen).elements())
            dead = f" ({r.dead_size} of them may be the dead hand)" if r.dead_size else ""
            what = (f"{' '.join(twice)} held or played twice" if twice else "") + ("; " if twice and gone else "") \
                + (f"{' '.join(gone)} nowhere{dead}" if gone else "")
            return "DEAL" if not obs["tricks"] and not obs["trick"] else "PLAY", \
                f"every card must be somewhere exactly once: {what}"
        size = len(obs["active"]) or r.players
        for i, t in enumerate(obs["tricks"]):
            if len(t["cards"]) != size:
                return "PLAY", f"trick {i + 1} has {len(t['cards'])} cards, not one for each of the {size} players"
        if len(obs["trick"]) >= size:
            return "PLAY", f"the trick in progress has {len(obs['trick'])} cards"
        if obs["phase"] == "over":
            if obs["turn"] is not None:
                return "PLAY", f"the hand is over but it is {obs['turn']}'s turn"
            if legal:
                return "PLAY", f"the hand is over but legal-actions lists {' '.join(legal[:3])}"
        problem = score_allowed(r, obs)
        if problem is not None:
            return "SCORE", problem
    except (KeyError, TypeError, AttributeError) as e:
        return "PLAY", f"the observation lacks a field or has the wrong shape ({type(e).__name__}: {e})"
    return None


# ---------------------------------------------------------------------------
# Positions (the protocol's third setup form)


def position_of(state: HandState) -> dict[str, Any]:
    """The protocol's position setup of a hand in play (``{"position": {...}}``): dealer,
    contract, contractor, joker nomination, every seat's cards now, the discard, the
    completed tricks and the trick in progress (each with the suit named by a suitless
    joker lead) and the seat to play.

    Raises:
        ValueError: the hand is not in play.
    """
    if state.phase is not Phase.PLAY or state.contractor is None or state.contract is None or state.turn is None:
        raise ValueError("a position is a hand in play")
    r = state.ruleset
    suitless = state.trump is None and state.joker_suit is None

    def named(t: Any) -> str | None:
        return t.led.value if suitless and t.plays and t.plays[0][1].is_joker else None

    current = state.current
    return {"position": {
        "dealer": r.seats[state.dealer], "contract": str(state.contract), "contractor": r.seats[state.contractor],
        "joker_suit": None if state.joker_suit is None else state.joker_suit.value,
        "hands": {r.seats[i]: [str(c) for c in cards_of(m)] for i, m in enumerate(state.hands)},
        "discards": [str(c) for c in cards_of(state.discard)],
        "tricks": [{"leader": r.seats[t.leader], "cards": [str(c) for c in t.cards], "named_suit": named(t)}
                   for t in state.tricks],
        "trick": {"leader": r.seats[state.turn if current is None else current.leader],
                  "cards": [] if current is None else [str(c) for c in current.cards],
                  "named_suit": None if current is None else named(current)},
        "turn": r.seats[state.turn],
    }}


# ---------------------------------------------------------------------------
# The rule each check concerns (the reference's rule of a refusal, else the rule allowing
# an action, deciding a trick or giving a score line)


def _cited(r: Ruleset, *ids: str) -> str:
    """The first of ``ids`` that the catalogue gives the variant of ``r``, under the variant's own ID
    (:meth:`Ruleset.rule`); the first of ``ids`` when none applies. Kept for the ruleset (by ``id``, with it).
    """
    found = _CITED.get((id(r), ids))
    if found is None or found[0] is not r:
        if len(_CITED) >= 1 << 12:
            _CITED.clear()
        found = _CITED[(id(r), ids)] = r, next(
            (r.rule(rule) for rule in ids if rule in rules() and r.id in rules()[rule].variants), r.rule(ids[0]))
    return found[1]


_CITED: dict[tuple[int, tuple[str, ...]], tuple[Ruleset, str]] = {}


def refusal_rule(state: HandState, action: Action) -> str | None:
    """The rule the reference cites when it refuses ``action`` in ``state`` (``None``: it is legal)."""
    try:
        apply(state, action)
    except FiveHundredError as e:
        return e.rule or None
    return None


def allowing_rule(state: HandState, action: Action, *, legal: bool = False) -> str:
    """The rule that allows a legal ``action`` in ``state``, or refuses an illegal one, as the reference
    explains it (:func:`five_hundred.explain.action_rules`: the first of its rules): BID-02 (a pass or a
    higher bid), BID-09 (the last pass), BID-12 / BID-15 (a misère's place on the ladder), KITTY-02 (the
    discard), JOKER-05 (the nomination), PLAY-02 (a lead), JOKER-10 (a suitless joker lead naming a suit),
    PLAY-03 (following suit), PLAY-04 (a void player's card) ... ``legal``: known to be legal, not checked again.
    """
    rules = action_rules(state, action, legal=legal)
    return rules[0] if rules else _cited(state.ruleset, "PLAY-02")


def score_rule(state: HandState, side: str | None = None) -> str:
    """The score rule of the line of a finished hand (``side``: the side whose points are concerned,
    ``None``: the contractor's): SCORE-08 / SCORE-09 (misère), SCORE-04 (a slam below 250),
    SCORE-03 (made), SCORE-05 (defeated), SCORE-06 / SCORE-07 (the defenders' points), BID-09
    (no contract).
    """
    r = state.ruleset
    c, contractor = state.contract, state.contractor
    if c is None or contractor is None:
        return _cited(r, "BID-09")
    ours = r.side_names[r.side_of[contractor]]
    if side is not None and side != ours:
        return _cited(r, "SCORE-08", "SCORE-09") if c.is_misere else _cited(r, "SCORE-06", "SCORE-07")
    if c.is_misere:
        return _cited(r, "SCORE-08") if c.kind is BidKind.MISERE else _cited(r, "SCORE-09")
    won = sum(n for i, n in enumerate(state.tricks_won) if r.side_of[i] == r.side_of[contractor])
    if won == r.hand_size and r.contract_values.get(c, 0) < r.slam_value:
        return _cited(r, "SCORE-04")
    return _cited(r, "SCORE-03") if c.tricks is not None and won >= c.tricks else _cited(r, "SCORE-05")


REASON_RULES: Mapping[str, tuple[str, ...]] = {
    "made_contract_500": ("END-02", "END-06"), "reached_500": ("END-06", "END-03"),
    "went_backwards": ("END-04", "END-09"), "contractor_tie_break": ("END-05", "END-07"),
    "trick_order_tie_break": ("END-08",), "no_winner": ("END-10", "END-04"),
}
"""The rules of each game-end reason (DECIDE-35), the first the variant has being charged."""


def end_rule(r: Ruleset, outcome: Any, claimed: Any = None) -> str:
    """The rule of a game's end: that of the reference's ``outcome`` reason, or, when the reference
    goes on but the implementation ends the game (``claimed``), END-03 (defence points alone do not
    win) or END-10; END-01 when neither ends.
    """
    if isinstance(outcome, dict) and outcome.get("reason") in REASON_RULES:
        return _cited(r, *REASON_RULES[outcome["reason"]])
    if isinstance(claimed, dict):
        return _cited(r, "END-03", "END-10") if not r.defence_can_win else _cited(r, "END-10")
    return _cited(r, "END-01")


def _deal_rule(run: HandRun) -> str:
    """DEAL-04 when the implementation's hands are the reference's deal from another seat (each round
    of packets starting elsewhere), else the packets rule (DEAL-02, DEAL-03).
    """
    state, got = run.state, run.observed or {}
    r = state.ruleset
    try:
        theirs = {s: sorted(got["hands"][s]) for s in r.seats}
        for seat in range(r.players):
            other = deal(r, parse_cards(run.deal.pack), seat) if seat != state.dealer else None
            if other is not None and all(sorted(str(c) for c in cards_of(other.hands[i])) == theirs[s]
                                         for i, s in enumerate(r.seats)):
                return _cited(r, "DEAL-04")
    except (KeyError, TypeError, FiveHundredError):
        pass
    return _cited(r, "DEAL-02", "DEAL-03")


def charge(run: HandRun) -> str:
    """The rule a divergence of ``run`` is charged to: for an action, the rule the reference refuses it
    by (listed or accepted against the rules) or the rule allowing it (legal but refused or not
    listed); for the observation, the rule of the field that differs (the deal, the auction, the
    kitty, the trick's winner, the turn, the end of a misère, the score line); for ``hand-score``
    the score rule of the line; for ``game-after-hand`` the game-end rule of the reference's answer.
    """
    d = run.divergence
    assert d is not None
    state, r = run.state, run.state.ruleset
    if d.check == "open":
        return _cited(r, "DEAL-01")
    if d.check in ("legal-actions", "act", "illegal"):
        texts = d.extra if d.check == "legal-actions" and d.extra else \
            d.missing if d.check == "legal-actions" else (d.action,) if d.action else ()
        for text in texts:
            try:
                action = parse_action(r, text)
            except FiveHundredError:
                return _cited(r, "DECIDE-20")
            return allowing_rule(state, action)  # the rule refusing it, or allowing it, as the reference has it
        return _cited(r, *area_rules(d.area, r.id) or ("PLAY-02",))
    if d.check == "hand-score":
        side = d.where.split(".", 1)[1] if d.where.startswith("points.") else None
        return score_rule(state, side)
    if d.check == "game-after-hand":
        key = d.where.split(".", 1)[0]
        if key == "outcome":
            after = run.game_after or {}
            if sum(n >= r.target for n in after.get("scores", {}).values()) > 1:
                return _cited(r, "END-05", "END-07", "END-08")  # the tie rules decide who wins
            return end_rule(r, after.get("outcome"), d.implementation)
        if key == "dealer":
            return _cited(r, "DEALER-03")
        if key == "backwards":
            return _cited(r, "END-04", "END-09")
        side = d.where.split(".", 1)[1] if d.where.startswith("scores.") else None
        return score_rule(state, side) if state.contract is not None else _cited(r, "SCORE-01")
    if d.check == "invariant":
        if d.area == "SCORE":
            return score_rule(state)
        if "trick" in d.detail and "cards" in d.detail:
            return _cited(r, "PLAY-08")
        if "hand is over" in d.detail:
            return _cited(r, "PLAY-07")
        return _cited(r, "DEAL-01")
    if d.check == "error":
        return _cited(r, *area_rules(d.area, r.id) or ("PLAY-02",))
    return _observation_rule(run, d.where)


def _observation_rule(run: HandRun, path: str) -> str:
    state, before, r = run.state, run.prior, run.state.ruleset
    key = re.split(r"[.\[]", path, maxsplit=1)[0]
    last = run.last_action
    misere = state.contract is not None and state.contract.is_misere
    if last is None and key in ("hands", "kitty"):
        return _deal_rule(run)
    if key == "dealer":
        return _cited(r, "DEAL-04")
    if key == "auction":
        return _cited(r, "BID-02")
    if key in ("contract", "contractor"):
        return _cited(r, "BID-10")
    if key == "partners":
        return _cited(r, "SEAT-10")
    if key == "joker_suit":
        return _cited(r, "JOKER-05")
    if key in ("exposed", "exposed_hand"):
        return _cited(r, "MIS-03")
    if key == "active":
        return _cited(r, "MIS-01")
    if key == "hands":
        return _cited(r, "KITTY-02") if isinstance(last, Discard) else _cited(r, "KITTY-01")
    if key == "tricks_won":
        return _cited(r, "PLAY-09")
    if key == "tricks" and path.endswith(".winner"):
        return _cited(r, "PLAY-05")
    if key == "tricks" and path.endswith(".leader"):
        return _cited(r, "PLAY-06", "PLAY-01")
    if key == "result" and (".points" in path or ".made" in path):
        side = path.split(".points.", 1)[1] if ".points." in path else None
        return score_rule(state, side)
    if misere and key in ("phase", "turn", "result") and before is not None and before.phase is Phase.PLAY:
        return _cited(r, "DECIDE-12", "MIS-04")
    if key in ("phase", "turn", "result"):
        if state.phase is Phase.AUCTION or (before is not None and before.phase is Phase.AUCTION):
            if state.contract is None and state.phase is Phase.OVER:
                return _cited(r, "BID-09")
            if state.phase is not Phase.AUCTION:
                return _cited(r, "BID-08", "BID-19", "BID-25")
            return _cited(r, "BID-01")
        if state.phase is Phase.PLAY and state.current is None and state.tricks:
            return _cited(r, "PLAY-06")
        if state.phase is Phase.PLAY and not state.tricks and state.current is None:
            return _cited(r, "PLAY-01")
        if state.phase is Phase.NOMINATION or (before is not None and before.phase is Phase.NOMINATION):
            return _cited(r, "JOKER-05", "DECIDE-13")
        if state.phase is Phase.OVER:
            return _cited(r, "PLAY-07")
        return _cited(r, "SEAT-03")
    return _cited(r, "PLAY-08")
