import { describe, expect, it } from "vitest";
import { type Doc, issuesOf, MECHANICS_PATH, variant, withMechanics } from "./helpers.js";

// 1.314: a combat condition's `sealed` names budgets for `rolls` and `lifted` and entries for `brokenBy`, with a
// share of speed from 0 to 1; an entry's `targetsUpTo` is one of `combat.sizes`. Below 1.314 each needs its version.
const SEALED = {
  rolls: { budget: "action", share: 0.5 },
  lifted: { budget: "action" },
  brokenBy: ["spells/fire-bolt"],
};

const withSealed = (sealed: unknown, version = "1.600"): Doc =>
  variant((d) => d.combat.conditions.push({ id: "sphere", label: "Sphere", sealed }), version);
const at = (...rest: (string | number)[]) =>
  ["combat.conditions[3].sealed", ...rest].join(".").replace(/\.(\d+)/g, "[$1]");

describe("1.314: sealed and targetsUpTo", () => {
  it("accepts a sphere's seal and a size bound", () => {
    expect(issuesOf(withSealed(SEALED))).toEqual([]);
    expect(issuesOf(withMechanics({ targetsUpTo: "large" }))).toEqual([]);
  });

  it("refuses a budget that is none of combat.budgets", () => {
    const doc = withSealed({ ...SEALED, rolls: { budget: "sprint", share: 0.5 } });
    expect(issuesOf(doc)).toContainEqual(expect.objectContaining({ path: at("rolls", "budget") }));
    const lift = withSealed({ ...SEALED, lifted: { budget: "sprint" } });
    expect(issuesOf(lift)).toContainEqual(expect.objectContaining({ path: at("lifted", "budget") }));
  });

  it("refuses a share beyond the whole speed, and a roll without its share", () => {
    expect(issuesOf(withSealed({ ...SEALED, rolls: { budget: "action", share: 2 } }))).toContainEqual(
      expect.objectContaining({ path: at("rolls", "share") }),
    );
    expect(issuesOf(withSealed({ rolls: { budget: "action" } }))).toContainEqual(
      expect.objectContaining({ path: at("rolls", "share") }),
    );
  });

  it("refuses a breaking entry the catalogs do not hold", () => {
    expect(issuesOf(withSealed({ ...SEALED, brokenBy: ["spells/disintegrate"] }))).toContainEqual(
      expect.objectContaining({ path: at("brokenBy", 0) }),
    );
  });

  it("refuses a size that is none of combat.sizes", () => {
    expect(issuesOf(withMechanics({ targetsUpTo: "huge" }))).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.targetsUpTo` }),
    );
  });

  it("needs Capability API 1.314", () => {
    expect(issuesOf(withSealed(SEALED, "1.313"))).toContainEqual(
      expect.objectContaining({ path: at(), code: "needs-version" }),
    );
    expect(issuesOf(withMechanics({ targetsUpTo: "large" }, "1.313"))).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.targetsUpTo`, code: "needs-version" }),
    );
  });
});
