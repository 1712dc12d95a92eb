import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.202: endsWith naming its own condition is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.202: endsWith naming its own condition", () => {
  const path = MECHANICS_PATH + ".applies[0].endsWith";

  it("is rejected as bad-reference, naming 1.202", () => {
    const issues = issuesOf(withMechanics({ applies: [{ condition: "poisoned", endsWith: "poisoned" }] }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "bad-reference", capability: "1.202" }));
    // The key itself is flagged too: unsupported today (or unknown where the registry places it elsewhere).
    expect(issues.some((i) => i.code === "unsupported" || i.code === "unknown-key")).toBe(true);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(
      withMechanics({ applies: [{ condition: "poisoned" }, { condition: "prone", endsWith: "poisoned" }] }),
    );
    expect(issues.filter((i) => i.capability === "1.202" && i.code === "bad-reference" && i.path === path)).toEqual([]);
  });
});
