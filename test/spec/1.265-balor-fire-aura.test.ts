// 1.265 — the balor's Fire Aura: an aura with no `conditions` whose `harms` (3d6 fire) the balor deals at the start
// of each of its own turns to every creature within 5 feet, whichever side it is on.
import { beforeAll, describe, expect, it } from "vitest";
import { of, withGeometry } from "../combat/helpers.js";
import { endUntil, fighter, turnOf } from "./fixtures/auras.js";

const board = { width: 10, height: 5 };

function fight(fighterAt: [number, number]) {
  return turnOf("Fighter", { party: [fighter], enemies: ["monsters/balor", "monsters/goblin"], board }, (s) => {
    s.combatants["Balor 1"]!.at = [5, 2];
    s.combatants["Goblin 1"]!.at = [5, 3];
    // The balor's first turn may already have burnt the goblin where it was set up.
    s.combatants["Goblin 1"]!.hp = 100;
    s.combatants["Goblin 1"]!.status = "standing";
    s.combatants["Fighter"]!.at = fighterAt;
    s.combatants["Fighter"]!.hp = 100;
  });
}

describe("1.265 balor's Fire Aura", () => {
  beforeAll(withGeometry);

  it("deals 3d6 fire from the balor to everyone within 5 feet at the start of its turn, its own side too", () => {
    const r = endUntil(fight([4, 2]), "Balor 1");
    const fire = of(r.events, "damage").filter((e) => e.type === "fire");
    expect(fire.map((e) => [e.who, e.source])).toEqual([
      ["Fighter", "Balor 1"],
      ["Goblin 1", "Balor 1"],
    ]);
    for (const e of fire) {
      expect(e.dice?.expr).toBe("3d6");
      expect(e.rolled).toBeGreaterThanOrEqual(3);
      expect(e.rolled).toBeLessThanOrEqual(18);
    }
    expect(r.state.combatants["Fighter"]!.hp).toBe(100 - fire[0]!.taken);
  });

  it("spares whoever stands farther away, and spreads no condition", () => {
    const r = endUntil(fight([1, 2]), "Balor 1");
    expect(of(r.events, "damage").filter((e) => e.who === "Fighter")).toEqual([]);
    expect(of(r.events, "aura")).toEqual([]);
  });

  it("deals nothing at the start of anyone else's turn", () => {
    const at = endUntil(fight([4, 2]), "Balor 1").state;
    const r = endUntil(at, "Balor 1");
    const byTurn = r.events.filter((e) => e.t === "turn" || (e.t === "damage" && e.type === "fire"));
    // Fire comes only right after the balor's own turn begins.
    byTurn.forEach((e, i) => {
      if (e.t === "damage")
        expect(
          byTurn
            .slice(0, i)
            .filter((x) => x.t === "turn")
            .at(-1),
        ).toMatchObject({ who: "Balor 1" });
    });
  });
});
