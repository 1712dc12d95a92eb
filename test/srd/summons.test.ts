// The SRD's Spiritual Weapon (1.122) on the level-3 cleric's list: cast as a bonus action with 1d8 + the cleric's
// Wisdom modifier, it leaves the weapon beside its target, and on the cleric's next turn a bonus action has it
// strike a goblin 25 feet from it, without a slot.
import { beforeAll, describe, expect, it } from "vitest";
import { attachGeometry, type Choice, type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import { createEngine } from "../../src/engine.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { characters, ruleset } from "./helpers.js";

const cleric = characters.find((c) => c.id === "cleric-3")! as unknown as SheetData;
const SW = "spells/spiritual-weapon";

function go(s: CombatState, choice: Choice) {
  const r = choose(ruleset, s, choice);
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r;
}

describe("SRD Spiritual Weapon (1.122)", () => {
  beforeAll(async () => attachGeometry((await createEngine()).geometry));

  it("is on the level-3 cleric's list, and strikes again on a later turn for a bonus action", () => {
    const board = { width: 20, height: 9 };
    const start = startCombat(ruleset, {
      party: [cleric],
      enemies: [{ creature: "creatures/goblin", count: 2 }],
      board,
      seed: 5,
    }).state;
    const s = structuredClone(start);
    const me = s.order.find((id) => s.combatants[id]!.side === "party")!;
    s.turn = s.order.indexOf(me);
    s.combatants[me]!.at = [0, 4];
    s.combatants[me]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    s.combatants["Goblin 1"]!.at = [8, 4];
    s.combatants["Goblin 1"]!.hp = 200;
    s.combatants["Goblin 2"]!.at = [12, 4];
    s.combatants["Goblin 2"]!.hp = 200;
    const cast = go(s, { option: `use:${SW}`, targets: ["Goblin 1"] });
    expect(cast.state.combatants[me]!.budgets["bonus"]).toBe(0);
    expect(cast.state.summons).toMatchObject([{ by: me, use: SW, left: 10, at: [7, 4] }]);
    let next = cast.state;
    do next = go(next, { option: "end" }).state;
    while (next.order[next.turn] !== me);
    const slots = { ...next.combatants[me]!.pools };
    const option = options(ruleset, next).find((o) => o.id === `summon:${SW}`)!;
    // From (7, 4): Goblin 2 is 5 cells (25 feet) away.
    expect([...option.targets!.candidates].sort()).toEqual(["Goblin 1", "Goblin 2"]);
    const strike = go(next, { option: option.id, targets: ["Goblin 2"] });
    expect(strike.state.combatants[me]!.pools).toEqual(slots);
    expect(strike.state.combatants[me]!.budgets).toMatchObject({ action: 1, bonus: 0 });
    expect(strike.state.summons![0]!.at).toEqual([11, 4]);
  });
});
