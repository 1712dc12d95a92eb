import { describe, expect, it } from "vitest";
import { ACTION_PATH, issuesOf, withAction } from "./helpers.js";

// 1.324: ground.height outside 0 to 3 is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.324: ground.height outside 0 to 3", () => {
  const path = ACTION_PATH + ".ground.height";

  it("is rejected as out-of-range, naming 1.324", () => {
    const issues = issuesOf(withAction({ area: { shape: "burst", size: 10 }, ground: { height: 4 } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "out-of-range", capability: "1.324" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "out-of-range" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withAction({ area: { shape: "burst", size: 10 }, ground: { height: 3 } }));
    expect(issues.filter((i) => i.capability === "1.324" && i.code === "out-of-range" && i.path === path)).toEqual([]);
  });
});
