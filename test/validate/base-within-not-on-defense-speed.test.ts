import { describe, expect, it } from "vitest";
import { at, variant } from "./helpers.js";

// `within` counts a modifier only while its holder is near the condition's source: for rolls and damage. A
// `defense` or `speed` modifier is a standing value, so `within` there is rejected rather than ignored.
describe("base: within is not allowed on defense and speed modifiers", () => {
  const withModifier = (modifier: Record<string, unknown>) =>
    variant((d) => {
      d.combat.conditions[0].modifiers = [modifier];
    });
  const path = "combat.conditions[0].modifiers[0].within";

  for (const to of ["defense", "speed"]) {
    it(`rejects within on a ${to} modifier`, () => {
      expect(at(withModifier({ to, flat: 2, within: 10 }), path)).toEqual(["not-allowed base"]);
    });
  }

  it("keeps within on an attacks-taken modifier", () => {
    expect(at(withModifier({ to: "attacks-taken", mode: "advantage", within: 5 }), path)).toEqual([]);
  });
});
