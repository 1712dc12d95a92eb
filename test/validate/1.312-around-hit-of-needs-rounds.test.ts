import { describe, expect, it } from "vitest";
import { ATTACK_PATH, issuesOf, withAttack } from "./helpers.js";

// 1.312: aroundHit.of without rounds is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.312: aroundHit.of without rounds", () => {
  const path = ATTACK_PATH + ".aroundHit.of";

  it("is rejected as missing, naming 1.312", () => {
    const issues = issuesOf(withAttack({ aroundHit: { within: 30, condition: "prone", of: "source" } }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "missing", capability: "1.312" }));
    // The key itself is flagged too: unsupported today (or unknown where the registry places it elsewhere).
    expect(issues.some((i) => i.code === "unsupported" || i.code === "unknown-key")).toBe(true);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(withAttack({ aroundHit: { within: 30, condition: "prone", rounds: 1, of: "source" } }));
    expect(issues.filter((i) => i.capability === "1.312" && i.code === "missing" && i.path === path)).toEqual([]);
  });
});
