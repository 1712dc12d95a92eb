import { describe, expect, it } from "vitest";
// The teleporting entry has no area: "A teleport is never an area" (1.276).
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.280: a teleport strike on a catalog entry is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.280: a teleport strike on a catalog entry", () => {
  const path = MECHANICS_PATH + ".teleport.strike";

  it("is rejected as not-allowed, naming 1.280", () => {
    const issues = issuesOf(withMechanics({ teleport: { distance: 30, strike: "bite" }, area: undefined }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "not-allowed", capability: "1.280" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "not-allowed" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ teleport: { distance: 30 }, area: undefined }));
    expect(issues.filter((i) => i.capability === "1.280" && i.code === "not-allowed" && i.path === path)).toEqual([]);
  });
});
