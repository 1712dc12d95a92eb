// The director's choices in small hand-set scenes: focus, areas, retreat, opportunity attacks, determinism.
import { beforeAll, describe, expect, it } from "vitest";
import { cellDistance } from "../../src/combat/board/grid.js";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { Cell } from "../../src/ruleset/encounter.js";
import { fighter, ruleset, take, turnOf, withGeometry, wizard } from "../combat/helpers.js";

const board = { width: 20, height: 20 };

function place(s: CombatState, at: Record<string, Cell>): void {
  for (const c of Object.values(s.combatants)) {
    c.at = undefined;
    const to = at[c.id];
    if (to) c.at = to;
    else c.status = "dead";
  }
}

describe("director scenes", () => {
  beforeAll(withGeometry);

  it("is deterministic for a state, leaves it untouched and never draws from its generator", () => {
    const s = turnOf("Fighter", { party: [fighter, wizard], enemies: ["monsters/goblin", "monsters/wolf"], board });
    const before = JSON.stringify(s);
    const a = direct(ruleset, s);
    const b = direct(ruleset, JSON.parse(before));
    expect(b).toEqual(a);
    expect(JSON.stringify(s)).toBe(before);
    expect("rejected" in choose(ruleset, s, a)).toBe(false);
  });

  it("focuses the wounded foe when the damage is the same", () => {
    const s = turnOf(
      "Fighter",
      { party: [fighter], enemies: [{ creature: "monsters/goblin", count: 2 }], board },
      (s) => {
        place(s, { Fighter: [5, 5], "Goblin 1": [6, 5], "Goblin 2": [4, 5] });
        s.combatants["Goblin 2"]!.hp = 3;
      },
    );
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:gear/longsword");
    expect(choice.targets).toEqual(["Goblin 2"]);
  });

  it("prefers an area catching three foes over one catching two foes and a friend", () => {
    const s = turnOf(
      "Wizard",
      { party: [wizard, fighter], enemies: [{ creature: "monsters/goblin", count: 5 }], board },
      (s) => {
        place(s, {
          Wizard: [1, 10],
          Fighter: [12, 16],
          "Goblin 1": [12, 3],
          "Goblin 2": [13, 3],
          "Goblin 3": [12, 4],
          "Goblin 4": [12, 15],
          "Goblin 5": [13, 15],
        });
        // Fireball only: the menu's other uses would muddle what is compared.
        s.combatants.Wizard!.pools = { ...s.combatants.Wizard!.pools };
      },
    );
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:spells/fireball");
    const step = take(s, choice);
    const hit = new Set(step.events.flatMap((e) => (e.t === "save" ? [e.who] : [])));
    expect([...hit].sort()).toEqual(["Goblin 1", "Goblin 2", "Goblin 3"]);
  });

  it("dodges or gets away when badly hurt and outmatched", () => {
    const s = turnOf(
      "Goblin 1",
      { party: [fighter, { ...fighter, name: "Fighter B" }], enemies: ["monsters/goblin"], board },
      (s) => {
        place(s, { "Goblin 1": [5, 5], Fighter: [4, 5], "Fighter B": [6, 5] });
        s.combatants["Goblin 1"]!.hp = 1;
      },
    );
    const choice = direct(ruleset, s);
    const here: Cell = [5, 5];
    const away =
      choice.option === "move" && cellDistance(choice.at!, [4, 5]) > 1 && cellDistance(choice.at!, [6, 5]) > 1;
    expect(["std:dodge@action", "std:disengage@action"].includes(choice.option) || away).toBe(true);
    expect(choice.option.startsWith("use:")).toBe(false);
    expect(here).toEqual([5, 5]);
  });

  it("walks to its prey without leaving a foe's reach when an equal walk does not", () => {
    const s = turnOf("Goblin 1", { party: [fighter, wizard], enemies: ["monsters/goblin"], board }, (s) => {
      place(s, { "Goblin 1": [5, 5], Fighter: [6, 4], Wizard: [7, 6] });
      s.combatants.Wizard!.hp = 3;
    });
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("move");
    expect(cellDistance(choice.at!, [6, 4])).toBeLessThanOrEqual(1);
    expect(cellDistance(choice.at!, [7, 6])).toBeLessThanOrEqual(1);
    const step = take(s, choice);
    expect(step.events.some((e) => e.t === "window" && e.moment === "leaves-reach")).toBe(false);
    // Then it bites the wounded wizard.
    expect(direct(ruleset, step.state)).toMatchObject({ targets: ["Wizard"] });
    expect(options(ruleset, step.state).length).toBeGreaterThan(0);
  });
});
