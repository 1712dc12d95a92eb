// Asks every module whether a use can be offered now, and at what price (budget, payments).
import type { Offer } from "./capability.js";
import type { Ctx } from "./context.js";
import { modulesWith } from "./registry.js";
import type { Combatant } from "./types.js";
import type { UseDef } from "./uses.js";

export function offerUse(ctx: Ctx, who: Combatant, use: UseDef, preset: Offer = {}): Offer | undefined {
  const offer: Offer = { ...preset };
  for (const m of modulesWith(ctx, "offer")) if (m.offer!(ctx, who, use, offer)) return undefined;
  return offer;
}

/** The extra targets the best payment allows (for the menu's upper bound). */
export function extraTargets(use: UseDef, offer: Offer): number {
  const base = use.m.targetCount ?? 1;
  return Math.max(0, ...(offer.payments ?? []).map((p) => (p.maxTargets ?? base) - base));
}
