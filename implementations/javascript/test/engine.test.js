// Unit tests of the engine, under Node's test runner (node --test test/).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  Hand, NotPlayed, RuleError, effectiveSuit, firstDealer, gameAfterHand, loadRuleset, newHand, parseCard,
  scoreHand, trickWinner,
} from "../src/index.js";

const AU = loadRuleset("australian");
const TP = loadRuleset("three-player");
const AM = loadRuleset("american");

/**
 * The pack of a variant in canonical order, which deals predictable hands.
 * @param {import("../src/variant.js").Ruleset} r
 */
const canonicalPack = (r) => [...r.pack];

/**
 * Expect a RuleError citing a rule.
 * @param {() => unknown} fn
 * @param {string | null} rule
 */
function refused(fn, rule) {
  assert.throws(fn, (e) => e instanceof RuleError && e.rule === rule, `expected a refusal under ${rule}`);
}

/**
 * A four-player hand dealt from the hands given, N dealing.
 * @param {Record<string, string>} hands seat -> cards separated by blanks
 * @param {string} kitty
 * @param {string[]} [options]
 */
function au(hands, kitty, options = []) {
  /** @type {Record<string, string[]>} */
  const h = {};
  for (const [s, cards] of Object.entries(hands)) h[s] = cards.split(" ");
  return newHand({ variant: "australian", options, dealer: "N", hands: h, kitty: kitty.split(" ") });
}

const DEAL = {
  N: "AS KS QS JS 10S 9S 8S 7S 6S 5S",
  E: "AC KC QC JC 10C 9C 8C 7C 6C 5C",
  S: "AD KD QD JD 10D 9D 8D 7D 6D 5D",
  W: "AH KH QH JH 10H 9H 8H 7H 6H 5H",
};

describe("cards (DECIDE-39)", () => {
  it("reads other spellings and refuses a text that is no card", () => {
    assert.equal(parseCard(" th "), "10H");
    assert.equal(parseCard("q♠"), "QS");
    assert.equal(parseCard("Joker"), "JK");
    assert.equal(parseCard("2H"), "2H");
    assert.equal(parseCard("13h"), "13H");
    assert.equal(parseCard("11♣"), "11C");
    assert.equal(parseCard("12 S"), "12S");
    refused(() => parseCard("14H"), null);
    refused(() => parseCard("1H"), null);
    refused(() => parseCard("10X"), null);
  });
});

describe("packs from the variant data (DECK-01, DECK-02)", () => {
  it("has 43 and 33 cards, the joker last", () => {
    assert.equal(AU.pack.length, 43);
    assert.equal(TP.pack.length, 33);
    assert.equal(AU.pack.at(-1), "JK");
    assert.deepEqual(AU.pack.slice(0, 3), ["5S", "6S", "7S"]);
    assert.ok(AU.pack.includes("4H") && !AU.pack.includes("4S"));
  });
});

describe("options", () => {
  it("applies an offered option to the data", () => {
    assert.ok(!loadRuleset("australian", ["var:no-misere"]).ladder.includes("MIS"));
    assert.equal(loadRuleset("australian", ["american-bidding"]).auction.rounds, "single");
  });
  it("declares a catalogue option no variant file offers, refuses an unknown one", () => {
    assert.throws(() => loadRuleset("australian", ["opt:blind-misere"]), NotPlayed);
    refused(() => loadRuleset("australian", ["no-such-option"]), null);
    refused(() => loadRuleset("three-player", ["american-bidding"]), null);
  });
  it("lets var:no-self-raise take away the final turn of ref:high-bidder-final-turn, in either order", () => {
    for (const opts of [["ref:high-bidder-final-turn", "var:no-self-raise"], ["var:no-self-raise", "ref:high-bidder-final-turn"]]) {
      assert.equal(loadRuleset("australian", opts).auction.high_bidder_final_turn, false);
    }
    assert.equal(loadRuleset("australian", ["ref:high-bidder-final-turn"]).auction.high_bidder_final_turn, true);
  });
});

describe("deal (DEAL-02, DEAL-03, DEAL-04)", () => {
  it("deals 3-1-4-1-3-1 from the dealer's left", () => {
    const h = Hand.deal(AU, "N", canonicalPack(AU));
    // E gets the first three cards, the kitty the 13th.
    assert.deepEqual(h.hands.E.slice(0, 3), ["5S", "6S", "7S"]);
    assert.deepEqual(h.kitty, ["7C", "KD", "JK"]);
    assert.deepEqual(h.hands.N, ["AS", "5C", "6C", "9D", "10D", "JD", "QD", "QH", "KH", "AH"]);
    for (const s of AU.seats) assert.equal(h.hands[s].length, 10);
  });
  it("deals the three-player widow in one packet of three after the first round", () => {
    const h = Hand.deal(TP, "P1", canonicalPack(TP));
    assert.deepEqual(h.kitty, ["8C", "9C", "10C"]);
    assert.deepEqual(h.hands.P2.slice(0, 3), ["7S", "8S", "9S"]);
  });
  it("refuses a pack one card short, a second joker, a card twice", () => {
    refused(() => Hand.deal(AU, "N", canonicalPack(AU).slice(1)), "DECK-03");
    const two = canonicalPack(AU);
    two[0] = "JK";
    refused(() => Hand.deal(AU, "N", two), "DECK-04");
    const twice = canonicalPack(AU);
    twice[0] = "6S";
    refused(() => Hand.deal(AU, "N", twice), "DECK-01");
    refused(() => Hand.deal(TP, "P1", canonicalPack(AU)), "DECK-02");
  });
});

describe("effective suit and trick winner (RANK-*, PLAY-05, JOKER-*)", () => {
  it("makes the left bower and the joker trumps", () => {
    assert.equal(effectiveSuit("JD", "H", null), "H");
    assert.equal(effectiveSuit("JD", null, null), "D");
    assert.equal(effectiveSuit("JK", null, null), null);
    assert.equal(effectiveSuit("JK", null, "C"), "C");
  });
  it("gives the trick to the best trump, else the best card of the suit led", () => {
    assert.equal(trickWinner(AU, "8S", ["JS", "JK", "AS", "9S"], null, null).index, 1);
    assert.equal(trickWinner(AU, "7S", ["AD", "KD", "5S", "10D"], null, null).index, 2);
    assert.equal(trickWinner(AU, "7NT", ["QC", "JC", "10C", "JS"], null, null).index, 0);
    assert.equal(trickWinner(AU, "7H", ["JH", "JD", "AH", "KH"], null, null).index, 0);
  });
  it("lets a joker nominated to another suit lose (JOKER-12)", () => {
    assert.equal(trickWinner(AU, "MIS", ["9H", "QH", "JK"], "S", null).index, 1);
    const v = trickWinner(AU, "9NT", ["JK", "7C", "8C", "9C"], null, "C");
    assert.equal(v.index, 0);
    assert.deepEqual([v.reason, v.rules, v.led], ["joker_suitless", ["JOKER-06", "RANK-07"], "C"]);
  });
  it("says why the winning card wins, with the rules of the reason that apply to the variant", () => {
    const why = (/** @type {import("../src/variant.js").Ruleset} */ r, /** @type {string} */ c,
      /** @type {string[]} */ cards, /** @type {import("../src/cards.js").Suit | null} */ js) => {
      const v = trickWinner(r, c, cards, js, null);
      return [v.index, v.reason, v.rules, v.led, v.trumps];
    };
    assert.deepEqual(why(AU, "7H", ["JH", "JK"], null), [1, "joker_top_trump", ["RANK-06", "JOKER-01"], "H", 2]);
    assert.deepEqual(why(AU, "7H", ["JD", "JH"], null), [1, "right_bower", ["RANK-02"], "H", 2]);
    assert.deepEqual(why(AU, "7H", ["AC", "JD", "5C"], null), [1, "left_bower", ["RANK-03"], "C", 1]);
    assert.deepEqual(why(AU, "7S", ["AD", "KD", "5S", "10D"], null), [2, "trumped", ["RANK-04"], "D", 1]);
    assert.deepEqual(why(AU, "7S", ["5S", "AS", "10D"], null), [1, "highest_trump", ["RANK-02"], "S", 2]);
    assert.deepEqual(why(AU, "7H", ["10C", "5C", "QC", "6C"], null), [2, "highest_of_led", ["PLAY-05", "RANK-01"], "C", 0]);
    assert.deepEqual(why(AU, "7NT", ["AD", "JK"], "D"), [1, "joker_nominated", ["DECIDE-15", "JOKER-05"], "D", 0]);
    const three = loadRuleset("three-player");
    assert.deepEqual(why(three, "7NT", ["AD", "JK"], null), [1, "joker_suitless", ["RANK-07"], "D", 0]);
  });
});

describe("auction", () => {
  it("refuses misère without a standing seven-level bid (BID-13), and a lower bid (BID-02)", () => {
    const h = au(DEAL, "4D 4H JK");
    refused(() => h.apply("E bid MIS"), "BID-13");
    h.apply("E bid 7C");
    refused(() => h.apply("S bid 7S"), "BID-02");
    h.apply("S bid MIS");
    refused(() => h.apply("W bid MIS"), "BID-02");
    assert.deepEqual(h.observe().auction, ["E 7C", "S MIS"]);
  });
  it("closes when the others have passed after a bid, and hands the kitty to the contractor (BID-08, KITTY-01)", () => {
    const h = au(DEAL, "4D 4H JK");
    for (const a of ["E bid 6S", "S pass", "W pass", "N pass"]) h.apply(a);
    const o = h.observe();
    assert.equal(o.phase, "kitty");
    assert.equal(o.contractor, "E");
    assert.equal(o.hands.E.length, 13);
    assert.deepEqual(h.legalActions(), []);
    refused(() => h.apply("N pass"), "BID-08");
  });
  it("throws in a hand everyone passes (BID-09)", () => {
    const h = au(DEAL, "4D 4H JK");
    for (const a of ["E pass", "S pass", "W pass", "N pass"]) h.apply(a);
    assert.deepEqual(h.observe().result, { thrown_in: true, made: null, points: { NS: 0, EW: 0 }, tricks_played: 0 });
  });
  it("gives one call each in the American game and ranks nullo by value (BID-24, BID-25)", () => {
    const h = newHand({ variant: "american", dealer: "N", pack: [...AM.pack] });
    h.apply("E bid 8S");
    h.apply("S bid MIS");
    refused(() => h.apply("W bid MIS"), "BID-02");
    h.apply("W pass");
    h.apply("N pass");
    assert.equal(h.observe().contract, "MIS");
    assert.deepEqual(h.observe().active, []);
  });
});

describe("play", () => {
  /** E in 7NT holding the joker, having discarded. */
  function nt() {
    const h = au({ ...DEAL, E: "AC KC QC JC 10C 9C 8C 7C 6C JK" }, "5C 4D 4H");
    for (const a of ["E bid 7NT", "S pass", "W pass", "N pass", "E discard 5C 4D 4H"]) h.apply(a);
    return h;
  }
  it("refuses a card played while the auction is open under PLAY-01, leaving the auction as it was", () => {
    const h = au({ ...DEAL, E: "AC KC QC JC 10C 9C 8C 7C 6C JK" }, "5C 4D 4H");
    h.apply("E bid 7NT");
    assert.equal(h.phase, "auction");
    refused(() => h.apply("E play AC"), "PLAY-01");
    refused(() => h.apply("S play AS"), "PLAY-01");
    assert.equal(h.phase, "auction");
    assert.equal(h.turn, "S");
  });
  it("refuses a card played before the discard under KITTY-03", () => {
    const h = au({ ...DEAL, E: "AC KC QC JC 10C 9C 8C 7C 6C JK" }, "5C 4D 4H");
    for (const a of ["E bid 7NT", "S pass", "W pass", "N pass"]) h.apply(a);
    assert.equal(h.phase, "kitty");
    refused(() => h.apply("E play AC"), "KITTY-03");
  });
  it("asks for the nomination before the lead (DECIDE-13, JOKER-05)", () => {
    const h = nt();
    assert.equal(h.phase, "nomination");
    refused(() => h.apply("E play AC"), "DECIDE-13");
    refused(() => h.apply("S nominate H"), "JOKER-05");
    assert.deepEqual(h.legalActions(), ["E nominate none", "E nominate S", "E nominate C", "E nominate D", "E nominate H"]);
  });
  it("leads a suitless joker naming an unled suit (JOKER-10), with the rules that allow each play", () => {
    const h = nt();
    h.apply("E nominate none");
    const legal = h.explainedActions();
    assert.ok(legal.some((a) => a.action === "E play JK H" && a.rules.includes("JOKER-10")));
    assert.ok(legal.some((a) => a.action === "E play AC" && a.rules.includes("PLAY-02")));
    refused(() => h.apply("E play JK"), "JOKER-10");
    h.apply("E play JK D");
    refused(() => h.apply("S play AS"), "DECIDE-20");
    const before = JSON.stringify(h.observe());
    refused(() => h.apply("S play QS"), "DECIDE-20");
    assert.equal(JSON.stringify(h.observe()), before);
    h.apply("S play 5D");
    h.apply("W play 5H");
    h.apply("N play 5S");
    assert.equal(h.lastTrick?.winner, "E");
    assert.deepEqual(h.lastTrick?.rules, ["JOKER-06", "RANK-07"]);
  });
  it("forces the suitless joker on a void holder in misère (JOKER-08) and ends the misère at the trick the contractor wins (DECIDE-12)", () => {
    const h = au({ ...DEAL, S: "AD KD QD JD 10D 9D 8D 7D 6D JK" }, "5D 4D 4H");
    for (const a of ["E bid 7C", "S bid MIS", "W pass", "N pass", "E pass", "S discard 5D 4D 4H"]) h.apply(a);
    h.apply("S nominate none");
    assert.deepEqual(h.observe().active, ["E", "S", "W"]);
    h.apply("S play 6D");
    assert.deepEqual(h.legalActions(), ["W play 5H", "W play 6H", "W play 7H", "W play 8H", "W play 9H", "W play 10H",
      "W play JH", "W play QH", "W play KH", "W play AH"]);
    h.apply("W play 5H");
    h.apply("E play 5C");
    const o = h.observe();
    assert.equal(o.phase, "over");
    assert.deepEqual(o.result, { thrown_in: false, made: false, points: { NS: -250, EW: 0 }, tricks_played: 1 });
    refused(() => h.countSequences(1), null);
    refused(() => h.apply("W play 6H"), "DECIDE-12");
  });
});

describe("count-sequences", () => {
  it("counts the plays from the lead and refuses outside play", () => {
    const h = au(DEAL, "4D 4H JK");
    refused(() => h.countSequences(1), null);
    for (const a of ["E bid 6C", "S pass", "W pass", "N pass", "E discard 4D 4H 5C"]) h.apply(a);
    // E leads any of 10 cards (JK leads trumps); the others follow or not.
    assert.equal(h.countSequences(1), 10);
    assert.equal(h.countSequences(0), 1);
  });
});

describe("scoring (SCORE-02..SCORE-09)", () => {
  it("scores contracts, slams, misère and defence", () => {
    assert.deepEqual(scoreHand(AU, "7H", "N", { N: 4, S: 3, E: 3 }).points, { NS: 200, EW: 30 });
    assert.deepEqual(scoreHand(AU, "7H", "N", { N: 10 }).points, { NS: 250, EW: 0 });
    assert.deepEqual(scoreHand(AU, "8C", "N", { N: 10 }).points, { NS: 260, EW: 0 });
    assert.deepEqual(scoreHand(AU, "MIS", "N", { E: 5, W: 5 }).points, { NS: 250, EW: 0 });
    assert.deepEqual(scoreHand(TP, "6S", "P1", { P1: 5, P2: 3, P3: 2 }), {
      made: false, points: { P1: -40, P2: 30, P3: 20 }, defence: { P2: 30, P3: 20 },
    });
    const onFailure = loadRuleset("australian", ["ref:defence-points-on-failure-only"]);
    assert.equal(scoreHand(onFailure, "6S", "N", { N: 6, E: 4 }).points.EW, 0);
  });
});

describe("game after a hand (END-*, DECIDE-29..DECIDE-35)", () => {
  const winners = (/** @type {string} */ s) => s.split(" ");
  it("wins by a made contract reaching 500 only", () => {
    const g = gameAfterHand(AU, { scores: { NS: 470, EW: 490 }, dealer: "N" },
      { contract: "7H", contractor: "N", trick_winners: winners("N N N N S S S E E E") });
    assert.deepEqual(g, { scores: { NS: 670, EW: 520 }, dealer: "E", backwards: [], outcome: { winner: "NS", reason: "made_contract_500" } });
    const d = gameAfterHand(AU, { scores: { NS: 0, EW: 480 }, dealer: "W" },
      { contract: "6S", contractor: "N", trick_winners: winners("N N N N N N E E E E") });
    assert.equal(d.outcome, null);
    assert.equal(d.dealer, "N");
  });
  it("goes out backwards at -500 (END-04)", () => {
    const g = gameAfterHand(AU, { scores: { NS: -400, EW: 0 }, dealer: "N" },
      { contract: "6NT", contractor: "N", trick_winners: winners("E E E E E N N N N N") });
    assert.deepEqual(g.outcome, { winner: "EW", reason: "went_backwards" });
  });
  it("caps defence points (SCORE-11, DECIDE-27)", () => {
    const r = loadRuleset("australian", ["var:defence-cap-490"]);
    const g = gameAfterHand(r, { scores: { NS: 0, EW: 470 }, dealer: "N" },
      { contract: "6S", contractor: "N", trick_winners: winners("N N N N N N E E E E") });
    assert.equal(g.scores.EW, 490);
  });
  it("orders two three-player defenders reaching 500 by trick (END-08) and marks a player at -500 (END-09)", () => {
    const g = gameAfterHand(TP, { scores: { P1: 0, P2: 490, P3: 490 }, dealer: "P3" },
      { contract: "6S", contractor: "P1", trick_winners: winners("P1 P1 P3 P2 P1 P1 P1 P3 P2 P1") });
    assert.deepEqual(g.outcome, { winner: "P3", reason: "trick_order_tie_break" });
    const b = gameAfterHand(TP, { scores: { P1: -300, P2: 0, P3: 0 }, dealer: "P3" },
      { contract: "8NT", contractor: "P1", trick_winners: winners("P1 P1 P2 P2 P2 P2 P3 P3 P3 P3") });
    assert.deepEqual(b.backwards, ["P1"]);
    assert.equal(b.outcome, null);
  });
});

describe("first dealer (DEALER-01, DEALER-02, DECIDE-04)", () => {
  it("draws in the three-player game only", () => {
    assert.equal(firstDealer(TP, [{ P1: "8S", P2: "AH", P3: "KD" }]), "P2");
    assert.equal(firstDealer(TP, [{ P1: "8S", P2: "AH", P3: "JK" }]), "P3");
    assert.equal(firstDealer(TP, [{ P1: "7S", P2: "7H", P3: "KD" }, { P1: "9C", P2: "8C" }]), "P2");
    refused(() => firstDealer(TP, [{ P1: "7S", P2: "7H", P3: "KD" }]), "DEALER-02");
    refused(() => firstDealer(TP, [{ P1: "7S", P2: "7H", P3: "KD" }, { P1: "9C", P2: "8C", P3: "AD" }]), "DECIDE-04");
    refused(() => firstDealer(AU, [{ N: "8S", E: "AH", S: "KD", W: "9C" }]), "DEALER-01");
    // Each round is drawn from the whole pack; rounds after the deciding one are not read.
    assert.equal(firstDealer(TP, [{ P1: "7S", P2: "7H", P3: "KD" }, { P1: "7S", P2: "8C" }]), "P1");
    assert.equal(firstDealer(TP, [{ P1: "8S", P2: "AH", P3: "KD" }, { P3: "7C" }]), "P2");
    refused(() => firstDealer(TP, [{ P1: "7S", P2: "7H", P3: "KD" }, { P1: "9C", P2: "9C" }]), "DEALER-02");
  });
});

describe("positions (positions.md)", () => {
  const position = {
    dealer: "P1", contract: "6NT", contractor: "P2", joker_suit: null,
    hands: {
      P1: ["7S", "9S", "10S", "JC", "AC", "7D", "8D", "7H", "9H", "10H"],
      P2: ["KS", "AS", "9C", "10D", "QD", "KD", "AD", "KH", "AH"],
      P3: ["8S", "JS", "QS", "QC", "KC", "9D", "JD", "8H", "JH", "QH"],
    },
    discards: ["7C", "8C", "10C"],
    tricks: [],
    trick: { leader: "P2", cards: ["JK"], named_suit: "D" },
    turn: "P3",
  };
  it("opens the recorded position TP-0005 and plays on", () => {
    const h = newHand({ variant: "three-player", position });
    assert.deepEqual(h.legalActions(), ["P3 play 9D", "P3 play JD"]);
    assert.deepEqual(h.observe().auction, []);
  });
  it("reads a joker_suit left out as no nomination where none has a place (three-player)", () => {
    /** @type {Record<string, unknown>} */
    const left = { ...position };
    delete left.joker_suit;
    assert.equal(newHand({ variant: "three-player", position: /** @type {any} */ (left) }).turn, "P3");
  });
  it("refuses a wrong turn, a card twice, a revoke", () => {
    refused(() => newHand({ variant: "three-player", position: { ...position, turn: "P1" } }), "SEAT-03");
    const twice = structuredClone(position);
    twice.hands.P3[0] = "7S";
    refused(() => newHand({ variant: "three-player", position: twice }), "DECK-02");
    const revoke = structuredClone(position);
    revoke.trick.cards.push("8S");
    revoke.hands.P3 = revoke.hands.P3.filter((c) => c !== "8S");
    revoke.turn = "P1";
    refused(() => newHand({ variant: "three-player", position: revoke }), "PLAY-03");
  });
});

describe("the position text form (positions.md)", () => {
  it("reads the one-line examples of the page and opens them", async () => {
    const { parsePositionText } = await import("../src/index.js");
    const one = "dealer N, S 9NT | N JC QC 10D JH, E 9C KC 8H 9H, S AC QH KH, W 7C 8C 5H 6H | discards 5C 4D 8D | " +
      "S AS 5S 10S 7S, S KS 6S JS 8S, S QS 6C JD 9S, S 5D 6D QD AD, E 9D 10C 7D KD, N 10H 7H AH 4H | S JK:C | W to play";
    const p = parsePositionText(one);
    assert.equal(p.joker_suit, null);
    assert.deepEqual(p.trick, { leader: "S", cards: ["JK"], named_suit: "C" });
    const h = newHand({ variant: "australian", position: p });
    assert.deepEqual(h.legalActions(), ["W play 7C", "W play 8C"]);
    const kitty = parsePositionText("dealer N, S 9NT | N 10S JS JC QC 10D JD QD KD 10H JH, E 7S 8S 9S 9C KC 9D AD 7H 8H 9H, " +
      "S QS KS AS 5C 10C AC 4D 5D 8D QH KH AH JK, W 5S 6S 6C 7C 8C 6D 7D 4H 5H 6H | discards ? | - | - | S to play");
    assert.equal(kitty.discards, undefined);
    assert.equal(newHand({ variant: "australian", position: kitty }).phase, "kitty");
    const spread = parsePositionText(`dealer P1, P2 6NT
      P1 7S 9S 10S JC AC 7D 8D 7H 9H 10H,
      P2 KS AS 9C 10D QD KD AD KH AH,
      P3 8S JS QS QC KC 9D JD 8H JH QH
      discards 7C 8C 10C
      -
      P2 JK:D
      P3 to play`);
    assert.equal(newHand({ variant: "three-player", position: spread }).turn, "P3");
    refused(() => parsePositionText("dealer N | nothing"), null);
  });
});
