import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// What a page loads must hold the engine only: no Node built-ins, no tinypool (simulate's worker pool in
// Node), no SRD data (a separate entry, fetched or imported on purpose).
const SRD = JSON.parse(readFileSync("rulesets/srd5e.json", "utf8"));
const MARKERS = [
  "tinypool",
  '"node:',
  "worker_threads",
  ...SRD.ruleset.encounters.map((e: { name: string }) => e.name),
  ...SRD.characters.slice(0, 6).map((c: { name: string }) => c.name),
];

describe.each(["dist/gamemode-engine.iife.js", "dist/browser/index.js"])("%s", (file) => {
  const text = readFileSync(file, "utf8");

  it("holds no Node-only code and no SRD data", () => {
    expect(MARKERS.filter((m) => text.includes(m))).toEqual([]);
  });

  it("still holds the engine and its director", () => {
    expect(text).toMatch(/createEngine/);
    expect(text).toMatch(/\bdirect\b/);
  });
});
