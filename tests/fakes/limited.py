"""A proxy in front of the served reference engine (``python -m five_hundred_suite.serve``) that
behaves like an engine of narrower means, one switch per limitation:

``--pack-only``
    knows only its own deck: every variant-aware request naming a card outside the pack of its
    variant is refused, naming the card. The served engine already refuses such cards in
    ``open``, ``act`` and ``first-dealer`` (with the rule of the pack); the proxy refuses them in
    ``effective-suit`` and ``trick-winner``, which the served engine answers for any card.
    ``parse-card`` reads notation only and is passed on unchanged.
``--no-rule-ids``
    knows nothing of the catalogue: every refusal cites ``"rule": null``.
``--no-nomination``
    has no joker nomination step, as an engine playing the reading where the joker is always
    suitless at no trumps and in misère and named when led: where the reference engine asks the
    contractor to nominate (after the discard, or at a position still waiting for it), the proxy
    declines on the contractor's behalf at once, so the hand goes straight to the play;
    ``legal-actions`` never lists a nomination. An explicit ``nominate`` action is refused, as an
    engine of that reading refuses it (the served engine, never left waiting for a nomination,
    refuses it with its own rule: JOKER-05, or JOKER-14 in the three-player game); a position
    with a nominated joker is refused too (JOKER-05).

The switches combine. The program speaks the adapter protocol on its standard input and
output and starts the served engine as its child; the command line after ``--`` replaces the
child's command.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
from typing import Any

from five_hundred_suite.protocol.messages import decode, encode

CARD_FIELDS = {"effective-suit": ("card",), "trick-winner": ("cards",)}
"""Requests whose card fields are checked against the pack of their ``variant``."""


class Child:
    """The served engine: one request out, one answer back (its own ``seq`` numbers)."""

    def __init__(self, command: list[str]) -> None:
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.seq = 0

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.seq += 1
        self.proc.stdin.write(encode({**request, "seq": self.seq}))
        self.proc.stdin.flush()
        answer: dict[str, Any] = decode(self.proc.stdout.readline())
        answer.pop("seq", None)
        return answer

    def value(self, cmd: str, **fields: Any) -> Any:
        answer = self.ask({"cmd": cmd, **fields})
        if not answer.get("ok"):
            raise RuntimeError(f"the served engine did not answer {cmd}: {json.dumps(answer)}")
        return answer["value"]


def refusal(message: str, rule: str | None) -> dict[str, Any]:
    return {"ok": False, "refused": {"rule": rule, "message": message}}


class Proxy:
    """The limitations switched on, and the packs asked for so far."""

    def __init__(self, child: Child, *, pack_only: bool, no_rule_ids: bool, no_nomination: bool) -> None:
        self.child = child
        self.pack_only, self.no_rule_ids, self.no_nomination = pack_only, no_rule_ids, no_nomination
        self.packs: dict[tuple[str, tuple[str, ...]], set[str]] = {}

    # --- (a) the pack -------------------------------------------------------------

    def pack(self, variant: str, options: list[str]) -> set[str] | None:
        key = (variant, tuple(sorted(options)))
        if key not in self.packs:
            answer = self.child.ask({"cmd": "pack", "variant": variant, "options": options})
            if not answer.get("ok"):
                return None  # an unknown variant or option: the engine's own refusal follows
            self.packs[key] = set(answer["value"])
        return self.packs[key]

    def foreign(self, variant: str, options: list[str], cards: list[Any], where: str) -> dict[str, Any] | None:
        """A refusal naming the first of ``cards`` outside the pack, or ``None``."""
        pack = self.pack(variant, options)
        if pack is None:
            return None
        for card in cards:
            if isinstance(card, str) and card not in pack:
                return refusal(f"{where}: {card} is not a card of the {variant} pack", None)
        return None

    def cards_of_request(self, request: dict[str, Any]) -> tuple[str, list[str], list[Any]] | None:
        cmd = request.get("cmd")
        if cmd in CARD_FIELDS:
            cards: list[Any] = []
            for name in CARD_FIELDS[cmd]:
                value = request.get(name)
                cards += value if isinstance(value, list) else [value]
            return str(request.get("variant")), [], cards
        return None

    # --- (c) the nomination -------------------------------------------------------

    def decline_if_asked(self, game: str) -> None:
        seen = self.child.value("observe", game=game)
        if seen["phase"] == "nomination":
            self.child.value("act", game=game, action=f"{seen['turn']} nominate none")

    def no_nomination_answer(self, request: dict[str, Any]) -> dict[str, Any] | None:
        cmd = request.get("cmd")
        if cmd == "open":
            position = (request.get("setup") or {}).get("position")
            if isinstance(position, dict) and position.get("joker_suit") is not None:
                return refusal(f"joker_suit: {position['joker_suit']}: nobody nominates the joker in this game",
                               "JOKER-05")
        return None

    # --- one request --------------------------------------------------------------

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        cmd = request.get("cmd")
        answer: dict[str, Any] | None = None
        if self.pack_only:
            found = self.cards_of_request(request)
            if found is not None:
                answer = self.foreign(*found, where=str(cmd))
        if answer is None and self.no_nomination:
            answer = self.no_nomination_answer(request)
        if answer is None:
            answer = self.child.ask({k: v for k, v in request.items() if k != "seq"})
            if self.no_nomination and answer.get("ok") and cmd in ("open", "act"):
                self.decline_if_asked(answer["value"] if cmd == "open" else request["game"])
            if self.no_nomination and answer.get("ok") and cmd == "legal-actions":
                answer["value"] = [a for a in answer["value"] if a.split()[1:2] != ["nominate"]]
        if self.no_rule_ids and answer.get("ok") is False:
            answer["refused"]["rule"] = None
        return answer


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pack-only", action="store_true", help="refuse cards outside the variant's pack")
    parser.add_argument("--no-rule-ids", action="store_true", help="cite no rule ID in refusals")
    parser.add_argument("--no-nomination", action="store_true", help="have no joker nomination step")
    parser.add_argument("child", nargs="*", help="the served engine (default: python -m five_hundred_suite.serve)")
    args = parser.parse_args()
    command = args.child or [sys.executable, "-m", "five_hundred_suite.serve"]
    child = Child(command if len(command) > 1 else shlex.split(command[0]))
    proxy = Proxy(child, pack_only=args.pack_only, no_rule_ids=args.no_rule_ids, no_nomination=args.no_nomination)
    for raw in sys.stdin.buffer:
        if not raw.strip():
            continue
        request = decode(raw)
        answer = proxy.answer(request)
        sys.stdout.buffer.write(encode({"seq": request.get("seq"), **answer}))
        sys.stdout.buffer.flush()
        if request.get("cmd") == "stop":
            break
    if child.proc.stdin is not None:
        child.proc.stdin.close()
    child.proc.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
