/**
 * A seeded generator of numbers in [0, 1) (mulberry32): the same seed gives the same numbers, so
 * that a dealt view, a random hand or a failing test repeats.
 * @param {number} seed any number; only its low 32 bits count
 * @returns {() => number}
 */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
