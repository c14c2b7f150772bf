"""Serves the reference engine, but answers ``parse-card`` badly, in the way its text says.

``garbage``: a line that is not JSON; ``binary``: bytes that are not UTF-8;
``array``: a JSON array; ``seq``: the wrong seq; ``type``: a number for a card;
``envelope``: both ok and errored; ``schema``: a string that is not a card
(only the full schema check sees it); ``two``: two answers to one request;
``errored``: an error the implementation caught. Any other text is answered
correctly. With an argument (``python garbage.py seq``), every ``parse-card``
is answered badly in that way, whatever its text.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from five_hundred_suite.adapter import ReferenceImplementation
from five_hundred_suite.protocol.messages import decode, encode
from five_hundred_suite.serve import respond


def answer(impl: ReferenceImplementation, request: dict[str, Any]) -> bytes:
    seq, text = request["seq"], request.get("text")
    if request["cmd"] != "parse-card":
        return encode(respond(impl, request))
    match sys.argv[1] if len(sys.argv) > 1 else text:
        case "garbage":
            return b"this is not JSON\n"
        case "binary":
            return b'{"seq": \xff\xfe}\n'
        case "array":
            return json.dumps([seq, True, "JK"]).encode() + b"\n"
        case "seq":
            return encode({"seq": seq + 1000, "ok": True, "value": "JK"})
        case "type":
            return encode({"seq": seq, "ok": True, "value": 42})
        case "envelope":
            return encode({"seq": seq, "ok": True, "value": "JK", "errored": {"message": "both"}})
        case "schema":
            return encode({"seq": seq, "ok": True, "value": "1H"})
        case "two":
            return encode({"seq": seq, "ok": True, "value": "JK"}) + encode({"seq": seq, "ok": True, "value": "JK"})
        case "errored":
            return encode({"seq": seq, "errored": {"message": "fake: something broke", "traceback": "fake traceback"}})
    return encode(respond(impl, request))


def main() -> None:
    impl = ReferenceImplementation()
    for raw in sys.stdin.buffer:
        sys.stdout.buffer.write(answer(impl, decode(raw)))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
