// 1.412: when a foe drops to 0, whoever dealt it that last blow gains the temporary points of each `fellsGrant` it
// holds (a condition or a combat level), read from its own sheet. Temporary points never stack: the larger cushion
// stays, so a grant below what it already has changes nothing and says nothing.
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { readValue } from "../../combat/source.js";
import { conditionDef, conditionIds, sourceOf } from "../../combat/stats.js";
import "./def.js";

export const fellsGrant: CapabilityModule = {
  id: "fells-grant",
  keys: ["fellsGrant"],
  onDamage(ctx, target, damage) {
    // Dropped to 0 by this blow: it was standing, lost health, and is no longer standing.
    if (damage.atZero || damage.lost <= 0 || target.hp !== 0 || target.status === "standing") return;
    const holder = ctx.state.combatants[damage.source];
    if (!holder || holder.side === target.side || holder.status !== "standing") return;
    let best = 0;
    for (const id of conditionIds(ctx.ruleset, holder)) {
      const grant = conditionDef(ctx.ruleset, id)?.fellsGrant;
      if (grant) best = Math.max(best, readValue(sourceOf(ctx.ruleset, ctx.state, holder), grant.temporary));
    }
    if (best <= holder.temp) return;
    holder.temp = best;
    emit(ctx, { t: "fells-grant", who: holder.id, fell: target.id, amount: best });
  },
};
