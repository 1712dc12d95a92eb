// 1.284: the director buys a spell between turns when it is worth the points, weighed as any signature action
// (its effect less the slot it spends): a Fireball on a clump of foes; not one that would burn its own side,
// and not a weak cantrip when a stronger signature strike costs the same points.
import { beforeAll, describe, expect, it } from "vitest";
import { cellsApart } from "../../src/combat/board/grid.js";
import type { CombatState } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { cleric, fighter, withGeometry, wizard } from "../combat/helpers.js";
import { ruleset as base, LICH, SPHINX, turnOf, windowOf } from "../spec/fixtures/spellcasting.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

/** A sphinx whose only spell is Fireball, bought for 3 points. */
const fireSphinx = {
  ...SPHINX,
  id: "fire-sphinx",
  name: "Fire Sphinx",
  spellcasting: { ...SPHINX.spellcasting, spells: ["spells/fireball"] },
  actions: SPHINX.actions.filter((a) => a.id !== "claw-attack"),
};

/** A hag casting as a 1st-level caster (Fire Bolt: 1d10) beside a 1-point claw that hits far harder. */
const hag = {
  ...LICH,
  id: "hag",
  name: "Hag",
  spellcasting: { toHit: 5, difficulty: 13, fields: { level: 1 }, spells: ["spells/fire-bolt"] },
  actions: [
    {
      id: "claw",
      name: "Claw",
      signature: { cost: 1 },
      melee: true,
      reach: 5,
      toHit: 9,
      damage: { dice: "3d8", flat: 6, type: "slashing" },
    },
    { id: "cantrip", name: "Cantrip", signature: { cost: 1 }, casting: { cantripsOnly: true } },
  ],
};

const ruleset = loadedDoc({
  ...base,
  catalogs: {
    ...base.catalogs!,
    monsters: { ...base.catalogs!["monsters"]!, entries: [...base.catalogs!["monsters"]!.entries, fireSphinx, hag] },
  },
});

const board = { width: 20, height: 10 };
const fighter2 = { ...fighter, name: "Fighter B" };

/** The fighter's turn has just ended; `who` (the last of the order) is asked whether to buy something. */
function afterFighter(
  enemies: string[],
  who: string,
  place: (s: CombatState) => void,
  party = [fighter, wizard, cleric, fighter2],
): CombatState {
  const s = turnOf(
    "Fighter",
    { party, enemies: enemies.map((e) => `monsters/${e}`), board },
    (x) => {
      x.order = [...party.map((p) => p.name), ...x.order.filter((id) => !party.some((p) => p.name === id))];
      x.order = [...x.order.filter((id) => id !== who), who];
      x.turn = 0;
      place(x);
    },
    ruleset,
  );
  const end = acceptIn(ruleset, s, { option: "end" });
  expect(windowOf(end.state)).toMatchObject({ moment: "between-turns", ask: [who] });
  return end.state;
}

describe("director: legendary spellcasting between turns", () => {
  beforeAll(withGeometry);

  it("buys a Fireball on a clump of foes, aimed where it catches them", () => {
    const s = afterFighter(["fire-sphinx"], "Fire Sphinx 1", (x) => {
      x.combatants["Fighter"]!.at = [3, 3];
      x.combatants["Wizard"]!.at = [4, 4];
      x.combatants["Cleric"]!.at = [3, 5];
      x.combatants["Fighter B"]!.at = [5, 3];
      x.combatants["Fire Sphinx 1"]!.at = [16, 4];
    });
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("signature:action:cast:spells/fireball");
    expect(cellsApart(s.board, choice.at!, [4, 4])).toBeLessThanOrEqual(2);
    // The same state gives the same choice.
    expect(direct(ruleset, s)).toEqual(choice);
  });

  it("lets the window pass when every Fireball on its foe would burn its own side", () => {
    const s = afterFighter(
      ["fire-sphinx", "goblin", "goblin"],
      "Fire Sphinx 1",
      (x) => {
        x.combatants["Fighter"]!.at = [3, 3];
        x.combatants["Goblin 1"]!.at = [4, 3];
        x.combatants["Goblin 2"]!.at = [3, 4];
        x.combatants["Fire Sphinx 1"]!.at = [16, 4];
      },
      [fighter],
    );
    expect(direct(ruleset, s)).toEqual({ option: "pass" });
    // The same foe standing apart from them is worth the slot and the points.
    const apart = afterFighter(
      ["fire-sphinx", "goblin", "goblin"],
      "Fire Sphinx 1",
      (x) => {
        x.combatants["Fighter"]!.at = [3, 3];
        x.combatants["Goblin 1"]!.at = [12, 3];
        x.combatants["Goblin 2"]!.at = [12, 4];
        x.combatants["Fire Sphinx 1"]!.at = [16, 4];
      },
      [fighter],
    );
    expect(direct(ruleset, apart).option).toBe("signature:action:cast:spells/fireball");
  });

  it("prefers a stronger signature strike to a weak cantrip for the same point", () => {
    const s = afterFighter(["hag"], "Hag 1", (x) => {
      x.combatants["Fighter"]!.at = [3, 3];
      x.combatants["Wizard"]!.at = [0, 0];
      x.combatants["Cleric"]!.at = [0, 9];
      x.combatants["Fighter B"]!.at = [1, 8];
      x.combatants["Hag 1"]!.at = [4, 3];
    });
    const choice = direct(ruleset, s);
    expect(choice).toEqual({ option: "signature:action:claw", targets: ["Fighter"] });
  });

  it("casts the cantrip when no foe is within its claw's reach", () => {
    const s = afterFighter(["hag"], "Hag 1", (x) => {
      x.combatants["Fighter"]!.at = [3, 3];
      x.combatants["Wizard"]!.at = [0, 0];
      x.combatants["Cleric"]!.at = [0, 9];
      x.combatants["Fighter B"]!.at = [1, 8];
      x.combatants["Hag 1"]!.at = [9, 3];
    });
    expect(direct(ruleset, s).option).toBe("signature:action:cantrip:spells/fire-bolt");
  });
});
