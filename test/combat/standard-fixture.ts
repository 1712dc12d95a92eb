// The fixture ruleset with Stealth and Perception skills, the Hide, Search and Ready standard actions, and a
// sharp-eyed sentry (Perception +30) to hide from; and a driver that takes accepted choices under it.
import { type Choice, type CombatState, choose, type Step, startCombat } from "../../src/combat/index.js";
import type { CreatureDef } from "../../src/ruleset/catalog.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { ruleset as base } from "./helpers.js";

const sentry = {
  id: "sentry",
  name: "Sentry",
  size: "medium",
  defense: 12,
  health: "4d8",
  speed: { walk: 30 },
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  skills: { perception: 30 },
  actions: [{ id: "spear", name: "Spear", toHit: 3, reach: 5, amount: "1d6 + 1", damageType: "piercing" }],
} satisfies CreatureDef;

export const ruleset: RulesetDoc = {
  ...base,
  sheet: {
    ...base.sheet,
    skills: [
      ...(base.sheet.skills ?? []),
      { id: "stealth", label: "Stealth", ability: "dex" },
      { id: "perception", label: "Perception", ability: "wis" },
    ],
  },
  catalogs: {
    ...base.catalogs!,
    monsters: { ...base.catalogs!["monsters"]!, entries: [...base.catalogs!["monsters"]!.entries, sentry] },
  },
  combat: {
    ...base.combat!,
    standard: [
      ...base.combat!.standard!,
      { id: "hide", label: "Hide", budget: "action" },
      { id: "search", label: "Search", budget: "action" },
      { id: "ready", label: "Ready", budget: "action" },
    ],
  },
} as RulesetDoc;

export function accept(s: CombatState, choice: Choice): Step {
  const r = choose(ruleset, s, choice);
  if ("rejected" in r) throw new Error(`${r.rejected.code}: ${r.rejected.message}`);
  return r;
}

/** A fight where `who` acts now with fresh budgets; `fn` adjusts health or places. */
export function turnOf(
  who: string,
  setup: Omit<Parameters<typeof startCombat>[1], "seed"> & { seed?: number },
  fn: (s: CombatState) => void = () => {},
): CombatState {
  const s = structuredClone(startCombat(ruleset, { seed: 1, ...setup }).state);
  s.turn = s.order.indexOf(who);
  for (const c of Object.values(s.combatants)) {
    c.budgets = { action: 1, bonus: 1, reaction: 1 };
    c.moveLeft = 30;
  }
  fn(s);
  return s;
}

/** Passes the turn on until `who`'s turn starts. */
export function untilTurnOf(s: CombatState, who: string): Step {
  let step: Step = { state: s, events: [] };
  const events = [];
  for (let n = 0; n < 20; n++) {
    step = accept(step.state, { option: "end" });
    events.push(...step.events);
    if (step.state.order[step.state.turn] === who) return { state: step.state, events };
  }
  throw new Error(`${who}'s turn never came`);
}
