// Targets that grow with the sheet and the same target named again (1.305): eldritch blast's beams. Each naming
// of a target is a separate attack, so what an act keeps per target (its roll, the windows already opened) is
// kept per beam when the act names that target more than once.

import type { Ctx } from "../../combat/context.js";
import { readValue } from "../../combat/source.js";
import { sourceOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Value } from "../../ruleset/value.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.305: that many more targets at each tier of a sheet value, as `scales` adds dice. */
    readonly targetsScale?: { readonly from: Value; readonly table: readonly (readonly [number, number])[] };
    /** 1.305: the same target may be chosen more than once, each choice a separate attack. */
    readonly targetsRepeat?: boolean;
  }
}

/** The targets `targetsScale` adds for its user: the last row of the table the value reaches. */
export function scaledTargets(ctx: Ctx, who: Combatant, use: UseDef): number {
  const scale = use.m.targetsScale;
  if (!scale) return 0;
  const at = readValue(sourceOf(ctx.ruleset, ctx.state, who), scale.from);
  let more = 0;
  for (const [threshold, n] of scale.table) if (at >= threshold) more = n;
  return more;
}

export { beamKey } from "../../combat/act-target.js";
