// 1.279 — the Cape of the Mountebank: Dimension Door from a cape, `{ "distance": 500, "smoke": {} }`. From the moment
// its wearer lands until the end of the wearer's next turn, smoke fills the cell left and the cell reached: no one
// sees into it or through it.
import { beforeAll, describe, expect, it } from "vitest";
import { makeCtx } from "../../src/combat/context.js";
import type { CombatEvent, CombatState } from "../../src/combat/index.js";
import { options } from "../../src/combat/index.js";
import { canSee } from "../../src/combat/seeing.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, mage, mountebank, ruleset, teleports, turnOf } from "./fixtures/teleport.js";

const board = { width: 20, height: 7 };

function ready() {
  return turnOf("Mountebank", { party: [mountebank, mage], enemies: ["monsters/goblin"], board }, (s) => {
    s.combatants["Mountebank"]!.at = [4, 3];
    s.combatants["Goblin 1"]!.at = [5, 3];
    s.combatants["Goblin 1"]!.hp = 200;
    s.combatants["Wizard"]!.at = [0, 3];
  });
}

const sees = (s: CombatState, a: string, b: string) => canSee(makeCtx(ruleset, s), s.combatants[a]!, s.combatants[b]!);

describe("1.279 Cape of the Mountebank", () => {
  beforeAll(withGeometry);

  it("teleports its wearer and leaves smoke on the cell left and the cell reached, spending its charge", () => {
    const r = accept(ready(), { option: "use:gear/cape-of-the-mountebank#use", at: [12, 3] });
    expect(teleports(r.events)).toMatchObject([{ who: "Mountebank", from: [4, 3], to: [12, 3] }]);
    expect(of(r.events, "smoke")).toEqual([
      {
        t: "smoke",
        what: "form",
        by: "Mountebank",
        cells: [
          [4, 3],
          [12, 3],
        ],
      },
    ]);
    expect(r.state.combatants["Mountebank"]!.stacks).toMatchObject({ 1: { charges: 0 } });
  });

  it("hides whoever stands in it, and whatever is seen through it", () => {
    const r = accept(ready(), { option: "use:gear/cape-of-the-mountebank#use", at: [12, 3] });
    const s = r.state;
    expect(sees(s, "Goblin 1", "Mountebank")).toBe(false);
    expect(sees(s, "Mountebank", "Goblin 1")).toBe(false);
    // The wizard looks at the goblin through the smoke where the mountebank stood.
    expect(sees(s, "Wizard", "Goblin 1")).toBe(false);
    expect(sees(s, "Goblin 1", "Wizard")).toBe(false);
    // Misty Step (`seen`) cannot land in the smoke, nor beyond it along the line.
    const wizardTurn = structuredClone(s);
    wizardTurn.turn = wizardTurn.order.indexOf("Wizard");
    const cells = options(ruleset, wizardTurn).find((o) => o.id === "use:spells/misty-step")!.teleport!.cells;
    const has = (x: number, y: number) => cells.some((c) => c[0] === x && c[1] === y);
    expect(has(4, 3)).toBe(false);
    expect(has(5, 2)).toBe(true);
  });

  it("clears at the end of its wearer's next turn", () => {
    let step = accept(ready(), { option: "use:gear/cape-of-the-mountebank#use", at: [12, 3] });
    const events: CombatEvent[] = [];
    let wearerTurnsEnded = 0;
    for (let n = 0; n < 12 && wearerTurnsEnded < 2; n++) {
      const who = step.state.order[step.state.turn];
      step = accept(step.state, { option: "end" });
      events.push(...step.events);
      if (who === "Mountebank") {
        wearerTurnsEnded++;
        if (wearerTurnsEnded === 1) expect(step.state.smoke).toHaveLength(1);
      }
    }
    expect(of(events, "smoke")).toMatchObject([{ what: "clear", by: "Mountebank" }]);
    expect(step.state.smoke).toBeUndefined();
  });
});
