"""Differential fuzzing: random complete hands played in lock-step through the
reference engine and another implementation, until they disagree.

    python -m five_hundred_suite fuzz --impl "COMMAND" [--variant ID ...] [--options KEY ...]
        [--hands N] [--seed S] [--max-time T] [--out DIR] [--timeout S] [--keep-going] [--allow RULE-ID ...]
        [--jobs N] [--shard K/N]
    python -m five_hundred_suite fuzz --merge FILE...

Each hand is a random pack dealt by the dealer of a running game; the auction
calls are drawn from the legal ones with a bias to pass (so that every kind of
contract occurs: suits, no trumps with and without a joker nomination, misère,
open misère and thrown-in hands), the discard is random, and so is every card
played (a suitless joker lead names each suit it may name). One hand in five
is played "to win" by the contractor's side (the strongest card) against
defenders who throw their weakest, and half of those are dealt so that the
eldest hand holds the ten strongest cards of a suit and bids six of it alone,
so that slams occur too (:data:`STYLES`).

The reference engine (:mod:`five_hundred`, in process) and the implementation
(over the adapter protocol, :class:`~five_hundred_suite.protocol.program.SubprocessImplementation`)
take the same actions. At every step the observation, the legal actions and
the acceptance of the action are compared (one ``act-observe-legal`` request a step, the action
and the look after it, from an implementation whose ``hello`` offers it; else the action and one
``observe-legal`` request, or ``observe`` and ``legal-actions`` from an implementation whose ``hello``
does not offer that either; the requests of :data:`STEPS_AT_ONCE` steps are written at once, then
checked in order); at random steps an illegal action, drawn from the complement of
the legal ones, must be refused and leave the observation as it was. The
implementation's observations are checked for invariants (every card once, the
size of tricks, no legal action once the hand is over, a score the variant's
table allows); after each hand its ``hand-score`` and ``game-after-hand`` are
compared, the latter carrying a game across hands (scores, next dealer, end).

On the first difference the fuzzer looks for a shorter reproduction (the same
deal reached through fewer actions; when the implementation's ``hello`` says
``"positions": true``, the divergent step is also re-checked from the position
alone), writes a *draft* whole-hand fixture (``spec/schema/hand.schema.json``)
to ``--out`` and prints one line saying what differs. Exit status: 0 when
nothing differs, 1 when something does, 2 when the run cannot be made.

The same seed gives the same hands (each hand's random choices come from
``random.Random(f"{seed}/{hand}")``). The hands are played in blocks of :data:`BLOCK`, each
started afresh (no running game carried in, no situation reached yet), so that blocks can be
played apart: ``--jobs N`` spreads them over N adapters, the fuzzer's own and those of N-1 worker processes
(:func:`fuzz_jobs`), and ``--shard K/N`` plays only blocks K-1, K-1+N, ... (:func:`shard_blocks`),
for a CI matrix. The blocks are merged in their order, so the hands, the departures (each where
first found, with its count) and the report do not depend on N; without ``--keep-going`` the
first difference is the one of the lowest hand. Keeping going or sharded, a run writes its
departures whole or not at all to ``departures.json`` (``departures-K-of-N.json``) in ``--out``,
with a digest of each block's hands; ``fuzz --merge FILE...`` prints the combined table of the
shards' files (:func:`merge_departures`).
"""

from __future__ import annotations

from .checks import (
    REASON_RULES,
    allowing_rule,
    charge,
    end_rule,
    first_difference,
    invariant_problem,
    position_of,
    refusal_rule,
    score_rule,
)
from .command import main, read_allow_file
from .departures import DEPARTURES_FORMAT, departures_file, merge_departures
from .drafts import complete, draft
from .engines import Fuzzer
from .hands import choose, contract_kind, illegal_candidates, possible, reached, stack
from .jobs import BLOCK, Block, fuzz, fuzz_jobs, merge_block, play_block, shard_blocks
from .model import (
    AREA_RULES,
    ILLEGAL_RATE,
    MISERE_BIAS,
    NEW_GAME,
    PASS_BIAS,
    RESYNCS,
    SHRINK_SECONDS,
    SHRINK_TRIES,
    SITUATIONS,
    STEER,
    STEPS_AT_ONCE,
    STYLES,
    UNPOSITIONED,
    DealSpec,
    Departure,
    Divergence,
    FuzzError,
    HandRun,
    Report,
    Situation,
    area_rules,
)
from .tables import COVERAGE_AREAS, coverage_lines, departure_records, departures_table, situations_line, table_lines

__all__ = ['AREA_RULES', 'BLOCK', 'COVERAGE_AREAS', 'DEPARTURES_FORMAT', 'ILLEGAL_RATE', 'MISERE_BIAS', 'NEW_GAME', 'PASS_BIAS', 'REASON_RULES', 'RESYNCS', 'SHRINK_SECONDS', 'SHRINK_TRIES', 'SITUATIONS', 'STEER', 'STEPS_AT_ONCE', 'STYLES', 'UNPOSITIONED', 'Block', 'DealSpec', 'Departure', 'Divergence', 'FuzzError', 'Fuzzer', 'HandRun', 'Report', 'Situation', 'allowing_rule', 'area_rules', 'charge', 'choose', 'complete', 'contract_kind', 'coverage_lines', 'departure_records', 'departures_file', 'departures_table', 'draft', 'end_rule', 'first_difference', 'fuzz', 'fuzz_jobs', 'illegal_candidates', 'invariant_problem', 'main', 'merge_block', 'merge_departures', 'play_block', 'position_of', 'possible', 'reached', 'read_allow_file', 'refusal_rule', 'score_rule', 'shard_blocks', 'situations_line', 'stack', 'table_lines']
