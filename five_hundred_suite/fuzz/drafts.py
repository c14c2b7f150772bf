"""Drafting a whole-hand fixture of a departure, and the texts of steps and areas it uses."""
from __future__ import annotations

import json
import random
import textwrap
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import yaml
from five_hundred import (
    Action,
    CallCards,
    Discard,
    HandState,
    MakeBid,
    NamePartners,
    Nominate,
    Pass,
    Phase,
    Play,
    actions_of,
    apply,
    cards_of,
    parse_action,
    playout,
)
from five_hundred.errors import FiveHundredError

from ..adapter import Refused
from ..arguments import invoked_as
from ..atomic import write_file
from ..catalogue import rules, variants
from ..fixtures import FixtureError, fixture_paths, load_fixture
from .model import (
    PASS_BIAS,
    HandRun,
    area_rules,
)


def _texts(actions: Any) -> list[str]:
    """Legal actions as answered, each as text (anything else shown as its repr, so that it differs)."""
    if not isinstance(actions, list):
        return [repr(actions)]
    return [a if isinstance(a, str) else repr(a) for a in actions]


def _refusal(e: Refused) -> str:
    return f"refused: {e.message}" + (f" [{e.rule}]" if e.rule else "")


def _show(value: Any, limit: int = 120) -> str:
    if isinstance(value, str):
        text = repr(value)
    elif isinstance(value, (dict, list)):
        text = yaml.safe_dump(value, default_flow_style=True, width=10_000).strip()
    else:
        text = json.dumps(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


class _FixtureDumper(yaml.SafeDumper):
    """YAML in the corpus's layout: lists of cards and each trick on one line."""


def _represent_dict(dumper: yaml.SafeDumper, data: dict[Any, Any]) -> yaml.Node:
    flat = "leader" in data or "action" in data or all(not isinstance(v, (dict, list)) for v in data.values())
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=flat or None)


_FixtureDumper.add_representer(dict, _represent_dict)


def _action_area(state: HandState, action: Action) -> str:
    if isinstance(action, (MakeBid, Pass)):
        return "BID" if state.phase is Phase.AUCTION else "PLAY"
    if isinstance(action, Discard):
        return "KITTY"
    if isinstance(action, Nominate):
        return "JOKER"
    if isinstance(action, (NamePartners, CallCards)):
        return "SEAT"
    if isinstance(action, Play) and (action.card.is_joker or action.named_suit is not None):
        return "JOKER"
    if state.contract is not None and state.contract.is_misere and isinstance(action, Play):
        return "MIS" if action.seat not in state.active or state.phase is Phase.OVER else "PLAY"
    return "PLAY"


def _phase_area(state: HandState) -> str:
    return {Phase.AUCTION: "BID", Phase.PARTNER: "SEAT", Phase.KITTY: "KITTY", Phase.NOMINATION: "JOKER"}.get(
        state.phase, "PLAY")


def _legal_area(state: HandState, differing: Iterable[str]) -> str:
    if state.phase is Phase.AUCTION:
        return "BID"
    if state.phase is Phase.NOMINATION:
        return "JOKER"
    if state.phase is Phase.PARTNER:
        return "SEAT"
    if state.phase is Phase.OVER:
        return "MIS" if state.contract is not None and state.contract.is_misere else "PLAY"
    return "JOKER" if any(" JK" in t for t in differing) else "PLAY"


def _illegal_reason(state: HandState, text: str) -> str:
    try:
        apply(state, parse_action(state.ruleset, text))
    except FiveHundredError as e:
        return f"{e.detail} [{e.rule}]" if e.rule else e.detail
    return "illegal"


# ---------------------------------------------------------------------------
# The draft fixture


_CHECKS = {
    "open": "the deal is refused", "observation": "the observation differs", "invariant": "an invariant breaks",
    "legal-actions": "the legal actions differ", "act": "a legal action is refused",
    "illegal": "an illegal action is not refused cleanly", "hand-score": "hand-score differs",
    "game-after-hand": "game-after-hand differs", "error": "the implementation fails",
}
"""A few words for each kind of check, for the title of a draft."""


def _fixture_prefix(variant: str) -> str:
    for path in fixture_paths():
        if path.parent.name == variant:
            return path.stem.split("-")[0]
    return "".join(w[0] for w in variant.split("-")).upper() + "Z"


def _next_id(variant: str, out: Path) -> str:
    prefix = _fixture_prefix(variant)
    taken = [p.stem for p in [*fixture_paths(), *out.glob("*.yaml")] if p.stem.startswith(prefix + "-")]
    numbers = [int(s.split("-")[1]) for s in taken if s.split("-")[1].isdigit()]
    return f"{prefix}-{max(numbers, default=0) + 1:04d}"


def complete(run: HandRun, seed: int) -> tuple[HandState, list[dict[str, Any]]]:
    """The hand of a divergent run as the reference plays it on to its end, and the
    actions the implementation must refuse on the way (``{"after": n, "action": text}``).

    At the divergent step the continuation takes an action the implementation did not
    list or refused, and records one it listed or accepted against the rules.
    """
    d = run.divergence
    assert d is not None
    state = run.state
    refuse: list[dict[str, Any]] = []
    step = len(run.actions)
    if d.check == "legal-actions" and d.extra:
        refuse.append({"after": step, "action": d.extra[0]})
    if d.check == "illegal" and d.action is not None and not d.where:
        refuse.append({"after": step, "action": d.action})
    rng = random.Random(f"{seed}/complete")
    if state.phase is not Phase.OVER:
        if d.check == "legal-actions" and d.missing:
            state = apply(state, parse_action(state.ruleset, d.missing[0]))
        elif d.check == "act" and d.action is not None:
            state = apply(state, parse_action(state.ruleset, d.action))
        state = playout(state, rng, pass_probability=PASS_BIAS)
    return state, refuse


def draft(run: HandRun, *, seed: int, hand: int, command: str, out: Path, first_step: int,
          from_position: bool | None) -> tuple[Path | None, str | None]:
    """Write the draft whole-hand fixture of a divergent run to ``out``; check it with
    :func:`~five_hundred_suite.fixtures.load_fixture`.

    Returns:
        ``(path, None)``, or ``(None, why)`` when the hand cannot be written as a valid
        fixture (e.g. an all-pass hand played out under ``ref:all-pass-play-nt``).

    Raises:
        WriteError: the draft cannot be written (an earlier file of the name is left as it was).
    """
    d = run.divergence
    assert d is not None
    final, refuse = complete(run, seed)
    spec = run.deal
    r = final.ruleset
    if final.contract is None and final.tricks:
        return None, "an all-pass hand played out has no whole-hand fixture form"
    out.mkdir(parents=True, exist_ok=True)
    fid = _next_id(spec.variant, out)
    raw = variants()[spec.variant]
    c = final.contractor
    contract = final.contract
    side_won = {s: 0 for s in r.side_names}
    for i, n in enumerate(final.tricks_won):
        side_won[r.side_names[r.side_of[i]]] += n
    score = final.result.score if final.result is not None else None
    points = {s: (0 if score is None else score.points[i]) for i, s in enumerate(r.side_names)}
    dealt = {r.seats[i]: [str(x) for x in cards_of(m)] for i, m in enumerate(final.dealt)}
    suitless = final.trump is None and final.joker_suit is None

    def card(t: Any, i: int, x: Any) -> str:
        return f"{x}:{t.led.value}" if i == 0 and suitless and x.is_joker else str(x)

    rule_ids = [d.rule] if d.rule in rules() else \
        list(dict.fromkeys(area_rules(d.area, spec.variant) or area_rules("PLAY", spec.variant)))
    data: dict[str, Any] = {
        "id": fid,
        "title": f"Draft from fuzzing (seed {seed}, hand {hand}): {_CHECKS[d.check]} ({d.area})",
        "variant": spec.variant,
        "options": list(spec.options),
        "rules": rule_ids,
        "dealer": spec.dealer,
        "pack": list(spec.pack),
        "hands": dealt,
        "kitty": [str(x) for x in cards_of(final.kitty)],
        "auction": [f"{r.seats[s]} {'pass' if b is None else f'bid {b}'}" for s, b in final.auction],
    }
    if c is not None and contract is not None:
        data["discard"] = [str(x) for x in cards_of(final.discard)]
        if raw["joker"]["nomination"] and (contract.is_misere or contract.trump is None):
            data["nomination"] = "none" if final.joker_suit is None else final.joker_suit.value
    data["tricks"] = [{"leader": r.seats[t.leader], "cards": [card(t, i, x) for i, x in enumerate(t.cards)],
                       "winner": r.seats[t.winner] if t.winner is not None else None} for t in final.tricks]
    data["expect"] = {"contract": None if contract is None else str(contract),
                      "contractor": None if c is None else r.seats[c], "tricks_won": side_won, "points": points,
                      "made": None if score is None else score.made}
    if refuse:
        data["refuse"] = refuse
    if run.game_before is not None and d.check == "game-after-hand" and run.game_after is not None:
        data["game"] = {"before": {"scores": run.game_before["scores"],
                                   "backwards": list(run.game_before.get("backwards", []))},
                        "after": run.game_after}
    if d.check == "legal-actions":
        answers = (f"the reference lists {len(d.reference)} actions, the implementation {len(d.implementation)}; "
                   f"only the reference: {' '.join(d.missing) or '-'}; only the implementation: {' '.join(d.extra) or '-'}")
    else:
        answers = f"the reference: {_show(d.reference, 2000)}; the implementation: {_show(d.implementation, 2000)}"
    shrunk = f" (first found after {first_step})" if first_step != d.step else ""
    position = {None: "", True: " The divergent step differs again from the position alone (position setup).",
                False: " From the position alone the step does not differ."}[from_position]
    rest = " After that step the hand is played on by the reference engine." \
        if len(actions_of(final)) > len(run.actions) else ""
    data["notes"] = (f"Found by: {invoked_as('five_hundred_suite')} fuzz --impl {command!r} --seed {seed} "
                     f"--variant {spec.variant}" + "".join(f" --options {o}" for o in spec.options) +
                     f" (hand {hand}). Divergent step: after {d.step} actions{shrunk}"
                     + (f", action {d.action!r}" if d.action else "") +
                     f". Check: {d.check}{' ' + d.where if d.where else ''}, rule area {d.area}"
                     + (f", charged to {d.rule}" if d.rule else "") + f": {d.detail}. "
                     f"Answers: {answers}.{position}{rest}")
    path = out / f"{fid}.yaml"
    header = "\n".join("# " + line for line in _wrap(
        f"DRAFT written by the fuzzer, for review before it joins features/hands/{spec.variant}/: "
        f"{_CHECKS[d.check]} after {d.step} actions ({d.area}); the notes say how it was found and both answers.", 98)) + "\n"
    body = yaml.dump(data, Dumper=_FixtureDumper, sort_keys=False, default_flow_style=None, width=110, allow_unicode=True)
    write_file(path, header + body)  # whole or not at all; WriteError when it cannot be written
    try:
        load_fixture(path)
    except FixtureError as e:
        return path, f"the draft does not load as a fixture: {e}"
    return path, None


def _wrap(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width) or [""]


# ---------------------------------------------------------------------------
# The command
