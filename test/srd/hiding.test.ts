// The SRD's hiding (1.287): every creature's Stealth and Perception checks come from its stat block (its skill
// bonus, else its ability modifier), so its passive Perception is the one the SRD prints.
import { describe, expect, it } from "vitest";
import { passiveAgainst } from "../../src/capabilities/hiding/hiding.js";
import { makeCtx } from "../../src/combat/context.js";
import { type CombatState, startCombat } from "../../src/combat/index.js";
import { checkBonus } from "../../src/combat/stats.js";
import type { Combatant } from "../../src/combat/types.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { creatures, mod, ruleset } from "./helpers.js";

/** Passive Perception as the SRD prints it. */
const PRINTED: Record<string, number> = { goblin: 9, wolf: 13, guard: 12, scout: 15, owlbear: 13, troll: 12 };

const state: CombatState = startCombat(ruleset, {
  seed: 1,
  party: [srd5eCharacter("rogue-3")!],
  enemies: ["creatures/goblin"],
  noBoard: true,
}).state;
const ctx = makeCtx(ruleset, state);
const as = (id: string) => ({ ...state.combatants["Goblin 1"]!, creature: `creatures/${id}` }) as Combatant;

describe("srd5e hiding", () => {
  it("names its checks and the SRD's passive base", () => {
    expect(ruleset.combat?.hiding).toMatchObject({ stealth: "stealth", perception: "perception", passive: 10 });
  });

  for (const c of creatures()) {
    it(`${c.id}: Stealth and Perception from its stat block`, () => {
      expect(checkBonus(ruleset, state, as(c.id), "stealth")).toBe(
        c.skills?.["stealth"] ?? mod(c.abilities["dex"] ?? 10),
      );
      expect(checkBonus(ruleset, state, as(c.id), "perception")).toBe(
        c.skills?.["perception"] ?? mod(c.abilities["wis"] ?? 10),
      );
    });
  }

  it("gives the printed passive Perception", () => {
    const rules = ruleset.combat!.hiding!;
    const rogue = state.combatants[srd5eCharacter("rogue-3")!.name]!;
    for (const [id, passive] of Object.entries(PRINTED))
      expect([id, passiveAgainst(ctx, rules, as(id), rogue)]).toEqual([id, passive]);
  });
});
