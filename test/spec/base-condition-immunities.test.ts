// Base — `conditionImmunities`, from 5e: a skeleton cannot be poisoned (creature), a periapt worn keeps its wearer
// from it (item), Divine Health-style conditions and a level's rule (a paladin's Aura-like level) give it too.
import { describe, expect, it } from "vitest";
import { choose, conditionsOf, startCombat } from "../../src/combat/index.js";
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
      entries: [
        ...monsters.entries.map((e) =>
          (e as { id: string }).id === "skeleton" ? { ...e, conditionImmunities: ["poisoned"] } : e,
        ),
        // Poisons whoever it names, on either side, with no roll: what is left is the immunity.
        {
          id: "poisoner",
          name: "Poisoner",
          size: "small",
          defense: 12,
          health: "4d6",
          speed: { walk: 30 },
          abilities: { str: 8, dex: 14, con: 10, int: 10, wis: 10, cha: 10 },
          actions: [
            {
              id: "venom",
              name: "Venom",
              kind: "debuff",
              range: 60,
              targets: "any",
              autoHit: true,
              applies: [{ condition: "poisoned" }],
            },
          ],
        },
      ],
    },
  },
  combat: {
    ...base.combat!,
    conditions: [...base.combat!.conditions!, { id: "warded", label: "Warded", conditionImmunities: ["poisoned"] }],
    levels: [{ derived: "lvl", at: 10, conditionImmunities: ["poisoned"] }],
  },
});

const POISONER = "Poisoner 1";

/** Whether the Poisoner's Venom poisons each of the others (the party holding `held`), in the fight's order. */
function poisons(sheet: SheetData, enemy: string, held: string[] = []): boolean[] {
  const { state } = startCombat(ruleset, {
    party: [sheet],
    enemies: ["monsters/poisoner", enemy],
    seed: 1,
    initiative: { order: [POISONER, "Fighter", `${enemy === "monsters/skeleton" ? "Skeleton" : "Goblin"} 1`] },
  });
  const s = structuredClone(state);
  s.combatants["Fighter"]!.conditions.push(...held.map((h) => ({ id: h })));
  return s.order
    .filter((id) => id !== POISONER)
    .map((id) => {
      const r = choose(ruleset, s, { option: "use:action:venom", targets: [id] });
      if ("rejected" in r) throw new Error(r.rejected.message);
      return conditionsOf(ruleset, r.state, id).some((c) => c.id === "poisoned");
    });
}

describe("base conditionImmunities", () => {
  it("a creature's own immunity keeps the condition off; others take it", () => {
    // The order after the Poisoner: Fighter, then the other creature.
    expect(poisons(fighter, "monsters/skeleton")).toEqual([true, false]);
  });

  it("a worn item, a held condition and a level reached each give the immunity", () => {
    const only = (got: boolean[]) => got[0];
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
