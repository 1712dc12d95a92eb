// Resources used when they help (issue: Bless never cast, Spirit Guardians and Action Surge hardly ever): the
// director blesses its side before a long fight's first blows and not at the end of an easy one, wraps itself
// in Spirit Guardians when several foes stand close and not for a lone far one, spends a free bonus action on
// Spiritual Weapon or, without its slots, Shield of Faith when a fight has rounds left, and surges for a second attack when a foe is within reach.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";

const CLERIC = "Marek (Cleric 5)";
const FIGHTER = "Tamsin (Fighter 5)";

/** `who`'s turn, fresh budgets, the party at the left of a 16×10 board, the foes where given. */
function turnOf(
  ruleset: RulesetDoc,
  who: string,
  party: string[],
  at: [number, number][],
  enemies: { creature: string; at: [number, number][]; count?: number }[],
): CombatState {
  const s = structuredClone(
    startCombat(ruleset, {
      seed: 2,
      party: party.map((id) => srd5eCharacter(id)!),
      enemies: enemies.map((e) => ({ ...e, count: e.at.length })),
      board: { width: 16, height: 10, party: at },
    }).state,
  );
  s.stack = [];
  s.turn = s.order.indexOf(who);
  s.combatants[who]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  return s;
}

const PARTY = ["cleric-5", "fighter-5", "rogue-5", "wizard-5"];
const SPOTS: [number, number][] = [
  [1, 4],
  [2, 5],
  [1, 6],
  [0, 5],
];

describe("resources used when they help", () => {
  let ruleset: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(srd5e).doc;
  });

  it("Bless before a long fight's first blows (two trolls), not to finish a hurt goblin", () => {
    const hard = turnOf(ruleset, CLERIC, PARTY, SPOTS, [
      {
        creature: "creatures/troll",
        at: [
          [9, 4],
          [9, 6],
        ],
      },
    ]);
    expect(direct(ruleset, hard).option).toBe("use:spells/bless");
    const easy = turnOf(ruleset, CLERIC, PARTY, SPOTS, [{ creature: "creatures/goblin", at: [[6, 5]] }]);
    easy.combatants["Goblin 1"]!.hp = 3;
    expect(direct(ruleset, easy).option).not.toBe("use:spells/bless");
  });

  it("Spirit Guardians when several foes stand around the cleric, not for one foe far off", () => {
    const near = turnOf(
      ruleset,
      CLERIC,
      ["cleric-5"],
      [[5, 5]],
      [
        {
          creature: "creatures/hobgoblin",
          at: [
            [6, 5],
            [4, 5],
            [5, 6],
            [5, 4],
          ],
        },
      ],
    );
    expect(direct(ruleset, near).option).toBe("use:spells/spirit-guardians");
    const far = turnOf(ruleset, CLERIC, ["cleric-5"], [[1, 5]], [{ creature: "creatures/hobgoblin", at: [[12, 5]] }]);
    expect(direct(ruleset, far).option).not.toBe("use:spells/spirit-guardians");
  });

  it("Shield of Faith with the bonus action left once the action is spent, when the fight has rounds left", () => {
    const s = turnOf(ruleset, CLERIC, PARTY, SPOTS, [
      {
        creature: "creatures/troll",
        at: [
          [3, 5],
          [9, 5],
        ],
      },
    ]);
    s.combatants[CLERIC]!.budgets.action = 0;
    // With every slot left, the bonus action summons Spiritual Weapon, which strikes every round after.
    expect(direct(ruleset, s).option).toBe("use:spells/spiritual-weapon");
    // With only 1st-level slots left (no Spiritual Weapon), it goes to Shield of Faith. A new state: one the
    // engine has seen is treated as fixed.
    const t = structuredClone(s);
    const pools = t.combatants[CLERIC]!.pools;
    for (const pool of Object.keys(pools)) if (pool.startsWith("slot_") && pool !== "slot_1") pools[pool] = 0;
    const c = direct(ruleset, t);
    expect(c.option).toBe("use:spells/shield-of-faith");
    // On the one the trolls are nearest to, the fighter in front.
    expect(c.targets).toEqual([FIGHTER]);
    // At the end of a fight (one troll all but felled) it keeps the slot.
    const late = turnOf(ruleset, CLERIC, PARTY, SPOTS, [{ creature: "creatures/troll", at: [[3, 5]] }]);
    late.combatants[CLERIC]!.budgets.action = 0;
    late.combatants["Troll 1"]!.hp = 6;
    expect(direct(ruleset, late).option).not.toBe("use:spells/shield-of-faith");
  });

  it("Action Surge after the attack when a foe is within reach of another, not with every foe far off", () => {
    const s = turnOf(ruleset, FIGHTER, ["fighter-5"], [[4, 5]], [{ creature: "creatures/ogre", at: [[5, 5]] }]);
    s.combatants[FIGHTER]!.budgets.action = 0;
    expect(direct(ruleset, s).option).toBe("use:features/action-surge");
    const far = turnOf(ruleset, FIGHTER, ["fighter-5"], [[1, 5]], [{ creature: "creatures/ogre", at: [[15, 9]] }]);
    far.combatants[FIGHTER]!.budgets.action = 0;
    far.combatants[FIGHTER]!.moveLeft = 0;
    expect(direct(ruleset, far).option).not.toBe("use:features/action-surge");
  });
});
