import { describe, expect, it } from "vitest";
import { ATTACK_PATH, issuesOf, withAttack } from "./helpers.js";

// 1.312: aroundHit.of without rounds is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.312: aroundHit.of without rounds", () => {
  const path = ATTACK_PATH + ".aroundHit.of";

  it("is rejected as missing, naming 1.312", () => {
    const issues = issuesOf(withAttack({ aroundHit: { within: 30, condition: "prone", of: "source" } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.312" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "unknown-key", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "missing" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withAttack({ aroundHit: { within: 30, condition: "prone", rounds: 1, of: "source" } }));
    expect(issues.filter((i) => i.capability === "1.312" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
