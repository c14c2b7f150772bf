// The transition core (src/core.js) against the checked path: the legal actions the core's
// tables give are those the worded checks accept, the fast playout reaches the state the
// checked apply reaches with the same actions, and the core's count of play sequences is the
// count by legal actions and apply.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { describe, it } from "node:test";
import { Hand, loadRuleset, seededRandom, SUITS, trickWinner } from "../src/index.js";
import { Core } from "../src/core.js";

/** The games walked: every variant, with the options that change the auction, the joker or the play. */
/** @type {[string, string[]][]} */
const GAMES = [
  ["australian", []],
  ["australian", ["ref:high-bidder-final-turn"]],
  ["australian", ["ref:all-pass-play-nt", "var:joker-lead-last-only"]],
  ["australian", ["american-bidding", "ref:open-misere-top"]],
  ["australian", ["ref:no-joker-nomination", "var:misere-without-seven"]],
  ["american", ["ref:all-pass-play-nt"]],
  ["american", []],
  ["three-player", ["ref:all-pass-play-nt"]],
  ["five-hand", []],
];

/**
 * A hand of `r` dealt from a shuffled pack.
 * @param {import("../src/variant.js").Ruleset} r
 * @param {() => number} rand
 * @param {number} i
 */
function dealt(r, rand, i) {
  const pack = [...r.pack];
  for (let k = pack.length - 1; k > 0; k--) {
    const j = Math.floor(rand() * (k + 1));
    [pack[k], pack[j]] = [pack[j], pack[k]];
  }
  return Hand.deal(r, r.seats[i % r.seats.length], pack);
}

/**
 * Every action the checks could be asked for by the seat to act now: each pass and ladder bid,
 * each held card (with each suit named), each nomination.
 * @param {Hand} h
 */
function candidates(h) {
  const seat = /** @type {string} */ (h.turn);
  if (h.phase === "auction") return [`${seat} pass`, ...h.r.ladder.map((b) => `${seat} bid ${b}`)];
  if (h.phase === "nomination") return [null, ...SUITS].map((s) => `${seat} nominate ${s ?? "none"}`);
  if (h.phase === "partner") { // every naming of one or two other seats, and of three too many (SEAT-10, SEAT-11)
    const n = h.r.seats.length; // clockwise from the contractor's left, as a naming is written
    const others = Array.from({ length: n - 1 }, (_, k) => h.r.seats[(h.r.seats.indexOf(seat) + 1 + k) % n]);
    const pairs = others.flatMap((a, i) => others.slice(i + 1).map((b) => `${a} ${b}`));
    return [...others, ...pairs, others.slice(0, 3).join(" ")].map((p) => `${seat} partner ${p}`);
  }
  return h.hands[seat].flatMap((c) => [`${seat} play ${c}`, ...SUITS.map((s) => `${seat} play ${c} ${s}`)]);
}

/**
 * The actions that reproduce a finished hand from its deal, read from its views.
 * @param {Hand} end
 * @param {Hand} start the same hand as dealt
 */
function replay(end, start) {
  const h = start.clone();
  for (const call of end.auction) h.apply(call.replace(/ (\S+)$/, (_m, b) => (b === "pass" ? " pass" : ` bid ${b}`)));
  if (h.phase === "partner") h.apply(`${end.contractor} partner ${end.partners.join(" ")}`);
  if (end.discards) h.apply(`${end.contractor} discard ${end.discards.join(" ")}`);
  if (h.phase === "nomination") h.apply(`${end.contractor} nominate ${end.jokerSuit ?? "none"}`);
  for (const t of end.tricks) {
    t.cards.forEach((c, i) => h.apply(`${h.turn} play ${c}${i === 0 && t.named ? ` ${t.named}` : ""}`));
  }
  return h;
}

describe("the transition core", () => {
  it("offers exactly the actions the checks accept, as the explained ones list them and a play's cards in the pack's order, in every phase of random hands", () => {
    for (const [variant, options] of GAMES) {
      const r = loadRuleset(variant, options);
      const rand = seededRandom(7);
      for (let i = 0; i < 12; i++) {
        const h = dealt(r, rand, i);
        while (h.phase !== "over") {
          if (h.phase === "kitty") {
            const held = [...h.hands[/** @type {string} */ (h.contractor)]];
            const out = held.sort(() => rand() - 0.5).slice(0, r.kittySize);
            h.apply(`${h.contractor} discard ${out.join(" ")}`);
            continue;
          }
          const legal = h.legalActions();
          const accepted = candidates(h).filter((a) => h.whyNot(a) === null);
          assert.deepEqual([...legal].sort(), accepted.sort(), `${variant} ${options.join(" ")}: ${JSON.stringify(h.observe())}`);
          assert.deepEqual(legal, h.explainedActions().map((a) => a.action));
          if (h.phase === "play") {
            const order = legal.map((a) => r.pack.indexOf(a.split(" ")[2]));
            assert.deepEqual(order, [...order].sort((a, b) => a - b), legal.join(", "));
          }
          // Mostly passes, so that the auctions end and contracts of every level are played.
          const calls = legal.filter((a) => !a.endsWith(" pass"));
          const pick = h.phase === "auction" && (calls.length === 0 || rand() < 0.6) ? `${h.turn} pass` :
            (h.phase === "auction" ? calls : legal)[Math.floor(rand() * (h.phase === "auction" ? calls : legal).length)];
          h.apply(pick);
        }
      }
    }
  });

  it("plays out to the state the checked path reaches with the same actions, the dealt hand unchanged", () => {
    for (const [variant, options] of GAMES) {
      const r = loadRuleset(variant, options);
      const rand = seededRandom(11);
      for (let i = 0; i < 80; i++) {
        const start = dealt(r, rand, i);
        const before = JSON.stringify(start.observe());
        const end = start.playout(rand);
        assert.equal(JSON.stringify(start.observe()), before);
        assert.equal(end.phase, "over");
        const again = replay(end, start);
        assert.deepEqual(again.observe(), end.observe());
        assert.deepEqual(again.tricks, end.tricks);
        for (const t of end.tricks) {
          const v = trickWinner(r, end.contract, t.cards, end.jokerSuit, t.named);
          assert.deepEqual([v.rules, v.reason, v.led, v.trumps], [t.rules, t.reason, t.led, t.trumps]);
          let winner = t.leader;
          for (let k = 0; k < v.index; k++) winner = end.nextActive(winner);
          assert.equal(t.winner, winner);
        }
      }
    }
  });

  it("copies every field of a hand, each list its own but the kitty as dealt", () => {
    const r = loadRuleset("australian");
    const rand = seededRandom(5);
    for (let i = 0; i < 20; i++) {
      const h = dealt(r, rand, i);
      for (let k = 0; k < 20 + i && h.phase !== "over"; k++) {
        if (h.phase === "kitty") h.apply(`${h.contractor} discard ${h.hands[/** @type {string} */ (h.contractor)].slice(0, r.kittySize).join(" ")}`);
        else h.apply(h.legalActions()[k % h.legalActions().length]);
      }
      const s = h.core;
      const c = s.copy();
      assert.ok(c instanceof Core);
      assert.deepEqual(Object.keys(c), Object.keys(s));
      for (const [key, value] of Object.entries(s)) {
        const copied = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (c))[key];
        if (Array.isArray(value) && key !== "kitty") {
          assert.notEqual(copied, value, key);
          assert.deepEqual(copied, value, key);
        } else assert.equal(copied, value, key);
      }
    }
  });

  it("gives a copy the object layout of a new hand, so the steps read one shape (V8)", () => {
    // A copy in another layout (an object filled by Object.assign, in dictionary mode) ran the
    // fast playout at a third of its speed. V8's own test of layouts needs a flag: a child runs it.
    const index = new URL("../src/index.js", import.meta.url).href;
    const script = `
      const { Hand, loadRuleset, seededRandom } = await import(${JSON.stringify(index)});
      const r = loadRuleset("australian");
      const h = Hand.deal(r, "N", [...r.pack]);
      const end = h.playout(seededRandom(1));
      console.log(JSON.stringify([%HaveSameMap(h.core, h.core.copy()), %HaveSameMap(h.core, end.core),
        %HasFastProperties(end.core)]));`;
    const run = spawnSync(process.execPath, ["--allow-natives-syntax", "--input-type=module", "-e", script], { encoding: "utf-8" });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), [true, true, true]);
  });

  it("counts play sequences as legal actions and apply do", () => {
    /** @param {Hand} h @param {number} depth @returns {number} */
    const count = (h, depth) => {
      if (depth === 0) return 1;
      let n = 0;
      for (const a of h.legalActions()) {
        const next = h.clone();
        next.apply(a);
        n += depth === 1 || next.phase === "over" ? 1 : count(next, depth - 1);
      }
      return n;
    };
    for (const [variant, options] of GAMES) {
      const r = loadRuleset(variant, options);
      const rand = seededRandom(3);
      for (let i = 0; i < 8; i++) {
        const h = dealt(r, rand, i);
        while (h.phase !== "play" && h.phase !== "over") {
          const legal = h.legalActions();
          if (h.phase === "kitty") h.apply(`${h.contractor} discard ${h.hands[/** @type {string} */ (h.contractor)].slice(0, r.kittySize).join(" ")}`);
          else h.apply(legal.find((a) => a.includes(" bid ")) && h.auction.length < 2 ? /** @type {string} */ (legal.at(-1)) : legal[0]);
        }
        if (h.phase === "play") assert.equal(h.countSequences(3), count(h, 3));
      }
    }
  });
});
