"""``smoke``: a handful of trivial requests to an adapter, each OK or what is wrong in plain words."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from five_hundred.cards import cards_of
from five_hundred.ruleset import load_ruleset

from ..adapter import ImplementationSkipped, Refused
from ..catalogue import variants
from ..protocol.messages import (
    PROTOCOL_VERSION,
    ImplementationError,
    ProtocolVersionError,
)
from ..protocol.program import SubprocessImplementation

if TYPE_CHECKING:
    pass
from .wording import plainly


@dataclass
class Check:
    """The outcome of one smoke check: ``status`` is ``OK``, ``FAIL`` or ``SKIP``."""

    name: str
    status: str
    detail: str


class _NotChecked(Exception):
    """The check cannot be made because an earlier one failed."""


def canonical_pack(variant: str) -> list[str]:
    """The pack of a variant of ``spec/variants`` in canonical order (S, C, D, H, low to high; jokers last),
    as the reference engine builds it (DECK-01, DECK-02).
    """
    return [str(c) for c in cards_of(load_ruleset(variant).pack_mask)]


def smoke_trick(variant: str) -> list[str]:
    """The trick smoke asks about in ``variant``: one card a seat (PLAY-08), all of its pack, the lowest spade
    led, then the ace, the king and the queen of spades, and at a bigger table the next lowest spades; the ace
    wins under a heart contract.
    """
    spades = [c for c in canonical_pack(variant) if c.endswith("S")]
    order = list(dict.fromkeys([spades[0], "AS", "KS", "QS", *spades[1:]]))
    return order[:len(variants()[variant]["seats"])]


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def smoke(command: str, timeout: float = 5.0, echo: Callable[[str], None] = print, *,
          max_time: float | None = None) -> list[Check]:
    """Check an adapter with a few trivial requests; print each check as it is made and return them all.

    With ``max_time`` (seconds), nothing is asked after that time: the checks not made fail.
    """
    deadline = None if max_time is None else time.monotonic() + max_time
    checks: list[Check] = []
    state: dict[str, Any] = {}

    def check(name: str, body: Callable[[], str]) -> None:
        try:
            result = Check(name, "OK", body())
        except _NotChecked as e:
            result = Check(name, "SKIP", f"not checked: {e}")
        except AssertionError as e:
            result = Check(name, "FAIL", str(e))
        except (ImplementationError, ImplementationSkipped, Refused) as e:
            result = Check(name, "FAIL", plainly(e, timeout))
        checks.append(result)
        lines = result.detail.splitlines() or [""]
        echo(f"{result.status:<5} {name}: {lines[0]}")
        for line in lines[1:]:
            echo(f"      {line}")

    def program() -> SubprocessImplementation:
        if "program" not in state:
            raise _NotChecked("the program could not be started (see hello)")
        impl: SubprocessImplementation = state["program"]
        return impl

    def hello() -> str:
        try:
            impl = SubprocessImplementation(command, timeout=timeout, validate=True, max_failures=20,
                                            deadline=deadline)
        except ValueError as e:
            raise AssertionError(str(e)) from None
        except ProtocolVersionError as e:
            raise AssertionError(str(e)) from None
        except ImplementationError as e:
            text = str(e)
            if "cannot start" not in text and "did not accept hello" not in text:
                text = f"the program did not answer hello: {plainly(e, timeout)}"
            raise AssertionError(text) from None
        state["program"] = impl
        info = impl.describe()
        assert info.get("protocol") == PROTOCOL_VERSION, f"it speaks protocol {info.get('protocol')}"
        claimed = [v for v in info.get("variants", []) if isinstance(v, str)]
        assert claimed, "it claims no variant in hello ('variants' is empty)"
        known = [v for v in claimed if v in variants()]
        assert known, (f"it claims only variants this suite does not know: {', '.join(claimed)} "
                       f"(known: {', '.join(variants())})")
        state["variant"] = "australian" if "australian" in known else known[0]
        state["known"] = [state["variant"], *(v for v in known if v != state["variant"])]
        return (f"{_show(info.get('name'))} {info.get('version')} ({info.get('language')}), protocol {PROTOCOL_VERSION},"
                f" variants: {', '.join(claimed)}")

    def parse_card() -> str:
        got = program().parse_card("10h")
        assert got == "10H", f'parse-card "10h" must answer "10H" (canonical notation), got {_show(got)}'
        return '"10h" reads as "10H"'

    def claimed() -> list[str]:
        """Every variant claimed that this suite knows, the one the game is opened in first."""
        if "known" not in state:
            raise _NotChecked("no variant to ask about (see hello)")
        return list(state["known"])

    def pack() -> str:
        said: list[str] = []
        for variant in claimed():
            want = canonical_pack(variant)
            got = program().pack(variant, [])
            assert len(got) == len(want), (f"the pack of {variant} must have {len(want)} cards, the program gives "
                                           f"{len(got)}: {' '.join(map(str, got))}")
            assert sorted(got) == sorted(want), (f"the pack of {variant} is wrong: missing "
                                                 f"{' '.join(sorted(set(want) - set(got))) or '-'}, unexpected "
                                                 f"{' '.join(sorted(set(map(str, got)) - set(want))) or '-'}")
            said.append(f"{variant}: {len(got)} cards")
        return "; ".join(said)

    def trick() -> str:
        said: list[str] = []
        for variant in claimed():
            cards = smoke_trick(variant)
            got = program().trick_winner(variant, "7H", cards, None, None)
            assert got == 1, (f"in the {variant} trick {' '.join(cards)} (spades led, hearts trumps) the ace of "
                              f"spades, at position 1, wins; the program says position {_show(got)}")
            said.append(f"{' '.join(cards)} under 7H: AS (position 1) wins ({variant})" if not said
                        else f"{variant}: {' '.join(cards)}")
        return "; ".join(said)

    def open_game() -> str:
        variant = state.get("variant")
        if variant is None:
            raise _NotChecked("no variant to deal (see hello)")
        seats = list(variants()[variant]["seats"])
        state["seats"] = seats
        state["game"] = program().open(variant, [], {"dealer": seats[0], "pack": canonical_pack(variant)})
        return f"{variant}, {seats[0]} dealing the pack in canonical order"

    def game() -> str:
        if "game" not in state:
            raise _NotChecked("no game is open (see open)")
        handle: str = state["game"]
        return handle

    def legal() -> str:
        handle, seats = game(), state["seats"]
        action = f"{seats[1]} pass"
        try:
            program().act(handle, action)
        except Refused as e:
            rule = f" [{e.rule}]" if e.rule else ""
            raise AssertionError(f"the legal action {_show(action)} (the first call, on the dealer's left) was "
                                 f"refused: {e.message}{rule}") from None
        state["acted"] = True
        return f"{_show(action)} accepted"

    def illegal() -> str:
        handle, seats = game(), state["seats"]
        if not state.get("acted"):
            raise _NotChecked("the legal action above was not taken")
        turn = seats[2 % len(seats)]  # after the first call the turn passes left; at two seats, to the dealer
        actor = seats[0] if turn != seats[0] else seats[1]
        action = f"{actor} pass"
        try:
            program().act(handle, action)
        except Refused as e:
            return f"{_show(action)} (out of turn) refused" + (f" under {e.rule}" if e.rule else " (no rule given)")
        raise AssertionError(f"the illegal action {_show(action)} was accepted: it is not {actor}'s "
                             f"turn (it is {turn}'s), so it must be refused")

    def close() -> str:
        impl, handle = program(), game()
        try:
            impl._game(handle)
        except ImplementationError:
            raise _NotChecked("the game was lost when the program stopped") from None
        impl.close(handle)
        return "the game is closed"

    def stop() -> str:
        impl = program()
        child = impl._ensure_child()  # started again if it stopped earlier
        impl.shutdown()
        code = child.proc.returncode
        assert code == 0, ("after stop the program must exit with status 0; "
                           + ("it did not exit and was killed" if code is not None and code < 0
                              else f"it exited with status {code}"))
        return "it exited with status 0"

    for name, body in (("hello", hello), ("parse-card", parse_card), ("pack", pack), ("trick-winner", trick),
                       ("open", open_game), ("act (legal)", legal), ("act (illegal)", illegal), ("close", close),
                       ("stop", stop)):
        check(name, body)
    if "program" in state:
        state["program"].shutdown()
    failed = [c for c in checks if c.status != "OK"]
    echo(f"smoke: {len(checks)} checks, " + ("all OK" if not failed else
                                             f"{sum(c.status == 'FAIL' for c in checks)} failed, "
                                             f"{sum(c.status == 'SKIP' for c in checks)} not checked"))
    return checks


