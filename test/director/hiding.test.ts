// 1.287: the director searches when the foes it faces are hidden from it, and not when a foe is in plain view.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e as base, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";

const fighter = srd5eCharacter("fighter-3")!;

const ruleset: RulesetDoc = {
  ...base,
  combat: {
    ...base.combat!,
    standard: [
      ...(base.combat?.standard ?? []),
      { id: "hide", label: "Hide", budget: "action" },
      { id: "search", label: "Search", budget: "action" },
    ],
  },
};

/** The fighter's turn, a goblin 12 cells away (out of any walk and blow this turn), hidden or not. */
function scene(hidden: boolean): CombatState {
  const s = structuredClone(
    startCombat(ruleset, {
      seed: 1,
      party: [fighter],
      enemies: [{ creature: "creatures/goblin", at: [[14, 5]] }],
      board: { width: 16, height: 10, party: [[2, 5]] },
    }).state,
  );
  s.stack = [];
  s.turn = s.order.indexOf(fighter.name);
  for (const c of Object.values(s.combatants)) {
    c.budgets = { action: 1, bonus: 1, reaction: 1 };
    c.moveLeft = 30;
  }
  if (hidden) s.combatants["Goblin 1"]!.conditions.push({ id: "std:hidden", score: 12 });
  return s;
}

describe("director: hiding and searching (1.287)", () => {
  beforeAll(withGeometry);

  it("searches for a hidden foe it cannot strike this turn", () => {
    const s = scene(true);
    expect(options(ruleset, s).some((o) => o.id === "std:search@action")).toBe(true);
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("std:search@action");
    const r = choose(ruleset, s, choice);
    if ("rejected" in r) throw new Error(r.rejected.message);
    expect(r.events.some((e) => e.t === "check" && e.check === "perception")).toBe(true);
  });

  it("strikes a foe in plain view rather than searching for a hidden one", () => {
    const s = scene(true);
    s.combatants["Goblin 1"]!.conditions = [];
    s.combatants["Goblin 1"]!.at = [3, 5];
    const extra = structuredClone(s.combatants["Goblin 1"]!);
    s.combatants["Goblin 2"] = { ...extra, id: "Goblin 2", name: "Goblin 2", at: [14, 5], conditions: [] };
    s.combatants["Goblin 2"]!.conditions.push({ id: "std:hidden", score: 12 });
    s.order.push("Goblin 2");
    expect(options(ruleset, s).some((o) => o.id === "std:search@action")).toBe(true);
    const choice = direct(ruleset, s);
    expect(choice.option.startsWith("use:")).toBe(true);
    expect(choice.targets).toEqual(["Goblin 1"]);
  });
});
