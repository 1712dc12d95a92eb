// Base keys `charges.max` and `charges.breaksOn.atMost` (items), from 5e's wand of magic missiles: 7 charges, one per
// use; when the last is spent a d20 is rolled and on a 1 the wand crumbles to ashes. Outside a fight and in one.
import { describe, expect, it } from "vitest";
import { choose, settleSheets, startCombat } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
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
        {
          id: "wand",
          name: "Wand of Magic Missiles",
          charges: { max: 7, breaksOn: { atMost: 1 } },
          use: { kind: "attack", targets: "enemy", autoHit: true, amount: "3d4 + 3", damageType: "force", charges: 1 },
        },
      ],
    },
  },
});

const holding = (charges?: number): SheetData => ({
  ...fighter,
  inventory: [...fighter.inventory!, { item: "gear/wand", ...(charges === undefined ? {} : { charges }) }],
});
const WAND = "use:gear/wand#use";

function zap(sheet: SheetData, seed: number) {
  const s = structuredClone(startCombat(ruleset, { party: [sheet], enemies: ["monsters/goblin"], seed }).state);
  s.turn = s.order.indexOf("Fighter");
  s.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  s.combatants["Goblin 1"]!.hp = 100;
  return { s, r: choose(ruleset, s, { option: WAND, targets: ["Goblin 1"] }) };
}

describe("base charges.max and charges.breaksOn.atMost", () => {
  it("a sheet's wand starts at 7 charges and spends one per use, with no break roll before the last", () => {
    const r = Sheet.of(ruleset, holding(), { seed: 1 }).command('[sheet: op="use" name="Wand of Magic Missiles"]');
    if (!r.ok) throw new Error(r.message);
    expect(r.sheet.data.inventory![1]!.charges).toBe(6);
    expect(r.events.some((e) => e.type === "roll" && e.what.endsWith("last charge"))).toBe(false);
  });

  it("outside a fight the last charge rolls a d20: on a 1 the wand is gone, else it stays empty", () => {
    const seen = new Set<boolean>();
    for (let seed = 0; seed < 200 && seen.size < 2; seed++) {
      const r = Sheet.of(ruleset, holding(1), { seed }).command('[sheet: op="use" name="Wand of Magic Missiles"]');
      if (!r.ok) throw new Error(r.message);
      const d20 = r.events.find((e) => e.type === "roll" && e.what.endsWith("last charge"));
      if (d20?.type !== "roll") throw new Error("no d20");
      const broke = d20.roll.total <= 1;
      seen.add(broke);
      if (broke) expect(r.sheet.data.inventory!.map((i) => i.item)).toEqual(["gear/longsword"]);
      else expect(r.sheet.data.inventory![1]).toEqual({ item: "gear/wand", charges: 0 });
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it("in a fight it is offered only while it has charges, and the last charge rolls the same d20", () => {
    const { s: empty } = zap(holding(0), 1);
    const r0 = choose(ruleset, empty, { option: WAND, targets: ["Goblin 1"] });
    expect("rejected" in r0).toBe(true);
    const { r: first } = zap(holding(), 1);
    if ("rejected" in first) throw new Error(first.rejected.message);
    const spent = of(first.events, "item")[0]!;
    expect([spent.from, spent.to, spent.lastCharge]).toEqual([7, 6, undefined]);

    const seen = new Set<boolean>();
    for (let seed = 1; seed < 300 && seen.size < 2; seed++) {
      const { r } = zap(holding(1), seed);
      if ("rejected" in r) throw new Error(r.rejected.message);
      const last = of(r.events, "item")[0]!;
      expect(last.lastCharge!.sides).toBe(20);
      const broke = last.lastCharge!.face === 1;
      expect(last.lastCharge!.broke).toBe(broke);
      seen.add(broke);
      const after = settleSheets(ruleset, r.state)["Fighter"]!.inventory!;
      if (broke) expect(after.map((i) => i.item)).toEqual(["gear/longsword"]);
      else expect(after[1]).toEqual({ item: "gear/wand", charges: 0 });
    }
    expect(seen).toEqual(new Set([true, false]));
  });
});
