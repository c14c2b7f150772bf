"""The rule catalogue (``spec/rules/*.yaml``): the one source of rule IDs.

Every other place that names a rule (Gherkin tags, hand fixtures, engine
errors, site anchors, reports) is checked against :func:`rule_ids`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

import jsonschema
from five_hundred.datafile import load_yaml
from five_hundred.errors import clip

ROOT = Path(__file__).resolve().parents[1]
"""The root of the checkout."""
SPEC = ROOT / "spec"
FEATURES = ROOT / "features"
BUILD = ROOT / "build"

RULE_ID = re.compile(r"\b(?:SEAT|DECK|RANK|SUIT|DEALER|DEAL|BID|KITTY|MIS|PLAY|JOKER|SCORE|END|DECIDE)-\d{2}\b")
"""A rule ID anywhere in text (the area codes of the catalogue)."""


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


class CatalogueError(ValueError):
    """A catalogue file breaks its schema or repeats an ID."""


def _load_yaml(path: Path) -> Any:
    """A data file of the checkout, read by the project's one YAML reader (errors name it from the root)."""
    return load_yaml(path, name=_shown(path))


def _shown(path: Path) -> str:
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return path.as_posix()


@cache
def schema(name: str) -> dict[str, Any]:
    """A JSON Schema of ``spec/schema`` by file stem (e.g. ``"rules"``)."""
    data: dict[str, Any] = json.loads((SPEC / "schema" / f"{name}.schema.json").read_text("utf-8"))
    return data


def validate(instance: Any, schema_name: str, where: str) -> None:
    """Check a document against a schema of ``spec/schema``.

    Raises:
        CatalogueError: naming the file, the field path and the problem of the first error.
    """
    errors = sorted(jsonschema.Draft202012Validator(schema(schema_name)).iter_errors(instance), key=lambda e: list(e.path))
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


NOMINATION_RULES: Final = ("DECIDE-13", "JOKER-05", "JOKER-14")
"""What a departure at the joker's nomination is charged to (those that apply to the variant): the
nomination as a step of its own, the contractor's right to make it, and its absence in the
three-player game. A nominated joker refused in a position, or a refused nomination on the
way to one, is the nomination's departure, not the play's."""


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


@cache
def sources() -> dict[str, dict[str, Any]]:
    """Every source of ``spec/sources.yaml`` by key."""
    return {s["key"]: s for s in _load_yaml(SPEC / "sources.yaml")["sources"]}
