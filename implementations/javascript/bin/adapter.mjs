#!/usr/bin/env node
// The adapter: the JavaScript engine over the JSON-lines protocol (spec/pages/protocol.md).
// Each request line (split at line feeds only, at most 1 MiB) is checked first (requests.mjs):
// a malformed or impossible one is answered once with an error or a refusal, and serving goes on.
// The answers of the lines read at once (requests written together, as the fuzzer writes them) go
// out in one write, once those lines are answered: each line is still answered in the order read.
import { answer } from "../src/protocol.js";
import { MAX_REQUEST, requestLines, requestProblem } from "./requests.mjs";

const games = new Map();
/** @type {string[]} */
let waiting = [];
let due = false;
const flush = () => {
  due = false;
  if (waiting.length) process.stdout.write(waiting.join(""));
  waiting = [];
};
/** @param {Record<string, unknown>} reply */
const send = (reply) => {
  waiting.push(`${JSON.stringify(reply)}\n`);
  if (!due) {
    due = true;
    setImmediate(flush); // after the other lines of this read are answered
  }
};
for await (const line of requestLines(process.stdin)) {
  if (typeof line !== "string") {
    send({ seq: null, errored: { message: `the request line is over ${MAX_REQUEST} bytes (1 MB, the limit): ${line.over} bytes` } });
    continue;
  }
  if (!line.trim()) continue;
  /** @type {unknown} */
  let q;
  try {
    q = JSON.parse(line);
  } catch (e) {
    send({ seq: null, errored: { message: `the request line is not JSON: ${String(e)}` } });
    continue;
  }
  const problem = requestProblem(q);
  if (problem !== null) {
    const badSeq = "errored" in problem && problem.errored.startsWith("seq:");
    const seq = typeof q === "object" && q !== null && !badSeq ? /** @type {{seq?: unknown}} */ (q).seq ?? null : null;
    send("errored" in problem ? { seq, errored: { message: problem.errored } }
      : { seq, ok: false, refused: { rule: problem.rule, message: problem.refused } });
    continue;
  }
  const { answer: reply, stop } = answer(/** @type {Record<string, any>} */ (q), games);
  send(reply);
  if (stop) break;
}
flush();
process.exit(0);
