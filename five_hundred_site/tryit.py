"""The "Try it" page: a hand of any variant played in the reader's browser by the JavaScript engine.

:func:`write_tryit` is called by :func:`five_hundred_site.site.generate`. It writes

``try.md``
    The page (``templates/tryit.md.j2``): a short text, then a static HTML block that the
    script ``javascripts/tryit.js`` (a module, named in ``mkdocs.yml``) turns into the game.
    The block carries what the script draws with and links to, all written here: every card
    of every variant's pack as a picture (:func:`five_hundred_site.rulebook.card_svg`), and a
    link to each area page of the catalogue, so that each rule ID the engine gives becomes a
    link to its rule.
``javascripts/engine/src/*.js`` and ``javascripts/engine/data/spec.js``
    The JavaScript engine of ``implementations/javascript/``, copied as it is at build time
    (its ES modules keep their layout, so its own imports work in the page); nothing is
    fetched from elsewhere.

Without the script (or without the engine) the page says that it needs JavaScript.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from five_hundred.cards import Card, Suit

from five_hundred_suite.catalogue import ROOT, areas, variants

from .render import render
from .results import SiteError
from .rulebook import SPRITE, card_svg

ENGINE = ROOT / "implementations" / "javascript"
"""The JavaScript engine's checkout: ``src/`` (its modules) and ``data/spec.js`` (the exported variant data)."""
ENGINE_OUT = Path("javascripts") / "engine"
"""Where the engine's files go in the site."""
PAGE = "try.md"


def pack_cards() -> list[str]:
    """Every card of every variant's pack, each once, in a fixed order (suits, then the joker).

    >>> cards = pack_cards()
    >>> "JK" in cards and "10H" in cards and len(cards) == len(set(cards))
    True
    """
    seen: dict[str, None] = {}
    for data in variants().values():
        pack = data["pack"]
        for suit in "SCDH":
            for rank in pack[suit]:
                seen[str(Card.parse(f"{rank}{suit}"))] = None
        if int(pack["jokers"]):
            seen["JK"] = None
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


def tryit_page() -> str:
    """The Markdown of ``try.md``: the text, the pictures of the cards and the links to the rule areas."""
    cards = [(c, card_svg(Card.parse(c))) for c in pack_cards()]
    cards += [(f"JK:{s.value}", card_svg(Card.parse("JK"), s)) for s in Suit]
    return render("tryit.md.j2", cards=cards, areas=[(a.code, a.slug) for a in areas()],
                  sprite=SPRITE).rstrip("\n") + "\n"


def write_tryit(out_dir: Path, engine: Path = ENGINE) -> list[Path]:
    """Write ``try.md`` and copy the JavaScript engine into ``out_dir``; return the written files
    (relative to ``out_dir``).

    Raises:
        SiteError: the engine's files are missing.
    """
    written = []
    for src, rel in engine_files(engine):
        (out_dir / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, out_dir / rel)
        written.append(rel)
    (out_dir / PAGE).write_text(tryit_page(), encoding="utf-8")
    written.append(Path(PAGE))
    return written
