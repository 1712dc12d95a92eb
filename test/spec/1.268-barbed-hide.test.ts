// 1.268 — the barbed devil's Barbed Hide: an aura with `sourcesOf: ["grappled"]` reaches only those who applied
// grappled to the devil, dealing them 1d10 piercing at the start of each of its turns.
import { beforeAll, describe, expect, it } from "vitest";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, endUntil, fighter, turnOf } from "./fixtures/auras.js";

const board = { width: 10, height: 5 };

function fight() {
  return turnOf("Fighter", { party: [fighter, "monsters/bandit"], enemies: ["monsters/barbed-devil"], board }, (s) => {
    s.combatants["Barbed Devil 1"]!.at = [5, 2];
    s.combatants["Fighter"]!.at = [4, 2];
    s.combatants["Bandit 1"]!.at = [5, 1];
  });
}

describe("1.268 barbed devil's Barbed Hide", () => {
  beforeAll(withGeometry);

  it("harms only the one grappling it, at the start of the devil's turn", () => {
    const grab = accept(fight(), { option: "contest:grapple@action", targets: ["Barbed Devil 1"] });
    expect(grab.state.combatants["Barbed Devil 1"]!.conditions).toContainEqual(
      expect.objectContaining({ id: "grappled", source: "Fighter" }),
    );
    const r = endUntil(grab.state, "Barbed Devil 1");
    const hide = of(r.events, "damage").filter((e) => e.source === "Barbed Devil 1");
    expect(hide).toMatchObject([{ who: "Fighter", type: "piercing" }]);
    expect(hide[0]!.dice?.expr).toBe("1d10");
  });

  it("harms no one while no one grapples it, however close", () => {
    const r = endUntil(fight(), "Barbed Devil 1");
    expect(of(r.events, "damage").filter((e) => e.source === "Barbed Devil 1")).toEqual([]);
  });
});
