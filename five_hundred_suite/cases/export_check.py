"""The check ``export`` makes before it writes the cases: every whole-hand case replayed, stage by
stage, against the reference engine, as ``run`` replays it (:func:`~five_hundred_suite.cases.replay.run_items`).

A fixture the loader reads but the reference engine disagrees with (a revoke, a score that does not
add up, a wrong ``made``) would be shipped as a case every correct engine fails; :func:`refused_hand`
names the first such fixture, its stage and what the replay found, so that ``export`` refuses it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from five_hundred.errors import clip

from ..results import Status


def refused_hand(cases: Sequence[dict[str, Any]]) -> str | None:
    """The first whole-hand case of ``cases`` that the reference engine does not pass, in one line:
    ``FILE:LINE: stage STAGE: what the replay found`` (``None`` when every one passes).
    """
    from ..adapter import ReferenceImplementation
    from .listing import items
    from .replay import run_items

    hands = [c for c in cases if c.get("kind") == "hand"]
    if not hands:
        return None
    todo = list(items(hands))
    records, _ = run_items(ReferenceImplementation(), todo, chosen=(), claimed=None)
    by_case = {c["id"]: c for c in hands}
    for item, record in zip(todo, records, strict=False):
        if record["status"] != Status.PASSED and record["status"] != Status.NOT_APPLICABLE:
            case = by_case.get(item.case, {})
            source = case.get("source") or {}
            where = f"{source.get('file', item.case)}:{source.get('line', 1)}"
            message = " ".join(str(record.get("message") or record["status"]).split())
            stage = str(record["id"]).rstrip("]").rsplit("-", 1)[-1]
            inner = re.search(r"\((\S+\.yaml:\d+(?:: [^)]*)?)\)(.*)", message)  # the replay names the line itself
            if inner:
                where, message = inner[1], inner[2].lstrip(": ")
            return f"{where}: {clip(message, 400)} (the reference engine fails this hand's {stage} stage)"
    return None
