// Base keys `worn`, `carried` and `worn.abilities` (items), from 5e's magic items: a ring of protection worn gives
// +1 to defense and saves, gauntlets of ogre power set Strength to 19, an amulet of health Constitution to 19, and
// a stone of good luck only carried adds 1 to saves. The sheet reads them, and a fight's numbers follow.
import { describe, expect, it } from "vitest";
import { choose, defenseOf, saveOf, startCombat } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { contextOf, evaluate } from "../../src/sheet/index.js";
import { ruleset as base, fighter, of, wizard } from "../combat/helpers.js";
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
    expect(defenseOf(ruleset, plain.state, "Fighter")).toBe(18);
    const ringed = fight(wearing([{ item: "gear/ring", worn: true }]));
    expect(defenseOf(ruleset, ringed.state, "Fighter")).toBe(19);
    expect(saveOf(ruleset, ringed.state, "Fighter", "con_save").modifiers.map((m) => m.flat)).toEqual([1]);
    const pocketed = fight(wearing([{ item: "gear/ring" }, { item: "gear/luckstone" }]));
    expect(defenseOf(ruleset, pocketed.state, "Fighter")).toBe(18);
    expect(saveOf(ruleset, pocketed.state, "Fighter", "con_save").modifiers.map((m) => m.flat)).toEqual([1]);
    const tough = fight(wearing([{ item: "gear/amulet", worn: true }]));
    expect(saveOf(ruleset, tough.state, "Fighter", "con_save").bonus).toBe(6);
    expect(saveOf(ruleset, plain.state, "Fighter", "con_save").bonus).toBe(4);
  });

  it("a save rolled in the fight adds the ring's +1", () => {
    // Without a board the wizard's Burning Hands may be aimed at the fighter, who saves with Dexterity.
    const saveAdds = (sheet: SheetData) => {
      const { state } = startCombat(ruleset, {
        party: [sheet, wizard],
        enemies: ["monsters/goblin"],
        seed: 3,
        initiative: { order: ["Wizard", "Fighter", "Goblin 1"] },
      });
      const r = choose(ruleset, state, { option: "use:spells/burning-hands", targets: ["Fighter"] });
      if ("rejected" in r) throw new Error(r.rejected.message);
      const save = of(r.events, "save")[0]!;
      return save.total - save.d20.natural;
    };
    // Dex 12 (+1), not proficient; the ring adds 1.
    expect(saveAdds(fighter)).toBe(1);
    expect(saveAdds(wearing([{ item: "gear/ring", worn: true }]))).toBe(2);
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
