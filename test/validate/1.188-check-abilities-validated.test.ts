import { describe, expect, it } from "vitest";
import { at, variant } from "./helpers.js";

// 1.188: `abilities` narrows a checks modifier to checks made with those abilities; on any other modifier it is
// rejected, and it names declared abilities.
describe("1.188: a checks modifier's abilities", () => {
  const withModifier = (modifier: Record<string, unknown>, version?: string) =>
    variant((d) => {
      d.combat.conditions[0].modifiers = [modifier];
    }, version);
  const path = "combat.conditions[0].modifiers[0].abilities";

  it("is accepted on a checks modifier (Rage)", () => {
    expect(at(withModifier({ to: "checks", mode: "advantage", abilities: ["str"] }), path)).toEqual([]);
  });

  it("is rejected on a saves modifier, names declared abilities, and needs 1.188", () => {
    expect(at(withModifier({ to: "saves", flat: 1, abilities: ["str"] }), path)).toEqual(["not-allowed 1.188"]);
    expect(at(withModifier({ to: "checks", flat: 1, abilities: ["luck"] }), `${path}[0]`)).toEqual([
      "bad-reference 1.188",
    ]);
    expect(at(withModifier({ to: "checks", flat: 1, abilities: ["str"] }, "1.187"), path)).toEqual([
      "needs-version 1.188",
    ]);
  });
});
