import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.287: "The `search` standard action (add it to `combat.standard`; it needs `combat.hiding`)".
describe("1.287: the search action needs combat.hiding", () => {
  const doc = (hiding: boolean) =>
    variant((d) => {
      d.combat.standard.push({ id: "search", label: "Search", budget: "action" });
      if (hiding) d.combat.hiding = { stealth: "stealth", perception: "perception" };
    });
  const missing = (d: unknown) =>
    issuesOf(d).filter((i) => i.path === "combat.standard[3]" && i.code === "missing" && i.capability === "1.287");

  it("is missing without combat.hiding", () => {
    expect(missing(doc(false))).toHaveLength(1);
  });

  it("is accepted beside combat.hiding", () => {
    expect(missing(doc(true))).toEqual([]);
  });
});
