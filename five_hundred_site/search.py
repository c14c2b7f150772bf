"""How the pages rank in the site's search: a boost per kind of page, written as front matter.

The search of MkDocs Material (and of Zensical, which reads the same key) takes a page's weight from
its front matter::

    ---
    search:
      boost: 4
    ---

A reader who types a word of the game (``misère``, ``no trumps``, ``slam``, ``joker``, ``left bower``)
looks for the rule and for how it is played, not for the hand replays that mention it in passing
(and that match ``no`` on every "North" and "nothing"). So the how-to-play pages and the quick
reference weigh most, the rule pages and the score table next (the decisions between sources a little
less: they mention every word of the rules they settle), and the replays least; the other pages
keep the weight 1. The separator and the accent folding of the query are set in ``mkdocs.yml`` and
``static/javascripts/search.js``.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path, PurePosixPath

BOOSTS: tuple[tuple[str, float], ...] = (
    ("play/", 6.0),
    ("rules/decide.md", 2.0),
    ("rules/", 3.0),
    ("scoring/", 3.0),
    ("hands/index.md", 1.0),
    ("hands/", 0.1),
)
"""(page path prefix, boost), the first match wins; a page that matches none keeps the weight 1."""


SUITS = (("S", "♠"), ("C", "♣"), ("D", "♦"), ("H", "♥"), ("NT", "NT"))
BID_TAGS: tuple[str, ...] = tuple(dict.fromkeys(f"{n}{form}" for n in range(6, 11) for pair in SUITS for form in pair))
"""Every suit and no-trump bid written short (``8H``, ``8♥``, ``10NT``): the score table's search tags, so that
a search for a bid puts the table first (the theme weighs a page's tags above its titles and text; without
the tags plugin they are not shown). ``search.js`` turns ``8 hearts`` and ``eight hearts`` into ``8H``."""

TERM_TAGS: dict[str, tuple[str, ...]] = {
    "rules/mis.md": ("open misère",), "rules/play.md": ("follow suit", "eldest hand"),
    "play/three-player.md": ("three players",), "play/six-hand.md": ("six players",),
    "play/six-hand-pairs.md": ("six players",)}
"""Terms of the game whose rules are on an area's page but whose words other pages repeat more often (the
joker's rules and the decisions say "follow suit" more than the rules of play do; the six-player pages say
"three" of their sides more than the three-player page says it of its players): that page is tagged with them."""

TAGS: dict[str, tuple[str, ...]] = {"scoring/table.md": BID_TAGS, **TERM_TAGS}
"""The search tags of a page, by its path relative to the docs directory."""


def boost_of(page: str | PurePosixPath) -> float:
    """The search weight of a page, by its path relative to the docs directory.

    >>> boost_of("play/australian.md"), boost_of("hands/AU-0001.md"), boost_of("hands/index.md"), boost_of("cases.md")
    (6.0, 0.1, 1.0, 1.0)
    """
    name = PurePosixPath(page).as_posix()
    return next((b for prefix, b in BOOSTS if name.startswith(prefix)), 1.0)


def front_matter(text: str, boost: float, tags: tuple[str, ...] = ()) -> str:
    r"""``text`` (a Markdown page) with ``search: boost:`` (and ``tags:``, when given) in its front matter.

    A page that has front matter keeps it: the keys are added at its top unless it already names a
    search setting of its own (an author's ``search:`` wins). A weight of 1 and no tags add nothing.

    >>> front_matter("# Title\n", 3.0)
    '---\nsearch:\n  boost: 3\n---\n\n# Title\n'
    >>> front_matter("---\ntitle: X\n---\n# Title\n", 0.1)
    '---\nsearch:\n  boost: 0.1\n\ntitle: X\n---\n# Title\n'
    >>> front_matter("# T\n", 3.0, ("8H", "8♥"))
    '---\nsearch:\n  boost: 3\ntags:\n  - "8H"\n  - "8♥"\n---\n\n# T\n'
    """
    if boost == 1.0 and not tags:
        return text
    keys = (f"search:\n  boost: {boost:g}\n" if boost != 1.0 else "") + (
        "tags:\n" + "".join(f'  - "{t}"\n' for t in tags) if tags else "")
    if text.startswith("---\n"):
        head, sep, _ = text[4:].partition("\n---\n")
        if sep and any(line.startswith("search:") for line in head.split("\n")):
            return text
        return f"---\n{keys}\n" + text[4:]
    return f"---\n{keys}---\n\n{text}"


def weigh_pages(out_dir: Path, pages: Iterable[Path]) -> None:
    """Give each Markdown page of ``pages`` (relative to ``out_dir``) its search weight (:func:`boost_of`) and
    its search tags (:data:`TAGS`).
    """
    for page in pages:
        if page.suffix != ".md":
            continue
        path = out_dir / page
        text = path.read_text(encoding="utf-8")
        weighed = front_matter(text, boost_of(page.as_posix()), TAGS.get(page.as_posix(), ()))
        if weighed != text:
            path.write_text(weighed, encoding="utf-8")
