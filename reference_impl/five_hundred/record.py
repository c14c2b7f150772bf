"""The game record: one text file for a whole game of Five Hundred, hand after hand.

A record is plain UTF-8 text (``spec/pages/record.md`` describes it; its JSON form is checked by
``spec/schema/record.schema.json``). As in PBN, a game starts with tag pairs, ``[Name "value"]``,
and each hand with its own tags followed by one line per move, the deal given as the chance move
it is (the pack, top card first)::

    % comment lines start with a per cent sign
    [Record "1"]
    [Variant "australian"]
    [Options "-"]
    [Seats "N E S W"]
    [Date "2026.12.02"]

    [Hand "1"]
    [Dealer "W"]
    Pack 9S JH 5C KD 5S QC ...
    Hands N: JH JD QH 10H AS 9S 8C 6C 5C 6D; E: ...
    Kitty KS 4D 9H
    Auction N bid 7H, E pass, S pass, W pass
    Discard 9S 5C 4D
    Trick N: JH 6H 7H 4H > N
    ...
    Result 7H N made; won NS 7 EW 3; points NS 200 EW 30
    Scores NS 200 EW 30

:func:`parse_record` reads it (one :class:`RecordError` naming the line and the field for bad
text), :func:`format_record` writes it (``format_record(parse_record(t)) == t`` for a record
written by :func:`format_record`), and :func:`replay_record` plays it through the engine,
checking every move and score against the rules (rule IDs in its errors).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from .cards import cards_of, parse_cards
from .errors import FiveHundredError
from .game import GameState, new_game, record_hand
from .ruleset import Ruleset, load_ruleset
from .state import HandState, Phase, parse_action
from .transitions import apply, deal, deal_hands

RECORD_FORMAT: Final = 1
"""The version of the record format (the ``Record`` tag). A change of meaning bumps it."""

GAME_TAGS: Final = ("Record", "Event", "Site", "Date", "Variant", "Options", "Seats", "Players", "Scores")
"""The tags of a game, in the order they are written (``Record``, ``Variant``, ``Options`` and
``Seats`` are required; ``Scores`` are the sides' scores before the first hand)."""

HAND_TAGS: Final = ("Hand", "Id", "Title", "Rules", "Dealer")
"""The tags of a hand, in the order they are written (``Hand`` and ``Dealer`` are required)."""


class RecordError(FiveHundredError):
    """A record that cannot be read, or whose moves the rules refuse.

    Attributes:
        line: the line number (1-based), or ``None`` for the record as a whole.
        where: the tag or move named.

    """

    def __init__(self, line: int | None, where: str, problem: str, rule: str | None = None) -> None:
        self.line, self.where, self.problem = line, where, problem
        at = f"line {line}: " if line is not None else ""
        super().__init__(f"{at}{where}: {problem}", rule=rule)


@dataclass(frozen=True, slots=True)
class RecordedTrick:
    """A trick: who led, the cards in order (``JK:C`` for a suitless joker lead naming clubs), the winner."""

    leader: str
    cards: tuple[str, ...]
    winner: str


@dataclass(frozen=True, slots=True)
class RecordedResult:
    """How a hand ended: ``contract``/``contractor`` ``None`` for a hand thrown in; ``made`` ``None`` then."""

    contract: str | None
    contractor: str | None
    made: bool | None
    tricks_won: tuple[tuple[str, int], ...]
    points: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class RecordedHand:
    """One hand of a record: its tags, the deal (pack and hands), the auction, the exchange, the
    nomination (``none`` or a suit letter; ``None`` where it has no place), the tricks, the result
    and the sides' scores after it (``None`` when not recorded).
    """

    tags: tuple[tuple[str, str], ...]
    pack: tuple[str, ...] | None
    hands: tuple[tuple[str, tuple[str, ...]], ...]
    kitty: tuple[str, ...]
    auction: tuple[str, ...]
    discard: tuple[str, ...] | None
    nomination: str | None
    tricks: tuple[RecordedTrick, ...]
    result: RecordedResult
    scores: tuple[tuple[str, int], ...] | None = None
    comments: tuple[str, ...] = ()
    partners: tuple[str, ...] | None = None
    """The partners the contractor named (SEAT-10), where the game forms its sides after the
    auction and the contract asks for them; in the called-card game, the holders the called cards
    found, known by the end of the hand (SEAT-13); else ``None``."""
    called: tuple[str, ...] | None = None
    """The cards the contractor called, in the called-card game (SEAT-12); else ``None``."""

    def tag(self, name: str) -> str | None:
        """A tag's value, or ``None``."""
        return next((v for k, v in self.tags if k == name), None)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A whole record: the game's tags, comments before the first hand, and the hands in order."""

    tags: tuple[tuple[str, str], ...]
    hands: tuple[RecordedHand, ...] = ()
    comments: tuple[str, ...] = field(default=())

    def tag(self, name: str) -> str | None:
        """A tag's value, or ``None``."""
        return next((v for k, v in self.tags if k == name), None)

    @property
    def variant(self) -> str:
        """The ``Variant`` tag."""
        return self.tag("Variant") or ""

    @property
    def options(self) -> tuple[str, ...]:
        """The ``Options`` tag's keys (``-``: none)."""
        text = self.tag("Options") or "-"
        return () if text == "-" else tuple(text.split())


# --- writing --------------------------------------------------------------------------------


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _pairs(pairs: Iterable[tuple[str, int]]) -> str:
    return " ".join(f"{k} {v}" for k, v in pairs)


def format_record(record: GameRecord) -> str:
    """The text of ``record`` (see the module; tags in the order of :data:`GAME_TAGS` and
    :data:`HAND_TAGS` as given, one move a line, a blank line between hands, ending in a newline).
    """
    out = [f"% {c}" if c else "%" for c in record.comments]
    out += [f"[{k} {_quote(v)}]" for k, v in record.tags]
    for hand in record.hands:
        out.append("")
        out += [f"% {c}" if c else "%" for c in hand.comments]
        out += [f"[{k} {_quote(v)}]" for k, v in hand.tags]
        if hand.pack is not None:
            out.append("Pack " + " ".join(hand.pack))
        out.append("Hands " + "; ".join(f"{s}: {' '.join(cards)}" for s, cards in hand.hands))
        out.append("Kitty " + " ".join(hand.kitty))
        out.append("Auction " + ", ".join(hand.auction))
        if hand.called is not None:
            out.append("Called " + " ".join(hand.called))
        if hand.partners is not None:
            out.append("Partners " + " ".join(hand.partners))
        if hand.discard is not None:
            out.append("Discard " + " ".join(hand.discard))
        if hand.nomination is not None:
            out.append(f"Nominate {hand.nomination}")
        out += [f"Trick {t.leader}: {' '.join(t.cards)} > {t.winner}" for t in hand.tricks]
        res = hand.result
        made = {True: "made", False: "set", None: "-"}[res.made]
        head = "thrown-in" if res.contract is None else f"{res.contract} {res.contractor} {made}"
        out.append(f"Result {head}; won {_pairs(res.tricks_won)}; points {_pairs(res.points)}")
        if hand.scores is not None:
            out.append(f"Scores {_pairs(hand.scores)}")
    return "\n".join(out) + "\n"


# --- reading --------------------------------------------------------------------------------

_TAG = re.compile(r'^\[([A-Z][A-Za-z]*) "((?:[^"\\]|\\.)*)"\]$')
_TRICK = re.compile(r"^(\S+): (.+) > (\S+)$")
_MOVES: Final = ("Pack", "Hands", "Kitty", "Auction", "Called", "Partners", "Discard", "Nominate", "Trick", "Result", "Scores")


def _unquote(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def _counts(line: int | None, where: str, text: str) -> tuple[tuple[str, int], ...]:
    words = text.split()
    if len(words) % 2:
        raise RecordError(line, where, f"expected side and number pairs, got {text!r}")
    try:
        return tuple((words[i], int(words[i + 1])) for i in range(0, len(words), 2))
    except ValueError:
        raise RecordError(line, where, f"expected side and number pairs, got {text!r}") from None


def parse_record(text: str) -> GameRecord:
    """Read a record (see the module). Checks the form only; :func:`replay_record` checks the rules.

    Raises:
        RecordError: a line that is no tag, comment or move; a tag or move out of place, given
            twice or missing; a count that is no number; a record format other than
            :data:`RECORD_FORMAT` (the line and the field are named).

    """
    game_tags: list[tuple[str, str]] = []
    game_comments: list[str] = []
    hands: list[RecordedHand] = []
    hand: dict[str, Any] | None = None
    start = 0

    def close(at: int) -> None:
        nonlocal hand
        if hand is None:
            return
        for need in ("Hands", "Kitty", "Auction", "Result"):
            if need not in hand:
                raise RecordError(start, "Hand", f"has no {need} line (needed in every hand)")
        if not any(k == "Dealer" for k, _ in hand["tags"]):
            raise RecordError(start, "Hand", "has no Dealer tag")
        hands.append(RecordedHand(
            tags=tuple(hand["tags"]), pack=hand.get("Pack"), hands=hand["Hands"], kitty=hand["Kitty"],
            auction=hand["Auction"], discard=hand.get("Discard"), nomination=hand.get("Nominate"),
            tricks=tuple(hand["Trick"]), result=hand["Result"], scores=hand.get("Scores"),
            comments=tuple(hand["comments"]), partners=hand.get("Partners"), called=hand.get("Called"),
        ))
        hand = None

    pending_comments: list[str] = []
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\r")
        if not line.strip():
            continue
        if line.startswith("%"):
            pending_comments.append(line[2:] if line.startswith("% ") else line[1:])
            continue
        tag = _TAG.match(line)
        if tag:
            name, value = tag.group(1), _unquote(tag.group(2))
            if name == "Hand":
                close(n)
                start = n
                hand = {"tags": [], "Trick": [], "comments": pending_comments}
                pending_comments = []
            if hand is None:
                if name not in GAME_TAGS:
                    raise RecordError(n, name, f"is not a tag of a game (tags: {', '.join(GAME_TAGS)})")
                if any(k == name for k, _ in game_tags):
                    raise RecordError(n, name, "is given twice")
                game_comments += pending_comments
                pending_comments = []
                game_tags.append((name, value))
            else:
                if name not in HAND_TAGS:
                    raise RecordError(n, name, f"is not a tag of a hand (tags: {', '.join(HAND_TAGS)})")
                if any(k == name for k, _ in hand["tags"]):
                    raise RecordError(n, name, "is given twice")
                hand["tags"].append((name, value))
            continue
        move, _, rest = line.partition(" ")
        if move not in _MOVES:
            raise RecordError(n, move or line, f"is not a tag, comment or move (moves: {', '.join(_MOVES)})")
        if hand is None:
            raise RecordError(n, move, 'comes before the first [Hand "..."] tag')
        if pending_comments:
            raise RecordError(n, move, "a comment inside a hand goes before its Hand tag")
        if move != "Trick" and move in hand:
            raise RecordError(n, move, "is given twice in one hand")
        if move == "Trick":
            hand["Trick"].append(_trick(n, rest.strip()))
        else:
            hand[move] = _move(n, move, rest.strip())
    close(len(text.splitlines()))
    if pending_comments:
        raise RecordError(None, "%", "a comment at the end belongs to no hand")
    record = GameRecord(tuple(game_tags), tuple(hands), tuple(game_comments))
    for need in ("Record", "Variant", "Options", "Seats"):
        if record.tag(need) is None:
            raise RecordError(None, need, "tag missing (needed in every record)")
    if record.tag("Record") != str(RECORD_FORMAT):
        raise RecordError(None, "Record", f"format {record.tag('Record')!r}; this reader reads format {RECORD_FORMAT}")
    return record


def _trick(n: int, text: str) -> RecordedTrick:
    m = _TRICK.match(text)
    if not m:
        raise RecordError(n, "Trick", f"expected 'LEADER: CARDS > WINNER', got {text!r}")
    return RecordedTrick(m.group(1), tuple(m.group(2).split()), m.group(3))


def _move(n: int, move: str, text: str) -> Any:
    if move in ("Pack", "Kitty", "Discard", "Partners", "Called"):
        return tuple(text.split())
    if move == "Nominate":
        return text
    if move == "Auction":
        return tuple(a.strip() for a in text.split(",")) if text else ()
    if move == "Hands":
        out = []
        for part in text.split(";"):
            seat, colon, cards = part.strip().partition(":")
            if not colon:
                raise RecordError(n, "Hands", f"expected 'SEAT: CARDS; ...', got {part.strip()!r}")
            out.append((seat.strip(), tuple(cards.split())))
        return tuple(out)
    if move == "Scores":
        return _counts(n, "Scores", text)
    parts = [p.strip() for p in text.split(";")]
    if len(parts) != 3 or not parts[1].startswith("won ") or not parts[2].startswith("points "):
        raise RecordError(n, "Result", f"expected 'CONTRACT SEAT made|set; won ...; points ...', got {text!r}")
    won, points = _counts(n, "Result", parts[1][4:]), _counts(n, "Result", parts[2][7:])
    if parts[0] == "thrown-in":
        return RecordedResult(None, None, None, won, points)
    words = parts[0].split()
    if len(words) != 3 or words[2] not in ("made", "set"):
        raise RecordError(n, "Result", f"expected 'CONTRACT SEAT made|set' or 'thrown-in', got {parts[0]!r}")
    return RecordedResult(words[0], words[1], words[2] == "made", won, points)


# --- replaying ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ReplayedHand:
    """A hand played through the engine: its final state and the game after it."""

    state: HandState
    game: GameState


def replay_record(record: GameRecord) -> list[ReplayedHand]:
    """Play every hand of ``record`` through the engine from its deal, checking each move and
    the recorded trick winners, result and scores against the rules.

    Returns:
        One :class:`ReplayedHand` per hand, in order.

    Raises:
        RecordError: a move the rules refuse (its rule ID), a deal that does not give the
            recorded hands (DEAL-02..DEAL-04), a trick winner, result or score other than the
            rules give, or a hand dealt by another seat than the game's dealer (DEALER-03).
        SetupError: an unknown variant or option.

    """
    r = load_ruleset(record.variant, record.options)
    seats_tag = record.tag("Seats") or ""
    if tuple(seats_tag.split()) != r.seats:
        raise RecordError(None, "Seats", f"{seats_tag!r}, the {r.id} game is played by {' '.join(r.seats)}")
    game: GameState | None = None
    start_scores = record.tag("Scores")
    out: list[ReplayedHand] = []
    for i, hand in enumerate(record.hands):
        where = f"hand {hand.tag('Hand') or i + 1}"
        dealer = r.seat_index(hand.tag("Dealer") or "")
        if game is None:
            scores = None
            if start_scores:
                scores = [v for _, v in _counts(None, "Scores", start_scores)]
            game = new_game(r, dealer, scores)
        state = _deal(r, hand, dealer, where)
        state = _moves(r, hand, state, where)
        _check_result(r, hand, state, where)
        try:
            game = record_hand(game, state)
        except FiveHundredError as e:
            raise RecordError(None, where, str(e), rule=e.rule) from None
        if hand.scores is not None:
            got = tuple(zip(r.side_names, game.scores, strict=True))
            if dict(got) != dict(hand.scores):
                raise RecordError(None, f"{where} Scores", f"recorded {_pairs(hand.scores)}, the rules give {_pairs(got)}",
                                  rule="SCORE-01")
        out.append(ReplayedHand(state, game))
    return out


def _deal(r: Ruleset, hand: RecordedHand, dealer: int, where: str) -> HandState:
    hands = {r.seat_index(s): parse_cards(cards) for s, cards in hand.hands}
    try:
        if hand.pack is not None:
            state = deal(r, parse_cards(hand.pack), dealer)
            given = deal_hands(r, hands, parse_cards(hand.kitty), dealer)
            if (state.hands, state.kitty) != (given.hands, given.kitty):
                raise RecordError(None, f"{where} Hands", "the pack dealt by the rules gives other hands or kitty",
                                  rule="DEAL-04")
            return state
        return deal_hands(r, hands, parse_cards(hand.kitty), dealer)
    except FiveHundredError as e:
        if isinstance(e, RecordError):
            raise
        raise RecordError(None, f"{where} deal", str(e), rule=e.rule) from None


def _take(state: HandState, text: str, where: str) -> HandState:
    try:
        return apply(state, parse_action(state.ruleset, text))
    except FiveHundredError as e:
        raise RecordError(None, f"{where} {text!r}", str(e), rule=e.rule) from None


def _moves(r: Ruleset, hand: RecordedHand, state: HandState, where: str) -> HandState:
    for call in hand.auction:
        state = _take(state, call, where)
    if state.phase is Phase.PARTNER and r.calls_cards:
        if hand.called is None:
            raise RecordError(None, where, "the contractor is to call cards but no Called line is given",
                              rule=r.rule("SEAT-12"))
        seat = r.seats[state.contractor or 0]
        state = _take(state, f"{seat} call {' '.join(hand.called)}", where)
        found = tuple(r.seats[p] for p in state.partners)
        if hand.partners is not None and hand.partners != found:
            raise RecordError(None, where, f"the Partners line gives {' '.join(hand.partners)}, but the called cards "
                              f"find {' '.join(found) or 'nobody'}", rule=r.rule("SEAT-13"))
    elif hand.called is not None:
        raise RecordError(None, where, "a Called line where nobody calls a card", rule="SEAT-10")
    elif state.phase is Phase.PARTNER:
        if hand.partners is None:
            raise RecordError(None, where, "the contractor is to name partners but no Partners line is given",
                              rule="SEAT-10")
        seat = r.seats[state.contractor or 0]
        state = _take(state, f"{seat} partner {' '.join(hand.partners)}", where)
    elif hand.partners is not None:
        raise RecordError(None, where, "a Partners line where nobody names a partner", rule="SEAT-10")
    if state.phase is Phase.KITTY:
        if hand.discard is None:
            raise RecordError(None, where, "the contractor is to discard but no Discard line is given", rule="KITTY-02")
        seat = r.seats[state.contractor or 0]
        state = _take(state, f"{seat} discard {' '.join(hand.discard)}", where)
    if state.phase is Phase.NOMINATION:
        seat = r.seats[state.contractor or 0]
        state = _take(state, f"{seat} nominate {hand.nomination or 'none'}", where)
    for t, trick in enumerate(hand.tricks, start=1):
        leader = r.seat_index(trick.leader)
        for card in trick.cards:
            if state.turn is None:
                raise RecordError(None, f"{where} trick {t}", "a card is played after the hand is over", rule="PLAY-07")
            name, _, named = card.partition(":")
            state = _take(state, f"{r.seats[state.turn]} play {name}" + (f" {named}" if named else ""), where)
        done = state.tricks[t - 1] if len(state.tricks) >= t else None
        if done is None or done.leader != leader or done.winner is None or r.seats[done.winner] != trick.winner:
            won = "unfinished" if done is None or done.winner is None else r.seats[done.winner]
            raise RecordError(None, f"{where} trick {t}", f"recorded {trick.leader} leading and {trick.winner} winning; "
                              f"the rules give {won}", rule="PLAY-05")
    return state


def _check_result(r: Ruleset, hand: RecordedHand, state: HandState, where: str) -> None:
    if state.phase is not Phase.OVER or state.result is None:
        raise RecordError(None, f"{where} Result", f"the hand is not over after the recorded moves (phase {state.phase.value})",
                          rule="PLAY-07")
    res = hand.result
    contract = state.contract
    sc = state.result.score
    got_contract = None if contract is None else str(contract)
    won = [0] * len(r.side_names)
    for seat, n in enumerate(state.tricks_won):
        won[r.side_of[seat]] += n
    points = (0,) * len(r.side_names) if sc is None else sc.points
    checks = (
        ("contract", res.contract, got_contract, "BID-10"),
        ("contractor", res.contractor, None if state.contractor is None else r.seats[state.contractor], "BID-10"),
        ("won", dict(res.tricks_won), dict(zip(r.side_names, won, strict=True)), None),
        ("points", dict(res.points), dict(zip(r.side_names, points, strict=True)), None),
        ("made", res.made, None if sc is None else sc.made, None),
    )
    for what, want, got, rule in checks:
        if want != got:
            raise RecordError(None, f"{where} Result", f"recorded {what} {want}, the rules give {got}", rule=rule)


# --- from a played hand ---------------------------------------------------------------------


def recorded_hand(state: HandState, *, tags: Sequence[tuple[str, str]] = (), pack: Sequence[str] | None = None,
                  scores: Mapping[str, int] | None = None) -> RecordedHand:
    """The record of a finished hand (``state`` over), with ``tags`` (``Hand`` and ``Dealer`` are
    added when missing), the pack it was dealt from when known, and the scores after it.

    Raises:
        ValueError: the hand is not over.

    """
    r = state.ruleset
    if state.phase is not Phase.OVER or state.result is None:
        raise ValueError("only a finished hand can be recorded")
    tag_list = list(tags)
    if not any(k == "Dealer" for k, _ in tag_list):
        tag_list.append(("Dealer", r.seats[state.dealer]))
    if not any(k == "Hand" for k, _ in tag_list):
        tag_list.insert(0, ("Hand", "1"))
    tag_list.sort(key=lambda kv: HAND_TAGS.index(kv[0]))
    jk_named = state.trump is None and state.joker_suit is None
    tricks = []
    for t in state.tricks:
        cards = [str(c) for c in t.cards]
        if cards and t.cards[0].is_joker and jk_named and t.led is not None:
            cards[0] = f"{cards[0]}:{t.led.value}"
        tricks.append(RecordedTrick(r.seats[t.leader], tuple(cards), r.seats[t.winner or 0]))
    won = [0] * len(r.side_names)
    for seat, n in enumerate(state.tricks_won):
        won[r.side_of[seat]] += n
    sc = state.result.score
    contract = state.contract
    result = RecordedResult(
        None if contract is None else str(contract), None if state.contractor is None else r.seats[state.contractor],
        None if sc is None else sc.made, tuple(zip(r.side_names, won, strict=True)),
        tuple(zip(r.side_names, (0,) * len(r.side_names) if sc is None else sc.points, strict=True)),
    )
    nominated = state.nominated
    return RecordedHand(
        tags=tuple(tag_list), pack=None if pack is None else tuple(pack),
        hands=tuple((r.seats[s], tuple(str(c) for c in cards_of(m))) for s, m in enumerate(state.dealt)),
        kitty=tuple(str(c) for c in cards_of(state.kitty)),
        auction=tuple(f"{r.seats[s]} {'pass' if b is None else 'bid ' + str(b)}" for s, b in state.auction),
        discard=None if state.contractor is None or state.result.thrown_in else tuple(str(c) for c in cards_of(state.discard)),
        nomination=(("none" if state.joker_suit is None else state.joker_suit.value) if nominated else None),
        tricks=tuple(tricks), result=result,
        scores=None if scores is None else tuple(scores.items()),
        partners=tuple(r.seats[p] for p in state.partners) if state.partners else None,
        called=tuple(str(c) for c in state.called) if state.called else None,
    )


def game_record(ruleset: Ruleset, hands: Sequence[RecordedHand], *, tags: Sequence[tuple[str, str]] = (),
                comments: Sequence[str] = ()) -> GameRecord:
    """A record of ``hands`` played under ``ruleset``: ``Record``, ``Variant``, ``Options`` and
    ``Seats`` tags from the ruleset, then ``tags`` (in the order of :data:`GAME_TAGS`).
    """
    base = [("Record", str(RECORD_FORMAT)), ("Variant", ruleset.id),
            ("Options", " ".join(sorted(ruleset.options)) or "-"), ("Seats", " ".join(ruleset.seats))]
    given = [kv for kv in tags if kv[0] not in dict(base)]
    ordered = sorted([*base, *given], key=lambda kv: GAME_TAGS.index(kv[0]))
    return GameRecord(tuple(ordered), tuple(hands), tuple(comments))


def record_json(record: GameRecord) -> dict[str, Any]:
    """The JSON form of a record, as ``spec/schema/record.schema.json`` checks it: ``tags`` and
    ``comments`` of the game, and per hand its ``tags``, ``pack`` (or null), ``hands``, ``kitty``,
    ``auction``, ``discard`` and ``nomination`` (or null), ``tricks``, ``result`` and ``scores``
    (or null).
    """
    def pairs(items: Iterable[tuple[str, int]]) -> dict[str, int]:
        return dict(items)

    return {
        "format": RECORD_FORMAT, "tags": dict(record.tags), "comments": list(record.comments),
        "hands": [{
            "tags": dict(h.tags), "comments": list(h.comments), "pack": None if h.pack is None else list(h.pack),
            "hands": {s: list(c) for s, c in h.hands}, "kitty": list(h.kitty), "auction": list(h.auction),
            "discard": None if h.discard is None else list(h.discard), "nomination": h.nomination,
            "tricks": [{"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in h.tricks],
            "result": {"contract": h.result.contract, "contractor": h.result.contractor, "made": h.result.made,
                       "tricks_won": pairs(h.result.tricks_won), "points": pairs(h.result.points)},
            "scores": None if h.scores is None else pairs(h.scores),
            **({} if h.partners is None else {"partners": list(h.partners)}),
            **({} if h.called is None else {"called": list(h.called)}),
        } for h in record.hands],
    }
