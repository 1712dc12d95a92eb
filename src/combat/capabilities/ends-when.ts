// `applies[].endsWhen`: a condition as applied ends on any of the listed events — `damaged` (5e's Sleep: the
// sleeper wakes when it takes damage) or `harmed-by-source-side` (Charm Person: the charm breaks when the caster
// or its companions harm the target). The later values `attacked` and `ally-harmed-in-sight` are not handled here.
import type { CapabilityModule } from "../capability.js";
import { endCondition } from "../conditions.js";

export const endsWhen: CapabilityModule = {
  id: "ends-when",
  keys: ["applies[].endsWhen"],
  onDamage(ctx, target, damage) {
    if (damage.amount <= 0) return;
    const by = ctx.state.combatants[damage.source];
    for (const cond of target.conditions.filter((c) => c.endsWhen?.length)) {
      const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
      if (cond.endsWhen!.includes("damaged")) endCondition(ctx, target, cond, "damaged");
      else if (cond.endsWhen!.includes("harmed-by-source-side") && by && source && by.side === source.side)
        endCondition(ctx, target, cond, "harmed");
    }
  },
};
