import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.304: oncePerTarget on an area is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.304: oncePerTarget on an area", () => {
  const path = MECHANICS_PATH + ".oncePerTarget";

  it("is rejected as not-allowed, naming 1.304", () => {
    const issues = issuesOf(withMechanics({ oncePerTarget: { until: "long" } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "not-allowed", capability: "1.304" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "not-allowed" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ oncePerTarget: { until: "long" }, area: undefined }));
    expect(issues.filter((i) => i.capability === "1.304" && i.code === "not-allowed" && i.path === path)).toEqual([]);
  });
});
