import { describe, expect, it } from "vitest";
import { ACTION_PATH, issuesOf, withAction } from "./helpers.js";

// 1.311: slaysOnFailedSave without a save is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.311: slaysOnFailedSave without a save", () => {
  const path = ACTION_PATH + ".slaysOnFailedSave";

  it("is rejected as missing, naming 1.311", () => {
    const issues = issuesOf(withAction({ slaysOnFailedSave: true }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.311" }));
    // The key itself is flagged too: unsupported today (or unknown where the registry places it elsewhere).
    expect(issues.some((i) => i.code === "unsupported" || i.code === "unknown-key")).toBe(true);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withAction({ slaysOnFailedSave: true, save: { save: "con_save", difficulty: 12 } }));
    expect(issues.filter((i) => i.capability === "1.311" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
