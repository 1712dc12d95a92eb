// 1.252 — Font of Magic: a slot created from Sorcery Points with `"overMax": true` goes past the pool's maximum;
// the excess is kept apart, spent first, and disappears when a rest refills the pool.
import { describe, expect, it } from "vitest";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { featuresList, ruleset5e } from "../sheet/fixture.js";
import { unclaimedDoc } from "../support/loaded.js";

const base = ruleset5e({ capabilityApi: "1.252" });
const doc: RulesetDoc = unclaimedDoc(
  {
    ...base,
    sheet: {
      ...base.sheet,
      lists: [featuresList()],
    },
    catalogs: {
      features: {
        label: "Features",
        type: "entries",
        entries: [
          {
            id: "sorcery-points",
            name: "Sorcery Points",
            row: { list: "features", values: { name: "Sorcery Points", recharge: "long" } },
          },
          {
            id: "create-slot-2",
            name: "Create Level 2 Slot",
            mechanics: {
              kind: "buff",
              targets: "self",
              cost: { pool: "Sorcery Points", amount: 3 },
              restore: { pool: "slots_2", amount: { flat: 1 }, overMax: true },
            },
          },
          {
            id: "convert-slot-1",
            name: "Convert Level 1 Slot",
            mechanics: {
              kind: "buff",
              targets: "self",
              cost: "slots_1",
              restore: { pool: "Sorcery Points", amount: { flat: 1 } },
            },
          },
        ],
      },
    },
  },
  ["1.252"],
  ["catalogs.features.entries[1].mechanics.cost.pool bad-reference"],
);

const sorcerer = (used: number): SheetData => ({
  name: "Sorcerer 5",
  abilities: { str: 8, dex: 14, con: 14, int: 10, wis: 10, cha: 18 },
  fields: { level: 5, hp_max: 32 },
  lists: {
    features: [
      { entry: "features/sorcery-points", uses: 5, used },
      { entry: "features/create-slot-2" },
      { entry: "features/convert-slot-1" },
    ],
  },
});

function run(sheet: Sheet, text: string) {
  const r = sheet.command(text);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r;
}

describe("1.252 Font of Magic", () => {
  it("a created slot goes past the maximum, is spent first, and the excess is dropped by the rest", () => {
    const created = run(Sheet.of(doc, sorcerer(0)), '[sheet: op="use" name="Create Level 2 Slot"]');
    expect(created.sheet.data.lists?.features[0].used).toBe(3);
    expect(created.sheet.pool("slots_2")).toMatchObject({ value: 3, max: 3 });
    expect(created.sheet.data.live?.overMax?.slots_2).toBe(1);
    const rested = created.sheet.rest("long");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.events).toContainEqual({ type: "over-max-dropped", pool: "slots_2", amount: 1 });
    expect(rested.sheet.data.live?.overMax?.slots_2).toBeUndefined();
    expect(rested.sheet.data.lists?.features[0].used).toBe(0);
  });

  it("converting a slot restores a Sorcery Point, never past the counter's maximum", () => {
    const converted = run(Sheet.of(doc, sorcerer(2)), '[sheet: op="use" name="Convert Level 1 Slot"]');
    expect(converted.sheet.pool("slots_1").value).toBe(3);
    expect(converted.sheet.data.lists?.features[0].used).toBe(1);
    const full = run(Sheet.of(doc, sorcerer(0)), '[sheet: op="use" name="Convert Level 1 Slot"]');
    expect(full.sheet.data.lists?.features[0].used).toBe(0);
  });

  it("without enough points the use is rejected and nothing is spent", () => {
    const poor = Sheet.of(doc, sorcerer(4));
    expect(poor.command('[sheet: op="use" name="Create Level 2 Slot"]')).toMatchObject({
      ok: false,
      code: "not-enough",
    });
    expect(poor.data.lists?.features[0].used).toBe(4);
  });
});
