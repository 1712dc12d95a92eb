import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.199: healthPoolSkips without a healthPool is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.199: healthPoolSkips without a healthPool", () => {
  const path = MECHANICS_PATH + ".healthPoolSkips";

  it("is rejected as missing, naming 1.199", () => {
    const issues = issuesOf(withMechanics({ healthPoolSkips: { unseeing: true } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.199" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "missing" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ healthPoolSkips: { unseeing: true }, healthPool: "5d8" }));
    expect(issues.filter((i) => i.capability === "1.199" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
