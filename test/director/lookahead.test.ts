// The one-ply lookahead sees blows the menu leaves out until someone is in reach (a fighter walks up and
// strikes rather than dodging), and a caster whose action is spent keeps the range of its cantrips.
import { beforeAll, describe, expect, it } from "vitest";
import { cellDistance } from "../../src/combat/board/grid.js";
import { type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import { HIDDEN_FROM } from "../../src/combat/seeing.js";
import { direct } from "../../src/director/index.js";
import { bestFrom } from "../../src/director/lookahead.js";
import { makeScene } from "../../src/director/scene.js";
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

// What a walk's look-ahead may count is what the decider could really do from the cell: never a foe hidden from
// it, and, where the walk could win, the targets' cover from the cell. A look-ahead blind to either made other
// cells look better than acting where it stands, and goblins walked back and forth before they shot.
describe("the lookahead counts only what the decider could do from the cell", () => {
  beforeAll(withGeometry);

  const hide = (s: CombatState, who: string, from: string) =>
    s.combatants[who]!.conditions.push({ id: HIDDEN_FROM, from: [from], score: 20 });

  it("never at a foe hidden from the decider", () => {
    const s = scene(
      "wizard-3",
      [2, 4],
      [
        [6, 4],
        [6, 6],
      ],
    );
    const me = s.order[s.turn]!;
    const cells = options(srd5e, s).find((o) => o.kind === "move")!.cells!;
    const seen = makeScene(srd5e, s, options(srd5e, s));
    expect(Math.max(...cells.map((c) => bestFrom(seen, c)))).toBeGreaterThan(0);
    for (const g of s.order.filter((id) => id !== me)) hide(s, g, me);
    const hidden = makeScene(srd5e, s, options(srd5e, s));
    for (const c of cells) {
      expect(bestFrom(hidden, c)).toBe(0);
      expect(bestFrom(hidden, c, true)).toBe(0);
    }
  });

  it("with cover, a target behind another creature is worth less than the bound without it", () => {
    // A ranger's longbow; the near goblin is hidden (so not a target) but still stands between: the far one has
    // cover from here.
    const s = scene(
      "ranger-1",
      [2, 4],
      [
        [5, 4],
        [8, 4],
      ],
    );
    const me = s.order[s.turn]!;
    const near = s.order.find((id) => s.combatants[id]!.at?.[0] === 5)!;
    hide(s, near, me);
    const sc = makeScene(srd5e, s, options(srd5e, s));
    const bound = bestFrom(sc, [2, 4]);
    const exact = bestFrom(sc, [2, 4], true);
    expect(bound).toBeGreaterThan(0);
    expect(exact).toBeGreaterThan(0);
    expect(exact).toBeLessThan(bound);
    // From a cell with a clear line the two agree.
    expect(bestFrom(sc, [8, 2], true)).toBeCloseTo(bestFrom(sc, [8, 2]), 9);
  });
});
