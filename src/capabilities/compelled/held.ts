// The compulsions a combatant is under: each condition it holds in force that carries a `behavior` (1.264).
import type { Ctx } from "../../combat/context.js";
import { conditionDef, heldInForce } from "../../combat/stats.js";
import type { ActiveCondition, Combatant } from "../../combat/types.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { BehaviorDef } from "./def.js";

export interface Compulsion {
  readonly cond: ActiveCondition;
  readonly def: BehaviorDef;
  readonly label: string;
}

export function compulsionsIn(ruleset: RulesetDoc, who: Combatant): Compulsion[] {
  const out: Compulsion[] = [];
  for (const cond of who.conditions) {
    if (!heldInForce(cond)) continue;
    const def = conditionDef(ruleset, cond.id);
    if (def?.behavior) out.push({ cond, def: def.behavior, label: def.label });
  }
  return out;
}

export const compulsions = (ctx: Ctx, who: Combatant): Compulsion[] => compulsionsIn(ctx.ruleset, who);
