"""The parsing of one feature file into its model: the Gherkin syntax tree (gherkin's own parser, called here
only), then the scenarios with their backgrounds, rules, tags, rows and source text, and the problems that
make a file unusable (not UTF-8 or too big, not Gherkin, two scenarios of one name, an Examples row twice).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from five_hundred.datafile import DataFileError, read_text
from five_hundred.errors import clip
from gherkin.errors import ParserError
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

from ..resources import shown
from .model import Feature, FeatureError, Row, Scenario, Step, slug


def _tags(node: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(str(t["name"]).removeprefix("@") for t in node.get("tags", ())))


def _start(node: Mapping[str, Any]) -> int:
    return min([int(node["location"]["line"])] + [int(t["location"]["line"]) for t in node.get("tags", ())])


def _snippet(lines: Sequence[str], start: int, end: int) -> str:
    """Lines ``start``..``end`` (1-based, inclusive) without trailing blanks and comments, dedented."""
    chunk = list(lines[start - 1:end])
    while chunk and (not chunk[-1].strip() or chunk[-1].lstrip().startswith("#")):
        chunk.pop()
    return textwrap.dedent("\n".join(chunk))


@lru_cache(maxsize=256)
def gherkin_document(text: str) -> Mapping[str, Any]:
    """The Gherkin syntax tree of a feature file's ``text``, as gherkin's own parser gives it, parsed
    once per process for the same text and shared (by :func:`parse_feature` and, through
    :func:`five_hundred_suite.steplookup.install`, by pytest-bdd): read it, never change it.

    Raises:
        gherkin.errors.ParserError: the text is not Gherkin (raised again at each call).
    """
    document: Mapping[str, Any] = Parser().parse(TokenScanner(text))
    return document


def parse_feature(path: Path, *, rel: str, text: str | None = None, name: str | None = None) -> Feature:
    """The model of one feature file (``text``: its content, read from ``path`` when ``None``).

    Raises:
        FeatureError: it is not UTF-8 or too big, it is not Gherkin, two of its scenarios share a name
            (or the slug of a name), or an outline repeats an Examples row (naming the file and line).
    """
    file = name or shown(path)
    if text is None:
        try:
            text = read_text(path, name=file)
        except DataFileError as e:
            raise FeatureError(str(e)) from None
    try:
        doc: dict[str, Any] = dict(gherkin_document(text))
    except (ParserError, RecursionError) as e:
        lines = [t.strip() for t in str(e).splitlines() if t.strip() and t.strip() != "Parser errors:"]
        found = re.match(r"\((\d+):\d+\): (.*)", lines[0] if lines else "")
        line, what = (found[1], found[2]) if found else ("1", lines[0] if lines else type(e).__name__)
        raise FeatureError(f"{file}:{line}: is not valid Gherkin: {clip(what)}") from None
    feature = doc.get("feature") or {}
    source = text.splitlines()
    children = list(feature.get("children", ()))
    starts = sorted(
        [_start(c[k]) for c in children for k in ("background", "scenario", "rule") if k in c]
        + [_start(s[k]) for c in children for s in c.get("rule", {}).get("children", ())
           for k in ("background", "scenario") if k in s])

    def end_of(node: Mapping[str, Any]) -> int:
        first = int(node["location"]["line"])
        return next((s - 1 for s in starts if s > first), len(source))


    def walk(nodes: Sequence[Mapping[str, Any]], tags: tuple[str, ...], rule: str | None,
             background: list[Mapping[str, Any]], shown: list[str]) -> Iterator[Scenario]:
        background, shown = list(background), list(shown)
        for child in nodes:
            if "background" in child:
                node = child["background"]
                background += node["steps"]
                shown.append(_snippet(source, _start(node), end_of(node)))
            elif "rule" in child:
                r = child["rule"]
                yield from walk(r["children"], (*tags, *_tags(r)), str(r["name"]), background, shown)
            elif "scenario" in child:
                yield _scenario(child["scenario"], tags, rule, background, shown)

    def _scenario(sc: Mapping[str, Any], tags: tuple[str, ...], rule: str | None,
                  background: list[Mapping[str, Any]], shown: list[str]) -> Scenario:
        steps: list[Step] = []
        kind = "given"
        for st in [*background, *sc["steps"]]:
            word = str(st["keyword"]).strip()
            if word.lower() in ("given", "when", "then"):
                kind = word.lower()
            table = tuple(tuple(str(c["value"]) for c in r["cells"]) for r in (st.get("dataTable") or {}).get("rows", ()))
            doc = st["docString"]["content"] if st.get("docString") else None
            steps.append(Step(word, kind, str(st["text"]), int(st["location"]["line"]), table, doc))
        rows: list[Row] = []
        for ex in sc.get("examples", ()):
            header = [str(c["value"]) for c in ex["tableHeader"]["cells"]] if ex.get("tableHeader") else []
            rows += [Row(dict(zip(header, (str(c["value"]) for c in r["cells"]), strict=True)),
                         int(r["location"]["line"]), _tags(ex)) for r in ex.get("tableBody", ())]
        return Scenario(
            feature=rel, path=path, feature_name=str(feature.get("name", "")), rule=rule,
            keyword=str(sc["keyword"]).strip(), name=str(sc["name"]), line=int(sc["location"]["line"]),
            tags=tuple(dict.fromkeys([*tags, *_tags(sc)])), steps=tuple(steps), rows=tuple(rows),
            source="\n\n".join([*shown, _snippet(source, _start(sc), end_of(sc))]))

    scenarios = list(walk(children, _tags(feature), None, [], []))
    names: dict[str, int] = {}
    slugs: dict[str, Scenario] = {}
    for sc in scenarios:
        title = sc.name.strip()
        if title in names:
            raise FeatureError(f"{file}:{sc.line}: the scenario name {clip(repr(title), 200)} is also used on line "
                               f"{names[title]}; scenario names must differ within a feature file")
        names[title] = sc.line
        if slug(sc.name) in slugs:
            other = slugs[slug(sc.name)]
            raise FeatureError(f"{file}:{sc.line}: the scenario name {clip(repr(title), 200)} differs from that on "
                               f"line {other.line} only in case or punctuation; it would give the same case IDs")
        slugs[slug(sc.name)] = sc
        seen: dict[str, int] = {}
        for row in sc.rows:
            if row.key in seen:
                raise FeatureError(f"{file}:{row.line}: this Examples row repeats the one on line {seen[row.key]}; "
                                   "each row of an outline must differ")
            seen[row.key] = row.line
    return Feature(rel, path, str(feature.get("name", "")), _tags(feature), tuple(scenarios))


def feature_problem(path: Path, *, name: str | None = None) -> str | None:
    """What makes a feature file unusable, in one line naming the file and line (``None`` if nothing):
    see :func:`parse_feature`.
    """
    try:
        parse_feature(path, rel=path.name, name=name)
    except FeatureError as e:
        return str(e)
    return None
