// The table the five-player tests (partners.test.js, called.test.js) deal from: one deal of the 53-card
// pack with P5 dealing, a hand of it played through given actions, and the rule a refused action names.
import { Hand, RuleError } from "../src/index.js";

/** The hands dealt: P1 holds the joker and both red jacks; the kitty is 2C 3D 2D. */
export const HANDS = {
  P1: "JK JH JD AH KH QH 10H 9H AS AC", P2: "KS QS JS 10S 9S 8S 7S 6S 5S 4S",
  P3: "KC QC JC 10C 9C 8C 7C 6C 5C 4C", P4: "AD KD QD 10D 9D 8D 7D 6D 5D 4D",
  P5: "8H 7H 6H 5H 4H 3H 2H 3S 2S 3C",
};

/**
 * The hand of {@link HANDS} under ruleset `r`, after `actions` (comma-separated, in the protocol's notation).
 * @param {ReturnType<typeof import("../src/index.js").loadRuleset>} r
 * @param {string} actions
 */
export function handOf(r, actions = "") {
  /** @type {Record<string, string[]>} */
  const dealt = {};
  for (const [s, cards] of Object.entries(HANDS)) dealt[s] = cards.split(" ");
  const h = Hand.fromHands(r, "P5", dealt, ["2C", "3D", "2D"]);
  for (const a of actions.split(",").map((x) => x.trim()).filter(Boolean)) h.apply(a);
  return h;
}

/**
 * The rule ID `f` is refused under, or "accepted" when it runs through.
 * @param {() => unknown} f
 */
export function ruleOf(f) {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.rule;
    throw e;
  }
  return "accepted";
}
