// Base key `untrained` (sheet skills and saves): a skill or save held at the first proficiency tier (5e's
// untrained, times 0) adds no proficiency, in the sheet's number and in a fight's saves; the `{ "add" }` form that
// adds to it is 1.419's (test/spec/1.419-jack-of-all-trades.test.ts).
import { describe, expect, it } from "vitest";
import { saveOf, startCombat } from "../../src/combat/index.js";
import { contextOf, evaluate } from "../../src/sheet/index.js";
import { fighter, ruleset } from "../combat/helpers.js";

describe("base untrained", () => {
  it("untrained skills and saves read the ability modifier alone; trained ones add proficiency", () => {
    const ctx = contextOf(ruleset, fighter);
    // Str 16 (+3), level 3 (+2): athletics and Str saves trained, Dex saves untrained (Dex 12: +1).
    expect(evaluate(ctx, { skillMod: "athletics" }, "")).toBe(5);
    expect(evaluate(ctx, { skillMod: "str_save" }, "")).toBe(5);
    expect(evaluate(ctx, { skillMod: "dex_save" }, "")).toBe(1);
    const named = contextOf(ruleset, { ...fighter, proficiencies: { ...fighter.proficiencies, dex_save: "none" } });
    expect(evaluate(named, { skillMod: "dex_save" }, "")).toBe(1);
  });

  it("a fight's save bonuses are the same numbers", () => {
    const { state } = startCombat(ruleset, { party: [fighter], enemies: ["monsters/goblin"], seed: 1 });
    expect(saveOf(ruleset, state, "Fighter", "dex_save").bonus).toBe(1);
    expect(saveOf(ruleset, state, "Fighter", "str_save").bonus).toBe(5);
  });
});
