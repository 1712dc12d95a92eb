// Merges the bundled ruleset's folder (rulesets/srd5e/) into rulesets/srd5e.json, the file the `srd5e` entry
// imports. Usage: node scripts/build-srd.mjs [--check]  (--check: exit 1 when the file is out of date)

import { readFileSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { importTs } from "./run-ts.mjs";

const { mergeDir, mergedText } = await importTs("src/srd/folder.ts");
const out = "rulesets/srd5e.json";
const text = mergedText(mergeDir("rulesets/srd5e"));
if (process.argv.includes("--check")) {
  let now;
  try {
    now = JSON.parse(readFileSync(out, "utf8"));
  } catch {}
  if (!isDeepStrictEqual(now, JSON.parse(text))) {
    console.error(`${out} is out of date: run node scripts/build-srd.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(out, text);
  console.log(`wrote ${out} (${text.length} bytes)`);
}
