// 1.409: a condition with `copiesHarmToSource` makes whoever applied it take the same damage its holder takes, of
// the same type: the amount the holder took after its own resistances (before its temporary points soak any), then
// reduced by the applier's own. Damage passed on this way is never passed on again, so two bonds cannot pass the
// same blow back and forth.
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { applyDamage } from "../../combat/damage.js";
import { conditionDef, heldInForce } from "../../combat/stats.js";
import "./def.js";

export const harmCopy: CapabilityModule = {
  id: "harm-copy",
  keys: ["copiesHarmToSource"],
  onDamage(ctx, target, damage) {
    if (damage.passedOn || damage.amount <= 0) return;
    for (const cond of [...target.conditions]) {
      if (!heldInForce(cond) || !cond.source || cond.source === target.id) continue;
      if (!conditionDef(ctx.ruleset, cond.id)?.copiesHarmToSource) continue;
      const applier = ctx.state.combatants[cond.source];
      if (!applier || applier.status === "dead" || applier.status === "fled") continue;
      emit(ctx, {
        t: "harm-copied",
        who: applier.id,
        from: target.id,
        condition: cond.id,
        amount: damage.amount,
        type: damage.type,
      });
      applyDamage(ctx, applier, damage.amount, damage.type, damage.source, { passedOn: true });
    }
  },
};
