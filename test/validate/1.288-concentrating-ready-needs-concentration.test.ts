import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.288: `"concentrates": true` "(needs `combat.concentration`)".
describe("1.288: readying with concentration needs combat.concentration", () => {
  const doc = (concentration: boolean) =>
    variant((d) => {
      d.combat.readying = { budget: "reaction", concentrates: true };
      if (!concentration) delete d.combat.concentration;
    });
  const missing = (d: unknown) =>
    issuesOf(d).filter(
      (i) => i.path === "combat.readying.concentrates" && i.code === "missing" && i.capability === "1.288",
    );

  it("is missing without combat.concentration", () => {
    expect(missing(doc(false))).toHaveLength(1);
  });

  it("is accepted beside combat.concentration", () => {
    expect(missing(doc(true))).toEqual([]);
  });
});
