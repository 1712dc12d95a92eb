// 1.173 moving, drifting and ground-changing zones are implemented: their keys have a schema, and "only a burst
// anchored at a point can move or drift" is a stated rule.
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validate/index.js";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

const burst = { shape: "burst", size: 20 };
const moonbeam = { rounds: 10, triggers: ["enter", "turn-start"], move: { budget: "action", distance: 60 } };
const spikes = {
  rounds: 100,
  triggers: [],
  atCast: false,
  terrain: { difficult: true, perDistance: { every: 5, amount: { dice: "2d4" }, damageType: "fire" } },
};
const path = `${MECHANICS_PATH}.zone`;

describe("zone.move, zone.drift, zone.terrain (1.173)", () => {
  it("accepts the forms of the reference's examples", () => {
    expect(issuesOf(withMechanics({ area: burst, zone: moonbeam }))).toEqual([]);
    expect(issuesOf(withMechanics({ area: burst, zone: { rounds: 100, drift: { distance: 10 } } }))).toEqual([]);
    expect(issuesOf(withMechanics({ area: burst, zone: spikes }))).toEqual([]);
  });

  it("rejects a wrong shape at its path", () => {
    expect(issuesOf(withMechanics({ area: burst, zone: { ...moonbeam, move: { budget: "action" } } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.move.distance`, code: "missing" }),
    );
    expect(issuesOf(withMechanics({ area: burst, zone: { rounds: 1, drift: { distance: "far" } } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.drift.distance`, code: "wrong-type" }),
    );
    const noType = { ...spikes, terrain: { perDistance: { every: 5, amount: { dice: "2d4" } } } };
    expect(issuesOf(withMechanics({ area: burst, zone: noType }))).toContainEqual(
      expect.objectContaining({ path: `${path}.terrain.perDistance.damageType`, code: "missing" }),
    );
    expect(issuesOf(withMechanics({ area: burst, zone: { ...spikes, terrain: { difficult: "yes" } } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.terrain.difficult`, code: "wrong-type" }),
    );
  });

  it("1.173: only a burst anchored at a point can move or drift", () => {
    const cone = issuesOf(withMechanics({ area: { shape: "cone", size: 15 }, zone: moonbeam }));
    expect(cone).toContainEqual(expect.objectContaining({ path: `${path}.move`, code: "not-allowed" }));
    const carried = issuesOf(
      withMechanics({ area: burst, range: 0, zone: { rounds: 10, anchor: "caster", drift: { distance: 10 } } }),
    );
    expect(carried).toContainEqual(expect.objectContaining({ path: `${path}.drift`, code: "not-allowed" }));
  });

  it("needs 1.173; 1.175's and 1.182's keys inside `terrain` and `move` are accepted", () => {
    expect(validate(withMechanics({ area: burst, zone: moonbeam }, "1.172")).issues).toContainEqual(
      expect.objectContaining({ path: `${path}.move`, code: "needs-version" }),
    );
    const ram = issuesOf(withMechanics({ area: burst, zone: { ...moonbeam, move: { ...moonbeam.move, ram: true } } }));
    expect(ram).toEqual([]);
    const cost = issuesOf(withMechanics({ area: burst, zone: { rounds: 1, terrain: { costTimes: 4 } } }));
    expect(cost).toEqual([]);
    const toward = issuesOf(withMechanics({ area: burst, zone: { rounds: 1, terrain: { towardCaster: true } } }));
    expect(toward).toEqual([]);
  });
});
