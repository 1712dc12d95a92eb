import { describe, expect, it } from "vitest";
import { ACTION_PATH, issuesOf, withAction } from "./helpers.js";

// 1.324: ground that changes nothing is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.324: ground that changes nothing", () => {
  const path = ACTION_PATH + ".ground";

  it("is rejected as missing, naming 1.324", () => {
    const issues = issuesOf(withAction({ area: { shape: "burst", size: 10 }, ground: { tell: "nothing happens" } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.324" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "missing" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(
      withAction({ area: { shape: "burst", size: 10 }, ground: { light: "dark", tell: "the fire dies" } }),
    );
    expect(issues.filter((i) => i.capability === "1.324" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
