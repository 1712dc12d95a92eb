import { describe, expect, it } from "vitest";
import { load, RulesetError } from "../../src/validate/index.js";
import { FIXTURE_TEXT, fixture } from "./helpers.js";

describe("load", () => {
  it("returns a frozen ruleset with entries indexed by <catalog>/<entry>", () => {
    const ruleset = load(FIXTURE_TEXT);
    expect(ruleset.capabilityApi).toBe("base");
    expect([...ruleset.entries.keys()]).toEqual([
      "spells/fire-bolt",
      "spells/cure-wounds",
      "spells/burning-hands",
      "gear/longsword",
      "gear/potion-of-healing",
      "monsters/goblin",
      "monsters/wolf",
    ]);
    expect(ruleset.entry("monsters/wolf")).toMatchObject({ catalog: "monsters", kind: "creatures" });
    expect(Object.isFrozen(ruleset.doc.catalogs?.spells.entries[0])).toBe(true);
    expect(() => {
      (ruleset.doc as { name: string }).name = "changed";
    }).toThrow(TypeError);
  });

  it("parses dice once and hands back the normalized form", () => {
    const ruleset = load(FIXTURE_TEXT);
    const expr = ruleset.dice("2d4+2");
    expect(expr).toEqual({ terms: [{ count: 2, sides: 4, sign: 1 }], flat: 2 });
    expect(ruleset.dice("2d4+2")).toBe(expr);
  });

  it("copies data it is given, so later changes do not reach the loaded ruleset", () => {
    const doc = fixture();
    const ruleset = load(doc);
    doc.name = "changed";
    expect(ruleset.doc.name).toBe("Minimal 5e");
  });

  it("throws a RulesetError carrying every issue", () => {
    const doc = fixture();
    doc.sheet.skills[0].ability = "nope";
    doc.combat.budgets = [];
    try {
      load(doc);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RulesetError);
      const issues = (error as RulesetError).issues;
      expect(issues.map((i) => `${i.path} ${i.code}`).sort()).toEqual([
        "catalogs.gear.entries[1].use.budget bad-reference",
        "catalogs.monsters.entries[0].actions[0].budget bad-reference",
        "catalogs.monsters.entries[1].actions[0].budget bad-reference",
        "catalogs.spells.entries[0].mechanics.budget bad-reference",
        "catalogs.spells.entries[1].mechanics.budget bad-reference",
        "catalogs.spells.entries[2].mechanics.budget bad-reference",
        "combat.budgets missing",
        "combat.standard[0].budget bad-reference",
        "combat.standard[1].budget bad-reference",
        "combat.standard[2].budget bad-reference",
        "sheet.skills[0].ability bad-reference",
      ]);
    }
  });
});
