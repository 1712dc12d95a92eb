// 1.239 — Shared uses: Frenzied Rage is written with `"usesOf": "Rage"`, so using it spends a use of the Rage
// counter row instead of its own; when Rage has none left it is rejected and nothing is spent.
import { describe, expect, it } from "vitest";
import type { SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { featuresList, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const base = ruleset5e({ capabilityApi: "1.239" });
const doc = loadedDoc({
  ...base,
  sheet: {
    ...base.sheet,
    lists: [featuresList(["short", "long"])],
  },
  catalogs: {
    features: {
      label: "Features",
      type: "entries",
      entries: [
        {
          id: "rage",
          name: "Rage",
          // A counter row's own entry spends it the same way: by naming it.
          mechanics: { kind: "buff", targets: "self", usesOf: "Rage" },
          row: { list: "features", values: { name: "Rage", uses: 3, recharge: "long" } },
        },
        { id: "frenzied-rage", name: "Frenzied Rage", mechanics: { kind: "buff", targets: "self", usesOf: "Rage" } },
        { id: "reckless", name: "Reckless Frenzy", mechanics: { kind: "buff", targets: "self", usesOf: "Fury" } },
      ],
    },
  },
});

const barbarian: SheetData = {
  name: "Berserker",
  abilities: { str: 17, dex: 14, con: 16, int: 8, wis: 10, cha: 10 },
  fields: { level: 3 },
  lists: {
    features: [{ entry: "features/rage" }, { entry: "features/frenzied-rage" }, { entry: "features/reckless" }],
  },
};

const rageLeft = (s: Sheet) => 3 - Number(s.data.lists?.features[0].used ?? 0);

describe("1.239 usesOf", () => {
  it("Frenzied Rage spends Rage's uses; with none left it is rejected, and a long rest refills them", () => {
    let sheet = Sheet.of(doc, barbarian);
    const first = sheet.command('[sheet: op="use" name="Frenzied Rage"]');
    if (!first.ok) throw new Error(first.message);
    expect(first.events).toContainEqual({ type: "pool", pool: "Rage", from: 3, to: 2, reason: "spent" });
    sheet = first.sheet;
    for (const name of ["Rage", "Frenzied Rage"]) {
      const out = sheet.command(`[sheet: op="use" name="${name}"]`);
      if (!out.ok) throw new Error(out.message);
      sheet = out.sheet;
    }
    expect(rageLeft(sheet)).toBe(0);
    expect(sheet.command('[sheet: op="use" name="Frenzied Rage"]')).toMatchObject({
      ok: false,
      code: "not-enough",
      path: "catalogs.features/frenzied-rage.mechanics.usesOf",
    });
    const rested = sheet.rest("long");
    expect(rested.ok && rageLeft(rested.sheet)).toBe(3);
  });

  it("a usesOf naming no counter row is rejected", () => {
    expect(Sheet.of(doc, barbarian).command('[sheet: op="use" name="Reckless Frenzy"]')).toMatchObject({
      ok: false,
      code: "unknown-pool",
    });
  });
});
