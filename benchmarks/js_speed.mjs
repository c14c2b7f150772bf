// Benchmark: random complete hands per CPU second with the JavaScript engine under Node, beside
// a reference point measured in the same run, and the reference engine's figure
// (benchmarks/random_hands.py).
//
// Each hand is a fresh shuffle, a deal, a random legal auction, a random discard, a random
// nomination where there is one, and random legal play to the end. Two paths:
//   fast path     Hand.deal then hand.playout(): the transition core run to the end, nothing
//                 checked or worded between the steps; in the auction a player passes with
//                 probability 0.7, else makes a uniformly chosen legal bid (as the reference
//                 engine's playout, so the figures compare);
//   checked path  every step through legalActions() then apply(), the calls drawn the same way.
// The reference point, with no engine code: the bare shuffle and deal of the same packs (a
// Fisher-Yates shuffle of card numbers and the deal into the variant's packets), the floor
// under any engine's figure. "Played out" hands are those not thrown in (their time counts).
// The figures to compare across runs are the CPU-time ones.
//
//   node benchmarks/js_speed.mjs [--hands N] [--variant australian] [--engine DIR] [--no-python]
//
// --engine names another copy of implementations/javascript (an older one, to compare); a copy
// without Hand.prototype.playout is measured on its checked path only.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { seededRandom } from "../implementations/javascript/src/random.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    hands: { type: "string", default: "20000" },
    variant: { type: "string", default: "australian" },
    engine: { type: "string", default: join(root, "implementations", "javascript") },
    "no-python": { type: "boolean", default: false },
  },
});
const hands = Number(values.hands);
const variant = String(values.variant);
const engineDir = resolve(String(values.engine));
/** @type {typeof import("../implementations/javascript/src/index.js")} */
const engine = await import(pathToFileURL(join(engineDir, "src", "index.js")).href);
const { Hand, loadRuleset } = engine;
const r = loadRuleset(variant);
const PASS = 0.7;

/**
 * Shuffle in place (Fisher-Yates).
 * @template T
 * @param {T[]} items
 * @param {() => number} rand
 */
function shuffle(items, rand) {
  for (let k = items.length - 1; k > 0; k--) {
    const j = Math.floor(rand() * (k + 1));
    const x = items[k];
    items[k] = items[j];
    items[j] = x;
  }
}

/** CPU seconds (user and system) since `start`. @param {NodeJS.CpuUsage} start */
function cpuSince(start) {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

/**
 * `n` hands through the fast path; returns [played out, CPU seconds].
 * @param {number} n
 * @param {number} seed
 */
function fast(n, seed) {
  const rand = seededRandom(seed);
  const pack = [...r.pack];
  let played = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    shuffle(pack, rand);
    const end = Hand.deal(r, r.seats[i % r.seats.length], pack).playout(rand, PASS);
    if (!end.result?.thrown_in) played += 1;
  }
  return [played, cpuSince(start)];
}

/**
 * `n` hands through the checked path; returns [played out, actions, CPU seconds].
 * @param {number} n
 * @param {number} seed
 */
function checked(n, seed) {
  const rand = seededRandom(seed);
  const pack = [...r.pack];
  let played = 0;
  let actions = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    shuffle(pack, rand);
    const h = Hand.deal(r, r.seats[i % r.seats.length], pack);
    while (h.phase !== "over") {
      const seat = /** @type {string} */ (h.turn);
      if (h.phase === "kitty") {
        const held = [...h.hands[seat]];
        const out = [];
        for (let k = 0; k < r.kittySize; k++) out.push(held.splice(Math.floor(rand() * held.length), 1)[0]);
        h.apply({ seat, verb: "discard", cards: out });
      } else {
        const legal = h.legalActions();
        if (h.phase === "auction") {
          const bids = legal.filter((a) => !a.endsWith(" pass"));
          h.apply(bids.length === 0 || rand() < PASS ? `${seat} pass` : bids[Math.floor(rand() * bids.length)]);
        } else h.apply(legal[Math.floor(rand() * legal.length)]);
      }
      actions += 1;
    }
    if (!h.result?.thrown_in) played += 1;
  }
  return [played, actions, cpuSince(start)];
}

/**
 * The reference point: `n` bare shuffles and deals of card numbers into the variant's packets,
 * no engine code; returns CPU seconds.
 * @param {number} n
 * @param {number} seed
 */
function bare(n, seed) {
  const rand = seededRandom(seed);
  const pack = r.pack.map((_, i) => i);
  const seats = r.seats.length;
  const held = Array.from({ length: seats + 1 }, () => /** @type {number[]} */ ([]));
  let sink = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    shuffle(pack, rand);
    for (const h of held) h.length = 0;
    let top = 0;
    for (const packet of r.deal) {
      for (let k = 0; k < (packet.to === "kitty" ? 1 : seats); k++) {
        const to = packet.to === "kitty" ? held[seats] : held[(i + 1 + k) % seats];
        for (let c = 0; c < packet.cards; c++) to.push(pack[top++]);
      }
    }
    sink += held[0][0];
  }
  const cpu = cpuSince(start);
  if (sink < 0) console.log(sink);
  return cpu;
}

const hasFast = typeof Hand.prototype.playout === "function";
const checkedHands = Math.max(1, Math.floor(hands / 10));
if (hasFast) fast(2000, 0); // warm up the JIT
checked(200, 0);
bare(2000, 0);

console.log(`javascript (node ${process.version}), ${variant}, engine ${engineDir}:`);
const refHands = 20 * hands; // it is quick: more of them, for a CPU time well above the clock's grain
const refCpu = bare(refHands, 1);
const perRef = refCpu / refHands;
console.log(`  reference point, bare shuffle and deal: ${Math.round(1 / perRef).toLocaleString("en")} per CPU second ` +
  `(${refHands} in ${refCpu.toFixed(2)} s CPU)`);
if (hasFast) {
  const [played, cpu] = fast(hands, 1);
  console.log(`  fast path (deal, playout):    ${Math.round(played / cpu).toLocaleString("en")} played-out hands per CPU second ` +
    `(${Math.round(hands / cpu).toLocaleString("en")} hands; ${hands} in ${cpu.toFixed(2)} s CPU, ` +
    `${Math.round((100 * played) / hands)}% played out, the rest thrown in; ` +
    `${(cpu / hands / perRef).toFixed(1)}× the bare shuffle and deal)`);
} else {
  console.log("  fast path: this engine has no Hand.prototype.playout");
}
const [played, actions, cpu] = checked(checkedHands, 1);
console.log(`  checked path (legalActions + apply at every step): ${Math.round(played / cpu).toLocaleString("en")} played-out hands per CPU second ` +
  `(${checkedHands} hands in ${cpu.toFixed(2)} s CPU, ${Math.round((100 * played) / checkedHands)}% played out); ` +
  `${((cpu / actions) * 1e6).toFixed(2)} µs CPU per action (${actions} actions)`);

const python = join(root, ".venv", "bin", "python");
if (!values["no-python"] && existsSync(python)) {
  console.log(`python reference engine (benchmarks/random_hands.py --hands ${hands} --processes 1), ${variant}:`);
  const done = spawnSync(python, [join(root, "benchmarks", "random_hands.py"), "--hands", String(hands), "--variant", variant,
    "--processes", "1"], { cwd: root, encoding: "utf-8" });
  process.stdout.write(done.stdout.split("\n").map((l) => `  ${l}`).join("\n"));
  if (done.status !== 0) process.stderr.write(done.stderr);
}
