"""One hand of Five Hundred as immutable states and pure transitions.

The engine is split by concern: :mod:`.state` (phases, actions, tricks,
:class:`HandState`, the notation of actions), :mod:`.legality` (:func:`check`,
:func:`is_legal`, :func:`legal_actions`), :mod:`.transitions` (:func:`deal`,
:func:`apply` and the one transition core) and :mod:`.playout` (random play,
the unchecked fast path). This module gathers their public names, for code
written before the split; the package (``five_hundred``) exports them too.
"""

from __future__ import annotations

from .legality import check, is_legal, legal_actions, legal_plays
from .playout import playout
from .state import (
    Action,
    Discard,
    HandResult,
    HandState,
    MakeBid,
    Nominate,
    Pass,
    Phase,
    Play,
    Trick,
    format_action,
    parse_action,
)
from .transitions import actions_of, apply, deal, deal_hands

__all__ = [
    "Action",
    "Discard",
    "HandResult",
    "HandState",
    "MakeBid",
    "Nominate",
    "Pass",
    "Phase",
    "Play",
    "Trick",
    "actions_of",
    "apply",
    "check",
    "deal",
    "deal_hands",
    "format_action",
    "is_legal",
    "legal_actions",
    "legal_plays",
    "parse_action",
    "playout",
]
