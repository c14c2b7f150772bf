// Per-seat views and determinization (src/view.js), under Node's test runner.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import {
  determinize,
  determinizeView,
  formatView,
  Hand,
  loadRuleset,
  parseViewText,
  RuleError,
  seatView,
  seededRandom,
  SPECTATOR,
  variantIds,
} from "../src/index.js";

/** The view lines both engines' tests read (tests/view_lines.json at the top of the repository). */
const LINES = JSON.parse(readFileSync(new URL("../../../tests/view_lines.json", import.meta.url), "utf8"));

/**
 * Every state of one random hand, the auction steered to misère as often as to suits.
 * @param {import("../src/variant.js").Ruleset} r
 * @param {() => number} random
 */
function* walk(r, random) {
  const pack = [...r.pack];
  for (let i = pack.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  const h = Hand.deal(r, r.seats[0], pack);
  yield h.clone();
  while (h.phase !== "over") {
    let actions = h.legalActions();
    if (h.phase === "kitty") {
      const c = /** @type {string} */ (h.contractor);
      const held = [...h.hands[c]].sort(() => random() - 0.5);
      actions = [`${c} discard ${held.slice(0, h.kitty.length).join(" ")}`];
    } else if (h.phase === "auction") {
      const misere = actions.filter((a) => / bid (MIS|OMIS)$/.test(a));
      const passes = actions.filter((a) => a.endsWith(" pass"));
      if (misere.length && random() < 0.4) actions = misere;
      else if (passes.length && random() < 0.5) actions = passes;
    }
    h.apply(actions[Math.floor(random() * actions.length)]);
    yield h.clone();
  }
}

describe("seat views", () => {
  for (const id of variantIds()) {
    it(`${id}: a view shows the seat's own cards, the played cards and nothing hidden`, () => {
      const r = loadRuleset(id);
      const random = seededRandom(11);
      for (let n = 0; n < 15; n++) {
        for (const h of walk(r, random)) {
          for (const seat of [...r.seats, SPECTATOR]) {
            const v = seatView(h, seat);
            const visible = new Set(Object.keys(/** @type {Record<string, string[]>} */ (v.hands)));
            for (const s of r.seats) {
              const shouldSee = s === seat || (h.exposed && s === h.contractor);
              assert.equal(visible.has(s), shouldSee, `${seat} sees ${s}'s hand: ${shouldSee}`);
            }
            assert.equal(v.kitty !== null, seat === h.contractor && !["auction", "partner"].includes(h.phase));
            assert.equal(v.discard !== null, seat === h.contractor && !["auction", "partner", "kitty"].includes(h.phase));
          }
        }
      }
    });

    it(`${id}: every determinized hand looks the same to its seat`, () => {
      const r = loadRuleset(id);
      const random = seededRandom(5);
      let differed = 0;
      for (let n = 0; n < 6; n++) {
        let i = 0;
        for (const h of walk(r, random)) {
          if (i++ % 4) continue;
          for (const seat of [...r.seats, SPECTATOR]) {
            const d = determinize(h, seat, seededRandom(n * 100 + i));
            assert.deepEqual(seatView(d, seat), seatView(h, seat));
            if (JSON.stringify(d.hands) !== JSON.stringify(h.hands)) differed += 1;
          }
        }
      }
      assert.ok(differed > 0, "the unseen cards were never dealt differently");
    });
  }

  it("refuses a seat not at the table", () => {
    const r = loadRuleset("three-player");
    const h = Hand.deal(r, r.seats[0], [...r.pack]);
    assert.throws(() => seatView(h, "W"), /W is not a seat of the three-player game/);
  });
});

/**
 * A view less what a position does not know (the auction, the kitty as dealt).
 * @param {Record<string, unknown>} v
 */
function positional(v) {
  return { ...v, auction: null, kitty: null };
}

describe("view lines (positions.md, A seat's view)", () => {
  for (const id of variantIds()) {
    it(`${id}: the view of every hand after the auction round-trips through its line`, () => {
      const r = loadRuleset(id);
      const random = seededRandom(23);
      let count = 0;
      const phases = new Set();
      for (let n = 0; n < 12; n++) {
        let i = 0;
        for (const h of walk(r, random)) {
          if (h.phase === "auction" || h.phase === "partner" || h.contract === null || (i++ % 2 && h.phase !== "over")) continue;
          phases.add(h.phase);
          for (const seat of [...r.seats, SPECTATOR]) {
            const v = seatView(h, seat);
            const line = formatView(r, v);
            const back = parseViewText(r, line);
            assert.equal(formatView(r, back), line);
            assert.deepEqual(positional(back), positional(v), line);
            count += 1;
          }
        }
      }
      for (const phase of ["kitty", "play", "over"]) assert.ok(phases.has(phase), `no hand reached ${phase}`);
      assert.ok(count > 0);
    });

    it(`${id}: every hand dealt from a line looks to its seat as the line says`, () => {
      const r = loadRuleset(id);
      const random = seededRandom(29);
      let differed = 0;
      for (let n = 0; n < 6; n++) {
        let i = 0;
        for (const h of walk(r, random)) {
          if (h.phase === "auction" || h.phase === "partner" || h.contract === null || i++ % 3) continue;
          for (const seat of [...r.seats, SPECTATOR]) {
            const v = parseViewText(r, formatView(r, seatView(h, seat)));
            for (let k = 0; k < 2; k++) {
              const d = determinizeView(r, v, seededRandom(n * 1000 + i * 10 + k));
              assert.deepEqual(seatView(d, seat), v);
              if (JSON.stringify(d.hands) !== JSON.stringify(h.hands)) differed += 1;
            }
          }
        }
      }
      assert.ok(differed > 0, "the unseen cards were never dealt otherwise than in the hand played");
    });
  }

  for (const c of LINES.good) {
    it(`reads the shared line ${c.name} as the file says`, () => {
      const r = loadRuleset(c.variant, c.options ?? []);
      const v = /** @type {Record<string, any>} */ (parseViewText(r, c.line));
      assert.equal(formatView(r, v), c.line);
      assert.equal(v.phase, c.phase);
      assert.equal(v.seat, c.seat ?? SPECTATOR);
      assert.deepEqual(v.hand_sizes, c.hand_sizes);
      assert.equal(v.exposed_hand !== null, c.exposed);
    });
  }

  for (const c of LINES.bad) {
    it(`refuses the shared bad line ${c.name}, naming the field and the rule`, () => {
      const r = loadRuleset(c.variant);
      assert.throws(() => parseViewText(r, c.line), (e) => {
        assert.ok(e instanceof RuleError, String(e));
        assert.equal(e.rule, c.rule, e.message);
        assert.ok(e.message.startsWith(`${c.field}: `), e.message);
        assert.ok(!e.message.includes("\n"));
        return true;
      });
    });
  }

  it("refuses to write a view of the auction, which has no position", () => {
    const r = loadRuleset("australian");
    const h = Hand.deal(r, r.seats[0], [...r.pack]);
    assert.throws(() => formatView(r, seatView(h, "N")), /without a contract has no position/);
  });
});

describe("a hand dealt out of play (DEAL-07)", () => {
  it("two-hand-dead: the dead hand is held by nobody and in no view or observation", () => {
    const r = loadRuleset("two-hand-dead");
    const random = seededRandom(3);
    for (let n = 0; n < 10; n++) {
      const states = [...walk(r, random)];
      const first = states[0];
      const live = new Set([...first.hands.P1, ...first.hands.P2, ...first.kitty]);
      const dead = r.pack.filter((c) => !live.has(c));
      assert.equal(dead.length, r.deadSize);
      assert.equal(r.deadSize, 10);
      for (const h of states) {
        for (const v of [h.observe(), ...[...r.seats, SPECTATOR].map((s) => seatView(h, s))]) {
          // Every card an observation or a view shows: hands, kitty, discard, the exposed hand, the tricks.
          const o = /** @type {Record<string, any>} */ (v);
          const cards = [...Object.values(o.hands ?? {}).flat(), ...(o.kitty ?? []), ...(o.discard ?? []),
            ...(o.exposed_hand ?? []), ...(o.trick ?? []), ...(o.tricks ?? []).flatMap((/** @type {any} */ t) => t.cards ?? t)];
          const shown = new Set(cards.map((c) => String(c).split(":")[0]));
          for (const c of dead) assert.ok(!shown.has(c), `${c} of the dead hand is shown`);
        }
      }
    }
  });
});
