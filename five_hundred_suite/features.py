"""The feature files of the corpus, checked before pytest-bdd binds them.

pytest-bdd reads a feature file as UTF-8 and keeps its scenarios by name, so
a file in another encoding stops the whole collection with a traceback, and a
second scenario of the same name silently replaces the first (one test fewer,
nothing said). :func:`feature_problems` finds those files first, each with one
line naming the file and the line; ``tests/test_corpus.py`` binds the other
files and reports each bad one as an error of its own.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from five_hundred.datafile import DataFileError, read_text
from five_hundred.errors import clip
from gherkin.errors import ParserError
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

from .catalogue import FEATURES, ROOT


def feature_files(base: Path = FEATURES) -> list[Path]:
    """Every ``*.feature`` file under ``base`` (any depth), sorted."""
    return sorted(base.rglob("*.feature"))


def _scenarios(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """Every scenario (and scenario outline) of a parsed feature file, those inside rules included."""
    feature = doc.get("feature") or {}
    children = list(feature.get("children", ()))
    children += [c for child in children for c in child.get("rule", {}).get("children", ())]
    return [c["scenario"] for c in children if c.get("scenario")]


def feature_problem(path: Path, *, name: str | None = None) -> str | None:
    """What makes a feature file unusable, in one line naming the file and line (``None`` if nothing):
    it is not UTF-8 or too big, it is not Gherkin, or two of its scenarios share a name.
    """
    file = name or path.as_posix()
    try:
        text = read_text(path, name=file)
    except DataFileError as e:
        return str(e)
    try:
        doc: dict[str, Any] = dict(Parser().parse(TokenScanner(text)))
    except (ParserError, RecursionError) as e:
        lines = [t.strip() for t in str(e).splitlines() if t.strip() and t.strip() != "Parser errors:"]
        found = re.match(r"\((\d+):\d+\): (.*)", lines[0] if lines else "")
        line, what = (found[1], found[2]) if found else ("1", lines[0] if lines else type(e).__name__)
        return f"{file}:{line}: is not valid Gherkin: {clip(what)}"
    seen: dict[str, int] = {}
    for sc in _scenarios(doc):
        title, line = str(sc.get("name", "")).strip(), int(sc["location"]["line"])
        if title in seen:
            return (f"{file}:{line}: the scenario name {clip(repr(title), 200)} is also used on line {seen[title]}; "
                    "scenario names must differ within a feature file")
        seen[title] = line
    return None


def feature_problems(base: Path = FEATURES) -> dict[str, str]:
    """The unusable feature files under ``base``, by path relative to ``base``: their one-line problem."""
    out: dict[str, str] = {}
    for path in feature_files(base):
        try:
            shown = path.resolve().relative_to(ROOT).as_posix()
        except ValueError:
            shown = path.as_posix()
        problem = feature_problem(path, name=shown)
        if problem is not None:
            out[path.relative_to(base).as_posix()] = problem
    return out
