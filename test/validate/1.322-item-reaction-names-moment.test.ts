import { describe, expect, it } from "vitest";
import { ITEM_USE_PATH, issuesOf, withItemUse } from "./helpers.js";

// 1.322: "reaction": true on an item use is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe('1.322: "reaction": true on an item use', () => {
  const path = ITEM_USE_PATH + ".reaction";

  it("is rejected as not-allowed, naming 1.322", () => {
    const issues = issuesOf(withItemUse({ reaction: true }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "not-allowed", capability: "1.322" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    // `true` is also the wrong type for the base format's `reaction` object.
    expect(
      issues.filter((i) => !["unsupported", "unknown-key", "needs-version", "wrong-type"].includes(i.code)),
    ).toEqual([expect.objectContaining({ path, code: "not-allowed" })]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withItemUse({ reaction: { on: "hit" } }));
    expect(issues.filter((i) => i.capability === "1.322" && i.code === "not-allowed" && i.path === path)).toEqual([]);
  });
});
