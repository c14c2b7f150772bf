"""The one interface the step definitions use to talk to an implementation.

Everything that crosses it is plain data in the corpus's notation (cards
``10H``/``JK``, bids ``7H``/``MIS``, seats ``N``/``P1``, actions ``W play JH``),
so that an implementation in any language can stand behind it.

Lists of cards are in *canonical order*: suits S, C, D, H, each from low to
high rank (4 ... 10, J, Q, K, A), the joker last.
"""

from __future__ import annotations

from typing import Any, Protocol


class Refused(Exception):
    """The implementation refused a request: bad notation or an illegal action.

    Attributes:
        rule: the rule ID the implementation gave, if any.
        message: its explanation.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message


class ImplementationSkipped(Exception):
    """The implementation declared a known gap for a request (``skipped``).

    The test counts as skipped: never as passed.

    Attributes:
        reason: the implementation's reason.
        issue_url: where the gap is tracked, if it said.
    """

    def __init__(self, reason: str, issue_url: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.issue_url = issue_url


class Implementation(Protocol):
    """An implementation of Five Hundred as the corpus sees it.

    Every method raises :class:`Refused` when the implementation rejects the
    request (giving the rule ID when it knows it).
    """

    def describe(self) -> dict[str, Any]:
        """``{"name", "version", "language", "variants": [...]}``, and ``"positions": true``
        when :meth:`open` accepts the position form of ``setup`` (see :func:`opens_positions`).
        """
        ...

    def parse_card(self, text: str) -> str:
        """The canonical notation of a card text (DECIDE-39)."""
        ...

    def pack(self, variant: str, options: list[str]) -> list[str]:
        """The cards of the variant's pack, in canonical order (DECK-01, DECK-02)."""
        ...

    def effective_suit(self, variant: str, contract: str, card: str, joker_suit: str | None) -> str | None:
        """The suit a card counts as under a contract; ``None`` for a suitless joker."""
        ...

    def trick_winner(
        self, variant: str, contract: str, cards: list[str], joker_suit: str | None, named_suit: str | None
    ) -> int:
        """The position (0 = lead) of the winning card of a complete trick."""
        ...

    def hand_score(
        self, variant: str, options: list[str], contract: str, contractor: str, tricks: dict[str, int],
        partners: list[str] | None = None,
    ) -> dict[str, Any]:
        """Score a hand from tricks won per seat: ``{"made": bool, "points": {side: int}}``;
        ``partners``, the seats the contractor named where the sides are formed after the auction
        (SEAT-10), share the contract (SCORE-13).
        """
        ...

    def open(self, variant: str, options: list[str], setup: dict[str, Any]) -> str:
        """Start a hand; ``setup`` has ``dealer`` and either ``pack`` (top card first) or
        ``hands`` (seat -> cards) and ``kitty``; or, for an implementation that
        opens positions, ``{"position": {...}}``: a hand after its auction in the
        JSON form of :meth:`five_hundred.position.Position.to_json`, refused
        (naming the field and the rule) when it cannot arise. Returns a game handle.
        """
        ...

    def act(self, game: str, action: str) -> None:
        """Take one action (``"N bid 7H"``, ``"W play JH"``); raises :class:`Refused` if illegal."""
        ...

    def observe(self, game: str, seat: str | None = None) -> dict[str, Any]:
        """A snapshot of the hand (see :func:`snapshot`); with ``seat`` (a seat, or ``"spectator"``),
        only what that seat may see (see :func:`seat_snapshot`), from an implementation whose
        ``hello`` says ``"views": true``.
        """
        ...

    def legal_actions(self, game: str) -> list[str]:
        """Every legal action of the player to act, in the engine's order.
        In the kitty phase (discards) this is empty.
        """
        ...

    def observe_legal(self, game: str) -> dict[str, Any]:
        """``{"observation": observe(game), "legal_actions": legal_actions(game)}``: both answers in one
        (optional: asked only of an implementation whose :meth:`describe` says ``"observe_legal": true``).
        """
        ...

    def act_observe_legal(self, game: str, action: str) -> dict[str, Any]:
        """:meth:`act`, then :meth:`observe_legal` of the hand it leads to, in one answer; raises
        :class:`Refused`, the game left as it was, if the action is illegal (optional: asked only of an
        implementation whose :meth:`describe` says ``"act_observe_legal": true``).
        """
        ...

    def close(self, game: str) -> None:
        """Forget a game."""
        ...

    def first_dealer(self, variant: str, rounds: list[dict[str, str]]) -> str:
        """The first dealer from the cards drawn (DEALER-02): one ``{seat: card}``
        per round, later rounds holding only the players tied for lowest.
        """
        ...

    def count_sequences(self, game: str, depth: int) -> int:
        """The number of legal play sequences of ``depth`` plays from the game's
        current position (a suitless joker lead counts once per suit it may name).
        """
        ...

    def game_after_hand(self, variant: str, options: list[str], before: dict[str, Any],
                        hand: dict[str, Any]) -> dict[str, Any]:
        """Apply one hand to a game's running state and say whether the game is over.

        ``before``: ``{"scores": {side: n}, "dealer": seat, "backwards": [side, ...]}``
        (``backwards``: sides that have been at or below the losing score, when that
        does not end the game). ``hand``: ``{"contract": bid or null (thrown in),
        "contractor": seat, "trick_winners": [seat, ...], "partners": [seat, ...]}`` (``partners``
        where the sides are formed after the auction). Returns
        ``{"scores": {...}, "dealer": next dealer, "backwards": [...],
        "outcome": null or {"winner": side or null, "reason": ...}}``.
        """
        ...


def opens_positions(impl: Implementation) -> bool:
    """Whether ``impl`` said it opens positions (``"positions": true`` in ``hello``)."""
    return impl.describe().get("positions") is True


class WithoutPositions:
    """``inner`` as an implementation that does not open positions: its description says
    ``"positions": false`` and every other call goes to ``inner``. The suite then reaches every
    position by replaying its route from the deal (``pytest --no-positions``).
    """

    def __init__(self, inner: Implementation) -> None:
        self.inner = inner

    def describe(self) -> dict[str, Any]:
        """``inner``'s description with ``"positions": false``."""
        return {**self.inner.describe(), "positions": False}

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)
