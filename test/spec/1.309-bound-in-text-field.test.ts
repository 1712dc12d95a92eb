// 1.309 — `boundIn`: a live text field names the weapons a pact binds. Writing a name there (outside the
// fight, standing for the hour-long ritual during a short rest) binds that weapon; an empty field binds none.
import { describe, expect, it } from "vitest";
import type { SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const base = ruleset5e({ capabilityApi: "1.309" });
const doc = loadedDoc({
  ...base,
  sheet: { ...base.sheet, live: { ...base.sheet.live, texts: [{ id: "pact_weapon", label: "Pact weapon" }] } },
  catalogs: {
    weapons: {
      label: "Weapons",
      type: "items",
      entries: [
        { id: "longsword-1", name: "Longsword +1", attack: { melee: true, damage: "1d8", damageType: "slashing" } },
        { id: "dagger", name: "Dagger", attack: { melee: true, damage: "1d4", damageType: "piercing" } },
        { id: "maul", name: "Maul", attack: { melee: true, damage: "2d6", damageType: "bludgeoning" } },
      ],
    },
  },
});

const warlock: SheetData = {
  name: "Warlock",
  abilities: { str: 10, dex: 14, con: 12, int: 10, wis: 10, cha: 16 },
  inventory: [{ item: "weapons/longsword-1" }, { item: "weapons/dagger" }, { item: "weapons/maul", quantity: 0 }],
};

describe("1.309 boundIn", () => {
  it("binds none while the field is empty, then the weapons whose names are written", () => {
    const sheet = Sheet.of(doc, warlock);
    expect(sheet.boundIn("pact_weapon")).toEqual([]);
    const written = sheet.command('[sheet: op="write" field="Pact weapon" text="longsword +1"]');
    if (!written.ok) throw new Error(written.message);
    expect(written.events).toEqual([{ type: "text", field: "pact_weapon", value: "longsword +1" }]);
    expect(written.sheet.boundIn("pact_weapon")).toEqual(["weapons/longsword-1"]);
    expect(written.sheet.texts()).toEqual([{ id: "pact_weapon", label: "Pact weapon", value: "longsword +1" }]);
  });

  it("reads several names; a weapon the sheet no longer holds is not bound", () => {
    const out = Sheet.of(doc, warlock).command('[sheet: op="write" field="pact_weapon" text="Dagger, Maul"]');
    if (!out.ok) throw new Error(out.message);
    expect(out.sheet.boundIn("pact_weapon")).toEqual(["weapons/dagger"]);
    const cleared = out.sheet.command('[sheet: op="write" field="pact_weapon" text=""]');
    expect(cleared.ok && cleared.sheet.boundIn("pact_weapon")).toEqual([]);
  });

  it("rejects an unknown field and an unchanged text", () => {
    const sheet = Sheet.of(doc, warlock);
    expect(sheet.command('[sheet: op="write" field="notes" text="x"]')).toMatchObject({
      ok: false,
      code: "unknown-text",
    });
    expect(sheet.command('[sheet: op="write" field="pact_weapon" text=""]')).toMatchObject({
      ok: false,
      code: "no-change",
    });
    expect(sheet.command('[sheet: op="write" field="pact_weapon"]')).toMatchObject({ ok: false, code: "bad-command" });
  });
});
