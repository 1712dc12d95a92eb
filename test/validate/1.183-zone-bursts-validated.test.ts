// 1.183 zones that detonate or burn away are implemented: their keys have a schema; `touched` needs the entry's
// `save`, and a detonating zone "stays where it was cast" (no `move`, `drift` or carried anchor).
import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

const burst = { shape: "burst", size: 20 };
const dbf = { rounds: 10, triggers: [], detonates: true, grows: { dice: "1d6" }, touched: true };
const burns = { by: ["fire"], amount: { dice: "2d4" }, damageType: "fire" };
const path = `${MECHANICS_PATH}.zone`;

describe("zone.detonates, zone.grows, zone.touched, zone.burns (1.183)", () => {
  it("accepts the forms of the reference's examples", () => {
    expect(issuesOf(withMechanics({ area: burst, zone: dbf }))).toEqual([]);
    expect(issuesOf(withMechanics({ area: burst, zone: { rounds: 600, triggers: ["enter"], burns } }))).toEqual([]);
  });

  it("rejects a wrong shape at its path", () => {
    expect(issuesOf(withMechanics({ area: burst, zone: { ...dbf, grows: "lots" } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.grows`, code: "bad-dice" }),
    );
    const noBy = { rounds: 1, burns: { amount: "2d4", damageType: "fire" } };
    expect(issuesOf(withMechanics({ area: burst, zone: noBy }))).toContainEqual(
      expect.objectContaining({ path: `${path}.burns.by`, code: "missing" }),
    );
  });

  it("1.183: touched needs a save; a detonating zone stays where it was cast", () => {
    expect(issuesOf(withMechanics({ area: burst, save: undefined, zone: dbf }))).toContainEqual(
      expect.objectContaining({ path: `${path}.touched`, code: "missing", capability: "1.183" }),
    );
    const moving = { ...dbf, move: { budget: "action", distance: 30 } };
    expect(issuesOf(withMechanics({ area: burst, zone: moving }))).toContainEqual(
      expect.objectContaining({ path: `${path}.detonates`, code: "not-allowed", capability: "1.183" }),
    );
  });
});
