// 1.285: "The director flies off after the wing beat when it is badly hurt and has an enemy beside it, or
// flies to close in on an enemy beyond its reach." 1.282: "The director weighs such a burst by whom it
// catches, just as it weighs an aimed shape."
import { beforeAll, describe, expect, it } from "vitest";
import { cellsApart } from "../../src/combat/board/grid.js";
import type { CombatState } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { fighter, paladin, withGeometry, wizard } from "../combat/helpers.js";
import { accept, ruleset, turnOf } from "../spec/fixtures/around.js";

const D = "Adult Red Dragon 1";
const WING = "signature:action:wing";
const board = { width: 24, height: 9 };

/** The fighter's turn has just ended; the dragon at `at` is asked whether to buy a signature action. The
 * fighter and the paladin fight hand to hand: the dragon can fly out of their reach. */
function afterFighter(at: [number, number], hp?: number): CombatState {
  const s = turnOf("Fighter", { party: [fighter, paladin], enemies: ["monsters/red-dragon"], board }, (x) => {
    x.order = ["Fighter", "Paladin", D];
    x.turn = 0;
    x.combatants["Fighter"]!.at = [3, 4];
    x.combatants["Paladin"]!.at = [2, 4];
    x.combatants[D]!.at = at;
    if (hp !== undefined) x.combatants[D]!.hp = hp;
  });
  const end = accept(s, { option: "end" });
  expect(end.state.stack.at(-1)).toMatchObject({ kind: "window", moment: "between-turns", ask: [D] });
  return end.state;
}

const reachOf = (s: CombatState, cell: readonly [number, number]) =>
  Math.min(
    cellsApart(s.board, cell as [number, number], [3, 4]),
    cellsApart(s.board, cell as [number, number], [2, 4]),
  );

describe("director: the wing beat (1.285)", () => {
  beforeAll(withGeometry);

  it("badly hurt with a foe beside it, it beats its wings and flies out of every foe's reach", () => {
    // A quarter of its 256 hit points: the fighter it knocks prone strikes the flight at a disadvantage.
    const s = afterFighter([4, 4], 64);
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(WING);
    expect(choice.moveTo).toBeDefined();
    expect(reachOf(s, choice.moveTo!)).toBeGreaterThan(1);
    // And the choice is taken: the dragon ends where it chose, once the fighter has had its chance to strike.
    const r = accept(s, choice);
    const flown = r.state.stack.at(-1)?.kind === "window" ? accept(r.state, { option: "pass" }) : r;
    expect(flown.state.combatants[D]!.at).toEqual(choice.moveTo);
  });

  it("in good health beside its foes, it beats its wings where it stands", () => {
    expect(direct(ruleset, afterFighter([4, 4]))).toEqual({ option: WING });
    // Just above a quarter of its health it is not badly hurt yet.
    expect(direct(ruleset, afterFighter([4, 4], 65))).toEqual({ option: WING });
  });

  it("with no foe within its reach, it flies to close in", () => {
    const s = afterFighter([16, 4]);
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(WING);
    expect(reachOf(s, choice.moveTo!)).toBeLessThan(reachOf(s, [16, 4]));
  });
});

describe("director: a burst around its user is weighed by whom it catches (1.282)", () => {
  beforeAll(withGeometry);

  /** The shaman's turn, with the fighter beside it and `friends` goblins beside it too. */
  function shamanTurn(foes: number, friends: number): CombatState {
    const goblins = Array.from({ length: 2 }, () => "monsters/goblin");
    return turnOf("Shaman 1", { party: [fighter, wizard], enemies: ["monsters/shaman", ...goblins], board }, (x) => {
      x.combatants["Shaman 1"]!.at = [10, 4];
      x.combatants["Fighter"]!.at = [11, 4];
      x.combatants["Wizard"]!.at = foes > 1 ? [9, 4] : [20, 8];
      x.combatants["Goblin 1"]!.at = friends > 0 ? [10, 3] : [0, 0];
      x.combatants["Goblin 2"]!.at = friends > 1 ? [10, 5] : [0, 8];
    });
  }

  it("claps when it catches two foes and no friend", () => {
    expect(direct(ruleset, shamanTurn(2, 0))).toEqual({ option: "use:action:thunder" });
  });

  it("strikes the one foe instead when the clap would catch two of its friends with it", () => {
    expect(direct(ruleset, shamanTurn(1, 2))).toMatchObject({ option: "use:action:staff", targets: ["Fighter"] });
  });
});
