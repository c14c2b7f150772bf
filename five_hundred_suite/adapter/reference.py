"""The reference engine (:mod:`five_hundred`) behind the adapter interface, called in process, and
the snapshot of a hand it answers ``observe`` with.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Final

from five_hundred import (
    Bid,
    Card,
    FiveHundredError,
    HandState,
    Phase,
    Position,
    apply,
    cards_of,
    deal,
    deal_hands,
    effective_suit,
    legal_actions,
    load_ruleset,
    parse_cards,
    parse_position,
    parse_suit,
    score_hand,
    state_from_position,
    trick_winner,
)
from five_hundred.cards import mask_texts
from five_hundred.game import draw_for_dealer, new_game, record_result, record_thrown_in
from five_hundred.partners import named_seats
from five_hundred.perft import perft
from five_hundred.ruleset import Ruleset, option_catalogue, variant_options
from five_hundred.views import view

from .canonical import action_of, legal_texts, observe_legal_json_of
from .interface import ImplementationSkipped, Refused


def _refusing(exc: FiveHundredError) -> Refused:
    return Refused(exc.detail, exc.rule)


def _in_pack(r: Ruleset, cards: Sequence[Card]) -> Sequence[Card]:
    """``cards``, once each is known to be in the pack of ``r`` (a card the notation names may be in no pack).

    Raises:
        Refused: the first card that is not in the pack, under the variant's pack rule (DECK-01).
    """
    for c in cards:
        if not c.bit & r.pack_mask:
            raise Refused(f"{c} is not in the {len(r.pack)}-card pack of {r.id}", r.rule("DECK-01"))
    return cards


def _contract(text: str) -> Bid:
    return Bid.parse(text)


def _whole_trick(r: Ruleset, bid: Bid, cards: Sequence[str]) -> None:
    """Refuse a trick that cannot be complete: one card from each player taking part (PLAY-08), the
    contractor's partner sitting out of a misère where the variant says so.

    Raises:
        Refused: naming how many cards were given and how many the trick holds.
    """
    sizes = {r.players} | ({r.players - 1} if bid.is_misere and r.misere_partner_sits_out else set())
    if len(cards) not in sizes:
        raise Refused(f"a complete trick of {r.id} at {bid} holds {' or '.join(map(str, sorted(sizes)))} cards, "
                      f"not {len(cards)}", r.rule("PLAY-08"))


def _ten_tricks(r: Ruleset, won: int, what: str) -> None:
    """Refuse more tricks than a hand has (PLAY-07: ``r.hand_size``)."""
    if won > r.hand_size:
        raise Refused(f"{what} {won} tricks, but a hand of {r.id} has {r.hand_size}", r.rule("PLAY-07"))


def snapshot(state: HandState) -> dict[str, Any]:
    """The canonical observation of a hand, as plain data.

    Keys: ``phase``; ``turn`` (seat or null); ``dealer``; ``hands`` (seat ->
    cards held now); ``kitty`` (as dealt); ``auction`` (list of ``"N 7H"`` /
    ``"E pass"``); ``contract`` and ``contractor`` (null before); ``joker_suit``;
    ``trick`` (cards of the trick in progress, in order); ``tricks`` (each
    ``{"leader", "cards", "winner"}``); ``tricks_won`` (side -> count);
    ``exposed`` (open misère hand visible) and ``exposed_hand`` (the cards every
    player now sees, or null); ``active`` (the seats that play: the misère
    contractor's partner sits out); ``result`` (null while playing,
    else ``{"thrown_in", "made", "points": {side: n}, "tricks_played"}``). ``partners`` (sides formed after
    the auction) follows ``contractor``, empty until named (SEAT-10); then ``called`` (SEAT-12).
    """
    r = state.ruleset
    seats = r.seats
    won = [0] * len(r.side_names)
    for seat, n in enumerate(state.tricks_won):
        won[r.side_of[seat]] += n
    result: dict[str, Any] | None = None
    if state.result is not None:
        sc = state.result.score
        result = {
            "thrown_in": state.result.thrown_in,
            "made": None if sc is None else sc.made,
            "points": {s: (0 if sc is None else sc.points[i]) for i, s in enumerate(r.side_names)},
            "tricks_played": state.result.tricks_played,
        }
    contract = state.contract
    out: dict[str, Any] = {
        "phase": state.phase.value,
        "turn": None if state.turn is None else seats[state.turn],
        "dealer": seats[state.dealer],
        "hands": {seats[i]: list(mask_texts(m)) for i, m in enumerate(state.hands)},
        "kitty": list(mask_texts(state.kitty)),
        "auction": [f"{seats[s]} {'pass' if b is None else b}" for s, b in state.auction],
        "contract": None if contract is None else str(contract),
        "contractor": None if state.contractor is None else seats[state.contractor],
        **({"partners": [seats[p] for p in state.partners]} if r.names_partners else {}),
        **({"called": [str(c) for c in state.called]} if r.calls_cards else {}),
        "joker_suit": None if state.joker_suit is None else state.joker_suit.value,
        "trick": [] if state.current is None else [str(c) for _, c in state.current.plays],
        "tricks": [
            {"leader": seats[t.leader], "cards": [str(c) for _, c in t.plays],
             "winner": None if t.winner is None else seats[t.winner]}
            for t in state.tricks
        ],
        "tricks_won": {s: won[i] for i, s in enumerate(r.side_names)},
        "exposed": state.exposed,
        "exposed_hand": (
            list(mask_texts(state.hands[state.contractor]))
            if state.exposed and state.contractor is not None else None
        ),
        "active": [seats[s] for s in state.active],
        "result": result,
    }
    return out


SPECTATOR: Final = "spectator"
"""The ``seat`` of ``observe`` that asks for a spectator's view (every hand face down)."""


def seat_snapshot(state: HandState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` (an index, or ``None`` for a spectator) may see, in the keys of :func:`snapshot`
    (:func:`five_hundred.views.view`; rules DEAL-01, DEAL-05, KITTY-01, KITTY-02, MIS-03, DECIDE-21).

    ``hands`` holds only the hands this seat sees now (its own; the open-misère hand once laid
    face up); ``kitty`` is ``null`` unless this seat is the contractor and has taken it up; and
    three keys are added: ``seat`` (the seat looking, or ``"spectator"``), ``hand_sizes``
    (seat -> number of cards held now) and ``discard`` (the contractor's discards, to the
    contractor once made, else ``null``); ``partners``, those this seat may know (SEAT-13).
    """
    r = state.ruleset
    seats = r.seats
    v = view(state, seat)
    out = snapshot(state)
    shown = {} if seat is None else {seats[seat]: [str(c) for c in v.hand]}
    if v.exposed_hand is not None and v.contractor is not None:
        shown[seats[v.contractor]] = [str(c) for c in v.exposed_hand]
    out.update(
        seat=SPECTATOR if seat is None else seats[seat],
        hands={s: shown[s] for s in seats if s in shown},
        hand_sizes={seats[i]: n for i, n in enumerate(v.hand_sizes)},
        kitty=None if v.kitty is None else [str(c) for c in v.kitty],
        discard=None if v.discard is None else [str(c) for c in v.discard],
        **({"partners": [seats[p] for p in v.partners]} if r.names_partners else {}),
    )
    return out


class ReferenceImplementation:
    """The reference engine (:mod:`five_hundred`), called in process."""

    def __init__(self) -> None:
        self._games: dict[str, HandState] = {}
        self._next = 0
        self._rulesets: dict[tuple[Any, ...], Ruleset] = {}

    def describe(self) -> dict[str, Any]:
        from five_hundred.ruleset import variant_ids

        return {"name": "five-hundred reference engine", "version": "0.1.0", "language": "python",
                "variants": list(variant_ids()), "positions": True, "views": True, "observe_legal": True,
                "act_observe_legal": True}

    def _ruleset(self, variant: str, options: list[str]) -> Ruleset:
        """The ruleset of ``variant`` with ``options`` on.

        Raises:
            ImplementationSkipped: an option the catalogue (``spec/options.yaml``) gives the variant but
                its variant file does not let the engine play (a declared gap).
            Refused: an unknown variant, or an option that is not in the catalogue for the variant.
        """
        try:
            key = (variant, *options)
            known = self._rulesets.get(key)
        except TypeError:  # an option that is not text: no key, the checks below say what is wrong
            key, known = None, None
        if known is not None:
            return known
        try:
            offered = variant_options(variant)
            catalogue = option_catalogue()
            for o in options:
                if o not in offered and o in catalogue and load_ruleset(variant).id in catalogue[o]["variants"]:
                    raise ImplementationSkipped(f"the reference engine does not play the option {o} in {variant}")
            r = load_ruleset(variant, options)
        except FiveHundredError as e:
            raise _refusing(e) from e
        if key is not None:
            self._rulesets[key] = r
        return r

    def parse_card(self, text: str) -> str:
        try:
            return str(Card.parse(text))
        except FiveHundredError as e:
            raise _refusing(e) from e

    def pack(self, variant: str, options: list[str]) -> list[str]:
        r = self._ruleset(variant, options)
        return [str(c) for c in cards_of(r.pack_mask)]

    def effective_suit(self, variant: str, contract: str, card: str, joker_suit: str | None) -> str | None:
        r = self._ruleset(variant, [])
        try:
            bid = _contract(contract)
            trump = None if bid.is_misere else bid.trump
            s = effective_suit(_in_pack(r, [Card.parse(card)])[0], trump,
                               None if joker_suit is None else parse_suit(joker_suit))
        except FiveHundredError as e:
            raise _refusing(e) from e
        return None if s is None else s.value

    def trick_winner(
        self, variant: str, contract: str, cards: list[str], joker_suit: str | None, named_suit: str | None
    ) -> int:
        r = self._ruleset(variant, [])
        try:
            bid = _contract(contract)
            _whole_trick(r, bid, cards)
            trump = None if bid.is_misere else bid.trump
            return trick_winner(
                _in_pack(r, parse_cards(cards)), trump,
                None if joker_suit is None else parse_suit(joker_suit),
                None if named_suit is None else parse_suit(named_suit),
            )
        except FiveHundredError as e:
            raise _refusing(e) from e

    def hand_score(
        self, variant: str, options: list[str], contract: str, contractor: str, tricks: dict[str, int],
        partners: list[str] | None = None,
    ) -> dict[str, Any]:
        r = self._ruleset(variant, options)
        try:
            bid = _contract(contract)
            if bid not in r.contract_values:
                raise Refused(f"{bid} is not a contract of {variant}", "SCORE-02")
            if bid not in r.bid_rank:  # blind misère without its option, misère under var:no-misere
                raise Refused(f"{bid} is not a bid of {variant} with the options asked", r.rule(r.unlisted_bid_rule(bid)))
            won = [0] * r.players
            for seat, n in tricks.items():
                if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                    raise Refused(f"tricks.{seat}: {n!r} is not a count of tricks", r.rule("PLAY-07"))
                won[r.seat_index(seat)] = n
            _ten_tricks(r, sum(won), "the seats took")
            who = r.seat_index(contractor)
            sc = score_hand(r, bid, who, won, named_seats(r, bid, who, [r.seat_index(p) for p in partners or ()]))
        except FiveHundredError as e:
            raise _refusing(e) from e
        return {"made": sc.made, "points": dict(zip(r.side_names, sc.points, strict=True))}

    def open(self, variant: str, options: list[str], setup: dict[str, Any]) -> str:
        """See :meth:`Implementation.open`; the position may also be given in its
        one-line text form (:func:`five_hundred.position.parse_position`).
        """
        r = self._ruleset(variant, options)
        try:
            if "position" in setup:
                given = setup["position"]
                position = parse_position(given) if isinstance(given, str) else Position.from_json(given)
                return self._keep(state_from_position(r, position))
            dealer = r.seat_index(setup["dealer"])
            if "pack" in setup:
                state = deal(r, parse_cards(setup["pack"]), dealer)
            else:
                hands = {r.seat_index(s): parse_cards(c) for s, c in setup["hands"].items()}
                state = deal_hands(r, hands, parse_cards(setup["kitty"]), dealer)
        except FiveHundredError as e:
            raise _refusing(e) from e
        return self._keep(state)

    def _keep(self, state: HandState) -> str:
        self._next += 1
        handle = f"g{self._next}"
        self._games[handle] = state
        return handle

    def act(self, game: str, action: str) -> None:
        state = self._games[game]
        try:
            self._games[game] = apply(state, action_of(state.ruleset, action))
        except FiveHundredError as e:
            raise _refusing(e) from e

    def observe(self, game: str, seat: str | None = None) -> dict[str, Any]:
        state = self._games[game]
        if seat is None:
            return snapshot(state)
        if seat == SPECTATOR:
            return seat_snapshot(state, None)
        try:
            index = state.ruleset.seat_index(seat)
        except FiveHundredError as e:
            raise _refusing(e) from e
        return seat_snapshot(state, index)

    def legal_actions(self, game: str) -> list[str]:
        state = self._games[game]
        if state.phase is Phase.KITTY:
            return []
        return list(legal_texts(state.ruleset, legal_actions(state)))

    def observe_legal(self, game: str) -> dict[str, Any]:
        return {"observation": self.observe(game), "legal_actions": self.legal_actions(game)}

    def observe_legal_json(self, game: str) -> str:
        """:meth:`observe_legal` as the protocol writes it (compact JSON text), written straight from the
        hand (:func:`.canonical.observe_legal_json`).
        """
        state = self._games[game]
        return observe_legal_json_of(state, () if state.phase is Phase.KITTY else legal_actions(state))

    def act_observe_legal(self, game: str, action: str) -> dict[str, Any]:
        self.act(game, action)
        return self.observe_legal(game)

    def act_observe_legal_json(self, game: str, action: str) -> str:
        """:meth:`act_observe_legal` as the protocol writes its value (compact JSON text): the action
        taken (:class:`Refused` when it is illegal, the game left as it was), then :meth:`observe_legal_json`.
        """
        self.act(game, action)
        return self.observe_legal_json(game)

    def close(self, game: str) -> None:
        self._games.pop(game, None)

    def first_dealer(self, variant: str, rounds: list[dict[str, str]]) -> str:
        r = self._ruleset(variant, [])
        try:
            seat = draw_for_dealer(r, [{r.seat_index(s): Card.parse(c) for s, c in rnd.items()} for rnd in rounds])
        except FiveHundredError as e:
            raise _refusing(e) from e
        return r.seats[seat]

    def count_sequences(self, game: str, depth: int) -> int:
        try:
            return perft(self._games[game], depth)
        except ValueError as e:
            raise Refused(str(e)) from e

    def game_after_hand(self, variant: str, options: list[str], before: dict[str, Any],
                        hand: dict[str, Any]) -> dict[str, Any]:
        r = self._ruleset(variant, options)
        try:
            scores = [before["scores"][s] for s in r.side_names]
            if any(not isinstance(x, int) or isinstance(x, bool) for x in scores):
                raise Refused(f"before.scores: {scores!r} are not all whole numbers", r.rule("SCORE-01"))
            game = new_game(r, r.seat_index(before["dealer"]), scores)
            back = set(before.get("backwards", []))
            game = replace(game, backwards=tuple(s in back for s in r.side_names))
            winners = [r.seat_index(w) for w in hand.get("trick_winners", [])]
            _ten_tricks(r, len(winners), "trick_winners names")
            if hand.get("contract") is None and not winners:
                after = record_thrown_in(game)
            elif hand.get("contract") is None:
                after = record_result(game, None, None, winners)
            else:
                bid = Bid.parse(hand["contract"])
                if bid not in r.bid_rank:  # blind misère without its option, misère under var:no-misere
                    raise Refused(f"hand.contract: {bid} is not a bid of {variant} with the options asked",
                                  r.rule(r.unlisted_bid_rule(bid)))
                after = record_result(game, bid, r.seat_index(hand["contractor"]), winners,
                                      named_seats(r, bid, r.seat_index(hand["contractor"]),
                                                  [r.seat_index(p) for p in hand.get("partners") or ()]))
        except FiveHundredError as e:
            raise _refusing(e) from e
        outcome = None
        if after.outcome is not None:
            w = after.outcome.winner
            outcome = {"winner": None if w is None else r.side_names[w], "reason": after.outcome.reason.value}
        return {
            "scores": dict(zip(r.side_names, after.scores, strict=True)),
            "dealer": r.seats[after.dealer],
            "backwards": [s for s, b in zip(r.side_names, after.backwards, strict=True) if b],
            "outcome": outcome,
        }
