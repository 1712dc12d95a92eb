import { describe, expect, it } from "vitest";
import { at, issuesOf, variant } from "./helpers.js";

// 1.318: a cell's own height, light and obscurement (`change`, `board.ground`): a terrain's need it.
describe("1.318: a terrain's height, light and obscured are unsupported", () => {
  const withTerrain = (terrain: Record<string, unknown>) =>
    variant((d) => {
      d.encounters[0].board.legend = { "~": terrain };
    });
  const path = 'encounters[0].board.legend["~"]';

  for (const [key, value] of [
    ["height", 1],
    ["light", "dim"],
    ["obscured", "light"],
  ] as const) {
    it(`reports "${key}" as unsupported, naming 1.318`, () => {
      expect(at(withTerrain({ label: "Fog", [key]: value }), `${path}.${key}`)).toEqual(["unsupported 1.318"]);
    });
  }

  it("still checks their shape", () => {
    expect(at(withTerrain({ light: "gloom" }), `${path}.light`)).toContain("out-of-range 1.318");
  });

  it("the base terrain keys stay accepted", () => {
    expect(issuesOf(withTerrain({ label: "Mud", difficult: true, blocksMove: false, blocksSight: false }))).toEqual([]);
  });
});
