"""Five Hundred (500): the reference engine of the executable rules.

Pure functions over immutable values: cards (:mod:`.cards`), bids
(:mod:`.bids`), variants as data (:mod:`.ruleset`), trick strength
(:mod:`.tricks`), scoring (:mod:`.scoring`), and one hand as a state machine:
its values (:mod:`.state`), which actions it allows (:mod:`.legality`), how
it moves on (:mod:`.transitions`: the deal, :func:`apply` and the one
transition core) and random play, the unchecked fast path (:mod:`.playout`).
Every error carries the ID of the rule it enforces.
"""

from __future__ import annotations

from .bids import Bid, BidKind
from .cards import ALL_CARDS, JOKER, Card, Rank, Suit, cards_of, format_cards, mask_of, parse_cards, parse_suit
from .errors import FiveHundredError, IllegalActionError, NotationError, SetupError
from .game import GameState, Outcome, Reason, new_game, record_hand, record_result, record_thrown_in
from .legality import check, is_legal, legal_actions, legal_plays
from .perft import perft
from .playout import playout
from .ruleset import Ruleset, load_ruleset, variant_ids
from .scoring import HandScore, apply_defence_cap, contract_points, score_hand
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
from .tricks import effective_suit, trick_strength, trick_winner

__all__ = [
    "ALL_CARDS",
    "JOKER",
    "Action",
    "Bid",
    "BidKind",
    "Card",
    "Discard",
    "FiveHundredError",
    "GameState",
    "HandResult",
    "HandScore",
    "HandState",
    "IllegalActionError",
    "MakeBid",
    "Nominate",
    "NotationError",
    "Outcome",
    "Pass",
    "Phase",
    "Play",
    "Rank",
    "Reason",
    "Ruleset",
    "SetupError",
    "Suit",
    "Trick",
    "actions_of",
    "apply",
    "apply_defence_cap",
    "cards_of",
    "check",
    "contract_points",
    "deal",
    "deal_hands",
    "effective_suit",
    "format_action",
    "format_cards",
    "is_legal",
    "legal_actions",
    "legal_plays",
    "load_ruleset",
    "mask_of",
    "new_game",
    "parse_action",
    "parse_cards",
    "parse_suit",
    "perft",
    "playout",
    "record_hand",
    "record_result",
    "record_thrown_in",
    "score_hand",
    "trick_strength",
    "trick_winner",
    "variant_ids",
]
