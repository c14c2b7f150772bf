"""The rule catalogue (``spec/rules/*.yaml``): the one source of rule IDs.

Every other place that names a rule (Gherkin tags, hand fixtures, engine
errors, site anchors, reports) is checked against :func:`rule_ids`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any, Final

from five_hundred.datafile import load_yaml
from five_hundred.errors import clip

from . import resources
from .resources import shown
from .schemas import inlined_validator

ROOT = resources.ROOT
"""The folder laid out like the checkout for the corpus run (the checkout, in an editable install); see
:mod:`five_hundred_suite.resources`."""
SPEC = resources.SPEC
"""The ``spec/`` folder (the engine's)."""
FEATURES = resources.FEATURES
"""The corpus (``features/``)."""
BUILD = ROOT / "build"
"""Where the checkout's runs and the site are written (``build/``; in a checkout only)."""

RULE_ID = re.compile(r"\b(?:SEAT|DECK|RANK|SUIT|DEALER|DEAL|BID|KITTY|MIS|PLAY|JOKER|SCORE|END|DECIDE)-\d{2}\b")
"""A rule ID anywhere in text (the area codes of the catalogue)."""
CONFLICT_ID = re.compile(r"\bC-\d{2}\b")
"""A conflict ID of ``spec/conflicts.yaml`` anywhere in text."""


@dataclass(frozen=True)
class Example:
    """A worked example of a rule, written for the variants it names (their seats, pack, deal and terms)."""

    variants: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class Rule:
    """One rule of the catalogue.

    ``examples`` holds the worked examples, each for the variants it names; a
    single ``example:`` in the file stands for every variant of the rule.
    ``options`` are the options that switch the rule on (any one of them does;
    empty for a rule of the default game).
    """

    id: str
    area: str
    title: str
    statement: str
    examples: tuple[Example, ...]
    sources: tuple[dict[str, Any], ...]
    variants: tuple[str, ...]
    options: tuple[str, ...]
    status: str
    conflicts: tuple[str, ...]
    related: tuple[str, ...]

    def example_for(self, variant: str) -> str:
        """The worked example written for ``variant`` (a variant ID); ``""`` when there is none."""
        return next((e.text for e in self.examples if variant in e.variants), "")


@dataclass(frozen=True)
class Area:
    """One area (chapter) of the catalogue."""

    code: str
    title: str
    order: int
    intro: str
    rules: tuple[Rule, ...]

    @property
    def slug(self) -> str:
        """The page name of the area on the site."""
        return self.code.lower()


@cache
def corpus_version() -> str:
    """The version of the corpus: the installed project's version (``pyproject.toml``'s; a results
    file's ``header.corpus.version``), read from the package metadata so that a wheel knows it too.
    """
    return metadata.version("five-hundred-rules")


CASE_FORMAT: Final = 4
"""The version of the case format. A change of meaning bumps it (2: an ``open`` may carry a position
and the ``route`` to it from a deal; ``setup`` then has both; 3: a scenario case's ID is made of its
file, the slug of its scenario's name, its Examples row's values and its variant, no longer of lines;
4: a check's ``rules`` are those of what it checks (the action, the score line, the end of the hand),
no longer its scenario's; a request, a request of a group and an action of a route may carry the
``rules`` its refusal charges; every request of a group but the last must be accepted)."""


class CatalogueError(ValueError):
    """A catalogue file breaks its schema or repeats an ID."""


def _load_yaml(path: Path) -> Any:
    """A data file of the project, read by the project's one YAML reader (errors name it as the checkout does)."""
    return load_yaml(path, name=shown(path))


def validate(instance: Any, schema_name: str, where: str) -> None:
    """Check a document against a schema of ``spec/schema``.

    Raises:
        CatalogueError: naming the file, the field path and the problem of the first error.
    """
    errors = sorted(inlined_validator(schema_name).iter_errors(instance), key=lambda e: list(e.path))
    if errors:
        e = errors[0]
        field = ".".join(str(p) for p in e.path) or "(top)"
        raise CatalogueError(f"{where}: {clip(field, 100)}: {clip(e.message)}")


def _options(raw: str | list[str] | None) -> tuple[str, ...]:
    """The ``option`` field of a rule (one key, a list of alternatives, or none) as a tuple."""
    return () if raw is None else (raw,) if isinstance(raw, str) else tuple(raw)


def _examples(raw: dict[str, Any]) -> tuple[Example, ...]:
    """The worked examples of one rule as written in its file (``example`` or ``examples``)."""
    if "example" in raw:
        return (Example(tuple(raw["variants"]), " ".join(raw["example"].split())),)
    return tuple(Example(tuple(e["variants"]), " ".join(e["text"].split())) for e in raw.get("examples", ()))


@cache
def areas() -> tuple[Area, ...]:
    """Every area of the catalogue, in chapter order.

    Raises:
        CatalogueError: a file breaks ``rules.schema.json``, an ID is repeated,
            or an ID does not start with its area code.
    """
    out: list[Area] = []
    seen: set[str] = set()
    for path in sorted((SPEC / "rules").glob("*.yaml")):
        data = _load_yaml(path)
        validate(data, "rules", f"spec/rules/{path.name}")
        rules = []
        for r in data["rules"]:
            if not r["id"].startswith(data["area"] + "-"):
                raise CatalogueError(f"spec/rules/{path.name}: {r['id']} is not in area {data['area']}")
            if r["id"] in seen:
                raise CatalogueError(f"spec/rules/{path.name}: {r['id']} is defined twice")
            seen.add(r["id"])
            rules.append(Rule(
                id=r["id"], area=data["area"], title=r["title"], statement=" ".join(r["statement"].split()),
                examples=_examples(r), sources=tuple(r["sources"]),
                variants=tuple(r["variants"]), options=_options(r.get("option")), status=r["status"],
                conflicts=tuple(r.get("conflicts", ())), related=tuple(r.get("related", ())),
            ))
        out.append(Area(data["area"], data["title"], data["order"], " ".join(data.get("intro", "").split()), tuple(rules)))
    return tuple(sorted(out, key=lambda a: a.order))


@cache
def rules() -> dict[str, Rule]:
    """Every rule by ID, in catalogue order."""
    return {r.id: r for a in areas() for r in a.rules}


def rule_ids() -> frozenset[str]:
    """Every rule ID of the catalogue."""
    return frozenset(rules())


NOMINATION_RULES: Final = ("DECIDE-13", "JOKER-05", "JOKER-14", "JOKER-16")
"""What a departure at the joker's nomination is charged to (those that apply to the variant): the
nomination as a step of its own, the contractor's right to make it, and its absence in the
three-player game and in the 24-card two-hand game, which has no joker (JOKER-16). A nominated
joker refused in a position, or a refused nomination on the way to one, is the nomination's
departure, not the play's."""


def applicable(rule_ids: Iterable[str], variant: str | None) -> tuple[str, ...]:
    """Those of ``rule_ids`` (in their order, once each) that apply to ``variant`` (all of them when
    ``variant`` is ``None``): a rule is never charged in a variant it does not belong to.

    >>> applicable(["BID-02", "BID-20", "END-06"], "australian")
    ('BID-02',)
    """
    catalogue = rules()
    return tuple(r for r in dict.fromkeys(rule_ids)
                 if variant is None or r not in catalogue or variant in catalogue[r].variants)


def in_scope(rule_id: str, scope: Iterable[str]) -> bool:
    """Whether a rule is within ``scope``: rule IDs and area codes (``"DEAL"``) a check is about. A
    decision (``DECIDE-NN``) is within it when one of the rules it settles is.

    >>> in_scope("DEAL-04", ["DEAL", "KITTY"]), in_scope("DEALER-01", ["DEALER-03"])
    (True, False)
    >>> in_scope("DECIDE-02", ["DEALER-03"])  # it settles DEALER-03
    True
    """
    scope = set(scope)
    catalogue = rules()
    rule = catalogue[rule_id]
    if rule_id in scope or rule.area in scope:
        return True
    return rule.area == "DECIDE" and any(r in scope or catalogue[r].area in scope
                                         for r in rule.related if r in catalogue)


@cache
def variants() -> dict[str, dict[str, Any]]:
    """Every variant file of ``spec/variants`` by ID (raw data)."""
    out: dict[str, dict[str, Any]] = {}
    for path in sorted((SPEC / "variants").glob("*.yaml")):
        data = _load_yaml(path)
        validate(data, "variant", f"spec/variants/{path.name}")
        out[data["id"]] = data
    return out


def kitty_word(variant: dict[str, Any]) -> str:
    """What a variant calls the cards set aside at the deal: ``words.kitty`` of its file (raw data, as
    :func:`variants` gives it), ``"kitty"`` when the file has no such key. The three-player game says
    ``"widow"`` (DEAL-03).

    >>> kitty_word(variants()["three-player"]), kitty_word({"id": "x"})
    ('widow', 'kitty')
    """
    return str(variant.get("words", {}).get("kitty", "kitty"))


@cache
def sources() -> dict[str, dict[str, Any]]:
    """Every source of ``spec/sources.yaml`` by key: name, kind, language, covers, description, witnesses.

    Raises:
        CatalogueError: the file breaks ``sources.schema.json``.
    """
    data = _load_yaml(SPEC / "sources.yaml")
    validate(data, "sources", "spec/sources.yaml")
    return {s["key"]: s for s in data["sources"]}


@cache
def conflict_ids() -> frozenset[str]:
    """Every conflict ID of ``spec/conflicts.yaml``.

    Raises:
        CatalogueError: the file breaks ``conflicts.schema.json``.
    """
    data = _load_yaml(SPEC / "conflicts.yaml")
    validate(data, "conflicts", "spec/conflicts.yaml")
    return frozenset(str(c["id"]) for c in data["conflicts"])


class TagKind(StrEnum):
    """What a Gherkin tag of the corpus says about its scenario."""

    RULE = "rule"
    """``@SCORE-04``: the scenario checks this rule."""
    CONFLICT = "conflict"
    """``@C-01``: it checks a reading of this conflict between the sources."""
    VARIANT = "variant"
    """``@australian``: it runs under this variant."""
    OPTION = "option"
    """``@option:var:no-misere``: it switches on this option."""
    OTHER = "other"
    """Any other tag (pytest-bdd turns it into a marker of that name)."""


@dataclass(frozen=True)
class Tag:
    """A tag sorted by :func:`classify_tag`: its kind and what it names (an option tag without ``option:``)."""

    kind: TagKind
    value: str


def classify_tag(tag: str) -> Tag:
    """Sort a Gherkin tag (with or without its ``@``) into rule, conflict, variant, option or other,
    by its shape (a rule or conflict ID, ``option:``) or, for a variant, by the variant files.

    >>> classify_tag("@BID-02"), classify_tag("option:var:no-misere")
    (Tag(kind=<TagKind.RULE: 'rule'>, value='BID-02'), Tag(kind=<TagKind.OPTION: 'option'>, value='var:no-misere'))
    """
    name = tag.removeprefix("@")
    if RULE_ID.fullmatch(name) or RULE_ID.fullmatch(name.replace("_", "-")):
        return Tag(TagKind.RULE, name)
    if CONFLICT_ID.fullmatch(name):
        return Tag(TagKind.CONFLICT, name)
    if name.startswith("option:"):
        return Tag(TagKind.OPTION, name.removeprefix("option:"))
    if name in variants():
        return Tag(TagKind.VARIANT, name)
    return Tag(TagKind.OTHER, name)


def tag_problem(tag: str) -> str | None:
    """Why a tag names nothing the catalogue defines, in a few words (``None`` if it is fine): a rule ID
    not in the catalogue, a conflict ID not in ``spec/conflicts.yaml``, an option no variant offers.

    >>> tag_problem("option:var:all-trumps"), tag_problem("BID-02")
    ('tag @option:var:all-trumps names no option of any variant', None)
    """
    t = classify_tag(tag)
    if t.kind is TagKind.RULE and t.value not in rule_ids():
        return f"tag @{t.value} names no rule of the catalogue (spec/rules/*.yaml)"
    if t.kind is TagKind.CONFLICT and t.value not in conflict_ids():
        return f"tag @{t.value} names no conflict of spec/conflicts.yaml"
    if t.kind is TagKind.OPTION and not any(t.value in v["options"] for v in variants().values()):
        return f"tag @option:{t.value} names no option of any variant"
    return None


def tagged(tags: Iterable[str], kind: TagKind) -> tuple[str, ...]:
    """What the tags of ``kind`` among ``tags`` name, sorted, once each.

    >>> tagged(["BID-02", "australian", "option:var:no-misere", "AUCTION-X"], TagKind.VARIANT)
    ('australian',)
    """
    return tuple(sorted({t.value for t in map(classify_tag, tags) if t.kind is kind}))
