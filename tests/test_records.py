"""The game record format (:mod:`five_hundred.record`): every recorded hand of the corpus
converts to a record and back with the same data, its text reads back byte for byte, it replays
through the engine to its recorded result; random games of several hands written as records
replay to the same scores in both engines; bad records are refused in one line naming the line.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from five_hundred import apply, deal, legal_actions, load_ruleset, new_game, record_hand
from five_hundred.cards import cards_of
from five_hundred.record import (
    RecordError,
    format_record,
    game_record,
    parse_record,
    recorded_hand,
    replay_record,
)
from five_hundred.ruleset import variant_ids
from five_hundred.state import Discard, Phase

from five_hundred_suite.fixtures import fixture_paths
from five_hundred_suite.records import fixture_data, fixture_record
from five_hundred_suite.schemas import schema_validator

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = sorted(fixture_paths())


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_every_recorded_hand_round_trips_and_replays(path: Path) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    record = fixture_record(data)
    text = format_record(record)
    again = parse_record(text)
    assert again == record
    assert format_record(again) == text  # byte for byte
    assert fixture_data(again) == data
    replay_record(again)  # raises RecordError on any move, winner or score the rules refuse


def _random_game(variant: str, seed: int, hands: int) -> str:
    """The record of ``hands`` random hands of a game (or fewer, if it ends)."""
    r = load_ruleset(variant)
    rng = random.Random(seed)
    game = new_game(r, 0)
    recorded = []
    for n in range(hands):
        pack = list(r.pack)
        rng.shuffle(pack)
        state = deal(r, pack, game.dealer)
        while state.phase is not Phase.OVER:
            if state.phase is Phase.KITTY:
                c = state.turn
                assert c is not None
                state = apply(state, Discard(c, tuple(rng.sample(cards_of(state.hands[c]), r.kitty_size))))
            else:
                state = apply(state, rng.choice(legal_actions(state)))
        game = record_hand(game, state)
        recorded.append(recorded_hand(state, tags=[("Hand", str(n + 1))], pack=[str(c) for c in pack],
                                      scores=dict(zip(r.side_names, game.scores, strict=True))))
        if game.outcome is not None:
            break
    return format_record(game_record(r, recorded, tags=[("Event", f"random game {seed}")], comments=["played at random"]))


@pytest.mark.parametrize("variant", variant_ids())
def test_a_random_game_replays_to_its_scores(variant: str) -> None:
    for seed in range(3):
        text = _random_game(variant, seed, 8)
        record = parse_record(text)
        assert format_record(record) == text
        replayed = replay_record(record)
        assert [dict(h.scores or ()) for h in record.hands] == [
            dict(zip(load_ruleset(variant).side_names, x.game.scores, strict=True)) for x in replayed]
        schema_validator("record").validate(json.loads(json.dumps(_json(record))))


def _json(record: object) -> object:
    from five_hundred.record import record_json

    return record_json(record)  # type: ignore[arg-type]


NODE = shutil.which("node")


@pytest.mark.skipif(NODE is None, reason="node is not on the PATH: the JavaScript engine cannot run")
def test_the_javascript_engine_reads_writes_and_replays_the_same_records(tmp_path: Path) -> None:
    texts = [_random_game(v, 10 + i, 6) for i, v in enumerate(variant_ids())]
    texts += [format_record(fixture_record(yaml.safe_load(p.read_text(encoding="utf-8")))) for p in FIXTURES[::9]]
    (tmp_path / "records.json").write_text(json.dumps(texts), encoding="utf-8")
    script = ROOT / "implementations" / "javascript" / "tools" / "replay_records.mjs"
    done = subprocess.run([str(NODE), str(script), str(tmp_path / "records.json")], capture_output=True, text=True,
                          check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    answers = json.loads(done.stdout)
    for text, answer in zip(texts, answers, strict=True):
        assert answer["text"] == text  # the JavaScript writer gives the same bytes
        record = parse_record(text)
        ours = [dict(zip(load_ruleset(record.variant, record.options).side_names, x.game.scores, strict=True))
                for x in replay_record(record)]
        assert answer["scores"] == ours


@pytest.mark.parametrize(("text", "message"), [
    ('[Record "1"]\n[Variant "australian"]\n[Options "-"]\n[Seats "N E S W"]\nPack 4D\n', 'line 5: Pack: comes before the first [Hand "..."] tag'),
    ('[Record "2"]\n[Variant "australian"]\n[Options "-"]\n[Seats "N E S W"]\n', "Record: format '2'"),
    ('[Record "1"]\n[Varient "australian"]\n', "line 2: Varient: is not a tag of a game"),
    ('[Record "1"]\n[Variant "australian"]\n[Options "-"]\n[Seats "N E S W"]\n\n[Hand "1"]\n[Dealer "N"]\nScores NS x\n',
     "line 8: Scores: expected side and number pairs"),
    ('[Record "1"]\nHello\n', "line 2: Hello: is not a tag, comment or move"),
])
def test_a_bad_record_is_refused_in_one_line_naming_the_line(text: str, message: str) -> None:
    with pytest.raises(RecordError) as e:
        parse_record(text)
    assert message in str(e.value)
    assert "\n" not in str(e.value)


def test_a_move_the_rules_refuse_is_named_with_its_rule() -> None:
    text = _random_game("australian", 4, 1)
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Trick "))
    leader, _, rest = lines[at].partition(": ")
    cards, _, winner = rest.partition(" > ")
    first, *others = cards.split()
    lines[at] = f"{leader}: {' '.join([*others, first])} > {winner}"  # the leader plays another card
    with pytest.raises(RecordError) as e:
        replay_record(parse_record("\n".join(lines) + "\n"))
    assert e.value.rule is not None


def test_the_record_page_s_example_is_what_the_engine_writes() -> None:
    """Every move line of the example on ``spec/pages/record.md`` is a line the engine writes for
    the recorded hand it shows (AU-0001), and the page's tags read as tags."""
    page = (ROOT / "spec" / "pages" / "record.md").read_text(encoding="utf-8")
    example = page.split("```text\n", 1)[1].split("```", 1)[0]
    fixture = next(p for p in FIXTURES if p.stem == "AU-0001")
    written = format_record(fixture_record(yaml.safe_load(fixture.read_text(encoding="utf-8")))).splitlines()
    moves = [line for line in example.splitlines() if line.split(" ", 1)[0] in
             ("Pack", "Hands", "Kitty", "Auction", "Discard", "Trick", "Result")]
    assert len(moves) >= 8
    for line in moves:
        assert line in written, line
    head = example.split('[Hand "1"]', 1)[0]
    assert parse_record(head).tag("Players") == "N Ann; E Bo; S Cy; W Di"
