// 1.283: the director buys a legendary move between turns to get away from a foe beside it when badly hurt, or
// to close on foes when none is within its reach; and a signature strike when a foe is within it.
import { beforeAll, describe, expect, it } from "vitest";
import { cellsApart } from "../../src/combat/board/grid.js";
import type { CombatState } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { fighter, withGeometry, wizard } from "../combat/helpers.js";
import { accept, ruleset, turnOf, windowOf } from "../spec/fixtures/signature.js";

const board = { width: 16, height: 7 };

/** The fighter's turn has just ended; `who` is asked whether to buy a signature action. */
function afterFighter(creature: string, who: string, at: [number, number], hp?: number): CombatState {
  const s = turnOf("Fighter", { party: [fighter, wizard], enemies: [`monsters/${creature}`], board }, (x) => {
    x.order = ["Fighter", "Wizard", who];
    x.turn = 0;
    x.combatants["Fighter"]!.at = [3, 3];
    x.combatants["Wizard"]!.at = [0, 0];
    x.combatants[who]!.at = at;
    if (hp !== undefined) x.combatants[who]!.hp = hp;
  });
  const end = accept(s, { option: "end" });
  expect(windowOf(end.state)).toMatchObject({ moment: "between-turns", ask: [who] });
  return end.state;
}

describe("director: signature actions between turns", () => {
  beforeAll(withGeometry);

  it("a badly hurt vampire moves out of every foe's reach", () => {
    const s = afterFighter("vampire", "Vampire 1", [4, 3], 20);
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("signature:action:move");
    expect(cellsApart(s.board, choice.at!, [3, 3])).toBeGreaterThan(1);
    expect(cellsApart(s.board, choice.at!, [0, 0])).toBeGreaterThan(1);
  });

  it("a vampire in good health beside its foe stays", () => {
    const s = afterFighter("vampire", "Vampire 1", [4, 3]);
    expect(direct(ruleset, s)).toEqual({ option: "pass" });
  });

  it("a tarrasque with no foe within its reach closes in", () => {
    const s = afterFighter("tarrasque", "Tarrasque 1", [13, 3]);
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("signature:action:move");
    expect(cellsApart(s.board, choice.at!, [3, 3])).toBeLessThan(cellsApart(s.board, [13, 3], [3, 3]));
  });

  it("a tarrasque already within reach of a foe does not move", () => {
    const s = afterFighter("tarrasque", "Tarrasque 1", [5, 3]);
    expect(direct(ruleset, s)).toEqual({ option: "pass" });
  });

  it("buys a signature strike on a foe within its reach", () => {
    const s = afterFighter("legend", "Legend 1", [4, 3]);
    const choice = direct(ruleset, s);
    expect(choice.option).toMatch(/^signature:action:(tail|touch)$/);
    expect(choice.targets).toEqual(["Fighter"]);
  });
});
