import { describe, expect, it } from "vitest";
import { at, variant } from "./helpers.js";

// 1.189: a condition's `harms` names when (`turn-start` or `turn-end`), its dice and a damage type; `stacks`
// is a count of at least 1; `onePerSource` is a flag. All need 1.189.
describe("1.189: harms, stacks and onePerSource on a combat condition", () => {
  const withCondition = (extra: Record<string, unknown>, version?: string) =>
    variant((d) => {
      Object.assign(d.combat.conditions[0], extra);
    }, version);
  const path = "combat.conditions[0]";

  it("accepts the sword of wounding's wound and the oathbow's sworn enemy", () => {
    const doc = withCondition({
      harms: { at: "turn-start", dice: "1d4", type: "fire" },
      stacks: 10,
      onePerSource: true,
    });
    expect(at(doc, path)).toEqual([]);
  });

  it("rejects a harm without its moment, or at an unknown moment", () => {
    expect(at(withCondition({ harms: { dice: "1d4", type: "fire" } }), `${path}.harms.at`)).toEqual(["missing 1.189"]);
    expect(at(withCondition({ harms: { at: "noon", dice: "1d4", type: "fire" } }), `${path}.harms.at`)).toEqual([
      "out-of-range 1.189",
    ]);
  });

  it("rejects stacks below 1, and each key below 1.189", () => {
    expect(at(withCondition({ stacks: 0 }), `${path}.stacks`)).toEqual(["out-of-range 1.189"]);
    expect(at(withCondition({ onePerSource: true }, "1.188"), `${path}.onePerSource`)).toEqual(["needs-version 1.189"]);
  });
});
