// What one seat may see of a hand (the protocol's `observe` with a `seat`), and hands dealt at
// random that look the same to it. See spec/pages/protocol.md, "One seat's view"; a view
// written as a position line (hidden hands as counts): spec/pages/positions.md, "A seat's view".
import { seededRandom } from "./random.js";
import { isJoker, parseCard, sortCards } from "./cards.js";
import { activeSeats } from "./core.js";
import { RuleError } from "./errors.js";
import { Hand } from "./hand.js";
import { fromPosition, parsePositionText } from "./position.js";
import { effectiveSuit, trumpOf } from "./tricks.js";
import { cite } from "./variant.js";

/** @typedef {import("./cards.js").Suit} Suit */

/** The `seat` that asks for a spectator's view (every hand face down). */
export const SPECTATOR = "spectator";

/**
 * Whether the contractor has taken the kitty up (KITTY-01): once the auction is won, the kitty's
 * cards are among the contractor's holdings (held, played or put away).
 * @param {Hand} h
 */
export function kittyTaken(h) {
  if (h.contractor === null || h.phase === "auction" || h.phase === "partner") return false;
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
 * contractor (KITTY-02); with `seat`, `hand_sizes` and `discard` added; and `named_suits` (see below), which the protocol's answer leaves out.
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
  const exchanged = h.phase !== "auction" && h.phase !== "partner" && h.phase !== "kitty";
  return {
    ...whole,
    // In the called-card game only the partners this seat may know (SEAT-13, DECIDE-65).
    ...("partners" in whole ? { partners: h.partnersKnownTo(spectator ? null : seat) } : {}),
    seat,
    hands,
    hand_sizes: sizes,
    kitty: own && kittyTaken(h) ? [...h.kitty] : null,
    discard: own && exchanged && h.discards ? [...h.discards] : null,
    // Not in the protocol's answer (protocol.js leaves it out): the suit each suitless joker lead
    // named, for the completed tricks then the trick in progress (null for any other lead), which
    // a view line writes as JK:C (positions.md).
    named_suits: [...h.tricks, ...(h.trick && h.trick.cards.length ? [h.trick] : [])].map((t) => t.named ?? null),
  };
}

/**
 * The suits each seat has shown it lacks: a card of another suit played to a trick it did not
 * follow (PLAY-03); a joker that is a trump or has a nominated suit follows as a card of that
 * suit (JOKER-02, DECIDE-15) and shows a void like one, a suitless joker shows nothing.
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
      const suit = effectiveSuit(card, trump, h.jokerSuit);
      if (suit !== null && suit !== led) out.get(playedBy(h, t, i))?.add(led);
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
  const exchanged = c !== null && h.phase !== "auction" && h.phase !== "partner" && h.phase !== "kitty";
  const fixed = new Set(seat === SPECTATOR ? [] : [seat]);
  if (h.exposed && c !== null) fixed.add(c);
  const known = new Set(played);
  for (const s of fixed) for (const card of h.hands[s]) known.add(card);
  if (knowsExchange) {
    for (const card of h.discards ?? []) known.add(card);
    if (taken) for (const card of h.kitty) known.add(card);
  }
  const pool = r.pack.filter((card) => !known.has(card));
  /** @type {{kind: "hand" | "discard" | "kitty" | "dead", seat: string, size: number}[]} */
  const places = [];
  for (const s of r.seats) if (!fixed.has(s)) places.push({ kind: "hand", seat: s, size: h.hands[s].length });
  if (exchanged && !knowsExchange) places.push({ kind: "discard", seat: "", size: (h.discards ?? []).length });
  if (!taken) places.push({ kind: "kitty", seat: "", size: h.kitty.length });
  if (r.deadSize) places.push({ kind: "dead", seat: "", size: r.deadSize }); // never seen by anyone (DEAL-07)
  const shown = voids(h);
  const trump = trumpOf(h.contract);
  const eligible = new Map(pool.map((card) => [card, places.map((_, i) => i).filter((i) => {
    const p = places[i];
    return p.kind !== "hand" || isJoker(card) || !shown.get(p.seat)?.has(/** @type {Suit} */ (effectiveSuit(card, trump, h.jokerSuit)));
  })]));
  for (let attempt = 0; attempt < tries; attempt++) {
    const dealtTo = dealOnce(pool, eligible, places.map((p) => p.size), random);
    if (dealtTo === null) continue;
    /** @type {Record<string, string[]>} */
    const hands = {};
    for (const s of r.seats) hands[s] = [...h.hands[s]];
    let discards = h.discards ? [...h.discards] : null;
    let kitty = taken ? [...h.kitty] : [];
    places.forEach((p, i) => {
      if (p.kind === "hand") hands[p.seat] = dealtTo[i];
      else if (p.kind === "discard") discards = dealtTo[i];
      else if (p.kind === "kitty") kitty = dealtTo[i];
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
  if (h.phase === "auction" || h.phase === "partner" || h.contractor === null) return fresh;
  if (fresh.phase === "partner") {
    fresh.apply(h.called.length ? `${h.contractor} call ${h.called.join(" ")}` : `${h.contractor} partner ${h.partners.join(" ")}`);
  }
  if (h.phase === "kitty") return fresh;
  if (fresh.phase === "kitty") fresh.apply(`${h.contractor} discard ${discards.join(" ")}`);
  if (h.jokerSuit !== null && h.trump === null && fresh.phase !== "nomination") {
    // A nomination was made, so the contractor kept the joker: these cards say otherwise.
    throw new RuleError(h.cite("JOKER-05"), "the joker was nominated, so the contractor holds it");
  }
  if (fresh.phase === "nomination" && h.phase !== "nomination") fresh.apply(`${h.contractor} nominate ${h.jokerSuit ?? "none"}`);
  for (const t of [...h.tricks, ...(h.trick ? [h.trick] : [])]) {
    t.cards.forEach((card, i) => {
      fresh.apply(`${fresh.turn} play ${card}${i === 0 && isJoker(card) && t.named ? ` ${t.named}` : ""}`);
    });
  }
  return fresh;
}

/**
 * One random deal of the unseen cards `pool` into places of the given `sizes`, each card only to
 * a place `eligible` lists for it (the most constrained cards first, each to a place chosen in
 * proportion to its room); `null` when a card finds no room left (the caller deals again).
 * @param {string[]} pool
 * @param {Map<string, number[]>} eligible
 * @param {number[]} sizes
 * @param {() => number} random
 * @returns {string[][] | null}
 */
function dealOnce(pool, eligible, sizes, random) {
  const order = shuffled(pool, random).sort((a, b) => (eligible.get(a)?.length ?? 0) - (eligible.get(b)?.length ?? 0));
  const room = [...sizes];
  /** @type {string[][]} */
  const dealt = sizes.map(() => []);
  for (const card of order) {
    const open = (eligible.get(card) ?? []).filter((i) => room[i] > 0);
    if (open.length === 0) return null;
    const i = weighted(open, open.map((k) => room[k]), random);
    room[i] -= 1;
    dealt[i].push(card);
  }
  return dealt;
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

// --- a seat's view written as a position (positions.md, "A seat's view") -------------------

/**
 * @typedef {object} ViewLine a view line read, before the rules about its cards
 * @property {string} seat the seat whose view it is, or "spectator"
 * @property {import("./position.js").Position} position the hidden hands empty, hidden discards []
 * @property {Record<string, number>} counts each hidden hand's number of cards
 * @property {boolean} discardsHidden whether the discards are a count
 */

/**
 * The number of a hidden-cards word such as "9?", or null for a word that is not one.
 * @param {string} field
 * @param {string} word
 * @param {number} most
 */
function countOf(field, word, most) {
  if (!word.endsWith("?") || word === "?") return null;
  const digits = word.slice(0, -1);
  if (!/^\d+$/.test(digits) || Number(digits) < 1 || Number(digits) > most) {
    throw new RuleError(null, `${field}: ${JSON.stringify(word)} is not a count of hidden cards (1? ... ${most}?; "-" for none)`);
  }
  return Number(digits);
}

/**
 * The view line of a seat view (positions.md, "A seat's view"): the position's text with
 * ", view E" (", view spectator") ending the first field, each hand the seat does not see as its
 * number of cards ("W 9?"; "-" for none: DEAL-01, DECIDE-21), the discards as "discards 3?" to
 * all but the contractor (KITTY-02); the open-misère hand laid face up is written out (MIS-03).
 * The auction and the kitty as dealt are not written (a position knows neither).
 * @param {import("./variant.js").Ruleset} r
 * @param {Record<string, any>} v a view as seatView gives it
 * @returns {string}
 * @throws {RuleError} (rule null) for a view of a hand without a contract (it has no position)
 */
export function formatView(r, v) {
  if (v.contractor === null || v.contract === null || v.phase === "auction" || v.phase === "partner") {
    throw new RuleError(null, `contract: a hand in phase ${v.phase} without a contract has no position`);
  }
  let head = `dealer ${v.dealer}, ${v.contractor} ${v.contract}`;
  if (v.partners?.length) head += `, partners ${v.partners.join(" ")}`;
  if (v.called?.length) head += `, called ${v.called.join(" ")}`;
  if (v.phase === "nomination") head += ", joker ?";
  else if (v.joker_suit) head += `, joker ${v.joker_suit}`;
  head += `, view ${v.seat}`;
  const hands = r.seats.map((s) => {
    if (s in v.hands) return `${s} ${sortCards(v.hands[s]).join(" ") || "-"}`;
    return `${s} ${v.hand_sizes[s] ? `${v.hand_sizes[s]}?` : "-"}`;
  }).join(", ");
  const discards = v.phase === "kitty" ? "discards ?" : v.discard ? `discards ${sortCards(v.discard).join(" ")}` : `discards ${r.kittySize}?`;
  const named = /** @type {(string | null)[]} */ (v.named_suits ?? []);
  /** @param {string} leader @param {string[]} cards @param {number} k */
  const trick = (leader, cards, k) => [leader, ...cards.map((c, i) => (i === 0 && named[k] ? `${c}:${named[k]}` : c))].join(" ");
  /** @type {{leader: string, cards: string[], winner: string}[]} */
  const done = v.tricks;
  const tricks = done.map((t, k) => trick(t.leader, t.cards, k)).join(", ") || "-";
  const leader = done.length ? done[done.length - 1].winner : v.contractor;
  const current = v.trick.length ? trick(leader, v.trick, done.length) : "-";
  const turn = v.turn === null ? "over" : `${v.turn} to play`;
  return [head, hands, discards, tricks, current, turn].join(" | ");
}

/**
 * The form of a view line, before any rule about its cards.
 * @param {import("./variant.js").Ruleset} r
 * @param {string} text
 * @returns {ViewLine}
 */
function readViewLine(r, text) {
  const fields = String(text).split("|").map((f) => f.trim());
  if (fields.length !== 6) {
    throw new RuleError(null, `position: has ${fields.length} field(s) separated by " | ", not 6: dealer and contract, view | hands | discards | tricks | trick in progress | turn`);
  }
  const cut = fields[0].lastIndexOf(",");
  const words = fields[0].slice(cut + 1).trim().split(/\s+/);
  if (cut < 0 || words.length !== 2 || words[0] !== "view") {
    throw new RuleError(null, `view: ${JSON.stringify(fields[0])} does not end with ", view E" (or ", view spectator"): the seat whose view the line is`);
  }
  const seat = words[1];
  if (seat !== SPECTATOR && !r.seats.includes(seat)) {
    throw new RuleError(cite(r, "DECIDE-36"), `view: ${JSON.stringify(seat)} is not a seat of ${r.id} (${r.seats.join(" ")}) nor "spectator"`);
  }
  const most = 10 + r.kittySize;
  /** @type {Record<string, number>} */
  const counts = {};
  const hands = fields[1].split(",").map((part) => {
    const [name, ...cards] = part.trim().split(/\s+/);
    const n = cards.length === 1 ? countOf(`hands.${name}`, cards[0], most) : null;
    if (n === null) return part.trim();
    counts[name] = n;
    return `${name} -`;
  });
  const dw = fields[2].split(/\s+/);
  const hidden = dw.length === 2 && dw[0] === "discards" ? countOf("discards", dw[1], most) : null;
  if (hidden !== null && hidden !== r.kittySize) {
    throw new RuleError(cite(r, "KITTY-04"), `discards: the contractor discards ${r.kittySize} cards, not ${hidden}`);
  }
  const p = parsePositionText([fields[0].slice(0, cut), hands.join(", "), hidden ? "discards ?" : fields[2], ...fields.slice(3)].join(" | "));
  if (hidden) p.discards = [];
  // No card of a trick down: no trick in progress, so that a wrong seat to play is refused as the
  // turn (the rule that gives the lead), as the reference engine reads the line.
  if (p.trick && p.trick.cards.length === 0) p.trick = null;
  return { seat, position: p, counts, discardsHidden: hidden !== null };
}

/**
 * The rules of a view line that the unseen cards do not touch (DEAL-01, KITTY-02, MIS-03 for
 * what is written out or counted; DECK-01, DECK-04 for the cards seen and the counts).
 * @param {import("./variant.js").Ruleset} r
 * @param {ViewLine} line
 * @returns {Set<string>} the cards seen
 */
function checkLine(r, line) {
  const p = line.position;
  const viewer = line.seat === SPECTATOR ? "a spectator" : line.seat;
  for (const field of ["dealer", "contractor"]) {
    const s = field === "dealer" ? p.dealer : p.contractor;
    if (!r.seats.includes(s)) throw new RuleError(cite(r, "DECIDE-36"), `${field}: ${s} is not a seat of the ${r.id} game`);
  }
  // The seat to play is a fault of the line itself, whatever the unseen cards: checked before any deal of them.
  if (p.turn !== null && p.turn !== undefined && !r.seats.includes(p.turn)) {
    throw new RuleError(cite(r, "DECIDE-36"), `turn: ${p.turn} is not a seat of the ${r.id} game`);
  }
  for (const [name, cards] of Object.entries(p.hands)) {
    if (!r.seats.includes(name)) throw new RuleError(cite(r, "DECIDE-36"), `hands.${name}: ${name} is not a seat of the ${r.id} game`);
    if (name in line.counts && name === line.seat) {
      throw new RuleError("DEAL-01", `hands.${name}: is a count, but the line is ${name}'s own view: ${name} sees its cards: write them`);
    }
    if (!(name in line.counts) && name !== line.seat && cards.length && !(name === p.contractor && p.contract === "OMIS")) {
      throw new RuleError("DEAL-01", `hands.${name}: ${viewer} does not see ${name}'s cards: write their number (${name} ${cards.length}?)`);
    }
  }
  if (p.discards && p.discards.length && line.seat !== p.contractor) {
    throw new RuleError(cite(r, "KITTY-02"), `discards: ${viewer} does not see the contractor's discards: write 'discards ${r.kittySize}?'`);
  }
  if (line.discardsHidden && line.seat === p.contractor) {
    throw new RuleError(cite(r, "KITTY-02"), `discards: the line is the view of the contractor ${p.contractor}, who sees the discards: write them`);
  }
  /** @type {[string, string][]} */
  const places = [];
  for (const s of r.seats) sortCards((p.hands[s] ?? []).map(parseCard)).forEach((c, i) => places.push([`hands.${s}[${i}]`, c]));
  sortCards((p.discards ?? []).map(parseCard)).forEach((c, i) => places.push([`discards[${i}]`, c]));
  const played = [...p.tricks, ...(p.trick ? [p.trick] : [])];
  played.forEach((t, k) => t.cards.forEach((c, i) => places.push([`${k < p.tricks.length ? `tricks[${k}]` : "trick"}.cards[${i}]`, parseCard(c)])));
  /** @type {Map<string, string>} */
  const seen = new Map();
  for (const [field, card] of places) {
    if (!r.pack.includes(card)) throw new RuleError(cite(r, "DECK-01"), `${field}: ${card} is not in the ${r.pack.length}-card pack of ${r.id}`);
    if (seen.has(card)) throw new RuleError(isJoker(card) ? cite(r, "DECK-04") : cite(r, "DECK-01"), `${field}: ${card} is given twice (also at ${seen.get(card)})`);
    seen.set(card, field);
  }
  // The dead hand is never seen nor counted (DEAL-07).
  const hidden = Object.values(line.counts).reduce((a, b) => a + b, 0) + (line.discardsHidden ? r.kittySize : 0) + r.deadSize;
  if (seen.size + hidden !== r.pack.length) {
    const dead = r.deadSize ? ` (${r.deadSize} of them the dead hand's)` : "";
    throw new RuleError(cite(r, "DECK-01"), `hands: the ${seen.size} cards seen and the ${hidden} counted${dead} make ${seen.size + hidden}, not the ${r.pack.length} of the pack of ${r.id}`);
  }
  return new Set(seen.keys());
}

/**
 * Whether the contractor of a position is seen to hold a joker, or to have played one (DECIDE-59).
 * @param {import("./variant.js").Ruleset} r
 * @param {import("./position.js").Position} p
 */
function seenWithJoker(r, p) {
  const held = /** @type {Record<string, unknown>} */ (p.hands)[p.contractor];
  if (Array.isArray(held) && held.some((c) => isJoker(parseCard(String(c))))) return true;
  const active = activeSeats(r, p.contract, p.contractor);
  for (const t of [...p.tricks, ...(p.trick ? [p.trick] : [])]) {
    const i = active.indexOf(t.leader);
    if (i < 0) continue;
    const order = [...active.slice(i), ...active.slice(0, i)];
    if (t.cards.some((c, k) => order[k] === p.contractor && isJoker(parseCard(c)))) return true;
  }
  return false;
}

/**
 * The suits each seat has shown it lacks in the tricks of a position (as voids above).
 * @param {import("./variant.js").Ruleset} r
 * @param {import("./position.js").Position} p
 * @returns {Map<string, Set<Suit>>}
 */
function lineVoids(r, p) {
  const trump = trumpOf(p.contract);
  const joker = /** @type {Suit | null} */ (p.joker_suit ?? null);
  const active = activeSeats(r, p.contract, p.contractor);
  /** @type {Map<string, Set<Suit>>} */
  const out = new Map(r.seats.map((s) => [s, new Set()]));
  for (const t of [...p.tricks, ...(p.trick ? [p.trick] : [])]) {
    if (!t.cards.length || !active.includes(t.leader)) continue;
    const first = parseCard(t.cards[0]);
    const led = isJoker(first) && t.named_suit ? /** @type {Suit} */ (t.named_suit) : effectiveSuit(first, trump, joker);
    if (!led) continue;
    const i = active.indexOf(t.leader);
    const order = [...active.slice(i), ...active.slice(0, i)];
    t.cards.forEach((c, k) => {
      const card = parseCard(c);
      const suit = effectiveSuit(card, trump, joker);
      if (k > 0 && k < order.length && suit !== null && suit !== led) out.get(order[k])?.add(led);
    });
  }
  return out;
}

/**
 * A hand opened at a position the line stands for: the unseen cards dealt at random to the
 * hidden hands and discards (a seat that showed a void gets none of that suit; an unseen joker
 * goes to a contractor who nominates, JOKER-05), checked by fromPosition; when no deal within
 * `tries` is accepted, the refusal met most often is thrown.
 * @param {import("./variant.js").Ruleset} r
 * @param {ViewLine} line
 * @param {() => number} random
 * @param {number} tries
 * @returns {Hand}
 */
function dealLine(r, line, random, tries) {
  const p = line.position;
  const seen = checkLine(r, line);
  const pool = r.pack.filter((c) => !seen.has(c));
  /** @type {[string, number][]} */
  const places = Object.entries(line.counts);
  if (r.deadSize) places.unshift(["*", r.deadSize]); // the dead hand takes what is left unseen (DEAL-07)
  if (line.discardsHidden) places.push(["", r.kittySize]);
  const shown = lineVoids(r, p);
  const trump = trumpOf(p.contract);
  const joker = /** @type {Suit | null} */ (p.joker_suit ?? null);
  const nominating = !("joker_suit" in p) || (p.joker_suit ?? null) !== null;
  // A nomination is made (or due) only by a contractor holding a joker (JOKER-05, DECIDE-59): an
  // unseen joker is in the contractor's hand (of two unseen jokers, one drawn at random).
  const unseen = pool.filter(isJoker);
  const forced = nominating && p.discards !== undefined && unseen.length > 0 && !seenWithJoker(r, p)
    ? unseen[unseen.length === 1 ? 0 : Math.floor(random() * unseen.length)] : null;
  const eligible = new Map(pool.map((card) => [card, places.map((_, i) => i).filter((i) => {
    const [name] = places[i];
    if (name === "*") return card !== forced;
    if (card === forced) return name === p.contractor;
    // A seat void in a suit holds no card of it, the joker included where it has a suit (a trump
    // or nominated suit: it must follow then, PLAY-03); a suitless joker may be held by anyone.
    const suit = effectiveSuit(card, trump, joker);
    return !name || suit === null || !shown.get(name)?.has(suit);
  })]));
  if (forced !== null && eligible.get(forced)?.length === 0) {
    throw new RuleError(cite(r, "JOKER-05"), `joker_suit: ${p.contractor} does not hold the joker, which no seat is seen to hold: there is no nomination`);
  }
  /** @type {Map<string, {n: number, e: RuleError}>} */
  const refusals = new Map();
  /** @param {RuleError} e */
  const refuse = (e) => {
    const key = `${e.message.split(":")[0]} ${e.rule}`;
    const seen = refusals.get(key) ?? { n: 0, e };
    seen.n += 1;
    refusals.set(key, seen);
  };
  for (let attempt = 0; attempt < tries; attempt++) {
    const dealt = dealOnce(pool, eligible, places.map(([, n]) => n), random);
    if (dealt === null) continue;
    const hands = { ...p.hands };
    places.forEach(([name], i) => { if (name && name !== "*") hands[name] = sortCards(dealt[i]); });
    const filled = { ...p, hands, ...(line.discardsHidden ? { discards: sortCards(dealt[dealt.length - 1]) } : {}) };
    try {
      const h = fromPosition(r, filled);
      if (!("joker_suit" in p) && p.discards !== undefined && h.phase !== "nomination") {
        refuse(new RuleError(cite(r, "JOKER-05"), `joker_suit: 'joker ?': ${p.contractor} has no joker to nominate`));
        continue;
      }
      return h;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      refuse(e);
    }
  }
  // The refusal met most often (the first of equals): a fault of the line itself is met in every
  // deal, one of a deal only in some.
  let worst = null;
  for (const x of refusals.values()) if (worst === null || x.n > worst.n) worst = x;
  if (worst) throw new RuleError(worst.e.rule, `${worst.e.message} (however the unseen cards lie, in ${tries} deals)`);
  throw new Error(`no deal consistent with the view found in ${tries} tries (a void shown leaves no room)`);
}

/**
 * A view line (positions.md, "A seat's view") read into the view its seat has of every position
 * the line stands for: seatView(fromPosition(r, p), seat) for any p that fills the counts in.
 * Rules: DEAL-01 (the seat's own hand written out, the others counted), MIS-03 and DECIDE-21
 * (the open-misère hand written out once face up), KITTY-02 (the discards to the contractor
 * alone), KITTY-04, DECK-01, DECK-04 (the cards seen and the counts make the pack), DECIDE-36,
 * and those of fromPosition (some deal of the unseen cards must make it a position).
 * @param {import("./variant.js").Ruleset} r
 * @param {string} text
 * @param {number} [tries]
 * @returns {Record<string, unknown>}
 * @throws {RuleError} one line naming the field and the rule (null for a problem of form)
 */
export function parseViewText(r, text, tries = 300) {
  const line = readViewLine(r, text);
  const h = dealLine(r, line, seededRandom(0), tries);
  const v = seatView(h, line.seat);
  const c = line.position.contractor;
  const faceUp = v.exposed_hand !== null;
  if (c !== line.seat && h.hands[c].length && faceUp === c in line.counts) {
    if (faceUp) throw new RuleError(cite(r, "MIS-03"), `hands.${c}: the open-misère hand is laid face up by now: write its cards`);
    throw new RuleError(cite(r, "MIS-03"), `hands.${c}: the open-misère hand is not yet laid face up: write its number (${c} ${h.hands[c].length}?)`);
  }
  return v;
}

/**
 * A hand opened at a position that the view's seat cannot tell from its view: the cards it has
 * not seen dealt at random (seeded by `random`) to the hands and discards it does not see, for
 * a user who has one seat's view and no whole hand. The hand knows no auction and no kitty as
 * dealt (it is opened with fromPosition): formatView(r, seatView(result, v.seat)) equals
 * formatView(r, v), and the views are equal for a view of a position (as parseViewText gives).
 * @param {import("./variant.js").Ruleset} r
 * @param {Record<string, any>} v a view as seatView or parseViewText gives it
 * @param {() => number} random numbers in [0, 1)
 * @param {number} [tries]
 * @returns {Hand}
 * @throws {RuleError} the view has no position, or no deal makes it one; Error when the voids
 *   shown leave no room for the unseen cards
 */
export function determinizeView(r, v, random, tries = 2000) {
  return dealLine(r, readViewLine(r, formatView(r, v)), random, tries);
}
