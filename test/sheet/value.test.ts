import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { contextOf } from "../../src/sheet/context.js";
import { SheetError } from "../../src/sheet/errors.js";
import { evaluate } from "../../src/sheet/value.js";
import { fighter, ruleset5e } from "./fixture.js";

const doc = ruleset5e();
const at = (v: Parameters<typeof evaluate>[1], sheet = fighter()) => evaluate(contextOf(doc, sheet), v, "v");

describe("value forms", () => {
  it("reads fields, defaults, ability modifiers and scores", () => {
    expect(at({ field: "level" })).toBe(3);
    expect(at({ field: "wizard_level" })).toBe(0);
    expect(at({ abilityMod: "str" })).toBe(3);
    expect(at({ abilityMod: "wis" })).toBe(-1);
    expect(at({ abilityScore: "con" })).toBe(14);
    expect(at({ abilityModFromField: "spellcasting_ability" })).toBe(0);
    expect(at({ const: 7 })).toBe(7);
  });

  it("computes skill and save modifiers from tiers, and untrained adds", () => {
    expect(at({ skillMod: "athletics" })).toBe(5);
    expect(at({ skillMod: "stealth" })).toBe(1);
    const expert = fighter({ proficiencies: { stealth: "expertise" } });
    expect(at({ skillMod: "stealth" }, expert)).toBe(5);
  });

  it("combines sum, max, min, times, half and tables", () => {
    expect(at({ sum: [1, { field: "level" }, { abilityMod: "str" }] })).toBe(7);
    expect(at({ max: [1, { abilityMod: "wis" }] })).toBe(1);
    expect(at({ min: [1, { abilityMod: "wis" }] })).toBe(-1);
    expect(at({ times: [{ field: "level" }, 3] })).toBe(9);
    expect(at({ half: 7 })).toBe(3);
    expect(at({ half: 7, round: "up" })).toBe(4);
    expect(at({ derived: "spell_dc" })).toBe(10);
  });

  it("takes the last table row reached, or the first when none is", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), (level) => {
        const v = at({
          from: level,
          table: [
            [1, 2],
            [5, 3],
            [9, 4],
          ],
        });
        expect(v).toBe(level >= 9 ? 4 : level >= 5 ? 3 : 2);
      }),
    );
  });

  it("reports a cycle of derived values with its path", () => {
    const cyclic: RulesetDoc = {
      ...doc,
      sheet: {
        ...doc.sheet,
        derived: [
          { id: "a", label: "A", value: { sum: [1, { derived: "b" }] } },
          { id: "b", label: "B", value: { derived: "a" } },
        ],
      },
    };
    try {
      evaluate(contextOf(cyclic, fighter()), { derived: "a" }, "v");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SheetError);
      expect((e as SheetError).code).toBe("derived-cycle");
      expect((e as SheetError).message).toContain("a -> b -> a");
    }
  });

  it("rejects unknown fields and text fields read as numbers", () => {
    expect(() => at({ field: "nope" })).toThrow(/no field "nope"/);
    expect(() => at({ field: "hit_die" })).toThrow(/holds text/);
  });
});
