import { describe, expect, it } from "vitest";
import { ACTION_PATH, issuesOf, withAction } from "./helpers.js";

// 1.324: ground.height outside 0 to 3 is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.324: ground.height outside 0 to 3", () => {
  const path = ACTION_PATH + ".ground.height";

  it("is rejected as out-of-range, naming 1.324", () => {
    const issues = issuesOf(withAction({ area: { shape: "burst", size: 10 }, ground: { height: 4 } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "out-of-range", capability: "1.324" }));
    // The key itself is flagged too: unsupported today (or unknown where the registry places it elsewhere).
    expect(issues.some((i) => i.code === "unsupported" || i.code === "unknown-key")).toBe(true);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withAction({ area: { shape: "burst", size: 10 }, ground: { height: 3 } }));
    expect(issues.filter((i) => i.capability === "1.324" && i.code === "out-of-range" && i.path === path)).toEqual([]);
  });
});
