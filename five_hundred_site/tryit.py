"""The "Try it" page: a hand of any variant played in the reader's browser by the JavaScript engine.

:func:`write_tryit` is called by :func:`five_hundred_site.site.generate`. It writes

``try.md``
    The page (``templates/tryit.md.j2``): a short text, then a static HTML block that the
    script ``javascripts/tryit.js`` (a module, named in ``mkdocs.yml``) turns into the game.
    The block carries what the script draws with and links to, all written here: every card
    of every variant's pack as a picture (:func:`five_hundred_site.rulebook.card_svg`), and a
    link to each area page of the catalogue, so that each rule ID the engine gives becomes a
    link to its rule; and every recorded hand of ``features/hands/`` as the engine's steps
    (:func:`recorded_steps`), so that the page deals it and the engine replays it step by step;
    and a link to ``try-cases/index.json``, where the script finds the case of the corpus that
    ``?case=<ID>`` asks for (:mod:`.trycases` writes it).
``javascripts/engine/src/*.js`` and ``javascripts/engine/data/spec.js``
    The JavaScript engine of ``implementations/javascript/``, copied as it is at build time
    (its ES modules keep their layout, so its own imports work in the page); nothing is
    fetched from elsewhere.

Without the script (or without the engine) the page says that it needs JavaScript.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from five_hundred.cards import Card, Suit
from five_hundred.datafile import load_yaml
from five_hundred.ruleset import load_ruleset, variant_ids

from five_hundred_suite.catalogue import ROOT, areas, variants
from five_hundred_suite.fixtures import HandFixture

from .errors import SiteError
from .render import render
from .rulebook import SPRITE, TRY_PAGE, card_svg, load_hands
from .rulebook.prose import plain_text
from .verdicts import page_table

ENGINE = ROOT / "implementations" / "javascript"
"""The JavaScript engine's checkout: ``src/`` (its modules) and ``data/spec.js`` (the exported variant data)."""
ENGINE_OUT = Path("javascripts") / "engine"
"""Where the engine's files go in the site."""
PAGE = TRY_PAGE


def pack_cards() -> list[str]:
    """Every card of every variant's pack, each once, in a fixed order (suits, then the jokers).

    >>> cards = pack_cards()
    >>> "JK" in cards and "BJ" in cards and "10H" in cards and len(cards) == len(set(cards))
    True
    """
    seen: dict[str, None] = {}
    for data in variants().values():
        pack = data["pack"]
        for suit in "SCDH":
            for rank in pack[suit]:
                seen[str(Card.parse(f"{rank}{suit}"))] = None
        for joker in (("RJ", "BJ") if int(pack["jokers"]) == 2 else ("JK",) * int(pack["jokers"])):
            seen[joker] = None
    return list(seen)


def engine_files(engine: Path = ENGINE) -> list[tuple[Path, Path]]:
    """The engine's files to copy: (source, path in the site), its modules and its data.

    Raises:
        SiteError: the engine or its exported data is missing (naming the path).
    """
    data = engine / "data" / "spec.js"
    index = engine / "src" / "index.js"
    for path in (data, index):
        if not path.is_file():
            raise SiteError(f"{path}: the JavaScript engine's file is missing; the Try it page cannot be built")
    files = [(p, ENGINE_OUT / "src" / p.name) for p in sorted((engine / "src").glob("*.js"))]
    return [*files, (data, ENGINE_OUT / "data" / "spec.js")]


def recorded_steps(fx: HandFixture) -> dict[str, Any]:
    """A recorded hand as the page replays it: its setup and its steps, each one the page turns into
    an action of the seat the engine says is to act.

    Shape: ``{"id", "title", "variant", "options", "dealer", "pack" (dealing order) or "hands" and
    "kitty", "steps"}``; a step is ``["call", "N bid 7H"]``, ``["discard", "5C 8D 4D"]``,
    ``["partner", "P3 P4"]`` (the partners named, SEAT-10), ``["called", "KS KC"]`` (the cards called, SEAT-12), ``["nominate", "H" | "none"]`` or ``["play", "JK:D"]`` (a suitless joker lead with the suit it names).
    The title is plain text with suit symbols (:func:`~.rulebook.prose.plain_text`: "North's 7♥").
    """
    steps: list[list[str]] = [["call", a] for a in fx.auction]
    if fx.called:
        steps.append(["called", " ".join(fx.called)])
    elif fx.partners:
        steps.append(["partner", " ".join(fx.partners)])
    if fx.discard is not None:
        steps.append(["discard", " ".join(fx.discard)])
    if fx.nomination is not None:
        steps.append(["nominate", fx.nomination])
    steps += [["play", c] for t in fx.tricks for c in t.cards]
    deal: dict[str, Any] = ({"pack": list(fx.pack)} if fx.pack else
                            {"hands": {s: list(c) for s, c in fx.hands.items()}, "kitty": list(fx.kitty)})
    return {"id": fx.id, "title": plain_text(fx.title), "variant": fx.variant, "options": list(fx.options),
            "dealer": fx.dealer, **deal, "steps": steps}


def _script_json(data: object) -> str:
    """JSON that can stand inside a ``<script>`` element of a raw HTML block (one line, no ``</``)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


ENDS = Path(__file__).with_name("templates") / "hand-ends.yaml"
"""Why a hand ended, one sentence and its rules for each way (the page carries it as JSON)."""


def hand_ends() -> dict[str, Any]:
    """The table of :data:`ENDS`: ``{"thrown_in" | "misere_lost" | "misere_made" | "made" | "failed":
    {"text": sentence with {seat}, {trick}, {tricks}, "rules": [rule ID, ...]}}``.
    """
    table: dict[str, Any] = load_yaml(ENDS, name="five_hundred_site/templates/hand-ends.yaml")
    return table


def bid_words() -> dict[str, str]:
    """Each bid of every variant's ladder as the page's buttons show it, keyed by its code (BID-03, BID-04, BID-11, BID-14):
    ``{"7H": "7♥", "10NT": "10NT", "MIS": "Misère", "OMIS": "Open misère", ...},
    worded as the rule book words a bid (:func:`~.rulebook.prose.plain_text`).
    """
    codes = dict.fromkeys(str(b) for v in variant_ids() for b in load_ruleset(v).bid_ladder)
    return {c: (w := plain_text(f"[[bid:{c}]]"))[:1].upper() + w[1:] for c in codes}


def tryit_page(hands: Sequence[HandFixture] = ()) -> str:
    """The Markdown of ``try.md``: the text, the pictures of the cards, the links to the rule areas,
    the recorded hands ``hands`` and the sentences a trick's verdict is worded with (:mod:`.verdicts`).
    """
    cards = [(c, card_svg(Card.parse(c))) for c in pack_cards()]
    jokers = [c for c in pack_cards() if Card.parse(c).is_joker]
    cards += [(f"{j}:{s.value}", card_svg(Card.parse(j), s)) for j in jokers for s in Suit]
    recorded = [recorded_steps(fx) for fx in hands]
    return render("tryit.md.j2", cards=cards, areas=[(a.code, a.slug) for a in areas()], sprite=SPRITE,
                  recorded=recorded, recorded_json=_script_json(recorded),
                  verdicts_json=_script_json({**page_table(), "bids": bid_words(), "ends": hand_ends()})).rstrip("\n") + "\n"


def write_tryit(out_dir: Path, engine: Path = ENGINE, hands_root: Path | None = ROOT) -> list[Path]:
    """Write ``try.md`` and copy the JavaScript engine into ``out_dir``; return the written files
    (relative to ``out_dir``). ``hands_root`` is the checkout whose ``features/hands`` the page
    offers to replay (``None``: none).

    Raises:
        SiteError: the engine's files are missing, or a recorded hand does not load.
    """
    # Offered by ID: the files sort by folder, which puts american-45/A45-... after american/AM-... and
    # two-hand-24/TH-... after three-player/TP-...
    hands = tuple(sorted(load_hands(hands_root), key=lambda fx: fx.id)) if hands_root is not None else ()
    page = tryit_page(hands)
    written = []
    for src, rel in engine_files(engine):
        (out_dir / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, out_dir / rel)
        written.append(rel)
    (out_dir / PAGE).write_text(page, encoding="utf-8")
    written.append(Path(PAGE))
    return written
