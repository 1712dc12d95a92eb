// 1.279: the director's own creatures leave the fight when at a quarter of their health or less, taking their
// companions along where they can (the unicorn and the wolves beside it); above that they stay.
import { beforeAll, describe, expect, it } from "vitest";
import { choose } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { fighter, withGeometry } from "../combat/helpers.js";
import { ruleset, turnOf } from "../spec/fixtures/teleport.js";

function unicornAt(hp: number) {
  return turnOf(
    "Unicorn 1",
    {
      party: [fighter],
      enemies: ["monsters/unicorn", "monsters/wolf", "monsters/wolf"],
      board: { width: 14, height: 6 },
    },
    (s) => {
      s.combatants["Fighter"]!.at = [6, 2];
      s.combatants["Unicorn 1"]!.at = [7, 2];
      s.combatants["Unicorn 1"]!.hp = hp;
      s.combatants["Wolf 1"]!.at = [8, 2];
      s.combatants["Wolf 2"]!.at = [7, 3];
    },
  );
}

describe("1.279 director: leaving at a quarter of health", () => {
  beforeAll(withGeometry);

  it("leaves, taking the wolves beside it, when at a quarter of its health", () => {
    const s = unicornAt(Math.floor(unicornAt(1).combatants["Unicorn 1"]!.maxHp / 4));
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:action:teleport");
    expect(choice.at).toBeUndefined();
    expect([...(choice.carries ?? [])].sort()).toEqual(["Wolf 1", "Wolf 2"]);
    const r = choose(ruleset, s, choice);
    expect("rejected" in r).toBe(false);
  });

  it("stays in the fight while it is healthier than that", () => {
    const s = unicornAt(unicornAt(1).combatants["Unicorn 1"]!.maxHp);
    const choice = direct(ruleset, s);
    expect(choice.option === "use:action:teleport" && choice.at === undefined).toBe(false);
  });
});
