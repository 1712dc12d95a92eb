import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.83: amountAdd needs an amount is rejected (amountAdd is implemented, so this is the rule working for real).
describe("1.83: amountAdd needs an amount", () => {
  const path = MECHANICS_PATH + ".amountAdd";

  it("is rejected as missing, naming 1.83", () => {
    const issues = issuesOf(withMechanics({ amountAdd: { field: "level" }, amount: undefined }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.83" }));
    // amountAdd is implemented: the stated rule is the only issue.
    expect(issues).toHaveLength(1);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ amountAdd: { field: "level" } }));
    expect(issues.filter((i) => i.capability === "1.83" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
