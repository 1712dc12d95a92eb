import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.313: `checkEnds` ends a condition "with that `combat.checks` check": a check the combat block does not declare
// is rejected.
describe("1.313: checkEnds naming an undeclared check", () => {
  const path = MECHANICS_PATH + ".applies[0].checkEnds.check";
  const applies = (check: string) => [
    { condition: "prone", duration: "concentration", checkEnds: { check, difficulty: 20 } },
  ];

  it("is rejected as bad-reference, naming 1.313", () => {
    const issues = issuesOf(withMechanics({ concentration: true, applies: applies("intellect") }));
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "bad-reference", capability: "1.313" }));
    expect(issues.filter((i) => i.code !== "unsupported")).toEqual([
      expect.objectContaining({ path, code: "bad-reference" }),
    ]);
  });

  it("is not reported for a declared check", () => {
    expect(issuesOf(withMechanics({ concentration: true, applies: applies("athletics") }))).toEqual([]);
  });
});
