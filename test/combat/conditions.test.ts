import { describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { cleric, fighter, of, ruleset, take, turnOf, wizard } from "./helpers.js";

describe("conditions and concentration", () => {
  it("Hold Person: a failed save paralyzes until a save at the end of the holder's turn; concentration holds it up", () => {
    for (let seed = 1; seed <= 100; seed++) {
      const s = turnOf("Wizard", { party: [wizard], enemies: ["monsters/goblin"], seed });
      const r = take(s, { option: "use:spells/hold-person", targets: ["Goblin 1"] });
      const saved = of(r.events, "save")[0]!;
      if (saved.success) continue;
      const goblin = r.state.combatants["Goblin 1"]!;
      expect(goblin.conditions[0]).toMatchObject({ id: "paralyzed", source: "Wizard", sustained: true });
      expect(goblin.conditions[0]!.saveEnds).toMatchObject({ save: "wis_save", difficulty: 14, at: "turn-end" });
      expect(r.state.combatants["Wizard"]!.concentration).toMatchObject({ use: "spells/hold-person" });
      // A paralyzed goblin is incapacitated: its turn offers only the end.
      const st = take(r.state, { option: "end" }).state;
      if (st.order[st.turn] === "Goblin 1") expect(options(ruleset, st).map((o) => o.id)).toEqual(["end"]);
      // Casting another concentration spell ends the hold.
      const again = turnOf("Wizard", { party: [wizard], enemies: ["monsters/goblin"], seed }, (x) => {
        x.combatants["Goblin 1"]!.conditions = structuredClone(goblin.conditions);
        x.combatants["Wizard"]!.concentration = { use: "spells/hold-person", name: "Hold Person" };
      });
      const recast = take(again, { option: "use:spells/hold-person", targets: ["Goblin 1"] });
      const ends = of(recast.events, "concentration").filter((e) => e.what === "end");
      expect(ends[0]).toMatchObject({ why: "replaced" });
      return;
    }
    throw new Error("no failed save");
  });

  it("concentration: damage calls for a save against the larger of 10 and half the damage; failing ends Bless on everyone", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const s = turnOf("Cleric", { party: [cleric, fighter], enemies: ["monsters/goblin"], seed });
      const blessed = take(s, { option: "use:spells/bless", targets: ["Cleric", "Fighter"] }).state;
      expect(blessed.combatants["Fighter"]!.conditions.map((c) => c.id)).toEqual(["blessed"]);
      const st = structuredClone(blessed);
      st.turn = st.order.indexOf("Goblin 1");
      st.combatants["Goblin 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      const r = take(st, { option: "use:action:scimitar", targets: ["Cleric"] });
      const conc = of(r.events, "save").find((e) => e.why === "concentration");
      if (!conc || conc.success) continue;
      expect(conc.difficulty).toBe(10);
      expect(r.state.combatants["Cleric"]!.concentration).toBeNull();
      expect(r.state.combatants["Fighter"]!.conditions).toEqual([]);
      expect(of(r.events, "condition-ended").every((e) => e.why === "concentration ended")).toBe(true);
      return;
    }
    throw new Error("no failed concentration save");
  });

  it("rounds counted on the source's turns: Ray of Frost's chill ends at the end of the caster's next turn", () => {
    for (let seed = 1; seed <= 100; seed++) {
      const s = turnOf("Wizard", { party: [wizard], enemies: ["monsters/wolf"], seed }, (x) => {
        x.combatants["Wolf 1"]!.hp = x.combatants["Wolf 1"]!.maxHp = 100;
      });
      const r = take(s, { option: "use:spells/ray-of-frost", targets: ["Wolf 1"] });
      if (!r.state.combatants["Wolf 1"]!.conditions.length) continue;
      expect(r.state.combatants["Wolf 1"]!.conditions[0]).toMatchObject({ id: "chilled", of: "source" });
      // The turn of the cast does not count; the chill lasts to the end of the wizard's next turn.
      let st = take(r.state, { option: "end" }).state;
      expect(st.combatants["Wolf 1"]!.conditions).toHaveLength(1);
      for (let i = 0; i < 10 && st.order[st.turn] !== "Wizard" && !st.outcome; i++)
        st = take(st, { option: "end" }).state;
      if (st.outcome) return;
      expect(st.combatants["Wolf 1"]!.conditions).toHaveLength(1);
      st = take(st, { option: "end" }).state;
      expect(st.combatants["Wolf 1"]!.conditions).toHaveLength(0);
      return;
    }
    throw new Error("no hit");
  });

  it("temporary points absorb damage first and do not stack", () => {
    const s = turnOf("Wizard", { party: [wizard], enemies: ["monsters/goblin"] });
    const r = take(s, { option: "use:spells/false-life", targets: ["Wizard"] });
    const temp = r.state.combatants["Wizard"]!.temp;
    expect(temp).toBeGreaterThanOrEqual(5);
    expect(temp).toBeLessThanOrEqual(8);
  });
});
