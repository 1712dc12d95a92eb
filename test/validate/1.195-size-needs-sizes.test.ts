import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.195: a condition that changes size "needs `combat.sizes`".
describe("1.195: a condition's size needs combat.sizes", () => {
  const doc = (sizes: boolean) =>
    variant((d) => {
      d.combat.conditions[0].size = { steps: 1 };
      if (!sizes) delete d.combat.sizes;
    });
  const missing = (d: unknown) =>
    issuesOf(d).filter((i) => i.path === "combat.conditions[0].size" && i.code === "missing");

  it("is missing without combat.sizes, naming 1.195", () => {
    expect(missing(doc(false))).toEqual([expect.objectContaining({ capability: "1.195" })]);
  });

  it("is accepted beside combat.sizes", () => {
    expect(missing(doc(true))).toEqual([]);
  });
});
