// 1.415 — Supreme Healing: "An amendment's `"maxHeal": true` makes every entry it amends heal for the maximum:
// Supreme Healing, `{"catalogs": ["spells"], "maxHeal": true}`." The SRD's Supreme Healing (Life Domain, 17th level)
// is held by the SRD's 5th-level cleric.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, options, startCombat } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import type { Candidate } from "../../src/director/candidate.js";
import { effectWorth } from "../../src/director/plugins.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const CLERIC = "Marek (Cleric 5)";
const FIGHTER = "Tamsin (Fighter 5)";

let ruleset: RulesetDoc;

const cleric = (features: string[]): SheetData => {
  const sheet = srd5eCharacter("cleric-5");
  return { ...sheet, lists: { ...sheet.lists, features: features.map((f) => ({ entry: `features/${f}` })) } };
};

function clericTurn(features: string[], seed = 5): CombatState {
  const start = startCombat(ruleset, {
    seed,
    party: [cleric(features), srd5eCharacter("fighter-5")],
    enemies: ["creatures/goblin"],
    noBoard: true,
  }).state;
  const s = structuredClone(start);
  s.turn = s.order.indexOf(CLERIC);
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  s.combatants[FIGHTER]!.hp = 1;
  s.combatants[CLERIC]!.hp = 5;
  return s;
}

const option = (state: CombatState, use: string) =>
  options(ruleset, state).find((o) => o.kind === "use" && o.use === use)!;
const heals = (events: readonly CombatEvent[], who: string) =>
  events.filter((e): e is Extract<CombatEvent, { t: "heal" }> => e.t === "heal" && e.who === who);

describe("1.415 Supreme Healing", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("Cure Wounds heals for the maximum: 1d8 + Wisdom at 1st level, 2d8 + Wisdom at 2nd, on any seed", () => {
    for (const seed of [1, 2, 3]) {
      for (const [pay, dice] of [
        ["slot_1", 8],
        ["slot_2", 16],
      ] as const) {
        const state = clericTurn(["supreme-healing"], seed);
        const step = acceptIn(ruleset, state, {
          option: option(state, "spells/cure-wounds").id,
          targets: [FIGHTER],
          pay,
        });
        const [healed] = heals(step.events, FIGHTER);
        expect(healed!.dice!.dice.every((d) => d.value === d.sides)).toBe(true);
        expect(healed!.dice!.total).toBe(dice + healed!.dice!.flat);
        expect(healed!.amount).toBe(healed!.dice!.total);
      }
    }
  });

  it("every creature Mass Healing Word reaches is healed for the maximum", () => {
    const state = clericTurn(["supreme-healing"]);
    const step = acceptIn(ruleset, state, {
      option: option(state, "spells/mass-healing-word").id,
      targets: [FIGHTER, CLERIC],
      pay: "slot_3",
    });
    for (const who of [FIGHTER, CLERIC]) {
      const [healed] = heals(step.events, who);
      expect(healed!.dice!.dice.length).toBeGreaterThan(0);
      expect(healed!.dice!.dice.every((d) => d.value === d.sides)).toBe(true);
    }
  });

  it("without it the dice are rolled", () => {
    const rolled = [1, 2, 3, 4, 5, 6].map((seed) => {
      const state = clericTurn([], seed);
      const step = acceptIn(ruleset, state, {
        option: option(state, "spells/cure-wounds").id,
        targets: [FIGHTER],
        pay: "slot_2",
      });
      return heals(step.events, FIGHTER)[0]!.dice!.dice.map((d) => d.value);
    });
    expect(rolled.some((values) => values.some((v) => v < 8))).toBe(true);
  });

  it("the director weighs the maximum above the average", () => {
    const worth = (features: string[]) => {
      const state = clericTurn(features);
      const o = option(state, "spells/cure-wounds");
      const scene = makeScene(ruleset, state, options(ruleset, state));
      const use = usesOf(ruleset, state, state.combatants[CLERIC]!).find((u) => u.id === o.use)!;
      const cand: Candidate = {
        choice: { option: o.id, targets: [FIGHTER], pay: "slot_1" },
        option: o,
        use,
        targets: [state.combatants[FIGHTER]!],
        payment: o.payments![0],
        steps: 0,
      };
      return effectWorth(scene, cand);
    };
    expect(worth([])).toBe(0);
    expect(worth(["supreme-healing"])).toBeGreaterThan(0);
  });
});
