import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.281: drain.share outside (0, 1] is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.281: drain.share outside (0, 1]", () => {
  const path = MECHANICS_PATH + ".drain.share";

  it("is rejected as out-of-range, naming 1.281", () => {
    const issues = issuesOf(withMechanics({ drain: { share: 0 } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "out-of-range", capability: "1.281" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "out-of-range" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ drain: { share: 0.5 } }));
    expect(issues.filter((i) => i.capability === "1.281" && i.code === "out-of-range" && i.path === path)).toEqual([]);
  });
});
