// The game record (spec/pages/record.md): one text file for a whole game, read, written and
// replayed through the engine. The same format as the reference engine's five_hundred.record.
import { isJoker } from "./cards.js";
import { RuleError } from "./errors.js";
import { callsCards } from "./partners.js";
import { Hand } from "./hand.js";
import { gameAfterHand } from "./scoring.js";
import { cite, loadRuleset } from "./variant.js";

/** The version of the record format (the `Record` tag). */
export const RECORD_FORMAT = 1;
/** The tags of a game, in the order they are written. */
export const GAME_TAGS = Object.freeze(["Record", "Event", "Site", "Date", "Variant", "Options", "Seats", "Players", "Scores"]);
/** The tags of a hand, in the order they are written. */
export const HAND_TAGS = Object.freeze(["Hand", "Id", "Title", "Rules", "Dealer"]);
const MOVES = ["Pack", "Hands", "Kitty", "Auction", "Called", "Partners", "Discard", "Nominate", "Trick", "Result", "Scores"];

/**
 * @typedef {{leader: string, cards: string[], winner: string}} RecordedTrick
 * @typedef {{contract: string | null, contractor: string | null, made: boolean | null,
 *   tricks_won: [string, number][], points: [string, number][]}} RecordedResult
 * @typedef {{tags: [string, string][], comments: string[], pack: string[] | null,
 *   hands: [string, string[]][], kitty: string[], auction: string[], discard: string[] | null,
 *   nomination: string | null, tricks: RecordedTrick[], result: RecordedResult,
 *   scores: [string, number][] | null, partners?: string[] | null, called?: string[] | null}} RecordedHand
 *   the partners named where the sides are formed after the auction (SEAT-10; in the called-card game
 *   the holders the called cards found: SEAT-13), and the cards called (SEAT-12), else null or left out
 * @typedef {{tags: [string, string][], comments: string[], hands: RecordedHand[]}} GameRecord
 */

/** A record that cannot be read or replayed: the message names the line or hand. */
export class RecordError extends RuleError {}

/** @param {string} v */
const quote = (v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
/** @param {[string, number][]} pairs */
const pairs = (pairs) => pairs.map(([k, v]) => `${k} ${v}`).join(" ");
/** @param {string[]} comments */
const commentLines = (comments) => comments.map((c) => (c ? `% ${c}` : "%"));

/**
 * The text of a record (the same bytes as the reference engine's format_record).
 * @param {GameRecord} record
 * @returns {string}
 */
export function formatRecord(record) {
  const out = [...commentLines(record.comments), ...record.tags.map(([k, v]) => `[${k} ${quote(v)}]`)];
  for (const h of record.hands) {
    out.push("", ...commentLines(h.comments), ...h.tags.map(([k, v]) => `[${k} ${quote(v)}]`));
    if (h.pack !== null) out.push(`Pack ${h.pack.join(" ")}`);
    out.push(`Hands ${h.hands.map(([s, c]) => `${s}: ${c.join(" ")}`).join("; ")}`);
    out.push(`Kitty ${h.kitty.join(" ")}`);
    out.push(`Auction ${h.auction.join(", ")}`);
    if (h.called) out.push(`Called ${h.called.join(" ")}`);
    if (h.partners) out.push(`Partners ${h.partners.join(" ")}`);
    if (h.discard !== null) out.push(`Discard ${h.discard.join(" ")}`);
    if (h.nomination !== null) out.push(`Nominate ${h.nomination}`);
    for (const t of h.tricks) out.push(`Trick ${t.leader}: ${t.cards.join(" ")} > ${t.winner}`);
    const r = h.result;
    const made = r.made === true ? "made" : r.made === false ? "set" : "-";
    const head = r.contract === null ? "thrown-in" : `${r.contract} ${r.contractor} ${made}`;
    out.push(`Result ${head}; won ${pairs(r.tricks_won)}; points ${pairs(r.points)}`);
    if (h.scores !== null) out.push(`Scores ${pairs(h.scores)}`);
  }
  return `${out.join("\n")}\n`;
}

/**
 * Side and number pairs.
 * @param {number | null} line
 * @param {string} where
 * @param {string} text
 * @returns {[string, number][]}
 */
function counts(line, where, text) {
  const words = text.split(/\s+/).filter(Boolean);
  /** @type {[string, number][]} */
  const out = [];
  const bad = () => new RecordError(null, `${line === null ? "" : `line ${line}: `}${where}: expected side and number pairs, got ${JSON.stringify(text)}`);
  if (words.length % 2) throw bad();
  for (let i = 0; i < words.length; i += 2) {
    if (!/^-?[0-9]+$/.test(words[i + 1])) throw bad();
    out.push([words[i], Number(words[i + 1])]);
  }
  return out;
}

/**
 * Read a record; the form only (replayRecord checks the rules).
 * @param {string} text
 * @returns {GameRecord}
 * @throws {RecordError} naming the line and the tag or move
 */
export function parseRecord(text) {
  /** @type {GameRecord} */
  const record = { tags: [], comments: [], hands: [] };
  /** @type {Record<string, any> | null} */
  let hand = null;
  /** @type {string[]} */
  let pending = [];
  const lines = text.split("\n");
  /** @param {number} n @param {string} where @param {string} problem */
  const fail = (n, where, problem) => new RecordError(null, `line ${n}: ${where}: ${problem}`);
  const close = () => {
    if (hand === null) return;
    for (const need of ["Hands", "Kitty", "Auction", "Result"]) {
      if (!(need in hand)) throw fail(hand.start, "Hand", `has no ${need} line (needed in every hand)`);
    }
    record.hands.push({
      tags: hand.tags, comments: hand.comments, pack: hand.Pack ?? null, hands: hand.Hands, kitty: hand.Kitty,
      auction: hand.Auction, discard: hand.Discard ?? null, nomination: hand.Nominate ?? null, tricks: hand.Trick,
      result: hand.Result, scores: hand.Scores ?? null, partners: hand.Partners ?? null,
      called: hand.Called ?? null,
    });
    hand = null;
  };
  lines.forEach((raw, i) => {
    const n = i + 1;
    const line = raw.replace(/\r$/, "");
    if (!line.trim()) return;
    if (line.startsWith("%")) { pending.push(line.startsWith("% ") ? line.slice(2) : line.slice(1)); return; }
    const tag = /^\[([A-Z][A-Za-z]*) "((?:[^"\\]|\\.)*)"\]$/.exec(line);
    if (tag) {
      const name = tag[1];
      const value = tag[2].replace(/\\(.)/g, "$1");
      if (name === "Hand") {
        close();
        hand = { start: n, tags: [], comments: pending, Trick: [] };
        pending = [];
      }
      if (hand === null) {
        if (!GAME_TAGS.includes(name)) throw fail(n, name, `is not a tag of a game (tags: ${GAME_TAGS.join(", ")})`);
        if (record.tags.some(([k]) => k === name)) throw fail(n, name, "is given twice");
        record.comments.push(...pending);
        pending = [];
        record.tags.push([name, value]);
      } else {
        if (!HAND_TAGS.includes(name)) throw fail(n, name, `is not a tag of a hand (tags: ${HAND_TAGS.join(", ")})`);
        if (hand.tags.some((/** @type {[string, string]} */ [k]) => k === name)) throw fail(n, name, "is given twice");
        hand.tags.push([name, value]);
      }
      return;
    }
    const space = line.indexOf(" ");
    const move = space < 0 ? line : line.slice(0, space);
    const rest = space < 0 ? "" : line.slice(space + 1).trim();
    if (!MOVES.includes(move)) throw fail(n, move, `is not a tag, comment or move (moves: ${MOVES.join(", ")})`);
    if (hand === null) throw fail(n, move, 'comes before the first [Hand "..."] tag');
    if (pending.length) throw fail(n, move, "a comment inside a hand goes before its Hand tag");
    if (move !== "Trick" && move in hand) throw fail(n, move, "is given twice in one hand");
    hand[move === "Trick" ? "_" : move] = null;
    if (move === "Pack" || move === "Kitty" || move === "Discard" || move === "Partners" || move === "Called") hand[move] = rest.split(/\s+/).filter(Boolean);
    else if (move === "Nominate") hand[move] = rest;
    else if (move === "Auction") hand[move] = rest ? rest.split(",").map((a) => a.trim()) : [];
    else if (move === "Scores") hand[move] = counts(n, "Scores", rest);
    else if (move === "Hands") {
      hand[move] = rest.split(";").map((part) => {
        const [seat, cards] = part.split(":");
        if (cards === undefined) throw fail(n, "Hands", `expected 'SEAT: CARDS; ...', got ${JSON.stringify(part.trim())}`);
        return [seat.trim(), cards.split(/\s+/).filter(Boolean)];
      });
    } else if (move === "Trick") {
      const m = /^(\S+): (.+) > (\S+)$/.exec(rest);
      if (!m) throw fail(n, "Trick", `expected 'LEADER: CARDS > WINNER', got ${JSON.stringify(rest)}`);
      hand.Trick.push({ leader: m[1], cards: m[2].split(/\s+/), winner: m[3] });
    } else {
      const parts = rest.split(";").map((p) => p.trim());
      if (parts.length !== 3 || !parts[1].startsWith("won ") || !parts[2].startsWith("points ")) {
        throw fail(n, "Result", `expected 'CONTRACT SEAT made|set; won ...; points ...', got ${JSON.stringify(rest)}`);
      }
      const won = counts(n, "Result", parts[1].slice(4));
      const points = counts(n, "Result", parts[2].slice(7));
      if (parts[0] === "thrown-in") hand.Result = { contract: null, contractor: null, made: null, tricks_won: won, points };
      else {
        const w = parts[0].split(/\s+/);
        if (w.length !== 3 || !["made", "set"].includes(w[2])) throw fail(n, "Result", `expected 'CONTRACT SEAT made|set', got ${JSON.stringify(parts[0])}`);
        hand.Result = { contract: w[0], contractor: w[1], made: w[2] === "made", tricks_won: won, points };
      }
    }
    delete hand._;
  });
  close();
  if (pending.length) throw new RecordError(null, "%: a comment at the end belongs to no hand");
  const tags = new Map(record.tags);
  for (const need of ["Record", "Variant", "Options", "Seats"]) {
    if (!tags.has(need)) throw new RecordError(null, `${need}: tag missing (needed in every record)`);
  }
  if (tags.get("Record") !== String(RECORD_FORMAT)) {
    throw new RecordError(null, `Record: format ${JSON.stringify(tags.get("Record"))}; this reader reads format ${RECORD_FORMAT}`);
  }
  return record;
}

/**
 * Play every hand of a record through the engine, checking its moves, trick winners, result and
 * scores against the rules.
 * @param {GameRecord} record
 * @returns {Record<string, number>[]} the sides' scores after each hand
 * @throws {RuleError} a move the rules refuse (with its rule); RecordError for a recorded
 *   winner, result or score other than the rules give
 */
export function replayRecord(record) {
  const tags = new Map(record.tags);
  const options = tags.get("Options") === "-" ? [] : String(tags.get("Options")).split(/\s+/);
  const r = loadRuleset(String(tags.get("Variant")), options);
  /** @type {Record<string, number>} */
  let scores = {};
  for (const side of Object.keys(r.sides)) scores[side] = 0;
  if (tags.has("Scores")) scores = Object.fromEntries(counts(null, "Scores", String(tags.get("Scores"))));
  /** @type {string[]} */
  let backwards = [];
  /** @type {Record<string, number>[]} */
  const out = [];
  record.hands.forEach((h, i) => {
    const where = `hand ${new Map(h.tags).get("Hand") ?? i + 1}`;
    const dealer = String(new Map(h.tags).get("Dealer"));
    const hand = h.pack !== null ? Hand.deal(r, dealer, h.pack) : Hand.fromHands(r, dealer, Object.fromEntries(h.hands), h.kitty);
    for (const call of h.auction) hand.apply(call);
    if (hand.phase === "partner" && callsCards(r)) {
      if (!h.called) throw new RecordError(cite(r, "SEAT-12"), `${where}: the contractor is to call cards but no Called line is given`);
      hand.apply(`${hand.contractor} call ${h.called.join(" ")}`);
      if (h.partners && h.partners.join(" ") !== hand.partners.join(" ")) {
        throw new RecordError(cite(r, "SEAT-13"), `${where}: the Partners line gives ${h.partners.join(" ")}, but the called cards find ${hand.partners.join(" ") || "nobody"}`);
      }
    } else if (h.called) {
      throw new RecordError("SEAT-10", `${where}: a Called line where nobody calls a card`);
    } else if (hand.phase === "partner") {
      if (!h.partners) throw new RecordError(cite(r, "SEAT-10"), `${where}: the contractor is to name partners but no Partners line is given`);
      hand.apply(`${hand.contractor} partner ${h.partners.join(" ")}`);
    } else if (h.partners) {
      throw new RecordError(cite(r, "SEAT-10"), `${where}: a Partners line where nobody names a partner`);
    }
    if (hand.phase === "kitty") hand.apply(`${hand.contractor} discard ${(h.discard ?? []).join(" ")}`);
    if (hand.phase === "nomination") hand.apply(`${hand.contractor} nominate ${h.nomination ?? "none"}`);
    h.tricks.forEach((t, k) => {
      for (const card of t.cards) {
        const [name, named] = card.split(":");
        hand.apply(`${hand.turn} play ${name}${named ? ` ${named}` : ""}`);
      }
      const done = hand.tricks[k];
      if (!done || done.leader !== t.leader || done.winner !== t.winner) {
        throw new RecordError(null, `${where} trick ${k + 1}: recorded ${t.winner} winning, the rules give ${done?.winner ?? "unfinished"}`);
      }
    });
    if (hand.phase !== "over") throw new RecordError(null, `${where} Result: the hand is not over after the recorded moves`);
    const game = gameAfterHand(r, { scores, dealer, backwards }, {
      contract: hand.contract, contractor: hand.contractor, trick_winners: hand.tricks.map((t) => t.winner),
      partners: hand.partners,
    });
    scores = game.scores;
    backwards = game.backwards;
    if (h.scores !== null && (h.scores.length !== Object.keys(scores).length || h.scores.some(([side, n]) => scores[side] !== n))) {
      throw new RecordError("SCORE-01", `${where} Scores: recorded ${pairs(h.scores)}, the rules give ${JSON.stringify(scores)}`);
    }
    out.push({ ...scores });
  });
  return out;
}

/**
 * The record of a finished hand, from the cards it was dealt (the hands and kitty as dealt, and
 * the pack when known): the same record the reference engine's recorded_hand writes.
 * @param {Hand} h a hand whose phase is "over"
 * @param {{pack: string[] | null, hands: Record<string, string[]>, kitty: string[]}} deal
 * @param {[string, string][]} [tags] hand tags (Hand and Dealer are added when missing)
 * @returns {RecordedHand}
 * @throws {Error} when the hand is not over
 */
export function recordOfHand(h, deal, tags = []) {
  if (h.phase !== "over" || !h.result) throw new Error("only a finished hand can be recorded");
  /** @type {[string, string][]} */
  const all = [...tags];
  if (!all.some(([k]) => k === "Hand")) all.unshift(["Hand", "1"]);
  if (!all.some(([k]) => k === "Dealer")) all.push(["Dealer", h.dealer]);
  all.sort((a, b) => HAND_TAGS.indexOf(a[0]) - HAND_TAGS.indexOf(b[0]));
  const o = h.observe();
  const c = h.contractor;
  const thrownIn = h.result.thrown_in;
  const keptJoker = c !== null && [...deal.hands[c], ...deal.kitty].some((card) => isJoker(card) && !(h.discards ?? []).includes(card));
  const asked = h.r.joker.nomination && h.contract !== null && h.trump === null && keptJoker;
  const points = /** @type {Record<string, number>} */ (o.result?.points ?? {});
  return {
    tags: all, comments: [], pack: deal.pack ? [...deal.pack] : null,
    hands: h.r.seats.map((s) => [s, [...deal.hands[s]]]), kitty: [...deal.kitty],
    auction: h.auction.map((call) => {
      const [seat, bid] = call.split(" ");
      return bid === "pass" ? `${seat} pass` : `${seat} bid ${bid}`;
    }),
    discard: c === null || thrownIn ? null : [...(h.discards ?? [])],
    nomination: asked ? h.jokerSuit ?? "none" : null,
    tricks: h.tricks.map((t) => ({
      leader: t.leader, winner: t.winner,
      cards: t.cards.map((card, i) => (i === 0 && isJoker(card) && t.named ? `${card}:${t.named}` : card)),
    })),
    result: {
      contract: h.contract, contractor: c, made: h.result.made,
      tricks_won: Object.entries(o.tricks_won), points: Object.keys(o.tricks_won).map((side) => [side, points[side] ?? 0]),
    },
    scores: null,
    partners: h.partners.length ? [...h.partners] : null,
    called: h.called.length ? [...h.called] : null,
  };
}

/**
 * A record of hands played under a ruleset: Record, Variant, Options and Seats tags, then `tags`.
 * @param {import("./variant.js").Ruleset} r
 * @param {RecordedHand[]} hands
 * @param {[string, string][]} [tags]
 * @returns {GameRecord}
 */
export function gameRecordOf(r, hands, tags = []) {
  /** @type {[string, string][]} */
  const base = [["Record", String(RECORD_FORMAT)], ["Variant", r.id],
    ["Options", [...r.options].sort().join(" ") || "-"], ["Seats", r.seats.join(" ")]];
  const given = tags.filter(([k]) => !base.some(([b]) => b === k));
  const all = [...base, ...given].sort((a, b) => GAME_TAGS.indexOf(a[0]) - GAME_TAGS.indexOf(b[0]));
  return { tags: all, comments: [], hands };
}
