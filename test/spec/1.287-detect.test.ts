// 1.287 — the legendary Detect, `{ "name": "Detect", "budget": "action", "signature": { "cost": 1 },
// "search": true }`: bought between turns for a point, it makes a Search and nothing else.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { validate } from "../../src/validate/index.js";
import { fighter, of, rogue, withGeometry } from "../combat/helpers.js";
import { accept, board, hidingOf, ruleset, turnOf } from "./fixtures/hiding.js";

const SPHINX = "Sphinx 1";

/** The rogue's turn, hidden behind the wall from the sphinx (Perception +10, passive 20) with a total of 24. */
function rogueTurn(seed: number, hidden = true): CombatState {
  return turnOf("Rogue", { party: [rogue, fighter], enemies: ["monsters/sphinx"], board, seed }, (x) => {
    x.order = ["Rogue", "Fighter", SPHINX];
    x.turn = 0;
    x.combatants["Rogue"]!.at = [2, 1];
    x.combatants["Fighter"]!.at = [1, 3];
    x.combatants[SPHINX]!.at = [7, 1];
    if (hidden) x.combatants["Rogue"]!.conditions.push({ id: "std:hidden-from", score: 24, from: [SPHINX] });
  });
}

const detectOf = (s: CombatState) => options(ruleset, s).find((o) => o.label === "Detect");

describe("1.287 Detect (a signature action with `search`)", () => {
  beforeAll(withGeometry);

  it("the ruleset of these scenarios is valid at 1.287", () => {
    expect(validate(ruleset).issues).toEqual([]);
  });

  it("is not on the creature's own turn", () => {
    const s = rogueTurn(1);
    s.turn = s.order.indexOf(SPHINX);
    expect(detectOf(s)).toBeUndefined();
  });

  it("is bought for a point when a turn has ended, and searches: one roll, found when it meets the total", () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 24; seed++) {
      const ended = accept(rogueTurn(seed), { option: "end" });
      const detect = detectOf(ended.state);
      expect(detect).toMatchObject({ kind: "use", moment: "between-turns" });
      const r = accept(ended.state, { option: detect!.id, targets: [SPHINX] });
      expect(of(r.events, "signature")).toMatchObject([{ who: SPHINX, name: "Detect", cost: 1, left: 2 }]);
      const checks = of(r.events, "check");
      expect(checks).toHaveLength(1);
      expect(checks[0]).toMatchObject({ who: SPHINX, check: "perception", bonus: 10, difficulty: 24 });
      const found = checks[0]!.total >= 24;
      outcomes.add(found);
      expect(hidingOf(r.state, "Rogue")).toEqual(found ? undefined : expect.objectContaining({ score: 24 }));
      expect(of(r.events, "damage")).toEqual([]);
      // The sphinx's own turn keeps its action.
      expect(r.state.combatants[SPHINX]!.budgets["action"]).toBe(1);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it("is not offered while no one is hidden from the creature", () => {
    const ended = accept(rogueTurn(1, false), { option: "end" });
    expect(detectOf(ended.state)).toBeUndefined();
  });
});
