import { describe, expect, it } from "vitest";
// The teleporting entry has no area: "A teleport is never an area" (1.276).
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.276: teleport.carries outside 1 to 8 is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.276: teleport.carries outside 1 to 8", () => {
  const path = MECHANICS_PATH + ".teleport.carries";

  it("is rejected as out-of-range, naming 1.276", () => {
    const issues = issuesOf(withMechanics({ teleport: { distance: 30, carries: 9 }, area: undefined }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "out-of-range", capability: "1.276" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "out-of-range" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ teleport: { distance: 30, carries: 8 }, area: undefined }));
    expect(issues.filter((i) => i.capability === "1.276" && i.code === "out-of-range" && i.path === path)).toEqual([]);
  });
});
