"""The model of the corpus: a feature file, its scenarios, their Examples rows and steps, with their tags and
lines; the stable names of a scenario (its key, the case IDs, the site's anchors); the one error of an
unusable feature file.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from ..catalogue import TagKind, classify_tag


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
