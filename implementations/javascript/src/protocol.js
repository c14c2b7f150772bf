// Requests of the adapter protocol (spec/pages/protocol.md) answered by the engine.
import { parseCard } from "./cards.js";
import { NotPlayed, RuleError } from "./errors.js";
/** @typedef {import("./hand.js").Hand} Hand */
import { ENGINE, newHand } from "./index.js";
import { firstDealer, gameAfterHand, scoreHand } from "./scoring.js";
import { effectiveSuit, parseBid, trickWinner, trumpOf } from "./tricks.js";
import { loadRuleset, variantIds } from "./variant.js";
import { seatView } from "./view.js";

/** @typedef {import("./cards.js").Suit} Suit */

let opened = 0;

/**
 * A suit field of a request, null when absent.
 * @param {unknown} s
 * @returns {Suit | null}
 */
function suitField(s) {
  if (s === null || s === undefined) return null;
  if (typeof s === "string" && ["S", "C", "D", "H"].includes(s)) return /** @type {Suit} */ (s);
  throw new RuleError(null, `${JSON.stringify(s)} is not a suit`);
}

/**
 * A card of the variant's pack.
 * @param {import("./variant.js").Ruleset} r
 * @param {string} text
 */
function packCard(r, text) {
  const card = parseCard(text);
  if (!r.pack.includes(card)) throw new RuleError(r.cite["DECK-01"] ?? "DECK-01", `${card} is not a card of the ${r.id} pack`);
  return card;
}

/**
 * The value of one request.
 * @param {Record<string, any>} q the request
 * @param {Map<string, Hand>} games open games by handle
 * @returns {unknown}
 */
function value(q, games) {
  /** @param {string} handle */
  const game = (handle) => {
    const g = games.get(handle);
    if (!g) throw new RuleError(null, `no open game ${JSON.stringify(handle)}`);
    return g;
  };
  switch (q.cmd) {
    case "hello":
      return { ...ENGINE, language: "javascript", protocol: 1, variants: variantIds(), positions: true, views: true, observe_legal: true, act_observe_legal: true };
    case "parse-card":
      return parseCard(q.text);
    case "pack":
      return loadRuleset(q.variant, q.options).pack;
    case "effective-suit": {
      const r = loadRuleset(q.variant, []);
      const contract = parseBid(q.contract).code;
      return effectiveSuit(packCard(r, q.card), trumpOf(contract), suitField(q.joker_suit));
    }
    case "trick-winner": {
      const r = loadRuleset(q.variant, []);
      const cards = q.cards.map((/** @type {string} */ c) => packCard(r, c));
      return trickWinner(r, parseBid(q.contract).code, cards, suitField(q.joker_suit), suitField(q.named_suit)).index;
    }
    case "hand-score": {
      const r = loadRuleset(q.variant, q.options);
      const s = scoreHand(r, q.contract === null ? null : parseBid(q.contract).code, q.contractor, q.tricks, q.partners ?? []);
      return { made: s.made, points: s.points };
    }
    case "game-after-hand": {
      const r = loadRuleset(q.variant, q.options);
      const g = gameAfterHand(r, q.before, q.hand);
      return { scores: g.scores, dealer: g.dealer, backwards: g.backwards, outcome: g.outcome };
    }
    case "open": {
      const s = q.setup ?? {};
      const hand = newHand({ variant: q.variant, options: q.options, ...s });
      opened += 1;
      const handle = `g${opened}`;
      games.set(handle, hand);
      return handle;
    }
    case "act":
      game(q.game).apply(String(q.action));
      return null;
    case "observe":
      if (q.seat === undefined || q.seat === null) return game(q.game).observe();
      else {
        // named_suits is the engine's, for view lines; the protocol's observation has no such key.
        const view = seatView(game(q.game), String(q.seat));
        delete view.named_suits;
        return view;
      }
    case "legal-actions":
      return game(q.game).legalActions();
    case "observe-legal": {
      const g = game(q.game);
      return { observation: g.observe(), legal_actions: g.legalActions() };
    }
    case "act-observe-legal": {
      // act, then observe-legal: an illegal action throws before the hand changes (a refusal, as for act)
      const g = game(q.game);
      g.apply(String(q.action));
      return { observation: g.observe(), legal_actions: g.legalActions() };
    }
    case "count-sequences":
      return game(q.game).countSequences(Number(q.depth));
    case "close":
      games.delete(q.game);
      return null;
    case "first-dealer":
      return firstDealer(loadRuleset(q.variant, []), q.rounds);
    case "stop":
      return null;
    default:
      throw new Error(`unknown command ${JSON.stringify(q.cmd)}`);
  }
}

/**
 * The answer to one request line.
 * @param {string} line one JSON request
 * @param {Map<string, Hand>} games open games by handle (changed by open and close)
 * @returns {{answer: Record<string, unknown>, stop: boolean}}
 */
export function handle(line, games) {
  /** @type {Record<string, any>} */
  let q;
  try {
    q = JSON.parse(line);
  } catch (e) {
    return { answer: { seq: null, errored: { message: `not JSON: ${String(e)}` } }, stop: false };
  }
  return answer(q, games);
}

/**
 * The answer to one request, already read as JSON.
 * @param {Record<string, any>} q the request
 * @param {Map<string, Hand>} games open games by handle (changed by open and close)
 * @returns {{answer: Record<string, unknown>, stop: boolean}}
 */
export function answer(q, games) {
  const seq = q.seq;
  try {
    return { answer: { seq, ok: true, value: value(q, games) }, stop: q.cmd === "stop" };
  } catch (e) {
    if (e instanceof RuleError) return { answer: { seq, ok: false, refused: { rule: e.rule, message: e.message } }, stop: false };
    if (e instanceof NotPlayed) return { answer: { seq, skipped: { reason: e.message } }, stop: false };
    const err = e instanceof Error ? e : new Error(String(e));
    return { answer: { seq, errored: { message: `${err.name}: ${err.message}`, traceback: err.stack ?? "" } }, stop: false };
  }
}
