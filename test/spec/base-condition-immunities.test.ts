// Base — `conditionImmunities`, from 5e: a skeleton cannot be poisoned (creature), a periapt worn keeps its wearer
// from it (item), Divine Health-style conditions and a level's rule (a paladin's Aura-like level) give it too.
import { describe, expect, it } from "vitest";
import { applyCondition } from "../../src/combat/conditions.js";
import { makeCtx } from "../../src/combat/context.js";
import { startCombat } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { ruleset as base, fighter } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const gear = base.catalogs!["gear"]!;
const monsters = base.catalogs!["monsters"]!;
const ruleset = loadedDoc({
  ...base,
  sheet: { ...base.sheet, derived: [...base.sheet.derived!, { id: "lvl", label: "Level", value: { field: "level" } }] },
  catalogs: {
    ...base.catalogs!,
    gear: {
      ...gear,
      entries: [...gear.entries, { id: "periapt", name: "Periapt", conditionImmunities: ["poisoned"] }],
    },
    monsters: {
      ...monsters,
      entries: monsters.entries.map((e) =>
        (e as { id: string }).id === "skeleton" ? { ...e, conditionImmunities: ["poisoned"] } : e,
      ),
    },
  },
  combat: {
    ...base.combat!,
    conditions: [...base.combat!.conditions!, { id: "warded", label: "Warded", conditionImmunities: ["poisoned"] }],
    levels: [{ derived: "lvl", at: 10, conditionImmunities: ["poisoned"] }],
  },
});

function poisons(sheet: SheetData, enemy: string, held: string[] = []): boolean[] {
  const state = structuredClone(startCombat(ruleset, { party: [sheet], enemies: [enemy], seed: 1 }).state);
  const ctx = makeCtx(ruleset, state);
  return state.order.map((id) => {
    const c = state.combatants[id]!;
    if (c.side === "party") c.conditions.push(...held.map((h) => ({ id: h })));
    return applyCondition(ctx, c, { condition: "poisoned" }, { why: "test" });
  });
}

describe("base conditionImmunities", () => {
  it("a creature's own immunity keeps the condition off; others take it", () => {
    const state = startCombat(ruleset, { party: [fighter], enemies: ["monsters/skeleton"], seed: 1 }).state;
    const got = poisons(fighter, "monsters/skeleton");
    const skeleton = state.order.indexOf("Skeleton 1");
    expect(got[skeleton]).toBe(false);
    expect(got[1 - skeleton]).toBe(true);
  });

  it("a worn item, a held condition and a level reached each give the immunity", () => {
    const only = (
      got: boolean[],
      state = startCombat(ruleset, { party: [fighter], enemies: ["monsters/goblin"], seed: 1 }).state,
    ) => got[state.order.indexOf("Fighter")];
    expect(only(poisons(fighter, "monsters/goblin"))).toBe(true);
    const worn: SheetData = { ...fighter, inventory: [...fighter.inventory!, { item: "gear/periapt", worn: true }] };
    expect(only(poisons(worn, "monsters/goblin"))).toBe(false);
    const carried: SheetData = { ...fighter, inventory: [...fighter.inventory!, { item: "gear/periapt" }] };
    expect(only(poisons(carried, "monsters/goblin"))).toBe(true);
    expect(only(poisons(fighter, "monsters/goblin", ["warded"]))).toBe(false);
    const high: SheetData = { ...fighter, fields: { ...fighter.fields, level: 10 } };
    expect(only(poisons(high, "monsters/goblin"))).toBe(false);
  });
});
