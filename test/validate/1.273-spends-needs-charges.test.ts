import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.273: an attack's `spends`: "The item must have charges."
describe("1.273: spending charges on a hit needs the item's charges", () => {
  const doc = (charges: boolean) =>
    variant((d) => {
      const sword = d.catalogs.gear.entries[0];
      sword.attack.spends = [{ label: "Flare", charges: 1, amount: "1d6", type: "fire" }];
      if (charges) sword.charges = { max: 3 };
    });
  const missing = (d: unknown) =>
    issuesOf(d).filter((i) => i.path === "catalogs.gear.entries[0].attack.spends" && i.code === "missing");

  it("is missing without charges, naming 1.273", () => {
    expect(missing(doc(false))).toEqual([expect.objectContaining({ capability: "1.273" })]);
  });

  it("is accepted on an item with charges", () => {
    expect(missing(doc(true))).toEqual([]);
  });
});
