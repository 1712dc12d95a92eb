import { describe, expect, it } from "vitest";
import { ACTION_PATH, issuesOf, withAction } from "./helpers.js";

// 1.311: healsOnSlay without slaysOnFailedSave is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.311: healsOnSlay without slaysOnFailedSave", () => {
  const path = ACTION_PATH + ".healsOnSlay";

  it("is rejected as missing, naming 1.311", () => {
    const issues = issuesOf(withAction({ healsOnSlay: true }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.311" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "missing" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(
      withAction({ healsOnSlay: true, slaysOnFailedSave: true, save: { save: "con_save", difficulty: 12 } }),
    );
    expect(issues.filter((i) => i.capability === "1.311" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
