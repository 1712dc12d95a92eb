// Base — `combat.levels`, from 5e's barbarian Fast Movement (+10 ft of speed from level 5) and a level-3 rule:
// each level a sheet's derived value reaches is in force all fight like a condition; levels of one value stack.
import { describe, expect, it } from "vitest";
import { defenseOf, effectsOf, movementOf, startCombat } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { ruleset as base, fighter } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const ruleset = loadedDoc({
  ...base,
  sheet: {
    ...base.sheet,
    derived: [...base.sheet.derived!, { id: "barbarian_level", label: "Barbarian level", value: { field: "level" } }],
  },
  combat: {
    ...base.combat!,
    levels: [
      { derived: "barbarian_level", at: 3, modifiers: [{ to: "defense", flat: 1 }] },
      { derived: "barbarian_level", at: 5, modifiers: [{ to: "speed", flat: 10 }] },
      { derived: "barbarian_level", at: 9, modifiers: [{ to: "speed", flat: 10 }], effects: ["speed-zero"] },
    ],
  },
});

function fightWith(level: number) {
  const sheet: SheetData = { ...fighter, fields: { ...fighter.fields, level } };
  return startCombat(ruleset, { party: [sheet], enemies: ["monsters/goblin"], seed: 1 }).state;
}

describe("base combat.levels", () => {
  it("switch on at the levels the derived value reaches, and stack", () => {
    const low = fightWith(2);
    const _f2 = low.combatants["Fighter"]!;
    expect(movementOf(ruleset, low, "Fighter").speed).toBe(30);
    const mid = fightWith(5);
    const f5 = mid.combatants["Fighter"]!;
    expect(f5.levels).toEqual(["level:0", "level:1"]);
    expect(movementOf(ruleset, mid, "Fighter").speed).toBe(40);
    expect(defenseOf(ruleset, mid, "Fighter")).toBe(defenseOf(ruleset, low, "Fighter") + 1);
    expect(effectsOf(ruleset, mid, "Fighter")).not.toContain("speed-zero");
    const high = fightWith(9);
    expect(effectsOf(ruleset, high, "Fighter")).toContain("speed-zero");
  });

  it("creatures have no sheet and reach no level", () => {
    const s = fightWith(9);
    const g = s.combatants["Goblin 1"]!;
    expect(g.levels).toBeUndefined();
    expect(effectsOf(ruleset, s, "Goblin 1")).not.toContain("speed-zero");
  });
});
