// 1.184 — a dragon turtle's Tail: a creature's action with `"push": 10` and a DC 20 Strength save written
// `"onSuccess": "none"`: a hit deals its damage either way; only a failed save pushes the one hit 10 feet straight
// away from the turtle and knocks it prone.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent } from "../../src/combat/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { turnOfIn } from "../support/drive.js";
import { accept, ruleset } from "./fixtures/pushes.js";

const board = { width: 20, height: 9 };

function swing(seed: number) {
  const s: CombatState = turnOfIn(
    ruleset,
    "Dragon Turtle 1",
    { party: [fighter], enemies: ["monsters/dragon-turtle"], board, seed },
    (x) => {
      x.combatants["Dragon Turtle 1"]!.at = [4, 4];
      x.combatants["Fighter"]!.at = [6, 4];
      x.combatants["Fighter"]!.hp = 200;
      x.combatants["Fighter"]!.maxHp = 200;
    },
  );
  return accept(s, { option: "use:action:tail", targets: ["Fighter"] });
}

/** The first seed whose Tail hits and whose save comes out as `saved`. */
function hitWith(saved: boolean) {
  for (let seed = 1; seed < 300; seed++) {
    const r = swing(seed);
    const save = of(r.events, "save")[0];
    if (of(r.events, "damage").length && save && save.success === saved) return r;
  }
  throw new Error("no such seed");
}

describe("1.184 dragon turtle's Tail", () => {
  beforeAll(withGeometry);

  it("on a failed save: the damage, a push of 10 feet straight away from the turtle, and prone", () => {
    const r = hitWith(false);
    expect(of(r.events, "damage")[0]).toMatchObject({ who: "Fighter", type: "bludgeoning" });
    expect(of(r.events, "pushed")).toEqual([
      {
        t: "pushed",
        who: "Fighter",
        by: "Dragon Turtle 1",
        path: [
          [6, 4],
          [7, 4],
          [8, 4],
        ],
      },
    ]);
    expect(r.state.combatants["Fighter"]!.at).toEqual([8, 4]);
    expect(r.state.combatants["Fighter"]!.conditions.map((c) => c.id)).toContain("prone");
    expect(r.events.map((e) => formatEvent(e))).toContain("Fighter is pushed by Dragon Turtle 1 to 8,4");
  });

  it("on a successful save: the full damage still, but no push and no prone", () => {
    const r = hitWith(true);
    const dmg = of(r.events, "damage")[0]!;
    expect(dmg.why).toBeUndefined();
    expect(of(r.events, "pushed")).toEqual([]);
    expect(r.state.combatants["Fighter"]!.at).toEqual([6, 4]);
    expect(r.state.combatants["Fighter"]!.conditions.map((c) => c.id)).not.toContain("prone");
  });

  it("a miss pushes no one and calls for no save", () => {
    for (let seed = 1; seed < 300; seed++) {
      const r = swing(seed);
      if (of(r.events, "damage").length) continue;
      expect(of(r.events, "save")).toEqual([]);
      expect(of(r.events, "pushed")).toEqual([]);
      return;
    }
    throw new Error("no miss");
  });
});
