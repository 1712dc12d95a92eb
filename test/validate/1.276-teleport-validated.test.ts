// 1.276 teleports are implemented: `teleport` is validated by its own schema at its three places, still versioned,
// and a key of a later section inside it is unsupported until that section is implemented.
import { describe, expect, it } from "vitest";
import {
  ACTION_PATH,
  ITEM_USE_PATH,
  issuesOf,
  MECHANICS_PATH,
  withAction,
  withItemUse,
  withMechanics,
} from "./helpers.js";

const mistyStep = { distance: 30, seen: true };
const dimensionDoor = { distance: 500, carries: 1, carriesWithin: 5 };

describe("teleport (1.276)", () => {
  it("accepts the forms of the reference's examples at each place", () => {
    expect(issuesOf(withMechanics({ teleport: mistyStep, area: undefined }))).toEqual([]);
    expect(issuesOf(withMechanics({ teleport: dimensionDoor, area: undefined }))).toEqual([]);
    expect(issuesOf(withItemUse({ teleport: dimensionDoor }))).toEqual([]);
    expect(issuesOf(withAction({ teleport: { distance: 40, seen: true } }))).toEqual([]);
  });

  it("rejects a wrong shape at its path", () => {
    const path = `${MECHANICS_PATH}.teleport`;
    expect(issuesOf(withMechanics({ teleport: { seen: true }, area: undefined }))).toContainEqual(
      expect.objectContaining({ path: `${path}.distance`, code: "missing" }),
    );
    expect(issuesOf(withMechanics({ teleport: { distance: "far" }, area: undefined }))).toContainEqual(
      expect.objectContaining({ path: `${path}.distance`, code: "wrong-type" }),
    );
    expect(issuesOf(withItemUse({ teleport: { distance: 30, seen: "yes" } }))).toContainEqual(
      expect.objectContaining({ path: `${ITEM_USE_PATH}.teleport.seen`, code: "wrong-type" }),
    );
    expect(issuesOf(withAction({ teleport: { distance: 30, carriesWithin: -5 } }))).toContainEqual(
      expect.objectContaining({ path: `${ACTION_PATH}.teleport.carriesWithin`, code: "out-of-range" }),
    );
    expect(issuesOf(withMechanics({ teleport: { distance: 30, sen: true }, area: undefined }))).toContainEqual(
      expect.objectContaining({ path: `${path}.sen`, code: "unknown-key" }),
    );
  });

  it("is versioned: below 1.276 it needs that version", () => {
    const issues = issuesOf(withMechanics({ teleport: mistyStep, area: undefined }, "1.200"));
    expect(issues.map((i) => `${i.path} ${i.code} ${i.capability}`)).toEqual([
      `${MECHANICS_PATH}.teleport needs-version 1.276`,
    ]);
  });
});
