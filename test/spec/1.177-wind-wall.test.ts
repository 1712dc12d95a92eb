// 1.177 — Wind Wall: a wall 50 feet long, one cell thick, across the line from its user to the aimed cell; with no
// trigger, it has its effect (3d8 bludgeoning, Strength save for half) only when it appears.
import { beforeAll, describe, expect, it } from "vitest";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil } from "./fixtures/zone-walls.js";

const board = { width: 20, height: 15 };

function wall() {
  const s = turnOf("Wizard", { party: [caster], enemies: [{ creature: "monsters/goblin", count: 3 }], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 7];
    x.combatants["Goblin 1"]!.at = [8, 3];
    x.combatants["Goblin 2"]!.at = [8, 12];
    x.combatants["Goblin 3"]!.at = [9, 7];
    for (const id of ["Goblin 1", "Goblin 2", "Goblin 3"]) x.combatants[id]!.hp = 300;
  });
  return accept(s, { option: "use:spells/wind-wall", at: [8, 7] });
}

describe("1.177 Wind Wall", () => {
  beforeAll(withGeometry);

  it("runs across the line to the aimed cell, one cell thick, catching those in it as it appears", () => {
    const r = wall();
    // Ten cells along x = 8 (rows 2–11 or 3–12 about row 7): Goblins 1 or 2 there, not Goblin 3 beside it.
    const caught = of(r.events, "use")[0]!.targets;
    expect(caught).not.toContain("Goblin 3");
    expect(caught.length).toBeGreaterThanOrEqual(1);
    for (const id of caught) expect(r.state.combatants[id]!.at![0]).toBe(8);
    expect(of(r.events, "save").map((e) => e.save)).toEqual(caught.map(() => "str_save"));
    expect(of(r.events, "damage").every((e) => e.type === "bludgeoning")).toBe(true);
  });

  it("has no effect after it appears: no catch on turn start, end or entering", () => {
    const r = wall();
    const round = endUntil(r, "Wizard");
    expect(of(round.events, "zone").filter((e) => e.what === "catch")).toEqual([]);
    expect(of(round.events, "damage")).toEqual([]);
    expect(round.state.zones).toMatchObject([{ use: "spells/wind-wall", at: [8, 7] }]);
  });

  it("runs from the aimed cell toward the choice's `toward` cell instead, catching those along that run", () => {
    const s = turnOf(
      "Wizard",
      { party: [caster], enemies: [{ creature: "monsters/goblin", count: 3 }], board },
      (x) => {
        x.combatants["Wizard"]!.at = [0, 7];
        x.combatants["Goblin 1"]!.at = [8, 3];
        x.combatants["Goblin 2"]!.at = [8, 12];
        x.combatants["Goblin 3"]!.at = [9, 7];
      },
    );
    const r = accept(s, { option: "use:spells/wind-wall", at: [4, 7], toward: [14, 7] });
    // Ten cells along row 7 from column 4: Goblin 3 stands in it, the others off it.
    expect(of(r.events, "use")[0]!.targets).toEqual(["Goblin 3"]);
    expect(r.state.zones).toMatchObject([{ at: [4, 7], layout: { toward: [14, 7] } }]);
  });
});
