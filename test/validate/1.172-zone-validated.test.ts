// 1.172 lasting zones are implemented: `zone` is validated by its own schema and still versioned.
import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

const spiritGuardians = { rounds: 100, anchor: "caster", triggers: ["enter", "turn-start"], atCast: false };

describe("zone (1.172)", () => {
  it("accepts the forms of the reference's examples", () => {
    // A zone carried by its caster is a burst around them (a line or cone carried so is 1.182's).
    const around = { range: "self", area: { shape: "burst", size: 15 } };
    expect(issuesOf(withMechanics({ ...around, zone: spiritGuardians }))).toEqual([]);
    expect(issuesOf(withMechanics({ zone: { rounds: 100, triggers: ["enter", "turn-start"] } }))).toEqual([]);
  });

  it("rejects a wrong shape at its path", () => {
    const path = MECHANICS_PATH + ".zone";
    expect(issuesOf(withMechanics({ zone: { ...spiritGuardians, anchor: "target" } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.anchor` }),
    );
    expect(issuesOf(withMechanics({ zone: { ...spiritGuardians, triggers: ["leave"] } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.triggers[0]` }),
    );
    expect(issuesOf(withMechanics({ zone: { ...spiritGuardians, atCast: "no" } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.atCast`, code: "wrong-type" }),
    );
    expect(issuesOf(withMechanics({ zone: { anchor: "point" } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.rounds`, code: "missing" }),
    );
  });
});
