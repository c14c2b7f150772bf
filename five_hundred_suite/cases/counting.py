"""What the figures of export, run and the pytest run count, and the counts themselves."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..results import never_a_case
from .listing import HAND_TEST, PERFT_TEST, Item


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
        from .hands.stages import STAGES

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


