#!/usr/bin/env node
// Reads a JSON list of game records (spec/pages/record.md) from the file named, and prints, for
// each, the record as this engine writes it back and the sides' scores after each hand as this
// engine replays it: [{"text": ..., "scores": [{side: n}, ...]}, ...]. A record that cannot be
// read or replayed: one line on stderr, exit status 2.
import { readFileSync } from "node:fs";
import { formatRecord, parseRecord, replayRecord } from "../src/index.js";

const [file] = process.argv.slice(2);
if (!file) {
  process.stderr.write("usage: replay_records.mjs RECORDS.json\n");
  process.exit(2);
}
/** @type {string[]} */
const texts = JSON.parse(readFileSync(file, "utf-8"));
const out = [];
for (const [i, text] of texts.entries()) {
  try {
    const record = parseRecord(text);
    out.push({ text: formatRecord(record), scores: replayRecord(record) });
  } catch (e) {
    process.stderr.write(`${file}: record ${i + 1}: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  }
}
process.stdout.write(`${JSON.stringify(out)}\n`);
