// Base keys `worn`, `carried` and `worn.abilities` (items), from 5e's magic items: a ring of protection worn gives
// +1 to defense and saves, gauntlets of ogre power set Strength to 19, an amulet of health Constitution to 19, and
// a stone of good luck only carried adds 1 to saves. The sheet reads them, and a fight's numbers follow.
import { describe, expect, it } from "vitest";
import { makeCtx } from "../../src/combat/context.js";
import { choose, startCombat } from "../../src/combat/index.js";
import { rollSave } from "../../src/combat/saves.js";
import { defense, modifiers, saveBonus } from "../../src/combat/stats.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { contextOf, evaluate } from "../../src/sheet/index.js";
import { ruleset as base, fighter, of } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const gear = base.catalogs!["gear"]!;
const ruleset = loadedDoc({
  ...base,
  catalogs: {
    ...base.catalogs!,
    gear: {
      ...gear,
      entries: [
        ...gear.entries,
        { id: "ring", name: "Ring of Protection", worn: { defense: 1, modifiers: [{ to: "saves", flat: 1 }] } },
        { id: "gauntlets", name: "Gauntlets of Ogre Power", worn: { abilities: { str: { set: 19 } } } },
        { id: "amulet", name: "Amulet of Health", worn: { abilities: { con: { set: 19 } } } },
        { id: "luckstone", name: "Stone of Good Luck", carried: { modifiers: [{ to: "saves", flat: 1 }] } },
      ],
    },
  },
});

const wearing = (items: { item: string; worn?: boolean }[]): SheetData => ({
  ...fighter,
  inventory: [...fighter.inventory!, ...items],
});

function fight(sheet: SheetData) {
  const { state } = startCombat(ruleset, { party: [sheet], enemies: ["monsters/goblin"], seed: 3 });
  return { state, me: state.combatants["Fighter"]! };
}

describe("base worn, carried and worn.abilities", () => {
  it("the sheet reads set scores only while the item is worn", () => {
    const str = (s: SheetData) => evaluate(contextOf(ruleset, s), { abilityScore: "str" }, "");
    const con = (s: SheetData) => evaluate(contextOf(ruleset, s), { skillMod: "con_save" }, "");
    expect(str(fighter)).toBe(16);
    expect(str(wearing([{ item: "gear/gauntlets", worn: true }]))).toBe(19);
    expect(str(wearing([{ item: "gear/gauntlets" }]))).toBe(16);
    // Con 14 (+2) or 19 (+4), proficient at level 3 (+2).
    expect(con(fighter)).toBe(4);
    expect(con(wearing([{ item: "gear/amulet", worn: true }]))).toBe(6);
  });

  it("a fight's defense, saves and attack bonus follow what is worn and carried", () => {
    const plain = fight(fighter);
    // Armor 17 + Dex 12 (+1).
    expect(defense(ruleset, plain.state, plain.me)).toBe(18);
    const ringed = fight(wearing([{ item: "gear/ring", worn: true }]));
    expect(defense(ruleset, ringed.state, ringed.me)).toBe(19);
    expect(modifiers(ruleset, ringed.me, "saves").map((m) => m.flat)).toEqual([1]);
    const pocketed = fight(wearing([{ item: "gear/ring" }, { item: "gear/luckstone" }]));
    expect(defense(ruleset, pocketed.state, pocketed.me)).toBe(18);
    expect(modifiers(ruleset, pocketed.me, "saves").map((m) => m.flat)).toEqual([1]);
    const tough = fight(wearing([{ item: "gear/amulet", worn: true }]));
    expect(saveBonus(ruleset, tough.state, tough.me, "con_save")).toBe(6);
    expect(saveBonus(ruleset, plain.state, plain.me, "con_save")).toBe(4);
  });

  it("a save rolled in the fight adds the ring's +1", () => {
    const ringed = fight(wearing([{ item: "gear/ring", worn: true }]));
    const ctx = makeCtx(ruleset, structuredClone(ringed.state));
    rollSave(ctx, ctx.state.combatants["Fighter"]!, "str_save", 15, "test");
    const save = of(ctx.events, "save")[0]!;
    // Str 16 (+3), proficient (+2), ring +1.
    expect(save.total - save.d20.natural).toBe(6);
  });

  it("gauntlets raise the longsword's attack bonus from +5 to +6", () => {
    const attackBonus = (sheet: SheetData) => {
      const { state } = fight(sheet);
      const s = structuredClone(state);
      s.turn = s.order.indexOf("Fighter");
      s.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      const r = choose(ruleset, s, { option: "use:gear/longsword", targets: ["Goblin 1"] });
      if ("rejected" in r) throw new Error(r.rejected.message);
      return of(r.events, "attack")[0]!.bonus;
    };
    // Str 16 (+3) or 19 (+4), proficiency +2.
    expect(attackBonus(fighter)).toBe(5);
    expect(attackBonus(wearing([{ item: "gear/gauntlets", worn: true }]))).toBe(6);
    expect(attackBonus(wearing([{ item: "gear/gauntlets" }]))).toBe(5);
  });
});
