import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.280: a teleport strike on a catalog entry is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.280: a teleport strike on a catalog entry", () => {
  const path = MECHANICS_PATH + ".teleport.strike";

  it("is rejected as not-allowed, naming 1.280", () => {
    const issues = issuesOf(withMechanics({ teleport: { distance: 30, strike: "bite" } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "not-allowed", capability: "1.280" }));
    // The key itself is flagged too: unsupported today (or unknown where the registry places it elsewhere).
    expect(issues.some((i) => i.code === "unsupported" || i.code === "unknown-key")).toBe(true);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ teleport: { distance: 30 } }));
    expect(issues.filter((i) => i.capability === "1.280" && i.code === "not-allowed" && i.path === path)).toEqual([]);
  });
});
