// A variant as data (spec/variants/*.yaml, exported to data/spec.js) with its options applied.
import SPEC from "../data/spec.js";
import { BLACK_JOKER, JOKER, RED_JOKER, SUITS, sortCards } from "./cards.js";
import { NotPlayed, RuleError } from "./errors.js";

/** @typedef {import("./cards.js").Suit} Suit */

/**
 * @typedef {object} Ruleset
 * @property {string} id variant ID
 * @property {string} title display name
 * @property {string[]} seats seat names, clockwise (SEAT-03)
 * @property {Record<string, string[]>} sides scoring sides and their seats (SEAT-02, SEAT-04)
 * @property {Record<string, string>} sideOf the side of each seat
 * @property {string[]} pack every card of the pack, canonical order (DECK-01, DECK-02)
 * @property {Record<string, string[]>} ranks each suit's ranks, high to low (RANK-01)
 * @property {number} jokers number of jokers (DECK-04)
 * @property {{to: string, cards: number}[]} deal packets in order (DEAL-02, DEAL-03)
 * @property {number} kittySize cards dealt to the kitty (DEAL-01)
 * @property {number} deadSize cards dealt to a hand out of play, which nobody holds, sees or plays (DEAL-07)
 * @property {{rounds: string, misere_entry_level: number | null, high_bidder_final_turn: boolean,
 *   all_pass: string, dealer_after_throw_in: string, absent_bid_rules: Record<string, string>}} auction
 * @property {string[]} ladder every bid, lowest first (BID-06, BID-12, BID-24)
 * @property {Record<string, number>} values contract values (SCORE-02)
 * @property {{slam_value: number, defence_points_per_trick: number, defence_points: string,
 *   defence_points_in_misere: boolean, defence_cap: number | null, no_defence_points_over: number | null}} scoring
 * @property {{first_lead: string, misere_partner_sits_out: boolean, misere_ends_on_first_trick_won: boolean,
 *   open_misere_exposed_after_trick: number}} play
 * @property {{nomination: boolean, lead_named_suit: string, compulsory_when_void_in_misere: boolean,
 *   lead_last_trick_only: boolean, suitless_follows_any_trick: boolean}} joker
 * @property {{target: number, win_requires_made_contract: boolean, lose_at: number, backwards: string,
 *   defence_can_win: boolean}} end
 * @property {Record<string, string>} cite rule IDs this variant states under another ID
 * @property {string} firstDealer "given" or "draw-lowest" (DEALER-01, DEALER-02)
 * @property {string[]} options the option keys switched on
 * @property {{formed: string, by_level: Record<string, number>, misere: number} | null} partners
 *   sides formed after the auction: the partners the contractor names by contract level (SEAT-10,
 *   SEAT-11); null where the sides are fixed
 */

/** The exported data: variants, options, rule titles and the variants each rule applies to. */
export const spec = /** @type {{variants: Record<string, any>, options: {key: string, title: string,
 *  variants: string[], offered: boolean}[], rules: Record<string, string>,
 *  rule_variants: Record<string, string[]>}} */ (SPEC);

/** The variant IDs, sorted. */
export function variantIds() {
  return Object.keys(spec.variants).sort();
}

/**
 * Set one dotted path of a plain object; `x.remove` drops the listed items from list `x`;
 * `x.place` puts each key of its mapping just after the item it maps to in list `x` (moved, or
 * inserted: `bid_ladder.place: {MIS: 8S}`); a mapping is merged into a mapping.
 * @param {Record<string, any>} data
 * @param {string} path
 * @param {any} value
 * @throws {RuleError} (rule null) for a place after an item the list lacks
 */
function setPath(data, path, value) {
  const parts = path.split(".");
  const last = parts[parts.length - 1];
  const list = getPath(data, parts.slice(0, -1));
  if (last === "remove" && Array.isArray(list)) {
    setPath(data, parts.slice(0, -1).join("."), list.filter((x) => !value.includes(x)));
    return;
  }
  if (last === "place" && Array.isArray(list)) {
    let out = [...list];
    for (const [item, after] of Object.entries(/** @type {Record<string, string>} */ (value))) {
      out = out.filter((x) => x !== item);
      if (!out.includes(after)) throw new RuleError(null, `${path}: ${after} is not in ${parts.slice(0, -1).join(".")}`);
      out.splice(out.indexOf(after) + 1, 0, item);
    }
    setPath(data, parts.slice(0, -1).join("."), out);
    return;
  }
  let node = data;
  for (const p of parts.slice(0, -1)) node = node[p];
  const old = node[last];
  const mapping = (/** @type {unknown} */ x) => typeof x === "object" && x !== null && !Array.isArray(x);
  node[last] = mapping(old) && mapping(value) ? { ...old, ...structuredClone(value) } : structuredClone(value);
}

/**
 * @param {Record<string, any>} data
 * @param {string[]} parts
 * @returns {unknown}
 */
function getPath(data, parts) {
  /** @type {any} */
  let node = data;
  for (const p of parts) node = node?.[p];
  return node;
}

/**
 * The rules of a variant with options switched on, read from the variant's data.
 * Options switched on together are applied in the sorted order of their keys; a mapping
 * is merged into the setting's mapping, any other value replaces the setting.
 * @param {string} variantId a variant ID (spec/variants/ID.yaml)
 * @param {readonly string[]} [options] option keys switched on (spec/options.yaml)
 * @returns {Ruleset}
 * @throws {RuleError} (rule null) for an unknown variant, or an option not offered for it
 * @throws {NotPlayed} for an option of the catalogue for this variant that no variant file offers
 */
export function loadRuleset(variantId, options = []) {
  const raw = spec.variants[variantId];
  if (!raw) throw new RuleError(null, `unknown variant ${JSON.stringify(variantId)} (known: ${variantIds().join(", ")})`);
  const data = structuredClone(raw);
  const offered = /** @type {Record<string, {set: Record<string, any>}>} */ (data.options ?? {});
  for (const key of options) {
    if (offered[key]) continue;
    const entry = spec.options.find((o) => o.key === key);
    if (entry && entry.variants.includes(variantId)) {
      throw new NotPlayed(`option ${key} (${entry.title}) is not offered by the ${variantId} variant's data, so this engine does not play it`);
    }
    throw new RuleError(null, `option ${JSON.stringify(key)} is not an option of the ${variantId} variant`);
  }
  // Two options that each give one bid its own place on the ladder cannot be on together.
  const on = [...new Set(options)].sort();
  /** @type {Record<string, string>} */
  const placed = {};
  for (const key of on) {
    for (const bid of Object.keys(offered[key].set["bid_ladder.place"] ?? {})) {
      if (placed[bid]) {
        throw new RuleError(null, `options: ${placed[bid]} and ${key} cannot be on together: each gives ${bid} its own place on the bid ladder`);
      }
      placed[bid] = key;
    }
  }
  // Options switched on together apply in the sorted order of their keys, each one's removals
  // from a list after its other settings (variant.schema.json).
  for (const key of on) {
    const set = Object.entries(offered[key].set);
    for (const [path, value] of [...set.filter(([p]) => !p.endsWith(".remove")), ...set.filter(([p]) => p.endsWith(".remove"))]) {
      setPath(data, path, value);
    }
  }
  /** @type {Record<string, string[]>} */
  const ranks = {};
  /** @type {string[]} */
  const pack = [];
  for (const suit of SUITS) {
    ranks[suit] = (data.pack[suit] ?? []).map(String);
    for (const r of ranks[suit]) pack.push(r + suit);
  }
  if (data.pack.jokers === 1) pack.push(JOKER);
  if (data.pack.jokers === 2) {
    // Two jokers, listed highest first: the one order of the notation, black above red (RANK-11, DECIDE-58).
    const order = data.pack.joker_order;
    if (!Array.isArray(order) || order.join(" ") !== `${BLACK_JOKER} ${RED_JOKER}`) {
      throw new RuleError("DECIDE-58", `${data.id}: pack.joker_order: ${JSON.stringify(order)} must list the two jokers highest first, the black joker above the red: [BJ, RJ]`);
    }
    pack.push(RED_JOKER, BLACK_JOKER);
  }
  /** @type {Record<string, string>} */
  const sideOf = {};
  for (const [side, seats] of Object.entries(/** @type {Record<string, string[]>} */ (data.sides))) {
    for (const s of seats) sideOf[s] = side;
  }
  const deal = /** @type {{to: string, cards: number}[]} */ (data.deal);
  return {
    id: data.id,
    title: data.title,
    seats: data.seats,
    sides: data.sides,
    sideOf,
    pack: sortCards(pack),
    ranks,
    jokers: data.pack.jokers,
    deal,
    kittySize: deal.filter((p) => p.to === "kitty").reduce((n, p) => n + p.cards, 0),
    deadSize: deal.filter((p) => p.to === "dead").reduce((n, p) => n + p.cards, 0),
    auction: data.auction,
    ladder: data.bid_ladder,
    values: data.contract_values,
    scoring: data.scoring,
    play: data.play,
    joker: data.joker,
    end: data.end,
    cite: data.cite ?? {},
    firstDealer: data.first_dealer,
    options: [...options],
    partners: data.partners ?? null,
  };
}

/**
 * The rule ID to report in this variant (the variant's `cite` map).
 * @param {Ruleset} r
 * @param {string} rule
 */
export function cite(r, rule) {
  return r.cite[rule] ?? rule;
}
