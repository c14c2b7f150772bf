"""The whole-hand fixture loader rejects malformed fixtures with one-line errors
that name the file, the line, the field, the problem and the rule broken."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from five_hundred_suite.catalogue import ROOT
from five_hundred_suite.fixtures import FixtureError, fixture_paths, format_path, load_all, load_fixture

VALID = ROOT / "features" / "hands" / "australian" / "AU-0001.yaml"
REL = "features/hands/australian/AU-0001.yaml"


def _line_no(text: str, fragment: str) -> int:
    """The 1-based line of the only line containing ``fragment``."""
    hits = [i for i, line in enumerate(text.splitlines(), 1) if fragment in line]
    assert len(hits) == 1, f"{fragment!r} is on lines {hits}"
    return hits[0]


def _write(tmp_path: Path, edit: Callable[[str], str]) -> Path:
    path = tmp_path / REL
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(edit(VALID.read_text(encoding="utf-8")), encoding="utf-8")
    return path


def _error(tmp_path: Path, edit: Callable[[str], str]) -> FixtureError:
    path = _write(tmp_path, edit)
    with pytest.raises(FixtureError) as info:
        load_fixture(path, root=tmp_path)
    message = str(info.value)
    assert "\n" not in message, message
    assert message.startswith(f"{REL}:"), message
    return info.value


def test_the_unedited_copy_loads(tmp_path: Path) -> None:
    fx = load_fixture(_write(tmp_path, lambda t: t), root=tmp_path)
    assert (fx.id, fx.variant, fx.dealer, len(fx.pack), len(fx.tricks)) == ("AU-0001", "australian", "W", 43, 10)
    assert fx.auction[0] == "N bid 7H"
    assert fx.file == REL


def test_bad_card_text(tmp_path: Path) -> None:
    text = VALID.read_text(encoding="utf-8")
    line = _line_no(text, "KD, 5S, QC,")
    err = _error(tmp_path, lambda t: t.replace("KD, 5S, QC,", "KD, 5S, ZZ,"))
    assert str(err) == f"{REL}:{line}: pack[5]: 'ZZ' is not a valid card"
    assert (err.file, err.line, err.field, err.rule) == (REL, line, "pack[5]", None)


def test_bad_card_text_inside_a_trick(tmp_path: Path) -> None:
    text = VALID.read_text(encoding="utf-8")
    line = _line_no(text, "[AD, 5D, 8D, 6D]")
    err = _error(tmp_path, lambda t: t.replace("[AD, 5D, 8D, 6D]", "[AD, 5D, 1D, 6D]"))
    assert str(err) == f"{REL}:{line}: tricks[2].cards[2]: '1D' is not a valid card"


def test_card_twice_in_the_pack(tmp_path: Path) -> None:
    text = VALID.read_text(encoding="utf-8")
    line = _line_no(text, "6D, QH, AS, 8C,")
    err = _error(tmp_path, lambda t: t.replace("6D, QH, AS, 8C,", "6D, QH, 9S, 8C,"))
    assert str(err) == f"{REL}:{line}: pack[15]: 9S appears twice (also at pack[0]) [DECK-01]"
    assert err.rule == "DECK-01"


def test_card_dealt_twice(tmp_path: Path) -> None:
    text = VALID.read_text(encoding="utf-8")
    line = _line_no(text, "S: [AH, 8H, 7H, 7D, 5D")
    err = _error(tmp_path, lambda t: t.replace("8C, 6C, 5C, 6D]", "8C, 6C, 5C, 5D]"))
    assert str(err) == f"{REL}:{line}: hands.S[4]: 5D is dealt twice (also at hands.N[9]) [DECK-01]"


def test_missing_top_level_key(tmp_path: Path) -> None:
    text = VALID.read_text(encoding="utf-8")
    first = _line_no(text, "id: AU-0001")
    err = _error(tmp_path, lambda t: t.replace("kitty: [KS, 4D, 9H]\n", ""))
    assert str(err) == f"{REL}:{first}: kitty: is missing (a required key)"


def test_missing_nested_key(tmp_path: Path) -> None:
    text = VALID.read_text(encoding="utf-8")
    line = _line_no(text, "expect:")
    err = _error(tmp_path, lambda t: t.replace("  made: true\n", ""))
    assert str(err) == f"{REL}:{line}: expect.made: is missing (a required key)"


def test_unknown_key(tmp_path: Path) -> None:
    err = _error(tmp_path, lambda t: t.replace("options: []", "options: []\nshuffle: riffle"))
    assert str(err) == f"{REL}:{err.line}: shuffle: unexpected key 'shuffle'"
    assert _line_no(VALID.read_text(encoding="utf-8"), "options: []") + 1 == err.line


def test_hand_of_nine_cards(tmp_path: Path) -> None:
    text = VALID.read_text(encoding="utf-8")
    line = _line_no(text, "W: [KH, 5H")
    err = _error(tmp_path, lambda t: t.replace("8S, 7S, 9C, 7C]", "8S, 7S, 9C]"))
    assert str(err) == f"{REL}:{line}: hands.W: has 9 items, needs exactly 10 [DEAL-01]"


def test_rule_not_in_the_catalogue(tmp_path: Path) -> None:
    err = _error(tmp_path, lambda t: t.replace("rules: [DECIDE-03,", "rules: [SCORE-99,"))
    assert err.field == "rules[0]"
    assert err.problem == "'SCORE-99' is not a rule of the catalogue (spec/rules/*.yaml)"


def test_discard_not_held_by_the_contractor(tmp_path: Path) -> None:
    text = VALID.read_text(encoding="utf-8")
    line = _line_no(text, "discard: [9S, 5C, 4D]")
    err = _error(tmp_path, lambda t: t.replace("discard: [9S, 5C, 4D]", "discard: [9S, 5C, 4H]"))
    assert str(err) == f"{REL}:{line}: discard[2]: 4H is not in N's hand or the kitty [KITTY-02]"


def test_pack_not_the_variants_pack(tmp_path: Path) -> None:
    err = _error(tmp_path, lambda t: t.replace("9S, JH, 5C,", "9S, JH, 4C,"))
    assert (err.field, err.rule) == ("pack[2]", "DECK-01")
    assert err.problem == "4C is not in the 43-card pack of australian"


def test_trick_winners_disagree_with_the_count(tmp_path: Path) -> None:
    err = _error(tmp_path, lambda t: t.replace("tricks_won: {NS: 7, EW: 3}", "tricks_won: {NS: 8, EW: 2}"))
    assert (err.field, err.rule) == ("expect.tricks_won", "PLAY-09")


def test_not_yaml(tmp_path: Path) -> None:
    err = _error(tmp_path, lambda t: t.replace("kitty: [KS, 4D, 9H]", "kitty: [KS, 4D, 9H"))
    assert err.field == "(document)"
    assert err.problem.startswith("is not valid YAML")


def test_format_path() -> None:
    assert format_path(("tricks", 2, "cards", 1)) == "tricks[2].cards[1]"
    assert format_path(()) == "(document)"


@pytest.mark.parametrize("path", fixture_paths(), ids=lambda p: p.stem)
def test_shipped_fixture_loads(path: Path) -> None:
    fx = load_fixture(path)
    assert fx.file == path.relative_to(ROOT).as_posix()


def test_shipped_fixtures_have_unique_ids() -> None:
    fixtures = load_all()
    assert len(fixtures) >= 2
    assert len({f.id for f in fixtures}) == len(fixtures)


def test_a_file_is_parsed_once_while_it_is_unchanged(tmp_path: Path) -> None:
    path = _write(tmp_path, lambda t: t)
    first = load_fixture(path, root=tmp_path)
    assert load_fixture(path, root=tmp_path) is first  # not parsed again: the same fixture handed out
    assert load_fixture(str(path), root=tmp_path) is first
    _write(tmp_path, lambda t: t.replace(f"title: {first.title}", "title: Rewritten"))
    again = load_fixture(path, root=tmp_path)
    assert again is not first and again.title == "Rewritten"


GAME = """
game:
  before: {scores: {NS: 300, EW: 100}, backwards: []}
  after: {scores: {NS: 500, EW: 130}, dealer: N, backwards: [], outcome: {winner: NS, reason: made_contract_500}}
"""


def test_refuse_game_and_notes_are_optional_and_loaded(tmp_path: Path) -> None:
    extra = GAME + "refuse:\n  - {after: 4, action: 'N play 5C'}\nnotes: found by the fuzzer\n"
    fx = load_fixture(_write(tmp_path, lambda t: t + extra), root=tmp_path)
    assert fx.refuse == ((4, "N play 5C"),)
    assert fx.game is not None and fx.game["after"]["outcome"] == {"winner": "NS", "reason": "made_contract_500"}
    plain = load_fixture(_write(tmp_path, lambda t: t), root=tmp_path)
    assert (plain.refuse, plain.game) == ((), None)


@pytest.mark.parametrize(("extra", "field", "words"), [
    ("refuse:\n  - {after: 99, action: 'N play 5C'}\n", "refuse[0].after", "the hand has 45 actions, not 99"),
    ("refuse:\n  - {after: 3, action: 'X play 5C'}\n", "refuse[0].action", "'X' is not a seat of australian"),
    ("refuse:\n  - {action: 'N play 5C'}\n", "refuse[0].after", "is missing"),
    (GAME.replace("EW: 100", "P3: 100"), "game.before.scores", "give one score for each side"),
    (GAME.replace("dealer: N", "dealer: Q"), "game.after.dealer", "'Q' is not a seat of australian"),
    (GAME.replace("backwards: []}\n  after", "backwards: [XY]}\n  after"), "game.before.backwards[0]",
     "'XY' is not a side of australian"),
])
def test_bad_refuse_or_game(tmp_path: Path, extra: str, field: str, words: str) -> None:
    err = _error(tmp_path, lambda t: t + extra)
    assert err.field == field and words in err.problem, str(err)


VALID_45 = ROOT / "features" / "hands" / "american-45" / "A45-0001.yaml"
REL_45 = "features/hands/american-45/A45-0001.yaml"


def _error_45(tmp_path: Path, edit: Callable[[str], str]) -> FixtureError:
    path = tmp_path / REL_45
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(edit(VALID_45.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(FixtureError) as info:
        load_fixture(path, root=tmp_path)
    return info.value


def test_a_kitty_of_five_loads_and_its_size_is_the_variants(tmp_path: Path) -> None:
    """The 45-card game deals five to the kitty and discards five (KITTY-05); the count is the variant's."""
    fx = load_fixture(VALID_45)
    assert (len(fx.pack), len(fx.kitty), len(fx.discard or ())) == (45, 5, 5)
    text = VALID_45.read_text(encoding="utf-8")
    err = _error_45(tmp_path, lambda t: t.replace("discard: [4S, 4C, 4D, 5D, 5C]", "discard: [4S, 4C, 4D]"))
    assert str(err) == f"{REL_45}:{_line_no(text, 'discard: [4S')}: discard: has 3 items, needs exactly 5 [KITTY-04]"
    # Three kitty cards in a game whose kitty holds five: the hands and kitty no longer make the pack either,
    # but the count is named first.
    err = _error_45(tmp_path, lambda t: t.replace("kitty: [QH, 9H, KC, 4D, 5C]", "kitty: [QH, 9H, KC]"))
    assert str(err) == f"{REL_45}:{_line_no(text, 'kitty: [QH')}: kitty: has 3 items, needs exactly 5 [DEAL-01]"


def test_a_discard_of_five_is_refused_where_the_kitty_holds_three(tmp_path: Path) -> None:
    text = VALID.read_text(encoding="utf-8")
    discard = next(line for line in text.splitlines() if line.startswith("discard: ["))
    longer = discard.replace("]", ", AS, KS]")
    err = _error(tmp_path, lambda t: t.replace(discard, longer))
    assert str(err) == f"{REL}:{_line_no(text, discard)}: discard: has 5 items, needs exactly 3 [KITTY-04]"
