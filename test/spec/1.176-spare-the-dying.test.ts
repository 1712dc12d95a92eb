// 1.176 — Spare the Dying: "`stabilizes: true` stabilizes a dying target, which stops making death saves; it needs
// a combat block with a `dying` rule" (the validator's test: test/validate/1.176-stabilizes-needs-dying.test.ts).
import { describe, expect, it } from "vitest";
import { type CombatState, formatEvent, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { of } from "../combat/helpers.js";
import { accept, clericTurn, ruleset } from "./fixtures/cures.js";

const spare = (s: CombatState) => options(ruleset, s).find((o) => o.label === "Spare the Dying");
const down = (s: CombatState) => {
  const f = s.combatants["Fighter"]!;
  f.hp = 0;
  f.status = "dying";
  f.death = { successes: 1, failures: 2 };
};

describe("1.176 Spare the Dying: stabilizes a dying creature", () => {
  it("is offered only against the dying", () => {
    expect(spare(clericTurn())).toBeUndefined();
    expect(spare(clericTurn(down))!.targets?.candidates).toEqual(["Fighter"]);
    // Stable already: nothing left to do.
    expect(
      spare(
        clericTurn((s) => {
          down(s);
          s.combatants["Fighter"]!.status = "stable";
        }),
      ),
    ).toBeUndefined();
  });

  it("makes the dying target stable, and it makes no more death saves", () => {
    const s = clericTurn(down);
    const r = accept(s, { option: spare(s)!.id, targets: ["Fighter"] });
    expect(of(r.events, "stable")).toEqual([{ t: "stable", who: "Fighter" }]);
    expect(r.events.map((e) => formatEvent(e))).toContain("Fighter is stable");
    const f = r.state.combatants["Fighter"]!;
    expect(f.status).toBe("stable");
    expect(f.hp).toBe(0);
    // Ending the turn runs the fight to the fighter's turns: none of them rolls a death save.
    let state = r.state;
    const saves = [];
    for (let n = 0; n < 6 && !state.outcome; n++) {
      const who = state.order[state.turn]!;
      const end = options(ruleset, state).find((o) => o.kind === "end")!;
      const step = accept(state, { option: end.id });
      saves.push(...of(step.events, "death-save"));
      state = step.state;
      expect(who).toBeDefined();
    }
    expect(saves).toEqual([]);
    expect(state.combatants["Fighter"]!.status).toBe("stable");
  });

  it("the director spares its dying ally", () => {
    const s = clericTurn(down);
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(spare(s)!.id);
    expect(choice.targets).toEqual(["Fighter"]);
  });
});
