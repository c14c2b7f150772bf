// Sides formed after the auction (the five-player game): the contractor names partners for the
// hand, one up to seven tricks and two from eight, none in misère (SEAT-10, SEAT-11, MIS-06).
import { RuleError } from "./errors.js";
import { isMisere, parseBid } from "./tricks.js";
import { cite } from "./variant.js";

/** @typedef {import("./variant.js").Ruleset} Ruleset */

/**
 * How many partners the contractor names for `contract`: by its level where the variant names
 * partners (SEAT-11), none in misère (MIS-06) or where the sides are fixed.
 * @param {Ruleset} r
 * @param {string} contract
 * @returns {number}
 */
export function partnersFor(r, contract) {
  if (r.partners === null || isMisere(contract)) return 0;
  const level = parseBid(contract).level;
  return level === null ? 0 : r.partners.by_level[String(level)] ?? 0;
}

/**
 * `partners` checked as the naming of `contractor` for `contract`, in clockwise order from the
 * contractor (SEAT-10, SEAT-11).
 * @param {Ruleset} r
 * @param {string} contract
 * @param {string} contractor
 * @param {readonly string[]} partners seat names
 * @returns {string[]}
 * @throws {RuleError} DECIDE-36 for a name that is no seat; SEAT-10 for the contractor or a seat
 *   named twice (or a naming where the sides are fixed); SEAT-11 for another number than the contract takes
 */
export function checkNaming(r, contract, contractor, partners) {
  for (const p of partners) {
    if (!r.seats.includes(p)) throw new RuleError(cite(r, "DECIDE-36"), `partners: ${p} is not a seat of the ${r.id} game`);
  }
  if (partners.includes(contractor) || new Set(partners).size !== partners.length) {
    throw new RuleError(cite(r, "SEAT-10"), "partners: the partners are other players than the contractor, each named once");
  }
  const wanted = partnersFor(r, contract);
  if (partners.length !== wanted) {
    const rule = r.partners !== null && !isMisere(contract) ? "SEAT-11" : "SEAT-10";
    throw new RuleError(cite(r, rule), `partners: a ${contract} contract of the ${r.id} game takes ${wanted} partner(s), not ${partners.length}`);
  }
  const n = r.seats.length;
  const at = r.seats.indexOf(contractor);
  const after = (/** @type {string} */ s) => (r.seats.indexOf(s) - at + n) % n;
  return [...partners].sort((x, y) => after(x) - after(y));
}

/**
 * Whether the partners of this game are found by called cards (`partners.formed: called`: SEAT-12).
 * @param {Ruleset} r
 * @returns {boolean}
 */
export function callsCards(r) {
  return r.partners !== null && r.partners.formed === "called";
}

/**
 * `partners` checked as the holders a call of cards found, for a score or a game step: other players,
 * each once, no more than the cards the contract calls (SEAT-10, SEAT-12, DECIDE-63).
 * @param {Ruleset} r
 * @param {string} contract
 * @param {string} contractor
 * @param {readonly string[]} partners seat names
 * @returns {string[]} clockwise from the contractor
 * @throws {RuleError} as checkNaming
 */
export function checkFound(r, contract, contractor, partners) {
  const wanted = partnersFor(r, contract);
  if (!callsCards(r) || wanted === 0 || partners.length > wanted) return checkNaming(r, contract, contractor, partners);
  for (const p of partners) {
    if (!r.seats.includes(p)) throw new RuleError(cite(r, "DECIDE-36"), `partners: ${p} is not a seat of the ${r.id} game`);
  }
  if (partners.includes(contractor) || new Set(partners).size !== partners.length) {
    throw new RuleError(cite(r, "SEAT-10"), "partners: the partners are other players than the contractor, each named once");
  }
  const n = r.seats.length;
  const at = r.seats.indexOf(contractor);
  const after = (/** @type {string} */ s) => (r.seats.indexOf(s) - at + n) % n;
  return [...partners].sort((x, y) => after(x) - after(y));
}
