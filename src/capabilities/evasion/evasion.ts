// 1.250: `evasion` names saves. Against a use that deals half on a success, a holder of one of those saves takes
// nothing on a success and only half on a failure (what a failed save applies still lands). Answers the "target
// results" extension point, which the director asks too.
import type { CapabilityModule, TargetResult } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import { emit } from "../../combat/context.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import "./def.js";

/** Whether `who` holds evasion for `save`. */
export function evades(ctx: Ctx, who: Combatant, save: string): boolean {
  for (const id of conditionIds(ctx.ruleset, who))
    if (conditionDef(ctx.ruleset, id)?.evasion?.includes(save)) return true;
  return false;
}

/** The result under evasion, or the result unchanged. */
function evaded(ctx: Ctx, use: UseDef, target: Combatant, result: TargetResult): TargetResult {
  const s = use.m.save;
  if (s?.onSuccess !== "half" || !evades(ctx, target, s.save)) return result;
  if (result.halved) return { lands: false };
  if (result.lands && !result.spared && !result.halfDamage) return { ...result, halfDamage: true };
  return result;
}

export const evasion: CapabilityModule = {
  id: "evasion",
  keys: ["evasion"],
  saveResult(ctx, use, target, result) {
    const after = evaded(ctx, use, target, result);
    // Logged only as it happens (the director asks the same hook on a copy, whose events are dropped).
    if (after !== result)
      emit(ctx, { t: "evasion", who: target.id, save: use.m.save!.save, use: use.id, success: !after.lands });
    return after;
  },
};
