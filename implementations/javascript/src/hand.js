// One hand of Five Hundred: deal, auction, kitty, nomination, play, score.
import { JOKER, SUITS, isSuit, parseCard, sortCards } from "./cards.js";
import { RuleError } from "./errors.js";
import { scoreHand } from "./scoring.js";
import { effectiveSuit, isMisere, isOpenMisere, parseBid, trickWinner, trumpOf } from "./tricks.js";
import { cite } from "./variant.js";

/** @typedef {import("./cards.js").Suit} Suit */
/** @typedef {import("./variant.js").Ruleset} Ruleset */
/** @typedef {"auction" | "kitty" | "nomination" | "play" | "over"} Phase */
/** @typedef {{leader: string, cards: string[], named: Suit | null}} OpenTrick */
/** @typedef {{leader: string, cards: string[], named: Suit | null, winner: string, rule: string, reason: string}} Trick */
/** @typedef {{thrown_in: boolean, made: boolean | null, points: Record<string, number>, tricks_played: number}} Result */

/**
 * @typedef {object} Action
 * @property {string} seat
 * @property {"bid" | "pass" | "discard" | "nominate" | "play"} verb
 * @property {string} [bid] for "bid"
 * @property {string[]} [cards] for "discard"
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
      throw new RuleError(card === JOKER ? "DECK-04" : deck, `${at}: ${card} is given twice (also at ${where.get(card)})`);
    }
    where.set(card, at);
    out.push(card);
  }
  if (complete && where.size !== r.pack.length) {
    const missing = r.pack.filter((c) => !where.has(c));
    throw new RuleError("DECK-03", `the ${r.id} pack has ${r.pack.length} cards; missing: ${missing.join(" ")}`);
  }
  return out;
}

/**
 * @typedef {object} ExplainedAction
 * @property {string} action the action string
 * @property {string[]} rules the rule IDs that make it legal
 */

/**
 * A hand of Five Hundred for one variant with its options (a Ruleset), from the deal to the
 * score. Illegal actions are refused with a RuleError and change nothing (DECIDE-20).
 */
export class Hand {
  /**
   * A hand about to be bid, the cards already dealt. Use Hand.deal, Hand.fromHands or
   * Hand.fromPosition.
   * @param {Ruleset} r
   * @param {string} dealer
   * @param {Record<string, string[]>} hands
   * @param {string[]} kitty
   */
  constructor(r, dealer, hands, kitty) {
    /** @type {Ruleset} */
    this.r = r;
    this.dealer = dealer;
    /** @type {Record<string, string[]>} */
    this.hands = {};
    for (const s of r.seats) this.hands[s] = sortCards(hands[s]);
    this.kitty = sortCards(kitty);
    /** @type {Phase} */
    this.phase = "auction";
    /** @type {string | null} */
    this.turn = this.next(dealer);
    /** @type {string[]} */
    this.auction = [];
    /** @type {Set<string>} */
    this.passed = new Set();
    /** @type {Set<string>} */
    this.spoken = new Set();
    /** @type {{seat: string, bid: string} | null} */
    this.high = null;
    this.finalTurn = false;
    /** @type {string | null} */
    this.contract = null;
    /** @type {string | null} */
    this.contractor = null;
    /** @type {Suit | null} */
    this.jokerSuit = null;
    /** @type {string[] | null} */
    this.discards = null;
    /** @type {Trick[]} */
    this.tricks = [];
    /** @type {OpenTrick | null} */
    this.trick = null;
    /** @type {string[]} */
    this.active = [];
    this.exposed = false;
    /** @type {Result | null} */
    this.result = null;
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
    const cards = checkPack(r, pack.map((c, i) => [`pack[${i}]`, c]), false);
    if (cards.length !== r.pack.length) {
      throw new RuleError("DECK-03", `pack: ${cards.length} cards, the ${r.id} pack has ${r.pack.length}`);
    }
    /** @type {Record<string, string[]>} */
    const hands = {};
    const order = [];
    for (let i = 1; i <= r.seats.length; i++) order.push(r.seats[(r.seats.indexOf(dealer) + i) % r.seats.length]);
    for (const s of r.seats) hands[s] = [];
    const kitty = [];
    let top = 0;
    for (const packet of r.deal) {
      for (const to of packet.to === "kitty" ? ["kitty"] : order) {
        const got = cards.slice(top, top + packet.cards);
        top += packet.cards;
        if (to === "kitty") kitty.push(...got);
        else hands[to].push(...got);
      }
    }
    return new Hand(r, dealer, hands, kitty);
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
    const h = /** @type {Hand} */ (Object.create(Hand.prototype));
    Object.assign(h, this);
    h.hands = {};
    for (const s of this.r.seats) h.hands[s] = [...this.hands[s]];
    h.auction = [...this.auction];
    h.passed = new Set(this.passed);
    h.spoken = new Set(this.spoken);
    h.tricks = [...this.tricks];
    h.trick = this.trick ? { ...this.trick, cards: [...this.trick.cards] } : null;
    h.active = [...this.active];
    return h;
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
    this.spoken.add(a.seat);
    this.auction.push(`${a.seat} ${bid ?? "pass"}`);
    if (this.finalTurn) {
      if (bid) this.high = { seat: a.seat, bid };
      this.closeAuction();
      return;
    }
    if (bid) this.high = { seat: a.seat, bid };
    else this.passed.add(a.seat);
    const seats = this.r.seats;
    if (this.r.auction.rounds === "single") {
      if (this.spoken.size === seats.length) this.closeAuction();
      else this.turn = this.next(a.seat);
      return;
    }
    const left = seats.filter((s) => !this.passed.has(s));
    if (left.length === 0) return this.closeAuction();
    if (this.high && left.length === 1 && left[0] === this.high.seat) {
      if (this.r.auction.high_bidder_final_turn) {
        this.finalTurn = true;
        this.turn = this.high.seat;
        return;
      }
      return this.closeAuction();
    }
    let s = this.next(a.seat);
    while (this.passed.has(s)) s = this.next(s);
    this.turn = s;
  }

  /** The end of the auction: the contract (BID-10), or a hand without one (BID-09). */
  closeAuction() {
    if (!this.high) {
      if (this.r.auction.all_pass === "play-no-trumps") {
        this.active = [...this.r.seats];
        this.phase = "play";
        this.turn = this.next(this.dealer);
        this.trick = { leader: this.turn, cards: [], named: null };
        return;
      }
      this.phase = "over";
      this.turn = null;
      /** @type {Record<string, number>} */
      const points = {};
      for (const side of Object.keys(this.r.sides)) points[side] = 0;
      this.result = { thrown_in: true, made: null, points, tricks_played: 0 };
      return;
    }
    this.contract = this.high.bid;
    this.contractor = this.high.seat;
    this.hands[this.contractor] = sortCards([...this.hands[this.contractor], ...this.kitty]);
    this.active = this.activeSeats();
    this.phase = "kitty";
    this.turn = this.contractor;
  }

  /** The seats that play the hand: all, less a misère contractor's partner (MIS-01). */
  activeSeats() {
    const c = this.contractor;
    if (c === null || !isMisere(this.contract) || !this.r.play.misere_partner_sits_out) return [...this.r.seats];
    const side = this.r.sideOf[c];
    return this.r.seats.filter((s) => s === c || this.r.sideOf[s] !== side);
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
    this.hands[seat] = this.hands[seat].filter((c) => !cards.includes(c));
    this.discards = sortCards(cards);
    if (this.nominationApplies()) {
      this.phase = "nomination";
    } else {
      this.startPlay();
    }
  }

  /** Whether the contractor is to nominate the joker (JOKER-05, DECIDE-13). */
  nominationApplies() {
    return this.r.joker.nomination && this.contract !== null && this.trump === null &&
      this.contractor !== null && this.hands[this.contractor].includes(JOKER);
  }

  /**
   * The opening lead: the contractor's (PLAY-01), or the eldest hand's without contract or where
   * play.first_lead is "eldest" (ref:eldest-leads: the first seat in the play from the dealer's
   * left, MIS-01). An open misère shown before the lead (MIS-03) is laid open now.
   */
  startPlay() {
    this.phase = "play";
    let leader = this.next(this.dealer);
    while (!this.active.includes(leader)) leader = this.next(leader);
    if (this.r.play.first_lead === "contractor" && this.contractor) leader = this.contractor;
    if (isOpenMisere(this.contract) && this.r.play.open_misere_exposed_after_trick === 0) this.exposed = true;
    this.turn = leader;
    this.trick = { leader, cards: [], named: null };
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
    this.jokerSuit = suit;
    this.startPlay();
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
    const trick = /** @type {OpenTrick} */ (this.trick);
    if (!this.active.includes(seat)) return refusal(this.cite("MIS-01"), `${t}: ${seat} sits out this misère`);
    if (seat !== this.turn) {
      const rule = trick.cards.length > 0 ? "SEAT-03" : this.tricks.length === 0 ? "PLAY-01" : "PLAY-06";
      return refusal(this.cite(rule), `${t}: it is ${this.turn}'s turn to play`);
    }
    const held = this.hands[seat];
    if (!held.includes(card)) return refusal(this.cite("DECIDE-20"), `${t}: ${seat} does not hold ${card}`);
    const suitless = card === JOKER && this.suitOf(card) === null;
    if (trick.cards.length === 0) {
      if (!suitless) {
        if (named) return refusal(this.cite(card === JOKER && this.trump ? "JOKER-03" : "JOKER-10"), `${t}: only a suitless joker lead names a suit`);
        return null;
      }
      if (!named) return refusal(this.cite("JOKER-10"), `${t}: a suitless joker is led naming the suit it calls for`);
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
      const rule = card === JOKER ? (this.trump ? "JOKER-02" : "JOKER-07") : "PLAY-03";
      return refusal(this.cite(rule), `${t}: ${seat} holds ${led} and must follow suit`);
    }
    if (!canFollow && !suitless && isMisere(this.contract) && this.r.joker.compulsory_when_void_in_misere &&
        held.includes(JOKER) && this.suitOf(JOKER) === null) {
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
    const trick = /** @type {OpenTrick} */ (this.trick);
    this.hands[seat] = this.hands[seat].filter((c) => c !== card);
    trick.cards.push(card);
    if (trick.cards.length === 1) trick.named = named;
    if (trick.cards.length < this.active.length) {
      this.turn = this.nextActive(seat);
      return;
    }
    const verdict = trickWinner(this.r, this.contract, trick.cards, this.jokerSuit, trick.named);
    let winner = trick.leader;
    for (let i = 0; i < verdict.index; i++) winner = this.nextActive(winner);
    this.tricks.push({ ...trick, winner, rule: verdict.rule, reason: verdict.reason });
    const number = this.tricks.length;
    if (isOpenMisere(this.contract) && number === this.r.play.open_misere_exposed_after_trick) this.exposed = true;
    const lost = isMisere(this.contract) && winner === this.contractor && this.r.play.misere_ends_on_first_trick_won;
    if (number === 10 || lost) {
      this.trick = null;
      this.phase = "over";
      this.turn = null;
      const s = scoreHand(this.r, this.contract, this.contractor, this.tricksPerSeat());
      this.result = { thrown_in: false, made: s.made, points: s.points, tricks_played: number };
      return;
    }
    this.trick = { leader: winner, cards: [], named: null };
    this.turn = winner;
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
    if (this.phase === "auction") {
      if (!this.callTurnError({ seat, verb: "pass" })) out.push({ action: `${seat} pass`, rules: [this.cite("BID-02")] });
      for (const bid of this.r.ladder) {
        if (!this.bidError(seat, bid).error) out.push({ action: `${seat} bid ${bid}`, rules: [this.cite("BID-02")] });
      }
    } else if (this.phase === "nomination") {
      for (const s of [null, ...SUITS]) out.push({ action: `${seat} nominate ${s ?? "none"}`, rules: [this.cite("JOKER-05")] });
    } else if (this.phase === "play") {
      const lead = /** @type {OpenTrick} */ (this.trick).cards.length === 0;
      for (const card of this.hands[seat]) {
        const suitless = card === JOKER && this.suitOf(card) === null;
        for (const named of lead && suitless ? SUITS : [null]) {
          if (this.playError(seat, card, named)) continue;
          out.push({ action: `${seat} play ${card}${named ? ` ${named}` : ""}`, rules: this.playRules(seat, card, named) });
        }
      }
    }
    return out;
  }

  /** Every legal action of the player to act, as action strings. */
  legalActions() {
    return this.explainedActions().map((a) => a.action);
  }

  /**
   * The rules that make a legal play legal.
   * @param {string} seat
   * @param {string} card
   * @param {Suit | null} named
   */
  playRules(seat, card, named) {
    const trick = /** @type {OpenTrick} */ (this.trick);
    if (trick.cards.length === 0) {
      if (named) return [this.cite("JOKER-10")];
      return [this.cite("PLAY-02")];
    }
    const led = this.suitOf(trick.cards[0]) ?? trick.named;
    if (this.hands[seat].some((c) => this.suitOf(c) === led)) return [this.cite("PLAY-03")];
    if (card === JOKER && isMisere(this.contract) && this.suitOf(card) === null && this.r.joker.compulsory_when_void_in_misere) {
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
    if (depth === 0) return 1;
    let n = 0;
    for (const a of this.legalActions()) {
      if (depth === 1) {
        n += 1;
        continue;
      }
      const h = this.clone();
      h.apply(a);
      // A sequence that ends the hand early (DECIDE-12) counts once as it stands.
      n += h.phase === "over" ? 1 : h.countSequences(depth - 1);
    }
    return n;
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
      joker_suit: this.jokerSuit,
      trick: this.trick ? [...this.trick.cards] : [],
      tricks: this.tricks.map((t) => ({ leader: t.leader, cards: [...t.cards], winner: t.winner })),
      tricks_won: won,
      exposed: this.exposed,
      exposed_hand: this.exposed && this.contractor ? [...this.hands[this.contractor]] : null,
      active: this.phase === "auction" || this.phase === "kitty" ? [] : [...this.active],
      result: this.result ? { ...this.result, points: { ...this.result.points } } : null,
    };
  }
}
