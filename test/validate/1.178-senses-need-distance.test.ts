import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.178: combat.senses without combat.distance is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.178: combat.senses without combat.distance", () => {
  const path = "combat.senses";

  it("is rejected as missing, naming 1.178", () => {
    const issues = issuesOf(
      variant((d) => {
        delete d.combat.distance;
        d.combat.senses = [{ id: "darkvision", label: "Darkvision" }];
      }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.178" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "missing" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(
      variant((d) => {
        d.combat.senses = [{ id: "darkvision", label: "Darkvision" }];
      }),
    );
    expect(issues.filter((i) => i.capability === "1.178" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
