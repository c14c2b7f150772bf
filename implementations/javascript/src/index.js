// The public API of the JavaScript Five Hundred engine (ES module, no dependencies).
//
//   import { newHand, loadRuleset } from "./src/index.js";
//   const hand = newHand({ variant: "australian", options: [], dealer: "N", pack });
//   hand.explainedActions();   // [{action: "E pass", rules: ["BID-02"]}, ...]
//   hand.apply("E bid 7H");    // throws RuleError {rule, message} when illegal, changing nothing
//   hand.lastTrick;            // {leader, cards, named, winner, rule, reason}
//   hand.observe().result;     // {thrown_in, made, points, tricks_played}
import { RuleError } from "./errors.js";
import { Hand } from "./hand.js";
import { fromPosition } from "./position.js";
import { loadRuleset } from "./variant.js";

export { BLACK_JOKER, JOKER, RED_JOKER, SUITS, isJoker, parseCard, sortCards } from "./cards.js";
export { NotPlayed, RuleError } from "./errors.js";
export { Hand, actionText, parseAction } from "./hand.js";
export { fromPosition, parsePositionText } from "./position.js";
export { firstDealer, gameAfterHand, scoreHand } from "./scoring.js";
export { effectiveSuit, isMisere, parseBid, trickWinner, trumpOf } from "./tricks.js";
export { cite, loadRuleset, spec, variantIds } from "./variant.js";
export { seededRandom } from "./random.js";
export { SPECTATOR, determinize, determinizeView, formatView, parseViewText, seatView } from "./view.js";
export { RecordError, formatRecord, gameRecordOf, parseRecord, recordOfHand, replayRecord } from "./record.js";

/** The engine's name and version, as `hello` reports them. */
export const ENGINE = Object.freeze({ name: "five-hundred javascript engine", version: "0.1.0" });

/**
 * A new hand of a variant with options, from a pack in dealing order (`pack`), from the hands
 * and kitty given outright (`hands`, `kitty`), or at a position after the auction (`position`).
 * @param {{variant: string, options?: string[], dealer?: string, pack?: string[],
 *   hands?: Record<string, string[]>, kitty?: string[],
 *   position?: import("./position.js").Position}} setup
 * @returns {Hand}
 * @throws {RuleError} for an unknown variant or option, or a deal or position the rules refuse
 * @throws {import("./errors.js").NotPlayed} for an option this engine does not play
 */
export function newHand(setup) {
  const r = loadRuleset(setup.variant, setup.options ?? []);
  if (setup.position) return fromPosition(r, setup.position);
  if (setup.dealer === undefined) throw new RuleError(null, "setup: a dealer is needed");
  if (setup.pack) return Hand.deal(r, setup.dealer, setup.pack);
  if (setup.hands) return Hand.fromHands(r, setup.dealer, setup.hands, setup.kitty ?? []);
  throw new RuleError(null, "setup: give a pack, hands and a kitty, or a position");
}
