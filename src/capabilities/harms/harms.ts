// 1.189: conditions that harm their holder, stack, and stay on one holder per source. A harm is dealt at the start
// or end of each of the holder's turns, from whoever applied it, before the durations module's saves and counts
// (a lower priority on the same hooks): each stack rolls its own dice. Applied again by the same source and use
// while in effect, a stacking condition keeps its stacks and gains one, up to `stacks`; ending it ends them all.

import { addDice } from "../../combat/amount.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { endCondition } from "../../combat/conditions.js";
import { type Ctx, emit } from "../../combat/context.js";
import { applyDamage } from "../../combat/damage.js";
import { parsedDice } from "../../combat/dice.js";
import { conditionDef, heldInForce } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import { rollDice } from "../../dice/index.js";
import "./def.js";

function harm(ctx: Ctx, who: Combatant, at: "turn-start" | "turn-end"): void {
  for (const cond of [...who.conditions]) {
    const h = conditionDef(ctx.ruleset, cond.id)?.harms;
    if (!h || h.at !== at || !heldInForce(cond) || !who.conditions.includes(cond)) continue;
    const stacks = cond.stacks ?? 1;
    emit(ctx, { t: "condition-harms", who: who.id, condition: cond.id, stacks });
    for (let i = 0; i < stacks && who.status !== "dead"; i++) {
      const more = cond.harmsMore;
      const expr = parsedDice(h.dice);
      const dice = rollDice(more ? addDice(expr, parsedDice(more.dice), more.steps) : expr, ctx.rng);
      applyDamage(ctx, who, dice.total, h.type, cond.source ?? who.id, { dice, cause: { condition: cond } });
    }
  }
}

export const harms: CapabilityModule = {
  id: "harms",
  keys: ["harms", "stacks", "onePerSource"],
  onTurnStart(ctx, who) {
    harm(ctx, who, "turn-start");
  },
  onTurnEnd(ctx, who) {
    harm(ctx, who, "turn-end");
  },
  renewCondition(ctx, _holder, before, after) {
    const max = conditionDef(ctx.ruleset, after.id)?.stacks;
    if (max === undefined) return;
    after.stacks = Math.min((before.stacks ?? 1) + 1, max);
  },
  onConditionApplied(ctx, who, cond, applied) {
    // 1.255 `harmsPerCostStep`: the steps of the act applying it now (Acid Arrow at a higher slot).
    if (applied?.harmsPerCostStep) {
      const act = [...ctx.state.stack]
        .reverse()
        .find((f) => f.kind === "act" && f.actor === cond.source && f.use === cond.by);
      const steps = act?.kind === "act" ? act.steps : 0;
      if (steps > 0) cond.harmsMore = { dice: applied.harmsPerCostStep.dice, steps };
    }
    if (!cond.source || !conditionDef(ctx.ruleset, cond.id)?.onePerSource) return;
    for (const id of ctx.state.order) {
      if (id === who.id) continue;
      const other = ctx.state.combatants[id]!;
      for (const c of other.conditions.filter((x) => x.id === cond.id && x.source === cond.source))
        endCondition(ctx, other, c, "one per source");
    }
  },
};
