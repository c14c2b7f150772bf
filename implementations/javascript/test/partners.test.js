// Sides formed after the auction (the five-player game): the partner phase, its action and its
// refusals (SEAT-10, SEAT-11), misère alone (MIS-06), the shared contract score (SCORE-13), the
// game's end player by player (END-12), and the partners in positions and records.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  fromPosition, gameAfterHand, loadRuleset, parsePositionText, parseRecord, replayRecord, scoreHand,
} from "../src/index.js";
import { HANDS, handOf, ruleOf } from "./five-hand-table.js";

const r = loadRuleset("five-hand");
/** @param {string} actions */
const hand = (actions = "") => handOf(r, actions);

describe("partners named after the auction (SEAT-10, SEAT-11)", () => {
  it("the auction closes into the partner phase, the kitty not yet taken", () => {
    const h = hand("P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass");
    assert.equal(h.phase, "partner");
    assert.equal(h.turn, "P1");
    assert.equal(h.hands.P1.length, 10);
    assert.deepEqual(h.legalActions(), ["P1 partner P2", "P1 partner P3", "P1 partner P4", "P1 partner P5"]);
    h.apply("P1 partner P4");
    assert.equal(h.phase, "kitty");
    assert.equal(h.hands.P1.length, 13);
    assert.deepEqual(h.partners, ["P4"]);
    assert.deepEqual(h.observe().partners, ["P4"]);
  });

  it("refuses a wrong naming under its rule and changes nothing", () => {
    const h = hand("P1 bid 8H, P2 pass, P3 pass, P4 pass, P5 pass");
    const before = JSON.stringify(h.observe());
    for (const [action, rule] of [["P1 partner P3", "SEAT-11"], ["P2 partner P3 P4", "SEAT-10"], ["P1 partner P1 P3", "SEAT-10"],
      ["P1 partner P3 P3", "SEAT-10"], ["P1 discard AS AC 9H", "KITTY-01"], ["P1 play AS", "SEAT-10"]]) {
      assert.equal(ruleOf(() => h.apply(action)), rule, action);
      assert.equal(JSON.stringify(h.observe()), before, action);
    }
    h.apply("P1 partner P5 P2");
    assert.deepEqual(h.partners, ["P2", "P5"]); // clockwise from the contractor
    assert.equal(ruleOf(() => hand("P1 bid 7H").apply("P1 partner P3")), "SEAT-10");
  });

  it("names nobody in misère: all five play against the contractor (MIS-06)", () => {
    const h = hand("P1 bid 7S, P2 bid MIS, P3 pass, P4 pass, P5 pass, P1 pass");
    assert.equal(h.phase, "kitty");
    assert.deepEqual(h.partners, []);
  });
});

describe("the score and the game at five (SCORE-13, END-12)", () => {
  it("every member of the contracting side scores the contract, each defender their own tricks", () => {
    const made = scoreHand(r, "8H", "P1", { P1: 4, P2: 1, P3: 3, P4: 1, P5: 1 }, ["P3", "P4"]);
    assert.deepEqual(made.points, { P1: 300, P2: 10, P3: 300, P4: 300, P5: 10 });
    assert.equal(ruleOf(() => scoreHand(r, "8H", "P1", { P1: 10 }, ["P3"])), "SEAT-11");
  });

  it("the contractor wins a tie at 500, then the partner", () => {
    const winners = ["P1", "P1", "P1", "P1", "P1", "P3", "P3", "P3", "P5", "P5"];
    const first = gameAfterHand(r, { scores: { P1: 420, P2: 0, P3: 450, P4: 0, P5: 480 }, dealer: "P5" },
      { contract: "7S", contractor: "P1", trick_winners: winners, partners: ["P3"] });
    assert.deepEqual(first.outcome, { winner: "P1", reason: "contractor_tie_break" });
    const second = gameAfterHand(r, { scores: { P1: 300, P2: 0, P3: 450, P4: 0, P5: 480 }, dealer: "P5" },
      { contract: "7S", contractor: "P1", trick_winners: winners, partners: ["P3"] });
    assert.deepEqual(second.outcome, { winner: "P3", reason: "contractor_tie_break" });
  });
});

describe("partners in positions and records", () => {
  it("a position names the partners, and a wrong number is refused", () => {
    const h = hand("P1 bid 8H, P2 pass, P3 pass, P4 pass, P5 pass, P1 partner P3 P4, P1 discard 2C 3D 2D");
    const text = `dealer P5, P1 8H, partners P3 P4 | ${Object.entries(h.hands).map(([s, c]) => `${s} ${c.join(" ")}`).join(", ")} | discards 2C 3D 2D | - | - | P1 to play`;
    const opened = fromPosition(r, parsePositionText(text));
    assert.deepEqual(opened.partners, ["P3", "P4"]);
    assert.deepEqual(opened.legalActions(), h.legalActions());
    assert.equal(ruleOf(() => fromPosition(r, parsePositionText(text.replace("partners P3 P4", "partners P3")))), "SEAT-11");
  });

  it("a record without its Partners line is refused under SEAT-10", () => {
    const text = ['[Record "1"]', '[Variant "five-hand"]', '[Options "-"]', '[Seats "P1 P2 P3 P4 P5"]', "",
      '[Hand "1"]', '[Dealer "P5"]', `Hands ${Object.entries(HANDS).map(([s, c]) => `${s}: ${c}`).join("; ")}`,
      "Kitty 2C 3D 2D", "Auction P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass",
      "Result 7H P1 made; won P1 10; points P1 250"];
    assert.equal(ruleOf(() => replayRecord(parseRecord(`${text.join("\n")}\n`))), "SEAT-10");
  });
});
