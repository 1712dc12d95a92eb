import { describe, expect, it } from "vitest";
import { at, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.411: `refillsAtInitiative` names its pool (a live pool's id or a list-row pool's name) and an optional amount of
// dice; it needs 1.411.
describe("1.411: refillsAtInitiative on catalog entry mechanics", () => {
  const path = `${MECHANICS_PATH}.refillsAtInitiative`;

  it("accepts Superior Inspiration, and a live pool with an amount", () => {
    expect(at(withMechanics({ refillsAtInitiative: { pool: "Bardic Inspiration" } }), path)).toEqual([]);
    expect(at(withMechanics({ refillsAtInitiative: { pool: "hp", amount: "1d4" } }), path)).toEqual([]);
  });

  it("rejects a refill naming no pool, bad dice, and the key below 1.411", () => {
    expect(at(withMechanics({ refillsAtInitiative: { amount: 1 } }), `${path}.pool`)).toEqual(["missing 1.411"]);
    expect(at(withMechanics({ refillsAtInitiative: { pool: "x", amount: "d" } }), `${path}.amount`)).toEqual([
      "bad-dice 1.411",
    ]);
    expect(at(withMechanics({ refillsAtInitiative: { pool: "x" } }, "1.410"), path)).toEqual(["needs-version 1.411"]);
  });
});
