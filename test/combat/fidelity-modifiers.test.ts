// Modifier keys of the base format that a fight reads: `dice` on attacks and saves (Bless's 1d4), `damage`
// (added to the holder's blows), `damage-taken` (added to what the holder takes, never below 0) and `checks`.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { edit, fighter, of, ruleset, withGeometry, wizard } from "./helpers.js";

const doc: RulesetDoc = structuredClone(ruleset) as RulesetDoc;
(doc.combat!.conditions as unknown[]).push(
  {
    id: "bless-dice",
    label: "Blessed",
    modifiers: [
      { to: "attacks", dice: "1d4" },
      { to: "saves", dice: "1d4" },
    ],
  },
  { id: "raging", label: "Raging", modifiers: [{ to: "damage", flat: 2 }] },
  { id: "warded", label: "Warded", modifiers: [{ to: "damage-taken", flat: -3 }] },
  { id: "aura-ward", label: "Warded by an aura", modifiers: [{ to: "attacks", flat: 5, within: 10 }] },
  { id: "dazed", label: "Dazed", modifiers: [{ to: "checks", mode: "disadvantage", flat: -2 }] },
);

/** The fighter's turn against a tough goblin; `conds` maps combatants to the conditions they hold. */
function fighterTurn(seed: number, conds: Record<string, string[]>): CombatState {
  const { state } = startCombat(doc, { party: [fighter, wizard], enemies: ["monsters/goblin"], seed });
  return edit(state, (s) => {
    s.stack = [];
    s.ending = false;
    s.turn = s.order.indexOf("Fighter");
    for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 0 };
    s.combatants["Goblin 1"]!.hp = s.combatants["Goblin 1"]!.maxHp = 500;
    for (const [who, ids] of Object.entries(conds)) s.combatants[who]!.conditions = ids.map((id) => ({ id }));
  });
}

function strike(state: CombatState) {
  const r = choose(doc, state, { option: "use:gear/longsword", targets: ["Goblin 1"] });
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r.events;
}

describe("modifier keys in a fight", () => {
  beforeAll(withGeometry);

  it("Bless's 1d4 is rolled onto each attack: the bonus rises by 1 to 4", () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const plain = of(strike(fighterTurn(seed, {})), "attack")[0]!;
      const blessed = of(strike(fighterTurn(seed, { Fighter: ["bless-dice"] })), "attack")[0]!;
      const more = blessed.bonus - plain.bonus;
      expect(more).toBeGreaterThanOrEqual(1);
      expect(more).toBeLessThanOrEqual(4);
      seen.add(more);
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  it("`damage` adds to the holder's blow and `damage-taken` to what the holder takes, never below 0", () => {
    let hits = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const plain = of(strike(fighterTurn(seed, {})), "damage");
      if (!plain.length) continue;
      hits++;
      const raging = of(strike(fighterTurn(seed, { Fighter: ["raging"] })), "damage")[0]!;
      expect(raging.rolled).toBe(plain[0]!.rolled + 2);
      const warded = of(strike(fighterTurn(seed, { "Goblin 1": ["warded"] })), "damage")[0]!;
      expect(warded.taken).toBe(Math.max(0, plain[0]!.rolled - 3));
    }
    expect(hits).toBeGreaterThan(5);
  });

  it("Bless's 1d4 is rolled onto saves too", () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) {
      const cast = (conds: Record<string, string[]>) => {
        const s = edit(fighterTurn(seed, conds), (d) => {
          d.turn = d.order.indexOf("Wizard");
        });
        const r = choose(doc, s, { option: "use:spells/hold-person", targets: ["Goblin 1"] });
        if ("rejected" in r) throw new Error(r.rejected.message);
        return of(r.events, "save")[0]!;
      };
      const more = cast({ "Goblin 1": ["bless-dice"] }).bonus - cast({}).bonus;
      expect(more).toBeGreaterThanOrEqual(1);
      expect(more).toBeLessThanOrEqual(4);
      seen.add(more);
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  it("initiative is a check: a sheet's held condition with `checks` modifiers rolls it at disadvantage, -2", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const dazed = { ...fighter, live: { ...fighter.live, conditions: ["dazed"] } };
      const plain = of(startCombat(doc, { party: [fighter], enemies: ["monsters/goblin"], seed }).events, "initiative");
      const slow = of(startCombat(doc, { party: [dazed], enemies: ["monsters/goblin"], seed }).events, "initiative");
      const a = plain.find((e) => e.who === "Fighter")!;
      const b = slow.find((e) => e.who === "Fighter")!;
      expect(a.d20.mode).toBe("normal");
      expect(b.d20.mode).toBe("disadvantage");
      expect(b.d20.rolls).toHaveLength(2);
      expect(b.bonus).toBe(a.bonus - 2);
    }
  });

  it("a modifier `within` counts only while its holder stands that close to the condition's source (on a board)", () => {
    const bonusWith = (wizardAt: [number, number], cond: boolean) => {
      const { state } = startCombat(doc, {
        party: [fighter, wizard],
        enemies: ["monsters/goblin"],
        seed: 3,
        board: { width: 12, height: 8 },
      });
      const s = edit(state, (d) => {
        d.stack = [];
        d.ending = false;
        d.turn = d.order.indexOf("Fighter");
        d.combatants.Fighter!.budgets = { action: 1, bonus: 1, reaction: 0 };
        d.combatants.Fighter!.at = [1, 1];
        d.combatants["Goblin 1"]!.at = [2, 1];
        d.combatants.Wizard!.at = wizardAt;
        d.combatants["Goblin 1"]!.hp = d.combatants["Goblin 1"]!.maxHp = 500;
        if (cond) d.combatants.Fighter!.conditions = [{ id: "aura-ward", source: "Wizard" }];
      });
      return of(strike(s), "attack")[0]!.bonus;
    };
    const plain = bonusWith([1, 2], false);
    expect(bonusWith([1, 2], true)).toBe(plain + 5);
    expect(bonusWith([1, 3], true)).toBe(plain + 5);
    expect(bonusWith([1, 4], true)).toBe(plain);
    expect(bonusWith([9, 7], true)).toBe(plain);
  });
});
