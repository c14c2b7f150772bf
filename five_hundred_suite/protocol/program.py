"""An :class:`~five_hundred_suite.adapter.Implementation` that is another program,
spoken to over the adapter protocol (:mod:`five_hundred_suite.protocol`).

    impl = SubprocessImplementation("./my-engine --adapter", timeout=2.0)
    game = impl.open("australian", [], {"dealer": "N", "pack": [...]})
    impl.act(game, "E pass")
    ...
    impl.shutdown()

The program is started once and kept running; every method call is one
request line and one answer line. Whatever the program does, every call
returns or raises within its time limit:

* no answer within the request's time limit (``timeout`` seconds; for
  ``count-sequences``, ``timeout`` once per play counted: see
  :meth:`SubprocessImplementation.time_limit`): the program is killed and the
  call raises :class:`~five_hundred_suite.protocol.messages.ImplementationTimeout`;
* the program closes its output or exits:
  :class:`~five_hundred_suite.protocol.messages.ImplementationCrashed`;
* an answer that is not JSON, answers another ``seq``, breaks the response
  schema, or is longer than ``max_line`` bytes, and an ``errored`` answer:
  :class:`~five_hundred_suite.protocol.messages.ImplementationError` naming what was wrong;
* a ``skipped`` answer: :class:`~five_hundred_suite.adapter.ImplementationSkipped`;
* a refusal: :class:`~five_hundred_suite.adapter.Refused`, as from any implementation.

After a timeout, a crash or an unreadable answer the program is stopped, and
the next call starts it again (and says ``hello`` again). The games it had open
are gone: calls on them raise :class:`~five_hundred_suite.protocol.messages.ImplementationError`
(``close`` on such a game does nothing). After ``max_failures`` such failures in
a row, with no good answer between them, or after ``max_restarts`` restarts in
all, the adapter gives up: every later call raises at once, so that a broken
program cannot make a run last for ever. With a ``deadline`` no request is
sent after it, and none waits beyond it.

The program runs in a session of its own and is stopped with every process it started
(:mod:`.child`). Needs a POSIX system (Linux, macOS): it waits on pipes with :func:`select.select`.
"""

from __future__ import annotations

from typing import Any, cast

from .connection import Connection
from .messages import ImplementationError


class SubprocessImplementation(Connection):
    """The :class:`~five_hundred_suite.adapter.Implementation` protocol, answered by
    a program that speaks the adapter protocol on its standard input and output.

    Args:
        command: the program and its arguments, split as a POSIX shell would
            (:func:`shlex.split`; no shell runs it).
        timeout: seconds each request may take (``count-sequences`` of depth *d* may take *d* times as
            long: :meth:`time_limit`).
        max_line: the longest answer line accepted, in bytes.
        start_timeout: seconds the program may take to start and answer
            ``hello`` (default: ``timeout``, at least 10).
        validate: check every request and answer against the JSON Schemas
            (``spec/schema/protocol``); otherwise only the envelope and the
            value's JSON type are checked, which is much faster.
        max_failures: timeouts, crashes or unreadable answers in a row after
            which the adapter gives up.
        max_restarts: restarts in all (after any failure) after which the adapter gives up.
        deadline: a :func:`time.monotonic` time after which nothing more is asked
            (each request then raises :class:`ImplementationTimeout`); ``None``: no limit.
        cwd, env: the working directory and environment of the program.

    The program is started at once.

    Raises:
        ValueError: an empty command or a limit that is not positive.
        ProtocolVersionError: the program speaks another protocol version
            (the message names both).
        ImplementationError: the program cannot be started or its ``hello``
            fails (:class:`ImplementationCrashed`, :class:`ImplementationTimeout`
            or another error naming what was wrong).
    """

    # --- the Implementation protocol -------------------------------------------------

    def describe(self) -> dict[str, Any]:
        """What the program said in ``hello``: ``{"name", "version", "language", "protocol", "variants", ...}``."""
        return dict(self._info)

    def parse_card(self, text: str) -> str:
        """See :meth:`Implementation.parse_card <five_hundred_suite.adapter.Implementation.parse_card>`."""
        return cast(str, self._call("parse-card", {"text": text}))

    def pack(self, variant: str, options: list[str]) -> list[str]:
        """See :meth:`Implementation.pack <five_hundred_suite.adapter.Implementation.pack>`."""
        return cast(list[str], self._call("pack", {"variant": variant, "options": options}))

    def effective_suit(self, variant: str, contract: str, card: str, joker_suit: str | None) -> str | None:
        """See :meth:`Implementation.effective_suit <five_hundred_suite.adapter.Implementation.effective_suit>`."""
        return cast("str | None", self._call("effective-suit", {
            "variant": variant, "contract": contract, "card": card, "joker_suit": joker_suit}))

    def trick_winner(
        self, variant: str, contract: str, cards: list[str], joker_suit: str | None, named_suit: str | None
    ) -> int:
        """See :meth:`Implementation.trick_winner <five_hundred_suite.adapter.Implementation.trick_winner>`."""
        return cast(int, self._call("trick-winner", {
            "variant": variant, "contract": contract, "cards": cards, "joker_suit": joker_suit,
            "named_suit": named_suit}))

    def hand_score(
        self, variant: str, options: list[str], contract: str, contractor: str, tricks: dict[str, int],
        partners: list[str] | None = None,
    ) -> dict[str, Any]:
        """See :meth:`Implementation.hand_score <five_hundred_suite.adapter.Implementation.hand_score>`;
        ``partners`` is sent only when given.
        """
        return cast(dict[str, Any], self._call("hand-score", {
            "variant": variant, "options": options, "contract": contract, "contractor": contractor,
            "tricks": tricks, **({} if partners is None else {"partners": partners})}))

    def game_after_hand(self, variant: str, options: list[str], before: dict[str, Any],
                        hand: dict[str, Any]) -> dict[str, Any]:
        """See :meth:`Implementation.game_after_hand <five_hundred_suite.adapter.Implementation.game_after_hand>`."""
        return cast(dict[str, Any], self._call("game-after-hand", {
            "variant": variant, "options": options, "before": before, "hand": hand}))

    def open(self, variant: str, options: list[str], setup: dict[str, Any]) -> str:
        """See :meth:`Implementation.open <five_hundred_suite.adapter.Implementation.open>`.

        The handle returned is this adapter's own; it names the program's
        handle and the run of the program that opened it.

        Raises:
            ImplementationError: the program gave a handle that is already open.
        """
        remote = cast(str, self._call("open", {"variant": variant, "options": options, "setup": setup}))
        handle = f"{remote}#{self._generation}"
        if handle in self._games:
            raise ImplementationError(f"open: the implementation gave the handle {remote!r} of a game still open")
        self._games[handle] = (self._generation, remote)
        return handle

    def act(self, game: str, action: str) -> None:
        """See :meth:`Implementation.act <five_hundred_suite.adapter.Implementation.act>`."""
        self._call("act", {"game": self._game(game), "action": action})

    def observe(self, game: str, seat: str | None = None) -> dict[str, Any]:
        """See :meth:`Implementation.observe <five_hundred_suite.adapter.Implementation.observe>`."""
        fields: dict[str, Any] = {"game": self._game(game)}
        if seat is not None:
            fields["seat"] = seat
        return cast(dict[str, Any], self._call("observe", fields))

    def legal_actions(self, game: str) -> list[str]:
        """See :meth:`Implementation.legal_actions <five_hundred_suite.adapter.Implementation.legal_actions>`."""
        return cast(list[str], self._call("legal-actions", {"game": self._game(game)}))

    def observe_legal(self, game: str) -> dict[str, Any]:
        """See :meth:`Implementation.observe_legal <five_hundred_suite.adapter.Implementation.observe_legal>`."""
        return cast(dict[str, Any], self._call("observe-legal", {"game": self._game(game)}))

    def act_observe_legal(self, game: str, action: str) -> dict[str, Any]:
        """See :meth:`Implementation.act_observe_legal <five_hundred_suite.adapter.Implementation.act_observe_legal>`."""
        return cast(dict[str, Any], self._call("act-observe-legal", {"game": self._game(game), "action": action}))

    def count_sequences(self, game: str, depth: int) -> int:
        """See :meth:`Implementation.count_sequences <five_hundred_suite.adapter.Implementation.count_sequences>`."""
        return cast(int, self._call("count-sequences", {"game": self._game(game), "depth": depth}))

    def first_dealer(self, variant: str, rounds: list[dict[str, str]]) -> str:
        """See :meth:`Implementation.first_dealer <five_hundred_suite.adapter.Implementation.first_dealer>`."""
        return cast(str, self._call("first-dealer", {"variant": variant, "rounds": rounds}))

    def close(self, game: str) -> None:
        """Forget a game (``close``). A game lost in a restart, or not open, is simply forgotten."""
        entry = self._games.pop(game, None)
        if entry is None or self._child is None or entry[0] != self._generation:
            return
        self._call("close", {"game": entry[1]})

    def close_call(self, game: str) -> tuple[str, dict[str, Any]] | None:
        """The ``close`` of ``game`` as a request to write among others (:meth:`pipeline`), the game
        forgotten here at once; ``None`` when there is nothing to close (a game lost in a restart, or not open).
        """
        entry = self._games.pop(game, None)
        if entry is None or self._child is None or entry[0] != self._generation:
            return None
        return "close", {"remote": entry[1]}
