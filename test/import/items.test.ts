// Magic items translated where the engine runs all they do in a fight; the rest reported with the section
// that would express them. The numbers come from the printed text; the wording is the project's own.
import { describe, expect, it } from "vitest";
import { importDatabase, type Present } from "../../src/import/5e-database/index.js";
import { GEAR, imported, nothingPresent } from "./fixtures.js";

/** The source's Nine Lives Stealer, as its magic item file prints it. */
const NINE_LIVES = {
  index: "nine-lives-stealer",
  name: "Nine Lives Stealer",
  variants: [],
  desc: [
    "Weapon (any sword), very rare (requires attunement)",
    "You gain a +2 bonus to attack and damage rolls made with this magic weapon.",
    "The sword has 1d8 + 1 charges. If you score a critical hit against a creature that has fewer than 100 hit points, it must succeed on a DC 15 Constitution saving throw or be slain instantly as the sword tears its life force from its body (a construct or an undead is immune). The sword loses 1 charge if the creature is slain. When the sword has no charges remaining, it loses this property.",
  ],
};

const withGear: Present = { ...nothingPresent, gear: GEAR };
const report = (id: string, present = withGear) => imported(present).report.items.find((i) => i.id === id)!;
const item = (id: string, present = withGear) => imported(present).items.find((i) => i.id === id);

describe("importing magic items", () => {
  it("reads a healing potion's dice", () => {
    expect(item("potion-of-healing-greater")).toEqual({
      id: "potion-of-healing-greater",
      name: "Potion of Healing (greater)",
      tags: ["potion", "magical"],
      text: "Drinking it restores 4d4+4 hit points.",
      use: { kind: "heal", budget: "action", range: "touch", targets: "ally", amount: "4d4+4" },
    });
  });

  it("keeps a potion the catalog holds by hand under its own id", () => {
    const present = { ...withGear, items: new Set(["potion-of-greater-healing"]) };
    expect(report("potion-of-healing-greater", present)).toMatchObject({ complete: true, byHand: true, gaps: [] });
    expect(item("potion-of-healing-greater", present)).toBeUndefined();
  });

  it("writes a +N weapon for every weapon of the catalog, and +N armor for every suit but shields", () => {
    const ids = imported(withGear).items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(["club-plus-2", "sling-plus-2", "hide-plus-1"]));
    expect(ids).not.toContain("shield-plus-1");
    expect(item("sling-plus-2")).toMatchObject({
      name: "+2 Sling",
      tags: ["weapon", "ranged", "magical"],
      attack: { damage: "1d4+2", toHit: 2, range: { normal: 30, long: 120 }, ability: "dex" },
    });
    expect(item("hide-plus-1")).toMatchObject({ stats: { ac: 12, dexMax: 2 }, worn: { defense: 1 } });
    expect(report("weapon-2").entries).toEqual(["club-plus-2", "sling-plus-2"]);
  });

  it("writes a Nine Lives Stealer on every sword of the catalog, its slay read from the text (1.187)", () => {
    const present = { ...withGear, gear: [...GEAR, { ...GEAR[0]!, id: "longsword", name: "Longsword" }] };
    const one = (with_: Present) => importDatabase({ monsters: [], spells: [], magicItems: [NINE_LIVES] }, with_);
    expect(one(present).report.items[0]).toMatchObject({ complete: true, entries: ["nine-lives-stealer-longsword"] });
    expect(one(present).items[0]).toMatchObject({
      name: "Nine Lives Stealer (Longsword)",
      charges: { max: 9 },
      attack: {
        damage: "1d4+2",
        toHit: 2,
        slay: [
          {
            when: "critical",
            not: { types: ["construct", "undead"] },
            healthAtMost: 99,
            save: { save: "con_save", difficulty: 15 },
            charges: 1,
          },
        ],
      },
    });
    expect(one(withGear).report.items[0]).toMatchObject({ complete: false });
  });

  it("reports +N weapons as waiting when the catalog has no weapon to build on", () => {
    expect(report("weapon-2", nothingPresent)).toMatchObject({ complete: false });
    expect(report("weapon-2", nothingPresent).gaps[0].section).toBe("prose");
  });

  it("counts an item with variants complete only when each variant is", () => {
    expect(report("weapon")).toMatchObject({ complete: true, gaps: [] });
    expect(report("weapon", nothingPresent).gaps).toEqual([
      { part: "Weapon, +2: no base weapon in the catalog", section: "prose" },
    ]);
    expect(item("weapon")).toBeUndefined();
  });

  it("sets an ability score while worn", () => {
    expect(item("gauntlets-of-ogre-power")).toMatchObject({ worn: { abilities: { str: { set: 19 } } } });
  });

  it("reads a wand's charges, recharge, breaking die, range, save and condition", () => {
    expect(item("wand-of-paralysis")).toMatchObject({
      charges: { max: 5, recharge: { rests: ["long"], amount: "1d4+1" }, breaksOn: { atMost: 1 } },
      use: {
        kind: "debuff",
        range: 40,
        charges: 1,
        save: { save: "con_save", onSuccess: "none", difficulty: 13 },
        applies: [
          {
            condition: "paralyzed",
            duration: { rounds: 10, at: "turn-end" },
            saveEnds: { save: "con_save", at: "turn-end" },
          },
        ],
      },
    });
  });

  it("reports what it cannot run with its section, and carries no source prose", () => {
    expect(report("wand-of-fireballs").gaps).toEqual([{ part: "more charges for a higher level", section: "1.269" }]);
    expect(report("bag-of-holding").gaps).toEqual([{ part: "nothing to run in a fight", section: "outside" }]);
    expect(report("lucky-pebble").gaps).toEqual([{ part: "what it does", section: "none" }]);
    const text = JSON.stringify(imported(withGear).items);
    expect(text).not.toContain("you can use an action");
    expect(text).not.toContain("It is red");
  });
});
