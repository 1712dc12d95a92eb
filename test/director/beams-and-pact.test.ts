// The director with 1.305's beams and 1.306's conjured weapons: it puts the remaining beams on the target it
// chose, and it puts the hardest-hitting weapon into its hand once.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { withGeometry } from "../combat/helpers.js";
import { accept, ruleset, turnOf, warlock } from "../spec/fixtures/warlock.js";

const board = { width: 16, height: 7 };

function scene(sheet: ReturnType<typeof warlock>, goblins: [number, number][], hp = 100): CombatState {
  return turnOf(
    "Warlock",
    { party: [sheet], enemies: [{ creature: "monsters/goblin", count: goblins.length }], board },
    (s) => {
      s.combatants["Warlock"]!.at = [1, 3];
      goblins.forEach((at, i) => {
        const g = s.combatants[`Goblin ${i + 1}`]!;
        g.at = at;
        g.hp = hp;
      });
    },
  );
}

describe("the director with beams and conjured weapons", () => {
  beforeAll(withGeometry);

  it("1.305: puts both beams of a 5th-level warlock on the one goblin in range", () => {
    const s = scene(warlock(["agonizing-blast"]), [[8, 3]]);
    const choice = direct(ruleset, s);
    expect(choice).toMatchObject({ option: "use:spells/eldritch-blast", targets: ["Goblin 1", "Goblin 1"] });
    expect("rejected" in choose(ruleset, s, choice)).toBe(false);
  });

  it("1.305: puts the remaining beams on the target it chose when a third beam has room left", () => {
    const sheet = warlock(["agonizing-blast"]);
    const s = scene(
      { ...sheet, fields: { ...sheet.fields, level: 11 } },
      [
        [8, 3],
        [8, 5],
      ],
      100,
    );
    s.combatants["Goblin 2"]!.hp = 5;
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:spells/eldritch-blast");
    expect(choice.targets).toHaveLength(3);
    const [first, ...rest] = choice.targets!;
    expect(new Set(choice.targets)).toEqual(new Set(["Goblin 1", "Goblin 2"]));
    expect(rest.at(-1)).toBe(first);
  });

  it("1.306: conjures the hardest-hitting weapon it can, and only once", () => {
    const s = scene(warlock(["pact-of-the-blade", "thirsting-blade"]), [[2, 3]]);
    const choice = direct(ruleset, s);
    // A greatsword (2d6) hits harder than a longsword (1d8), a javelin (1d6) or a dagger (1d4).
    expect(choice.option).toBe("use:features/pact-of-the-blade#gear/greatsword");
    const armed = accept(s, choice).state;
    armed.combatants["Warlock"]!.budgets["action"] = 1;
    const next = direct(ruleset, armed);
    expect(next.option).not.toMatch(/pact-of-the-blade/);
    expect(next).toMatchObject({ option: "use:conjured:gear/greatsword", targets: ["Goblin 1", "Goblin 1"] });
  });
});
