// Ability scores as items leave them, and the modifier a score gives.

import type { SheetContext } from "./context.js";
import { reject } from "./errors.js";
import { activeEffects } from "./items.js";

/**
 * The score after items: every `set` raises the score to at least its number; then each `add` stacks on
 * top, up to its `max` when it has one, never lowering a score already past that `max` (1.313).
 */
export function abilityScore(ctx: SheetContext, ability: string, path = ""): number {
  const base = ctx.sheet.abilities?.[ability];
  if (!ctx.doc.sheet.abilities.some((a) => a.id === ability)) {
    reject("unknown-ability", `no ability ${JSON.stringify(ability)} in the sheet definition`, path);
  }
  if (typeof base !== "number")
    reject("missing-ability", `the sheet has no score for ${ability}`, `abilities.${ability}`);
  const effects = activeEffects(ctx.doc, ctx.sheet)
    .map((e) => e.effect.abilities?.[ability])
    .filter((m) => m !== undefined);
  let score = base;
  for (const m of effects) if (m.set !== undefined) score = Math.max(score, m.set);
  for (const m of effects) {
    if (m.add === undefined) continue;
    if (m.max === undefined) score += m.add;
    else if (score < m.max) score = Math.min(score + m.add, m.max);
  }
  return score;
}

/** floor((score - base) / per), 5e's floor((score - 10) / 2) unless the sheet says otherwise. */
export function modifierOf(ctx: SheetContext, score: number): number {
  const rule = ctx.doc.sheet.abilityModifier ?? { base: 10, per: 2 };
  return Math.floor((score - rule.base) / rule.per);
}

export function abilityMod(ctx: SheetContext, ability: string, path = ""): number {
  return modifierOf(ctx, abilityScore(ctx, ability, path));
}
