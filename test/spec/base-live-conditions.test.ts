// Base keys `live.conditions` (sheet) and `clear.conditions` (rest), from 5e: a fighter still poisoned from an
// earlier fight starts the next one poisoned (attacks at disadvantage), keeps it after the fight unless the fight
// ended it, and a long rest clears it while a short rest does not.
import { describe, expect, it } from "vitest";
import { choose, settleSheets, startCombat } from "../../src/combat/index.js";
import { Rng } from "../../src/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { restSheet } from "../../src/sheet/index.js";
import { ruleset as base, fighter, of } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const ruleset = loadedDoc({
  ...base,
  sheet: {
    ...base.sheet,
    live: {
      ...base.sheet.live,
      conditions: [
        { id: "poisoned", label: "Poisoned" },
        { id: "cursed", label: "Cursed" },
      ],
    },
  },
  rests: [
    { id: "short", label: "Short rest" },
    { id: "long", label: "Long rest", clear: { conditions: ["poisoned"] } },
  ],
});

const sick: SheetData = { ...fighter, live: { conditions: ["poisoned", "cursed"] } };

function fighterActs(sheet: SheetData) {
  const s = structuredClone(startCombat(ruleset, { party: [sheet], enemies: ["monsters/goblin"], seed: 2 }).state);
  s.turn = s.order.indexOf("Fighter");
  s.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  return s;
}

describe("base live.conditions and clear.conditions", () => {
  it("a poisoned sheet starts the fight poisoned, with no timer, and attacks at disadvantage", () => {
    const s = fighterActs(sick);
    // Only the combat condition is held in the fight; `cursed` stays on the sheet.
    expect(s.combatants["Fighter"]!.conditions).toEqual([{ id: "poisoned" }]);
    const r = choose(ruleset, s, { option: "use:gear/longsword", targets: ["Goblin 1"] });
    if ("rejected" in r) throw new Error(r.rejected.message);
    const attack = of(r.events, "attack")[0]!;
    expect(attack.d20.mode).toBe("disadvantage");
    expect(attack.d20.rolls).toHaveLength(2);
    expect(attack.d20.natural).toBe(Math.min(...attack.d20.rolls));
    const healthy = choose(ruleset, fighterActs(fighter), { option: "use:gear/longsword", targets: ["Goblin 1"] });
    if ("rejected" in healthy) throw new Error(healthy.rejected.message);
    expect(of(healthy.events, "attack")[0]!.d20.rolls).toHaveLength(1);
  });

  it("settling writes the held condition back, and drops it when the fight ended it", () => {
    const s = fighterActs(sick);
    expect(settleSheets(ruleset, s)["Fighter"]!.live!.conditions).toEqual(["cursed", "poisoned"]);
    // The fight ends the poison (a host's saved state with it gone, as a cure would leave it).
    const cured = structuredClone(s);
    cured.combatants["Fighter"]!.conditions = [];
    expect(settleSheets(ruleset, cured)["Fighter"]!.live!.conditions).toEqual(["cursed"]);
  });

  it("a long rest clears poisoned; a short rest clears nothing", () => {
    const short = restSheet(ruleset, sick, { rest: "short" }, Rng.fromSeed(1)).sheet;
    expect(short.live!.conditions).toEqual(["poisoned", "cursed"]);
    const long = restSheet(ruleset, sick, { rest: "long" }, Rng.fromSeed(1)).sheet;
    expect(long.live!.conditions).toEqual(["cursed"]);
  });
});
