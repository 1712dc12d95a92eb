import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.281: drain on a heal is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.281: drain on a heal", () => {
  const path = MECHANICS_PATH + ".drain";

  it("is rejected as not-allowed, naming 1.281", () => {
    const issues = issuesOf(withMechanics({ drain: {}, kind: "heal" }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "not-allowed", capability: "1.281" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "not-allowed" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ drain: {} }));
    expect(issues.filter((i) => i.capability === "1.281" && i.code === "not-allowed" && i.path === path)).toEqual([]);
  });
});
