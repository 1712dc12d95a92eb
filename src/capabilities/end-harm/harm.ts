// 1.245 `onEnd.harm`: when a condition ends, however it ends, its holder takes its damage from whoever applied it,
// unless the holder passes `unless`. After the dismissal package (1236.5): one sent away while it holds the condition
// is back before the harm lands (Hurl Through Hell); one still away, or gone, takes nothing.
import { addDice } from "../../combat/amount.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { applyDamage } from "../../combat/damage.js";
import { parsedDice } from "../../combat/dice.js";
import { conditionDef } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import { rollDice } from "../../dice/index.js";
import "./def.js";

export const endHarm: CapabilityModule = {
  id: "end-harm",
  keys: ["onEnd.harm"],
  onConditionEnded(ctx, holder, cond) {
    const def = conditionDef(ctx.ruleset, cond.id);
    const h = def?.onEnd?.harm;
    if (!h || holder.status === "dead" || holder.status === "fled") return;
    if (h.unless && passesTest(ctx.ruleset, holder, h.unless)) return;
    emit(ctx, { t: "end-harm", who: holder.id, condition: def.label });
    const roll = rollDice(addDice(parsedDice(h.dice ?? 0), { terms: [], flat: h.flat ?? 0 }), ctx.rng);
    applyDamage(ctx, holder, Math.max(0, roll.total), h.type, cond.source ?? holder.id, { dice: roll });
  },
};
