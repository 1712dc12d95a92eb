// Base key `plus`: extra damage clauses dealt on a hit, each with its own dice and type. A flame tongue's blow
// deals its slashing damage plus 2d6 fire; the fire imp resists only the fire clause (halved, rounded down).
import { describe, expect, it } from "vitest";
import { type CombatState, choose, startCombat } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { ruleset as base, fighter, of } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const ruleset = loadedDoc({
  ...base,
  catalogs: {
    ...base.catalogs!,
    features: {
      ...base.catalogs!["features"]!,
      entries: [
        ...base.catalogs!["features"]!.entries,
        {
          id: "flame-tongue",
          name: "Flame Tongue",
          mechanics: {
            kind: "attack",
            range: "touch",
            targets: "enemy",
            attackRoll: { bonus: 5 },
            amount: "1d8 + 3",
            damageType: "slashing",
            plus: [{ dice: "2d6", type: "fire" }],
          },
        },
      ],
    },
  },
});

const wielder: SheetData = { ...fighter, lists: { features: [{ entry: "features/flame-tongue" }] } };

describe("base: plus — a flame tongue's 2d6 fire", () => {
  it("deals the slashing blow and the fire clause on a hit; the fire imp halves only the fire", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const s: CombatState = structuredClone(
        startCombat(ruleset, { party: [wielder], enemies: ["monsters/fire-imp"], seed }).state,
      );
      s.turn = s.order.indexOf("Fighter");
      s.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      s.combatants["Fire Imp 1"]!.hp = 200;
      const r = choose(ruleset, s, { option: "use:features/flame-tongue", targets: ["Fire Imp 1"] });
      if ("rejected" in r) throw new Error(r.rejected.message);
      const attack = of(r.events, "attack")[0]!;
      const damage = of(r.events, "damage");
      seen.add(attack.result);
      if (attack.result === "miss") {
        expect(damage).toEqual([]);
        continue;
      }
      expect(damage.map((d) => d.type)).toEqual(["slashing", "fire"]);
      const [slash, fire] = damage as [(typeof damage)[0], (typeof damage)[0]];
      expect(slash.taken).toBe(slash.rolled);
      expect(fire.dice!.dice.map((d) => d.sides)).toEqual(attack.result === "critical" ? [6, 6, 6, 6] : [6, 6]);
      expect(fire.why).toBe("resisted");
      expect(fire.taken).toBe(Math.floor(fire.rolled / 2));
      expect(r.state.combatants["Fire Imp 1"]!.hp).toBe(200 - slash.taken - fire.taken);
    }
    expect(seen.has("hit")).toBe(true);
  });
});
