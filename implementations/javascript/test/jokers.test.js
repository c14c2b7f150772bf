// The two jokers of the 46-card game: notation (DECIDE-58), order (RANK-11, JOKER-17), one
// nomination for both (DECIDE-59) and the lead of a hand of suitless jokers alone (DECIDE-60).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { RuleError, effectiveSuit, loadRuleset, newHand, parseCard, sortCards, trickWinner } from "../src/index.js";

const A46 = loadRuleset("american-46");

/** The deal of the recorded hand A46-0004: E at 8NT holds both jokers; N deals. */
function eightNoTrumps() {
  /** @type {Record<string, string[]>} */
  const hands = {
    E: "BJ RJ AS KS AC KC AD KD AH 4H".split(" "),
    S: "9S 8S 7S 9C 8C 7C 10D 9D 10H 9H".split(" "),
    W: "6S 5S 4S 6C 5C 4C 8D 7D 8H 7H".split(" "),
    N: "QS JS 10S QC JC 10C QD JD QH JH".split(" "),
  };
  const h = newHand({ variant: "american-46", dealer: "N", hands, kitty: "KH 6D 5D 4D 6H 5H".split(" ") });
  for (const a of ["E bid 8NT", "S pass", "W pass", "N pass", "E discard 6D 5D 4D 6H 5H 4H"]) h.apply(a);
  return h;
}

/** The first eight tricks of A46-0004: the ace and king of every suit. */
const EIGHT = ["AS 7S 4S 10S", "KS 8S 5S JS", "AC 7C 4C 10C", "KC 8C 5C JC", "AD 9D 7D JD", "KD 10D 8D QD",
  "AH 9H 7H JH", "KH 10H 8H QH"];

describe("two jokers", () => {
  it("reads and writes BJ and RJ, in canonical order after the suits, red before black", () => {
    assert.equal(parseCard("black joker"), "BJ");
    assert.equal(parseCard(" rj "), "RJ");
    assert.deepEqual(sortCards(["BJ", "AS", "RJ"]), ["AS", "RJ", "BJ"]);
    assert.throws(() => parseCard("WJ"), (e) => e instanceof RuleError && /"WJ"/.test(e.message));
  });

  it("builds the 46-card pack with both jokers, red then black in canonical order", () => {
    assert.equal(A46.pack.length, 46);
    assert.deepEqual(A46.pack.slice(-2), ["RJ", "BJ"]);
    assert.equal(A46.kittySize, 6);
  });

  it("ranks the black joker over the red in trumps, suitless and nominated", () => {
    assert.equal(trickWinner(A46, "7H", ["JH", "RJ", "BJ", "AH"], null, null).index, 2);
    assert.equal(trickWinner(A46, "7H", ["RJ", "JH", "JD", "4H"], null, null).index, 0);
    assert.equal(trickWinner(A46, "7NT", ["RJ", "AS", "BJ", "KS"], null, "S").index, 2);
    assert.equal(trickWinner(A46, "7NT", ["AH", "RJ", "BJ", "KH"], "H", null).index, 2);
    assert.equal(effectiveSuit("BJ", null, "D"), "D");
    assert.equal(effectiveSuit("RJ", null, "D"), "D");
  });

  it("offers the holder of a joker one nomination", () => {
    const h = eightNoTrumps();
    assert.equal(h.phase, "nomination");
    h.apply("E nominate H");
    assert.equal(h.jokerSuit, "H");
  });

  it("lets a hand of nothing but suitless jokers lead one, naming any suit", () => {
    const h = eightNoTrumps();
    h.apply("E nominate none");
    const seats = ["E", "S", "W", "N"];
    for (const t of EIGHT) t.split(" ").forEach((c, i) => h.apply(`${seats[i]} play ${c}`));
    const legal = h.legalActions();
    assert.equal(legal.length, 8);
    assert.ok(legal.includes("E play RJ C") && legal.includes("E play BJ S"));
    h.apply("E play RJ C");
    assert.deepEqual(h.legalActions(), ["S play 9C"]);
  });

  it("keeps the jokers back while the leader holds another card", () => {
    const h = eightNoTrumps();
    h.apply("E nominate none");
    const seats = ["E", "S", "W", "N"];
    for (const t of EIGHT.slice(0, 7)) t.split(" ").forEach((c, i) => h.apply(`${seats[i]} play ${c}`));
    assert.deepEqual(h.legalActions(), ["E play KH"]);
  });
});
