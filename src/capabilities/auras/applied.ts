// The conditions an aura's save applies (1.265, 1.268 `failedBy`), found again from the `by` a condition carries,
// so that what the applied item says later (counted saves) is read as for a use's `applies`.

import type { Ctx } from "../../combat/context.js";
import { conditionDef } from "../../combat/stats.js";
import type { AppliedCondition } from "../../ruleset/mechanics.js";

export function auraApplies(ctx: Ctx, by: string): readonly AppliedCondition[] {
  const m = /^aura:(.+)#(\d+)$/.exec(by);
  if (!m) return [];
  const save = conditionDef(ctx.ruleset, m[1]!)?.auras?.[Number(m[2])]?.save;
  return save ? [...save.applies, ...(save.failedBy?.applies ?? [])] : [];
}
