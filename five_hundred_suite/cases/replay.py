"""The compiled corpus executed directly, outside pytest: what ``python -m five_hundred_suite run`` does.

Each case of the export (:mod:`five_hundred_suite.cases`, case format 4) becomes one or more
*records* of the results file (``spec/schema/results.schema.json``), the same records, under the
same IDs, as the pytest run of the corpus writes (``tests/test_corpus.py``, ``tests/test_hands.py``,
``tests/test_perft.py``); ``tests/test_replay.py`` proves that both give the same verdict, case by
case, on the reference engine and on misbehaving programs:

* a ``scenario`` case: one record. Its requests are sent through the same functions the step
  definitions use (:func:`~five_hundred_suite.cases.ask` and its kin), its checks made by
  :func:`~five_hundred_suite.cases.expect`, each charging the rules recorded with it;
* a ``hand`` case: one record per stage (:mod:`five_hundred_suite.cases.hands`), from the fixture file;
* a ``perft`` case: one record per pinned count.

The pytest run stays the reference run (the one that feeds the site); this one exists because it is
several times cheaper: no collection, no step lookup, nothing imported that a run does not use.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

from ..adapter import Implementation, ImplementationSkipped, Refused
from ..catalogue import applicable, rule_ids
from ..protocol.messages import ImplementationError, ImplementationTimeout
from ..results import Status, never_a_case
from .asking import ask, ask_each, ask_open_at, ask_open_position, ask_until_refused, expect
from .routes import is_declined_nomination
from .verdicts import Answer, Ref, Verdict, judging

HAND_TEST: str = "tests/test_hands.py::test_hand"
"""The test a hand fixture's stages are records of (the pytest run's node ID, without the parameters)."""
PERFT_TEST: str = "tests/test_perft.py::test_implementation_gives_the_pinned_count"
"""The test a perft count is a record of."""


@dataclass(frozen=True)
class Item:
    """One record to make: a case, or a stage of a hand case, or a count of a perft case.

    Attributes:
        id: the record's ID (the pytest node ID of the same check).
        case: the case it belongs to (the case's ``id``).
        variant: the variant it runs under.
        rules: the rule IDs it checks under that variant, sorted.
        data: the case.
        part: the hand stage (``"deal"`` ...) or the perft depth; ``None`` for a scenario.
    """

    id: str
    case: str
    variant: str | None
    rules: tuple[str, ...]
    data: dict[str, Any]
    part: str | int | None = None

    def record(self, status: Status, message: str | None = None) -> dict[str, Any]:
        """A record of this item in the results file's form, with ``status`` and ``message``."""
        rec: dict[str, Any] = {"id": self.id, "rules": list(self.rules), "variant": self.variant,
                               "options": sorted(set(self.data.get("options", ()))),
                               "conflicts": sorted(set(self.data.get("conflicts", ()))),
                               "status": status, "message": message}
        if self.data["kind"] == "scenario":
            source = self.data["source"]
            rec.update({"feature": str(source["file"]).removeprefix("features/"), "scenario": self.data["scenario"],
                        "line": source["scenario_line"]})
        rec["case"] = self.case
        return rec


def items(cases: Iterable[dict[str, Any]]) -> Iterator[Item]:
    """The records the cases make, in order (see the module docstring).

    Raises:
        KeyError: a case without the fields of its kind (the export's schema has them all).
    """
    from .hands import STAGES, stage_of

    known = rule_ids()
    for case in cases:
        variant = case.get("variant")
        if case["kind"] == "scenario":
            yield Item(case["test_id"], case["id"], variant, tuple(sorted(case["rules"])), case)
        elif case["kind"] == "hand":
            name = case["id"].rsplit("/", 1)[-1]
            for stage in STAGES:
                staged = applicable((r for r in case["rules"] if stage_of(r) == stage), variant)
                yield Item(f"{HAND_TEST}[{name}-{stage}]", case["id"], variant, tuple(sorted(staged)), case, stage)
        else:
            name = case["id"].rsplit("/", 1)[-1]
            mine = tuple(sorted(applicable((r for r in case["rules"] if r in known), variant)))
            for count in case["counts"]:
                depth = int(count["depth"])
                yield Item(f"{PERFT_TEST}[{variant}-{name}-d{depth}]", case["id"], variant, mine, case, depth)


# ---------------------------------------------------------------------------
# What the figures of export, run and the pytest run count


@dataclass(frozen=True)
class Counts:
    """The cases of an export and the records ``run`` makes of them, by kind.

    Attributes:
        scenarios: scenario cases (one per scenario, or Examples row, under each variant it applies to);
            each is one record.
        hands: recorded-hand cases; ``hand_records`` the records they make (one per stage, :data:`STAGES`).
        perft: perft positions; ``perft_records`` the records they make (one per pinned count).
    """

    scenarios: int = 0
    hands: int = 0
    hand_records: int = 0
    perft: int = 0
    perft_records: int = 0

    @property
    def cases(self) -> int:
        """The cases, as ``export`` counts them."""
        return self.scenarios + self.hands + self.perft

    @property
    def records(self) -> int:
        """The records, as ``run`` counts them (every variant run)."""
        return self.scenarios + self.hand_records + self.perft_records

    def export_words(self) -> str:
        """What ``export``'s figure counts, in words.

        >>> Counts(3, 2, 10, 1, 2).export_words()
        '6 cases: 3 scenarios (one per scenario or Examples row, under each variant it applies to), 2 recorded hands, 1 perft position'
        """
        return (f"{self.cases} cases: {self.scenarios} scenarios (one per scenario or Examples row, under each variant "
                f"it applies to), {_n(self.hands, 'recorded hand')}, {_n(self.perft, 'perft position')}")

    def run_words(self) -> str:
        """What ``run``'s figure counts, in words: a record per scenario, per hand stage, per pinned count
        (a kind of which there is no case is left out).

        >>> Counts(3, 2, 10, 1, 2).run_words()
        '15 records of 6 cases: 3 scenarios, 1 record each; 2 recorded hands, 5 records each (one per stage: deal, auction, kitty, play, score); 1 perft position, 2 records (one per pinned count)'
        >>> Counts(scenarios=1, hands=12, hand_records=12).run_words()
        '13 records of 13 cases: 1 scenario, 1 record each; 12 recorded hands, 12 records (the stages chosen)'
        >>> Counts(scenarios=4).run_words()
        '4 records of 4 cases: 4 scenarios, 1 record each'
        """
        from .hands import STAGES

        parts = [f"{_n(self.scenarios, 'scenario')}, 1 record each"] if self.scenarios else []
        if self.hands and self.hand_records == self.hands * len(STAGES):
            parts.append(f"{_n(self.hands, 'recorded hand')}, {len(STAGES)} records each (one per stage: "
                         f"{', '.join(STAGES)})")
        elif self.hands:  # a filter chose some stages only
            parts.append(f"{_n(self.hands, 'recorded hand')}, {_n(self.hand_records, 'record')} "
                         "(the stages chosen)")
        if self.perft:
            parts.append(f"{_n(self.perft, 'perft position')}, {_n(self.perft_records, 'record')} "
                         "(one per pinned count)")
        return f"{_n(self.records, 'record')} of {_n(self.cases, 'case')}: " + "; ".join(parts or ["none"])


def _n(count: int, what: str) -> str:
    return f"{count} {what}{'' if count == 1 else 's'}"


def counts(todo: Iterable[Item]) -> Counts:
    """The cases and records of ``todo`` (the items of :func:`items`, all or some), by kind."""
    cases: dict[str, set[str]] = {"scenario": set(), "hand": set(), "perft": set()}
    records: dict[str, int] = {"scenario": 0, "hand": 0, "perft": 0}
    for item in todo:
        kind = str(item.data["kind"])
        cases[kind].add(item.case)
        records[kind] += 1
    return Counts(len(cases["scenario"]), len(cases["hand"]), records["hand"], len(cases["perft"]), records["perft"])


CORPUS_TEST: str = "tests/test_corpus.py::"
"""The prefix of the pytest run's records of scenarios."""


@dataclass(frozen=True)
class PytestCounts:
    """The records of a pytest run of the corpus (``tasks.CORPUS``: the results file the site shows) by what
    they are, beside :class:`Counts`.

    Attributes:
        scenarios: records of scenarios that apply to their variant (those ``run`` makes too).
        other_rows: records that are no case (:func:`~five_hundred_suite.results.never_a_case`): Examples
            rows written for another variant (pytest collects every row of an outline under each variant of the
            outline and reports these ``n/a``), or scenarios needing an option their variant does not offer;
            ``export`` and ``run`` leave them out.
        hand_records: records of hand stages; ``perft_records`` of pinned counts asked of the implementation.
        engine_only: records of tests no adapter is asked (the perft counts of the independent counter, the
            checks of the perft file, the property tests of the reference engine), by test file.
    """

    scenarios: int
    other_rows: int
    hand_records: int
    perft_records: int
    engine_only: tuple[tuple[str, int], ...]

    @property
    def records(self) -> int:
        """Every record of the run."""
        return (self.scenarios + self.other_rows + self.hand_records + self.perft_records
                + sum(n for _, n in self.engine_only))

    @property
    def run_records(self) -> int:
        """The records that ``run`` makes as well."""
        return self.scenarios + self.hand_records + self.perft_records

    def words(self) -> str:
        """What the figure counts, in words.

        >>> PytestCounts(5, 1, 10, 2, (("tests/test_properties.py", 3),)).words()
        '21 records: 5 scenarios, 10 hand stages and 2 perft counts (the 17 records run makes of the same corpus); 1 Examples row of another variant or a scenario needing an option its variant lacks (n/a, no case of export); 3 checks no adapter is asked (3 in tests/test_properties.py)'
        """
        parts = [f"{_n(self.records, 'record')}: {_n(self.scenarios, 'scenario')}, {_n(self.hand_records, 'hand stage')} "
                 f"and {_n(self.perft_records, 'perft count')} (the {_n(self.run_records, 'record')} run makes of the "
                 "same corpus)"]
        if self.other_rows:
            parts.append(f"{_n(self.other_rows, 'Examples row')} of another variant or a scenario needing an option "
                         "its variant lacks (n/a, no case of export)")
        if self.engine_only:
            parts.append(f"{_n(sum(n for _, n in self.engine_only), 'check')} no adapter is asked ("
                         + ", ".join(f"{n} in {file}" for file, n in self.engine_only) + ")")
        return "; ".join(parts)


def pytest_counts(records: Iterable[tuple[str, str | None]]) -> PytestCounts:
    """:class:`PytestCounts` of the ``(record ID, message)`` pairs of a pytest run's results file.

    >>> pytest_counts([("tests/test_corpus.py::test_a[australian]", None),
    ...                ("tests/test_corpus.py::test_b[american]", "not applicable: this row is for australian"),
    ...                ("tests/test_properties.py::test_c", None)])
    PytestCounts(scenarios=1, other_rows=1, hand_records=0, perft_records=0, engine_only=(('tests/test_properties.py', 1),))
    """
    scenarios = other_rows = hand_records = perft_records = 0
    engine_only: dict[str, int] = {}
    for rid, message in records:
        if rid.startswith(CORPUS_TEST):
            if never_a_case(message):
                other_rows += 1
            else:
                scenarios += 1
        elif rid.startswith(f"{HAND_TEST}["):
            hand_records += 1
        elif rid.startswith(f"{PERFT_TEST}["):
            perft_records += 1
        else:
            file = rid.partition("::")[0]
            engine_only[file] = engine_only.get(file, 0) + 1
    return PytestCounts(scenarios, other_rows, hand_records, perft_records, tuple(sorted(engine_only.items())))


# ---------------------------------------------------------------------------
# Executing one item


class _HandFailed(AssertionError):
    """A stage of a hand fixture failed (pytest shows it as ``Failed: ...``), with the values that differ."""

    def __init__(self, message: str, expected: Any = None, actual: Any = None) -> None:
        super().__init__(message)
        if expected is not None or actual is not None:  # else it carries none (failure_details)
            self.expected = expected
            self.actual = actual


def _decode(value: Any, answers: dict[str, Answer]) -> Any:
    """A recorded argument with each ``{"$ref": id, "path": [...]}`` made a :class:`~.cases.Ref` again."""
    if isinstance(value, dict):
        if "$ref" in value:
            return Ref(answers[str(value["$ref"])], tuple(value["path"]))
        return {k: _decode(v, answers) for k, v in value.items()}
    if isinstance(value, list):
        return [_decode(v, answers) for v in value]
    return value


def _step_rules(steps: Sequence[dict[str, Any]], at: int, fallback: tuple[str, ...]) -> tuple[str, ...]:
    """The rules the step of entry ``at`` charges: those recorded with a check of the same step (the
    next one, else the last one before), else ``fallback``.
    """
    step = steps[at].get("step")
    order = [*range(at + 1, len(steps)), *range(at - 1, -1, -1)]
    for i in order:
        check = steps[i].get("expect")
        if steps[i].get("step") == step and check is not None and not check.get("diagnostic"):
            return tuple(check["rules"])
    return fallback


def run_scenario(impl: Implementation, case: dict[str, Any], verdict: Verdict) -> None:
    """Send a scenario case's requests and make its checks, in order.

    Raises:
        Mismatch: a check failed, or a request that may not be refused was (a request of a group before
            its last, an action of a route), charging the rules recorded with it (else its step's).
        AssertionError: an argument taken from an earlier answer is not there.
        ImplementationError: the program failed (crash, timeout, invalid answer).
    """
    answers: dict[str, Answer] = {}
    steps = case["steps"]
    everything = verdict.rules
    for at, entry in enumerate(steps):
        check = entry.get("expect")
        if check is not None:
            if not check.get("diagnostic"):
                verdict.rules = tuple(check["rules"])
            extra = {k: check[k] for k in ("where", "other") if k in check}
            if "value" in check:
                extra["value"] = check["value"]
            expect(answers[check["on"]], check["path"], check["op"], what=check["what"],
                   diagnostic=bool(check.get("diagnostic")), **extra)
            continue
        req = entry["request"]
        verdict.rules = tuple(req.get("rules") or ()) or _step_rules(steps, at, everything)
        if "group" in req:
            many = [_decode(one["args"], answers) for one in req["group"]]
            answer = ask_until_refused(impl, req["group"][0]["cmd"], many,
                                       [tuple(one.get("rules") or ()) for one in req["group"]])
        elif "foreach" in req:
            answer = ask_each(impl, req["cmd"], _decode(req["foreach"], answers), req["item"],
                              **_decode(req["args"], answers))
        elif "route" in req:
            args = _decode(req["args"], answers)
            answer = ask_open_at(impl, variant=args["variant"], options=args["options"],
                                 position=args["setup"]["position"], route=_decode(req["route"], answers))
        elif req["cmd"] == "open" and "position" in req["args"]["setup"]:  # a position with no route to it
            args = _decode(req["args"], answers)
            answer = ask_open_position(impl, variant=args["variant"], options=args["options"],
                                       position=args["setup"]["position"])
        else:
            answer = ask(impl, req["cmd"], may_refuse=bool(req.get("may_refuse")), rules=tuple(req.get("rules") or ()),
                         **_decode(req["args"], answers))
        answers[str(req["id"])] = answer


@cache
def _fixture_files() -> dict[str, Path]:
    from ..fixtures import fixture_paths

    return {f"hands/{p.parent.name}/{p.stem}": p for p in fixture_paths()}


def _fixture_data(case: dict[str, Any]) -> dict[str, Any]:
    """The fixture file a hand case was exported from, as data (its ``hand`` with the case's ID and tags)."""
    return {"id": case["id"].rsplit("/", 1)[-1], "title": case["title"], "variant": case["variant"],
            "options": list(case["options"]), "rules": list(case["rules"]), **case["hand"]}


_FROM_CASES: dict[str, Any] = {}
"""Fixtures made from cases' own data, by the data's JSON text (each loaded once)."""


def _fixture_of(case: dict[str, Any]) -> Any:
    """The :class:`~five_hundred_suite.fixtures.HandFixture` of a hand case, from the case's own data: the
    checkout's fixture of the same ID when it holds the same data (so that messages give its lines),
    else the case's data, checked as a fixture file is.

    Raises:
        FixtureError: the case's data is not a valid fixture (one line, naming the field and the rule).
    """
    import json
    import tempfile

    from five_hundred.datafile import load_yaml

    from ..fixtures import load_fixture

    data = _fixture_data(case)
    path = _fixture_files().get(case["id"])
    if path is not None:
        local = load_yaml(path, name=str(case["source"]["file"]))
        if {k: local.get(k) for k in data} == data and set(local) <= set(data):
            return load_fixture(path)
    text = json.dumps(data, indent=1, sort_keys=True)
    if text not in _FROM_CASES:
        with tempfile.TemporaryDirectory() as root:
            file = Path(root) / "features" / "hands" / str(data["variant"]) / f"{data['id']}.yaml"
            file.parent.mkdir(parents=True)
            file.write_text(text, "utf-8")
            _FROM_CASES[text] = load_fixture(file, root=Path(root))
    return _FROM_CASES[text]


def run_hand_stage(impl: Implementation, case: dict[str, Any], stage: str) -> None:
    """Check one stage of a hand case, from the case's own hand data (:func:`_fixture_of`,
    :func:`~five_hundred_suite.cases.hands.check_stage`).

    Raises:
        _HandFailed: the stage disagrees with the fixture, or the case's hand cannot be read as a fixture.
        NotReached: the stage was not reached (see :mod:`five_hundred_suite.cases.hands`).
        ImplementationError: the program failed.
    """
    from ..fixtures import FixtureError
    from .hands import Mismatch as HandMismatch
    from .hands import check_stage

    try:
        fx = _fixture_of(case)
    except FixtureError as e:
        raise _HandFailed(str(e)) from None
    try:
        check_stage(impl, fx, stage)
    except HandMismatch as e:
        raise _HandFailed(str(e), e.expected, e.actual) from e


def _contractor(actions: Sequence[str]) -> str | None:
    return next((a.split()[0] for a in actions if a.split()[1:2] == ["discard"]), None)


class _PerftWalk:
    """A perft case opened in the implementation and in the reference engine, in step."""

    def __init__(self, impl: Implementation, case: dict[str, Any]) -> None:
        from five_hundred import deal_hands, load_ruleset, parse_cards

        self.impl, self.case = impl, case
        self.pid = case["id"].rsplit("/", 1)[-1]
        setup = case["setup"]
        self.setup = {k: v for k, v in setup.items() if k not in ("variant", "options")}
        r = load_ruleset(case["variant"], case["options"])
        self.start = deal_hands(r, {r.seat_index(s): parse_cards(c) for s, c in setup["hands"].items()},
                                parse_cards(setup["kitty"]), r.seat_index(setup["dealer"]))

    def fail(self, what: str, rules: Iterable[str], expected: Any = None, actual: Any = None) -> NoReturn:
        from .hands import Mismatch as HandMismatch

        cause = HandMismatch(f"{self.pid}: {what}", applicable(rules, self.case["variant"]), expected, actual)
        raise _HandFailed(str(cause), expected, actual) from cause

    def open(self, then: Sequence[str] = ()) -> tuple[str, Any]:
        """The case's position in the implementation (a new game) and in the reference, its actions taken,
        then ``then``; a refusal or another turn is charged to its rule.
        """
        from five_hundred import apply
        from five_hundred.explain import action_rules, transition_rules
        from five_hundred.state import parse_action

        try:
            game = self.impl.open(self.case["variant"], list(self.case["options"]), self.setup)
        except Refused as r:
            self.fail(f"the implementation refused the position: {r.message} [{r.rule}]", ("DEAL-01", "DECIDE-03"),
                      "the position opened", f"refused: {r.message}")
        state, before = self.start, None
        try:
            for action in [*self.case["actions"], *then]:
                if is_declined_nomination(action) and self.impl.observe(game)["phase"] != "nomination":
                    if state.phase.value == "nomination":
                        state = apply(state, parse_action(state.ruleset, action))
                    continue
                try:
                    self.impl.act(game, action)
                except Refused as r:
                    obs = self.impl.observe(game)
                    turn = None if state.turn is None else state.ruleset.seats[state.turn]
                    if before is not None and (obs["phase"], obs["turn"]) != (state.phase.value, turn):
                        rules = transition_rules(before, state)
                    else:
                        rules = action_rules(state, parse_action(state.ruleset, action))
                    self.fail(f"the implementation refused {action!r}: {r.message} [{r.rule}]", rules,
                              f"{action} taken", f"refused: {r.message}")
                before, state = state, apply(state, parse_action(state.ruleset, action))
        except BaseException:
            self.impl.close(game)
            raise
        return game, state

    def divide(self, depth: int, path: tuple[str, ...] = ()) -> tuple[tuple[str, ...], str, str, tuple[str, ...]] | None:
        """Where the counts part, as chess engines divide a perft count: the legal actions at the end of
        ``path`` compared, then the count after each first action, down to the first position whose legal
        actions differ; ``(path, "listed" | "missing", action, its rules)``, or ``None`` when no position
        differs (the implementation's counts disagree with its own legal actions).
        """
        from five_hundred import apply, legal_actions, perft
        from five_hundred.errors import FiveHundredError
        from five_hundred.explain import action_rules, turn_rules
        from five_hundred.state import Phase, format_action, parse_action

        from ..adapter import snapshot

        game, state = self.open(path)
        try:
            listed = self.impl.legal_actions(game)
            seen = self.impl.observe(game)
        finally:
            self.impl.close(game)
        r = state.ruleset
        ref = {format_action(r, a): a for a in legal_actions(state)}
        here = snapshot(state)
        other_turn = isinstance(seen, dict) and (seen.get("phase"), seen.get("turn")) != (here["phase"], here["turn"])
        for a, act in ref.items():
            if a not in listed:  # another seat to act is the turn's departure, not the action's
                return path, "missing", a, turn_rules(state) if other_turn else action_rules(state, act)
        for a in listed:
            if a not in ref:
                try:
                    rules = action_rules(state, parse_action(r, a))
                except FiveHundredError as e:
                    rules = (e.rule or "DECIDE-20",)
                return path, "listed", a, rules
        if depth <= 1:
            return None
        for a, act in ref.items():
            child = apply(state, act)
            want = perft(child, depth - 1) if child.phase is Phase.PLAY else 1  # a hand over counts as it stands
            game, _ = self.open((*path, a))
            try:
                got: int | None = self.impl.count_sequences(game, depth - 1)
            except Refused:
                got = None
            finally:
                self.impl.close(game)
            if got != want:
                found = self.divide(depth - 1, (*path, a))
                if found is not None:
                    return found
        return None


def run_perft(impl: Implementation, case: dict[str, Any], depth: int) -> None:
    """Open a perft case's position, take its actions and check the count of sequences at ``depth``.

    A count that differs is divided (:meth:`_PerftWalk.divide`) and charged to the rule of the action
    listed or missing at the first position whose legal actions differ.

    Raises:
        _HandFailed: an action was refused (charged to the rule that allows it there, or to the turn's
            rule), the turn after the actions is another, or another count than the pinned one.
        ImplementationError: the program failed.
    """
    from five_hundred.explain import leader_rules

    walk = _PerftWalk(impl, case)
    game, state = walk.open()
    try:
        obs = impl.observe(game)
        contractor = _contractor(case["actions"])
        if (obs["phase"], obs["turn"]) != ("play", contractor):
            walk.fail(f"after the actions expected {contractor} to lead, got phase {obs['phase']} turn {obs['turn']}",
                      leader_rules(state), {"phase": "play", "turn": contractor},
                      {"phase": obs["phase"], "turn": obs["turn"]})
        pinned = next(int(c["sequences"]) for c in case["counts"] if int(c["depth"]) == depth)
        got = impl.count_sequences(game, depth)
    finally:
        impl.close(game)
    if got == pinned:
        return
    found = walk.divide(depth)
    what = f"{got} legal sequences of {depth} plays, pinned {pinned}"
    if found is None:
        walk.fail(f"{what}; divided, no position lists other legal actions than the reference", (), pinned, got)
    path, kind, action, rules = found
    at = f"after {' / '.join(path)}" if path else "at the first lead"
    walk.fail(f"{what}; divided: {at} the implementation {'lists' if kind == 'listed' else 'does not list'} "
              f"{action!r}", rules, {"position": list(path), "depth": depth, "sequences": pinned,
                                    "action": action if kind == "missing" else None},
              {"sequences": got, "action": action if kind == "listed" else None})


# ---------------------------------------------------------------------------
# The verdict of one item


def _charged(item: Item, exc: BaseException, verdict: Verdict) -> list[str]:
    """As the pytest plugin charges a failed test: the rules its failing check carries, else its step's."""
    for e in (exc, exc.__context__, exc.__cause__):
        carried = getattr(e, "rules", None)
        if carried:
            return sorted(applicable(carried, item.variant))
    if verdict.rules:
        return sorted(applicable(verdict.rules, item.variant))
    return list(item.rules)


_UNSET = object()


def failure_details(exc: BaseException, kind: str, part: str | int | None = None) -> dict[str, Any]:
    """What a failed record says besides its message: ``situation`` (what the failing check is about,
    without its values: :attr:`~.cases.Mismatch.situation`; a hand stage: ``"the auction of a recorded
    hand"``; a perft count: ``"a perft count"``), and ``expected`` and ``actual`` when the failure
    (or the failure it came from) carries them.

    >>> from five_hundred_suite.cases import Mismatch
    >>> failure_details(Mismatch("the points of NS: expected 250, got 60", 250, 60, ("SCORE-04",),
    ...                          "the points of NS"), "scenario")
    {'situation': 'the points of NS', 'expected': 250, 'actual': 60}
    >>> failure_details(AssertionError("no"), "hand", "play")
    {'situation': 'the play of a recorded hand'}
    """
    situation = (f"the {part} of a recorded hand" if kind == "hand" else "a perft count" if kind == "perft"
                 else "a scenario's request or step")
    out: dict[str, Any] = {"situation": situation}
    for e in (exc, exc.__cause__, exc.__context__):
        if e is None:
            continue
        said = getattr(e, "situation", "")
        if said and kind == "scenario":
            out["situation"] = str(said)
        expected, actual = getattr(e, "expected", _UNSET), getattr(e, "actual", _UNSET)
        if expected is not _UNSET and actual is not _UNSET:
            out["expected"], out["actual"] = expected, actual
            break
    return out


def execute(impl: Implementation, item: Item, *, strict_rules: bool = False) -> dict[str, Any]:
    """Run one item against ``impl``; its record (``status``, ``message``, and for a failure ``charged``
    with ``expected`` and ``actual`` when a check failed; ``citations`` when rule citations were checked).
    """
    from .hands import NotReached

    verdict = Verdict(strict_rules=strict_rules, rules=item.rules)
    kind = item.data["kind"]
    try:
        with judging(verdict):
            if kind == "scenario":
                run_scenario(impl, item.data, verdict)
            elif kind == "hand":
                run_hand_stage(impl, item.data, str(item.part))
            else:
                run_perft(impl, item.data, int(item.part or 0))
        rec = item.record(Status.PASSED)
    except ImplementationSkipped as e:
        url = f" ({e.issue_url})" if e.issue_url else ""
        rec = item.record(Status.SKIPPED, f"the implementation skipped it: {e.reason}{url}")
    except ImplementationError as e:
        rec = item.record(Status.TIMEOUT if isinstance(e, ImplementationTimeout) else Status.ERROR,
                          f"{type(e).__name__}: {(str(e).splitlines() or [''])[0]}"[:500])
    except NotReached as e:
        rec = item.record(Status.SKIPPED, str(e))
    except Exception as e:
        name = "Failed" if isinstance(e, _HandFailed) else type(e).__name__
        rec = item.record(Status.FAILED, f"{name}: {str(e).strip()}"[:500] if str(e).strip() else name)
        rec.update(failure_details(e, kind, item.part))
        rec["charged"] = _charged(item, e, verdict)
        rec["rules"] = sorted(set(rec["rules"]) | set(rec["charged"]))
    if verdict.citations:
        rec["citations"] = {"checked": len(verdict.citations), "matched": verdict.matched,
                            "mismatches": [c for c in verdict.citations if c["cited"] != c["expected"]]}
    return rec


def not_applicable(item: Item, chosen: Sequence[str], claimed: frozenset[str] | None) -> str | None:
    """Why ``item`` is not applicable to this run (``None`` if it is): its variant is not among
    ``chosen`` (when some are), or not claimed by the implementation (the pytest plugin's words).
    """
    if item.variant is None:
        return None
    if chosen and item.variant not in chosen:
        return f"not applicable: variant {item.variant} not selected"
    if claimed is not None and item.variant not in claimed:
        return f"not applicable: the implementation does not claim variant {item.variant}"
    return None


def run_items(impl: Implementation, todo: Sequence[Item], *, chosen: Sequence[str] = (),
              claimed: frozenset[str] | None = None, strict_rules: bool = False, deadline: float | None = None,
              each: Callable[[dict[str, Any]], None] | None = None) -> tuple[list[dict[str, Any]], bool]:
    """Run ``todo`` in order; the records, and whether the run was cut short by ``deadline`` (a
    :func:`time.monotonic` time after which no item is started: the items not started have no record).
    ``each`` is called with each record as it is made.
    """
    records: list[dict[str, Any]] = []
    for item in todo:
        if deadline is not None and time.monotonic() >= deadline:
            return records, True
        why = not_applicable(item, chosen, claimed)
        rec = item.record(Status.NOT_APPLICABLE, why) if why else execute(impl, item, strict_rules=strict_rules)
        records.append(rec)
        if each is not None:
            each(rec)
    return records, False
