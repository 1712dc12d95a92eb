// Base — `applies[].endsWhen`, from 5e's Charm Person (the charm ends if the caster or its companions harm the
// target: `harmed-by-source-side`) and Sleep (a sleeper wakes when it takes damage: `damaged`).
import { describe, expect, it } from "vitest";
import { type CombatState, choose, type Step, startCombat } from "../../src/combat/index.js";
import { ruleset as base, fighter, of, wizard } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const spells = base.catalogs!["spells"]!;
const ruleset = loadedDoc({
  ...base,
  catalogs: {
    ...base.catalogs!,
    spells: {
      ...spells,
      entries: [
        ...spells.entries,
        {
          id: "charm-person",
          name: "Charm Person",
          level: 1,
          mechanics: {
            kind: "debuff",
            range: 30,
            targets: "enemy",
            save: { save: "wis_save" },
            applies: [{ condition: "charmed", duration: { rounds: 10 }, endsWhen: ["harmed-by-source-side"] }],
          },
        },
      ],
    },
  },
  combat: {
    ...base.combat!,
    conditions: [
      ...base.combat!.conditions!,
      { id: "charmed", label: "Charmed" },
      { id: "asleep", label: "Asleep", includes: ["incapacitated"] },
    ],
  },
});

const caster = { ...wizard, lists: { spells: [{ entry: "spells/charm-person" }] } };

function turnOf(who: string, seed: number, fn: (s: CombatState) => void = () => {}): CombatState {
  const s = structuredClone(
    startCombat(ruleset, { party: [caster, fighter], enemies: [{ creature: "monsters/goblin", count: 2 }], seed })
      .state,
  );
  s.turn = s.order.indexOf(who);
  for (const c of Object.values(s.combatants)) {
    c.budgets = { action: 1, bonus: 1, reaction: 1 };
    c.hp = c.maxHp = 200;
  }
  fn(s);
  return s;
}

function accept(s: CombatState, option: string, target: string): Step {
  const r = choose(ruleset, s, { option, targets: [target] });
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r;
}

const held = (s: CombatState, who: string, id: string) => s.combatants[who]!.conditions.some((c) => c.id === id);

describe("base applies[].endsWhen", () => {
  it("Charm Person holds the goblin until the caster's side harms it", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const cast = accept(turnOf("Wizard", seed), "use:spells/charm-person", "Goblin 1");
      if (!held(cast.state, "Goblin 1", "charmed")) continue;
      const cond = cast.state.combatants["Goblin 1"]!.conditions.find((c) => c.id === "charmed")!;
      expect(cond.endsWhen).toEqual(["harmed-by-source-side"]);
      // The fighter, on the caster's side, ends it with the first blow that does damage.
      let s = structuredClone(cast.state);
      s.turn = s.order.indexOf("Fighter");
      for (let n = 0; n < 20; n++) {
        s.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
        const hit = accept(s, "use:gear/longsword", "Goblin 1");
        if (of(hit.events, "damage").some((d) => d.who === "Goblin 1" && d.taken > 0)) {
          expect(held(hit.state, "Goblin 1", "charmed")).toBe(false);
          expect(of(hit.events, "condition-ended")).toContainEqual({
            t: "condition-ended",
            who: "Goblin 1",
            condition: "charmed",
            why: "harmed",
          });
          return;
        }
        expect(held(hit.state, "Goblin 1", "charmed")).toBe(true);
        s = hit.state;
      }
    }
    throw new Error("no seed charmed and then hit the goblin");
  });

  it("a sleeper wakes when it takes damage, whoever deals it", () => {
    const s = turnOf("Fighter", 5, (x) => {
      x.combatants["Goblin 1"]!.conditions.push({ id: "asleep", source: "Goblin 2", endsWhen: ["damaged"] });
    });
    let step: Step = { state: s, events: [] };
    for (let n = 0; n < 20 && held(step.state, "Goblin 1", "asleep"); n++) {
      const next = structuredClone(step.state);
      next.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      step = accept(next, "use:gear/longsword", "Goblin 1");
      const dealt = of(step.events, "damage").some((d) => d.who === "Goblin 1" && d.taken > 0);
      expect(held(step.state, "Goblin 1", "asleep")).toBe(!dealt);
    }
    expect(held(step.state, "Goblin 1", "asleep")).toBe(false);
  });
});
