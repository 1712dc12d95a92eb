// 1.418 — Floors for checks: Reliable Talent (a d20 below 10 counts as 10 on proficient skill checks) and
// Indomitable Might (a Strength check's total is at least the Strength score). Saves are never floored.
import { describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const base = ruleset5e({ capabilityApi: "1.418" });
const doc: RulesetDoc = loadedDoc({
  ...base,
  sheet: {
    ...base.sheet,
    fields: [
      ...base.sheet.fields!,
      { id: "rogue_level", label: "Rogue level", type: "number", default: 0 },
      { id: "barbarian_level", label: "Barbarian level", type: "number", default: 0 },
    ],
    derived: [
      ...base.sheet.derived!,
      { id: "rogue", label: "Rogue level", value: { field: "rogue_level" } },
      { id: "barbarian", label: "Barbarian level", value: { field: "barbarian_level" } },
    ],
  },
  combat: {
    health: { pool: "hp" },
    defense: 10,
    speed: 30,
    budgets: [{ id: "action", label: "Action" }],
    levels: [
      { derived: "rogue", at: 11, checkFloor: { face: 10, proficient: true } },
      { derived: "barbarian", at: 18, checkFloor: { total: { abilityScore: "str" }, abilities: ["str"] } },
    ],
  },
});

function checks(sheet: ReturnType<typeof fighter>, id: string, n = 150) {
  return Array.from({ length: n }, (_, seed) => {
    const r = Sheet.of(doc, sheet, { seed }).check(id);
    if (!r.ok) throw new Error(r.message);
    return r.event;
  });
}

describe("1.418 check floors", () => {
  const rogue = fighter({
    fields: { level: 11, hp_max: 60, rogue_level: 11 },
    proficiencies: { stealth: "expertise", dex_save: "proficient" },
  });

  it("Reliable Talent: proficient skill checks never show less than 10", () => {
    const stealth = checks(rogue, "stealth");
    expect(stealth.every((e) => e.die >= 10 && e.total === e.die + e.modifier)).toBe(true);
    expect(stealth.some((e) => e.rolls[0] < 10)).toBe(true);
    expect(checks(rogue, "arcana").some((e) => e.die < 10)).toBe(true);
    expect(checks(rogue, "dex_save").some((e) => e.die < 10)).toBe(true);
    expect(
      checks(
        fighter({ fields: { level: 10, hp_max: 60, rogue_level: 10 }, proficiencies: { stealth: "proficient" } }),
        "stealth",
      ).some((e) => e.die < 10),
    ).toBe(true);
  });

  it("Indomitable Might: a Strength check's total is at least the Strength score; other checks and saves are not", () => {
    const barbarian = fighter({
      abilities: { str: 20, dex: 12, con: 16, int: 8, wis: 10, cha: 10 },
      fields: { level: 18, hp_max: 180, barbarian_level: 18 },
    });
    const athletics = checks(barbarian, "athletics");
    expect(athletics.every((e) => e.total >= 20)).toBe(true);
    expect(athletics.some((e) => e.floored === 20)).toBe(true);
    expect(checks(barbarian, "strength").every((e) => e.total >= 20)).toBe(true);
    expect(checks(barbarian, "stealth").some((e) => e.total < 20)).toBe(true);
    expect(checks(barbarian, "str_save").some((e) => e.total < 20)).toBe(true);
  });
});
