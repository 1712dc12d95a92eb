// 1.317 — Legendary Resistance: a dragon's `"legendaryResistance": 3` turns its first three failed saves of a
// fight into successes ("If the dragon fails a saving throw, it can choose to succeed instead", 3/Day). The save
// is logged as rolled, then a line that it succeeded instead and how many uses remain.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, formatEvent } from "../../src/combat/index.js";
import { of, withGeometry, wizard } from "../combat/helpers.js";
import { accept, turnOf } from "./fixtures/signature.js";

const D = "Dragon 1";

/** The wizard's turn beside the dragon, its budgets fresh; `from` carries the fight so far. */
function wizardTurn(from?: CombatState): CombatState {
  const s = from
    ? structuredClone(from)
    : turnOf("Wizard", { party: [wizard], enemies: ["monsters/resistant-dragon"], board: { width: 8, height: 5 } });
  s.turn = s.order.indexOf("Wizard");
  s.stack = [];
  s.combatants["Wizard"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  s.combatants["Wizard"]!.at = [3, 2];
  s.combatants[D]!.at = [4, 2];
  return s;
}

/** Burning Hands at the dragon: a Dexterity save for half. */
function burn(s: CombatState): { state: CombatState; events: CombatEvent[] } {
  const r = accept(s, { option: "use:spells/burning-hands", at: [4, 2] });
  expect(of(r.events, "use")[0]!.targets).toEqual([D]);
  return r;
}

describe("1.317 Legendary Resistance", () => {
  beforeAll(withGeometry);

  it("turns the first three failed saves into successes, then saves fail as rolled", () => {
    let state: CombatState | undefined;
    const lines: string[] = [];
    const halved: boolean[] = [];
    const left: (number | undefined)[] = [];
    for (let n = 0; n < 4; n++) {
      const r = burn(wizardTurn(state));
      state = r.state;
      const [save] = of(r.events, "save");
      expect(save).toMatchObject({ who: D, save: "dex_save", success: false });
      left.push(of(r.events, "legendary-resistance")[0]?.left);
      const [damage] = of(r.events, "damage");
      halved.push(damage!.taken === Math.floor(damage!.rolled / 2) && damage!.taken < damage!.rolled);
      lines.push(...r.events.filter((e) => e.t === "legendary-resistance").map((e) => formatEvent(e)));
    }
    expect(left).toEqual([2, 1, 0, undefined]);
    expect(halved).toEqual([true, true, true, false]);
    expect(lines[0]).toBe(`${D} succeeds instead (Legendary Resistance, 2 left)`);
    expect(state!.combatants[D]!.resisted).toBe(3);
  });

  it("the save line comes first, as rolled, then the line that it succeeded instead", () => {
    const r = burn(wizardTurn());
    const i = r.events.findIndex((e) => e.t === "save");
    expect(r.events[i + 1]).toEqual({ t: "legendary-resistance", who: D, left: 2 });
  });
});
