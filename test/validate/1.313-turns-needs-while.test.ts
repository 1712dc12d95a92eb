import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.313: "`dismisses` with `while` can say `"turns": true`": `turns` only beside `while`; with it, the dismissal
// needs no save (5e's Maze has none: its way out is the condition's `checkEnds`).
describe("1.313: dismisses.turns", () => {
  // Burning Hands without its save.
  const held = { applies: [{ condition: "prone", duration: "concentration" }], concentration: true, save: undefined };

  it("is refused without while", () => {
    const issues = issuesOf(withMechanics({ ...held, dismisses: { turns: true } }));
    expect(issues).toContainEqual(expect.objectContaining({ path: MECHANICS_PATH + ".dismisses.while" }));
  });

  it("with while, needs no save", () => {
    expect(issuesOf(withMechanics({ ...held, dismisses: { while: "prone", turns: true } }))).toEqual([]);
  });

  it("a dismissal without turns still needs a save (1.236)", () => {
    expect(issuesOf(withMechanics({ ...held, dismisses: { while: "prone" } }))).toContainEqual(
      expect.objectContaining({ path: MECHANICS_PATH + ".dismisses", code: "missing", capability: "1.236" }),
    );
  });
});
