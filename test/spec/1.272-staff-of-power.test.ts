// 1.272 — An item that becomes another item: when the Staff of Power's last charge is spent and the d20 shows 1,
// the stack becomes a +2 staff that keeps only that (written as an item of its own, in another catalog): on the
// sheet, and in a fight, where its uses go, it strikes as the new item and the fight writes the stack back as it.
import { describe, expect, it } from "vitest";
import { choose, formatEvent, options, plainNames, settleSheets, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { validate } from "../../src/validate/index.js";
import { ruleset as base, fighter, of } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const staff = {
  id: "staff-of-power",
  name: "Staff of Power",
  attack: { melee: true, damage: "1d6+2", damageType: "bludgeoning", toHit: 2 },
  use: { kind: "attack", targets: "enemy", autoHit: true, amount: "3d4 + 3", damageType: "force", charges: 1 },
  charges: { max: 20, breaksOn: { atMost: 1, becomes: "weapons/staff-plus-2" } },
};
const plus2 = {
  id: "staff-plus-2",
  name: "Quarterstaff +2",
  attack: { melee: true, damage: "1d6+2", damageType: "bludgeoning", toHit: 2 },
};

const withItems = (entries: unknown[]) => ({
  ...base,
  capabilityApi: "1.272",
  catalogs: {
    ...base.catalogs!,
    magic_items: { label: "Magic items", type: "items", entries },
    weapons: { label: "Weapons", type: "items", entries: [plus2] },
  },
});
const ruleset: RulesetDoc = loadedDoc(withItems([staff]));

const holding = (charges: number): SheetData => ({
  ...fighter,
  inventory: [{ item: "magic_items/staff-of-power", charges, wielded: true, worn: true }],
});
const STAFF_USE = "use:magic_items/staff-of-power#use";

function zap(charges: number, seed: number) {
  const s = structuredClone(
    startCombat(ruleset, { party: [holding(charges)], enemies: ["monsters/goblin"], seed }).state,
  );
  s.turn = s.order.indexOf("Fighter");
  s.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  s.combatants["Goblin 1"]!.hp = 100;
  return choose(ruleset, s, { option: STAFF_USE, targets: ["Goblin 1"] });
}

describe("1.272 Staff of Power", () => {
  it("on the sheet: becomes the +2 staff on a 1 (still worn, no charges), and is left empty otherwise", () => {
    const outcomes = new Set<string>();
    for (let seed = 0; seed < 300 && outcomes.size < 2; seed++) {
      const r = Sheet.of(ruleset, holding(1), { seed }).command('[sheet: op="use" name="Staff of Power"]');
      if (!r.ok) throw new Error(r.message);
      const d20 = r.events.find((e) => e.type === "roll" && e.what.endsWith("last charge"));
      if (d20?.type !== "roll") throw new Error("no d20");
      const stack = r.sheet.data.inventory![0];
      if (d20.roll.total === 1) {
        outcomes.add("became");
        expect(stack).toEqual({ item: "weapons/staff-plus-2", wielded: true, worn: true });
        expect(r.events).toContainEqual({
          type: "item-became",
          item: "magic_items/staff-of-power",
          becomes: "weapons/staff-plus-2",
        });
        expect(r.sheet.command('[sheet: op="use" name="Staff of Power"]')).toMatchObject({
          ok: false,
          code: "not-on-sheet",
        });
      } else {
        outcomes.add("empty");
        expect(stack).toMatchObject({ item: "magic_items/staff-of-power", charges: 0 });
      }
    }
    expect([...outcomes].sort()).toEqual(["became", "empty"]);
  });

  it("in a fight: on a 1 its use is gone, it strikes as the +2 staff, and the sheet gets that item back", () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed < 300 && outcomes.size < 2; seed++) {
      const r = zap(1, seed);
      if ("rejected" in r) throw new Error(r.rejected.message);
      const last = of(r.events, "item")[0]!;
      expect(last.lastCharge!.sides).toBe(20);
      const after = settleSheets(ruleset, r.state)["Fighter"]!.inventory!;
      if (last.lastCharge!.face === 1) {
        outcomes.add("became");
        expect(last.lastCharge).toMatchObject({ broke: true, becomes: { item: "weapons/staff-plus-2" } });
        expect(formatEvent(last, plainNames)).toContain("it becomes Quarterstaff +2");
        expect(after).toEqual([{ item: "weapons/staff-plus-2", wielded: true, worn: true }]);
        // Next turn of the fighter: the staff's own strike and use are gone, the +2 staff's strike is offered.
        const s = structuredClone(r.state);
        s.turn = s.order.indexOf("Fighter");
        s.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
        const ids = options(ruleset, s).map((o) => o.id);
        expect(ids).not.toContain(STAFF_USE);
        expect(ids).not.toContain("use:magic_items/staff-of-power");
        expect(ids).toContain("use:weapons/staff-plus-2");
        const hit = choose(ruleset, s, { option: "use:weapons/staff-plus-2", targets: ["Goblin 1"] });
        if ("rejected" in hit) throw new Error(hit.rejected.message);
        // Strength 3 + proficiency 2 + the staff's own +2.
        expect(of(hit.events, "attack")[0]).toMatchObject({ who: "Fighter", bonus: 7 });
      } else {
        outcomes.add("empty");
        expect(last.lastCharge!.broke).toBe(false);
        expect(after).toEqual([{ item: "magic_items/staff-of-power", charges: 0, wielded: true, worn: true }]);
      }
    }
    expect([...outcomes].sort()).toEqual(["became", "empty"]);
  });

  it("rejects a `becomes` naming no item of the ruleset, the item itself, or without `atMost`", () => {
    const issues = (breaksOn: unknown) =>
      validate(withItems([{ ...staff, charges: { max: 20, breaksOn } }])).issues.map((i) => [i.path, i.code]);
    const at = "catalogs.magic_items.entries[0].charges.breaksOn";
    expect(issues({ atMost: 1, becomes: "weapons/nothing" })).toContainEqual([`${at}.becomes`, "bad-reference"]);
    expect(issues({ atMost: 1, becomes: "monsters/goblin" })).toContainEqual([`${at}.becomes`, "bad-reference"]);
    expect(issues({ atMost: 1, becomes: "magic_items/staff-of-power" })).toEqual([[`${at}.becomes`, "bad-reference"]]);
    expect(issues({ becomes: "weapons/staff-plus-2" })).toEqual([[`${at}.atMost`, "missing"]]);
    const regains = { atLeast: 20, amount: "1d8+2" };
    expect(issues({ becomes: "weapons/staff-plus-2", regains })).toContainEqual([`${at}.atMost`, "missing"]);
    expect(issues({ atMost: 1, becomes: "weapons/staff-plus-2" })).toEqual([]);
  });
});
