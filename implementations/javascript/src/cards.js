// Cards in the rule book's notation (DECIDE-39): rank then suit letter, the joker "JK".
import { RuleError } from "./errors.js";

/** @typedef {"S" | "C" | "D" | "H"} Suit */

/** The suits in canonical order (protocol: canonical card order). @type {readonly Suit[]} */
export const SUITS = Object.freeze(/** @type {Suit[]} */ (["S", "C", "D", "H"]));
/** Every rank of the notation, lowest first (canonical order within a suit). */
export const RANKS = Object.freeze(["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "J", "Q", "K", "A"]);
export const JOKER = "JK";

/** @type {Record<string, Suit>} */
const SYMBOLS = { "♠": "S", "♣": "C", "♦": "D", "♥": "H", "♤": "S", "♧": "C", "♢": "D", "♡": "H" };

/**
 * A card text in canonical notation, accepting the other spellings DECIDE-39 allows
 * (T for ten, lower case, suit symbols, "Joker", blanks around).
 * @param {string} text the card as written
 * @returns {string} the canonical card ("10H", "JK")
 * @throws {RuleError} (rule null) when the text is no card
 */
export function parseCard(text) {
  const t = String(text).trim();
  if (/^(jk|joker)$/i.test(t)) return JOKER;
  const m = /^(1[0-3]|[2-9]|[AKQJT])\s*([SCDH♠♣♦♥♤♧♢♡])$/i.exec(t);
  if (!m) {
    throw new RuleError(null, `${JSON.stringify(text)} is not a valid card (rank A K Q J 13 12 11 10 9 8 7 6 5 4 3 2 and suit S C D H, or JK)`);
  }
  const rank = m[1].toUpperCase() === "T" ? "10" : m[1].toUpperCase();
  const suit = SYMBOLS[m[2]] ?? /** @type {Suit} */ (m[2].toUpperCase());
  return rank + suit;
}

/**
 * The printed suit of a card, null for the joker.
 * @param {string} card canonical card
 * @returns {Suit | null}
 */
export function printedSuit(card) {
  return card === JOKER ? null : /** @type {Suit} */ (card.slice(-1));
}

/**
 * The printed rank of a card ("10", "J", ...), "JK" for the joker.
 * @param {string} card canonical card
 */
export function rankOf(card) {
  return card === JOKER ? JOKER : card.slice(0, -1);
}

/**
 * The other suit of the same colour (the left bower's suit, RANK-02).
 * @param {Suit} suit
 * @returns {Suit}
 */
export function sameColour(suit) {
  return /** @type {Record<Suit, Suit>} */ ({ S: "C", C: "S", D: "H", H: "D" })[suit];
}

/**
 * Sort key of the canonical order: suits S C D H, ranks low to high, the joker last.
 * @param {string} card
 */
export function canonicalKey(card) {
  if (card === JOKER) return 1000;
  return SUITS.indexOf(/** @type {Suit} */ (printedSuit(card))) * 100 + RANKS.indexOf(rankOf(card));
}

/**
 * The cards in canonical order (a new array).
 * @param {readonly string[]} cards
 */
export function sortCards(cards) {
  return [...cards].sort((a, b) => canonicalKey(a) - canonicalKey(b));
}

/**
 * Whether a text names a suit letter.
 * @param {unknown} s
 * @returns {s is Suit}
 */
export function isSuit(s) {
  return typeof s === "string" && SUITS.includes(/** @type {Suit} */ (s));
}
