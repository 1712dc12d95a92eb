// A condition's `budgets` (1.179): each turn its holder begins with it, the budgets it names are that much lower
// (never below 0); applied during its holder's own turn, it also takes them from that turn, so failing the
// Stinking Cloud save at the start of a turn loses that turn's action.
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";

function take(ctx: Ctx, who: Combatant, budgets: Readonly<Record<string, { readonly flat: number }>>): void {
  for (const [budget, { flat }] of Object.entries(budgets)) {
    const had = who.budgets[budget] ?? 0;
    const left = Math.max(0, had + flat);
    if (left === had) continue;
    who.budgets[budget] = left;
    emit(ctx, { t: "budget", who: who.id, budget, change: left - had });
  }
}

export const budgetLoss: CapabilityModule = {
  id: "budget-loss",
  keys: ["budgets"],
  // After the budgets refill (30).
  onTurnStart(ctx, who) {
    for (const id of conditionIds(ctx.ruleset, who)) {
      const budgets = conditionDef(ctx.ruleset, id)?.budgets;
      if (budgets) take(ctx, who, budgets);
    }
  },
  onConditionApplied(ctx, holder, cond) {
    const s = ctx.state;
    if (s.order[s.turn] !== holder.id) return;
    const budgets = conditionDef(ctx.ruleset, cond.id)?.budgets;
    if (budgets) take(ctx, holder, budgets);
  },
};
