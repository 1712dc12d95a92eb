// Spells translated from their structured fields: only a spell whose whole effect is in them is complete.
import { describe, expect, it } from "vitest";
import { translateSpell } from "../../src/import/5e-database/spell.js";
import { spells } from "./fixtures.js";

const spell = (id: string) => translateSpell(spells.find((s) => s.index === id)!);

describe("importing a spell", () => {
  it("scales a cantrip's damage with the character level and rolls its attack", () => {
    const { entry, gaps } = spell("spark");
    expect(gaps).toEqual([]);
    expect(entry).toMatchObject({
      id: "spark",
      level: 0,
      tags: ["cantrip"],
      filters: { level: 0, school: "evocation" },
    });
    expect(entry.mechanics).toEqual({
      kind: "attack",
      budget: "action",
      range: 120,
      targets: "enemy",
      amount: "1d8",
      scales: {
        from: { field: "level" },
        table: [
          [1, "1d8"],
          [5, "2d8"],
          [11, "3d8"],
          [17, "4d8"],
        ],
      },
      damageType: "lightning",
      attackRoll: true,
      components: ["verbal", "somatic"],
    });
  });

  it("adds a die per slot level above its own, over its area, with its save and slot cost", () => {
    const { entry, gaps } = spell("cinder-ball");
    expect(gaps).toEqual([]);
    expect(entry.mechanics).toEqual({
      kind: "attack",
      budget: "action",
      range: 150,
      area: { shape: "burst", size: 15 },
      amount: "6d6",
      perCostStep: "1d6",
      damageType: "fire",
      save: { save: "dex_save", onSuccess: "half" },
      components: ["verbal", "somatic", "material"],
      cost: { group: "slots", level: 3 },
    });
    expect(entry.text).toBe("A 15-foot burst, Dexterity save for half: 6d6 fire damage.");
  });

  it("heals with the spellcasting modifier added", () => {
    const { entry } = spell("mend-flesh");
    expect(entry.mechanics).toMatchObject({
      kind: "heal",
      range: "touch",
      targets: "ally",
      amount: "1d6",
      amountAdd: { abilityModFromField: "spell_ability" },
      perCostStep: "1d6",
    });
  });

  it("reports what lasts and what a failed save does when the fields do not say it", () => {
    expect(spell("bramble-wall").gaps).toEqual([
      { part: "what a failed save does", section: "prose" },
      { part: "what lasts (up to 1 minute)", section: "prose" },
    ]);
    expect(spell("gossip").gaps).toEqual([{ part: "cast over 10 minutes", section: "outside" }]);
  });
});
