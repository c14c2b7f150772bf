"""Five Hundred (500): the reference engine of the executable rules.

Pure functions over immutable values: cards (:mod:`.cards`), bids
(:mod:`.bids`), variants as data (:mod:`.ruleset`), trick strength
(:mod:`.tricks`), scoring (:mod:`.scoring`), and one hand as a state machine:
its values (:mod:`.state`), which actions it allows (:mod:`.legality`), how
it moves on (:mod:`.transitions`: the deal and :func:`apply`, on the one
transition core of :mod:`.core`) and random play, the unchecked fast path (:mod:`.playout`);
positions in the middle of a hand (:mod:`.position`); what each seat may see (:mod:`.views`). Every error carries the
ID of the rule it enforces.
"""

from __future__ import annotations

from .bids import Bid, BidKind
from .cards import ALL_CARDS, JOKER, Card, Rank, Suit, cards_of, format_cards, mask_of, parse_cards, parse_suit
from .errors import FiveHundredError, IllegalActionError, IllegalPositionError, NotationError, SetupError
from .game import GameState, Outcome, Reason, new_game, record_hand, record_result, record_thrown_in
from .legality import check, is_legal, legal_actions, legal_plays
from .perft import perft
from .playout import playout
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
from .state import (
    Action,
    CallCards,
    Discard,
    HandResult,
    HandState,
    MakeBid,
    NamePartners,
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
from .views import SeatView, determinize, determinize_view, format_view, parse_view, view

__all__ = [
    "ALL_CARDS",
    "JOKER",
    "Action",
    "Bid",
    "BidKind",
    "CallCards",
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
    "NamePartners",
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
    "SeatView",
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
    "determinize",
    "determinize_view",
    "effective_suit",
    "format_action",
    "format_cards",
    "format_position",
    "format_view",
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
    "parse_view",
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
    "view",
]
