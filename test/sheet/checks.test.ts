import { describe, expect, it } from "vitest";
import { Rng } from "../../src/random/rng.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { rollCheck } from "../../src/sheet/checks.js";
import { fighter, ruleset5e } from "./fixture.js";

const withCloak: RulesetDoc = ruleset5e({
  catalogs: {
    magic_items: {
      label: "Magic items",
      type: "items",
      entries: [
        {
          id: "boots",
          name: "Boots of Elvenkind",
          worn: { modifiers: [{ to: "checks", mode: "advantage", abilities: ["dex"] }] },
        },
        { id: "veil", name: "Veil", worn: { modifiers: [{ to: "checks", mode: "disadvantage" }] } },
      ],
    },
  },
});

describe("checks", () => {
  it("adds the skill modifier to one d20 and judges the difficulty", () => {
    for (let seed = 0; seed < 30; seed++) {
      const e = rollCheck(ruleset5e(), fighter(), "athletics", { difficulty: 15 }, Rng.fromSeed(seed));
      expect(e.kind).toBe("skill");
      expect(e.rolls).toHaveLength(1);
      expect(e.modifier).toBe(5);
      expect(e.total).toBe(e.die + 5);
      expect(e.success).toBe(e.total >= 15);
    }
  });

  it("rolls saves with the save's tier, and plain ability checks with the modifier alone", () => {
    expect(rollCheck(ruleset5e(), fighter(), "con_save", {}, Rng.fromSeed(1)).modifier).toBe(4);
    expect(rollCheck(ruleset5e(), fighter(), "wis_save", {}, Rng.fromSeed(1)).modifier).toBe(-1);
    expect(rollCheck(ruleset5e(), fighter(), "strength", {}, Rng.fromSeed(1)).modifier).toBe(3);
  });

  it("rolls two dice with item-granted advantage, and cancels it with any disadvantage", () => {
    const booted = fighter({ inventory: [{ item: "magic_items/boots", worn: true }] });
    const adv = rollCheck(withCloak, booted, "stealth", {}, Rng.fromSeed(4));
    expect(adv.mode).toBe("advantage");
    expect(adv.die).toBe(Math.max(...adv.rolls));
    expect(rollCheck(withCloak, booted, "athletics", {}, Rng.fromSeed(4)).mode).toBe("normal");
    expect(rollCheck(withCloak, booted, "stealth", { disadvantage: 2 }, Rng.fromSeed(4)).mode).toBe("normal");
    const unworn = fighter({ inventory: [{ item: "magic_items/boots" }] });
    expect(rollCheck(withCloak, unworn, "stealth", {}, Rng.fromSeed(4)).mode).toBe("normal");
    const both = fighter({
      inventory: [
        { item: "magic_items/boots", worn: true },
        { item: "magic_items/veil", worn: true },
      ],
    });
    expect(rollCheck(withCloak, both, "stealth", {}, Rng.fromSeed(4)).mode).toBe("normal");
  });

  it("rejects an unknown check", () => {
    expect(() => rollCheck(ruleset5e(), fighter(), "juggling", {}, Rng.fromSeed(1))).toThrow(/no check/);
  });

  it("is deterministic for a seed", () => {
    const a = rollCheck(ruleset5e(), fighter(), "athletics", {}, Rng.fromSeed(99));
    const b = rollCheck(ruleset5e(), fighter(), "athletics", {}, Rng.fromSeed(99));
    expect(a).toEqual(b);
  });
});
