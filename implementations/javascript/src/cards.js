// Cards in the rule book's notation (DECIDE-39): rank then suit letter, the joker "JK"; the two
// jokers of a two-joker pack "BJ" (black, the higher) and "RJ" (red) (DECIDE-58).
import { RuleError } from "./errors.js";

/** @typedef {"S" | "C" | "D" | "H"} Suit */

/** The suits in canonical order (protocol: canonical card order). @type {readonly Suit[]} */
export const SUITS = Object.freeze(/** @type {Suit[]} */ (["S", "C", "D", "H"]));
/** Every rank of the notation, lowest first (canonical order within a suit). */
export const RANKS = Object.freeze(["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "J", "Q", "K", "A"]);
export const JOKER = "JK";
/** The black joker of a two-joker pack, the higher of the two (DECK-10, RANK-11). */
export const BLACK_JOKER = "BJ";
/** The red joker of a two-joker pack (DECK-10, RANK-11). */
export const RED_JOKER = "RJ";
/** Every joker of the notation, in canonical order (the single joker, then red, then black). */
export const JOKERS = Object.freeze([JOKER, RED_JOKER, BLACK_JOKER]);

/**
 * Whether a canonical card is a joker: JK, RJ or BJ (DECK-04, DECK-10).
 * @param {string} card
 */
export function isJoker(card) {
  return card === JOKER || card === RED_JOKER || card === BLACK_JOKER;
}

/** @type {Record<string, Suit>} */
const SYMBOLS = { "♠": "S", "♣": "C", "♦": "D", "♥": "H", "♤": "S", "♧": "C", "♢": "D", "♡": "H" };

/** Every card in canonical notation: read as itself, without the patterns of the other spellings. */
const CANONICAL = new Set([...SUITS.flatMap((s) => RANKS.map((r) => r + s)), ...JOKERS]);

/**
 * A card text in canonical notation, accepting the other spellings DECIDE-39 allows
 * (T for ten, lower case, suit symbols, "Joker", "Black Joker", "Red Joker", blanks around).
 * @param {string} text the card as written
 * @returns {string} the canonical card ("10H", "JK")
 * @throws {RuleError} (rule null) when the text is no card
 */
export function parseCard(text) {
  if (typeof text === "string" && CANONICAL.has(text)) return text;
  const t = String(text).trim();
  if (/^(jk|joker)$/i.test(t)) return JOKER;
  if (/^(bj|black\s+joker)$/i.test(t)) return BLACK_JOKER;
  if (/^(rj|red\s+joker)$/i.test(t)) return RED_JOKER;
  const m = /^(1[0-3]|[2-9]|[AKQJT])\s*([SCDH♠♣♦♥♤♧♢♡])$/i.exec(t);
  if (!m) {
    throw new RuleError(null, `${JSON.stringify(text)} is not a valid card (rank A K Q J 13 12 11 10 9 8 7 6 5 4 3 2 and suit S C D H, or JK, BJ, RJ)`);
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
  return isJoker(card) ? null : /** @type {Suit} */ (card.slice(-1));
}

/**
 * The printed rank of a card ("10", "J", ...), the card itself for a joker ("JK", "BJ", "RJ").
 * @param {string} card canonical card
 */
export function rankOf(card) {
  return isJoker(card) ? card : card.slice(0, -1);
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
 * Sort key of the canonical order: suits S C D H, ranks low to high, the jokers last (red before black).
 * @param {string} card
 */
export function canonicalKey(card) {
  if (isJoker(card)) return 1000 + JOKERS.indexOf(card);
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
