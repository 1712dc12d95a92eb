// 1.272 — An item that becomes another item: when the Staff of Power's last charge is spent and the d20 shows 1,
// the stack becomes a +2 staff that keeps only that (written as an item of its own); on 20 it regains 1d8 + 2.
import { describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { unclaimedDoc } from "../support/loaded.js";

const doc: RulesetDoc = unclaimedDoc(
  ruleset5e({
    capabilityApi: "1.272",
    catalogs: {
      magic_items: {
        label: "Magic items",
        type: "items",
        entries: [
          {
            id: "staff-of-power",
            name: "Staff of Power",
            use: { kind: "utility", label: "Magic Missile", charges: 1 },
            charges: {
              max: 20,
              breaksOn: { atMost: 1, becomes: "weapons/staff-plus-2", regains: { atLeast: 20, amount: "1d8+2" } },
            },
          },
        ],
      },
      weapons: {
        label: "Weapons",
        type: "items",
        entries: [
          {
            id: "staff-plus-2",
            name: "Quarterstaff +2",
            attack: { melee: true, damage: "1d6+2", damageType: "bludgeoning", toHit: 2 },
          },
        ],
      },
    },
  }),
  ["1.271", "1.272"],
);

describe("1.272 Staff of Power", () => {
  it("becomes a +2 quarterstaff on a 1 (still worn, no charges), regains on a 20, and is left empty otherwise", () => {
    const outcomes = new Set<string>();
    for (let seed = 0; seed < 300 && outcomes.size < 3; seed++) {
      const r = Sheet.of(
        doc,
        fighter({ inventory: [{ item: "magic_items/staff-of-power", charges: 1, worn: true }] }),
        {
          seed,
        },
      ).command('[sheet: op="use" name="Staff of Power"]');
      if (!r.ok) throw new Error(r.message);
      const d20 = r.events.find((e) => e.type === "roll");
      if (d20?.type !== "roll") throw new Error("no d20");
      const stack = r.sheet.data.inventory![0];
      if (d20.roll.total === 1) {
        outcomes.add("became");
        expect(stack).toEqual({ item: "weapons/staff-plus-2", worn: true });
        expect(r.events).toContainEqual({
          type: "item-became",
          item: "magic_items/staff-of-power",
          becomes: "weapons/staff-plus-2",
        });
        expect(r.sheet.command('[sheet: op="use" name="Staff of Power"]')).toMatchObject({
          ok: false,
          code: "not-on-sheet",
        });
      } else if (d20.roll.total === 20) {
        outcomes.add("regained");
        expect(stack.charges).toBeGreaterThanOrEqual(3);
        expect(stack.charges).toBeLessThanOrEqual(10);
      } else {
        outcomes.add("empty");
        expect(stack).toMatchObject({ item: "magic_items/staff-of-power", charges: 0 });
      }
    }
    expect([...outcomes].sort()).toEqual(["became", "empty", "regained"]);
  });
});
