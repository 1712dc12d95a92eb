// 1.179 zones acting on those inside, and conditions that forbid components or take budgets, are implemented: their
// keys have a schema; what they name must be declared; a condition's `budgets` takes away (a negative `flat`).
import { describe, expect, it } from "vitest";
import { type Doc, issuesOf, MECHANICS_PATH, variant } from "./helpers.js";

const COMPONENTS = [
  { id: "verbal", label: "Verbal" },
  { id: "somatic", label: "Somatic" },
];

/** The fixture with components declared, a deafened condition, and Burning Hands leaving a zone `zone`. */
function withZone(zone: Record<string, unknown>, conditions: object[] = [], version = "1.600"): Doc {
  return variant((doc) => {
    doc.combat.components = COMPONENTS;
    doc.combat.conditions.push({ id: "deafened", label: "Deafened" }, ...conditions);
    const m = doc.catalogs.spells.entries[2].mechanics;
    m.area = { shape: "burst", size: 20 };
    m.zone = { rounds: 10, ...zone };
  }, version);
}

const path = `${MECHANICS_PATH}.zone`;
const SILENCE = { inside: { conditions: ["deafened"], immune: ["thunder"] }, forbids: { components: ["verbal"] } };

describe("zone.inside, zone.forbids, zone.wards, forbids and budgets (1.179)", () => {
  it("accepts the forms of the reference's examples", () => {
    expect(issuesOf(withZone(SILENCE))).toEqual([]);
    expect(issuesOf(withZone({ wards: { catalogs: ["spells"], maxLevel: 5 } }))).toEqual([]);
    const conditions = [
      { id: "gagged", label: "Gagged", forbids: { components: ["verbal"] } },
      { id: "retching", label: "Retching", budgets: [{ budget: "action", flat: -1 }] },
    ];
    expect(issuesOf(withZone({}, conditions))).toEqual([]);
  });

  it("rejects what names nothing declared", () => {
    const noSuch = withZone({ inside: { conditions: ["stunned"] }, forbids: { components: ["mental"] } });
    expect(issuesOf(noSuch)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: `${path}.inside.conditions[0]`, code: "bad-reference" }),
        expect.objectContaining({ path: `${path}.forbids.components[0]`, code: "bad-reference" }),
      ]),
    );
    const noCatalog = withZone({ wards: { catalogs: ["prayers"], maxLevel: 5 } });
    expect(issuesOf(noCatalog)).toContainEqual(
      expect.objectContaining({ path: `${path}.wards.catalogs[0]`, code: "bad-reference" }),
    );
    const noBudget = withZone({}, [{ id: "slowed", label: "Slowed", budgets: [{ budget: "flurry", flat: -1 }] }]);
    expect(issuesOf(noBudget)).toContainEqual(
      expect.objectContaining({ path: "combat.conditions[4].budgets[0].budget", code: "bad-reference" }),
    );
  });

  it("rejects a wrong shape at its path: a ward needs its catalogs and level, forbids its components", () => {
    expect(issuesOf(withZone({ wards: { catalogs: ["spells"] } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.wards.maxLevel`, code: "missing" }),
    );
    expect(issuesOf(withZone({ forbids: {} }))).toContainEqual(
      expect.objectContaining({ path: `${path}.forbids.components`, code: "missing" }),
    );
  });

  it("a condition's budget change names its budget and a flat within -10 to 10", () => {
    const noFlat = withZone({}, [{ id: "quick", label: "Quick", budgets: [{ budget: "action" }] }]);
    expect(issuesOf(noFlat)).toContainEqual(
      expect.objectContaining({ path: "combat.conditions[4].budgets[0].flat", code: "missing" }),
    );
    const huge = withZone({}, [{ id: "quick", label: "Quick", budgets: [{ budget: "action", flat: -50 }] }]);
    expect(issuesOf(huge)).toContainEqual(
      expect.objectContaining({ path: "combat.conditions[4].budgets[0].flat", code: "out-of-range" }),
    );
  });

  it("needs 1.179", () => {
    expect(issuesOf(withZone(SILENCE, [], "1.178"))).toContainEqual(
      expect.objectContaining({ path: `${path}.inside`, code: "needs-version" }),
    );
  });
});
