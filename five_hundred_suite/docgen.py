"""The generated parts of the hand-written pages (``spec/pages/*.md``), so that they cannot drift
from the corpus they describe.

A generated part sits between two marker lines (HTML comments, invisible on the site)::

    <!-- generated: refusals (python -m five_hundred_suite.docgen) -->
    ...
    <!-- end of generated: refusals -->

and is rewritten by::

    python -m five_hundred_suite.docgen           # rewrite every generated part in spec/pages
    python -m five_hundred_suite.docgen --check   # exit 1, naming each part that is out of date

``tests/test_docgen.py`` fails while a part is out of date. The parts (:data:`BLOCKS`):

* ``refusals``: every refusal the corpus checks, grouped by the request refused and the rule the
  catalogue gives it (the steps ``Then the action is refused under RULE`` and ``Then the draw is
  refused under RULE``), with the situations (scenario names) where the corpus checks it;
* ``options``, ``first-dealer``, ``reasons``: the implementers' contract in ``protocol.md``
  (:mod:`five_hundred_suite.protocol.tables`);
* ``steps``, ``named-deals``: the glossary of step phrases and the named deals and positions in
  ``steps.md``, for scenario writers (:mod:`five_hundred_suite.glossary`).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .catalogue import FEATURES, SPEC, TagKind, rules, tagged, variants
from .features.reading import scenarios
from .glossary import named_table, steps_table
from .protocol.tables import GENERATORS
from .resources import shown

PAGES = SPEC / "pages"

_START = "<!-- generated: {name} (python -m five_hundred_suite.docgen) -->"
_END = "<!-- end of generated: {name} -->"
_BLOCK = re.compile(r"<!-- generated: (?P<name>[a-z-]+) \(python -m five_hundred_suite\.docgen\) -->\n"
                    r"(?P<body>.*?)<!-- end of generated: (?P=name) -->", re.S)

_REFUSED = re.compile(r"^the (?:action|draw) is refused under (?P<rule>[A-Z]+-\d{2})$")
_ACTION = re.compile(r'^the action "(?P<action>[^"]+)" is taken$')
_ACTIONS = re.compile(r'^the actions "(?P<actions>[^"]+)" are taken$')
_DEAL = re.compile(r"^(?:\S+ deals (?:from the pack \"[^\"]*\"|these hands:)|the deal \"[^\"]*\")$")
_DRAW = re.compile(r'^(?:the players draw|they draw again) "[^"]*"$')

REQUESTS: dict[str, str] = {
    "deal": "`open`: the pack or the hands to deal",
    "draw": "`first-dealer`: the cards drawn",
    "bid": "`act`: a bid",
    "pass": "`act`: a pass",
    "partner": "`act`: partners named",
    "call": "`act`: cards called",
    "discard": "`act`: the discard",
    "nominate": "`act`: a joker nomination",
    "play": "`act`: a card played",
}
"""The requests a refusal may answer, in the order of a hand, as the table names them."""


class DocgenError(ValueError):
    """A generated part cannot be made: a refusal step whose request cannot be told, or a page
    whose markers do not pair up (the message names the file and line).
    """


@dataclass(frozen=True)
class Refusal:
    """One refusal the corpus checks: the request refused (a key of :data:`REQUESTS`), the rule the
    scenario says the catalogue gives it, the scenario's name, the variant and where it is written.
    """

    request: str
    rule: str
    situation: str
    variant: str
    where: str


def _request(text: str) -> str | None:
    """The request a When or Given step sends that a refusal may answer (``None``: it sends none)."""
    if m := _ACTION.match(text):
        return m["action"].split()[1]
    if m := _ACTIONS.match(text):
        return m["actions"].split(",")[-1].split()[1]
    if _DEAL.match(text):
        return "deal"
    if _DRAW.match(text):
        return "draw"
    return None


def refusals(features: Path = FEATURES) -> list[Refusal]:
    """Every refusal checked by the scenarios under ``features`` (one per Examples row and variant).

    Raises:
        DocgenError: a refusal step follows no step whose request it could answer, or that request
            is none of :data:`REQUESTS` (naming the file and line).
    """
    out: list[Refusal] = []
    for sc in scenarios(features):
        rel = f"{features.name}/{sc.feature}"
        tagged_variants = tagged(sc.tags, TagKind.VARIANT)
        for row in [dict(r.values) for r in sc.rows] or [{}]:
            request: str | None = None
            for step in sc.steps:
                text = step.text
                for k, v in row.items():
                    text = text.replace(f"<{k}>", v)
                request = _request(text) or request
                m = _REFUSED.match(text)
                if not m:
                    continue
                if request not in REQUESTS:
                    raise DocgenError(f"{rel}:{step.line}: a refusal of no request this table knows ({request!r})")
                for variant in ([row["variant"]] if row.get("variant") else tagged_variants):
                    out.append(Refusal(request, m["rule"], sc.name, variant, f"{rel}:{step.line}"))
    return out


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


@dataclass(frozen=True)
class RefusalRow:
    """One row of the refusal table: a request (a key of :data:`REQUESTS`) and the rule the catalogue gives
    its refusal, with the rule's title, the variants and the situations (scenario names) the corpus checks.
    """

    request: str
    rule: str
    title: str
    variants: tuple[str, ...]
    situations: tuple[str, ...]


def refusal_rows(features: Path = FEATURES) -> list[RefusalRow]:
    """:func:`refusals` grouped by request and rule, in the order of a hand and of the catalogue.

    Raises:
        DocgenError: see :func:`refusals`.
    """
    catalogue = rules()
    order = list(catalogue)
    grouped: dict[tuple[str, str], list[Refusal]] = {}
    for r in refusals(features):
        grouped.setdefault((r.request, r.rule), []).append(r)
    requests = list(REQUESTS)
    return [RefusalRow(request, rule, catalogue[rule].title,
                       tuple(v for v in variants() if any(r.variant == v for r in found)),
                       tuple(dict.fromkeys(r.situation for r in found)))
            for (request, rule), found in sorted(grouped.items(), key=lambda kv: (requests.index(kv[0][0]),
                                                                                  order.index(kv[0][1])))]


def refusal_table(features: Path = FEATURES) -> str:
    """The table of :func:`refusal_rows`: one row per request and rule, with the catalogue's title of the
    rule, the variants and the situations (scenario names).
    """
    lines = ["| Request refused | Rule | The rule in the catalogue | Variants | Situations the corpus checks |",
             "|---|---|---|---|---|"]
    for row in refusal_rows(features):
        lines.append(f"| {REQUESTS[row.request]} | `{row.rule}` | {_cell(row.title)} | "
                     f"{', '.join(row.variants)} | {_cell('; '.join(row.situations))} |")
    return "\n".join(lines) + "\n"


def refusal_document(features: Path = FEATURES) -> dict[str, Any]:
    """:func:`refusal_rows` as data (``spec/schema/refusals.schema.json``): each row with the protocol command
    that carries the request (``act``, ``open``, ``first-dealer``).
    """
    return {"format": 1, "refusals": [
        {"request": row.request, "command": REQUESTS[row.request].split("`")[1], "rule": row.rule,
         "title": row.title, "variants": list(row.variants), "situations": list(row.situations)}
        for row in refusal_rows(features)]}


BLOCKS: dict[str, Callable[[], str]] = {"refusals": refusal_table, "steps": steps_table, "named-deals": named_table,
                                         **GENERATORS}
"""Each generated part by name: the function that writes its Markdown."""


def render(text: str, where: str = "page") -> str:
    """``text`` with every generated part rewritten from :data:`BLOCKS`.

    Raises:
        DocgenError: a part names no known block, or a start marker has no end marker.
    """
    def fill(m: re.Match[str]) -> str:
        name = m["name"]
        if name not in BLOCKS:
            raise DocgenError(f"{where}: unknown generated part {name!r} (known: {', '.join(BLOCKS)})")
        return f"{_START.format(name=name)}\n{BLOCKS[name]()}{_END.format(name=name)}"

    done = _BLOCK.sub(fill, text)
    starts = text.count("<!-- generated: ")
    if starts != len(_BLOCK.findall(text)):
        raise DocgenError(f"{where}: a generated part has no end marker ('{_END.format(name='NAME')}')")
    return done


def stale(pages: Path = PAGES) -> list[Path]:
    """The pages under ``pages`` whose generated parts are out of date."""
    return [p for p in sorted(pages.rglob("*.md"))
            if render(p.read_text(encoding="utf-8"), str(p)) != p.read_text(encoding="utf-8")]


def main(argv: Sequence[str] | None = None) -> int:
    """Rewrite the generated parts of ``spec/pages`` (0), or with ``--check`` say which are out of date
    (1 if any, else 0); 2 with a message when a part cannot be made.
    """
    parser = argparse.ArgumentParser(prog="python -m five_hundred_suite.docgen",
                                     description="Rewrite the generated parts of the pages in spec/pages.")
    parser.add_argument("--check", action="store_true", help="only say which pages are out of date (exit 1)")
    args = parser.parse_args(argv)
    try:
        old = stale()
        if args.check:
            for p in old:
                print(f"{shown(p)}: out of date; run python -m five_hundred_suite.docgen")
            return 1 if old else 0
        for p in old:
            p.write_text(render(p.read_text(encoding="utf-8"), str(p)), encoding="utf-8")
            print(f"rewrote {shown(p)}")
    except DocgenError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
