"""The adapter interface an implementation stands behind, and the reference engine behind it.

* :mod:`.interface`: :class:`Implementation`, the one interface the step definitions use to talk to
  an implementation, with what it raises (:class:`Refused`, :class:`ImplementationSkipped`);
* :mod:`.reference`: :class:`ReferenceImplementation`, the reference engine (:mod:`five_hundred`)
  called in process, and the :func:`snapshot` of a hand it answers ``observe`` with.
"""

from __future__ import annotations

from .interface import Implementation, ImplementationSkipped, Refused, WithoutPositions, opens_positions
from .reference import SPECTATOR, ReferenceImplementation, seat_snapshot, snapshot

__all__ = ["SPECTATOR", "Implementation", "ImplementationSkipped", "ReferenceImplementation", "Refused",
           "WithoutPositions", "opens_positions", "seat_snapshot", "snapshot"]
