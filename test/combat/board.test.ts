import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { fighter, of, ruleset, start, take, turnOf, withGeometry, wizard } from "./helpers.js";

describe("fights on a board", () => {
  beforeAll(withGeometry);

  it("places the party from the left and enemies from the right, on free cells", () => {
    const { state } = start({
      party: [fighter, wizard],
      enemies: [{ creature: "monsters/goblin", count: 2 }],
      board: { width: 6, height: 3, walls: [[0, 0]] },
    });
    expect(state.combatants["Fighter"]!.at).toEqual([0, 1]);
    expect(state.combatants["Wizard"]!.at).toEqual([0, 2]);
    expect(state.combatants["Goblin 1"]!.at).toEqual([5, 0]);
  });

  it("melee reaches only adjacent foes; ranged attacks reach to their long range", () => {
    const s = turnOf(
      "Fighter",
      { party: [fighter], enemies: [{ creature: "monsters/goblin", count: 2 }], board: { width: 10, height: 3 } },
      (x) => {
        x.combatants["Fighter"]!.at = [1, 1];
        x.combatants["Goblin 1"]!.at = [2, 2];
        x.combatants["Goblin 2"]!.at = [6, 1];
      },
    );
    const sword = options(ruleset, s).find((o) => o.id === "use:gear/longsword")!;
    expect(sword.targets!.candidates).toEqual(["Goblin 1"]);
  });

  it("walking costs movement, difficult terrain double, and foes block the way", () => {
    const board = { width: 7, height: 1, cells: ["..~...."], legend: { ".": {}, "~": { difficult: true } } };
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"], board }, (x) => {
      x.combatants["Fighter"]!.at = [0, 0];
      x.combatants["Goblin 1"]!.at = [6, 0];
    });
    const move = options(ruleset, s).find((o) => o.id === "move")!;
    expect(move.cells).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
    ]);
    const r = take(s, { option: "move", at: [3, 0] });
    expect(of(r.events, "move")[0]!.cost).toBe(20);
    expect(r.state.combatants["Fighter"]!.moveLeft).toBe(10);
  });

  it("Burning Hands: a cone from the caster catches those in it, and never the caster", () => {
    const s = turnOf(
      "Wizard",
      {
        party: [wizard, fighter],
        enemies: [{ creature: "monsters/goblin", count: 2 }],
        board: { width: 8, height: 5 },
      },
      (x) => {
        x.combatants["Wizard"]!.at = [1, 2];
        x.combatants["Fighter"]!.at = [0, 0];
        x.combatants["Goblin 1"]!.at = [2, 2];
        x.combatants["Goblin 2"]!.at = [6, 2];
      },
    );
    const bh = options(ruleset, s).find((o) => o.id === "use:spells/burning-hands")!;
    expect(bh.cells).toHaveLength(8);
    const r = take(s, { option: bh.id, at: [2, 2] });
    expect(of(r.events, "use")[0]!.targets).toEqual(["Goblin 1"]);
    expect(of(r.events, "save").map((e) => e.who)).toEqual(["Goblin 1"]);
  });

  it("Fireball: a burst aimed within range catches everyone in it, friend and foe", () => {
    const s = turnOf(
      "Wizard",
      {
        party: [wizard, fighter],
        enemies: [{ creature: "monsters/goblin", count: 2 }],
        board: { width: 12, height: 5 },
      },
      (x) => {
        x.combatants["Wizard"]!.at = [0, 0];
        x.combatants["Fighter"]!.at = [7, 2];
        x.combatants["Goblin 1"]!.at = [8, 2];
        x.combatants["Goblin 2"]!.at = [11, 4];
      },
    );
    const r = take(s, { option: "use:spells/fireball", at: [8, 3] });
    expect([...of(r.events, "use")[0]!.targets].sort()).toEqual(["Fighter", "Goblin 1", "Goblin 2"]);
  });
});
