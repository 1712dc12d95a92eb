import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.282: throughWalls without around is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.282: throughWalls without around", () => {
  const path = MECHANICS_PATH + ".area.throughWalls";

  it("is rejected as missing, naming 1.282", () => {
    const issues = issuesOf(withMechanics({ area: { shape: "burst", size: 30, throughWalls: true } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.282" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "missing" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withMechanics({ area: { shape: "burst", size: 30, around: true, throughWalls: true } }));
    expect(issues.filter((i) => i.capability === "1.282" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
