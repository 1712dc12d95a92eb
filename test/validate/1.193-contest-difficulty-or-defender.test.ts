import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.193: a contest with both a difficulty and defenders is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.193: a contest with both a difficulty and defenders", () => {
  const path = "combat.contests[0].difficulty";

  it("is rejected as not-allowed, naming 1.193", () => {
    const issues = issuesOf(
      variant((d) => {
        d.combat.contests = [
          {
            id: "shove",
            label: "Shove",
            budget: "action",
            attacker: ["athletics"],
            defender: ["athletics"],
            difficulty: 15,
            onWin: { push: 5 },
          },
        ];
      }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "not-allowed", capability: "1.193" }));
    // Besides the rule, only the key's own status (implemented now: none).
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "not-allowed" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(
      variant((d) => {
        d.combat.contests = [
          {
            id: "shove",
            label: "Shove",
            budget: "action",
            attacker: ["athletics"],
            difficulty: 15,
            onWin: { push: 5 },
          },
        ];
      }),
    );
    expect(issues.filter((i) => i.capability === "1.193" && i.code === "not-allowed" && i.path === path)).toEqual([]);
  });

  it("a contest with neither a difficulty nor defenders is rejected as missing, naming 1.193", () => {
    const issues = issuesOf(
      variant((d) => {
        d.combat.contests = [{ id: "shove", label: "Shove", budget: "action", attacker: ["athletics"], onWin: {} }];
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ path: "combat.contests[0].defender", code: "missing", capability: "1.193" }),
    );
  });
});
