"""The "Try it" page in a browser: the JavaScript engine, carried by the built site, plays a hand.

The site is the one all browser tests share, built once for the run (``tests/browser/conftest.py``)
and served on 127.0.0.1; nothing else is reachable from the page. Every test
skips when ``/usr/bin/chromium`` is absent (CI installs it). The scores the page
gives are checked against the reference engine's ``score_hand``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from five_hundred.bids import Bid
from five_hundred.ruleset import load_ruleset
from five_hundred.scoring import score_hand
from playwright.sync_api import Page, Route, expect

from five_hundred_site.tryit import bid_words
from five_hundred_suite.cases import read_cases
from five_hundred_suite.catalogue import variants
from five_hundred_suite.fixtures import HANDS_DIR, HandFixture, load_fixture
from tests.browser.conftest import DESK, PHONE, requires_chromium, shot
from tests.browser_tabs import Tabs, errors_seen, shared_page

pytestmark = requires_chromium

_SEAT_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}
RULE_HREF = re.compile(r"/rules/[a-z]+/#[A-Z]+-\d{2}$")

# The third example of spec/pages/positions.md: South has led the suitless joker naming clubs
# and West, who holds clubs, is to play to it.
POSITION = ("dealer N, S 9NT | N JC QC 10D JH, E 9C KC 8H 9H, S AC QH KH, W 7C 8C 5H 6H | discards 5C 4D 8D"
            " | S AS 5S 10S 7S, S KS 6S JS 8S, S QS 6C JD 9S, S 5D 6D QD AD, E 9D 10C 7D KD, N 10H 7H AH 4H"
            " | S JK:C | W to play")


def _open(page: Page, base_url: str, variant: str = "australian") -> list[str]:
    """Open the page offline (any request off 127.0.0.1 fails the test), pick a variant; the errors seen."""
    errors = errors_seen(page)

    def only_local(route: Route) -> None:
        if route.request.url.startswith(base_url):
            route.continue_()
        else:
            errors.append(f"request off the site: {route.request.url}")
            route.abort()

    page.route("**/*", only_local)
    page.goto(base_url + "try/")
    expect(page.locator("#tryit")).to_have_attribute("data-ready", "1")
    page.select_option("#tryit-variant", variant)
    return errors


PLAY_OUT = """async ([cards, ruleHref]) => {
  const rule = new RegExp(ruleHref);
  for (let turn = 0; turn <= cards; turn++) {
    if (document.querySelector("#tryit-result")) return null;
    const link = document.querySelector(".tryit-legal-now .tryit-why a.tryit-rule");
    if (!link || !rule.test(link.getAttribute("href") || "")) return `turn ${turn}: the legal cards come with no rule`;
    const card = document.querySelector("button.tryit-legal");
    if (!(card instanceof HTMLButtonElement)) return `turn ${turn}: no legal card to click`;
    card.click();
    await new Promise((next) => setTimeout(next, 0));  // the page draws the table again before the next turn
  }
  return "the hand did not end";
}"""
"""The loop of :func:`_play_out`, run in the page: a reader's clicks one after the other, without a round
trip to Python for each card (three of them a card cost chromium and Playwright about 1.2 CPU s a hand)."""


def _play_out(page: Page, cards: int) -> None:
    """Click the first legal card until the hand is over, at most ``cards`` times (every card of the hands
    dealt: sixty at a table of six); at each turn the legal cards come with a rule. The first card is
    clicked as a reader clicks it (Playwright waits until it can be), the others in the page."""
    why = page.locator(".tryit-legal-now .tryit-why").first
    expect(why.locator("a.tryit-rule").first).to_have_attribute("href", RULE_HREF)
    page.locator("button.tryit-legal").first.click()
    problem = page.evaluate(PLAY_OUT, [cards - 1, RULE_HREF.pattern])
    assert problem is None, problem


@pytest.mark.parametrize("variant", sorted(variants()))
def test_each_variant_deals_bids_and_plays_a_whole_hand_to_its_score(page: Page, base_url: str, variant: str) -> None:
    errors = _open(page, base_url, variant)
    r = load_ruleset(variant)
    page.click("#tryit-deal")
    expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "auction")
    expect(page.locator(".tryit-seat")).to_have_count(len(r.seats))
    for seat in r.seats:
        expect(page.locator(f'.tryit-seat[data-seat="{seat}"] svg.rb-card')).to_have_count(10)

    # The lowest contract with trumps, by the eldest hand, the others passing.
    contract = next(str(b) for b in r.bid_ladder if not b.is_misere and b.trump is not None)
    eldest = page.locator("button.tryit-call").first.get_attribute("data-action")
    assert eldest is not None
    page.select_option("#tryit-contract", contract)
    page.select_option("#tryit-contractor", eldest.split()[0])
    page.click("#tryit-bid-it")
    contractor = eldest.split()[0]
    if r.names_partners:  # the five-player game: the contractor names partners first (SEAT-10)
        expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "partner")
        page.locator("button.tryit-call").first.click()
    expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "kitty")
    expect(page.locator("button.tryit-kitty-card")).to_have_count(10 + r.kitty_size)
    for card in page.locator("button.tryit-kitty-card").all()[:r.kitty_size]:
        card.click()
    page.click("#tryit-discard")
    expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "play")
    _play_out(page, len(r.seats) * r.hand_size)

    tricks = page.locator("li.tryit-trick")
    expect(tricks).to_have_count(10)
    first = tricks.first
    expect(first.locator(".tryit-winner")).to_contain_text("wins")
    expect(first.locator(".tryit-reason")).not_to_be_empty()
    links = first.locator("a.tryit-rule")
    expect(links.first).to_have_attribute("href", RULE_HREF)  # the verdict's rules, each linked to its page
    for link in links.all():
        expect(link).to_have_attribute("href", RULE_HREF)
    winners = tricks.evaluate_all("(ls) => ls.map((l) => l.getAttribute('data-winner'))")
    # Each verdict is the engine's reason worded by the replays' sentences: about the winner, whole.
    for seat, why in zip(winners, tricks.locator(".tryit-reason").all_inner_texts(), strict=True):
        assert why.startswith((f"{seat} ", f"{_SEAT_WORDS.get(seat, seat)} ({seat}) ")), why
        assert why.endswith(".") and "{" not in why and (" wins with " in why or " lead with " in why), why
    won = [winners.count(s) for s in r.seats]
    c = r.seats.index(contractor)  # the first naming offered: the seats after the contractor's, clockwise
    named = tuple((c + 1 + k) % r.players for k in range(r.partners_for(Bid.parse(contract))))
    expected = score_hand(r, Bid.parse(contract), c, won, named)
    points = json.loads(page.locator("#tryit-result").get_attribute("data-points") or "{}")
    assert points == dict(zip(r.side_names, expected.points, strict=True))
    expect(page.locator("#tryit-result")).to_contain_text("made" if expected.made else "failed")
    shot(page, f"tryit-{variant}-over", full=True)
    assert errors == []


def test_the_five_player_game_with_a_called_card_calls_two_cards_and_plays_the_hand(page: Page, base_url: str) -> None:
    """The option var:called-card ticked: at eight tricks the page offers two card pickers (SEAT-11,
    SEAT-12), the call takes the contractor to the kitty, and the hand is played to a score of the
    contract's value, won or lost, for the contractor (SCORE-13)."""
    errors = _open(page, base_url, "five-hand")
    page.locator("#tryit-options-box summary").click()
    page.check('input.tryit-option[value="var:called-card"]')
    r = load_ruleset("five-hand", ["var:called-card"])
    page.click("#tryit-deal")
    eldest = page.locator("button.tryit-call").first.get_attribute("data-action")
    assert eldest is not None
    contractor = eldest.split()[0]
    page.select_option("#tryit-contract", "8S")
    page.select_option("#tryit-contractor", contractor)
    page.click("#tryit-bid-it")
    expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "partner")
    expect(page.locator("select.tryit-call-card")).to_have_count(2)
    page.click("#tryit-call")
    expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "kitty")
    for card in page.locator("button.tryit-kitty-card").all()[:r.kitty_size]:
        card.click()
    page.click("#tryit-discard")
    _play_out(page, len(r.seats) * r.hand_size)
    points = json.loads(page.locator("#tryit-result").get_attribute("data-points") or "{}")
    value = r.contract_values[Bid.parse("8S")]
    assert points[contractor] in (value, -value, max(value, r.slam_value))
    assert errors == []


def test_the_auction_is_played_by_clicking_legal_calls(page: Page, base_url: str) -> None:
    errors = _open(page, base_url)
    page.click("#tryit-deal")
    expect(page.locator("#tryit-phase")).to_contain_text("to call")
    page.locator('button.tryit-call[data-action$=" bid 6S"]').click()
    expect(page.locator(".tryit-auction")).to_contain_text("6♠")
    # 6S is standing: no call at or below it is offered now.
    expect(page.locator('button.tryit-call[data-action$=" bid 6S"]')).to_have_count(0)
    for _ in range(3):
        page.locator('button.tryit-call[data-action$=" pass"]').click()
    expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "kitty")
    assert errors == []


def test_a_position_opens_and_an_illegal_card_is_refused_with_its_rule(page: Page, base_url: str) -> None:
    errors = _open(page, base_url)
    page.locator("#tryit-position-box summary").click()
    page.fill("#tryit-position", POSITION)
    page.click("#tryit-load-position")
    expect(page.locator("#tryit-phase")).to_contain_text("Trick 7: West (W) to play")
    expect(page.locator(".tryit-head")).to_contain_text("contract 9NT by South (S)")
    expect(page.locator("li.tryit-trick[data-winner]")).to_have_count(6)
    west = page.locator('.tryit-seat[data-seat="W"]')
    # West holds clubs, the suit the joker called: only clubs may be played, by PLAY-03.
    expect(west.locator("button.tryit-legal")).to_have_count(2)
    expect(page.locator(".tryit-legal-now")).to_contain_text("7♣, 8♣")
    illegal = west.locator('button.tryit-illegal[data-card="5H"]')
    expect(illegal).to_have_attribute("aria-disabled", "true")
    illegal.click(force=True)
    refusal = page.locator("#tryit-message .tryit-refusal")
    expect(refusal).to_contain_text("West (W) may not play 5♥ — Follow suit if able")
    expect(refusal.locator("a.tryit-rule")).to_have_text("PLAY-03")
    expect(west.locator("svg.rb-card")).to_have_count(4)  # refused: nothing changed
    shot(page, "tryit-refusal")

    # The rule link leads to the rule's section.
    refusal.locator("a.tryit-rule").click()
    expect(page).to_have_url(re.compile(r"/rules/play/#PLAY-03$"))
    expect(page.locator('[id="PLAY-03"]')).to_have_count(1)
    assert errors == []


def test_typed_hands_are_dealt_and_bad_ones_refused_with_their_rule(page: Page, base_url: str) -> None:
    errors = _open(page, base_url)
    fx = load_fixture(HANDS_DIR / "australian" / "AU-0001.yaml")
    page.select_option("#tryit-dealer", fx.dealer)
    page.locator("#tryit-typed summary").click()
    lines = [f"{seat}: {' '.join(cards)}" for seat, cards in fx.hands.items()] + [f"kitty: {' '.join(fx.kitty)}"]
    page.fill("#tryit-hands", "\n".join(lines))
    page.click("#tryit-deal-typed")
    expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "auction")
    for seat, cards in fx.hands.items():
        shown = page.locator(f'.tryit-seat[data-seat="{seat}"] svg.rb-card').evaluate_all(
            "(cs) => cs.map((c) => c.getAttribute('data-card'))")
        assert sorted(shown) == sorted(cards)

    first = lines[0].split()
    page.fill("#tryit-hands", "\n".join([" ".join([*first[:-1], first[1]]), *lines[1:]]))
    page.click("#tryit-deal-typed")
    refusal = page.locator("#tryit-message .tryit-refusal")
    expect(refusal).to_contain_text("given twice")
    expect(refusal.locator("a.tryit-rule")).to_have_attribute("href", RULE_HREF)
    assert errors == []


def _kind_of_hand(fx: HandFixture) -> tuple[object, ...]:
    """What the page does differently from one recorded hand to another: the game, its options, the kind of
    contract (or none), made or not, a joker nominated, the hand ended before its last trick."""
    contract = fx.expect.contract
    kind = ("thrown in" if contract is None else "no trumps" if contract.endswith("NT")
            else contract if "MIS" in contract else "suit")
    return (fx.variant, fx.options, kind, fx.expect.made, fx.nomination is not None,
            len(fx.tricks) < len(next(iter(fx.hands.values()))))


def test_each_kind_of_recorded_hand_is_dealt_and_replayed_by_the_engine_as_recorded(page: Page, base_url: str) -> None:
    """Every recorded hand is offered; the first of each kind (:func:`_kind_of_hand`: 41 of the 93) is replayed
    through the page. The engine itself replays every one of them in ``run --variant all`` (``tasks.py main``, CI)."""
    errors = _open(page, base_url)
    page.locator("#tryit-recorded-box summary").click()
    ids = page.locator("#tryit-recorded option").evaluate_all("(os) => os.map((o) => o.value)")
    recorded = {fx.id: fx for fx in map(load_fixture, sorted(HANDS_DIR.rglob("*.yaml")))}
    assert ids == sorted(recorded), "every recorded hand is offered, in order"
    first_of_kind = {_kind_of_hand(fx): fx for fx in reversed(recorded.values())}
    assert len(first_of_kind) >= 20, "a kind of hand lost from the corpus"
    for fx in sorted(first_of_kind.values(), key=lambda fx: fx.id):
        hand_id = fx.id
        page.select_option("#tryit-recorded", hand_id)
        page.click("#tryit-open-recorded")
        expect(page.locator("#tryit-variant")).to_have_value(fx.variant)
        if fx.auction:
            expect(page.locator("#tryit-next-recorded")).to_be_visible()
            page.click("#tryit-next-recorded")
            first = fx.auction[0].split()[-1]
            expect(page.locator(".tryit-auction")).to_contain_text("Pass" if first == "pass" else bid_words()[first])
            page.click("#tryit-rest-recorded")
        expect(page.locator("#tryit-message .tryit-refusal")).to_have_count(0)
        winners = page.locator("li.tryit-trick[data-winner]").evaluate_all(
            "(ls) => ls.map((l) => l.getAttribute('data-winner'))")
        assert winners == [t.winner for t in fx.tricks], hand_id
        expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "over")
    assert errors == []


def test_an_option_changes_the_game_the_engine_plays(page: Page, base_url: str) -> None:
    errors = _open(page, base_url)
    page.locator("#tryit-options-box summary").click()
    boxes = page.locator("input.tryit-option")
    expect(boxes).to_have_count(len(variants()["australian"]["options"]))
    page.click("#tryit-deal")
    expect(page.locator('button.tryit-call[data-action$=" bid MIS"]')).to_have_count(0)  # misère needs a standing 7
    page.check('input.tryit-option[value="var:misere-without-seven"]')
    page.click("#tryit-deal")
    expect(page.locator(".tryit-head")).to_contain_text("option var:misere-without-seven")
    expect(page.locator('button.tryit-call[data-action$=" bid MIS"]')).to_have_count(1)
    assert errors == []


@pytest.mark.parametrize("hand_id", ["TP-0001", "AM-0001"])
def test_a_replay_page_deals_its_hand_in_try_it(page: Page, base_url: str, hand_id: str) -> None:
    fx = next(load_fixture(p) for p in HANDS_DIR.rglob(f"{hand_id}.yaml"))
    errors = errors_seen(page)
    page.goto(base_url + f"hands/{hand_id}/")
    link = page.locator("article a#rb-try-it")
    expect(link).to_have_text("Play this deal in Try it")
    assert (link.get_attribute("href") or "").endswith(f"try/?hand={hand_id}")
    link.click()
    expect(page.locator("#tryit")).to_have_attribute("data-ready", "1")
    expect(page.locator("#tryit-variant")).to_have_value(fx.variant)
    expect(page.locator("#tryit-dealer")).to_have_value(fx.dealer)
    expect(page.locator("#tryit-recorded")).to_have_value(hand_id)
    expect(page.locator("#tryit-next-recorded")).to_be_visible()
    page.click("#tryit-rest-recorded")
    expect(page.locator("#tryit-message .tryit-refusal")).to_have_count(0)
    winners = page.locator("li.tryit-trick[data-winner]").evaluate_all(
        "(ls) => ls.map((l) => l.getAttribute('data-winner'))")
    assert winners == [t.winner for t in fx.tricks]
    expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "over")
    assert errors == []


def test_try_it_names_a_recorded_hand_it_does_not_have(page: Page, base_url: str) -> None:
    page.goto(base_url + "try/?hand=XX-9999")
    expect(page.locator("#tryit")).to_have_attribute("data-ready", "1")
    expect(page.locator("#tryit-message")).to_contain_text('No recorded hand is called "XX-9999"')
    expect(page.locator("#tryit-game")).to_be_hidden()


_MOVES = ("Pack", "Hands", "Kitty", "Auction", "Discard", "Nominate", "Trick", "Result")


@pytest.mark.parametrize("hand_id", ["AU-0001", "TP-0001"])
def test_a_recorded_hand_is_saved_as_the_game_record_the_reference_writes(page: Page, base_url: str, hand_id: str) -> None:
    import yaml
    from five_hundred.record import format_record, parse_record

    from five_hundred_suite.records import fixture_record

    path = next(HANDS_DIR.rglob(f"{hand_id}.yaml"))
    ours = format_record(fixture_record(yaml.safe_load(path.read_text(encoding="utf-8"))))
    errors = _open(page, base_url)
    page.goto(base_url + f"try/?hand={hand_id}")
    expect(page.locator("#tryit")).to_have_attribute("data-ready", "1")
    page.click("#tryit-rest-recorded")
    page.click("#tryit-save-record")
    saved = page.locator("#tryit-record-out").input_value()
    assert parse_record(saved).variant == parse_record(ours).variant
    def moves(text: str) -> list[object]:
        """The move lines; the cards of each hand, the kitty and the discard as sets (a record may list
        them in any order)."""
        out: list[object] = []
        for line in text.splitlines():
            word, _, rest = line.partition(" ")
            if word == "Hands":
                out.append({seat: frozenset(cards.split()) for seat, _, cards in (p.strip().partition(":") for p in rest.split(";"))})
            elif word in ("Kitty", "Discard"):
                out.append((word, frozenset(rest.split())))
            elif word in _MOVES:
                out.append(line)
        return out

    assert moves(saved) == moves(ours)
    assert (page.locator("#tryit-record-file").get_attribute("href") or "").startswith("blob:")
    assert errors == []


def test_a_pasted_game_record_is_dealt_and_replayed_to_its_score(page: Page, base_url: str) -> None:
    import yaml
    from five_hundred.record import format_record

    from five_hundred_suite.records import fixture_record

    path = next(HANDS_DIR.rglob("AM-0001.yaml"))
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    errors = _open(page, base_url)
    page.locator("#tryit-record-box summary").click()
    page.fill("#tryit-record-in", format_record(fixture_record(data)))
    page.click("#tryit-open-record")
    expect(page.locator("#tryit-variant")).to_have_value("american")
    page.click("#tryit-rest-recorded")
    expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "over")
    assert json.loads(page.locator("#tryit-result").get_attribute("data-points") or "{}") == data["expect"]["points"]
    page.fill("#tryit-record-in", "[Record \"1\"]\nHello\n")
    page.click("#tryit-open-record")
    expect(page.locator("#tryit-message")).to_contain_text("line 2: Hello: is not a tag, comment or move")
    assert errors == []


@pytest.fixture(params=[DESK, PHONE], ids=["desk", "phone"])
def pg(tabs: Tabs, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A blank page at a desk's size (1280 × 900) and at a phone's (390 × 844), with an empty search index."""
    with shared_page(tabs, request.param, request) as opened:
        yield opened


def test_calls_and_plays_are_worded_in_the_games_words_and_symbols(pg: Page, base_url: str) -> None:
    """Bids read "6♠", "Misère", "Open misère"; a joker led naming a suit reads "Joker, led as ♣"; no code shows."""
    errors = _open(pg, base_url)
    pg.locator("#tryit-options-box summary").click()
    pg.check('input.tryit-option[value="var:misere-without-seven"]')
    pg.click("#tryit-deal")
    calls = pg.locator("button.tryit-call").all_inner_texts()
    assert {"Pass", "6♠", "10NT", "Misère", "Open misère"} <= set(calls), calls
    assert not any(re.fullmatch(r"\d+[SCDH]|O?MIS", c) for c in calls), calls
    assert pg.locator("#tryit-contract option").all_inner_texts()[:2] == ["6♠", "6♣"]
    pg.locator("#tryit-position-box summary").click()
    pg.fill("#tryit-position", POSITION.replace("S AC QH KH,", "S AC QH KH JK,").replace("| S JK:C | W to play", "| - | S to play"))
    pg.click("#tryit-load-position")
    joker = pg.locator('.tryit-seat[data-seat="S"] button.tryit-legal[data-action="S play JK C"]')
    expect(joker).to_have_attribute("aria-label", "play Joker, led as ♣")
    expect(pg.locator(".tryit-legal-now")).to_contain_text("Joker, led as ♣")
    pg.locator(".tryit-legal-now").scroll_into_view_if_needed()
    shot(pg, f"tryit-words-{pg.viewport_size and pg.viewport_size['width']}")
    assert errors == []


def test_undo_goes_one_step_back_and_deal_again_deals_a_new_hand(pg: Page, base_url: str) -> None:
    errors = _open(pg, base_url)
    pg.click("#tryit-deal")
    expect(pg.locator("#tryit-undo")).to_be_disabled()
    eldest = pg.locator("button.tryit-call").first.get_attribute("data-action") or ""
    pg.locator('button.tryit-call[data-action$=" bid 6S"]').click()
    expect(pg.locator(".tryit-auction")).to_contain_text("6♠")
    pg.locator('button.tryit-call[data-action$=" pass"]').click()
    expect(pg.locator(".tryit-auction")).to_contain_text("Pass")
    pg.click("#tryit-undo")
    expect(pg.locator(".tryit-auction")).not_to_contain_text("Pass")
    expect(pg.locator(".tryit-auction")).to_contain_text("6♠")
    pg.click("#tryit-undo")
    expect(pg.locator(".tryit-auction")).to_have_count(0)
    expect(pg.locator("button.tryit-call").first).to_have_attribute("data-action", eldest)
    expect(pg.locator("#tryit-undo")).to_be_disabled()

    dealt = pg.locator("#tryit-hands").input_value()
    pg.click("#tryit-deal-again")
    expect(pg.locator("#tryit-hands")).not_to_have_value(dealt)
    expect(pg.locator("#tryit-phase")).to_have_attribute("data-phase", "auction")
    expect(pg.locator("#tryit-undo")).to_be_disabled()
    assert errors == []


def test_recorded_hands_are_titled_in_words_and_symbols(page: Page, base_url: str) -> None:
    errors = _open(page, base_url)
    titles = page.locator("#tryit-recorded option").evaluate_all("(os) => os.map((o) => o.textContent)")
    assert titles and not [t for t in titles if "[[" in t], "every title is rendered"
    assert any(re.search(r"\d+[♠♣♦♥]|\d+NT|[Mm]isère", t) for t in titles), titles
    assert errors == []


def test_on_a_phone_the_trick_being_played_is_beside_the_hand_to_play(phone: Page, base_url: str) -> None:
    errors = _open(phone, base_url)
    phone.locator("#tryit-position-box summary").click()
    phone.fill("#tryit-position", POSITION)
    phone.click("#tryit-load-position")
    hand = phone.locator('.tryit-seat[data-seat="W"]').bounding_box()
    trick = phone.locator("ol.tryit-current").bounding_box()
    assert hand and trick
    gap = trick["y"] - (hand["y"] + hand["height"])
    assert 0 <= gap < 40, f"the trick is {gap:.0f} px below West's hand"
    phone.locator("ol.tryit-current").scroll_into_view_if_needed()
    shot(phone, "tryit-phone-trick")
    assert errors == []


def _early_misere() -> HandFixture:
    """A recorded hand whose misère stops at the trick its contractor wins (DECIDE-12)."""
    for path in sorted(HANDS_DIR.rglob("*.yaml")):
        fx = load_fixture(path)
        contract = next((a.split()[-1] for a in reversed(fx.auction) if " bid " in a), None)
        if contract and Bid.parse(contract).is_misere and len(fx.tricks) < 10:
            return fx
    raise AssertionError("no recorded hand ends a misère early")


def test_the_end_of_a_hand_is_explained_with_its_rules(pg: Page, base_url: str) -> None:
    fx = _early_misere()
    errors = _open(pg, base_url)
    pg.goto(base_url + f"try/?hand={fx.id}")
    expect(pg.locator("#tryit")).to_have_attribute("data-ready", "1")
    pg.click("#tryit-rest-recorded")
    end = pg.locator("#tryit-result .tryit-end")
    expect(end).to_have_attribute("data-end", "misere_lost")
    expect(end).to_contain_text(f"won trick {len(fx.tricks)}: a misère contractor must lose every trick")
    expect(end.locator("a.tryit-rule")).to_have_text(["MIS-04", "DECIDE-12"])
    shot(pg, f"tryit-end-{pg.viewport_size and pg.viewport_size['width']}", full=True)

    pg.click("#tryit-deal")
    for _ in range(4):
        pg.locator('button.tryit-call[data-action$=" pass"]').first.click()
    expect(pg.locator("#tryit-result .tryit-end")).to_have_attribute("data-end", "thrown_in")
    expect(pg.locator("#tryit-result .tryit-end a.tryit-rule")).to_have_text("BID-09")
    assert errors == []


def _cases(site: Path) -> dict[str, dict[str, Any]]:
    """The compiled cases the shared site was built with (``tests/built_site.py``), by ID."""
    return {c["id"]: c for c in read_cases(site.parent / "cases.jsonl", check=False)}


def test_try_this_case_opens_the_case_at_its_position_and_links_back(page: Page, base_url: str, site: Path) -> None:
    errors = errors_seen(page, console=True)
    page.goto(base_url + "rules/PLAY-03/")
    cases = _cases(site)
    links = page.locator("a.tryit-case-link")
    ids = links.evaluate_all("(links) => links.map((a) => a.dataset.case)")
    # A case opened after tricks have been played: its route is followed to the trick under way.
    case_id = next(i for i in ids if (p := cases[i]["setup"].get("position")) and p["tricks"] and p["trick"]["cards"])
    case, position = cases[case_id], cases[case_id]["setup"]["position"]
    link = page.locator(f'a.tryit-case-link[data-case="{case_id}"]').first
    link.locator("xpath=ancestor::details[1]/summary").click()
    link.click()
    expect(page.locator("#tryit")).to_have_attribute("data-ready", "1")
    expect(page.locator("#tryit-case")).to_contain_text(f"Case {case_id} — {case['scenario']}")
    expect(page.locator("#tryit-phase")).to_have_attribute("data-phase", "play")
    expect(page.locator("#tryit-phase")).to_have_text(
        f"Trick {len(position['tricks']) + 1}: {_SEAT_WORDS[position['turn']]} ({position['turn']}) to play.")
    contract = f"contract {bid_words()[position['contract']]} by {_SEAT_WORDS[position['contractor']]} ({position['contractor']})"
    expect(page.locator(".tryit-head")).to_contain_text(contract)
    for seat, held in position["hands"].items():
        shown = page.locator(f'.tryit-seat[data-seat="{seat}"] .tryit-cards svg.rb-card').evaluate_all(
            "(cards) => cards.map((c) => c.dataset.card)")
        assert set(shown) == set(held), seat
    expect(page.locator("ol.tryit-tricks > li")).to_have_count(len(position["tricks"]))
    assert page.locator(f'.tryit-seat[data-seat="{position["turn"]}"] button.tryit-legal').count() > 0
    # The case names its rule page, which leads back to the scenario.
    page.locator("#tryit-case-rule").click()
    expect(page).to_have_url(re.compile(r"/rules/[A-Z]+-\d{2}/#sc-[a-z0-9-]+$"))
    assert errors == []


def test_try_it_names_a_case_the_corpus_does_not_have_in_one_line(page: Page, base_url: str) -> None:
    errors = errors_seen(page, console=True)
    page.goto(base_url + "try/?case=play/follow-suit.feature/no-such-scenario@australian")
    expect(page.locator("#tryit")).to_have_attribute("data-ready", "1")
    expect(page.locator("#tryit-message")).to_have_text(
        'No case of the corpus is called "play/follow-suit.feature/no-such-scenario@australian": '
        "the rule pages link each case that deals a hand.")
    expect(page.locator("#tryit-game")).to_be_hidden()
    expect(page.locator("#tryit-case")).to_be_hidden()
    assert errors == []
