// 1.180's granted senses and 1.182's added ones are implemented: a condition's or an item's `senses`, each a range
// or `{ "add": N }`; each needs its version.
import { describe, expect, it } from "vitest";
import { at, issuesOf, variant } from "./helpers.js";

const SENSES = [{ id: "darkvision", label: "Darkvision" }];

const withSenses = (senses: unknown, version = "1.600") =>
  variant((doc) => {
    doc.combat.distance = { unit: "ft", perCell: 5 };
    doc.combat.senses = SENSES;
    doc.combat.conditions[0].senses = senses;
    doc.catalogs.gear.entries.push({ id: "goggles-of-night", name: "Goggles of Night", worn: { senses } });
  }, version);

const CONDITION = "combat.conditions[0].senses";

describe("granted and added senses (1.180, 1.182)", () => {
  it("accepts a range and an added range, on a condition and on a worn item", () => {
    expect(issuesOf(withSenses({ darkvision: 60 }))).toEqual([]);
    expect(issuesOf(withSenses({ darkvision: { add: 60 } }))).toEqual([]);
  });

  it("a granted range needs 1.180, an added one 1.182", () => {
    expect(at(withSenses({ darkvision: 60 }, "1.179"), CONDITION)).toEqual(["needs-version 1.180"]);
    expect(at(withSenses({ darkvision: { add: 60 } }, "1.181"), `${CONDITION}.darkvision.add`)).toEqual([
      "needs-version 1.182",
    ]);
  });

  it("an added range is a number of at least 1, and nothing else", () => {
    expect(issuesOf(withSenses({ darkvision: { add: 0 } }))).toContainEqual(
      expect.objectContaining({ path: `${CONDITION}.darkvision.add`, code: "out-of-range" }),
    );
    expect(issuesOf(withSenses({ darkvision: { plus: 60 } })).length).toBeGreaterThan(0);
  });
});
