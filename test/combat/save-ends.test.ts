import { describe, expect, it } from "vitest";
import { type CombatState, choose, startCombat } from "../../src/combat/index.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { withEntry } from "../support/loaded.js";
import { of, ruleset, wizard } from "./helpers.js";

/** Ray of Sickness-like: Hold Person with no save to land, lasting 10 rounds, which a con save ends at turn start. */
function withSaveEnds(): RulesetDoc {
  return withEntry<EntryDef>(ruleset, "spells/hold-person", (hold) => ({
    ...hold,
    mechanics: {
      kind: "debuff",
      range: 60,
      targets: "enemy",
      autoHit: true,
      save: { save: "wis_save", difficulty: 13 },
      applies: [{ condition: "paralyzed", duration: { rounds: 10 }, saveEnds: { save: "con_save", at: "turn-start" } }],
      cost: { group: "slot", level: 2 },
    },
  }));
}

describe("saveEnds", () => {
  it("the holder repeats the named save at the start of each of its turns; a success ends the condition", () => {
    const doc = withSaveEnds();
    for (let seed = 1; seed < 200; seed++) {
      let s: CombatState = structuredClone(
        startCombat(doc, { party: [wizard], enemies: ["monsters/goblin"], seed }).state,
      );
      s.turn = s.order.indexOf("Wizard");
      s.stack = [];
      s.combatants["Wizard"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      const r = choose(doc, s, { option: "use:spells/hold-person", targets: ["Goblin 1"], pay: "slot_2" });
      if ("rejected" in r) throw new Error(r.rejected.code);
      if (!r.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "paralyzed")) continue;
      s = r.state;
      const ended = choose(doc, s, { option: "end" });
      if ("rejected" in ended) throw new Error(ended.rejected.code);
      const saves = of(ended.events, "save").filter((e) => e.who === "Goblin 1");
      // The goblin's turn starts: its con save against the use's difficulty decides whether it stays paralyzed.
      expect(saves[0]).toMatchObject({ save: "con_save", difficulty: 13, why: "ends paralyzed" });
      const still = ended.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "paralyzed");
      expect(still).toBe(!saves[0]!.success);
      if (saves[0]!.success) return;
    }
    throw new Error("no successful save in 200 seeds");
  });
});
