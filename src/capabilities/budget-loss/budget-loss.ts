// A condition's `budgets` (1.179): each turn its holder begins with it, the budgets it names are changed by their
// `flat` (never below 0); one that takes away, applied during its holder's own turn, also takes from that turn,
// so failing the Stinking Cloud save at the start of a turn loses that turn's action.
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { BudgetChange } from "./def.js";

function change(ctx: Ctx, who: Combatant, changes: readonly BudgetChange[]): void {
  for (const { budget, flat } of changes) {
    const had = who.budgets[budget] ?? 0;
    const now = Math.max(0, had + flat);
    if (now === had) continue;
    who.budgets[budget] = now;
    emit(ctx, { t: "budget", who: who.id, budget, change: now - had });
  }
}

export const budgetLoss: CapabilityModule = {
  id: "budget-loss",
  keys: ["budgets"],
  // After the budgets refill (30).
  onTurnStart(ctx, who) {
    for (const id of conditionIds(ctx.ruleset, who)) {
      const changes = conditionDef(ctx.ruleset, id)?.budgets;
      if (changes) change(ctx, who, changes);
    }
  },
  onConditionApplied(ctx, holder, cond) {
    const s = ctx.state;
    if (s.order[s.turn] !== holder.id) return;
    const taken = conditionDef(ctx.ruleset, cond.id)?.budgets?.filter((b) => b.flat < 0);
    if (taken?.length) change(ctx, holder, taken);
  },
};
