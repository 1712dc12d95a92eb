// 1.174 zones on item uses, with 1.181's area on an item use: a spell scroll of Cloudkill loads; its zone needs its
// area; `concentration` and `zone` on an item use need 1.174, its `area` 1.181.
import { describe, expect, it } from "vitest";
import { ITEM_USE_PATH, issuesOf, withItemUse } from "./helpers.js";

const CLOUDKILL = {
  kind: "attack",
  targets: undefined,
  range: 120,
  area: { shape: "burst", size: 20 },
  amount: "5d8",
  damageType: "fire",
  save: { save: "dex_save", onSuccess: "half", difficulty: 17 },
  concentration: true,
  zone: { rounds: 100, triggers: ["enter", "turn-start"] },
};

describe("concentration, zone and area on an item's use (1.174, 1.181)", () => {
  it("accepts a spell scroll of Cloudkill", () => {
    expect(issuesOf(withItemUse(CLOUDKILL))).toEqual([]);
  });

  it("a zone on an item use needs its area", () => {
    expect(issuesOf(withItemUse({ ...CLOUDKILL, area: undefined }))).toContainEqual(
      expect.objectContaining({ path: `${ITEM_USE_PATH}.zone`, code: "missing", capability: "1.172" }),
    );
  });

  it("needs 1.174 for concentration and zone, and 1.181 for the area", () => {
    const issues = issuesOf(withItemUse(CLOUDKILL, "1.173"));
    for (const key of ["concentration", "zone", "area"])
      expect(issues).toContainEqual(
        expect.objectContaining({ path: `${ITEM_USE_PATH}.${key}`, code: "needs-version" }),
      );
    const at174 = issuesOf(withItemUse(CLOUDKILL, "1.174"));
    expect(at174.map((i) => `${i.path} ${i.code}`)).toEqual([`${ITEM_USE_PATH}.area needs-version`]);
  });
});
