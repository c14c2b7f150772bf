"""Serves the reference engine like an engine that knows only the packs of the variants it
claims (the arguments; default ``australian``): every request about a variant, or about a game
of one, that names a card outside that variant's pack is refused, citing no rule. ``parse-card``
reads notation only, so it is answered as the reference engine answers it.
"""

from __future__ import annotations

import sys
from typing import Any

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


def cards_named(request: dict[str, Any], action_cards: bool) -> list[str]:
    """Every card text of a request: the fields of the variant-aware commands, the setup of
    ``open`` and, when ``action_cards``, the cards played or discarded by an ``act``.
    """
    named: list[str] = []
    if isinstance(request.get("card"), str):
        named.append(request["card"])
    named += [c for c in request.get("cards") or [] if isinstance(c, str)]
    for draw in request.get("rounds") or []:
        named += [c for c in draw.values() if isinstance(c, str)]
    setup = request.get("setup") or {}
    named += setup.get("pack") or []
    named += setup.get("kitty") or []
    named += setup.get("discards") or []
    for held in (setup.get("hands") or {}).values():
        named += held
    position = setup.get("position") or {}
    named += position.get("discards") or []
    for held in (position.get("hands") or {}).values():
        named += held
    for trick in [*(position.get("tricks") or []), position.get("trick") or {}]:
        named += trick.get("cards") or []
    if action_cards:
        words = str(request.get("action", "")).split()
        if len(words) > 2 and words[1] == "play":
            named.append(words[2])
        elif len(words) > 2 and words[1] == "discard":
            named += words[2:]
    return named


def main() -> None:
    claimed = sys.argv[1:] or ["australian"]
    impl = ReferenceImplementation()
    packs = {v: set(impl.pack(v, [])) for v in claimed}
    games: dict[str, str] = {}
    for raw in sys.stdin.buffer:
        request = decode(raw)
        variant = request.get("variant") or games.get(str(request.get("game")))
        stray = [c for c in cards_named(request, "game" in request) if variant in packs and c not in packs[variant]]
        if stray:
            response: dict[str, Any] = {"seq": request["seq"], "ok": False, "refused": {
                "rule": None, "message": f"{stray[0]} is not a card of the {variant} pack"}}
        else:
            response = respond(impl, request)
        if request["cmd"] == "hello":
            response["value"]["variants"] = claimed
        if request["cmd"] == "open" and response.get("ok"):
            games[response["value"]] = str(request["variant"])
        sys.stdout.buffer.write(encode(response))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
