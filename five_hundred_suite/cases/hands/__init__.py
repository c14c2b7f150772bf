"""The checks of a whole-hand fixture (``features/hands/``), stage by stage, through the
:class:`~five_hundred_suite.adapter.Implementation` interface only: used by the pytest run
(``tests/test_hands.py``) and by ``python -m five_hundred_suite run``.

Five stages per fixture (:data:`STAGES`): ``deal`` (the hands and kitty dealt from the pack),
``auction`` (the contract), ``kitty`` (the exchange and the joker nomination), ``play`` (each
trick's leader, cards and winner, the tricks won) and ``score`` (points and made, and the game
around the hand when the fixture gives one). Actions listed under ``refuse`` are tried at
their place in the hand, in the stage that place belongs to, and must be refused with the hand
left as it was. A stage carries the fixture's rule IDs of that stage (:func:`stage_of`).

Each stage starts from the recorded state before it, so that one disagreement fails one stage
and hides nothing after it: the deal is dealt from the pack, the auction starts from the
recorded hands, the kitty exchange and the play start from the recorded position
(``spec/pages/positions.md``), and the score is asked for the recorded tricks (``hand-score``).
An implementation that does not open positions has the kitty and play stages replayed from the
recorded hands instead; when that route disagrees the stage is not reached (:class:`NotReached`).

Each failure is charged to the rule of the check that failed, not to the fixture's rules: the
reference engine is walked in step with the implementation (:class:`~.walk.Walk`), and at the first
action or value where the two part, the rule the reference gives for it
(:mod:`five_hundred.explain`) is charged: a recorded action refused, the rule that allows it there;
an action the fixture lists to refuse but taken, the rule that refuses it; another seat to act or
another phase, the rule of the turn or of what the last action ended (the auction closing, the
hand thrown in, a misère ended on the contractor's first trick won); another leader, the lead
rule; another trick winner, the rule that makes that card win; another score, the rule of that
line; another deal, the deal's rule. A recorded position the implementation refuses is reached
instead by replaying the hand from the recorded hands, so that its failure is charged to the
first fact that differs on the way.

The modules: :mod:`.stages` (the stages and the check of each), :mod:`.walk` (the reference walked in
step, the actions taken in both, the failures) and :mod:`.check` (:func:`check_stage`, :func:`check_hand`).
"""

from __future__ import annotations

from .check import check_hand, check_stage
from .stages import STAGES, stage_of
from .walk import Mismatch, NotReached

__all__ = ["STAGES", "Mismatch", "NotReached", "check_hand", "check_stage", "stage_of"]
