"""Whole-hand fixtures: one YAML file per hand, checked before it is replayed.

A fixture (``features/hands/<variant>/<ID>.yaml``, schema
``spec/schema/hand.schema.json``) records the pack order and dealer, the hands
and kitty as dealt, every auction action, the discard, the joker nomination in
no trumps and misère, every trick with its winner, and the expected contract,
tricks and points (DECIDE-03, DECIDE-37, DECIDE-38).

:func:`load_fixture` reads one file with PyYAML's safe loader, keeps the line
of every field (from the composed node tree), validates it against the schema
and then makes the checks a schema cannot make. Every problem is raised as a
:class:`FixtureError` whose text is one line::

    features/hands/australian/AU-0001.yaml:12: pack[5]: 'ZZ' is not a valid card

The loader never plays the hand: dealing, legality, trick winners and scores
are the implementation's job, checked when ``tests/test_hands.py`` replays the
fixture through the adapter.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache, wraps
from pathlib import Path
from typing import Any, Protocol

import jsonschema
import yaml
from five_hundred.cards import Card
from five_hundred.datafile import DataFileError, compose_yaml
from five_hundred.errors import FiveHundredError, NotationError, clip
from five_hundred.ruleset import load_ruleset

from .catalogue import FEATURES, ROOT, SPEC, rule_ids, variants
from .resources import shown

HANDS_DIR = FEATURES / "hands"
"""Where the whole-hand fixtures live, one folder per variant."""

FieldPath = tuple[str | int, ...]
"""A field inside a fixture: mapping keys and list indices, e.g. ``("tricks", 2, "cards", 1)``."""


class FixtureError(FiveHundredError):
    """A fixture file that cannot be used: bad YAML, a schema violation, or a
    card, deal, discard or rule ID that does not add up.

    ``str()`` is one line: ``<file>:<line>: <field>: <problem>``, followed by
    `` [RULE-ID]`` when the problem breaks a rule of the catalogue.

    Attributes:
        file: the fixture's path, relative to the repository root when inside it.
        line: the 1-based line of the field (of its parent when the field is missing).
        field: the field path, e.g. ``pack[5]``, ``hands.N[3]``, ``tricks[2].cards[1]``.
        problem: what is wrong, in one line.
        rule: the rule ID broken, or ``None`` for a purely formal problem.
    """

    def __init__(self, file: str, line: int, field: str, problem: str, *, rule: str | None = None) -> None:
        problem = clip(" ".join(problem.split()))
        field = clip(field, 100)
        super().__init__(f"{clip(file, 200)}:{line}: {field}: {problem}", rule=rule)
        self.file = file
        self.line = line
        self.field = field
        self.problem = problem


@dataclass(frozen=True)
class FixtureTrick:
    """One recorded trick.

    Attributes:
        leader: the seat that led.
        cards: the cards in play order, leader first, in canonical notation;
            a suitless joker lead keeps its named suit as ``JK:D``.
        winner: the seat that won it.
    """

    leader: str
    cards: tuple[str, ...]
    winner: str

    def action_cards(self) -> tuple[str, ...]:
        """The cards as the arguments of ``play`` actions: ``JK:D`` becomes ``JK D``."""
        return tuple(c.replace(":", " ") for c in self.cards)


@dataclass(frozen=True)
class Expectation:
    """The recorded outcome of the hand.

    Attributes:
        contract: the contract (``"7H"``), ``None`` when thrown in.
        contractor: the contractor's seat, ``None`` when thrown in.
        tricks_won: tricks won by each side.
        points: points each side adds for the hand (negative: subtracts).
        made: whether the contract was made, ``None`` when thrown in.
    """

    contract: str | None
    contractor: str | None
    tricks_won: Mapping[str, int]
    points: Mapping[str, int]
    made: bool | None


@dataclass(frozen=True)
class HandFixture:
    """One whole hand, loaded and checked by :func:`load_fixture`.

    Cards are canonical strings (``10H``, ``JK``); auction actions are in the
    engine's notation (``N bid 7H``, ``E pass``) whichever form the file used.
    """

    path: Path
    file: str
    id: str
    title: str
    variant: str
    options: tuple[str, ...]
    rules: tuple[str, ...]
    dealer: str
    pack: tuple[str, ...]
    hands: Mapping[str, tuple[str, ...]]
    kitty: tuple[str, ...]
    auction: tuple[str, ...]
    discard: tuple[str, ...] | None
    nomination: str | None
    tricks: tuple[FixtureTrick, ...]
    expect: Expectation
    seats: tuple[str, ...]
    """The variant's seats, clockwise."""
    sides: Mapping[str, tuple[str, ...]]
    """The variant's sides and their seats."""
    lines: Mapping[FieldPath, int] = field(repr=False, default_factory=dict)
    refuse: tuple[tuple[int, str], ...] = ()
    """Actions to be refused on the way, as ``(actions taken before, action)`` (DECIDE-20)."""
    game: Mapping[str, Any] | None = None
    """The game around the hand: ``{"before": {"scores", "backwards"}, "after": {"scores", "dealer",
    "backwards", "outcome"}}`` as ``game-after-hand`` answers it, or ``None``."""

    def line(self, *path: str | int) -> int:
        """The line of a field, or of its nearest recorded parent (1 for the document)."""
        return _line_of(self.lines, tuple(path))

    def where(self, *path: str | int) -> str:
        """``file:line: field`` of a field, for failure messages."""
        return f"{self.file}:{self.line(*path)}: {format_path(tuple(path))}"

    @property
    def is_misere(self) -> bool:
        """True for a misère contract of any kind."""
        return self.expect.contract in _MISERE

    def post_exchange_hand(self) -> tuple[str, ...] | None:
        """The contractor's hand after the kitty exchange, in file order: the hand
        as dealt plus the kitty minus the discard (KITTY-01, KITTY-02, DECIDE-38);
        ``None`` when thrown in.
        """
        if self.expect.contractor is None or self.discard is None:
            return None
        gone = set(self.discard)
        return tuple(c for c in self.hands[self.expect.contractor] + self.kitty if c not in gone)

    def position(self, at: str) -> dict[str, Any]:
        """The recorded hand as a position, in the JSON form of the protocol's
        ``{"position": ...}`` setup (``spec/pages/positions.md``).

        Args:
            at: ``"kitty"``: the contractor has taken the kitty and is to discard
                (no ``discards``; the contractor's hand holds the kitty);
                ``"play"``: the discard and the joker nomination are made and the
                first trick is to be led.

        Raises:
            ValueError: the hand was thrown in (it has no position), or ``at``
                is neither stage.
        """
        contractor, contract = self.expect.contractor, self.expect.contract
        if contractor is None or contract is None or self.discard is None:
            raise ValueError(f"{self.id} was thrown in: it has no position after the auction")
        hands = {s: self.hands[s] for s in self.seats}
        out: dict[str, Any] = {"dealer": self.dealer, "contract": contract, "contractor": contractor,
                               "joker_suit": None}
        if at == "kitty":
            hands[contractor] = self.hands[contractor] + self.kitty
            out["hands"] = {s: _in_order(c) for s, c in hands.items()}
            return {**out, "tricks": [], "trick": None, "turn": contractor}
        if at != "play":
            raise ValueError(f"a position is taken at 'kitty' or 'play', not {at!r}")
        if self.nomination not in (None, "none"):
            out["joker_suit"] = self.nomination
        hands[contractor] = self.post_exchange_hand() or ()
        leader = self.tricks[0].leader if self.tricks else contractor
        return {**out, "hands": {s: _in_order(c) for s, c in hands.items()}, "discards": _in_order(self.discard),
                "tricks": [], "trick": {"leader": leader, "cards": [], "named_suit": None}, "turn": leader}

    def trick_seats(self, leader: str) -> tuple[str, ...]:
        """The seats in the order they play to a trick led by ``leader``:
        clockwise from the leader, without the misère contractor's partner when
        the variant makes the partner sit out (SEAT-03, MIS-01, PLAY-08).
        """
        active = list(self.seats)
        if self.is_misere and self.expect.contractor is not None and _sits_out(self.variant):
            side = next(s for s in self.sides.values() if self.expect.contractor in s)
            active = [s for s in active if s == self.expect.contractor or s not in side]
        i = active.index(leader)
        return tuple(active[i:] + active[:i])


def format_path(path: FieldPath) -> str:
    """A field path as text: ``("tricks", 2, "cards", 1)`` -> ``tricks[2].cards[1]``.

    >>> format_path(("hands", "N", 3))
    'hands.N[3]'
    """
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "(document)"


def fixture_paths(root: Path | None = None) -> list[Path]:
    """Every fixture file under ``features/hands/`` (``*.yaml``, any depth), sorted.

    Args:
        root: the repository root to look under (default: this checkout).
    """
    base = HANDS_DIR if root is None else root / "features" / "hands"
    return sorted(base.rglob("*.yaml")) if base.is_dir() else []


def load_all(root: Path | None = None) -> list[HandFixture]:
    """Load every fixture of :func:`fixture_paths` and check that their IDs are unique.

    Raises:
        FixtureError: the first fixture that fails :func:`load_fixture`, or an
            ID used by two files.
    """
    out: list[HandFixture] = []
    seen: dict[str, HandFixture] = {}
    for path in fixture_paths(root):
        fx = load_fixture(path, root=root)
        if fx.id in seen:
            raise FixtureError(fx.file, fx.line("id"), "id", f"{_short(fx.id)} is also the ID of {seen[fx.id].file}")
        seen[fx.id] = fx
        out.append(fx)
    return out


@cache
def _schema() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SPEC / "schema" / "hand.schema.json").read_text("utf-8"))
    return data


def _display(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def _line_of(lines: Mapping[FieldPath, int], path: FieldPath) -> int:
    while path:
        if path in lines:
            return lines[path]
        path = path[:-1]
    return lines.get((), 1)


def _map_lines(node: yaml.Node, path: FieldPath, lines: dict[FieldPath, int]) -> None:
    """Record the 1-based line of every field: a mapping entry at its key, a list item at the item.

    The tree is already checked: no alias, at most :data:`~five_hundred.datafile.MAX_DEPTH` deep.
    """
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            k: str | int = key.value if isinstance(key, yaml.ScalarNode) else str(key.value)
            lines[(*path, k)] = key.start_mark.line + 1
            _map_lines(value, (*path, k), lines)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            lines[(*path, i)] = item.start_mark.line + 1
            _map_lines(item, (*path, i), lines)


_COUNT_RULES = {"discard": "KITTY-04", "hands": "DEAL-01", "kitty": "DEAL-01"}
"""The rule broken when these fields hold the wrong number of cards."""


def _schema_problem(e: jsonschema.ValidationError) -> tuple[FieldPath, str, str | None]:
    """Where a schema error is, what it says in the words of a fixture author, and the rule broken."""
    path: FieldPath = tuple(e.absolute_path)
    inst = e.instance
    schema: Mapping[str, Any] = e.schema if isinstance(e.schema, Mapping) else {}
    value = e.validator_value
    if e.validator == "required" and isinstance(inst, dict) and isinstance(value, list):
        missing = [k for k in value if k not in inst]
        return (*path, missing[0]), "is missing (a required key)", None
    if e.validator == "additionalProperties" and isinstance(inst, dict):
        allowed = set(schema.get("properties", {}))
        extra = sorted(str(k) for k in inst if k not in allowed)
        if extra:
            return (*path, extra[0]), f"unexpected key {_short(extra[0])}", None
    if e.validator == "pattern" and isinstance(inst, str):
        if "propertyNames" in e.absolute_schema_path:
            return (*path, inst), f"{_short(inst)} is not a valid {schema.get('title', 'key')}", None
        if schema.get("title"):
            return path, f"{_short(inst)} is not a valid {schema['title']}", None
    if e.validator in ("minItems", "maxItems") and isinstance(inst, list):
        lo, hi = schema.get("minItems"), schema.get("maxItems")
        need = f"exactly {lo}" if lo == hi else (f"at least {lo}" if e.validator == "minItems" else f"at most {hi}")
        return path, f"has {len(inst)} items, needs {need}", _COUNT_RULES.get(str(path[0])) if path else None
    if e.validator == "uniqueItems" and isinstance(inst, list):
        twice = next((x for i, x in enumerate(inst) if x in inst[:i]), None)
        return path, f"{_short(twice)} is listed twice", None
    if e.validator == "type":
        return path, f"{_short(inst)} is not of type {value!r}", None
    return path, e.message, None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


@cache
def _pack_of(variant: str) -> tuple[str, ...]:
    """The variant's pack in the variant file's order, as the reference engine builds it (DECK-01, DECK-02)."""
    return tuple(str(c) for c in load_ruleset(variant).pack)


def _pack_rule(seats: Sequence[str]) -> str:
    """The rule that gives the pack of a table of this size (DECK-01, DECK-02)."""
    return "DECK-01" if len(seats) == 4 else "DECK-02"


def _sits_out(variant: str) -> bool:
    return bool(variants()[variant]["play"]["misere_partner_sits_out"])


def _canon(text: str) -> str:
    return str(Card.parse(text))


def _in_order(cards: Sequence[str]) -> list[str]:
    """Cards in canonical order: suits S C D H, each from low to high, the joker last."""
    return sorted(cards, key=lambda c: Card.parse(c).code)



class _Loader(Protocol):
    def __call__(self, path: Path | str, *, root: Path | None = None) -> HandFixture: ...


def _kept_while_unchanged(load: _Loader) -> _Loader:
    """Make ``load`` parse each file once per process: what it made of a file is handed out again while
    the file's bytes are the same (the fixture is immutable; reading the bytes costs little next to
    parsing and checking them). Failures are not kept.
    """
    kept: dict[tuple[Path, Path | None], tuple[bytes, HandFixture]] = {}

    @wraps(load)
    def loader(path: Path | str, *, root: Path | None = None) -> HandFixture:
        key = (Path(path).absolute(), root)
        content = key[0].read_bytes()
        hit = kept.get(key)
        if hit is not None and hit[0] == content:
            return hit[1]
        fixture = load(path, root=root)
        kept[key] = (content, fixture)
        return fixture

    return loader


@_kept_while_unchanged
def load_fixture(path: Path | str, *, root: Path | None = None) -> HandFixture:
    """Load and check one whole-hand fixture (each file is parsed once while its content is unchanged).

    Args:
        path: the YAML file.
        root: the repository root that error messages name files relative to,
            and under which ``features/hands/<variant>/`` is expected (default:
            this checkout).

    Returns:
        The fixture, with canonical cards and engine-notation auction actions.

    Raises:
        FixtureError: (one line, naming file, line, field, problem and rule) when

            * the file is not YAML, is over 1 MB or not UTF-8, uses an alias,
              nests too deep, repeats a key (see :func:`five_hundred.datafile.compose_yaml`),
              or breaks ``hand.schema.json``;
            * the ID differs from the file name, or the variant from the folder;
            * the variant, an option, a seat or a rule ID is unknown (rule IDs
              must be in the catalogue, ``spec/rules/*.yaml``; seats DECIDE-36);
            * a card is not a card, the pack repeats a card (DECK-01, DECK-04)
              or is not exactly the variant's pack (DECK-01, DECK-02, DECK-03);
            * the hands and kitty are not exactly the pack (DEAL-01, DECIDE-03);
            * the contract or contractor is not the last bid of the auction
              (BID-10), or is given for a hand everybody passed (BID-09);
            * the discard is missing (DECIDE-38), or is not 3 different cards
              that the contractor holds after taking the kitty (KITTY-02, KITTY-04);
            * the nomination is missing in no trumps or misère (DECIDE-37), given
              in a variant that has no nomination (JOKER-14), given
              in a trump contract, or names a suit when the contractor does not
              hold the joker (JOKER-05);
            * a trick has the wrong number of cards (PLAY-08), a card its player
              does not hold or that was played before (DECIDE-20), a named
              joker suit anywhere but a suitless joker lead (JOKER-10), a trick
              contract is not played to ten tricks (PLAY-07), or the tricks per
              side disagree with the trick winners (PLAY-09);
            * an action to refuse names no seat of the variant or comes after
              the hand's last action, or the game around the hand gives scores
              for other sides, or a dealer who is no seat.
    """
    path = Path(path)
    base = ROOT if root is None else root
    file = shown(path) if root is None else _display(path, root)
    try:
        node, data = compose_yaml(path, name=file)
    except DataFileError as e:
        field = format_path(e.field) if e.field else "(document)"
        problem = e.problem.removeprefix(f"{'.'.join(map(str, e.field))}: ") if e.field else e.problem
        raise FixtureError(file, e.line, field, problem) from None
    lines: dict[FieldPath, int] = {(): 1}
    if node is not None:
        lines[()] = node.start_mark.line + 1
        _map_lines(node, (), lines)
    check = _Checker(path, file, base, lines)
    errors = list(jsonschema.Draft202012Validator(_schema()).iter_errors(data))
    if errors:
        found = [_schema_problem(e) for e in errors]
        where, problem, rule = min(found, key=lambda f: (_line_of(lines, f[0]), len(f[0]), format_path(f[0])))
        raise check.fail(where, problem, rule)
    return check.fixture(data)


class _Checker:
    """The checks after the schema, with the file's line map for error messages."""

    def __init__(self, path: Path, file: str, base: Path, lines: dict[FieldPath, int]) -> None:
        self.path = path
        self.file = file
        self.base = base
        self.lines = lines

    def fail(self, where: FieldPath, problem: str, rule: str | None = None) -> FixtureError:
        return FixtureError(self.file, _line_of(self.lines, where), format_path(where), problem, rule=rule)

    def card(self, where: FieldPath, value: str) -> str:
        try:
            return _canon(value)
        except NotationError:
            raise self.fail(where, f"{_short(value)} is not a valid card") from None

    def seat(self, where: FieldPath, value: str, seats: Sequence[str], variant: str) -> str:
        if value not in seats:
            raise self.fail(where, f"{_short(value)} is not a seat of {variant} ({' '.join(seats)})", "DECIDE-36")
        return value

    def fixture(self, data: dict[str, Any]) -> HandFixture:
        fail = self.fail
        if data["id"] != self.path.stem:
            raise fail(("id",), f"{_short(data['id'])} differs from the file name {_short(self.path.name)}")
        variant = data["variant"]
        known = variants()
        if variant not in known:
            raise fail(("variant",), f"{_short(variant)} is not a variant of spec/variants/ (known: {', '.join(sorted(known))})")
        try:
            folder = self.path.resolve().parent.relative_to((self.base / "features" / "hands").resolve()).parts
        except ValueError:
            folder = ()
        if folder and folder[0] != variant:
            raise fail(("variant",), f"{_short(variant)} differs from the folder features/hands/{folder[0]}/")
        spec = known[variant]
        for i, o in enumerate(data["options"]):
            if o not in spec["options"]:
                raise fail(("options", i), f"{_short(o)} is not an option of {variant} (known: {', '.join(sorted(spec['options']))})")
        catalogue = rule_ids()
        for i, r in enumerate(data["rules"]):
            if r not in catalogue:
                raise fail(("rules", i), f"{_short(r)} is not a rule of the catalogue (spec/rules/*.yaml)")
        seats: tuple[str, ...] = tuple(spec["seats"])
        sides: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in spec["sides"].items()}
        self.seat(("dealer",), data["dealer"], seats, variant)

        pack = self._pack(data["pack"], variant, seats)
        hands, kitty = self._deal(data, pack, seats, variant)
        auction, last_bid = self._auction(data["auction"], seats, variant)

        ex = data["expect"]
        contract, contractor = ex["contract"], ex["contractor"]
        if contractor is not None:
            self.seat(("expect", "contractor"), contractor, seats, variant)
        if last_bid is None:
            if contract is not None or contractor is not None:
                raise fail(("expect", "contract"), "everybody passed: contract and contractor must be null", "BID-09")
        elif (contractor, contract) != last_bid:
            raise fail(("expect", "contract"),
                       f"the auction's last bid is {last_bid[0]} {last_bid[1]}, not {contractor} {contract}", "BID-10")
        for key in ("tricks_won", "points"):
            if set(ex[key]) != set(sides):
                raise fail(("expect", key), f"give one count for each side of {variant} ({' '.join(sides)})")
        if (ex["made"] is None) != (contract is None):
            raise fail(("expect", "made"), "is null exactly when the hand is thrown in")

        discard: tuple[str, ...] | None = None
        nomination: str | None = data.get("nomination")
        if contract is None:
            for key in ("discard", "nomination"):
                if key in data:
                    raise fail((key,), "a thrown-in hand has no kitty exchange or nomination", "BID-09")
            if data["tricks"]:
                raise fail(("tricks",), "a thrown-in hand has no tricks", "BID-09")
        else:
            discard = self._exchange(data, hands[contractor] + kitty, contractor)
            self._nomination(nomination, contract, contractor, set(hands[contractor] + kitty) - set(discard),
                             bool(spec["joker"]["nomination"]))

        fx = HandFixture(
            path=self.path, file=self.file, id=data["id"], title=data["title"], variant=variant,
            options=tuple(data["options"]), rules=tuple(data["rules"]), dealer=data["dealer"], pack=pack,
            hands=hands, kitty=kitty, auction=auction, discard=discard, nomination=nomination, tricks=(),
            expect=Expectation(contract, contractor, dict(ex["tricks_won"]), dict(ex["points"]), ex["made"]),
            seats=seats, sides=sides, lines=dict(self.lines),
        )
        fx = replace(fx, tricks=self._tricks(fx, data["tricks"]))
        return replace(fx, refuse=self._refuse(fx, data.get("refuse", [])), game=self._game(fx, data.get("game")))

    def _refuse(self, fx: HandFixture, raw: Sequence[dict[str, Any]]) -> tuple[tuple[int, str], ...]:
        """Each action to refuse, named by a seat of the variant, tried within the hand's actions."""
        asked = fx.nomination is not None and "JK" in (fx.post_exchange_hand() or ())  # a nomination step
        taken = len(fx.auction) + (fx.discard is not None) + asked + sum(len(t.cards) for t in fx.tricks)
        out = []
        for i, entry in enumerate(raw):
            if entry["after"] > taken:
                raise self.fail(("refuse", i, "after"), f"the hand has {taken} actions, not {entry['after']}")
            self.seat(("refuse", i, "action"), entry["action"].split()[0], fx.seats, fx.variant)
            out.append((int(entry["after"]), " ".join(entry["action"].split())))
        return tuple(out)

    def _game(self, fx: HandFixture, raw: dict[str, Any] | None) -> Mapping[str, Any] | None:
        """The game before and after the hand: one score per side, sides that exist."""
        if raw is None:
            return None
        for part in ("before", "after"):
            if set(raw[part]["scores"]) != set(fx.sides):
                raise self.fail(("game", part, "scores"), f"give one score for each side of {fx.variant} ({' '.join(fx.sides)})")
            for i, side in enumerate(raw[part].get("backwards", [])):
                if side not in fx.sides:
                    raise self.fail(("game", part, "backwards", i), f"{side!r} is not a side of {fx.variant}")
        self.seat(("game", "after", "dealer"), raw["after"]["dealer"], fx.seats, fx.variant)
        return raw

    def _pack(self, raw: Sequence[str], variant: str, seats: Sequence[str]) -> tuple[str, ...]:
        """Every card once, exactly the variant's pack (DECK-01..DECK-04)."""
        pack = tuple(self.card(("pack", i), c) for i, c in enumerate(raw))
        wanted = _pack_of(variant)
        first: dict[str, int] = {}
        for i, c in enumerate(pack):
            if c not in wanted:
                raise self.fail(("pack", i), f"{c} is not in the {len(wanted)}-card pack of {variant}", _pack_rule(seats))
            if c in first:
                raise self.fail(("pack", i), f"{c} appears twice (also at pack[{first[c]}])", "DECK-04" if c == "JK" else _pack_rule(seats))
            first[c] = i
        if len(pack) != len(wanted):
            missing = " ".join(c for c in wanted if c not in first)
            raise self.fail(("pack",), f"has {len(pack)} cards, not {len(wanted)}; missing {missing}", "DECK-03")
        return pack

    def _deal(self, data: dict[str, Any], pack: tuple[str, ...], seats: tuple[str, ...],
              variant: str) -> tuple[dict[str, tuple[str, ...]], tuple[str, ...]]:
        """The hands and kitty as dealt are exactly the pack (DEAL-01, DECIDE-03)."""
        for s in data["hands"]:
            self.seat(("hands", s), s, seats, variant)
        absent = [s for s in seats if s not in data["hands"]]
        if absent:
            raise self.fail(("hands",), f"no hand for {' '.join(absent)}", "DEAL-01")
        hands = {s: tuple(self.card(("hands", s, i), c) for i, c in enumerate(data["hands"][s])) for s in seats}
        kitty = tuple(self.card(("kitty", i), c) for i, c in enumerate(data["kitty"]))
        places: list[tuple[FieldPath, str]] = [(("hands", s, i), c) for s in seats for i, c in enumerate(hands[s])]
        places += [(("kitty", i), c) for i, c in enumerate(kitty)]
        dealt: dict[str, FieldPath] = {}
        for where, c in places:
            if c in dealt:
                raise self.fail(where, f"{c} is dealt twice (also at {format_path(dealt[c])})", "DECK-04" if c == "JK" else _pack_rule(seats))
            if c not in pack:
                raise self.fail(where, f"{c} is not in the pack", "DEAL-01")
            dealt[c] = where
        undealt = [c for c in pack if c not in dealt]
        if undealt:
            raise self.fail(("hands",), f"the hands and kitty leave out {' '.join(undealt)} of the pack", "DEAL-01")
        return hands, kitty

    def _auction(self, raw: Sequence[str], seats: Sequence[str],
                 variant: str) -> tuple[tuple[str, ...], tuple[str, str] | None]:
        """The actions in engine notation, and the last bid as (seat, bid)."""
        out: list[str] = []
        last: tuple[str, str] | None = None
        for i, a in enumerate(raw):
            who, *rest = a.split()
            self.seat(("auction", i), who, seats, variant)
            if rest == ["pass"]:
                out.append(f"{who} pass")
            else:
                out.append(f"{who} bid {rest[-1]}")
                last = (who, rest[-1])
        return tuple(out), last

    def _exchange(self, data: dict[str, Any], held: tuple[str, ...], contractor: str) -> tuple[str, ...]:
        """Three different cards the contractor holds after taking the kitty (KITTY-02, KITTY-04, DECIDE-38)."""
        if "discard" not in data:
            raise self.fail(("discard",), "is missing: the contractor discards 3 cards after taking the kitty", "DECIDE-38")
        discard = tuple(self.card(("discard", i), c) for i, c in enumerate(data["discard"]))
        for i, c in enumerate(discard):
            if c in discard[:i]:
                raise self.fail(("discard", i), f"{c} is discarded twice", "KITTY-04")
            if c not in held:
                raise self.fail(("discard", i), f"{c} is not in {contractor}'s hand or the kitty", "KITTY-02")
        return discard

    def _nomination(self, nomination: str | None, contract: str, contractor: str, kept: set[str],
                    nominates: bool = True) -> None:
        """Recorded exactly in no trumps and misère (DECIDE-37); a suit only from the joker's holder (JOKER-05).
        In a variant without nomination (the three-player game, JOKER-14) the key is left out.
        """
        if not nominates:
            if nomination is not None:
                raise self.fail(("nomination",), "this variant has no joker nomination: leave the key out", "JOKER-14")
            return
        notrump_like = contract in _MISERE or contract.endswith("NT")
        if notrump_like and nomination is None:
            raise self.fail(("nomination",), f"is missing: a {contract} hand records the joker's nomination (a suit or none)", "DECIDE-37")
        if not notrump_like and nomination is not None:
            raise self.fail(("nomination",), f"only no-trump and misère hands nominate the joker, not {contract}", "JOKER-05")
        if nomination not in (None, "none") and "JK" not in kept:
            raise self.fail(("nomination",), f"{contractor} does not hold the joker after the exchange and cannot nominate it", "JOKER-05")

    def _tricks(self, fx: HandFixture, raw: Sequence[dict[str, Any]]) -> tuple[FixtureTrick, ...]:
        """Card ownership, card counts, named suits and the tricks per side."""
        contractor = fx.expect.contractor
        if contractor is None:
            return ()
        now = {s: set(fx.hands[s]) for s in fx.seats}
        now[contractor] = set(fx.post_exchange_hand() or ())
        active = fx.trick_seats(contractor)
        notrump_like = fx.is_misere or str(fx.expect.contract).endswith("NT")
        played: dict[str, FieldPath] = {}
        won = dict.fromkeys(fx.sides, 0)
        side_of = {s: side for side, members in fx.sides.items() for s in members}
        out: list[FixtureTrick] = []
        for t, trick in enumerate(raw):
            for key in ("leader", "winner"):
                self.seat(("tricks", t, key), trick[key], fx.seats, fx.variant)
                if trick[key] not in active:
                    raise self.fail(("tricks", t, key), f"{trick[key]} takes no part in the play of this misère", "MIS-01")
            order = fx.trick_seats(trick["leader"])
            if len(trick["cards"]) != len(order):
                raise self.fail(("tricks", t, "cards"),
                                f"has {len(trick['cards'])} cards, not one for each of the {len(order)} players", "PLAY-08")
            cards: list[str] = []
            for i, text in enumerate(trick["cards"]):
                where = ("tricks", t, "cards", i)
                bare, _, named = text.partition(":")
                c = self.card(where, bare)
                if named and (i != 0 or c != "JK" or not notrump_like):
                    raise self.fail(where, "a suit is named only when leading a suitless joker in no trumps or misère", "JOKER-10")
                if c in played:
                    raise self.fail(where, f"{c} was already played at {format_path(played[c])}", "DECIDE-20")
                if c not in now[order[i]]:
                    raise self.fail(where, f"{c} is not in {order[i]}'s hand (the cards go {' '.join(order)} from the leader)", "DECIDE-20")
                played[c] = where
                now[order[i]].discard(c)
                cards.append(f"{c}:{named}" if named else c)
            won[side_of[trick["winner"]]] += 1
            out.append(FixtureTrick(trick["leader"], tuple(cards), trick["winner"]))
        if not fx.is_misere and len(out) != 10:
            raise self.fail(("tricks",), f"has {len(out)} tricks: a trick contract is played to the tenth trick", "PLAY-07")
        if won != dict(fx.expect.tricks_won):
            got = ", ".join(f"{k} {v}" for k, v in won.items())
            raise self.fail(("expect", "tricks_won"), f"the trick winners give {got}", "PLAY-09")
        return tuple(out)


_MISERE = ("MIS", "OMIS", "BMIS")
