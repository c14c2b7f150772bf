// Opening a hand at a position (spec/pages/positions.md): checked by replaying its tricks.
import { SUITS, isJoker, isSuit, parseCard } from "./cards.js";
import { DISCARDED, IN_KITTY, KITTY, NOMINATION, PARTNER, activeSeats, nominate } from "./core.js";
import { RuleError } from "./errors.js";
import { Hand } from "./hand.js";
import { callsCards, checkNaming, partnersFor } from "./partners.js";
import { isMisere } from "./tricks.js";
import { cite } from "./variant.js";

/** @typedef {import("./variant.js").Ruleset} Ruleset */
/** @typedef {import("./cards.js").Suit} Suit */

/**
 * @typedef {object} PositionTrick
 * @property {string} leader
 * @property {string[]} cards
 * @property {string | null} [named_suit]
 */

/**
 * @typedef {object} Position the JSON form of positions.md
 * @property {string} dealer
 * @property {string} contract
 * @property {string} contractor
 * @property {string[]} [partners] the partners the contractor named (SEAT-10): the five-player game; in the
 *   called-card game, holders of called cards the position shows (SEAT-13)
 * @property {string[]} [called] the cards the contractor called, in the called-card game (SEAT-12)
 * @property {string[]} [kitty] the kitty not yet taken up: the partner phase (SEAT-10, SEAT-12)
 * @property {string | null} [joker_suit] left out while the contractor is to nominate
 * @property {Record<string, string[]>} hands
 * @property {string[] | null} [discards] left out while the contractor is to discard
 * @property {PositionTrick[]} tricks
 * @property {PositionTrick | null} trick
 * @property {string | null} turn
 */

/**
 * A hand opened at a position, refused unless a hand of the variant can reach it: every card
 * once (DECK-01..DECK-04), seats of the variant (DECIDE-36), a bid of the variant, hand sizes
 * (DEAL-01, PLAY-08, KITTY-01), discards (KITTY-03, KITTY-04), the nomination (JOKER-05,
 * JOKER-14, DECIDE-13), every recorded play legal (PLAY-01..PLAY-07, JOKER-02..JOKER-11,
 * DECIDE-12) and the turn (SEAT-03, PLAY-06). With `kitty` given, the partner phase: the contractor
 * to name partners or call cards (SEAT-10, SEAT-12); in the called-card game `called` gives the
 * cards called (SEAT-11, SEAT-12) and the partners are their holders (SEAT-13).
 * @param {Ruleset} r
 * @param {Position} p
 * @returns {Hand}
 * @throws {RuleError} naming the field and the rule
 */
export function fromPosition(r, p) {
  const seatRule = cite(r, "DECIDE-36");
  for (const [field, seat] of [["dealer", p.dealer], ["contractor", p.contractor]]) {
    if (!r.seats.includes(seat)) throw new RuleError(seatRule, `${field}: ${seat} is not a seat of the ${r.id} game`);
  }
  if (!r.ladder.includes(p.contract)) {
    // A bid this game lacks cites the rule that leaves it out (auction.absent_bid_rules), as a call of it would.
    const absent = r.auction.absent_bid_rules?.[p.contract];
    throw new RuleError(absent ? cite(r, absent) : null, `contract: ${p.contract} is not a bid of the ${r.id} game`);
  }
  for (const s of Object.keys(p.hands ?? {})) {
    if (!r.seats.includes(s)) throw new RuleError(seatRule, `hands: ${s} is not a seat of the ${r.id} game`);
  }
  const tricks = p.tricks ?? [];
  const current = p.trick ?? null;
  const discarding = p.discards === undefined || p.discards === null;
  // joker_suit left out: the contractor is still to nominate, where a nomination has a place.
  const nominationLeftOut = !("joker_suit" in p);
  // Every card of the pack once.
  /** @type {[string, string][]} */
  const all = [];
  for (const s of r.seats) (p.hands[s] ?? []).forEach((c, i) => all.push([`hands.${s}[${i}]`, c]));
  if (!discarding) (p.discards ?? []).forEach((c, i) => all.push([`discards[${i}]`, c]));
  tricks.forEach((t, k) => t.cards.forEach((c, i) => all.push([`tricks[${k}].cards[${i}]`, c])));
  if (current) current.cards.forEach((c, i) => all.push([`trick.cards[${i}]`, c]));
  const kittyGiven = p.kitty !== undefined && p.kitty !== null;
  if (kittyGiven) (p.kitty ?? []).forEach((c, i) => all.push([`kitty[${i}]`, c]));
  const deckRule = cite(r, "DECK-01");
  /** @type {Map<string, string>} */
  const where = new Map();
  for (const [at, text] of all) {
    const card = parseCard(text);
    if (!r.pack.includes(card)) throw new RuleError(deckRule, `${at}: ${card} is not a card of the ${r.id} pack`);
    if (where.has(card)) throw new RuleError(isJoker(card) ? cite(r, "DECK-04") : deckRule, `${at}: ${card} is given twice (also at ${where.get(card)})`);
    where.set(card, at);
  }
  const missing = r.pack.filter((c) => !where.has(c));
  // Where a dead hand is dealt, the cards no place holds are that hand (DEAL-07).
  if (missing.length !== r.deadSize) throw new RuleError(deckRule, `the position lacks ${missing.join(" ")} of the ${r.id} pack`);
  if (kittyGiven) return partnerPhase(r, p);
  if (!discarding && (p.discards ?? []).length !== r.kittySize) {
    throw new RuleError(cite(r, "KITTY-04"), `discards: ${(p.discards ?? []).length} cards, the contractor discards ${r.kittySize}`);
  }
  // The hands when play began: held now plus played since.
  /** @type {Record<string, string[]>} */
  const start = {};
  for (const s of r.seats) start[s] = (p.hands[s] ?? []).map(parseCard);
  const contractor = p.contractor;
  if (p.partners !== undefined && !Array.isArray(p.partners)) throw new RuleError(null, "partners: a list of seats");
  const calling = callsCards(r);
  const partners = calling ? [] : checkNaming(r, p.contract, contractor, p.partners ?? []);
  const called = (p.called ?? []).map(parseCard);
  checkCalled(r, p.contract, called);
  const active = activeSeats(r, p.contract, contractor);
  const playedTricks = [...tricks, ...(current ? [current] : [])];
  if (discarding && playedTricks.some((t) => t.cards.length > 0)) {
    throw new RuleError(cite(r, "KITTY-03"), "tricks: a card is played before the discard");
  }
  if (discarding && p.joker_suit !== undefined && p.joker_suit !== null) {
    throw new RuleError(cite(r, "JOKER-05"), `joker_suit: ${p.joker_suit}, but the joker is nominated only after the discard (KITTY-03)`);
  }
  for (const [k, t] of playedTricks.entries()) {
    const at = k < tricks.length ? `tricks[${k}]` : "trick";
    if (!active.includes(t.leader)) throw new RuleError(cite(r, isMisere(p.contract) ? "MIS-01" : "DECIDE-36"), `${at}.leader: ${t.leader} does not play this hand`);
    const complete = k < tricks.length;
    if ((complete && t.cards.length !== active.length) || t.cards.length > active.length) {
      throw new RuleError(cite(r, isMisere(p.contract) && active.length < r.seats.length ? "MIS-01" : "PLAY-08"),
        `${at}.cards: ${t.cards.length} cards, a trick has one from each of ${active.join(" ")}`);
    }
    let seat = t.leader;
    for (const c of t.cards) {
      start[seat].push(parseCard(c));
      seat = nextIn(r, active, seat);
    }
  }
  for (const s of r.seats) {
    const want = discarding && s === contractor ? 10 + r.kittySize : 10;
    if (start[s].length !== want) {
      const played = playedTricks.some((t) => t.cards.length > 0);
      const rule = discarding && s === contractor ? "KITTY-01" : played ? "PLAY-08" : "DEAL-01";
      throw new RuleError(cite(r, rule), `hands.${s}: ${p.hands[s]?.length ?? 0} cards, the tricks played leave ${s} ${want - (start[s].length - (p.hands[s]?.length ?? 0))}`);
    }
  }
  // The hand as the auction left it: the contract, every seat passed, the contractor to discard.
  const hand = new Hand(r, p.dealer, start, []);
  const core = hand.core;
  const t = core.t;
  /** @param {string} seat */
  const seatOf = (seat) => /** @type {number} */ (t.seatOf.get(seat));
  core.contract = r.ladder.indexOf(p.contract);
  core.contractor = seatOf(contractor);
  core.partners = partners.map(seatOf);
  if (calling) {
    // The holders of the called cards, held or played (the contractor's, with the discards, find nobody: DECIDE-63).
    const n = r.seats.length;
    const at = r.seats.indexOf(contractor);
    const found = r.seats.filter((s) => s !== contractor && called.some((c) => start[s].includes(c)));
    found.sort((x, y) => (r.seats.indexOf(x) - at + n) % n - (r.seats.indexOf(y) - at + n) % n);
    for (const [i, shown] of (p.partners ?? []).entries()) {
      if (!r.seats.includes(shown)) throw new RuleError(seatRule, `partners[${i}]: ${shown} is not a seat of the ${r.id} game`);
      if (!found.includes(shown)) throw new RuleError(cite(r, "SEAT-13"), `partners[${i}]: ${shown} holds none of the called cards ${called.join(" ")}`);
    }
    core.partners = found.map(seatOf);
    core.called = called.map((c) => /** @type {number} */ (t.codeOf.get(c))).sort((x, y) => x - y);
  }
  core.setActive(active.map(seatOf));
  if (!discarding) {
    (p.discards ?? []).forEach((text, k) => {
      const card = /** @type {number} */ (t.codeOf.get(parseCard(text)));
      core.discard[k] = card;
      core.where[card] = DISCARDED;
    });
  }
  core.phase = KITTY;
  core.turn = core.contractor;
  core.passed = (1 << t.n) - 1;
  hand.sync();
  if (!discarding) {
    if (nominationLeftOut && hand.nominationApplies()) {
      if (playedTricks.some((t) => t.cards.length > 0)) {
        throw new RuleError(cite(r, "DECIDE-13"), "tricks: a card is played before the nomination");
      }
      core.phase = NOMINATION;
      hand.sync();
    } else {
      const suit = p.joker_suit ?? null;
      if (suit !== null) {
        if (!isSuit(suit)) throw new RuleError(null, `joker_suit: ${JSON.stringify(suit)} is not a suit`);
        if (!hand.nominationApplies()) {
          throw new RuleError(cite(r, "JOKER-05"), `joker_suit: ${suit}, but the joker cannot be nominated here (contract ${p.contract}, contractor ${contractor})`);
        }
      }
      nominate(core, suit === null ? -1 : SUITS.indexOf(suit));
      hand.sync();
    }
  }
  /** The phase as it stands (plays change it). @returns {import("./hand.js").Phase} */
  const phase = () => hand.phase;
  for (const [k, t] of playedTricks.entries()) {
    const at = k < tricks.length ? `tricks[${k}]` : "trick";
    if (phase() === "play" && t.leader !== hand.turn) {
      const rule = k === 0 ? "PLAY-01" : "PLAY-06";
      throw new RuleError(cite(r, rule), `${at}.leader: ${t.leader}, but ${hand.turn} leads this trick`);
    }
    let seat = t.leader;
    for (const [i, c] of t.cards.entries()) {
      const named = i === 0 ? (t.named_suit ?? null) : null;
      if (named !== null && !isSuit(named)) throw new RuleError(null, `${at}.named_suit: ${JSON.stringify(named)} is not a suit`);
      const error = hand.playError(seat, parseCard(c), /** @type {Suit | null} */ (named));
      if (error) throw new RuleError(error.rule, `${at}.cards[${i}]: ${error.message}`);
      hand.play(seat, parseCard(c), /** @type {Suit | null} */ (named));
      seat = hand.turn ?? seat;
    }
    if (t.named_suit && t.cards.length === 0) {
      throw new RuleError(cite(r, "JOKER-10"), `${at}.named_suit: no card has been led`);
    }
  }
  if (phase() === "over" && current) {
    throw new RuleError(cite(r, "PLAY-07"), "trick: the hand is over");
  }
  const turn = p.turn ?? null;
  if (turn !== null && !r.seats.includes(turn)) throw new RuleError(seatRule, `turn: ${turn} is not a seat of the ${r.id} game`);
  if (turn !== hand.turn) {
    // The rule that gives the turn: the hand over (PLAY-07, DECIDE-12 for a misère ended early),
    // the contractor to discard (KITTY-01) or nominate (JOKER-05), the next in a trick (SEAT-03),
    // the lead (PLAY-01 for the first trick, PLAY-06 after).
    const rule = hand.turn === null ? (tricks.length < 10 ? "DECIDE-12" : "PLAY-07")
      : phase() === "kitty" ? "KITTY-01" : phase() === "nomination" ? "JOKER-05"
        : current && current.cards.length > 0 ? "SEAT-03" : tricks.length ? "PLAY-06" : "PLAY-01";
    throw new RuleError(cite(r, rule), `turn: ${turn ?? "null"}, but the rules give ${hand.turn ?? "nobody (the hand is over)"}`);
  }
  return hand;
}

/**
 * The called cards of a position: none outside the called-card game or where the contract takes no
 * partner (SEAT-10, MIS-06); else as many as the level asks (SEAT-11), each a card of the pack once (SEAT-12).
 * @param {Ruleset} r
 * @param {string} contract
 * @param {string[]} called
 * @throws {RuleError}
 */
function checkCalled(r, contract, called) {
  const calling = callsCards(r);
  if (!calling && called.length) throw new RuleError("SEAT-10", "called: nobody calls a card in this game");
  for (const [i, c] of called.entries()) {
    if (!r.pack.includes(c)) throw new RuleError(cite(r, "SEAT-12"), `called[${i}]: ${c} is not a card of this pack`);
  }
  if (new Set(called).size !== called.length) throw new RuleError(cite(r, "SEAT-12"), "called: each card is called once");
  const wanted = calling ? partnersFor(r, contract) : 0;
  if (called.length !== wanted) {
    throw new RuleError(wanted ? "SEAT-11" : "MIS-06", `called: a ${contract} contract calls ${wanted} card(s), not ${called.length}`);
  }
}

/**
 * A position in the partner phase (its kitty not yet taken up): the contractor to name partners or
 * call cards (SEAT-10, SEAT-12), every seat holding its dealt hand, nothing discarded or played.
 * @param {Ruleset} r
 * @param {Position} p
 * @returns {Hand}
 * @throws {RuleError} MIS-06 or SEAT-10 for a contract without a partner phase; SEAT-10 or SEAT-12 for
 *   partners, called cards, a discard, nomination or play already given, or another seat to act;
 *   KITTY-04 and DEAL-01 for a kitty or hand of the wrong size
 */
function partnerPhase(r, p) {
  const contract = p.contract;
  if (partnersFor(r, contract) === 0) {
    const why = r.partners === null ? "the sides of this game are fixed" : `a ${contract} contract takes no partner`;
    throw new RuleError(r.partners === null ? "SEAT-10" : "MIS-06", `kitty: ${why}: the kitty is taken up at once, with no partner phase`);
  }
  const step = callsCards(r) ? cite(r, "SEAT-12") : "SEAT-10";
  if ((p.partners ?? []).length || (p.called ?? []).length) {
    const field = (p.partners ?? []).length ? "partners" : "called";
    throw new RuleError(step, `${field}: a position with its kitty still to take up has no partners named or cards called`);
  }
  const played = (p.tricks ?? []).length > 0 || (p.trick !== null && p.trick !== undefined && p.trick.cards.length > 0);
  if ((p.discards !== undefined && p.discards !== null) || played || (p.joker_suit !== undefined && p.joker_suit !== null)) {
    const field = p.discards !== undefined && p.discards !== null ? "discards" : played ? "tricks" : "joker_suit";
    throw new RuleError(step, `${field}: nothing is discarded, nominated or played before the partners are found and the kitty taken up`);
  }
  const kitty = (p.kitty ?? []).map(parseCard);
  if (kitty.length !== r.kittySize) throw new RuleError("KITTY-04", `kitty: holds ${kitty.length} cards, not ${r.kittySize}`);
  for (const s of r.seats) {
    if ((p.hands[s] ?? []).length !== 10) throw new RuleError("DEAL-01", `hands.${s}: holds ${(p.hands[s] ?? []).length} cards, not the 10 dealt`);
  }
  const hand = new Hand(r, p.dealer, Object.fromEntries(r.seats.map((s) => [s, (p.hands[s] ?? []).map(parseCard)])), []);
  const core = hand.core;
  const t = core.t;
  for (const [k, text] of kitty.entries()) {
    const card = /** @type {number} */ (t.codeOf.get(text));
    core.kitty[k] = card;
    core.where[card] = IN_KITTY;
  }
  core.contract = r.ladder.indexOf(contract);
  core.contractor = /** @type {number} */ (t.seatOf.get(p.contractor));
  core.phase = PARTNER;
  core.turn = core.contractor;
  core.passed = (1 << t.n) - 1;
  hand.sync();
  if ((p.turn ?? null) !== p.contractor) {
    if (p.turn && !r.seats.includes(p.turn)) throw new RuleError(cite(r, "DECIDE-36"), `turn: ${p.turn} is not a seat of the ${r.id} game`);
    throw new RuleError(step, `turn: ${p.turn ?? "null"}, but the rules give ${p.contractor}`);
  }
  return hand;
}

/**
 * The next seat clockwise among those that play.
 * @param {Ruleset} r
 * @param {string[]} active
 * @param {string} seat
 */
function nextIn(r, active, seat) {
  let s = r.seats[(r.seats.indexOf(seat) + 1) % r.seats.length];
  while (!active.includes(s)) s = r.seats[(r.seats.indexOf(s) + 1) % r.seats.length];
  return s;
}

/**
 * A position's one-line text form (positions.md, "The text form"), or the same spread over the
 * lines of a doc string (a line break stands for " | " except after a comma), read into the
 * JSON form that fromPosition takes. Cards and seats are checked by fromPosition, not here.
 * @param {string} text six fields separated by " | "
 * @returns {Position}
 * @throws {RuleError} (rule null) naming the field that cannot be read
 */
export function parsePositionText(text) {
  const lines = String(text).split(/\r?\n/).map((l) => l.trim()).filter((l) => l);
  let joined = "";
  for (const line of lines) joined += joined === "" ? line : joined.endsWith(",") ? ` ${line}` : ` | ${line}`;
  const fields = joined.split(" | ").map((f) => f.trim());
  if (fields.length !== 6) throw new RuleError(null, `a position has 6 fields separated by " | ", not ${fields.length}`);
  const [head, handsText, discardsText, tricksText, trickText, turnText] = fields;
  const m = /^dealer (\S+), (\S+) (\S+)(?:, partners ([^,]+))?(?:, called ([^,]+))?(?:, joker (\S+))?$/.exec(head);
  if (!m) throw new RuleError(null, `field 1: ${JSON.stringify(head)} is not "dealer SEAT, SEAT CONTRACT[, partners SEATS][, called CARDS][, joker SUIT|?]"`);
  /** @type {Position} */
  const p = { dealer: m[1], contractor: m[2], contract: m[3], hands: {}, tricks: [], trick: null, turn: null };
  if (m[4] !== undefined) p.partners = m[4].trim().split(/\s+/);
  if (m[5] !== undefined) p.called = m[5].trim().split(/\s+/);
  m.splice(4, 2);
  if (m[4] === undefined) p.joker_suit = null;
  else if (m[4] !== "?") p.joker_suit = m[4];
  for (const part of handsText.split(",").map((s) => s.trim())) {
    const [seat, ...cards] = part.split(/\s+/);
    if (!seat) throw new RuleError(null, `field 2: ${JSON.stringify(part)} names no seat`);
    p.hands[seat] = cards.length === 1 && cards[0] === "-" ? [] : cards;
  }
  const k = /^kitty (.+)$/.exec(discardsText);
  const d = /^discards (.+)$/.exec(discardsText);
  if (k) p.kitty = k[1].trim().split(/\s+/);
  else if (!d) throw new RuleError(null, `field 3: ${JSON.stringify(discardsText)} is not "discards CARDS", "discards ?" or "kitty CARDS"`);
  else if (d[1].trim() !== "?") p.discards = d[1].trim().split(/\s+/);
  /** @param {string} t @param {string} field @returns {PositionTrick} */
  const trick = (t, field) => {
    const [leader, ...cards] = t.trim().split(/\s+/);
    if (!leader) throw new RuleError(null, `${field}: ${JSON.stringify(t)} names no leader`);
    let named = null;
    if (cards.length > 0 && /^(JK|BJ|RJ):/i.test(cards[0])) {
      named = cards[0].slice(3).toUpperCase();
      cards[0] = cards[0].slice(0, 2).toUpperCase();
    }
    return { leader, cards, named_suit: named };
  };
  p.tricks = tricksText === "-" ? [] : tricksText.split(",").map((t) => trick(t, "field 4"));
  p.trick = trickText === "-" ? null : trick(trickText, "field 5");
  if (turnText === "over") p.turn = null;
  else {
    const t = /^(\S+) to play$/.exec(turnText);
    if (!t) throw new RuleError(null, `field 6: ${JSON.stringify(turnText)} is not "SEAT to play" or "over"`);
    p.turn = t[1];
  }
  if (p.trick === null && p.turn !== null && p.discards !== undefined && "joker_suit" in p && p.kitty === undefined) {
    // No card of the trick in progress is down: the seat to play leads it.
    p.trick = { leader: p.turn, cards: [], named_suit: null };
  }
  return p;
}
