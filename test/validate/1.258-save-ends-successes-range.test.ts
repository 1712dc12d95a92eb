import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, variant, withMechanics } from "./helpers.js";

// 1.258: saveEnds.successes outside 2 to 10 is rejected, beside the key's own version issues, so the rule holds once it is implemented.
describe("1.258: saveEnds.successes outside 2 to 10", () => {
  const path = MECHANICS_PATH + ".applies[0].saveEnds.successes";

  it("is rejected as out-of-range, naming 1.258", () => {
    const issues = issuesOf(
      withMechanics({ applies: [{ condition: "poisoned", saveEnds: { save: "con_save", successes: 11 } }] }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ path, code: "out-of-range", capability: "1.258" }));
    // Besides the rule, only the key's own status: unsupported while this engine does not implement it.
    expect(issues.filter((i) => !["unsupported", "needs-version"].includes(i.code))).toEqual([
      expect.objectContaining({ path, code: "out-of-range" }),
    ]);
  });

  it("is not reported for the allowed form", () => {
    const issues = issuesOf(
      withMechanics({ applies: [{ condition: "poisoned", saveEnds: { save: "con_save", successes: 3 } }] }),
    );
    expect(issues.filter((i) => i.capability === "1.258" && i.code === "out-of-range" && i.path === path)).toEqual([]);
  });
});

// The counts belong to the diseases package; an aura's save applies conditions that count the same way.
describe("1.258: saveEnds counts where applied conditions are listed", () => {
  const counted = { condition: "poisoned", saveEnds: { save: "con_save", successes: 3, failures: { count: 3 } } };

  it("are accepted on an aura's save as on a use's", () => {
    const doc = variant((d) => {
      d.combat.conditions[0].auras = [
        { distance: 10, side: "enemies", save: { save: "con_save", difficulty: 13, applies: [counted] } },
      ];
    });
    expect(issuesOf(doc)).toEqual([]);
    expect(issuesOf(withMechanics({ applies: [counted] }))).toEqual([]);
  });

  it("are not taken where nothing counts them (a condition given when its holder is damaged)", () => {
    const doc = variant((d) => {
      d.combat.conditions[0].onDamaged = { applies: [counted] };
    });
    expect(issuesOf(doc).map((i) => [i.path, i.code])).toEqual([
      ["combat.conditions[0].onDamaged.applies[0].saveEnds.successes", "unknown-key"],
      ["combat.conditions[0].onDamaged.applies[0].saveEnds.failures", "unknown-key"],
    ]);
  });
});
