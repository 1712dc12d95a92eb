// 1.276 — the blink dog's Teleport (Recharge 4–6): a creature action with a teleport acts on the creature itself,
// 40 feet to a space it can see, and is spent until it recharges.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { fighter, withGeometry } from "../combat/helpers.js";
import { accept, ruleset, teleports, turnOf } from "./fixtures/teleport.js";

const board = { width: 20, height: 6 };

function ready() {
  return turnOf("Blink Dog 1", { party: [fighter], enemies: ["monsters/blink-dog"], board }, (s) => {
    s.combatants["Blink Dog 1"]!.at = [18, 2];
    s.combatants["Fighter"]!.at = [1, 2];
  });
}

describe("1.276 blink dog's Teleport", () => {
  beforeAll(withGeometry);

  it("is offered on the action with the cells within 40 feet, and names no target", () => {
    const option = options(ruleset, ready()).find((o) => o.id === "use:action:teleport")!;
    expect(option).toMatchObject({ module: "teleport", budget: "action", label: "Teleport" });
    expect(option.targets).toBeUndefined();
    const xs = option.teleport!.cells.map(([x]) => x);
    expect(Math.min(...xs)).toBe(10);
    expect(option.teleport!.carries).toBeUndefined();
  });

  it("moves the dog itself and is spent until it recharges", () => {
    const r = accept(ready(), { option: "use:action:teleport", at: [10, 2] });
    expect(teleports(r.events)).toMatchObject([{ who: "Blink Dog 1", from: [18, 2], to: [10, 2] }]);
    expect(r.state.combatants["Blink Dog 1"]!.at).toEqual([10, 2]);
    expect(r.state.combatants["Blink Dog 1"]!.recharging).toEqual(["action:teleport"]);
    const again = structuredClone(r.state);
    again.combatants["Blink Dog 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    const menu = options(ruleset, again);
    expect(menu.some((o) => o.id === "use:action:teleport")).toBe(false);
  });
});
