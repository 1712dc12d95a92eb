// Condition immunities: a creature's own, an item its holder wears, and those a condition it holds gives (Divine
// Health). An immunity names a condition, or since 1.258 a kind of condition (`disease`).
import type { ItemDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import { findEntry } from "../entries.js";
import { conditionDef, conditionIds, creatureOf } from "../stats.js";
import type { Combatant, CombatState } from "../types.js";

declare module "../../ruleset/catalog.js" {
  interface ItemDef {
    /** Conditions (or kinds) its wearer cannot gain. */
    readonly conditionImmunities?: readonly string[];
  }
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.258: what kind of condition it is (`["disease"]`); a kind is never a condition's own id. */
    readonly kinds?: readonly string[];
    readonly conditionImmunities?: readonly string[];
  }
}

/** The condition's id and its kinds: what an immunity or a cure may name to match it. */
export function namesOf(ruleset: RulesetDoc, condition: string): string[] {
  return [condition, ...(conditionDef(ruleset, condition)?.kinds ?? [])];
}

function immunities(ruleset: RulesetDoc, state: CombatState, c: Combatant): string[] {
  const out = [...(creatureOf(ruleset, c)?.conditionImmunities ?? [])];
  for (const id of conditionIds(ruleset, c)) out.push(...(conditionDef(ruleset, id)?.conditionImmunities ?? []));
  for (const inv of state.sheets[c.id]?.inventory ?? []) {
    if (!inv.worn) continue;
    const item = findEntry(ruleset, inv.item) as ItemDef | undefined;
    out.push(...(item?.conditionImmunities ?? []));
  }
  return out;
}

/** Whether `c` is immune to `condition`, by its id or one of its kinds. */
export function immuneTo(ruleset: RulesetDoc, state: CombatState, c: Combatant, condition: string): boolean {
  const names = namesOf(ruleset, condition);
  return immunities(ruleset, state, c).some((i) => names.includes(i));
}
