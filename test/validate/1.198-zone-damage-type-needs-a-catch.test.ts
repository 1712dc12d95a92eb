import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.198: a zone's own damage type "needs ... a trigger, side or ram that deals that damage".
describe("1.198: a zone damage type with nothing to deal it", () => {
  const path = MECHANICS_PATH + ".zone.damageType";
  const area = { shape: "burst", size: 10 };
  const missing = (zone: Record<string, unknown>) =>
    issuesOf(withMechanics({ area, range: 60, zone })).filter(
      (i) => i.path === path && i.code === "missing" && i.capability === "1.198",
    );

  it("is rejected as missing, naming 1.198, without triggers (or with none listed)", () => {
    expect(missing({ rounds: 10, damageType: "cold" })).toHaveLength(1);
    expect(missing({ rounds: 10, triggers: [], damageType: "cold" })).toHaveLength(1);
  });

  it("is accepted with a trigger, a ram or a wall's side", () => {
    expect(missing({ rounds: 10, triggers: ["enter"], damageType: "cold" })).toEqual([]);
    expect(missing({ rounds: 10, move: { budget: "bonus", distance: 30, ram: true }, damageType: "cold" })).toEqual([]);
    expect(missing({ rounds: 10, side: { distance: 10, triggers: ["turn-end"] }, damageType: "cold" })).toEqual([]);
  });
});
