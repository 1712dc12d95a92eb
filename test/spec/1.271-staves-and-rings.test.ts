// 1.271 — More of what staves and rings do: the Staff of the Magi regains 1d12 + 1 charges when its last charge is
// spent on a 20, and recharges at a long rest; a Staff of Healing's Cure Wounds adds `use.amountAdd` from the sheet.
import { describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const doc: RulesetDoc = loadedDoc(
  ruleset5e({
    capabilityApi: "1.271",
    catalogs: {
      magic_items: {
        label: "Magic items",
        type: "items",
        entries: [
          {
            id: "staff-of-the-magi",
            name: "Staff of the Magi",
            tags: ["magical"],
            use: { kind: "utility", label: "Knock", charges: 1 },
            charges: {
              max: 50,
              recharge: { rests: ["long"], amount: "4d6+2" },
              breaksOn: { regains: { atLeast: 20, amount: "1d12+1" } },
            },
          },
          {
            id: "staff-of-healing",
            name: "Staff of Healing",
            tags: ["magical"],
            use: {
              kind: "heal",
              label: "Cure Wounds",
              amount: "1d8",
              amountAdd: { abilityModFromField: "spellcasting_ability" },
              charges: 1,
            },
            charges: { max: 10 },
          },
        ],
      },
    },
  }),
);

const cleric = (inventory: NonNullable<Parameters<typeof fighter>[0]>["inventory"]) =>
  fighter({
    abilities: { str: 10, dex: 10, con: 12, int: 10, wis: 18, cha: 10 },
    fields: { level: 5, hp_max: 40, spellcasting_ability: "wis" },
    live: { pools: { hp: 10 } },
    inventory,
  });

describe("1.271 staves and rings", () => {
  it("Staff of the Magi: the last charge rolls a d20; 20 regains 1d12 + 1, anything else leaves it empty but whole", () => {
    let regained = 0;
    let empty = 0;
    for (let seed = 0; seed < 200 && (regained === 0 || empty === 0); seed++) {
      const r = Sheet.of(doc, cleric([{ item: "magic_items/staff-of-the-magi", charges: 1 }]), { seed }).command(
        '[sheet: op="use" name="Staff of the Magi"]',
      );
      if (!r.ok) throw new Error(r.message);
      const d20 = r.events.find((e) => e.type === "roll" && e.what.endsWith("last charge"));
      if (d20?.type !== "roll") throw new Error("no d20");
      const stack = r.sheet.data.inventory?.[0];
      expect(stack?.item).toBe("magic_items/staff-of-the-magi");
      if (d20.roll.total === 20) {
        regained++;
        const amount = r.events.find((e) => e.type === "roll" && e.what.endsWith("regains"));
        if (amount?.type !== "roll") throw new Error("no regain roll");
        expect(amount.roll.expr).toBe("1d12 + 1");
        expect(stack?.charges).toBe(amount.roll.total);
      } else {
        empty++;
        expect(stack?.charges).toBe(0);
      }
    }
    expect(regained).toBeGreaterThan(0);
    expect(empty).toBeGreaterThan(0);
  });

  it("Staff of the Magi regains 4d6 + 2 charges at a long rest, up to 50", () => {
    const r = Sheet.of(doc, cleric([{ item: "magic_items/staff-of-the-magi", charges: 40 }]), { seed: 8 }).rest("long");
    if (!r.ok) throw new Error(r.message);
    const roll = r.events.find((e) => e.type === "roll" && e.what.endsWith("recharge"));
    if (roll?.type !== "roll") throw new Error("no recharge roll");
    expect(r.sheet.data.inventory?.[0].charges).toBe(Math.min(50, 40 + roll.roll.total));
  });

  it("Staff of Healing's Cure Wounds heals 1d8 plus the spellcasting modifier and spends a charge", () => {
    // Named as the item, or with its use's label beside it.
    const r = Sheet.of(doc, cleric([{ item: "magic_items/staff-of-healing", charges: 10 }]), { seed: 1 }).command(
      '[sheet: op="use" name="Staff of Healing: Cure Wounds"]',
    );
    if (!r.ok) throw new Error(r.message);
    const roll = r.events.find((e) => e.type === "roll");
    if (roll?.type !== "roll") throw new Error("no roll");
    expect(r.sheet.pool("hp").value).toBe(10 + roll.roll.total + 4);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "heal", magical: true }));
    expect(r.sheet.data.inventory?.[0].charges).toBe(9);
  });

  it("an empty staff cannot be used, and the rejection spends nothing", () => {
    const sheet = Sheet.of(doc, cleric([{ item: "magic_items/staff-of-healing", charges: 0 }]));
    expect(sheet.command('[sheet: op="use" name="Staff of Healing"]')).toMatchObject({ ok: false, code: "not-enough" });
    expect(sheet.pool("hp").value).toBe(10);
  });
});
