// What one seat may see of a hand (the protocol's `observe` with a `seat`), and hands dealt at
// random that look the same to it. See spec/pages/protocol.md, "One seat's view".
import { JOKER } from "./cards.js";
import { RuleError } from "./errors.js";
import { Hand } from "./hand.js";
import { effectiveSuit, trumpOf } from "./tricks.js";

/** @typedef {import("./cards.js").Suit} Suit */

/** The `seat` that asks for a spectator's view (every hand face down). */
export const SPECTATOR = "spectator";

/**
 * Whether the contractor has taken the kitty up (KITTY-01): once the auction is won, the kitty's
 * cards are among the contractor's holdings (held, played or put away).
 * @param {Hand} h
 */
export function kittyTaken(h) {
  if (h.contractor === null || h.phase === "auction") return false;
  const c = h.contractor;
  const holdings = new Set([...h.hands[c], ...(h.discards ?? [])]);
  for (const t of [...h.tricks, ...(h.trick ? [h.trick] : [])]) {
    t.cards.forEach((card, i) => { if (playedBy(h, t, i) === c) holdings.add(card); });
  }
  return h.kitty.every((card) => holdings.has(card));
}

/**
 * The seat that played the i-th card of a trick: the leader, then the active seats in turn.
 * @param {Hand} h
 * @param {{leader: string, cards: string[]}} t
 * @param {number} i
 */
function playedBy(h, t, i) {
  let seat = t.leader;
  for (let k = 0; k < i; k++) seat = h.nextActive(seat);
  return seat;
}

/**
 * The protocol observation that `seat` (a seat of the variant, or "spectator") may see: only
 * the hands it sees now (its own; the open-misère hand once laid face up: MIS-03, DECIDE-21),
 * the kitty only to a contractor who took it up (DEAL-05, KITTY-01), the discard only to the
 * contractor (KITTY-02); with `seat`, `hand_sizes` and `discard` added.
 * @param {Hand} h
 * @param {string} seat
 * @returns {Record<string, unknown>}
 * @throws {RuleError} (DECIDE-36) for a seat not at the table
 */
export function seatView(h, seat) {
  const spectator = seat === SPECTATOR;
  if (!spectator && !h.r.seats.includes(seat)) {
    throw new RuleError(h.cite("DECIDE-36"), `seat: ${seat} is not a seat of the ${h.r.id} game`);
  }
  const whole = h.observe();
  const own = h.contractor !== null && seat === h.contractor;
  /** @type {Record<string, string[]>} */
  const hands = {};
  for (const s of h.r.seats) {
    if (s === seat || (h.exposed && s === h.contractor)) hands[s] = [...h.hands[s]];
  }
  /** @type {Record<string, number>} */
  const sizes = {};
  for (const s of h.r.seats) sizes[s] = h.hands[s].length;
  const exchanged = h.phase !== "auction" && h.phase !== "kitty";
  return {
    ...whole,
    seat,
    hands,
    hand_sizes: sizes,
    kitty: own && kittyTaken(h) ? [...h.kitty] : null,
    discard: own && exchanged && h.discards ? [...h.discards] : null,
  };
}

/**
 * The suits each seat has shown it lacks: a card of another suit played to a trick it did not
 * follow (PLAY-03); a joker shows nothing.
 * @param {Hand} h
 * @returns {Map<string, Set<Suit>>}
 */
function voids(h) {
  /** @type {Map<string, Set<Suit>>} */
  const out = new Map(h.r.seats.map((s) => [s, new Set()]));
  const trump = trumpOf(h.contract);
  for (const t of [...h.tricks, ...(h.trick ? [h.trick] : [])]) {
    if (t.cards.length === 0) continue;
    const led = effectiveSuit(t.cards[0], trump, h.jokerSuit) ?? t.named;
    if (!led) continue;
    for (let i = 1; i < t.cards.length; i++) {
      const card = t.cards[i];
      if (card !== JOKER && effectiveSuit(card, trump, h.jokerSuit) !== led) out.get(playedBy(h, t, i))?.add(led);
    }
  }
  return out;
}

/**
 * A hand that `seat` cannot tell from `h`: the cards it has not seen dealt at random (each seat
 * keeps its number of cards, the kitty and discard theirs; a seat that showed a void gets no
 * card of that suit), the auction, tricks and turn kept; after the auction it is opened as a
 * position (fromPosition), so the rules can reach it (no recorded revoke).
 * @param {Hand} h
 * @param {string} seat a seat or "spectator"
 * @param {() => number} random numbers in [0, 1), e.g. a seeded generator
 * @param {number} [tries]
 * @returns {Hand}
 * @throws {RuleError} (DECIDE-36) for a seat not at the table; Error when no deal is found
 */
export function determinize(h, seat, random, tries = 2000) {
  seatView(h, seat); // refuses a seat not at the table
  const r = h.r;
  const c = h.contractor;
  const played = new Set();
  /** @type {Map<string, string[]>} */
  const playedBy_ = new Map(r.seats.map((s) => [s, []]));
  for (const t of [...h.tricks, ...(h.trick ? [h.trick] : [])]) {
    t.cards.forEach((card, i) => { played.add(card); playedBy_.get(playedBy(h, t, i))?.push(card); });
  }
  const taken = kittyTaken(h);
  const knowsExchange = c !== null && seat === c;
  const exchanged = c !== null && h.phase !== "auction" && h.phase !== "kitty";
  const fixed = new Set(seat === SPECTATOR ? [] : [seat]);
  if (h.exposed && c !== null) fixed.add(c);
  const known = new Set(played);
  for (const s of fixed) for (const card of h.hands[s]) known.add(card);
  if (knowsExchange) {
    for (const card of h.discards ?? []) known.add(card);
    if (taken) for (const card of h.kitty) known.add(card);
  }
  const pool = r.pack.filter((card) => !known.has(card));
  /** @type {{kind: "hand" | "discard" | "kitty", seat: string, size: number}[]} */
  const places = [];
  for (const s of r.seats) if (!fixed.has(s)) places.push({ kind: "hand", seat: s, size: h.hands[s].length });
  if (exchanged && !knowsExchange) places.push({ kind: "discard", seat: "", size: (h.discards ?? []).length });
  if (!taken) places.push({ kind: "kitty", seat: "", size: h.kitty.length });
  const shown = voids(h);
  const trump = trumpOf(h.contract);
  const eligible = new Map(pool.map((card) => [card, places.map((_, i) => i).filter((i) => {
    const p = places[i];
    return p.kind !== "hand" || card === JOKER || !shown.get(p.seat)?.has(/** @type {Suit} */ (effectiveSuit(card, trump, h.jokerSuit)));
  })]));
  for (let attempt = 0; attempt < tries; attempt++) {
    const order = shuffled(pool, random).sort((a, b) => (eligible.get(a)?.length ?? 0) - (eligible.get(b)?.length ?? 0));
    const room = places.map((p) => p.size);
    /** @type {string[][]} */
    const dealtTo = places.map(() => []);
    let ok = true;
    for (const card of order) {
      const open = (eligible.get(card) ?? []).filter((i) => room[i] > 0);
      if (open.length === 0) { ok = false; break; }
      const i = weighted(open, open.map((j) => room[j]), random);
      room[i] -= 1;
      dealtTo[i].push(card);
    }
    if (!ok) continue;
    /** @type {Record<string, string[]>} */
    const hands = {};
    for (const s of r.seats) hands[s] = [...h.hands[s]];
    let discards = h.discards ? [...h.discards] : null;
    let kitty = taken ? [...h.kitty] : [];
    places.forEach((p, i) => {
      if (p.kind === "hand") hands[p.seat] = dealtTo[i];
      else if (p.kind === "discard") discards = dealtTo[i];
      else kitty = dealtTo[i];
    });
    if (c !== null && !knowsExchange && taken) {
      // Which of the contractor's holdings came from the kitty, the seat cannot tell.
      const holdings = [...hands[c], ...(playedBy_.get(c) ?? []), ...(exchanged ? discards ?? [] : [])];
      kitty = shuffled(holdings, random).slice(0, h.kitty.length);
    }
    // The cards each seat was dealt: held now and played; the contractor's less the kitty,
    // with the discards.
    /** @type {Record<string, string[]>} */
    const dealtHands = {};
    for (const s of r.seats) {
      const held = [...hands[s], ...(playedBy_.get(s) ?? [])];
      dealtHands[s] = s === c && taken ? [...held, ...(exchanged ? discards ?? [] : [])].filter((x) => !kitty.includes(x)) : held;
    }
    try {
      return rebuild(h, dealtHands, kitty, discards ?? []);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
    }
  }
  throw new Error(`no deal consistent with ${seat}'s view found in ${tries} tries`);
}

/**
 * `h` dealt again from other cards: the hands and kitty given, then every action of `h` taken
 * again through the rules (the auction, the discard, the nomination, every card played), so that
 * a deal that would make a recorded play illegal is refused.
 * @param {Hand} h
 * @param {Record<string, string[]>} dealtHands each seat's cards as dealt
 * @param {string[]} kitty the kitty as dealt
 * @param {string[]} discards the contractor's discards
 * @returns {Hand}
 * @throws {RuleError} the rules refuse an action of `h` with these cards
 */
function rebuild(h, dealtHands, kitty, discards) {
  const fresh = Hand.fromHands(h.r, h.dealer, dealtHands, kitty);
  for (const call of h.auction) {
    const [seat, bid] = call.split(" ");
    fresh.apply(bid === "pass" ? `${seat} pass` : `${seat} bid ${bid}`);
  }
  if (h.phase === "auction" || h.phase === "kitty" || h.contractor === null) return fresh;
  if (fresh.phase === "kitty") fresh.apply(`${h.contractor} discard ${discards.join(" ")}`);
  if (h.jokerSuit !== null && h.trump === null && fresh.phase !== "nomination") {
    // A nomination was made, so the contractor kept the joker: these cards say otherwise.
    throw new RuleError(h.cite("JOKER-05"), "the joker was nominated, so the contractor holds it");
  }
  if (fresh.phase === "nomination" && h.phase !== "nomination") fresh.apply(`${h.contractor} nominate ${h.jokerSuit ?? "none"}`);
  for (const t of [...h.tricks, ...(h.trick ? [h.trick] : [])]) {
    t.cards.forEach((card, i) => {
      fresh.apply(`${fresh.turn} play ${card}${i === 0 && card === JOKER && t.named ? ` ${t.named}` : ""}`);
    });
  }
  return fresh;
}

/**
 * A shuffled copy (Fisher-Yates).
 * @template T
 * @param {T[]} items
 * @param {() => number} random
 */
function shuffled(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * One of `items`, each as likely as its weight.
 * @param {number[]} items
 * @param {number[]} weights
 * @param {() => number} random
 */
function weighted(items, weights, random) {
  let x = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i++) {
    x -= weights[i];
    if (x < 0) return items[i];
  }
  return items[items.length - 1];
}
