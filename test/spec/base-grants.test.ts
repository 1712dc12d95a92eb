// Base — a combat condition's `grants`: 5e's Frenzy lets a raging berserker make one weapon attack with its bonus
// action each turn (`{ budget: "bonus", attacks: true }`); a granted budget the turn does not give by itself
// (`perTurn: 0`, as Haste's extra action) is there at the start of each of the holder's turns.
import { describe, expect, it } from "vitest";
import { type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import { ruleset as base, fighter, of } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const ruleset = loadedDoc({
  ...base,
  combat: {
    ...base.combat!,
    budgets: [...base.combat!.budgets, { id: "hasted", label: "Hasted action", perTurn: 0 }],
    conditions: [
      ...base.combat!.conditions!,
      { id: "frenzied", label: "Frenzied", grants: { budget: "bonus", attacks: true } },
      { id: "hasted", label: "Hasted", grants: { budget: "hasted", attacks: true } },
    ],
  },
});

function turn(conditions: string[]): CombatState {
  const s = structuredClone(startCombat(ruleset, { party: [fighter], enemies: ["monsters/goblin"], seed: 4 }).state);
  s.turn = s.order.indexOf("Fighter");
  const f = s.combatants["Fighter"]!;
  f.budgets = { action: 1, bonus: 1, reaction: 1, hasted: 0 };
  f.conditions = conditions.map((id) => ({ id }));
  s.combatants["Goblin 1"]!.hp = 999;
  return s;
}

const take = (s: CombatState, option: string) => {
  const r = choose(ruleset, s, { option, targets: ["Goblin 1"] });
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r;
};

describe("base grants (Frenzy)", () => {
  it("the frenzied holder buys one strike with its bonus action, beside the one its action pays", () => {
    expect(options(ruleset, turn([])).some((o) => o.id.startsWith("grant:"))).toBe(false);
    const s = turn(["frenzied"]);
    const strike = options(ruleset, s).find((o) => o.id === "grant:gear/longsword@bonus")!;
    expect(strike).toMatchObject({ budget: "bonus", use: "gear/longsword", kind: "use" });
    const first = take(s, "grant:gear/longsword@bonus");
    expect(of(first.events, "attack")).toHaveLength(1);
    expect(first.state.combatants["Fighter"]!.budgets).toMatchObject({ action: 1, bonus: 0 });
    // The one strike is bought: the menu no longer offers it, but the action's own attack is still there.
    const menu = options(ruleset, first.state).map((o) => o.id);
    expect(menu).not.toContain("grant:gear/longsword@bonus");
    expect(menu).toContain("use:gear/longsword");
    expect(
      "rejected" in choose(ruleset, first.state, { option: "grant:gear/longsword@bonus", targets: ["Goblin 1"] }),
    ).toBe(true);
  });

  it("a budget declared with no turn share is gained at each of the holder's turn starts", () => {
    const s = turn(["hasted"]);
    expect(options(ruleset, s).some((o) => o.id === "grant:gear/longsword@hasted")).toBe(false);
    let step = choose(ruleset, s, { option: "end" });
    if ("rejected" in step) throw new Error(step.rejected.message);
    for (let n = 0; n < 4 && step.state.order[step.state.turn] !== "Fighter"; n++) {
      const r = choose(ruleset, step.state, { option: "end" });
      if ("rejected" in r) throw new Error(r.rejected.message);
      step = r;
    }
    expect(step.state.combatants["Fighter"]!.budgets["hasted"]).toBe(1);
    const hasted = take(step.state, "grant:gear/longsword@hasted");
    expect(of(hasted.events, "attack")).toHaveLength(1);
    expect(hasted.state.combatants["Fighter"]!.budgets).toMatchObject({ action: 1, hasted: 0 });
  });
});
