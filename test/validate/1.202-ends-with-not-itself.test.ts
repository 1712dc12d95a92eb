import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.202: endsWith naming its own condition is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.202: endsWith naming its own condition", () => {
  const path = MECHANICS_PATH + ".applies[0].endsWith";

  it("is rejected as bad-reference, naming 1.202", () => {
    const issues = issuesOf(withMechanics({ applies: [{ condition: "poisoned", endsWith: "poisoned" }] }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "bad-reference", capability: "1.202" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "bad-reference" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(
      withMechanics({ applies: [{ condition: "poisoned" }, { condition: "prone", endsWith: "poisoned" }] }),
    );
    expect(issues.filter((i) => i.capability === "1.202" && i.code === "bad-reference" && i.path === path)).toEqual([]);
  });
});
