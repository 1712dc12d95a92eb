// 1.256: a condition of a `oneAtATime` group does not take effect on someone who already has one of that group (the
// same condition included, whoever applied it); the condition event says which one they have (`already`). Answers the
// "condition blockers" extension point, which the director asks too, so a second one is worth nothing to it.
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { conditionDef } from "../../combat/stats.js";
import "./def.js";

export const oneAtATime: CapabilityModule = {
  id: "one-at-a-time",
  keys: ["oneAtATime"],
  blocksCondition(ctx, target, condition, source) {
    const group = conditionDef(ctx.ruleset, condition)?.oneAtATime;
    if (group === undefined) return false;
    const held = target.conditions.find((c) => conditionDef(ctx.ruleset, c.id)?.oneAtATime === group);
    if (!held) return false;
    emit(ctx, {
      t: "condition",
      who: target.id,
      condition,
      ...(source ? { source: source.id } : {}),
      why: "one at a time",
      already: held.id,
    });
    return true;
  },
};
