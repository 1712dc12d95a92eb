// 1.314 `brokenBy`: an entry the seal names still reaches the holder, and instead of its usual effect ends the
// seal and the concentration holding it up (Disintegrate on a Resilient Sphere): no roll, no save, no damage.
import { endConcentration } from "../../combat/capabilities/concentration.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { endCondition } from "../../combat/conditions.js";
import { emit } from "../../combat/context.js";
import { conditionDef } from "../../combat/stats.js";
import type { ActiveCondition, Combatant } from "../../combat/types.js";

/** The seals on `holder` that `useId` breaks. */
export function brokenSeals(
  ruleset: Parameters<typeof conditionDef>[0],
  holder: Combatant,
  useId: string,
): ActiveCondition[] {
  return holder.conditions.filter((c) => conditionDef(ruleset, c.id)?.sealed?.brokenBy?.includes(useId));
}

export const sealBreaker: CapabilityModule = {
  id: "sealed-broken",
  keys: ["sealed.brokenBy"],
  decide(ctx, act, use, target) {
    const seals = brokenSeals(ctx.ruleset, target, use.id);
    if (!seals.length) return undefined;
    for (const cond of seals) {
      emit(ctx, { t: "seal-broken", who: target.id, by: act.actor, name: use.name, condition: cond.id });
      const source = cond.source === undefined ? undefined : ctx.state.combatants[cond.source];
      // Its concentration ends, and with it every condition it held up (this seal among them).
      if (cond.sustained && source && source.concentration?.use === cond.by)
        endConcentration(ctx, source, "seal broken");
      endCondition(ctx, target, cond, "seal broken");
    }
    return { lands: false };
  },
};
