import { describe, expect, it } from "vitest";
import { choose, options } from "../../src/combat/index.js";
import { edit, fighter, of, paladin, ruleset, take, turnOf, wizard } from "./helpers.js";

describe("attacks without a board", () => {
  it("any standing enemy is in reach of a melee attack, and a hit deals the weapon's dice plus the ability", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const s = turnOf("Fighter", { party: [fighter], enemies: [{ creature: "monsters/goblin", count: 2 }], seed });
      const sword = options(ruleset, s).find((o) => o.id === "use:gear/longsword")!;
      expect(sword.targets!.candidates).toEqual(expect.arrayContaining(["Goblin 1", "Goblin 2"]));
      const { events } = take(s, { option: sword.id, targets: ["Goblin 2"] });
      const [attack] = of(events, "attack");
      expect(attack!.bonus).toBe(5); // +3 Strength, +2 proficiency
      expect(attack!.total).toBe(attack!.d20.natural + 5);
      const dmg = of(events, "damage")[0];
      if (attack!.result === "miss") expect(dmg).toBeUndefined();
      else {
        expect(dmg!.dice!.flat).toBe(3);
        expect(dmg!.dice!.dice).toHaveLength(attack!.result === "critical" ? 2 : 1);
      }
    }
  });

  it("advantage and disadvantage cancel: prone attacker against a paralyzed target rolls one die", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"] }, (st) => {
      st.combatants["Fighter"]!.conditions.push({ id: "prone" });
      st.combatants["Goblin 1"]!.conditions.push({ id: "paralyzed" });
    });
    const { events } = take(s, { option: "use:gear/longsword", targets: ["Goblin 1"] });
    expect(of(events, "attack")[0]!.d20.rolls).toHaveLength(1);
    const adv = edit(s, (st) => {
      st.combatants["Fighter"]!.conditions = [];
    });
    const a = of(take(adv, { option: "use:gear/longsword", targets: ["Goblin 1"] }).events, "attack")[0]!;
    expect(a.d20.mode).toBe("advantage");
    expect(a.d20.natural).toBe(Math.max(...a.d20.rolls));
  });

  it("damage types: resistance halves, vulnerability doubles, immunity stops it", () => {
    let seen = 0;
    for (let seed = 1; seed <= 40 && seen < 2; seed++) {
      const s = turnOf("Wizard", { party: [wizard], enemies: ["monsters/fire-imp"], seed });
      const { events } = take(s, { option: "use:spells/fire-bolt", targets: ["Fire Imp 1"] });
      const d = of(events, "damage")[0];
      if (!d) continue;
      seen++;
      expect(d.why).toBe("resisted");
      expect(d.taken).toBe(Math.floor(d.rolled / 2));
    }
    expect(seen).toBeGreaterThan(0);
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/skeleton"] });
    const st = take(s, { option: "use:gear/longsword", targets: ["Skeleton 1"] }).state;
    expect(st.combatants["Skeleton 1"]!.hp).toBeLessThanOrEqual(15);
  });

  it("a save for half: the fireball's targets each save, successes take half", () => {
    const s = turnOf("Wizard", { party: [wizard], enemies: [{ creature: "monsters/goblin", count: 3 }], seed: 4 });
    const fb = options(ruleset, s).find((o) => o.id === "use:spells/fireball")!;
    expect(fb.payments!.map((p) => p.pool)).toEqual(["slot_3"]);
    const { events, state } = take(s, { option: fb.id, targets: ["Goblin 1", "Goblin 2", "Goblin 3"] });
    expect(of(events, "save")).toHaveLength(3);
    for (const sv of of(events, "save")) {
      const d = of(events, "damage").find((x) => x.who === sv.who)!;
      expect(d.why === "halved").toBe(sv.success);
    }
    expect(state.combatants["Wizard"]!.pools["slot_3"]).toBe(1);
  });

  it("paying a higher slot adds perCostStep dice and targetsPerCostStep targets", () => {
    const s = turnOf("Wizard", { party: [wizard], enemies: [{ creature: "monsters/goblin", count: 3 }] });
    const mm = options(ruleset, s).find((o) => o.id === "use:spells/magic-missile")!;
    expect(mm.payments!.map((p) => p.level)).toEqual([1, 2, 3]);
    const { events } = take(s, { option: mm.id, targets: ["Goblin 1"], pay: "slot_3" });
    expect(of(events, "damage")[0]!.dice!.expr).toBe("5d4 + 5");
    const hold = options(ruleset, s).find((o) => o.id === "use:spells/hold-person")!;
    expect(hold.payments!.map((p) => p.maxTargets)).toEqual([1, 2]);
    const r = choose(ruleset, s, { option: hold.id, targets: ["Goblin 1", "Goblin 2"], pay: "slot_2" });
    expect("rejected" in r && r.rejected.code).toBe("too-many-targets");
    take(s, { option: hold.id, targets: ["Goblin 1", "Goblin 2"], pay: "slot_3" });
  });

  it("healing uses the amount plus amountAdd and never passes the maximum; Second Wind spends the bonus budget", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"] }, (st) => {
      st.combatants["Fighter"]!.hp = 5;
    });
    const { state, events } = take(s, { option: "use:features/second-wind", targets: ["Fighter"] });
    const heal = of(events, "heal")[0]!;
    expect(heal.dice!.flat).toBe(3); // the fighter's level
    expect(state.combatants["Fighter"]!.hp).toBe(5 + heal.amount);
    expect(state.combatants["Fighter"]!.budgets["bonus"]).toBe(0);
    expect(options(ruleset, state).some((o) => o.id === "use:features/second-wind")).toBe(false);
  });

  it("Action Surge is free and gives another action", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"] });
    let st = take(s, { option: "use:gear/longsword", targets: ["Goblin 1"] }).state;
    if (st.outcome) return;
    expect(options(ruleset, st).some((o) => o.id === "use:gear/longsword")).toBe(false);
    st = take(st, { option: "use:features/action-surge", targets: ["Fighter"] }).state;
    expect(st.combatants["Fighter"]!.budgets["action"]).toBe(1);
    expect(options(ruleset, st).some((o) => o.id === "use:gear/longsword")).toBe(true);
  });

  it("a critical hit doubles the dice of a rider added on the hit (Divine Smite)", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const s = turnOf("Paladin", { party: [paladin], enemies: ["monsters/wolf"], seed }, (st) => {
        st.combatants["Wolf 1"]!.hp = st.combatants["Wolf 1"]!.maxHp = 100;
      });
      const r = take(s, { option: "use:gear/longsword", targets: ["Wolf 1"] });
      const attack = of(r.events, "attack")[0]!;
      if (attack.result !== "critical") continue;
      const smite = options(ruleset, r.state).find((o) => o.id === "rider:features/divine-smite")!;
      expect(smite.targets!.candidates).toEqual(["Wolf 1"]);
      const after = take(r.state, { option: smite.id, targets: ["Wolf 1"] });
      expect(of(after.events, "damage")[0]!.dice!.expr).toBe("4d8");
      return;
    }
    throw new Error("no critical hit in 200 seeds");
  });
});
