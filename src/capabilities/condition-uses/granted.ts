// 1.236: conditions that give their holder uses of their own. While its holder holds a condition (in force), each
// entry its `actions` names is one more use of the holder: offered only then, paying nothing but the budget it
// spends (no cost from the sheet), rolled with the holder's own numbers like its other entries (a spellcasting
// creature's spellcasting numbers, since it is an entry use). An entry with `endsCondition` ends that condition on
// its user once used, ending with it the user's own concentration when that is what holds the condition up.

import { addDice, everySteps } from "../../combat/amount.js";
import { endConcentration } from "../../combat/capabilities/concentration.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { applyingAct, endCondition } from "../../combat/conditions.js";
import { parsedDice } from "../../combat/dice.js";
import { findEntry } from "../../combat/entries.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";
import type { Combatant, CombatState } from "../../combat/types.js";
import { entryUse, type UseDef } from "../../combat/uses.js";
import { formatDice } from "../../dice/format.js";
import type { EntryDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import { actionEntry, type GrantedAction } from "./def.js";

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.300: the steps paid above the cost of the use that applied it, for the actions it gives to grow with. */
    steps?: number;
  }
}

declare module "../../combat/use-def.js" {
  interface UseDef {
    /** 1.236: the condition whose `actions` give this use. */
    readonly grantedBy?: string;
  }
}

/** The use id of an entry a condition gives: its own, so it never clashes with the same entry on the sheet. */
const grantedId = (condition: string, entry: string) => `granted:${condition}:${entry}`;

/** The steps paid above the cost of what applied `condition` to `who` (1.300), none when nothing was paid. */
function paidSteps(who: Combatant, condition: string): number {
  return who.conditions.find((c) => c.id === condition && c.steps !== undefined)?.steps ?? 0;
}

function grantedUse(ruleset: RulesetDoc, condition: string, action: string | GrantedAction, steps: number) {
  const ref = actionEntry(action);
  const entry = findEntry(ruleset, ref) as EntryDef | undefined;
  if (!entry?.mechanics) return undefined;
  const base = entryUse(ref, entry);
  // "Cost nothing from the sheet other than the budget each one spends": its own cost and growth are dropped.
  const { cost: _cost, perCostStep: _step, perCostStepsEvery: _every, ...m } = base.m;
  // 1.300: it grows with what was paid for the condition, by the action's own `perCostStep`, counted as it says.
  const grows = typeof action === "object" && action.perCostStep !== undefined && m.amount !== undefined;
  const counted = grows ? everySteps(steps, action.perCostStepsEvery ?? 1, action.perCostStepsMax) : 0;
  if (counted > 0)
    m.amount = formatDice(addDice(parsedDice(m.amount!), parsedDice((action as GrantedAction).perCostStep!), counted));
  // Using what a condition gives is no casting of a spell (a blade's blow, a function of the spell held).
  return { ...base, id: grantedId(condition, ref), m, grantedBy: condition, notCast: true } as UseDef;
}

/** The uses `who`'s conditions give it now, in the order its conditions are held; and one it is still in the
 * middle of using (a window open on it) though the condition ended meanwhile, so the act can finish. */
export function grantedUses(ruleset: RulesetDoc, state: CombatState, who: Combatant): UseDef[] {
  const out: UseDef[] = [];
  const add = (condition: string, action: string | GrantedAction) => {
    if (out.some((u) => u.id === grantedId(condition, actionEntry(action)))) return;
    const use = grantedUse(ruleset, condition, action, paidSteps(who, condition));
    if (use) out.push(use);
  };
  for (const id of conditionIds(ruleset, who)) for (const a of conditionDef(ruleset, id)?.actions ?? []) add(id, a);
  for (const frame of state.stack) {
    if (frame.kind !== "act" || frame.actor !== who.id || out.some((u) => u.id === frame.use)) continue;
    const held = heldBefore(ruleset, frame.use);
    if (held) add(held.condition, held.action);
  }
  return out;
}

/** The condition and entry of a granted use's id, when some condition does give that entry. */
function heldBefore(
  ruleset: RulesetDoc,
  id: string,
): { condition: string; action: string | GrantedAction } | undefined {
  if (!id.startsWith("granted:")) return undefined;
  for (const def of ruleset.combat?.conditions ?? [])
    for (const a of def.actions ?? [])
      if (grantedId(def.id, actionEntry(a)) === id) return { condition: def.id, action: a };
  return undefined;
}

export const conditionUses: CapabilityModule = {
  id: "condition-uses",
  keys: ["actions", "endsCondition"],
  moreUses(ruleset, state, who, uses) {
    if (!who.conditions.length && !state.stack.length) return uses;
    const granted = grantedUses(ruleset, state, who);
    return granted.length ? [...uses, ...granted] : uses;
  },
  onConditionApplied(ctx, _who, cond) {
    // Only a condition that gives actions growing with the cost needs to know what was paid for it.
    const grows = conditionDef(ctx.ruleset, cond.id)?.actions?.some((a) => typeof a === "object" && a.perCostStep);
    const steps = grows ? applyingAct(ctx, cond)?.steps : undefined;
    if (steps) cond.steps = steps;
  },
  onUseEnd(ctx, act, use) {
    const id = use.m.endsCondition;
    if (!id || act.echo) return;
    const user = ctx.state.combatants[act.actor]!;
    for (const cond of user.conditions.filter((c) => c.id === id)) {
      if (!user.conditions.includes(cond)) continue;
      // The user's own concentration holding it up ends with it (and ends whatever else it held up).
      if (cond.sustained && cond.source === user.id && user.concentration?.use === cond.by)
        endConcentration(ctx, user, `used ${use.name}`);
      else endCondition(ctx, user, cond, use.name);
    }
  },
};
