import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.276: "A teleport is never an area or a reaction."
describe("1.276: a teleport is never an area or a reaction", () => {
  const path = `${MECHANICS_PATH}.teleport`;
  const notAllowed = (d: unknown) =>
    issuesOf(d).filter((i) => i.path === path && i.code === "not-allowed" && i.capability === "1.276");

  it("beside an area it is not allowed", () => {
    expect(notAllowed(withMechanics({ teleport: { distance: 30 } }))).toHaveLength(1);
  });

  it("on a reaction it is not allowed", () => {
    expect(
      notAllowed(withMechanics({ teleport: { distance: 30 }, area: undefined, reaction: { on: "hit" } })),
    ).toHaveLength(1);
  });

  it("alone it is accepted", () => {
    expect(notAllowed(withMechanics({ teleport: { distance: 30 }, area: undefined }))).toEqual([]);
  });
});
