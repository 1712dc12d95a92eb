// 1.294 — Darkness: in a dungeon the fight is dark. Everyone with a sheet carries a torch (`carried`, 20/20)
// unless darkvision lets them see; darkvision takes darkness for dim light and dim for bright, truesight sees
// whatever the light; the Light cantrip, a lantern, a bandit with a torch and a fire elemental shed their own.
// Walls stop light, and someone knocked down sheds none.
import { beforeAll, describe, expect, it } from "vitest";
import { lightAt } from "../../src/capabilities/sight/light.js";
import { makeCtx } from "../../src/combat/context.js";
import type { CombatState } from "../../src/combat/index.js";
import { fighter, withGeometry } from "../combat/helpers.js";
import { accept, caster, dwarf, fight, modes, ruleset, sight } from "./fixtures/sight.js";

const board = { width: 40, height: 9 };
const dungeon = { location: "dungeon" };

function lit(s: CombatState, who: string): number {
  return lightAt(makeCtx(ruleset, s), s.combatants[who]!);
}

/** The fighter with the torch everyone carries, goblins at 15, 30 and 60 feet. */
function torchlit(scene: { location: string } | null = dungeon, walls?: [number, number][]) {
  return fight(
    "Fighter",
    {
      party: [fighter],
      enemies: [{ creature: "monsters/goblin", count: 3 }, "monsters/ghoul", "monsters/deva"],
      board: { ...board, ...(walls ? { walls } : {}) },
      ...(scene ? { scene } : {}),
    },
    {
      Fighter: [0, 4],
      "Goblin 1": [3, 4],
      "Goblin 2": [6, 4],
      "Goblin 3": [12, 4],
      "Ghoul 1": [12, 6],
      "Deva 1": [20, 4],
    },
  );
}

describe("1.294 darkness", () => {
  beforeAll(withGeometry);

  it("a torch: bright light 20 feet, dim light 20 feet beyond, darkness past that", () => {
    const s = torchlit();
    expect([lit(s, "Fighter"), lit(s, "Goblin 1"), lit(s, "Goblin 2"), lit(s, "Goblin 3")]).toEqual([2, 2, 1, 0]);
    expect(sight(s, "Fighter", "Goblin 1")).toBe("clear");
    expect(sight(s, "Fighter", "Goblin 2")).toBe("light");
    expect(sight(s, "Fighter", "Goblin 3")).toBe("none");
    // The torchbearer is seen from the dark.
    expect(sight(s, "Goblin 3", "Fighter")).toBe("clear");
  });

  it("attacking from the dark: the goblin the fighter cannot see shoots with advantage", () => {
    const s = torchlit();
    s.turn = s.order.indexOf("Goblin 3");
    expect(modes(accept(s, { option: "use:action:shortbow", targets: ["Fighter"] }))).toEqual([
      "Goblin 3 → Fighter: advantage",
    ]);
  });

  it("darkvision takes darkness for dim light and dim light for bright; truesight sees whatever the light", () => {
    const s = torchlit();
    expect(sight(s, "Ghoul 1", "Goblin 3")).toBe("light");
    expect(sight(s, "Ghoul 1", "Goblin 2")).toBe("clear");
    expect(sight(s, "Deva 1", "Goblin 3")).toBe("clear");
    // Beyond its 60 feet, darkvision is no help: the goblin stands in the dark 75 feet from the ghoul.
    const far = structuredClone(s);
    far.combatants["Ghoul 1"]!.at = [27, 4];
    expect(sight(far, "Ghoul 1", "Goblin 3")).toBe("none");
  });

  it("one who sees in the dark carries no torch: the dwarf stands in darkness, seen only by darkvision", () => {
    const s = fight(
      "Dwarf",
      { party: [dwarf], enemies: ["monsters/goblin", "monsters/ghoul"], board, scene: dungeon },
      { Dwarf: [0, 4], "Goblin 1": [3, 4], "Ghoul 1": [3, 5] },
    );
    expect(lit(s, "Dwarf")).toBe(0);
    expect(sight(s, "Goblin 1", "Dwarf")).toBe("none");
    expect(sight(s, "Ghoul 1", "Dwarf")).toBe("light");
    expect(sight(s, "Dwarf", "Goblin 1")).toBe("light");
  });

  it("the Light cantrip: its holder sheds bright light 20 feet and dim light 20 feet beyond", () => {
    const s = fight(
      "Wizard",
      { party: [dwarf, caster], enemies: ["monsters/goblin"], board, scene: dungeon },
      { Dwarf: [20, 4], Wizard: [19, 4], "Goblin 1": [26, 4] },
    );
    // The wizard's own torch lights the dwarf; move the wizard away to see the cantrip's own light.
    const r = accept(s, { option: "use:spells/light", targets: ["Dwarf"] });
    const apart = structuredClone(r.state);
    apart.combatants["Wizard"]!.at = [0, 0];
    expect(lit(apart, "Goblin 1")).toBe(1);
    expect(sight(apart, "Goblin 1", "Dwarf")).toBe("clear");
    const before = structuredClone(s);
    before.combatants["Wizard"]!.at = [0, 0];
    expect(sight(before, "Goblin 1", "Dwarf")).toBe("none");
  });

  it("a lantern carried: bright light 30 feet, dim light 30 feet beyond", () => {
    const keeper = { ...fighter, name: "Keeper", inventory: [...fighter.inventory!, { item: "gear/lantern" }] };
    const s = fight(
      "Keeper",
      { party: [keeper], enemies: [{ creature: "monsters/goblin", count: 2 }], board, scene: dungeon },
      { Keeper: [0, 4], "Goblin 1": [6, 4], "Goblin 2": [12, 4] },
    );
    expect([lit(s, "Goblin 1"), lit(s, "Goblin 2")]).toEqual([2, 1]);
  });

  it("a bandit with a torch and a fire elemental light themselves", () => {
    const s = fight(
      "Dwarf",
      {
        party: [dwarf],
        enemies: ["monsters/bandit", "monsters/fire-elemental", "monsters/goblin"],
        board,
        scene: dungeon,
      },
      { Dwarf: [0, 4], "Bandit 1": [20, 4], "Fire Elemental 1": [30, 8], "Goblin 1": [30, 5] },
    );
    expect(lit(s, "Bandit 1")).toBe(2);
    expect(sight(s, "Goblin 1", "Bandit 1")).toBe("clear");
    // 30 feet bright, 30 feet dim: the goblin 15 feet from the fire elemental stands in its bright light.
    expect(lit(s, "Goblin 1")).toBe(2);
    expect(sight(s, "Bandit 1", "Fire Elemental 1")).toBe("clear");
  });

  it("walls stop light, and someone knocked down sheds none", () => {
    // A wall between the fighter and the goblin 15 feet away: the torch does not reach round it.
    const walled = torchlit(dungeon, [
      [2, 3],
      [2, 4],
      [2, 5],
    ]);
    expect(lit(walled, "Goblin 1")).toBe(0);
    const down = torchlit();
    down.combatants["Fighter"]!.hp = 0;
    down.combatants["Fighter"]!.status = "dying";
    expect(lit(down, "Goblin 1")).toBe(0);
  });

  it("only a cave or a dungeon is dark: anywhere else the light changes nothing", () => {
    const open = torchlit(null);
    expect(lit(open, "Goblin 3")).toBe(2);
    expect(sight(open, "Fighter", "Goblin 3")).toBe("clear");
    const cave = torchlit({ location: "cave" });
    expect(sight(cave, "Fighter", "Goblin 3")).toBe("none");
    const road = torchlit({ location: "road" });
    expect(sight(road, "Fighter", "Goblin 3")).toBe("clear");
  });
});
