// Base keys of catalog entries, each from a 5e example in the fixture, on a board and without where it matters.
import { beforeAll, describe, expect, it } from "vitest";
import { choose, options } from "../../src/combat/index.js";
import {
  cleric,
  fighter,
  of,
  paladin,
  rogue,
  ruleset,
  start,
  take,
  turnOf,
  withGeometry,
  wizard,
} from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const startRng = (seed: number) => start({ party: [wizard], enemies: ["monsters/goblin"], seed }).state.rng;
const diceSum = (e: { dice?: { dice: { value: number }[] } }) => e.dice!.dice.reduce((a, d) => a + d.value, 0);

describe("base keys through 5e examples", () => {
  beforeAll(withGeometry);

  it("kind, range, targets, attackRoll, damageType, scales: Fire Bolt at wizard level 5 rolls 2d10 fire, only within 120 ft", () => {
    const s = turnOf(
      "Wizard",
      { party: [wizard], enemies: [{ creature: "monsters/goblin", count: 2 }], board: { width: 30, height: 3 } },
      (x) => {
        x.combatants["Wizard"]!.at = [0, 1];
        x.combatants["Goblin 1"]!.at = [20, 1];
        x.combatants["Goblin 2"]!.at = [29, 1];
      },
    );
    const bolt = options(ruleset, s).find((o) => o.id === "use:spells/fire-bolt")!;
    expect(bolt.targets!.candidates).toEqual(["Goblin 1"]);
    for (let seed = 1; seed < 100; seed++) {
      const r = take({ ...s, rng: startRng(seed) }, { option: "use:spells/fire-bolt", targets: ["Goblin 1"] });
      expect(of(r.events, "attack")).toHaveLength(1);
      const dmg = of(r.events, "damage")[0];
      if (!dmg) continue;
      expect(dmg.type).toBe("fire");
      // A critical doubles the dice: 2d10 at level 5, 4d10 on a critical.
      expect([2, 4]).toContain(dmg.dice!.dice.length);
      expect(dmg.dice!.dice.every((d) => d.sides === 10)).toBe(true);
      return;
    }
    throw new Error("no hit in 100 seeds");
  });

  it("area, save, cost, perCostStep: Fireball paid at level 3 is 8d6 fire, half on a dex save; on a board it catches by area", () => {
    const s = turnOf(
      "Wizard",
      { party: [wizard], enemies: [{ creature: "monsters/goblin", count: 2 }], board: { width: 30, height: 8 } },
      (x) => {
        x.combatants["Wizard"]!.at = [0, 0];
        x.combatants["Goblin 1"]!.at = [10, 4];
        x.combatants["Goblin 2"]!.at = [25, 4];
        x.combatants["Goblin 1"]!.hp = 99;
        x.combatants["Goblin 1"]!.maxHp = 99;
      },
    );
    const r = take(s, { option: "use:spells/fireball", at: [10, 4], pay: "slot_3" });
    expect(of(r.events, "save").map((e) => e.who)).toEqual(["Goblin 1"]);
    const dmg = of(r.events, "damage")[0]!;
    expect(dmg.dice!.dice).toHaveLength(8);
    const save = of(r.events, "save")[0]!;
    expect(dmg.taken).toBe(save.success ? Math.floor(diceSum(dmg) / 2) : diceSum(dmg));
    expect(r.state.combatants["Wizard"]!.pools["slot_3"]).toBe(s.combatants["Wizard"]!.pools["slot_3"]! - 1);
  });

  it("without a board an area is aimed at creatures; friendlyFire: false spares the user's side", () => {
    const edited = structuredClone(ruleset);
    const fireball = edited.catalogs!["spells"]!.entries.find((e) => e.id === "fireball") as unknown as {
      mechanics: Record<string, unknown>;
    };
    fireball.mechanics["friendlyFire"] = false;
    const spare = loadedDoc(edited);
    const s = turnOf("Wizard", { party: [wizard, fighter], enemies: ["monsters/goblin"] });
    expect(options(ruleset, s).find((o) => o.id === "use:spells/fireball")!.targets!.candidates).toEqual([
      "Fighter",
      "Goblin 1",
    ]);
    expect(options(spare, s).find((o) => o.id === "use:spells/fireball")!.targets!.candidates).toEqual(["Goblin 1"]);
  });

  it("autoHit, targetCount, perCostStep: Magic Missile hits without a roll; paid at level 2 it adds 1d4 + 1", () => {
    const s = turnOf("Wizard", { party: [wizard], enemies: ["monsters/goblin"] }, (x) => {
      x.combatants["Goblin 1"]!.hp = 99;
    });
    const r = take(s, { option: "use:spells/magic-missile", targets: ["Goblin 1"], pay: "slot_2" });
    expect(of(r.events, "attack")).toHaveLength(0);
    const dmg = of(r.events, "damage")[0]!;
    expect(dmg.dice!.dice).toHaveLength(4);
    expect(dmg.rolled).toBe(diceSum(dmg) + 4);
  });

  it("targetsPerCostStep, applies, concentration: Hold Person at level 3 takes two targets and holds them while concentrating", () => {
    const s = turnOf("Wizard", { party: [wizard], enemies: [{ creature: "monsters/goblin", count: 2 }] });
    const hold = options(ruleset, s).find((o) => o.id === "use:spells/hold-person")!;
    expect(hold.payments!.find((p) => p.pool === "slot_3")!.maxTargets).toBe(2);
    expect(hold.payments!.find((p) => p.pool === "slot_2")!.maxTargets ?? 1).toBe(1);
    const r = take(s, { option: "use:spells/hold-person", targets: ["Goblin 1", "Goblin 2"], pay: "slot_3" });
    expect(of(r.events, "save")).toHaveLength(2);
    expect(r.state.combatants["Wizard"]!.concentration).not.toBeNull();
    for (const save of of(r.events, "save"))
      expect(r.state.combatants[save.who]!.conditions.some((c) => c.id === "paralyzed")).toBe(!save.success);
  });

  it("temporary: False Life gives 1d4 + 4 temporary hit points", () => {
    const s = turnOf("Wizard", { party: [wizard], enemies: ["monsters/goblin"] });
    const r = take(s, { option: "use:spells/false-life", targets: ["Wizard"], pay: "slot_1" });
    const temp = of(r.events, "temporary")[0]!;
    expect(temp.amount).toBeGreaterThanOrEqual(5);
    expect(temp.amount).toBeLessThanOrEqual(8);
    expect(r.state.combatants["Wizard"]!.temp).toBe(temp.amount);
  });

  it("free, gives: Action Surge spends nothing and gives one more action", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"] });
    const r = take(s, { option: "use:features/action-surge", targets: ["Fighter"], pay: "action_surge" });
    expect(r.state.combatants["Fighter"]!.budgets["action"]).toBe(2);
    expect(r.state.combatants["Fighter"]!.budgets["bonus"]).toBe(1);
  });

  it("standard: Cunning Action offers dash and disengage on the bonus budget", () => {
    const s = turnOf("Rogue", { party: [rogue], enemies: ["monsters/goblin"], board: { width: 10, height: 3 } });
    const ids = options(ruleset, s).map((o) => o.id);
    expect(ids).toContain("std:dash@bonus");
    expect(ids).toContain("std:disengage@bonus");
    expect(ids).not.toContain("std:dodge@bonus");
  });

  it("rider, budget: Divine Smite rides on a melee hit, 2d8 radiant paid from a slot", () => {
    const s = turnOf("Paladin", { party: [paladin], enemies: ["monsters/goblin"] }, (x) => {
      x.combatants["Goblin 1"]!.hp = 99;
      x.combatants["Goblin 1"]!.maxHp = 99;
    });
    for (let seed = 0; seed < 50; seed++) {
      const st = { ...s, rng: startRng(seed) };
      const r = choose(ruleset, st, { option: "use:gear/longsword", targets: ["Goblin 1"] });
      if ("rejected" in r || !of(r.events, "damage").length) continue;
      const menu = options(ruleset, r.state);
      expect(menu.map((o) => o.id)).toContain("rider:features/divine-smite");
      const smite = take(r.state, { option: "rider:features/divine-smite", targets: ["Goblin 1"], pay: "slot_1" });
      const radiant = of(smite.events, "damage").find((d) => d.type === "radiant")!;
      expect(radiant.dice!.dice.every((d) => d.sides === 8)).toBe(true);
      expect([2, 4]).toContain(radiant.dice!.dice.length);
      return;
    }
    throw new Error("no hit in 50 seeds");
  });

  it("check: Shove rolls athletics against 12 and knocks prone on a success", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"] });
    const r = take(s, { option: "use:features/shove", targets: ["Goblin 1"] });
    const check = of(r.events, "check")[0]!;
    expect(check.difficulty).toBe(12);
    expect(r.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "prone")).toBe(check.success);
  });

  it("reaction: Shield is offered in the hit window of an attack on its holder", () => {
    for (let seed = 1; seed < 200; seed++) {
      const s = turnOf("Goblin 1", { party: [wizard], enemies: ["monsters/goblin"], seed });
      const r = take(s, { option: "use:action:scimitar", targets: ["Wizard"] });
      const window = of(r.events, "window")[0];
      if (!window) continue;
      expect(window.moment).toBe("hit");
      expect(options(ruleset, r.state).map((o) => o.id)).toEqual(["react:spells/shield", "pass"]);
      return;
    }
    throw new Error("no hit in 200 seeds");
  });

  it("heal: Cure Wounds heals 1d8 + wis mod by touch", () => {
    const s = turnOf("Cleric", { party: [cleric, fighter], enemies: ["monsters/goblin"] }, (x) => {
      x.combatants["Fighter"]!.hp = 3;
    });
    const r = take(s, { option: "use:spells/cure-wounds", targets: ["Fighter"], pay: "slot_1" });
    const heal = of(r.events, "heal")[0]!;
    expect(heal.amount).toBe(diceSum(heal) + 3);
  });
});
