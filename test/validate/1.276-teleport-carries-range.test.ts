import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.276: teleport.carries outside 1 to 8 is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.276: teleport.carries outside 1 to 8", () => {
  const path = MECHANICS_PATH + ".teleport.carries";

  it("is rejected as out-of-range, naming 1.276", () => {
    const issues = issuesOf(withMechanics({ teleport: { distance: 30, carries: 9 } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "out-of-range", capability: "1.276" }));
    // The key itself is flagged too: unsupported today (or unknown where the registry places it elsewhere).
    expect(issues.some((i) => i.code === "unsupported" || i.code === "unknown-key")).toBe(true);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ teleport: { distance: 30, carries: 8 } }));
    expect(issues.filter((i) => i.capability === "1.276" && i.code === "out-of-range" && i.path === path)).toEqual([]);
  });
});
