import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.176: stabilizes without a dying rule is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.176: stabilizes without a dying rule", () => {
  const path = "catalogs.spells.entries[2].mechanics.stabilizes";

  it("is rejected as missing, naming 1.176", () => {
    const issues = issuesOf(
      variant((d) => {
        delete d.combat.dying;
        d.catalogs.spells.entries[2].mechanics.stabilizes = true;
      }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.176" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "missing" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(
      variant((d) => {
        d.catalogs.spells.entries[2].mechanics.stabilizes = true;
      }),
    );
    expect(issues.filter((i) => i.capability === "1.176" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
