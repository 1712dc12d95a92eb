import { describe, expect, it } from "vitest";
import { ITEM_USE_PATH, issuesOf, withItemUse } from "./helpers.js";

// 1.322: "reaction": true on an item use is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe('1.322: "reaction": true on an item use', () => {
  const path = ITEM_USE_PATH + ".reaction";

  it("is rejected as not-allowed, naming 1.322", () => {
    const issues = issuesOf(withItemUse({ reaction: true }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "not-allowed", capability: "1.322" }));
    // The key itself is flagged too: unsupported today (or unknown where the registry places it elsewhere).
    expect(issues.some((i) => i.code === "unsupported" || i.code === "unknown-key")).toBe(true);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withItemUse({ reaction: { on: "hit" } }));
    expect(issues.filter((i) => i.capability === "1.322" && i.code === "not-allowed" && i.path === path)).toEqual([]);
  });
});
