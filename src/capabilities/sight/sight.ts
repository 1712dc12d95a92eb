// `whileSourceInSight` on a combat condition: it works only while its holder can see whoever applied it (5e's
// frightened). Out of sight it is suppressed — still held, its timer running — and works again once seen.
// The keys of sight (1.178) and darkness (1.294) are read where sight is asked, through seeing.ts: attack
// rolls (`unseenAttacks`), targeting (`seen`); this module owns them.
import type { CapabilityModule } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import { modulesWith } from "../../combat/registry.js";
import { canSee } from "../../combat/seeing.js";
import { conditionDef } from "../../combat/stats.js";
import type { ActiveCondition, Combatant } from "../../combat/types.js";
import { perceive } from "./perceive.js";

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    readonly whileSourceInSight?: boolean;
  }
}

/** A package keeps it in force out of sight (extension point "in force unseen": 1.275's `orSourceWithin`). */
function keptUnseen(ctx: Ctx, holder: Combatant, cond: ActiveCondition, source: Combatant): boolean {
  for (const m of modulesWith(ctx, "keepsInForceUnseen"))
    if (m.keepsInForceUnseen!(ctx, holder, cond, source)) return true;
  return false;
}

function refreshOf(ctx: Ctx, holder: Combatant): void {
  for (const cond of holder.conditions) {
    if (!conditionDef(ctx.ruleset, cond.id)?.whileSourceInSight) continue;
    const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
    const seen =
      !!source && source.status !== "fled" && (canSee(ctx, holder, source) || keptUnseen(ctx, holder, cond, source));
    if (seen) delete cond.suppressed;
    else cond.suppressed = true;
  }
}

/** Sight changed (someone moved, or turned their eyes away): what lasts while its source is seen follows. */
export function refreshSight(ctx: Ctx): void {
  for (const id of ctx.state.order) refreshOf(ctx, ctx.state.combatants[id]!);
}

export const sight: CapabilityModule = {
  id: "sight",
  keys: [
    "whileSourceInSight",
    "combat.senses",
    "senses",
    "zone.obscures",
    "unseen",
    "lacks",
    "combat.sight",
    "combat.sight.unseenAttacks",
    "combat.sight.eyes",
    "seen",
    "combat.sight.darkness",
    "light",
    "scene.location",
  ],
  onConditionApplied(ctx, who) {
    refreshOf(ctx, who);
  },
  perceive,
  onMoveStep: refreshSight,
  onTurnStart: refreshSight,
  onTurnEnd: refreshSight,
  onUseEnd: refreshSight,
};
