// The import's figures: complete entries, and the sections holding the rest back, by how many each would
// complete alone.
import { describe, expect, it } from "vitest";
import { figures, figuresMarkdown } from "../../src/import/5e-database/report.js";
import { GEAR, imported, nothingPresent } from "./fixtures.js";

describe("the import report", () => {
  it("counts complete monsters, spells and magic items, and those the ruleset holds by hand", () => {
    const present = { ...nothingPresent, items: new Set(["bag-of-holding"]), gear: GEAR };
    const f = imported(present).figures;
    expect(f.monsters).toEqual({ complete: 2, byHand: 0, of: 5 });
    expect(f.spells).toEqual({ complete: 3, byHand: 0, of: 5 });
    // Complete: the bag (by hand), the potion, the +2 weapons and their parent, the +1 armor, the gauntlets
    // and the wand of paralysis; the pebble and the wand of fireballs wait.
    expect(f.items).toEqual({ complete: 7, byHand: 1, of: 9 });
  });

  it("sorts sections by the entries each would complete alone", () => {
    const gap = (section: "1.393" | "1.420" | "none") => ({ part: section, section });
    const f = figures(
      [
        { id: "a", name: "A", complete: false, gaps: [gap("1.420")] },
        { id: "b", name: "B", complete: false, gaps: [gap("1.420")] },
        { id: "c", name: "C", complete: false, gaps: [gap("1.393"), gap("none")] },
        { id: "d", name: "D", complete: false, gaps: [gap("1.393"), gap("1.420")] },
        { id: "e", name: "E", complete: true, gaps: [] },
      ],
      [],
      [],
    );
    expect(f.sections.map((r) => [r.section, r.unlocks, r.holds])).toEqual([
      ["1.420", 2, 3],
      ["1.393", 0, 2],
      ["none", 0, 1],
    ]);
    expect(figuresMarkdown(f)).toContain(
      "| 1.420 | Long range for catalog entries and creature actions | 2 | 3 | 3 | 0 | 0 |",
    );
  });
});
