import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, variant } from "./helpers.js";

// 1.276: "It works only on a board, so it needs `combat.distance`."
describe("1.276: a teleport without combat.distance", () => {
  const path = `${MECHANICS_PATH}.teleport`;
  const withTeleport = (keepDistance: boolean) =>
    variant((d) => {
      const m = d.catalogs.spells.entries[2].mechanics;
      delete m.area;
      m.teleport = { distance: 30, seen: true };
      if (!keepDistance) delete d.combat.distance;
    });

  it("is rejected as missing, naming 1.276", () => {
    expect(issuesOf(withTeleport(false))).toEqual([
      expect.objectContaining({ path, code: "missing", capability: "1.276" }),
    ]);
  });

  it("is accepted with the combat block's distance", () => {
    expect(issuesOf(withTeleport(true))).toEqual([]);
  });
});
