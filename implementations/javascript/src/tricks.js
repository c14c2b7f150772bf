// Bids, effective suits and the winner of a trick (RANK-*, PLAY-05, JOKER-01..JOKER-15).
import { BLACK_JOKER, isJoker, isSuit, printedSuit, rankOf, sameColour } from "./cards.js";
import { RuleError } from "./errors.js";
import { cite, spec } from "./variant.js";

/** @typedef {import("./cards.js").Suit} Suit */
/** @typedef {import("./variant.js").Ruleset} Ruleset */

/** The misère contracts (protocol notation): played alone, without trumps (MIS-01, MIS-02). */
const MISERES = ["MIS", "OMIS", "BMIS"];
/** The misère contracts whose hand is laid open (MIS-03). */
const OPEN_MISERES = ["OMIS"];

/**
 * @typedef {object} Bid
 * @property {string} code "7H", "10NT", "MIS"
 * @property {number | null} level tricks promised (6..10), null for a misère
 * @property {Suit | "NT" | null} denomination trump suit, "NT", or null for a misère
 */

/**
 * A bid in the protocol's notation (BID-03, BID-04, BID-05).
 * @param {string} text "6S" .. "10NT", "MIS", "OMIS", "BMIS"
 * @returns {Bid}
 * @throws {RuleError} BID-03 for a count without a denomination, BID-05 for another count, null otherwise
 */
export function parseBid(text) {
  const known = BIDS.get(text);
  if (known) return known;
  const bid = readBid(text);
  if (BIDS.size < 64) BIDS.set(text, Object.freeze(bid));
  return bid;
}

/** Bids already read, by their text. @type {Map<string, Bid>} */
const BIDS = new Map();

/**
 * @param {string} text
 * @returns {Bid}
 */
function readBid(text) {
  const t = String(text).trim().toUpperCase();
  if (MISERES.includes(t)) return { code: t, level: null, denomination: null };
  const m = /^(\d+)(.*)$/.exec(t);
  if (!m) throw new RuleError(null, `${JSON.stringify(text)} is not a bid (6S .. 10NT, MIS, OMIS, BMIS)`);
  if (!["S", "C", "D", "H", "NT"].includes(m[2])) {
    throw new RuleError("BID-03", `${JSON.stringify(text)} names no trump suit (S C D H) or no trumps (NT)`);
  }
  const level = Number(m[1]);
  if (level < 6 || level > 10) throw new RuleError("BID-05", `${text}: a bid is for 6 to 10 tricks`);
  return { code: `${level}${m[2]}`, level, denomination: /** @type {Suit | "NT"} */ (m[2]) };
}

/**
 * Whether a contract is a misère of any kind.
 * @param {string | null} contract
 */
export function isMisere(contract) {
  return contract !== null && MISERES.includes(contract);
}

/**
 * Whether a contract is an open misère, laid face up (MIS-03).
 * @param {string | null} contract
 */
export function isOpenMisere(contract) {
  return contract !== null && OPEN_MISERES.includes(contract);
}

/**
 * The trump suit of a contract: its suit, or null at no trumps and in misère (MIS-02).
 * A hand without contract (everyone passed, played at no trumps) has none either.
 * @param {string | null} contract
 * @returns {Suit | null}
 */
export function trumpOf(contract) {
  if (contract === null || isMisere(contract)) return null;
  const d = parseBid(contract).denomination;
  return isSuit(d) ? d : null;
}

/**
 * The suit a card belongs to under a trump suit and a joker nomination: bowers and the joker
 * are trumps (RANK-03, JOKER-01); without trumps jacks keep their suit (RANK-05) and the joker
 * has the nominated suit or none (JOKER-04, JOKER-05).
 * @param {string} card canonical card
 * @param {Suit | null} trump
 * @param {Suit | null} jokerSuit
 * @returns {Suit | null} null for a suitless joker
 */
export function effectiveSuit(card, trump, jokerSuit) {
  if (isJoker(card)) return trump ?? jokerSuit; // one nomination for both jokers (DECIDE-59)
  const suit = /** @type {Suit} */ (printedSuit(card));
  if (trump && rankOf(card) === "J" && suit === sameColour(trump)) return trump;
  return suit;
}

/**
 * The strength of a card within its effective suit (higher wins): the joker, then the right
 * and the left bower on top of the trumps (RANK-02, RANK-06), a nominated joker above the ace
 * (JOKER-05), the black joker above the red (RANK-11), the other cards in the pack's order (RANK-01).
 * @param {Ruleset} r
 * @param {string} card
 * @param {Suit | null} trump
 */
export function strength(r, card, trump) {
  if (isJoker(card)) return card === BLACK_JOKER ? 1001 : 1000;
  const suit = /** @type {Suit} */ (printedSuit(card));
  if (trump && rankOf(card) === "J") {
    if (suit === trump) return 999;
    if (suit === sameColour(trump)) return 998;
  }
  const order = r.ranks[suit];
  return order.length - order.indexOf(rankOf(card));
}

/**
 * Why the winning card of a trick wins, with the rules that make it win: the vocabulary both
 * engines use (five_hundred.explain.TrickReason), the rules under the catalogue's IDs.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const TRICK_REASONS = Object.freeze({
  joker_top_trump: ["RANK-06", "JOKER-01"],
  joker_nominated: ["DECIDE-15", "JOKER-05"],
  joker_suitless: ["JOKER-06", "RANK-07"],
  right_bower: ["RANK-02"],
  left_bower: ["RANK-03"],
  trumped: ["RANK-04"],
  highest_trump: ["RANK-02"],
  highest_of_named: ["JOKER-10", "PLAY-05"],
  highest_of_led: ["PLAY-05", "RANK-01"],
});

/**
 * @typedef {object} TrickVerdict
 * @property {number} index the winning card's position in the trick (0 = the lead)
 * @property {string} reason why it wins, a key of TRICK_REASONS
 * @property {string[]} rules the rules that make it win, under the variant's IDs (those that apply to it)
 * @property {Suit | null} led the suit the trick counts as led (a suitless joker lead: the suit named)
 * @property {number} trumps how many cards of the trick count as trumps
 */

/**
 * The rules of a reason in a variant: each cited under the variant's ID, those that apply to it.
 * @param {Ruleset} r
 * @param {string} reason a key of TRICK_REASONS
 * @returns {string[]}
 */
function reasonRules(r, reason) {
  const ids = TRICK_REASONS[reason].map((id) => cite(r, id));
  return [...new Set(ids.filter((id) => spec.rule_variants[id]?.includes(r.id)))];
}

/**
 * The winner of a complete trick and why (PLAY-05, RANK-01..RANK-04, RANK-06, RANK-07, JOKER-01,
 * JOKER-05, JOKER-06, JOKER-10, DECIDE-15).
 * @param {Ruleset} r
 * @param {string | null} contract the contract (null: all passed, played at no trumps)
 * @param {readonly string[]} cards the trick in playing order
 * @param {Suit | null} jokerSuit the joker's nominated suit
 * @param {Suit | null} namedSuit the suit called by a suitless joker lead
 * @returns {TrickVerdict}
 */
export function trickWinner(r, contract, cards, jokerSuit, namedSuit) {
  const trump = trumpOf(contract);
  if (cards.length === 0) throw new RuleError(null, "a trick needs at least one card");
  const first = effectiveSuit(cards[0], trump, jokerSuit);
  const trumps = trump ? cards.filter((c) => effectiveSuit(c, trump, jokerSuit) === trump).length : 0;
  const led = first ?? namedSuit;
  /** @param {number} index @param {string} reason @returns {TrickVerdict} */
  const verdict = (index, reason) => ({ index, reason, rules: reasonRules(r, reason), led, trumps });
  // The suitless jokers take the trick, the black above the red (JOKER-06, RANK-11).
  if (trump === null && jokerSuit === null) {
    let joker = -1;
    cards.forEach((c, i) => {
      if (isJoker(c) && (joker < 0 || strength(r, c, trump) > strength(r, cards[joker], trump))) joker = i;
    });
    if (joker >= 0) return verdict(joker, "joker_suitless");
  }
  /** @param {string} suit */
  const best = (suit) => {
    let win = -1;
    cards.forEach((c, i) => {
      if (effectiveSuit(c, trump, jokerSuit) === suit && (win < 0 || strength(r, c, trump) > strength(r, cards[win], trump))) win = i;
    });
    return win;
  };
  if (trump) {
    const t = best(trump);
    if (t >= 0) {
      const card = cards[t];
      if (isJoker(card)) return verdict(t, "joker_top_trump");
      if (rankOf(card) === "J") return verdict(t, printedSuit(card) === trump ? "right_bower" : "left_bower");
      return verdict(t, first === trump ? "highest_trump" : "trumped");
    }
  }
  const w = best(/** @type {Suit} */ (led));
  if (isJoker(cards[w])) return verdict(w, "joker_nominated");
  return verdict(w, first === null ? "highest_of_named" : "highest_of_led");
}
