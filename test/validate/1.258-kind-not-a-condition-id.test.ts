import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.258: "A kind is never a condition's own ID."
describe("1.258: a condition kind is never a condition's id", () => {
  const withKinds = (kinds: string[]) =>
    variant((d) => {
      d.combat.conditions[0].kinds = kinds;
    });
  const clashes = (d: unknown) => issuesOf(d).filter((i) => i.code === "not-allowed" && i.capability === "1.258");

  it("a kind spelled as a declared condition's id is not allowed, at that kind", () => {
    const doc = variant((d) => {
      d.combat.conditions[0].kinds = ["disease", d.combat.conditions[1].id];
    });
    expect(clashes(doc).map((i) => i.path)).toEqual(["combat.conditions[0].kinds[1]"]);
  });

  it("a kind of its own is accepted", () => {
    expect(clashes(withKinds(["disease"]))).toEqual([]);
  });
});
