"""Deprecated: the module of the engine's public names before it was split by concern (0.1.0).

Each name it gave is now exported by the package itself (``from five_hundred import apply``) and
lives in :mod:`.state`, :mod:`.legality`, :mod:`.transitions` or :mod:`.playout`. Reaching one
through this module (``from five_hundred.engine import apply``, ``five_hundred.engine.apply``)
still works for one version, with a :class:`DeprecationWarning` naming the new place; the changelog
lists the removal (``spec/releases.yaml``).
"""

from __future__ import annotations

import warnings
from typing import Any

MOVED = ("Action", "Discard", "HandResult", "HandState", "MakeBid", "Nominate", "Pass", "Phase", "Play", "Trick",
         "actions_of", "apply", "check", "deal", "deal_hands", "format_action", "is_legal", "legal_actions",
         "legal_plays", "parse_action", "playout")
"""The names this module gave, each now exported by the package ``five_hundred``."""


def __getattr__(name: str) -> Any:
    """A name of :data:`MOVED`, taken from the package with a :class:`DeprecationWarning`.

    Raises:
        AttributeError: any other name.
    """
    if name not in MOVED:
        raise AttributeError(f"module 'five_hundred.engine' has no attribute {name!r}")
    import five_hundred

    warnings.warn(f"five_hundred.engine.{name} is deprecated: use five_hundred.{name}", DeprecationWarning,
                  stacklevel=2)
    return getattr(five_hundred, name)


def __dir__() -> list[str]:
    return sorted(MOVED)
