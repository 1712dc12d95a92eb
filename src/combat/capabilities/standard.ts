// Standard actions from `combat.standard` (dash, disengage, dodge), on their own budget or, through an entry's
// `standard` list, on that entry's budget (Cunning Action).
import type { CapabilityModule } from "../capability.js";
import { applyCondition } from "../conditions.js";
import { emit } from "../context.js";
import { incapacitated, speed } from "../stats.js";
import type { Option, StandardOption } from "../types.js";
import { usesOf } from "../uses.js";
import { budgetFor } from "./budgets.js";

/** What each standard action does; ones not listed here are not offered. */
const EFFECTS: Record<
  string,
  (
    ctx: Parameters<NonNullable<CapabilityModule["take"]>>[0],
    who: Parameters<NonNullable<CapabilityModule["take"]>>[1],
  ) => void
> = {
  dash(ctx, who) {
    who.moveLeft += speed(ctx.ruleset, ctx.state, who);
  },
  disengage(ctx, who) {
    applyCondition(
      ctx,
      who,
      { condition: "std:disengaged", duration: { rounds: 1, at: "turn-end" } },
      { why: "disengage" },
    );
  },
  dodge(ctx, who) {
    applyCondition(ctx, who, { condition: "std:dodging", duration: { rounds: 1, at: "turn-start" } }, { why: "dodge" });
  },
};

/** Whether `action` is a standard action the engine can carry out. */
export function isStandardAction(action: string): boolean {
  return Object.hasOwn(EFFECTS, action);
}

/** Carries out a standard action's effect for `who`, spending nothing (1.313: an entry's `takes`). */
export function doStandardAction(
  ctx: Parameters<typeof EFFECTS.dash>[0],
  who: Parameters<typeof EFFECTS.dash>[1],
  action: string,
): void {
  EFFECTS[action]?.(ctx, who);
}

export const standard: CapabilityModule = {
  id: "standard",
  keys: ["standard"],
  menu(ctx, who, out) {
    const defs = ctx.ruleset.combat?.standard ?? [];
    if (!defs.length || incapacitated(ctx.ruleset, who)) return;
    const seen = new Set<string>();
    const offer = (action: string, label: string, budget: string) => {
      const id = `std:${action}@${budget}`;
      if (seen.has(id) || !EFFECTS[action] || (who.budgets[budget] ?? 0) < 1) return;
      seen.add(id);
      const o: Option = { id, module: "standard", kind: "standard", label, who: who.id, budget, action };
      out.push(o);
    };
    for (const d of defs) offer(d.id, d.label, d.budget);
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      const b = budgetFor(ctx, use);
      if (!use.m.standard || b === undefined) continue;
      for (const action of use.m.standard) {
        const d = defs.find((x) => x.id === action);
        if (d) offer(d.id, `${d.label} (${use.name})`, b);
      }
    }
  },
  take(ctx, who, option) {
    const action = (option as StandardOption).action!;
    const budget = option.budget!;
    who.budgets[budget] = (who.budgets[budget] ?? 0) - 1;
    emit(ctx, { t: "standard", who: who.id, action, budget });
    EFFECTS[action]!(ctx, who);
  },
};
