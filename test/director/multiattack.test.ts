// A creature's Multiattack is weighed as the sum of its strikes, each its own use at its own target: an SRD
// owlbear or veteran beside a fighter makes its full Multiattack rather than one of the attacks in it, keeps
// its strikes on one of two equal foes, and strikes first at a badly hurt one.
import { beforeAll, describe, expect, it } from "vitest";
import { attachGeometry, type CombatState, choose } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { createEngine } from "../../src/engine.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { ruleset } from "../srd/helpers.js";
import { turnOfIn } from "../support/drive.js";

/** `creature`'s turn with fresh budgets, beside the party's fighter (and a second fighter, when asked). */
function turnBeside(creature: string, two = false): { state: CombatState; me: string; foes: string[] } {
  const party = [srd5eCharacter("fighter-5")!, ...(two ? [{ ...srd5eCharacter("fighter-5")!, name: "Second" }] : [])];
  const foes = party.map((p) => p.name);
  const me = `${ruleset.catalogs!["creatures"]!.entries.find((e) => e.id === creature)!.name} 1`;
  const state = turnOfIn(
    ruleset,
    me,
    { party, enemies: [`creatures/${creature}`], board: { width: 10, height: 10 } },
    (s) => {
      s.combatants[foes[0]!]!.at = [4, 4];
      if (two) s.combatants[foes[1]!]!.at = [6, 4];
      s.combatants[me]!.at = [5, 4];
    },
  );
  return { state, me, foes };
}

describe("director: multiattack", () => {
  beforeAll(async () => attachGeometry((await createEngine()).geometry));

  for (const creature of ["owlbear", "veteran"])
    it(`the ${creature} makes its Multiattack, every strike at the fighter beside it`, () => {
      const { state, foes } = turnBeside(creature);
      const choice = direct(ruleset, state);
      expect(choice.option).toBe("use:action:multiattack");
      expect(new Set(choice.targets)).toEqual(new Set([foes[0]]));
      const r = choose(ruleset, state, choice);
      expect("rejected" in r).toBe(false);
    });

  it("with two fighters beside it, its strikes stay on one of them", () => {
    const { state } = turnBeside("owlbear", true);
    const choice = direct(ruleset, state);
    expect(choice.option).toBe("use:action:multiattack");
    expect(new Set(choice.targets).size).toBe(1);
    expect(direct(ruleset, state)).toEqual(choice);
  });

  it("strikes first at a badly hurt foe", () => {
    const { state, foes } = turnBeside("owlbear", true);
    state.combatants[foes[1]!]!.hp = 4;
    const choice = direct(ruleset, state);
    expect(choice.option).toBe("use:action:multiattack");
    expect(choice.targets![0]).toBe(foes[1]);
  });
});
