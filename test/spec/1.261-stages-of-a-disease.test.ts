// 1.261 — Stages of a disease: `cannot-heal-nonmagical` blocks all but magical healing (a potion tagged magical
// heals; a rest never counts), and `onRest.restoredWhenCured` gives back what the disease took when it is lifted.
import { describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const doc: RulesetDoc = loadedDoc(
  {
    ...ruleset5e({ capabilityApi: "1.261" }),
    capabilityApi: "1.261",
    combat: {
      health: { pool: "hp" },
      defense: 10,
      speed: 30,
      budgets: [{ id: "action", label: "Action" }],
      conditions: [
        { id: "rotting", label: "Rotting", kinds: ["disease"], effects: ["cannot-heal-nonmagical"] },
        {
          id: "sewer_plague",
          label: "Wasting plague",
          kinds: ["disease"],
          onRest: {
            rests: ["long"],
            lowersMax: { dice: "2d6" },
            lasting: true,
            restoredWhenCured: true,
            save: { save: "con_save", difficulty: 12, cures: true },
          },
        },
      ],
    },
    catalogs: {
      potions: {
        label: "Potions",
        type: "items",
        entries: [
          {
            id: "healing",
            name: "Potion of Healing",
            tags: ["magical"],
            use: { kind: "heal", targets: "self", amount: "2d4+2" },
          },
          { id: "herbs", name: "Healing Herbs", use: { kind: "heal", targets: "self", amount: "1d4" } },
        ],
      },
    },
  },
);

describe("1.261 stages of a disease", () => {
  it("a magical potion heals through cannot-heal-nonmagical; herbs, a rest and a plain restore do not", () => {
    const sheet = Sheet.of(
      doc,
      fighter({
        live: { pools: { hp: 3 }, conditions: ["rotting"] },
        inventory: [{ item: "potions/healing", quantity: 2 }, { item: "potions/herbs" }],
      }),
      {
        seed: 2,
      },
    );
    const potion = sheet.command('[sheet: op="use" name="Potion of Healing"]');
    if (!potion.ok) throw new Error(potion.message);
    const roll = potion.events.find((e) => e.type === "roll");
    if (roll?.type !== "roll") throw new Error("no roll");
    expect(potion.sheet.pool("hp").value).toBe(3 + roll.roll.total);
    expect(potion.sheet.data.inventory?.[0].quantity).toBe(1);

    const herbs = sheet.command('[sheet: op="use" name="Healing Herbs"]');
    if (!herbs.ok) throw new Error(herbs.message);
    expect(herbs.events.some((e) => e.type === "cannot-heal")).toBe(true);
    expect(herbs.sheet.pool("hp").value).toBe(3);

    const rested = sheet.rest("long");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.events).toContainEqual({ type: "cannot-heal", pool: "hp", reason: "cannot-heal-nonmagical" });
    expect(rested.sheet.pool("hp").value).toBe(3);

    expect(sheet.command('[sheet: op="restore" amount="4"]')).toMatchObject({ ok: false, code: "cannot-heal" });
    const magical = sheet.command('[sheet: op="restore" amount="4" magical="true"]');
    expect(magical.ok && magical.sheet.pool("hp").value).toBe(7);
  });

  it("restoredWhenCured: when a later save cures it, the maximum it took comes back", () => {
    let seen = false;
    for (let seed = 0; seed < 60 && !seen; seed++) {
      let sheet = Sheet.of(doc, fighter({ live: { conditions: ["sewer_plague"] } }), { seed });
      const first = sheet.rest("long");
      if (!first.ok) throw new Error(first.message);
      const firstSave = first.events.find((e) => e.type === "check");
      if (firstSave?.type !== "check" || firstSave.success) continue;
      sheet = first.sheet;
      expect(sheet.pool("hp").max).toBeLessThan(28);
      const second = sheet.rest("long");
      if (!second.ok) throw new Error(second.message);
      const save = second.events.find((e) => e.type === "check");
      if (save?.type !== "check" || !save.success) continue;
      seen = true;
      expect(second.events).toContainEqual(
        expect.objectContaining({ type: "max-restored", pool: "hp", reason: "cured:sewer_plague" }),
      );
      expect(second.sheet.pool("hp").max).toBe(28);
      expect(second.sheet.data.live?.conditions).toEqual([]);
    }
    expect(seen).toBe(true);
  });
});
