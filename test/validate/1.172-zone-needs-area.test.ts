import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.172: a zone on an entry without an area is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.172: a zone on an entry without an area", () => {
  const path = MECHANICS_PATH + ".zone";

  it("is rejected as missing, naming 1.172", () => {
    const issues = issuesOf(withMechanics({ zone: { rounds: 10 }, area: undefined }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.172" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "missing" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ zone: { rounds: 10 } }));
    expect(issues.filter((i) => i.capability === "1.172" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
