"""The glossary: the game's terms, their anchors, and links to them from the text."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from five_hundred.datafile import compose_yaml

from five_hundred_suite.catalogue import SPEC, rules

from .base import RulebookError

GLOSSARY_PAGE = "glossary.md"
"""The glossary page, written from ``spec/glossary.yaml``; each term's entry has the anchor :func:`term_anchor`."""


@dataclass(frozen=True)
class Term:
    """A term of the glossary: its name, the spellings matched in the text, the rules it names, its meaning."""

    term: str
    forms: tuple[str, ...]
    rules: tuple[str, ...]
    meaning: str


def term_anchor(term: str) -> str:
    """The anchor of a term on the glossary page: ``left bower`` -> ``left-bower``, ``misère`` -> ``misere``."""
    return re.sub(r"[^a-z0-9]+", "-", term.lower().replace("è", "e")).strip("-")


def glossary() -> tuple[Term, ...]:
    """The terms of ``spec/glossary.yaml``, in file order.

    Raises:
        RulebookError: the file names a rule that is not in the catalogue, or a term twice.
        DataFileError: the file cannot be read or is not YAML.
    """
    path = SPEC / "glossary.yaml"
    _, raw = compose_yaml(path, name="spec/glossary.yaml")
    known = rules()
    try:
        terms = tuple(Term(str(t["term"]), tuple(map(str, t.get("forms") or ())), tuple(map(str, t.get("rules") or ())),
                           " ".join(str(t["meaning"]).split())) for t in raw["terms"])
    except (KeyError, TypeError, AttributeError) as exc:
        raise RulebookError(f"spec/glossary.yaml: each term needs a term and a meaning ({exc!r} is missing or wrong)")\
            from None
    for t in terms:
        unknown = [r for r in t.rules if r not in known]
        if unknown:
            raise RulebookError(f"spec/glossary.yaml: {t.term}: rule {unknown[0]} is not in the catalogue")
    if len({t.term for t in terms}) != len(terms):
        raise RulebookError("spec/glossary.yaml: a term is listed twice")
    return terms


_PROTECTED = re.compile(r"\{\{.*?\}\}|\[[^\]]*\]\([^)]*\)|`[^`]*`|<[^>]*>|\{[^}]*\}")


def link_terms(line: str, terms: Sequence[Term], linked: set[str], home: str) -> str:
    """``line`` with the first use on the page of each glossary term (not yet in ``linked``, which receives it)
    made a link to its entry (``home`` is the path to the site's root from the page). Longer terms are matched
    first (``open misère`` before ``misère``); placeholders, links, code, HTML and attribute lists are left
    alone.
    """
    forms = sorted(((f, t) for t in terms for f in (t.term, *t.forms)), key=lambda ft: -len(ft[0]))
    parts = []
    links: list[str] = []
    pos = 0
    for m in [*_PROTECTED.finditer(line), None]:
        end = m.start() if m is not None else len(line)
        chunk = line[pos:end]
        for form, t in forms:
            if t.term in linked:
                continue
            hit = re.search(rf"(?<![\w\[-]){re.escape(form)}(?![\w-])", chunk, re.IGNORECASE)
            if hit is None:
                continue
            linked.add(t.term)
            links.append(f"[{hit.group(0)}]({home}{GLOSSARY_PAGE}#{term_anchor(t.term)} \"{t.term}\")")
            chunk = f"{chunk[:hit.start()]}\x00{len(links) - 1}\x00{chunk[hit.end():]}"
        parts.append(chunk)
        if m is not None:
            parts.append(m.group(0))
            pos = m.end()
    return re.sub(r"\x00(\d+)\x00", lambda k: links[int(k.group(1))], "".join(parts))


