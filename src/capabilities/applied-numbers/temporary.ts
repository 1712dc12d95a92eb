// 1.274: numbers fixed by whoever applied a condition. An `applies` item's `value` is read from the applier's sheet
// (or stat block) as the condition takes effect and kept on it, so it no longer follows the applier. A condition's
// `temporary` gives its holder temporary points at the start or end of each of their turns while in force: its
// `dice` and `flat`, plus that kept value with `value: true`. Temporary points never stack: the larger cushion
// stays. With `lostWhenEnds`, what is left of them goes when the condition ends, unless the holder now has more than
// it gave (then they came from elsewhere).
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { parsedDice } from "../../combat/dice.js";
import { readValue } from "../../combat/source.js";
import { conditionDef, heldInForce, sourceOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import { rollDice } from "../../dice/index.js";
import "./def.js";

function give(ctx: Ctx, who: Combatant, at: "turn-start" | "turn-end"): void {
  if (who.status !== "standing") return;
  for (const cond of who.conditions) {
    const t = conditionDef(ctx.ruleset, cond.id)?.temporary;
    if (!t || t.at !== at || !heldInForce(cond)) continue;
    const rolled = t.dice ? rollDice(parsedDice(t.dice), ctx.rng).total : 0;
    const amount = Math.max(0, rolled + (t.flat ?? 0) + (t.value ? (cond.value ?? 0) : 0));
    if (amount <= who.temp) continue;
    who.temp = amount;
    cond.gave = amount;
    emit(ctx, { t: "condition-temporary", who: who.id, condition: cond.id, amount });
  }
}

export const appliedNumbers: CapabilityModule = {
  id: "applied-numbers",
  keys: ["applies[].value", "temporary"],
  shapeCondition(ctx, _target, cond, applied) {
    if (applied.value === undefined || !cond.source) return;
    const source = ctx.state.combatants[cond.source];
    if (source) cond.value = readValue(sourceOf(ctx.ruleset, ctx.state, source), applied.value);
  },
  renewCondition(_ctx, _holder, before, after) {
    // Applied again, it gives afresh; what it gave before is still what the holder may lose with it.
    if (before.gave !== undefined) after.gave = before.gave;
  },
  onTurnStart(ctx, who) {
    give(ctx, who, "turn-start");
  },
  onTurnEnd(ctx, who) {
    give(ctx, who, "turn-end");
  },
  onConditionEnded(ctx, holder, cond) {
    if (!cond.gave || !conditionDef(ctx.ruleset, cond.id)?.temporary?.lostWhenEnds) return;
    if (holder.temp <= 0 || holder.temp > cond.gave) return;
    const amount = holder.temp;
    holder.temp = 0;
    emit(ctx, { t: "temporary-lost", who: holder.id, condition: cond.id, amount });
  },
};
