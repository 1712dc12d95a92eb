// 1.188 — Ability-restricted check modifiers: "a `to: "checks"` modifier can name `"abilities": ["str"]` to change
// only ability checks made with one of those abilities, including that ability's contest checks and skill checks (a
// barbarian's Rage)." A raging fighter shoves (Athletics, a Strength skill) with advantage and trips (a Dexterity
// check) without it.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState } from "../../src/combat/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { ruleset } from "./fixtures/conditions.js";
import { acceptIn, turnOfIn } from "./fixtures/drive.js";

const barbarian = {
  ...fighter,
  lists: { features: [{ entry: "features/shove" }, { entry: "features/trip" }] },
};

function fighterTurn(conditions: string[]): CombatState {
  return turnOfIn(ruleset, "Fighter", { party: [barbarian], enemies: ["monsters/goblin"], noBoard: true }, (s) => {
    s.combatants["Fighter"]!.conditions = conditions.map((id) => ({ id }));
  });
}

const checkMode = (s: CombatState, feature: string) =>
  of(acceptIn(ruleset, s, { option: `use:features/${feature}`, targets: ["Goblin 1"] }).events, "check").map((e) => [
    e.check,
    e.d20.mode,
  ]);

describe('1.188 {to: "checks"}.abilities: a barbarian\'s Rage', () => {
  beforeAll(withGeometry);

  it("the Strength skill check of a shove has advantage while raging", () => {
    expect(checkMode(fighterTurn(["raging"]), "shove")).toEqual([["athletics", "advantage"]]);
  });

  it("a Dexterity check does not", () => {
    expect(checkMode(fighterTurn(["raging"]), "trip")).toEqual([["balance", "normal"]]);
  });

  it("without the rage neither has", () => {
    expect(checkMode(fighterTurn([]), "shove")).toEqual([["athletics", "normal"]]);
  });
});
