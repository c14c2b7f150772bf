"""The feature files of the corpus, read once: a typed model of every feature, rule, scenario,
Examples row and step, with their tags and lines.

:func:`corpus` parses every ``*.feature`` file under ``features/`` once per process and keeps the
model; the pytest plugin, the case export, the corpus lint, the generated pages and the site all
read the corpus through it, so the Gherkin parser is called in this module only.

pytest-bdd reads a feature file as UTF-8 and keeps its scenarios by name, so a file in another
encoding stops the whole collection with a traceback, and a second scenario of the same name
silently replaces the first (one test fewer, nothing said). :func:`feature_problems` finds those
files first, each with one line naming the file and the line; ``tests/test_corpus.py`` binds the
other files and reports each bad one as an error of its own.

A scenario's :attr:`Scenario.key` (its file and the slug of its name) names it for good: inserting
a line in the file does not change it; it is the stem of the case IDs (:func:`case_id`) and of the
site's anchors (:func:`scenario_anchor`).
"""

from __future__ import annotations

import re
import textwrap
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from pathlib import Path
from typing import Any

from five_hundred.datafile import DataFileError, read_text
from five_hundred.errors import clip
from gherkin.errors import ParserError
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

from .catalogue import TagKind, classify_tag, tag_problem
from .resources import FEATURES, shown


class FeatureError(ValueError):
    """A feature file cannot be used (one line naming the file and the line)."""


@dataclass(frozen=True)
class Step:
    """One step line: its keyword as written (``And``), the kind it continues (``given``, ``when`` or
    ``then``), its text and its line (1-based).
    """

    keyword: str
    kind: str
    text: str
    line: int
    table: tuple[tuple[str, ...], ...] = ()
    """The step's data table, row by row (header first); empty when it has none."""
    doc: str | None = None
    """The step's doc string, or ``None``."""


@dataclass(frozen=True)
class Row:
    """One row of an Examples table: column -> value, its line and the tags of its table."""

    values: Mapping[str, str]
    line: int
    tags: tuple[str, ...]

    @cached_property
    def key(self) -> str:
        """The row in a case ID: its values in column order, joined by ``|``.

        >>> Row({"bid": "6S", "seat": "N"}, 30, ()).key
        '6S|N'
        """
        return "|".join(self.values.values())


@dataclass(frozen=True)
class Scenario:
    """One scenario (or outline) of a feature file.

    ``feature`` is the file's path under ``features/`` (POSIX form); ``tags`` are its effective tags
    (those of its feature, of its ``Rule:`` and its own, without ``@``, once each in written order); ``steps`` include those of the
    backgrounds that apply to it; ``rows`` are the rows of its Examples tables (empty for a plain
    scenario); ``source`` is the scenario as written, from its first tag to the line before the next
    element, preceded by the backgrounds that apply to it.
    """

    feature: str
    path: Path
    feature_name: str
    rule: str | None
    keyword: str
    name: str
    line: int
    tags: tuple[str, ...]
    steps: tuple[Step, ...]
    rows: tuple[Row, ...]
    source: str

    @property
    def key(self) -> str:
        """The stable name of the scenario: ``<file under features/>/<slug of its name>``.

        >>> Scenario("cards/pack.feature", Path("x"), "", None, "Scenario", "The pack: 43 cards!", 3,
        ...          (), (), (), "").key
        'cards/pack.feature/the-pack-43-cards'
        """
        return scenario_key(self.feature, self.name)

    @cached_property
    def all_tags(self) -> tuple[str, ...]:
        """Its tags and those of its Examples tables, once each in written order."""
        return tuple(dict.fromkeys([*self.tags, *(t for r in self.rows for t in r.tags)]))

    def _named(self, kind: TagKind) -> tuple[str, ...]:
        return tuple(dict.fromkeys(t.value for t in map(classify_tag, self.all_tags) if t.kind is kind))

    @cached_property
    def rules(self) -> tuple[str, ...]:
        """The rule IDs it is tagged with (Examples tables' tags included), in written order."""
        return self._named(TagKind.RULE)

    @cached_property
    def variants(self) -> tuple[str, ...]:
        """The variants it is tagged with, in written order."""
        return self._named(TagKind.VARIANT)

    @cached_property
    def options(self) -> tuple[str, ...]:
        """The options it switches on (``@option:<key>``: the keys), in written order."""
        return self._named(TagKind.OPTION)

    @cached_property
    def conflicts(self) -> tuple[str, ...]:
        """The conflicts between the sources it checks a reading of, in written order."""
        return self._named(TagKind.CONFLICT)

    @property
    def text(self) -> str:
        """The scenario as written, with its backgrounds (:attr:`source`)."""
        return self.source

    @property
    def examples(self) -> tuple[dict[str, str], ...]:
        """Its Examples rows, each as column -> value."""
        return tuple(dict(r.values) for r in self.rows)

    @property
    def row_variants(self) -> tuple[str, ...]:
        """The variants named in a ``variant`` column of its Examples, in order of first use."""
        return tuple(dict.fromkeys(r.values["variant"] for r in self.rows if r.values.get("variant")))

    def runs_under(self) -> tuple[str, ...]:
        """The variants it runs under: its variant tags, narrowed to those its rows name if it has a
        ``variant`` column.
        """
        named = self.row_variants
        return tuple(v for v in self.variants if not named or v in named)

    @property
    def examples_tagged(self) -> bool:
        """Whether one of its Examples tables carries tags of its own."""
        return any(r.tags for r in self.rows)

    def row_of(self, values: Mapping[str, str]) -> Row | None:
        """Its Examples row with these values (``None`` when it has none such)."""
        wanted = dict(values)
        return next((r for r in self.rows if dict(r.values) == wanted), None)


@dataclass(frozen=True)
class Feature:
    """One feature file: its path under ``features/``, its name, tags and scenarios in file order."""

    feature: str
    path: Path
    name: str
    tags: tuple[str, ...]
    scenarios: tuple[Scenario, ...]


def slug(text: str) -> str:
    """``text`` in lower case without accents, every run of other characters than ``a-z`` and ``0-9``
    as one ``-``.

    >>> slug("A joker led at No Trumps (7NT)"), slug("Misère is bid")
    ('a-joker-led-at-no-trumps-7nt', 'misere-is-bid')
    """
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


def scenario_key(feature: str, name: str) -> str:
    """The stable name of a scenario from its file under ``features/`` and its name (see :attr:`Scenario.key`).

    >>> scenario_key("auction/ladder.feature", "Misère outranks 8S")
    'auction/ladder.feature/misere-outranks-8s'
    """
    return f"{feature}/{slug(name)}"


def case_id(scenario_key: str, row: Mapping[str, str] | None, variant: str | None) -> str:
    """The ID of a scenario case: the scenario's :attr:`Scenario.key`, ``[<row values>]`` for an
    Examples row (:attr:`Row.key`), ``@<variant>``. No line number is in it.

    >>> case_id("cards/pack.feature/the-pack-has-43-cards", {"bid": "6S", "seat": "N"}, "australian")
    'cards/pack.feature/the-pack-has-43-cards[6S|N]@australian'
    """
    rows = f"[{'|'.join(row.values())}]" if row else ""
    return scenario_key + rows + (f"@{variant}" if variant else "")


def scenario_anchor(scenario_key: str) -> str:
    """The anchor of a scenario on a page: ``sc-`` and the slug of its :attr:`Scenario.key`.

    >>> scenario_anchor("options/all-pass.feature/every-seat-passes")
    'sc-options-all-pass-feature-every-seat-passes'
    """
    return "sc-" + slug(scenario_key)


def feature_files(base: Path = FEATURES) -> list[Path]:
    """Every ``*.feature`` file under ``base`` (any depth), sorted."""
    return sorted(base.rglob("*.feature"))


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


@cache
def _read(base: Path) -> tuple[tuple[Feature, ...], tuple[tuple[str, str], ...]]:
    features: list[Feature] = []
    problems: list[tuple[str, str]] = []
    for path in feature_files(base):
        rel = path.relative_to(base).as_posix()
        try:
            features.append(parse_feature(path, rel=rel, name=shown(path)))
        except FeatureError as e:
            problems.append((rel, str(e)))
    return tuple(features), tuple(problems)


def corpus(base: Path = FEATURES) -> tuple[Feature, ...]:
    """Every usable feature file under ``base`` (those :func:`feature_problems` finds are left out),
    by path; parsed once per process.
    """
    return _read(base)[0]


def scenarios(base: Path = FEATURES) -> tuple[Scenario, ...]:
    """Every scenario of :func:`corpus`, by file then line."""
    return tuple(sc for f in corpus(base) for sc in f.scenarios)


@cache
def _by_place(base: Path) -> dict[tuple[str, int], Scenario]:
    return {(sc.feature, sc.line): sc for sc in scenarios(base)}


def scenario_at(feature: str, line: int, base: Path = FEATURES) -> Scenario:
    """The scenario whose ``Scenario:`` line is ``line`` in ``feature`` (its path under ``base``).

    Raises:
        KeyError: there is none there.
    """
    return _by_place(base)[(feature, line)]


def feature_problems(base: Path = FEATURES) -> dict[str, str]:
    """The unusable feature files under ``base``, by path relative to ``base``: their one-line problem."""
    return dict(_read(base)[1])


def load_scenarios(base: Path = FEATURES) -> list[Scenario]:
    """Every scenario under ``base``, by file then line, once every file is usable and every rule and
    conflict tag is known (what the site shows).

    Raises:
        FeatureError: the first unusable file (see :func:`parse_feature`), or a tag naming no rule of
            the catalogue or no conflict of ``spec/conflicts.yaml`` (naming the file, line and tag).
    """
    problems = _read(base)[1]
    if problems:
        raise FeatureError(problems[0][1])
    out = sorted(scenarios(base), key=lambda s: (s.feature, s.line))
    for sc in out:
        for tag in sc.all_tags:
            if classify_tag(tag).kind in (TagKind.RULE, TagKind.CONFLICT) and (problem := tag_problem(tag)):
                raise FeatureError(f"{base.name}/{sc.feature}:{sc.line}: {problem}")
    return out
