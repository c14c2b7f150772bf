// Game records (src/record.js), under Node's test runner.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  formatRecord,
  gameRecordOf,
  Hand,
  loadRuleset,
  parseRecord,
  recordOfHand,
  replayRecord,
  seededRandom,
  variantIds,
} from "../src/index.js";

describe("game records", () => {
  for (const id of variantIds()) {
    it(`${id}: a hand played at random is recorded, read back byte for byte and replayed`, () => {
      const r = loadRuleset(id);
      const random = seededRandom(3);
      for (let n = 0; n < 10; n++) {
        const pack = [...r.pack];
        for (let i = pack.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [pack[i], pack[j]] = [pack[j], pack[i]];
        }
        const h = Hand.deal(r, r.seats[n % r.seats.length], pack);
        const deal = { pack, hands: structuredClone(h.hands), kitty: [...h.kitty] };
        while (h.phase !== "over") {
          let actions = h.legalActions();
          if (h.phase === "kitty") {
            const c = /** @type {string} */ (h.contractor);
            actions = [`${c} discard ${[...h.hands[c]].sort(() => random() - 0.5).slice(0, h.kitty.length).join(" ")}`];
          }
          h.apply(actions[Math.floor(random() * actions.length)]);
        }
        const text = formatRecord(gameRecordOf(r, [recordOfHand(h, deal)], [["Event", "random"]]));
        assert.equal(formatRecord(parseRecord(text)), text);
        const [after] = replayRecord(parseRecord(text));
        for (const [side, points] of Object.entries(/** @type {Record<string, number>} */ (h.result?.points))) {
          assert.equal(after[side], points, `${side} after the hand`);
        }
      }
    });
  }

  it("refuses a line that is no tag, comment or move, naming the line", () => {
    assert.throws(() => parseRecord('[Record "1"]\nHello\n'), /line 2: Hello: is not a tag, comment or move/);
  });
});
