// 1.282 — Bursts centered on their user, used on a turn: an entry's burst around its user (Destructive Wave,
// `friendlyFire: false`) is never aimed and catches the foes within its size but not its user's side, and a
// wall keeps a creature out; a healing burst around its user (a shaman's Healing Pulse) catches only its own
// side, never the user.

import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { accept, ruleset, turnOf } from "./fixtures/around.js";

const paladin: SheetData = {
  name: "Paladin",
  abilities: { str: 16, dex: 10, con: 14, int: 8, wis: 10, cha: 16 },
  fields: { level: 9, hp_max: 70, armor: 18 },
  lists: { spells: [{ entry: "spells/destructive-wave" }] },
  inventory: [{ item: "gear/longsword", wielded: true }],
};

// A wall at x = 8 from y = 0 to 4: the goblin at (9, 2) stands behind it.
const board = { width: 16, height: 7, walls: [0, 1, 2, 3, 4].map((y) => [8, y] as [number, number]) };

function paladinTurn(): CombatState {
  return turnOf(
    "Paladin",
    {
      party: [paladin, fighter],
      enemies: ["monsters/goblin", "monsters/goblin", "monsters/goblin", "monsters/shaman"],
      board,
    },
    (s) => {
      s.combatants["Paladin"]!.at = [6, 2];
      s.combatants["Fighter"]!.at = [5, 2];
      // Within 30 feet (6 cells) in the open; behind the wall; beyond 30 feet.
      s.combatants["Goblin 1"]!.at = [6, 5];
      s.combatants["Goblin 2"]!.at = [9, 2];
      s.combatants["Goblin 3"]!.at = [13, 6];
      s.combatants["Shaman 1"]!.at = [15, 0];
      for (const id of ["Goblin 1", "Goblin 2", "Goblin 3"]) s.combatants[id]!.hp = 100;
    },
  );
}

describe("1.282 bursts around their user on a turn", () => {
  beforeAll(withGeometry);

  it("an entry's burst around its user is offered with nothing to aim", () => {
    const option = options(ruleset, paladinTurn()).find((o) => o.id === "use:spells/destructive-wave");
    expect(option).toMatchObject({ kind: "use", label: "Destructive Wave" });
    expect(option!.cells).toBeUndefined();
    expect(option!.targets).toBeUndefined();
  });

  it("catches the foes within 30 feet, not its user's side, nor the one behind the wall", () => {
    const r = accept(paladinTurn(), { option: "use:spells/destructive-wave" });
    const [use] = of(r.events, "use");
    expect(use!.targets).toEqual(["Goblin 1"]);
    expect(of(r.events, "save").map((e) => e.who)).toEqual(["Goblin 1"]);
    expect(of(r.events, "damage").map((e) => e.who)).toEqual(["Goblin 1"]);
  });

  it("a healing burst around its user heals only its own side, never the user", () => {
    const s = turnOf("Shaman 1", { party: [fighter], enemies: ["monsters/shaman", "monsters/goblin"], board }, (x) => {
      x.combatants["Shaman 1"]!.at = [3, 5];
      x.combatants["Goblin 1"]!.at = [4, 5];
      x.combatants["Fighter"]!.at = [2, 5];
      x.combatants["Shaman 1"]!.hp = 20;
      x.combatants["Goblin 1"]!.hp = 1;
      x.combatants["Fighter"]!.hp = 5;
    });
    const r = accept(s, { option: "use:action:pulse" });
    expect(of(r.events, "use")[0]!.targets).toEqual(["Goblin 1"]);
    expect(of(r.events, "heal").map((e) => e.who)).toEqual(["Goblin 1"]);
  });
});
