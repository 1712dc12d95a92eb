// Cover in the director's hit chances: between two equal foes, a caster with only cantrips left aims at the
// one no creature shields, whichever of the two that is.
import { beforeAll, describe, expect, it } from "vitest";
import { coverOf } from "../../src/combat/board/cover.js";
import { type CombatState, choose, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { Cell } from "../../src/ruleset/encounter.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";

const wizard = srd5eCharacter("wizard-3")!;
const fighter = srd5eCharacter("fighter-3")!;

/** The wizard's turn, no slots left, goblins at (10,3) and (10,7), the fighter at `shield`. */
function scene(shield: Cell): CombatState {
  const s = structuredClone(
    startCombat(srd5e, {
      seed: 5,
      party: [wizard, fighter],
      enemies: [
        {
          creature: "creatures/goblin",
          count: 2,
          at: [
            [10, 3],
            [10, 7],
          ],
        },
      ],
      board: { width: 16, height: 11, party: [[2, 5], shield] },
    }).state,
  );
  s.stack = [];
  s.turn = s.order.indexOf(wizard.name);
  for (const c of Object.values(s.combatants)) {
    c.budgets = { action: 1, bonus: 1, reaction: 1 };
    c.moveLeft = 0;
  }
  const me = s.combatants[wizard.name]!;
  for (const pool of Object.keys(me.pools)) if (pool.startsWith("slot_")) me.pools[pool] = 0;
  return s;
}

describe("director: cover", () => {
  beforeAll(withGeometry);

  for (const [shield, covered, open] of [
    [[6, 6], "Goblin 2", "Goblin 1"],
    [[6, 4], "Goblin 1", "Goblin 2"],
  ] as const) {
    it(`aims at ${open}, not at ${covered} behind the fighter`, () => {
      const s = scene([...shield]);
      const me = s.combatants[wizard.name]!;
      expect(coverOf(s, me.at!, s.combatants[covered]!, me)).not.toBe("none");
      expect(coverOf(s, me.at!, s.combatants[open]!, me)).toBe("none");
      const choice = direct(srd5e, s);
      expect(choice.targets).toEqual([open]);
      expect("rejected" in choose(srd5e, s, choice)).toBe(false);
    });
  }
});
