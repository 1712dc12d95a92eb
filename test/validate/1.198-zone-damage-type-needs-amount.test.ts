import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.198: a zone damage type on an entry without an amount is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.198: a zone damage type on an entry without an amount", () => {
  const path = MECHANICS_PATH + ".zone.damageType";

  it("is rejected as missing, naming 1.198", () => {
    const issues = issuesOf(
      withMechanics({ amount: undefined, zone: { rounds: 10, triggers: ["enter"], damageType: "fire" } }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.198" }));
    // Besides the rule, nothing.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "missing" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ zone: { rounds: 10, triggers: ["enter"], damageType: "fire" } }));
    expect(issues.filter((i) => i.capability === "1.198" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
