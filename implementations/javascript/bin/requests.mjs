// Checks of a request line before the engine answers it (spec/pages/protocol.md and
// spec/schema/protocol/request.schema.json): the line's size, that it is a JSON object, seq, the
// type and range of every numeric field, and the counts a hand cannot exceed in hand-score,
// trick-winner and game-after-hand (PLAY-07: ten tricks; PLAY-08: one card per player in a trick).
import { loadRuleset } from "../src/variant.js";
import { isMisere, parseBid } from "../src/tricks.js";

/** The longest request line read, in bytes (1 MiB). */
export const MAX_REQUEST = 1 << 20;

/**
 * What is wrong with a request, as the answer to give instead of the engine's.
 * @typedef {{errored: string} | {refused: string, rule: string}} Problem
 */

/** @param {unknown} n */
const whole = (n) => typeof n === "number" && Number.isInteger(n) && n >= 0;

/** @param {unknown} v */
const show = (v) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/**
 * @param {unknown} o
 * @returns {o is Record<string, unknown>}
 */
const isObject = (o) => typeof o === "object" && o !== null && !Array.isArray(o);

/**
 * The variant's ruleset, or null when the request names none the engine knows (the engine answers that).
 * @param {Record<string, unknown>} q
 */
function rulesetOf(q) {
  try {
    return loadRuleset(String(q.variant), Array.isArray(q.options) ? q.options.map(String) : []);
  } catch {
    return null;
  }
}

/**
 * The problem of a parsed request line, or null if the engine may answer it.
 * @param {unknown} q
 * @returns {Problem | null}
 */
export function requestProblem(q) {
  if (!isObject(q)) return { errored: `the request line is a JSON ${q === null ? "null" : Array.isArray(q) ? "array" : typeof q}, not an object` };
  if (q.seq !== undefined && q.seq !== null && !whole(q.seq)) return { errored: `seq: ${show(q.seq)} is not a whole number, 0 or more` };
  switch (q.cmd) {
    case "count-sequences":
      if (!whole(q.depth)) return { errored: `count-sequences: depth: ${show(q.depth)} is not a whole number, 0 or more` };
      return null;
    case "trick-winner": {
      if (!Array.isArray(q.cards) || !q.cards.every((c) => typeof c === "string")) return { errored: `trick-winner: cards: ${show(q.cards)} is not a list of cards` };
      const r = rulesetOf(q);
      if (r === null || typeof q.contract !== "string") return null;
      let misere;
      try {
        misere = isMisere(parseBid(q.contract).code);
      } catch {
        return null;
      }
      const sizes = [r.seats.length];
      if (misere && r.play.misere_partner_sits_out) sizes.push(r.seats.length - 1);
      if (!sizes.includes(q.cards.length)) {
        return { refused: `a complete trick of ${r.id} at ${q.contract} holds ${sizes.sort().join(" or ")} cards, not ${q.cards.length}`, rule: r.cite["PLAY-08"] ?? "PLAY-08" };
      }
      return null;
    }
    case "hand-score": {
      if (!isObject(q.tricks)) return { errored: `hand-score: tricks: ${show(q.tricks)} is not an object of seats` };
      for (const [seat, n] of Object.entries(q.tricks)) {
        if (!whole(n)) return { errored: `hand-score: tricks.${seat}: ${show(n)} is not a whole number, 0 or more` };
      }
      if (q.partners !== undefined && !(Array.isArray(q.partners) && q.partners.every((p) => typeof p === "string"))) {
        return { errored: `hand-score: partners: ${show(q.partners)} is not a list of seats` };
      }
      const r = rulesetOf(q);
      const won = Object.values(q.tricks).reduce((/** @type {number} */ a, n) => a + Number(n), 0);
      if (r !== null && won > handSize(r)) {
        return { refused: `the seats took ${won} tricks, but a hand of ${r.id} has ${handSize(r)}`, rule: r.cite["PLAY-07"] ?? "PLAY-07" };
      }
      return null;
    }
    case "game-after-hand": {
      const before = q.before;
      const hand = q.hand;
      if (!isObject(before) || !isObject(before.scores)) return { errored: "game-after-hand: before.scores: is not an object of sides" };
      for (const [side, n] of Object.entries(before.scores)) {
        if (typeof n !== "number" || !Number.isInteger(n)) return { errored: `game-after-hand: before.scores.${side}: ${show(n)} is not a whole number` };
      }
      if (!isObject(hand)) return { errored: "game-after-hand: hand: is not an object" };
      const winners = hand.trick_winners ?? [];
      if (!Array.isArray(winners) || !winners.every((w) => typeof w === "string")) return { errored: `game-after-hand: hand.trick_winners: ${show(winners)} is not a list of seats` };
      const named = hand.partners ?? [];
      if (!Array.isArray(named) || !named.every((p) => typeof p === "string")) return { errored: `game-after-hand: hand.partners: ${show(named)} is not a list of seats` };
      const r = rulesetOf(q);
      if (r !== null && winners.length > handSize(r)) {
        return { refused: `trick_winners names ${winners.length} tricks, but a hand of ${r.id} has ${handSize(r)}`, rule: r.cite["PLAY-07"] ?? "PLAY-07" };
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * Tricks in a hand: the cards each player is dealt (PLAY-07).
 * @param {import("../src/variant.js").Ruleset} r
 */
function handSize(r) {
  return (r.pack.length - r.kittySize) / r.seats.length;
}

/**
 * The request lines of a stream, split at line feeds only (a carriage return is part of its line),
 * each at most `limit` bytes: a longer line is dropped as it arrives and given as `{ over: bytes }`.
 * @param {AsyncIterable<Buffer>} stream
 * @param {number} [limit]
 * @returns {AsyncGenerator<string | {over: number}>}
 */
export async function* requestLines(stream, limit = MAX_REQUEST) {
  /** @type {Buffer[]} */
  let parts = [];
  let size = 0;
  let over = false;
  for await (const chunk of stream) {
    let start = 0;
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, i);
      start = i + 1;
      if (over || size + piece.length > limit) {
        yield { over: size + piece.length };
      } else {
        parts.push(piece);
        yield Buffer.concat(parts).toString("utf8");
      }
      parts = [];
      size = 0;
      over = false;
    }
    const rest = chunk.subarray(start);
    size += rest.length;
    if (size > limit) {
      over = true;
      parts = [];
    } else if (rest.length) {
      parts.push(Buffer.from(rest));
    }
  }
  if (over) yield { over: size };
  else if (size) yield Buffer.concat(parts).toString("utf8");
}
