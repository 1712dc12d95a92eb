// The bundled SRD holds every complete imported monster and spell beside the hand-written entries, which stay
// as written; docs/srd5e.md carries the figures of the committed import (node scripts/import-srd.mjs --figures).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import imported from "../../rulesets/srd5e-import.json" with { type: "json" };
import { figuresMarkdown } from "../../src/import/5e-database/index.js";
import type { Figures } from "../../src/import/5e-database/report.js";
import { creatures, entries } from "./helpers.js";
import { importReport } from "./imported.js";

const handWritten = (file: string) =>
  (JSON.parse(readFileSync(`rulesets/srd5e/${file}.json`, "utf8")).entries as { id: string }[]).map((e) => e);

describe("the imported SRD in the bundle", () => {
  it("holds every complete monster and spell", () => {
    const bundled = new Set(creatures().map((c) => c.id));
    for (const m of importReport.monsters.filter((m) => m.complete)) expect(bundled.has(m.id), m.id).toBe(true);
    const spells = new Set(entries("spells").map((s) => s.id));
    for (const s of importReport.spells.filter((s) => s.complete)) expect(spells.has(s.id), s.id).toBe(true);
  });

  it("keeps the hand-written entries as they are written", () => {
    for (const [file, list] of [
      ["creatures", creatures()],
      ["spells", entries("spells")],
    ] as const) {
      const own = handWritten(file);
      expect(list.slice(0, own.length)).toEqual(own);
    }
  });

  it("has its figures in docs/srd5e.md", () => {
    const doc = readFileSync("docs/srd5e.md", "utf8");
    expect(doc).toContain(figuresMarkdown(imported.figures as unknown as Figures));
  });
});
