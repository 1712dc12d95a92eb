import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.178: area.copies outside 2 to 10 is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.178: area.copies outside 2 to 10", () => {
  const path = MECHANICS_PATH + ".area.copies";

  it("is rejected as out-of-range, naming 1.178", () => {
    const issues = issuesOf(withMechanics({ area: { shape: "burst", size: 15, copies: 11 } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "out-of-range", capability: "1.178" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "out-of-range" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ area: { shape: "burst", size: 15, copies: 10 } }));
    expect(issues.filter((i) => i.capability === "1.178" && i.code === "out-of-range" && i.path === path)).toEqual([]);
  });
});
