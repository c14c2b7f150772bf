"""The deals and positions the corpus refers to by name (``features/deals.yaml``).

A deal or a position that several scenarios start from is written once, under a name, and a
scenario says ``Given the deal "e-seven-hearts"`` or ``Given the position "n-7nt-to-nominate"``
instead of copying its cards. The file is read by the project's one YAML reader and checked by
``spec/schema/deals.schema.json``; each position's text must read as a position
(:func:`five_hundred.parse_position`). ``tests/test_corpus_lint.py`` refuses a name the corpus uses
that the file does not define, a name nobody uses, and a deal or position written out twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from five_hundred import FiveHundredError, parse_position
from five_hundred.datafile import load_yaml

from .cases.routes import position_text
from .catalogue import CatalogueError, validate
from .resources import FEATURES, shown

DEALS = FEATURES / "deals.yaml"
"""The file of named deals and positions."""


@dataclass(frozen=True)
class NamedDeal:
    """A deal by name: ``setup`` is the protocol's ``open`` setup (``dealer``, ``hands`` as lists of
    cards by seat, ``kitty``); ``about`` says what a scenario writer needs to know of it.
    """

    name: str
    about: str
    setup: dict[str, Any]


@dataclass(frozen=True)
class NamedPosition:
    """A position by name: ``text`` is its one-line text form (``spec/pages/positions.md``),
    ``written`` the lines as the file writes them.
    """

    name: str
    about: str
    text: str
    written: str


@dataclass(frozen=True)
class Named:
    """Every named deal and position, each by name, in the order of the file."""

    deals: dict[str, NamedDeal]
    positions: dict[str, NamedPosition]


def read_named(path: Path = DEALS) -> Named:
    """The named deals and positions of ``path``.

    Raises:
        five_hundred.datafile.DataFileError: the file is not readable YAML (naming file and line).
        CatalogueError: it breaks ``deals.schema.json``, or a position's text is not a position
            (naming the file, the name and the field).
    """
    file = shown(path)
    raw = load_yaml(path, name=file)
    validate(raw, "deals", file)
    deals = {name: NamedDeal(name, d["about"], {"dealer": d["dealer"],
                                                 "hands": {seat: cards.split() for seat, cards in d["hands"].items()},
                                                 "kitty": d["kitty"].split()})
             for name, d in raw["deals"].items()}
    positions: dict[str, NamedPosition] = {}
    for name, p in raw["positions"].items():
        text = position_text(p["position"])
        try:
            parse_position(text)
        except FiveHundredError as e:
            raise CatalogueError(f"{file}: positions.{name}.position: {e}") from None
        positions[name] = NamedPosition(name, p["about"], text, p["position"])
    return Named(deals, positions)


@cache
def named() -> Named:
    """The named deals and positions of the corpus (``features/deals.yaml``, read once)."""
    return read_named()


class UnknownName(LookupError):
    """A scenario names a deal or position that ``features/deals.yaml`` does not define."""


def deal(name: str) -> dict[str, Any]:
    """The ``open`` setup of the deal called ``name`` (a fresh copy).

    Raises:
        UnknownName: no deal has that name (the message lists those that do).
    """
    found = named().deals.get(name)
    if found is None:
        raise UnknownName(f"{shown(DEALS)} defines no deal {name!r} (it has {', '.join(named().deals)})")
    s = found.setup
    return {"dealer": s["dealer"], "hands": {k: list(v) for k, v in s["hands"].items()}, "kitty": list(s["kitty"])}


def position(name: str) -> str:
    """The one-line text of the position called ``name``.

    Raises:
        UnknownName: no position has that name (the message lists those that do).
    """
    found = named().positions.get(name)
    if found is None:
        raise UnknownName(f"{shown(DEALS)} defines no position {name!r} (it has {', '.join(named().positions)})")
    return found.text
