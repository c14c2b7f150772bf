// One hand of Five Hundred: deal, auction, kitty, nomination, play, score. The checked path:
// each action is checked, and a refusal worded with its rule, here; the step itself is the
// transition core's (core.js), which the fast random playout runs too.
import { SUITS, isJoker, isSuit, parseCard } from "./cards.js";
import {
  activeSeats, call, callCards, countPlays, dealCore, discard, handsCore, jokerNames, legalBids, legalPlays,
  namePartners, namesFor, nominate, nominationApplies, partnerCalls, partnerNamings, PHASES, PLAY, playCard, playRandom,
  SUITLESS, tablesOf,
} from "./core.js";
import { callsCards, checkNaming, partnersFor } from "./partners.js";
import { RuleError } from "./errors.js";
import { effectiveSuit, isMisere, parseBid, trickWinner, trumpOf } from "./tricks.js";
import { cite } from "./variant.js";

/** @typedef {import("./cards.js").Suit} Suit */
/** @typedef {import("./variant.js").Ruleset} Ruleset */
/** @typedef {"auction" | "partner" | "kitty" | "nomination" | "play" | "over"} Phase */
/** @typedef {{leader: string, cards: string[], named: Suit | null}} OpenTrick */
/**
 * A finished trick: its cards from the leader, its winner and why it wins (trickWinner's verdict).
 * @typedef {{leader: string, cards: string[], named: Suit | null, winner: string, reason: string, rules: string[],
 *   led: Suit | null, trumps: number}} Trick
 */
/** @typedef {{thrown_in: boolean, made: boolean | null, points: Record<string, number>, tricks_played: number}} Result */

/**
 * @typedef {object} Action
 * @property {string} seat
 * @property {"bid" | "pass" | "partner" | "call" | "discard" | "nominate" | "play"} verb
 * @property {string} [bid] for "bid"
 * @property {string[]} [partners] for "partner": the seats named (SEAT-10)
 * @property {string[]} [cards] for "discard", and for "call": the cards called (SEAT-12)
 * @property {Suit | null} [suit] for "nominate" (null: declined)
 * @property {string} [card] for "play"
 * @property {Suit | null} [named] for "play": the suit a suitless joker lead calls
 */

/** @typedef {{rule: string | null, message: string}} Refusal what a refused action breaks, before it is thrown */

/**
 * A refusal (cheap to make: the legal-action lists try many candidates; thrown as a RuleError).
 * @param {string | null} rule
 * @param {string} message
 * @returns {Refusal}
 */
function refusal(rule, message) {
  return { rule, message };
}

/**
 * An action string of the protocol ("N bid 7H", "E pass", "S discard 4D 5C 6S",
 * "S nominate H", "S nominate none", "W play JH", "S play JK D").
 * @param {string} text
 * @returns {Action}
 * @throws {RuleError} (rule null) when the text is no action
 */
export function parseAction(text) {
  const words = String(text).trim().split(/\s+/);
  const [seat, verb, ...args] = words;
  const bad = () => new RuleError(null, `${JSON.stringify(text)} is not an action (seat, verb, arguments)`);
  if (!seat || !verb) throw bad();
  switch (verb) {
    case "pass":
      if (args.length) throw bad();
      return { seat, verb };
    case "bid":
      if (args.length !== 1) throw bad();
      return { seat, verb, bid: args[0] };
    case "partner":
      if (args.length === 0) throw bad();
      return { seat, verb, partners: args };
    case "call":
      if (args.length === 0) throw bad();
      return { seat, verb, cards: args.map(parseCard) };
    case "discard":
      return { seat, verb, cards: args.map(parseCard) };
    case "nominate":
      if (args.length !== 1 || !(args[0] === "none" || isSuit(args[0]))) throw bad();
      return { seat, verb, suit: args[0] === "none" ? null : /** @type {Suit} */ (args[0]) };
    case "play": {
      if (args.length < 1 || args.length > 2) throw bad();
      if (args.length === 2 && !isSuit(args[1])) throw bad();
      return { seat, verb, card: parseCard(args[0]), named: args.length === 2 ? /** @type {Suit} */ (args[1]) : null };
    }
    default:
      throw bad();
  }
}

/**
 * The text of an action.
 * @param {Action} a
 */
export function actionText(a) {
  switch (a.verb) {
    case "pass": return `${a.seat} pass`;
    case "bid": return `${a.seat} bid ${a.bid}`;
    case "partner": return `${a.seat} partner ${(a.partners ?? []).join(" ")}`;
    case "call": return `${a.seat} call ${(a.cards ?? []).join(" ")}`;
    case "discard": return `${a.seat} discard ${(a.cards ?? []).join(" ")}`;
    case "nominate": return `${a.seat} nominate ${a.suit ?? "none"}`;
    default: return `${a.seat} play ${a.card}${a.named ? ` ${a.named}` : ""}`;
  }
}

/**
 * Checks a set of cards against the pack: each card of the pack, once (DECK-01..DECK-04).
 * @param {Ruleset} r
 * @param {[string, string][]} cards (where, card text) pairs
 * @param {boolean} complete whether every card of the pack must be there
 * @returns {string[]} the canonical cards, in the order given
 */
function checkPack(r, cards, complete) {
  /** @type {Map<string, string>} */
  const where = new Map();
  const out = [];
  const deck = cite(r, "DECK-01");
  for (const [at, text] of cards) {
    const card = parseCard(text);
    if (!r.pack.includes(card)) throw new RuleError(deck, `${at}: ${card} is not a card of the ${r.id} pack`);
    if (where.has(card)) {
      throw new RuleError(isJoker(card) ? cite(r, "DECK-04") : deck, `${at}: ${card} is given twice (also at ${where.get(card)})`);
    }
    where.set(card, at);
    out.push(card);
  }
  // Where a dead hand is dealt, the cards not given are that hand (DEAL-07).
  if (complete && where.size !== r.pack.length - r.deadSize) {
    const missing = r.pack.filter((c) => !where.has(c));
    const dead = r.deadSize ? ` besides the ${r.deadSize} of the dead hand` : "";
    throw new RuleError(cite(r, "DECK-03"), `the ${r.id} pack has ${r.pack.length} cards; missing: ${missing.join(" ")}${dead}`);
  }
  return out;
}

/**
 * Card numbers as card texts, in canonical order.
 * @param {Ruleset} r
 * @param {ArrayLike<number>} codes
 */
function codesText(r, codes) {
  return Array.from(codes).sort((a, b) => a - b).map((c) => r.pack[c]);
}

/**
 * The views of a hand that are built from its core when read.
 * @typedef {object} Views
 * @property {Record<string, string[]>} hands
 * @property {string[] | null} kitty null until read
 * @property {string[] | null | undefined} discards undefined until read (null: before the discard)
 * @property {OpenTrick | null} trick
 * @property {string[]} active
 */

/**
 * The views of a hand's auction, with the key of the core's calls they show.
 * @typedef {object} CallViews
 * @property {number} key
 * @property {string[]} auction
 * @property {Set<string>} passed
 * @property {Set<string>} spoken
 * @property {{seat: string, bid: string} | null} high
 */

/**
 * @typedef {object} ExplainedAction
 * @property {string} action the action string
 * @property {string[]} rules the rule IDs that make it legal
 */

/**
 * A hand of Five Hundred for one variant with its options (a Ruleset), from the deal to the
 * score. Illegal actions are refused with a RuleError and change nothing (DECIDE-20).
 *
 * The state is `core` (a Core of core.js); the other properties are its views in the notation,
 * read-only, each built when first read after a step.
 */
export class Hand {
  /**
   * A hand about to be bid, the cards already dealt (and checked: Hand.deal, Hand.fromHands
   * and fromPosition check them).
   * @param {Ruleset} r
   * @param {string} dealer
   * @param {Record<string, string[]>} hands
   * @param {string[]} kitty
   */
  constructor(r, dealer, hands, kitty) {
    const t = tablesOf(r);
    /** @param {string} c */
    const code = (c) => /** @type {number} */ (t.codeOf.get(c));
    /** @type {Ruleset} */
    this.r = r;
    /** The state of the hand, in numbers. */
    this.core = handsCore(t, /** @type {number} */ (t.seatOf.get(dealer)), r.seats.map((s) => hands[s].map(code)), kitty.map(code));
    /** The views of the finished tricks built so far (they never change). @type {Trick[]} */
    this.done = [];
    /** The other views, null until read after a step. @type {Views | null} */
    this.views = null;
    /** The views of the auction, null until read. @type {CallViews | null} */
    this.calls = null;
  }

  /**
   * A hand at the state of a core (taken over, not copied), with the views of finished tricks
   * it shares with the hand it comes from.
   * @param {Ruleset} r
   * @param {import("./core.js").Core} core
   * @param {Trick[]} [done] views of the core's first tricks
   * @returns {Hand}
   */
  static fromCore(r, core, done = []) {
    const h = /** @type {Hand} */ (Object.create(Hand.prototype));
    h.r = r;
    h.core = core;
    h.done = done.slice(0, core.ntricks);
    h.views = null;
    h.calls = null;
    return h;
  }

  /** After a step of the core: the views are built again when next read. */
  sync() {
    this.views = null;
  }

  /**
   * The views of the core, built once after each step.
   * @returns {Views}
   */
  view() {
    if (this.views) return this.views;
    const s = this.core;
    const r = this.r;
    const t = s.t;
    const seats = r.seats;
    const pack = r.pack;
    /** @type {Record<string, string[]>} */
    const hands = {};
    /** @type {string[][]} */
    const lists = [];
    for (const seat of seats) lists.push(hands[seat] = []);
    for (let c = 0; c < t.size; c++) {
      const w = s.where[c];
      if (w < t.n) lists[w].push(pack[c]);
    }
    /** @type {OpenTrick | null} */
    let trick = null;
    if (s.phase === PLAY) {
      const cards = [];
      for (let i = s.nplays - s.inTrick; i < s.nplays; i++) cards.push(pack[s.plays[i]]);
      trick = { leader: seats[s.leader], cards, named: s.inTrick > 0 && s.curNamed >= 0 ? SUITS[s.curNamed] : null };
    }
    const active = [];
    for (let i = 0; i < s.nactive; i++) active.push(seats[s.active[i]]);
    this.views = { hands, trick, active, kitty: null, discards: undefined };
    return this.views;
  }

  /**
   * The views of the auction, built again only after a call (or a set-up) changes it.
   * @returns {CallViews}
   */
  callView() {
    const s = this.core;
    const key = ((s.ncalls * 64 + s.passed) * 64 + s.spoken) * 64 + s.high + 1;
    if (this.calls && this.calls.key === key) return this.calls;
    const seats = this.r.seats;
    const auction = [];
    for (let k = 0; k < s.ncalls; k++) {
      const bid = s.calls[2 * k + 1];
      auction.push(`${seats[s.calls[2 * k]]} ${bid < 0 ? "pass" : this.r.ladder[bid]}`);
    }
    /** @type {Set<string>} */
    const passed = new Set();
    /** @type {Set<string>} */
    const spoken = new Set();
    seats.forEach((seat, i) => {
      if (s.passed & (1 << i)) passed.add(seat);
      if (s.spoken & (1 << i)) spoken.add(seat);
    });
    const high = s.high < 0 ? null : { seat: seats[s.highSeat], bid: this.r.ladder[s.high] };
    this.calls = { key, auction, passed, spoken, high };
    return this.calls;
  }

  /** The dealer's seat. */
  get dealer() { return this.r.seats[this.core.dealer]; }
  /** @returns {Phase} */
  get phase() { return PHASES[this.core.phase]; }
  /** The seat to act, null once the hand is over. @returns {string | null} */
  get turn() { return this.core.turn < 0 ? null : this.r.seats[this.core.turn]; }
  /** Each seat's cards, in canonical order. */
  get hands() { return this.view().hands; }
  /** The kitty as dealt, in canonical order. */
  get kitty() {
    const v = this.view();
    return v.kitty ??= codesText(this.r, this.core.kitty);
  }
  /** The calls so far, "N bid 7H", "E pass". */
  get auction() { return this.callView().auction; }
  /** The seats that have passed. */
  get passed() { return this.callView().passed; }
  /** The seats that have called (a single-round auction: BID-19, BID-25). */
  get spoken() { return this.callView().spoken; }
  /** The standing bid and its bidder. */
  get high() { return this.callView().high; }
  /** Whether the high bidder has the final turn of ref:high-bidder-final-turn. */
  get finalTurn() { return this.core.finalTurn; }
  /** The contract, null before the auction closes and without one. @returns {string | null} */
  get contract() { return this.core.contract < 0 ? null : this.r.ladder[this.core.contract]; }
  /** The contractor's seat. @returns {string | null} */
  get contractor() { return this.core.contractor < 0 ? null : this.r.seats[this.core.contractor]; }
  /** The joker's nominated suit (JOKER-05). @returns {Suit | null} */
  get jokerSuit() { return this.core.jokerSuit < 0 ? null : SUITS[this.core.jokerSuit]; }
  /** The contractor's discard in canonical order, null before it. */
  get discards() {
    const v = this.view();
    if (v.discards === undefined) {
      const d = this.core.discard;
      v.discards = d.length > 0 && d[0] < 0 ? null : codesText(this.r, d);
    }
    return v.discards;
  }
  /** The trick in progress, null outside the play. */
  get trick() { return this.view().trick; }
  /** The seats that play the hand (MIS-01), none before the contract. */
  get active() { return this.view().active; }
  /** Whether an open misère contractor's hand is laid face up (MIS-03). */
  get exposed() { return this.core.exposed; }
  /** The result, once the hand is over. @returns {Result | null} */
  get result() { return this.core.result; }

  /**
   * The finished tricks, each with its winner, the reason it wins and the rules that give it the trick.
   * @returns {Trick[]}
   */
  get tricks() {
    const s = this.core;
    const done = this.done;
    if (done.length === s.ntricks) return done;
    const seats = this.r.seats;
    const pack = this.r.pack;
    const eff = /** @type {import("./core.js").ContractTables} */ (s.ct).eff;
    for (let k = done.length; k < s.ntricks; k++) {
      const from = k * s.nactive;
      const cards = [];
      for (let i = from; i < from + s.nactive; i++) cards.push(pack[s.plays[i]]);
      const named = eff[s.plays[from]] === SUITLESS ? SUITS[s.led[k]] : null;
      const { reason, rules, led, trumps } = trickWinner(this.r, this.contract, cards, this.jokerSuit, named);
      done.push({ leader: seats[s.leaders[k]], cards, named, winner: seats[s.winners[k]], reason, rules, led, trumps });
    }
    return done;
  }

  /**
   * Deal a pack in dealing order, top card first, by the variant's packets from the dealer's
   * left (DEAL-02, DEAL-03, DEAL-04).
   * @param {Ruleset} r
   * @param {string} dealer
   * @param {string[]} pack
   * @throws {RuleError} DECIDE-36 for a dealer not at the table; DECK-01..DECK-04 for a bad pack
   */
  static deal(r, dealer, pack) {
    if (!r.seats.includes(dealer)) throw new RuleError(cite(r, "DECIDE-36"), `dealer: ${dealer} is not a seat of the ${r.id} game`);
    if (!Array.isArray(pack)) throw new RuleError(null, "pack: not a list of cards");
    const t = tablesOf(r);
    const d = /** @type {number} */ (t.seatOf.get(dealer));
    const codes = t.scratch;
    if (pack.length === t.size) { // the pack in canonical notation, each card once: no more to check
      const seen = t.seen.fill(0);
      let i = 0;
      for (; i < t.size; i++) {
        const c = t.codeOf.get(pack[i]);
        if (c === undefined || seen[c]) break;
        seen[c] = 1;
        codes[i] = c;
      }
      if (i === t.size) return Hand.fromCore(r, dealCore(t, d, codes));
    }
    const cards = checkPack(r, pack.map((c, i) => [`pack[${i}]`, c]), false);
    if (cards.length !== r.pack.length) {
      throw new RuleError(cite(r, "DECK-03"), `pack: ${cards.length} cards, the ${r.id} pack has ${r.pack.length}`);
    }
    cards.forEach((c, i) => { codes[i] = /** @type {number} */ (t.codeOf.get(c)); });
    return Hand.fromCore(r, dealCore(t, d, codes));
  }

  /**
   * A hand whose cards are given outright.
   * @param {Ruleset} r
   * @param {string} dealer
   * @param {Record<string, string[]>} hands
   * @param {string[]} kitty
   * @throws {RuleError} DECIDE-36, DEAL-01, DECK-01..DECK-04
   */
  static fromHands(r, dealer, hands, kitty) {
    if (!r.seats.includes(dealer)) throw new RuleError(cite(r, "DECIDE-36"), `dealer: ${dealer} is not a seat of the ${r.id} game`);
    for (const s of Object.keys(hands ?? {})) {
      if (!r.seats.includes(s)) throw new RuleError(cite(r, "DECIDE-36"), `hands: ${s} is not a seat of the ${r.id} game`);
    }
    /** @type {[string, string][]} */
    const all = [];
    for (const s of r.seats) {
      const h = hands[s] ?? [];
      if (h.length !== 10) throw new RuleError("DEAL-01", `hands.${s}: ${h.length} cards, each player is dealt 10`);
      h.forEach((c, i) => all.push([`hands.${s}[${i}]`, c]));
    }
    if ((kitty ?? []).length !== r.kittySize) throw new RuleError("DEAL-01", `kitty: ${(kitty ?? []).length} cards, the kitty has ${r.kittySize}`);
    kitty.forEach((c, i) => all.push([`kitty[${i}]`, c]));
    const cards = checkPack(r, all, true);
    /** @type {Record<string, string[]>} */
    const dealt = {};
    r.seats.forEach((s, k) => { dealt[s] = cards.slice(k * 10, k * 10 + 10); });
    return new Hand(r, dealer, dealt, cards.slice(r.seats.length * 10));
  }

  /** A copy that can be changed without changing this one. */
  clone() {
    return Hand.fromCore(this.r, this.core.copy(), this.done);
  }

  /**
   * A new hand: this one finished with random legal actions, fast (the transition core's
   * steps, nothing checked or worded between them; this hand is not changed). Each choice is
   * uniform among the legal ones, except in the auction, where a player passes with probability
   * `passProbability` (else makes a uniformly chosen legal bid) so that auctions end.
   * @param {() => number} [random] uniform in [0, 1), Math.random by default
   * @param {number} [passProbability] 0.7 by default, as the reference engine's playout
   * @returns {Hand} the hand over, with its result
   */
  playout(random = Math.random, passProbability = 0.7) {
    const s = this.core.copy();
    playRandom(s, random, passProbability);
    return Hand.fromCore(this.r, s, this.done);
  }

  /**
   * The seat on the left of a seat (SEAT-03).
   * @param {string} seat
   */
  next(seat) {
    const s = this.r.seats;
    return s[(s.indexOf(seat) + 1) % s.length];
  }

  /** The trump suit of the contract, null at no trumps and in misère. */
  get trump() {
    return trumpOf(this.contract);
  }

  /**
   * The suit a card belongs to in this hand (PLAY-03, RANK-03, JOKER-04).
   * @param {string} card
   */
  suitOf(card) {
    return effectiveSuit(card, this.trump, this.jokerSuit);
  }

  /** The suits that opened a trick so far, a joker lead counting as the suit it named (DECIDE-17). */
  ledSuits() {
    /** @type {Set<Suit>} */
    const led = new Set();
    for (const t of this.tricks) {
      const s = this.suitOf(t.cards[0]) ?? t.named;
      if (s) led.add(s);
    }
    return led;
  }

  /**
   * The rule this variant cites for a rule of the catalogue.
   * @param {string} rule
   */
  cite(rule) {
    return cite(this.r, rule);
  }

  /**
   * Take an action if it is legal.
   * @param {string | Action} action an action string or object
   * @throws {RuleError} when it is not legal; the hand is then unchanged (DECIDE-20)
   */
  apply(action) {
    const a = typeof action === "string" ? parseAction(action) : action;
    if (!this.r.seats.includes(a.seat)) {
      throw new RuleError(this.cite("DECIDE-36"), `${actionText(a)}: ${a.seat} is not a seat of the ${this.r.id} game`);
    }
    switch (a.verb) {
      case "bid":
      case "pass":
        return this.call(a);
      case "partner":
        return this.namePartners(a.seat, a.partners ?? []);
      case "call":
        return this.callCards(a.seat, a.cards ?? []);
      case "discard":
        return this.discard(a.seat, a.cards ?? []);
      case "nominate":
        return this.nominate(a.seat, a.suit ?? null);
      default:
        return this.play(a.seat, /** @type {string} */ (a.card), a.named ?? null);
    }
  }

  /**
   * Why an action would be refused, or null when it is legal.
   * @param {string | Action} action
   * @returns {RuleError | null}
   */
  whyNot(action) {
    try {
      this.clone().apply(action);
      return null;
    } catch (e) {
      if (e instanceof RuleError) return e;
      throw e;
    }
  }

  /**
   * The rule a call out of its place breaks, or null when the seat may call now.
   * @param {Action} a
   * @returns {Refusal | null}
   */
  callTurnError(a) {
    const t = actionText(a);
    if (this.phase !== "auction") {
      const single = this.r.auction.rounds === "single";
      return refusal(this.cite(single ? "BID-19" : "BID-08"), `${t}: the auction is over`);
    }
    if (this.r.auction.rounds === "single" && this.spoken.has(a.seat)) {
      return refusal(this.cite("BID-19"), `${t}: ${a.seat} has had the one call of the round`);
    }
    if (this.passed.has(a.seat) && !(this.finalTurn && this.high?.seat === a.seat)) {
      return refusal(this.cite("BID-07"), `${t}: ${a.seat} has passed and may not call again`);
    }
    if (a.seat !== this.turn) {
      return refusal(this.cite("BID-01"), `${t}: it is ${this.turn}'s turn to call`);
    }
    if (a.verb === "pass" && this.mustBid(a.seat)) {
      return refusal(this.cite("BID-09"), `${t}: every other player has passed, so the dealer must bid`);
    }
    return null;
  }

  /**
   * Whether `seat` may not pass: no bid stands and every other player has passed, where the
   * dealer is forced to bid (auction.all_pass "dealer-must-bid", ref:stick-the-dealer; BID-09).
   * @param {string} seat
   */
  mustBid(seat) {
    return this.r.auction.all_pass === "dealer-must-bid" && !this.high &&
      this.r.seats.every((s) => s === seat || this.passed.has(s));
  }

  /**
   * The rule a bid breaks, or null when it may be made now (BID-02, BID-05, BID-13, BID-22 ...).
   * @param {string} seat
   * @param {string} text
   * @returns {{error: Refusal | null, bid: string}}
   */
  bidError(seat, text) {
    let bid;
    try {
      bid = parseBid(text).code;
    } catch (e) {
      if (e instanceof RuleError) return { error: refusal(e.rule, e.message), bid: text };
      throw e;
    }
    const t = `${seat} bid ${bid}`;
    const ladder = this.r.ladder;
    if (!ladder.includes(bid)) {
      const rule = this.r.auction.absent_bid_rules[bid] ?? "BID-05";
      return { error: refusal(this.cite(rule), `${t}: ${bid} is not a bid of this game`), bid };
    }
    if (this.high && ladder.indexOf(bid) <= ladder.indexOf(this.high.bid)) {
      return { error: refusal(this.cite("BID-02"), `${t}: ${bid} does not outrank the standing ${this.high.bid}`), bid };
    }
    const entry = this.r.auction.misere_entry_level;
    if (bid === "MIS" && entry !== null) {
      const standing = this.high ? parseBid(this.high.bid).level : null;
      if (standing !== entry) {
        return { error: refusal(this.cite("BID-13"), `${t}: misère needs a standing ${entry}-level bid`), bid };
      }
    }
    return { error: null, bid };
  }

  /**
   * A bid or a pass (BID-01, BID-02, BID-07, BID-08, BID-19, BID-20, BID-25).
   * @param {Action} a
   */
  call(a) {
    const turnError = this.callTurnError(a);
    if (turnError) throw new RuleError(turnError.rule, turnError.message);
    let bid = null;
    if (a.verb === "bid") {
      const checked = this.bidError(a.seat, /** @type {string} */ (a.bid));
      if (checked.error) throw new RuleError(checked.error.rule, checked.error.message);
      bid = checked.bid;
    }
    call(this.core, bid === null ? -1 : this.r.ladder.indexOf(bid));
    this.sync();
  }

  /** The seats that play the hand: all, less a misère contractor's partner (MIS-01). */
  activeSeats() {
    return activeSeats(this.r, this.contract, this.contractor);
  }

  /**
   * The contractor names the partners for the hand, then takes the kitty (SEAT-10, SEAT-11, DECIDE-53).
   * @param {string} seat
   * @param {string[]} partners
   */
  namePartners(seat, partners) {
    const t = `${seat} partner ${partners.join(" ")}`;
    if (callsCards(this.r)) {
      throw new RuleError(this.cite("SEAT-12"), `${t}: in this game the partners are found by called cards: the contractor calls cards ('P1 call AH')`);
    }
    if (this.phase !== "partner") {
      const why = this.r.partners === null ? "the sides of this game are fixed: nobody names a partner"
        : "partners are named once, when the auction has closed with a contract";
      throw new RuleError(this.cite("SEAT-10"), `${t}: ${why}`);
    }
    if (seat !== this.contractor) throw new RuleError(this.cite("SEAT-10"), `${t}: only the contractor, ${this.contractor}, names partners`);
    const named = checkNaming(this.r, /** @type {string} */ (this.contract), seat, partners);
    const seatOf = this.core.t.seatOf;
    namePartners(this.core, named.map((p) => /** @type {number} */ (seatOf.get(p))));
    this.sync();
  }

  /**
   * The contractor calls cards in the called-card game; their holders are the partners, then the
   * kitty is taken up (SEAT-11, SEAT-12, DECIDE-63, DECIDE-64).
   * @param {string} seat
   * @param {string[]} cards
   */
  callCards(seat, cards) {
    const t = `${seat} call ${cards.join(" ")}`;
    if (!callsCards(this.r)) {
      const why = this.r.partners === null ? "the sides of this game are fixed" : "in this game the contractor names partners ('P1 partner P3')";
      throw new RuleError(this.cite("SEAT-10"), `${t}: ${why}: nobody calls a card`);
    }
    if (this.phase !== "partner") throw new RuleError(this.cite("SEAT-12"), `${t}: cards are called once, when the auction has closed with a contract`);
    if (seat !== this.contractor) throw new RuleError(this.cite("SEAT-12"), `${t}: only the contractor, ${this.contractor}, calls cards`);
    const codeOf = this.core.t.codeOf;
    for (const c of cards) {
      if (!codeOf.has(c)) throw new RuleError(this.cite("SEAT-12"), `${t}: ${c} is not a card of this pack`);
    }
    if (new Set(cards).size !== cards.length) throw new RuleError(this.cite("SEAT-12"), `${t}: each card is called once`);
    const wanted = partnersFor(this.r, /** @type {string} */ (this.contract));
    if (cards.length !== wanted) {
      throw new RuleError(this.cite("SEAT-11"), `${t}: a ${this.contract} contract calls ${wanted === 1 ? "one card" : `${wanted} cards`}`);
    }
    // The cards called are a set: kept in the pack's code order, as the legal calls list them.
    callCards(this.core, cards.map((c) => /** @type {number} */ (codeOf.get(c))).sort((x, y) => x - y));
    this.sync();
  }

  /** The partners of the hand, clockwise from the contractor (SEAT-10; the holders of the called cards: SEAT-12). */
  get partners() {
    return this.core.partners.map((p) => this.r.seats[p]);
  }

  /** The cards the contractor called, in the called-card game (SEAT-12). */
  get called() {
    return this.core.called.map((c) => this.r.pack[c]);
  }

  /**
   * The partners `seat` may know (null: a spectator): all where they are named or once the hand
   * is over; in the called-card game, the seat itself if it holds a called card, and a holder
   * whose called card has been played (SEAT-13, DECIDE-65).
   * @param {string | null} seat
   * @returns {string[]}
   */
  partnersKnownTo(seat) {
    const s = this.core;
    if (s.called.length === 0 || this.phase === "over") return this.partners;
    /** @type {Set<number>} */
    const shown = new Set();
    for (let i = 0; i < s.nplays; i++) if (s.called.includes(s.plays[i])) shown.add(s.playSeat[i]);
    return s.partners.filter((p) => this.r.seats[p] === seat || shown.has(p)).map((p) => this.r.seats[p]);
  }

  /**
   * The contractor's discard of three cards after taking the kitty (KITTY-01..KITTY-04).
   * @param {string} seat
   * @param {string[]} cards
   */
  discard(seat, cards) {
    const t = `${seat} discard ${cards.join(" ")}`;
    if (this.phase !== "kitty") throw new RuleError(this.cite("KITTY-01"), `${t}: there is no kitty to exchange now`);
    if (seat !== this.contractor) throw new RuleError(this.cite("KITTY-01"), `${t}: only the contractor, ${this.contractor}, discards`);
    const size = this.r.kittySize;
    if (cards.length !== size || new Set(cards).size !== size) {
      throw new RuleError(this.cite("KITTY-04"), `${t}: the discard is exactly ${size} different cards`);
    }
    for (const c of cards) {
      if (!this.hands[seat].includes(c)) throw new RuleError(this.cite("KITTY-02"), `${t}: ${seat} does not hold ${c}`);
    }
    const codeOf = this.core.t.codeOf;
    discard(this.core, cards.map((c) => /** @type {number} */ (codeOf.get(c))));
    this.sync();
  }

  /** Whether the contractor is to nominate the joker (JOKER-05, DECIDE-13). */
  nominationApplies() {
    return nominationApplies(this.core);
  }

  /**
   * The joker's nomination, or its refusal (JOKER-04, JOKER-05, DECIDE-13, DECIDE-14).
   * @param {string} seat
   * @param {Suit | null} suit
   */
  nominate(seat, suit) {
    const t = `${seat} nominate ${suit ?? "none"}`;
    if (this.phase !== "nomination") throw new RuleError(this.cite("JOKER-05"), `${t}: there is no joker nomination to make now`);
    if (seat !== this.contractor) throw new RuleError(this.cite("JOKER-05"), `${t}: only the contractor, ${this.contractor}, nominates the joker`);
    nominate(this.core, suit === null ? -1 : SUITS.indexOf(suit));
    this.sync();
  }

  /**
   * The rule a card play breaks, or null when it is legal (PLAY-01..PLAY-08, JOKER-02..JOKER-15, MIS-01).
   * @param {string} seat
   * @param {string} card canonical card
   * @param {Suit | null} named the suit called by a suitless joker lead
   * @returns {Refusal | null}
   */
  playError(seat, card, named) {
    const t = `${seat} play ${card}${named ? ` ${named}` : ""}`;
    if (this.phase === "over") return refusal(this.cite(isMisere(this.contract) && this.tricks.length < 10 ? "DECIDE-12" : "PLAY-07"), `${t}: the hand is over`);
    if (this.phase === "auction") return refusal(this.cite("PLAY-01"), `${t}: the auction is not over, so there is no contractor to lead yet`);
    if (this.phase === "kitty") return refusal(this.cite("KITTY-03"), `${t}: the contractor discards before anyone plays`);
    if (this.phase === "nomination") return refusal(this.cite("DECIDE-13"), `${t}: the contractor has to nominate the joker, or decline, first`);
    if (this.phase === "partner") {
      if (callsCards(this.r)) return refusal(this.cite("SEAT-12"), `${t}: the contractor first calls the cards that find the partners`);
      return refusal(this.cite("SEAT-10"), `${t}: the contractor first names the partners for this hand`);
    }
    const trick = /** @type {OpenTrick} */ (this.trick);
    if (!this.active.includes(seat)) return refusal(this.cite("MIS-01"), `${t}: ${seat} sits out this misère`);
    if (seat !== this.turn) {
      const rule = trick.cards.length > 0 ? "SEAT-03" : this.tricks.length === 0 ? "PLAY-01" : "PLAY-06";
      return refusal(this.cite(rule), `${t}: it is ${this.turn}'s turn to play`);
    }
    const held = this.hands[seat];
    if (!held.includes(card)) return refusal(this.cite("DECIDE-20"), `${t}: ${seat} does not hold ${card}`);
    const suitless = isJoker(card) && this.suitOf(card) === null;
    if (trick.cards.length === 0) {
      if (!suitless) {
        if (named) return refusal(this.cite(isJoker(card) && this.trump ? "JOKER-03" : "JOKER-10"), `${t}: only a suitless joker lead names a suit`);
        return null;
      }
      if (!named) return refusal(this.cite("JOKER-10"), `${t}: a suitless joker is led naming the suit it calls for`);
      // A hand of nothing but suitless jokers leads one, naming any suit (DECIDE-60).
      if (held.every((c) => isJoker(c) && this.suitOf(c) === null) && namesFor(this.core) === 15) return null;
      const number = this.tricks.length + 1;
      if (this.r.joker.lead_last_trick_only && number < 10) {
        return refusal(this.cite("JOKER-15"), `${t}: the suitless joker may be led only to trick 10`);
      }
      if (this.r.joker.lead_named_suit === "unled") {
        const led = this.ledSuits();
        const unled = SUITS.filter((s) => !led.has(s));
        if (unled.length === 0 && number < 10) {
          return refusal(this.cite("JOKER-11"), `${t}: every suit has been led, so the joker waits for trick 10`);
        }
        if (unled.length > 0 && !unled.includes(named)) {
          return refusal(this.cite("JOKER-10"), `${t}: ${named} has been led; the joker calls a suit not yet led (${unled.join(" ")})`);
        }
      }
      return null;
    }
    if (named) return refusal(this.cite("JOKER-10"), `${t}: only a suitless joker lead names a suit`);
    const led = this.suitOf(trick.cards[0]) ?? trick.named;
    const canFollow = held.some((c) => this.suitOf(c) === led);
    // In no trumps the suitless joker may go on any trick where joker.suitless_follows_any_trick (C-13).
    const free = suitless && this.r.joker.suitless_follows_any_trick && !isMisere(this.contract);
    if (canFollow && this.suitOf(card) !== led && !free) {
      const rule = isJoker(card) ? (this.trump ? "JOKER-02" : "JOKER-07") : "PLAY-03";
      return refusal(this.cite(rule), `${t}: ${seat} holds ${led} and must follow suit`);
    }
    if (!canFollow && !suitless && isMisere(this.contract) && this.r.joker.compulsory_when_void_in_misere &&
        held.some((c) => isJoker(c) && this.suitOf(c) === null)) {
      return refusal(this.cite("JOKER-08"), `${t}: in misère ${seat}, void in ${led}, must play the suitless joker`);
    }
    return null;
  }

  /**
   * Play a card (and complete the trick, the hand, when it is the last).
   * @param {string} seat
   * @param {string} card
   * @param {Suit | null} named
   */
  play(seat, card, named) {
    const error = this.playError(seat, card, named);
    if (error) throw new RuleError(error.rule, error.message);
    playCard(this.core, /** @type {number} */ (this.core.t.codeOf.get(card)), named === null ? -1 : SUITS.indexOf(named));
    this.sync();
  }

  /**
   * The next seat clockwise that plays this hand.
   * @param {string} seat
   */
  nextActive(seat) {
    let s = this.next(seat);
    while (!this.active.includes(s)) s = this.next(s);
    return s;
  }

  /** Tricks won per seat. */
  tricksPerSeat() {
    /** @type {Record<string, number>} */
    const n = {};
    for (const s of this.r.seats) n[s] = 0;
    for (const t of this.tricks) n[t.winner] += 1;
    return n;
  }

  /**
   * Every legal action of the player to act, with the rules that allow it. Empty while the
   * contractor is to discard (any three cards may go) and once the hand is over.
   * @returns {ExplainedAction[]}
   */
  explainedActions() {
    const seat = this.turn;
    if (seat === null) return [];
    /** @type {ExplainedAction[]} */
    const out = [];
    const core = this.core;
    if (this.phase === "auction") {
      if (!this.callTurnError({ seat, verb: "pass" })) out.push({ action: `${seat} pass`, rules: [this.cite("BID-02")] });
      for (const bid of legalBids(core)) out.push({ action: `${seat} bid ${this.r.ladder[bid]}`, rules: [this.cite("BID-02")] });
    } else if (this.phase === "nomination") {
      for (const s of [null, ...SUITS]) out.push({ action: `${seat} nominate ${s ?? "none"}`, rules: [this.cite("JOKER-05")] });
    } else if (this.phase === "partner" && callsCards(this.r)) {
      const pack = this.r.pack;
      for (const group of partnerCalls(core)) {
        out.push({ action: `${seat} call ${group.map((c) => pack[c]).join(" ")}`, rules: [this.cite("SEAT-12"), this.cite("SEAT-11")] });
      }
    } else if (this.phase === "partner") {
      const names = this.r.seats;
      for (const group of partnerNamings(core)) {
        out.push({ action: `${seat} partner ${group.map((p) => names[p]).join(" ")}`, rules: [this.cite("SEAT-10"), this.cite("SEAT-11")] });
      }
    } else if (this.phase === "play") {
      for (const a of this.playActions()) out.push({ action: actionText(a), rules: this.playRules(seat, /** @type {string} */ (a.card), a.named ?? null) });
    }
    return out;
  }

  /**
   * The legal plays of the seat to play, in canonical card order, a suitless joker lead once
   * for each suit it may name (the core's legalPlays and namesFor: PLAY-02..PLAY-04,
   * JOKER-02..JOKER-15); none outside the play.
   * @returns {Action[]}
   */
  playActions() {
    const core = this.core;
    const seat = this.turn;
    /** @type {Action[]} */
    const out = [];
    if (core.phase !== PLAY || seat === null) return out;
    const cards = core.t.scratch;
    const k = legalPlays(core, cards);
    for (let i = 1; i < k; i++) { // in canonical order, by card number: an insertion sort of a few cards
      const c = cards[i];
      let j = i;
      for (; j > 0 && cards[j - 1] > c; j--) cards[j] = cards[j - 1];
      cards[j] = c;
    }
    const lead = core.inTrick === 0;
    const eff = /** @type {import("./core.js").ContractTables} */ (core.ct).eff;
    for (let i = 0; i < k; i++) {
      const card = this.r.pack[cards[i]];
      if (lead && eff[cards[i]] === SUITLESS) {
        const names = namesFor(core);
        for (let n = 0; n < 4; n++) if (names & (1 << n)) out.push({ seat, verb: "play", card, named: SUITS[n] });
      } else out.push({ seat, verb: "play", card, named: null });
    }
    return out;
  }

  /** Every legal action of the player to act, as action strings. */
  legalActions() {
    const s = this.core;
    if (s.phase === PLAY) return this.playActions().map(actionText);
    if (s.phase !== 0) return this.explainedActions().map((a) => a.action);
    // The calls depend only on the seat and the standing bid (BID-02, BID-13): made once.
    const key = s.turn * 64 + s.high + 1;
    let calls = s.t.calls.get(key);
    if (!calls) {
      calls = this.explainedActions().map((a) => a.action);
      s.t.calls.set(key, calls);
    }
    return calls.slice();
  }

  /**
   * The rules that make a legal play legal.
   * @param {string} seat
   * @param {string} card
   * @param {Suit | null} named
   */
  playRules(seat, card, named) {
    const s = this.core;
    if (s.inTrick === 0) {
      // A suitless joker led when no other lead was left: DECIDE-60 (namesFor allows it, jokerNames does not).
      if (named && jokerNames(s) === 0) return [this.cite("DECIDE-60")];
      if (named) return [this.cite("JOKER-10")];
      return [this.cite("PLAY-02")];
    }
    const ct = /** @type {import("./core.js").ContractTables} */ (s.ct);
    const t = s.t;
    const at = /** @type {number} */ (t.seatOf.get(seat));
    for (let i = at * t.cap; i < at * t.cap + s.count[at]; i++) {
      if (ct.eff[s.held[i]] === s.curLed) return [this.cite("PLAY-03")];
    }
    if (isJoker(card) && ct.misere && ct.eff[/** @type {number} */ (t.codeOf.get(card))] === SUITLESS && this.r.joker.compulsory_when_void_in_misere) {
      return [this.cite("JOKER-08")];
    }
    return [this.cite("PLAY-04")];
  }

  /**
   * The number of legal sequences of `depth` card plays from here (a suitless joker lead
   * counting once per suit it may name; a sequence that ends the hand early, a misère lost
   * at a trick (DECIDE-12), counting once as it stands).
   * @throws {RuleError} (rule null) when the hand is not in its play phase, or for a bad depth
   * @param {number} depth
   * @returns {number}
   */
  countSequences(depth) {
    if (this.phase !== "play") throw new RuleError(null, `count-sequences counts plays; the hand is in its ${this.phase} phase`);
    if (!Number.isInteger(depth) || depth < 0) throw new RuleError(null, `depth ${depth}: a number of plays, 0 or more`);
    return countPlays(this.core, depth);
  }

  /** The trick in progress with its cards, or the last one, for display. */
  get lastTrick() {
    return this.tricks[this.tricks.length - 1] ?? null;
  }

  /**
   * The hand as the protocol's observation: phase, turn, dealer, hands, kitty, auction,
   * contract, contractor, joker_suit, trick, tricks, tricks_won, exposed, exposed_hand, active,
   * result.
   */
  observe() {
    /** @type {Record<string, number>} */
    const won = {};
    for (const side of Object.keys(this.r.sides)) won[side] = 0;
    for (const t of this.tricks) won[this.r.sideOf[t.winner]] += 1;
    /** @type {Record<string, string[]>} */
    const hands = {};
    for (const s of this.r.seats) hands[s] = [...this.hands[s]];
    return {
      phase: this.phase,
      turn: this.turn,
      dealer: this.dealer,
      hands,
      kitty: [...this.kitty],
      auction: [...this.auction],
      contract: this.contract,
      contractor: this.contractor,
      ...(this.r.partners === null ? {} : { partners: this.partners }),
      ...(callsCards(this.r) ? { called: this.called } : {}),
      joker_suit: this.jokerSuit,
      trick: this.trick ? [...this.trick.cards] : [],
      tricks: this.tricks.map((t) => ({ leader: t.leader, cards: [...t.cards], winner: t.winner })),
      tricks_won: won,
      exposed: this.exposed,
      exposed_hand: this.exposed && this.contractor ? [...this.hands[this.contractor]] : null,
      active: this.phase === "auction" || this.phase === "partner" || this.phase === "kitty" ? [] : [...this.active],
      result: this.result ? { ...this.result, points: { ...this.result.points } } : null,
    };
  }
}
