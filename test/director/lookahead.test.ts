// The one-ply lookahead sees blows the menu leaves out until someone is in reach (a fighter walks up and
// strikes rather than dodging), and a caster whose action is spent keeps the range of its cantrips.
import { beforeAll, describe, expect, it } from "vitest";
import { cellDistance } from "../../src/combat/board/grid.js";
import { type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { Cell } from "../../src/ruleset/encounter.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";

/** `who`'s turn with fresh budgets, the SRD character against two goblins at the given cells. */
function scene(id: string, me: Cell, goblins: Cell[], action = 1): CombatState {
  const sheet = srd5eCharacter(id)!;
  const s = structuredClone(
    startCombat(srd5e, {
      seed: 3,
      party: [sheet],
      enemies: [{ creature: "creatures/goblin", count: goblins.length, at: goblins }],
      board: { width: 16, height: 10, party: [me] },
    }).state,
  );
  s.stack = [];
  s.turn = s.order.indexOf(sheet.name);
  for (const c of Object.values(s.combatants)) {
    c.budgets = { action: 1, bonus: 1, reaction: 1 };
    c.moveLeft = 30;
  }
  s.combatants[sheet.name]!.budgets.action = action;
  return s;
}

describe("director lookahead", () => {
  beforeAll(withGeometry);

  it("walks up to a foe it can reach this turn and strikes, though no blow is on the menu yet", () => {
    const s = scene("fighter-3", [13, 4], [[6, 4]]);
    expect(options(srd5e, s).some((o) => o.use === "items/greatsword")).toBe(false);
    const walk = direct(srd5e, s);
    expect(walk.option).toBe("move");
    expect(cellDistance(walk.at!, [6, 4])).toBe(1);
    const r = choose(srd5e, s, walk);
    if ("rejected" in r) throw new Error(r.rejected.message);
    expect(direct(srd5e, r.state)).toMatchObject({ option: "use:items/greatsword", targets: ["Goblin 1"] });
  });

  it("a wizard whose action is spent does not walk toward foes beyond a walk and a blow", () => {
    const s = scene(
      "wizard-3",
      [14, 4],
      [
        [4, 3],
        [4, 5],
      ],
      0,
    );
    const choice = direct(srd5e, s);
    const near = (at: Cell) => Math.min(cellDistance(at, [4, 3]), cellDistance(at, [4, 5]));
    if (choice.option === "move") expect(near(choice.at!)).toBeGreaterThanOrEqual(near([14, 4]));
    else expect(choice.option).toBe("end");
  });
});
