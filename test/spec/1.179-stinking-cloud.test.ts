// 1.179 — Stinking Cloud: a creature that starts its turn in the cloud and fails its Constitution save is retching,
// a condition with `"budgets": [{ "budget": "action", "flat": -1 }]`; applied during its own turn, it takes the action
// from that very turn. Applied on someone else's turn, it takes it from the holder's next turn instead.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, type Step } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, holds, ruleset, turnOf } from "./fixtures/zone-inside.js";

const board = { width: 14, height: 5 };

function cloud(seed: number): Step {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/acolyte"], board, seed }, (x) => {
    x.combatants["Wizard"]!.at = [0, 2];
    x.combatants["Acolyte 1"]!.at = [8, 2];
    x.combatants["Acolyte 1"]!.hp = 100;
  });
  return accept(s, { option: "use:spells/stinking-cloud", at: [8, 2] });
}

/** The acolyte's turn in the cloud, and whether its save failed. */
function acolyteTurn(seed: number): { turn: Step; failed: boolean } {
  const turn = endUntil(cloud(seed), "Acolyte 1");
  const save = of(turn.events, "save").find((e) => e.who === "Acolyte 1")!;
  return { turn, failed: !save.success };
}

/** A seed for each outcome of the acolyte's first save in the cloud. */
function seeds(): { fail: number; pass: number } {
  let fail = 0;
  let pass = 0;
  for (let seed = 1; seed < 60 && (!fail || !pass); seed++) {
    if (acolyteTurn(seed).failed) fail ||= seed;
    else pass ||= seed;
  }
  return { fail, pass };
}

const mainActions = (s: CombatState) => options(ruleset, s, "Acolyte 1").filter((o) => o.budget === "action");

describe("1.179 Stinking Cloud", () => {
  beforeAll(withGeometry);

  it("appears catching no one, and calls for the save at the start of the turns of those in it", () => {
    const r = cloud(1);
    expect(of(r.events, "save")).toEqual([]);
    const { turn } = acolyteTurn(1);
    expect(of(turn.events, "save").map((e) => e.who)).toEqual(["Acolyte 1"]);
  });

  it("a failed save at the start of its turn loses that turn's action; the condition goes at the turn's end", () => {
    const { fail } = seeds();
    expect(fail).toBeGreaterThan(0);
    const { turn } = acolyteTurn(fail);
    expect(holds(turn.state, "Acolyte 1", "retching")).toBe(true);
    expect(turn.state.combatants["Acolyte 1"]!.budgets["action"]).toBe(0);
    expect(of(turn.events, "budget")).toContainEqual({ t: "budget", who: "Acolyte 1", budget: "action", change: -1 });
    expect(mainActions(turn.state)).toEqual([]);
    // Its bonus action and its movement are left.
    expect(turn.state.combatants["Acolyte 1"]!.budgets["bonus"]).toBe(1);
    const walk = accept(turn.state, { option: "move", at: [13, 2] });
    const after = accept(walk.state, { option: "end" });
    expect(holds(after.state, "Acolyte 1", "retching")).toBe(false);
  });

  it("a successful save keeps the action", () => {
    const { pass } = seeds();
    expect(pass).toBeGreaterThan(0);
    const { turn } = acolyteTurn(pass);
    expect(holds(turn.state, "Acolyte 1", "retching")).toBe(false);
    expect(turn.state.combatants["Acolyte 1"]!.budgets["action"]).toBe(1);
  });

  it("applied on another's turn, the condition takes the action from its holder's next turn", () => {
    const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/acolyte"], board }, (x) => {
      x.combatants["Wizard"]!.at = [0, 2];
      x.combatants["Acolyte 1"]!.at = [8, 2];
      x.combatants["Acolyte 1"]!.conditions.push({ id: "retching", remaining: 1, of: "holder", at: "turn-end" });
    });
    expect(s.combatants["Acolyte 1"]!.budgets["action"]).toBe(1);
    const turn = endUntil({ state: s, events: [] }, "Acolyte 1");
    expect(turn.state.combatants["Acolyte 1"]!.budgets["action"]).toBe(0);
  });

  it("a condition adding to a budget adds at the holder's turn start only, never to the turn it is applied in", () => {
    const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/acolyte"], board }, (x) => {
      x.combatants["Acolyte 1"]!.at = [8, 2];
      x.combatants["Wizard"]!.conditions.push({ id: "hasted" });
    });
    expect(s.combatants["Wizard"]!.budgets["action"]).toBe(1);
    const next = endUntil({ state: s, events: [] }, "Wizard");
    expect(next.state.combatants["Wizard"]!.budgets["action"]).toBe(2);
  });
});
