import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.258: saveEnds.successes outside 2 to 10 is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.258: saveEnds.successes outside 2 to 10", () => {
  const path = MECHANICS_PATH + ".applies[0].saveEnds.successes";

  it("is rejected as out-of-range, naming 1.258", () => {
    const issues = issuesOf(
      withMechanics({ applies: [{ condition: "poisoned", saveEnds: { save: "con_save", successes: 11 } }] }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "out-of-range", capability: "1.258" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "out-of-range" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(
      withMechanics({ applies: [{ condition: "poisoned", saveEnds: { save: "con_save", successes: 3 } }] }),
    );
    expect(issues.filter((i) => i.capability === "1.258" && i.code === "out-of-range" && i.path === path)).toEqual([]);
  });
});
