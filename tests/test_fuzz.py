"""The fuzzer (``python -m five_hundred_suite fuzz``): it finds each planted departure of
tests/fakes/departures.py, writes a draft fixture that the corpus loads and that fails the
fake and passes the reference, finds nothing against the faithful served engine, and is
reproducible. Seeds are chosen to find each departure quickly; the assertions are about
the outcome, never the time taken.
"""

from __future__ import annotations

import os
import random
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from five_hundred import (
    apply,
    deal,
    legal_actions,
    load_ruleset,
    parse_action,
)

from five_hundred_suite.adapter import ReferenceImplementation, Refused
from five_hundred_suite.catalogue import ROOT
from five_hundred_suite.fixtures import load_fixture
from five_hundred_suite.fuzz import (
    SITUATIONS,
    Fuzzer,
    Report,
    draft,
    first_difference,
    fuzz,
    illegal_candidates,
    invariant_problem,
    position_of,
    possible,
)
from five_hundred_suite.protocol.messages import ImplementationError
from five_hundred_suite.protocol.program import SubprocessImplementation
from tests.fakes.departures import Departing
from tests.fakes.three_departures import ThreeDepartures, WithoutObserveLegal
from tests.test_hands import Mismatch, NotReached, check_hand

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the subprocess adapter needs a POSIX system")

PY = shlex.quote(sys.executable)
SERVE = f"{PY} -m five_hundred_suite.serve"
DEPARTURES = ROOT / "tests" / "fakes" / "departures.py"


def suite(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "five_hundred_suite", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, check=False, env={**os.environ, "COLUMNS": "200"})


# departure: (seed, rule area named on the line, what the line says, the rule charged)
PLANTED: dict[str, tuple[int, str, str, str]] = {
    "deal-from-north": (2, "DEAL", "observation hands.", "DEAL-04"),
    "no-slam-bonus": (2, "SCORE", "with 10 tricks", "SCORE-04"),
    "misere-plays-on": (2, "MIS", "observation phase: reference 'over', implementation 'play'", "DECIDE-12"),
    "joker-any-suit": (2, "JOKER", "listed but illegal", "JOKER-10"),
    "both-past-500-to-ns": (2, "END", "outcome.winner reference 'EW', implementation 'NS'", "END-05"),
}


@pytest.fixture(scope="module", params=list(PLANTED))
def planted(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Any, Path]:
    name = request.param
    out = tmp_path_factory.mktemp(name)
    seed = PLANTED[name][0]
    done = suite("fuzz", "--impl", f"{PY} {shlex.quote(str(DEPARTURES))} {name}", "--variant", "australian",
                 "--hands", "2000", "--seed", str(seed), "--out", str(out))
    return name, done, out


def test_each_planted_departure_is_found_in_one_line(planted: tuple[str, Any, Path]) -> None:
    name, done, _ = planted
    _, area, words, rule = PLANTED[name]
    assert done.returncode == 1, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 2 and lines[0].startswith("fuzz: "), done.stdout
    line = lines[1]
    assert line.startswith("DIFFERS (australian, seed 2, hand "), line
    assert words in line and f"[{area}, charged to {rule}]" in line and "draft fixture" in line, line
    assert int(re.search(r"hand (\d+)\)", line).group(1)) < 2000  # type: ignore[union-attr]
    assert "Traceback" not in done.stderr


def test_the_draft_joins_the_corpus_fails_the_fake_and_passes_the_reference(
        planted: tuple[str, Any, Path], tmp_path: Path) -> None:
    name, done, out = planted
    drafts = sorted(out.glob("*.yaml"))
    assert len(drafts) == 1, done.stdout
    # Added to the corpus: the file in features/hands/<variant>/ of a checkout.
    folder = tmp_path / "features" / "hands" / "australian"
    folder.mkdir(parents=True)
    path = Path(shutil.copy(drafts[0], folder))
    fx = load_fixture(path, root=tmp_path)
    text = path.read_text("utf-8")
    assert text.startswith("# DRAFT") and "notes:" in text and "--seed 2" in text
    reference = ReferenceImplementation()
    check_hand(reference, fx)  # every stage passes
    with pytest.raises((Mismatch, NotReached)):
        check_hand(Departing(name), fx)


def test_the_faithful_served_engine_differs_nowhere(tmp_path: Path) -> None:
    done = suite("fuzz", "--impl", SERVE, "--hands", "300", "--seed", "7", "--out", str(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    last = done.stdout.splitlines()[-1]
    assert last.startswith("fuzz: 300 hands,") and "nothing differs" in last, last
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize(("args", "words"), [
    (["--impl", "/nonexistent/five-hundred-adapter"], "cannot start the implementation"),
    (["--impl", SERVE, "--variant", "klaverjas"], "unknown variant(s) klaverjas"),
    (["--impl", SERVE, "--variant", "australian", "--options", "var:nonsense"], "are not all options of australian"),
    (["--impl", SERVE, "--hands", "0"], "must be positive"),
    (["--impl", SERVE, "--hands", "many"], "'many' is not a whole number"),
    (["--impl", f"{PY} {shlex.quote(str(ROOT / 'tests' / 'fakes' / 'one_variant.py'))} australian",
      "--variant", "three-player"], "does not claim three-player"),
])
def test_a_run_that_cannot_be_made_says_why_in_one_line(args: list[str], words: str) -> None:
    done = suite("fuzz", *args)
    assert done.returncode == 2, done.stdout + done.stderr
    said = (done.stdout + done.stderr).strip().splitlines()
    assert len(said) == 1 and "error: " in said[0] and words in said[0], said


# --- in process -------------------------------------------------------------------------


def test_the_same_seed_plays_the_same_hands() -> None:
    def hands(seed: int) -> list[tuple[str, list[str]]]:
        fz = Fuzzer(ReferenceImplementation(), ["australian", "three-player"], seed=seed)
        return [(fz.hand(i).deal.dealer, fz.hand(i).actions) for i in range(6)]

    assert hands(3) == hands(3)
    assert hands(3) != hands(4)


def test_every_kind_of_contract_occurs_and_illegal_actions_are_tried() -> None:
    fz = Fuzzer(ReferenceImplementation(), ["australian"], seed=11)
    report = fuzz(fz, hands=400)
    assert report.run is None and report.hands == 400
    assert set(report.contracts) >= {"suit", "no-trumps", "no-trumps+joker", "misère", "open-misère", "thrown-in"}
    assert report.illegal > 400


def test_options_are_dealt_through_to_both_engines() -> None:
    fz = Fuzzer(ReferenceImplementation(), ["australian"], ["var:no-misere"], seed=5)
    report = fuzz(fz, hands=100)
    assert report.run is None
    assert not {"misère", "open-misère"} & set(report.contracts)


class AcceptsRevokes(ReferenceImplementation):
    """Takes a card that does not follow suit as if it were legal, leaving the hand as it was."""

    def act(self, game: str, action: str) -> None:
        try:
            super().act(game, action)
        except Refused as e:
            if e.rule != "PLAY-03":
                raise


class ForgetsTurnOnRefusal(ReferenceImplementation):
    """Refuses an illegal action but hands the turn to the next seat all the same."""

    def act(self, game: str, action: str) -> None:
        try:
            super().act(game, action)
        except Refused:
            state = self._games[game]
            if state.turn is not None:
                self._games[game] = replace(state, turn=(state.turn + 1) % state.ruleset.players)
            raise


def test_an_illegal_action_taken_is_found() -> None:
    fz = Fuzzer(AcceptsRevokes(), ["australian"], seed=1, illegal_rate=0.5)
    report = fuzz(fz, hands=200)
    assert report.run is not None
    d = report.run.divergence
    assert d is not None and d.check == "illegal" and d.implementation == "accepted"
    assert "must follow suit" in d.detail and d.area == "PLAY"


def test_a_refusal_that_changes_the_hand_is_found() -> None:
    fz = Fuzzer(ForgetsTurnOnRefusal(), ["australian"], seed=1, illegal_rate=0.5)
    report = fuzz(fz, hands=50)
    assert report.run is not None
    d = report.run.divergence
    assert d is not None and d.check == "illegal" and d.where == "turn"


def test_illegal_candidates_are_all_refused_by_the_reference() -> None:
    r = load_ruleset("australian")
    pack = list(r.pack)
    random.Random(2).shuffle(pack)
    state = deal(r, pack, 0)
    for text in ("E bid 7NT", "S pass", "W pass", "N pass"):
        state = apply(state, parse_action(r, text))
    kinds = illegal_candidates(state)  # E, the contractor, discards
    assert any(k.startswith("N discard") for k in kinds) and "E play" in " ".join(kinds)
    reference = ReferenceImplementation()
    game = reference.open("australian", [], {"dealer": "N", "pack": [str(c) for c in pack]})
    for text in ("E bid 7NT", "S pass", "W pass", "N pass"):
        reference.act(game, text)
    for text in kinds:
        with pytest.raises(Refused):
            reference.act(game, text)


def test_invariants_catch_a_card_twice_a_short_trick_and_an_impossible_score() -> None:
    r = load_ruleset("australian")
    fz = Fuzzer(ReferenceImplementation(), ["australian"], seed=0)
    run = fz.play(fz.next_deal(0)[0], random.Random(0), after_hand=False)
    assert run.divergence is None
    obs = ReferenceImplementation()
    game = obs.open("australian", [], {"dealer": run.deal.dealer, "pack": list(run.deal.pack)})
    for a in run.actions:
        obs.act(game, a)
    final = obs.observe(game)
    assert invariant_problem(r, final, run.discard, []) is None
    twice = {**final, "hands": {**final["hands"], "N": [*final["hands"]["N"], final["hands"]["E"][0]]}} \
        if final["hands"]["E"] else {**final, "trick": [final["tricks"][0]["cards"][0]]}
    assert "exactly once" in (invariant_problem(r, twice, run.discard, []) or ("", ""))[1]
    if final["tricks"]:
        short = {**final, "tricks": [{**final["tricks"][0], "cards": final["tricks"][0]["cards"][:2]}]}
        assert invariant_problem(r, short, run.discard, []) is not None
    assert "legal-actions lists" in (invariant_problem(r, final, run.discard, ["N play 5S"]) or ("", ""))[1]


def test_first_difference_names_the_field() -> None:
    assert first_difference({"a": {"b": [1, 2]}}, {"a": {"b": [1, 3]}}) == ("a.b[1]", 2, 3)
    assert first_difference({"a": 1}, {"a": 1, "extra": 2}) is None
    assert first_difference({"a": 1}, {}) == ("a", 1, "(missing)")


def test_a_position_has_the_shared_shape() -> None:
    r = load_ruleset("australian")
    pack = list(r.pack)
    random.Random(4).shuffle(pack)
    state = deal(r, pack, 0)
    for text in ("E bid 7NT", "S pass", "W pass", "N pass"):
        state = apply(state, parse_action(r, text))
    held = [str(c) for c in state.hand(1)]
    state = apply(state, parse_action(r, f"E discard {' '.join(held[:3])}"))
    while state.phase.value != "play" or len(state.tricks) < 2 or state.current is None:
        state = apply(state, legal_actions(state)[0])
    pos = position_of(state)["position"]
    assert set(pos) == {"dealer", "contract", "contractor", "joker_suit", "hands", "discards", "tricks", "trick", "turn"}
    assert (pos["dealer"], pos["contract"], pos["contractor"], pos["discards"]) == ("N", "7NT", "E", held[:3])
    assert state.turn is not None
    assert len(pos["tricks"]) == 2 and pos["trick"]["cards"] and pos["turn"] == r.seats[state.turn]
    cards = [c for v in pos["hands"].values() for c in v] + [c for t in pos["tricks"] for c in t["cards"]]
    assert sorted(cards + pos["trick"]["cards"] + pos["discards"]) == sorted(str(c) for c in r.pack)


class WithoutPositions(Departing):
    """The joker departure, with an engine that does not open the protocol's position form."""

    def describe(self) -> dict[str, Any]:
        return {k: v for k, v in super().describe().items() if k != "positions"}


def test_the_divergent_step_is_rechecked_from_the_position_when_the_engine_opens_positions(tmp_path: Path) -> None:
    found = []
    for impl in (Departing("joker-any-suit"), WithoutPositions("joker-any-suit")):
        fz = Fuzzer(impl, ["australian"], seed=2)
        report = fuzz(fz, hands=200)
        assert report.run is not None and report.run.divergence is not None
        run = fz.shrink(report.run, 2, tries=20)
        assert run.divergence is not None and run.divergence.check == "legal-actions"
        assert run.divergence.step <= report.first_step
        found.append(fz.from_position(run))
        if found[-1]:
            path, problem = draft(run, seed=2, hand=report.hands - 1, command="fake", out=tmp_path,
                                  first_step=report.first_step, from_position=True)
            assert problem is None and path is not None
            assert "differs again from the position alone" in path.read_text("utf-8")
    assert found == [True, None]


class FailsOnMisere(ReferenceImplementation):
    """Answers ``errored`` (as a crash would) when asked to take a misère bid."""

    def act(self, game: str, action: str) -> None:
        if action.endswith("MIS"):
            raise ImplementationError(f"act: the implementation reported an error: cannot bid {action}")
        super().act(game, action)


def test_an_implementation_that_fails_mid_hand_is_a_difference_not_the_end_of_the_run() -> None:
    fz = Fuzzer(FailsOnMisere(), ["australian"], seed=3)
    report = fuzz(fz, hands=300)
    assert report.run is not None and report.run.divergence is not None
    d = report.run.divergence
    assert (d.check, d.area) == ("error", "BID") and "cannot bid" in d.detail


def test_max_time_stops_the_run_early() -> None:
    fz = Fuzzer(ReferenceImplementation(), ["australian"], seed=0)
    report = fuzz(fz, hands=1_000_000, max_time=0.2)
    assert 0 < report.hands < 1_000_000 and report.run is None


# --- keeping going ------------------------------------------------------------------------

THREE = ROOT / "tests" / "fakes" / "three_departures.py"
IMPLIED = {"JOKER-11"}
"""Rules a joker lead naming any suit necessarily breaks beside JOKER-10 (no joker lead once every suit is led)."""


def test_keep_going_reports_the_three_departures_of_one_engine_in_one_run(tmp_path: Path) -> None:
    done = suite("fuzz", "--impl", f"{PY} {shlex.quote(str(THREE))}", "--variant", "australian", "--hands", "40",
                 "--seed", "2", "--keep-going", "--out", str(tmp_path))
    assert done.returncode == 1, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    summary = next(line for line in lines if line.startswith("fuzz: 40 hands"))
    assert "departures" in summary and "Traceback" not in done.stderr
    start = lines.index(next(line for line in lines if line.startswith("DEPARTURES")))
    rows = [line.split() for line in lines[start + 2:] if re.match(r"  [A-Z]+-\d+ +[a-z-]+ ", line)]
    charged = {row[0] for row in rows}
    assert {"DEAL-04", "SCORE-04", "JOKER-10"} <= charged <= {"DEAL-04", "SCORE-04", "JOKER-10"} | IMPLIED, rows
    drafts = [Path(row[-1]) for row in rows]
    assert all(p.is_file() for p in drafts) and len(set(drafts)) == len(rows)
    assert sorted(tmp_path.glob("*.yaml")) == sorted(drafts) and not list(tmp_path.glob(".*.tmp"))
    reference = ReferenceImplementation()
    for path in drafts:
        folder = tmp_path / "corpus" / "features" / "hands" / "australian"
        folder.mkdir(parents=True, exist_ok=True)
        check_hand(reference, load_fixture(Path(shutil.copy(path, folder)), root=tmp_path / "corpus"))
    areas = [line for line in lines if line.startswith("coverage ")]
    assert [a.split()[1] for a in areas] == ["DEAL:", "BID:", "KITTY:", "PLAY:", "JOKER:", "MIS:", "SCORE:", "END:"]
    assert any(line.startswith("situations: australian ") for line in lines)


def _found(report: Report) -> tuple[Any, ...]:
    """What a keep-going run showed: its counts, the rules covered, each departure where first found."""
    return (report.hands, report.actions, report.illegal, report.covered,
            [(key, d.hand, d.times, d.run.divergence and (d.run.divergence.step, d.run.divergence.detail))
             for key, d in report.departures.items()])


def test_an_adapter_without_observe_legal_is_looked_at_with_observe_and_legal_actions_and_shows_the_same() -> None:
    # the steps written at once through one act-observe-legal a step (observe-legal after an illegal
    # action), through act and observe-legal (an adapter whose hello does not offer act-observe-legal),
    # through act, observe and legal-actions (one that offers neither: asking them would be an error),
    # and asked one by one in process: the same hands, departures, steps and counts
    runs = []
    for impl in (SubprocessImplementation(f"{PY} {shlex.quote(str(THREE))}"),
                 SubprocessImplementation(f"{PY} {shlex.quote(str(THREE))} --without-act-observe-legal"),
                 SubprocessImplementation(f"{PY} {shlex.quote(str(THREE))} --without-observe-legal"),
                 WithoutObserveLegal(), ThreeDepartures()):
        report = fuzz(Fuzzer(impl, ["australian"], seed=2, keep_going=True), hands=60)
        if isinstance(impl, SubprocessImplementation):
            impl.shutdown()
        runs.append(_found(report))
    assert runs[0][4] and {key[0] for key, *_ in runs[0][4]} >= {"DEAL-04", "SCORE-04"}
    assert all(run == runs[0] for run in runs[1:])


WRONG_ACT_LOOK = ROOT / "tests" / "fakes" / "wrong_act_look.py"


@pytest.mark.parametrize(("mode", "check", "words"), [
    ("revoke", "legal-actions", "listed but illegal"),
    ("tricks-won", "observation", "observation tricks_won."),
])
def test_a_wrong_act_observe_legal_answer_is_a_departure_charged_to_its_rule(mode: str, check: str,
                                                                            words: str) -> None:
    # the engine offers act-observe-legal and departs only in its answers: the fuzzer takes every legal
    # action through it, served (the requests written at once) and in process (asked one by one) alike
    from tests.fakes.wrong_act_look import MODES, WrongAfterAct

    found = []
    for impl in (SubprocessImplementation(f"{PY} {shlex.quote(str(WRONG_ACT_LOOK))} {mode}"), WrongAfterAct(mode)):
        first = fuzz(Fuzzer(impl, ["australian"], seed=1), hands=30).run
        kept = fuzz(Fuzzer(impl, ["australian"], seed=1, keep_going=True), hands=10)
        if isinstance(impl, SubprocessImplementation):
            impl.shutdown()
        assert first is not None and first.divergence is not None
        d = first.divergence
        assert (d.check, d.rule) == (check, MODES[mode]) and words in d.detail, d.line()
        assert set(kept.departures) == {(MODES[mode], check)}, kept.departures
        found.append((d.line(), _found(kept)))
    assert found[0] == found[1]


def test_an_engine_that_does_not_offer_act_observe_legal_is_asked_act_and_the_look_apart() -> None:
    # the same engine without act-observe-legal in its hello: never asked it, its plain answers are right
    for mode in ("revoke", "tricks-won"):
        with SubprocessImplementation(f"{PY} {shlex.quote(str(WRONG_ACT_LOOK))} {mode} --unannounced") as impl:
            report = fuzz(Fuzzer(impl, ["australian"], seed=1, keep_going=True), hands=30)
        assert report.run is None and not report.departures and report.actions > 500, mode


def test_the_checks_after_a_hand_and_its_close_are_written_with_the_steps_that_end_it() -> None:
    # to the served reference: one batch of requests ends each hand (the steps, hand-score,
    # game-after-hand, close) and nothing is asked alone but each hand's open
    batches: list[list[str]] = []
    alone: list[str] = []
    with SubprocessImplementation(SERVE) as impl:
        write, call = impl.pipeline_write, impl._call

        def written(calls: list[tuple[str, dict[str, Any]]]) -> Any:
            batches.append([cmd for cmd, _ in calls])
            return write(calls)

        def asked(cmd: str, fields: dict[str, Any]) -> Any:
            alone.append(cmd)
            return call(cmd, fields)

        impl.pipeline_write = written  # type: ignore[method-assign]
        impl._call = asked  # type: ignore[method-assign]
        report = fuzz(Fuzzer(impl, ["australian"], seed=4), hands=20)
    assert report.run is None and report.hands == 20
    assert alone == ["open"] * 20
    ends = [b for b in batches if "close" in b]
    assert len(ends) == 20 and all(b[-1] == "close" and "act-observe-legal" in b for b in ends), ends
    assert sum(b.count("game-after-hand") for b in ends) == 20


def test_an_allowed_rule_is_stepped_over_and_the_others_still_found() -> None:
    fz = Fuzzer(ThreeDepartures(), ["australian"], seed=2, keep_going=True)
    report = fuzz(fz, hands=40, allow=["DEAL-04"])
    charged = {rule for rule, _ in report.departures}
    assert {"SCORE-04", "JOKER-10"} <= charged <= {"SCORE-04", "JOKER-10"} | IMPLIED, charged
    assert report.allowed["DEAL-04"] > 10 and report.run is None and report.hands == 40


def test_without_keep_going_the_run_stops_at_the_deal() -> None:
    fz = Fuzzer(ThreeDepartures(), ["australian"], seed=2)
    report = fuzz(fz, hands=40)
    assert report.run is not None and report.run.divergence is not None
    assert report.run.divergence.rule == "DEAL-04" and not report.departures


def test_steering_reaches_every_situation_and_keep_going_finds_nothing_against_the_reference() -> None:
    fz = Fuzzer(ReferenceImplementation(), ["australian", "three-player"], seed=4, keep_going=True)
    report = fuzz(fz, hands=150)
    assert not report.departures and report.run is None
    for v, r in fz.rulesets.items():
        assert fz.reached[v] == {s.name for s in SITUATIONS if possible(s, r)}, v
    assert {"BID-09", "DECIDE-12", "END-02", "END-04", "END-09", "SCORE-04"} <= set(fz.covered)


@pytest.mark.parametrize(("text", "words"), [
    ("DEAL-04\n# known\n\nNOPE-99\n", "line 4: 'NOPE-99' is not a rule ID"),
])
def test_a_bad_allow_file_is_refused_in_one_line(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "allow.txt"
    path.write_text(text, encoding="utf-8")
    done = suite("fuzz", "--impl", SERVE, "--allow-file", str(path))
    assert done.returncode == 2
    said = (done.stdout + done.stderr).strip().splitlines()
    assert len(said) == 1 and words in said[0], said
