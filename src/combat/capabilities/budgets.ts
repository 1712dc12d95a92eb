// The action economy: `budget` names what a use spends, `free` spends nothing, `gives` adds budgets this turn.
// Budgets refill at the start of their holder's turn (reactions included).
import type { CapabilityModule } from "../capability.js";
import type { Ctx } from "../context.js";
import { emit } from "../context.js";
import { rules } from "../rules.js";
import type { UseDef } from "../uses.js";

/** The budget a use spends; undefined when it is free (riders are free unless they name a budget). */
export function budgetFor(ctx: Ctx, use: UseDef): string | undefined {
  if (use.m.free) return undefined;
  if (use.m.budget) return use.m.budget;
  if (use.m.kind === "rider") return undefined;
  return use.m.reaction ? rules(ctx.ruleset).reaction : rules(ctx.ruleset).main;
}

/** Fills every reaction budget as a fight starts: a creature may react before its first turn. */
export function readyReactions(ctx: Ctx): void {
  const reactions = rules(ctx.ruleset).budgets.filter((b) => b.reaction);
  for (const id of ctx.state.order) {
    const c = ctx.state.combatants[id]!;
    for (const b of reactions) c.budgets[b.id] = b.perTurn ?? 1;
  }
}

export const budgets: CapabilityModule = {
  id: "budgets",
  keys: ["budget", "free", "gives"],
  onTurnStart(ctx, who) {
    for (const b of rules(ctx.ruleset).budgets) who.budgets[b.id] = b.perTurn ?? 1;
  },
  offer(ctx, who, use, offer) {
    // A budget lent for the purpose (a signature action or a lair action between turns) is neither checked nor spent.
    if (offer.lent) {
      delete offer.budget;
      return undefined;
    }
    const b = offer.budget ?? budgetFor(ctx, use);
    if (b !== undefined && (who.budgets[b] ?? 0) < 1) return "no-budget";
    offer.budget = b;
    return undefined;
  },
  onUse(ctx, act, use) {
    const who = ctx.state.combatants[act.actor]!;
    if (act.budget !== undefined) {
      who.budgets[act.budget] = (who.budgets[act.budget] ?? 0) - 1;
      emit(ctx, { t: "budget", who: who.id, budget: act.budget, change: -1 });
    }
    for (const g of use.m.gives ?? []) {
      const n = g.count ?? 1;
      who.budgets[g.budget] = (who.budgets[g.budget] ?? 0) + n;
      emit(ctx, { t: "budget", who: who.id, budget: g.budget, change: n });
    }
  },
};
