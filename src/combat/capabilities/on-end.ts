// A combat condition's `onEnd.applies`: conditions its holder gains when it ends, however it ends (a save, a cure,
// its time, another condition it ended with), from whoever applied it.
import type { CapabilityModule } from "../capability.js";
import { applyCondition } from "../conditions.js";
import { conditionDef } from "../stats.js";

export const onEnd: CapabilityModule = {
  id: "on-end",
  keys: ["onEnd"],
  onConditionEnded(ctx, holder, cond) {
    const def = conditionDef(ctx.ruleset, cond.id);
    if (!def?.onEnd?.applies) return;
    const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
    const from = { ...(source ? { source } : {}), ...(cond.by ? { by: cond.by } : {}), why: `${def.label} ended` };
    for (const applied of def.onEnd.applies) applyCondition(ctx, holder, applied, from);
  },
};
