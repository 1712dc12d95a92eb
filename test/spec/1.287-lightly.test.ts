// 1.287 — `lightly`: a foe that sees the hider only in light obscurement has its passive Perception lowered by
// `lightly` (5 when not written). In a dungeon the fighter's torch sheds dim light from 20 to 40 feet: a goblin
// 30 feet away is seen only dimly and can hide from the fighter; one 15 feet away is in bright light and cannot.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options, type Step, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";
import { ruleset as sightRules } from "./fixtures/sight.js";

const FIGHTER_PERCEPTION = Math.floor(((fighter.abilities["wis"] ?? 10) - 10) / 2);

function rules(lightly?: number): RulesetDoc {
  const combat = sightRules.combat!;
  return loadedDoc({
    ...sightRules,
    capabilityApi: "1.294",
    combat: {
      ...combat,
      standard: [...(combat.standard ?? []), { id: "hide", label: "Hide", budget: "action" }],
      checks: [
        ...(combat.checks ?? []),
        { id: "stealth", label: "Dexterity (Stealth)", ability: "dex" },
        { id: "perception", label: "Wisdom (Perception)", ability: "wis" },
      ],
      hiding: { stealth: "stealth", perception: "perception", ...(lightly !== undefined ? { lightly } : {}) },
    },
  });
}

/** The goblin's turn in the dungeon, `cells` away from the torch-bearing fighter. */
function goblinTurn(doc: RulesetDoc, cells: number, seed = 1): CombatState {
  const s = structuredClone(
    startCombat(doc, {
      seed,
      party: [fighter],
      enemies: ["monsters/goblin"],
      board: { width: 20, height: 9 },
      scene: { location: "dungeon" },
    }).state,
  );
  s.turn = s.order.indexOf("Goblin 1");
  s.combatants["Fighter"]!.at = [0, 4];
  s.combatants["Goblin 1"]!.at = [cells, 4];
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  return s;
}

function hide(doc: RulesetDoc, s: CombatState): Step {
  const r = choose(doc, s, { option: "std:hide@action" });
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r;
}

describe("1.287 lightly", () => {
  beforeAll(withGeometry);

  it("seen only in dim light, the fighter's passive is 10 + Perception less 5 (the default)", () => {
    const doc = rules();
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 16; seed++) {
      const r = hide(doc, goblinTurn(doc, 6, seed));
      const check = of(r.events, "check")[0]!;
      expect(check.difficulty).toBe(10 + FIGHTER_PERCEPTION - 5);
      const hidden = check.total >= check.difficulty;
      outcomes.add(hidden);
      const cond = r.state.combatants["Goblin 1"]!.conditions.find((c) => c.id === "std:hidden-from");
      expect(cond?.from).toEqual(hidden ? ["Fighter"] : undefined);
    }
    expect([...outcomes]).toContain(true);
  });

  it("takes off the ruleset's own `lightly`", () => {
    const doc = rules(2);
    const check = of(hide(doc, goblinTurn(doc, 6)).events, "check")[0]!;
    expect(check.difficulty).toBe(10 + FIGHTER_PERCEPTION - 2);
  });

  it("in the torch's bright light the fighter sees the goblin clearly: no Hide", () => {
    const doc = rules();
    expect(options(doc, goblinTurn(doc, 3)).some((o) => o.id === "std:hide@action")).toBe(false);
    expect(options(doc, goblinTurn(doc, 6)).some((o) => o.id === "std:hide@action")).toBe(true);
  });
});
