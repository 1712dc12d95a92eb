// 1.276 — Dimension Door, `{ "distance": 500, "carries": 1, "carriesWithin": 5 }`: the caster goes up to 500 feet,
// even past a wall it cannot see through, and may take one willing ally within 5 feet, who lands as close to it
// as there is free space. Those larger than the caster cannot come along.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import type { Cell } from "../../src/ruleset/index.js";
import { fighter, rogue, withGeometry } from "../combat/helpers.js";
import { accept, mage, rejected, ruleset, teleports, turnOf } from "./fixtures/teleport.js";

const board = { width: 30, height: 6, walls: Array.from({ length: 6 }, (_, y) => [10, y] as Cell) };

function ready() {
  return turnOf("Wizard", { party: [mage, fighter, rogue], enemies: ["monsters/goblin"], board }, (s) => {
    s.combatants["Wizard"]!.at = [2, 2];
    s.combatants["Fighter"]!.at = [3, 2];
    s.combatants["Rogue"]!.at = [6, 2];
    s.combatants["Goblin 1"]!.at = [20, 2];
  });
}

const door = (s: ReturnType<typeof ready>) => options(ruleset, s).find((o) => o.id === "use:spells/dimension-door")!;

describe("1.276 Dimension Door", () => {
  beforeAll(withGeometry);

  it("reaches past a wall it cannot see through, and offers the ally within touch to come along", () => {
    const option = door(ready());
    expect(option.teleport!.cells.some(([x, y]) => x === 25 && y === 2)).toBe(true);
    expect(option.teleport!.carries).toEqual(["Fighter"]);
    expect(option.teleport!.upTo).toBe(1);
  });

  it("takes the fighter along, landing beside the caster", () => {
    const r = accept(ready(), { option: "use:spells/dimension-door", at: [25, 2], carries: ["Fighter"] });
    expect(r.state.combatants["Wizard"]!.at).toEqual([25, 2]);
    const landed = r.state.combatants["Fighter"]!.at!;
    expect(Math.max(Math.abs(landed[0] - 25), Math.abs(landed[1] - 2))).toBe(1);
    expect(teleports(r.events)).toMatchObject([
      { who: "Wizard", from: [2, 2], to: [25, 2], carries: [{ who: "Fighter", from: [3, 2], to: landed }] },
    ]);
    expect(r.state.combatants["Rogue"]!.at).toEqual([6, 2]);
    expect(r.state.combatants["Wizard"]!.pools["slot_4"]).toBe(0);
  });

  it("goes alone when no one is named, and refuses those out of reach or more than it carries", () => {
    const s = ready();
    const alone = accept(s, { option: "use:spells/dimension-door", at: [25, 2] });
    expect(alone.state.combatants["Fighter"]!.at).toEqual([3, 2]);
    expect(rejected(s, { option: "use:spells/dimension-door", at: [25, 2], carries: ["Rogue"] })).toMatchObject({
      code: "bad-carries",
      path: "carries[0]",
    });
    const near = turnOf("Wizard", { party: [mage, fighter, rogue], enemies: ["monsters/goblin"], board }, (x) => {
      x.combatants["Wizard"]!.at = [2, 2];
      x.combatants["Fighter"]!.at = [3, 2];
      x.combatants["Rogue"]!.at = [2, 3];
      x.combatants["Goblin 1"]!.at = [20, 2];
    });
    expect(door(near).teleport!.carries).toEqual(["Fighter", "Rogue"]);
    expect(
      rejected(near, { option: "use:spells/dimension-door", at: [25, 2], carries: ["Fighter", "Rogue"] }),
    ).toMatchObject({ code: "bad-carries", path: "carries" });
  });

  it("never carries anyone larger than its user", () => {
    const s = turnOf(
      "Door Sprite 1",
      { party: ["monsters/door-sprite", "monsters/unicorn", "monsters/wolf"], enemies: ["monsters/goblin"], board },
      (x) => {
        x.combatants["Door Sprite 1"]!.at = [2, 2];
        x.combatants["Unicorn 1"]!.at = [3, 2];
        x.combatants["Wolf 1"]!.at = [2, 3];
        x.combatants["Goblin 1"]!.at = [20, 2];
      },
    );
    const option = options(ruleset, s).find((o) => o.id === "use:action:step")!;
    expect(option.teleport!.carries).toEqual(["Wolf 1"]);
  });
});
