// 1.408 — Rerolling a given face: the halfling's Lucky, a combat level on a derived value that reads 1, rerolls
// every d20 of a check or save that shows 1, once, keeping the new number; the log says what was rerolled.
import { describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

function withLucky(rolls?: string[]): RulesetDoc {
  const base = ruleset5e({ capabilityApi: "1.408" });
  return loadedDoc({
    ...base,
    sheet: {
      ...base.sheet,
      fields: [...base.sheet.fields!, { id: "halfling", label: "Halfling", type: "boolean", default: false }],
      derived: [...base.sheet.derived!, { id: "lucky", label: "Lucky", value: { field: "halfling" } }],
    },
    combat: {
      health: { pool: "hp" },
      defense: 10,
      speed: 30,
      budgets: [{ id: "action", label: "Action" }],
      levels: [{ derived: "lucky", at: 1, rerollsFace: { face: 1, ...(rolls ? { rolls } : {}) } }],
    },
  });
}

const halfling = fighter({ fields: { level: 3, hp_max: 28, halfling: true } });

describe("1.408 Lucky", () => {
  it("rerolls each 1 once on checks and saves, with advantage every die showing it", () => {
    let rerolls = 0;
    for (let seed = 0; seed < 400; seed++) {
      for (const [id, mode] of [
        ["athletics", "normal"],
        ["con_save", "normal"],
        ["stealth", "advantage"],
      ] as const) {
        const r = Sheet.of(withLucky(), halfling, { seed }).check(id, { mode });
        if (!r.ok) throw new Error(r.message);
        const e = r.event;
        expect(e.rerolled.map((x) => x.index)).toEqual(e.rolls.flatMap((v, i) => (v === 1 ? [i] : [])));
        const kept = e.rolls.map((v, i) => e.rerolled.find((x) => x.index === i)?.to ?? v);
        expect(e.die).toBe(mode === "advantage" ? Math.max(...kept) : kept[0]);
        rerolls += e.rerolled.length;
      }
    }
    expect(rerolls).toBeGreaterThan(10);
  });

  it("keeps the 1 for a sheet below the level, and for rolls it does not name", () => {
    for (let seed = 0; seed < 200; seed++) {
      const human = Sheet.of(withLucky(), fighter(), { seed }).check("athletics");
      const attacksOnly = Sheet.of(withLucky(["attacks"]), halfling, { seed }).check("athletics");
      if (!human.ok || !attacksOnly.ok) throw new Error("rejected");
      expect(human.event.rerolled).toEqual([]);
      expect(attacksOnly.event.rerolled).toEqual([]);
    }
  });
});
