// The transition core of a hand: cards, seats and bids as small integers, the rules read once
// into tables, and one step function per action. Both the checked Hand.apply (hand.js), which
// checks an action and words its refusal first, and the fast random playout run these steps;
// the Hand's fields (hands, tricks, auction ...) are views of a Core, rebuilt after each step.
//
// Numbers: a card is its index in the variant's pack (canonical order, the joker last); a seat
// its index in `seats`; a bid its index in the bid ladder; a suit 0..3 in the order S C D H,
// 4 standing for the suitless joker. Nothing here checks an action: the caller does.
import { SUITS, isJoker } from "./cards.js";
import { partnersFor } from "./partners.js";
import { scoreHand } from "./scoring.js";
import { effectiveSuit, isMisere, isOpenMisere, parseBid, strength, trumpOf } from "./tricks.js";

/** @typedef {import("./variant.js").Ruleset} Ruleset */
/** @typedef {import("./cards.js").Suit} Suit */
/** @typedef {{thrown_in: boolean, made: boolean | null, points: Record<string, number>, tricks_played: number}} Result */

/** Phases, by number (Core.phase). */
export const PHASES = /** @type {const} */ (["auction", "kitty", "nomination", "play", "over", "partner"]);
export const AUCTION = 0;
export const KITTY = 1;
export const NOMINATION = 2;
export const PLAY = 3;
export const OVER = 4;
/** The contractor names partners, before taking the kitty (SEAT-10, DECIDE-53): the five-player game. */
export const PARTNER = 5;

/** The tricks of a hand (PLAY-07): every variant deals ten cards a player. */
export const TRICKS = 10;
/** The effective suit of the suitless joker in the contract tables. */
export const SUITLESS = 4;

/** Where a card is (Core.where), beside a seat index: in the kitty, discarded, played. */
export const IN_KITTY = 100;
/** Where the deal sends a card of the hand out of play: it is held by nobody (DEAL-07). */
export const DEAD_HAND = 101;
export const DISCARDED = 101;
const PLAYED = 102;
/** Where a card of the pack is that has not been placed (a position places every card). */
const NOWHERE = 103;

/**
 * The tables of one contract and joker nomination (PLAY-03, PLAY-05, RANK-01..RANK-07,
 * JOKER-01..JOKER-08).
 * @typedef {object} ContractTables
 * @property {number} trump the trump suit, -1 at no trumps and in misère
 * @property {Uint8Array} eff each card's effective suit (SUITLESS for a joker without suit)
 * @property {Int16Array} rank `[led * pack + card]`: the card's strength in a trick led in
 *   `led` (0: it cannot win; a suitless joker above every trump, a trump above the suit led)
 * @property {boolean} misere
 * @property {boolean} jokerForced a player void in the suit led who holds the suitless joker
 *   must play it (JOKER-08)
 */

/**
 * A variant's tables (made once per Ruleset).
 * @typedef {object} Tables
 * @property {Ruleset} r
 * @property {number} n seats
 * @property {number} size cards in the pack
 * @property {number} cap room for the cards of one seat (a hand and the kitty)
 * @property {Map<string, number>} codeOf card text -> card
 * @property {Map<string, number>} seatOf seat name -> seat
 * @property {number[]} jokers the jokers' cards (none, the one joker, or the red and the black joker)
 * @property {Int8Array[]} bidsOver `[standing bid + 1]`: the bids that may be made over it
 *   (BID-02, BID-13)
 * @property {boolean[]} misereBid by bid: a misère (MIS-01)
 * @property {boolean[]} openMisereBid by bid: an open misère (MIS-03)
 * @property {Uint8Array[]} dealTo `[dealer]`: by position in the pack, the seat it goes to,
 *   or IN_KITTY (DEAL-02..DEAL-04)
 * @property {Map<number, ContractTables>} contracts by (contract + 1) * 5 + joker suit + 1
 * @property {Map<number, Result>} results played-out results by contract, contractor, tricks won
 * @property {Map<number, string[]>} calls the legal calls as action strings, by seat * 64 + standing bid + 1
 * @property {Result} thrownIn the result of a hand thrown in (BID-09)
 * @property {Uint8Array} scratch room for a hand's cards, for a step that is not re-entered
 * @property {Uint8Array} seen room for a mark per card of the pack, likewise
 */

/** @type {WeakMap<Ruleset, Tables>} */
const TABLES = new WeakMap();

/**
 * The tables of a variant with its options, made on first use and kept with the Ruleset.
 * @param {Ruleset} r
 * @returns {Tables}
 */
export function tablesOf(r) {
  let t = TABLES.get(r);
  if (!t) {
    t = makeTables(r);
    TABLES.set(r, t);
  }
  return t;
}

/**
 * @param {Ruleset} r
 * @returns {Tables}
 */
function makeTables(r) {
  const n = r.seats.length;
  const size = r.pack.length;
  const codeOf = new Map(r.pack.map((c, i) => [c, i]));
  const ladder = r.ladder;
  const entry = r.auction.misere_entry_level;
  /** @type {Int8Array[]} */
  const bidsOver = [];
  for (let high = -1; high < ladder.length; high++) {
    const legal = [];
    for (let b = high + 1; b < ladder.length; b++) {
      // BID-13: misère only over a standing bid of the entry level, where the variant says so.
      if (ladder[b] === "MIS" && entry !== null && (high < 0 || parseBid(ladder[high]).level !== entry)) continue;
      legal.push(b);
    }
    bidsOver.push(Int8Array.from(legal));
  }
  /** @type {Uint8Array[]} */
  const dealTo = [];
  for (let dealer = 0; dealer < n; dealer++) {
    const to = new Uint8Array(size);
    let top = 0;
    for (const packet of r.deal) {
      const seats = packet.to === "kitty" ? [IN_KITTY] : packet.to === "dead" ? [DEAD_HAND]
        : Array.from({ length: n }, (_, k) => (dealer + 1 + k) % n);
      for (const seat of seats) for (let k = 0; k < packet.cards; k++) to[top++] = seat;
    }
    dealTo.push(to);
  }
  /** @type {Record<string, number>} */
  const zero = {};
  for (const side of Object.keys(r.sides)) zero[side] = 0;
  const dealt = dealTo[0].filter((s) => s === 0).length;
  return {
    r, n, size, cap: Math.max(16, dealt + r.kittySize), codeOf,
    seatOf: new Map(r.seats.map((s, i) => [s, i])),
    jokers: r.pack.flatMap((c, i) => (isJoker(c) ? [i] : [])),
    bidsOver,
    misereBid: ladder.map((b) => isMisere(b)),
    openMisereBid: ladder.map((b) => isOpenMisere(b)),
    dealTo,
    contracts: new Map(),
    results: new Map(),
    calls: new Map(),
    thrownIn: Object.freeze({ thrown_in: true, made: null, points: Object.freeze(zero), tricks_played: 0 }),
    scratch: new Uint8Array(Math.max(size, 16)),
    seen: new Uint8Array(size),
  };
}

/**
 * The tables of a contract (-1: none, an all-pass hand at no trumps) and a joker nomination
 * (-1: none).
 * @param {Tables} t
 * @param {number} contract
 * @param {number} jokerSuit
 * @returns {ContractTables}
 */
export function contractTables(t, contract, jokerSuit) {
  const key = (contract + 1) * 5 + jokerSuit + 1;
  let c = t.contracts.get(key);
  if (c) return c;
  const r = t.r;
  const bid = contract < 0 ? null : r.ladder[contract];
  const trumpSuit = trumpOf(bid);
  const trump = trumpSuit === null ? -1 : SUITS.indexOf(trumpSuit);
  const nominated = jokerSuit < 0 ? null : SUITS[jokerSuit];
  const eff = new Uint8Array(t.size);
  const rank = new Int16Array(4 * t.size);
  r.pack.forEach((card, code) => {
    const suit = effectiveSuit(card, trumpSuit, nominated);
    eff[code] = suit === null ? SUITLESS : SUITS.indexOf(suit);
    const s = strength(r, card, trumpSuit);
    for (let led = 0; led < 4; led++) {
      let v = 0;
      if (eff[code] === SUITLESS) v = 2000 + s; // JOKER-06: it takes any trick, the black joker over the red (RANK-11)
      else if (eff[code] === trump) v = 1000 + s; // PLAY-05: the best trump
      else if (eff[code] === led) v = 1 + s; // else the best card of the suit led
      rank[led * t.size + code] = v;
    }
  });
  const misere = isMisere(bid);
  c = {
    trump, eff, rank, misere,
    jokerForced: misere && r.joker.compulsory_when_void_in_misere && t.jokers.length > 0 && eff[t.jokers[0]] === SUITLESS,
  };
  t.contracts.set(key, c);
  return c;
}

/**
 * The seats that play a contract: all, less a misère contractor's partner (MIS-01).
 * @param {Ruleset} r
 * @param {string | null} contract
 * @param {string | null} contractor
 * @returns {string[]}
 */
export function activeSeats(r, contract, contractor) {
  if (contractor === null || !isMisere(contract) || !r.play.misere_partner_sits_out) return [...r.seats];
  const side = r.sideOf[contractor];
  return r.seats.filter((s) => s === contractor || r.sideOf[s] !== side);
}

/**
 * The state of one hand in numbers. Copied whole by copy(); changed only by the step functions
 * of this module (and by the set-up of a hand or a position).
 */
export class Core {
  /**
   * A hand about to be bid, or a copy of `from` that steps on without changing it. Every field
   * is set here, in one order, so that a copy has the layout of a new hand (one object shape for
   * the steps to read, on the fast path as on the checked one).
   * @param {Tables} t
   * @param {number} dealer
   * @param {Core | null} [from] the hand to copy (its tables and dealer are `t` and `dealer`)
   */
  constructor(t, dealer, from = null) {
    const n = t.n;
    this.t = t;
    this.dealer = dealer;
    /** @type {number} */
    this.phase = from ? from.phase : AUCTION;
    /** The seat to act, -1 once the hand is over. @type {number} */
    this.turn = from ? from.turn : (dealer + 1) % n;
    /** Where each card is: a seat's index, or IN_KITTY, DISCARDED, PLAYED. @type {number[]} */
    this.where = from ? from.where.slice() : new Array(t.size).fill(NOWHERE);
    /** The cards each seat holds, `[seat * cap + k]` for k below count[seat], in no order. @type {number[]} */
    this.held = from ? from.held.slice() : new Array(n * t.cap).fill(0);
    /** @type {number[]} */
    this.count = from ? from.count.slice() : new Array(n).fill(0);
    /** The kitty as dealt (set with the cards, never changed after: a copy shares it). @type {number[]} */
    this.kitty = from ? from.kitty : new Array(t.r.kittySize).fill(0);
    /** The calls: seat then bid (-1 a pass), two entries a call. @type {number[]} */
    this.calls = from ? from.calls.slice() : new Array(2 * (n + t.r.ladder.length + 2)).fill(0);
    /** @type {number} */
    this.ncalls = from ? from.ncalls : 0;
    /** @type {number} */
    this.passed = from ? from.passed : 0;
    /** @type {number} */
    this.spoken = from ? from.spoken : 0;
    /** @type {number} */
    this.high = from ? from.high : -1;
    /** @type {number} */
    this.highSeat = from ? from.highSeat : -1;
    /** @type {boolean} */
    this.finalTurn = from ? from.finalTurn : false;
    /** @type {number} */
    this.contract = from ? from.contract : -1;
    /** @type {number} */
    this.contractor = from ? from.contractor : -1;
    /** @type {number} */
    this.jokerSuit = from ? from.jokerSuit : -1;
    /** The partners the contractor named, clockwise from the contractor (SEAT-10). @type {number[]} */
    this.partners = from ? from.partners.slice() : [];
    /** The cards the contractor called, in the called-card game (SEAT-12). @type {number[]} */
    this.called = from ? from.called.slice() : [];
    /** The contractor's discard, once made (-1 before). @type {number[]} */
    this.discard = from ? from.discard.slice() : new Array(t.r.kittySize).fill(-1);
    /** The seats that play, in seat order (active.length of them), and the next of each. @type {number[]} */
    this.active = from ? from.active.slice() : new Array(n).fill(0);
    /** @type {number} */
    this.nactive = from ? from.nactive : 0;
    /** @type {number[]} */
    this.nextActive = from ? from.nextActive.slice() : new Array(n).fill(0);
    /** The tables of the contract, set when the play begins. @type {ContractTables | null} */
    this.ct = from ? from.ct : null;
    /** Every card played, in order, and who played it. @type {number[]} */
    this.plays = from ? from.plays.slice() : new Array(TRICKS * n).fill(0);
    /** @type {number[]} */
    this.playSeat = from ? from.playSeat.slice() : new Array(TRICKS * n).fill(0);
    /** @type {number} */
    this.nplays = from ? from.nplays : 0;
    /** The finished tricks: leader, winner, the suit led (a joker lead: the suit named). @type {number[]} */
    this.leaders = from ? from.leaders.slice() : new Array(TRICKS).fill(0);
    /** @type {number[]} */
    this.winners = from ? from.winners.slice() : new Array(TRICKS).fill(0);
    /** @type {number[]} */
    this.led = from ? from.led.slice() : new Array(TRICKS).fill(0);
    /** @type {number} */
    this.ntricks = from ? from.ntricks : 0;
    /** The trick in progress: cards down, leader, suit led, the suit a joker lead named (-1), best strength, winner. @type {number} */
    this.inTrick = from ? from.inTrick : 0;
    /** @type {number} */
    this.leader = from ? from.leader : -1;
    /** @type {number} */
    this.curLed = from ? from.curLed : -1;
    /** @type {number} */
    this.curNamed = from ? from.curNamed : -1;
    /** @type {number} */
    this.best = from ? from.best : 0;
    /** @type {number} */
    this.winner = from ? from.winner : -1;
    /** The suits led so far (bits), a joker lead counting as the suit it named (DECIDE-17). @type {number} */
    this.suitsLed = from ? from.suitsLed : 0;
    /** @type {number[]} */
    this.won = from ? from.won.slice() : new Array(n).fill(0);
    /** @type {boolean} */
    this.exposed = from ? from.exposed : false;
    /** @type {Result | null} */
    this.result = from ? from.result : null;
  }

  /** A copy that steps on without changing this one. */
  copy() {
    return new Core(this.t, this.dealer, this);
  }

  /**
   * Give a card to a seat.
   * @param {number} seat
   * @param {number} card
   */
  give(seat, card) {
    this.where[card] = seat;
    this.held[seat * this.t.cap + this.count[seat]++] = card;
  }

  /**
   * Take a card out of a seat's hand to `to`.
   * @param {number} seat
   * @param {number} card
   * @param {number} to
   */
  take(seat, card, to) {
    const base = seat * this.t.cap;
    const last = base + --this.count[seat];
    for (let k = base; k <= last; k++) {
      if (this.held[k] === card) {
        this.held[k] = this.held[last];
        break;
      }
    }
    this.where[card] = to;
  }

  /**
   * Set the seats that play the contract (MIS-01) and who follows whom (SEAT-03).
   * @param {number[]} seats seat indices in seat order
   */
  setActive(seats) {
    this.nactive = seats.length;
    seats.forEach((s, i) => {
      this.active[i] = s;
      this.nextActive[s] = seats[(i + 1) % seats.length];
    });
  }
}

/**
 * A hand dealt from a pack of card numbers, top card first (DEAL-02..DEAL-04): the first
 * `t.size` of `pack`, not checked.
 * @param {Tables} t
 * @param {number} dealer
 * @param {ArrayLike<number>} pack
 * @returns {Core}
 */
export function dealCore(t, dealer, pack) {
  const s = new Core(t, dealer);
  const to = t.dealTo[dealer];
  let k = 0;
  for (let i = 0; i < t.size; i++) {
    const seat = to[i];
    if (seat === IN_KITTY) {
      s.where[pack[i]] = IN_KITTY;
      s.kitty[k++] = pack[i];
    } else if (seat !== DEAD_HAND) s.give(seat, pack[i]); // a dead hand's cards stay nowhere (DEAL-07)
  }
  return s;
}

/**
 * A hand whose cards are given by seat (and a kitty). The cards are not checked.
 * @param {Tables} t
 * @param {number} dealer
 * @param {number[][]} hands by seat
 * @param {number[]} kitty
 */
export function handsCore(t, dealer, hands, kitty) {
  const s = new Core(t, dealer);
  hands.forEach((cards, seat) => { for (const c of cards) s.give(seat, c); });
  s.kitty = [...kitty];
  for (const c of kitty) s.where[c] = IN_KITTY;
  return s;
}

// --- the steps -------------------------------------------------------------------------------

/**
 * The bids the seat to call may make (BID-02, BID-13); a pass is always open to it.
 * @param {Core} s
 */
export function legalBids(s) {
  return s.t.bidsOver[s.high + 1];
}

/**
 * The seat to call bids (a ladder index) or passes (-1) (BID-01, BID-07, BID-08, BID-10,
 * BID-19, BID-20, BID-25, ref:high-bidder-final-turn).
 * @param {Core} s
 * @param {number} bid
 */
export function call(s, bid) {
  const t = s.t;
  const n = t.n;
  const seat = s.turn;
  s.spoken |= 1 << seat;
  s.calls[s.ncalls * 2] = seat;
  s.calls[s.ncalls * 2 + 1] = bid;
  s.ncalls += 1;
  if (s.finalTurn) {
    if (bid >= 0) {
      s.high = bid;
      s.highSeat = seat;
    }
    closeAuction(s);
    return;
  }
  if (bid >= 0) {
    s.high = bid;
    s.highSeat = seat;
  } else s.passed |= 1 << seat;
  const everyone = (1 << n) - 1;
  if (t.r.auction.rounds === "single") {
    if (s.spoken === everyone) closeAuction(s);
    else s.turn = (seat + 1) % n;
    return;
  }
  const left = everyone & ~s.passed;
  if (left === 0) {
    closeAuction(s);
    return;
  }
  if (s.high >= 0 && left === 1 << s.highSeat) {
    if (t.r.auction.high_bidder_final_turn) {
      s.finalTurn = true;
      s.turn = s.highSeat;
      return;
    }
    closeAuction(s);
    return;
  }
  let next = (seat + 1) % n;
  while (s.passed & (1 << next)) next = (next + 1) % n;
  s.turn = next;
}

/**
 * The end of the auction: the contract and the kitty to the contractor (BID-10, KITTY-01), or
 * a hand without contract, thrown in (BID-09) or played at no trumps (ref:all-pass-play-nt).
 * @param {Core} s
 */
function closeAuction(s) {
  const t = s.t;
  const r = t.r;
  if (s.high < 0) {
    if (r.auction.all_pass === "play-no-trumps") {
      s.setActive(Array.from({ length: t.n }, (_, i) => i));
      startPlay(s, (s.dealer + 1) % t.n);
      return;
    }
    s.phase = OVER;
    s.turn = -1;
    s.result = t.thrownIn;
    return;
  }
  s.contract = s.high;
  s.contractor = s.highSeat;
  if (partnersFor(r, r.ladder[s.contract]) > 0) { // partners are named before the kitty is taken (DECIDE-53)
    s.phase = PARTNER;
    s.turn = s.contractor;
    return;
  }
  takeKitty(s);
}

/**
 * The contractor names `partners` (seat indices, clockwise from the contractor) and takes the
 * kitty (SEAT-10, SEAT-11, DECIDE-53).
 * @param {Core} s
 * @param {number[]} partners
 */
export function namePartners(s, partners) {
  s.partners = partners;
  takeKitty(s);
}

/**
 * The partners `cards` find (card codes): the other seats holding them now, each once, clockwise
 * from the contractor; a card the contractor holds or in the kitty finds nobody (SEAT-12, DECIDE-63).
 * @param {Core} s
 * @param {readonly number[]} cards
 * @returns {number[]}
 */
export function holdersOf(s, cards) {
  const n = s.t.n;
  /** @type {Set<number>} */
  const found = new Set();
  for (const c of cards) {
    const w = s.where[c];
    if (w >= 0 && w < n && w !== s.contractor) found.add(w);
  }
  return [...found].sort((x, y) => ((x - s.contractor + n) % n) - ((y - s.contractor + n) % n));
}

/**
 * The contractor calls `cards` (card codes): their holders are the partners, not yet known to the
 * table; then the kitty is taken up (SEAT-12, SEAT-13, DECIDE-63).
 * @param {Core} s
 * @param {number[]} cards
 */
export function callCards(s, cards) {
  s.called = cards.slice();
  namePartners(s, holdersOf(s, cards));
}

/**
 * The contractor takes up the kitty, the seats that play are set (MIS-01), the exchange follows (KITTY-01).
 * @param {Core} s
 */
function takeKitty(s) {
  const t = s.t;
  const r = t.r;
  for (let k = 0; k < s.kitty.length; k++) s.give(s.contractor, s.kitty[k]);
  const names = activeSeats(r, r.ladder[s.contract], r.seats[s.contractor]);
  s.setActive(names.map((name) => /** @type {number} */ (t.seatOf.get(name))));
  s.phase = KITTY;
  s.turn = s.contractor;
}

/**
 * The contractor puts back its discard (KITTY-02, KITTY-04); the nomination follows where the
 * contractor holds the joker in a contract without trumps (JOKER-05, DECIDE-13).
 * @param {Core} s
 * @param {ArrayLike<number>} cards
 */
export function discard(s, cards) {
  for (let k = 0; k < cards.length; k++) {
    s.take(s.contractor, cards[k], DISCARDED);
    s.discard[k] = cards[k];
  }
  if (nominationApplies(s)) s.phase = NOMINATION;
  else startPlay(s, contractorLead(s));
}

/**
 * Whether the contractor is to nominate the joker (JOKER-05, DECIDE-13).
 * @param {Core} s
 */
export function nominationApplies(s) {
  const t = s.t;
  return t.r.joker.nomination && s.contract >= 0 && trumpOf(t.r.ladder[s.contract]) === null &&
    t.jokers.some((j) => s.where[j] === s.contractor); // either joker of two (DECIDE-59)
}

/**
 * The joker's suit (0..3), or none (-1) (JOKER-05, DECIDE-13, DECIDE-14); the play begins.
 * @param {Core} s
 * @param {number} suit
 */
export function nominate(s, suit) {
  s.jokerSuit = suit;
  startPlay(s, contractorLead(s));
}

/**
 * The opening leader of a contract: the contractor (PLAY-01), or the eldest hand.
 * @param {Core} s
 */
function contractorLead(s) {
  if (s.t.r.play.first_lead === "contractor" && s.contractor >= 0) return s.contractor;
  // The eldest hand: the first seat in the play from the dealer's left (MIS-01, ref:eldest-leads).
  let seat = (s.dealer + 1) % s.t.n;
  const playing = Array.from(s.active.slice(0, s.nactive));
  if (playing.length === 0) return seat;
  while (!playing.includes(seat)) seat = (seat + 1) % s.t.n;
  return seat;
}

/**
 * The play begins, `leader` to lead.
 * @param {Core} s
 * @param {number} leader
 */
export function startPlay(s, leader) {
  s.phase = PLAY;
  s.ct = contractTables(s.t, s.contract, s.jokerSuit);
  s.turn = leader;
  s.leader = leader;
  s.inTrick = 0;
  // An open misère shown before the lead (MIS-03 under ref:open-misere-exposed-before-lead).
  if (s.contract >= 0 && s.t.openMisereBid[s.contract] && s.t.r.play.open_misere_exposed_after_trick === 0) s.exposed = true;
}

/**
 * Fill `out` with the cards the seat to play may play (PLAY-02, PLAY-03, PLAY-04, JOKER-02,
 * JOKER-07, JOKER-08, JOKER-10, JOKER-11, JOKER-15); a suitless joker led is there when some
 * suit may be named for it (namesFor). Returns how many.
 * @param {Core} s
 * @param {Uint8Array} out room for a hand
 */
export function legalPlays(s, out) {
  const t = s.t;
  const ct = /** @type {ContractTables} */ (s.ct);
  const eff = ct.eff;
  const base = s.turn * t.cap;
  const count = s.count[s.turn];
  let k = 0;
  if (s.inTrick === 0) {
    for (let i = 0; i < count; i++) {
      const c = s.held[base + i];
      if (eff[c] !== SUITLESS || namesFor(s) !== 0) out[k++] = c;
    }
    return k;
  }
  const led = s.curLed;
  for (let i = 0; i < count; i++) {
    const c = s.held[base + i];
    if (eff[c] === led) out[k++] = c;
  }
  if (k > 0) {
    // In no trumps the suitless joker may go on any trick where the variant says so (C-13).
    if (t.r.joker.suitless_follows_any_trick && !ct.misere) {
      for (const j of t.jokers) if (eff[j] === SUITLESS && s.where[j] === s.turn) out[k++] = j;
    }
    return k;
  }
  if (ct.jokerForced) {
    for (const j of t.jokers) if (s.where[j] === s.turn) out[k++] = j;
    if (k > 0) return k;
  }
  for (let i = 0; i < count; i++) out[i] = s.held[base + i];
  return count;
}

/**
 * The suits (bits 0..3) a suitless joker led now may name: any suit, or those not yet led
 * (JOKER-10, JOKER-14); none before trick 10 where it may be led only then (JOKER-15) or every
 * suit has been led (JOKER-11), unless the leader holds nothing but suitless jokers, who then
 * leads one naming any suit (DECIDE-60).
 * @param {Core} s
 */
export function namesFor(s) {
  const names = jokerNames(s);
  if (names !== 0) return names;
  const eff = /** @type {ContractTables} */ (s.ct).eff;
  const base = s.turn * s.t.cap;
  for (let i = 0; i < s.count[s.turn]; i++) if (eff[s.held[base + i]] !== SUITLESS) return 0;
  return 15;
}

/**
 * The suits a suitless joker led now may name by JOKER-10, JOKER-11, JOKER-14 and JOKER-15 alone.
 * @param {Core} s
 */
export function jokerNames(s) {
  const j = s.t.r.joker;
  const last = s.ntricks + 1 >= TRICKS;
  if (j.lead_last_trick_only && !last) return 0;
  if (j.lead_named_suit !== "unled") return 15;
  const unled = 15 & ~s.suitsLed;
  if (unled === 0) return last ? 15 : 0;
  return unled;
}

/**
 * The seat to play plays `card`, a suitless joker led naming `named` (0..3; -1 otherwise);
 * a complete trick goes to its winner, who leads the next (PLAY-05, PLAY-06); the hand ends
 * after the last trick, or the first a misère contractor takes (PLAY-07, DECIDE-12), and is
 * scored (MIS-03 for the exposed hand).
 * @param {Core} s
 * @param {number} card
 * @param {number} named
 */
export function playCard(s, card, named) {
  const t = s.t;
  const ct = /** @type {ContractTables} */ (s.ct);
  const seat = s.turn;
  s.take(seat, card, PLAYED);
  s.plays[s.nplays] = card;
  s.playSeat[s.nplays] = seat;
  s.nplays += 1;
  if (s.inTrick === 0) {
    const e = ct.eff[card];
    s.curLed = e === SUITLESS ? named : e;
    s.curNamed = e === SUITLESS ? named : -1;
    s.leader = seat;
    s.best = ct.rank[s.curLed * t.size + card];
    s.winner = seat;
  } else {
    const v = ct.rank[s.curLed * t.size + card];
    if (v > s.best) {
      s.best = v;
      s.winner = seat;
    }
  }
  s.inTrick += 1;
  if (s.inTrick < s.nactive) {
    s.turn = s.nextActive[seat];
    return;
  }
  const winner = s.winner;
  const k = s.ntricks;
  s.leaders[k] = s.leader;
  s.winners[k] = winner;
  s.led[k] = s.curLed;
  s.ntricks = k + 1;
  s.suitsLed |= 1 << s.curLed;
  s.won[winner] += 1;
  s.inTrick = 0;
  const r = t.r;
  if (s.contract >= 0 && t.openMisereBid[s.contract] && s.ntricks === r.play.open_misere_exposed_after_trick) s.exposed = true;
  const lost = ct.misere && winner === s.contractor && r.play.misere_ends_on_first_trick_won;
  if (s.ntricks === TRICKS || lost) {
    s.phase = OVER;
    s.turn = -1;
    s.result = playedOut(s);
    return;
  }
  s.turn = winner;
  s.leader = winner;
}

/**
 * The result of a hand played out (scoreHand), remembered by contract, contractor and tricks
 * won (a result is frozen and depends only on these).
 * @param {Core} s
 * @returns {Result}
 */
function playedOut(s) {
  const t = s.t;
  let key = (s.contract + 1) * 16 + s.contractor + 1;
  for (const p of s.partners) key = key * 16 + p + 1;
  for (let i = 0; i < t.n; i++) key = key * 16 + s.won[i];
  const known = t.results.get(key);
  if (known) return known;
  const r = t.r;
  /** @type {Record<string, number>} */
  const tricks = {};
  r.seats.forEach((seat, i) => { tricks[seat] = s.won[i]; });
  const contract = s.contract < 0 ? null : r.ladder[s.contract];
  const score = scoreHand(r, contract, s.contractor < 0 ? null : r.seats[s.contractor], tricks,
    s.partners.map((p) => r.seats[p]));
  const result = Object.freeze({ thrown_in: false, made: score.made, points: Object.freeze(score.points), tricks_played: s.ntricks });
  if (t.results.size < 1 << 16) t.results.set(key, result);
  return result;
}

// --- random play -----------------------------------------------------------------------------

/**
 * Finish a hand with random legal actions, in place: each choice uniform among the legal ones,
 * except in the auction, where a player passes with probability `passProbability` (else makes
 * a uniformly chosen legal bid) so that auctions end. The fast path: the same steps as the
 * checked path, with nothing checked or worded between them.
 * @param {Core} s
 * @param {() => number} random uniform in [0, 1)
 * @param {number} passProbability
 */
export function playRandom(s, random, passProbability) {
  const t = s.t;
  const buf = t.scratch;
  while (s.phase !== OVER) {
    if (s.phase === PLAY) {
      const k = legalPlays(s, buf);
      const card = buf[k === 1 ? 0 : Math.floor(random() * k)];
      let named = -1;
      if (s.inTrick === 0 && /** @type {ContractTables} */ (s.ct).eff[card] === SUITLESS) named = pickBit(namesFor(s), random);
      playCard(s, card, named);
    } else if (s.phase === AUCTION) {
      const over = legalBids(s);
      call(s, over.length === 0 || random() < passProbability ? -1 : over[Math.floor(random() * over.length)]);
    } else if (s.phase === KITTY) {
      const base = s.contractor * t.cap;
      const count = s.count[s.contractor];
      for (let i = 0; i < count; i++) buf[i] = s.held[base + i];
      const size = t.r.kittySize;
      for (let i = 0; i < size; i++) { // the first `size` of a partial shuffle: a uniform choice
        const j = i + Math.floor(random() * (count - i));
        const c = buf[j];
        buf[j] = buf[i];
        buf[i] = c;
      }
      discard(s, buf.subarray(0, size));
    } else if (s.phase === PARTNER && t.r.partners?.formed === "called") {
      const calls = partnerCalls(s);
      callCards(s, calls[Math.floor(random() * calls.length)]);
    } else if (s.phase === PARTNER) {
      const namings = partnerNamings(s);
      namePartners(s, namings[Math.floor(random() * namings.length)]);
    } else {
      nominate(s, Math.floor(random() * 5) - 1);
    }
  }
}

/**
 * Every naming of partners the contractor may make (SEAT-10, SEAT-11): each set of as many other
 * seats as the contract takes, each clockwise from the contractor, in the order of their seats from
 * the contractor's left.
 * @param {Core} s
 * @returns {number[][]}
 */
export function partnerNamings(s) {
  const n = s.t.n;
  const others = Array.from({ length: n - 1 }, (_, k) => (s.contractor + 1 + k) % n);
  const want = partnersFor(s.t.r, s.t.r.ladder[s.contract]);
  /** @type {number[][]} */
  const out = [];
  /** @param {number} from @param {number[]} chosen */
  const pick = (from, chosen) => {
    if (chosen.length === want) {
      out.push(chosen);
      return;
    }
    for (let i = from; i < others.length; i++) pick(i + 1, [...chosen, others[i]]);
  };
  pick(0, []);
  return out;
}

/** The calls of each number of cards, by pack (made once and shared). @type {WeakMap<Tables, Map<number, number[][]>>} */
const CALLS = new WeakMap();

/**
 * Every call of cards the contractor may make in the called-card game (SEAT-11, SEAT-12): each set
 * of as many cards of the pack as the contract takes, in the pack's order (card codes).
 * @param {Core} s
 * @returns {number[][]}
 */
export function partnerCalls(s) {
  const t = s.t;
  const want = partnersFor(t.r, t.r.ladder[s.contract]);
  let byCount = CALLS.get(t);
  if (!byCount) CALLS.set(t, byCount = new Map());
  const known = byCount.get(want);
  if (known) return known;
  /** @type {number[][]} */
  const out = [];
  /** @param {number} from @param {number[]} chosen */
  const pick = (from, chosen) => {
    if (chosen.length === want) {
      out.push(chosen);
      return;
    }
    for (let c = from; c < t.size; c++) pick(c + 1, [...chosen, c]);
  };
  pick(0, []);
  byCount.set(want, out);
  return out;
}

/**
 * One set bit's index of a 4-bit mask, uniformly.
 * @param {number} mask
 * @param {() => number} random
 */
function pickBit(mask, random) {
  let k = Math.floor(random() * popcount(mask));
  for (let b = 0; b < 4; b++) {
    if (mask & (1 << b) && k-- === 0) return b;
  }
  return -1;
}

/** @param {number} x */
function popcount(x) {
  let n = 0;
  for (; x; x &= x - 1) n += 1;
  return n;
}

/**
 * The number of legal sequences of `depth` card plays from a hand in its play (a suitless
 * joker lead counting once per suit it may name; a sequence that ends the hand early counting
 * once as it stands).
 * @param {Core} s
 * @param {number} depth
 * @returns {number}
 */
export function countPlays(s, depth) {
  if (depth === 0) return 1;
  const buf = new Uint8Array(s.t.cap);
  const k = legalPlays(s, buf);
  let n = 0;
  for (let i = 0; i < k; i++) {
    const card = buf[i];
    const lead = s.inTrick === 0 && /** @type {ContractTables} */ (s.ct).eff[card] === SUITLESS;
    const names = lead ? namesFor(s) : 0;
    for (let named = lead ? 0 : -1; named < (lead ? 4 : 0); named++) {
      if (lead && !(names & (1 << named))) continue;
      if (depth === 1) {
        n += 1;
        continue;
      }
      const next = s.copy();
      playCard(next, card, named);
      n += next.phase === OVER ? 1 : countPlays(next, depth - 1);
    }
  }
  return n;
}
