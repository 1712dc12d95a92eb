// Shared set-up of the combat tests: the fixture ruleset, its sheets, and a few drivers.
import { readFileSync } from "node:fs";
import {
  attachGeometry,
  type Choice,
  type CombatEvent,
  type CombatSetup,
  type CombatState,
  choose,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { createEngine } from "../../src/engine.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { loadedDoc } from "../support/loaded.js";

/** The fixture ruleset as `load()` gives it (deep-frozen): a test fails on any issue the validator reports. */
export const ruleset: RulesetDoc = loadedDoc(
  JSON.parse(readFileSync(new URL("./fixtures/5e.json", import.meta.url), "utf8")),
);

/** Test files share one process: a shared sheet is frozen so that no test can change it for the next. */
function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

export async function withGeometry(): Promise<void> {
  attachGeometry((await createEngine()).geometry);
}

export const fighter: SheetData = frozen({
  name: "Fighter",
  abilities: { str: 16, dex: 12, con: 14, int: 10, wis: 10, cha: 10 },
  fields: { level: 3, hp_max: 28, armor: 17 },
  proficiencies: { con_save: "proficient", str_save: "proficient", athletics: "proficient" },
  lists: {
    features: [{ entry: "features/second-wind" }, { entry: "features/action-surge" }, { entry: "features/shove" }],
  },
  inventory: [{ item: "gear/longsword", wielded: true }],
});

export const wizard: SheetData = frozen({
  name: "Wizard",
  abilities: { str: 8, dex: 14, con: 12, int: 16, wis: 12, cha: 10 },
  fields: { level: 5, hp_max: 27, armor: 10 },
  proficiencies: { int_save: "proficient", wis_save: "proficient" },
  lists: {
    spells: [
      { entry: "spells/fire-bolt" },
      { entry: "spells/magic-missile" },
      { entry: "spells/burning-hands" },
      { entry: "spells/fireball" },
      { entry: "spells/hold-person" },
      { entry: "spells/shield" },
      { entry: "spells/false-life" },
      { entry: "spells/ray-of-frost" },
    ],
  },
});

export const cleric: SheetData = frozen({
  name: "Cleric",
  abilities: { str: 14, dex: 10, con: 14, int: 10, wis: 16, cha: 12 },
  fields: { level: 3, hp_max: 24, armor: 16 },
  proficiencies: { wis_save: "proficient", con_save: "proficient" },
  lists: { spells: [{ entry: "spells/cure-wounds" }, { entry: "spells/bless" }] },
  inventory: [{ item: "gear/mace", wielded: true }, { item: "gear/potion-of-healing" }],
});

export const paladin: SheetData = frozen({
  name: "Paladin",
  abilities: { str: 16, dex: 10, con: 14, int: 8, wis: 10, cha: 14 },
  fields: { level: 3, hp_max: 28, armor: 18 },
  lists: { features: [{ entry: "features/divine-smite" }] },
  inventory: [{ item: "gear/longsword", wielded: true }],
});

export const rogue: SheetData = frozen({
  name: "Rogue",
  abilities: { str: 10, dex: 16, con: 12, int: 12, wis: 10, cha: 10 },
  fields: { level: 3, hp_max: 20, armor: 11 },
  lists: { features: [{ entry: "features/cunning-action" }] },
  inventory: [{ item: "gear/shortbow", wielded: true }],
});

export function start(setup: Partial<CombatSetup> & Pick<CombatSetup, "party" | "enemies">): Step {
  return startCombat(ruleset, { seed: 1, ...setup });
}

/** Takes a choice that must be accepted. */
export function take(state: CombatState, choice: Choice): Step {
  const r = choose(ruleset, state, choice);
  if ("rejected" in r) throw new Error(`rejected ${JSON.stringify(choice)}: ${r.rejected.code} ${r.rejected.message}`);
  return r;
}

/** Edits a state for a scenario (hit points, pools, places) without going through the menu. */
export function edit(state: CombatState, fn: (s: CombatState) => void): CombatState {
  const copy = structuredClone(state);
  fn(copy);
  return copy;
}

/** A state where `who` acts now with fresh budgets; `fn` adjusts health, conditions or places. */
export function turnOf(
  who: string,
  setup: Parameters<typeof start>[0],
  fn: (s: CombatState) => void = () => {},
): CombatState {
  const { state } = start(setup);
  return edit(state, (s) => {
    s.turn = s.order.indexOf(who);
    for (const c of Object.values(s.combatants)) {
      c.budgets = { action: 1, bonus: 1, reaction: 1 };
      c.moveLeft = 30;
    }
    fn(s);
  });
}

/** The events of one type. */
export const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);
