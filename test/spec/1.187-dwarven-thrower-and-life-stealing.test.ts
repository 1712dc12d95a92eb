// 1.187 — "A `plus` clause can say `"not": { "types": ["construct", "undead"] }` to skip targets of those types,
// `"blow": "ranged"` to count only on a thrown or shot strike (dwarven thrower), or `"melee"` to count only on a
// strike within reach, and `"tempHp": true` gives the wielder temporary hit points equal to the damage it dealt
// (sword of life stealing)."
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { ruleset, wielder } from "./fixtures/item-attacks.js";
import { strikeFor } from "./fixtures/strike.js";

const placed = (fighter: [number, number], golem: [number, number]) => (s: CombatState) => {
  s.combatants["Fighter"]!.at = fighter;
  s.combatants["Golem 1"]!.at = golem;
};

describe("1.187 plus[].blow: the dwarven thrower", () => {
  beforeAll(withGeometry);

  it("thrown at a foe beyond reach, its extra 1d8 counts", () => {
    const step = strikeFor(
      ruleset,
      wielder("dwarven-thrower"),
      ["monsters/golem"],
      "Golem 1",
      "hit",
      placed([2, 5], [5, 5]),
      true,
    );
    expect(of(step.events, "damage").map((d) => [d.who, d.type])).toEqual([
      ["Golem 1", "bludgeoning"],
      ["Golem 1", "bludgeoning"],
    ]);
  });

  it("swung at a foe within reach, it does not", () => {
    const step = strikeFor(
      ruleset,
      wielder("dwarven-thrower"),
      ["monsters/golem"],
      "Golem 1",
      "hit",
      placed([4, 5], [5, 5]),
      true,
    );
    expect(of(step.events, "damage")).toHaveLength(1);
  });

  it("without a board a weapon that is also held strikes within reach: no extra die", () => {
    const step = strikeFor(ruleset, wielder("dwarven-thrower"), ["monsters/golem"], "Golem 1", "hit");
    expect(of(step.events, "damage")).toHaveLength(1);
  });
});

describe("1.187 plus[].not and plus[].tempHp: the sword of life stealing", () => {
  beforeAll(withGeometry);

  it("a humanoid takes the extra 10 necrotic, and the wielder gains as many temporary points as it took", () => {
    const step = strikeFor(ruleset, wielder("sword-of-life-stealing"), ["monsters/guard"], "Guard 1", "hit");
    const necrotic = of(step.events, "damage").filter((d) => d.type === "necrotic");
    expect(necrotic.map((d) => [d.who, d.rolled, d.taken])).toEqual([["Guard 1", 10, 10]]);
    expect(of(step.events, "temporary")).toEqual([{ t: "temporary", who: "Fighter", amount: 10 }]);
    expect(step.state.combatants["Fighter"]!.temp).toBe(10);
  });

  it("a construct or an undead is skipped: no necrotic, no temporary points", () => {
    for (const [foe, name] of [
      ["monsters/golem", "Golem 1"],
      ["monsters/ghoul", "Ghoul 1"],
    ]) {
      const step = strikeFor(ruleset, wielder("sword-of-life-stealing"), [foe!], name!, "hit");
      expect(of(step.events, "damage").map((d) => d.type)).toEqual(["slashing"]);
      expect(of(step.events, "temporary")).toEqual([]);
      expect(step.state.combatants["Fighter"]!.temp).toBe(0);
    }
  });

  it("temporary points do not stack: more already held stay", () => {
    const step = strikeFor(ruleset, wielder("sword-of-life-stealing"), ["monsters/guard"], "Guard 1", "hit", (s) => {
      s.combatants["Fighter"]!.temp = 12;
    });
    expect(of(step.events, "temporary")).toEqual([]);
    expect(step.state.combatants["Fighter"]!.temp).toBe(12);
  });
});
