// 1.295 / 1.296 — An item with a toggle sheds its effect's light only while on; `toggle.offLight` is the light
// it sheds while off (a hooded lantern with the hood lowered sheds dim light only). The sheet keeps the state.
import { describe, expect, it } from "vitest";
import type { SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { ruleset5e } from "../sheet/fixture.js";
import { unclaimedDoc } from "../support/loaded.js";

const doc = unclaimedDoc(
  ruleset5e({
    capabilityApi: "1.296",
    catalogs: {
      gear: {
        label: "Gear",
        type: "items",
        entries: [
          {
            id: "hooded-lantern",
            name: "Hooded Lantern",
            carried: { light: { bright: 30, dim: 30 } },
            toggle: { label: "Hood", offLight: { bright: 0, dim: 5 } },
          },
          { id: "lantern", name: "Lantern", carried: { light: { bright: 30, dim: 30 } }, toggle: { label: "Light" } },
          { id: "torch", name: "Torch", carried: { light: { bright: 20, dim: 20 } } },
          { id: "sun-amulet", name: "Sun Amulet", worn: { light: { bright: 10, dim: 10 } } },
        ],
      },
    },
  }),
  ["1.295"],
);

const explorer = (inventory: SheetData["inventory"]): SheetData => ({
  name: "Explorer",
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  inventory,
});

describe("1.296 toggled item light", () => {
  it("a hooded lantern sheds bright light while on and only offLight while off", () => {
    const off = Sheet.of(doc, explorer([{ item: "gear/hooded-lantern" }]));
    expect(off.lights()).toEqual([{ item: "gear/hooded-lantern", index: 0, light: { bright: 0, dim: 5 }, on: false }]);
    const on = off.command('[sheet: op="toggle" name="Hooded Lantern" on="true"]');
    if (!on.ok) throw new Error(on.message);
    expect(on.sheet.lights()).toEqual([
      { item: "gear/hooded-lantern", index: 0, light: { bright: 30, dim: 30 }, on: true },
    ]);
  });

  it("a toggle without offLight sheds nothing while off; an item without a toggle always sheds", () => {
    const sheet = Sheet.of(doc, explorer([{ item: "gear/lantern", on: false }, { item: "gear/torch" }]));
    expect(sheet.lights().map((l) => l.item)).toEqual(["gear/torch"]);
  });

  it("a worn light shines only while worn; an empty stack sheds nothing", () => {
    const sheet = Sheet.of(doc, explorer([{ item: "gear/sun-amulet" }, { item: "gear/torch", quantity: 0 }]));
    expect(sheet.lights()).toEqual([]);
    const worn = sheet.command('[sheet: op="wear" name="Sun Amulet"]');
    if (!worn.ok) throw new Error(worn.message);
    expect(worn.sheet.lights()).toEqual([
      { item: "gear/sun-amulet", index: 0, light: { bright: 10, dim: 10 }, on: true },
    ]);
  });
});
