import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.282: a burst around its user with copies is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.282: a burst around its user with copies", () => {
  const path = MECHANICS_PATH + ".area.around";

  it("is rejected as not-allowed, naming 1.282", () => {
    const issues = issuesOf(withMechanics({ area: { shape: "burst", size: 30, around: true, copies: 2 } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "not-allowed", capability: "1.282" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "not-allowed" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ area: { shape: "burst", size: 30, around: true } }));
    expect(issues.filter((i) => i.capability === "1.282" && i.code === "not-allowed" && i.path === path)).toEqual([]);
  });
});
