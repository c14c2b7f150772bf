// Options that edit the bid ladder, under Node's test runner (node --test test/).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { RuleError, loadRuleset } from "../src/index.js";

describe("options on the bid ladder (bid_ladder.place)", () => {
  it("moves misère and open misère together, each to its own place", () => {
    const r = loadRuleset("australian", ["ref:open-misere-top", "ref:misere-rank-by-value"]);
    assert.deepEqual(r.ladder.slice(9, 13), ["7NT", "8S", "MIS", "8C"]);
    assert.equal(r.ladder.at(-1), "OMIS");
    assert.equal(r.ladder.length, 27);
  });

  it("leaves no misère to move under var:no-misere", () => {
    const r = loadRuleset("australian", ["var:no-misere", "ref:misere-rank-by-value", "ref:open-misere-top"]);
    assert.ok(!r.ladder.includes("MIS") && !r.ladder.includes("OMIS"));
    assert.equal(r.ladder.length, 25);
  });

  it("refuses two options that each place open misère, naming both", () => {
    assert.throws(() => loadRuleset("australian", ["ref:open-misere-top", "ref:open-misere-below-ten-spades"]),
      (e) => e instanceof RuleError && e.rule === null &&
        e.message.includes("ref:open-misere-top") && e.message.includes("ref:open-misere-below-ten-spades"));
  });
});
