import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.200: wall sections on an area that is not a wall is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.200: wall sections on an area that is not a wall", () => {
  const path = MECHANICS_PATH + ".zone.sections";

  it("is rejected as not-allowed, naming 1.200", () => {
    const issues = issuesOf(
      withMechanics({ zone: { rounds: 10, blocks: ["move"], sections: { every: 10, health: 30 } } }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "not-allowed", capability: "1.200" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "not-allowed" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(
      withMechanics({
        area: { shape: "wall", size: 60 },
        zone: { rounds: 10, blocks: ["move"], sections: { every: 10, health: 30 } },
      }),
    );
    expect(issues.filter((i) => i.capability === "1.200" && i.code === "not-allowed" && i.path === path)).toEqual([]);
  });
});
