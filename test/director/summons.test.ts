// 1.122: the director has its summon strike when a foe is within reach, at the foe the strike is worth most
// against, and counts the strikes a cast leaves behind in the cast's worth (not once the weapon is already there).
import { beforeAll, describe, expect, it } from "vitest";
import { effectWorth } from "../../src/capabilities/summons/director.js";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import { fighter, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, ruleset, SW, turnOf } from "../spec/fixtures/summons.js";

const board = { width: 12, height: 6 };

/** The cleric knowing Spiritual Weapon alone (and Hold Person). */
const cleric = { ...caster, lists: { spells: [{ entry: SW }, { entry: "spells/hold-person" }] } };

function field(): CombatState {
  return turnOf(
    "Cleric",
    { party: [cleric, fighter], enemies: [{ creature: "monsters/goblin", count: 2 }], board },
    (x) => {
      x.combatants["Cleric"]!.at = [0, 0];
      x.combatants["Fighter"]!.at = [0, 5];
      x.combatants["Goblin 1"]!.at = [5, 2];
      x.combatants["Goblin 1"]!.hp = 100;
      x.combatants["Goblin 2"]!.at = [8, 3];
      x.combatants["Goblin 2"]!.hp = 3;
    },
  );
}

/** What the packages add to the worth of casting `use` at Goblin 1 now. */
function castWorth(s: CombatState, use = SW): number {
  const menu = options(ruleset, s);
  const option = menu.find((o) => o.id === `use:${use}`)!;
  const scene = makeScene(ruleset, s, menu);
  const cand = {
    choice: { option: option.id, targets: ["Goblin 1"] },
    option,
    use: usesOf(ruleset, s, s.combatants["Cleric"]!).find((u) => u.id === use)!,
    targets: [s.combatants["Goblin 1"]!],
    steps: 0,
  };
  return effectWorth(scene, cand);
}

describe("the director with summons (1.122)", () => {
  beforeAll(withGeometry);

  it("has the weapon strike a foe in reach, the one the blow would fell", () => {
    const cast = accept(field(), { option: `use:${SW}`, targets: ["Goblin 1"], pay: "slot_2" });
    const next = endUntil(cast, "Cleric");
    // The action and the walk already spent: the bonus strike is what is left worth doing.
    next.state.combatants["Cleric"]!.budgets["action"] = 0;
    next.state.combatants["Cleric"]!.moveLeft = 0;
    const choice = direct(ruleset, next.state);
    expect(choice).toEqual({ option: `summon:${SW}`, targets: ["Goblin 2"] });
    expect("rejected" in choose(ruleset, next.state, choice)).toBe(false);
  });

  it("counts the strikes a cast leaves behind, and none for a cast that only replaces its weapon", () => {
    const s = field();
    expect(castWorth(s)).toBeGreaterThan(0);
    // An entry without `summons` gains nothing from this package.
    expect(castWorth(s, "spells/hold-person")).toBe(0);
    const next = endUntil(accept(s, { option: `use:${SW}`, targets: ["Goblin 1"], pay: "slot_2" }), "Cleric");
    expect(castWorth(next.state)).toBe(0);
  });
});
