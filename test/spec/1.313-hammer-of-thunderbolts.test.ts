// 1.313 — Capped ability increases and binds: the Hammer of Thunderbolts adds 4 to Strength up to 30 on top of
// what the Belt of Hill Giant Strength sets, and can be bound only while the wearer has a belt and the
// Gauntlets of Ogre Power on; taking either off unbinds it at once.
import { describe, expect, it } from "vitest";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const belts = ["magic_items/belt-of-hill-giant-strength", "magic_items/belt-of-stone-giant-strength"];

const doc: RulesetDoc = loadedDoc(
  ruleset5e({
    capabilityApi: "1.313",
    catalogs: {
      magic_items: {
        label: "Magic items",
        type: "items",
        entries: [
          {
            id: "belt-of-hill-giant-strength",
            name: "Belt of Hill Giant Strength",
            binds: {},
            worn: { abilities: { str: { set: 21 } } },
          },
          {
            id: "belt-of-stone-giant-strength",
            name: "Belt of Stone Giant Strength",
            binds: {},
            worn: { abilities: { str: { set: 23 } } },
          },
          {
            id: "gauntlets-of-ogre-power",
            name: "Gauntlets of Ogre Power",
            binds: {},
            worn: { abilities: { str: { set: 19 } } },
          },
          {
            id: "hammer-of-thunderbolts",
            name: "Hammer of Thunderbolts",
            binds: { needsWorn: [{ anyOf: belts }, { anyOf: ["magic_items/gauntlets-of-ogre-power"] }] },
            worn: { abilities: { str: { add: 4, max: 30 } } },
          },
        ],
      },
    },
  }),
);

const hero = (str: number, inventory: SheetData["inventory"]) =>
  fighter({ abilities: { str, dex: 10, con: 14, int: 10, wis: 10, cha: 10 }, inventory });

const all = (hammerBound: boolean): SheetData["inventory"] => [
  { item: belts[0], worn: true, bound: true },
  { item: "magic_items/gauntlets-of-ogre-power", worn: true, bound: true },
  { item: "magic_items/hammer-of-thunderbolts", worn: true, bound: hammerBound },
];

function run(sheet: Sheet, text: string): Sheet {
  const r = sheet.command(text);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.sheet;
}

describe("1.313 Hammer of Thunderbolts", () => {
  it("adds 4 on top of the score the belt sets, and takes it away when the gauntlets come off", () => {
    let sheet = Sheet.of(doc, hero(16, all(false)));
    expect(sheet.value({ abilityScore: "str" })).toBe(21);
    sheet = run(sheet, '[sheet: op="bind" name="Hammer of Thunderbolts"]');
    expect(sheet.value({ abilityScore: "str" })).toBe(25);
    expect(sheet.value({ abilityMod: "str" })).toBe(7);
    const off = sheet.command('[sheet: op="takeoff" name="Gauntlets of Ogre Power"]');
    if (!off.ok) throw new Error(off.message);
    expect(off.events).toContainEqual({ type: "item-unbound", item: "magic_items/hammer-of-thunderbolts" });
    expect(off.sheet.data.inventory?.[2].bound).toBe(false);
    expect(off.sheet.value({ abilityScore: "str" })).toBe(21);
  });

  it("cannot be bound without one item of each group worn and bound", () => {
    const noGauntlets = Sheet.of(doc, hero(16, [all(false)![0], all(false)![2]]));
    expect(noGauntlets.command('[sheet: op="bind" name="Hammer of Thunderbolts"]')).toMatchObject({
      ok: false,
      code: "cannot-bind",
    });
    const unboundBelt = Sheet.of(doc, hero(16, [{ item: belts[1], worn: true }, all(false)![1], all(false)![2]]));
    expect(unboundBelt.command('[sheet: op="bind" name="Hammer of Thunderbolts"]')).toMatchObject({
      ok: false,
      code: "cannot-bind",
    });
    const bound = run(unboundBelt, '[sheet: op="bind" name="Belt of Stone Giant Strength"]');
    expect(run(bound, '[sheet: op="bind" name="Hammer of Thunderbolts"]').value({ abilityScore: "str" })).toBe(27);
  });

  it("stops at 30 and never lowers a score already above it", () => {
    expect(Sheet.of(doc, hero(28, all(true))).value({ abilityScore: "str" })).toBe(30);
    expect(Sheet.of(doc, hero(31, all(true))).value({ abilityScore: "str" })).toBe(31);
  });
});

describe("1.313 Hammer of Thunderbolts in the SRD", () => {
  it("adds 4 Strength on top of a belt of hill giant strength once bound beside the gauntlets", () => {
    const srd = loadedDoc(srd5e);
    const base = srd5eCharacter("fighter-5");
    let sheet = Sheet.of(srd, {
      ...base,
      inventory: [
        { item: "items/belt-of-giant-strength-hill", worn: true },
        { item: "items/gauntlets-of-ogre-power", worn: true },
        { item: "items/hammer-of-thunderbolts", worn: true },
      ],
    });
    expect(sheet.value({ abilityScore: "str" })).toBe(21);
    sheet = run(sheet, '[sheet: op="bind" name="Hammer of Thunderbolts"]');
    expect(sheet.value({ abilityScore: "str" })).toBe(25);
    const off = run(sheet, '[sheet: op="takeoff" name="Belt of Hill Giant Strength"]');
    expect(off.data.inventory?.[2]?.bound).toBe(false);
    expect(off.value({ abilityScore: "str" })).toBe(19);
  });
});
