import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, variant } from "./helpers.js";

// 1.198: "when the ruleset declares `combat.damageTypes`, it must name one of them".
describe("1.198: a zone's damageType names a declared damage type", () => {
  const path = `${MECHANICS_PATH}.zone.damageType`;
  const doc = (declared: boolean, type: string) =>
    variant((d) => {
      if (declared)
        d.combat.damageTypes = [
          { id: "fire", label: "Fire" },
          { id: "radiant", label: "Radiant" },
        ];
      Object.assign(d.catalogs.spells.entries[2].mechanics, {
        area: { shape: "cylinder", size: 5 },
        zone: { rounds: 10, damageType: type },
      });
    });
  const referenceIssues = (d: unknown) => issuesOf(d).filter((i) => i.path === path && i.code === "bad-reference");

  it("an undeclared type is a bad reference, naming 1.198", () => {
    const issues = referenceIssues(doc(true, "radiance"));
    expect(issues).toEqual([expect.objectContaining({ capability: "1.198" })]);
  });

  it("a declared type is accepted, and any type when the ruleset declares none", () => {
    expect(referenceIssues(doc(true, "radiant"))).toEqual([]);
    expect(referenceIssues(doc(false, "radiance"))).toEqual([]);
  });
});
