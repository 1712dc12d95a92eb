import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.301: "A carried zone is a single burst at a point, and is never moved on its own."
describe("1.301: a carried zone that is not a single burst at a point, or moves on its own", () => {
  const path = MECHANICS_PATH + ".zone.carried";
  const refused = (area: Record<string, unknown>, zone: Record<string, unknown>) =>
    issuesOf(withMechanics({ area, range: 60, zone: { rounds: 10, carried: "any", ...zone } })).filter(
      (i) => i.path === path && i.code === "not-allowed" && i.capability === "1.301",
    );
  const burst = { shape: "burst", size: 15 };

  it("a cone, a box or copies of a burst are rejected", () => {
    expect(refused({ shape: "cone", size: 15 }, {})).toHaveLength(1);
    expect(refused({ shape: "box", size: 10 }, {})).toHaveLength(1);
    expect(refused({ ...burst, copies: 4 }, {})).toHaveLength(1);
  });

  it("a burst carried by its caster's anchor, or one that moves or drifts, is rejected", () => {
    expect(refused(burst, { anchor: "caster" })).toHaveLength(1);
    expect(refused(burst, { move: { budget: "bonus", distance: 60 } })).toHaveLength(1);
    expect(refused(burst, { drift: { distance: 10 } })).toHaveLength(1);
  });

  it("a single burst at a point is accepted, and `carried` is any or own", () => {
    expect(refused(burst, {})).toEqual([]);
    expect(issuesOf(withMechanics({ area: burst, range: 60, zone: { rounds: 10, carried: "own" } }))).toEqual([]);
    const wrong = issuesOf(withMechanics({ area: burst, range: 60, zone: { rounds: 10, carried: "held" } }));
    expect(wrong).toContainEqual(expect.objectContaining({ path }));
  });
});
