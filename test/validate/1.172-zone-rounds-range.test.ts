import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.172: zone.rounds outside 1 to 1000 is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.172: zone.rounds outside 1 to 1000", () => {
  const path = MECHANICS_PATH + ".zone.rounds";

  it("is rejected as out-of-range, naming 1.172", () => {
    const issues = issuesOf(withMechanics({ zone: { rounds: 1001 } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "out-of-range", capability: "1.172" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "out-of-range" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ zone: { rounds: 1000 } }));
    expect(issues.filter((i) => i.capability === "1.172" && i.code === "out-of-range" && i.path === path)).toEqual([]);
  });
});
