"""Five Hundred (500): the reference engine of the executable rules.

Pure functions over immutable values: cards (:mod:`.cards`), bids
(:mod:`.bids`), variants as data (:mod:`.ruleset`), trick strength
(:mod:`.tricks`), scoring (:mod:`.scoring`) and one hand as a state machine
(:mod:`.engine`), positions in the middle of a hand
(:mod:`.position`). Every error carries the ID of the rule it enforces.
"""

from __future__ import annotations

from .bids import Bid, BidKind
from .cards import ALL_CARDS, JOKER, Card, Rank, Suit, cards_of, format_cards, mask_of, parse_cards, parse_suit
from .engine import (
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
    actions_of,
    apply,
    check,
    deal,
    deal_hands,
    format_action,
    is_legal,
    legal_actions,
    legal_plays,
    parse_action,
    playout,
)
from .errors import FiveHundredError, IllegalActionError, IllegalPositionError, NotationError, SetupError
from .game import GameState, Outcome, Reason, new_game, record_hand, record_result, record_thrown_in
from .perft import perft
from .position import (
    Position,
    PositionTrick,
    format_position,
    parse_position,
    position_of,
    route_to_position,
    state_from_position,
)
from .ruleset import Ruleset, load_ruleset, variant_ids
from .scoring import HandScore, apply_defence_cap, contract_points, score_hand
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
    "IllegalPositionError",
    "MakeBid",
    "Nominate",
    "NotationError",
    "Outcome",
    "Pass",
    "Phase",
    "Play",
    "Position",
    "PositionTrick",
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
    "format_position",
    "is_legal",
    "legal_actions",
    "legal_plays",
    "load_ruleset",
    "mask_of",
    "new_game",
    "parse_action",
    "parse_cards",
    "parse_position",
    "parse_suit",
    "perft",
    "playout",
    "position_of",
    "record_hand",
    "record_result",
    "record_thrown_in",
    "route_to_position",
    "score_hand",
    "state_from_position",
    "trick_strength",
    "trick_winner",
    "variant_ids",
]
