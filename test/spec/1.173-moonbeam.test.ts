// 1.173 — Moonbeam moved: its caster offers "Move Moonbeam" for an action, picked on the board like a walk, to any
// cell within 60 feet of its centre; whoever it newly covers is caught as `enter` says.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { edit, of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, ruleset, zoneEvents } from "./fixtures/zone-moves.js";

const board = { width: 20, height: 5 };

function cast() {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 0];
    x.combatants["Goblin 1"]!.at = [16, 2];
    x.combatants["Goblin 1"]!.hp = 300;
  });
  return accept(s, { option: "use:spells/moonbeam", at: [3, 2] });
}

describe("1.173 Moonbeam moved", () => {
  beforeAll(withGeometry);

  it("offers Move Moonbeam on the action, to cells within 60 feet of its centre", () => {
    const next = endUntil(cast(), "Wizard");
    const move = options(ruleset, next.state).find((o) => o.id === "zone:spells/moonbeam")!;
    expect(move).toMatchObject({ label: "Move Moonbeam", kind: "zone", budget: "action" });
    expect(move.cells).toContainEqual([15, 2]);
    expect(move.cells).not.toContainEqual([16, 2]);
    expect(move.cells).not.toContainEqual([3, 2]);
  });

  it("is not offered once the action is spent (the cast spent it)", () => {
    const r = cast();
    expect(options(ruleset, r.state).some((o) => o.kind === "zone")).toBe(false);
  });

  it("moves onto a creature, catching it with its effect, and the log reports the move", () => {
    const next = endUntil(cast(), "Wizard");
    const moved = accept(next.state, { option: "zone:spells/moonbeam", at: [15, 2] });
    expect(zoneEvents(moved.events)).toMatchObject([
      { what: "move", from: [3, 2], to: [15, 2] },
      { what: "catch", who: "Goblin 1", trigger: "enter" },
    ]);
    expect(of(moved.events, "save").map((e) => e.who)).toEqual(["Goblin 1"]);
    expect(of(moved.events, "damage")).toMatchObject([{ who: "Goblin 1", type: "radiant" }]);
    expect(moved.state.zones).toMatchObject([{ at: [15, 2] }]);
    expect(moved.state.combatants["Wizard"]!.budgets["action"]).toBe(0);
    // Moving it again within the same turn needs another action.
    expect(options(ruleset, moved.state).some((o) => o.kind === "zone")).toBe(false);
  });

  it("catches a creature it moves onto once per turn", () => {
    const next = endUntil(cast(), "Goblin 1");
    const walk = accept(next.state, { option: "move", at: [12, 2] });
    const wizard = endUntil(walk, "Wizard");
    const moved = accept(wizard.state, { option: "zone:spells/moonbeam", at: [12, 2] });
    expect(zoneEvents(moved.events, "catch")).toMatchObject([{ who: "Goblin 1" }]);
    // Moved off and back on in the same turn (given the actions to do it): the goblin was caught already.
    const again = (s: CombatState) => edit(s, (x) => (x.combatants["Wizard"]!.budgets["action"] = 1));
    const off = accept(again(moved.state), { option: "zone:spells/moonbeam", at: [8, 2] });
    const back = accept(again(off.state), { option: "zone:spells/moonbeam", at: [12, 2] });
    expect(zoneEvents(back.events, "catch")).toEqual([]);
  });

  it("rejects a cell beyond its distance and leaves the state as it was", () => {
    const next = endUntil(cast(), "Wizard");
    const before = JSON.stringify(next.state);
    const r = choose(ruleset, next.state, { option: "zone:spells/moonbeam", at: [19, 2] });
    expect(r).toMatchObject({ rejected: { code: "bad-cell" } });
    expect(JSON.stringify(next.state)).toBe(before);
  });
});
