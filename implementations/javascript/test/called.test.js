// The called-card game (the five-player game's option var:called-card): the call and its refusals
// (SEAT-11, SEAT-12), the holders of the called cards as partners (DECIDE-63, DECIDE-64), what each
// seat may know of them (SEAT-13, DECIDE-65), misère alone (DECIDE-66), the score with the sides
// found, and the called cards in positions, view lines and records.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  Hand, determinize, formatRecord, formatView, fromPosition, gameRecordOf, loadRuleset, parsePositionText,
  parseRecord, parseViewText, recordOfHand, replayRecord, scoreHand, seatView, seededRandom,
} from "../src/index.js";
import { HANDS, handOf, ruleOf } from "./five-hand-table.js";

const r = loadRuleset("five-hand", ["var:called-card"]);
/** @param {string} actions */
const hand = (actions = "") => handOf(r, actions);
const AUCTION = (/** @type {string} */ bid) => `P1 bid ${bid}, P2 pass, P3 pass, P4 pass, P5 pass`;

describe("the call of a card (SEAT-11, SEAT-12)", () => {
  it("the auction closes into the partner phase with every card of the pack to call", () => {
    const h = hand(AUCTION("7H"));
    assert.equal(h.phase, "partner");
    assert.equal(h.legalActions().length, 53);
    assert.equal(h.legalActions()[0], "P1 call 2S");
    assert.equal(hand(AUCTION("8H")).legalActions().length, (53 * 52) / 2);
  });

  it("the holder of the called card is the partner; the kitty is then taken up", () => {
    const h = hand(`${AUCTION("7H")}, P1 call KS`);
    assert.equal(h.phase, "kitty");
    assert.deepEqual(h.partners, ["P2"]);
    assert.deepEqual(h.called, ["KS"]);
    assert.equal(h.hands.P1.length, 13);
  });

  it("a card of the contractor's or of the kitty finds nobody; two cards of one hand find one partner", () => {
    assert.deepEqual(hand(`${AUCTION("7H")}, P1 call AH`).partners, []);
    assert.deepEqual(hand(`${AUCTION("7H")}, P1 call 3D`).partners, []);
    assert.deepEqual(hand(`${AUCTION("8H")}, P1 call KS QS`).partners, ["P2"]);
    assert.deepEqual(hand(`${AUCTION("8H")}, P1 call KC KS`).called, ["KS", "KC"]); // canonical order
  });

  it("wrong calls are refused with their rule and leave the hand as it was", () => {
    for (const [actions, call, rule] of [
      ["P1 bid 7H", "P1 call KS", "SEAT-12"],
      [AUCTION("7H"), "P2 call KS", "SEAT-12"],
      [AUCTION("8H"), "P1 call KS KS", "SEAT-12"],
      [AUCTION("7H"), "P1 call KS KC", "SEAT-11"],
      [AUCTION("8H"), "P1 call KS", "SEAT-11"],
      [AUCTION("7H"), "P1 partner P2", "SEAT-12"],
      [AUCTION("7H"), "P1 play AS", "SEAT-12"],
      [`${AUCTION("7H")}, P1 call KS`, "P1 call QS", "SEAT-12"],
    ]) {
      const h = hand(actions);
      const before = JSON.stringify(h.observe());
      assert.equal(ruleOf(() => h.apply(call)), rule, call);
      assert.equal(JSON.stringify(h.observe()), before);
    }
  });

  it("misère calls nothing; a game that names partners refuses a call", () => {
    const h = hand("P1 bid 7H, P2 bid MIS, P3 pass, P4 pass, P5 pass, P1 pass");
    assert.equal(h.phase, "kitty");
    assert.equal(ruleOf(() => h.apply("P2 call AS")), "SEAT-12");
    const named = Hand.fromHands(loadRuleset("five-hand"), "P5",
      Object.fromEntries(Object.entries(HANDS).map(([s, c]) => [s, c.split(" ")])), ["2C", "3D", "2D"]);
    for (const a of AUCTION("7H").split(", ")) named.apply(a);
    assert.equal(ruleOf(() => named.apply("P1 call KS")), "SEAT-10");
  });
});

describe("the hidden partner (SEAT-13, DECIDE-65)", () => {
  it("the holder knows at once, the others when the card falls", () => {
    const h = hand(`${AUCTION("7H")}, P1 call KS, P1 discard 2C 3D 2D, P1 play AS`);
    assert.deepEqual(seatView(h, "P2").partners, ["P2"]);
    assert.deepEqual(seatView(h, "P3").partners, []);
    assert.deepEqual(seatView(h, "spectator").partners, []);
    h.apply("P2 play KS");
    for (const s of ["P1", "P3", "P5", "spectator"]) assert.deepEqual(seatView(h, s).partners, ["P2"]);
  });

  it("a determinized hand keeps each seat's view", () => {
    const h = hand(`${AUCTION("8H")}, P1 call KS AD, P1 discard 2C 3D 2D`);
    const random = seededRandom(7);
    for (const s of ["P1", "P2", "P3", "spectator"]) {
      assert.deepEqual(seatView(determinize(h, s, random), s), seatView(h, s));
    }
  });

  it("the score uses the sides found: none, or fewer partners than cards", () => {
    assert.deepEqual(scoreHand(r, "7C", "P2", { P1: 1, P2: 8, P3: 0, P4: 1, P5: 0 }, []).points,
      { P1: 10, P2: 160, P3: 0, P4: 10, P5: 0 });
    assert.deepEqual(scoreHand(r, "8H", "P1", { P1: 6, P2: 1, P3: 2, P4: 1, P5: 0 }, ["P3"]).points,
      { P1: 300, P2: 10, P3: 300, P4: 10, P5: 0 });
  });
});

describe("positions, view lines and records", () => {
  const POS = "dealer P5, P1 8H | P1 JK JH JD AH KH QH 10H 9H AS AC, P2 KS QS JS 10S 9S 8S 7S 6S 5S 4S, " +
    "P3 KC QC JC 10C 9C 8C 7C 6C 5C 4C, P4 AD KD QD 10D 9D 8D 7D 6D 5D 4D, P5 8H 7H 6H 5H 4H 3H 2H 3S 2S 3C";

  it("a position opens in the partner phase with its kitty", () => {
    const h = fromPosition(r, parsePositionText(`${POS} | kitty 2C 3D 2D | - | - | P1 to play`));
    assert.equal(h.phase, "partner");
    h.apply("P1 call KS KC");
    assert.deepEqual(h.partners, ["P2", "P3"]);
  });

  it("a position after the call finds its partners, and refuses one holding no called card", () => {
    const after = POS.replace("P1 8H |", "P1 8H, called KS KC |").replace("AS AC,", "AS AC 2C 3D 2D,");
    const h = fromPosition(r, parsePositionText(`${after} | discards ? | - | - | P1 to play`));
    assert.deepEqual(h.partners, ["P2", "P3"]);
    const wrong = after.replace("P1 8H,", "P1 8H, partners P5,");
    assert.equal(ruleOf(() => fromPosition(r, parsePositionText(`${wrong} | discards ? | - | - | P1 to play`))), "SEAT-13");
    h.apply("P1 discard 2C 3D 2D");
    const line = formatView(r, seatView(h, "P2"));
    assert.match(line, /, partners P2, called KS KC, view P2/);
    assert.equal(formatView(r, parseViewText(r, line)), line);
  });

  it("a record writes the Called line and replays it", () => {
    const h = hand(AUCTION("8H")).playout(seededRandom(3));
    const dealt = Object.fromEntries(Object.entries(HANDS).map(([s, c]) => [s, c.split(" ")]));
    const text = formatRecord(gameRecordOf(r, [recordOfHand(h, { pack: null, hands: dealt, kitty: ["2C", "3D", "2D"] })]));
    assert.match(text, /\nCalled /);
    assert.equal(replayRecord(parseRecord(text)).length, 1);
    const broken = text.split("\n").filter((l) => !l.startsWith("Called ")).join("\n");
    assert.equal(ruleOf(() => replayRecord(parseRecord(broken))), "SEAT-12");
  });
});
