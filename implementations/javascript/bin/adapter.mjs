#!/usr/bin/env node
// The adapter: the JavaScript engine over the JSON-lines protocol (spec/pages/protocol.md).
import { createInterface } from "node:readline";
import { handle } from "../src/protocol.js";

const games = new Map();
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  const { answer, stop } = handle(line, games);
  process.stdout.write(`${JSON.stringify(answer)}\n`);
  if (stop) break;
}
process.exit(0);
