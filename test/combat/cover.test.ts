import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { of, rogue, ruleset, take, turnOf, withGeometry } from "./helpers.js";

describe("cover, line of sight and diagonals on a board", () => {
  beforeAll(withGeometry);

  const bowAt = (walls: [number, number][], rogueAt: [number, number], goblinAt: [number, number]) =>
    turnOf("Rogue", { party: [rogue], enemies: ["monsters/goblin"], board: { width: 9, height: 5, walls } }, (x) => {
      x.combatants["Rogue"]!.at = rogueAt;
      x.combatants["Goblin 1"]!.at = goblinAt;
    });

  it("a creature behind total cover cannot be targeted; in the open it can", () => {
    const wall: [number, number][] = [
      [4, 0],
      [4, 1],
      [4, 2],
      [4, 3],
      [4, 4],
    ];
    const hidden = bowAt(wall, [1, 2], [7, 2]);
    expect(options(ruleset, hidden).find((o) => o.id === "use:gear/shortbow")).toBeUndefined();
    const open = bowAt([], [1, 2], [7, 2]);
    expect(options(ruleset, open).find((o) => o.id === "use:gear/shortbow")!.targets!.candidates).toEqual(["Goblin 1"]);
  });

  it("a creature between attacker and target gives cover, added to the defense the roll must reach", () => {
    const s = turnOf(
      "Rogue",
      { party: [rogue], enemies: [{ creature: "monsters/goblin", count: 2 }], board: { width: 9, height: 5 } },
      (x) => {
        x.combatants["Rogue"]!.at = [1, 2];
        x.combatants["Goblin 1"]!.at = [4, 2];
        x.combatants["Goblin 2"]!.at = [7, 2];
      },
    );
    const r = take(s, { option: "use:gear/shortbow", targets: ["Goblin 2"] });
    const attack = of(r.events, "attack")[0]!;
    expect(attack.cover).toBeDefined();
    const plus = attack.cover === "half" ? 2 : 5;
    // A goblin's own defense is 15.
    expect(attack.defense).toBe(15 + plus);
  });

  it('"5-10-5": every second diagonal counts two cells, for range and for walking', () => {
    const five: RulesetDoc = {
      ...ruleset,
      combat: { ...ruleset.combat!, distance: { ...ruleset.combat!.distance!, diagonals: "5-10-5" } },
    };
    expect(five.combat!.distance!.diagonals).toBe("5-10-5");
    const s = turnOf("Rogue", { party: [rogue], enemies: ["monsters/goblin"], board: { width: 9, height: 9 } }, (x) => {
      x.combatants["Rogue"]!.at = [0, 0];
      x.combatants["Goblin 1"]!.at = [8, 8];
    });
    // The same state under both rules: 30 ft is 6 cells; a diagonal walk of 4 costs 4 cells (5e) or 6 (5-10-5).
    const plain = options(ruleset, s).find((o) => o.id === "move")!.cells!;
    expect(plain.some(([x, y]) => x === 6 && y === 6)).toBe(true);
    const board = { ...s.board!, diagonals: "5-10-5" as const };
    const s2 = { ...s, board };
    const cells = options(five, s2).find((o) => o.id === "move")!.cells!;
    expect(cells.some(([x, y]) => x === 4 && y === 4)).toBe(true);
    expect(cells.some(([x, y]) => x === 5 && y === 5)).toBe(false);
  });
});
