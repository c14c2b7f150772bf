// Benchmark: random legal complete hands per second with the JavaScript engine under Node,
// printed beside the reference engine's figure (benchmarks/random_hands.py).
//
// Each hand is a fresh shuffle, a deal, a random legal auction (every call drawn from the legal
// ones), a random discard of three, a random nomination where there is one, and random legal
// play to the end, every step through the checked path: legalActions() then apply(). The
// figures to compare are the CPU-time ones.
//
//   node benchmarks/js_speed.mjs [--hands N] [--variant australian] [--no-python]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Hand, loadRuleset } from "../implementations/javascript/src/index.js";

const { values } = parseArgs({
  options: {
    hands: { type: "string", default: "5000" },
    variant: { type: "string", default: "australian" },
    "no-python": { type: "boolean", default: false },
  },
});
const hands = Number(values.hands);
const variant = String(values.variant);
const r = loadRuleset(variant);

/** A small seeded generator (mulberry32), so that runs repeat. @param {number} seed */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Play `n` random hands; return [hands, played out, actions, CPU seconds].
 * @param {number} n
 * @param {number} seed
 */
function play(n, seed) {
  const rand = rng(seed);
  const pack = [...r.pack];
  let played = 0;
  let actions = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    for (let k = pack.length - 1; k > 0; k--) {
      const j = Math.floor(rand() * (k + 1));
      [pack[k], pack[j]] = [pack[j], pack[k]];
    }
    const h = Hand.deal(r, r.seats[i % r.seats.length], pack);
    while (h.phase !== "over") {
      if (h.phase === "kitty") {
        const held = [...h.hands[/** @type {string} */ (h.contractor)]];
        const out = [];
        for (let k = 0; k < r.kittySize; k++) out.push(held.splice(Math.floor(rand() * held.length), 1)[0]);
        h.apply({ seat: /** @type {string} */ (h.contractor), verb: "discard", cards: out });
      } else {
        const legal = h.legalActions();
        h.apply(legal[Math.floor(rand() * legal.length)]);
      }
      actions += 1;
    }
    if (!h.result?.thrown_in) played += 1;
  }
  const used = process.cpuUsage(start);
  return [n, played, actions, (used.user + used.system) / 1e6];
}

play(200, 0); // warm up the JIT
const [n, played, actions, cpu] = play(hands, 1);
console.log(`javascript (node ${process.version}), ${variant}:`);
console.log(`  ${Math.round(n / cpu).toLocaleString("en")} hands per CPU second (${n} hands in ${cpu.toFixed(2)} s CPU; ` +
  `${Math.round((100 * played) / n)}% played out, the rest thrown in)`);
console.log(`  ${((cpu / actions) * 1e6).toFixed(2)} µs CPU per action for legalActions + apply (${actions} actions)`);

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const python = join(root, ".venv", "bin", "python");
if (!values["no-python"] && existsSync(python)) {
  console.log(`python reference engine (benchmarks/random_hands.py --hands ${hands} --processes 1), ${variant}:`);
  const done = spawnSync(python, [join(root, "benchmarks", "random_hands.py"), "--hands", String(hands), "--variant", variant,
    "--processes", "1"], { cwd: root, encoding: "utf-8" });
  process.stdout.write(done.stdout.split("\n").map((l) => `  ${l}`).join("\n"));
  if (done.status !== 0) process.stderr.write(done.stderr);
}
