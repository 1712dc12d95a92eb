// 1.314: a `sealed` holder is cut off from everyone else while its condition lasts: no one else aims at it or
// catches it in an area, no one else's condition reaches it, and nothing of its own reaches anyone else. The
// entries its `brokenBy` names still aim at it (they end the seal instead of their usual effect). `targetsUpTo`
// keeps a use off creatures larger than the size it names.
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";
import { sizeIndex, sizeRank } from "../../combat/target-test.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { SealedDef } from "./def.js";
import "./def.js";

/** The `sealed` of the conditions `c` holds in force (the first), or undefined. */
export function sealOf(ctx: Ctx, c: Combatant): SealedDef | undefined {
  for (const id of conditionIds(ctx.ruleset, c)) {
    const s = conditionDef(ctx.ruleset, id)?.sealed;
    if (s) return s;
  }
  return undefined;
}

/** Whether `a` and `b` are two creatures, one of them sealed away from the other. */
export function cutOff(ctx: Ctx, a: Combatant, b: Combatant): boolean {
  return a.id !== b.id && (sealOf(ctx, a) !== undefined || sealOf(ctx, b) !== undefined);
}

/** Whether `use` is one the holder's seal names in `brokenBy`. */
export function breaks(ctx: Ctx, use: UseDef, holder: Combatant): boolean {
  const seal = sealOf(ctx, holder);
  return seal?.brokenBy?.includes(use.id) === true;
}

export const cutOffModule: CapabilityModule = {
  id: "sealed",
  keys: ["sealed", "targetsUpTo"],
  blocksTarget(ctx, who, use, target) {
    const upTo = use.m.targetsUpTo;
    if (upTo !== undefined && sizeRank(ctx.ruleset, target) > sizeIndex(ctx.ruleset, upTo)) return true;
    if (!cutOff(ctx, who, target)) return false;
    return !breaks(ctx, use, target);
  },
  blocksCondition(ctx, target, _condition, source) {
    return source !== undefined && cutOff(ctx, source, target);
  },
  cutsOff: (ctx, a, b) => cutOff(ctx, a, b),
};
