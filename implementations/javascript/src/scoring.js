// The score of a hand, the game around it, and the draw for the first dealer (SCORE-*, END-*, DEALER-*).
import { RANKS, isJoker, parseCard, rankOf } from "./cards.js";
import { RuleError } from "./errors.js";
import { checkFound } from "./partners.js";
import { isMisere, parseBid } from "./tricks.js";
import { cite } from "./variant.js";

/** @typedef {import("./variant.js").Ruleset} Ruleset */

/**
 * @typedef {object} HandScore
 * @property {boolean | null} made whether the contract was made (null without a contract)
 * @property {Record<string, number>} points the change of every side's total
 * @property {Record<string, number>} defence the part of `points` won in defence (capped by SCORE-11)
 */

/**
 * The score of a played hand (SCORE-02..SCORE-09; C-20 for a hand without contract).
 * @param {Ruleset} r
 * @param {string | null} contract the contract, or null for an all-pass hand played at no trumps
 * @param {string | null} contractor the contractor's seat
 * @param {Record<string, number>} tricks tricks won per seat (missing seats: none)
 * @param {readonly string[]} [partners] the seats the contractor named, where the sides are formed
 *   after the auction: their tricks count with the contractor's and each scores the contract (SCORE-13)
 * @returns {HandScore}
 * @throws {RuleError} for a contract that is not a bid of the variant, an unknown seat, or a naming
 *   the contract does not allow (SEAT-10, SEAT-11)
 */
export function scoreHand(r, contract, contractor, tricks, partners = []) {
  /** @type {Record<string, number>} */
  const points = {};
  /** @type {Record<string, number>} */
  const defence = {};
  for (const seat of Object.keys(tricks)) {
    if (!(seat in r.sideOf)) throw new RuleError(cite(r, "DECIDE-36"), `tricks: ${seat} is not a seat of the ${r.id} game`);
  }
  /** @param {string} side */
  const sideTricks = (side) => r.sides[side].reduce((n, s) => n + (tricks[s] ?? 0), 0);
  const per = r.scoring.defence_points_per_trick;
  if (contract === null) {
    for (const side of Object.keys(r.sides)) {
      points[side] = per * sideTricks(side);
      defence[side] = points[side];
    }
    return { made: null, points, defence };
  }
  if (!(contract in r.values) || contractor === null) {
    throw new RuleError(null, `contract ${contract} is not a bid of the ${r.id} game`);
  }
  if (!r.ladder.includes(contract)) {
    // A bid the options asked for leave out: blind misère without opt:blind-misere (BID-16) ...
    const rule = r.auction.absent_bid_rules?.[contract] ?? "BID-05";
    throw new RuleError(cite(r, rule), `contract ${contract} is not a bid of the ${r.id} game with the options asked`);
  }
  if (!(contractor in r.sideOf)) throw new RuleError(cite(r, "DECIDE-36"), `contractor ${contractor} is not a seat of the ${r.id} game`);
  const own = r.sideOf[contractor];
  const members = [own, ...checkFound(r, contract, contractor, partners).map((p) => r.sideOf[p])];
  const value = r.values[contract];
  let made;
  if (isMisere(contract)) {
    made = (tricks[contractor] ?? 0) === 0;
    points[own] = made ? value : -value;
  } else {
    const level = /** @type {number} */ (parseBid(contract).level);
    const taken = members.reduce((n, side) => n + sideTricks(side), 0);
    made = taken >= level;
    const slam = taken === 10 && value < r.scoring.slam_value ? r.scoring.slam_value : value;
    for (const side of members) points[side] = made ? slam : -value;
  }
  for (const side of Object.keys(r.sides)) {
    if (members.includes(side)) continue;
    const mode = r.scoring.defence_points;
    const scores = (!isMisere(contract) || r.scoring.defence_points_in_misere) &&
      (mode === "always" || (mode === "on-failure" && !made));
    points[side] = scores ? per * sideTricks(side) : 0;
    defence[side] = points[side];
  }
  return { made, points, defence };
}

/**
 * @typedef {object} GameState
 * @property {Record<string, number>} scores every side's total
 * @property {string} dealer the dealer of the next hand
 * @property {string[]} backwards sides that have been at or below the losing total and play on (END-09)
 * @property {{winner: string | null, reason: string} | null} outcome the end of the game (DECIDE-35)
 */

/**
 * The game after one more hand: scores with the defence cap (SCORE-11, DECIDE-27), the next
 * dealer (DEALER-03) and the end of the game (END-02..END-10, DECIDE-29, DECIDE-33..DECIDE-35).
 * @param {Ruleset} r
 * @param {{scores: Record<string, number>, dealer: string, backwards?: string[]}} before
 * @param {{contract: string | null, contractor: string | null, trick_winners: string[], partners?: string[]}} hand
 *   `contract` null with no tricks: thrown in; with tricks: all passed, played at no trumps;
 *   `partners` the seats named where the sides are formed after the auction (SCORE-13, END-12)
 * @returns {GameState}
 */
export function gameAfterHand(r, before, hand) {
  const seats = r.seats;
  if (!seats.includes(before.dealer)) throw new RuleError(cite(r, "DECIDE-36"), `before.dealer: ${before.dealer} is not a seat of the ${r.id} game`);
  const dealer = seats[(seats.indexOf(before.dealer) + 1) % seats.length];
  /** @type {Record<string, number>} */
  const scores = {};
  for (const side of Object.keys(r.sides)) scores[side] = before.scores[side] ?? 0;
  const backwards = [...(before.backwards ?? [])];
  const winners = hand.trick_winners ?? [];
  if (hand.contract === null && winners.length === 0) {
    // Thrown in: the deal passes left, or the same player deals again (ref:same-dealer-redeals, C-19).
    const redealer = r.auction.dealer_after_throw_in === "same" ? before.dealer : dealer;
    return { scores, dealer: redealer, backwards, outcome: null };
  }
  /** @type {Record<string, number>} */
  const tricks = {};
  for (const w of winners) tricks[w] = (tricks[w] ?? 0) + 1;
  const partners = hand.partners ?? [];
  const score = scoreHand(r, hand.contract, hand.contractor, tricks, partners);
  const cap = r.scoring.defence_cap;
  const own = hand.contractor === null || hand.contract === null ? null : r.sideOf[hand.contractor];
  // The contracting side: the contractor's, then each partner's clockwise (SCORE-13, END-12).
  const members = own === null || hand.contract === null || hand.contractor === null ? [] :
    [own, ...checkFound(r, hand.contract, hand.contractor, partners).map((p) => r.sideOf[p])];
  /** @param {string} side @param {number} total @param {number} gain */
  const add = (side, total, gain) => {
    if (members.includes(side)) return total + gain;
    // No defence points for a side over this total (ref:no-defence-points-over-400, C-30).
    const over = r.scoring.no_defence_points_over;
    if (over !== null && total > over) return total;
    if (cap === null || gain <= 0) return total + gain;
    return total >= cap ? total : Math.min(cap, total + gain);
  };
  // The trick on which each defending side reached the target (END-08).
  /** @type {Record<string, number>} */
  const reachedAt = {};
  const per = r.scoring.defence_points_per_trick;
  /** @type {Record<string, number>} */
  const running = { ...scores };
  winners.forEach((seat, i) => {
    const side = r.sideOf[seat];
    if (members.includes(side) || score.defence[side] === 0) return;
    running[side] = add(side, running[side], per);
    if (running[side] >= r.end.target && !(side in reachedAt)) reachedAt[side] = i;
  });
  for (const side of Object.keys(r.sides)) scores[side] = add(side, scores[side], score.points[side]);
  const e = r.end;
  const state = (/** @type {string | null} */ winner, /** @type {string} */ reason) =>
    ({ scores, dealer, backwards, outcome: { winner, reason } });
  const sides = Object.keys(r.sides);
  const down = sides.filter((s) => scores[s] <= e.lose_at);
  const rest = sides.filter((s) => !down.includes(s));
  // END-04; under ref:minus500-only-if-other-nonnegative (C-07) only while another side is at zero or more.
  const loses = down.length > 0 && (e.backwards === "lose" ||
    (e.backwards === "lose-if-other-nonnegative" && rest.some((s) => scores[s] >= 0)));
  if (!e.defence_can_win) {
    // END-02, then END-04 (DECIDE-29).
    if (own !== null && score.made && scores[own] >= e.target) return state(own, "made_contract_500");
    if (loses) return state(rest.length === 1 ? rest[0] : null, "went_backwards");
    return { scores, dealer, backwards, outcome: null };
  }
  // END-07, then END-06 with END-08, then END-09 (DECIDE-29, DECIDE-33, DECIDE-34).
  const reached = sides.filter((s) => scores[s] >= e.target);
  const eligible = reached.filter((s) => !backwards.includes(s));
  /** @type {{winner: string | null, reason: string} | null} */
  let outcome = null;
  const first = members.find((side) => eligible.includes(side));
  if (first !== undefined) {
    outcome = { winner: first, reason: reached.length > 1 ? "contractor_tie_break" : "reached_500" };
  } else if (eligible.length === 1) {
    outcome = { winner: eligible[0], reason: "reached_500" };
  } else if (eligible.length > 1) {
    const first = [...eligible].sort((x, y) => (reachedAt[x] ?? Infinity) - (reachedAt[y] ?? Infinity))[0];
    outcome = { winner: first, reason: "trick_order_tie_break" };
  } else if (reached.length > 0) {
    outcome = { winner: null, reason: "no_winner" };
  }
  if (outcome === null && loses) {
    return state(rest.length === 1 ? rest[0] : null, "went_backwards");
  }
  if (e.backwards === "play-on") {
    for (const side of down) if (!backwards.includes(side)) backwards.push(side);
    backwards.sort((x, y) => sides.indexOf(x) - sides.indexOf(y));
  }
  return { scores, dealer, backwards, outcome };
}

/**
 * The seat that deals first after the players draw (DEALER-01, DEALER-02, DECIDE-04): the
 * lowest card deals, the ace low and the joker lowest; the players tied for lowest draw again.
 * @param {Ruleset} r
 * @param {Record<string, string>[]} rounds the cards drawn, one object per round
 * @returns {string} the first dealer
 * @throws {RuleError} DEALER-01 where the first dealer is not drawn; DEALER-02, DECIDE-04,
 *   DECK-02 for an impossible draw
 */
export function firstDealer(r, rounds) {
  if (r.firstDealer !== "draw-lowest") {
    throw new RuleError("DEALER-01", `the ${r.id} game does not draw for the first dealer: the players name one`);
  }
  /** @param {string} card */
  const low = (card) => {
    if (isJoker(card)) return -1;
    const rank = rankOf(card);
    return rank === "A" ? 0 : RANKS.indexOf(rank) + 1;
  };
  let drawing = [...r.seats];
  if (!Array.isArray(rounds) || rounds.length === 0) throw new RuleError("DEALER-02", "no card was drawn");
  for (const [i, round] of rounds.entries()) {
    if (drawing.length <= 1) break; // rounds after the one that settles the draw are not read
    for (const seat of Object.keys(round)) {
      if (!r.seats.includes(seat)) throw new RuleError(cite(r, "DECIDE-36"), `rounds[${i}]: ${seat} is not a seat of the ${r.id} game`);
      if (!drawing.includes(seat)) throw new RuleError("DECIDE-04", `rounds[${i}]: ${seat} did not tie for the lowest card and takes no part in the redraw`);
    }
    const missing = drawing.filter((s) => !(s in round));
    if (missing.length) throw new RuleError("DECIDE-04", `rounds[${i}]: ${missing.join(", ")} must draw`);
    /** @type {Record<string, number>} */
    const value = {};
    const seen = new Set(); // each round is drawn from the whole pack (DECIDE-04)
    for (const seat of drawing) {
      const card = parseCard(round[seat]);
      if (!r.pack.includes(card)) throw new RuleError(cite(r, "DECK-01"), `rounds[${i}].${seat}: ${card} is not a card of the ${r.id} pack`);
      if (seen.has(card)) throw new RuleError("DEALER-02", `rounds[${i}].${seat}: ${card} is drawn twice in this round`);
      seen.add(card);
      value[seat] = low(card);
    }
    const lowest = Math.min(...drawing.map((s) => value[s]));
    drawing = drawing.filter((s) => value[s] === lowest);
  }
  if (drawing.length > 1) throw new RuleError("DEALER-02", `${drawing.join(" and ")} tie for the lowest card and must draw again`);
  return drawing[0];
}
